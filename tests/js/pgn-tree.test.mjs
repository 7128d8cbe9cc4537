// chess-arbiter/pgn as users import it: whole game trees in and out, editing, bad games
// reported while the good ones are kept, and streaming in bounded memory.
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { Readable } from 'node:stream';
import { test } from 'node:test';
import v8 from 'node:v8';
import vm from 'node:vm';
import { ChessError, PgnGame, parseGames, readGames } from 'chess-arbiter/pgn';

const data = (name) => readFileSync(new URL(`../data/${name}`, import.meta.url), 'utf8');
const LICHESS = data('lichess_db_100k.pgn');
const TWIC = data('twic1599_100k.pgn');

/** The movetext of an export, on one line (a ')' that opened a line back after its move). */
const movetext = (pgn) => pgn.split('\n\n')[1].split(/\s+/).join(' ').trim().replaceAll(' )', ')');

const throwsCode = (fn, code, pattern) => {
  assert.throws(fn, (e) => {
    assert.ok(e instanceof ChessError, String(e));
    assert.equal(e.code, code, e.message);
    if (pattern) assert.match(e.message, pattern);
    return true;
  });
};

test('a game is read with its whole tree: tags, comments, NAGs, commands, variations', () => {
  const g = PgnGame.parse([
    '[Event "Open \\"A\\" section"]',
    '[White "Carlsen, M"]',
    '',
    '{Before} 1. e4 {[%clk 0:03:00] [%eval 0.17] Best} e5 (1... c5 $1 {Sicilian} (1... e6)) 2. Nf3 {[%emt 0:00:12] [%eval #-3] [%csl Ga1][%cal Ge2e4]} *',
  ].join('\n'));
  assert.deepEqual(g.tags, { Event: 'Open "A" section', White: 'Carlsen, M' });
  assert.equal(g.comment, 'Before');
  assert.equal(g.result, '*');
  const [e4, e5, nf3] = g.mainline();
  assert.deepEqual([e4.san, e4.uci, e4.ply, e4.clock, e4.comment], ['e4', 'e2e4', 1, 180, 'Best']);
  assert.deepEqual(e4.eval, { pawns: 0.17, cp: 17 });
  assert.deepEqual(nf3.eval, { mate: -3 });
  assert.equal(nf3.emt, 12);
  assert.deepEqual(nf3.commands.map((c) => c.name), ['emt', 'eval', 'csl', 'cal']);
  assert.deepEqual(e4.children.map((n) => n.san), ['e5', 'c5', 'e6']);
  const [c5, e6] = e4.variations;
  assert.deepEqual([c5.nags, c5.comment, c5.parent === e4, c5.isMainline, e5.isMainline], [[1], 'Sicilian', true, false, true]);
  assert.equal(e6.fen, 'rnbqkbnr/pppp1ppp/4p3/8/4P3/8/PPPP1PPP/RNBQKBNR w KQkq - 0 2');
  assert.equal(g.root.san, null);
  assert.equal(g.root.next, e4);
  // The same export as read: re-reading gives the same tree.
  const out = g.pgn();
  assert.ok(out.startsWith('[Event "Open \\"A\\" section"]\n[Site "?"]\n'), out);
  assert.equal(movetext(out), '{Before} 1. e4 {[%clk 0:03:00] [%eval 0.17] Best} 1... e5 (1... c5 $1 {Sicilian}) (1... e6) 2. Nf3 {[%emt 0:00:12] [%eval #-3] [%csl Ga1][%cal Ge2e4]} *');
  assert.equal(PgnGame.parse(out).pgn(), out);
  assert.equal(movetext(g.pgn({ variations: false, comments: false })), '1. e4 {[%clk 0:03:00] [%eval 0.17]} 1... e5 2. Nf3 {[%emt 0:00:12] [%eval #-3] [%csl Ga1] [%cal Ge2e4]} *');
  assert.equal(movetext(g.pgn({ variations: false, commands: false, comments: false })), '1. e4 e5 2. Nf3 *');
});

