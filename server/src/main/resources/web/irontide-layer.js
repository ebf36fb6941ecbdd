// Iron Tide's board layer (issue 14, docs/server.md · Iron Tide): it draws what the server sends — the map, the seat's
// view (the enemy's chits secret, §9.0), the odds preview of a battle — and marks the hexes and unit a choice names. The
// shared table (table.js) holds the seats, the updates, the decision panel and the log. No rules here.
import { el, svg } from './api.js';

const R = 30, H = Math.sqrt(3) * R, PAD = 6;
const TERRAIN = { clear: '#ece7c8', 'light woods': '#b9d38e', 'heavy woods': '#6e9a52', rough: '#cdb68c', lake: '#8ec3e6' };
const TYPE = { infantry: 'Inf', 'mech-infantry': 'PG', armor: 'Arm', antitank: 'AT', engineer: 'Eng', artillery: 'Art', recon: 'Rec' };
const SIDE = { german: { fill: '#8d949c', dark: '#3d4146', letter: 'G' }, allied: { fill: '#7f9550', dark: '#3a4519', letter: 'A' } };

// hex ids CCRR from 01 (R-IT-1): the columns numbered 02, 04 … stand half a hex lower (HexIds: the zero-based odd columns)
const center = (col, row) => [PAD + R + (col - 1) * 1.5 * R, PAD + H / 2 + (row - 1) * H + (col % 2 === 0 ? H / 2 : 0)];
const colRow = hex => [parseInt(hex.slice(0, 2), 10), parseInt(hex.slice(2), 10)];
const at = hex => center(...colRow(hex));
const corners = (x, y) => [0, 1, 2, 3, 4, 5].map(i => [x + R * Math.cos(Math.PI / 3 * i), y + R * Math.sin(Math.PI / 3 * i)]);

