// The Game API the README describes, through the built package, imported by its name as users do.
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { ChessError, Game, perft } from 'chess-arbiter';
import { throwsCode } from './expect.mjs';

const START = 'rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1';


test('a new game starts from the standard position', () => {
  const game = new Game();
  assert.equal(game.fen(), START);
  assert.equal(game.turn(), 'w');
  assert.equal(game.moves().length, 20);
  assert.equal(game.isCheck(), false);
  assert.equal(game.outcome(), null);
  assert.deepEqual(game.history(), []);
  assert.equal(game.undo(), null);
  assert.equal(game.isChess960(), false);
  const board = game.board();
  assert.equal(board.length, 64);
  assert.deepEqual(board[4], { color: 'w', role: 'k' });
  assert.deepEqual(board[60], { color: 'b', role: 'k' });
  assert.equal(board[27], null);
});

test('startFen and the UCI of history rebuild the game', () => {
  const fen = 'r3k2r/8/8/8/8/8/8/R3K2R w KQkq - 3 20';
  const game = new Game({ fen });
  for (const m of ['O-O', 'O-O-O', 'Rfe1', 'Rhe8']) game.play(m);
  assert.equal(game.startFen(), fen);
  const copy = new Game({ fen: game.startFen() });
  for (const m of game.history()) copy.play(m.uci);
  assert.equal(copy.fen(), game.fen());
  assert.equal(new Game().startFen(), START);
  const chess960 = new Game({ chess960: 0 });
  chess960.play(chess960.moves()[0]);
  assert.equal(chess960.startFen(), 'bbqnnrkr/pppppppp/8/8/8/8/PPPPPPPP/BBQNNRKR w KQkq - 0 1');
});

test('a FEN with any move counters reads back; past 150 halfmoves the game is over (Law 9.6.2)', () => {
  const fen = '4k3/8/8/8/8/8/8/4K2R b - - 151 300';
  const game = new Game({ fen });
  assert.equal(game.fen(), fen);
  assert.equal(game.outcome().termination, 'seventyfive_moves');
  throwsCode(() => new Game({ fen: '4k3/8/8/8/8/8/8/4K2R b - - 4294967296 300' }), 'INVALID_FEN', /halfmove clock/);
});

test('moves carry every field of the Move type', () => {
  const game = new Game({ fen: 'r3k2r/1P6/8/3Pp3/8/8/8/R3K2R w KQkq e6 0 1' });
  const moves = game.moves();
  const castle = moves.find((m) => m.san === 'O-O');
  assert.deepEqual(castle, { from: 'e1', to: 'g1', piece: 'k', castle: 'k', san: 'O-O', uci: 'e1g1' });
  const ep = moves.find((m) => m.enPassant);
  assert.deepEqual(ep, { from: 'd5', to: 'e6', piece: 'p', captured: 'p', enPassant: true, san: 'dxe6', uci: 'd5e6' });
  const promo = moves.find((m) => m.san === 'bxa8=Q+');
  assert.deepEqual(promo, { from: 'b7', to: 'a8', piece: 'p', captured: 'r', promotion: 'q', san: 'bxa8=Q+', uci: 'b7a8q' });
  assert.equal(game.moves({ square: 'b7' }).length, 8);
  assert.deepEqual(game.moves({ square: 'h5' }), []);
});

test('play accepts SAN, UCI and move objects; undo and history follow', () => {
  const game = new Game();
  assert.equal(game.play('e4').uci, 'e2e4');
  assert.equal(game.play('e7e5').san, 'e5');
  assert.equal(game.play({ from: 'g1', to: 'f3' }).san, 'Nf3');
  assert.deepEqual(game.history().map((m) => m.san), ['e4', 'e5', 'Nf3']);
  assert.equal(game.undo().san, 'Nf3');
  assert.equal(game.turn(), 'w');
  assert.deepEqual(game.history().map((m) => m.uci), ['e2e4', 'e7e5']);
});

