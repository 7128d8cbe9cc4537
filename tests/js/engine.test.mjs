// The computer opponent through the built package (`chess-arbiter/engine`), imported by its name
// as users do: bestMove in the calling thread, the Engine class in a worker_threads worker, every
// kind of position it takes, every error, and hostile input. No assertion depends on wall time:
// limits are checked by node counts.
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { ChessError, Game } from 'chess-arbiter';
import { ChessError as EngineChessError, Engine, bestMove, levels } from 'chess-arbiter/engine';
import { CODES, throwsCode } from './expect.mjs';

const START = 'rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1';
const FOOLS_MATE = 'rnb1kbnr/pppp1ppp/8/4p3/6Pq/5P2/PPPPP2P/RNBQKBNR w KQkq - 1 3';
// Black is a queen up; White's knight has gone out and back once (the moves below), so going
// out again repeats a position: a draw the engine finds only through the game's history.
const REPETITION_FEN = '4k3/8/8/1q6/8/8/8/K5N1 w - - 0 1';
const REPETITION_MOVES = ['Nf3', 'Kd8', 'Ng1', 'Ke8'];


/**
 * Checks that the result's move and PV are legal from `game` (and written as the Game writes
 * them); returns the outcome at the end of the PV. The game is left as it was.
 */
function assertLegal(game, result) {
  assert.ok(result.move, 'a move');
  assert.ok(game.moves().some((m) => m.uci === result.move.uci), `${result.move.uci} is legal in ${game.fen()}`);
  assert.deepEqual(result.pv[0], result.move);
  for (const m of result.pv) assert.deepEqual(game.play(m.uci), m);
  const outcome = game.outcome();
  for (let i = 0; i < result.pv.length; i++) game.undo();
  return outcome;
}

test('the entry throws the one ChessError class and lists the levels', () => {
  assert.equal(EngineChessError, ChessError);
  assert.equal(levels.length, 8);
  assert.deepEqual(levels[0], { level: 1, name: 'beginner' });
  assert.deepEqual(levels[7], { level: 8, name: 'strong club player' });
  levels.forEach((l, i) => assert.equal(l.level, i + 1));
  assert.ok(Object.isFrozen(levels) && Object.isFrozen(levels[0]));
});

test('mate in 1 and mate in 2 are found, with a mate score and a PV that mates', () => {
  const one = bestMove('6k1/5ppp/8/8/8/8/8/R5K1 w - - 0 1', { nodes: 20_000 });
  assert.deepEqual(one.score, { mate: 1 });
  assert.equal(one.move.san, 'Ra8#');
  assert.deepEqual(one.move, { from: 'a1', to: 'a8', piece: 'r', san: 'Ra8#', uci: 'a1a8' });
  assert.deepEqual(one.pv.map((m) => m.san), ['Ra8#']);

  for (const fen of ['8/6k1/1R6/8/8/8/8/R1K5 w - - 0 1', '7k/8/5K2/8/8/8/8/1Q6 w - - 0 1', '1q6/8/8/8/8/5k2/8/7K b - - 0 1']) {
    const two = bestMove(fen, { nodes: 200_000 });
    assert.deepEqual(two.score, { mate: 2 }, fen);
    assert.equal(assertLegal(new Game({ fen }), two)?.termination, 'checkmate', fen);
    assert.equal(two.pv.length, 3);
  }
  // The side being mated sees it too.
  assert.deepEqual(bestMove('6k1/5ppp/8/8/8/8/8/R5K1 b - - 0 1', { nodes: 20_000 }).score.mate ?? 0, 0);
  assert.deepEqual(bestMove('R5k1/5ppp/8/8/8/8/8/6K1 b - - 0 1').move, null);
});

test('levels 1 and 8 play legal moves; a seed repeats a level\'s choice', () => {
  const fen = 'r1bqk2r/pppp1ppp/2n2n2/2b1p3/2B1P3/2NP1N2/PPP2PPP/R1BQK2R b KQkq - 0 5';
  for (const level of [1, 8]) {
    for (let seed = 0; seed < 5; seed++) {
      const result = bestMove(fen, { level, seed, nodes: level === 8 ? 20_000 : undefined });
      assertLegal(new Game({ fen }), result);
      assert.ok(result.depth >= 1 && result.nodes >= 1);
      assert.ok('cp' in result.score || 'mate' in result.score);
    }
  }
  // Level 1 left to its own defaults (2,000 nodes); chosen moves repeat by seed.
  for (let seed = 0; seed < 10; seed++) {
    const a = bestMove(START, { level: 1, seed });
    assert.ok(a.nodes <= 2_000);
    assert.equal(bestMove(START, { level: 1, seed }).move.uci, a.move.uci);
  }
});

