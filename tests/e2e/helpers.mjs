// Shared set-up for the end-to-end tests: the app server of `npm start` on a free port, Debian's
// Chromium through playwright-core, both started once per test file (setUpSuite), a fresh browser
// context (own storage, own service workers) per test, and small helpers that use the page's test
// hooks: data-square, data-piece, data-promotion and the role="status" element.
import assert from 'node:assert/strict';
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { after, before } from 'node:test';
import { chromium } from 'playwright-core';
import { createAppServer, listen } from '../../scripts/start.mjs';

export const CHROMIUM = process.env.CHROMIUM ?? '/usr/bin/chromium';
const BROWSER_ARGS = ['--headless', '--no-sandbox', '--disable-gpu', '--disable-background-networking',
  '--disable-component-update', '--disable-sync', '--no-first-run'];

export const DESKTOP = { width: 1280, height: 800 };
export const PHONE = { width: 390, height: 844 };

/** Starts the app server on a random free port. */
export async function startServer() {
  const { server, url } = await listen(createAppServer(), { port: 0 });
  return {
    server,
    url,
    async stop() {
      server.closeAllConnections?.();
      await new Promise((resolve) => server.close(resolve));
    },
  };
}

export async function launch() {
  return chromium.launch({ executablePath: CHROMIUM, args: BROWSER_ARGS });
}

/**
 * The app server and the browser of a test file: started before its tests, closed after them.
 * Returns { browser, url }, filled in once they have started (read them inside the tests).
 */
export function setUpSuite() {
  const suite = { browser: null, url: null };
  let server;
  before(async () => {
    [server, suite.browser] = await Promise.all([startServer(), launch()]);
    suite.url = server.url;
  });
  after(async () => {
    await suite.browser?.close();
    await server?.stop();
  });
  return suite;
}

/** Saves a screenshot of the page as `name` in the directory $SCREENSHOTS, if it is set. */
export async function screenshot(page, name, options = {}) {
  const dir = process.env.SCREENSHOTS;
  if (!dir) return;
  mkdirSync(dir, { recursive: true });
  await page.screenshot({ path: join(dir, name), ...options });
}

/**
 * A new context and page on the app, waiting until the engine is loaded. The page collects
 * problems (page errors, console errors and warnings, such as CSP violations, failed requests)
 * in `page.problems`.
 */
export async function openApp(browser, url, { viewport = DESKTOP, locale = 'en-US', context: existing, ...options } = {}) {
  const context = existing ?? await browser.newContext({ viewport, locale, ...options });
  const page = await context.newPage();
  watch(page);
  await page.goto(url);
  await ready(page);
  return { context, page };
}

export function watch(page) {
  page.problems = [];
  page.on('pageerror', (err) => page.problems.push(`page error: ${err.message}`));
  page.on('console', (msg) => {
    if (msg.type() === 'error' || msg.type() === 'warning') page.problems.push(`console.${msg.type()}: ${msg.text()}`);
  });
  page.on('response', (res) => res.status() >= 400 && page.problems.push(`HTTP ${res.status()}: ${res.url()}`));
  return page;
}

/** Waits until the page's service worker is active and controls the page (its cache filled). */
export async function serviceWorkerControls(page) {
  await page.evaluate(async () => {
    await navigator.serviceWorker.ready;
    if (!navigator.serviceWorker.controller) {
      await new Promise((resolve) => navigator.serviceWorker.addEventListener('controllerchange', resolve, { once: true }));
    }
  });
}

/**
 * Runs `body(page, response)` on the app reloaded offline: visited once on a server of its own
 * (the service worker filled its cache), then the server stopped and the network cut, so that
 * everything after the reload (`response`) comes from the cache.
 */
export async function offlineApp(browser, body) {
  const own = await startServer();
  const context = await browser.newContext();
  try {
    const { page } = await openApp(browser, own.url, { context });
    await serviceWorkerControls(page);
    await context.setOffline(true);
    await own.stop(); // nothing answers any more
    const response = await page.reload();
    await ready(page);
    await body(page, response);
  } finally {
    await context.close();
    await own.stop().catch(() => {});
  }
}

export async function ready(page) {
  await page.waitForSelector('body[data-ready]', { timeout: 15_000 });
}

export function noProblems(page) {
  assert.deepEqual(page.problems, [], 'no errors or warnings in the page');
}

const sq = (square) => `[data-square="${square}"]`;

export async function click(page, square) {
  await page.locator(sq(square)).click();
}

/** Click-click moves: 'e2e4' or 'e7e8q' (the promotion piece chosen in the chooser). */
export async function clickMove(page, uci) {
  await click(page, uci.slice(0, 2));
  await click(page, uci.slice(2, 4));
  if (uci.length > 4) await page.locator(`[data-promotion="${uci[4]}"]`).click();
}