test("fool's mate ends the game by checkmate", () => {
  const game = new Game();
  for (const m of ['f3', 'e5', 'g4']) game.play(m);
  assert.equal(game.play('Qh4').san, 'Qh4#');
  assert.equal(game.isCheck(), true);
  assert.deepEqual(game.outcome(), { termination: 'checkmate', winner: 'b', result: '0-1' });
  assert.deepEqual(game.moves(), []);
  throwsCode(() => game.play('Kf2'), 'GAME_OVER', /black won by checkmate/);
});

test('stalemate and insufficient material end the game at once', () => {
  const stalemate = new Game({ fen: 'k7/8/1Q6/8/8/8/8/K7 w - - 0 1' });
  stalemate.play('Qc7');
  assert.deepEqual(stalemate.outcome(), { termination: 'stalemate', winner: null, result: '1/2-1/2' });
  const bare = new Game({ fen: 'k7/8/8/8/8/8/1r6/K6N w - - 0 1' });
  bare.play('Kxb2');
  assert.equal(bare.outcome().termination, 'insufficient_material');
});

test('claims: threefold with an intended move, fifty moves, and a failed claim', () => {
  const game = new Game();
  for (const m of ['Nf3', 'Nf6', 'Ng1', 'Ng8', 'Nf3', 'Nf6', 'Ng1']) game.play(m);
  assert.deepEqual(game.claimableDraws(), []);
  assert.deepEqual(game.claimableDraws('Ng8'), ['threefold_repetition']);
  assert.deepEqual(game.claimDraw('Ng8'), { termination: 'threefold_repetition', winner: null, result: '1/2-1/2' });

  const fifty = new Game({ fen: '4k3/8/8/8/8/8/8/4K2R w - - 99 80' });
  assert.deepEqual(fifty.claimableDraws(), []);
  assert.deepEqual(fifty.claimableDraws('Rh2'), ['fifty_moves']);
  assert.equal(fifty.claimDraw('Rh2').termination, 'fifty_moves');

  const early = new Game();
  throwsCode(() => early.claimDraw(), 'NO_CLAIM');
  throwsCode(() => early.claimDraw('e4'), 'NO_CLAIM', /e4 stands as played/);
  assert.equal(early.history().length, 1, 'the stated move is played even when the claim fails');
  assert.equal(early.outcome(), null);
});

test('resignation, agreement and flag fall', () => {
  const game = new Game();
  throwsCode(() => game.agreeDraw(), 'NO_CLAIM', /both players/);
  game.play('e4');
  game.play('e5');
  assert.deepEqual(game.agreeDraw(), { termination: 'agreement', winner: null, result: '1/2-1/2' });

  const resign = new Game();
  assert.deepEqual(resign.resign('w'), { termination: 'resignation', winner: 'b', result: '0-1' });

  // White's flag falls, but Black has a bare king: it cannot mate, so a draw (Law 6.9).
  const flag = new Game({ fen: '4k3/8/8/8/8/8/8/4KQ2 w - - 0 1' });
  assert.deepEqual(flag.timeout('w'), { termination: 'timeout', winner: null, result: '1/2-1/2' });
  const flag2 = new Game({ fen: '4k3/8/8/8/8/8/8/4KQ2 w - - 0 1' });
  assert.deepEqual(flag2.timeout('b'), { termination: 'timeout', winner: 'w', result: '1-0' });
  throwsCode(() => flag2.timeout('w'), 'GAME_OVER');
});

