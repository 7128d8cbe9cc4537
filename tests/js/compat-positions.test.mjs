// chess-arbiter/compat against chess.js 1.4 where pages go beyond games from the start: every
// code example of chess.js's README, positions loaded with skipValidation (no king, rights
// without rooks, en passant squares without a pawn), boards edited with put() and remove(),
// and broken FENs (the same errors, word for word).
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { test } from 'node:test';
import * as theirsModule from 'chess.js';
import * as oursModule from 'chess-arbiter/compat';
import { QUERIES, compareAll, plain, rng, same, squareQueries } from './compat-diff.mjs';

const { Chess: TheirChess } = theirsModule;
const { Chess: OurChess } = oursModule;
const POSITIONS = 2000;

/** The README's code blocks, each run with one library; every `chess.…(…)` line's result logged. */
function runExample(code, module) {
  const log = [];
  const record = (fn) => {
    try {
      log.push(plain(fn()));
    } catch (err) {
      log.push(`throws ${err.message}`);
    }
  };
  const body = code
    .split('\n')
    .filter((line) => !/^\s*import /.test(line))
    .map((line) => line.replace(/^(\s*)(chess\.\w+\(.*\))\s*;?\s*(\/\/.*)?$/, '$1__record(() => $2)'))
    .join('\n');
  const random = rng(7);
  const seededMath = Object.create(Math, { random: { value: () => random(1 << 30) / (1 << 30) } });
  const console = { log: (...args) => log.push(args.map(plain)) };
  try {
    const names = Object.keys(module).filter((name) => name !== 'default');
    new Function('__record', 'Math', 'console', ...names, body)(record, seededMath, console, ...names.map((n) => module[n]));
  } catch (err) {
    log.push(`block throws ${err.message}`);
  }
  return log;
}

test("every code example of chess.js's README gives the same results", () => {
  const readme = readFileSync(createRequire(import.meta.url).resolve('chess.js/README.md'), 'utf8');
  const blocks = [...readme.matchAll(/```(?:ts|js)\n([\s\S]*?)```/g)].map((m) => m[1]).filter((b) => b.includes('Chess'));
  assert.ok(blocks.length > 30, `${blocks.length} examples`);
  for (const block of blocks) {
    assert.deepStrictEqual(runExample(block, oursModule), runExample(block, theirsModule), block);
  }
});

/** A random FEN chess.js loads with skipValidation: 0 to 2 kings, pawns off the edge ranks. */
function randomFen(random) {
  const board = new Array(64).fill(null);
  const place = (letter, ranks = [0, 7]) => {
    for (let tries = 0; tries < 50; tries++) {
      const sq = random(64);
      const rank = sq >> 3;
      if (!board[sq] && rank >= ranks[0] && rank <= ranks[1]) return (board[sq] = letter);
    }
  };
  const whiteKing = random(8) > 0;
  const blackKing = random(8) > 0;
  if (whiteKing) random(2) ? (board[60] = 'K') : place('K');
  if (blackKing) random(2) ? (board[4] = 'k') : place('k');
  for (let n = random(12); n > 0; n--) {
    const letter = 'pnbrqPNBRQ'[random(10)];
    if (random(3) === 0) {
      const corner = [0, 7, 56, 63][random(4)];
      if (!board[corner]) board[corner] = corner < 8 ? 'r' : 'R';
    } else place(letter, letter.toLowerCase() === 'p' ? [1, 6] : [0, 7]);
  }
  const rows = [];
  for (let r = 0; r < 8; r++) {
    let row = '';
    let empty = 0;
    for (let f = 0; f < 8; f++) {
      const p = board[r * 8 + f];
      if (p) {
        row += (empty || '') + p;
        empty = 0;
      } else empty++;
    }
    rows.push(row + (empty || ''));
  }
  const turn = 'wb'[random(2)];
  // castling rights for a side whose king is at home, whether or not the rooks are there (with
  // its king elsewhere, chess.js castles it off the board: README, the differences)
  const rights = (board[60] === 'K' ? 'KQ'.slice(random(3)) : '') + (board[4] === 'k' ? 'kq'.slice(random(3)) : '');
  const ep = random(3) ? '-' : 'abcdefgh'[random(8)] + (turn === 'w' ? '6' : '3');
  return `${rows.join('/')} ${turn} ${rights || '-'} ${ep} ${random(120)} ${1 + random(80)}`;
}

/**
 * Whether the side to move could take the other king: chess.js then plays king captures and
 * takes them back its own way (its board changes, or it throws a TypeError); not reproduced.
 */
function kingEnPrise(chess) {
  const them = chess.turn() === 'w' ? 'b' : 'w';
  return chess.findPiece({ type: 'k', color: them }).some((sq) => chess.isAttacked(sq, chess.turn()));
}

/** Play goes on while each side has its king and the side to move cannot take the other's. */
function playable(chess) {
  const kings = ['w', 'b'].map((color) => chess.findPiece({ type: 'k', color }).length);
  return kings[0] === 1 && kings[1] === 1 && !kingEnPrise(chess);
}

