// `npm run build`: builds the npm package into pkg/ when any input is newer than it. For each
// entry (ENTRIES): cargo build (wasm32, the entry's profile and feature) -> wasm-bindgen --target
// web -> wasm-opt -Oz (binaryen) -> js/* -> glue bundled and JS minified (rolldown); then prints
// what each entry ships, raw and gzipped (level 9).
// Usage: node scripts/build.mjs [--force]
import { copyFileSync, existsSync, readdirSync, readFileSync, rmSync, statSync, utimesSync, writeFileSync } from 'node:fs';
import { basename, join, relative } from 'node:path';
import { pathToFileURL } from 'node:url';
import { gzipSync } from 'node:zlib';
import { ensureTools } from './ensure-tools.mjs';
import { trimDeclarations, trimGlue } from './glue-trim.mjs';
import { CommandError, header, main, output, root, run } from './lib.mjs';
import { MINIFY_NAMES, importModule, shortenGlue } from './wasm-names.mjs';

const pkg = join(root, 'pkg');
const INPUTS = ['src', 'js', 'Cargo.toml', 'Cargo.lock', '.cargo', 'scripts/build.mjs', 'scripts/glue-trim.mjs', 'scripts/minify.mjs', 'scripts/wasm-names.mjs', 'scripts/build-compat.mjs'];
// chess-arbiter/compat: plain JavaScript, no .wasm of its own (scripts/build-compat.mjs)
const COMPAT_OUTPUTS = ['compat/index.js', 'compat/index.cjs', 'compat/index.d.ts', 'compat/index.d.cts'];

/**
 * The package's entries, one .wasm each (see src/wasm/mod.rs): `dir` under pkg/, the cargo
 * feature that selects its bindings, its name in package.json's "exports", the cargo profile
 * it is built with (see Cargo.toml), and whether its node.js and browser.js carry the glue
 * (`inlineGlue`, see scripts/minify.mjs) rather than import it from chess_arbiter.js. Every
 * entry gets the files of js/ (node.js, browser.js, index.d.ts, entry-api.js), then those of
 * the folders of js/ in `js` (which may replace them: js/<dir>/ unless said otherwise). The
 * rules entries (`rules`) get src/wasm/wire.js too, which their class uses: their .wasm imports
 * nothing, so the glue does not bring it (see src/wasm/game.rs). `only`: the one platform a build serves, whose module alone it keeps
 * (node.js or browser.js). `budget`: the most a page may load for the entry (its browser module
 * and .wasm, gzipped one by one at level 9, as printSizes counts them); the build fails above it.
 *
 * `chess-arbiter` has two builds. A page's (pkg/browser.js) leaves out the PGN reader
 * (Game.fromPgn, recordedResult, warnings, parsePgn), a quarter of its bytes, which pages that
 * read records load with `chess-arbiter/pgn`; Node's (pkg/node/node.js, the "node" condition)
 * keeps it, since a program there pays nothing for bytes it does not use, and it stays
 * synchronous.
 */
export const ENTRIES = [
  { dir: '', feature: 'js-rules', name: 'chess-arbiter', only: 'browser', profile: 'wasm-small', inlineGlue: true, budget: 48 * 1024, js: ['rules'], rules: true },
  { dir: 'node', feature: 'js-rules,js-game-pgn', name: 'chess-arbiter in Node', only: 'node', profile: 'wasm-small', inlineGlue: true, js: ['rules', 'rules-pgn'], rules: true },
  { dir: 'clock', feature: 'js-clock', name: 'chess-arbiter/clock', profile: 'wasm-small', inlineGlue: true },
  { dir: 'engine', feature: 'js-engine', name: 'chess-arbiter/engine', profile: 'release', inlineGlue: false },
  { dir: 'audit', feature: 'js-audit', name: 'chess-arbiter/audit', profile: 'release', inlineGlue: true },
  { dir: 'pgn', feature: 'js-pgn', name: 'chess-arbiter/pgn', profile: 'release', inlineGlue: true, js: ['rules', 'rules-pgn', 'pgn'], rules: true },
];
/** The files every entry has in pkg/<dir>/ (the engine's own modules aside). */
const entryOutputs = (entry) =>
  ['chess_arbiter_bg.wasm', 'chess_arbiter.d.ts', 'node.js', 'browser.js', 'index.d.ts']
    .filter((f) => f !== unusedModule(entry))
    .concat(entry.inlineGlue ? [] : ['chess_arbiter.js']);
