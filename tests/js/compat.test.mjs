// chess-arbiter/compat against chess.js 1.4 itself: random games played through both with moves
// given in every notation chess.js reads, undo, null moves, comments and headers, every query
// compared in every position; the positions reloaded; PGN written and read back.
import assert from 'node:assert/strict';
import { test } from 'node:test';
import * as theirsModule from 'chess.js';
import * as oursModule from 'chess-arbiter/compat';
import { CHEAP, QUERIES, SLOW_QUERIES, compareAll, rng, same, squareQueries } from './compat-diff.mjs';

const { Chess: TheirChess } = theirsModule;
const { Chess: OurChess } = oursModule;
const GAMES = Number(process.env.COMPAT_GAMES ?? 1000);

/** Ways of writing the move `m` (a chess.js verbose move) that chess.js may or may not read. */
function spellings(m, random) {
  const decoration = ['', '+', '#', '!', '?', '!?', '?!', '+!'][random(8)];
  const promotion = m.promotion ?? '';
  const letter = m.piece === 'p' ? ['', 'P', 'p'][random(3)] : m.piece.toUpperCase();
  const forms = [
    m.san,
    m.san + decoration,
    m.san.replace('x', ''),
    m.san.replace('=', ''),
    m.san.replace('O-O', '0-0'),
    m.lan,
    m.from + m.to + promotion.toUpperCase(),
    `${m.from}-${m.to}${promotion}`,
    `${letter}${m.from}x${m.to}${promotion}`,
    `${letter}${m.from[random(2)]}${m.to}${promotion}`,
    { from: m.from, to: m.to, promotion: m.promotion },
    { from: m.from, to: m.to },
    { from: m.from, to: m.to, promotion: 'q' },
  ];
  return forms[random(forms.length)];
}

const JUNK = ['', 'Nf9', 'e9', 'Kxe1', 'O-O-O-O', 'xx', 'e2e5', 'Qh4#', 'a1a1', 'Z', '--', 'e4 e5', 'bxc3', 'Bb5+', 'exd6'];

/** One random game through both, compared as it goes; returns its PGN, collects FENs visited. */
function playGame(seed, fens) {
  const random = rng(seed);
  const theirs = new TheirChess();
  const ours = new OurChess();
  const plies = 1 + random(120);
  for (let ply = 0; ply < plies; ply++) {
    const context = `(game ${seed}, ply ${ply}, ${theirs.fen()})`;
    compareAll(theirs, ours, ply % 8 === 7 ? QUERIES : CHEAP, context);
    if (ply % 16 === 5) compareAll(theirs, ours, squareQueries(random), context);
    if (ply % 4 === 2) fens.push(theirs.fen());
    const roll = random(100);
    if (roll < 4) same(theirs, ours, 'undo', [], context);
    else if (roll < 6) same(theirs, ours, 'move', [[null, '--', '--+'][random(3)]], context);
    else if (roll < 7) same(theirs, ours, 'setTurn', [['w', 'b'][random(2)]], context);
    else if (roll < 11) same(theirs, ours, 'setComment', [`c${ply} {x} }`.slice(0, 3 + random(6))], context);
    else if (roll < 12) same(theirs, ours, 'removeComment', [], context);
    else if (roll < 13) same(theirs, ours, 'setHeader', [['White', 'Event', 'X'][random(3)], `v${ply}`], context);
    else if (roll < 16) same(theirs, ours, 'move', [JUNK[random(JUNK.length)], { strict: random(2) === 1 }], context);
    // the move is picked from our verbose list, which the positions' comparisons hold equal to chess.js's
    const moves = ours.moves({ verbose: true });
    if (!moves.length) break;
    const input = spellings(moves[random(moves.length)], random);
    const strict = random(3) === 0;
    const result = same(theirs, ours, 'move', [input, { strict }], context);
    if (result === undefined) same(theirs, ours, 'move', [moves[0].san], context);
  }
  const context = `(game ${seed}, end)`;
  compareAll(theirs, ours, seed % 4 ? QUERIES : QUERIES.concat(SLOW_QUERIES), context);
  const width = [0, 20, 40, 80][random(4)];
  const pgn = same(theirs, ours, 'pgn', [{ maxWidth: width, newline: ['\n', '<br />', '\r\n'][random(3)] }], context);
  same(theirs, ours, 'removeComments', [], context);
  same(theirs, ours, 'getComments', [], context);
  return pgn;
}

