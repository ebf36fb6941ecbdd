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

/** "2 d 3 h", "5 h 12 min", "42 s". */
function span(s) {
  const d = Math.floor(s / 86400), h = Math.floor(s % 86400 / 3600), m = Math.floor(s % 3600 / 60);
  return d ? `${d} d ${h} h` : h ? `${h} h ${m} min` : m ? `${m} min ${s % 60} s` : `${s} s`;
}

/** The turn clock's line: the time a decision, and the time left to the seat asked, counted down while the page is open. */
function clockLine(ctx, u, again) {
  const line = el('p', { class: 'clock', id: 'clock-line' });
  const known = clocks.get(ctx.id);
  const show = c => {
    if (!c || !c.perTurn) { line.hidden = true; return; }
    const left = c.left === undefined ? null : Math.max(0, c.left - Math.floor((Date.now() - c.read) / 1000));
    line.textContent = `Turn clock: ${span(c.perTurn)} a decision` + (u.over || left === null ? '' : ` · ${c.asked} has ${span(left)} left`)
      + (!u.over && u.decision.yours ? ' — your turn' : '');
  };
  if (!known || known.at !== u.number) {
    clocks.set(ctx.id, { at: u.number, clock: null });
    line.hidden = true;
    api('GET', `/api/games/${ctx.id}/clock`, undefined, ctx.token()).then(c => { c.read = Date.now(); clocks.set(ctx.id, { at: u.number, clock: c }); again(); })
      .catch(() => { /* no clock shown */ });
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
