// The service worker: keeps the app working offline.
//
// On install it precaches the app shell and the package entries it uses (for each: the browser
// entry, the wasm-bindgen glue with the snippets it imports, and the .wasm). Requests then go to the network
// first, so an online page always gets the current files (the glue and the .wasm must match),
// and fall back to the cache when the network is down.
const CACHE = 'chess-arbiter-v2';
const SHELL = [
  './',
  'index.html',
  'app.js',
  'board.js',
  'i18n.js',
  'styles.css',
  'manifest.webmanifest',
  'icon.svg',
  // Each entry of the package the app uses: the rules and the clock.
  ...['pkg/', 'pkg/clock/'].flatMap((dir) => ['browser.js', 'chess_arbiter.js', 'chess_arbiter_bg.wasm'].map((f) => dir + f)),
];

async function precache() {
  const cache = await caches.open(CACHE);
  const urls = SHELL.map((path) => new URL(path, self.registration.scope).href);
  const responses = await Promise.all(urls.map((url) => fetch(url, { cache: 'no-cache' })));
  const bad = responses.find((r) => !r.ok);
  if (bad) throw new Error(`precache: ${bad.url} answered ${bad.status}`);
  // Each glue imports its snippets by relative URLs (names with a hash): read them from it.
  const glues = urls.flatMap((url, i) => (url.endsWith('/chess_arbiter.js') ? [i] : []));
  const snippets = [...new Set((await Promise.all(glues.map(async (i) => {
    const glue = await responses[i].clone().text();
    return [...glue.matchAll(/["'](\.\/snippets\/[^"']+\.js)["']/g)].map((m) => new URL(m[1], urls[i]).href);
  }))).flat())];
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
