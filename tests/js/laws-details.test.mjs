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
  // The message keeps the input as given, spaces, dashes and all.
  const odd = refusal(() => pinned.play('x - y  z\n-'));
  assert.equal(odd.code, 'INVALID_MOVE');
  assert.equal(odd.reason, undefined);
  assert.ok(odd.message.startsWith('INVALID_MOVE: '), odd.message);
  assert.ok(odd.message.includes("'x - y  z\n-'"), odd.message);
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
  // A tag that is no result is kept as written, whatever it holds.
  const told = Game.fromPgn('[Result "White won - on \\"time\\", ½ \\\\ -"]\n\n1. f3 e5 2. g4 Qh4#');
  assert.equal(told.recordedResult(), 'White won - on "time", ½ \\ -');
  assert.deepEqual(told.warnings().map(({ kind, recorded, laws }) => ({ kind, recorded, laws })), [{
    kind: 'result_mismatch', recorded: 'White won - on "time", ½ \\ -', laws: { termination: 'checkmate', winner: 'b', result: '0-1' },
  }]);
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

test('a record that plays past a fivefold repetition says so in warnings() (Law 9.6.1)', () => {
  const shuffle = '1. Nf3 Nf6 2. Ng1 Ng8 3. Nf3 Nf6 4. Ng1 Ng8 5. Nf3 Nf6 6. Ng1 Ng8 7. Nf3 Nf6 8. Ng1 Ng8';
  const game = Game.fromPgn(`[Result "0-1"]\n\n${shuffle} 9. f3 e5 10. g4 Qh4# 0-1`);
  assert.deepEqual(game.warnings(), [{
    kind: 'moves_after_end',
    ply: 16,
    count: 4,
    laws: { termination: 'fivefold_repetition', winner: null, result: '1/2-1/2' },
    message: 'by the Laws the game was over after ply 16: draw by fivefold repetition (1/2-1/2); the record plays 4 more',
  }]);
  assert.equal(game.history().length, 20);
  assert.deepEqual(Game.fromPgn(`${shuffle} 1/2-1/2`).warnings(), []);
});

test('a draw offer stands through an incorrect claim and ends with the game (Law 9.1.2)', () => {
  const game = new Game();
  for (const san of ['e4', 'e5', 'Nf3']) game.play(san);
  game.offerDraw('w');
  assert.equal(refusal(() => game.claimDraw()).code, 'NO_CLAIM');
  assert.equal(game.drawOffer(), 'w');
  assert.equal(game.acceptDraw('b').termination, 'agreement');
  const over = new Game();
  for (const san of ['e4', 'e5']) over.play(san);
  over.offerDraw('b');
  over.resign('w');
  assert.equal(over.drawOffer(), null);
  assert.equal(refusal(() => over.declineDraw('w')).code, 'GAME_OVER');
});

test('parsePgn gives the Result tag when the movetext has no result', () => {
  const [game] = parsePgn('[Result "0-1"]\n\n1. e4 e5');
  assert.equal(game.result, '0-1');
  assert.equal(parsePgn('[Result "?"]\n\n1. e4')[0].result, '*');
});
