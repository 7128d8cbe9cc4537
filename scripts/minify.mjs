// Minifies JavaScript files in place with oxc (through rolldown): `node scripts/minify.mjs FILE...`.
// Used by build.mjs on the wasm-bindgen glue, which it halves gzipped. Exported names stay, and
// classes keep their `name` (`Game`, `ChessError`) for people reading a console.
import { readFileSync, writeFileSync } from 'node:fs';
import { minifySync } from 'rolldown/experimental';
import { CommandError, main } from './lib.mjs';

const KEEP_CLASS_NAMES = { function: false, class: true };

main(() => {
  for (const file of process.argv.slice(2)) {
    const { code, errors } = minifySync(file, readFileSync(file, 'utf8'), {
      module: true,
      compress: { keepNames: KEEP_CLASS_NAMES },
      mangle: { toplevel: true, keepNames: KEEP_CLASS_NAMES },
    });
    if (errors.length) throw new CommandError(`minifying ${file}: ${errors.map((e) => e.message).join('; ')}`);
    writeFileSync(file, code);
  }
});
