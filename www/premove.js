// Where a piece may be pre-moved (lichess's premoves): every square its kind of move reaches on
// an empty board, so that a move that only becomes possible after the opponent's reply can be
// made in advance — a recapture on a square one of your own pieces stands on now, a pawn's
// capture of a piece not yet there, a rook's move along a file about to open. Geometry only:
// whether the move is legal is decided by the rules when it is the player's turn (legal.js,
// actions.js), and a move that is not is dropped then.

const KNIGHT = [[1, 2], [2, 1], [2, -1], [1, -2], [-1, -2], [-2, -1], [-2, 1], [-1, 2]];
const KING = [[1, 0], [1, 1], [0, 1], [-1, 1], [-1, 0], [-1, -1], [0, -1], [1, -1]];
const ROOK = [[1, 0], [0, 1], [-1, 0], [0, -1]];
const BISHOP = [[1, 1], [-1, 1], [-1, -1], [1, -1]];

const name = (file, rank) => `${'abcdefgh'[file]}${rank + 1}`;
const inside = (file, rank) => file >= 0 && file < 8 && rank >= 0 && rank < 8;

/** The squares a `role` of `color` on (file, rank) reaches on an empty board. */
function reach(role, color, file, rank) {
  const out = [];
  const step = (dirs, far) => {
    for (const [df, dr] of dirs) {
      for (let f = file + df, r = rank + dr; inside(f, r); f += df, r += dr) {
        out.push(name(f, r));
        if (!far) break;
      }
    }
  };
  switch (role) {
    case 'p': {
      const dir = color === 'w' ? 1 : -1;
      if (inside(file, rank + dir)) out.push(name(file, rank + dir));
      if (rank === (color === 'w' ? 1 : 6)) out.push(name(file, rank + 2 * dir));
      for (const df of [-1, 1]) if (inside(file + df, rank + dir)) out.push(name(file + df, rank + dir));
      break;
    }
    case 'n': step(KNIGHT, false); break;
    case 'k': step(KING, false); break;
    case 'b': step(BISHOP, true); break;
    case 'r': step(ROOK, true); break;
    case 'q': step([...ROOK, ...BISHOP], true); break;
    default: break;
  }
  return out;
}

/**
 * The pre-move destinations of `color`'s pieces on `board` (the rules' board: 64 squares from
 * a1, each {role, color} or null), as a Map square -> squares, joined with `extra` (the rules'
 * own destinations for the side, which add castling), and the from+to of the pawn moves that
 * promote.
 */
export function premoveDests(board, color, extra = new Map()) {
  const dests = new Map();
  const promotions = [];
  const last = color === 'w' ? 7 : 0;
  board.forEach((piece, i) => {
    if (!piece || piece.color !== color) return;
    const from = name(i % 8, Math.floor(i / 8));
    const to = new Set([...reach(piece.role, color, i % 8, Math.floor(i / 8)), ...(extra.get(from) ?? [])]);
    if (!to.size) return;
    dests.set(from, [...to]);
    if (piece.role === 'p') for (const t of to) if (Number(t[1]) - 1 === last) promotions.push(from + t);
  });
  return { dests, promotions };
}
