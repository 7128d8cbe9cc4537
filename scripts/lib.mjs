// Small helpers shared by the scripts: where things are, running commands, section headers, and
// the bench scripts' seeded random numbers.
import { spawnSync } from 'node:child_process';
import { homedir } from 'node:os';
import { delimiter, dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

export const root = dirname(dirname(fileURLToPath(import.meta.url)));

// `cargo install` puts wasm-bindgen there; a fresh shell may not have it on PATH yet.
export const cargoBin = join(process.env.CARGO_HOME ?? join(homedir(), '.cargo'), 'bin');
if (!(process.env.PATH ?? '').split(delimiter).includes(cargoBin)) {
  process.env.PATH = `${cargoBin}${delimiter}${process.env.PATH ?? ''}`;
}

export class CommandError extends Error {}

/** Runs a command in the repo root with inherited stdio; throws CommandError if it fails. */
export function run(cmd, args = [], { env, cwd = root } = {}) {
  console.log(`$ ${[cmd, ...args].join(' ')}`);
  const r = spawnSync(cmd, args, { cwd, stdio: 'inherit', env: { ...process.env, ...env } });
  if (r.error) throw new CommandError(`${cmd}: ${r.error.message}`);
  if (r.status !== 0) {
    throw new CommandError(`\`${[cmd, ...args].join(' ')}\` failed (${r.signal ?? `exit ${r.status}`})`);
  }
}

/** Runs a command quietly and returns its trimmed stdout, or null if it cannot run or fails. */
export function output(cmd, args = [], { cwd = root } = {}) {
  const r = spawnSync(cmd, args, { cwd, encoding: 'utf8', stdio: ['ignore', 'pipe', 'ignore'] });
  return r.status === 0 ? r.stdout.trim() : null;
}

export function header(title) {
  const line = '='.repeat(Math.max(8, 72 - title.length - 4));
  console.log(`\n== ${title} ${line}`);
}

export function seconds(ms) {
  return `${(ms / 1000).toFixed(1)} s`;
}

/** Runs `main` and turns a thrown error into a message and exit code 1 (no stack for commands). */
export async function main(fn) {
  try {
    await fn();
  } catch (err) {
    console.error(`\nerror: ${err instanceof CommandError ? err.message : err?.stack ?? err}`);
    process.exit(1);
  }
}

/**
 * The seeded random numbers of the bench scripts: xorshift32, as `Rng` in bench/src/lib.rs, so
 * that every library plays the same games. `rng(seed)(n)` is an integer in [0, n).
 */
export function rng(seed) {
  let x = seed >>> 0 || 1;
  return (n) => {
    x ^= x << 13;
    x >>>= 0;
    x ^= x >>> 17;
    x ^= x << 5;
    x >>>= 0;
    return Math.floor((x * n) / 4294967296);
  };
}
