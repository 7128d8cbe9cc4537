// The service worker as served: www/sw.js with its cache version stamped from the content of the
// files it may cache (www/ and the package's browser entries in pkg/), so that a new deploy
// gets a new cache and the page's next load picks it up. `npm start` (start.mjs) serves /sw.js
// through this; a static host serves the file it prints.
// Usage: node scripts/sw-stamp.mjs > site/sw.js
import { createHash } from 'node:crypto';
import { existsSync, readFileSync, readdirSync, statSync } from 'node:fs';
import { join, relative, sep } from 'node:path';
import { pathToFileURL } from 'node:url';
import { root } from './lib.mjs';

/** What sw.js says before it is stamped; an unstamped worker goes to the network first. */
export const UNSTAMPED = "const VERSION = 'unstamped';";

/** The files under `dir` (recursively, dotfiles left out), sorted. */
function files(dir) {
  if (!existsSync(dir)) return [];
  return readdirSync(dir, { recursive: true })
    .map(String)
    .filter((name) => !name.split(sep).some((part) => part.startsWith('.')))
    .map((name) => join(dir, name))
    .filter((path) => statSync(path).isFile())
    .sort();
}

/** The version of the files sw.js caches: a hash of their names and content (12 hex digits). */
export function siteVersion({ www = join(root, 'www'), pkg = join(root, 'pkg') } = {}) {
  const hash = createHash('sha256');
  const sw = join(www, 'sw.js');
  for (const [base, prefix] of [[www, ''], [pkg, 'pkg/']]) {
    for (const path of files(base)) {
      if (path === sw) continue;
      hash.update(`${prefix}${relative(base, path).split(sep).join('/')}\0`);
      hash.update(readFileSync(path));
      hash.update('\0');
    }
  }
  return hash.digest('hex').slice(0, 12);
}

/** The text of sw.js with its version stamped in (as it is if it has no line to stamp). */
export function stampedServiceWorker(dirs = {}) {
  const www = dirs.www ?? join(root, 'www');
  const text = readFileSync(join(www, 'sw.js'), 'utf8');
  return text.replace(UNSTAMPED, () => `const VERSION = '${siteVersion({ ...dirs, www })}';`);
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  const text = stampedServiceWorker();
  if (text.includes(UNSTAMPED) || !/const VERSION = '[0-9a-f]{12}';/.test(text)) {
    console.error(`www/sw.js has no line ${UNSTAMPED} to stamp`);
    process.exit(1);
  }
  process.stdout.write(text);
}
