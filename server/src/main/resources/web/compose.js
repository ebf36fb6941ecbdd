// Groups picked on the board (issue 29 · 2): an attack's supporters toggled by clicking their counters, the attack's kind
// and the lead's firing figures picked on the attack panel, the preview asked afresh at each toggle. No rules here: the
// supporters and figures offered are the ones the server's choices name (the lead alone, or with every eligible
// supporter; the figures variants it lists); any other group is composed in the same words (`… support A,B`) and the
// server's preview says what it would do — or the rule that refuses it — and its apply checks it when it is sent.

/** An attack choice in parts: up to its kind (`… target T normal`), its supporters, its figures (`figures U:KIND`). */
export function attackParts(text) {
  const m = /^(.*?\btarget \S+ \S+)(?: support (\S+))?(?: (figures \S+))?$/.exec(text);
  return m ? { head: m[1], supporters: m[2] ? m[2].split(',') : [], figures: m[3] || '' } : null;
}

/** The attack's text from its parts (the grammar the server reads: docs/server.md, Choice.Attack). */
export function attackText(head, supporters, figures) {
  return head + (supporters.length ? ` support ${supporters.join(',')}` : '') + (figures ? ` ${figures}` : '');
}

/**
 * The attacks the decision offers by a lead on a target (decision.js's analysed choices): each kind's head, the supporters
 * any offered choice names (in the server's order), the figures variants offered; null when it offers none.
 */
export function attackGroup(choices, lead, target) {
  const group = { lead, target, heads: [], eligible: [], figures: [''] };
  for (const c of choices) {
    if (!c.attack || c.unit !== lead || c.target !== target) continue;
    const p = attackParts(c.text);
    if (!p) continue;
    if (!group.heads.includes(p.head)) group.heads.push(p.head);
    for (const s of p.supporters) if (!group.eligible.includes(s)) group.eligible.push(s);
    if (p.figures && !group.figures.includes(p.figures)) group.figures.push(p.figures);
  }
  return group.heads.length ? group : null;
}

/** A composition: the group, the kind's head, the supporters picked, the figures named; its text. */
export function composition(group) {
  const alone = group.heads[0];
  return { group, head: alone, chosen: new Set(), figures: group.figures.includes('') ? '' : group.figures[1] || '' };
}

export function composedText(k) {
  return attackText(k.head, k.group.eligible.filter(s => k.chosen.has(s)), k.figures);
}

/** A supporter clicked (on the board or the panel): in, or out again. Answers whether it is one of the group's. */
export function toggle(k, unit) {
  if (!k.group.eligible.includes(unit)) return false;
  if (k.chosen.has(unit)) k.chosen.delete(unit); else k.chosen.add(unit);
  return true;
}

/**
 * Units ticked for a choice that names any set of them — `opfire-mode A B …` (000 · Place Units in Op Fire Mode: "players
 * may assign any number of their units to Op Fire mode"): the units the decision's choices name, each ticked on the board or the panel; null when the
 * decision has no such choice.
 */
export function tickGroup(choices, verb) {
  const eligible = [];
  for (const c of choices) {
    const w = c.text.split(/\s+/);
    if (w[0] === verb) for (const id of w.slice(1)) if (!eligible.includes(id)) eligible.push(id);
  }
  return choices.some(c => c.text.split(/\s+/)[0] === verb) ? { verb, eligible, chosen: new Set() } : null;
}

/** The choice the ticked units make, in the decision's order of them. */
export function tickText(t) {
  return [t.verb, ...t.eligible.filter(x => t.chosen.has(x))].join(' ');
}