async function center(page, square) {
  const box = await page.locator(sq(square)).boundingBox();
  return { x: box.x + box.width / 2, y: box.y + box.height / 2 };
}

/** Drags a piece with the mouse: 'e2e4', or 'c7b8n' to choose a knight in the chooser. */
export async function dragMove(page, uci) {
  const from = await center(page, uci.slice(0, 2));
  const to = await center(page, uci.slice(2, 4));
  await page.mouse.move(from.x, from.y);
  await page.mouse.down();
  await page.mouse.move((from.x + to.x) / 2, (from.y + to.y) / 2, { steps: 4 });
  await page.mouse.move(to.x, to.y, { steps: 4 });
  await page.mouse.up();
  if (uci.length > 4) await page.locator(`[data-promotion="${uci[4]}"]`).click();
}

/** The piece on a square ('wN', 'bP') or null. */
export async function pieceAt(page, square) {
  const piece = page.locator(`${sq(square)} [data-piece]`);
  return (await piece.count()) ? piece.getAttribute('data-piece') : null;
}

/** Asserts the pieces on some squares: { e4: 'wP', e2: null }. */
export async function expectPieces(page, expected) {
  const actual = {};
  for (const square of Object.keys(expected)) actual[square] = await pieceAt(page, square);
  assert.deepEqual(actual, expected);
}

export async function status(page) {
  return (await page.locator('[role="status"]').first().textContent()).replace(/\s+/g, ' ').trim();
}

/** Waits until the status element contains `text` (string or RegExp). */
export async function waitStatus(page, text, timeout = 5000) {
  const status = page.locator('#status');
  try {
    await status.filter(typeof text === 'string' ? { hasText: text } : { hasText: text }).waitFor({ timeout });
  } catch {
    assert.fail(`status should contain ${text}, it says: ${await status.textContent()}`);
  }
}

export async function moveList(page) {
  return page.locator('#moves button.move').allTextContents();
}

/** Types a move into the move box and presses Enter. */
export async function typeMove(page, text) {
  await page.fill('#move-input', text);
  await page.press('#move-input', 'Enter');
}

/**
 * Starts a game between people from the New game dialog: `variant` 'standard' | 'random960' | 'number960' |
 * 'position' (the position shown), `control` a preset ('5+0'), custom text ('5s') or 'none';
 * with a clock, `penalty` and `wrongClaims` are the arbiter's choices; `names` {w, b} the players'.
 */
export async function newGame(page, { control = 'none', variant = 'standard', penalty, wrongClaims, names } = {}) {
  await page.click('#new-game');
  // Between people, whatever the dialog kept of the last game (its choices are settings, which
  // another tab may have changed).
  await page.locator('#new-game-dialog input[name="opponent"][value="human"]').check();
  await page.locator(`#new-game-dialog input[value="${variant}"]`).check();
  const values = await page.locator('#time-control option').evaluateAll((os) => os.map((o) => o.value));
  if (values.includes(control) && control !== 'custom') {
    await page.selectOption('#time-control', control);
  } else {
    await page.selectOption('#time-control', 'custom');
    await page.fill('#custom-control', control);
  }
  if (penalty) await page.selectOption('#claim-penalty', penalty);
  if (wrongClaims !== undefined) await page.setChecked('#wrong-claims', wrongClaims);
  if (names) {
    await page.fill('#name-white', names.w);
    await page.fill('#name-black', names.b);
  }
  await page.click('#new-game-dialog button[type="submit"]');
  await page.locator('#new-game-dialog').waitFor({ state: 'hidden' });
}

/** The time left on a clock ('top' or 'bottom'), in ms, as the page last drew it. */
export async function clockMs(page, where) {
  return Number(await page.getAttribute(`#player-${where} .clock`, 'data-ms'));
}

/** The text a clock shows ('4:59', '0:04.2'). */
export async function clockText(page, where) {
  return page.textContent(`#player-${where} .clock .time`);
}

/**
 * Holds every message of the page's workers (the engine's) until `window.releaseEngine()`: the
 * computer's search runs, but its move cannot arrive before the test has looked, however slow
 * the machine (a level-8 search of about a second raced the test's clicks under load). For
 * `context.addInitScript`.
 */
export function holdEngineReplies() {
  const Native = window.Worker;
  let release;
  const gate = new Promise((resolve) => { release = resolve; });
  window.releaseEngine = release;
  window.Worker = class extends Native {
    set onmessage(handler) {
      super.onmessage = (event) => gate.then(() => handler(event));
    }

    get onmessage() {
      return super.onmessage;
    }
  };
}
