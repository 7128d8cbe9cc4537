// `node scripts/startup-profile.mjs [--runs N] [--no-browser] [--node-flags "FLAGS"]`: where the start-up time of
// "import + new Game() + moves()" goes, step by step, beside shakmaty-wasm (the build the bench's
// start-up row loads, scripts/bench-build.mjs) and an empty package. Not asserted by any test.
//
// Node: each run is a fresh process per library, in a rotating order, after the bench's warm-up
// import (scripts/bench-startup.mjs). Before the import, the process wraps `fs.readFileSync`,
// `WebAssembly.Module` and `WebAssembly.Instance` to note when each starts and ends, so the time
// splits into: loading the entry's JS (resolution, reading, parsing and running it up to reading
// the .wasm), reading the .wasm, compiling it, instantiating it, the rest of the import, the first
// game and the first move list, and, for comparison, a second game and move list in the same
// process (the difference is what the first calls compile: V8 compiles wasm functions lazily, on
// their first call, and JS functions too). Each step is the median over the runs; the medians of
// the steps need not add up to the median of the totals. --node-flags runs the processes with
// node's or V8's flags, e.g. "--no-wasm-lazy-compilation" to see what compiling every wasm
// function at once would change.
//
// Chromium (/usr/bin/chromium, or CHROMIUM): a page whose module script imports the browser entry
// (served with Content-Type application/wasm, so the entry compiles while it downloads), then
// builds the moves; in a fresh browser context each run (nothing cached), then reloaded in that
// context (the HTTP cache warm). shakmaty's page imports its wasm-bindgen glue and awaits its
// `init()` (WebAssembly.instantiateStreaming).
import { createReadStream, existsSync, statSync } from 'node:fs';
import { createServer } from 'node:http';
import os from 'node:os';
import { extname, join, normalize, sep } from 'node:path';
import { buildShakmaty } from './bench-build.mjs';
import { EMPTY, consumer, installOurs, installStartupPackages, runFresh, startupOnce } from './bench-startup.mjs';
import { build } from './build.mjs';
import { ensureTools } from './ensure-tools.mjs';
import { CommandError, header, main } from './lib.mjs';

const arg = (name, fallback) => {
  const i = process.argv.indexOf(name);
  return i < 0 ? fallback : Number(process.argv[i + 1]);
};
const RUNS = arg('--runs', 21);
const BROWSER = !process.argv.includes('--no-browser');
const NODE_FLAGS = process.argv.includes('--node-flags')
  ? process.argv[process.argv.indexOf('--node-flags') + 1].split(' ').filter(Boolean)
  : [];

const median = (xs) => {
  const s = xs.filter((x) => Number.isFinite(x)).sort((a, b) => a - b);
  if (!s.length) return NaN;
  const m = s.length >> 1;
  return s.length % 2 ? s[m] : (s[m - 1] + s[m]) / 2;
};

// ---------------------------------------------------------------------------------------------
// Node

/** What a library's probe imports and runs: `G` is its game class, `list(g)` its moves with SAN. */
const LIBRARIES = {
  ours: { label: 'chess-arbiter', load: `const { Game: G } = await import('chess-arbiter');`, list: 'g.moves()' },
  shakmaty: { label: 'shakmaty-wasm', load: `const { Chess: G } = await import('shakmaty-magics');`, list: 'g.legalSans()' },
};

/** The probe's body: marks (performance.now()) around each step, written to stdout as JSON. */
function probe({ load, list }) {
  return `const fs = process.getBuiltinModule('node:fs');
const now = () => performance.now();
const m = {};
const read = fs.readFileSync;
fs.readFileSync = function (...args) { m.read0 ??= now(); const r = read.apply(this, args); m.read1 = now(); return r; };
const timed = (C, a, b) => new Proxy(C, { construct(t, args, nt) { m[a] ??= now(); const o = Reflect.construct(t, args, nt); m[b] = now(); return o; } });
WebAssembly.Module = timed(WebAssembly.Module, 'compile0', 'compile1');
WebAssembly.Instance = timed(WebAssembly.Instance, 'instance0', 'instance1');
m.t0 = now();
${load}
m.imported = now();
let g = new G(); m.created = now();
const n = ${list}.length; m.listed = now();
g = new G(); ${list}; m.again = now();
process.stdout.write(JSON.stringify({ m, n }));`;
}

