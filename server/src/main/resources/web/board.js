// The board: the terrain as the server drew it (hexes, hills, roads, buildings, zones: toi.draw.BoardSvg, already
// in the game's page), adopted here; markers, objective control and units as the server drew them for the seat's view
// (toi.draw.Pieces, view.pieces); and what the page lays over them (reachable hexes, a path, op fire threats, attack targets and lines, the keyboard cursor). Zoom with the buttons or the wheel, pan by dragging. No rules here.
import { el, svg, figuresCode, isVehicle } from './api.js';

const S = 40;                       // hex centre to corner
const H = Math.sqrt(3) / 2 * S;     // hex centre to the middle of a side
const CW = 40, CH = 34;             // counter size (toi.draw.Pieces draws the counters)
const MIN_TEXT = 11;                // px: a counter's least text height on screen at the default zoom (issue 29)
const SMALLEST = 8.5;               // board units: the counters' smallest text (toi.draw.Pieces)
const MAX_SCALE = 1.5;              // a counter is drawn at most 1.5 times its size when the board is zoomed out

export function centre(h) { return [S + h.col * 1.5 * S, H + h.row * 2 * H + (h.col % 2 ? H : 0)]; }
function corner(x, y, k, scale = 1) { const a = Math.PI / 3 * k; return [x + S * scale * Math.cos(a), y + S * scale * Math.sin(a)]; }
function hexPoints(x, y, scale = 1) { return [0, 1, 2, 3, 4, 5].map(k => corner(x, y, k, scale).join(',')).join(' '); }

const VEHICLES = { sherman: 'Sherman', m10: 'M10', m3a1: 'M3A1 HT', 'gmc-truck': 'Truck', 'panzer-iv': 'Pz IV', 'tiger-i': 'Tiger',
  'stug-iii': 'StuG', 'sdkfz-251': '251 HT', 'opel-blitz': 'Truck' };

/** Words for a unit, for titles, the stack inspector and the screen reader line. */
export function describeUnit(u) {
  if (u.concealed && !u.figures.length) return `${u.id}: a concealed ${u.nation} squad`;
  const what = isVehicle(u) ? (VEHICLES[u.figures[0]] || u.figures[0]) : `${u.figures.length} figures (${figuresCode(u.figures)})`;
  const state = [u.activation === 'FRESH' ? 'fresh' : u.activation === 'OP_FIRE' ? 'in op fire mode' : 'fatigued',
    u.condition !== 'NONE' && u.condition.toLowerCase(), u.damage !== 'NONE' && `${u.damage.toLowerCase()} damage`,
    u.specialization, u.stars && `${u.stars}★`, u.fortification && `in ${u.fortification}`, u.concealed && 'concealed',
    u.munition && `munitions token ${u.munition === 'facedown' ? '' : u.munition + ' '}(${u.munitionRevealed ? 'flipped' : 'facedown'})`,
    u.facing && `facing ${u.facing}`].filter(Boolean); // 003 · Optional Facing Rules
  return `${u.id} (${u.nation}): ${what}, ${state.join(', ')}`;
}

/** The board's SVG as the server drew it (toi.draw.BoardSvg): already in the game's page, or asked for. */
export async function boardSvg(gameId) {
  const inPage = document.querySelector('#board > svg.board');
  if (inPage) return inPage;
  const t = document.createElement('template');
  const r = await fetch(`/api/games/${gameId}/board`);
  if (!r.ok) throw new Error(`no board for game ${gameId}`);
  t.innerHTML = await r.text();
  return t.content.firstElementChild;
}

