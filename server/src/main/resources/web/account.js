// Players with accounts (docs/server.md · Accounts): signing up, in and out, "my games" with whose turn it is, the open
// challenges other accounts may take, and a game opened by an account that holds its seat (no token in this browser).
// Playing without an account (hot-seat, invitation links with the seat's token) stays as it was. No rules here.
import { api, el } from './api.js';

/** The signed-in account ({name, csrf}) or {name: null}. */
export async function me() {
  try { return await api('GET', '/api/me'); } catch (e) { return { name: null }; }
}

/** The account box of the lobby: a sign-in form, or the name with "log out" and "log out everywhere". */
export function accountBox(who, changed) {
  const error = el('p', { class: 'refused', role: 'alert', id: 'account-error' });
  if (who.name) {
    return el('div', { class: 'account', id: 'account' },
      el('span', {}, 'Signed in as ', el('strong', { id: 'account-name' }, who.name), ' '),
      el('button', { class: 'small', id: 'logout', onclick: async () => { await api('DELETE', '/api/sessions/current'); changed(); } }, 'log out'), ' ',
      el('button', { class: 'small', id: 'logout-everywhere', title: 'end every session of this account, on every device',
        onclick: async () => { await api('DELETE', '/api/sessions'); changed(); } }, 'log out everywhere'),
      who.mail ? noticesForm(who) : null, error);
  }
  const name = el('input', { id: 'account-name-input', name: 'name', autocomplete: 'username', placeholder: 'name', size: 12 });
  const password = el('input', { id: 'account-password', name: 'password', type: 'password', autocomplete: 'current-password', placeholder: 'password', size: 12 });
  const go = path => async e => {
    e.preventDefault();
    try { await api('POST', path, { name: name.value, password: password.value }); changed(); } catch (x) { error.textContent = x.message; }
  };
  return el('form', { class: 'account', id: 'account', onsubmit: go('/api/sessions') },
    el('span', { class: 'hint' }, 'Play from any browser, take challenges: '), name, ' ', password, ' ',
    el('button', { type: 'submit', id: 'sign-in', class: 'small' }, 'sign in'), ' ',
    el('button', { type: 'button', id: 'sign-up', class: 'small', onclick: go('/api/accounts') }, 'make an account'), error);
}

/**
 * The e-mail notice of a turn (docs/server.md · Run a public server), on a server given an SMTP relay: the account's address
 * and "e-mail me when it is my turn" — one mail a turn, when a game waits for you and your page is not open.
 */
function noticesForm(who) {
  const email = el('input', { id: 'notice-email', type: 'email', autocomplete: 'email', placeholder: 'e-mail address', size: 20, value: who.email || '' });
  const on = el('input', { id: 'notice-on', type: 'checkbox' });
  on.checked = !!who.notices;
  const said = el('span', { id: 'notice-said', class: 'hint', role: 'status' });
  return el('form', { id: 'notices', class: 'notices', onsubmit: async e => {
    e.preventDefault();
    try {
      const r = await api('POST', '/api/me/notices', { email: email.value, notices: on.checked });
      said.textContent = r.notices ? `notices go to ${r.email}` : 'no notices';
    } catch (x) { said.textContent = x.message; }
  } }, email, ' ', el('label', {}, on, ' e-mail me when it is my turn'), ' ',
  el('button', { type: 'submit', id: 'notice-save', class: 'small' }, 'save'), ' ', said);
}

/** Whose turn, or the result: "your turn", "waiting for GER", "won", "lost", "draw". */
function turn(g) {
  if (g.error) return el('span', { class: 'hint' }, 'cannot be resumed');
  if (g.over) return el('span', { class: `result ${g.result}` }, g.result === 'draw' ? 'a draw' : `you ${g.result}`, g.reason ? ` · ${g.reason}` : '');
  if (g.open && g.open.length) return el('span', { class: 'hint' }, `waiting for someone to take ${g.open.join(', ')}`);
  return g.yourTurn ? el('strong', { class: 'your-turn' }, 'your turn') : el('span', { class: 'hint' }, `waiting for ${g.asked}`);
}

/** The account's games, newest first, each with whose turn it is (or how it ended) and the opponents' names. */
export async function myGames(nameOf = id => id) {
  const games = await api('GET', '/api/me/games');
  return games.map(g => el('li', { 'data-game': g.id },
    el('a', { href: `/?game=${g.id}` }, nameOf(g.scenario)), ` · you play ${g.seats.join(' and ')}`,
    Object.keys(g.opponents || {}).length ? ` against ${Object.values(g.opponents).join(', ')}` : '', ' · ', turn(g)));
}

/** The open challenges: another account's game with a seat left open; "take" makes the seat this account's. */
export async function challenges(taken, nameOf = id => id) {
  const open = await api('GET', '/api/challenges');
  return open.map(c => el('li', { 'data-game': c.game },
    `${nameOf(c.scenario)} · ${c.seat} open · by ${c.by} `,
    c.spectators ? el('a', { href: `/?game=${c.game}`, class: 'watch' }, 'watch') : null, ' ',
    c.yours ? el('span', { class: 'hint' }, '(yours)') : el('button', { class: 'small take', onclick: async () => {
      await api('POST', `/api/challenges/${c.game}/take`, { seat: c.seat });
      taken(c.game);
    } }, `take ${c.seat}`)));
}

/**
 * A game this browser holds no token of: the seat the signed-in account holds in it, as the table's entry; else, when
 * the game is open to spectators, a spectator's entry (the public view, no choices); null when neither.
 */
export async function sessionEntry(id) {
  try {
    const s = await api('GET', `/api/games/${id}`);
    return { scenario: s.scenario, tokens: { [s.seat]: { seat: s.seat } }, invites: {}, account: true };
  } catch (e) { /* no seat of this account: a spectator, if the game lets them watch */ }
  try {
    const w = await api('GET', `/api/games/${id}/watch`);
    return { scenario: w.scenario, tokens: { spectator: { watch: true } }, invites: {}, spectator: true };
  } catch (e) { return null; }
}
