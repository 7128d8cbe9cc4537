// Shrinks an entry's JavaScript with rolldown (oxc): `node scripts/minify.mjs DIR`.
// - The wasm-bindgen glue (DIR/chess_arbiter.js) and the snippets it imports become one minified
//   module, and DIR/snippets/ goes: about half the size gzipped, and one module for a page or
//   Node to load instead of three.
// - Every other .js file directly in DIR (the entry modules) is minified on its own.
// Exported names stay, and classes keep their `name` (`Game`, `ChessError`) for people reading
// a console. The readable sources stay in src/wasm/ and js/.
import { readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { build } from 'rolldown';
import { minifySync } from 'rolldown/experimental';
import { CommandError, main } from './lib.mjs';

const KEEP_CLASS_NAMES = { function: false, class: true };

async function bundleGlue(dir) {
  const glue = join(dir, 'chess_arbiter.js');
  const out = await build({
    input: glue,
    write: false,
    logLevel: 'silent',
    output: { format: 'esm', minify: true, keepNames: true },
  });
  const chunks = out.output.filter((o) => o.type === 'chunk');
  if (chunks.length !== 1) throw new CommandError(`bundling ${glue}: expected one module, got ${chunks.length}`);
  writeFileSync(glue, chunks[0].code);
  rmSync(join(dir, 'snippets'), { recursive: true, force: true });
}

function minifyEntries(dir) {
  for (const name of readdirSync(dir).filter((n) => n.endsWith('.js') && n !== 'chess_arbiter.js')) {
    const file = join(dir, name);
    const { code, errors } = minifySync(file, readFileSync(file, 'utf8'), {
      module: true,
      compress: { keepNames: KEEP_CLASS_NAMES },
      mangle: { toplevel: true, keepNames: KEEP_CLASS_NAMES },
    });
    if (errors.length) throw new CommandError(`minifying ${file}: ${errors.map((e) => e.message).join('; ')}`);
    writeFileSync(file, code);
  }
}

main(async () => {
  const [dir] = process.argv.slice(2);
  if (!dir) throw new CommandError('usage: node scripts/minify.mjs DIR');
  await bundleGlue(dir);
  minifyEntries(dir);
});
