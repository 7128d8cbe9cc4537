// chess-arbiter/pgn on records as files and pages hand them over: a Latin-1 file cut inside a
// character's bytes, tags named like Object's members, a Result tag set after reading, chunks
// of the wrong type, words after a result, NUL padding; and records typed by hand, against
// python-chess's reading of them.
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { test } from 'node:test';
import { ChessError, PgnGame, parseGames, readGames } from 'chess-arbiter/pgn';

async function all(source) {
  const games = [];
  for await (const g of readGames(source)) games.push(g);
  return games;
}

test('a Latin-1 file whose first byte that is no UTF-8 ends a chunk keeps that byte', async () => {
  const chunks = [Buffer.from('[White "José', 'latin1'), Buffer.from('"]\n\n1. e4 *', 'latin1')];
  const [game] = await all(chunks);
  assert.equal(game.tags.White, 'José');
  // Cut after it, or in one piece: the same.
  const [whole] = await all([Buffer.from('[White "José"]\n\n1. e4 *', 'latin1')]);
  assert.equal(whole.tags.White, 'José');
  // UTF-8 cut inside a character stays UTF-8.
  const utf8 = Buffer.from('[White "Josè"]\n\n1. e4 *', 'utf8');
  const cut = utf8.indexOf(0xc3) + 1;
  const [split] = await all([utf8.subarray(0, cut), utf8.subarray(cut)]);
  assert.equal(split.tags.White, 'Josè');
});

test('tags named like the members of an object are tags', () => {
  const game = PgnGame.parse('[toString "a"]\n[constructor "c"]\n\n1. e4 *');
  game.setTag('__proto__', 'b');
  const { tags } = game;
  assert.deepEqual(Object.keys(tags), ['toString', 'constructor', '__proto__']);
  assert.equal(tags.toString, 'a');
  assert.equal(Object.getOwnPropertyDescriptor(tags, '__proto__').value, 'b');
  assert.equal(Object.getPrototypeOf(tags), Object.prototype);
});

test('setTag("Result") sets the termination marker the export writes', () => {
  const game = PgnGame.parse('1. e4 e5 1-0');
  game.setTag('Result', '0-1');
  assert.equal(game.result, '0-1');
  assert.match(game.pgn(), /\[Result "0-1"\][\s\S]*1\. e4 e5 0-1/);
  game.setTag('Result', null);
  assert.equal(game.result, '*');
});

test('a stream of chunks that are neither strings nor bytes is a ChessError', async () => {
  for (const source of [[1, 2], [null], [{}]]) {
    await assert.rejects(all(source), (e) => e instanceof ChessError && e.code === 'INVALID_ARGUMENT', JSON.stringify(source));
  }
});

test('words after the result, NUL padding and a tag value ending in a backslash are read', async () => {
  const text = '[Event "a"]\n[Site "C:\\"]\n\n1. e4 e5 1-0 Échec et mat\n\n[Event "b"]\n\n1. d4 d5 0-1 Blancs abandonnent\n\0\0\0\0';
  for (const source of [text, [Buffer.from(text, 'latin1')], [Buffer.from(text, 'utf8')]]) {
    const games = await all(source);
    assert.equal(games.length, 2);
    assert.equal(games[0].tags.Site, 'C:\\');
    assert.deepEqual(games.map((g) => g.mainline().at(-1).comment), ['Échec et mat', 'Blancs abandonnent']);
    assert.deepEqual(games.map((g) => g.result), ['1-0', '0-1']);
  }
  // The rules entry's readers too.
  const { Game, parsePgn } = await import('chess-arbiter');
  assert.equal(parsePgn(text).length, 2);
  assert.equal(Game.fromPgn('1. e4 e5 1-0 White wins on time').history().length, 2);
});

test('records typed by hand read as python-chess reads them: marks standing alone, annotation runs, a result glued to the mark, 1/2', () => {
  // tests/data/hand-typed.pgn: 60 real games retyped, with python-chess's moves and NAGs as tags
  // (scripts/hand-typed-reference.py), and the result each record means.
  const text = readFileSync(new URL('../data/hand-typed.pgn', import.meta.url), 'utf8');
  const games = parseGames(text);
  assert.equal(games.length, 60);
  for (const game of games) {
    assert.ok(game instanceof PgnGame, game.error?.message);
    const { Event: name, ExpectUci: uci, ExpectNags: nags, ExpectResult: result } = game.tags;
    const line = game.mainline();
    assert.equal(line.map((n) => n.uci).join(' '), uci, name);
    const ours = line.flatMap((n, i) => (n.nags.length ? [`${i + 1}:${[...n.nags].sort((a, b) => a - b).join(',')}`] : []));
    assert.equal(ours.join(' '), nags, name);
    assert.equal(game.result, result, name);
  }
});
