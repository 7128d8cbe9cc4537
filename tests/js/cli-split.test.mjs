// The PGN splitter the command line and the page's Audit view share (www/audit/split.js):
// games cut where the Rust reader starts them, the same whatever the chunks the bytes come in,
// each piece read alone the game the reader reads in the whole text; and shards that together
// hold each game exactly once.
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { test } from 'node:test';
import { audit } from 'chess-arbiter/audit';
import { GameCutter, games, readFrom, shardRange } from '../../www/audit/split.js';
import { placed } from '../../js/cli/output.js';

const root = new URL('../../', import.meta.url);

const TEXT = [
  '\ufeff[Event "one"]\r\n[Site "?"]\r\n\r\n1. e4 e5 {a comment\r\n [not at the start of its line: the game goes on]} *\r\n',
  // After the result, the next token starts the next game, blank space before it or not; its
  // tags go on until its movetext, blank lines and all, or until another Event tag, the next
  // game's (this one is tags alone, as a forfeit's record is).
  '  [Event "leading spaces: the next game"]\n\n',
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

/** The games of `text` (a string) as the splitter gives them: `{ offset, text, line, column }`. */
function cut(text, size = Infinity) {
  const bytes = Buffer.from(text);
  const cutter = new GameCutter();
  const out = [];
  for (let i = 0; i < bytes.length; i += Math.min(size, bytes.length)) out.push(...cutter.push(bytes.subarray(i, i + size)));
  out.push(...cutter.finish());
  return out.map((g) => ({ offset: g.offset, text: Buffer.from(g.bytes).toString('utf8'), line: g.line, column: g.column }));
}

/**
 * Each piece of `text` audited alone, the reports numbered as in the whole text and their
 * errors placed in it: what the command line prints.
 */
function auditPieces(text, size) {
  const reports = [];
  for (const g of cut(text, size)) {
    for (const r of audit(g.text)) {
      const game = reports.length + 1;
      reports.push(r.error ? { game, error: { ...r.error, message: placed(r.error.message, game, g) } } : { ...r, game });
    }
  }
  return reports;
}

test('games: where the reader starts each, whatever the chunks', async () => {
  const bytes = Buffer.from(TEXT);
  const expected = await collect(chunked(bytes, bytes.length));
  assert.deepEqual(expected.map(([, text]) => text.split(/\r?\n/)[0]), [
    '[Event "one"]', '  [Event "leading spaces: the next game"]', '[Event "two"]', '[Event "three"]',
  ]);
  assert.equal(expected[0][0], 3, 'offsets count the byte-order mark');
  assert.match(expected[0][1], /goes on\]\} \*\r\n$/);
  assert.equal(expected[1][1], '  [Event "leading spaces: the next game"]\n\n');
  assert.match(expected[2][1], /^\[Event "two"\][^]*1\. d4 d5\n\n\n$/);
  assert.equal(expected[3][1], '[Event "three"]\n1. c4 *');
  assert.equal(expected.map(([, t]) => t).join(''), TEXT.slice(1), 'every byte after the mark in one game');
  for (const size of [1, 2, 3, 5, 16, 64]) assert.deepEqual(await collect(chunked(bytes, size)), expected, `chunks of ${size}`);
  // The reader's games, the same.
  assert.deepEqual(audit(TEXT).map((r) => [r.tags.Event, r.tags.White]),
    [['one', undefined], ['leading spaces: the next game', undefined], ['two', 'A'], ['three', undefined]]);
});