/** The layer, mounted on the shared table's context (table.js). */
export function mount(ctx) {
  const { map, st } = ctx;
  let showZoc = true, selected = null, u = null;
  const label = el('p', { class: 'demo-label', id: 'demo-label' }, map.label ? `${map.label} — invented map, tables and units` : '');
  const wrap = el('div', { class: 'board-wrap', id: 'board' });
  const board = svg('svg', { class: 'board irontide-board', role: 'img', 'aria-label': 'the map' }, wrap);
  const odds = el('div', { class: 'panel preview', id: 'odds', hidden: 'hidden' });
  const info = el('div', { class: 'hexinfo', id: 'hexinfo' }, 'click a hex to see its units');
  const zocBox = el('label', {}, el('input', { type: 'checkbox', id: 'show-zoc', checked: 'checked', onchange: e => { showZoc = e.target.checked; draw(); } }),
    ' show the enemy\'s zones of control');
  const key = el('p', { class: 'hint' }, zocBox, ' · ', keyText());

  // the map, drawn once
  const W = PAD * 2 + R * 2 + (map.columns - 1) * 1.5 * R, HT = PAD * 2 + H * (map.rows + 0.5);
  board.setAttribute('viewBox', `0 0 ${W} ${HT}`);
  const defs = svg('defs', {}, board);
  const pat = svg('pattern', { id: 'zoc-hatch', width: 8, height: 8, patternUnits: 'userSpaceOnUse', patternTransform: 'rotate(45)' }, defs);
  svg('rect', { width: 3, height: 8, fill: '#c62828', opacity: 0.45 }, pat);
  const terrainLayer = svg('g', { class: 'terrain' }, board);
  const byHex = {};
  for (const h of map.hexes) {
    const [x, y] = center(h.col, h.row);
    const poly = svg('polygon', { points: corners(x, y).map(p => p.join(',')).join(' '), fill: TERRAIN[h.terrain] || '#ddd',
      stroke: h.westwall ? '#222' : '#8a8a7a', 'stroke-width': h.westwall ? 2.2 : 0.8, 'stroke-dasharray': h.westwall ? '5 3' : null,
      'data-hex': h.id, class: 'hex' }, terrainLayer);
    svg('title', {}, poly, `${h.id} ${h.terrain}${h.westwall ? ', Westwall' : ''}`);
    svg('text', { x: x, y: y - H / 2 + 9, 'font-size': 7, 'text-anchor': 'middle', fill: '#555', 'pointer-events': 'none' }, terrainLayer, h.id);
    byHex[h.id] = h;
    poly.addEventListener('click', () => { selected = h.id; showHex(); draw(); });
  }
  for (const [a, b] of map.roads) {
    const [x1, y1] = at(a), [x2, y2] = at(b);
    svg('line', { x1, y1, x2, y2, stroke: '#8b5a2b', 'stroke-width': 3, 'stroke-linecap': 'round', 'pointer-events': 'none', opacity: 0.8 }, terrainLayer);
  }
  for (const s of map.hexsides) {
    const [ax, ay] = at(s.hexes[0]), [bx, by] = at(s.hexes[1]);
    const mx = (ax + bx) / 2, my = (ay + by) / 2, dx = (bx - ax) / H, dy = (by - ay) / H; // unit vector between the centres
    const px = -dy * R / 2, py = dx * R / 2; // half the shared side, along it
    if (s.river) {
      svg('line', { x1: mx - px, y1: my - py, x2: mx + px, y2: my + py, stroke: '#1565c0', 'stroke-width': s.meuse ? 6 : 4,
        'stroke-dasharray': s.ford ? '3 3' : null, 'pointer-events': 'none', class: 'river' }, terrainLayer);
    }
    if (s.bridge) {
      svg('line', { x1: mx - dx * 7, y1: my - dy * 7, x2: mx + dx * 7, y2: my + dy * 7, stroke: '#5d4037', 'stroke-width': 5,
        'pointer-events': 'none', class: 'bridge', 'data-bridge': s.hexes.join('-') }, terrainLayer);
    }
  }
  const townLayer = svg('g', { class: 'towns' }, board);
  const overlay = svg('g', { class: 'overlay' }, board);
  const unitLayer = svg('g', { class: 'units' }, board);
  for (const h of map.vpExits) {
    const [x, y] = at(h);
    svg('text', { x, y: y + H / 2 - 4, 'font-size': 8, 'text-anchor': 'middle', fill: '#000', 'font-weight': 'bold' }, townLayer, 'VP EXIT');
  }

  function keyText() {
    return 'counters: size (III regiment, II battalion), type, combat-movement (? a secret enemy chit, – no chit drawn yet); '
      + 'red/blue corner: the chit cup and line; OoS / Iso: out of supply / isolated; R: reserve; dashed black hexes: Westwall; '
      + 'red hatching: enemy ZOC; red outline: hexes under attack';
  }

  function draw() {
    overlay.replaceChildren();
    townLayer.querySelectorAll('.town').forEach(x => x.remove());
    unitLayer.replaceChildren();
    if (!u) return;
    const enemy = u.seat === 'german' ? 'allied' : 'german';
    if (showZoc) {
      for (const h of u.zoc[enemy]) {
        if (!byHex[h]) continue;
        const [x, y] = at(h);
        svg('polygon', { points: corners(x, y).map(p => p.join(',')).join(' '), fill: 'url(#zoc-hatch)', 'pointer-events': 'none',
          class: 'zoc', 'data-hex': h }, overlay);
      }
    }
    for (const t of map.towns) {
      for (const h of t.hexes) {
        const [x, y] = at(h), c = u.control[h];
        svg('circle', { cx: x, cy: y + H / 2 - 10, r: 5, fill: c ? SIDE[c].fill : '#fff', stroke: '#000', class: 'town', 'pointer-events': 'none' }, townLayer);
      }
      const [x, y] = at(t.hexes[0]);
      svg('text', { x, y: y + H / 2 - 1, 'font-size': 7.5, 'text-anchor': 'middle', 'font-weight': 'bold', class: 'town', 'pointer-events': 'none' },
        townLayer, `${t.name}${t.vp ? ` ${t.vp}VP` : ''}`);
    }
    for (const h of u.entrenchments) {
      const [x, y] = at(h);
      svg('text', { x: x + R - 12, y: y - 6, 'font-size': 9, class: 'town' }, townLayer, '⛏');
    }
    if (u.battle) {
      for (const h of u.battle.defenders) {
        const [x, y] = at(h);
        svg('polygon', { points: corners(x, y).map(p => p.join(',')).join(' '), fill: 'none', stroke: '#d50000', 'stroke-width': 3.5,
          class: 'defender', 'pointer-events': 'none' }, overlay);
      }
    }
    if (selected) {
      const [x, y] = at(selected);
      svg('polygon', { points: corners(x, y).map(p => p.join(',')).join(' '), fill: 'none', stroke: '#ffca28', 'stroke-width': 3, 'pointer-events': 'none' }, overlay);
    }
    const stacks = {};
    for (const unit of u.units) (stacks[unit.hex] = stacks[unit.hex] || []).push(unit);
    for (const [h, list] of Object.entries(stacks)) {
      const [x, y] = at(h);
      list.forEach((unit, i) => counter(unit, x - 20 + i * 3, y - 17 - i * 3, i === list.length - 1));
      if (list.length > 1) svg('text', { x: x + 24, y: y - 14, 'font-size': 9, 'font-weight': 'bold', fill: '#000', 'pointer-events': 'none' }, unitLayer, `×${list.length}`);
    }
  }

  function counter(unit, x, y, top) {
    const s = SIDE[unit.side];
    const attacking = u.battle && u.battle.attackers.includes(unit.id);
    const g = svg('g', { class: `counter ${unit.side}`, 'data-unit': unit.id, 'data-hex': unit.hex }, unitLayer);
    g.addEventListener('click', () => { selected = unit.hex; showHex(); draw(); });
    svg('rect', { x, y, width: 40, height: 34, rx: 3, fill: s.fill, stroke: attacking ? '#ff6d00' : s.dark, 'stroke-width': attacking ? 3 : 1.2,
      opacity: unit.strength === 'cadre' ? 0.75 : 1 }, g);
    svg('title', {}, g, describe(unit));
    if (!top) return;
    if (unit.box) {
      const [colour, line] = unit.box.split(' ');
      svg('rect', { x: x + 1, y: y + 1, width: 9, height: 9, fill: colour === 'red' ? '#c62828' : '#1565c0' }, g);
      svg('text', { x: x + 5.5, y: y + 8.5, 'font-size': 7, 'text-anchor': 'middle', fill: '#fff', 'font-weight': 'bold' }, g, line);
    }
    svg('text', { x: x + 22, y: y + 8, 'font-size': 7, 'text-anchor': 'middle', fill: '#fff' }, g, unit.size === 'regiment' ? 'III' : 'II');
    svg('text', { x: x + 20, y: y + 19, 'font-size': 9, 'text-anchor': 'middle', fill: '#fff', 'font-weight': 'bold' }, g,
      (unit.commando ? 'CDO' : TYPE[unit.type] || unit.type) + (unit.mech && unit.type !== 'armor' && unit.type !== 'mech-infantry' ? '·m' : ''));
    const combat = unit.chit === '?' ? '?' : unit.chit === 'none' ? '–' : unit.combat;
    svg('text', { x: x + 20, y: y + 31, 'font-size': 9, 'text-anchor': 'middle', fill: '#fff', class: 'factors' }, g, `${combat}-${unit.movement}`);
    if (unit.strength === 'reduced') svg('text', { x: x + 37, y: y + 31, 'font-size': 7, 'text-anchor': 'end', fill: '#ffeb3b' }, g, 'r');
    if (unit.supply !== 'supplied') {
      svg('rect', { x: x + 24, y: y - 7, width: 18, height: 9, fill: '#d50000', rx: 2 }, g);
      svg('text', { x: x + 33, y: y, 'font-size': 7, 'text-anchor': 'middle', fill: '#fff', class: 'supply' }, g, unit.supply === 'isolated' ? 'Iso' : 'OoS');
    }
    if (unit.reserve) svg('text', { x: x + 2, y: y + 31, 'font-size': 8, fill: '#ffeb3b', 'font-weight': 'bold' }, g, 'R');
  }

  function describe(unit) {
    const strength = unit.size === 'regiment'
      ? (unit.chit === '?' ? 'chit secret (§9.0)' : unit.chit === 'none' ? 'no chit yet (drawn at its first combat, §9.0)'
        : unit.chit === 'cadre' ? `cadre ${unit.combat}` : `chit ${unit.combat}${unit.strength === 'reduced' ? ' (reduced)' : ''}`)
      : `combat ${unit.combat}`;
    return `${unit.name} (${unit.id}) · ${unit.side} ${unit.size}, ${unit.type}${unit.mech ? ', mechanized' : ''}${unit.commando ? ', commando (§16.4)' : ''}`
      + `${unit.box ? `, ${unit.box} box` : ''} · ${strength} · movement ${unit.movement} · ${unit.supply}`
      + `${unit.reserve ? ' · reserve' : ''}${unit.zoc ? ' · exerts a ZOC' : ''}`;
  }

  function showHex() {
    if (!selected || !u) return;
    const h = byHex[selected];
    const here = u.units.filter(x => x.hex === selected);
    const town = map.towns.find(t => t.hexes.includes(selected));
    info.replaceChildren(el('strong', {}, `${selected} · ${h.terrain}${h.westwall ? ' · Westwall' : ''}${town ? ` · ${town.name}` : ''}`),
      ...here.map(x => el('div', { class: 'unit-line' }, describe(x))));
  }

  function status() {
    u = st.view;
    const mine = u.decision.seat === u.seat, d = st.decision;
    return [el('span', { class: 'title' }, u.banner),
      el('span', {}, u.over ? `${u.turn} · the game is over (§20)` : `${u.turn} · ${u.weather} · ${u.phasingLabel} player turn · ${u.phase}`),
      el('span', {}, `Air Points: German ${u.air.german}, Allied ${u.air.allied}`),
      u.options && u.options.length ? el('span', { id: 'options' }, `optional rules: ${u.options.join(', ')}`) : null,
      el('span', { class: `whose${mine ? ' yours' : ''}`, id: 'whose' }, u.over ? 'game over' : d.yours ? `your decision (${st.seat})` : `waiting for ${d.seat}`
        + (st.kinds[d.seat] === 'computer' ? ` (computer: ${st.players[d.seat]})` : ''))];
  }

  /** The board and the odds preview from the seat's view. */
  function render() {
    u = st.view;
    if (u.odds) {
      odds.hidden = false;
      const rows = u.odds.results.map(r => el('tr', { 'data-result': r.result }, el('td', {}, r.result), el('td', {}, r.text),
        el('td', {}, el('span', { class: 'oddsbar', style: `display:inline-block;height:0.7em;background:#b71c1c;width:${Math.round(r.p * 120)}px` }))));
      odds.replaceChildren(el('h3', {}, 'Odds preview'),
        el('pre', { id: 'odds-lines' }, u.odds.lines.join('\n')),
        el('table', { class: 'odds-table' }, el('tr', {}, el('th', {}, 'result'), el('th', {}, 'chance (2d6)'), el('th', {}, '')), ...rows));
    } else {
      odds.hidden = true;
      odds.replaceChildren();
    }
    draw();
    showHex();
  }

  /** The end of the game: the result (§20), over the board. */
  function end(outcome) {
    return [el('h2', { id: 'result' }, outcome ? outcome.reason : u.result), el('p', {}, map.label || ''), el('a', { href: '/' }, 'back to the lobby'),
      ' · ', el('a', { href: '#', onclick: e => { e.preventDefault(); ctx.panels.end.hidden = true; } }, 'look at the board')];
  }

  function mark(choice) {
    overlay.querySelectorAll('.named').forEach(x => x.remove());
    if (!choice) return;
    for (const h of choice.match(/\b\d{4}\b/g) || []) {
      if (!byHex[h]) continue;
      const [x, y] = at(h);
      svg('polygon', { points: corners(x, y).map(p => p.join(',')).join(' '), fill: '#2979ff33', stroke: '#2979ff', 'stroke-width': 2.5,
        'stroke-dasharray': '4 2', class: 'named', 'pointer-events': 'none' }, overlay);
    }
    const unit = (choice.split(' ')[1] || '');
    const c = u.units.find(x => x.id === unit);
    if (c) {
      const [x, y] = at(c.hex);
      svg('circle', { cx: x, cy: y, r: R - 4, fill: 'none', stroke: '#2979ff', 'stroke-width': 2.5, class: 'named', 'pointer-events': 'none' }, overlay);
    }
  }

  return { title: 'Iron Tide — DEMO — not the published game', board: wrap, banner: [label], below: [key], panels: [odds, info], status, render, end,
    attack: text => /^attack /.test(text), hoverChoice: mark, typedHint: 'end-phase · attack 1203 …' };
}
