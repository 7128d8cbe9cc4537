// `npm test`: installs what is missing, then runs every suite, stopping at the first failure.
// Usage: node scripts/test.mjs [suite ...]   e.g. `npm test -- js` (default: all, in this order)
import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import { ENTRIES, WASM_ENV, build, cargoFeatures } from './build.mjs';
import { fuzz } from './fuzz.mjs';
import { CHROMEDRIVER, CHROMIUM, ensureTools } from './ensure-tools.mjs';
import { CommandError, header, main, root, run, seconds } from './lib.mjs';

const WASM = ['--target', 'wasm32-unknown-unknown'];
const wasmTests = ['test', ...WASM, '--test', 'wasm_*']; // tests/wasm_*.rs

const suites = {
  tools: ['install missing tools', () => ensureTools()],
  fmt: ['cargo fmt --check', () => run('cargo', ['fmt', '--check'])],
  clippy: ['cargo clippy (native, all targets; wasm32, lib, each entry)', () => {
    run('cargo', ['clippy', '--all-targets', '--', '-D', 'warnings']);
    // Each entry's bindings alone, as the build compiles them.
    for (const entry of ENTRIES) run('cargo', ['clippy', '--lib', ...WASM, ...cargoFeatures(entry), '--', '-D', 'warnings'], { env: WASM_ENV });
  }],
  rust: ['cargo test (native)', () => run('cargo', ['test'])],
  fuzz: ['cargo-fuzz targets, briefly (FUZZ_SECONDS each, default 20)', () =>
    fuzz({ seconds: Number(process.env.FUZZ_SECONDS ?? 20), fresh: true })],
  'wasm-node': ['wasm-bindgen-test in Node (tests/wasm_*.rs)', () => run('cargo', wasmTests, { env: WASM_ENV })],
  'wasm-chromium': ['wasm-bindgen-test in headless Chromium (tests/wasm_*.rs)', () =>
    run('cargo', wasmTests, { env: { ...WASM_ENV, WASM_BINDGEN_USE_BROWSER: '1', CHROMEDRIVER } })],
  build: ['build the npm package (pkg/)', () => build()],
  js: ['JS tests of the built package (tests/js/*.test.mjs)', () => {
    build(); // nothing to do after the build suite; keeps `npm test -- js` honest
    const tests = readdirSync(join(root, 'tests', 'js')).filter((f) => f.endsWith('.test.mjs'));
    if (!tests.length) throw new CommandError('no tests/js/*.test.mjs');
    run('node', ['--test', '--test-reporter=spec', ...tests.map((f) => `tests/js/${f}`)], { env: { CHROMIUM } });
  }],
  page: ['Node tests of the page\'s logic: its store, actions and selectors (tests/page/*.test.mjs)', () => {
    build();
    const tests = readdirSync(join(root, 'tests', 'page')).filter((f) => f.endsWith('.test.mjs'));
    if (!tests.length) throw new CommandError('no tests/page/*.test.mjs');
    run('node', ['--test', '--test-reporter=spec', ...tests.map((f) => `tests/page/${f}`)]);
  }],
  e2e: ['end-to-end tests of the app in headless Chromium (tests/e2e/*.test.mjs)', () => {
    ensureTools(['chromium']);
    build();
    const tests = readdirSync(join(root, 'tests', 'e2e')).filter((f) => f.endsWith('.test.mjs'));
    if (!tests.length) throw new CommandError('no tests/e2e/*.test.mjs');
    run('node', ['--test', '--test-reporter=spec', ...tests.map((f) => `tests/e2e/${f}`)], { env: { CHROMIUM } });
  }],
};

main(() => {
  const names = process.argv.length > 2 ? process.argv.slice(2) : Object.keys(suites);
  const unknown = names.filter((n) => !suites[n]);
  if (unknown.length) throw new CommandError(`unknown suite ${unknown}; known: ${Object.keys(suites).join(', ')}`);
  if (!names.includes('tools')) {
    const browser = names.includes('wasm-chromium') || names.includes('js');
    ensureTools(['rust', 'bindgen', 'npm', ...(browser ? ['chromium'] : [])]);
  }
  const times = [];
  const started = Date.now();
  try {
    for (const name of names) {
      const [title, fn] = suites[name];
      header(title);
      const t = Date.now();
      try {
        fn();
      } finally {
        times.push([name, Date.now() - t]);
      }
    }
  } finally {
    header('times');
    for (const [name, ms] of times) console.log(`  ${name.padEnd(14)} ${seconds(ms).padStart(9)}`);
    console.log(`  ${'total'.padEnd(14)} ${seconds(Date.now() - started).padStart(9)}`);
  }
  console.log(`\nSuites: ${names.length} passed, 0 failed`);
});
