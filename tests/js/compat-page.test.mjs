// examples/compat-page/ (a chess.js page moved to chess-arbiter/compat) in Debian's Chromium,
// served over HTTP from the repo root: it loads, plays typed and random moves, refuses a bad
// one with chess.js's message, and plays a game out.
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { staticSite } from './static-site.mjs';

const site = staticSite();

test('the example page moved from chess.js plays in Chromium', async () => {
  const page = await site.browser.newPage();
  const problems = [];
  page.on('pageerror', (err) => problems.push(`page error: ${err.message}`));
  page.on('console', (msg) => msg.type() === 'error' && problems.push(`console.error: ${msg.text()}`));
  page.on('response', (res) => res.status() >= 400 && problems.push(`HTTP ${res.status()}: ${res.url()}`));
  await page.goto(`${site.base}/examples/compat-page/index.html`);
  await page.waitForFunction(() => document.getElementById('status').textContent === 'White to move');
  await page.fill('#move', 'e4');
  await page.click('#form button');
  await page.waitForFunction(() => document.getElementById('pgn').textContent.endsWith('1. e4 *'));
  await page.fill('#move', 'Nf9');
  await page.click('#form button');
  assert.equal(await page.textContent('#status'), 'Invalid move: Nf9');
  await page.click('#random');
  assert.match(await page.textContent('#status'), /^White to move/);
  await page.click('#auto');
  assert.match(await page.textContent('#status'), /^(Checkmate|Draw)/);
  assert.deepEqual(problems, []);
  await page.close();
});
