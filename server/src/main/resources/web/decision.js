// Reading the pending decision's choices (plain text, docs/server.md) so the page can group them by unit and put
// them on the board. This reads the choices' words only; which choices exist is the server's business.

/**
 * Each choice's unit (who acts or is asked about), hex (where it goes), target unit, and its label: the server's, in the
 * game's words (issue 29: one labeller per game, {@code options} of the update), else a short one read from the text.
 */
export function analyse(view, hexIds, options) {
  const labels = new Map((options || []).filter(o => o.label).map(o => [o.text, o.label]));
  const d = view.decision;
  const units = new Map([...view.units, ...(view.reserve || [])].map(u => [u.id, u]));
  const active = view.activity && view.activity.unit;
  const out = [];
  for (const text of d.choices) {
    const w = text.split(/\s+/);
    let unit = null, target = null, hex = null, supporters = [];
    for (let i = 1; i < w.length; i++) {
      const prev = w[i - 1];
      if (prev === 'target' && units.has(w[i])) { target = w[i]; continue; }
      if (prev === 'support') { supporters = w[i].split(','); continue; }
      if (prev === 'in') continue;
      if (!unit && units.has(w[i])) unit = w[i];
      else if (!hex && hexIds.has(w[i])) hex = w[i];
    }
    if (!unit && active && ['step', 'stop', 'fire', 'move-to', 'assault', 'embark', 'disembark', 'enter', 'exit', 'lay', 'clear', 'remove-wire'].includes(w[0])) unit = active;
    if (!unit && w[0] === 'opfire') unit = w[1];
    const attack = !!target || w[0] === 'assault';
    out.push({ text, unit, target, hex, supporters, attack, verb: w[0], labelled: labels.has(text), label: labels.get(text) || label(text, unit) });
  }
  return out;
}

/**
 * The choice without its unit's id (the group says who): "act advance us-1" → "advance"; the figures an attack names in
 * the rulebook's words (docs/rulings.md R-CMB-2b): "… figures us-1:mortar-crew" → "… · the mortar crew alone".
 */
function label(text, unit) {
  let t = text.replace(/\s+figures\s+(\S+)$/, (_, list) => ' · ' + list.split(',').map(f => figuresWords(f, unit)).join('; '));
  if (unit) t = t.replace(new RegExp(`(^|\\s)${unit.replace(/[-]/g, '\\-')}(?=\\s|$)`), '');
  t = t.replace(/^act\s+/, '').replace(/\s+/g, ' ').trim();
  return t || text;
}

/** "us-1:machine-gun-crew+officer" → "the machine gun crew and officer alone"; "us-1:all" → "the whole squad" (another unit's: named). */
export function figuresWords(named, unit) {
  const colon = named.lastIndexOf(':'), who = named.slice(0, colon), kinds = named.slice(colon + 1).split('+');
  const words = kinds.includes('all') ? 'the whole squad' : `the ${kinds.map(k => k.replace(/-/g, ' ')).join(' and ')} alone`;
  return who === unit ? words : `${who}: ${words}`;
}

/** Choices grouped: Map unit → [choice] (in the order the server gave them), and the rest. */
export function group(choices) {
  const groups = new Map(), general = [];
  for (const c of choices) {
    if (c.unit) (groups.get(c.unit) || groups.set(c.unit, []).get(c.unit)).push(c);
    else general.push(c);
  }
  return { groups, general };
}

/** The choice that would start a whole move for this unit now: 'act advance U' in an action turn, or null. */
export function advanceOf(choices, unit) {
  return choices.find(c => c.unit === unit && /^act advance /.test(c.text) && c.text.split(/\s+/).length === 3) || null;
}

/** Whether a preview can be asked for this choice (attacks, assaults, steps and whole moves). */
export function previewable(c) {
  return c.attack || c.verb === 'step' || c.verb === 'move-to';
}
