// `npm start`: builds the package (when stale) and shows what was built.
// (A later issue turns this into the web server for www/.)
import { readdirSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import { build, printSizes } from './build.mjs';
import { header, main, root } from './lib.mjs';

main(() => {
  header('build');
  const built = build();
  header('pkg/');
  const list = (dir) =>
    readdirSync(dir).flatMap((n) => (statSync(join(dir, n)).isDirectory() ? list(join(dir, n)) : [join(dir, n)]));
  for (const f of list(join(root, 'pkg'))) console.log(`  ${relative(root, f)}`);
  if (!built) printSizes();
  console.log("\nimport { squareAttacks, ChessError } from 'chess-arbiter' now works in Node >= 20 and browsers.");
});
