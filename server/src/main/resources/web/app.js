// The browser table: it shows what the server sends (a seat's view, its events, the choices the engine offers)
// and sends back the choice clicked. It holds no rules (docs/server.md).
const app = document.getElementById('app');
const params = new URLSearchParams(location.search);
const store = {
  games() { return JSON.parse(localStorage.getItem('toi.games') || '{}'); },
  save(id, entry) { const g = store.games(); g[id] = entry; localStorage.setItem('toi.games', JSON.stringify(g)); },
  forget(id) { const g = store.games(); delete g[id]; localStorage.setItem('toi.games', JSON.stringify(g)); },
};
const el = (tag, attrs = {}, ...children) => {
  const e = document.createElement(tag);
  for (const [k, v] of Object.entries(attrs)) {
    if (k.startsWith('on')) e.addEventListener(k.slice(2), v); else e.setAttribute(k, v);
  }
  for (const c of children) e.append(c);
  return e;
};

async function api(method, path, body) {
  const r = await fetch(path, { method, headers: { 'Content-Type': 'application/json' }, body: body && JSON.stringify(body) });
  const data = r.status === 204 ? null : await r.json();
  if (!r.ok) { const e = new Error(data.error); e.status = r.status; e.data = data; throw e; }
  return data;
}

// ---- lobby

async function lobby() {
  const scenarios = await api('GET', '/api/scenarios');
  let chosen = null;
  const seats = el('div');
  const list = el('div', { role: 'listbox', 'aria-label': 'scenarios' });
  for (const s of scenarios) {
    const item = el('div', { class: 'scenario', role: 'option', tabindex: '0', 'data-id': s.id },
      el('strong', {}, `${s.name} `), `· ${s.rounds} rounds · ${s.sides.map(x => x.nation || x).join(' vs ')}`,
      el('p', {}, s.objective || s.background || ''));
    const pick = () => {
      chosen = s;
      list.querySelectorAll('.scenario').forEach(x => x.classList.toggle('chosen', x === item));
      seats.replaceChildren(...s.sides.map((side, i) => {
        const nation = side.nation || side;
        return el('label', {}, `${nation}: `, el('select', { name: nation },
          el('option', { value: 'human' }, 'you, this browser'),
          el('option', i === 0 ? { value: 'computer' } : { value: 'computer', selected: 'selected' }, 'the computer (random)'),
          el('option', { value: 'invite' }, 'a friend (invitation link)')), ' ');
      }));
    };
    item.addEventListener('click', pick);
    item.addEventListener('keydown', e => { if (e.key === 'Enter') pick(); });
    list.append(item);
  }
  const start = el('button', { id: 'start', onclick: async () => {
    if (!chosen) return;
    const kinds = {};
    const mine = [];
    seats.querySelectorAll('select').forEach(sel => {
      kinds[sel.name] = sel.value === 'computer' ? 'computer' : 'human';
      if (sel.value === 'human') mine.push(sel.name);
    });
    const g = await api('POST', '/api/games', { scenario: chosen.id, seats: kinds });
    const invites = Object.keys(g.tokens).filter(n => !mine.includes(n));
    store.save(g.id, { scenario: chosen.name, tokens: Object.fromEntries(mine.map(n => [n, g.tokens[n]])),
      invites: Object.fromEntries(invites.map(n => [n, `${location.origin}/?game=${g.id}&token=${g.tokens[n]}`])) });
    location.search = `?game=${g.id}`;
  } }, 'Start the game');
  const saved = Object.entries(store.games()).map(([id, g]) => el('li', {},
    el('a', { href: `/?game=${id}` }, `${g.scenario} (${Object.keys(g.tokens).join(', ')})`), ' ',
    el('button', { onclick: async () => {
      const token = Object.values(g.tokens)[0];
      try { await api('DELETE', `/api/games/${id}?token=${token}`); } catch (e) { /* already gone */ }
      store.forget(id); lobby();
    } }, 'delete')));
  app.replaceChildren(el('h2', {}, 'New game'), list, el('h3', {}, 'Seats'), seats, start,
    el('h2', {}, 'Your games'), saved.length ? el('ul', {}, ...saved) : el('p', {}, 'none yet'));
}

// ---- the table