test('a Game is searched from its current position, with its history counting for repetitions', () => {
  const game = new Game({ fen: REPETITION_FEN });
  for (const m of REPETITION_MOVES) game.play(m);
  const fen = game.fen();
  const result = bestMove(game, { nodes: 100_000 });
  assert.deepEqual(result.score, { cp: 0 });
  assert.equal(result.move.san, 'Nf3');
  assert.equal(game.fen(), fen, 'the Game is not changed');
  // The same position without its history is lost.
  assert.ok(bestMove(fen, { nodes: 100_000 }).score.cp < -500);
  // A start FEN and the moves, in SAN and UCI mixed, are the same game.
  const listed = bestMove({ fen: REPETITION_FEN, moves: ['Nf3', 'e8d8', 'f3g1', 'Ke8'] }, { nodes: 100_000 });
  assert.deepEqual(listed.score, { cp: 0 });
  assert.equal(listed.move.uci, 'g1f3');
  // From the standard start, moves in either notation.
  const opening = bestMove({ fen: START, moves: ['e4', 'e7e5', 'Nf3'] }, { level: 4, seed: 3 });
  const replayed = new Game();
  for (const m of ['e4', 'e5', 'Nf3']) replayed.play(m);
  assertLegal(replayed, opening);
  assert.equal(replayed.turn(), 'b');
});

test('Chess960: castling king-takes-rook in the moves and in the result', () => {
  const fen = '4k3/8/8/8/8/8/8/RK5R w HA - 0 1';
  const game = new Game({ fen, chess960: true });
  assert.deepEqual(game.moves().filter((m) => m.castle).map((m) => m.uci).sort(), ['b1a1', 'b1h1']);
  game.play('b1h1');
  for (const position of [game, { fen, moves: ['b1h1'], chess960: true }, { fen, moves: ['O-O'], chess960: true }]) {
    const result = bestMove(position, { nodes: 20_000 });
    assertLegal(game, result);
  }
  // A numbered start position, searched through the Game; castling moves come back as the
  // Game writes them.
  const start = new Game({ chess960: 100 });
  const result = bestMove(start, { level: 8, nodes: 20_000 });
  assertLegal(start, result);
  assert.ok(start.isChess960());
  // Castling comes back written king-takes-rook, as the Game writes it.
  const reply = bestMove({ fen: 'rk5r/8/8/8/8/8/8/RK5R b HAha - 0 1', chess960: true }, { nodes: 20_000 });
  assertLegal(new Game({ fen: 'rk5r/8/8/8/8/8/8/RK5R b HAha - 0 1', chess960: true }), reply);
  if (reply.move.castle) assert.ok(['b8a8', 'b8h8'].includes(reply.move.uci));
});

test('a game that is over gives move null', () => {
  assert.deepEqual(bestMove(FOOLS_MATE), { move: null, score: { mate: 0 }, pv: [], depth: 0, nodes: 0 });
  assert.deepEqual(bestMove('7k/5Q2/6K1/8/8/8/8/8 b - - 0 1'), { move: null, score: { cp: 0 }, pv: [], depth: 0, nodes: 0 });
  const mated = new Game();
  for (const m of ['f3', 'e5', 'g4', 'Qh4#']) mated.play(m);
  assert.deepEqual(bestMove(mated).score, { mate: 0 });
  // Endings the moves do not show: a resignation, a draw by agreement.
  const resigned = new Game();
  resigned.play('e4');
  resigned.resign('b');
  assert.equal(bestMove(resigned).move, null);
  const drawn = new Game();
  for (const m of ['e4', 'e5']) drawn.play(m);
  drawn.agreeDraw();
  assert.deepEqual(bestMove(drawn), { move: null, score: { cp: 0 }, pv: [], depth: 0, nodes: 0 });
  // An insufficient material draw is over at once.
  assert.equal(bestMove('8/8/4k3/8/8/3K4/8/8 w - - 0 1').move, null);
});

test('the node limit holds; a movetime search returns', () => {
  for (const nodes of [1, 100, 5_000, 30_000]) {
    const result = bestMove(START, { nodes });
    assert.ok(result.nodes <= nodes, `${result.nodes} <= ${nodes}`);
    assertLegal(new Game(), result);
  }
  assert.ok(bestMove(START, { level: 3, nodes: 50_000 }).nodes <= 50_000);
  const timed = bestMove(START, { movetime: 50, nodes: 1e9 });
  assertLegal(new Game(), timed);
});