/** The module of the platform an entry's build does not serve (`only`), or null. */
const unusedModule = (entry) => ({ browser: 'node.js', node: 'browser.js' })[entry.only] ?? null;
const OUTPUTS = ENTRIES.flatMap((e) => entryOutputs(e).map((f) => join(e.dir, f))).concat(COMPAT_OUTPUTS);
// wasm-opt takes the wasm features it may use from the module's target_features section (what
// rustc enabled), then drops that section and the producers section: they are of no use at run time.
// --low-memory-unused lets it fold added constants into load and store offsets (0.4 KiB of the
// rules entry, gzipped): it assumes no pointer points into the lowest 1 KiB of memory, which in
// Rust's layout is the far end of the 1 MiB stack, reached only by a stack that overflows anyway.
export const WASM_OPT = ['--low-memory-unused', '--strip-producers', '--strip-target-features'];

/**
 * wasm-opt's arguments for `entry`: -Oz, and for the size-optimised entries -Os with -ocimfs=20
 * (--one-caller-inline-max-function-size): a function with one caller is inlined only up to 20
 * bytes (by default at any size). Raw, the rules .wasm grows by 3 KiB; gzipped, it shrinks by
 * 2 KiB, with perft as fast and the playout within a few percent (README, Performance). The
 * entries built at opt-level 3 grow with it, so they keep -Oz alone. A second -Os after --gufa
 * (binaryen's whole-module flow analysis: constants and types that reach each place) takes
 * another 56 bytes gzipped off the rules entry.
 */
export function wasmOpt(entry) {
  return entry.profile === 'wasm-small' ? ['-Os', '-ocimfs=20', '--gufa', '-Os', ...WASM_OPT] : ['-Oz', ...WASM_OPT];
}

/**
 * wasm-opt on the .wasm at `wasm`, its imports and exports renamed short, and the glue at `glue`
 * made to use the new names (scripts/wasm-names.mjs) and rid of code that cannot run
 * (scripts/glue-trim.mjs).
 */
function optimize(entry, wasm, glue) {
  const args = [...wasmOpt(entry), MINIFY_NAMES, wasm, '-o', wasm];
  const bin = join(root, 'node_modules', '.bin', 'wasm-opt');
  console.log(`$ ${[bin, ...args].join(' ')}`);
  const renamed = output(bin, args);
  if (renamed === null) throw new CommandError(`\`${[bin, ...args].join(' ')}\` failed`);
  const module = importModule(readFileSync(wasm));
  writeFileSync(glue, trimGlue(shortenGlue(readFileSync(glue, 'utf8'), JSON.parse(renamed), module)));
}

