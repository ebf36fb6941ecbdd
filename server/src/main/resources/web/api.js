// Talking to the server (docs/server.md) and small DOM helpers. No rules here.

/**
 * A JSON request, with the seat's token (when given) in the X-Toi-Token header — never in the address, where logs and
 * Referer headers keep it; a refusal throws an Error carrying the server's one-line reason, status and body.
 */
export async function api(method, path, body, token) {
  const headers = { 'Content-Type': 'application/json' };
  if (token && token.watch) path = path.replace(/^(\/api\/games\/[0-9a-f]+)(\?|$)/, '$1/watch$2'); // a spectator (account.js)
  else if (token && typeof token === 'object') headers['X-Toi-Seat'] = token.seat; // a seat the signed-in account holds (account.js)
  else if (token) headers['X-Toi-Token'] = token;
  const csrf = (document.cookie.match(/(?:^|;\s*)toi_csrf=([0-9a-f]+)/) || [])[1]; // a signed-in change carries it (docs/server.md · Accounts)
  if (csrf && method !== 'GET') headers['X-Toi-CSRF'] = csrf;
  const r = await fetch(path, { method, headers, body: body && JSON.stringify(body) });
  const data = r.status === 204 ? null : await r.json();
  if (!r.ok) { const e = new Error(data && data.error); e.status = r.status; e.data = data; throw e; }
  return data;
}

/**
 * The seat token an invitation link carries: in its fragment (`#token=T`: never sent to a server nor in a Referer);
 * null when none. The page moves it into storage and takes it out of the address.
 */
export function invitedToken() {
  return new URLSearchParams(location.hash.slice(1)).get('token');
}

/** The games this browser holds seats of: {id: {scenario, tokens: {seat: token}, invites: {seat: url}}}. */
export const store = {
  games() { return JSON.parse(localStorage.getItem('toi.games') || '{}'); },
  save(id, entry) { const g = store.games(); g[id] = entry; localStorage.setItem('toi.games', JSON.stringify(g)); },
  forget(id) { const g = store.games(); delete g[id]; localStorage.setItem('toi.games', JSON.stringify(g)); },
};

/** An HTML element: attributes (on* are listeners), then children (strings or nodes; null skipped). */
export function el(tag, attrs = {}, ...children) {
  const e = document.createElement(tag);
  for (const [k, v] of Object.entries(attrs)) {
    if (v === undefined || v === null || v === false) continue;
    if (k.startsWith('on')) e.addEventListener(k.slice(2), v); else e.setAttribute(k, v);
  }
  for (const c of children.flat()) if (c !== null && c !== undefined && c !== false) e.append(c);
  return e;
}

const NS = 'http://www.w3.org/2000/svg';

/** An SVG element appended to {@code parent} (when given), with attributes and an optional text. */
export function svg(tag, attrs = {}, parent = null, text = undefined) {
  const e = document.createElementNS(NS, tag);
  for (const [k, v] of Object.entries(attrs)) if (v !== undefined && v !== null) e.setAttribute(k, v);
  if (text !== undefined) e.textContent = text;
  if (parent) parent.append(e);
  return e;
}

/** Nation colours and the letters that go with them (colour is never the only sign). */
export const NATIONS = {
  US: { fill: '#56652a', dark: '#3a4519', text: '#fff', letter: 'US' },
  GER: { fill: '#6b7077', dark: '#3d4146', text: '#fff', letter: 'GER' },
};
export function nation(n) { return NATIONS[n] || { fill: '#7a4f8a', dark: '#4d2f59', text: '#fff', letter: (n || '?').slice(0, 3) }; }

/** "2 1/3" from thirds of a movement point. */
export function points(thirds) {
  const whole = Math.floor(thirds / 3), rest = thirds % 3;
  return rest === 0 ? `${whole}` : whole === 0 ? `${rest}/3` : `${whole} ${rest}/3`;
}

/** "3E+O" from figure type ids ("us-elite", …). */
export function figuresCode(figures) {
  const code = f => ({ regular: 'R', elite: 'E', officer: 'O', mg: 'MG', mortar: 'Mtr' })[f.replace(/^[a-z]+-/, '')]
    || f.replace(/^[a-z]+-/, '').slice(0, 4);
  const counts = new Map();
  for (const f of figures) counts.set(code(f), (counts.get(code(f)) || 0) + 1);
  return [...counts].map(([c, n]) => (n === 1 ? '' : n) + c).join('+');
}

/** A figure id in words: "us-elite" → "elite". */
export function figureName(f) { return f.replace(/^[a-z]+-/, '').replace(/-/g, ' '); }

export function isVehicle(u) {
  return u.figures.length === 1 && !/-(regular|elite|officer|mg|mortar)$/.test(u.figures[0]);
}