test('errors name the problem: positions and moves', () => {
  throwsCode(() => bestMove('nonsense'), 'INVALID_FEN', /fields/);
  throwsCode(() => bestMove(''), 'INVALID_FEN', /empty/);
  throwsCode(() => bestMove({ fen: '' }), 'INVALID_FEN', /empty/);
  throwsCode(() => bestMove({ fen: '8/8/8 w - - 0 1' }), 'INVALID_FEN');
  throwsCode(() => bestMove({ fen: '8/8/8/8/8/8/8/8 w - - 0 1', moves: [] }), 'INVALID_FEN', /king/i);
  throwsCode(() => bestMove({ fen: START, moves: ['zz9'] }), 'INVALID_MOVE', /"moves"\[0\] 'zz9'/);
  throwsCode(() => bestMove({ fen: START, moves: ['e4\ne5'] }), 'INVALID_MOVE', /"moves"\[0\]/);
  throwsCode(() => bestMove({ fen: START, moves: ['e4', 'e4'] }), 'ILLEGAL_MOVE', /"moves"\[1\] 'e4'/);
  throwsCode(() => bestMove({ fen: START, moves: ['e2e5'] }), 'ILLEGAL_MOVE', /"moves"\[0\] 'e2e5'/);
  throwsCode(() => bestMove({ fen: '4k3/8/8/8/8/8/8/1N2KN2 w - - 0 1', moves: ['Nd2'] }), 'AMBIGUOUS_MOVE', /"moves"\[0\] 'Nd2'/);
  throwsCode(() => bestMove({ fen: FOOLS_MATE, moves: ['a3'] }), 'ILLEGAL_MOVE', /"moves"\[0\] 'a3'.*over/);
  throwsCode(() => bestMove(), 'INVALID_ARGUMENT', /position must be a FEN, \{fen, moves\} or a Game, got undefined/);
  throwsCode(() => bestMove(42), 'INVALID_ARGUMENT', /got number 42/);
  throwsCode(() => bestMove([START]), 'INVALID_ARGUMENT', /got an array/);
  throwsCode(() => bestMove({ fen: 1 }), 'INVALID_ARGUMENT', /"fen" must be a FEN string, got number 1/);
  throwsCode(() => bestMove({ fen: START, moves: 'e4' }), 'INVALID_ARGUMENT', /"moves" must be an array.*got the string "e4"/);
  throwsCode(() => bestMove({ fen: START, moves: [null] }), 'INVALID_ARGUMENT', /"moves"\[0\] must be a move.*got null/);
  throwsCode(() => bestMove({ fen: START, chess960: 1 }), 'INVALID_ARGUMENT', /"chess960" must be true or false, got number 1/);
  throwsCode(() => bestMove({ get fen() { throw new Error('no fen here'); } }), 'INVALID_ARGUMENT', /no fen here/);
  const freed = new Game();
  freed.free();
  throwsCode(() => bestMove(freed), 'INVALID_ARGUMENT');
});

test('errors name the problem: options', () => {
  const cases = [
    [{ level: 0 }, /"level" must be a whole number from 1 to 8, got number 0/],
    [{ level: 9 }, /"level".*got number 9/],
    [{ level: 2.5 }, /"level".*got number 2.5/],
    [{ level: '8' }, /"level".*got the string "8"/],
    [{ movetime: 0 }, /"movetime" must be a time in milliseconds, a number above 0, got number 0/],
    [{ movetime: -5 }, /"movetime".*got number -5/],
    [{ movetime: NaN }, /"movetime".*got number NaN/],
    [{ movetime: Infinity }, /"movetime".*got number Infinity/],
    [{ movetime: '1000' }, /"movetime".*got the string "1000"/],
    [{ nodes: 0 }, /"nodes" must be a whole number from 1, got number 0/],
    [{ nodes: 1.5 }, /"nodes".*got number 1.5/],
    [{ nodes: 2 ** 60 }, /"nodes"/],
    [{ seed: -1 }, /"seed" must be a whole number from 0 to 2\^53 - 1, got number -1/],
    [{ seed: 0.5 }, /"seed".*got number 0.5/],
    ['fast', /search options must be an object such as \{level: 5, movetime: 1000\}, got the string "fast"/],
    [[8], /search options must be an object.*got an array/],
    [{ get level() { throw new Error('level getter'); } }, /level getter/],
  ];
  for (const [options, detail] of cases) throwsCode(() => bestMove(START, options), 'INVALID_ARGUMENT', detail);
  // The module keeps working after errors.
  assertLegal(new Game(), bestMove(START, { level: 2 }));
});

