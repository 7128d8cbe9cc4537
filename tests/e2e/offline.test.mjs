// Nothing is lost: a reload, a new tab, an offline reload (service worker), garbage in storage.
import assert from 'node:assert/strict';
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { test } from 'node:test';
import { root } from '../../scripts/lib.mjs';
import { createAppServer, listen } from '../../scripts/start.mjs';
import {
  expectPieces, moveList, noProblems, openApp, ready, setUpSuite, startServer, status, typeMove, waitStatus, watch,
} from './helpers.mjs';

const suite = setUpSuite();

test('a reload keeps the game, the position shown and the settings', async () => {
  const { context, page } = await openApp(suite.browser, suite.url);
  for (const m of ['e4', 'c5', 'Nf3']) await typeMove(page, m);
  await page.click('#flip');
  await page.keyboard.press('ArrowLeft'); // show the position after 1...c5
  await page.reload();
  await ready(page);
  assert.deepEqual(await moveList(page), ['e4', 'c5', 'Nf3']);
  await expectPieces(page, { c5: 'bP', g1: 'wN', f3: null });
  assert.equal(await page.locator('chess-board').getAttribute('orientation'), 'black');
  await waitStatus(page, 'Viewing 1… c5; the last move is 2. Nf3');
  // A second tab sees the same game.
  const tab = watch(await context.newPage());
  await tab.goto(suite.url);
  await ready(tab);
  assert.deepEqual(await moveList(tab), ['e4', 'c5', 'Nf3']);
  noProblems(page);
  noProblems(tab);
  await context.close();
});

test('garbage in storage does not break the page: it starts afresh with a notice', async () => {
  for (const garbage of ['{not json', JSON.stringify({ v: 1, setup: { type: 'standard' }, line: ['e2e5'], ply: 1, ending: null, offer: null, touched: null, tags: [] }),
    JSON.stringify({ v: 1, setup: { type: 'fen', fen: 'nonsense', chess960: false }, line: [], ply: 0, ending: null, offer: null, touched: null, tags: [] }),
    JSON.stringify([1, 2, 3]),
    // A clock whose events do not replay (a move before the start), and one that does not fit the moves.
    JSON.stringify({ v: 2, setup: { type: 'standard' }, line: [], ply: 0, ending: null, offer: null, touches: [], tags: [], clock: { control: '5+0', events: [{ type: 'move', at: 5 }] } }),
    JSON.stringify({ v: 2, setup: { type: 'standard' }, line: ['e2e4'], ply: 1, ending: null, offer: null, touches: [], tags: [], clock: { control: '5+0', events: [{ type: 'start', at: 5, color: 'w' }] } })]) {
    const context = await suite.browser.newContext();
    await context.addInitScript(([value]) => {
      if (!sessionStorage.getItem('seeded')) {
        sessionStorage.setItem('seeded', '1');
        localStorage.setItem('chess-arbiter/game/v1', value);
        localStorage.setItem('chess-arbiter/settings/v1', '{"v":1,"lang":"xx"}');
      }
    }, [garbage]);
    const { page } = await openApp(suite.browser, suite.url, { context });
    assert.match(await page.textContent('#notice'), /The saved settings could not be read.*The saved game could not be read, so a new game was started\./);
    await expectPieces(page, { e2: 'wP', e8: 'bK' });
    await typeMove(page, 'd4');
    assert.deepEqual(await moveList(page), ['d4']);
    // What is saved now is good again.
    await page.reload();
    await ready(page);
    assert.equal(await page.isHidden('#notice'), true);
    assert.deepEqual(await moveList(page), ['d4']);
    noProblems(page);
    await context.close();
  }
});

test('a full storage quota leaves the page playable and says the game is not being saved', async () => {
  const context = await suite.browser.newContext();
  await context.addInitScript(() => {
    Storage.prototype.setItem = function setItem() {
      throw new DOMException('The quota has been exceeded.', 'QuotaExceededError');
    };
  });
  const { page } = await openApp(suite.browser, suite.url, { context });
  for (const m of ['e4', 'e5']) await typeMove(page, m);
  assert.deepEqual(await moveList(page), ['e4', 'e5']);
  assert.match(await page.textContent('#notice'), /storage is full or blocked: this game is not being saved/);
  noProblems(page);
  await context.close();
});

