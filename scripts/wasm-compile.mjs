// `node scripts/wasm-compile.mjs [--runs N] [--node-flags "FLAGS"]`: how long V8 takes to compile
// each entry's .wasm (`new WebAssembly.Module`, as the Node entries do), each in fresh Node
// processes, after a module of two functions has set WebAssembly up in the process (its time is
// printed too): what of the start-up's compile step grows with the module and what does not
// (README, Performance: "Where the start-up time goes"). Beside ours, shakmaty's build of the
// bench when it is there (scripts/bench-build.mjs). Each file is measured three ways, the runs
// interleaved: as built; after binaryen's round trip (wasm-dis, then wasm-as), to show that the
// round trip alone does not change the time; and the same with every imported function made a
// local one whose body is `unreachable` (compiled only, never run). The third measurement shows
// what V8's import wrappers cost at compile time: V8 compiles a wasm-to-JS wrapper for each
// distinct import signature while it compiles the module, hence the count of imported functions
// and of their distinct signatures beside each file. Then, apart from any file, modules of one
// function and 0 to 8 imported functions of distinct signatures, compiled and instantiated: what
// imports alone cost. Not asserted by any test.
import { execFileSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, relative } from 'node:path';
import { build } from './build.mjs';
import { header, main, root } from './lib.mjs';

const arg = (name) => {
  const i = process.argv.indexOf(name);
  return i < 0 ? null : process.argv[i + 1];
};
const RUNS = Number(arg('--runs') ?? 7);
const NODE_FLAGS = (arg('--node-flags') ?? '').split(' ').filter(Boolean);

// A module of two functions: `(func (param i32) (result i32) local.get 0)`, exported twice.
const TINY = [0, 97, 115, 109, 1, 0, 0, 0, 1, 6, 1, 96, 1, 127, 1, 127, 3, 3, 2, 0, 0, 7, 9, 2, 1, 102, 0, 0, 1, 103, 0, 1,
  10, 11, 2, 4, 0, 32, 0, 11, 4, 0, 32, 0, 11];

// Run in each fresh process: the tiny module, then the file; both times in ms.
const PROBE = `
const { readFileSync } = require('node:fs');
const bytes = readFileSync(process.argv[1]);
const t0 = performance.now();
new WebAssembly.Module(new Uint8Array(${JSON.stringify(TINY)}));
const t1 = performance.now();
new WebAssembly.Module(bytes);
const t2 = performance.now();
console.log(JSON.stringify([t1 - t0, t2 - t1]));`;

// wasm-as gets the features our modules use, not --all-features: that encodes the types as GC
// types, which V8 11.3 (Node 20) rejects. wasm-dis reads anything.
const BIN = join(root, 'node_modules', '.bin');
const FEATURES = ['reference-types', 'bulk-memory', 'mutable-globals', 'sign-ext', 'nontrapping-float-to-int',
  'multivalue', 'simd'].map((f) => `--enable-${f}`);

// An imported function as wasm-dis prints it, one a line:
// `(import "a" "b" (func $fimport$1 (type $13) (param i32 i32) (result externref)))`.
const IMPORT = /\(import "[^"]*" "[^"]*" \(func (\$\S+)(.*?)\)\)\n/g;

const median = (xs) => [...xs].sort((a, b) => a - b)[xs.length >> 1];
const binaryen = (tool, args) => execFileSync(join(BIN, tool), args, { stdio: ['ignore', 'ignore', 'pipe'] });
const functionImports = (bytes) => WebAssembly.Module.imports(new WebAssembly.Module(bytes))
  .filter((i) => i.kind === 'function').length;

/**
 * `file`'s two variants, written in `dir` as `n`.*: binaryen's round trip, and the same with its
 * imported functions made local; and how many distinct signatures those imports have (told
 * apart by their params and results: type indices may differ for the same signature). Null if
 * binaryen fails on the file, or V8 does not take a variant, or an import was not made local.
 */
function variants(file, dir, n) {
  const wat = join(dir, `${n}.wat`);
  const trip = join(dir, `${n}.trip.wasm`);
  const local = join(dir, `${n}.local.wasm`);
  try {
    binaryen('wasm-dis', ['--all-features', file, '-o', wat]);
    binaryen('wasm-as', [...FEATURES, wat, '-o', trip]);
    const text = readFileSync(wat, 'utf8');
    const signatures = new Set([...text.matchAll(IMPORT)].map((m) => m[2].replace(/^ \(type \S+\)/, '')));
    writeFileSync(wat, text.replace(IMPORT, (_, name, type) => `(func ${name}${type} (unreachable))\n`));
    binaryen('wasm-as', [...FEATURES, wat, '-o', local]);
    functionImports(readFileSync(trip)); // throws if V8 does not take the round trip
    if (functionImports(readFileSync(local)) !== 0) throw new Error(`${file}: an import left`);
    return { trip, local, signatures: signatures.size };
  } catch {
    return null;
  }
}

