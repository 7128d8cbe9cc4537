// The first screen's choices (selectors.js startView): shown until a game is started or played.
import { $ } from '../dom.js';
import { startView } from '../selectors.js';

export function renderStart(s) {
  const view = startView(s);
  $('start').hidden = !view.shown;
  if (!view.shown) return;
  $('start-friend-sub').textContent = view.friend;
  $('start-computer-sub').textContent = view.computer;
}
