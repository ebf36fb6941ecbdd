// A phone's table (issue 29 · 5): the board fills the screen and the decision comes in a sheet over its bottom edge,
// folded to one line with a tap on its handle; a finger held on anything a mouse would point at (a hex, a counter, a
// choice) shows what pointing shows — the path and the op fire a move could meet, the odds of an attack, line of
// sight —, without choosing. The page's own panels are moved into the sheet, not copied. No rules here.

const PHONE = '(max-width: 760px)';
const HOLD_MS = 450; // a finger held this long points (a tap is shorter)

/**
 * The bottom sheet for {@code panels} (in that order; nulls skipped), on a phone-sized screen only: the panels go back
 * where they were when the screen grows. The handle's line says what the sheet holds (the decision's prompt).
 */
export function mountSheet(app, panels, summaryOf) {
  const body = document.createElement('div');
  body.className = 'sheet-body';
  const summary = document.createElement('span');
  summary.className = 'sheet-summary';
  const handle = document.createElement('button');
  handle.id = 'sheet-handle';
  handle.className = 'sheet-handle';
  handle.setAttribute('aria-expanded', 'true');
  handle.setAttribute('aria-controls', 'sheet');
  handle.title = 'fold or unfold the decision';
  handle.append(document.createElement('span'), summary);
  handle.firstChild.className = 'grip';
  const sheet = document.createElement('section');
  sheet.id = 'sheet';
  sheet.className = 'sheet';
  sheet.setAttribute('aria-label', 'the decision');
  sheet.append(handle, body);
  handle.addEventListener('click', () => {
    const folded = sheet.classList.toggle('folded');
    handle.setAttribute('aria-expanded', String(!folded));
    fit();
  });
  const homes = panels.filter(Boolean).map(p => ({ p, parent: p.parentNode, next: p.nextSibling }));
  const media = matchMedia(PHONE);
  /** The page's foot left free for the sheet, so the last panels below the board can be scrolled into view above it. */
  const fit = () => { document.body.style.paddingBottom = media.matches ? `${sheet.offsetHeight}px` : ''; };
  const place = () => {
    if (media.matches) {
      body.replaceChildren(...homes.map(h => h.p));
      if (!sheet.isConnected) app.append(sheet);
      document.body.classList.add('phone');
    } else {
      for (const h of homes) if (h.parent) h.parent.insertBefore(h.p, h.next && h.next.parentNode === h.parent ? h.next : null);
      sheet.remove();
      document.body.classList.remove('phone');
    }
    window.dispatchEvent(new Event('resize')); // the board fits its new size
    fit();
  };
  media.addEventListener('change', place);
  place();
  const say = () => { summary.textContent = summaryOf(); fit(); };
  new MutationObserver(say).observe(body, { childList: true, subtree: true, characterData: true });
  say();
  holdToPoint(document);
  return sheet;
}

/**
 * A finger held still on an element points at it, as a mouse would: {@code mouseover} (bubbling: the board's hexes) and
 * {@code mouseenter} on it and its ancestors (a choice button, a counter); the click that ends the hold is not a click,
 * and no context menu opens.
 */
export function holdToPoint(root) {
  if (root.toiHold) return;
  root.toiHold = true;
  let timer = null, held = false, from = null;
  root.addEventListener('pointerdown', e => {
    held = false;
    clearTimeout(timer);
    if (e.pointerType !== 'touch') return;
    from = [e.clientX, e.clientY];
    const target = e.target;
    timer = setTimeout(() => { held = true; point(target); }, HOLD_MS);
  }, true);
  root.addEventListener('pointermove', e => {
    if (from && Math.hypot(e.clientX - from[0], e.clientY - from[1]) > 10) clearTimeout(timer); // a drag pans, it does not point
  }, true);
  for (const end of ['pointerup', 'pointercancel']) root.addEventListener(end, () => { clearTimeout(timer); from = null; }, true);
  root.addEventListener('click', e => { if (held) { held = false; e.preventDefault(); e.stopPropagation(); } }, true);
  root.addEventListener('contextmenu', e => { if (held || (e.target.closest && e.target.closest('svg.board, button'))) e.preventDefault(); }, true);
}

function point(target) {
  target.dispatchEvent(new MouseEvent('mouseover', { bubbles: true, view: window }));
  for (let n = target; n && n !== document; n = n.parentNode) n.dispatchEvent(new MouseEvent('mouseenter', { bubbles: false, view: window }));
}