async function table(id) {
  let entry = store.games()[id];
  if (params.get('token')) { // an invitation link: this browser takes that seat
    const s = await api('GET', `/api/games/${id}?token=${params.get('token')}`);
    entry = entry || { scenario: s.scenario, tokens: {}, invites: {} };
    entry.tokens[s.seat] = params.get('token');
    store.save(id, entry);
    history.replaceState(null, '', `/?game=${id}`);
  }
  if (!entry) { app.replaceChildren(el('p', { class: 'refused' }, 'This browser holds no seat of that game.')); return; }
  const map = await api('GET', `/api/games/${id}/map`);
  const seats = Object.keys(entry.tokens);
  const state = { number: 0, view: null, log: [], seat: seats[0], shownSeat: null };
  const board = el('div', { id: 'board' });
  const status = el('div', { class: 'status', id: 'status' });
  const decision = el('div', { class: 'decision', id: 'decision' });
  const preview = el('div', { class: 'preview', id: 'preview' });
  const log = el('div', { class: 'log', id: 'log' });
  const invites = Object.entries(entry.invites || {}).map(([n, url]) => el('p', {}, `Invite a friend to play ${n}: `, el('input', { value: url, readonly: 'readonly', size: 60 })));
  app.replaceChildren(el('div', { class: 'game' }, el('div', {}, status, board, ...invites),
    el('div', {}, decision, preview, el('h3', {}, 'Events'), log)));

  const token = () => entry.tokens[state.seat];
  async function refresh() {
    for (const seat of seats) { // hot-seat: follow the seat the game asks
      const u = await api('GET', `/api/games/${id}?token=${entry.tokens[seat]}&since=${state.number}`);
      if (seat === state.seat || u.view.decision.yours) {
        if (u.view.decision.yours && seat !== state.seat) { state.seat = seat; }
      }
    }
    const u = await api('GET', `/api/games/${id}?token=${token()}&since=${state.number}`);
    apply(u);
  }
  function apply(u) {
    for (const e of u.events) if (e.n > state.number) state.log.push(e);
    state.number = u.number;
    state.view = u.view;
    render();
  }
  async function choose(text) {
    preview.textContent = '';
    try {
      apply(await api('POST', `/api/games/${id}/choices`, { token: token(), seen: state.number, choice: text }));
      await refresh();
    } catch (e) {
      if (e.status === 409) { await refresh(); }
      decision.prepend(el('p', { class: 'refused', role: 'alert' }, `refused: ${e.message}`));
    }
  }
  async function showPreview(text) {
    try {
      const p = await api('GET', `/api/games/${id}/preview?token=${token()}&choice=${encodeURIComponent(text)}`);
      preview.textContent = p.lines.join('\n');
    } catch (e) { preview.textContent = e.message; }
  }
  function render() {
    const v = state.view;
    status.textContent = `${v.scenario} · round ${v.round} of ${v.rounds} · ${v.phase.toLowerCase()} · initiative ${v.initiative}`
      + ` · command ${Object.entries(v.command).map(([n, c]) => `${n} ${c}`).join(', ')}`
      + ` · VP ${Object.entries(v.victoryPoints).map(([n, c]) => `${n} ${c}`).join(', ')}`
      + (v.winner ? ` · ${v.winner} wins: ${v.endReason}` : '');
    board.replaceChildren(drawBoard(map, v));
    const d = v.decision;
    decision.replaceChildren(el('p', {}, el('strong', {}, d.yours ? `Your decision (${state.seat}): ` : `Waiting for ${d.seat}: `), d.prompt),
      ...(v.hand.length ? [el('p', {}, `Your hand: ${v.hand.join(', ')}`)] : []),
      ...d.choices.map(c => el('button', { onclick: () => choose(c), onmouseenter: () => showPreview(c), onfocus: () => showPreview(c) }, c)));
    log.replaceChildren(...state.log.slice(-200).map(e => el('div', {}, el('span', { class: 'n' }, e.n), e.text)));
    log.scrollTop = log.scrollHeight;
  }

  const ws = new WebSocket(`${location.protocol === 'https:' ? 'wss' : 'ws'}://${location.host}/ws/games/${id}?token=${token()}&since=0`);
  ws.addEventListener('message', () => refresh());
  await refresh();
}