// A small seeded generator, so that a failure can be replayed.
function rng(seed) {
  let s = seed >>> 0;
  return () => {
    s = (s + 0x6d2b79f5) >>> 0;
    let t = s;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 2 ** 32;
  };
}

test('property: hostile positions and options give a result or a ChessError, never anything else', () => {
  const random = rng(9);
  const pick = (xs) => xs[Math.floor(random() * xs.length)];
  const chars = 'pnbrqkPNBRQK12345678/ -wbKQkqabcdefgh0=+#xO\n\u0000é';
  const text = () => {
    if (random() < 0.5) {
      const fen = pick([START, REPETITION_FEN, FOOLS_MATE, '4k3/8/8/8/8/8/8/RK5R w HA - 0 1']);
      const at = Math.floor(random() * fen.length);
      return fen.slice(0, at) + pick([...chars]) + fen.slice(at + 1 + Math.floor(random() * 2));
    }
    return Array.from({ length: Math.floor(random() * 30) }, () => pick([...chars])).join('');
  };
  const throwing = () => new Proxy({}, { get() { throw new Error('trap'); } });
  const value = (depth = 0) => pick([
    () => text(),
    () => random() * 2e9 - 1e9,
    () => pick([undefined, null, true, false, NaN, -0, Infinity, 10n, Symbol('s'), () => START]),
    () => (depth > 1 ? [] : Array.from({ length: Math.floor(random() * 4) }, () => value(depth + 1))),
    () => throwing(),
    () => ({ fen: pick([START, text(), value(depth + 1)]), moves: pick([undefined, [], ['e4', 'e5'], [text()], value(depth + 1)]), chess960: pick([undefined, true, false, value(depth + 1)]) }),
    () => ({ startFen: () => pick([START, text()]), history: () => pick([[], [{ uci: 'e2e4' }], [{ uci: text() }], null]), isChess960: () => false }),
  ])();
  const option = () => pick([
    () => value(),
    () => ({ level: pick([1, 8, 0, 9, 3.5, '4', value()]), nodes: pick([undefined, 1, 200, 0, -1, value()]), seed: pick([undefined, 0, 7, -3, value()]), movetime: pick([undefined, 1, 0, value()]) }),
  ])();
  let results = 0;
  let errors = 0;
  for (let i = 0; i < 3000; i++) {
    // A position with a small budget, or hostile options with a finished game (read before it
    // is seen to be over): no input makes a long search.
    const [position, options] = i % 2 ? [value(), { nodes: 200, level: pick([1, 5, 8]) }] : [FOOLS_MATE, option()];
    try {
      const result = bestMove(position, options);
      assert.ok(result && 'move' in result && Array.isArray(result.pv), `a result for ${i}`);
      if (options && typeof options.nodes === 'number' && options.nodes > 0) assert.ok(result.nodes <= options.nodes);
      results++;
    } catch (err) {
      assert.ok(err instanceof ChessError, `#${i}: expected a ChessError, got ${err && err.stack}`);
      assert.ok(CODES.has(err.code));
      errors++;
    }
  }
  assert.ok(results > 100 && errors > 100, `${results} results, ${errors} errors`);
  assertLegal(new Game(), bestMove(START, { nodes: 1_000 }));
});

// ---------------------------------------------------------------------------------------------
// The Engine class (a worker_threads worker in Node).

/** Rejects as a cancelled search does. */
async function rejectsAbort(promise) {
  await assert.rejects(promise, (err) => {
    assert.ok(err instanceof DOMException, `expected a DOMException, got ${err && err.stack}`);
    assert.equal(err.name, 'AbortError');
    return true;
  });
}

// A search that would take minutes, to be cancelled.
const LONG = { level: 8, nodes: 1e12 };

