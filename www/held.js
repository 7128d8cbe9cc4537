// Over the board with a clock (Law 6.2): a move made on the board is completed by pressing the
// clock. Until then it is held: shown on the board, the mover's clock still running, and it
// cannot be changed (Law 4.7: a piece released on a square stays there). The player may still
// offer a draw with it (Law 9.1.2.1: after the move, before pressing the clock) or claim a draw
// with it as the intended move (Law 9.2.1.1, 9.3.1). These selectors read it; otb-actions.js
// holds it and completes it.
import { atEnd } from './game.js';

/** Whether the over-the-board layout is on: the setting, in a game between two people. */
export function otbOn(s) {
  return Boolean(s.settings.otb && s.game && !s.computer);
}

/** Whether a move made on the board waits for its clock press (over the board, with a clock). */
export function holdsMoves(s) {
  return otbOn(s) && Boolean(s.clock);
}

/**
 * The move held for its clock press (a Move of the rules), or null. It stands only in the
 * position it was made in, at the end of the line, the game going on: a flag fall, an undo, a
 * new game or a claim leave it behind.
 */
export function heldMove(s) {
  const h = s.held;
  if (!h || !holdsMoves(s) || !atEnd(s) || s.game.outcome() || s.game.fen() !== h.before) return null;
  return h.move;
}