export class Board {
  /**
   * root: the board's SVG (boardSvg); handlers: onHex(hexId), onUnit(unit), onHover(hexId|null); storageKey: where this
   * browser keeps the board's zoom and place across reloads (localStorage; none: not kept).
   */
  constructor(map, root, handlers, storageKey = null) {
    this.storageKey = storageKey;
    this.map = map;
    this.handlers = handlers;
    this.hexes = new Map(map.hexes.map(h => [h.id, h]));
    this.terrains = new Map((map.terrains || []).map(t => [t.id, t]));
    const all = [...map.hexes, ...(map.halfHexes || [])];
    const xs = all.map(h => centre(h)[0]), ys = all.map(h => centre(h)[1]);
    this.bounds = { x: Math.min(...xs) - S - 4, y: Math.min(...ys) - H - 4, w: 0, h: 0 };
    this.bounds.w = Math.max(...xs) + S + 4 - this.bounds.x;
    this.bounds.h = Math.max(...ys) + H + 4 - this.bounds.y;
    this.vb = { ...this.bounds };
    this.root = root;
    this.hexTargets();
    this.layers = {};
    for (const name of ['markers', 'objectives', 'under', 'units', 'over']) this.layers[name] = svg('g', { class: name }, this.root);
    this.layers.under.setAttribute('pointer-events', 'none');
    this.layers.over.setAttribute('pointer-events', 'none');
    this.element = root.parentElement || el('div', { class: 'board-wrap', id: 'board' }, root);
    this.element.prepend(el('div', { class: 'zoom', role: 'toolbar', 'aria-label': 'zoom' },
      el('button', { title: 'zoom in', 'aria-label': 'zoom in', onclick: () => this.zoom(0.8) }, '+'),
      el('button', { title: 'zoom out', 'aria-label': 'zoom out', onclick: () => this.zoom(1.25) }, '−'),
      el('button', { title: 'whole board', 'aria-label': 'whole board', onclick: () => { this.vb = { ...this.bounds }; this.applyViewBox(); } }, '⤢')));
    this.applyViewBox();
    this.panAndZoom();
  }

  /** A polygon a hex over the drawn terrain, unpainted: what hover, clicks and tests find (data-hex, data-terrain). */
  hexTargets() {
    const g = svg('g', { class: 'hexes', fill: 'none', 'pointer-events': 'all' });
    for (const h of this.map.hexes) {
      const [x, y] = centre(h);
      svg('polygon', { points: hexPoints(x, y), class: 'hex', 'data-hex': h.id, 'data-terrain': h.terrain }, g);
    }
    (this.root.querySelector('.terrain') || this.root.firstChild).after(g);
  }

  /** Each hex's title (its id, terrain and level, shown on hover), added after the first paint. */
  addTitles() {
    for (const poly of this.root.querySelectorAll('polygon.hex')) {
      const h = this.hexes.get(poly.getAttribute('data-hex'));
      if (h && !poly.firstElementChild) svg('title', {}, poly, this.hexTitle(h));
    }
  }

  /** A hex's centre on the board by its id (undefined for none). */
  centreOf(id) { const h = this.hexes.get(id); return h && centre(h); }

  /** A hex in words: its id, terrain and level, and the terrain's values (000 · TERRAIN: cover, movement, sight). */
  hexTitle(h) {
    const t = this.terrains.get(h.terrain);
    if (!t) return `${h.id}: ${h.terrain}, level ${h.level}`;
    const cost = c => (c === null || c === undefined ? 'may not enter' : `${c} MP`);
    return `${h.id}: ${t.name}, level ${h.level} · cover ${t.cover} · squads ${cost(t.squadCost)}, vehicles ${cost(t.vehicleCost)}`
      + (h.roads && h.roads.length ? ' · road' : '') + (t.blocksLos ? ' · blocks line of sight' : '');
  }

  idAt(col, row) {
    if (col < 0 || row < 0) return null;
    let c = col, letters = '';
    do { letters = String.fromCharCode(65 + c % 26) + letters; c = Math.floor(c / 26) - 1; } while (c >= 0);
    return letters + (row + 1);
  }

  // ---- what changes: markers, control, units