test('Chess960 by number, random, and castling written king takes rook', () => {
  const game = new Game({ chess960: 0 });
  assert.equal(game.fen(), 'bbqnnrkr/pppppppp/8/8/8/8/PPPPPPPP/BBQNNRKR w KQkq - 0 1');
  assert.equal(game.isChess960(), true);
  const random = new Game({ chess960: true });
  assert.equal(random.isChess960(), true);
  assert.equal(random.moves().length > 0, true);
  // Drawn anew for each game, among the 960 (50 draws all alike: about 960^-49).
  const starts = new Set(Array.from({ length: 50 }, () => new Game({ chess960: true }).fen()));
  assert.ok(starts.size > 1, 'random Chess960 games start from different positions');
  for (const fen of starts) assert.match(fen, /^[bnrqk]{8}\/p{8}\/8\/8\/8\/8\/P{8}\/[BNRQK]{8} w KQkq - 0 1$/);
  // With a FEN, the FEN is the position and `chess960: true` only how castling reads.
  assert.equal(new Game({ fen: START, chess960: true }).fen(), START);
  const castling = new Game({ fen: 'bbqnnrkr/pppppppp/8/8/8/8/PPPPPPPP/BBQNN1KR w Kkq - 0 1', chess960: true });
  const castle = castling.moves().find((m) => m.castle === 'k');
  assert.deepEqual(castle, { from: 'g1', to: 'g1', piece: 'k', castle: 'k', san: 'O-O', uci: 'g1h1' });
  assert.equal(castling.play('g1h1').san, 'O-O');
  throwsCode(() => new Game({ chess960: 960 }), 'INVALID_ARGUMENT', /0 to 959/);
});

test('each error code names the problem, and the game keeps working', () => {
  const game = new Game();
  throwsCode(() => new Game({ fen: 'rnbqkbnr/ppppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1' }), 'INVALID_FEN', /rank 7 has 9 squares/);
  throwsCode(() => new Game({ fen: '8/8/8/8/8/8/8/8 w - - 0 1' }), 'INVALID_FEN', /white has no king/);
  throwsCode(() => game.play('Nf6'), 'ILLEGAL_MOVE');
  throwsCode(() => game.play('e2e5'), 'ILLEGAL_MOVE');
  throwsCode(() => game.play('hello'), 'INVALID_MOVE');
  throwsCode(() => game.play(42), 'INVALID_ARGUMENT', /number 42/);
  throwsCode(() => game.play({ from: 'e2' }), 'INVALID_ARGUMENT', /"to"/);
  throwsCode(() => game.play({ from: 'e7', to: 'e8', promotion: 'k' }), 'INVALID_ARGUMENT', /promotion/);
  throwsCode(() => game.resign('white'), 'INVALID_ARGUMENT', /'w' or 'b'/);
  throwsCode(() => game.moves({ square: 'z9' }), 'INVALID_ARGUMENT');
  throwsCode(() => new Game('fen'), 'INVALID_ARGUMENT');
  const knights = new Game({ fen: '4k3/8/8/8/8/2N3N1/8/4K3 w - - 0 1' });
  throwsCode(() => knights.play('Ne2'), 'AMBIGUOUS_MOVE');
  assert.equal(knights.play('Nce2').san, 'Nce2');
  game.play('e4');
  assert.equal(game.fen(), 'rnbqkbnr/pppppppp/8/8/4P3/8/PPPP1PPP/RNBQKBNR b KQkq - 0 1');
});

test('a move object whose getters throw is an INVALID_ARGUMENT, not a crash', () => {
  const game = new Game();
  const hostile = {
    get from() {
      throw new Error('boom');
    },
  };
  throwsCode(() => game.play(hostile), 'INVALID_ARGUMENT', /boom/);
  const reentrant = {
    get from() {
      return game.fen() && 'e2';
    },
    to: 'e4',
  };
  // Reading the getter calls back into the same game: refused cleanly or played, never a trap.
  try {
    game.play(reentrant);
  } catch (err) {
    assert.ok(err instanceof ChessError, String(err));
  }
  assert.equal(new Game().moves().length, 20);
  assert.equal(typeof game.fen(), 'string');
});

test('perft counts leaves, playing them or in bulk', () => {
  assert.equal(perft(START, 3), 8902);
  assert.equal(perft(START, 3, { bulk: true }), 8902);
  assert.equal(perft('r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R w KQkq - 0 1', 2), 2039);
  throwsCode(() => perft('nonsense', 1), 'INVALID_FEN');
  throwsCode(() => perft(START, -1), 'INVALID_ARGUMENT');
  throwsCode(() => perft(START, 1.5), 'INVALID_ARGUMENT');
  throwsCode(() => perft(START, '3'), 'INVALID_ARGUMENT');
  throwsCode(() => perft(null, 3), 'INVALID_ARGUMENT');
  throwsCode(() => perft(START, 1, 'bulk'), 'INVALID_ARGUMENT');
});

