// The touch-move rule (Law 4) through the built package, imported by its name as users do:
// setTouchMove, touch, adjust, touches, allowedMoves, touchObligation, touchVerdict,
// claimForfeited, and the errors.
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { ChessError, Game } from 'chess-arbiter';
import { throwsCode } from './expect.mjs';


const sans = (moves) => moves.map((m) => m.san).sort();

test('off by default: touches are ignored and every legal move is allowed', () => {
  const game = new Game();
  assert.equal(game.isTouchMove(), false);
  game.touch('g1');
  assert.deepEqual(game.touches(), []);
  assert.equal(game.allowedMoves().length, 20);
  assert.equal(game.claimForfeited(), false);
  assert.equal(game.touchObligation(), 'no piece was touched: any legal move');
  game.play('e4');
});

test('a touched knight must move (Law 4.3.1); other moves are refused with the obligation', () => {
  const game = new Game();
  game.setTouchMove(true);
  assert.equal(game.isTouchMove(), true);
  assert.deepEqual(game.touchVerdict(), {
    obligation: 'none', law: '4.3', text: 'no piece was touched: any legal move', claimForfeited: false,
  });
  game.touch('g1');
  assert.deepEqual(game.touches(), [{ square: 'g1', adjust: false }]);
  assert.deepEqual(sans(game.allowedMoves()), ['Nf3', 'Nh3']);
  assert.deepEqual(Object.keys(game.allowedMoves()[0]), Object.keys(game.moves({ square: 'g1' })[0]), 'moves are encoded as moves() does');
  assert.equal(game.touchObligation(), 'the knight on g1 was touched and must be moved (Law 4.3.1)');
  assert.deepEqual(game.touchVerdict(), {
    obligation: 'move', square: 'g1', law: '4.3.1',
    text: 'the knight on g1 was touched and must be moved (Law 4.3.1)', claimForfeited: true,
  });
  assert.equal(game.claimForfeited(), true);
  assert.equal(game.moves().length, 20, 'moves() still lists every legal move');
  throwsCode(() => game.play('e4'), 'ILLEGAL_MOVE', /e4 is not allowed by the touch-move rule: the knight on g1 was touched and must be moved \(Law 4\.3\.1\)/);
  game.touch('e2'); // the first touched piece that can move binds
  assert.deepEqual(sans(game.allowedMoves()), ['Nf3', 'Nh3']);
  assert.equal(game.play('Nf3').san, 'Nf3');
  // A move clears the touches: Black is free.
  assert.deepEqual(game.touches(), []);
  assert.equal(game.allowedMoves().length, 20);
  assert.equal(game.claimForfeited(), false);
});

test('an immovable piece first, then a movable one; nothing movable: any move (Law 4.5)', () => {
  const game = new Game();
  game.setTouchMove(true);
  game.touch('a1'); // the rook cannot move
  assert.equal(game.touchVerdict().obligation, 'any_move');
  assert.equal(game.allowedMoves().length, 20);
  assert.equal(game.claimForfeited(), true, 'touching loses the claim even when nothing binds');
  game.touch('b1');
  assert.deepEqual(game.touchVerdict().square, 'b1');
  assert.deepEqual(sans(game.allowedMoves()), ['Na3', 'Nc3']);
  game.touch('e4'); // an empty square means nothing, and is not recorded (as touch() says)
  assert.equal(game.touches().length, 2);
  assert.deepEqual(sans(game.allowedMoves()), ['Na3', 'Nc3']);
});

test("j'adoube: an adjustment binds nothing", () => {
  const game = new Game();
  game.setTouchMove(true);
  game.adjust('g1');
  assert.deepEqual(game.touches(), [{ square: 'g1', adjust: true }]);
  assert.equal(game.touchVerdict().obligation, 'none');
  assert.equal(game.allowedMoves().length, 20);
  assert.equal(game.claimForfeited(), false);
  game.touch('e2');
  assert.deepEqual(sans(game.allowedMoves()), ['e3', 'e4']);
});

