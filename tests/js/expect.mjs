// Assertions the JS test files share (imported, never run by itself: not a *.test.mjs file).
import assert from 'node:assert/strict';
import { ChessError } from 'chess-arbiter';

/** Every `code` a ChessError may carry. */
export const CODES = new Set(['INVALID_FEN', 'INVALID_MOVE', 'ILLEGAL_MOVE', 'AMBIGUOUS_MOVE', 'INVALID_PGN', 'GAME_OVER', 'NO_CLAIM', 'INVALID_ARGUMENT']);

/** `fn` throws a ChessError with `code`, whose message starts with the code and matches `detail`. */
export function throwsCode(fn, code, detail) {
  assert.throws(fn, (err) => {
    assert.ok(err instanceof ChessError, `expected a ChessError, got ${err && err.stack}`);
    assert.equal(err.code, code);
    assert.match(err.message, new RegExp(`^${code}: `));
    if (detail) assert.match(err.message, detail);
    return true;
  });
}
