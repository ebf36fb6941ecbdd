// Tide of Iron's board layer (docs/server.md · The browser table): the board as the server drew it (board.js), the
// counters from the seat's view, the choices read from their words and put on the board (decision.js) — a unit's
// reachable hexes, its targets, the op fire a move could meet, attack and assault odds, line of sight on demand —, the
// dice, the cards, the stack of a hex, the computer's explanation and the replay of a finished game. The shared table
// (table.js) holds the seats, the updates, the decision panel and the log. No rules here.
import { api, el, points, figuresCode, figureName } from './api.js';
import { Board, boardSvg, describeUnit } from './board.js';
import { analyse, group, advanceOf, previewable, figuresWords } from './decision.js';
import { painted } from './table.js';
import { attackGroup, composition, composedText, toggle, tickGroup, tickText } from './compose.js';
import { whyNotList } from './whynot.js';
import { transferGroup, squadsHere, atHex, receiver, tickable, tickFigure, transferTexts, transferWords, roomLeft } from './transfer.js';

// ---- settings this browser remembers

const settings = {
  /** "Confirm moves": a move, attack or assault click asks first. */
  confirm: () => localStorage.getItem('toi.confirmMoves') === '1',
  setConfirm: on => localStorage.setItem('toi.confirmMoves', on ? '1' : '0'),
};

function settingsLine() {
  return el('p', { class: 'settings' }, el('label', {}, el('input', { type: 'checkbox', id: 'confirm-moves', checked: settings.confirm() ? 'checked' : null,
    onchange: e => settings.setConfirm(e.target.checked) }), ' confirm moves, attacks and assaults before they are sent'));
}

// ---- the key to the board

function key() {
  const badge = (text, bg, fg = '#111') => el('span', { class: 'badge', style: `background:${bg};color:${fg}` }, text);
  return el('details', { class: 'panel key', id: 'key' }, el('summary', {}, 'Key to the board'),
    el('ul', {},
      el('li', {}, el('span', { class: 'nation-tag n-US' }, 'US'), el('span', { class: 'nation-tag n-GER' }, 'GER'),
        ' counters: nation and number on top (GER with a black line), figures in the middle (3E+O: 3 elite and an officer; R regular, MG machine gun, Mtr mortar); rounded = squad, square = vehicle'),
      el('li', {}, badge('PIN', '#ff9800'), ' pinned (orange edge) ', badge('DIS', '#e00000', '#fff'), ' disrupted (red edge) ',
        badge('LtD', '#e00000', '#fff'), ' damaged'),
      el('li', {}, badge('OF', '#ffd54f'), ' in op fire mode ', badge('FAT', '#ddd'), ' fatigued (faded) ', badge('eng', '#fff'), ' specialization ', badge('★', '#fff', '#a07000'), ' star ', badge('MUN', '#bcd4e6'), ' munitions token'),
      el('li', {}, 'hatched counter: concealed; "?" an enemy concealed squad'),
      el('li', {}, badge('TR1', '#cfe3c4'), ' a vehicle transporting that many squads (listed in its stack)'),
      el('li', {}, 'blue shading: where the selected unit can move, with the cost; dashed blue: hexes a choice names'),
      el('li', {}, 'red: attack targets, the line of fire, op fire that could meet a move (⊕)'),
      el('li', {}, 'circle: objective, filled with the holder\'s colour and letters (gold ring: victory objective); dashed line: deployment zone (during setup); R / EXIT: reinforcement and exit hexes'),
      el('li', {}, 'LOS (or the key L): line of sight from a hex you click to any hex you point at — solid green clear, dashed red blocked, the blocking hex crossed; Esc leaves'),
      el('li', {}, 'brown hatching: hills (L1, L2), brown line: one level down, black: cliff')));
}

