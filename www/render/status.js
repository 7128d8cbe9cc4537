// The status line (what just happened, then the state of the game), the lines under the move box
// and the notice above the page.
import { $ } from '../dom.js';
import { moveInWords } from '../i18n/index.js';
import { playBlocked, touchMoveNow, touchText, typedMove } from '../legal.js';
import { computerView, statusText } from '../selectors.js';
import { strings } from '../state.js';

/**
 * Writes a text only when it changed: a live region written again with the same words may be
 * read out again by a screen reader, on every render.
 */
function setText(el, text) {
  if (el.textContent !== text) el.textContent = text;
}

export function renderStatus(s) {
  const status = $('status');
  setText(status.querySelector('.announce'), s.announcement);
  setText(status.querySelector('.state'), statusText(s));
  status.classList.toggle('over', Boolean(s.game.outcome()));
}

/**
 * Under the move box, in a live region: an error, else the hint, else the typed move in words,
 * else the touch-move duty. Why no move can be made (the clock paused, the computer's move) is
 * shown below it but not said there: what made it so was said in the status, and a person who
 * tries to move is told it as an error (flows.js).
 */
export function renderHint(s, computer) {
  const hint = $('move-hint');
  let text = s.error;
  if (!text) text = computer.hintText(computerView(s));
  const typed = typedMove(s);
  if (!text && typed) text = `${typed.san}: ${moveInWords(s.settings.lang, typed)}`;
  const blocked = text ? '' : playBlocked(s) ?? '';
  if (!text && !blocked && s.adjustArmed && touchMoveNow(s)) text = strings(s).adjustArmed;
  if (!text && !blocked) text = touchText(s);
  setText(hint, text);
  hint.classList.toggle('error', Boolean(s.error));
  setText($('move-blocked'), blocked);
}

export function renderNotice(s) {
  const n = $('notice');
  setText(n, s.notice);
  n.hidden = !s.notice;
}