  update(view) {
    this.view = view;
    if (!this.fitted && this.root.clientWidth) { // first drawn on the page: the zoom kept from before, else the default zoom
      this.fitted = true;
      const kept = this.storageKey && JSON.parse(localStorage.getItem(this.storageKey) || 'null');
      if (kept && kept.w > 0 && kept.h > 0) this.vb = kept; else this.defaultZoom(view);
      this.applyViewBox();
      window.addEventListener('resize', () => this.applyViewBox());
    }
    // deployment zones are where starting units are placed (000 · GAME SETUP): shown during setup only (style.css)
    this.element.classList.toggle('setup', view.phase === 'SETUP');
    // the markers, objectives and counters as the server drew them for this view (toi.draw.Pieces: the one board drawing,
    // which ./toi render draws too); here only their words on hover and what a click does
    const { markers, objectives, units } = this.layers;
    markers.innerHTML = view.pieces.markers; objectives.innerHTML = view.pieces.objectives; units.innerHTML = view.pieces.units;
    const byId = new Map(view.units.map(u => [u.id, u]));
    this.carried = new Map(); // 000 · Transporting Squads in Vehicles (the transport markers): a carrier's passengers, shown on its counter
    const stacks = new Map();
    for (const u of view.units) {
      if (u.carriedBy) (this.carried.get(u.carriedBy) || this.carried.set(u.carriedBy, []).get(u.carriedBy)).push(u.id);
      else if (u.hex) stacks.set(u.hex, (stacks.get(u.hex) || 0) + 1);
    }
    for (const g of units.querySelectorAll('.unit')) {
      const u = byId.get(g.dataset.unit); if (!u) continue;
      const passengers = this.carried.get(u.id) || [], stackSize = stacks.get(u.hex) || 1;
      g.prepend(svg('title', {}, null, describeUnit(u) + (passengers.length ? ` · carrying ${passengers.join(', ')}` : '')
        + (stackSize > 1 ? ` · ${stackSize} units in ${u.hex}: click for the stack` : '')));
      g.addEventListener('click', e => { if (this.dragged) return; e.stopPropagation(); this.handlers.onUnit(u); });
      g.addEventListener('mouseenter', () => this.handlers.onHover(u.hex));
    }
  }

  // ---- overlays: {reach: Map hex → {costThirds}, hexChoices: Set, targets: Set, path: [hex], opFire: {hex: [ids]},
  //      lines: [[from, to]], selectedUnit, selectedHex, cursor}

