// examples/compat-page/ (a chess.js page moved to chess-arbiter/compat) in Debian's Chromium,
// served over HTTP from the repo root: it loads, plays typed and random moves, refuses a bad
// one with chess.js's message, and plays a game out.
import assert from 'node:assert/strict';
import { createReadStream, existsSync, statSync } from 'node:fs';
import { createServer } from 'node:http';
import { extname, join, normalize } from 'node:path';
import { after, before, test } from 'node:test';
import { fileURLToPath } from 'node:url';
import { chromium } from 'playwright-core';

const root = fileURLToPath(new URL('../../', import.meta.url));
const TYPES = { '.html': 'text/html', '.js': 'text/javascript' };
const BROWSER_ARGS = ['--headless', '--no-sandbox', '--disable-gpu', '--disable-background-networking',
  '--disable-component-update', '--disable-sync', '--no-first-run'];

let server;
let base;
let browser;

before(async () => {
  server = createServer((req, res) => {
    const path = normalize(join(root, decodeURIComponent(new URL(req.url, 'http://x').pathname)));
    if (!path.startsWith(root) || !existsSync(path) || !statSync(path).isFile()) {
      res.writeHead(404).end();
      return;
    }
    res.writeHead(200, { 'content-type': TYPES[extname(path)] ?? 'application/octet-stream' });
    createReadStream(path).pipe(res);
  });
  await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${server.address().port}`;
  browser = await chromium.launch({ executablePath: process.env.CHROMIUM ?? '/usr/bin/chromium', args: BROWSER_ARGS });
});

after(async () => {
  await browser?.close();
  server?.close();
});

test('the example page moved from chess.js plays in Chromium', async () => {
  const page = await browser.newPage();
  const problems = [];
  page.on('pageerror', (err) => problems.push(`page error: ${err.message}`));
  page.on('console', (msg) => msg.type() === 'error' && problems.push(`console.error: ${msg.text()}`));
  page.on('response', (res) => res.status() >= 400 && problems.push(`HTTP ${res.status()}: ${res.url()}`));
  await page.goto(`${base}/examples/compat-page/index.html`);
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