test('the tree is edited as analysis boards do', () => {
  const g = PgnGame.parse('1. e4 e5 2. Nf3 *');
  const [e4, e5, nf3] = g.mainline();
  // Playing the move that is there gives its node; another move starts a variation.
  assert.equal(e5.play('Nf3'), nf3);
  assert.equal(e5.play('g1f3'), nf3);
  const bc4 = e5.play('f1c4');
  assert.equal(bc4.san, 'Bc4');
  assert.deepEqual(e5.children.map((n) => n.san), ['Nf3', 'Bc4']);
  const nc6 = bc4.play('Nc6');
  assert.equal(nc6.ply, 4);
  throwsCode(() => nc6.play('Ke3'), 'ILLEGAL_MOVE', /3\.Ke3 is not legal/);
  throwsCode(() => nc6.play('Zz9'), 'INVALID_MOVE');
  throwsCode(() => nc6.play(42), 'INVALID_ARGUMENT');
  // Promote, to the main line, demote, remove.
  assert.equal(bc4.promote(), true);
  assert.deepEqual(g.mainline().map((n) => n.san), ['e4', 'e5', 'Bc4', 'Nc6']);
  assert.equal(bc4.demote(), true);
  nc6.promoteToMain();
  assert.deepEqual(g.mainline().map((n) => n.san), ['e4', 'e5', 'Bc4', 'Nc6']);
  assert.equal(nf3.remove(), true);
  assert.equal(nf3.attached, false);
  assert.deepEqual(e5.children, [bc4]);
  // Comments, NAGs, commands.
  e4.setComment('Best by test');
  e4.setClock(179.5);
  e4.setCommand('eval', '0.3');
  e4.setNags([1]);
  bc4.setStartingComment('Bishop');
  g.setComment('A game');
  g.setTag('White', 'Anand');
  g.result = '1-0';
  assert.equal(e4.clock, 179.5);
  assert.deepEqual(e4.eval, { pawns: 0.3, cp: 30 });
  const out = g.pgn();
  assert.match(out, /\[White "Anand"\]/);
  assert.equal(movetext(out), '{A game} 1. e4 $1 {[%clk 0:02:59.5] [%eval 0.3] Best by test} 1... e5 {Bishop} 2. Bc4 Nc6 1-0');
  // To the millisecond: 0.04 s left is not a flag fall once written and read back.
  for (const [seconds, text] of [[0.04, '0:00:00.04'], [59.99, '0:00:59.99'], [0.25, '0:00:00.25'], [3600.001, '1:00:00.001'], [7, '0:00:07']]) {
    e4.setClock(seconds);
    assert.deepEqual(e4.commands.find((c) => c.name === 'clk'), { name: 'clk', args: text });
    assert.equal(PgnGame.parse(g.pgn()).mainline()[0].clock, seconds);
  }
  e4.setCommand('clk', null);
  e4.setComment('');
  assert.deepEqual(e4.commands, [{ name: 'eval', args: '0.3' }]);
  throwsCode(() => e4.setCommand('x', 'a]b'), 'INVALID_ARGUMENT');
  throwsCode(() => e4.setNags([256]), 'INVALID_ARGUMENT');
  throwsCode(() => { g.result = 'draw'; }, 'INVALID_ARGUMENT');
  throwsCode(() => g.setTag('FEN', '8/8/8/8/8/8/8/8 w - - 0 1'), 'INVALID_ARGUMENT');
  // A new game from a position.
  const f = new PgnGame({ fen: '4k3/8/8/8/8/8/4P3/4K3 w - - 0 1' });
  assert.equal(f.root.play('e4').fen, '4k3/8/8/8/4P3/8/8/4K3 b - - 0 1');
  assert.match(f.pgn(), /\[SetUp "1"\]\n\[FEN "4k3\/8\/8\/8\/8\/8\/4P3\/4K3 w - - 0 1"\]/);
  throwsCode(() => new PgnGame({ fen: 'nonsense' }), 'INVALID_FEN');
});