/** Waits until the service worker controls the page; returns the names of its caches. */
async function controlled(page) {
  return page.evaluate(async () => {
    await navigator.serviceWorker.ready;
    if (!navigator.serviceWorker.controller) {
      await new Promise((resolve) => navigator.serviceWorker.addEventListener('controllerchange', resolve, { once: true }));
    }
    return caches.keys();
  });
}

test('a new deploy is picked up: the load after it installs the new version, the next one shows it', async () => {
  // The site served from a copy of www/, so that the test can change a file as a deploy would.
  const www = mkdtempSync(join(tmpdir(), 'chess-arbiter-www-'));
  cpSync(join(root, 'www'), www, { recursive: true });
  const requests = [];
  const { server, url } = await listen(createAppServer({ www, log: (line) => requests.push(line) }), { port: 0 });
  const context = await suite.browser.newContext();
  try {
    const { page } = await openApp(suite.browser, url, { context });
    const [first, ...more] = await controlled(page);
    assert.deepEqual(more, []);
    assert.match(first, /^chess-arbiter-[0-9a-f]{12}$/, 'the cache is named by the version of the files');
    requests.length = 0;
    const warm = await page.reload();
    assert.ok(warm.fromServiceWorker());
    await ready(page);
    assert.equal(await page.title(), 'Chess Arbiter');
    // Cache first: a warm load asks the network for nothing but the worker's own update check.
    assert.deepEqual(requests.filter((line) => !line.endsWith(' /sw.js')), []);
    // In Chromium the router takes the files straight from the cache, without the worker's script.
    const sources = await page.evaluate(() => [...new Set(performance.getEntriesByType('resource').map((r) => r.workerFinalSourceType))]);
    assert.deepEqual(sources, ['cache']);

    const en = join(www, 'i18n', 'en.js');
    writeFileSync(en, readFileSync(en, 'utf8').replace("title: 'Chess Arbiter',", "title: 'Chess Arbiter, new',"));
    await page.reload(); // the browser checks sw.js on every load: it has a new version
    await ready(page);
    // The new worker caches the new version as a whole, takes over and drops the old cache.
    await page.evaluate(async (old) => {
      for (;;) {
        const names = await caches.keys();
        if (names.length === 1 && names[0] !== old && navigator.serviceWorker.controller) return;
        await new Promise((resolve) => setTimeout(resolve, 50));
      }
    }, first);
    const fresh = await page.reload();
    assert.ok(fresh.fromServiceWorker());
    await ready(page);
    assert.equal(await page.title(), 'Chess Arbiter, new');
    noProblems(page);
  } finally {
    await context.close();
    server.closeAllConnections?.();
    await new Promise((resolve) => server.close(resolve));
    rmSync(www, { recursive: true, force: true });
  }
});

test('offline: after the first visit a reload and a new tab work with the network off', async () => {
  const own = await startServer(); // this test stops its server
  const context = await suite.browser.newContext();
  try {
    const { page } = await openApp(suite.browser, own.url, { context });
    await page.evaluate(async () => {
      const registration = await navigator.serviceWorker.ready;
      if (!navigator.serviceWorker.controller) {
        await new Promise((resolve) => navigator.serviceWorker.addEventListener('controllerchange', resolve, { once: true }));
      }
      return registration.active.state;
    });
    for (const m of ['d4', 'Nf6', 'c4']) await typeMove(page, m);

    await context.setOffline(true);
    await own.stop(); // really gone: nothing answers any more
    const response = await page.reload();
    assert.ok(response.fromServiceWorker(), 'the page comes from the service worker');
    await ready(page);
    assert.deepEqual(await moveList(page), ['d4', 'Nf6', 'c4']);
    await expectPieces(page, { c4: 'wP', f6: 'bN' });
    // The engine (the cached .wasm) works: play on.
    await typeMove(page, 'e6');
    await waitStatus(page, 'Pawn to e6. White to move.');

    const tab = watch(await context.newPage());
    await tab.goto(own.url);
    await ready(tab);
    assert.deepEqual(await moveList(tab), ['d4', 'Nf6', 'c4', 'e6']);
    assert.match(await status(tab), /White to move/);
    noProblems(page);
    noProblems(tab);
  } finally {
    await context.close();
    await own.stop().catch(() => {});
  }
});
