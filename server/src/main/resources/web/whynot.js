// "Why not?" (issue 29 · 3): the actions a unit (or a Strategy card) may not take now, greyed, each with the rule that
// refuses it — the server's answer (GET …/whynot?id=U: the engine's own refusal check, on the game as the seat can know
// it), never a rule of the page's.
import { el } from './api.js';

/** The rule a refusal names at its end ("… (000 · Limited Choice of Actions)"), and the refusal without it. */
export function ruleOf(refusal) {
  const m = /\s*\(((?:00\d|IT|R-)[^()]*)\)\s*$/.exec(refusal || '');
  return m ? { text: refusal.slice(0, m.index), rule: m[1] } : { text: refusal || '', rule: null };
}

/** The actions not offered, greyed: the action's name, why not, and the rule's heading; null when every action is offered. */
export function whyNotList(actions, id) {
  const missing = (actions || []).filter(a => !a.offered);
  if (!missing.length) return null;
  return el('div', { class: 'whynot', 'data-unit': id }, el('span', { class: 'hint' }, 'not now: '),
    ...missing.map(a => {
      const r = ruleOf(a.refused);
      return el('div', { class: 'missing', 'data-action': a.action, 'aria-disabled': 'true', title: a.refused || '' },
        el('button', { class: 'choice greyed', disabled: 'disabled' }, a.name), ' ',
        el('span', { class: 'why' }, r.text || 'not offered now'), r.rule ? el('cite', { class: 'rule' }, r.rule) : null);
    }));
}
