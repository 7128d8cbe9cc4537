// chess-arbiter/compat: chess.js 1.4's API (`import { Chess } from 'chess-arbiter/compat'`).
export { Chess, DEFAULT_POSITION, SEVEN_TAG_ROSTER, SQUARES } from './chess.js';
export { Move } from './move.js';
export { validateFen } from './setup.js';
export { xoroshiro128 } from './zobrist.js';
export const WHITE = 'w';
export const BLACK = 'b';
export const PAWN = 'p';
export const KNIGHT = 'n';
export const BISHOP = 'b';
export const ROOK = 'r';
export const QUEEN = 'q';
export const KING = 'k';
