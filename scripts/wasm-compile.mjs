// `node scripts/wasm-compile.mjs [--runs N] [--node-flags "FLAGS"]`: how long V8 takes to compile
// each entry's .wasm (`new WebAssembly.Module`, as the Node entries do), each in fresh Node
// processes, after a module of two functions has set WebAssembly up in the process (its time is
// printed too): what of the start-up's compile step grows with the module and what does not
// (README, Performance: "Where the start-up time goes"). Beside ours, shakmaty's build of the
// bench when it is there (scripts/bench-build.mjs). Not asserted by any test.
import { execFileSync } from 'node:child_process';
import { existsSync, statSync } from 'node:fs';
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

const median = (xs) => [...xs].sort((a, b) => a - b)[xs.length >> 1];

main(() => {
  header('wasm compile times: build what it needs');
  build();
  const files = ['', 'node', 'clock', 'engine', 'audit', 'pgn']
    .map((dir) => join(root, 'pkg', dir, 'chess_arbiter_bg.wasm'))
    .concat(join(root, 'bench', 'pkg', 'shakmaty-magics', 'shakmaty_wasm_bg.wasm'))
    .filter(existsSync);
  header(`wasm compile times: ${RUNS} fresh processes a file, median ms`);
  console.log('| .wasm | KiB | the two-function module first | the file |\n| --- | ---: | ---: | ---: |');
  for (const file of files) {
    const times = [];
    for (let i = 0; i < RUNS; i++) {
      const out = execFileSync(process.execPath, [...NODE_FLAGS, '-e', PROBE, file], { encoding: 'utf8' });
      times.push(JSON.parse(out));
    }
    const kib = (statSync(file).size / 1024).toFixed(0);
    const ms = (k) => median(times.map((t) => t[k])).toFixed(2);
    console.log(`| ${relative(root, file)} | ${kib} | ${ms(0)} | ${ms(1)} |`);
  }
});
