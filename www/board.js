// <chess-board>: a chess board as a custom element, with no dependencies and no rules.
//
// It draws a position (the `fen` attribute; only the piece placement field is read) and lets a
// person move pieces by click-click, drag (mouse, pen, touch) or keyboard. It knows nothing of
// the rules: it is told which moves are legal (`dests`, `promotions`) and reports the move a
// person made as a `move` event. Exported by the package as `chess-arbiter/board`.
//
//   <chess-board fen="rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1"
//                orientation="white" last-move="e2e4" check="e8"></chess-board>
//
//   board.dests = { e2: ['e3', 'e4'], g1: ['f3', 'h3'] };  // or a Map; squares that may move
//   board.promotions = ['e7e8', 'e7d8'];                     // from+to that need a piece chosen
//   board.addEventListener('move', (e) => e.detail);         // {from, to, promotion?}
//   board.addEventListener('select', (e) => e.detail);       // {square}: a piece was picked up
//   board.addEventListener('press', (e) => e.detail);        // {square}: a piece that may not be
//                                                            // picked up was pressed (touch-move)
//
// Attributes: fen, orientation ("white" | "black"), last-move ("e2e4"), check ("e1"),
// coordinates ("off" hides them), hints ("off" hides legal-move dots), turned ("b" or "w": that
// side's pieces are drawn upside down, for a player across the table). Properties of the same
// names, plus dests, promotions, labels (the words used for screen readers), selected, arrows
// ([{from, to}]: drawn over the board, hidden from screen readers: say their meaning in words),
// and flip(), focusSquare(square), choosePromotion(square, color).
// Test hooks: squares carry data-square="e4", pieces data-piece="wN" (P for pawns), the
// promotion chooser's buttons data-promotion="q", arrows data-arrow="e2e4".
//
// The element lives in board/ (element.js, and the pieces, squares, styles and English labels
// it uses); this entry defines it as <chess-board> on import.
import { ChessBoard } from './board/element.js';

export { ChessBoard } from './board/element.js';
export { pieceSvg } from './board/pieces.js';
export { parsePlacement } from './board/squares.js';

if (!customElements.get('chess-board')) customElements.define('chess-board', ChessBoard);
