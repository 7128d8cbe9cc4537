// What a board and a move box ask of the rules: Game.dests() (where each piece may go now) and
// Game.parseMove() (the move a person typed, without playing it), through the built package.
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { Game } from 'chess-arbiter';
import { throwsCode } from './expect.mjs';

const CASTLING = 'r3k2r/8/8/8/8/8/8/R3K2R w KQkq - 0 1';
const sorted = (squares) => [...squares].sort();

test('dests: from-square to destinations, for every move the player may make', () => {
  const game = new Game();
  const dests = game.dests();
  assert.ok(dests instanceof Map);
  assert.equal(dests.size, 10);
  assert.deepEqual(dests.get('g1'), ['f3', 'h3']);
  assert.deepEqual(dests.get('e2'), ['e3', 'e4']);
  assert.equal(dests.get('e1'), undefined);
  const count = [...dests.values()].reduce((n, tos) => n + tos.length, 0);
  assert.equal(count, game.moves().length);
});

test('dests: castling at the rook and, in standard games, at the king\'s destination', () => {
  const standard = new Game({ fen: CASTLING });
  assert.deepEqual(sorted(standard.dests().get('e1')), ['a1', 'c1', 'd1', 'd2', 'e2', 'f1', 'f2', 'g1', 'h1']);
  const chess960 = new Game({ fen: CASTLING, chess960: true });
  assert.deepEqual(sorted(chess960.dests().get('e1')), ['a1', 'd1', 'd2', 'e2', 'f1', 'f2', 'h1']);
  // A Chess960 king that does not move to castle: listed at the rook only.
  const still = new Game({ fen: 'bbqnnrkr/pppppppp/8/8/8/8/PPPPPPPP/BBQNN1KR w Kkq - 0 1', chess960: true });
  assert.deepEqual(still.dests().get('g1'), ['f1', 'h1']);
});

test('dests: a promotion square once; the touch-move rule and the end of the game bind it', () => {
  const promote = new Game({ fen: '4k3/1P6/8/8/8/8/8/4K3 w - - 0 1' });
  assert.deepEqual(promote.dests().get('b7'), ['b8']);
  const touched = new Game();
  touched.setTouchMove(true);
  touched.touch('g1');
  assert.deepEqual([...touched.dests()], [['g1', ['f3', 'h3']]]);
  const mated = new Game();
  for (const m of ['f3', 'e5', 'g4', 'Qh4']) mated.play(m);
  assert.equal(mated.dests().size, 0);
});

test('parseMove: the move play would play, without playing it', () => {
  const game = new Game({ fen: 'r3k2r/1P6/7n/3Pp3/8/8/8/R3K2R w KQkq e6 0 1' });
  const fen = game.fen();
  const cases = {
    'O-O': 'O-O', '0-0': 'O-O', e1g1: 'O-O', e1h1: 'O-O', E1G1: 'O-O', '0-0-0': 'O-O-O', e1a1: 'O-O-O',
    'bxa8=Q': 'bxa8=Q+', 'bxa8=q': 'bxa8=Q+', ba8Q: 'bxa8=Q+', 'a8=Q': 'bxa8=Q+', b7a8q: 'bxa8=Q+', b7a8Q: 'bxa8=Q+',
    dxe6: 'dxe6', 'dxe6 e.p.': 'dxe6', 'de6ep': 'dxe6', 'dxe6 E.P.': 'dxe6', 'Rh6': 'Rxh6', 'Rxh6!?': 'Rxh6', 'R xh6': 'Rxh6',
  };
  for (const [text, san] of Object.entries(cases)) {
    assert.equal(game.parseMove(text).san, san, text);
  }
  assert.deepEqual(game.parseMove({ from: 'b7', to: 'a8', promotion: 'q' }), game.moves().find((m) => m.uci === 'b7a8q'));
  assert.deepEqual(game.parseMove('Rh6'), game.play('Rh6'), 'the move object play returns');
  game.undo();
  assert.equal(game.fen(), fen);
  assert.equal(game.history().length, 0, 'nothing was played by parseMove');
  // Chess960: castling typed as SAN or as the king onto its rook.
  const chess960 = new Game({ fen: 'bbqnnrkr/pppppppp/8/8/8/8/PPPPPPPP/BBQNN1KR w Kkq - 0 1', chess960: true });
  assert.equal(chess960.parseMove('g1h1').san, 'O-O');
  assert.equal(chess960.parseMove('0-0').uci, 'g1h1');
});

test('parseMove: the errors of play', () => {
  const game = new Game();
  throwsCode(() => game.parseMove('hello'), 'INVALID_MOVE');
  throwsCode(() => game.parseMove('Nf6'), 'ILLEGAL_MOVE');
  throwsCode(() => game.parseMove('e2e5'), 'ILLEGAL_MOVE');
  throwsCode(() => game.parseMove(42), 'INVALID_ARGUMENT');
  throwsCode(() => game.parseMove({ from: 'e2' }), 'INVALID_ARGUMENT', /"to"/);
  const knights = new Game({ fen: '4k3/8/8/8/8/2N3N1/8/4K3 w - - 0 1' });
  throwsCode(() => knights.parseMove('Ne2'), 'AMBIGUOUS_MOVE');
  assert.equal(knights.parseMove('Nce2').san, 'Nce2');
  const touched = new Game();
  touched.setTouchMove(true);
  touched.touch('g1');
  throwsCode(() => touched.parseMove('e4'), 'ILLEGAL_MOVE', /touch-move rule/);
  throwsCode(() => touched.parseMove({ from: 'e2', to: 'e4' }), 'ILLEGAL_MOVE', /touch-move rule/);
  assert.equal(touched.parseMove('Nf3').san, 'Nf3');
  const mated = new Game();
  for (const m of ['f3', 'e5', 'g4', 'Qh4']) mated.play(m);
  throwsCode(() => mated.parseMove('Kf2'), 'GAME_OVER');
});