test('games: movetext without tags is a game, numbered and placed as the reader numbers it', () => {
  const [only] = cut('1. f3 e5 2. g4 Qh4# 1-0\n');
  assert.deepEqual(only, { offset: 0, text: '1. f3 e5 2. g4 Qh4# 1-0\n', line: 1, column: 1 });
  const text = '[Event "a"]\n\n1. e4 *\n\n1. d4 *\n1. c4 * 1. Nf3 *\n';
  const pieces = cut(text);
  assert.deepEqual(pieces.map((g) => [g.offset, g.line, g.column, g.text]), [
    [0, 1, 1, '[Event "a"]\n\n1. e4 *\n\n'],
    [text.indexOf('1. d4'), 5, 1, '1. d4 *\n'],
    [text.indexOf('1. c4'), 6, 1, '1. c4 * '],
    [text.indexOf('1. Nf3'), 6, 9, '1. Nf3 *\n'],
  ]);
  for (const size of [1, 3, 7]) assert.deepEqual(cut(text, size), pieces, `chunks of ${size}`);
  assert.deepEqual(auditPieces(text), audit(text));
});

test('games: a `[` inside a comment, a string or an escape line starts no game', () => {
  const text = [
    '[Event "a"]\n[Site "a]b {c"]\n\n1. f3 {a comment\n[%clk 0:01:00]} e5 {\n[Event "not a game"]\n} 2. g4 ; [Event "no"] {\n',
    '%[Event "an escape line"]\nQh4# 0-1\n',
    '[Event "b"]\n{a comment between tags}\n[Site "?"]\n\n1. e4 (1. d4 {\n[Event "in a variation comment"]\n}) 1... e5 *\n',
  ].join('');
  for (const size of [Infinity, 1, 5]) {
    assert.deepEqual(cut(text, size).map((g) => g.text.split('\n')[0]), ['[Event "a"]', '[Event "b"]'], `chunks of ${size}`);
  }
  const reports = audit(text);
  assert.equal(reports.length, 2);
  assert.deepEqual(auditPieces(text), reports);
});

test('games: what stays with a game after its result, and what starts the next', () => {
  const text = '1. e4 e5 1-0 {Annotator: X} 1-0\n{the next game}\n1. d4 d5 *\n\n{a last comment}\n';
  assert.deepEqual(cut(text).map((g) => g.text), [
    '1. e4 e5 1-0 {Annotator: X} 1-0\n',
    '{the next game}\n1. d4 d5 *\n\n{a last comment}\n',
  ]);
  assert.deepEqual(auditPieces(text), audit(text));
});

test('games: after a broken game, the next starts where the reader goes on, and errors name the whole file', () => {
  const text = [
    '[Event "a"]\n\n1. e4 e5 *\n\n',
    '[Event "broken"]\n\n1. e4 (1. d4 d5 2. c4 *\n1. e4 *\n\n', // the variation is not closed: up to the next tag pair
    '[Event "c"]\n\n1. e4 } e5 *\n', // a stray brace
    '[Event "d"]\n1. d4 *\n',
    '[Event "e"]\n\n1. e4 e5 {never closed\n',
  ].join('');
  for (const size of [Infinity, 1, 4]) {
    assert.deepEqual(cut(text, size).map((g) => g.text.split('\n')[0]), ['[Event "a"]', '[Event "broken"]', '[Event "c"]', '[Event "d"]', '[Event "e"]'], `chunks of ${size}`);
  }
  const whole = audit(text);
  assert.deepEqual(whole.map((r) => Boolean(r.error)), [false, true, true, false, true]);
  assert.match(whole[1].error.message, /^INVALID_PGN: game 2, line 7, column 7: unbalanced '\('/);
  assert.deepEqual(auditPieces(text), whole);
});

test('games: each piece of the sample files, read alone, is the game the reader reads in the whole file', () => {
  for (const name of ['audit-reference.pgn', 'lichess_db_100k.pgn', 'twic1599_100k.pgn']) {
    const text = readFileSync(new URL(`tests/data/${name}`, root), 'utf8');
    assert.deepEqual(auditPieces(text, 4093), audit(text), name);
  }
});

/**
 * 400 texts of 1 to `longest` of `parts` drawn at random (xorshift from `seed`, so that a failure
 * comes back), each with a chunk size of 1 to 9 bytes.
 */
