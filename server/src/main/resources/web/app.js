// The browser table: it shows what the server sends (a seat's view, its events, the choices the engine offers, the
// previews it works out) and sends back the choice made. It holds no rules (docs/server.md).
import { api, store, el, nation, points, figuresCode, figureName, invitedToken } from './api.js';
import { Board, boardSvg, describeUnit } from './board.js';
import { analyse, group, advanceOf, previewable } from './decision.js';

const app = document.getElementById('app');
const params = new URLSearchParams(location.search);

// ---- lobby

async function lobby() {
  const [scenarios, computers, options] = await Promise.all([api('GET', '/api/scenarios'), api('GET', '/api/players'),
    api('GET', '/api/options')]);
  // the optional rules (003): a checkbox each, with its rulebook heading and one-line summary
  const rules = el('fieldset', { class: 'options' }, el('legend', {}, 'Optional rules'),
    ...options.map(o => el('label', { title: o.summary },
      el('input', { type: 'checkbox', name: 'option', value: o.id }), ` ${o.name} `, el('span', { class: 'hint' }, `(${o.heading}) ${o.summary}`))));
  let chosen = null;
  const teams = el('input', { type: 'checkbox', id: 'teams', onchange: () => showSeats() });
  const teamsLine = el('label', { class: 'teams', hidden: 'hidden' }, teams, ' a team game: a player for each division (3–4 players)');
  /** A seat's select: you (hot-seat when this browser holds several seats), each computer player the server offers, or a friend. */
  const seatSelect = (name, computerFirst) => el('select', { name, 'aria-label': `${name} played by` },
    el('option', { value: 'human' }, 'you, in this browser (hot-seat)'),
    ...computers.players.map(p => el('option', { value: p, selected: computerFirst && p === computers.default ? 'selected' : null }, `the computer (${p})`)),
    el('option', { value: 'invite' }, 'a friend (invitation link)'));
  function showSeats() {
    const s = chosen, nations = s.sides.map(x => x.nation || x);
    const teamGame = teams.checked && nations.every(n => (s.divisions[n] || []).length >= 2);
    const names = teamGame ? nations.flatMap(n => s.divisions[n].map(d => `${n}/${d}`)) : nations;
    seats.replaceChildren(...names.map((name, i) => el('label', {}, el('span', { class: `nation-tag n-${name.split('/')[0]}` }, name), ' played by ',
      seatSelect(name, name.split('/')[0] !== nations[0]))));
  }
  const seats = el('div', { class: 'seats' }, el('p', { class: 'hint' }, 'Pick a scenario first.'));
  // the scenario picked: its background, objective, rounds, forces and a preview of its map (the board a game gets)
  const details = el('div', { class: 'scenario-details', id: 'scenario-details', 'aria-live': 'polite' });
  const showDetails = s => details.replaceChildren(
    el('h2', {}, `About ${s.name}`),
    el('p', { class: 'hint' }, `${s.rounds} rounds${s.initiative ? ` · ${s.initiative} has the initiative in round 1` : ''}`),
    s.background ? el('p', { class: 'background' }, el('strong', {}, 'Background. '), s.background) : null,
    s.objective ? el('p', { class: 'objective' }, el('strong', {}, 'Objective. '), s.objective) : null,
    el('div', { class: 'forces', id: 'forces' }, ...Object.entries(s.forces || {}).map(([n, lines]) =>
      el('div', {}, el('span', { class: `nation-tag n-${n}` }, n), el('ul', {}, ...lines.map(l => el('li', {}, l)))))),
    el('img', { class: 'map-preview', id: 'map-preview', src: `/api/scenarios/${encodeURIComponent(s.id)}/board`, alt: `the map of ${s.name}` }));
  const list = el('div', { role: 'listbox', 'aria-label': 'scenarios', class: 'scenarios' });
  for (const s of scenarios) {
    const item = el('div', { class: 'scenario', role: 'option', tabindex: '0', 'data-id': s.id, 'aria-selected': 'false' },
      el('div', { class: 'scenario-head' }, el('strong', {}, s.name),
        el('span', { class: 'tags' }, `${s.rounds} rounds`, ...s.sides.map(x => el('span', { class: `nation-tag n-${x.nation || x}` }, x.nation || x)))),
      el('p', {}, s.objective || s.background || ''));
    const pick = () => {
      chosen = s;
      showDetails(s);
      if (matchMedia('(max-width: 760px)').matches) details.scrollIntoView(); // a phone: the details are below the list
      list.querySelectorAll('.scenario').forEach(x => { x.classList.toggle('chosen', x === item); x.setAttribute('aria-selected', x === item); });
      teamsLine.hidden = !s.sides.every(x => (s.divisions[x.nation || x] || []).length >= 2);
      if (teamsLine.hidden) teams.checked = false;
      showSeats();
    };
    item.addEventListener('click', pick);
    item.addEventListener('keydown', e => { if (e.key === 'Enter' || e.key === ' ') { e.preventDefault(); pick(); } });
    list.append(item);
  }
  const error = el('p', { class: 'refused', role: 'alert' });
  const start = el('button', { id: 'start', class: 'primary', onclick: async () => {
    if (!chosen) { error.textContent = 'Pick a scenario first.'; return; }
    const kinds = {}, mine = [];
    seats.querySelectorAll('select').forEach(sel => {
      kinds[sel.name] = sel.value === 'invite' ? 'human' : sel.value;
      if (sel.value === 'human') mine.push(sel.name);
    });
    try {
      const chosenOptions = [...rules.querySelectorAll('input[name=option]:checked')].map(x => x.value);
      const g = await api('POST', '/api/games', { scenario: chosen.id, seats: kinds, teams: teams.checked && !teamsLine.hidden,
        options: chosenOptions });
      const invites = Object.keys(g.tokens).filter(n => !mine.includes(n));
      const tokens = Object.fromEntries(mine.map(n => [n, g.tokens[n]]));
      if (!mine.length) tokens[invites[0]] = g.tokens[invites[0]]; // nobody here: keep one seat to watch with
      store.save(g.id, { scenario: chosen.name, tokens, creator: g.creator,
        invites: Object.fromEntries(invites.map(n => [n, `${location.origin}/?game=${g.id}#token=${g.tokens[n]}`])) });
      location.search = `?game=${g.id}`;
    } catch (e) { error.textContent = e.message; }
  } }, 'Start the game');
  const saved = Object.entries(store.games()).map(([id, g]) => el('li', {},
    el('a', { href: g.href || `/?game=${id}` }, g.scenario), ` · you play ${Object.keys(g.tokens).join(' and ')} `,
    el('button', { class: 'small', onclick: async () => {
      const path = g.ruleset === 'iron-tide' ? `/api/irontide/games/${id}` : `/api/games/${id}`;
      // abandon: the creator's token before the first choice; else this browser's seats consent (the game goes once
      // every human seat has)
      let gone = false;
      if (g.creator) { try { await api('DELETE', path, undefined, g.creator); gone = true; } catch (e) { /* a choice was made */ } }
      for (const t of gone ? [] : Object.values(g.tokens)) { try { await api('DELETE', path, undefined, t); } catch (e) { /* already gone */ } }
      store.forget(id); lobby();
    } }, 'delete')));
  const ironTide = await ironTideLobby();
  app.replaceChildren(el('div', { class: 'lobby' },
    el('section', {}, el('h2', {}, 'New game'), list, ironTide),
    el('section', {}, details, el('h2', {}, 'Seats'), teamsLine, seats, rules, start, error,
      el('h2', {}, 'Your games'), saved.length ? el('ul', { class: 'saved' }, ...saved) : el('p', { class: 'hint' }, 'none yet'))));
}