/** The steps of one probe's marks, in milliseconds (NaN where a mark is missing). */
function steps(m) {
  return {
    'load the entry\'s JS (resolve, read, parse, run) up to reading the .wasm': m.read0 - m.t0,
    'read the .wasm (fs.readFileSync)': m.read1 - m.read0,
    'compile it (new WebAssembly.Module)': m.compile1 - m.read1,
    'instantiate it (new WebAssembly.Instance)': m.instance1 - m.compile1,
    'the rest of the import': m.imported - m.instance1,
    'the first game (new Game(), new Chess())': m.created - m.imported,
    'the first move list (moves(), legalSans())': m.listed - m.created,
    '**total** (instrumented)': m.listed - m.t0,
    'for comparison: a second game and move list': m.again - m.listed,
  };
}

function profileNode() {
  const ids = Object.keys(LIBRARIES);
  const runs = { ours: [], shakmaty: [], empty: [], oursPlain: [], shakmatyPlain: [] };
  for (let i = 0; i < RUNS; i++) {
    for (let j = 0; j < ids.length; j++) {
      const id = ids[(i + j) % ids.length];
      const { m, n } = runFresh(probe(LIBRARIES[id]), `the probe of ${id}`, NODE_FLAGS);
      if (n !== 20) throw new CommandError(`${id}: ${n} moves at the start`);
      runs[id].push(steps(m));
      runs[`${id}Plain`].push(startupOnce(id, NODE_FLAGS)); // the bench's row, uninstrumented
    }
    const { ms } = runFresh(`const t = performance.now(); await import('${EMPTY}');
      process.stdout.write(JSON.stringify({ ms: performance.now() - t }));`, 'the empty package', NODE_FLAGS);
    runs.empty.push(ms);
  }
  const rows = Object.keys(runs.ours[0]).map((step) => [step, ...ids.map((id) => median(runs[id].map((s) => s[step])))]);
  rows.push(['the bench\'s figure (uninstrumented processes)', median(runs.oursPlain), median(runs.shakmatyPlain)]);
  const fmt = (x) => (Number.isFinite(x) ? x.toFixed(2) : '–');
  const flags = NODE_FLAGS.length ? ` ${NODE_FLAGS.join(' ')}` : '';
  console.log(`| Node ${process.version}${flags}, median of ${RUNS} fresh processes, ms | ${ids.map((id) => LIBRARIES[id].label).join(' | ')} |`);
  console.log(`| --- | ${ids.map(() => '---:').join(' | ')} |`);
  for (const [step, ...cells] of rows) console.log(`| ${step} | ${cells.map(fmt).join(' | ')} |`);
  console.log(`\nan empty package imported by name after the warm-up (the floor of the first step): ${fmt(median(runs.empty))} ms`);
}

// ---------------------------------------------------------------------------------------------
// Chromium

const TYPES = { '.js': 'text/javascript', '.mjs': 'text/javascript', '.wasm': 'application/wasm', '.html': 'text/html' };
const PAGES = {
  ours: `const { Game } = await import('/chess-arbiter/pkg/browser.js');
    const t1 = performance.now(); const n = new Game().moves().length;`,
  shakmaty: `const lib = await import('/shakmaty-magics/shakmaty_wasm.js'); await lib.default();
    const t1 = performance.now(); const n = new lib.Chess().legalSans().length;`,
};
const pageScript = (id) => `const t0 = performance.now();
${PAGES[id]}
const t2 = performance.now();
const arrived = (ext) => Math.max(...performance.getEntriesByType('resource')
  .filter((e) => e.name.endsWith(ext)).map((e) => e.responseEnd)) - t0;
window.result = { n, js: arrived('.js'), wasm: arrived('.wasm'), load: t1 - t0, moves: t2 - t1, total: t2 - t0, sinceNavigation: t2 };`;