test('Engine: searches resolve, in a worker, for every kind of position', async () => {
  const engine = new Engine();
  try {
    const mate = await engine.search('6k1/5ppp/8/8/8/8/8/R5K1 w - - 0 1', { nodes: 20_000 });
    assert.equal(mate.move.san, 'Ra8#');
    assert.deepEqual(mate.score, { mate: 1 });
    const game = new Game({ fen: REPETITION_FEN });
    for (const m of REPETITION_MOVES) game.play(m);
    const drawn = await engine.search(game, { nodes: 100_000 });
    assert.deepEqual(drawn.score, { cp: 0 });
    assert.equal(drawn.move.san, 'Nf3');
    const listed = await engine.search({ fen: START, moves: ['e4', 'e7e5'] }, { level: 1, seed: 4 });
    const replayed = new Game();
    replayed.play('e4');
    replayed.play('e5');
    assertLegal(replayed, listed);
    const mated = new Game();
    for (const m of ['f3', 'e5', 'g4', 'Qh4#']) mated.play(m);
    assert.equal((await engine.search(mated)).move, null);
    const resigned = new Game();
    resigned.resign('w');
    assert.equal((await engine.search(resigned)).move, null);
    // Errors cross the worker as ChessErrors.
    await assert.rejects(engine.search('nonsense'), (err) => err instanceof ChessError && err.code === 'INVALID_FEN' && /^INVALID_FEN: /.test(err.message));
    await assert.rejects(engine.search({ fen: START, moves: ['e5'] }), (err) => err instanceof ChessError && err.code === 'ILLEGAL_MOVE' && /"moves"\[0\] 'e5'/.test(err.message));
    await assert.rejects(engine.search(START, { level: 11 }), (err) => err instanceof ChessError && /"level".*got number 11/.test(err.message));
    await assert.rejects(engine.search({ fen: START, moves: [() => 'e4'] }), (err) => err instanceof ChessError && err.code === 'INVALID_ARGUMENT');
    await assert.rejects(engine.search(START, { signal: 'stop' }), (err) => err instanceof ChessError && /"signal" must be an AbortSignal/.test(err.message));
    // Still working after the errors.
    assert.ok((await engine.search(START, { level: 2 })).move);
  } finally {
    engine.terminate();
  }
});

test('the same seed, position and limits give the same move, call after call, in bestMove and an Engine', async () => {
  // The table a search left behind changed the next one's choice: Nxc3, then Qc2.
  const fen = '2kr1bnr/p3pp2/n7/1p3PPp/6bR/PPp5/3PP1P1/RNBQ1BK1 w - - 0 16';
  const first = bestMove(fen, { level: 5, seed: 0 });
  for (let i = 0; i < 2; i++) assert.deepEqual(bestMove(fen, { level: 5, seed: 0 }), first);
  const engine = new Engine();
  try {
    for (let i = 0; i < 2; i++) assert.deepEqual(await engine.search(fen, { level: 5, seed: 0 }), first);
  } finally {
    engine.terminate();
  }
});

test('Engine: a moves array behind a Proxy is searched in the worker; a rejection keeps its reason', async () => {
  const engine = new Engine();
  try {
    // It could not be posted, and was searched in the calling thread: done before cancel() came.
    const searching = engine.search({ fen: START, moves: new Proxy(['e4'], {}) }, { level: 8, nodes: 5_000_000 });
    engine.cancel();
    await assert.rejects(searching, (err) => err.name === 'AbortError');
    const moves = ['e4', 'e5', 'Ke3'];
    let thrown;
    assert.throws(() => bestMove({ fen: START, moves }), (err) => (thrown = err) instanceof ChessError);
    assert.equal(thrown.reason, 'no_piece_can_move');
    await assert.rejects(engine.search({ fen: START, moves }), (err) => err instanceof ChessError && err.code === thrown.code && err.reason === thrown.reason && err.message === thrown.message);
  } finally {
    engine.terminate();
  }
});

test('Engine: cancel(), a new search and an AbortSignal end the pending search with AbortError', async () => {
  const engine = new Engine();
  try {
    const first = engine.search(START, LONG);
    engine.cancel();
    await rejectsAbort(first);
    engine.cancel(); // nothing pending: nothing happens
    // A new search after a cancel starts a new worker and works.
    assert.ok((await engine.search(START, { nodes: 2_000 })).move);

    const replaced = engine.search(START, LONG);
    const next = engine.search(START, { level: 1 });
    await rejectsAbort(replaced);
    assert.ok((await next).move);

    const controller = new AbortController();
    const signalled = engine.search(START, { ...LONG, signal: controller.signal });
    setTimeout(() => controller.abort(), 20);
    await rejectsAbort(signalled);
    const already = new AbortController();
    already.abort();
    await rejectsAbort(engine.search(START, { signal: already.signal }));
    // An unused signal does not disturb its search.
    const quiet = new AbortController();
    assert.ok((await engine.search(START, { nodes: 2_000, signal: quiet.signal })).move);
    quiet.abort();
    assert.ok((await engine.search(START, { nodes: 2_000 })).move);
  } finally {
    engine.terminate();
  }
});

test('Engine: terminate() ends the pending search and the engine', async () => {
  const engine = new Engine();
  const pending = engine.search(START, LONG);
  engine.terminate();
  await rejectsAbort(pending);
  await assert.rejects(engine.search(START), (err) => err instanceof ChessError && err.code === 'INVALID_ARGUMENT' && /terminated/.test(err.message));
  engine.terminate(); // twice is harmless
});
