// chess-arbiter/pgn's browser entry in Chromium: a page imports pkg/pgn/browser.js (no init call)
// and streams a web ReadableStream of bytes, UTF-8 then Latin-1, through readGames.
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { staticSite } from './static-site.mjs';

const site = staticSite();

test('a page streams PGN bytes through readGames and edits a tree', async () => {
  const page = await site.browser.newPage();
  const problems = [];
  page.on('pageerror', (err) => problems.push(`page error: ${err.message}`));
  // (The page is the served package.json, for its origin: the browser asks for a favicon too.)
  page.on('response', (res) => res.status() >= 400 && !res.url().endsWith('/favicon.ico') && problems.push(`HTTP ${res.status()}: ${res.url()}`));
  await page.goto(`${site.base}/package.json`);
  const result = await page.evaluate(async (url) => {
    const { PgnGame, readGames, ChessError } = await import(url);
    const utf8 = new TextEncoder().encode('[White "Müller"]\n\n1. e4 {[%clk 0:03:00]} e5 *\n\n[Event "bad"]\n\n1. e4 Ke7 *\n\n');
    // Latin-1, as older files are written: "é" is the single byte 0xE9.
    const latin1 = Uint8Array.from([...'[White "Réti"]\n\n1. Nf3 d5 *\n'].map((c) => c.charCodeAt(0)));
    const bytes = new Uint8Array([...utf8, ...latin1]);
    const stream = new ReadableStream({
      start(c) {
        for (let i = 0; i < bytes.length; i += 7) c.enqueue(bytes.subarray(i, i + 7));
        c.close();
      },
    });
    const games = [];
    const errors = [];
    for await (const g of readGames(stream, { onError: (e, n) => errors.push([n, e instanceof ChessError, e.code]) })) {
      games.push([g.tags.White, g.mainline().map((n) => n.san).join(' '), g.root.next.clock]);
    }
    const tree = PgnGame.parse('1. e4 e5 *');
    tree.mainline()[0].play('c5').setComment('Sicilian');
    return { games, errors, pgn: tree.pgn().split('\n\n')[1].trim() };
  }, `${site.base}/pkg/pgn/browser.js`);
  assert.deepEqual(result, {
    games: [['Müller', 'e4 e5', 180], ['Réti', 'Nf3 d5', null]],
    errors: [[2, true, 'INVALID_PGN']],
    pgn: '1. e4 e5 (1... c5 {Sicilian}) *',
  });
  assert.deepEqual(problems, []);
  await page.close();
});
