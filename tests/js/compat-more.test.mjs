// chess-arbiter/compat against chess.js 1.4 where the other compat tests do not go: PGN texts
// as other programs write them (variations, NAGs, suffixes, both kinds of comment, move numbers
// of every form, results with comments, FEN tags), random sequences of every method (load,
// clear, reset, put and remove before the first move, undo, headers, comments, castling
// rights), move() given odd arguments, PGN written with long comments wrapped, arguments of
// the wrong type, and the calls a subclass sees of its overrides.
import assert from 'node:assert/strict';
import { test } from 'node:test';
import * as theirsModule from 'chess.js';
import * as oursModule from 'chess-arbiter/compat';
import { QUERIES, SLOW_QUERIES, compareAll, plain, rng, same } from './compat-diff.mjs';

const { Chess: TheirChess } = theirsModule;
const { Chess: OurChess } = oursModule;
const pick = (random, list) => list[random(list.length)];
const both = (fen, options) => [new TheirChess(fen, options), new OurChess(fen, options)];

const COMMENTS = ['{c}', '{ spaced  text }', '{}', '{two\nlines}', ';rest of line\n', '{a;b}', '{x} {y}', '{ }', '{(1. e4)}'];
const SPACE = [' ', ' ', ' ', '\n', '  ', '\t', '\r\n', ''];

