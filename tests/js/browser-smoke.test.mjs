// The browser entry in Debian's Chromium: a plain page (fixtures/smoke.html) imports pkg/browser.js
// with <script type="module">, served over HTTP from the repo root like any static site.
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { BROWSER_API, GAME_PGN_METHODS } from './entries.mjs';
import { staticSite } from './static-site.mjs';

const site = staticSite();

test('a <script type="module"> page imports the browser entry with no init call and plays a move', async () => {
  const page = await site.browser.newPage();
  const problems = [];
  page.on('pageerror', (err) => problems.push(`page error: ${err.message}`));
  page.on('console', (msg) => {
    if (msg.type() === 'error' || msg.type() === 'warning') problems.push(`console.${msg.type()}: ${msg.text()}`);
  });
  page.on('requestfailed', (req) => problems.push(`request failed: ${req.url()}`));
  page.on('response', (res) => res.status() >= 400 && problems.push(`HTTP ${res.status()}: ${res.url()}`));
  await page.goto(`${site.base}/tests/js/fixtures/smoke.html`);
  try {
    await page.waitForSelector('#result[data-done]', { timeout: 15_000 });
  } catch (err) {
    assert.fail(`the page did not finish: ${problems.join('; ') || err.message}`);
  }
  const result = JSON.parse(await page.textContent('#result'));
  assert.deepEqual(result, {
    clock: '5+3',
    error: {
      chessError: true, error: true, code: 'INVALID_ARGUMENT',
      message: 'INVALID_ARGUMENT: "5+" is not a time control: in stage 1, expected an increment or delay (seconds unless a unit is given), found the end (write e.g. "5+3", "90+30", "25d5" or "40/90,30+30")',
    },
    played: 'e4',
    fen: 'rnbqkbnr/pppppppp/8/8/4P3/8/PPPP1PPP/RNBQKBNR b KQkq - 0 1',
  });
  assert.deepEqual(problems, []); // e.g. no fallback warning for a .wasm served without application/wasm
  await page.close();
});

test('the browser entries export their API alone, as the Node ones do', async () => {
  const page = await site.browser.newPage();
  await page.goto(`${site.base}/tests/js/fixtures/smoke.html`);
  await page.waitForSelector('#result[data-done]', { timeout: 15_000 });
  const files = Object.keys(BROWSER_API).map((name) => `${site.base}/pkg/${name.slice('chess-arbiter/'.length)}/browser.js`.replace('pkg//', 'pkg/'));
  const exported = await page.evaluate(async (urls) => Promise.all(urls.map(async (url) => Object.keys(await import(url)).sort())), files);
  assert.deepEqual(exported, Object.values(BROWSER_API));
  // Game's PGN reading: in chess-arbiter/pgn's Game, not in the rules entry's, which writes PGN.
  const pgnMethods = await page.evaluate(async ([rules, pgn, names]) => {
    const has = (Game) => names.filter((n) => typeof (n === 'fromPgn' ? Game[n] : Game.prototype[n]) === 'function');
    return [has((await import(rules)).Game), has((await import(pgn)).Game)];
  }, [`${site.base}/pkg/browser.js`, `${site.base}/pkg/pgn/browser.js`, GAME_PGN_METHODS]);
  assert.deepEqual(pgnMethods, [[], GAME_PGN_METHODS]);
  const written = await page.evaluate(async (rules) => {
    const game = new (await import(rules)).Game({ fen: '4k3/8/8/8/8/8/8/4K2R b K - 0 30' });
    game.play('Kd7');
    game.play('O-O');
    return game.pgn();
  }, `${site.base}/pkg/browser.js`);
  assert.equal(written, [
    '[Event "?"]', '[Site "?"]', '[Date "????.??.??"]', '[Round "?"]', '[White "?"]', '[Black "?"]', '[Result "*"]',
    '[Termination "unterminated"]', '[SetUp "1"]', '[FEN "4k3/8/8/8/8/8/8/4K2R b K - 0 30"]', '',
    '30... Kd7 31. O-O *', '', '',
  ].join('\n'));
  await page.close();
});

// Notes in the page which of WebAssembly's compile functions ran, and on what (a Response's
// URL or "bytes"), before any module of the page runs.
function recordCompiles() {
  window.compiles = [];
  for (const name of ['compile', 'compileStreaming', 'instantiate', 'instantiateStreaming']) {
    const original = WebAssembly[name];
    WebAssembly[name] = function (source, ...rest) {
      const url = source instanceof Response ? new URL(source.url).pathname : 'bytes';
      window.compiles.push(`${name} ${url}`);
      return original.call(this, source, ...rest);
    };
  }
}

async function compilesOnLoad(page) {
  await page.addInitScript(recordCompiles);
  await page.goto(`${site.base}/tests/js/fixtures/smoke.html`);
  await page.waitForSelector('#result[data-done]', { timeout: 15_000 });
  assert.equal(JSON.parse(await page.textContent('#result')).played, 'e4');
  return (await page.evaluate(() => window.compiles)).sort();
}

test('the browser entries compile their .wasm while it downloads when it is served as application/wasm', async () => {
  const page = await site.browser.newPage();
  assert.deepEqual(await compilesOnLoad(page), ['compileStreaming /pkg/chess_arbiter_bg.wasm', 'compileStreaming /pkg/clock/chess_arbiter_bg.wasm']);
  await page.close();
});

test('served as another type, the .wasm is compiled from its bytes, with no warning', async () => {
  const page = await site.browser.newPage();
  const warnings = [];
  page.on('console', (msg) => msg.type() !== 'log' && warnings.push(msg.text()));
  await page.route('**/*.wasm', async (route) => {
    const response = await route.fetch();
    await route.fulfill({ response, headers: { ...response.headers(), 'content-type': 'application/octet-stream' } });
  });
  assert.deepEqual(await compilesOnLoad(page), ['compile bytes', 'compile bytes']);
  assert.deepEqual(warnings, []);
  await page.close();
});
