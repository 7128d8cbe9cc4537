// Property test: random strings, odd values and hostile objects thrown at every method that
// takes input. Only ChessErrors may come out, each with a code, and the module keeps working.
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { ChessError, Game, parsePgn, perft } from 'chess-arbiter';
import { CODES } from './expect.mjs';


let seed = 0x2545f491;
function random() {
  seed ^= seed << 13;
  seed ^= seed >>> 17;
  seed ^= seed << 5;
  return (seed >>> 0) / 4294967296;
}
const pick = (items) => items[Math.floor(random() * items.length)];
const CHARS = 'abcdefgh12345678NBRQKPnbrqkpxO0-=+#!?/ .e()[]{}"\\;$*\n\u0000é♞';

function randomString(max = 40) {
  let s = '';
  const n = Math.floor(random() * max);
  for (let i = 0; i < n; i++) s += CHARS[Math.floor(random() * CHARS.length)];
  return s;
}

function hostileObject() {
  return pick([
    { from: randomString(4), to: randomString(4), promotion: randomString(2) },
    { from: 'e2', to: 'e4', promotion: pick([1, {}, [], 'k', 'qq', null]) },
    { get from() { throw new Error('getter'); }, to: 'e4' },
    { fen: randomString(80), chess960: pick([true, false, 1.5, -1, 960, '518', {}]) },
    { square: pick(['e2', 'z9', 5, null, {}]) },
    { bulk: pick([true, 0, 'yes']) },
    new Proxy({}, { get() { throw new TypeError('proxy'); } }),
    Object.create(null),
    [1, 2, 3],
  ]);
}

function randomValue() {
  return pick([
    () => randomString(),
    () => randomString(400),
    () => 'x'.repeat(100_000),
    () => pick([null, undefined, 0, -1, 1e308, NaN, true, Symbol('s'), 10n, () => 1]),
    hostileObject,
  ])();
}

function attempt(fn) {
  try {
    fn();
  } catch (err) {
    assert.ok(err instanceof ChessError, `expected a ChessError, got ${err && err.stack}`);
    assert.ok(CODES.has(err.code), `unknown code ${err.code}`);
    assert.ok(err.message.startsWith(`${err.code}: `) && err.message.length > err.code.length + 4);
  }
}

test('10,000 hostile inputs to every method that takes input: only ChessErrors', () => {
  const methods = [
    (v) => new Game(v),
    (v) => Game.fromPgn(v),
    (v, g) => g.moves(v),
    (v, g) => g.play(v),
    (v, g) => g.parseMove(v),
    (v, g) => g.claimableDraws(v),
    (v, g) => g.claimDraw(v),
    (v, g) => g.resign(v),
    (v, g) => g.timeout(v),
    (v) => perft(v, 1),
    (v) => perft('8/8/8/8/8/8/8/K1k5 w - - 0 1', v),
    (v) => perft('8/8/8/8/8/8/8/K1k5 w - - 0 1', 1, v),
    (v) => parsePgn(v),
  ];
  let game = new Game();
  for (let i = 0; i < 10_000; i++) {
    const method = methods[i % methods.length];
    attempt(() => method(randomValue(), game));
    if (game.outcome()) game = new Game();
  }
  // Still fully usable.
  const fresh = new Game();
  fresh.play('e4');
  assert.equal(fresh.fen(), 'rnbqkbnr/pppppppp/8/8/4P3/8/PPPP1PPP/RNBQKBNR b KQkq - 0 1');
  assert.equal(perft('rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1', 2), 400);
});

test('random legal play through the API never fails', () => {
  for (let g = 0; g < 30; g++) {
    const game = new Game(g % 3 === 0 ? { chess960: Math.floor(random() * 960) } : undefined);
    for (let ply = 0; ply < 200 && !game.outcome(); ply++) {
      const moves = game.moves();
      assert.ok(moves.length > 0);
      const move = pick(moves);
      const played = game.play(pick([move.san, move.uci, { from: move.from, to: move.to, promotion: move.promotion }].slice(0, move.castle ? 2 : 3)));
      assert.equal(played.uci, move.uci);
    }
    const again = Game.fromPgn(game.pgn());
    assert.equal(again.fen(), game.fen());
  }
});

test('deeply nested and huge PGN is refused with INVALID_PGN', () => {
  for (const text of ['1. e4 ' + '('.repeat(10_000) + 'e5', '{'.repeat(100_000), '[Event "' + 'x'.repeat(200_000) + '"]', 'e4 '.repeat(300_000)]) {
    assert.throws(() => parsePgn(text), (err) => err instanceof ChessError && err.code === 'INVALID_PGN');
  }
});