/** Serves the consumer's node_modules/ at / and each probe page at /<id>.html. */
function startServer() {
  const base = join(consumer, 'node_modules');
  const server = createServer((req, res) => {
    const path = decodeURIComponent(new URL(req.url, 'http://x').pathname);
    const page = /^\/(\w+)\.(html|mjs)$/.exec(path);
    if (page && PAGES[page[1]]) {
      const html = `<!doctype html><meta charset="utf-8"><script type="module" src="/${page[1]}.mjs"></script>`;
      res.writeHead(200, { 'content-type': TYPES[`.${page[2]}`], 'cache-control': 'no-cache' });
      res.end(page[2] === 'html' ? html : pageScript(page[1]));
      return;
    }
    const file = normalize(join(base, path));
    if (!file.startsWith(base + sep) || !existsSync(file) || !statSync(file).isFile()) {
      res.writeHead(404).end();
      return;
    }
    res.writeHead(200, { 'content-type': TYPES[extname(file)] ?? 'application/octet-stream', 'cache-control': 'max-age=3600' });
    createReadStream(file).pipe(res);
  });
  return new Promise((resolve) => server.listen(0, '127.0.0.1', () => resolve(server)));
}

async function loadPage(page, url, reload) {
  if (reload) await page.reload();
  else await page.goto(url);
  await page.waitForFunction(() => window.result, null, { timeout: 15_000 });
  const result = await page.evaluate(() => window.result);
  if (result.n !== 20) throw new CommandError(`${url}: ${result.n} moves at the start`);
  return result;
}

async function profileChromium() {
  const { chromium } = await import('playwright-core');
  const server = await startServer();
  const base = `http://127.0.0.1:${server.address().port}`;
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM ?? '/usr/bin/chromium',
    args: ['--headless', '--no-sandbox', '--disable-gpu', '--disable-background-networking', '--no-first-run'],
  });
  const ids = Object.keys(PAGES);
  const runs = Object.fromEntries(ids.flatMap((id) => [[id, []], [`${id} reload`, []]]));
  let streamed = 0;
  try {
    for (let i = 0; i < RUNS; i++) {
      for (let j = 0; j < ids.length; j++) {
        const id = ids[(i + j) % ids.length];
        const context = await browser.newContext();
        const page = await context.newPage();
        // counts the module compiled while it downloads
        await page.addInitScript(() => {
          for (const name of ['compileStreaming', 'instantiateStreaming']) {
            const f = WebAssembly[name];
            WebAssembly[name] = function (...args) {
              window.streamed = (window.streamed ?? 0) + 1;
              return f.apply(this, args);
            };
          }
        });
        runs[id].push(await loadPage(page, `${base}/${id}.html`, false));
        if (id === 'ours') streamed += await page.evaluate(() => window.streamed ?? 0);
        runs[`${id} reload`].push(await loadPage(page, `${base}/${id}.html`, true));
        await context.close();
      }
    }
  } finally {
    await browser.close();
    server.close();
  }
  const fmt = (x) => x.toFixed(1);
  const keys = Object.keys(runs);
  console.log(`| Chromium ${browser.version()}, median of ${RUNS} loads, ms from the module script's start | ${keys.join(' | ')} |`);
  console.log(`| --- | ${keys.map(() => '---:').join(' | ')} |`);
  for (const [step, label] of [['js', 'the last JS file in'], ['wasm', 'the .wasm in'],
    ['load', 'imported (fetched, compiled, instantiated)'], ['moves', 'the first game and move list'],
    ['total', '**total**'], ['sinceNavigation', 'from the navigation\'s start']]) {
    console.log(`| ${label} | ${keys.map((k) => fmt(median(runs[k].map((r) => r[step])))).join(' | ')} |`);
  }
  console.log(`\nour entry compiled the .wasm while it downloaded (WebAssembly.compileStreaming) in ${streamed} of ${RUNS} cold loads`);
}

main(async () => {
  header('start-up profile: build what it needs');
  ensureTools(['rust', 'bindgen', 'npm']);
  build();
  installOurs();
  buildShakmaty();
  installStartupPackages();
  header(`start-up profile: Node (load average ${os.loadavg()[0].toFixed(1)})`);
  profileNode();
  if (BROWSER) {
    header(`start-up profile: Chromium (load average ${os.loadavg()[0].toFixed(1)})`);
    await profileChromium();
  }
  console.log(`\n(load average ${os.loadavg()[0].toFixed(1)} at the end; ${os.cpus().length} cores)`);
});
