// The service worker: keeps the app working offline.
//
// On install it precaches the app shell and the browser module of each package entry it uses,
// and whatever the package's modules load by relative URL (the .wasm, the engine's glue, its
// protocol module and its worker), so that the
// computer plays offline too, even in a tab that had not started a computer game before the
// network went away. Requests then go to the network first, so an online page always gets the
// current files (the glue and the .wasm must match), and fall back to the cache when the
// network is down.
const CACHE = 'chess-arbiter-v8';
const SHELL = [
  './',
  'index.html',
  'app.js',
  'actions.js',
  'board.js',
  'board/element.js',
  'board/labels.js',
  'board/pieces.js',
  'board/squares.js',
  'board/styles.js',
  'computer.js',
  'confirm-dialog.js',
  'dom.js',
  'flows.js',
  'game.js',
  'i18n/en.js',
  'i18n/index.js',
  'i18n/ru.js',
  'i18n/uk.js',
  'input.js',
  'io.js',
  'legal.js',
  'new-game.js',
  'persist.js',
  'render/board.js',
  'render/clock.js',
  'render/controls.js',
  'render/index.js',
  'render/moves.js',
  'render/start.js',
  'render/status.js',
  'selectors.js',
  'settings.js',
  'start.js',
  'state.js',
  'store.js',
  'time.js',
  'audit/actions.js',
  'audit/run.js',
  'audit/selectors.js',
  'audit/split.js',
  'audit/view.js',
  'audit/worker.js',
  'i18n/audit.js',
  'render/audit.js',
  'styles.css',
  'manifest.webmanifest',
  'icon.svg',
  // Each entry of the package the app uses: the rules, the clock, the engine and the audit.
  ...['pkg/', 'pkg/clock/', 'pkg/engine/', 'pkg/audit/'].map((dir) => `${dir}browser.js`),
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
  event.waitUntil(precache().then(() => self.skipWaiting()));
});

self.addEventListener('activate', (event) => {
  event.waitUntil((async () => {
    for (const name of await caches.keys()) if (name !== CACHE) await caches.delete(name);
    await self.clients.claim();
  })());
});

async function networkFirst(request) {
  const cache = await caches.open(CACHE);
  try {
    const response = await fetch(request);
    if (response.ok && response.type === 'basic') await cache.put(request, response.clone());
    return response;
  } catch (err) {
    const cached = (await cache.match(request, { ignoreSearch: true }))
      ?? (request.mode === 'navigate' ? await cache.match(new URL('./', self.registration.scope).href) : undefined);
    if (cached) return cached;
    throw err;
  }
}

self.addEventListener('fetch', (event) => {
  const { request } = event;
  if (request.method !== 'GET' || new URL(request.url).origin !== self.location.origin) return;
  event.respondWith(networkFirst(request));
});