function* randomTexts(parts, { seed, longest }) {
  const random = () => {
    seed ^= seed << 13;
    seed ^= seed >>> 17;
    seed ^= seed << 5;
    return (seed >>> 0) / 4294967296;
  };
  for (let n = 0; n < 400; n++) {
    const text = Array.from({ length: 1 + Math.floor(random() * longest) }, () => parts[Math.floor(random() * parts.length)]).join('');
    yield [text, 1 + Math.floor(random() * 9)];
  }
}

/**
 * `text` cut into as many games as the reader reads in it, each read alone (a broken game's error
 * may name another place: what broke it can be in the next game's piece, the reader going on at
 * the line it broke on), and cut the same in chunks of `size` bytes.
 */
function cutAsTheReader(text, size) {
  const pieces = cut(text);
  assert.equal(pieces.flatMap((g) => audit(g.text)).length, audit(text).length, JSON.stringify(text));
  assert.deepEqual(cut(text, size), pieces, JSON.stringify(text));
}

test('games: random records, well-formed or not, cut into the reader\'s games whatever the chunks', () => {
  const parts = [
    '[Event "x"]\n', '[White "A \\"q\\" B"]\n', '[Event "Memorial "Tal" Open"]\n', '[Site "a]b {c"]\n', '[Bad x]\n',
    '1. e4 e5 ', '2. Nf3 ', '{comment} ', '{multi\nline} ', '{\n[%clk 0:01:00]} ', '; line [Event "x"] {\n', '(1... c5 2. Nf3) ',
    '( ', ') ', '$1 ', '!? ', '± ', '½-½ ', '1-0 ', '0-1 ', '1/2-1/2 ', '* ', '\n', '\n\n', '%escape [Event "x"]\n', 'exd6e.p. ',
    '♘f3 ', '\u00a0', '@ ', '} ', '"str" ', '1-0 {after}\n', '\n[Event "y"]\n', '\t', '\u000b', '--', '12... ', '–',
    '1–0 ', '½–½', '0—1\n', '1/2–1/2 ', 'O–O ', '0‐0‐0+ ', 'O–O–', '1–',
    '; c\r', '\r', '\r%e\r', '[Event "z"]\r', '[Event"w"]\n', '[EventDate "?"]\n',
    '\u001a', '\r\n\u001a', '() ', '({empty}) ', '( $1 ) ', '0000 ', '0000', '00000 ',
    '1-0 White wins', 'White ', '0-1 (time) {c}\n', '* Белые } ', '\u0000', '\n\u0000\u0000', '[Site "C:\\"]\n', '[Site "C:\\" ] \r\n',
    '[Site "a\\" b"]\n', ' \u200b', '½ ', '-', 'Белые ', '– x', '白胜 ', '\u00c0', '(x) ', '[Event “a b”]\n', '[Site „x“]\n', '“', '”', '[E “x]\n', '1:0 ', '½:½ ', '1/2:1/2 ', '1\u22120 ', 'O\u2212O ', 'O:O ', '10:30 ', '‼ ', 'e4⁉ ', 'e4+- ', 'Nf3=+', 'Qh5++/- ', '12+- ', 'x+-', '[Ev+- "x"]\n',
    // as typed by hand: annotation runs, check marks standing alone, a result glued to a mark
    '!!? ', '!!!', '+ ', '++ ', '+++ ', '#', '# ', '#1-0 ', 'Qxf7#1-0 ', 'Qh4+0-1\n', 'Rd8+1/2-1/2 ', 'Rd8+1/2 ', '+1/2\n', '1/2 ', '1/2\n', '@@@@ ', '@@@', '[Result "1/2"]\n',
    // glyphs of books and character pickers, and the novelty mark, which is no move
    '=/∞ ', '=/', '⇄ ', 'N ', 'N', 'N!', '[N "x"]\n', '(N) ', 'Nf3 ', 'NN ',
    // a result with a colon, an evaluation glued to it
    '1:0+- ', '0:1-+', '1/2:1/2=+ ', '8*1:0+-', '+1/2½:½ ', '1/2½', '1:0½ ',
    // results typed with blank space or decimal halves, en passant markers typed by hand
    '1 - 0 ', '0 - 1\n', '½ - ½ ', '1/2 - 1/2 ', '1\t-\t0', '1 -', ' 0 ', '0.5-0.5 ', '0,5 - 0,5\n', 'ep ', 'e.p ', 'ep.', 'e.p.+',
  ];
  for (const [text, size] of randomTexts(parts, { seed: 7, longest: 24 })) cutAsTheReader(text, size);
});

