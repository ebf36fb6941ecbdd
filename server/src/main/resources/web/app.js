// The browser client (docs/server.md · The browser table): the lobby — every ruleset's scenarios, seats, optional rules
// and this browser's games — and, for a game (/?game=ID), the table (table.js) with its ruleset's board layer. It shows
// what the server sends and sends back the choice made. It holds no rules.
import { api, store, el, invitedToken } from './api.js';
import { table } from './table.js';
import { me, accountBox, myGames, challenges } from './account.js';
import { LEVELS } from './levels.js';

const app = document.getElementById('app');
const params = new URLSearchParams(location.search);

// ---- lobby

async function lobby() {
  const [scenarios, computers, options, who] = await Promise.all([api('GET', '/api/scenarios'), api('GET', '/api/players'),
    api('GET', '/api/options'), me()]);
  const playersOf = s => (computers.rulesets && computers.rulesets[s.ruleset]) || computers;
  let chosen = null;
  // the optional rules of the scenario's ruleset (003 for Tide of Iron; §17.4 and the errata IT 14 for Iron Tide): a checkbox each
  const rules = el('fieldset', { class: 'options' }, el('legend', {}, 'Optional rules'));
  const folded = el('details', { class: 'optional-rules', id: 'optional-rules' }, el('summary', {}, 'Optional rules (none unless ticked)'), rules);
  let rulesOf = null; // the ruleset whose optional rules are shown (kept, with what is ticked, while its scenarios are picked)
  const showRules = s => {
    if (!s || s.ruleset === rulesOf) return;
    rulesOf = s.ruleset;
    rules.replaceChildren(el('legend', {}, 'Optional rules'),
      ...options.filter(o => (o.ruleset || 'tide-of-iron') === s.ruleset).map(o => el('label', { title: o.summary },
        el('input', { type: 'checkbox', name: 'option', value: o.id }), ` ${o.name} `, el('span', { class: 'hint' }, `(${o.heading}) ${o.summary}`))));
  };
  showRules(scenarios[0]); // the first ruleset's, until a scenario is picked
  const teams = el('input', { type: 'checkbox', id: 'teams', onchange: () => showSeats() });
  const teamsLine = el('label', { class: 'teams', hidden: 'hidden' }, teams, ' a team game: a player for each division (3–4 players)');
  /**
   * A seat's select: you (hot-seat when this browser holds several seats), the computer at a level (easy, normal, hard,
   * expert with their measured strength, levels.js — the algorithms' own names only for a ruleset without levels), a
   * friend by link, or — signed in — an open challenge any other account may take.
   */
  const seatSelect = (name, computerFirst, offer) => {
    const levels = offer.players.filter(p => LEVELS[p]);
    const offered = levels.length ? levels : offer.players;
    const preferred = offered.includes(offer.default) ? offer.default : offered.includes('normal') ? 'normal' : offered[0];
    return el('select', { name, 'aria-label': `${name} played by` },
      el('option', { value: 'human' }, 'you, in this browser (hot-seat)'),
      ...offered.map(p => el('option', { value: p, selected: computerFirst && p === preferred ? 'selected' : null, title: LEVELS[p] || null },
        LEVELS[p] ? `the computer, ${p}` : `the computer (${p})`)),
      el('option', { value: 'invite' }, 'a friend (invitation link)'),
      who.name ? el('option', { value: 'open' }, 'open challenge: any other account may take it') : null);
  };
  function showSeats() {
    const s = chosen, nations = s.sides.map(x => x.nation || x), divisions = s.divisions || {};
    const teamGame = teams.checked && nations.every(n => (divisions[n] || []).length >= 2);
    const names = teamGame ? nations.flatMap(n => divisions[n].map(d => `${n}/${d}`)) : nations;
    // under each seat, what the level chosen there is (its words and measured strength, levels.js): a line of its own,
    // so the select stays short enough for a phone and nothing is cut off
    seats.replaceChildren(...names.map(name => {
      const select = seatSelect(name, name.split('/')[0] !== nations[0], playersOf(s));
      const about = el('span', { class: 'hint level-about', 'data-seat': name });
      const tell = () => { about.textContent = LEVELS[select.value] || ''; about.hidden = !LEVELS[select.value]; };
      select.addEventListener('change', tell);
      tell();
      return el('label', {}, el('span', { class: `nation-tag n-${name.split('/')[0]}` }, name), ' played by ', select, about);
    }));
  }
  const seats = el('div', { class: 'seats' }, el('p', { class: 'hint' }, 'Pick a scenario first.'));
  // the scenario picked: its background, objective, length, forces and a preview of its map (the board a game gets)
  const details = el('div', { class: 'scenario-details', id: 'scenario-details', 'aria-live': 'polite' });
  const showDetails = s => details.replaceChildren(...[
    el('h2', {}, `About ${s.name}`),
    s.label ? el('p', { class: 'demo-label' }, s.label) : null,
    el('p', { class: 'hint' }, `${s.length || `${s.rounds} rounds`}${s.initiative ? ` · ${s.initiative} has the initiative in round 1` : ''}`),
    s.background ? el('p', { class: 'background' }, el('strong', {}, 'Background. '), s.background) : null,
    s.objective ? el('p', { class: 'objective' }, el('strong', {}, 'Objective. '), s.objective) : null,
    el('div', { class: 'forces', id: 'forces' }, ...Object.entries(s.forces || {}).map(([n, lines]) =>
      el('div', {}, el('span', { class: `nation-tag n-${n}` }, n), el('ul', {}, ...lines.map(l => el('li', {}, l)))))),
    s.preview ? el('img', { class: 'map-preview', id: 'map-preview', src: s.preview, alt: `the map of ${s.name}` }) : null].filter(Boolean));
  const list = el('div', { role: 'listbox', 'aria-label': 'scenarios', class: 'scenarios' });
  let game = null;
  for (const s of scenarios) {
    if (s.game && s.game !== game) list.append(el('h3', { class: 'ruleset', style: 'grid-column: 1 / -1' }, s.game)); // a second ruleset's scenarios under its name
    game = s.game || game;
    const item = el('div', { class: 'scenario', role: 'option', tabindex: '0', 'data-id': s.id, 'data-ruleset': s.ruleset, 'aria-selected': 'false' },
      el('div', { class: 'scenario-head' }, el('strong', {}, s.name),
        el('span', { class: 'tags' }, s.length || `${s.rounds} rounds`, ...s.sides.map(x => el('span', { class: `nation-tag n-${x.nation || x}` }, x.nation || x)))),
      s.label ? el('p', { class: 'demo-label' }, s.label) : null,
      el('p', {}, s.objective || s.background || ''));
    const pick = () => {
      chosen = s;
      showDetails(s);
      showRules(s);
      if (matchMedia('(max-width: 760px)').matches) details.scrollIntoView(); // a phone: the details are below the list
      list.querySelectorAll('.scenario').forEach(x => { x.classList.toggle('chosen', x === item); x.setAttribute('aria-selected', x === item); });
      teamsLine.hidden = !s.sides.every(x => ((s.divisions || {})[x.nation || x] || []).length >= 2);
      if (teamsLine.hidden) teams.checked = false;
      showSeats();
    };
    item.addEventListener('click', pick);
    item.addEventListener('keydown', e => { if (e.key === 'Enter' || e.key === ' ') { e.preventDefault(); pick(); } });
    list.append(item);
  }
  const error = el('p', { class: 'refused', role: 'alert' });
  const watchable = el('input', { type: 'checkbox', id: 'spectators' }); // a game spectators may watch (docs/server.md · Accounts)
  // a turn clock (docs/server.md · Accounts): the time a human seat has for each decision; out of time, the game is lost
  const clock = el('select', { id: 'clock', 'aria-label': 'turn clock' }, el('option', { value: '' }, 'no turn clock'),
    ...[[3600, '1 hour'], [86400, '1 day'], [3 * 86400, '3 days']].map(([v, t]) => el('option', { value: v }, `${t} a decision, then the game is lost`)));
  const start = el('button', { id: 'start', class: 'primary', onclick: async () => {
    if (!chosen) { error.textContent = 'Pick a scenario first.'; return; }
    const kinds = {}, mine = [];
    seats.querySelectorAll('select').forEach(sel => {
      kinds[sel.name] = sel.value; // human (you), invite (a friend by link), open (a challenge), or a computer level
      if (sel.value === 'human') mine.push(sel.name);
    });
    try {
      const chosenOptions = [...rules.querySelectorAll('input[name=option]:checked')].map(x => x.value);
      const g = await api('POST', '/api/games', { scenario: chosen.id, seats: kinds, teams: teams.checked && !teamsLine.hidden,
        options: chosenOptions, clock: clock.value ? { perTurn: Number(clock.value) } : null, spectators: watchable.checked });
      const invites = Object.keys(g.tokens).filter(n => !mine.includes(n));
      const tokens = Object.fromEntries(mine.map(n => [n, g.tokens[n]]));
      if (!mine.length && invites.length) tokens[invites[0]] = g.tokens[invites[0]]; // nobody here: keep one seat to watch with
      store.save(g.id, { scenario: chosen.name, ruleset: g.ruleset, tokens, creator: g.creator,
        invites: Object.fromEntries(invites.map(n => [n, `${location.origin}/?game=${g.id}#token=${g.tokens[n]}`])) });
      location.search = `?game=${g.id}`;
    } catch (e) { error.textContent = e.message; }
  } }, 'Start the game');
  const saved = Object.entries(store.games()).map(([id, g]) => el('li', { 'data-game': id },
    el('a', { href: `/?game=${id}` }, g.scenario), ` · you play ${Object.keys(g.tokens).join(' and ')} `, result(id, g), ' ',
    el('button', { class: 'small', onclick: async () => {
      // abandon: the creator's token before the first choice; else this browser's seats consent (the game goes once
      // every human seat has)
      let gone = false;
      if (g.creator) { try { await api('DELETE', `/api/games/${id}`, undefined, g.creator); gone = true; } catch (e) { /* a choice was made */ } }
      for (const t of gone ? [] : Object.values(g.tokens)) { try { await api('DELETE', `/api/games/${id}`, undefined, t); } catch (e) { /* already gone */ } }
      store.forget(id); lobby();
    } }, 'delete')));
  // your games first when you have some: the account's (whose turn, results), then this browser's by link
  const nameOf = id => (scenarios.find(x => x.id === id) || { name: id }).name;
  const accountGames = who.name ? await myGames(nameOf).catch(() => []) : [];
  const held = new Set(accountGames.map(li => li.dataset.game)); // listed once: the account's line says more
  saved.splice(0, saved.length, ...saved.filter(li => !held.has(li.dataset.game)));
  const openChallenges = await challenges(game => { location.search = `?game=${game}`; }, nameOf).catch(() => []);
  const yours = accountGames.length || saved.length ? el('section', { class: 'your-games', id: 'your-games' }, el('h2', {}, 'Your games'),
    accountGames.length ? el('ul', { class: 'saved', id: 'my-games' }, ...accountGames) : null,
    saved.length ? el('ul', { class: 'saved', id: 'browser-games' }, ...saved) : null) : null;
  const open = openChallenges.length ? el('section', { class: 'challenges', id: 'challenges' }, el('h2', {}, 'Open challenges'),
    who.name ? null : el('p', { class: 'hint' }, 'Sign in to take one.'), el('ul', { class: 'saved' }, ...openChallenges)) : null;
  app.replaceChildren(accountBox(who, () => lobby()), ...[yours, open].filter(Boolean), el('div', { class: 'lobby' },
    el('section', {}, el('h2', {}, 'New game'), list),
    el('section', {}, details, el('h2', {}, 'Seats'), teamsLine, seats, el('label', { class: 'clock' }, 'Turn clock: ', clock),
      el('label', { class: 'watchable' }, watchable, ' anyone with the game\'s address may watch it (the public view: no side\'s secrets)'), start, error, folded)));
}

/** How a game this browser holds by link stands: over (who won) or going on; asked of the server with one of its tokens. */
function result(id, g) {
  const out = el('span', { class: 'hint' });
  const token = Object.values(g.tokens || {})[0];
  if (token) {
    api('GET', `/api/games/${id}?since=${1e9}`, undefined, token).then(u => {
      out.textContent = u.over ? `· over: ${u.outcome ? u.outcome.reason : ''}` : u.decision.yours ? '· your turn' : `· waiting for ${u.decision.seat}`;
    }).catch(() => { out.textContent = '· no longer on this server'; });
  }
  return out;
}

// an invitation link opened in a tab already showing its game changes only the fragment: the page reads it afresh
addEventListener('hashchange', () => { if (invitedToken()) location.reload(); });
if (params.get('game')) table(app, params.get('game')); else lobby();
