// Builds the `chess-arbiter/compat` entry (chess.js 1.4's API, plain JavaScript: no .wasm) into
// pkg/compat/: js/compat/ bundled and minified by rolldown into index.js (ESM: Node, browsers,
// bundlers) and index.cjs (CommonJS `require`), with their declarations; prints what a page
// loads for it, raw and gzipped. Called by scripts/build.mjs.
import { copyFileSync, mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { build } from 'rolldown';
import { CommandError, main, root } from './lib.mjs';


async function bundle(format, file) {
  const out = await build({
    input: join(root, 'js', 'compat', 'index.js'),
    write: false,
    logLevel: 'silent',
    // Class names kept (a page may read them, and V8 writes them in errors); the functions'
    // not (200 bytes gzipped).
    output: {
      format,
      minify: {
        compress: { keepNames: { function: false, class: true } },
        mangle: { keepNames: { function: false, class: true } },
      },
    },
  });
  const chunks = out.output.filter((o) => o.type === 'chunk');
  if (chunks.length !== 1) throw new CommandError(`bundling compat (${format}): expected one module, got ${chunks.length}`);
  writeFileSync(file, chunks[0].code);
  return chunks[0].code;
}

main(async () => {
  const dir = join(root, 'pkg', 'compat');
  mkdirSync(dir, { recursive: true });
  const esm = await bundle('esm', join(dir, 'index.js'));
  await bundle('cjs', join(dir, 'index.cjs'));
  const types = join(root, 'js', 'compat', 'index.d.ts');
  copyFileSync(types, join(dir, 'index.d.ts'));
  copyFileSync(types, join(dir, 'index.d.cts'));
  const kib = (n) => `${(n / 1024).toFixed(1)} KiB`;
  const gz = gzipSync(Buffer.from(esm), { level: 9 }).length;
  console.log(`\n  chess-arbiter/compat: pkg/compat/index.js ${kib(esm.length)} raw, ${kib(gz)} gzip -9 ` +
    `(no .wasm; target: adds <= 10 KiB gzipped)`);
});
