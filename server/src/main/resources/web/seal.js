// Dice no one can doubt (docs/server.md · Secrecy, issue 31): a game's seed is drawn by the server, committed to at the
// start — SHA-256 of "SEED:SALT", shown on the game's page from the first choice on — and revealed with its salt at the
// end. This page recomputes the hash of the revealed seed and salt itself (WebCrypto) and marks it verified when it is the
// commitment shown before: the seed was fixed before the first choice and not changed. The dice that follow from the seed
// and the choices are recomputed by `./toi replay FILE --verify` on the game's record (GET /api/games/ID/record).
// Also the seat's resign and rematch buttons. No rules here.
import { api, el, store } from './api.js';

const checked = new Map(); // "seed:salt" → the hash this browser computed

/** SHA-256 of the text, in hex: WebCrypto (a secure context: https or localhost); null where the browser has none. */
async function sha256(text) {
  if (!(globalThis.crypto && crypto.subtle)) return null;
  const d = await crypto.subtle.digest('SHA-256', new TextEncoder().encode(text));
  return [...new Uint8Array(d)].map(b => b.toString(16).padStart(2, '0')).join('');
}

/** The seed's lines: the commitment; at the end the seed and salt, then ✓ verified (or ✗) once this browser has checked. */
export function seedLines(seed) {
  if (!seed) return [];
  if (!seed.commitment) return [el('p', { class: 'seed hint' }, seed.note || 'no commitment')];
  const lines = [el('p', { class: 'seed commitment' }, 'Dice: seed committed to at the start, SHA-256 ',
    el('code', { class: 'hash', title: seed.commitment }, seed.commitment))];
  if (seed.seed === undefined) return lines;
  const seedText = seed.seedText || String(seed.seed); // the exact decimal: a JavaScript number holds 53 bits of the 64
  const text = `${seedText}:${seed.salt}`;
  const mark = el('span', { class: 'verified', id: 'verified', 'data-verified': 'checking' }, 'checking…');
  const show = h => {
    const ok = h === seed.commitment;
    mark.dataset.verified = h === null ? 'unavailable' : ok ? 'yes' : 'no';
    mark.textContent = h === null ? 'this browser cannot compute SHA-256 here (it needs https or localhost)'
      : ok ? '✓ verified by this browser: SHA-256 of seed:salt is the commitment shown from the start'
        : `✗ NOT verified: SHA-256 of seed:salt is ${h}, not the commitment`;
    mark.className = `verified ${mark.dataset.verified}`;
  };
  if (checked.has(text)) show(checked.get(text));
  else sha256(text).then(h => { checked.set(text, h); show(h); });
  lines.push(el('p', { class: 'seed revealed' }, 'Revealed: seed ', el('code', { id: 'seed-value' }, seedText), ', salt ',
    el('code', {}, seed.salt), ' · ', mark),
  el('p', { class: 'hint' }, 'The dice are the seed\'s: ', el('code', {}, './toi replay FILE --verify'),
    ' on this game\'s record replays every choice from the seed and checks it.'));
  return lines;
}

const clocks = new Map(); // game → {at: the update number asked at, clock}

/** Seconds in words: "2 days 4 hours", "5 hours 12 minutes", "3 minutes 20 seconds", "42 seconds". */
function span(s) {
  const d = Math.floor(s / 86400), h = Math.floor(s % 86400 / 3600), m = Math.floor(s % 3600 / 60), sec = s % 60;
  const n = (k, w) => `${k} ${w}${k === 1 ? '' : 's'}`;
  const two = (k1, w1, k2, w2) => n(k1, w1) + (k2 ? ` ${n(k2, w2)}` : '');
  return d ? two(d, 'day', h, 'hour') : h ? two(h, 'hour', m, 'minute') : m ? two(m, 'minute', sec, 'second') : n(sec, 'second');
}

/**
 * The turn clock's line, from the server's numbers (GET …/clock; docs/server.md · Turn clocks): the clock's rule, the time
 * the side asked has left this turn, each side's time left in total, and what happens when a time runs out. The running
 * times are counted down while the page is open; nothing else is computed here.
 */