test("touching the opponent's piece obliges capturing it; own piece then theirs: capture with it (Law 4.3.3)", () => {
  const game = new Game({ fen: 'rnbqkbnr/ppp1pppp/8/3p4/4P3/2N5/PPPP1PPP/R1BQKBNR w KQkq - 0 2' });
  game.setTouchMove(true);
  game.touch('d5');
  assert.deepEqual(game.touchVerdict(), {
    obligation: 'capture', square: 'd5', law: '4.3.2',
    text: 'the pawn on d5 was touched and must be captured (Law 4.3.2)', claimForfeited: true,
  });
  assert.deepEqual(sans(game.allowedMoves()), ['Nxd5', 'exd5']);

  const again = new Game({ fen: game.fen() });
  again.setTouchMove(true);
  again.touch('c3');
  again.touch('d5');
  assert.deepEqual(again.touchVerdict().obligation, 'capture_with');
  assert.deepEqual([again.touchVerdict().square, again.touchVerdict().target], ['c3', 'd5']);
  assert.deepEqual(sans(again.allowedMoves()), ['Nxd5']);
});

test('king then rook: castle (Law 4.4.1); rook then king: no castling with it (Law 4.4.2)', () => {
  const fen = 'r3k2r/8/8/8/8/8/8/R3K2R w KQkq - 0 1';
  const game = new Game({ fen });
  game.setTouchMove(true);
  game.touch('e1');
  game.touch('h1');
  assert.equal(game.touchVerdict().obligation, 'castle');
  assert.deepEqual(sans(game.allowedMoves()), ['O-O']);
  assert.match(game.touchObligation(), /castling with it is obligatory \(Law 4\.4\.1\)/);

  const rookFirst = new Game({ fen });
  rookFirst.setTouchMove(true);
  rookFirst.touch('h1');
  rookFirst.touch('e1');
  assert.equal(rookFirst.touchVerdict().square, 'h1');
  assert.ok(!rookFirst.allowedMoves().some((m) => m.castle), 'the rook moves; no castling with it');
});

test('a touch loses the right to claim a draw on this move (Law 9.4)', () => {
  const game = new Game();
  for (const m of ['Nf3', 'Nf6', 'Ng1', 'Ng8', 'Nf3', 'Nf6', 'Ng1']) game.play(m);
  game.setTouchMove(true);
  assert.deepEqual(game.claimableDraws('Ng8'), ['threefold_repetition']);
  game.touch('f6');
  assert.equal(game.claimForfeited(), true);
  assert.deepEqual(game.claimableDraws('Ng8'), []);
  throwsCode(() => game.claimDraw('Ng8'), 'NO_CLAIM', /touched/);
  assert.equal(game.outcome(), null);
});

test('setTouchMove forgets the touches; undo forgets them; after the end nothing is allowed', () => {
  const game = new Game();
  game.setTouchMove(true);
  game.touch('g1');
  game.setTouchMove(true);
  assert.deepEqual(game.touches(), []);
  game.play('f3');
  game.touch('e7');
  game.undo();
  assert.deepEqual(game.touches(), []);
  game.play('f3');
  game.play('e5');
  game.play('g4');
  game.touch('d8');
  game.play('Qh4#');
  assert.deepEqual(game.allowedMoves(), []);
  throwsCode(() => game.touch('e1'), 'GAME_OVER');
  throwsCode(() => game.adjust('e1'), 'GAME_OVER');
  game.setTouchMove(false);
  assert.equal(game.isTouchMove(), false);
});

test('bad arguments are INVALID_ARGUMENT, and the game goes on', () => {
  const game = new Game();
  for (const bad of [undefined, null, 1, 'true', {}, [], NaN]) {
    throwsCode(() => game.setTouchMove(bad), 'INVALID_ARGUMENT', /setTouchMove\(\) takes true or false/);
  }
  game.setTouchMove(true);
  for (const bad of [undefined, null, 'z9', 'E2', 'e22', 42, { square: 'e2' }, ['e2'], Symbol('e2'), 10n]) {
    throwsCode(() => game.touch(bad), 'INVALID_ARGUMENT', /a square must be a name such as 'e2'/);
    throwsCode(() => game.adjust(bad), 'INVALID_ARGUMENT', /a square must be a name such as 'e2'/);
  }
  assert.deepEqual(game.touches(), []);
  game.touch('e2');
  assert.equal(game.play('e4').san, 'e4');
});