test('games: results typed with blank space around the dash or with decimal halves end games as the reader ends them, and en passant markers are passed over', () => {
  const parts = [
    '1 - 0 ', '0 - 1\n', '½ - ½ ', '1/2 - 1/2 ', '1\t-\t0', '1 -', ' 0 ', '1 – 0 ', '0.5-0.5 ', '0,5 - 0,5\n', '0.5', '1    - 0 ',
    '1 - 0abc ', '1 ', '0 ', '- ', '1. e4 e5 ', '2. Nf3 ', '{c} ', '\n', '\n\n', '[Event "x"]\n', '1-0 ', '* ', 'White wins ', '(1... c5) ',
    // en passant markers as typed by hand
    'ep ', 'ep', 'e.p ', 'ep.', 'e.p.', 'epx ', 'e.', '.p ', 'ep-+', 'ep+- ', 'dxe6e.p.', '0-1e.p.', 'Qxf7#1-0e.p. ',
  ];
  for (const [text, size] of randomTexts(parts, { seed: 11, longest: 16 })) cutAsTheReader(text, size);
  // What the splitter's fast path read as moves, before the reader's error: `N` alone (the
  // novelty mark) and `ep` are none; and a check mark after the en passant marker is read next.
  // A period after the marker is the marker's, so that it reads the same at a piece's end.
  for (const text of ['!N()[', '!N()\n[Event "x"]\n1. e4 *', 'ep ()[', 'e.p.+[', 'ep.+[', 'e.p.#[', 'ep.ep[', 'e.p.e.p.[', 'ep.e.p[']) {
    cutAsTheReader(text, 3);
  }
  // Each form alone ends its game: the next game's movetext is a piece of its own.
  for (const result of ['1 - 0', '0 - 1', '½ - ½', '1/2 - 1/2', '1\t-\t0', '1 – 0', '0.5-0.5', '0,5 - 0,5', '1 : 0']) {
    const text = `1. e4 e5 ${result}\n1. d4 d5 *\n`;
    assert.deepEqual(cut(text).map((g) => g.text), [`1. e4 e5 ${result}\n`, '1. d4 d5 *\n'], result);
    assert.deepEqual(cut(text, 3).map((g) => g.text), [`1. e4 e5 ${result}\n`, '1. d4 d5 *\n'], result);
  }
});

test('games: a game of tags alone, and `;` comments of lines ended by a carriage return alone', () => {
  // A forfeit's tags, then the next game: the reader's two games, two pieces.
  const text = '[Event "a"]\n[Result "1-0"]\n\n[Event "b"]\n[Result "0-1"]\n\n1. e4 0-1\n';
  const pieces = cut(text);
  assert.equal(pieces.length, 2);
  assert.deepEqual(pieces.map((g) => audit(g.text).length), [1, 1]);
  for (const size of [1, 2, 3, 7]) assert.deepEqual(cut(text, size), pieces);
  // Old Mac files: the comment ends at its line's \r, and a `[` after it starts the next game.
  const mac = '1. e4 ; best\re5 *\r[Event "b"]\r\r1. d4 *\r';
  assert.equal(cut(mac).length, audit(mac).length);
  assert.equal(cut(mac).length, 2);
});