test(`${GAMES} random games: every method of chess.js 1.4 answers the same through chess-arbiter/compat`, (t) => {
  const fens = [];
  for (let seed = 1; seed <= GAMES; seed++) {
    const pgn = playGame(seed, fens);
    // the PGN written (with comments and null moves) read back, strict and not
    const theirs = new TheirChess();
    const ours = new OurChess();
    const strict = seed % 3 === 0;
    same(theirs, ours, 'loadPgn', [pgn.replaceAll('<br />', '\n'), { strict }], `(game ${seed} PGN)`);
    compareAll(theirs, ours, [['fen'], ['hash'], ['history'], ['getComments'], ['getHeaders'], ['pgn'], ['isThreefoldRepetition']], `(game ${seed} PGN)`);
  }
  // every tenth position of those games, loaded on its own
  for (const [i, fen] of fens.entries()) {
    const theirs = new TheirChess(fen);
    const ours = new OurChess(fen);
    compareAll(theirs, ours, i % 4 ? CHEAP : QUERIES.concat(squareQueries(rng(i + 1))), `(position ${fen})`);
    if (i % 50 === 0) same(theirs, ours, 'perft', [2], `(position ${fen})`);
  }
  assert.ok(fens.length > 5000 || GAMES < 1000, `${fens.length} positions`);
  t.diagnostic(`${GAMES} games, ${fens.length} positions reloaded`);
});

test('the exports of chess.js 1.4 are there, with the same values', () => {
  for (const name of ['WHITE', 'BLACK', 'PAWN', 'KNIGHT', 'BISHOP', 'ROOK', 'QUEEN', 'KING', 'DEFAULT_POSITION', 'SEVEN_TAG_ROSTER', 'SQUARES']) {
    assert.deepEqual(oursModule[name], theirsModule[name], name);
  }
  for (const name of ['Chess', 'Move', 'validateFen', 'xoroshiro128']) assert.equal(typeof oursModule[name], 'function', name);
  assert.deepEqual(Object.keys(new OurChess().moves({ verbose: true })[0]), Object.keys(new TheirChess().moves({ verbose: true })[0]));
  assert.ok(new OurChess().moves({ verbose: true })[0] instanceof oursModule.Move);
});

test('xoroshiro128, exported as by chess.js: the same values from the same states, wider than 128 bits too', () => {
  for (const seed of [0xa187eb39cdcaed8f31c4b365b102e01en, 1n, 0n, (1n << 128n) - 1n, 0x1234567890abcdefn << 70n]) {
    const [ours, theirs] = [oursModule.xoroshiro128(seed), theirsModule.xoroshiro128(seed)];
    for (let i = 0; i < 200; i++) assert.equal(ours(), theirs(), `seed ${seed.toString(16)}, value ${i}`);
  }
  // A number is not a state: both throw.
  assert.throws(() => theirsModule.xoroshiro128(5)(), TypeError);
  assert.throws(() => oursModule.xoroshiro128(5)(), TypeError);
});

test('what pages do beside playing: a Proxy around a game (Vue\'s ref()), a FEN from a text box, SQUARES changed, after assigned', () => {
  const behaviour = (Chess, SQUARES) => {
    const out = [];
    const game = new Proxy(new Chess(), {});
    const move = new Proxy(game.move('e4'), {});
    out.push(game.fen(), move.after, Object.keys(move).join());
    const plain = new Chess().move('d4');
    plain.after = 'replaced';
    out.push(plain.after, Object.keys(plain).join());
    for (const fen of ['rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w ', 'rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq \n']) {
      try {
        out.push(new Chess(fen).fen());
      } catch (e) {
        out.push(`throws ${e.message}`);
      }
    }
    const squares = [...SQUARES];
    SQUARES.reverse();
    out.push(new Chess().findPiece({ type: 'p', color: 'w' }).join());
    SQUARES.splice(0, SQUARES.length, ...squares);
    return out;
  };
  assert.deepEqual(behaviour(OurChess, oursModule.SQUARES), behaviour(TheirChess, theirsModule.SQUARES));
});

test("a move's after is the position the move made, whatever a page changed in its other fields since", () => {
  const behaviour = (Chess) => {
    const game = new Chess('r3k2r/8/8/8/8/8/8/R3K2R w KQkq - 0 1');
    const castle = game.move('O-O');
    castle.flags = '';
    castle.from = castle.from.toUpperCase();
    const reply = game.move('Rxa1');
    reply.piece = 'R';
    reply.captured = undefined;
    reply.before = '';
    const listed = game.moves({ verbose: true })[0];
    Object.assign(listed, { from: 'a1', to: 'h8', flags: 'c', promotion: 'q' });
    const undone = game.undo();
    undone.to = 'z9';
    return [castle, reply, listed, undone].map((move) => move.after);
  };
  assert.deepEqual(behaviour(OurChess), behaviour(TheirChess));
});
