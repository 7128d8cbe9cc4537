// For tests that open a page: the repo root served over HTTP like any static site, and Debian's
// Chromium, started before the file's tests and closed after them.
import { createReadStream, existsSync, statSync } from 'node:fs';
import { createServer } from 'node:http';
import { extname, join, normalize } from 'node:path';
import { after, before } from 'node:test';
import { fileURLToPath } from 'node:url';
import { chromium } from 'playwright-core';

const root = fileURLToPath(new URL('../../', import.meta.url));
const TYPES = { '.html': 'text/html', '.js': 'text/javascript', '.mjs': 'text/javascript', '.wasm': 'application/wasm', '.json': 'application/json', '.css': 'text/css' };
const BROWSER_ARGS = ['--headless', '--no-sandbox', '--disable-gpu', '--disable-background-networking',
  '--disable-component-update', '--disable-sync', '--no-first-run'];

/** `{ base, browser }`, filled in before the tests run: the site's URL and the browser. */
export function staticSite() {
  const site = { base: '', browser: null };
  let server;
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
    site.base = `http://127.0.0.1:${server.address().port}`;
    site.browser = await chromium.launch({ executablePath: process.env.CHROMIUM ?? '/usr/bin/chromium', args: BROWSER_ARGS });
  });
  after(async () => {
    await site.browser?.close();
    server?.close();
  });
  return site;
}