/**
 * A module of one function and `n` imported functions, each of a signature of its own (k + 1
 * i32 parameters, an i32 result): what imports cost V8 whatever the module around them.
 */
function importsModule(n) {
  const name = (s) => [s.length, ...Buffer.from(s)];
  const section = (id, items) => {
    const body = [items.length, ...items.flat()];
    return [id, body.length, ...body];
  };
  const types = Array.from({ length: n }, (_, k) => [0x60, k + 1, ...Array(k + 1).fill(0x7f), 1, 0x7f]);
  const imports = Array.from({ length: n }, (_, k) => [...name('a'), ...name(`f${k}`), 0, k]);
  return new Uint8Array([0, 97, 115, 109, 1, 0, 0, 0,
    ...section(1, [...types, [0x60, 1, 0x7f, 1, 0x7f]]),
    ...(n ? section(2, imports) : []),
    ...section(3, [[n]]),
    ...section(7, [[...name('x'), 0, n]]),
    ...section(10, [[4, 0, 0x20, 0, 0x0b]])]);
}

// Run in each fresh process: the two-function module, then the module of argv[1] imports,
// compiled and instantiated with functions of the arity each import declares.
const IMPORTS_PROBE = `
new WebAssembly.Module(new Uint8Array(${JSON.stringify(TINY)}));
const bytes = new Uint8Array(JSON.parse(process.argv[1]));
const t0 = performance.now();
const module = new WebAssembly.Module(bytes);
const t1 = performance.now();
const a = {};
WebAssembly.Module.imports(module).forEach((_, k) => { a['f' + k] = new Function(...Array.from({ length: k + 1 }, (_, i) => 'p' + i), 'return 0'); });
new WebAssembly.Instance(module, { a });
const t2 = performance.now();
console.log(JSON.stringify([t1 - t0, t2 - t1]));`;

/** One fresh process's times, in ms: the two-function module's and `file`'s. */
const probe = (file) => JSON.parse(execFileSync(process.execPath, [...NODE_FLAGS, '-e', PROBE, file], { encoding: 'utf8' }));

main(() => {
  header('wasm compile times: build what it needs');
  build();
  const files = ['', 'node', 'clock', 'engine', 'audit', 'pgn']
    .map((dir) => join(root, 'pkg', dir, 'chess_arbiter_bg.wasm'))
    .concat(join(root, 'bench', 'pkg', 'shakmaty-magics', 'shakmaty_wasm_bg.wasm'))
    .filter(existsSync);
  header(`wasm compile times: ${RUNS} fresh processes a file and variant, median ms`);
  console.log('| .wasm | KiB | imports (distinct signatures) | the two-function module first | the file | round trip | imports made local |');
  console.log('| --- | ---: | ---: | ---: | ---: | ---: | ---: |');
  const dir = mkdtempSync(join(tmpdir(), 'wasm-compile-'));
  try {
    files.forEach((file, n) => {
      const v = variants(file, dir, n);
      // One run of each in turn, so that the machine's drift falls on the three alike.
      const times = { file: [], trip: [], local: [] };
      for (let i = 0; i < RUNS; i++) {
        times.file.push(probe(file));
        if (v) times.trip.push(probe(v.trip)[1]);
        if (v) times.local.push(probe(v.local)[1]);
      }
      const kib = (statSync(file).size / 1024).toFixed(0);
      const ms = (xs) => (xs.length ? median(xs).toFixed(2) : 'n/a');
      const imports = `${functionImports(readFileSync(file))} (${v ? v.signatures : 'n/a'})`;
      const [tiny, own] = [0, 1].map((k) => times.file.map((t) => t[k]));
      console.log(`| ${relative(root, file)} | ${kib} | ${imports} | ${ms(tiny)} | ${ms(own)} | ${ms(times.trip)} | ${ms(times.local)} |`);
    });
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
  header(`imports alone: ${RUNS} fresh processes a module, median ms`);
  console.log('| imported functions (each of its own signature) | compile | instantiate |');
  console.log('| ---: | ---: | ---: |');
  const counts = [0, 1, 2, 4, 8];
  const times = new Map(counts.map((n) => [n, []]));
  for (let i = 0; i < RUNS; i++) {
    for (const n of counts) {
      const bytes = JSON.stringify([...importsModule(n)]);
      times.get(n).push(JSON.parse(execFileSync(process.execPath, [...NODE_FLAGS, '-e', IMPORTS_PROBE, bytes], { encoding: 'utf8' })));
    }
  }
  for (const [n, ts] of times) console.log(`| ${n} | ${median(ts.map((t) => t[0])).toFixed(2)} | ${median(ts.map((t) => t[1])).toFixed(2)} |`);
});