test('games: what the lexer skips before a game\'s first token stays in its piece, so a `%` there is no escape', () => {
  // `+` and `#` standing alone and `e.p.` are passed over; a `%` after them is not at its line's
  // start, in the whole text or in the piece: an error in both, not an escape line in the piece.
  for (const text of ['+%x\n1. e4 *\n', '1. e4 e5 1-0 + %x\n[Event "b"]\n\n1. d4 *\n', '1. e4 1-0\ne.p. # %x\n\n1. d4 *\n', '  #%\n']) {
    const whole = audit(text);
    assert.ok(whole.some((r) => r.error && /unexpected character '%'/.test(r.error.message)), text);
    for (const size of [Infinity, 1, 3]) assert.deepEqual(auditPieces(text, size), whole, `${JSON.stringify(text)} in chunks of ${size}`);
  }
});

test('games: shards of a file hold every game once, however many', async () => {
  const one = '[Event "g"]\n[Round "?"]\n\n1. e4 {\n[%clk 0:01:00]} e5 2. Nf3 Nc6 *\n\n1. d4 d5 1/2-1/2\n';
  const text = Array.from({ length: 40 }, (_, i) => one.replace('"g"', `"g${i}"`)).join('');
  const bytes = Buffer.from(text);
  const whole = await collect(chunked(bytes, 7));
  assert.equal(whole.length, 80);
  for (const count of [2, 3, 7, 40, 100]) {
    const parts = [];
    for (let index = 0; index < count; index++) {
      const { start, end } = shardRange(bytes.length, index, count);
      const at = readFrom(start);
      parts.push(...await collect(chunked(bytes.subarray(at), 5), { at, from: start, to: end }));
    }
    assert.deepEqual(parts, whole, `${count} shards`);
  }
});

test('games: shards of a file whose games share one line, or whose lines end with CR, hold every game once', async () => {
  // A shard started reading at the first line feed of its look-behind: with none in it, it
  // skipped its whole range, and its games were nobody's (1,261 of 5,000 games in 4 shards).
  const one = '[Event "g"] [Round "?"] 1. e4 e5 2. Nf3 Nc6 * 1. d4 d5 1/2-1/2 ';
  for (const newline of ['', '\r']) {
    const text = Array.from({ length: 3000 }, (_, i) => one.replace('"g"', `"g${i}"`)).join(newline);
    const bytes = Buffer.from(`${text}\n\n[Event "last"]\n\n1. c4 *\n`);
    const whole = await collect(chunked(bytes, 4096));
    assert.equal(whole.length, 6001);
    for (const count of [2, 4, 9]) {
      const parts = [];
      for (let index = 0; index < count; index++) {
        const { start, end } = shardRange(bytes.length, index, count);
        const at = readFrom(start);
        parts.push(...await collect(chunked(bytes.subarray(at), 4093), { at, from: start, to: end }));
      }
      assert.deepEqual(parts, whole, `${count} shards, ${JSON.stringify(newline)}`);
    }
  }
});

test('the package ships the splitter the command line imports', () => {
  const { files } = JSON.parse(readFileSync(new URL('package.json', root), 'utf8'));
  const main = readFileSync(new URL('js/cli/main.js', root), 'utf8');
  const imported = main.match(/from '\.\.\/\.\.\/(www\/[^']+)'/g).map((m) => m.slice(12, -1));
  assert.deepEqual(imported, ['www/audit/split.js']);
  for (const file of imported) assert.ok(files.includes(file), `${file} in package.json "files"`);
  // and what the splitter imports in turn
  const split = readFileSync(new URL('www/audit/split.js', root), 'utf8');
  for (const [, name] of split.matchAll(/from '\.\/([^']+)'/g)) assert.ok(files.includes(`www/audit/${name}`), `www/audit/${name} in package.json "files"`);
});
