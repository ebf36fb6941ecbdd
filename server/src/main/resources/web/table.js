// The table, for every ruleset (docs/server.md · The browser table): the seats this browser holds (hot-seat, invitation
// links), the updates the server sends (a seat's events, its decision, its view) and pushes over a WebSocket, the choices
// sent back, undo, the decision panel, the event log, the hand-over screen and the end of the game. What a game draws —
// its board, its counters, its own panels — is its board layer's, chosen by the game's ruleset: toi-layer.js (Tide of
// Iron), irontide-layer.js (Iron Tide). No rules here.
import { api, store, el, invitedToken } from './api.js';
import { sessionEntry } from './account.js';
import { recordPanel, seedLines } from './seal.js';
import { mountSheet } from './sheet.js';

/** Each ruleset's board layer: a module whose `mount(ctx)` answers the layer (see the end of this file). */
const LAYERS = { 'tide-of-iron': () => import('./toi-layer.js'), 'iron-tide': () => import('./irontide-layer.js') };

/** After the next frame is painted. */
export const painted = () => new Promise(done => requestAnimationFrame(() => setTimeout(done, 0)));

export async function table(app, id) {
  const early = window.toiEarly || {}; // the map and the state index.html asked for before the modules loaded
  const earlyState = early.state ? await early.state : null;
  let entry = store.games()[id], known = earlyState && earlyState.game === id ? earlyState : null;
  const invited = invitedToken();
  if (invited) { // an invitation link: this browser takes that seat (and the token leaves the address)
    const s = known = known && early.token === invited ? known : await api('GET', `/api/games/${id}`, undefined, invited);
    entry = entry || { scenario: s.scenario, tokens: {}, invites: {} };
    entry.tokens[s.seat] = invited;
    store.save(id, entry);
    history.replaceState(null, '', `/?game=${id}`);
  }
  if (!entry) entry = await sessionEntry(id); // a seat the signed-in account holds (account.js)
  if (!entry) { app.replaceChildren(el('p', { class: 'refused' }, 'This browser holds no seat of that game.')); return; }
  const mySeats = Object.keys(entry.tokens);
  const first = await firstUpdate(id, entry.tokens, known);
  const ruleset = first.u.ruleset || 'tide-of-iron';
  const mapped = (early.map || Promise.resolve(null)).then(m => m || api('GET', `/api/games/${id}/map`));
  const st = { number: 0, update: null, view: null, decision: null, kinds: {}, players: {}, log: [], seat: first.seat, handedTo: first.seat,
    busy: false, refusal: null, confirming: null, undo: 0, total: 0, thinking: null, offline: false };
  const token = (seat = st.seat) => entry.tokens[seat];

  // the shared panels; the layer's board and panels go round them
  const status = document.getElementById('status') || el('div', { class: 'status', id: 'status' });
  const thinking = document.getElementById('thinking') || el('div', { class: 'thinking', id: 'thinking', role: 'status', 'aria-live': 'polite' });
  const decision = el('div', { class: 'panel decision', id: 'decision' });
  const log = el('div', { class: 'log', id: 'log' });
  const end = el('div', { id: 'end' });
  const handover = el('div', { class: 'handover', id: 'handover', hidden: 'hidden' });
  const invites = Object.entries(entry.invites || {}).map(([n, url]) => invite(id, n, url));
  const ctx = { id, app, entry, mySeats, st, token, map: await mapped, panels: { status, thinking, decision, log, end, handover },
    get: path => api('GET', `/api/games/${id}${path}`, undefined, token()),
    send, choose, undo, render, renderDecision, sync };
  const layer = await (LAYERS[ruleset] || LAYERS['tide-of-iron'])().then(m => m.mount(ctx));
  if (layer.title) { // the game's name in the header and the tab
    document.title = layer.title;
    const h1 = document.querySelector('header h1');
    if (h1) h1.textContent = layer.title;
  }

  // the page: the layer's board (in the page's frame already, for Tide of Iron) with the shared panels round it
  const record = el('div', { class: 'panel record', id: 'record' }); // the seed's commitment, resign, rematch (seal.js)
  // the end of the game heads the side panels, beside the board: it covers no hex (issue 29)
  const sidePanels = [end, decision, ...(layer.panels || []), el('h3', {}, 'Events'), log, record];
  const frame = layer.board.closest && layer.board.closest('.game');
  if (frame) { // the page's frame (page/table.html): filled round the board, which stays where it was painted
    layer.board.before(status, thinking, ...invites, ...(layer.above || [])); // the invitation above the board: seen without scrolling
    layer.board.after(...(layer.below || []));
    frame.querySelector('aside.side').replaceChildren(...sidePanels);
    app.append(handover);
  } else {
    app.replaceChildren(...(layer.banner || []), el('div', { class: 'game' },
      el('section', { class: 'main' }, status, thinking, ...invites, ...(layer.above || []), layer.board, ...(layer.below || [])),
      el('aside', { class: 'side' }, ...sidePanels)), handover);
  }
  // a phone: the decision (and what the layer shows of a choice or a hex) in a sheet over the board's foot
  mountSheet(app, [end, ...(layer.sheet || []), decision], () => {
    const p = decision.querySelector('.prompt') || decision.querySelector('p');
    return st.update && st.update.over ? 'The game is over' : p ? p.textContent : '';
  });

  // -- talking to the server

  async function refresh() {
    let asked = null;
    if (mySeats.length > 1) { // hot-seat: follow the seat the game asks
      for (const seat of mySeats) {
        const u = await api('GET', `/api/games/${id}?since=${1e9}`, undefined, token(seat));
        if (u.decision.yours) asked = seat;
      }
    }
    if (asked && asked !== st.seat) { st.seat = asked; st.number = 0; st.log = []; }
    apply(await api('GET', `/api/games/${id}?since=${st.number}`, undefined, token()));
  }
  function apply(u) {
    const before = st.number;
    const fresh = u.events.filter(e => e.n > st.number);
    st.log.push(...fresh);
    // a choice may cause no event (squad transfers ended): the choices made and the thinking tell a change too
    const changed = u.number !== before || !st.view || u.choices !== st.total || u.thinking !== st.thinking;
    Object.assign(st, { number: u.number, update: u, view: u.view, decision: u.decision, kinds: u.seats, players: u.players || {},
      thinking: u.thinking, undo: u.undo || 0, total: u.choices || 0 });
    if (changed) {
      st.confirming = null;
      if (layer.changed) layer.changed(u, fresh, before);
      render(); // nothing new: the page stays as it is (no button redrawn under the pointer)
    }
  }
  async function choose(text, then) {
    st.busy = true; st.refusal = null; st.confirming = null; renderThinking();
    try {
      apply(await api('POST', `/api/games/${id}/choices`, { token: token(), seen: st.number, choice: text }));
      await refresh();
      const rest = [].concat(then || []); // what follows: one choice, or several in turn (figures transferred one by one)
      if (rest.length && st.decision.yours) await choose(rest[0], rest.length > 1 ? rest.slice(1) : undefined);
    } catch (e) {
      st.refusal = e.status === 409 ? `${e.message} (the page caught up: choose again)` : `refused: ${e.message}`;
      if (e.status === 409) await refresh();
    } finally { st.busy = false; render(); if (st.missed) sync(); }
  }
  /** A choice clicked: sent, or first shown for a confirmation when the layer says it commits and "confirm moves" is on. */
  function send(text, then) {
    if (layer.confirms && layer.confirms(text, then)) { st.confirming = { text, then }; renderDecision(); return; }
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
  /**
   * Updates pushed by the server (docs/server.md · WebSocket). Its heartbeat ({"heartbeat": ms}, answered with a pong) says
   * the connection lives while nothing happens: the page calls it lost only when it closes or stays silent for three
   * heartbeats, then tries again, catching up on what was missed; the banner goes as soon as it is back (issue 29).
   */
  function follow() {
    const ws = new WebSocket(`${location.protocol === 'https:' ? 'wss' : 'ws'}://${location.host}/ws/games/${id}`);
    const hello = JSON.stringify({ token: token(), since: st.number }); // the seat's token in the first message, not the address
    let heard = Date.now(), every = 15000, gone = false;
    const lost = () => {
      if (gone) return;
      gone = true; clearInterval(watch);
      st.offline = true; renderThinking(); setTimeout(follow, 3000);
    };
    const watch = setInterval(() => { if (Date.now() - heard > 3 * every) { lost(); ws.close(); } }, 5000);
    ws.addEventListener('open', () => {
      ws.send(hello);
      if (st.offline) { st.offline = false; renderThinking(); sync(); }
    });
    ws.addEventListener('message', m => {
      heard = Date.now();
      if (typeof m.data === 'string' && m.data.startsWith('{"heartbeat"')) { // alive: nothing to catch up on
        every = JSON.parse(m.data).heartbeat || every;
        ws.send('{"pong":true}');
        return;
      }
      if (st.busy) st.missed = true; else sync();
    });
    ws.addEventListener('close', lost);
  }

  // -- drawing

  function render() {
    if (!st.view) return;
    renderStatus(); renderThinking(); renderEnd(); recordPanel(record, ctx);
    if (st.update.over) end.append(...seedLines(st.update.seed)); // the end screen: the seed revealed, checked here
    layer.render();
    renderDecision(); renderLog(); renderHandover();
  }
  function renderStatus() {
    status.dataset.choices = st.total; // how far the game is: the choices in effect
    status.replaceChildren(...layer.status().filter(Boolean));
  }
  function renderThinking() {
    if (!st.view) return;
    // the connection banner only while it is really lost, and never on the end screen (issue 29)
    const text = st.offline && !st.update.over ? 'the connection to the server is lost: trying again…' : st.busy ? 'sending your choice…'
      : st.thinking ? `the computer is thinking… (${st.thinking})` : '';
    thinking.textContent = text;
    thinking.classList.toggle('on', !!text);
  }
  function renderEnd() {
    const u = st.update;
    if (!u.over) { end.replaceChildren(); end.className = ''; return; }
    end.className = 'end';
    end.replaceChildren(...(layer.end ? layer.end(u.outcome) : [el('h2', { id: 'result' }, u.outcome ? u.outcome.reason : 'the game is over'),
      el('a', { href: '/' }, 'back to the lobby')]));
  }
  /** The decision: whose it is, its prompt, its choices (the layer may lay them out its way), a typed choice, undo. */
  function renderDecision() {
    const d = st.decision;
    const parts = [];
    if (st.refusal) parts.push(el('p', { class: 'refused', role: 'alert', id: 'error' }, st.refusal));
    if (st.update.over) { parts.push(el('p', {}, el('strong', {}, 'The game is over.'))); decision.replaceChildren(...parts); return; }
    const undoLine = el('p', { class: 'undo' }, st.undo > 0 // last, so the decision's own choices come first
      ? el('button', { id: 'undo', onclick: () => undo() }, `Undo (${st.undo} choice${st.undo === 1 ? '' : 's'})`)
      : el('button', { id: 'undo', disabled: 'disabled',
          title: 'nothing to take back: another player has chosen since, or something was revealed (a die, a card, a hidden unit)' },
        'Undo'));
    if (!d.yours) {
      parts.push(el('p', {}, el('strong', {}, `Waiting for ${d.seat}`), st.kinds[d.seat] === 'computer'
        ? ` (the computer${st.players[d.seat] ? `: ${st.players[d.seat]}` : ''})` : '', ': ', d.prompt));
      decision.replaceChildren(...parts, undoLine); return;
    }
    if (st.handedTo !== st.seat) { parts.push(el('p', {}, `Hand the screen to ${st.seat}.`)); decision.replaceChildren(...parts); return; }
    parts.push(el('p', { class: 'prompt' }, el('strong', {}, `Your decision (${st.seat}): `), d.prompt));
    if (st.confirming) {
      const { text, then } = st.confirming;
      parts.push(el('div', { class: 'confirm', id: 'confirm', role: 'alertdialog', 'aria-label': 'confirm the choice' },
        el('p', { title: then ? `${text}, then ${then}` : text }, `${labelOf(text)}${then ? `, then ${labelOf(then).replace(/^./, c => c.toLowerCase())}` : ''}?`),
        el('button', { id: 'confirm-yes', class: 'primary', onclick: () => choose(text, then) }, 'Confirm'), ' ',
        el('button', { id: 'confirm-no', onclick: () => { st.confirming = null; renderDecision(); } }, 'Cancel')));
    }
    parts.push(...(layer.choices ? layer.choices() : [el('div', { class: 'buttons' }, ...d.options.map(o => choiceButton(o)))]));
    const typed = el('input', { id: 'typed', name: 'typed', size: 24, placeholder: layer.typedHint || 'a choice as text', 'aria-label': 'type a choice' });
    parts.push(el('form', { class: 'typed', onsubmit: e => { e.preventDefault(); if (typed.value.trim()) send(typed.value.trim()); } },
      el('label', { for: 'typed', class: 'hint' }, 'or type a choice: '), typed, el('input', { type: 'submit', value: 'send' })));
    decision.replaceChildren(...parts, undoLine);
  }
  /** A choice's words for a person: the option's label, else the ruleset layer's words for it, else the text itself. */
  function labelOf(text) {
    const o = (st.decision && st.decision.options || []).find(x => x.text === text);
    return (o && o.label) || (layer.labelOf && layer.labelOf(text)) || text;
  }
  /** A button for one of the decision's options: its label, its text as data-choice (what is sent). */
  function choiceButton(o) {
    return el('button', { class: `choice${layer.attack && layer.attack(o.text) ? ' attack' : ''}`, 'data-choice': o.text, title: o.text,
      disabled: st.busy ? 'disabled' : null, onclick: () => send(o.text),
      onmouseenter: () => layer.hoverChoice && layer.hoverChoice(o.text), onmouseleave: () => layer.hoverChoice && layer.hoverChoice(null),
      onfocus: () => layer.hoverChoice && layer.hoverChoice(o.text) }, o.label || o.text);
  }
  ctx.choiceButton = choiceButton;
  function renderLog() {
    const shown = st.replay ? st.log.filter(e => e.n <= st.replay.number) : st.log; // replaying: the log as it stood then
    log.replaceChildren(...shown.slice(-250).map(e => {
      const rule = (e.event && e.event.rule) || null;
      const text = rule && e.text.endsWith(` (${rule})`) ? e.text.slice(0, -rule.length - 3) : e.text;
      return el('div', { class: `ev ev-${e.type}` }, el('span', { class: 'n' }, e.n), text, rule ? el('cite', {}, rule) : null);
    }));
    log.scrollTop = log.scrollHeight;
  }
  function renderHandover() {
    if (mySeats.length < 2 || st.handedTo === st.seat || st.update.over) { handover.hidden = true; return; }
    handover.hidden = false;
    handover.replaceChildren(el('p', {}, `${st.seat} to play. ${mySeats.filter(s => s !== st.seat).join(', ')}: look away.`),
      el('button', { id: 'pass-to', class: 'primary', onclick: () => { st.handedTo = st.seat; render(); if (layer.focus) layer.focus(); } }, `Pass to ${st.seat}`));
  }

  if (layer.ready) await layer.ready();
  apply(first.u); // the first render
  follow(); // then the pushes, from the number seen
  if (layer.after) layer.after();
}

/**
 * An invitation to a seat: the link, naming the server as this page reached it — or, when that is this computer's own
 * name (localhost), the server's address on the network, which a friend can reach —, and a button that copies it.
 */
function invite(id, seat, stored) {
  const link = origin => `${origin}/?game=${id}#token=${new URLSearchParams(new URL(stored).hash.slice(1)).get('token')}`;
  const input = el('input', { value: link(location.origin), readonly: 'readonly', size: 50, id: `invite-${seat}`, onfocus: e => e.target.select() });
  const note = el('span', { class: 'hint' });
  const copy = el('button', { class: 'small copy', id: `copy-${seat}`, onclick: async () => {
    try { await navigator.clipboard.writeText(input.value); } catch (e) { input.select(); document.execCommand('copy'); }
    copy.textContent = 'copied ✓';
    setTimeout(() => { copy.textContent = 'copy the link'; }, 2000);
  } }, 'copy the link');
  if (/^(localhost|127\.|\[::1\])/.test(location.host)) {
    api('GET', '/api/address').then(a => {
      if (a.origin) input.value = link(a.origin);
      else note.textContent = ' (this server listens on this computer only: serve it with --host 0.0.0.0 for a friend elsewhere)';
    }).catch(() => {});
  }
  return el('p', { class: 'invite' }, `Invite a friend to play ${seat}: `, input, ' ', copy, note);
}

/** The first update: the seat the game asks among this browser's seats (hot-seat: the first if none), and its state. */
async function firstUpdate(id, tokens, known) {
  const seats = Object.keys(tokens);
  let seat = seats[0];
  if (seats.length > 1) {
    const asked = await Promise.all(seats.map(s => api('GET', `/api/games/${id}?since=${1e9}`, undefined, tokens[s])));
    seat = seats[asked.findIndex(u => u.decision.yours)] || seats[0];
  }
  return { seat, u: known && known.seat === seat ? known : await api('GET', `/api/games/${id}`, undefined, tokens[seat]) };
}

// A board layer (toi-layer.js, irontide-layer.js) exports `mount(ctx)`, answering an object with:
//   board       the board's element (the layer draws into it)
//   panels      the layer's side panels, after the decision (optional); above / below: elements round the board
//   sheet       on a phone, the layer's elements shown in the sheet over the board, before the decision (optional)
//   status()    the status line's parts
//   render()    draws the board and the layer's panels from ctx.st (the update, the view, the decision)
//   changed(u, fresh, before)  a new update arrived (optional); choices()  the decision's choices laid out (optional)
//   title, confirms(text, then), attack(text), hoverChoice(text), end(outcome), focus(), ready(), after()  (optional)