test('commands before the first move and before a variation are kept out of the comment text, as after a move', () => {
  // A lichess study chapter: its arrows and highlights in the comment before the first move.
  const game = PgnGame.parse('{ [%csl Ge4] intro [%cal Ge2e4] } 1. e4 { [%clk 0:01:00] ok } ( { [%csl Rd4] idea } 1. d4 ) e5 *');
  const [e4] = game.mainline();
  const [d4] = game.root.variations;
  assert.equal(game.comment, 'intro');
  assert.equal(game.root.comment, 'intro');
  assert.deepEqual(game.root.commands, [{ name: 'csl', args: 'Ge4' }, { name: 'cal', args: 'Ge2e4' }]);
  assert.equal(e4.comment, 'ok');
  assert.equal(d4.san, 'd4');
  assert.equal(d4.startingComment, 'idea');
  // Edited as a move's comment: the text replaced, the commands kept; a command set or removed.
  game.setComment('a new intro');
  game.root.setCommand('cal', null);
  game.root.setCommand('csl', 'Rd5');
  d4.setStartingComment('the other idea');
  assert.equal(game.comment, 'a new intro');
  assert.deepEqual(game.root.commands, [{ name: 'csl', args: 'Rd5' }]);
  const text = game.pgn();
  assert.equal(text.split('\n\n')[1].replace(/\n/g, ' ').trim(), '{[%csl Rd5] a new intro} 1. e4 {[%clk 0:01:00] ok} ({[%csl Rd4] the other idea} 1. d4) 1... e5 *');
  assert.equal(PgnGame.parse(text).pgn(), text);
  assert.doesNotMatch(game.pgn({ commands: false }), /%/);
});

test('lenient reading: BOM, blank lines, 0-0, numbers without dots, check marks, null moves', () => {
  const g = PgnGame.parse('\uFEFF[Event "x"]\n\n%escape\n1 e4 e5\n\n2 Bc4 Nc6 3. Qh5 Nf6 4 Qxf7 (4. -- Be7) 1-0');
  assert.deepEqual(g.mainline().map((n) => n.san), ['e4', 'e5', 'Bc4', 'Nc6', 'Qh5', 'Nf6', 'Qxf7#']);
  const [nul] = g.mainline()[5].variations;
  assert.deepEqual([nul.san, nul.uci], ['--', null]);
  assert.equal(PgnGame.parse('1. e4 e5 2. Nf3 Nc6 3. Bc4 Nf6 4. 0-0 *').mainline()[6].san, 'O-O');
});

test('castling only Chess960 can write is written so, Variant tag or not; a Chess960 record may start without a FEN', () => {
  const g = PgnGame.parse('[SetUp "1"]\n[FEN "rk6/8/8/8/8/8/8/RK6 w Qq - 0 1"]\n\n1. O-O-O *');
  const [castle] = g.mainline();
  assert.equal(castle.uci, 'b1a1', 'king takes rook: "b1c1" is the king\'s own move');
  assert.equal(g.root.play('b1c1').san, 'Kc1');
  assert.deepEqual(g.root.children.map((n) => n.uci), ['b1a1', 'b1c1']);
  const s = PgnGame.parse('[Variant "Chess960"]\n\n1. e4 e5 2. Nf3 Nc6 3. Bc4 Bc5 4. O-O *');
  assert.equal(s.mainline().at(-1).uci, 'e1h1');
  g.free();
  s.free();
});

test('a result given by the Result tag alone is the game\'s result, read and written back', () => {
  const g = PgnGame.parse('[Result "1-0"]\n\n1. e4 e5');
  assert.equal(g.result, '1-0');
  const back = PgnGame.parse(g.pgn());
  assert.equal(back.result, '1-0');
  assert.equal(PgnGame.parse('[Result "?"]\n\n1. e4').result, '*');
  g.free();
  back.free();
});

