// The service worker: makes the page's warm load fast and keeps it working offline.
//
// On install it precaches the app shell and the browser module of each package entry it uses,
// and whatever the package's modules load by relative URL (the .wasm, the engine's glue, its
// protocol module and its worker), so that the computer plays offline too, even in a tab that
// had not started a computer game before the network went away.
//
// Requests are answered from that cache first: a warm load reads no file from the network. The
// cache belongs to one version of the site: VERSION is stamped by the server from the content of
// every file it may cache (scripts/sw-stamp.mjs), so a new deploy changes this file, the browser
// installs the new worker on the page's next load (it checks sw.js on every navigation), the new
// worker caches the new files as a whole, takes over and drops the old cache, and the load after
// that shows them: the glue and its .wasm always come from the same version. An unstamped copy
// (a server that serves www/ as it is) goes to the network first instead, as before.
const VERSION = 'unstamped';
const CACHE = `chess-arbiter-${VERSION}`;
const STAMPED = VERSION !== 'unstamped';
const SHELL = [
  './',
  'index.html',
  'app.js',
  'analysis.js',
  'analysis-view.js',
  'actions.js',
  'board.js',
  'board/arrows.js',
  'board/element.js',
  'board/labels.js',
  'board/pieces.js',
  'board/promotion.js',
  'board/squares.js',
  'board/styles.js',
  'computer.js',
  'confirm-dialog.js',
  'dom.js',
  'engine.js',
  'flows.js',
  'game.js',
  'games-dialog.js',
  'held.js',
  'i18n/en.js',
  'i18n/index.js',
  'i18n/ru.js',
  'i18n/uk.js',
  'input.js',
  'io.js',
  'legal.js',
  'new-game.js',
  'otb.js',
  'otb-actions.js',
  'otb-view.js',
  'persist.js',
  'premove.js',
  'render/analysis.js',
  'render/board.js',
  'render/clock.js',
  'render/controls.js',
  'render/focus.js',
  'render/index.js',
  'render/moves.js',
  'render/otb.js',
  'render/start.js',
  'render/status.js',
  'render/tree.js',
  'selectors.js',
  'settings.js',
  'start.js',
  'state.js',
  'store.js',
  'time.js',
  'audit/actions.js',
  'audit/pgn-chars.js',
  'audit/run.js',
  'audit/selectors.js',
  'audit/shards.js',
  'audit/split.js',
  'audit/view.js',
  'audit/worker.js',
  'i18n/audit.js',
  'render/audit.js',
  'tree.js',
  'tree-actions.js',
  'tree-input.js',
  'tree-io.js',
  'styles.css',
  'otb.css',
  'manifest.webmanifest',
  'icon.svg',
  // Each entry of the package the app uses: the rules with PGN (and the trees), the clock, the
  // engine and the audit.
  ...['pkg/pgn/', 'pkg/clock/', 'pkg/engine/', 'pkg/audit/'].map((dir) => `${dir}browser.js`),
];

// How a module of the package names what it loads by relative URL: imports (among them the
// glue's snippets, whose names carry a hash, so they can only be read from it) and
// `new URL('./worker.js', import.meta.url)`. Other strings that look like paths are no files
// (the glue names the .wasm's import namespace "./chess_arbiter_bg.js").
const RELATIVE = /(?:\bfrom|\bimport|\bnew URL\()\s*\(?\s*["'`](\.{1,2}\/[^"'`\s]+)["'`]/g;

async function precache() {
  const cache = await caches.open(CACHE);
  const pkg = new URL('pkg/', self.registration.scope).href;
  const fetched = new Map(); // url -> response
  let next = SHELL.map((path) => new URL(path, self.registration.scope).href);
  while (next.length) {
    const urls = [...new Set(next)].filter((url) => !fetched.has(url));
    next = [];
    const responses = await Promise.all(urls.map((url) => fetch(url, { cache: 'no-cache' })));
    for (const [i, response] of responses.entries()) {
      if (!response.ok) throw new Error(`precache: ${response.url} answered ${response.status}`);
      fetched.set(urls[i], response);
      if (urls[i].startsWith(pkg) && urls[i].endsWith('.js')) {
        const text = await response.clone().text();
        for (const m of text.matchAll(RELATIVE)) next.push(new URL(m[1], urls[i]).href);
      }
    }
  }
  await Promise.all([...fetched].map(([url, response]) => cache.put(url, response)));
}

self.addEventListener('install', (event) => {
  // Where the browser has a service worker router (Chromium), the site's files come straight
  // from this version's cache, without waking this script for each one: about 50 files pass
  // through a fetch handler one message at a time otherwise. What the cache does not hold
  // goes to the network; pages (navigations) go through the handler below, which answers
  // offline with the app's page.
  if (STAMPED && typeof event.addRoutes === 'function') {
    const base = new URL('./', self.registration.scope).pathname;
    const routes = ['js', 'wasm', 'css', 'svg', 'webmanifest'].map((ext) => ({
      condition: { urlPattern: { pathname: `${base}*.${ext}` }, requestMethod: 'GET' },
      source: { cacheName: CACHE },
    }));
    // A browser that cannot take these routes keeps the fetch handler for every file.
    event.waitUntil(event.addRoutes(routes).catch(() => {}));
  }
  event.waitUntil(precache().then(() => self.skipWaiting()));
});

self.addEventListener('activate', (event) => {
  event.waitUntil((async () => {
    for (const name of await caches.keys()) if (name !== CACHE) await caches.delete(name);
    await self.clients.claim();
  })());
});

/** A navigation that the network cannot answer gets the app's page from the cache. */
async function offlinePage(cache, request) {
  return (await cache.match(request, { ignoreSearch: true }))
    ?? (request.mode === 'navigate' ? cache.match(new URL('./', self.registration.scope).href) : undefined);
}

/**
 * The cache's copy, and for a file the cache does not hold (one the shell does not list) the
 * network's answer, kept for next time. `keep` is the fetch event's waitUntil: the page gets a
 * response at once, never held until its copy has been written.
 */
async function cacheFirst(request, keep) {
  const cache = await caches.open(CACHE);
  const cached = await cache.match(request, { ignoreSearch: true });
  if (cached) return cached;
  try {
    const response = await fetch(request);
    if (response.ok && response.type === 'basic') keep(cache.put(request, response.clone()));
    return response;
  } catch (err) {
    const page = await offlinePage(cache, request);
    if (page) return page;
    throw err;
  }
}

/** Unstamped: the network's answer, kept in the cache for offline use; the cache's when the network fails. */
async function networkFirst(request, keep) {
  const cache = await caches.open(CACHE);
  try {
    const response = await fetch(request);
    if (response.ok && response.type === 'basic') keep(cache.put(request, response.clone()));
    return response;
  } catch (err) {
    const cached = await offlinePage(cache, request);
    if (cached) return cached;
    throw err;
  }
}

self.addEventListener('fetch', (event) => {
  const { request } = event;
  if (request.method !== 'GET' || new URL(request.url).origin !== self.location.origin) return;
  const answer = STAMPED ? cacheFirst : networkFirst;
  event.respondWith(answer(request, (promise) => event.waitUntil(promise.catch(() => {}))));
});