/**
 * The environment of every cargo command that compiles the package to wasm32 (the build and the
 * size report, with buildEnv's additions below; the wasm tests; clippy), so that all of them
 * compile the same code. simd128 (128-bit SIMD, in every current browser and in
 * Node since 16.4): rustc copies positions and bitboard pairs with 128-bit loads and stores,
 * which took 355 bytes off the rules entry, gzipped, perft as fast. In the environment rather
 * than .cargo/config.toml: cargo would also read that file for the bench's shakmaty (bench/),
 * whose build must stay as its authors ship it.
 *
 * -Zlocation-detail=none: a panic's message leaves out the file, line and column it comes from.
 * Every bounds check, `unwrap` and `expect` otherwise keeps its own location record (and the
 * file's name) in the `.wasm`: 706 bytes of the rules entry, gzipped. A panic in the `.wasm` is a
 * bug that traps with no message shown anywhere (the package installs no panic hook), so nothing
 * a user sees changes. It is the build's one unstable option, taken with RUSTC_BOOTSTRAP=1 on the
 * machine's stable toolchain; the native build and tests do not use it. RUSTC_BOOTSTRAP also makes
 * rustc mangle names as a nightly does (v0), which names an inherent method by its type alone:
 * -Csymbol-mangling-version=legacy keeps the names that say the file of each method, for
 * scripts/size-report.mjs (the shipped .wasm has no names).
 */
export const WASM_ENV = {
  RUSTC_BOOTSTRAP: '1',
  CARGO_TARGET_WASM32_UNKNOWN_UNKNOWN_RUSTFLAGS: '-C target-feature=+simd128 -Zlocation-detail=none -Zunstable-options -Csymbol-mangling-version=legacy',
};

/**
 * What the build (and scripts/size-report.mjs) adds to WASM_ENV for the shipped `.wasm` files:
 * the standard library compiled with the package (`-Zbuild-std`, from the toolchain's rust-src
 * component) with `-Cpanic=immediate-abort`, so that a panic is the `unreachable` instruction
 * itself rather than a call into the panic machinery: its formatting of messages and payloads
 * and the strings it carries go, 1.7 KB of the rules entry, gzipped. A panic traps either way
 * (the package installs no hook, and none is ever reached: the tests and the fuzzing hold the
 * module to never trapping), so nothing a user sees changes. In a target directory of its own
 * (under the usual one), since the standard library it builds differs from the one clippy and
 * the wasm tests link against: neither rebuilds the other's.
 *
 * -multivalue,-reference-types: rustc enables both for wasm32 by default (since Rust 1.82), and
 * wasm-bindgen then returns a string or a `Result` as two or three values and passes `JsValue`s
 * as `externref`. Node 20's V8 calls an export through its generic wrapper unless it has several
 * results; for each such signature it compiles a wrapper of its own, with its optimizing
 * compiler, each time it compiles the module. Without `multivalue` the returns come through
 * memory; without `reference-types` wasm-bindgen keeps `JsValue`s in a table of the glue's,
 * passed by index, so the imports that passed an `externref` share the signatures of the others
 * (the rules entry's 7 became 5). Every export takes and returns numbers, one result at most
 * (tests/js/import-arity.test.mjs checks it). Compiling
 * Node's rules `.wasm` took 0.8 ms less, the rules entry is 0.6 KiB smaller gzipped, and perft and
 * the playout are as fast (README, Performance: "Wrappers for the exports"). Here rather than in
 * WASM_ENV: the wasm tests link the toolchain's prebuilt standard library, which has both, and
 * wasm-bindgen-test-runner then takes their module for one of `externref`s and fails on it. Those
 * tests check the bindings' Rust side; tests/js/ test the built package, with this ABI.
 */
export function buildEnv(targetDir) {
  return {
    ...WASM_ENV,
    CARGO_TARGET_WASM32_UNKNOWN_UNKNOWN_RUSTFLAGS: `${WASM_ENV.CARGO_TARGET_WASM32_UNKNOWN_UNKNOWN_RUSTFLAGS} -Cpanic=immediate-abort -Ctarget-feature=-multivalue,-reference-types`,
    CARGO_TARGET_DIR: join(targetDir, 'build-std'),
  };
}
/**
 * The standard library's own `optimize_for_size` feature (next to its default, `panic-unwind`):
 * its smaller algorithms for what the package calls, with the same results: integer formatting
 * without the two-digit table, counting a string's chars byte by byte, heapsort for unstable
 * sorts and mergesort for stable ones (whose order is fixed by their contract). 0.5 KiB of the
 * rules entry, gzipped; nothing it changes is on perft's or the search's hot paths.
 */