  overlay(o) {
    const { under, over } = this.layers;
    under.replaceChildren(); over.replaceChildren();
    const at = id => this.centreOf(id);
    for (const [id, r] of o.reach || []) {
      const c = at(id); if (!c) continue;
      svg('polygon', { points: hexPoints(c[0], c[1], 0.94), class: 'reach', 'data-hex': id, fill: '#2f7fd8', 'fill-opacity': 0.22, stroke: '#2f7fd8', 'stroke-width': 1.5 }, under);
      svg('text', { x: c[0], y: c[1] + H - 5, 'font-size': 8.5, 'font-weight': 'bold', 'text-anchor': 'middle', fill: '#0b3d7a', class: 'halo reach-cost' }, under, r.label);
    }
    for (const id of o.threats || []) { // reachable hexes enemy op fire could reach
      const c = at(id); if (!c) continue;
      const g = svg('g', { class: 'threat', 'data-hex': id }, under);
      svg('circle', { cx: c[0] + 20, cy: c[1] + H - 12, r: 5.5, fill: '#fff', stroke: '#d00', 'stroke-width': 1.8 }, g);
      svg('path', { d: `M${c[0] + 14},${c[1] + H - 12}h12M${c[0] + 20},${c[1] + H - 18}v12`, stroke: '#d00', 'stroke-width': 1.2 }, g);
    }
    for (const id of o.hexChoices || []) {
      const c = at(id); if (!c) continue;
      svg('polygon', { points: hexPoints(c[0], c[1], 0.9), class: 'hex-choice', 'data-hex': id, fill: '#2f7fd8', 'fill-opacity': 0.15, stroke: '#0b3d7a', 'stroke-width': 2, 'stroke-dasharray': '5 3' }, under);
    }
    for (const id of o.targets || []) {
      const c = at(id); if (!c) continue;
      svg('polygon', { points: hexPoints(c[0], c[1], 0.93), class: 'target', 'data-hex': id, fill: '#d00', 'fill-opacity': 0.15, stroke: '#d00', 'stroke-width': 3 }, over);
    }
    if (o.path && o.path.length > 1) {
      const pts = o.path.map(at).filter(Boolean);
      svg('polyline', { points: pts.map(p => p.join(',')).join(' '), fill: 'none', stroke: '#fff', 'stroke-width': 7, 'stroke-linejoin': 'round', 'stroke-opacity': 0.8 }, over);
      svg('polyline', { points: pts.map(p => p.join(',')).join(' '), fill: 'none', stroke: '#0b3d7a', 'stroke-width': 3.5, 'stroke-linejoin': 'round', 'stroke-dasharray': '8 4', class: 'path' }, over);
      const end = pts[pts.length - 1];
      svg('circle', { cx: end[0], cy: end[1], r: 6, fill: '#0b3d7a' }, over);
    }
    for (const [id, firers] of Object.entries(o.opFire || {})) {
      const c = at(id); if (!c) continue;
      const g = svg('g', { class: 'opfire-threat', 'data-hex': id }, over);
      svg('title', {}, g, `${id}: ${firers.join(', ')} could op fire here`);
      svg('polygon', { points: hexPoints(c[0], c[1], 0.9), fill: '#d00', 'fill-opacity': 0.18, stroke: '#d00', 'stroke-width': 1.5, 'stroke-dasharray': '3 3' }, g);
      svg('circle', { cx: c[0] + 18, cy: c[1] - 16, r: 8, fill: '#fff', stroke: '#d00', 'stroke-width': 2.5 }, g);
      svg('line', { x1: c[0] + 8, y1: c[1] - 16, x2: c[0] + 28, y2: c[1] - 16, stroke: '#d00', 'stroke-width': 1.5 }, g);
      svg('line', { x1: c[0] + 18, y1: c[1] - 26, x2: c[0] + 18, y2: c[1] - 6, stroke: '#d00', 'stroke-width': 1.5 }, g);
      svg('text', { x: c[0] + 18, y: c[1] - 27, 'font-size': 7, 'font-weight': 'bold', 'text-anchor': 'middle', fill: '#d00', class: 'halo' }, g, `OF ${firers.join(',')}`);
    }
    for (const [from, to] of o.lines || []) {
      const a = at(from), b = at(to); if (!a || !b || from === to) continue;
      svg('line', { x1: a[0], y1: a[1], x2: b[0], y2: b[1], stroke: '#fff', 'stroke-width': 6, 'stroke-opacity': 0.8 }, over);
      svg('line', { x1: a[0], y1: a[1], x2: b[0], y2: b[1], stroke: '#d00', 'stroke-width': 3, class: 'fire-line' }, over);
      svg('circle', { cx: b[0], cy: b[1], r: 5, fill: '#d00' }, over);
    }
    if (o.sight) this.sight(o.sight, over);
    for (const r of o.rings || []) { // an attack's supporters being picked (compose.js): dashed may join, solid green in
      const g = this.layers.units.querySelector(`[data-unit="${CSS.escape(r.unit)}"]`);
      const tr = g && g.getAttribute('transform').match(/translate\(([-\d.]+),([-\d.]+)\)/);
      if (tr) svg('rect', { x: +tr[1] - 4, y: +tr[2] - 4, width: CW + 8, height: CH + 8, rx: 7, fill: 'none', stroke: r.chosen ? '#0a8f2e' : '#0b3d7a',
        'stroke-width': r.chosen ? 4 : 2.5, 'stroke-dasharray': r.chosen ? null : '5 3', class: 'supporter-ring', 'data-unit': r.unit, 'data-chosen': String(r.chosen) }, over);
    }
    if (o.selectedUnit) {
      const g = this.layers.units.querySelector(`[data-unit="${CSS.escape(o.selectedUnit)}"]`);
      if (g) {
        const tr = g.getAttribute('transform').match(/translate\(([-\d.]+),([-\d.]+)\)/);
        svg('rect', { x: +tr[1] - 3, y: +tr[2] - 3, width: CW + 6, height: CH + 6, rx: 6, fill: 'none', stroke: '#ffeb3b', 'stroke-width': 3.5, class: 'selected-unit' }, over);
      }
    }
    if (o.selectedHex !== this.followed) { this.followed = o.selectedHex; if (o.selectedHex) this.reveal(o.selectedHex); }
    if (o.selectedHex && at(o.selectedHex)) {
      const c = at(o.selectedHex);
      svg('polygon', { points: hexPoints(c[0], c[1], 0.98), fill: 'none', stroke: '#ffeb3b', 'stroke-width': 3, class: 'selected-hex' }, over);
    }
    if (o.cursor && at(o.cursor)) {
      const c = at(o.cursor);
      svg('polygon', { points: hexPoints(c[0], c[1], 0.97), fill: 'none', stroke: '#fff', 'stroke-width': 5 }, over);
      svg('polygon', { points: hexPoints(c[0], c[1], 0.97), fill: 'none', stroke: '#000', 'stroke-width': 2.5, 'stroke-dasharray': '6 4', class: 'cursor' }, over);
    }
  }

