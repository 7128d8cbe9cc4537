// The keyboard focus across a render. A render may take away the element that has the focus: the
// move list is drawn anew, a button turns disabled (Undo at the start, Resign once the game is
// over, the navigation at either end), the draw offer's answers hide, the move box is disabled
// by the end of the game. The browser then drops the focus to the page's body, and a keyboard or
// screen-reader user is lost at its top. Instead the focus goes to the nearest sensible place:
// the move shown in the list, the other end's navigation button, the nearest button of the
// same group, New game after the end, else the board.
import { $ } from '../dom.js';

/** Where the navigation buttons send the focus when they turn disabled (at an end of the game). */
const NAV = {
  'nav-start': ['nav-next', 'nav-end'],
  'nav-prev': ['nav-next', 'nav-end'],
  'nav-next': ['nav-prev', 'nav-start'],
  'nav-end': ['nav-prev', 'nav-start'],
};

/**
 * Other elements that send the focus to fixed places: the move form's (Hint is disabled while it
 * searches, the move box and Play by the end of the game) to the move box, else New game; the
 * draw offer's answers to the board.
 */
const FIXED = [
  ['#move-form', ['move-input', 'new-game']],
  ['#offer', ['board']],
];

/** What has the focus before a render: {el, ply, path} (the move's, in the move list), or null. */
export function focusBefore() {
  const el = document.activeElement;
  if (!el || el === document.body) return null;
  return { el, ply: el.dataset?.ply ?? null, path: el.dataset?.path ?? null };
}

function usable(el) {
  return Boolean(el?.isConnected && !el.disabled && !el.closest('[hidden], dialog:not([open])'));
}

/** The move list's button to take the focus: the move shown, else the same move, else the first. */
function inList(list, { ply, path }) {
  const current = list.querySelector('button[aria-current]');
  if (current) return current;
  const same = path !== null ? [...list.querySelectorAll('button[data-path]')].find((b) => b.dataset.path === path)
    : list.querySelector(`button[data-ply="${CSS.escape(ply ?? '')}"]`);
  return same ?? list.querySelector('button.move');
}

/** The nearest usable button of the element's group (the game's actions): the next ones first. */
function inGroup(el) {
  const group = el.closest('[role="group"]');
  if (!group) return null;
  const buttons = [...group.querySelectorAll('button')];
  const at = buttons.indexOf(el);
  return [...buttons.slice(at + 1), ...buttons.slice(0, Math.max(0, at)).reverse()].find(usable) ?? null;
}

function byIds(ids) {
  return ids.map((id) => $(id)).find(usable) ?? null;
}

/**
 * After a render: if the element that had the focus before it (`before`, from focusBefore) can
 * no longer have it, the focus goes to the nearest sensible place (see above).
 */
export function keepFocus(before, board) {
  if (!before || usable(before.el)) return;
  const { el } = before;
  if (el.closest('#audit-view')) return; // the Audit view keeps its own focus (render/audit.js)
  const active = document.activeElement;
  if (active && active !== document.body && active !== el) return; // the focus went somewhere on purpose
  const list = $('moves');
  let target = null;
  if (!el.isConnected && (before.ply !== null || before.path !== null)) target = inList(list, before);
  else if (NAV[el.id]) target = byIds(NAV[el.id]);
  else {
    const fixed = FIXED.find(([where]) => el.closest(where));
    target = fixed ? byIds(fixed[1]) : inGroup(el);
  }
  if (!target || target === board) board.focusSquare();
  else target.focus();
}
