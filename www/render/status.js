// The status line (what just happened, then the state of the game), the line under the move box
// and the notice above the page.
import { $ } from '../dom.js';
import { moveInWords } from '../i18n/index.js';
import { playBlocked, touchMoveNow, touchText, typedMove } from '../legal.js';
import { computerView, statusText } from '../selectors.js';
import { strings } from '../state.js';

export function renderStatus(s) {
  const status = $('status');
  status.querySelector('.announce').textContent = s.announcement;
  status.querySelector('.state').textContent = statusText(s);
  status.classList.toggle('over', Boolean(s.game.outcome()));
}

/** Under the move box: an error, else the hint, else the typed move in words, else why no move can be made, else the touch-move duty. */
export function renderHint(s, computer) {
  const hint = $('move-hint');
  let text = s.error;
  if (!text) text = computer.hintText(computerView(s));
  const typed = typedMove(s);
  if (!text && typed) text = `${typed.san}: ${moveInWords(s.settings.lang, typed)}`;
  if (!text) text = playBlocked(s) ?? '';
  if (!text && s.adjustArmed && touchMoveNow(s)) text = strings(s).adjustArmed;
  if (!text) text = touchText(s);
  hint.textContent = text;
  hint.classList.toggle('error', Boolean(s.error));
}

export function renderNotice(s) {
  const n = $('notice');
  n.textContent = s.notice;
  n.hidden = !s.notice;
}
