// Installs what the build and the tests need, skipping whatever is already there:
//   rust      the wasm32-unknown-unknown target, rustfmt, clippy and rust-src
//   bindgen   wasm-bindgen-cli (wasm-bindgen, wasm-bindgen-test-runner) at the Cargo.lock version
//   npm       node_modules from package-lock.json (binaryen's wasm-opt, playwright-core, typescript)
//   chromium  Debian's chromium and chromium-driver (apt-get, as root)
// Usage: node scripts/ensure-tools.mjs [rust|bindgen|npm|chromium ...]   (default: all)
import { createHash } from 'node:crypto';
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { CommandError, main, output, root, run } from './lib.mjs';

export const CHROMIUM = process.env.CHROMIUM ?? '/usr/bin/chromium';
export const CHROMEDRIVER = process.env.CHROMEDRIVER ?? '/usr/bin/chromedriver';

export function ensureRust() {
  const targets = output('rustup', ['target', 'list', '--installed']);
  if (targets === null) throw new CommandError('rustup not found: install Rust with rustup first');
  if (!targets.split('\n').includes('wasm32-unknown-unknown')) {
    run('rustup', ['target', 'add', 'wasm32-unknown-unknown']);
  }
  const components = { rustfmt: 'fmt', clippy: 'clippy' }; // component -> cargo subcommand
  const missing = Object.keys(components).filter((c) => output('cargo', [components[c], '--version']) === null);
  // The standard library's sources, which the build compiles with the package (scripts/build.mjs, buildEnv).
  const sysroot = output('rustc', ['--print', 'sysroot'])?.trim();
  if (!sysroot || !existsSync(join(sysroot, 'lib', 'rustlib', 'src', 'rust', 'library', 'Cargo.lock'))) missing.push('rust-src');
  if (missing.length) run('rustup', ['component', 'add', ...missing]);
}

/** The wasm-bindgen version Cargo.lock pins (the CLI must match it exactly). */
export function lockedWasmBindgenVersion() {
  const read = () => {
    const lock = existsSync(join(root, 'Cargo.lock')) ? readFileSync(join(root, 'Cargo.lock'), 'utf8') : '';
    return /\[\[package\]\]\s*name = "wasm-bindgen"\s*version = "([^"]+)"/.exec(lock)?.[1];
  };
  let version = read();
  if (!version) {
    output('cargo', ['metadata', '--format-version', '1']); // writes Cargo.lock
    version = read();
  }
  if (!version) throw new CommandError('Cargo.lock has no wasm-bindgen package');
  return version;
}

export function ensureWasmBindgen() {
  const version = lockedWasmBindgenVersion();
  const have = (cmd) => output(cmd, ['--version'])?.split(' ')[1];
  if (have('wasm-bindgen') === version && have('wasm-bindgen-test-runner') === version) {
    console.log(`wasm-bindgen-cli ${version}: installed`);
    return;
  }
  run('cargo', ['install', 'wasm-bindgen-cli', '--version', version, '--locked', '--force']);
}

/** `npm ci` unless node_modules matches package.json and package-lock.json. */
export function ensureNodeModules() {
  const hash = createHash('sha256');
  for (const f of ['package.json', 'package-lock.json']) {
    if (existsSync(join(root, f))) hash.update(readFileSync(join(root, f)));
  }
  const digest = hash.digest('hex');
  const stamp = join(root, 'node_modules', '.chess-arbiter-installed');
  if (existsSync(stamp) && readFileSync(stamp, 'utf8') === digest) {
    console.log('node_modules: up to date');
    return;
  }
  const lock = existsSync(join(root, 'package-lock.json'));
  run('npm', [lock ? 'ci' : 'install', '--no-audit', '--no-fund']);
  writeFileSync(stamp, digest);
}

export function ensureChromium() {
  if (existsSync(CHROMIUM) && existsSync(CHROMEDRIVER)) {
    console.log(`chromium: ${CHROMIUM}, ${CHROMEDRIVER}`);
    return;
  }
  if (process.getuid?.() !== 0 || output('apt-get', ['--version']) === null) {
    throw new CommandError(
      `${CHROMIUM} or ${CHROMEDRIVER} is missing. Install them (Debian: \`sudo apt-get install ` +
        'chromium chromium-driver`) or point the CHROMIUM and CHROMEDRIVER variables at them.',
    );
  }
  const env = { DEBIAN_FRONTEND: 'noninteractive' };
  run('apt-get', ['update'], { env });
  run('apt-get', ['install', '-y', 'chromium', 'chromium-driver'], { env });
}

const steps = { rust: ensureRust, bindgen: ensureWasmBindgen, npm: ensureNodeModules, chromium: ensureChromium };

/** Runs the named steps in order (all of them by default). */
export function ensureTools(names = Object.keys(steps)) {
  for (const name of names) {
    if (!steps[name]) throw new CommandError(`unknown tool step ${name}; known: ${Object.keys(steps).join(', ')}`);
    steps[name]();
  }
}

if (import.meta.url === pathToFileURL(process.argv[1]).href) {
  main(() => ensureTools(process.argv.length > 2 ? process.argv.slice(2) : undefined));
}