/** Iron Tide (issue 14): its demonstration scenario, labelled as such, with a seat select per side; null when the server has none. */
async function ironTideLobby() {
  let offer;
  try { offer = await api('GET', '/api/irontide/scenarios'); } catch (e) { return null; }
  const s = offer.scenarios[0];
  const seat = (name, computer) => el('label', {}, el('span', { class: 'nation-tag' }, name), ' played by ',
    el('select', { name, id: `it-${name}`, 'aria-label': `Iron Tide ${name} played by` },
      el('option', { value: 'human' }, 'you, in this browser (hot-seat)'),
      ...offer.players.map(p => el('option', { value: p, selected: computer && p === 'heuristic' ? 'selected' : null }, `the computer (${p})`)),
      el('option', { value: 'invite' }, 'a friend (invitation link)')));
  const seats = el('div', { class: 'it-seats' }, seat('german', false), seat('allied', true)); // not .seats: those are Tide of Iron's
  const armyCommand = el('label', {}, el('input', { type: 'checkbox', id: 'it-army-command' }),
    ' optional rule §17.4 Army Command (in place of §17.3 British Insularity)');
  const error = el('p', { class: 'refused', role: 'alert' });
  const start = el('button', { id: 'start-irontide', class: 'primary', onclick: async () => {
    const kinds = {}, mine = [];
    seats.querySelectorAll('select').forEach(sel => {
      kinds[sel.name] = sel.value === 'invite' ? 'human' : sel.value;
      if (sel.value === 'human') mine.push(sel.name);
    });
    try {
      const g = await api('POST', '/api/irontide/games', { scenario: s.id, seats: kinds,
        options: document.getElementById('it-army-command').checked ? ['army-command'] : [] });
      const invites = Object.keys(g.tokens).filter(n => !mine.includes(n));
      const tokens = Object.fromEntries(mine.map(n => [n, g.tokens[n]]));
      if (!mine.length) tokens[invites[0]] = g.tokens[invites[0]];
      store.save(g.id, { scenario: s.banner, tokens, creator: g.creator, ruleset: 'iron-tide', href: `/irontide?game=${g.id}`,
        invites: Object.fromEntries(invites.map(n => [n, `${location.origin}/irontide?game=${g.id}#token=${g.tokens[n]}`])) });
      location.href = `/irontide?game=${g.id}`;
    } catch (e) { error.textContent = e.message; }
  } }, 'Start Iron Tide');
  return el('div', { class: 'irontide-offer', id: 'irontide' }, el('h2', {}, 'Iron Tide: Panzers in the Ardennes'),
    el('div', { class: 'scenario', 'data-id': s.id },
      el('div', { class: 'scenario-head' }, el('strong', {}, s.title), el('span', { class: 'tags' }, `${s.turns} turns`)),
      el('p', { class: 'demo-label' }, s.label), el('p', {}, 'The second ruleset on invented demonstration data: map, tables, chits and units are not the published ones.')),
    seats, armyCommand, start, error);
}

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

