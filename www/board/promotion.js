// The promotion chooser's box, drawn by the board (element.js) when a pawn reaches the last
// rank, and again when the board turns or its words change while the chooser is open.
import { pieceSvg } from './pieces.js';
import { fileOf, rankOf } from './squares.js';

/**
 * The promotion chooser's box: `roles` of `color` in a column from `square` towards the middle
 * of the board (`white`: White at the bottom), then a cancel button, named in `labels`.
 * `onClick(role, event)` hears its buttons (role null: cancel).
 */
export function promotionBox({ square, color, roles, white, labels }, onClick) {
  const col = white ? fileOf(square) : 7 - fileOf(square);
  const row = white ? 7 - rankOf(square) : rankOf(square);
  const downwards = row < 4;
  const box = document.createElement('div');
  box.className = `promo${downwards ? '' : ' up'}`;
  box.setAttribute('role', 'dialog');
  box.setAttribute('aria-label', labels.promotion);
  box.style.left = `${col * 12.5}%`;
  if (downwards) box.style.top = `${row * 12.5}%`;
  else box.style.bottom = `${(7 - row) * 12.5}%`;
  for (const role of [...roles, null]) {
    const b = document.createElement('button');
    b.type = 'button';
    if (role) {
      b.dataset.promotion = role;
      b.append(pieceSvg(color, role));
    } else {
      b.className = 'cancel';
      b.textContent = '×';
    }
    b.setAttribute('aria-label', role ? labels.promoteTo[role] : labels.cancel);
    b.addEventListener('click', (e) => onClick(role, e));
    box.append(b);
  }
  return box;
}
