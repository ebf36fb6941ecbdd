// Squad transfers by ticking (issue 29 · 2; 000 · STATUS PHASE, 4. Squad Transfers: "players may transfer figures between
// squads occupying the same hex"): the squads of a hex, each figure a tick, one squad that receives them, one button. The
// engine moves one figure per choice (`transfer FROM INDEX TO`), so the ticked figures go as that many choices in turn. No
// rules here: the figures offered are the ones the decision's choices name; the server refuses any other.
import { figureName } from './api.js';

/**
 * The transfers the decision offers, by hex: for each hex, its squads (in the view's order) and the moves listed
 * (`FROM:INDEX>TO`); null when the decision lists none.
 */
export function transferGroup(choices, unitById, map) {
  const hexes = new Map();
  for (const c of choices) {
    const w = c.text.split(/\s+/);
    if (w[0] !== 'transfer' || w.length !== 4) continue;
    const from = unitById(w[1]), to = unitById(w[3]);
    if (!from || !to || !from.hex) continue;
    const h = hexes.get(from.hex) || hexes.set(from.hex, { hex: from.hex, squads: [], moves: new Set() }).get(from.hex);
    for (const id of [w[1], w[3]]) if (!h.squads.includes(id)) h.squads.push(id);
    h.moves.add(`${w[1]}:${w[2]}>${w[3]}`);
  }
  if (!hexes.size) return null;
  const slots = f => ((map && map.figureSlots) || {})[f] || 1;
  return { hexes, hex: hexes.keys().next().value, to: null, ticked: new Set(), unitById, slots, squadSlots: (map && map.squadSlots) || 4 };
}

/** The squads of the hex being arranged. */
export function squadsHere(t) {
  return t.hexes.get(t.hex).squads;
}

/** Another hex's squads to arrange: nothing ticked there yet. */
export function atHex(t, hex) {
  if (!t.hexes.has(hex) || t.hex === hex) return false;
  Object.assign(t, { hex, to: null, ticked: new Set() });
  return true;
}

/** The squad that receives the ticked figures (its own ticks let go: a squad does not give to itself). */
export function receiver(t, id) {
  if (!squadsHere(t).includes(id)) return false;
  t.to = t.to === id ? null : id;
  for (const k of [...t.ticked]) if (k.startsWith(`${id}:`)) t.ticked.delete(k);
  return true;
}

/**
 * Whether figure {@code index} of squad {@code from} may be ticked: the decision lists its move to the receiver, and the
 * receiver has room for it beside the figures ticked already (000 · BUILDING SQUADS: the spaces of a base, as the map's
 * printed data gives them; the server checks each move again).
 */
export function tickable(t, from, index) {
  if (!t.to || from === t.to || !t.hexes.get(t.hex).moves.has(`${from}:${index}>${t.to}`)) return false;
  if (t.ticked.has(`${from}:${index}`)) return true; // ticked: it may be let go
  return roomLeft(t) >= t.slots(figureOf(t, `${from}:${index}`));
}

function figureOf(t, key) {
  const [from, i] = key.split(':'), u = t.unitById(from);
  return u && u.figures[+i];
}

/** The spaces the receiver has left once the ticked figures are in. */
export function roomLeft(t) {
  const to = t.unitById(t.to);
  if (!to) return 0;
  const used = [...to.figures, ...[...t.ticked].map(k => figureOf(t, k))].reduce((n, f) => n + t.slots(f), 0);
  return t.squadSlots - used;
}

/** A figure ticked in or out. */
export function tickFigure(t, from, index) {
  const k = `${from}:${index}`;
  if (t.ticked.has(k)) t.ticked.delete(k); else if (tickable(t, from, index)) t.ticked.add(k);
}

/**
 * The choices that make the ticked transfers, in the order they can be sent: a squad's figures from the last, so each
 * index still names the figure ticked when its turn comes (the figures before it have not moved).
 */
export function transferTexts(t) {
  const order = squadsHere(t);
  return [...t.ticked].map(k => { const [from, i] = k.split(':'); return { from, i: +i }; })
    .sort((a, b) => order.indexOf(a.from) - order.indexOf(b.from) || b.i - a.i)
    .map(m => `transfer ${m.from} ${m.i} ${t.to}`);
}

/** "2 regular and 1 officer" from figure ids. */
function counted(figures) {
  const n = new Map();
  for (const f of figures) n.set(figureName(f), (n.get(figureName(f)) || 0) + 1);
  const parts = [...n].map(([name, k]) => `${k} ${name}`);
  return parts.length > 1 ? `${parts.slice(0, -1).join(', ')} and ${parts[parts.length - 1]}` : parts[0];
}

/** The ticked transfers in words: "Move 2 regular and 1 officer from us-1 to us-2". */
export function transferWords(t, unitById) {
  const by = new Map();
  for (const k of t.ticked) {
    const [from, i] = k.split(':'), u = unitById(from);
    (by.get(from) || by.set(from, []).get(from)).push(u && u.figures[+i] ? u.figures[+i] : '?');
  }
  if (!by.size || !t.to) return null;
  const froms = [...by].map(([from, figs]) => `${counted(figs)} from ${from}`);
  return `Move ${froms.length > 1 ? `${froms.slice(0, -1).join(', ')} and ${froms[froms.length - 1]}` : froms[0]} to ${t.to}`;
}