test('bad games are reported with game, line and column, and the good ones kept', () => {
  const text = '1. e4 e5 *\n\n[Event "bad"]\n\n1. e4 e5\n2. Nf3 Kf7 *\n\n[Event "ok"]\n\n1. d4 *\n\n[Event "bad2"]\n\n1. e4 ((\n\n[Event "ok2"]\n\n1. c4 *\n';
  const results = parseGames(text);
  assert.equal(results.length, 5);
  assert.ok(results[0] instanceof PgnGame && results[2] instanceof PgnGame && results[4] instanceof PgnGame);
  assert.equal(results[1].game, 2);
  assert.ok(results[1].error instanceof ChessError);
  assert.equal(results[1].error.code, 'INVALID_PGN');
  assert.match(results[1].error.message, /^INVALID_PGN: game 2, line 6, column 8: 2\.\.\.Kf7 is not legal/);
  assert.equal(results[3].game, 4);
  assert.deepEqual(results[4].mainline().map((n) => n.san), ['c4']);
  throwsCode(() => PgnGame.parse('[Event "x" junk]\n\n1. e4 *'), 'INVALID_PGN', /game 1, line 1, column 1: .*expected '\]', found 'junk'/);
  throwsCode(() => PgnGame.parse(''), 'INVALID_PGN');
  throwsCode(() => parseGames(null), 'INVALID_ARGUMENT');
});

test('every game of the sample files reads and exports back to the same tree', () => {
  for (const text of [LICHESS, TWIC]) {
    const games = parseGames(text);
    assert.ok(games.every((g) => g instanceof PgnGame));
    for (const g of games) {
      const out = g.pgn();
      assert.equal(PgnGame.parse(out).pgn(), out);
      for (const line of out.split('\n')) assert.ok(line.length <= 80 || !line.includes(' '), line);
    }
  }
});

test('readGames reads strings, web streams, Node streams and chunk iterables alike', async () => {
  const expected = parseGames(LICHESS).map((g) => g.pgn());
  const bytes = new TextEncoder().encode(LICHESS);
  // Chunks that cut lines, and UTF-8 sequences, anywhere.
  const chunks = [];
  for (let i = 0; i < bytes.length; i += 997) chunks.push(bytes.subarray(i, i + 997));
  const sources = {
    string: LICHESS,
    web: new ReadableStream({ start(c) { for (const ch of chunks) c.enqueue(ch); c.close(); } }),
    node: Readable.from(chunks.map((c) => Buffer.from(c))),
    strings: (async function* () { for (let i = 0; i < LICHESS.length; i += 1234) yield LICHESS.slice(i, i + 1234); })(),
  };
  for (const [name, source] of Object.entries(sources)) {
    const got = [];
    for await (const g of readGames(source)) got.push(g.pgn());
    assert.deepEqual(got, expected, name);
  }
  // Bad games go to onError with their numbers in the whole stream; without it, they throw.
  const bad = `${LICHESS}\n[Event "bad"]\n\n1. e4 Ke7 *\n\n${LICHESS}`;
  const errors = [];
  let n = 0;
  for await (const g of readGames(bad, { onError: (e, game) => errors.push([game, e.code]) })) n += g instanceof PgnGame;
  assert.equal(n, 2 * expected.length);
  assert.deepEqual(errors, [[expected.length + 1, 'INVALID_PGN']]);
  await assert.rejects(async () => { for await (const g of readGames(bad)) void g; }, (e) => e instanceof ChessError && e.code === 'INVALID_PGN');
  await assert.rejects(async () => { for await (const g of readGames(42)) void g; }, (e) => e instanceof ChessError && e.code === 'INVALID_ARGUMENT');
});