export const BUILD_STD = ['-Zbuild-std=std,panic_abort', '-Zbuild-std-features=panic-unwind,optimize_for_size'];

/** Where `cargo build` with buildEnv(targetDir) leaves `entry`'s .wasm. */
export const builtWasm = (targetDir, entry) =>
  join(targetDir, 'build-std', 'wasm32-unknown-unknown', entry.profile, 'chess_arbiter.wasm');

/** The cargo arguments that build `entry`'s .wasm (also used by clippy). */
export function cargoFeatures(entry) {
  return ['--no-default-features', '--features', entry.feature];
}

function files(path) {
  if (!existsSync(path)) return [];
  if (!statSync(path).isDirectory()) return [path];
  return readdirSync(path).flatMap((name) => files(join(path, name)));
}

/** Why pkg/ must be rebuilt, or null when it is up to date. */
function staleReason() {
  const missing = OUTPUTS.find((f) => !existsSync(join(pkg, f)));
  if (missing) return `pkg/${missing} is missing`;
  const built = Math.min(...OUTPUTS.map((f) => statSync(join(pkg, f)).mtimeMs));
  const newer = INPUTS.flatMap((p) => files(join(root, p))).find((f) => statSync(f).mtimeMs > built);
  return newer ? `${relative(root, newer)} changed` : null;
}

/** Builds pkg/ if it is stale (or `force`); returns whether it did. */
export function build({ force = false } = {}) {
  const reason = force ? '--force' : staleReason();
  if (!reason) {
    console.log('pkg/ is up to date');
    checkBudgets();
    return false;
  }
  console.log(`building pkg/ (${reason})`);
  const started = new Date();
  ensureTools(['rust', 'bindgen', 'npm']);
  const targetDir = JSON.parse(output('cargo', ['metadata', '--format-version', '1', '--no-deps'])).target_directory;
  rmSync(pkg, { recursive: true, force: true });
  for (const entry of ENTRIES) {
    const dir = join(pkg, entry.dir);
    // One entry at a time: each cargo build replaces chess_arbiter.wasm in the target dir.
    run('cargo', ['build', ...BUILD_STD, '--profile', entry.profile, '--target', 'wasm32-unknown-unknown', '--lib', ...cargoFeatures(entry)], { env: buildEnv(targetDir) });
    const built = builtWasm(targetDir, entry);
    run('wasm-bindgen', ['--target', 'web', '--out-dir', relative(root, dir), built]);
    rmSync(join(dir, 'chess_arbiter_bg.wasm.d.ts')); // describes the raw exports: not shipped
    const dts = join(dir, 'chess_arbiter.d.ts');
    writeFileSync(dts, trimDeclarations(readFileSync(dts, 'utf8')));
    const wasm = join(dir, 'chess_arbiter_bg.wasm');
    optimize(entry, wasm, join(dir, 'chess_arbiter.js'));
    const folders = entry.js ?? (entry.dir ? [entry.dir] : []);
    for (const from of [join(root, 'js'), ...folders.map((f) => join(root, 'js', f))].filter(existsSync)) {
      for (const name of readdirSync(from)) {
        if (statSync(join(from, name)).isFile()) copyFileSync(join(from, name), join(dir, name));
      }
    }
    if (entry.rules) copyFileSync(join(root, 'src', 'wasm', 'wire.js'), join(dir, 'wire.js'));
    minifyScripts(entry);
    // Bundled into node.js and browser.js (or unused: the engine replaces both).
    rmSync(join(dir, 'entry-api.js'), { force: true });
    if (unusedModule(entry)) rmSync(join(dir, unusedModule(entry)));
  }
  run('node', [join(root, 'scripts', 'build-compat.mjs')]);
  // Date the outputs to the start of the build, so that a source saved during it counts as newer.
  for (const f of OUTPUTS) utimesSync(join(pkg, f), started, started);
  printSizes();
  checkBudgets();
  return true;
}