test('free() releases a game', () => {
  const game = new Game();
  game.free();
  assert.equal(new Game().moves().length, 20);
});

test('a freed game used again is a ChessError, and a second free() does nothing', () => {
  const game = new Game();
  game.play('e4');
  game.free();
  throwsCode(() => game.moves(), 'INVALID_ARGUMENT', /freed/);
  throwsCode(() => game.fen(), 'INVALID_ARGUMENT', /freed/);
  throwsCode(() => game.play('e5'), 'INVALID_ARGUMENT', /freed/);
  game.free();
  game[Symbol.dispose]?.();
  assert.equal(new Game().moves().length, 20, 'the module goes on');
});

test('a method of Game called on something that is not a Game is a ChessError', () => {
  const game = new Game();
  for (const target of [{}, null, undefined, 5, 'e4', Object.create(Game.prototype)]) {
    throwsCode(() => Game.prototype.moves.call(target), 'INVALID_ARGUMENT', /not a Game/);
    throwsCode(() => Game.prototype.play.call(target, 'e4'), 'INVALID_ARGUMENT', /not a Game/);
    throwsCode(() => Game.prototype.free.call(target), 'INVALID_ARGUMENT', /not a Game/);
  }
  const { fen } = game;
  throwsCode(() => fen(), 'INVALID_ARGUMENT', /not a Game/);
  assert.equal(game.moves().length, 20, 'the game goes on');
});

test('draw offers stand until accepted, declined or answered by a move (Law 9.1)', () => {
  const game = new Game();
  game.play('e4');
  assert.equal(game.offerDraw('w'), null);
  assert.equal(game.drawOffer(), 'w');
  game.play('e5');
  assert.equal(game.drawOffer(), null, 'a move declines the offer');
  throwsCode(() => game.acceptDraw('b'), 'NO_CLAIM', /no draw offer/);
  game.offerDraw('w');
  game.declineDraw('b');
  assert.equal(game.drawOffer(), null);
  throwsCode(() => game.declineDraw('b'), 'NO_CLAIM');
  game.offerDraw('w');
  game.play('Nf3');
  assert.deepEqual(game.acceptDraw('b'), { termination: 'agreement', winner: null, result: '1/2-1/2' });
  const claim = new Game();
  claim.play('e4');
  throwsCode(() => claim.claimDraw('e5'), 'NO_CLAIM');
  assert.equal(claim.drawOffer(), 'b', 'an incorrect claim counts as an offer');
  assert.equal(claim.offerDraw('w').termination, 'agreement', 'offering back accepts');
  throwsCode(() => new Game().offerDraw('x'), 'INVALID_ARGUMENT');
});

test('every promotion has its own UCI, whatever was decoded before', () => {
  const game = new Game({ fen: '4k3/1P6/8/8/8/8/8/4K3 w - - 0 1' });
  const ucis = game.moves({ square: 'b7' }).map((m) => m.uci).sort();
  assert.deepEqual(ucis, ['b7b8b', 'b7b8n', 'b7b8q', 'b7b8r']);
  for (const promotion of ['r', 'b', 'n', 'q']) {
    const g = new Game({ fen: '4k3/1P6/8/8/8/8/8/4K3 w - - 0 1' });
    assert.equal(g.play({ from: 'b7', to: 'b8', promotion }).uci, `b7b8${promotion}`);
  }
});

test('an empty FEN is a FEN, and not a valid one; only a missing fen is the start position', () => {
  throwsCode(() => new Game({ fen: '' }), 'INVALID_FEN', /empty/);
  throwsCode(() => new Game({ fen: '   ' }), 'INVALID_FEN', /empty/);
  throwsCode(() => new Game({ fen: '', chess960: true }), 'INVALID_FEN', /empty/);
  throwsCode(() => perft('', 1), 'INVALID_FEN', /empty/);
  assert.equal(new Game({ fen: undefined }).fen(), START);
  assert.equal(new Game({}).fen(), START);
});
