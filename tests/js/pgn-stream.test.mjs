// chess-arbiter/pgn's streaming reader on what pgn-records.test.mjs leaves out: a Latin-1 file
// whose first bytes that are no UTF-8 span chunks, end the input, or follow UTF-8 in one chunk;
// sources of the wrong shape (every one a ChessError, never a TypeError); and the pieces the
// stream is cut into (js/pgn/split.js), which must never cut a game.
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { test } from 'node:test';
import { ChessError, PgnGame, PgnNode, parseGames, readGames } from 'chess-arbiter/pgn';
import { pieces } from '../../js/pgn/split.js';

const latin1 = (text) => Buffer.from(text, 'latin1');

async function all(source, options) {
  const games = [];
  for await (const g of readGames(source, options)) games.push(g);
  return games;
}

test('Latin-1 is read from the first bytes that are no UTF-8, however the chunks cut them', async () => {
  // The brief's case: 'é' (0xE9) ends a chunk.
  const [jose] = await all([latin1('[White "José'), latin1('"]\n\n1. e4 *')]);
  assert.equal(jose.tags.White, 'José');
  // 'ä¸' (0xE4 0xB8), the start of a three-byte UTF-8 sequence, over two chunks of one byte.
  const [two] = await all([latin1('[White "'), latin1('\u00e4'), latin1('\u00b8'), latin1('"]\n\n1. e4 *')]);
  assert.equal(two.tags.White, '\u00e4\u00b8');
  // UTF-8 then Latin-1 in one chunk: the UTF-8 before the first Latin-1 byte stays UTF-8.
  const mixed = Buffer.concat([Buffer.from('[White "Müller"]\n'), latin1('[Black "Réti"]\n\n1. e4 *')]);
  const [both] = await all([mixed]);
  assert.deepEqual([both.tags.White, both.tags.Black], ['Müller', 'Réti']);
  // The input ends inside what would be a UTF-8 sequence: Latin-1, not a TypeError.
  const [last] = await all([latin1('[White "Réti"]\n\n1. e4 * {Jos\u00e9}')]);
  assert.equal(last.mainline()[0].comment, 'José');
  const [cut] = await all([latin1('[White "x"]\n\n1. e4 *\n%Jos\u00e9')]);
  assert.equal(cut.mainline()[0].san, 'e4');
  // A byte-order mark cut over chunks is still a mark.
  const bom = Buffer.from('\ufeff[White "Ann"]\n\n1. e4 *');
  const [marked] = await all([bom.subarray(0, 1), bom.subarray(1, 2), bom.subarray(2)]);
  assert.equal(marked.tags.White, 'Ann');
});

test('sources, chunks and options of the wrong shape are ChessErrors, never TypeErrors', async () => {
  const bad = [
    [[1, 2]], [[null]], [[{}]], [[undefined]], [['1. e4 *', 5]],
    [{ [Symbol.iterator]: () => 5 }], [{ [Symbol.iterator]: () => ({}) }], [{ [Symbol.asyncIterator]: () => ({ next: () => 7 }) }],
    [{ getReader: () => ({}) }], [{ getReader: () => ({ read: async () => null }) }], [{ getReader: () => null }],
    [42], [null], [{}], ['1. e4 *', 5], ['1. e4 *', null], ['1. e4 *', 'onError'], ['1. e4 *', { onError: 1 }],
  ];
  for (const args of bad) {
    await assert.rejects(all(...args), (e) => e instanceof ChessError && e.code === 'INVALID_ARGUMENT', `${args.map(String)}`);
  }
  // A PgnNode is had from its game; a PgnGame takes no tree from outside.
  assert.throws(() => new PgnNode({}, 0), (e) => e instanceof ChessError && e.code === 'INVALID_ARGUMENT');
  const game = new PgnGame({}, 5, 'text');
  assert.deepEqual(game.tags, {});
  assert.equal(game.root.fen, 'rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1');
  // The module keeps working, and a good source after them reads.
  assert.equal((await all([Buffer.from('1. e4 *')]))[0].mainline()[0].san, 'e4');
});

test('tags named like Object\'s members are tags, in a plain object', () => {
  const { tags } = PgnGame.parse('[toString "a"]\n\n1. e4 *');
  assert.deepEqual(tags, { toString: 'a' });
  const more = PgnGame.parse('[valueOf "v"]\n[hasOwnProperty "h"]\n[constructor "c"]\n[toString "t"]\n\n1. e4 *').tags;
  assert.deepEqual(more, { valueOf: 'v', hasOwnProperty: 'h', constructor: 'c', toString: 't' });
  assert.equal(Object.getPrototypeOf(more), Object.prototype);
});

/** The games of `text` read piece by piece, each cut allowed taken (pieces of at least 1 character). */
async function byPieces(text, size) {
  async function* chunks() {
    for (let i = 0; i < text.length; i += size) yield text.slice(i, i + size);
  }
  const out = [];
  for await (const piece of pieces(chunks(), 1)) out.push(...parseGames(piece.text));
  return out;
}

const exported = (games) => games.map((g) => (g instanceof PgnGame ? g.pgn() : g.error.code));

test('the pieces a stream is cut into never cut a game, whatever the chunks', async () => {
  const text = [
    '[Event "a"]\n{a comment between tags}\n[Site "b"]\n\n1. e4 e5 *\n\n', // a comment line is not movetext
    '[Event "c"]\n; a line comment\n[Site "d"]\n\n1. d4 (1. c4 {\n[Event "in a comment"]\n}) 1... d5 *\n\n',
    '[Event "e"]\n\n1. e4 e5\n[Event "f"]\n\n1. d4 *\n', // a game without a result
    // A variation left open: a broken game, which the reader skips to the next game after a
    // blank line (h's tags follow a line that is not blank): no cut at h.
    '[Event "g"]\n\n1. e4 (1. d4\n[Event "h"]\n\n1. c4 *\n',
    '[Event "i"]\n\n1. e4 *\n',
  ].join('');
  const whole = exported(parseGames(text));
  assert.deepEqual(whole.map((g) => /^\[Event "(\w)"/.exec(g)?.[1] ?? g), ['a', 'c', 'e', 'f', 'INVALID_PGN', 'i']);
  for (const size of [1, 3, 17, text.length]) assert.deepEqual(exported(await byPieces(text, size)), whole, `chunks of ${size}`);
  // A tag value in a word processor's quotes: its line ends the tag pair, and a comment after
  // it (with a straight quote, a blank line and a `[` line inside) is still a comment.
  const curly = '[Event "a"]\n\n1. e4 *\n\n[Event “b”]\n\n1. d4 {He said "hi" and\nmore words\n\n[Round "x"]} d5 *\n\n[Event "c"]\n\n1. c4 *\n';
  assert.equal(parseGames(curly).length, 3);
  for (const size of [1, 5, curly.length]) assert.deepEqual(exported(await byPieces(curly, size)), exported(parseGames(curly)), `chunks of ${size}`);
  const lichess = readFileSync(new URL('../data/lichess_db_100k.pgn', import.meta.url), 'utf8');
  assert.deepEqual(exported(await byPieces(lichess, 4093)), exported(parseGames(lichess)));
});
