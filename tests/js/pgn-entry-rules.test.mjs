// chess-arbiter/pgn carries the rules entry's API with the PGN reader (issue 21: a page's
// chess-arbiter leaves it out, so pages that read records load it from here).
import assert from 'node:assert/strict';
import { test } from 'node:test';
import * as rules from 'chess-arbiter';
import * as pgn from 'chess-arbiter/pgn';

const RECORD = '[Event "Club"]\n[Result "1/2-1/2"]\n\n1. f3 e5 2. g4 Qh4# 1/2-1/2\n\n[Event "Next"]\n\n1. d4 d5 *\n';

test("chess-arbiter/pgn's Game reads, judges and writes a record as Node's chess-arbiter does", () => {
  const ours = pgn.Game.fromPgn(RECORD);
  const theirs = rules.Game.fromPgn(RECORD);
  assert.deepEqual(ours.outcome(), { termination: 'checkmate', winner: 'b', result: '0-1' });
  assert.equal(ours.recordedResult(), '1/2-1/2');
  assert.deepEqual(ours.warnings().map((w) => w.kind), ['result_mismatch']);
  assert.equal(ours.pgn(), theirs.pgn());
  assert.deepEqual(ours.warnings(), theirs.warnings());
  assert.deepEqual(pgn.parsePgn(RECORD), rules.parsePgn(RECORD));
  assert.equal(pgn.perft('rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1', 3), 8902);
});

test("chess-arbiter/pgn's Game plays as the rules entry's, and its errors are the one ChessError", () => {
  const game = new pgn.Game();
  assert.equal(game.play('e4').uci, 'e2e4');
  assert.equal(game.moves().length, 20);
  assert.equal(pgn.ChessError, rules.ChessError);
  assert.throws(() => pgn.Game.fromPgn('1. e4 Ke7 *'), (err) => err instanceof rules.ChessError && err.code === 'INVALID_PGN');
  assert.throws(() => game.play('Ke2'), (err) => err instanceof rules.ChessError && err.code === 'ILLEGAL_MOVE');
});