  /**
   * Line of sight asked on demand (000 · LINE OF SIGHT): the hex looked from; once answered, the line to the hex looked
   * at — solid green when clear, dashed red when blocked — and the blocking hex ringed in red with a cross.
   */
  sight({ from, answer }, layer) {
    const at = id => this.centreOf(id);
    const a = at(from); if (!a) return;
    const g = svg('g', { class: 'sight', 'pointer-events': 'none' }, layer);
    if (answer && at(answer.to) && answer.to !== from) {
      const b = at(answer.to);
      svg('line', { x1: a[0], y1: a[1], x2: b[0], y2: b[1], stroke: '#fff', 'stroke-width': 7, 'stroke-opacity': 0.85 }, g);
      svg('line', { x1: a[0], y1: a[1], x2: b[0], y2: b[1], stroke: answer.clear ? '#1b7f2a' : '#c00', 'stroke-width': 3.5,
        'stroke-dasharray': answer.clear ? null : '9 5', class: 'sight-line', 'data-clear': String(answer.clear) }, g);
      svg('circle', { cx: b[0], cy: b[1], r: 6, fill: answer.clear ? '#1b7f2a' : '#c00', stroke: '#fff', 'stroke-width': 2 }, g);
      const x = answer.blockingHex && at(answer.blockingHex);
      if (x) {
        svg('polygon', { points: hexPoints(x[0], x[1], 0.9), class: 'sight-block', 'data-hex': answer.blockingHex, fill: '#c00', 'fill-opacity': 0.18, stroke: '#c00', 'stroke-width': 4 }, g);
        svg('path', { d: `M${x[0] - 9},${x[1] - 9}l18,18m0,-18l-18,18`, stroke: '#c00', 'stroke-width': 4, 'stroke-linecap': 'round' }, g);
      }
    }
    svg('circle', { cx: a[0], cy: a[1], r: 8, fill: '#fff', stroke: '#111', 'stroke-width': 2.5, class: 'sight-from', 'data-hex': from }, g);
    svg('circle', { cx: a[0], cy: a[1], r: 3, fill: '#111' }, g);
  }

  // ---- zoom and pan

  /** The view box shaped like the board on screen, kept over the board (no wandering off into the blank). */
  applyViewBox() {
    const r = this.root.clientWidth && this.root.clientHeight ? this.root.clientWidth / this.root.clientHeight : this.bounds.w / this.bounds.h;
    const b = this.bounds, vb = this.vb, cx = vb.x + vb.w / 2, cy = vb.y + vb.h / 2;
    let w = vb.w, h = vb.w / r;
    if (h < vb.h && vb.w >= b.w) { h = vb.h; w = h * r; } // the whole board: fit both ways
    const clamp = (c, size, lo, span) => (size >= span ? lo + span / 2 : Math.min(Math.max(c, lo + size / 2), lo + span - size / 2));
    this.vb = { x: clamp(cx, w, b.x, b.w) - w / 2, y: clamp(cy, h, b.y, b.h) - h / 2, w, h };
    this.root.setAttribute('viewBox', `${this.vb.x} ${this.vb.y} ${this.vb.w} ${this.vb.h}`);
    this.legibleCounters();
  }

  /** Screen pixels a board unit at the view box's zoom (the view box is fitted, not stretched). */
  pixels(vb = this.vb) {
    return Math.min(this.root.clientWidth / vb.w, this.root.clientHeight / vb.h);
  }

  /**
   * The default zoom (issue 29 · 4): the whole board when its counters' text can be read there (at least MIN_TEXT px,
   * the counters drawn up to MAX_SCALE times their size), else as near as that needs, centred on the units on the board.
   */
  defaultZoom(view) {
    const need = MIN_TEXT / (SMALLEST * MAX_SCALE);
    this.vb = { ...this.bounds };
    if (!this.root.clientWidth || this.pixels() >= need) return;
    const w = this.root.clientWidth / need, h = this.root.clientHeight / need;
    const at = (view.units || []).filter(u => u.hex && this.hexes.has(u.hex)).map(u => centre(this.hexes.get(u.hex)));
    const cx = at.length ? at.reduce((a, c) => a + c[0], 0) / at.length : this.bounds.x + this.bounds.w / 2;
    const cy = at.length ? at.reduce((a, c) => a + c[1], 0) / at.length : this.bounds.y + this.bounds.h / 2;
    this.vb = { x: cx - w / 2, y: cy - h / 2, w, h };
  }

