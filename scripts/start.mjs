// `npm start`: builds the package when stale, then serves the app on http://localhost:8080
// (PORT and HOST change that): www/ at the root and the built package (pkg/) under /pkg/.
// Usage: node scripts/start.mjs        (PORT=3000 npm start)
import { createReadStream, existsSync, statSync } from 'node:fs';
import { createServer } from 'node:http';
import { extname, join, normalize, sep } from 'node:path';
import { pathToFileURL } from 'node:url';
import { build, printSizes } from './build.mjs';
import { CommandError, header, main, root } from './lib.mjs';
import { stampedServiceWorker } from './sw-stamp.mjs';

const TYPES = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.wasm': 'application/wasm',
  '.json': 'application/json; charset=utf-8',
  '.webmanifest': 'application/manifest+json; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.ico': 'image/x-icon',
  '.ts': 'text/plain; charset=utf-8',
  '.txt': 'text/plain; charset=utf-8',
  '.pgn': 'application/x-chess-pgn; charset=utf-8',
};

// The same policy as the page's <meta http-equiv>: no inline scripts, wasm allowed.
const CSP = "default-src 'self'; script-src 'self' 'wasm-unsafe-eval'; style-src 'self'; img-src 'self' data: blob:; "
  + "connect-src 'self'; worker-src 'self'; manifest-src 'self'; object-src 'none'; base-uri 'self'; form-action 'self'";

/** The file a URL path names: /pkg/... from pkg/, everything else from www/; null if none. */
function resolve(pathname, { www, pkg }) {
  let decoded;
  try {
    decoded = decodeURIComponent(pathname);
  } catch {
    return null;
  }
  if (decoded.includes('\0')) return null;
  const [base, rest] = decoded === '/pkg' || decoded.startsWith('/pkg/') ? [pkg, decoded.slice(4)] : [www, decoded];
  const file = normalize(join(base, rest));
  if (file !== base && !file.startsWith(base + sep)) return null;
  if (existsSync(file) && statSync(file).isDirectory()) {
    const index = join(file, 'index.html');
    return existsSync(index) ? index : null;
  }
  return existsSync(file) && statSync(file).isFile() ? file : null;
}

/**
 * An HTTP server for the app (not yet listening). `log` gets one line per request if given.
 * Used by `npm start` and by the end-to-end tests (tests/e2e/).
 */
export function createAppServer({ www = join(root, 'www'), pkg = join(root, 'pkg'), log = null } = {}) {
  return createServer((req, res) => {
    const url = new URL(req.url ?? '/', 'http://localhost');
    const send = (status, text) => {
      res.writeHead(status, { 'content-type': 'text/plain; charset=utf-8', 'x-content-type-options': 'nosniff' });
      res.end(req.method === 'HEAD' ? undefined : text);
      log?.(`${status} ${req.method} ${url.pathname}`);
    };
    if (req.method !== 'GET' && req.method !== 'HEAD') {
      res.setHeader('allow', 'GET, HEAD');
      send(405, 'method not allowed\n');
      return;
    }
    const file = resolve(url.pathname, { www, pkg });
    if (!file) {
      send(404, 'not found\n');
      return;
    }
    // The service worker with its cache version stamped from the files it caches (sw-stamp.mjs).
    const body = file === join(www, 'sw.js') ? Buffer.from(stampedServiceWorker({ www, pkg })) : null;
    const size = body ? body.length : statSync(file).size;
    res.writeHead(200, {
      'content-type': TYPES[extname(file).toLowerCase()] ?? 'application/octet-stream',
      'content-length': size,
      // Revalidate every time: the service worker keeps the offline copy.
      'cache-control': 'no-cache',
      'x-content-type-options': 'nosniff',
      ...(file.endsWith('.html') ? { 'content-security-policy': CSP } : {}),
    });
    log?.(`200 ${req.method} ${url.pathname}`);
    if (req.method === 'HEAD') {
      res.end();
      return;
    }
    if (body) res.end(body);
    else createReadStream(file).on('error', () => res.destroy()).pipe(res);
  });
}

/** Starts the server on `port` (0: any free port); resolves with the server and its URL. */
export function listen(server, { port = 8080, host = '127.0.0.1' } = {}) {
  return new Promise((resolvePromise, reject) => {
    const onError = (err) => {
      server.off('listening', onListening);
      reject(err);
    };
    const onListening = () => {
      server.off('error', onError);
      const address = server.address();
      const shown = host === '127.0.0.1' || host === '::1' || host === 'localhost' ? 'localhost' : host.includes(':') ? `[${host}]` : host;
      resolvePromise({ server, url: `http://${shown}:${address.port}/` });
    };
    server.once('error', onError);
    server.once('listening', onListening);
    server.listen(port, host);
  });
}

if (import.meta.url === pathToFileURL(process.argv[1]).href) {
  main(async () => {
    header('build');
    try {
      if (!build()) printSizes();
    } catch (err) {
      // Serve the last good build if there is one (e.g. while someone edits src/).
      if (!existsSync(join(root, 'pkg', 'browser.js'))) throw err;
      console.error(`\nwarning: the build failed (${err.message}); serving the previous pkg/`);
    }
    header('serve');
    const port = process.env.PORT === undefined ? 8080 : Number(process.env.PORT);
    if (!Number.isInteger(port) || port < 0 || port > 65535) throw new CommandError(`PORT must be a port number, got ${process.env.PORT}`);
    const host = process.env.HOST || '127.0.0.1';
    const server = createAppServer({ log: process.env.QUIET ? null : (line) => console.log(`  ${line}`) });
    let url;
    try {
      ({ url } = await listen(server, { port, host }));
    } catch (err) {
      if (err.code === 'EADDRINUSE') throw new CommandError(`port ${port} is in use: stop what uses it or pick another, e.g. PORT=8081 npm start`);
      throw err;
    }
    console.log(`\nchess-arbiter is served at ${url}  (www/ and pkg/; Ctrl+C stops it)\n`);
    const stop = () => {
      server.close();
      server.closeAllConnections?.();
      process.exit(0);
    };
    process.on('SIGINT', stop);
    process.on('SIGTERM', stop);
  });
}