/** A PGN text of a random game, written the many ways other programs write one (some not PGN). */
function annotatedPgn(seed) {
  const random = rng(seed);
  const game = new TheirChess();
  let text = '';
  for (let n = random(4); n > 0; n--) {
    text += `[${pick(random, ['Event', 'White', 'Site', 'Result', 'Foo', 'ECO'])}${pick(random, [' ', '  ', '\t', ''])}"${pick(random, ['x', '', '1', 'a b', '1-0', '*'])}"]${pick(random, ['\n', ' ', '', '\r\n'])}`;
  }
  if (random(5) === 0) {
    const fen = pick(random, ['4k3/8/8/8/8/8/4P3/4K3 w - - 0 1', '4k3/4p3/8/8/8/8/8/4K3 b - - 0 7', 'r3k2r/8/8/8/8/8/8/R3K2R w KQkq - 0 1', 'bad']);
    text += `[${pick(random, ['FEN', 'fen', 'Fen'])} "${fen}"]\n${random(2) ? '[SetUp "1"]\n' : ''}`;
    if (fen !== 'bad') game.load(fen);
  }
  text += pick(random, ['\n', '', ' ', '\n\n']);
  if (random(4) === 0) text += pick(random, COMMENTS) + pick(random, SPACE);
  for (let ply = random(30); ply > 0; ply--) {
    const moves = game.moves({ verbose: true });
    if (!moves.length) break;
    const move = pick(random, moves);
    const number = game.moveNumber();
    if (game.turn() === 'w') text += pick(random, [`${number}.`, `${number}. `, `${number}...`, '', `${number} . `, '.']);
    else if (random(3) === 0) text += pick(random, [`${number}...`, `${number}... `, `${number}. ... `, '']);
    text += pick(random, [move.san, move.san, move.san, move.lan, move.san.replace('O-O', '0-0'), `${move.san}!`, `${move.san}?!`,
      `${move.san}!!!`, move.san.replace(/[+#]/, ''), `${move.san}+`, `${move.from}-${move.to}`]);
    if (random(5) === 0) text += `${pick(random, SPACE)}$${random(200)}`;
    if (random(8) === 0) text += ` $${random(9)} $${random(9)}`;
    if (random(4) === 0) text += pick(random, SPACE) + pick(random, COMMENTS);
    if (random(6) === 0) {
      const other = pick(random, moves).san;
      text += `${pick(random, SPACE)}(${pick(random, ['', ' ', `${number}${game.turn() === 'w' ? '.' : '...'} `])}${random(3) ? '' : '{v} '}${other}` +
        `${random(2) ? ' {in the variation}' : ''}${random(3) ? '' : ` ( ${other} )`}${pick(random, [')', ' )'])}`;
    }
    // now and then something chess.js's grammar refuses
    if (random(30) === 0) text += pick(random, [' Zz9', ' (', ' )', ' {', ' e9', ' Kxx', ' 1.', ' $', ' ..']);
    text += pick(random, SPACE);
    game.move(move);
  }
  if (random(3)) text += pick(random, SPACE) + pick(random, ['1-0', '0-1', '1/2-1/2', '*', '1-0 {done}', '*  ; end', '2-0']);
  return text + pick(random, ['', '', '\n', ' ']);
}

test('annotated PGN texts (variations, NAGs, suffixes, comments, FEN tags) load as chess.js loads them', () => {
  for (let seed = 1; seed <= 250; seed++) {
    const text = annotatedPgn(seed);
    const [theirs, ours] = both();
    const context = `(PGN ${JSON.stringify(text)})`;
    same(theirs, ours, 'loadPgn', [text, { strict: seed % 3 === 0 }], context);
    compareAll(theirs, ours, [['fen'], ['hash'], ['history', [{ verbose: true }]], ['getComments'], ['header'], ['pgn'],
      ['pgn', [{ maxWidth: 30 }]], ['isThreefoldRepetition']], context);
  }
});

const FENS = [
  undefined,
  'r3k2r/pppppppp/8/8/8/8/PPPPPPPP/R3K2R w KQkq - 0 1',
  'r3k2r/8/8/8/8/8/8/R3K2R b KQkq - 5 20',
  '4k3/8/8/3pP3/8/8/8/4K3 w - d6 0 1',
  '4k3/8/8/8/3Pp3/8/8/4K3 b - d3 0 1',
  '8/2P5/8/8/8/8/5p2/K6k w - - 0 1',
  '4k3/8/8/8/8/8/8/4K3 w - - 99 80',
  '7k/5Q2/6K1/8/8/8/8/8 b - - 0 1',
  '1k6/8/8/8/8/8/8/1K4BB w - - 0 1',
];

/**
 * Whether chess.js's board stays sound for play: one king a side, the side to move unable to
 * take the other king, no pawn on an edge rank (README: the differences).
 */
function playable(chess) {
  const kings = ['w', 'b'].map((color) => chess.findPiece({ type: 'k', color }));
  if (kings[0].length !== 1 || kings[1].length !== 1) return false;
  if (kings[chess.turn() === 'w' ? 1 : 0].some((sq) => chess.isAttacked(sq, chess.turn()))) return false;
  const board = chess.board();
  return ![...board[0], ...board[7]].some((p) => p && p.type === 'p');
}

const square = (random) => 'abcdefgh'[random(8)] + '12345678'[random(8)];

/**
 * One random call. put() and remove() only before the first move: chess.js's history(), pgn()
 * and undo() take moves back through a board edited since, into positions the moves never
 * came from (README: the differences).
 */
function randomCall(random, theirs, ours) {
  const roll = random(40);
  const unplayed = theirs.history().length + ours.history().length === 0;
  if (roll < 12 && playable(theirs)) {
    const moves = theirs.moves({ verbose: true });
    if (!moves.length) return ['undo', []];
    const m = pick(random, moves);
    const forms = [m.san, m.lan, { from: m.from, to: m.to, promotion: m.promotion }, m, { ...m, promotion: 'q' }, m.lan.toUpperCase(), m.san.toLowerCase()];
    return ['move', [pick(random, forms), ...(random(2) ? [] : [{ strict: random(2) === 1 }])]];
  }
  if (roll < 15) return ['undo', []];
  if (roll < 17 && unplayed) return ['put', [{ type: pick(random, 'pnbrqk'), color: pick(random, 'wb') }, square(random)]];
  if (roll < 19 && unplayed) return ['remove', [square(random)]];
  if (roll === 19) return ['load', [pick(random, FENS.slice(1)), pick(random, [{}, { preserveHeaders: true }, { skipValidation: true }])]];
  if (roll === 20) return ['clear', [pick(random, [{}, { preserveHeaders: true }])]];
  if (roll === 21) return ['reset', []];
  if (roll === 22 && playable(theirs)) return ['setTurn', [pick(random, 'wb')]];
  if (roll === 23) return ['setHeader', [pick(random, ['White', 'Result', 'FEN', 'SetUp', 'Foo']), pick(random, ['x', '', undefined, null, '1-0'])]];
  if (roll === 24) return ['removeHeader', [pick(random, ['White', 'Result', 'FEN', 'SetUp', 'Foo', 'PlyCount'])]];
  if (roll === 25) return ['header', pick(random, [[], ['White', 'w'], ['Foo', 'bar', 'Black', 'b'], ['Odd']])];
  if (roll === 26) return ['setComment', [pick(random, ['a', '{b}', '}{', 'x y  z', ''])]];
  if (roll === 27) return [pick(random, ['removeComment', 'deleteComment', 'getComment']), []];
  if (roll === 28) return [pick(random, ['getComments', 'removeComments', 'deleteComments']), []];
  if (roll === 29) return ['setCastlingRights', [pick(random, 'wb'), pick(random, [{ k: true }, { q: true }, { k: false, q: true }, {}])]];
  if (roll < 33) return ['pgn', [pick(random, [{}, { maxWidth: 20 }, { maxWidth: 5, newline: '<br/>' }])]];
  if (roll < 35) return ['history', [pick(random, [{}, { verbose: true }])]];
  return ['fen', []];
}

test('random sequences of calls of every method answer as chess.js does', () => {
  for (let seed = 1; seed <= 150; seed++) {
    const random = rng(seed);
    const [theirs, ours] = both(pick(random, FENS));
    const calls = [];
    for (let step = 0; step < 60; step++) {
      const [method, args] = randomCall(random, theirs, ours);
      calls.push(`${method}(${args.map((a) => JSON.stringify(a)).join(', ')})`);
      const context = `(seed ${seed}: ${calls.slice(-6).join('; ')})`;
      same(theirs, ours, method, args, context);
      compareAll(theirs, ours, [['fen'], ['hash'], ['turn'], ['getHeaders'], ['moveNumber'], ['getComment'], ['getCastlingRights', ['w']]], context);
      if (playable(theirs)) compareAll(theirs, ours, step % 5 ? QUERIES : QUERIES.concat(SLOW_QUERIES), context);
    }
  }
});

const ODD_POSITIONS = [
  undefined,
  'r3k2r/pPpppppp/8/8/8/8/PpPPPPPP/R3K2R w KQkq - 0 1',
  'r3k2r/pPpppppp/8/8/8/8/PpPPPPPP/R3K2R b KQkq - 0 1',
  '4k3/8/8/3pP3/8/8/8/4K3 w - d6 0 1',
  '6k1/8/8/B7/8/8/8/BN4K1 w - - 0 1',
  'r1bqkbnr/ppp2ppp/2n5/1B1pP3/4P3/8/PPPP2PP/RNBQK1NR b KQkq - 2 4',
  'k7/8/8/8/2N5/8/2N5/K7 w - - 0 1',
  '1k6/8/8/8/Q6Q/8/8/Q5K1 w - - 0 1',
];
const ODD_MOVES = [
  'e2e4', 'e2-e4', 'Pe2e4', 'pe2e4', 'Pe4', 'E4', 'e2e4q', 'e4!!', 'e4 ', ' e4', 'e4e5', 'e2xe4', 'Ng1f3', 'Ngf3', 'N1f3',
  'Nf3xe5', 'nf3', 'NF3', 'N-f3', 'O-O', '0-0', 'O-O-O', '0-0-0', 'o-o', 'OO', '0-0+', 'e1g1', 'e1c1', 'Kg1', 'e1h1',
  'bxa8=Q', 'bxa8Q', 'bxa8q', 'b7a8q', 'b7a8Q', 'b7a8', 'ba8=Q', 'b8Q', 'b8q', 'b8=K', 'b8', 'b2a1q', 'b1N',
  'exd6', 'ed6', 'e5d6', 'exd6 e.p.', 'Bc3', 'b1c3', 'Bb1c3', 'B1c3', 'Ba5c3', 'Bac3', 'a1c3', 'Nge7', 'Nce7', 'c6e7',
  'Nbd4', 'N2d4', 'Nc2e3', 'N4e3', 'Qa4b4', 'Qab4', 'Q4b4', 'Qa1a3', 'Q1a3', 'Qhh5', '--', '-', 'null', '', 'a1a1',
  'h9h9', 'e2e4e5', null, undefined, 0, true, [], ['e4'], {}, { from: 'e2' }, { from: 'E2', to: 'E4' },
  { from: 'e2', to: 'e4', promotion: 'q' }, { from: 'b7', to: 'b8' }, { from: 'b7', to: 'b8', promotion: 'Q' },
  { from: 'b7', to: 'a8', promotion: 'n' }, { from: 'b7', to: 'b8', promotion: 'k' }, { from: 'e1', to: 'g1' },
  { from: 'e1', to: 'h1' }, { from: 'g1', to: 'f3', piece: 'b' }, { san: 'e4' }, new String('e4'),
];

test('move() given odd texts and objects, strict or not: the same move or the same error', () => {
  for (const fen of ODD_POSITIONS) {
    for (const input of ODD_MOVES) {
      for (const options of [undefined, { strict: false }, { strict: true }]) {
        const [theirs, ours] = both(fen);
        const context = `(${fen ?? 'start'}, ${JSON.stringify(input)}, ${JSON.stringify(options)})`;
        same(theirs, ours, 'move', options ? [input, options] : [input], context);
        compareAll(theirs, ours, [['fen'], ['hash'], ['history'], ['pgn']], context);
      }
    }
  }
});

test('pgn() of games with long comments, wrapped at any width, byte for byte', () => {
  const words = ['a', 'bb', 'ccc', 'dddddddddd', 'a-word-longer-than-the-line', '', ' ', '\n', '{', '}', 'x\ty'];
  for (let seed = 1; seed <= 300; seed++) {
    const random = rng(seed);
    const fen = pick(random, [undefined, 'rnbqkbnr/pppppppp/8/8/4P3/8/PPPP1PPP/RNBQKBNR b KQkq - 0 1', '4k3/8/8/8/8/8/8/4K2R b K - 3 40']);
    const [theirs, ours] = both(fen);
    const comment = () => Array.from({ length: random(12) }, () => pick(random, words)).join(pick(random, [' ', '  ', '']));
    const context = `(seed ${seed})`;
    if (random(3) === 0) same(theirs, ours, 'setComment', [comment()], context);
    for (let ply = random(40); ply > 0 && theirs.moves().length; ply--) {
      same(theirs, ours, 'move', [pick(random, theirs.moves())], context);
      if (random(3) === 0) same(theirs, ours, 'setComment', [comment()], context);
      if (random(20) === 0) same(theirs, ours, 'setHeader', [pick(random, ['White', 'Annotator', 'X']), comment()], context);
    }
    if (random(4) === 0) same(theirs, ours, 'setHeader', ['Result', pick(random, ['1-0', '', 'a b c'])], context);
    for (let k = 0; k < 4; k++) {
      const maxWidth = pick(random, [0, 1, 2, 5, 10, 20, 40, 80, random(100), -5, 3.5, '20', null]);
      same(theirs, ours, 'pgn', [{ maxWidth, newline: pick(random, ['\n', '\r\n', '<br />', '']) }], context);
    }
  }
});

test('loadPgn() of what is not a string throws a TypeError, as chess.js does, the game left as it was', () => {
  for (const input of [0, 42, {}, [], true, undefined, null, () => '1. e4']) {
    const [theirs, ours] = both();
    for (const chess of [theirs, ours]) {
      chess.move('d4');
      chess.setComment('kept');
    }
    const outcomes = [theirs, ours].map((chess) => {
      try {
        chess.loadPgn(input);
        return 'loaded';
      } catch (err) {
        return `${err.constructor.name}: ${err.message}`;
      }
    });
    assert.equal(outcomes[1], outcomes[0], JSON.stringify(input));
    assert.match(outcomes[1], /^TypeError/);
    compareAll(theirs, ours, [['fen'], ['history'], ['getComments'], ['pgn']], `(after loadPgn(${String(input)}))`);
  }
  // a String object is read as its text, by both
  const [theirs, ours] = both();
  same(theirs, ours, 'loadPgn', [new String('1. e4 e5 {x} 2. Nf3 *')]);
  compareAll(theirs, ours, [['fen'], ['pgn']]);
  assert.deepEqual(plain(ours.history()), ['e4', 'e5', 'Nf3']);
});

test('moves({ piece }) of several letters ("pn", "rq": pieces\' letters side by side) lists nothing, as chess.js', () => {
  for (const fen of [undefined, 'r3k2r/8/8/8/8/8/8/R3K2R w KQkq - 0 1']) {
    for (const piece of ['pn', 'nb', 'rq', 'qk', 'PN', 'pnbrqk', ' ', ' p', 'k ']) {
      for (const options of [{ piece }, { piece, verbose: true }, { piece, square: 'a1' }]) {
        const [theirs, ours] = both(fen);
        same(theirs, ours, 'moves', [options], `(${fen ?? 'start'})`);
      }
    }
  }
});

test('findPiece() of what is no piece: [] on an empty board, the same TypeError on another, as chess.js', () => {
  for (const fen of ['8/8/8/8/8/8/8/8 w - - 0 1', undefined, '4k3/8/8/8/8/8/8/4K3 w - - 0 1']) {
    for (const args of [[], [null], [{}], [{ type: 'k' }], [{ color: 'w' }], [{ type: 'k', color: 'b' }]]) {
      const [theirs, ours] = both(fen, { skipValidation: true });
      same(theirs, ours, 'findPiece', args);
    }
  }
});

test('a PGN text the grammar cannot read throws an Error named SyntaxError, with found and location as chess.js gives them', () => {
  const texts = [
    '1. e4 e5 2. Qxx9 *', '1. e4 {never closed', '[Event "x"\n\n1. e4 *', '1. e4!!? e5 *',
    '1. e4\r\ne5 2. Nf3 Nc6 3. Bb5 a6 1/2', '1. e4\re5 2. Nf3 ;x\r\n Nc6 1/2', '1. e4 😀 *',
  ];
  for (const text of texts) {
    const [theirs, ours] = both().map((chess) => {
      try {
        chess.loadPgn(text);
        return 'loaded';
      } catch (err) {
        assert.ok(err instanceof Error);
        return { name: err.name, found: err.found, location: err.location };
      }
    });
    assert.deepStrictEqual(ours, theirs, JSON.stringify(text));
  }
});

/** The calls a subclass of `Base` sees of its public methods, made by a page and by the class itself. */
function subclassCalls(Base) {
  const log = [];
  class Game extends Base {}
  const hooked = ['clear', 'load', 'reset', 'move', 'undo', 'header', 'setHeader', 'removeHeader', 'getHeaders', 'get', 'put',
    'remove', 'getCastlingRights', 'setCastlingRights', 'removeComment', 'removeComments', 'getComments', 'perft', 'history',
    'moves', 'pgn', 'loadPgn', 'setTurn', 'isDraw', 'isGameOver', 'isThreefoldRepetition', 'isStalemate', 'inCheck',
    'isInsufficientMaterial', 'isDrawByFiftyMoves', 'turn', 'board', 'moveNumber', 'findPiece', 'attackers', 'hash'];
  for (const name of hooked) {
    Game.prototype[name] = function (...args) {
      log.push(`${name}(${args.map((a) => JSON.stringify(a)).join(', ')})`);
      return Base.prototype[name].apply(this, args);
    };
  }
  const game = new Game();
  log.push('(constructed)');
  game.move('e4');
  game.setTurn('b');
  game.load('4k3/8/8/8/8/8/4P3/4K3 w - - 0 1', { preserveHeaders: true });
  assert.throws(() => game.load('bad'));
  game.reset();
  game.deleteComment();
  game.deleteComments();
  game.remove('e2');
  game.setCastlingRights('w', { k: true });
  game.isGameOver();
  game.loadPgn('[FEN "4k3/8/8/8/8/8/4P3/4K3 w - - 0 1"]\n[Result "*"]\n1. e4 1-0');
  game.loadPgn('[SetUp "1"]\n[FEN "4k3/8/8/8/8/8/4P3/4K3 w - - 0 1"]\n1. e4 *', { strict: true });
  game.clear();
  log.push(game.hash(), game.fen());
  return log;
}

test("a subclass's overrides are called where chess.js calls them: clear() by load(), reset() and the constructor", () => {
  assert.deepEqual(subclassCalls(OurChess), subclassCalls(TheirChess));
});
