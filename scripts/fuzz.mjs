// `npm run fuzz`: runs every cargo-fuzz target of fuzz/ for a set time, one after the other,
// after seeding their corpora from tests/data (fuzz/seed-corpora.mjs). Installs cargo-fuzz if
// missing; needs the nightly toolchain (`cargo +nightly`) and says so when it is not there.
// Usage: node scripts/fuzz.mjs [--seconds N] [target ...]   (default: 60 s each, every target)
// A crash stops the run: the input is saved in fuzz/artifacts/<target>/, and the command to
// reproduce it is printed. Each run is logged in fuzz/artifacts/runs.tsv. The corpora grow in
// fuzz/corpus/; the `fuzz` suite of `npm test` (scripts/test.mjs) calls fuzz() with `fresh`, from
// the seeds alone in a temporary directory.
import { spawnSync } from 'node:child_process';
import { appendFileSync, existsSync, mkdirSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { seedCorpora } from '../fuzz/seed-corpora.mjs';
import { CommandError, header, main, output, root, run, seconds as showSeconds } from './lib.mjs';

export const TARGETS = ['fen', 'san', 'uci', 'pgn', 'movegen', 'play_undo', 'dead'];

const fuzzDir = join(root, 'fuzz');
// No sanitizer: the crate is safe Rust (AddressSanitizer would only halve the speed); release
// build with debug assertions and overflow checks.
const BUILD_FLAGS = ['--sanitizer', 'none', '--release', '--debug-assertions'];

/** Checks for the nightly toolchain and installs cargo-fuzz when it is missing. */
export function ensureFuzzTools() {
  if (output('cargo', ['+nightly', '--version']) === null) {
    throw new CommandError(
      'the fuzz targets need the nightly Rust toolchain, and `cargo +nightly` does not run here. ' +
        'Install it with `rustup toolchain install nightly --profile minimal`, then run again.',
    );
  }
  if (output('cargo', ['fuzz', '--version']) === null) {
    run('cargo', ['install', 'cargo-fuzz', '--locked']);
  }
}

function stat(text, name) {
  const m = new RegExp(`stat::${name}:\\s*(\\d+)`).exec(text);
  return m ? Number(m[1]) : null;
}

/** Runs one target for `seconds` on the corpus in `corpus`; returns its figures, or throws. */
function fuzzTarget(target, seconds, corpus) {
  const dict = join(fuzzDir, 'dict', `${target}.dict`);
  const args = [
    '+nightly', 'fuzz', 'run', ...BUILD_FLAGS, target, corpus, '--',
    `-max_total_time=${seconds}`,
    '-print_final_stats=1',
    // An input that takes seconds would freeze a browser tab: a failure too.
    '-timeout=20',
    '-rss_limit_mb=2048',
    ...(existsSync(dict) ? [`-dict=${dict}`] : []),
  ];
  console.log(`$ cargo ${args.join(' ')}`);
  const started = Date.now();
  const r = spawnSync('cargo', args, {
    cwd: root,
    encoding: 'utf8',
    stdio: ['ignore', 'pipe', 'pipe'],
    maxBuffer: 1 << 28,
  });
  const ms = Date.now() - started;
  const text = `${r.stdout ?? ''}${r.stderr ?? ''}`;
  const figures = {
    target,
    ms,
    executions: stat(text, 'number_of_executed_units') ?? 0,
    perSecond: stat(text, 'average_exec_per_sec') ?? 0,
    newUnits: stat(text, 'new_units_added') ?? 0,
    corpus: readdirSync(corpus).length,
    crashed: r.status !== 0,
  };
  mkdirSync(join(fuzzDir, 'artifacts'), { recursive: true });
  appendFileSync(
    join(fuzzDir, 'artifacts', 'runs.tsv'),
    `${new Date().toISOString()}\t${target}\t${(ms / 1000).toFixed(1)}\t${figures.executions}\t${figures.crashed ? 'crash' : 'ok'}\n`,
  );
  if (r.error) throw new CommandError(`cargo fuzz run ${target}: ${r.error.message}`);
  if (r.status !== 0) {
    const lines = text.split('\n');
    const panic = lines.findIndex((l) => /panicked at|ERROR: libFuzzer|==\d+== ERROR/.test(l));
    const shown = panic >= 0 ? lines.slice(panic, panic + 40) : lines.slice(-60);
    console.log(shown.join('\n'));
    const tail = lines.filter((l) => /artifacts\/|cargo fuzz (run|tmin)/.test(l)).slice(-3);
    console.log(tail.join('\n'));
    throw new CommandError(
      `fuzz target ${target} failed after ${showSeconds(ms)} (${r.signal ?? `exit ${r.status}`}); ` +
        'the input is in fuzz/artifacts/' + target + '/',
    );
  }
  console.log(
    `  ${target}: ${figures.executions.toLocaleString('en')} executions in ${showSeconds(ms)}` +
      ` (${figures.perSecond}/s), ${figures.newUnits} new inputs, corpus ${figures.corpus}, no crash`,
  );
  return figures;
}

/**
 * Seeds, builds and runs the targets, `seconds` each. The corpora found by earlier runs live in
 * fuzz/corpus/ and grow; libFuzzer replays a whole corpus before its clock starts, so `fresh`
 * (the `fuzz` suite of `npm test`) fuzzes from the seeds alone in a temporary directory, for a
 * run time that does not depend on the machine's history.
 */
export function fuzz({ seconds = 60, targets = TARGETS, fresh = false } = {}) {
  const unknown = targets.filter((t) => !TARGETS.includes(t));
  if (unknown.length) throw new CommandError(`unknown fuzz target ${unknown}; known: ${TARGETS.join(', ')}`);
  if (!(seconds > 0)) throw new CommandError(`fuzz time must be a positive number of seconds, not ${seconds}`);
  ensureFuzzTools();
  const corpora = fresh ? mkdtempSync(join(tmpdir(), 'chess-arbiter-fuzz-')) : join(fuzzDir, 'corpus');
  try {
    const seeded = seedCorpora(targets, corpora);
    console.log(`seeds in ${corpora}: ${Object.entries(seeded).map(([t, n]) => `${t} +${n}`).join(', ')}`);
    run('cargo', ['+nightly', 'fuzz', 'build', ...BUILD_FLAGS]);
    const rows = targets.map((t) => fuzzTarget(t, seconds, join(corpora, t)));
    report(rows);
    return rows;
  } finally {
    if (fresh) rmSync(corpora, { recursive: true, force: true });
  }
}

function report(rows) {
  console.log('\n  target      seconds   executions   exec/s   corpus');
  for (const f of rows) {
    console.log(
      `  ${f.target.padEnd(10)} ${(f.ms / 1000).toFixed(1).padStart(8)} ${String(f.executions).padStart(12)}` +
        ` ${String(f.perSecond).padStart(8)} ${String(f.corpus).padStart(8)}`,
    );
  }
}

function parseArgs(argv) {
  let seconds = 60;
  const targets = [];
  for (let i = 0; i < argv.length; i++) {
    const a = argv[i];
    if (a === '--seconds' || a === '-s') {
      seconds = Number(argv[++i]);
    } else if (a.startsWith('--seconds=')) {
      seconds = Number(a.slice('--seconds='.length));
    } else if (a === '--help' || a === '-h') {
      console.log(`usage: npm run fuzz -- [--seconds N] [target ...]\ntargets: ${TARGETS.join(', ')}`);
      process.exit(0);
    } else {
      targets.push(a);
    }
  }
  return { seconds, targets: targets.length ? targets : TARGETS };
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  main(() => {
    const options = parseArgs(process.argv.slice(2));
    header(`fuzz ${options.targets.join(', ')}: ${options.seconds} s each`);
    fuzz(options);
  });
}
