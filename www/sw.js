// The service worker: keeps the app working offline.
//
// On install it precaches the app shell and the rules engine (the package's browser entry, the
// wasm-bindgen glue with the snippets it imports, and the .wasm). Requests then go to the network
// first, so an online page always gets the current files (the glue and the .wasm must match),
// and fall back to the cache when the network is down.
const CACHE = 'chess-arbiter-v1';
const SHELL = [
  './',
  'index.html',
  'app.js',
  'board.js',
  'i18n.js',
  'styles.css',
  'manifest.webmanifest',
  'icon.svg',
  'pkg/browser.js',
  'pkg/chess_arbiter.js',
  'pkg/chess_arbiter_bg.wasm',
];

async function precache() {
  const cache = await caches.open(CACHE);
  const urls = SHELL.map((path) => new URL(path, self.registration.scope).href);
  const responses = await Promise.all(urls.map((url) => fetch(url, { cache: 'no-cache' })));
  const bad = responses.find((r) => !r.ok);
  if (bad) throw new Error(`precache: ${bad.url} answered ${bad.status}`);
  // The glue imports its snippets by relative URLs (names with a hash): read them from it.
  const glueIndex = urls.findIndex((u) => u.endsWith('/pkg/chess_arbiter.js'));
  const glue = await responses[glueIndex].clone().text();
  const snippets = [...new Set([...glue.matchAll(/["'](\.\/snippets\/[^"']+\.js)["']/g)].map((m) => new URL(m[1], urls[glueIndex]).href))];
  const more = await Promise.all(snippets.map((url) => fetch(url, { cache: 'no-cache' })));
  const badSnippet = more.find((r) => !r.ok);
  if (badSnippet) throw new Error(`precache: ${badSnippet.url} answered ${badSnippet.status}`);
  await Promise.all([...urls, ...snippets].map((url, i) => cache.put(url, i < urls.length ? responses[i] : more[i - urls.length])));
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
