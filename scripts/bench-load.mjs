// `node scripts/bench-load.mjs`: how soon the page's board is interactive on a warm load, in
// headless Chromium (the system's, through playwright-core): the app of `npm start`, visited
// once so that its service worker has installed and cached everything, then reloaded RUNS
// times — online (the service worker answers from its cache first and checks sw.js for a new
// version, here on a local server) and offline (its cache alone). "Interactive" is the instant the app sets body[data-ready]: the
// rules and the clock loaded, the saved game restored and drawn, the board's input wired.
//
// Printed per load kind: the median from the navigation's start to interactive, and where the
// time goes (the HTML response, the module graph up to app.js running, the wasm entries fetched
// and instantiated, the first render), each a median. Beside them, as the peer from the same
// run, an empty page served the same way (a lower bound: the browser's own navigation cost);
// the ratio is ours ÷ empty, paired per reload. Nothing here is asserted by a test.
//
// Usage: node scripts/bench-load.mjs [--runs N]   (default 15; about 30 s)
import { writeFileSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { chromium } from 'playwright-core';
import { build } from './build.mjs';
import { ensureTools } from './ensure-tools.mjs';
import { main, root } from './lib.mjs';
import { createAppServer, listen } from './start.mjs';

const runsArg = process.argv.indexOf('--runs');
const RUNS = runsArg > 0 ? Number(process.argv[runsArg + 1]) : 15;
const CHROMIUM = process.env.CHROMIUM ?? '/usr/bin/chromium';
const EMPTY = 'bench-empty.html'; // written into www/ for the run, removed after

/** Records, in the page, when body[data-ready] appears and when app.js starts (its first module request is answered). */
function probe() {
  const mark = () => {
    if (document.body?.dataset.ready && !window.readyAt) window.readyAt = performance.now();
  };
  new MutationObserver(mark).observe(document, { attributes: true, subtree: true, attributeFilter: ['data-ready'] });
}

const median = (xs) => {
  const s = [...xs].sort((a, b) => a - b);
  return s.length % 2 ? s[(s.length - 1) / 2] : (s[s.length / 2 - 1] + s[s.length / 2]) / 2;
};

/** One load's figures: from the navigation's start, in ms. */
async function measure(page, url, empty) {
  await page.goto(url);
  if (empty) return { ready: await page.evaluate(() => performance.getEntriesByType('navigation')[0].loadEventEnd) };
  await page.waitForFunction(() => window.readyAt);
  return page.evaluate(() => {
    const nav = performance.getEntriesByType('navigation')[0];
    const res = performance.getEntriesByType('resource');
    const end = (pred) => Math.max(0, ...res.filter(pred).map((r) => r.responseEnd));
    return {
      ready: window.readyAt,
      html: nav.responseEnd,
      modules: end((r) => r.name.endsWith('.js') && !r.name.includes('/pkg/')),
      wasm: end((r) => r.name.endsWith('.wasm')),
      sw: Boolean(navigator.serviceWorker.controller),
    };
  });
}

async function series(context, url, empty) {
  const page = await context.newPage();
  const out = [];
  for (let i = 0; i < RUNS; i++) out.push(await measure(page, url, empty));
  await page.close();
  return out;
}

main(async () => {
  ensureTools(['chromium']);
  build();
  writeFileSync(join(root, 'www', EMPTY), '<!doctype html><title>empty</title>');
  const { server, url } = await listen(createAppServer(), { port: 0 });
  const browser = await chromium.launch({ executablePath: CHROMIUM, args: ['--headless', '--no-sandbox', '--disable-gpu'] });
  try {
    const context = await browser.newContext({ viewport: { width: 390, height: 844 } });
    await context.addInitScript(probe);
    const first = await context.newPage();
    await first.goto(url);
    await first.waitForFunction(() => window.readyAt);
    await first.evaluate(() => navigator.serviceWorker.ready);
    await first.reload(); // now controlled by the service worker
    await first.waitForFunction(() => navigator.serviceWorker.controller && window.readyAt);
    await first.close();
    const rows = [];
    for (const offline of [false, true]) {
      await context.setOffline(offline);
      const ours = await series(context, url, false);
      const empty = await series(context, url + EMPTY, true);
      if (!ours.every((r) => r.sw)) throw new Error('a load was not controlled by the service worker');
      const ratio = median(ours.map((r, i) => r.ready / Math.max(1, empty[i].ready)));
      rows.push([offline ? 'warm, offline (cache only)' : 'warm, online (cache first)  ', ours, median(empty.map((r) => r.ready)), ratio]);
    }
    console.log(`\nwarm load in Chromium, phone viewport, ${RUNS} reloads each (medians, ms from the navigation's start)\n`);
    console.log('load                              interactive   HTML   modules   wasm   empty page   ÷ empty');
    for (const [name, ours, empty, ratio] of rows) {
      const m = (k) => median(ours.map((r) => r[k])).toFixed(0).padStart(6);
      console.log(`${name.padEnd(32)}${m('ready').padStart(13)}${m('html')}${m('modules').padStart(10)}${m('wasm').padStart(7)}${empty.toFixed(0).padStart(13)}${ratio.toFixed(1).padStart(10)}`);
    }
  } finally {
    await browser.close();
    server.closeAllConnections?.();
    server.close();
    rmSync(join(root, 'www', EMPTY), { force: true });
  }
});