/**
 * Shrinks the JavaScript of an entry: the wasm-bindgen glue and its snippets bundled into one
 * minified module (or into node.js and browser.js each, for `inlineGlue`), the entry modules
 * minified (scripts/minify.mjs, in its own process because
 * rolldown is only there once ensureTools has installed the npm packages).
 */
function minifyScripts(entry) {
  const flags = entry.inlineGlue ? ['--inline-glue'] : [];
  run('node', [join(root, 'scripts', 'minify.mjs'), relative(root, join(pkg, entry.dir)) || '.', ...flags]);
}

/** Every file of one entry in `pkgDir` (not those of the entries in folders below it). */
function entryFiles(entry, pkgDir) {
  // The other entries' folders, and compat's (plain JS that a page loads only with that entry).
  const nested = ENTRIES.filter((e) => e.dir && e !== entry).map((e) => join(pkgDir, e.dir))
    .concat(entry.dir ? [] : [join(pkgDir, 'compat')]);
  return files(join(pkgDir, entry.dir)).filter((f) => !nested.some((n) => f.startsWith(n)));
}

/** The modules of an entry that only Node loads (the "node" condition and the engine's worker there). */
const NODE_ONLY = new Set(['node.js', 'worker-node.js']);

/** What a page loads for one entry of the package built in `pkgDir`: its browser module, glue and .wasm. */
export function shippedFiles(entry, pkgDir = pkg) {
  return entryFiles(entry, pkgDir).filter((f) => /\.(wasm|js)$/.test(f) && !NODE_ONLY.has(basename(f)));
}

/** What a page loads for one entry: each file with its size raw and gzipped (level 9), and the totals. */
export function entrySize(entry, pkgDir = pkg) {
  const files = shippedFiles(entry, pkgDir).map((file) => {
    const data = readFileSync(file);
    return { file, raw: data.length, gz: gzipSync(data, { level: 9 }).length };
  });
  const sum = (key) => files.reduce((n, f) => n + f[key], 0);
  return { files, raw: sum('raw'), gz: sum('gz') };
}

const kib = (n) => `${(n / 1024).toFixed(1).padStart(6)} KiB`;

export function printSizes() {
  // Node's build of the rules entry is no page's download.
  for (const entry of ENTRIES.filter((e) => e.only !== 'node')) {
    const { files, raw, gz } = entrySize(entry);
    const width = Math.max(40, ...files.map((f) => relative(root, f.file).length));
    console.log(`\n  ${`${entry.name}: browser entry + what it loads`.padEnd(width)} ${'raw'.padStart(10)} ${'gzip -9'.padStart(10)}`);
    for (const f of files) console.log(`  ${relative(root, f.file).padEnd(width)} ${kib(f.raw)} ${kib(f.gz)}`);
    // The bytes too: a change's cost to the budgeted entry is often a few dozen of them.
    const target = entry.budget ? `  (${gz} bytes; budget: <= ${entry.budget / 1024} KiB gzipped, ${entry.budget - gz} bytes left)` : '';
    console.log(`  ${'total .wasm + JS glue'.padEnd(width)} ${kib(raw)} ${kib(gz)}${target}`);
  }
}

/** Throws when an entry of pkg/ is over its budget (ENTRIES). */
function checkBudgets() {
  for (const entry of ENTRIES.filter((e) => e.budget)) {
    const { gz } = entrySize(entry);
    if (gz > entry.budget) {
      throw new CommandError(`${entry.name} is ${kib(gz).trim()} gzipped, over its budget of ${kib(entry.budget).trim()}`);
    }
  }
}

if (import.meta.url === pathToFileURL(process.argv[1]).href) {
  main(() => {
    header('build');
    build({ force: process.argv.includes('--force') });
  });
}
