// Laws details through the built package: an illegal move's cause as a code, a record whose
// result the board contradicts, a touch that rejects a draw offer, lowercase promotions.
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { ChessError, Game, parsePgn } from 'chess-arbiter';
import { parseGames } from 'chess-arbiter/pgn';

function refusal(fn) {
  try {
    fn();
  } catch (e) {
    assert.ok(e instanceof ChessError);
    return e;
  }
  assert.fail('no error thrown');
}

test('an ILLEGAL_MOVE carries its cause as a code (Law 3.7.3.2: a late en passant)', () => {
  const game = new Game({ fen: '4k3/8/8/8/3pP3/8/8/4K2R b - - 0 3' });
  const e = refusal(() => game.play('dxe3'));
  assert.equal(e.code, 'ILLEGAL_MOVE');
  assert.equal(e.reason, 'en_passant_lapsed');
  assert.match(e.message, /3\.7\.3\.2/);
  const pinned = new Game({ fen: '4k3/4r3/8/8/8/8/4N3/4K3 w - - 0 1' });
  assert.equal(refusal(() => pinned.play('Nc3')).reason, 'pinned');
  assert.equal(refusal(() => pinned.play('e2c3')).reason, 'pinned');
  // Other codes carry no reason.
  assert.equal(refusal(() => pinned.play('Zz9')).reason, undefined);
});

test('a recorded result the board contradicts is kept and reported; outcome() is the Laws', () => {
  const game = Game.fromPgn('[Result "1/2-1/2"]\n\n1. f3 e5 2. g4 Qh4# 1/2-1/2');
  assert.equal(game.outcome().result, '0-1');
  assert.equal(game.recordedResult(), '1/2-1/2');
  const [warning] = game.warnings();
  assert.equal(warning.kind, 'result_mismatch');
  assert.equal(warning.recorded, '1/2-1/2');
  assert.deepEqual(warning.laws, { termination: 'checkmate', winner: 'b', result: '0-1' });
  assert.match(warning.message, /1\/2-1\/2/);
  const clean = Game.fromPgn('[Result "0-1"]\n\n1. f3 e5 2. g4 Qh4# 0-1');
  assert.deepEqual(clean.warnings(), []);
  assert.equal(new Game().recordedResult(), null);
});

test('Law 9.1.2.3: a touch by the opponent of the player who offered a draw rejects it', () => {
  const game = new Game();
  game.setTouchMove(true);
  game.play('e4');
  game.offerDraw('w');
  game.adjust('e7');
  assert.equal(game.drawOffer(), 'w', 'an adjustment is no answer');
  game.touch('e7');
  assert.equal(game.drawOffer(), null);
  assert.equal(refusal(() => game.acceptDraw('b')).code, 'NO_CLAIM');
});

test('lowercase promotion letters are read (a8=q); a lowercase piece letter stays exact', () => {
  const game = new Game({ fen: '1r5k/P7/8/8/8/8/8/K7 w - - 0 1' });
  assert.equal(game.parseMove('a8=q').promotion, 'q');
  assert.equal(game.parseMove('axb8=n').san, 'axb8=N');
  const knights = new Game();
  assert.equal(refusal(() => knights.play('nf3')).code, 'INVALID_MOVE');
});

test('a slip in a side line leaves the game readable by main-line readers; the tree reader names it', () => {
  const text = '1. e4 e5 (1... e6 2. Ke3) 2. Nf3 Nc6 *';
  assert.deepEqual(Game.fromPgn(text).history().map((m) => m.san), ['e4', 'e5', 'Nf3', 'Nc6']);
  assert.deepEqual(parsePgn(text)[0].moves, ['e4', 'e5', 'Nf3', 'Nc6']);
  const [bad] = parseGames(text);
  assert.ok(bad.error instanceof Error && /2\.Ke3 is not legal/.test(bad.error.message), bad.error?.message);
});
