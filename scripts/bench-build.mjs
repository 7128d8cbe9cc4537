// Builds the bench-only shakmaty wasm modules (the crate in bench/) when any input is newer than
// them, the way scripts/build.mjs builds our package: cargo build (wasm32, release) ->
// wasm-bindgen --target web -> wasm-opt with the same flags -> a Node entry like js/node.js.
// Three builds, each into bench/pkg/<name>/ (git-ignored, never in the npm package):
//   shakmaty           magic tables + the pgn-reader importer: every timed row
//   shakmaty-magics    magic tables, rules + FEN + SAN only: the size and start-up rows
//   shakmaty-nomagics  without magic tables (--no-default-features): perft, size and start-up
// Usage: node scripts/bench-build.mjs [--force]   (scripts/bench.mjs calls buildShakmaty())
import { existsSync, mkdirSync, readdirSync, rmSync, statSync, utimesSync, writeFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { pathToFileURL } from 'node:url';
import { header, main, root, run } from './lib.mjs';

export const benchDir = join(root, 'bench');
const targetDir = join(benchDir, 'target'); // the crate's own workspace, so its own target/
const INPUTS = ['bench/src', 'bench/Cargo.toml', 'bench/Cargo.lock', 'scripts/bench-build.mjs'];
const WASM_OPT = ['-Oz', '--strip-producers', '--strip-target-features']; // as scripts/build.mjs

export const VARIANTS = {
  shakmaty: ['--features', 'pgn'],
  'shakmaty-magics': [],
  'shakmaty-nomagics': ['--no-default-features'],
};

const NODE_ENTRY = `// Written by scripts/bench-build.mjs: instantiates the .wasm beside it synchronously, like js/node.js.
import { readFileSync } from 'node:fs';
import { initSync } from './shakmaty_wasm.js';

initSync({ module: readFileSync(new URL('./shakmaty_wasm_bg.wasm', import.meta.url)) });

export * from './shakmaty_wasm.js';
`;

/** The files of a variant that a page would load (the .wasm and its JS glue), and its Node entry. */
export function variantFiles(name) {
  const dir = join(benchDir, 'pkg', name);
  return { dir, wasm: join(dir, 'shakmaty_wasm_bg.wasm'), glue: join(dir, 'shakmaty_wasm.js'), node: join(dir, 'node.mjs') };
}

function files(path) {
  if (!existsSync(path)) return [];
  if (!statSync(path).isDirectory()) return [path];
  return readdirSync(path).flatMap((name) => files(join(path, name)));
}

function staleReason(name) {
  const outputs = Object.values(variantFiles(name)).slice(1);
  const missing = outputs.find((f) => !existsSync(f));
  if (missing) return `${relative(root, missing)} is missing`;
  const built = Math.min(...outputs.map((f) => statSync(f).mtimeMs));
  const newer = INPUTS.flatMap((p) => files(join(root, p))).find((f) => statSync(f).mtimeMs > built);
  return newer ? `${relative(root, newer)} changed` : null;
}

/** Builds every stale variant (all of them with `force`); returns the names it built. */
export function buildShakmaty({ force = false } = {}) {
  const built = [];
  for (const [name, features] of Object.entries(VARIANTS)) {
    const reason = force ? '--force' : staleReason(name);
    if (!reason) continue;
    console.log(`building bench/pkg/${name} (${reason})`);
    const started = new Date();
    const out = variantFiles(name);
    run('cargo', [
      'build', '--release', '--locked', '--target', 'wasm32-unknown-unknown', '--target-dir', targetDir, ...features,
    ], { cwd: benchDir });
    rmSync(out.dir, { recursive: true, force: true });
    mkdirSync(out.dir, { recursive: true });
    run('wasm-bindgen', [
      '--target', 'web', '--out-dir', out.dir,
      join(targetDir, 'wasm32-unknown-unknown', 'release', 'shakmaty_wasm.wasm'),
    ]);
    run(join(root, 'node_modules', '.bin', 'wasm-opt'), [...WASM_OPT, out.wasm, '-o', out.wasm]);
    writeFileSync(out.node, NODE_ENTRY);
    for (const f of Object.values(out).slice(1)) utimesSync(f, started, started);
    built.push(name);
  }
  if (!built.length) console.log('bench/pkg/ is up to date');
  return built;
}

if (import.meta.url === pathToFileURL(process.argv[1]).href) {
  main(() => {
    header('build the shakmaty wasm modules of the benchmark');
    buildShakmaty({ force: process.argv.includes('--force') });
  });
}
