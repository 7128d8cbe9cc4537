// Helpers of the differential tests of chess-arbiter/compat: run one call on chess.js and on
// the compat Chess, and require the same outcome (the same value, or an error with the same
// message).
import assert from 'node:assert/strict';
import { rng as seededRng } from '../../scripts/lib.mjs';

/** A Move or any value as plain data: its own enumerable properties, in order, and `after`. */
export function plain(value) {
  if (Array.isArray(value)) return value.map(plain);
  if (value && typeof value === 'object') {
    const out = {};
    for (const key of Object.keys(value)) out[key] = plain(value[key]);
    if (typeof value.isCapture === 'function') {
      out['is()'] = ['isCapture', 'isPromotion', 'isEnPassant', 'isKingsideCastle', 'isQueensideCastle', 'isBigPawn'].map((f) => value[f]());
    }
    return out;
  }
  return value;
}

function outcome(fn) {
  try {
    return { value: plain(fn()) };
  } catch (err) {
    if (err?.name !== 'SyntaxError') return { error: err instanceof Error ? err.message : String(err) };
    return { error: err.message, syntax: plain({ name: err.name, found: err.found, location: err.location }) };
  }
}

/** Calls `method(...args)` on both and asserts the same result; returns chess.js's. */
export function same(theirs, ours, method, args = [], context = '') {
  const a = outcome(() => theirs[method](...args));
  const b = outcome(() => ours[method](...args));
  // chess.js's PGN grammar names what it expected in its own words (a peggy parser); ours
  // refuses the same texts, naming the line and column (README: the differences)
  if (method === 'loadPgn' && a.error && !a.error.startsWith('Invalid')) {
    assert.match(b.error ?? '', /^Invalid PGN: unexpected .* at line \d+, column \d+$/, `${a.error} ${context}`);
    // ...but throws it as chess.js does: an Error named SyntaxError, with what it found and
    // where (at the token it could not read; chess.js's at its grammar's furthest point)
    const { name, found, location } = b.syntax ?? {};
    assert.equal(name, 'SyntaxError', context);
    assert.equal(found, args[0][location.start.offset], context);
    assert.equal(location.end.offset, location.start.offset + 1, context);
    return undefined;
  }
  assert.deepStrictEqual(b, a, `${method}(${args.map((x) => JSON.stringify(x)).join(', ')}) ${context}`);
  return a.value;
}

/** The bench scripts' xorshift32, the seed spread first (small seeds would start with small numbers). */
export const rng = (seed) => seededRng(Math.imul(seed, 0x9e3779b1));

/** The queries that read a position without changing it, compared in every position visited. */
export const QUERIES = [
  ['fen'], ['turn'], ['hash'], ['inCheck'], ['isCheck'], ['isCheckmate'], ['isStalemate'], ['isDraw'],
  ['isDrawByFiftyMoves'], ['isInsufficientMaterial'], ['isThreefoldRepetition'], ['isGameOver'],
  ['moveNumber'], ['moves'], ['getCastlingRights', ['w']], ['getCastlingRights', ['b']], ['getComment'],
];

/** What is compared after every move. */
export const CHEAP = [['fen'], ['hash'], ['turn'], ['isCheck'], ['moves'], ['isThreefoldRepetition']];

/** The queries that cost more, compared now and then. */
export const SLOW_QUERIES = [
  ['moves', [{ verbose: true }]], ['ascii'], ['board'], ['fen', [{ forceEnpassantSquare: true }]],
  ['getHeaders'], ['header'], ['history'], ['history', [{ verbose: true }]], ['pgn'], ['getComments'],
  ['findPiece', [{ type: 'k', color: 'w' }]], ['findPiece', [{ type: 'p', color: 'b' }]],
];

/** Every square name, a8..h1, and a few that are not squares. */
export const SQUARE_NAMES = [...'abcdefgh'].flatMap((f) => [...'12345678'].map((r) => f + r)).concat(['z9', 'E2', '']);

/** Square-wise queries on a random square. */
export function squareQueries(random) {
  const sq = SQUARE_NAMES[random(SQUARE_NAMES.length)];
  const color = ['w', 'b'][random(2)];
  return [
    ['get', [sq]], ['attackers', [sq]], ['attackers', [sq, color]], ['isAttacked', [sq, color]],
    ['squareColor', [sq]], ['moves', [{ square: sq }]], ['moves', [{ square: sq, verbose: true }]],
    ['moves', [{ piece: 'pnbrqkx'[random(7)] }]], ['moves', [{ piece: 'pnbrqk'[random(6)], verbose: true }]],
  ];
}

export function compareAll(theirs, ours, queries, context) {
  for (const [method, args] of queries) same(theirs, ours, method, args, context);
}
