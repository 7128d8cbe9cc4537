// The wire between JS values and Rust (src/wasm/wire.rs and wire.js), round trip: every
// structured value the API returns goes back in where the API takes it, and comes out the same.
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { Game, parsePgn } from 'chess-arbiter';
import { Clock } from 'chess-arbiter/clock';
import { bestMove, levels } from 'chess-arbiter/engine';

test('moves: a Move object, its UCI and its SAN play the same move, and history returns it', () => {
  const fen = 'r3k2r/1P6/8/3Pp3/8/8/8/R3K2R w KQkq e6 0 1';
  for (const move of new Game({ fen }).moves()) {
    for (const input of [move, { from: move.from, to: move.to, promotion: move.promotion }, move.uci, move.san]) {
      const game = new Game({ fen });
      assert.deepEqual(game.play(input), move, `${move.san} as ${JSON.stringify(input)}`);
      assert.deepEqual(game.history(), [move]);
      assert.deepEqual(game.undo(), move);
      assert.deepEqual(game.parseMove(input), move);
    }
  }
});

test('options, outcomes, draws, touches and verdicts keep their shape', () => {
  const chess960 = new Game({ chess960: 518 });
  assert.deepEqual(new Game({ fen: chess960.fen(), chess960: chess960.isChess960() }).moves(), chess960.moves());
  const game = new Game();
  for (const m of ['Nf3', 'Nf6', 'Ng1', 'Ng8', 'Nf3', 'Nf6', 'Ng1']) game.play(m);
  const claims = game.claimableDraws('Ng8');
  assert.deepEqual(claims, ['threefold_repetition']);
  const outcome = game.claimDraw('Ng8');
  assert.deepEqual(outcome, { termination: claims[0], winner: null, result: '1/2-1/2' });
  assert.deepEqual(game.outcome(), outcome);
  const touched = new Game();
  touched.setTouchMove(true);
  touched.touch('g1');
  touched.adjust('e2');
  assert.deepEqual(touched.touches(), [{ square: 'g1', adjust: false }, { square: 'e2', adjust: true }]);
  const verdict = touched.touchVerdict();
  assert.deepEqual(Object.keys(verdict), ['obligation', 'square', 'law', 'text', 'claimForfeited']);
  assert.equal(touched.moves({ square: verdict.square }).length, 2);
  assert.deepEqual([...touched.dests()], [[verdict.square, touched.allowedMoves().map((m) => m.to)]]);
});

test('PGN: parsePgn and Game.fromPgn read what pgn() writes', () => {
  const game = new Game();
  for (const m of ['e4', 'e5', 'Bc4', 'Nc6', 'Qh5', 'Nf6', 'Qxf7']) game.play(m);
  const [read] = parsePgn(game.pgn());
  assert.deepEqual(read.moves, game.history().map((m) => m.san));
  assert.equal(read.result, game.outcome().result);
  assert.equal(read.fen, game.fen());
  assert.deepEqual(Game.fromPgn(game.pgn()).history(), game.history());
});

test('PGN: parsePgn gives each move in SAN, written afresh whatever form the record has', () => {
  const records = [
    '1. e4 e5 2. Qh5 Nc6 3. Bc4 Nf6 4. Qxf7 1-0', // no mate mark
    '1. e2-e4 e7-e5 2. Qd1-h5 Nb8-c6 3. Bf1-c4 Ng8-f6 4. Qh5xf7# 1-0', // long algebraic notation
    '1. e4 e5 2. Qh5+ Nc6!? 3. Bc4 Nf6?? 4. Qxf7+ 1-0', // a wrong check mark, annotations
    '1. e2e4 e7e5 2. d1h5 b8c6 3. f1c4 g8f6 4. h5f7 1-0', // UCI, as engines write moves
    '1. e4 e5 2. ♕h5 ♞c6 3. ♗c4 ♘f6 4. ♕xf7# 1-0', // figurines, as the page's move list shows them
  ];
  for (const text of records) {
    assert.deepEqual(parsePgn(text)[0].moves, ['e4', 'e5', 'Qh5', 'Nc6', 'Bc4', 'Nf6', 'Qxf7#'], text);
  }
  const castles = parsePgn('1. e4 e5 2. Nf3 Nc6 3. Bc4 Bc5 4. 0-0 Nf6 5. Nc3 Ng4 6. h3 h5 7. hxg4 hxg4 8. Ne1 Qh4 9. Nf3 gxf3 *')[0].moves;
  assert.deepEqual(castles.slice(6, 8), ['O-O', 'Nf6']);
  assert.equal(castles.at(-1), 'gxf3');
  assert.equal(castles.at(-3), 'Qh4', 'no check mark where the move gives none');
});

test('PGN: tag values reach JS as written, quotes, backslashes and control characters too', () => {
  // parsePgn hands its games over as JSON: every character JSON must escape is one to check.
  const event = 'a\tb\u0001c\u001f\u007f é ½';
  const text = `[Event "${event}"]\n[White "q\\"x\\\\"]\n\n1. e4 ½-½`;
  const [game] = parsePgn(text);
  assert.equal(game.tags.Event, event);
  assert.equal(game.tags.White, 'q"x\\');
  assert.equal(game.result, '1/2-1/2');
  assert.deepEqual(game.moves, ['e4']);
});

test('clock: toJSON goes back through fromJSON; stages go back through the constructor', () => {
  const clock = new Clock({ stages: [{ moves: 40, time: 5_400_000, increment: 30_000 }, { time: 1_800_000, delay: 5_000, delayKind: 'bronstein' }], penalty: 'two_minutes' });
  clock.start(0, 'w');
  const moved = clock.move(1_000, 'w');
  assert.deepEqual(Object.keys(moved), ['color', 'spent', 'bonus', 'remaining', 'stage', 'newStage']);
  clock.pause(2_000);
  clock.resume(3_000);
  clock.claimPenalty('b', 4_000);
  const saved = JSON.parse(JSON.stringify(clock));
  const back = Clock.fromJSON(saved);
  assert.deepEqual(back.toJSON(), saved);
  assert.deepEqual(back.times(5_000), clock.times(5_000));
  assert.deepEqual(new Clock({ stages: clock.stages(), penalty: clock.penalty() }).stages(), clock.stages());
});

test('engine: a search result\'s moves play in the game they came from; levels are frozen', () => {
  const game = new Game();
  game.play('e4');
  const result = bestMove(game, { level: 3, seed: 7 });
  const copy = new Game({ fen: game.fen() });
  // The same game as {fen, moves}: a move of the same position (the kept table may change the search).
  const again = bestMove({ fen: game.startFen(), moves: game.history().map((m) => m.uci) }, { level: 3, seed: 7 });
  assert.ok(copy.moves().some((m) => m.uci === again.move.uci));
  assert.deepEqual(copy.play(result.move), result.move);
  assert.deepEqual(result.pv[0], result.move);
  assert.ok(Object.isFrozen(levels) && levels.every(Object.isFrozen));
  assert.deepEqual(levels.map((l) => l.level), [1, 2, 3, 4, 5, 6, 7, 8]);
});