function playPosition(i) {
  const random = rng(i);
  const fen = randomFen(random);
  const context = `(position ${i}: ${fen})`;
  const theirs = new TheirChess(fen, { skipValidation: true });
  const ours = new OurChess(fen, { skipValidation: true });
  compareAll(theirs, ours, QUERIES.concat(squareQueries(random), [['ascii'], ['board']]), context);
  for (let ply = 0; ply < 6 && playable(theirs); ply++) {
    const moves = theirs.moves();
    const roll = random(10);
    if (roll < 2) {
      const sq = 'abcdefgh'[random(8)] + '1234567'[random(7)];
      same(theirs, ours, 'put', [{ type: 'pnbrqk'[random(6)], color: 'wb'[random(2)] }, random(10) ? sq : 'z9'], context);
    } else if (roll < 3) same(theirs, ours, 'remove', ['abcdefgh'[random(8)] + '12345678'[random(8)]], context);
    else if (roll < 4) same(theirs, ours, 'setCastlingRights', ['wb'[random(2)], { k: random(2) === 1, q: random(2) === 1 }], context);
    else if (moves.length) same(theirs, ours, 'move', [moves[random(moves.length)]], context);
    compareAll(theirs, ours, QUERIES.concat([['history', [{ verbose: true }]], ['pgn'], ['getHeaders']]), context);
  }
  if (playable(theirs)) same(theirs, ours, 'perft', [2], context);
}

test(`${POSITIONS} positions loaded with skipValidation, played on and edited with put() and remove()`, () => {
  let crashed = 0;
  for (let i = 1; i <= POSITIONS; i++) {
    try {
      playPosition(i);
    } catch (err) {
      // chess.js failing on its own board (a TypeError inside it): README, the differences
      if (!/^(Cannot read properties of undefined|Cannot mix BigInt)/.test(err.expected?.error ?? err.message)) throw err;
      crashed++;
    }
  }
  assert.ok(crashed < POSITIONS / 100, `chess.js failed in ${crashed} positions`);
});

// chess.js does not check a FEN's castling rights against its king: with the king on another
// square of its first rank, castling moves it two squares along, off the board near a corner
// (chess.js's own regression test for PGN's SetUp and FEN tags loads such a FEN).
test('castling rights whose king is not on e1/e8, from a FEN chess.js loads: the castling moves, their after, and play through them', () => {
  const fens = [
    '5r1k/8/8/8/8/8/8/R3K2R b KQkq - 0 1',
    '4k3/8/8/8/8/8/8/KR5R w KQ - 0 1',
    'r3k2r/8/8/8/8/8/8/R4K1R w KQkq - 3 9',
    '1k6/8/8/8/8/8/8/6K1 w KQkq - 0 1',
    'rk6/8/8/8/8/8/8/7K b kq - 0 1',
  ];
  for (let i = 1; i <= 100; i++) {
    const random = rng(i);
    const rank = (king, rook) => {
      const row = Array(8).fill('');
      row[random(8)] = king;
      for (const f of [0, 7]) if (!row[f] && random(2)) row[f] = rook;
      return row.map((p) => p || '1').join('').replace(/1+/g, (ones) => ones.length);
    };
    fens.push(`${rank('k', 'r')}/8/8/8/8/8/8/${rank('K', 'R')} ${'wb'[random(2)]} KQkq - 0 1`);
  }
  let castles = 0;
  for (const fen of fens) {
    const context = `(${fen})`;
    const theirs = new TheirChess(fen);
    const ours = new OurChess(fen);
    try {
      theirs.moves();
    } catch {
      continue; // a black king on a8 or b8 with its queenside right: chess.js throws a TypeError (README)
    }
    const moves = same(theirs, ours, 'moves', [{ verbose: true }], context);
    for (const { san } of moves.filter((m) => /k|q/.test(m.flags))) {
      castles++;
      same(theirs, ours, 'move', [san], `${context} ${san}`);
      // (what generates moves there makes chess.js throw a TypeError: README, the differences)
      compareAll(theirs, ours, [['fen'], ['hash'], ['history', [{ verbose: true }]], ['pgn']], `${context} ${san}`);
      same(theirs, ours, 'undo', [], `${context} ${san}`);
      compareAll(theirs, ours, [['fen'], ['hash']], `${context} ${san}`);
    }
  }
  assert.ok(castles > 50);
});

/** FENs spoilt one character or one field at a time. */
function brokenFens(random, fen) {
  const chars = 'pnbrqkPNBRQK12345678/ -wb09x';
  const at = random(fen.length);
  const fields = fen.split(' ');
  return [
    fen.slice(0, at) + chars[random(chars.length)] + fen.slice(at + 1),
    fen.slice(0, at) + fen.slice(at + 1),
    fen.slice(0, at) + chars[random(chars.length)] + fen.slice(at),
    fields.slice(0, 1 + random(6)).join(' '),
    fields.map((f, i) => (i === random(6) ? f.split('').reverse().join('') : f)).join('  '),
  ];
}

test('broken FENs: validateFen, the constructor and load() answer as chess.js does', () => {
  const start = new TheirChess();
  const fens = [];
  for (let i = 0; i < 40; i++) {
    const moves = start.moves();
    if (!moves.length) break;
    start.move(moves[(i * 7) % moves.length]);
    fens.push(start.fen());
  }
  let n = 0;
  for (const [i, fen] of fens.entries()) {
    const random = rng(i + 1);
    for (let k = 0; k < 40; k++) {
      for (const broken of brokenFens(random, fen)) {
        assert.deepStrictEqual(oursModule.validateFen(broken), theirsModule.validateFen(broken), broken);
        const theirs = new TheirChess();
        const ours = new OurChess();
        same(theirs, ours, 'load', [broken], `(${broken})`);
        compareAll(theirs, ours, [['fen'], ['hash'], ['getHeaders']], `(${broken})`);
        n++;
      }
    }
  }
  assert.ok(n > 5000);
});
