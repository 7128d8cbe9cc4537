// A page written against chess.js 1.4, moved to chess-arbiter/compat by changing its import:
//   import { Chess } from 'chess.js'
import { Chess } from 'chess-arbiter/compat';

const chess = new Chess();
const $ = (id) => document.getElementById(id);

function status() {
  if (chess.isCheckmate()) return `Checkmate: ${chess.turn() === 'w' ? 'Black' : 'White'} wins`;
  if (chess.isStalemate()) return 'Draw: stalemate';
  if (chess.isThreefoldRepetition()) return 'Draw: threefold repetition';
  if (chess.isInsufficientMaterial()) return 'Draw: insufficient material';
  if (chess.isDrawByFiftyMoves()) return 'Draw: fifty moves';
  return `${chess.turn() === 'w' ? 'White' : 'Black'} to move${chess.inCheck() ? ', in check' : ''}`;
}

function render() {
  $('board').textContent = chess.ascii();
  $('status').textContent = status();
  $('pgn').textContent = chess.pgn({ maxWidth: 60 });
}

function randomMove() {
  const moves = chess.moves({ verbose: true });
  if (moves.length) chess.move(moves[Math.floor(Math.random() * moves.length)]);
}

$('form').addEventListener('submit', (event) => {
  event.preventDefault();
  try {
    chess.move($('move').value);
    $('move').value = '';
  } catch (err) {
    $('status').textContent = err.message; // 'Invalid move: Nf9', as chess.js says it
    return;
  }
  render();
});
$('random').addEventListener('click', () => {
  randomMove();
  render();
});
$('undo').addEventListener('click', () => {
  chess.undo();
  render();
});
$('auto').addEventListener('click', () => {
  while (!chess.isGameOver()) randomMove();
  render();
});
render();
