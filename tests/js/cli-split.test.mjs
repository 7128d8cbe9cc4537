// The command line's PGN splitter (js/cli/split.js): games cut at their first tag line, the same
// whatever the chunks the bytes come in, and shards that together hold each game exactly once.
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { LOOK_BEHIND, games, shardRange } from '../../js/cli/split.js';

const TEXT = [
  '\ufeff[Event "one"]\r\n[Site "?"]\r\n\r\n1. e4 e5 {a comment\r\n [not at the start of its line: the game goes on]} *\r\n',
  '  [Event "leading spaces: movetext, not a tag"]\n\n',
  '[Event "two"]\n[White "A"]\n\n1. d4 d5\n\n\n',
  '[Event "three"]\n1. c4 *', // no newline at the end
].join('');

/** Buffers of `size` bytes (the last shorter), as a stream gives them. */
async function* chunked(buf, size) {
  for (let i = 0; i < buf.length; i += size) yield buf.subarray(i, i + size);
}

async function collect(source, range) {
  const out = [];
  for await (const g of games(source, range)) out.push([g.offset, Buffer.from(g.bytes).toString('utf8')]);
  return out;
}

test('games: each from its first tag line to the next game, whatever the chunks', async () => {
  const bytes = Buffer.from(TEXT);
  const expected = await collect(chunked(bytes, bytes.length));
  assert.deepEqual(expected.map(([, text]) => text.split(/\r?\n/)[0]), [
    '[Event "one"]', '[Event "two"]', '[Event "three"]',
  ]);
  assert.equal(expected[0][0], 3, 'offsets count the byte-order mark');
  assert.match(expected[0][1], /goes on\]\} \*\r\n  \[Event "leading spaces/);
  assert.equal(expected[2][1], '[Event "three"]\n1. c4 *');
  assert.equal(expected.map(([, t]) => t).join(''), TEXT.slice(1), 'every byte after the mark in one game');
  for (const size of [1, 2, 3, 5, 16, 64]) assert.deepEqual(await collect(chunked(bytes, size)), expected, `chunks of ${size}`);
});

test('games: shards of a file hold every game once, however many', async () => {
  const one = '[Event "g"]\n[Round "?"]\n\n1. e4 e5 2. Nf3 Nc6 *\n\n';
  const text = Array.from({ length: 40 }, (_, i) => one.replace('"g"', `"g${i}"`)).join('');
  const bytes = Buffer.from(text);
  const whole = await collect(chunked(bytes, 7));
  assert.equal(whole.length, 40);
  for (const count of [2, 3, 7, 40, 100]) {
    const parts = [];
    for (let index = 0; index < count; index++) {
      const { start, end } = shardRange(bytes.length, index, count);
      const at = Math.max(0, start - LOOK_BEHIND);
      parts.push(...await collect(chunked(bytes.subarray(at), 5), { at, from: start, to: end }));
    }
    assert.deepEqual(parts, whole, `${count} shards`);
  }
});