// ---- the table

/** After the next frame is painted. */
const painted = () => new Promise(done => requestAnimationFrame(() => setTimeout(done, 0)));

async function table(id) {
  const inPage = !!document.querySelector('#board > svg.board');
  if (inPage) await painted(); // the board the page came with is on screen before anything else is done
  // the map (asked for by index.html before the modules loaded) and an invitation link's seat, both at once
  const early = window.toiEarly || {};
  const mapped = (early.map || Promise.resolve(null)).then(m => m || api('GET', `/api/games/${id}/map`));
  mapped.catch(() => {});
  const earlyState = early.state ? await early.state : null; // the state of the token index.html knew
  let entry = store.games()[id], known = earlyState && earlyState.game === id ? earlyState : null;
  const invited = invitedToken();
  if (invited) { // an invitation link: this browser takes that seat (and the token leaves the address below)
    const s = known = known && early.token === invited ? known : await api('GET', `/api/games/${id}`, undefined, invited);
    entry = entry || { scenario: s.scenario, tokens: {}, invites: {} };
    entry.tokens[s.seat] = invited;
    store.save(id, entry);
    history.replaceState(null, '', `/?game=${id}`);
  }
  if (!entry) { app.replaceChildren(el('p', { class: 'refused' }, 'This browser holds no seat of that game.')); return; }
  const first = firstUpdate(id, entry.tokens, known); // the state, while the map comes
  first.catch(() => {});
  const drawn = boardSvg(id); // in the page already, unless the server did not know the game then
  drawn.catch(() => {});
  const map = await mapped;
  const hexIds = new Set(map.hexes.map(h => h.id));
  const mySeats = Object.keys(entry.tokens);
  const st = { number: 0, view: null, kinds: {}, log: [], seat: mySeats[0], handedTo: mySeats[0], busy: false, refusal: null,
    choices: [], selectedUnit: null, selectedHex: null, cursor: null, reach: null, reachUnit: null, hover: null, focus: null,
    previewFor: null, preview: null, routes: new Map(), newDice: 0, sight: null, sights: new Map() };

  performance.mark('toi:board-start'); // adopting the board the server drew, timed for docs/performance.md (BoardRender)
  const board = new Board(map, await drawn, { onHex: clickHex, onUnit: clickUnit, onHover: hover });
  performance.measure('toi:board', 'toi:board-start');
  // the table's frame round the board: in the game's page already (page/table.html), or made here
  const status = document.getElementById('status') || el('div', { class: 'status', id: 'status' });
  const thinking = document.getElementById('thinking') || el('div', { class: 'thinking', id: 'thinking', role: 'status', 'aria-live': 'polite' });
  const hexInfo = el('p', { class: 'hexinfo', id: 'hexinfo', 'aria-live': 'polite' }, 'Point at a hex, or focus the board and use the arrow keys.');
  const end = el('div', { id: 'end' });
  const decision = el('div', { class: 'panel decision', id: 'decision' });
  const preview = el('div', { class: 'panel preview', id: 'preview', 'aria-live': 'polite' });
  const stack = el('div', { class: 'panel stack', id: 'stack' });
  const dice = el('div', { class: 'panel dice', id: 'dice' });
  const cards = el('div', { class: 'panel cards', id: 'cards' });
  // the computer's last decision and the alternatives it weighed (docs/ai.md · Explanations), asked when opened
  const whyText = el('div', { class: 'why-text' });
  const why = el('details', { class: 'panel why', id: 'why' }, el('summary', {}, 'Why did the computer do that?'), whyText);
  why.addEventListener('toggle', () => { if (why.open) explain(); });
  const log = el('div', { class: 'log', id: 'log' });
  const handover = el('div', { class: 'handover', id: 'handover', hidden: 'hidden' });
  const replayBar = el('div', { class: 'replay', id: 'replay', hidden: 'hidden' });
  const invites = Object.entries(entry.invites || {}).map(([n, url]) => el('p', { class: 'invite' }, `Invite a friend to play ${n}: `,
    el('input', { value: url, readonly: 'readonly', size: 50, onfocus: e => e.target.select() })));
  const sidePanels = [decision, preview, dice, stack, cards, why, key(), el('h3', {}, 'Events'), log];
  const frame = board.element.closest('.game');
  if (frame) { // the page's frame: filled round the board, which stays where it was painted
    board.element.before(status, thinking, replayBar);
    board.element.after(hexInfo, settingsLine(), ...invites);
    frame.querySelector('aside.side').replaceChildren(...sidePanels);
    app.append(handover);
  } else {
    app.replaceChildren(el('div', { class: 'game' },
      el('section', { class: 'main' }, status, thinking, replayBar, board.element, hexInfo, settingsLine(), ...invites),
      el('aside', { class: 'side' }, ...sidePanels)), handover);
  }

  board.element.append(end); // the end of the game is shown over the board
  // line of sight on demand (000 · LINE OF SIGHT): a hex to look from, then any hex to look at; the server answers
  const sightButton = el('button', { id: 'los', class: 'los', title: 'line of sight: click a hex to look from, then point at or click another (L; Esc leaves)',
    'aria-label': 'line of sight', 'aria-pressed': 'false', onclick: () => toggleSight() }, 'LOS');
  board.element.querySelector('.zoom').append(sightButton);
  const token = (seat = st.seat) => entry.tokens[seat];
  const unitById = idu => st.view.units.find(u => u.id === idu) || (st.view.reserve || []).find(u => u.id === idu);

  // -- talking to the server

  async function explain() {
    const e = (await api('GET', `/api/games/${id}/explain`, undefined, token())).explanation;
    whyText.replaceChildren(...(!e ? [el('p', {}, 'No computer decision yet: no computer plays here, or it has not had a choice to make.')] : [
      el('p', {}, `${e.player} chose `, el('b', {}, e.chosen), ` at: ${e.decision}`), el('p', { class: 'how' }, e.method),
      el('ol', {}, ...e.alternatives.map(a => el('li', { class: a.choice === e.chosen ? 'chosen' : '' },
        `${a.choice} — ${a.visits ? a.visits + ' visits, ' : ''}value ${a.value.toFixed(3)}`)))]));
  }

  async function refresh() {
    let asked = null;
    if (mySeats.length > 1) { // hot-seat: follow the seat the game asks
      for (const seat of mySeats) {
        const u = await api('GET', `/api/games/${id}?since=${1e9}`, undefined, token(seat));
        if (u.view.decision.yours) asked = seat;
      }
    }
    if (asked && asked !== st.seat) { st.seat = asked; st.number = 0; st.log = []; }
    const u = await api('GET', `/api/games/${id}?since=${st.number}`, undefined, token());
    apply(u);
  }
  function apply(u) {
    const before = st.number;
    let dice = 0;
    for (const e of u.events) if (e.n > st.number) { st.log.push(e); if (e.type === 'DiceRolled' && before > 0) dice++; }
    st.newDice = dice;
    // a choice may cause no event (squad transfers ended): the choices made and the thinking tell a change too
    const changed = u.number !== before || !st.view || u.choices !== st.total || u.thinking !== st.thinking;
    st.number = u.number;
    st.kinds = u.seats;
    st.thinking = u.thinking; // the computer seat working out its choice (the server pushes each one as it is made)
    st.view = u.view;
    st.undo = u.undo || 0;
    st.total = u.choices || 0;
    if (changed) {
      st.threats = null; st.reach = null; st.reachUnit = null; st.routes.clear(); st.preview = null; st.previewFor = null; st.focus = null;
      st.confirming = null;
      const choices = analyse(st.view, hexIds); // a new decision: a selected unit it does not ask about is let go
      if (st.view.decision.yours && st.selectedUnit && !choices.some(c => c.unit === st.selectedUnit)) st.selectedUnit = null;
    }
    if (changed) render(); // nothing new: the page stays as it is (no button redrawn under the pointer)
  }
  async function choose(text, then) {
    st.busy = true; st.refusal = null; st.confirming = null; renderThinking();
    try {
      apply(await api('POST', `/api/games/${id}/choices`, { token: token(), seen: st.number, choice: text }));
      await refresh();
      if (then && st.view.decision.yours) await choose(then);
    } catch (e) {
      st.refusal = e.status === 409 ? `${e.message} (the page caught up: choose again)` : `refused: ${e.message}`;
      if (e.status === 409) await refresh();
    } finally { st.busy = false; render(); if (st.missed) sync(); }
  }
  /**
   * A choice clicked: sent, or with "confirm moves" on and a move, an attack or an assault, first shown for a confirmation
   * (against slips). Which choices those are is read from their words, as decision.js reads them.
   */
  function send(text, then) {
    const c = st.choices.find(x => x.text === text);
    const commits = !!then || (c && (c.attack || c.verb === 'move-to' || c.verb === 'step')) || /^(move-to|step|assault|fire)\b|\btarget\b/.test(text);
    if (settings.confirm() && commits) { st.confirming = { text, then }; renderDecision(); return; }
    choose(text, then);
  }
  /** Catches up with the server once, or once more if something changed meanwhile (pushes come one per computer choice). */
  async function sync() {
    st.missed = false;
    if (st.syncing) { st.again = true; return; }
    st.syncing = true;
    try { do { st.again = false; await refresh(); } while (st.again); } catch (e) { /* the next push or reconnect catches up */ } finally { st.syncing = false; }
  }
  async function undo() {
    st.busy = true; st.refusal = null; renderThinking();
    try {
      apply(await api('POST', `/api/games/${id}/undo`, { token: token(), seen: st.number }));
      await refresh();
    } catch (e) {
      st.refusal = `cannot undo: ${e.message}`;
      if (e.status === 409) await refresh();
    } finally { st.busy = false; render(); if (st.missed) sync(); }
  }
  /** A choice's preview; {@code advancing}: the fresh unit whose Advance it would follow (on the action turn). */
  async function askPreview(text, advancing) {
    const key = advancing ? `${advancing}|${text}` : text;
    if (st.previewFor === key) return;
    st.previewFor = key;
    try {
      const p = st.routes.get(key) || await api('GET', `/api/games/${id}/preview?choice=${encodeURIComponent(text)}`
        + (advancing ? `&unit=${encodeURIComponent(advancing)}` : ''), undefined, token());
      st.routes.set(key, p);
      if (st.previewFor === key) { st.preview = p; renderPreview(); renderOverlay(); }
    } catch (e) { st.preview = { lines: [e.message], refused: e.message }; renderPreview(); }
  }
  async function loadReach(unit) {
    if (st.reachUnit === unit) return;
    st.reachUnit = unit; st.reach = new Map();
    try {
      const routes = await api('GET', `/api/games/${id}/reachable?unit=${encodeURIComponent(unit)}`, undefined, token());
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
        p = p || await api('GET', `/api/games/${id}/preview?choice=${encodeURIComponent(text)}`
          + (advancing ? `&unit=${encodeURIComponent(advancing)}` : ''), undefined, token());
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
    render();
  }
  function clickUnit(u) {
    if (st.sight) { sightAt(u.hex, true); return; }
    const o = offers();
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
    if (o.targets.has(hex)) { st.focus = { hex, choices: o.targets.get(hex) }; renderDecision(); askPreview(o.targets.get(hex)[0].text); return; }
    if (o.hexChoices.has(hex)) {
      const list = o.hexChoices.get(hex);
      if (list.length === 1) { send(list[0].text); return; }
      st.focus = { hex, choices: list }; renderDecision(); return;
    }
    const here = st.view.units.filter(u => u.hex === hex && !u.carriedBy);
    const actor = here.find(u => o.mine && st.choices.some(c => c.unit === u.id));
    select(actor ? actor.id : (here[0] ? here[0].id : null), hex);
  }
  function hover(hex) {
    st.hover = hex;
    if (st.sight) { if (hex) sightAt(hex, false); renderHexInfo(); return; }
    renderHexInfo();
    const o = st.view && offers();
    if (!hex || !o) return;
    if (o.moving && st.reach && st.reach.has(hex) && st.view.decision.kind === 'MOVE') askPreview(`move-to ${hex}`);
    else if (o.moving && st.reach && st.reach.has(hex) && st.view.decision.kind === 'ACTION') askPreview(`move-to ${hex}`, st.selectedUnit);
    else if (o.targets.has(hex)) askPreview(o.targets.get(hex)[0].text);
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
    else if (e.key === 'Escape') { e.preventDefault(); st.confirming = null; st.focus = null; st.preview = null; st.previewFor = null; select(null, null); }
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
      st.sights.set(key, api('GET', `/api/games/${id}/sight?from=${from}&to=${to}${at}`, undefined, token()).catch(e => ({ error: e.message })));
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

  function render() {
    const v = st.view;
    st.choices = analyse(v, hexIds);
    if (v.decision.yours && st.handedTo === st.seat && !v.winner) { // the unit asked about comes first
      const units = [...new Set(st.choices.map(c => c.unit).filter(Boolean))];
      const active = v.activity && v.activity.unit;
      if (active && units.includes(active) && st.selectedUnit !== active && v.decision.kind !== 'ACTION') { st.selectedUnit = active; st.selectedHex = unitById(active) && unitById(active).hex; }
      if (st.selectedUnit && !unitById(st.selectedUnit)) st.selectedUnit = null;
      if (!st.selectedUnit && units.length && !st.choices.some(c => !c.unit)) { st.selectedUnit = units[0]; st.selectedHex = unitById(units[0]) && unitById(units[0]).hex; }
    }
    renderStatus(); renderThinking(); renderEnd();
    board.update(v);
    const o = offers();
    if (o.moving) loadReach(st.selectedUnit); else { st.reach = null; st.reachUnit = null; }
    renderOverlay(); renderDecision(); renderPreview(); renderStack(); renderDice(); renderCards(); renderLog(); renderHexInfo(); renderHandover();
  }

  function renderStatus() {
    const v = st.view, d = v.decision;
    const kv = (obj, f = x => x) => Object.entries(obj).map(([n, x]) => el('span', { class: `nation-tag n-${n}` }, `${n} ${f(x)}`));
    const who = v.winner ? 'game over' : d.yours ? `${d.seat} to decide (you): ${d.kind.toLowerCase().replace(/_/g, ' ')}`
      : `${d.seat} to decide${st.kinds[d.seat] === 'computer' ? ' (computer)' : mySeats.includes(d.seat) ? '' : ' (your opponent)'}`;
    status.dataset.choices = st.total; // how far the game is: the choices in effect
    status.replaceChildren(...[
      el('span', { class: 'title' }, v.scenario),
      v.options && v.options.length ? el('span', { class: 'options', id: 'options-on', title: 'optional rules on (003)' }, `options: ${v.options.join(', ')}`) : null,
      el('span', {}, `round ${v.round} of ${v.rounds}`), el('span', {}, v.phase.toLowerCase().replace(/_/g, ' ')),
      el('span', {}, 'initiative ', el('b', {}, v.initiative || '–')), el('span', {}, 'turn ', el('b', {}, v.turn || '–')),
      v.phase === 'ACTION' && v.actionsLeft >= 0 && v.actionsLeft < 1000 ? el('span', {}, `actions left ${v.actionsLeft}`) : null,
      el('span', {}, 'command ', ...kv(v.command)), el('span', {}, 'VP ', ...kv(v.victoryPoints)),
      el('span', { class: `whose ${d.yours ? 'yours' : ''}`, id: 'whose' }, who)].filter(Boolean));
  }
  function renderThinking() {
    if (!st.view) return;
    const text = st.offline ? 'the connection to the server is lost: trying again…' : st.busy ? 'sending your choice…'
      : st.thinking ? `the computer is thinking… (${st.thinking})` : '';
    thinking.textContent = text;
    thinking.classList.toggle('on', !!text);
  }
  function renderEnd() {
    const v = st.view;
    if (!v.winner) { end.replaceChildren(); end.className = ''; return; }
    end.className = 'end';
    end.replaceChildren(el('h2', {}, `${v.winner} wins`), el('p', {}, v.endReason || ''),
      el('p', {}, `after round ${v.round} of ${v.rounds} · victory points `, ...Object.entries(v.victoryPoints).map(([n, x]) => el('span', { class: `nation-tag n-${n}` }, `${n} ${x}`)),
        ` · ${v.units.filter(u => u.hex).length} units left on the board`),
      el('a', { href: '/' }, 'back to the lobby'), ' · ',
      el('a', { href: '#', onclick: e => { e.preventDefault(); end.hidden = true; } }, 'look at the board'), ' · ',
      el('a', { href: '#', id: 'replay-start', onclick: e => { e.preventDefault(); end.hidden = true; replayTo(0); } }, 'replay it step by step'));
  }

  /** Replay: the board as the game stood after its first K choices (the server's /at, this seat's view then). */
  async function replayTo(k) {
    st.replayAt = Math.max(0, Math.min(st.total, k));
    const v = await api('GET', `/api/games/${id}/at?choice=${st.replayAt}`, undefined, token());
    board.update(v);
    replayBar.hidden = false;
    replayBar.replaceChildren(el('strong', {}, 'Replay '),
      el('button', { id: 'replay-first', title: 'the start', onclick: () => replayTo(0) }, '⏮'),
      el('button', { id: 'replay-back', title: 'one choice back', onclick: () => replayTo(st.replayAt - 1) }, '◀'),
      el('span', { id: 'replay-at' }, ` after choice ${st.replayAt} of ${st.total} · round ${v.round} · ${v.phase.toLowerCase()} `),
      el('button', { id: 'replay-next', title: 'one choice on', onclick: () => replayTo(st.replayAt + 1) }, '▶'),
      el('button', { id: 'replay-last', title: 'the end', onclick: () => replayTo(st.total) }, '⏭'), ' ',
      el('button', { id: 'replay-close', onclick: () => { replayBar.hidden = true; board.update(st.view); end.hidden = false; } }, 'close'));
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
  function renderDecision() {
    const v = st.view, d = v.decision;
    const parts = [];
    if (st.refusal) parts.push(el('p', { class: 'refused', role: 'alert' }, st.refusal));
    if (v.winner) { parts.push(el('p', {}, el('strong', {}, 'The game is over.'))); decision.replaceChildren(...parts); return; }
    const undoLine = el('p', { class: 'undo' }, st.undo > 0 // last, so the decision's own choices come first
      ? el('button', { id: 'undo', onclick: () => undo() }, `Undo (${st.undo} choice${st.undo === 1 ? '' : 's'})`)
      : el('button', { id: 'undo', disabled: 'disabled',
          title: 'nothing to take back: another player has chosen since, or a die was rolled, a card drawn or a concealed squad revealed' },
        'Undo'));
    if (!d.yours) {
      parts.push(el('p', {}, el('strong', {}, `Waiting for ${d.seat}`), st.kinds[d.seat] === 'computer' ? ' (the computer)' : '', ': ', d.prompt));
      decision.replaceChildren(...parts, undoLine); return;
    }
    if (st.handedTo !== st.seat) { parts.push(el('p', {}, `Hand the screen to ${st.seat}.`)); decision.replaceChildren(...parts); return; }
    parts.push(el('p', { class: 'prompt' }, el('strong', {}, `Your decision (${st.seat}): `), d.prompt));
    if (st.confirming) {
      const { text, then } = st.confirming;
      parts.push(el('div', { class: 'confirm', id: 'confirm', role: 'alertdialog', 'aria-label': 'confirm the choice' },
        el('p', {}, 'Send ', el('code', {}, then ? `${text}, then ${then}` : text), '?'),
        el('button', { id: 'confirm-yes', class: 'primary', onclick: () => choose(text, then) }, 'Confirm'), ' ',
        el('button', { id: 'confirm-no', onclick: () => { st.confirming = null; renderDecision(); } }, 'Cancel')));
    }
    const { groups, general } = group(st.choices);
    const o = offers();
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
        selected ? el('div', { class: 'buttons' }, ...cs.map(c => choiceButton(c))) : null);
    };
    if (order.length && order[0] === st.selectedUnit) parts.push(groupBox(order.shift()));
    if (general.length) parts.push(el('div', { class: 'group general' }, el('div', { class: 'buttons' }, ...general.map(c => choiceButton(c)))));
    if (order.length) parts.push(el('div', { class: 'others' }, el('span', { class: 'hint' }, st.selectedUnit ? 'other units: ' : 'select a unit (on the board or here): '), ...order.map(groupBox)));
    const typed = el('input', { id: 'typed', name: 'typed', size: 24, placeholder: 'move-to C4 via B3 · fire target …', 'aria-label': 'type a choice' });
    parts.push(el('form', { class: 'typed', onsubmit: e => { e.preventDefault(); if (typed.value.trim()) send(typed.value.trim()); } },
      el('label', { for: 'typed', class: 'hint' }, 'or type a choice: '), typed, el('input', { type: 'submit', value: 'send' })));
    decision.replaceChildren(...parts, undoLine);
  }

  function renderPreview() {
    const p = st.preview;
    if (!p) { preview.replaceChildren(el('p', { class: 'hint' }, 'Hover a choice or a target for what it would do.')); return; }
    const body = [el('div', { class: 'preview-head' }, p.choice || '', p.refused ? el('span', { class: 'refused' }, ' — would be refused') : '')];
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
    const rolls = st.log.filter(e => e.type === 'DiceRolled').slice(-3).reverse();
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
    const v = st.view;
    const hidden = st.handedTo !== st.seat;
    const decks = Object.entries(v.deckSizes).map(([n, ds]) => el('div', {}, el('span', { class: `nation-tag n-${n}` }, n),
      ` hand ${v.handSizes[n] ?? 0} · decks ${Object.entries(ds).map(([k, x]) => `${k} ${x}`).join(', ') || 'none'}`,
      (v.playAreas[n] || []).length ? ` · in play: ${v.playAreas[n].map(cardName).join(', ')}` : '',
      v.reserveSizes && v.reserveSizes[n] ? ` · reserve ${v.reserveSizes[n]}` : ''));
    cards.replaceChildren(el('h3', {}, `Your hand (${st.seat})`),
      hidden ? el('p', { class: 'hint' }, 'hidden until the hand-over') : v.hand.length ? el('div', { class: 'hand', id: 'hand' }, ...v.hand.map(c => el('span', { class: 'card', title: cardText(c) }, cardName(c))))
        : el('p', { class: 'hint' }, 'no cards'),
      el('h3', {}, 'Decks and play areas'), ...decks);
  }

  function renderLog() {
    log.replaceChildren(...st.log.slice(-250).map(e => {
      const rule = e.event && e.event.rule;
      const text = rule && e.text.endsWith(` (${rule})`) ? e.text.slice(0, -rule.length - 3) : e.text;
      return el('div', { class: `ev ev-${e.type}` }, el('span', { class: 'n' }, e.n), text, rule ? el('cite', {}, rule) : null);
    }));
    log.scrollTop = log.scrollHeight;
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
    if (o.hexChoices.has(hex)) parts.push(o.hexChoices.get(hex).map(c => c.text).join(' or '));
    hexInfo.textContent = parts.join(' · ');
  }

  function renderHandover() {
    if (mySeats.length < 2 || st.handedTo === st.seat || st.view.winner) { handover.hidden = true; return; }
    handover.hidden = false;
    handover.replaceChildren(el('p', {}, `${st.seat} to play. ${mySeats.filter(s => s !== st.seat).join(', ')}: look away.`),
      el('button', { id: 'pass-to', class: 'primary', onclick: () => { st.handedTo = st.seat; render(); board.root.focus(); } }, `Pass to ${st.seat}`));
  }

  function follow() { // updates pushed by the server; a lost connection is tried again, catching up on what was missed
    const ws = new WebSocket(`${location.protocol === 'https:' ? 'wss' : 'ws'}://${location.host}/ws/games/${id}`);
    const hello = JSON.stringify({ token: token(), since: st.number }); // the seat's token in the first message, not the address
    ws.addEventListener('open', () => { ws.send(hello); if (st.offline) { st.offline = false; sync(); } });
    ws.addEventListener('message', () => { if (st.busy) st.missed = true; else sync(); });
    ws.addEventListener('close', () => { st.offline = true; renderThinking(); setTimeout(follow, 3000); });
  }
  if (!inPage) await painted(); // a board fetched here: painted first, the rest after
  const f = await first;
  st.seat = f.seat; st.handedTo = f.seat;
  apply(f.u); // the first render
  follow(); // then the pushes, from the number seen
  requestAnimationFrame(() => setTimeout(() => board.addTitles(), 0)); // after the counters' frame
}

/** The first update: the seat the game asks among this browser's seats (hot-seat: the first if none), and its state. */
async function firstUpdate(id, tokens, known) {
  const seats = Object.keys(tokens);
  let seat = seats[0];
  if (seats.length > 1) {
    const asked = await Promise.all(seats.map(s => api('GET', `/api/games/${id}?since=${1e9}`, undefined, tokens[s])));
    seat = seats[asked.findIndex(u => u.view.decision.yours)] || seats[0];
  }
  return { seat, u: known && known.seat === seat ? known : await api('GET', `/api/games/${id}`, undefined, tokens[seat]) };
}

// an invitation link opened in a tab already showing its game changes only the fragment: the page reads it afresh
addEventListener('hashchange', () => { if (invitedToken()) location.reload(); });
if (params.get('game')) table(params.get('game')); else lobby();