/** The layer, mounted on the shared table's context (table.js). */
export async function mount(ctx) {
  const { id, map, st, token } = ctx;
  const inPage = !!document.querySelector('#board > svg.board');
  if (inPage) await painted(); // the board the page came with is on screen before anything else is done
  const drawn = boardSvg(id); // in the page already, unless the server did not know the game then
  const hexIds = new Set(map.hexes.map(h => h.id));
  Object.assign(st, { choices: [], selectedUnit: null, selectedHex: null, cursor: null, reach: null, reachUnit: null, hover: null, focus: null,
    previewFor: null, preview: null, routes: new Map(), newDice: 0, sight: null, sights: new Map(), compose: null, whyNot: new Map() });
  performance.mark('toi:board-start'); // adopting the board the server drew, timed for docs/performance.md (BoardRender)
  const board = new Board(map, await drawn, { onHex: clickHex, onUnit: clickUnit, onHover: hover }, `toi.board.${id}`);
  performance.measure('toi:board', 'toi:board-start');
  const hexInfo = el('p', { class: 'hexinfo', id: 'hexinfo', 'aria-live': 'polite' }, 'Point at a hex, or focus the board and use the arrow keys.');
  const preview = el('div', { class: 'panel preview', id: 'preview', 'aria-live': 'polite' });
  const stack = el('div', { class: 'panel stack', id: 'stack' });
  const dice = el('div', { class: 'panel dice', id: 'dice' });
  const cards = el('div', { class: 'panel cards', id: 'cards' });
  // the computer's last decision and the alternatives it weighed (docs/ai.md · Explanations), asked when opened
  const whyText = el('div', { class: 'why-text' });
  const why = el('details', { class: 'panel why', id: 'why' }, el('summary', {}, 'Why did the computer do that?'), whyText);
  why.addEventListener('toggle', () => { if (why.open) explain(); });
  const replayBar = el('div', { class: 'replay', id: 'replay', hidden: 'hidden' });
  const { end } = ctx.panels;
  // line of sight on demand (000 · LINE OF SIGHT): a hex to look from, then any hex to look at; the server answers
  const sightButton = el('button', { id: 'los', class: 'los', title: 'line of sight: click a hex to look from, then point at or click another (L; Esc leaves)',
    'aria-label': 'line of sight', 'aria-pressed': 'false', onclick: () => toggleSight() }, 'LOS');
  board.element.querySelector('.zoom').append(sightButton);
  const unitById = idu => st.view.units.find(u => u.id === idu) || (st.view.reserve || []).find(u => u.id === idu);
  const send = (text, then) => ctx.send(text, then);
  const renderDecision = () => ctx.renderDecision();

  /**
   * The computer's last decision in the game's words (issue 29: made by the server when it decided, from the game as it
   * stood then): what it chose, with its dice and expected hits, and the alternatives it weighed, each rated in words.
   */
  async function explain() {
    const e = (await ctx.get('/explain')).explanation;
    const said = (words, detail) => [words, detail ? el('span', { class: 'alt-detail' }, ` — ${detail}`) : null];
    whyText.replaceChildren(...(!e ? [el('p', {}, 'No computer decision yet: no computer plays here, or it has not had a choice to make.')] : [
      el('p', { id: 'why-chosen' }, `The computer (${e.player}) chose: `, el('b', {}, e.chosenWords || e.chosen), e.chosenDetail ? `. ${e.chosenDetail}.` : '.'),
      el('p', { class: 'hint' }, `Asked: ${e.decision}`), el('p', { class: 'how' }, `How: ${e.method}`),
      e.alternatives.length ? el('p', {}, 'The alternatives it weighed, best first:') : null,
      el('ol', {}, ...e.alternatives.map(a => el('li', { class: a.chosen || a.choice === e.chosen ? 'chosen' : '', title: a.choice },
        ...said(a.words || a.choice, a.detail), el('div', { class: 'alt-detail' }, a.rating
          || `${a.visits ? a.visits + ' tries, ' : ''}value ${a.value.toFixed(2)}`))))].filter(Boolean)));
  }

  /** A new update: the dice just rolled counted, and what the page offered for the decision before let go. */
  function changed(u, fresh, before) {
    st.newDice = before > 0 ? fresh.filter(e => e.type === 'DiceRolled').length : 0;
    st.threats = null; st.reach = null; st.reachUnit = null; st.routes.clear(); st.preview = null; st.previewFor = null; st.focus = null;
    if (why.open) explain(); // the computer's account follows its decisions while it is open
    st.compose = null; st.whyNot.clear(); st.ticks = null; st.transfer = null; // a new decision: an attack being composed, the units ticked and the refusals asked let go
    const choices = analyse(st.view, hexIds, st.decision && st.decision.options); // a new decision: a selected unit it does not ask about is let go
    if (st.view.decision.yours && st.selectedUnit && !choices.some(c => c.unit === st.selectedUnit)) st.selectedUnit = null;
  }
  /**
   * With "confirm moves" on, a move, an attack or an assault click asks for a confirmation first (against slips). Which
   * choices those are is read from their words, as decision.js reads them.
   */
  function confirms(text, then) {
    const c = st.choices.find(x => x.text === text);
    const commits = !!then || (c && (c.attack || c.verb === 'move-to' || c.verb === 'step')) || /^(move-to|step|assault|fire)\b|\btarget\b/.test(text);
    return settings.confirm() && commits;
  }
  /** Words for a choice the decision does not list (a whole move): "move-to F5 via E5" → "Move to F5 by way of E5". */
  function labelOf(text) {
    const listed = (st.choices || []).find(x => x.text === text);
    if (listed && listed.label) return listed.label;
    const m = /^move-to (\S+)(?: via (.+))?$/.exec(text.trim());
    return m ? `Move to ${m[1]}${m[2] ? ` by way of ${m[2].split(/[\s,]+/).join(', ')}` : ''}` : null;
  }
  /** A choice's preview; {@code advancing}: the fresh unit whose Advance it would follow (on the action turn). */
  async function askPreview(text, advancing) {
    const key = advancing ? `${advancing}|${text}` : text;
    if (st.previewFor === key) return;
    st.previewFor = key;
    try {
      const p = st.routes.get(key) || await ctx.get(`/preview?choice=${encodeURIComponent(text)}`
        + (advancing ? `&unit=${encodeURIComponent(advancing)}` : ''));
      st.routes.set(key, p);
      if (st.previewFor === key) { st.preview = p; renderPreview(); renderOverlay(); if (st.compose || st.ticks) renderDecision(); } // the attack (or ticks) panel says it in words
    } catch (e) { st.preview = { lines: [e.message], refused: e.message }; renderPreview(); }
  }
  async function loadReach(unit) {
    if (st.reachUnit === unit) return;
    st.reachUnit = unit; st.reach = new Map();
    try {
      const routes = await ctx.get(`/reachable?unit=${encodeURIComponent(unit)}`);
      if (st.reachUnit !== unit) return;
      st.reach = new Map(routes.map(r => [r.to, { ...r, label: points(r.costThirds) }]));
    } catch (e) { st.reach = new Map(); }
    renderOverlay(); renderHexInfo();
    if (st.view.decision.kind === 'MOVE' || st.view.decision.kind === 'ACTION') scanThreats(unit);
  }
  /**
   * While a unit is moving, the whole-move previews of its farthest hexes first, until every reachable hex lies on a
   * previewed path: each says which hexes of its path enemy op fire could reach, so the danger shows before any hover.
   */
  async function scanThreats(unit) {
    const number = st.number;
    const advancing = st.view.decision.kind === 'ACTION' ? unit : null; // not yet moving: as if it took an Advance
    st.threats = new Map(); st.safe = new Set();
    const routes = [...st.reach.values()].sort((a, b) => b.path.length - a.path.length);
    for (const r of routes) {
      if (st.reachUnit !== unit || st.number !== number) return;
      if (st.threats.has(r.to) || st.safe.has(r.to)) continue;
      const text = `move-to ${r.to}`;
      const key = advancing ? `${advancing}|${text}` : text;
      let p = st.routes.get(key);
      try {
        p = p || await ctx.get(`/preview?choice=${encodeURIComponent(text)}`
          + (advancing ? `&unit=${encodeURIComponent(advancing)}` : ''));
      } catch (e) { return; }
      if (st.reachUnit !== unit || st.number !== number) return;
      st.routes.set(key, p);
      if (!p.route) continue;
      for (const h of p.route.path) {
        if (p.route.opFireFrom[h]) st.threats.set(h, p.route.opFireFrom[h]); else st.safe.add(h);
      }
      renderOverlay();
    }
  }

  // -- what the decision offers for the selected unit

  function offers() {
    const v = st.view, mine = v.decision.yours && st.handedTo === st.seat;
    const all = mine ? st.choices : [];
    const unit = st.selectedUnit;
    const scope = all.filter(c => (unit ? c.unit === unit : true));
    const hexChoices = new Map(), targets = new Map();
    for (const c of (unit ? scope : all.filter(x => !x.unit))) {
      if (c.attack) {
        const t = c.target ? unitById(c.target) : null;
        const hex = t ? t.hex : c.hex;
        if (hex) (targets.get(hex) || targets.set(hex, []).get(hex)).push(c);
      } else if (c.hex && c.verb !== 'step') (hexChoices.get(c.hex) || hexChoices.set(c.hex, []).get(c.hex)).push(c);
      else if (c.hex && c.verb === 'step' && !(v.decision.kind === 'MOVE')) (hexChoices.get(c.hex) || hexChoices.set(c.hex, []).get(c.hex)).push(c);
    }
    if (!unit) for (const c of all) if (c.attack && c.unit) { // nothing selected: show every target
      const t = c.target ? unitById(c.target) : null;
      const hex = t ? t.hex : c.hex;
      if (hex) (targets.get(hex) || targets.set(hex, []).get(hex)).push(c);
    }
    const moving = mine && unit && ((v.decision.kind === 'MOVE' && v.activity && v.activity.unit === unit) || advanceOf(all, unit));
    return { mine, all, scope, hexChoices, targets, moving };
  }

  // -- clicks, hovers, keys

  function select(unit, hex) {
    st.selectedUnit = unit; st.selectedHex = hex || (unit && unitById(unit) && unitById(unit).hex) || null;
    st.focus = null; st.preview = null; st.previewFor = null;
    ctx.render();
  }
  function clickUnit(u) {
    if (st.sight) { sightAt(u.hex, true); return; }
    const o = offers();
    if (st.compose && toggle(st.compose, u.id)) { composed(); return; } // a supporter in or out of the attack being composed
    if (st.compose && (u.id === st.compose.group.target || u.id === st.compose.group.lead)) return;
    if (st.ticks && st.ticks.eligible.includes(u.id)) { tick(u.id); return; } // a unit ticked in or out (op fire mode)
    if (st.transfer && st.transfer.hexes.has(u.hex)) { // squad transfers: the squad clicked receives the ticked figures
      atHex(st.transfer, u.hex); receiver(st.transfer, u.id); st.selectedHex = u.hex; renderDecision(); renderOverlay(); renderStack(); return;
    }
    const own = st.choices.filter(c => c.unit === u.id);
    // a card's target hex (000 · Target Hex): a counter clicked stands for its hex — it is not selected (issue 29)
    if (o.mine && !own.length && st.choices.some(c => !c.unit && c.hex === u.hex && (c.verb === 'target' || c.verb === 'pick'))) { clickHex(u.hex); return; }
    if (o.mine && own.length === 1 && own[0].verb === 'pick' && !st.compose) { send(own[0].text); return; } // a card's target: the counter clicked
    if (o.mine && st.choices.some(c => c.unit === u.id) && u.id !== st.selectedUnit) { select(u.id, u.hex); return; }
    if (st.selectedUnit && (o.targets.has(u.hex) || (st.reach && st.reach.has(u.hex)) || o.hexChoices.has(u.hex))) { clickHex(u.hex); return; }
    select(u.id, u.hex);
  }
  function clickHex(hex) {
    st.cursor = hex;
    if (st.sight) { sightAt(hex, true); return; }
    const o = offers();
    if (o.moving && st.reach && st.reach.has(hex)) {
      const adv = st.view.decision.kind === 'ACTION' ? advanceOf(st.choices, st.selectedUnit) : null;
      if (adv) send(adv.text, `move-to ${hex}`); else send(`move-to ${hex}`);
      return;
    }
    if (o.targets.has(hex)) {
      st.focus = { hex, choices: o.targets.get(hex) };
      const first = o.targets.get(hex).find(c => c.unit && c.target) || null;
      const group = first && attackGroup(st.choices, first.unit, first.target);
      if (group && (group.eligible.length || group.figures.length > 1)) { st.compose = composition(group); composed(); return; }
      renderDecision(); askPreview(o.targets.get(hex)[0].text); return;
    }
    if (o.hexChoices.has(hex)) {
      const list = o.hexChoices.get(hex);
      if (list.length === 1) { send(list[0].text); return; }
      st.focus = { hex, choices: list }; renderDecision(); return;
    }
    const here = st.view.units.filter(u => u.hex === hex && !u.carriedBy);
    const actor = here.find(u => o.mine && st.choices.some(c => c.unit === u.id));
    select(actor ? actor.id : (here[0] ? here[0].id : null), hex);
  }
  /** The attack being composed changed: its panel, the lines on the board and its preview (asked afresh). */
  function composed() {
    renderDecision(); renderOverlay();
    askPreview(composedText(st.compose));
  }
  /** The attack panel (issue 29 · 2): the kind, the supporters (toggled here or on the board), the lead's figures, Fire. */
  function composePanel() {
    const k = st.compose, g = k.group, text = composedText(k);
    const listed = st.choices.find(c => c.text === text);
    const pressed = on => (on ? 'true' : 'false');
    const kindName = head => head.replace(/^.*\s/, '');
    return el('div', { class: 'compose', id: 'compose', 'data-choice': text },
      el('p', {}, el('strong', {}, `Attack on ${g.target} by ${g.lead}`), ' — click supporters on the board (dashed ring) to add or drop them'),
      g.heads.length > 1 ? el('div', { class: 'kinds' }, ...g.heads.map(h => el('button', { class: 'kind', 'aria-pressed': pressed(h === k.head),
        onclick: () => { k.head = h; composed(); } }, kindName(h)))) : null,
      g.eligible.length ? el('div', { class: 'supporters', id: 'supporters' }, el('span', { class: 'hint' }, 'supporters: '),
        ...g.eligible.map(s => el('button', { class: 'supporter', 'data-unit': s, 'aria-pressed': pressed(k.chosen.has(s)),
          onclick: () => { toggle(k, s); composed(); } }, `${k.chosen.has(s) ? '✓ ' : ''}${s}`))) : null,
      g.figures.length > 1 ? el('div', { class: 'figures-pick', id: 'figures-pick' }, el('span', { class: 'hint' }, `${g.lead} fires with: `),
        ...g.figures.map(f => el('button', { class: 'figures', 'aria-pressed': pressed(f === k.figures), 'data-figures': f,
          onclick: () => { k.figures = f; composed(); } }, f ? figuresWords(f.replace(/^figures /, ''), g.lead) : 'the whole squad'))) : null,
      el('p', {}, el('button', { id: 'compose-fire', class: 'primary attack', 'data-choice': text, disabled: st.busy ? 'disabled' : null,
        title: text, onclick: () => send(text) }, `Fire: ${(listed && listed.label) || (st.preview && st.preview.choice === text && st.preview.label) || text}`), ' ',
        el('button', { id: 'compose-cancel', onclick: () => { st.compose = null; renderDecision(); renderOverlay(); } }, 'Cancel')));
  }
  /** A unit ticked in or out: the panel, the rings on the board, and the choice's words asked of the server. */
  function tick(id) {
    if (st.ticks.chosen.has(id)) st.ticks.chosen.delete(id); else st.ticks.chosen.add(id);
    ticked();
  }
  function ticked() { renderDecision(); renderOverlay(); askPreview(tickText(st.ticks)); }
  /** Op Fire mode by ticking units (issue 29 · 2): each eligible unit a toggle, here and on the board; one button sends them. */
  function tickPanel() {
    const t = st.ticks, text = tickText(t), listed = st.choices.find(c => c.text === text);
    const words = (listed && listed.label) || (st.preview && st.preview.choice === text && st.preview.label) || text;
    return el('div', { class: 'compose ticks', id: 'ticks', 'data-choice': text },
      el('p', {}, el('strong', {}, 'Op Fire mode: '), 'tick the units (here or on the board), then send'),
      el('div', { class: 'supporters' }, ...t.eligible.map(id => el('button', { class: 'tick', 'data-unit': id, 'aria-pressed': t.chosen.has(id) ? 'true' : 'false',
        onclick: () => tick(id) }, `${t.chosen.has(id) ? '✓ ' : ''}${id}`))),
      el('p', {}, el('button', { id: 'ticks-send', class: 'primary', 'data-choice': text, title: text, disabled: st.busy ? 'disabled' : null,
        onclick: () => send(text) }, words), ' ',
        el('button', { id: 'ticks-all', onclick: () => { t.chosen = new Set(t.eligible); ticked(); } }, 'all'), ' ',
        el('button', { id: 'ticks-none', onclick: () => { t.chosen.clear(); ticked(); } }, 'none')));
  }
  /**
   * Squad transfers by ticking (issue 29 · 2; 000 · Squad Transfers): a hex's squads with their figures, the squad that
   * receives them (clicked on the board or here), the figures ticked, one button that moves them all (one choice each).
   */
  function transferPanel() {
    const t = st.transfer, texts = transferTexts(t);
    const single = texts.length === 1 && st.choices.find(c => c.text === texts[0]);
    const words = (single && single.label) || transferWords(t, unitById);
    const pressed = on => (on ? 'true' : 'false');
    const redraw = () => { renderDecision(); renderOverlay(); };
    return el('div', { class: 'compose transfers', id: 'transfers', 'data-hex': t.hex, 'data-choices': texts.join(';') },
      el('p', {}, el('strong', {}, `Squad transfers in ${t.hex}: `), 'click the squad that receives (on the board or here), tick the figures it takes, then send'),
      t.hexes.size > 1 ? el('div', { class: 'kinds' }, ...[...t.hexes.keys()].map(h => el('button', { class: 'kind', 'data-hex': h, 'aria-pressed': pressed(h === t.hex),
        onclick: () => { atHex(t, h); st.selectedHex = h; redraw(); renderStack(); } }, h))) : null,
      ...squadsHere(t).map(id => { const u = unitById(id); return el('div', { class: 'squad-row', 'data-unit': id },
        el('button', { class: 'receiver', 'data-unit': id, 'aria-pressed': pressed(t.to === id), title: `${id} receives the ticked figures`,
          onclick: () => { receiver(t, id); redraw(); } }, `${t.to === id ? '⇦ ' : ''}${id}`), ' ',
        ...(u ? u.figures : []).map((f, i) => el('button', { class: 'figure-tick', 'data-unit': id, 'data-figure': i,
          'aria-pressed': pressed(t.ticked.has(`${id}:${i}`)), disabled: tickable(t, id, i) ? null : 'disabled',
          onclick: () => { tickFigure(t, id, i); redraw(); } }, `${t.ticked.has(`${id}:${i}`) ? '✓ ' : ''}${figureName(f)}`))); }),
      t.to ? el('p', { class: 'hint', id: 'transfer-room' }, `${t.to} has room for ${roomLeft(t)} more space${roomLeft(t) === 1 ? '' : 's'} (000 · BUILDING SQUADS: four spaces a base, a heavy weapon two)`) : null,
      el('p', {}, el('button', { id: 'transfer-send', class: 'primary', 'data-choice': texts.length ? texts.join(';') : null, title: texts.join(', '),
        disabled: st.busy || !texts.length ? 'disabled' : null, onclick: () => ctx.choose(texts[0], texts.slice(1)) },
        words ? `Transfer: ${words}` : 'Transfer'), ' ',
        el('button', { id: 'transfer-clear', onclick: () => { t.ticked.clear(); t.to = null; redraw(); } }, 'clear')));
  }
  function hover(hex) {
    st.hover = hex;
    if (st.sight) { if (hex) sightAt(hex, false); renderHexInfo(); return; }
    renderHexInfo();
    const o = st.view && offers();
    if (!hex || !o) return;
    if (o.moving && st.reach && st.reach.has(hex) && st.view.decision.kind === 'MOVE') askPreview(`move-to ${hex}`);
    else if (o.moving && st.reach && st.reach.has(hex) && st.view.decision.kind === 'ACTION') askPreview(`move-to ${hex}`, st.selectedUnit);
    else if (o.targets.has(hex) && !st.compose) askPreview(o.targets.get(hex)[0].text);
    renderOverlay();
  }
  board.root.addEventListener('keydown', e => {
    const keys = { ArrowUp: [0, -1], ArrowDown: [0, 1], ArrowLeft: [-1, 0], ArrowRight: [1, 0] };
    if (keys[e.key]) {
      e.preventDefault();
      const h = map.hexes.find(x => x.id === (st.cursor || st.selectedHex)) || map.hexes[0];
      let [c, r] = [h.col, h.row];
      for (let i = 0; i < 30; i++) { c += keys[e.key][0]; r += keys[e.key][1]; const id = board.idAt(c, r); if (hexIds.has(id)) { st.cursor = id; break; } }
      hover(st.cursor); renderOverlay();
    } else if (e.key === 'Enter' && st.cursor) { e.preventDefault(); clickHex(st.cursor); }
    else if (e.key === 'l' || e.key === 'L') { e.preventDefault(); toggleSight(); }
    else if (e.key === 'Escape' && st.sight) { e.preventDefault(); toggleSight(); }
    else if (e.key === 'Escape') { e.preventDefault(); st.confirming = null; st.focus = null; st.compose = null; st.preview = null; st.previewFor = null; select(null, null); }
  });
  document.addEventListener('keydown', e => { if (e.key === 'Escape' && e.target === document.body) select(null, null); });

  // -- line of sight on demand
  function toggleSight() {
    st.sight = st.sight ? null : { from: null, to: null, fixed: false };
    sightButton.setAttribute('aria-pressed', String(!!st.sight));
    renderOverlay(); renderHexInfo();
  }
  /** A hex clicked (fixed) or pointed at in line-of-sight mode: the first is looked from, the next looked at. */
  function sightAt(hex, fixed) {
    const s = st.sight;
    if (fixed && (!s.from || s.fixed)) { st.sight = { from: hex, to: null, fixed: false }; }
    else if (s.from && !s.fixed) { if (s.to !== hex) s.answer = null; s.to = hex; s.fixed = fixed; askSight(s.from, hex); }
    renderOverlay(); renderHexInfo();
  }
  async function askSight(from, to) {
    const at = replayBar.hidden ? '' : `&choice=${st.replayAt}`; // replaying: the board as it stood then
    const key = `${st.number}${at} ${from} ${to}`; // an answer holds until the board changes (smoke, night)
    if (!st.sights.has(key)) {
      if (st.sights.size > 200) st.sights.clear();
      st.sights.set(key, ctx.get(`/sight?from=${from}&to=${to}${at}`).catch(e => ({ error: e.message })));
    }
    const answer = await st.sights.get(key);
    if (st.sight && st.sight.from === from && st.sight.to === to) { st.sight.answer = answer; renderOverlay(); renderHexInfo(); }
  }
  function sightText() {
    const s = st.sight;
    if (!s.from) return 'Line of sight: click the hex to look from (Esc leaves).';
    const a = s.answer; // kept only for the pair asked (sightAt, askSight)
    if (!a) return `Line of sight from ${s.from}: point at or click the hex to look at (Esc leaves).`;
    if (a.error) return `Line of sight ${s.from} → ${s.to}: ${a.error}`;
    const verdict = a.clear ? 'CLEAR' : `BLOCKED${a.blockingHex ? ` at ${a.blockingHex}` : ''}`;
    return `Line of sight ${a.from} (level ${a.fromLevel}) → ${a.to} (level ${a.toLevel}): ${verdict} — ${a.reason} (§ ${a.heading})`;
  }

  // -- drawing

  /** The board and this layer's panels, from the seat's view (the shared table draws the rest: ctx.render). */
  function draw() {
    const v = st.view;
    st.choices = analyse(v, hexIds, st.decision && st.decision.options);
    if (v.decision.yours && st.handedTo === st.seat && !v.winner) { // the unit asked about comes first
      const units = [...new Set(st.choices.map(c => c.unit).filter(Boolean))];
      const active = v.activity && v.activity.unit;
      if (active && units.includes(active) && st.selectedUnit !== active && v.decision.kind !== 'ACTION') { st.selectedUnit = active; st.selectedHex = unitById(active) && unitById(active).hex; }
      if (st.selectedUnit && !unitById(st.selectedUnit)) st.selectedUnit = null;
      if (!st.selectedUnit && units.length && !st.choices.some(c => !c.unit)) { st.selectedUnit = units[0]; st.selectedHex = unitById(units[0]) && unitById(units[0]).hex; }
    }
    if (!st.ticks && v.decision.yours && st.handedTo === st.seat) st.ticks = tickGroup(st.choices, 'opfire-mode');
    if (st.ticks && !st.ticks.eligible.length) st.ticks = null;
    if (!st.transfer && v.decision.yours && st.handedTo === st.seat && v.decision.kind === 'TRANSFER') st.transfer = transferGroup(st.choices, unitById, map);
    board.update(st.replay ? st.replay.view : v); // replaying: the board as it stood then
    const o = offers();
    if (o.moving) loadReach(st.selectedUnit); else { st.reach = null; st.reachUnit = null; }
    renderOverlay(); renderPreview(); renderStack(); renderDice(); renderCards(); renderHexInfo();
  }

  /** The status line: the scenario, optional rules, round, phase, initiative, turn, actions left, command, VP, whose decision. */
  function status() {
    const v = st.replay ? st.replay.view : st.view, d = v.decision;
    const kv = (obj, f = x => x) => Object.entries(obj).map(([n, x]) => el('span', { class: `nation-tag n-${n}` }, `${n} ${f(x)}`));
    const who = v.winner || (!st.replay && st.update.over) ? 'game over' : d.yours ? `${d.seat} to decide (you): ${d.kind.toLowerCase().replace(/_/g, ' ')}`
      : `${d.seat} to decide${st.kinds[d.seat] === 'computer' ? ' (computer)' : ctx.mySeats.includes(d.seat) || st.seat === 'spectator' ? '' : ' (your opponent)'}`;
    return [
      el('span', { class: 'title' }, v.scenario),
      v.options && v.options.length ? el('span', { class: 'options', id: 'options-on', title: 'optional rules on (003)' }, `options: ${v.options.join(', ')}`) : null,
      el('span', {}, `round ${v.round} of ${v.rounds}`), el('span', {}, v.phase.toLowerCase().replace(/_/g, ' ')),
      el('span', {}, 'initiative ', el('b', {}, v.initiative || '–')), el('span', {}, 'turn ', el('b', {}, v.turn || '–')),
      v.phase === 'ACTION' && v.actionsLeft >= 0 && v.actionsLeft < 1000 ? el('span', {}, `actions left ${v.actionsLeft}`) : null,
      el('span', {}, 'command ', ...kv(v.command)), el('span', {}, 'VP ', ...kv(v.victoryPoints)),
      el('span', { class: `whose ${d.yours ? 'yours' : ''}`, id: 'whose' }, who)];
  }
  /** The end of the game over the board: who won and why, the victory points, a replay step by step. */
  function ending() {
    const v = st.view;
    const o = st.update.outcome || {}; // a resignation ends the game outside the rules: its outcome, not the view, says so
    return [el('h2', {}, `${v.winner || o.winner} wins`), el('p', {}, v.endReason || o.reason || ''),
      el('p', {}, `after round ${v.round} of ${v.rounds} · victory points `, ...Object.entries(v.victoryPoints).map(([n, x]) => el('span', { class: `nation-tag n-${n}` }, `${n} ${x}`)),
        ` · ${v.units.filter(u => u.hex).length} units left on the board`),
      el('a', { href: '/' }, 'back to the lobby'), ' · ',
      el('a', { href: '#', id: 'replay-start', onclick: e => { e.preventDefault(); end.hidden = true; replayTo(0); } }, 'replay it step by step')];
  }

  /**
   * Replay: the game as it stood after its first K choices (the server's /at, this seat's view then, with the event
   * number then): the board, the status, the dice, the hand and the log all step together (issue 29).
   */
  async function replayTo(k) {
    st.replayAt = Math.max(0, Math.min(st.total, k));
    const v = await ctx.get(`/at?choice=${st.replayAt}`);
    st.replay = { view: v, number: v.number };
    ctx.render();
    replayBar.hidden = false;
    replayBar.replaceChildren(el('strong', {}, 'Replay '),
      el('button', { id: 'replay-first', title: 'the start', onclick: () => replayTo(0) }, '⏮'),
      el('button', { id: 'replay-back', title: 'one choice back', onclick: () => replayTo(st.replayAt - 1) }, '◀'),
      el('span', { id: 'replay-at' }, ` after choice ${st.replayAt} of ${st.total} · round ${v.round} · ${v.phase.toLowerCase()} `),
      el('button', { id: 'replay-next', title: 'one choice on', onclick: () => replayTo(st.replayAt + 1) }, '▶'),
      el('button', { id: 'replay-last', title: 'the end', onclick: () => replayTo(st.total) }, '⏭'), ' ',
      el('button', { id: 'replay-close', onclick: () => { replayBar.hidden = true; st.replay = null; end.hidden = false; ctx.render(); } }, 'close'));
  }

  function renderOverlay() {
    if (!st.view) return;
    const o = offers();
    const ov = { selectedUnit: st.selectedUnit, selectedHex: st.selectedHex, cursor: st.cursor, targets: [...o.targets.keys()], hexChoices: [...o.hexChoices.keys()] };
    if (o.moving && st.reach) {
      ov.reach = st.reach;
      ov.threats = st.reachUnit === st.selectedUnit && st.threats ? [...st.threats.keys()] : [];
      const hov = st.hover && st.reach.get(st.hover);
      const start = unitById(st.selectedUnit) && unitById(st.selectedUnit).hex;
      if (hov) ov.path = [start, ...hov.path];
      const p = st.preview && st.preview.route && hov && st.preview.route.to === st.hover ? st.preview.route : null;
      if (p) { ov.path = [start, ...p.path]; ov.opFire = p.opFireFrom; }
    }
    const shown = st.previewFor && st.choices.find(c => c.text === st.previewFor);
    if (shown && shown.attack) {
      const lead = shown.unit && unitById(shown.unit), t = shown.target && unitById(shown.target);
      const to = t ? t.hex : shown.hex;
      ov.lines = [lead, ...shown.supporters.map(unitById)].filter(Boolean).map(u => [u.hex, to]);
    }
    if (st.compose) { // the attack being composed: its lines of fire, its supporters ringed (dashed: may join; solid: in)
      const k = st.compose, t = unitById(k.group.target);
      ov.lines = [k.group.lead, ...k.group.eligible.filter(s => k.chosen.has(s))].map(unitById).filter(u => u && t).map(u => [u.hex, t.hex]);
      ov.rings = k.group.eligible.map(s => ({ unit: s, chosen: k.chosen.has(s) }));
    }
    if (st.ticks) ov.rings = st.ticks.eligible.map(s => ({ unit: s, chosen: st.ticks.chosen.has(s) }));
    else if (st.transfer) ov.rings = [...st.transfer.hexes.values()].flatMap(h => h.squads).map(s => ({ unit: s, chosen: s === st.transfer.to }));
    else if (o.mine && !st.compose) { // a card's target units (pick U): ringed, a click on one picks it
      const picks = st.choices.filter(c => c.verb === 'pick' && c.unit && c.text.split(/\s+/).length === 2);
      if (picks.length) ov.rings = picks.map(c => ({ unit: c.unit, chosen: false }));
    }
    if (st.sight) { // line of sight replaces the unit's offers on the board while it is asked
      const s = st.sight;
      Object.assign(ov, { reach: null, threats: [], path: null, opFire: null, lines: [], targets: [], hexChoices: [],
        sight: { from: s.from, answer: s.answer && !s.answer.error ? s.answer : null } });
    }
    board.focus = st.cursor || st.selectedHex;
    board.overlay(ov);
  }

  /** Casualty choices name the figures they remove: "casualties us-1 0 2" → "remove elite, officer". */
  function words(c) {
    if (c.labelled) return c.label; // the server's words for it
    const w = c.text.split(/\s+/), u = c.unit && unitById(c.unit);
    if (w[0] === 'casualties' && u && u.figures.length) return `remove ${w.slice(2).map(i => figureName(u.figures[+i] || i)).join(', ')}`;
    return c.label;
  }
  function choiceButton(c, text = words(c)) {
    return el('button', { class: `choice${c.attack ? ' attack' : ''}`, 'data-choice': c.text, title: c.text, disabled: st.busy ? 'disabled' : null,
      onclick: () => send(c.text),
      onmouseenter: () => { if (previewable(c)) askPreview(c.text); },
      onfocus: () => { if (previewable(c)) askPreview(c.text); } }, text);
  }
  /** "Why not?" (issue 29 · 3): the actions the unit (or card) may not take now, greyed, each with the rule that refuses it. */
  function whyNotFor(id) {
    if (st.view.decision.kind !== 'ACTION') return null;
    const known = st.whyNot.get(id);
    if (!known) {
      st.whyNot.set(id, 'asking');
      ctx.get(`/whynot?id=${encodeURIComponent(id)}`).then(a => { st.whyNot.set(id, a); renderDecision(); renderCards(); })
        .catch(e => st.whyNot.set(id, []));
      return null;
    }
    return known === 'asking' ? null : whyNotList(known, id);
  }
  /** The decision's choices laid out: the selected unit's first, then the general ones, then a chip for each other unit. */
  function choices() {
    const parts = [];
    const { groups, general } = group(st.choices.filter(c => !(st.ticks && c.verb === st.ticks.verb) && !(st.transfer && c.verb === 'transfer')));
    const o = offers();
    if (st.compose) return [composePanel()]; // composing an attack: its panel alone, the preview right below it
    if (st.ticks) parts.push(tickPanel());
    if (st.transfer) parts.push(transferPanel());
    if (st.focus) {
      parts.push(el('div', { class: 'focus' }, el('p', {}, el('strong', {}, `In ${st.focus.hex}:`), ' ',
        el('a', { href: '#', onclick: e => { e.preventDefault(); st.focus = null; renderDecision(); } }, 'show all')),
        ...st.focus.choices.map(c => choiceButton(c, c.unit && c.unit !== st.selectedUnit ? `${c.unit}: ${words(c)}` : words(c)))));
    }
    if (o.moving && st.reach) parts.push(el('p', { class: 'hint' }, `Shaded hexes: click to move ${st.selectedUnit} there; hover for the path and op fire.`));
    const order = [...groups.keys()].sort((a, b) => (b === st.selectedUnit) - (a === st.selectedUnit));
    const groupBox = unit => { // the selected unit: its choices; the others: a chip to select them by
      const cs = groups.get(unit), u = unitById(unit), selected = unit === st.selectedUnit;
      const where = u ? ` ${u.hex || 'off board'} · ${u.figures.length ? figuresCode(u.figures) : '?'}` : '';
      return el(selected ? 'div' : 'span', { class: `group${selected ? ' selected' : ' chip'}`, 'data-unit': unit },
        el('a', { href: '#', class: 'unit-pick', title: `${unit}: ${cs.length} choices`, onclick: e => { e.preventDefault(); select(unit); } },
          el('span', { class: `nation-tag n-${u ? u.nation : ''}` }, unit), selected ? where : ` ${cs.length}`),
        selected ? el('div', { class: 'buttons' }, ...cs.map(c => choiceButton(c))) : null,
        selected ? whyNotFor(unit) : null);
    };
    if (order.length && order[0] === st.selectedUnit) parts.push(groupBox(order.shift()));
    const onBoard = general.filter(c => c.hex && (c.verb === 'target' || c.verb === 'pick')); // a card's target hexes: clicked on the board
    if (onBoard.length > 8) {
      parts.push(el('p', { class: 'hint', id: 'board-targets' }, `Click one of the ${new Set(onBoard.map(c => c.hex)).size} dashed hexes on the board.`));
      const rest = general.filter(c => !onBoard.includes(c));
      if (rest.length) parts.push(el('div', { class: 'group general' }, el('div', { class: 'buttons' }, ...rest.map(c => choiceButton(c)))));
      parts.push(el('details', { class: 'listed' }, el('summary', {}, `or pick from the list (${onBoard.length})`),
        el('div', { class: 'buttons' }, ...onBoard.map(c => choiceButton(c)))));
    } else if (general.length) parts.push(el('div', { class: 'group general' }, el('div', { class: 'buttons' }, ...general.map(c => choiceButton(c)))));
    if (order.length) parts.push(el('div', { class: 'others' }, el('span', { class: 'hint' }, st.selectedUnit ? 'other units: ' : 'select a unit (on the board or here): '), ...order.map(groupBox)));
    return parts;
  }
  function renderPreview() {
    const p = st.preview;
    if (!p) { preview.replaceChildren(el('p', { class: 'hint' }, 'Hover a choice or a target for what it would do.')); return; }
    const body = [el('div', { class: 'preview-head', 'data-choice': p.choice || '' }, p.label || p.choice || '', p.refused ? el('span', { class: 'refused' }, ' — would be refused') : '')];
    const chart = (id, dist, caption) => {
      const max = Math.max(...dist, 0.0001);
      body.push(el('div', { class: `bars${id === 'hits-back' ? ' back' : ''}`, id, role: 'img', 'aria-label': `${caption}: ` + dist.map((x, i) => `${i}: ${(100 * x).toFixed(0)}%`).join(', ') },
        ...dist.map((x, i) => el('div', { class: 'bar' },
          el('span', { class: 'pct' }, `${(100 * x).toFixed(0)}%`),
          el('div', { class: 'fill', style: `height:${(60 * x / max).toFixed(1)}px` }),
          el('span', { class: 'k' }, `${i}`)))),
      el('div', { class: 'bars-caption' }, caption));
    };
    if (p.hits) chart('hits', p.hits, p.hitsBack ? 'chance of 0, 1, 2… hits on the defenders' : 'chance of 0, 1, 2… hits');
    if (p.hitsBack) chart('hits-back', p.hitsBack, 'chance of 0, 1, 2… hits back on the assaulting units');
    if (p.success !== undefined) body.push(el('p', { class: 'success' }, `the assault succeeds (its hits exceed the defenders'): ${(100 * p.success).toFixed(1)}%`));
    body.push(el('pre', {}, (p.lines || []).join('\n')));
    preview.replaceChildren(...body);
  }

  function renderStack() {
    const hex = st.selectedHex;
    if (!hex) { stack.replaceChildren(el('h3', {}, 'Stack'), el('p', { class: 'hint' }, 'Click a hex or a counter to see its units.')); return; }
    const h = map.hexes.find(x => x.id === hex), here = st.view.units.filter(u => u.hex === hex);
    const carried = st.view.units.filter(u => u.carriedBy && here.some(x => x.id === u.carriedBy));
    const markers = st.view.markers.filter(m => m.hex === hex).map(m => (map.markerTypes[m.marker] || {}).name || m.marker);
    stack.replaceChildren(el('h3', {}, `Stack in ${hex}`),
      el('p', { class: 'hint' }, h ? board.hexTitle(h) : hex, markers.length ? ` · ${markers.join(', ')}` : ''),
      here.length ? el('ul', { id: 'stack-units' }, ...[...here, ...carried].map(u => el('li', { class: u.id === st.selectedUnit ? 'selected' : '', 'data-unit': u.id },
        el('a', { href: '#', onclick: e => { e.preventDefault(); select(u.id, hex); } }, el('span', { class: `nation-tag n-${u.nation}` }, u.id)),
        ' ', describeUnit(u).replace(/^[^:]*: /, ''), u.carriedBy ? ` (carried by ${u.carriedBy})` : '',
        u.figures.length && u.figures.length < 8 ? el('div', { class: 'figures' }, u.figures.map(figureName).join(', ')) : null)))
        : el('p', {}, 'no units'));
  }

  function renderDice() {
    const rolls = st.log.filter(e => e.type === 'DiceRolled' && (!st.replay || e.n <= st.replay.number)).slice(-3).reverse();
    if (!rolls.length) { dice.replaceChildren(el('h3', {}, 'Dice'), el('p', { class: 'hint' }, 'No dice rolled yet.')); return; }
    dice.replaceChildren(el('h3', {}, 'Dice'), ...rolls.map((e, i) => el('div', { class: `roll${i < st.newDice ? ' new' : ''}`, 'data-n': e.n },
      el('span', { class: 'purpose' }, `#${e.n} ${e.event.purpose}`),
      el('span', { class: 'dice-row' }, ...e.event.dice.map(d => el('span', {
        class: `die ${d.color.toLowerCase()}${d.success ? ' success' : ''}`, title: `${d.color.toLowerCase()} ${d.value}${d.success ? ', a success' : ''} (${d.purpose})`,
      }, `${d.value}`))),
      el('span', { class: 'count' }, `${e.event.dice.filter(d => d.success).length} ✓`))));
  }

  function cardName(id) { const c = (map.cards || {})[id]; return c ? `${c.name} (${c.cost})` : id; }
  function cardText(id) { const c = (map.cards || {})[id]; return c ? `${c.name} · ${c.deck} · cost ${c.cost}: ${c.text}` : id; }
  function renderCards() {
    const v = st.replay ? st.replay.view : st.view;
    const hidden = st.handedTo !== st.seat;
    const askWhy = !hidden && v.decision.yours && v.decision.kind === 'ACTION' && !v.winner;
    const decks = Object.entries(v.deckSizes).map(([n, ds]) => el('div', {}, el('span', { class: `nation-tag n-${n}` }, n),
      ` hand ${v.handSizes[n] ?? 0} · decks ${Object.entries(ds).map(([k, x]) => `${k} ${x}`).join(', ') || 'none'}`,
      (v.playAreas[n] || []).length ? ` · in play: ${v.playAreas[n].map(cardName).join(', ')}` : '',
      v.reserveSizes && v.reserveSizes[n] ? ` · reserve ${v.reserveSizes[n]}` : ''));
    cards.replaceChildren(el('h3', {}, st.seat === 'spectator' ? 'Cards (you are watching: no hand is shown)' : `Your hand (${st.seat})`),
      hidden ? el('p', { class: 'hint' }, 'hidden until the hand-over') : v.hand.length ? el('div', { class: 'hand', id: 'hand' }, ...v.hand.map(c => el('span', { class: 'card', title: cardText(c), 'data-card': c }, cardName(c),
        askWhy && !st.choices.some(x => x.text === `act activate-card ${c}`) ? whyNotFor(c) : null))) // a card it cannot play now: why not
        : el('p', { class: 'hint' }, 'no cards'),
      el('h3', {}, 'Decks and play areas'), ...decks);
  }

  function renderHexInfo() {
    if (st.sight) { hexInfo.textContent = sightText(); return; }
    const hex = st.hover || st.cursor;
    if (!hex || !st.view) return;
    const h = map.hexes.find(x => x.id === hex); if (!h) return;
    const parts = [board.hexTitle(h)];
    const mk = st.view.markers.filter(m => m.hex === hex).map(m => (map.markerTypes[m.marker] || {}).name || m.marker);
    if (mk.length) parts.push(`markers: ${mk.join(', ')}`);
    const obj = map.objectives.find(x => x.hex === hex);
    if (obj) parts.push(`objective ${obj.label || ''} held by ${st.view.control[hex] || obj.nation || 'nobody'}`);
    const here = st.view.units.filter(u => u.hex === hex && !u.carriedBy);
    const aboard = u => (board.carried.get(u.id) ? `, carrying ${board.carried.get(u.id).join(', ')}` : ''); // as its counter says
    parts.push(here.length ? here.map(u => describeUnit(u) + aboard(u)).join('; ') : 'no units');
    const o = offers();
    if (o.moving && st.reach && st.reach.has(hex)) parts.push(`${st.selectedUnit} can move here for ${st.reach.get(hex).label} MP`);
    if (o.moving && st.threats && st.threats.has(hex)) parts.push(`op fire could hit it here: ${st.threats.get(hex).join(', ')}`);
    if (o.targets.has(hex)) parts.push(`attack target: ${o.targets.get(hex).length} choices`);
    if (o.hexChoices.has(hex)) parts.push(o.hexChoices.get(hex).map(c => c.label || c.text).join(' or '));
    hexInfo.textContent = parts.join(' · ');
  }

  return {
    board: board.element, above: [replayBar], below: [hexInfo, settingsLine()], panels: [preview, dice, stack, cards, why, key()],
    sheet: [hexInfo, preview], // on a phone: in the sheet over the board, with the decision (sheet.js)
    status, render: draw, changed, confirms, labelOf, choices, end: ending, typedHint: 'move-to C4 via B3 · fire target …',
    focus: () => board.root.focus(),
    after: () => requestAnimationFrame(() => setTimeout(() => board.addTitles(), 0)), // after the counters' frame
  };
}