test('a stream of about 200 MB is read in bounded memory', async () => {
  const sample = Buffer.from(LICHESS);
  const target = 200e6;
  function* chunks() {
    for (let sent = 0; sent < target; sent += sample.length) {
      for (let i = 0; i < sample.length; i += 65536) yield sample.subarray(i, i + 65536);
    }
  }
  // The memory the games hold, after a full collection: the JS heap and what lives outside
  // it (the .wasm's memory, Buffers). Resident memory would also count garbage not yet
  // collected, which depends on when the collector runs (and so on the other test files
  // running beside this one), not on what the reader keeps.
  v8.setFlagsFromString('--expose-gc');
  const gc = vm.runInNewContext('gc');
  const held = () => {
    gc();
    const { heapUsed, external } = process.memoryUsage();
    return heapUsed + external;
  };
  const perCopy = parseGames(LICHESS).length;
  let games = 0;
  let plies = 0;
  let warm = 0;
  let peak = 0;
  for await (const g of readGames(Readable.from(chunks()))) {
    games += 1;
    plies += g.mainline().length;
    if (games % 4000 === 0) {
      // The first copies set the working size (the .wasm's memory grows, never shrinks);
      // from then on a reader that keeps nothing per game holds about as much.
      if (warm === 0) warm = held();
      else peak = Math.max(peak, held());
    }
  }
  const copies = Math.ceil(target / sample.length);
  assert.equal(games, copies * perCopy);
  assert.ok(plies > games * 20);
  assert.ok(warm > 0 && peak > 0);
  const growth = (peak - warm) / 1e6;
  // Keeping a single kilobyte a game would be 80 MB over the stream's 80,000 games.
  assert.ok(growth < 20, `memory held grew by ${growth.toFixed(1)} MB after the first 4,000 games`);
});

test('hostile input to every method gives ChessErrors, and the module keeps working', () => {
  let seed = 0x9e3779b9;
  const random = () => {
    seed ^= seed << 13;
    seed ^= seed >>> 17;
    seed ^= seed << 5;
    return (seed >>> 0) / 4294967296;
  };
  const CHARS = 'abcdefgh12345678NBRQKPnbrqkpxO0-=+#!?/ .()[]{}"\\;$%*\n\u0000é';
  const str = () => Array.from({ length: Math.floor(random() * 30) }, () => CHARS[Math.floor(random() * CHARS.length)]).join('');
  const values = () => [str(), str(), 42, -1, 1.5, null, undefined, {}, [], [300], ['a'], true, Symbol('s'), () => 1, 2 ** 40, NaN];
  const pick = (xs) => xs[Math.floor(random() * xs.length)];
  const ok = (fn) => {
    try {
      fn();
    } catch (e) {
      assert.ok(e instanceof ChessError, `${e}`);
      assert.match(e.code, /^[A-Z_]+$/);
    }
  };
  for (let i = 0; i < 2000; i++) {
    const g = PgnGame.parse('1. e4 {[%clk 0:01:00]} e5 (1... c5) 2. Nf3 *');
    const node = pick([g.root, ...g.mainline(), g.root.next.variations[0]]);
    const v = pick(values());
    ok(() => pick([
      () => PgnGame.parse(pick([v, str()])),
      () => parseGames(v),
      () => new PgnGame(v),
      () => g.node(v),
      () => g.setTag(v, pick(values())),
      () => { g.result = v; },
      () => g.pgn(v),
      () => g.pgn({ variations: v }),
      () => node.play(pick([v, str()])),
      () => node.setComment(v),
      () => node.setStartingComment(v),
      () => node.setNags(v),
      () => node.setCommand(v, pick(values())),
      () => node.setCommand('x', v),
      () => node.setClock(v),
    ])());
    if (i % 200 === 0) g.pgn();
  }
  // Still working.
  assert.deepEqual(PgnGame.parse('1. d4 *').mainline().map((n) => n.san), ['d4']);
});
