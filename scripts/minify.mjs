// Shrinks an entry's JavaScript with rolldown (oxc): `node scripts/minify.mjs DIR [--inline-glue]`.
// - The wasm-bindgen glue (DIR/chess_arbiter.js) and the snippets it imports become one minified
//   module, and DIR/snippets/ goes: about half the size gzipped, and one module for a page or
//   Node to load instead of three.
// - With --inline-glue, node.js and browser.js each get that module bundled in, and
//   chess_arbiter.js goes: one module to load instead of two, which is about 0.7 ms of the
//   package's load time in Node. (The engine's glue stays a file of its own: its page module and
//   its worker both load it.)
// - Every other .js file directly in DIR (the entry modules) is minified on its own.
// The entries export the API alone (scripts/glue-trim.mjs publicExports): not the glue's
// `initSync` nor the `__` functions they use themselves. Exported names stay, and classes keep
// their `name` (`Game`, `ChessError`) for people reading a console. The readable sources stay
// in src/wasm/ and js/.
import { existsSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { basename, dirname, join, resolve } from 'node:path';
import { build } from 'rolldown';
import { minifySync } from 'rolldown/experimental';
import { publicExports } from './glue-trim.mjs';
import { CommandError, main } from './lib.mjs';

const KEEP_CLASS_NAMES = { function: false, class: true };

/** Bundles `file` and what it imports (Node's own modules aside) into one minified module, in place. */
async function bundleInPlace(file) {
  const out = await build({
    input: file,
    write: false,
    logLevel: 'silent',
    external: [/^node:/],
    // Class names kept (`Game`, `ChessError`), function names not: the glue's helpers keep
    // their long names otherwise (0.3 KiB of the rules entry, gzipped).
    output: {
      format: 'esm',
      minify: { compress: { keepNames: KEEP_CLASS_NAMES }, mangle: { toplevel: true, keepNames: KEEP_CLASS_NAMES } },
    },
  });
  const chunks = out.output.filter((o) => o.type === 'chunk');
  if (chunks.length !== 1) throw new CommandError(`bundling ${file}: expected one module, got ${chunks.length}`);
  writeFileSync(file, chunks[0].code);
  return chunks[0].moduleIds;
}

async function bundleGlue(dir) {
  await bundleInPlace(join(dir, 'chess_arbiter.js'));
  rmSync(join(dir, 'snippets'), { recursive: true, force: true });
}

const GLUED_ENTRIES = ['node.js', 'browser.js'];

/**
 * Bundles node.js and browser.js of `dir` each with the glue; the glue file goes, and so do
 * the entry's own modules they import (js/pgn/api.js ...), which are in both now.
 */
async function inlineGlue(dir) {
  const bundled = new Set();
  for (const name of GLUED_ENTRIES) {
    for (const id of await bundleInPlace(join(dir, name))) bundled.add(id);
    writeFileSync(join(dir, name), publicExports(readFileSync(join(dir, name), 'utf8')));
  }
  rmSync(join(dir, 'chess_arbiter.js'));
  for (const id of bundled) {
    const own = dirname(id) === resolve(dir) && !GLUED_ENTRIES.includes(basename(id));
    if (own && existsSync(id)) rmSync(id);
  }
}

/** Minifies the .js files of `dir` but the glue and those in `done` (already minified). */
function minifyEntries(dir, done) {
  const todo = (n) => n.endsWith('.js') && n !== 'chess_arbiter.js' && !done.includes(n);
  for (const name of readdirSync(dir).filter(todo)) {
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
  const [dir, ...flags] = process.argv.slice(2);
  if (!dir) throw new CommandError('usage: node scripts/minify.mjs DIR [--inline-glue]');
  await bundleGlue(dir);
  const inline = flags.includes('--inline-glue');
  if (inline) await inlineGlue(dir);
  minifyEntries(dir, inline ? GLUED_ENTRIES : []);
});