  /** The board follows the selection: a hex out of sight (or at the edge) is brought to the middle, the zoom kept. */
  reveal(id) {
    const c = this.centreOf(id); if (!c) return;
    const vb = this.vb, m = S;
    if (c[0] > vb.x + m && c[0] < vb.x + vb.w - m && c[1] > vb.y + m && c[1] < vb.y + vb.h - m) return;
    this.vb = { ...vb, x: c[0] - vb.w / 2, y: c[1] - vb.h / 2 };
    this.applyViewBox();
  }

  /** Counters stay legible when the board is zoomed out: drawn up to MAX_SCALE times their size for MIN_TEXT px text (style.css). */
  legibleCounters() {
    const w = this.root.clientWidth, h = this.root.clientHeight;
    if (!w || !h) return;
    const px = this.pixels();
    this.root.style.setProperty('--counter-scale', Math.min(MAX_SCALE, Math.max(1, MIN_TEXT / (SMALLEST * px))).toFixed(3));
    if (this.storageKey && this.fitted) localStorage.setItem(this.storageKey, JSON.stringify(this.vb)); // kept across reloads
  }

  zoom(factor, cx, cy) {
    const vb = this.vb;
    const w = Math.min(this.bounds.w * 1.5, Math.max(S * 4, vb.w * factor)), f = w / vb.w;
    if (cx === undefined && this.focus && this.hexes.has(this.focus) && factor < 1) { // the buttons zoom in on the selected hex
      const [fx, fy] = centre(this.hexes.get(this.focus));
      this.vb = { x: fx - w / 2, y: fy - vb.h * f / 2, w, h: vb.h * f };
      this.applyViewBox();
      return;
    }
    cx = cx ?? vb.x + vb.w / 2; cy = cy ?? vb.y + vb.h / 2;
    this.vb = { x: cx - (cx - vb.x) * f, y: cy - (cy - vb.y) * f, w, h: vb.h * f };
    this.applyViewBox();
  }

  /** The board point under a mouse event. */
  point(e) {
    const r = this.root.getBoundingClientRect(), vb = this.vb;
    const scale = Math.max(vb.w / r.width, vb.h / r.height); // preserveAspectRatio meet
    const ox = (r.width * scale - vb.w) / 2, oy = (r.height * scale - vb.h) / 2;
    return [vb.x - ox + (e.clientX - r.left) * scale, vb.y - oy + (e.clientY - r.top) * scale, scale];
  }

  panAndZoom() {
    this.root.addEventListener('wheel', e => { e.preventDefault(); const [x, y] = this.point(e); this.zoom(e.deltaY > 0 ? 1.15 : 0.87, x, y); }, { passive: false });
    let start = null;
    this.root.addEventListener('pointerdown', e => { start = { x: e.clientX, y: e.clientY, vb: { ...this.vb }, scale: this.point(e)[2] }; this.dragged = false; });
    this.root.addEventListener('pointermove', e => {
      if (!start || !(e.buttons & 1)) return;
      const dx = e.clientX - start.x, dy = e.clientY - start.y;
      if (!this.dragged && Math.hypot(dx, dy) < 5) return;
      this.dragged = true;
      this.vb = { ...start.vb, x: start.vb.x - dx * start.scale, y: start.vb.y - dy * start.scale };
      this.applyViewBox();
    });
    this.root.addEventListener('pointerup', () => { start = null; setTimeout(() => { this.dragged = false; }, 0); });
    this.root.addEventListener('click', e => {
      if (this.dragged) return;
      const hex = e.target.closest && e.target.closest('[data-hex]');
      if (hex && !e.target.closest('.unit')) this.handlers.onHex(hex.getAttribute('data-hex'));
    });
    this.root.addEventListener('mouseover', e => {
      const hex = e.target.closest && e.target.closest('polygon.hex');
      if (hex) this.handlers.onHover(hex.getAttribute('data-hex'));
    });
    this.root.addEventListener('mouseleave', () => this.handlers.onHover(null));
  }
}
