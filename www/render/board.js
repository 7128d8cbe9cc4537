// The board and the players beside it.
import { $ } from '../dom.js';
import { boardView, playerName } from '../selectors.js';
import { other } from '../state.js';

export function renderBoard(s, board) {
  // While a dialog asks about a move made on the board, the board keeps showing that move.
  if (s.busy) return;
  const view = boardView(s);
  board.fen = view.fen; // the same position again drops what the board showed meanwhile (a refused move)
  board.orientation = view.orientation;
  board.setAttribute('hints', view.hints);
  board.setAttribute('coordinates', view.coordinates);
  board.promotions = view.promotions;
  board.dests = view.dests;
  if (view.bound) board.selected = view.bound;
  board.lastMove = view.lastMove;
  board.check = view.check;
}

/** The players, with the side to move marked. */
export function renderPlayers(s) {
  const bottom = s.settings.orientation;
  for (const [id, color] of [['player-bottom', bottom], ['player-top', other(bottom)]]) {
    const el = $(id);
    el.querySelector('.name').textContent = playerName(s, color);
    el.classList.toggle('to-move', !s.game.outcome() && s.game.turn() === color);
    el.classList.toggle('black', color === 'b');
  }
}