function clockLine(ctx, u, again) {
  const line = el('p', { class: 'clock', id: 'clock-line' });
  const known = clocks.get(ctx.id);
  const show = c => {
    if (!c || !(c.perTurn || c.total)) { line.hidden = true; return; }
    const gone = Math.floor((Date.now() - c.read) / 1000);
    const down = s => Math.max(0, s - gone);
    const rule = [c.perTurn ? `${span(c.perTurn)} a turn` : null, c.total ? `${span(c.total)} a side in total` : null].filter(Boolean).join(' and ');
    const parts = [];
    const yours = !u.over && u.decision.yours ? ' (your turn)' : ''; // beside the side whose time runs
    if (!u.over && c.asked && c.turnLeft !== undefined) {
      const side = (c.sides || []).find(s => s.running);
      parts.push(`${c.asked}${yours}: ${span(down(c.turnLeft))} left this turn` + (side ? `, ${span(down(side.left))} in total` : ''));
    }
    for (const s of c.sides || []) {
      if (!(s.running && c.turnLeft !== undefined) || u.over) {
        parts.push(`${s.side}${s.running ? yours : ''}: ${span(s.running && !u.over ? down(s.left) : s.left)} left in total`);
      }
    }
    line.textContent = `Turn clock, ${rule}` + (parts.length ? `: ${parts.join(' · ')}` : '')
      + (u.over || !c.whenOut ? '' : `. When a time runs out, ${c.whenOut}.`);
  };
  // a clock not started yet (the server's sweep starts it within a second of a human seat being asked) is asked for again
  // a moment later, three times at most for one update
  const c = known && known.at === u.number && known.clock;
  const unstarted = c && (c.perTurn || c.total) && !c.asked && !u.over && known.tries < 3 && Date.now() - c.read > 1200;
  if (!known || known.at !== u.number || unstarted) {
    const tries = unstarted ? known.tries + 1 : 0;
    clocks.set(ctx.id, { at: u.number, clock: null, tries });
    if (unstarted) show(c); else line.hidden = true;
    api('GET', `/api/games/${ctx.id}/clock`, undefined, ctx.token()).then(c => {
      c.read = Date.now();
      clocks.set(ctx.id, { at: u.number, clock: c, tries });
      again();
      if (!c.asked && (c.perTurn || c.total)) setTimeout(again, 1300);
    }).catch(() => { /* no clock shown */ });
  } else show(known.clock);
  return line;
}

let ticking = null;
/** The notice of a turn while the page is open: the tab's title says it is yours. */
function notice(u) {
  const base = document.title.replace(/^\(your turn\) /, '');
  document.title = !u.over && u.decision.yours ? `(your turn) ${base}` : base;
}

/** The game's record panel: the seed's lines; resign while the game goes on, rematch once it is over (the seat's). */
export function recordPanel(panel, ctx) {
  const u = ctx.st.update;
  if (!u) return;
  notice(u);
  if (!ticking) ticking = setInterval(() => { if (ctx.st.update && !ctx.st.update.over) recordPanel(panel, ctx); }, 15000);
  const actions = [];
  if (!u.over && u.seat) {
    actions.push(el('button', { class: 'small', id: 'resign', onclick: async () => {
      if (!confirm(`Resign the game as ${u.seat}? The other side wins.`)) return;
      try { await api('POST', `/api/games/${ctx.id}/resign`, { token: ctx.token() }, ctx.token()); } catch (e) { /* shown by the next update */ }
      ctx.sync();
    } }, 'resign'));
  }
  if (u.over && u.seat) {
    actions.push(el('button', { class: 'small', id: 'rematch', onclick: async () => {
      const g = await api('POST', `/api/games/${ctx.id}/rematch`, { token: ctx.token() }, ctx.token());
      if (!ctx.entry.account) { // by tokens: this browser keeps the new tokens of the seats it played, the others are invitations
        const tokens = {}, invites = {};
        for (const [old, now] of Object.entries(g.seats)) {
          if (!g.tokens[now]) continue;
          if (ctx.entry.tokens[old]) tokens[now] = g.tokens[now]; else invites[now] = `${location.origin}/?game=${g.id}#token=${g.tokens[now]}`;
        }
        store.save(g.id, { scenario: ctx.entry.scenario, ruleset: u.ruleset, tokens, invites });
      }
      location.assign(`/?game=${g.id}`);
    } }, 'rematch (sides swapped)'));
  }
  panel.replaceChildren(clockLine(ctx, u, () => recordPanel(panel, ctx)), ...seedLines(u.seed), ...(actions.length ? [el('p', {}, ...actions)] : []));
}
