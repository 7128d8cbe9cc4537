// A tiny Vite app that imports the package by its name, built with Vite's defaults and run in
// Debian's Chromium: the bundler finds the .wasm through `new URL(..., import.meta.url)`.
import assert from 'node:assert/strict';
import { createReadStream, existsSync, mkdirSync, mkdtempSync, rmSync, statSync, symlinkSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:http';
import { tmpdir } from 'node:os';
import { extname, join, normalize } from 'node:path';
import { test } from 'node:test';
import { fileURLToPath } from 'node:url';
import { chromium } from 'playwright-core';
import { build } from 'vite';

const root = fileURLToPath(new URL('../../', import.meta.url));
const TYPES = { '.html': 'text/html', '.js': 'text/javascript', '.wasm': 'application/wasm' };

test('a Vite build of a page importing every entry of chess-arbiter plays in Chromium', async () => {
  const app = mkdtempSync(join(tmpdir(), 'chess-arbiter-vite-'));
  try {
    mkdirSync(join(app, 'node_modules'));
    symlinkSync(root, join(app, 'node_modules', 'chess-arbiter'), 'dir');
    writeFileSync(join(app, 'index.html'), '<!doctype html><meta charset="utf-8"><link rel="icon" href="data:,"><output id="out"></output><script type="module" src="./main.js"></script>\n');
    // Every entry: the rules, the clock, and the engine with its worker (which Vite must find
    // and bundle through `new Worker(new URL(...), ...)`).
    writeFileSync(join(app, 'main.js'), [
      "import { Game } from 'chess-arbiter';",
      "import { Clock } from 'chess-arbiter/clock';",
      "import { Engine } from 'chess-arbiter/engine';",
      'const game = new Game();',
      "const move = game.play('Nf3');",
      "const clock = new Clock('5+3');",
      'const reply = await new Engine().search(game, { level: 1, nodes: 500, seed: 1 });',
      "document.getElementById('out').textContent = `${move.uci} ${game.moves().length} ${clock.control()} ${reply.move !== null}`;",
      '',
    ].join('\n'));
    await build({ root: app, logLevel: 'silent', build: { outDir: join(app, 'dist') } });

    const dist = join(app, 'dist');
    const server = createServer((req, res) => {
      const path = normalize(join(dist, decodeURIComponent(new URL(req.url, 'http://x').pathname)));
      const file = path.endsWith('/') ? join(path, 'index.html') : path;
      if (!file.startsWith(dist) || !existsSync(file) || !statSync(file).isFile()) return res.writeHead(404).end();
      res.writeHead(200, { 'content-type': TYPES[extname(file)] ?? 'application/octet-stream' });
      createReadStream(file).pipe(res);
    });
    await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve));
    const browser = await chromium.launch({
      executablePath: process.env.CHROMIUM ?? '/usr/bin/chromium',
      args: ['--headless', '--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run'],
    });
    try {
      const page = await browser.newPage();
      const errors = [];
      page.on('pageerror', (err) => errors.push(err.message));
      await page.goto(`http://127.0.0.1:${server.address().port}/`);
      await page.waitForFunction(() => document.getElementById('out').textContent !== '', null, { timeout: 15_000 }).catch(() => {});
      assert.deepEqual(errors, []);
      assert.equal(await page.textContent('#out'), 'g1f3 20 5+3 true');
    } finally {
      await browser.close();
      server.close();
    }
  } finally {
    rmSync(app, { recursive: true, force: true });
  }
});