// ---- the board: hexes from the map, units and markers from the seat's view

const S = 30;
const H = Math.sqrt(3) / 2 * S;
const TERRAIN = { clear: '#e8efd5', woods: '#7fa36a', rough: '#c9b68c', building: '#b9a38f', pond: '#7fb3d9',
  'shallow-stream': '#9cc7e0', 'deep-stream': '#5f9bc8', bridge: '#c2b280' };
function centre(h) { return [S + h.col * 1.5 * S, H + h.row * 2 * H + (h.col % 2 ? H : 0)]; }
function drawBoard(map, view) {
  const ns = 'http://www.w3.org/2000/svg';
  const svg = document.createElementNS(ns, 'svg');
  const byId = new Map(map.hexes.map(h => [h.id, h]));
  const w = Math.max(...map.hexes.map(h => centre(h)[0])) + S;
  const hh = Math.max(...map.hexes.map(h => centre(h)[1])) + 2 * H;
  svg.setAttribute('viewBox', `0 0 ${w} ${hh}`);
  svg.setAttribute('role', 'img');
  svg.setAttribute('aria-label', `board of ${map.name}`);
  const add = (tag, attrs, text) => {
    const e = document.createElementNS(ns, tag);
    for (const [k, v] of Object.entries(attrs)) e.setAttribute(k, v);
    if (text !== undefined) e.textContent = text;
    svg.append(e);
    return e;
  };
  for (const h of map.hexes) {
    const [x, y] = centre(h);
    const pts = [0, 1, 2, 3, 4, 5].map(i => `${x + S * Math.cos(Math.PI / 3 * i)},${y + S * Math.sin(Math.PI / 3 * i)}`).join(' ');
    const poly = add('polygon', { points: pts, fill: TERRAIN[h.terrain] || '#ddd', stroke: h.level ? '#7a5a2a' : '#999',
      'stroke-width': h.level ? 1 + h.level : 0.5 });
    poly.append(Object.assign(document.createElementNS(ns, 'title'), { textContent: `${h.id}: ${h.terrain}, level ${h.level}` }));
    add('text', { x: x - 8, y: y - H + 9, 'font-size': 7, fill: '#555' }, h.id);
  }
  for (const o of map.objectives) {
    const h = byId.get(o.hex); if (!h) continue;
    const [x, y] = centre(h);
    const held = view.control[o.hex];
    add('circle', { cx: x + 14, cy: y - 10, r: 5, fill: held === 'US' ? '#5b7d3a' : held ? '#7d7d7d' : '#fff', stroke: '#000' });
  }
  const stacks = new Map();
  for (const u of view.units) { if (!u.hex || u.carriedBy) continue; (stacks.get(u.hex) || stacks.set(u.hex, []).get(u.hex)).push(u); }
  for (const [hex, units] of stacks) {
    const h = byId.get(hex); if (!h) continue;
    const [x, y] = centre(h);
    units.forEach((u, i) => {
      const g = add('g', { class: 'unit' });
      const r = document.createElementNS(ns, 'rect');
      Object.entries({ x: x - 16 + i * 3, y: y - 8 + i * 3, width: 32, height: 16, rx: 2,
        fill: u.nation === 'US' ? '#9bbf7a' : '#a9a9a9', stroke: u.activation !== 'FRESH' ? '#c00' : '#000' })
        .forEach(([k, v]) => r.setAttribute(k, v));
      const t = document.createElementNS(ns, 'text');
      t.setAttribute('x', x - 14 + i * 3); t.setAttribute('y', y + 3 + i * 3);
      t.textContent = `${u.id.slice(-5)}${u.condition !== 'NONE' ? ' ' + u.condition[0] : ''}`;
      const title = document.createElementNS(ns, 'title');
      title.textContent = `${u.id} (${u.nation}) ${u.figures.join(', ')} · ${u.activation.toLowerCase()}`
        + `${u.condition !== 'NONE' ? ' · ' + u.condition.toLowerCase() : ''}${u.concealed ? ' · concealed' : ''}`;
      g.append(r, t, title);
    });
  }
  return svg;
}

if (params.get('game')) table(params.get('game')); else lobby();
