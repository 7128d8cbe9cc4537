// The audit's speed, part of `npm run bench`:
//
//   1. in one Node process, round by round, `parsePgn` and `audit` (chess-arbiter/audit) of the
//      same files (tests/data/{lichess_db,twic1599}_1000k.pgn): MB/s of each and the ratio
//      audit ÷ parsePgn, paired within a round so that drift of the machine cancels;
//   2. the command line (`chess-arbiter audit --ndjson`) with --jobs 1 and --jobs 2 on the two
//      samples repeated into one larger file, alternating: wall time, MB/s, the scaling
//      (jobs 1 time ÷ jobs 2 time), and the peak resident memory on that file and on one four
//      times as large (constant memory: the same peak); beside the scaling, the machine's
//      ceiling for it: two separate --jobs 1 runs at once, sharing nothing but the machine.
//
// Each figure is the median over the rounds. The machine's load average is printed beside the
// command line's figures: with other work on the cores, two jobs cannot scale to two.
//
// Usage: node scripts/bench-audit.mjs [--quick]   (builds the package first if pkg/ is missing)
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { build } from './build.mjs';
import { CommandError, header, main, root } from './lib.mjs';

const QUICK = process.argv.includes('--quick');
const ROUNDS = QUICK ? 3 : 7;
const CLI_ROUNDS = QUICK ? 1 : 3;
const FILES = ['lichess_db_1000k.pgn', 'twic1599_1000k.pgn'];
/**
 * Copies of the two samples in the command line's file (about 2 MB each): 32 MB, some seconds
 * for one job, so that what is measured is the audit and not the start of Node and of its
 * workers (some 0.15 s, the same for one job and two).
 */
const CLI_COPIES = QUICK ? 4 : 16;

const median = (xs) => {
  const s = [...xs].sort((a, b) => a - b);
  const m = s.length >> 1;
  return s.length % 2 ? s[m] : (s[m - 1] + s[m]) / 2;
};

async function inProcess() {
  const rules = await import(pathToFileURL(join(root, 'pkg', 'node', 'node.js')).href);
  const { audit } = await import(pathToFileURL(join(root, 'pkg', 'audit', 'node.js')).href);
  const rows = [];
  for (const name of FILES) {
    const text = readFileSync(join(root, 'tests', 'data', name), 'utf8');
    const mb = Buffer.byteLength(text) / 1e6;
    // Once each before timing: the first call compiles and grows memory.
    rules.parsePgn(text);
    const reports = audit(text);
    const parse = [];
    const aud = [];
    const ratio = [];
    for (let round = 0; round < ROUNDS; round++) {
      // Alternate which goes first, so that neither always runs on a warmer machine.
      const order = round % 2 ? ['audit', 'parse'] : ['parse', 'audit'];
      const ms = {};
      for (const which of order) {
        const t = performance.now();
        if (which === 'parse') rules.parsePgn(text);
        else audit(text);
        ms[which] = performance.now() - t;
      }
      parse.push(mb / ms.parse * 1e3);
      aud.push(mb / ms.audit * 1e3);
      ratio.push(ms.parse / ms.audit);
    }
    const findings = reports.filter((r) => r.events?.length).length;
    rows.push({ name, games: reports.length, findings, parse: median(parse), audit: median(aud), ratio: median(ratio) });
  }
  return rows;
}

/** Wall time (s) and peak resident memory (MB) of one run of the command line. */
function cli(file, jobs) {
  const main = join(root, 'js', 'cli', 'main.js');
  const r = spawnSync('/usr/bin/time', ['-f', '%e %M', process.execPath, main, 'audit', '--ndjson', '--jobs', String(jobs), file], {
    encoding: 'utf8',
    maxBuffer: 1 << 30,
  });
  const last = r.stderr.trim().split('\n').pop();
  const [wall, kb] = last.split(' ').map(Number);
  if (r.status > 1 || !Number.isFinite(wall)) throw new CommandError(`chess-arbiter audit failed: ${r.stderr.slice(-400)}`);
  return { wall, rss: kb / 1024 };
}

/**
 * Wall time (s) of two separate `--jobs 1` runs on `file` at once: what the machine gives two
 * audits that share nothing, the ceiling for `--jobs 2` (two cores may not run two audits at
 * twice the speed of one: they share caches and memory bandwidth).
 */
async function twoAtOnce(file) {
  const main = join(root, 'js', 'cli', 'main.js');
  const started = performance.now();
  const one = () => new Promise((resolve, reject) => {
    const child = spawn(process.execPath, [main, 'audit', '--ndjson', '--jobs', '1', file], { stdio: 'ignore' });
    child.on('error', reject);
    child.on('exit', (code) => (code > 1 ? reject(new CommandError(`chess-arbiter audit exited ${code}`)) : resolve()));
  });
  await Promise.all([one(), one()]);
  return (performance.now() - started) / 1000;
}

async function commandLine() {
  const dir = mkdtempSync(join(os.tmpdir(), 'bench-audit-'));
  try {
    const texts = FILES.map((n) => readFileSync(join(root, 'tests', 'data', n), 'utf8'));
    const one = Array.from({ length: CLI_COPIES }, () => texts.join('\n\n')).join('\n\n');
    const small = join(dir, 'games.pgn');
    const large = join(dir, 'games4.pgn');
    writeFileSync(small, one);
    writeFileSync(large, [one, one, one, one].join('\n\n'));
    const mb = Buffer.byteLength(one) / 1e6;
    const times = { 1: [], 2: [], apart: [] };
    const rss = { 1: [], 2: [] };
    const load = [];
    for (let round = 0; round < CLI_ROUNDS; round++) {
      for (const jobs of round % 2 ? [2, 1] : [1, 2]) {
        load.push(os.loadavg()[0]);
        const r = cli(small, jobs);
        times[jobs].push(r.wall);
        rss[jobs].push(r.rss);
      }
      times.apart.push(await twoAtOnce(small));
    }
    const largeRss = cli(large, 2).rss;
    return {
      mb,
      jobs1: median(times[1]),
      jobs2: median(times[2]),
      apart: median(times.apart),
      rss1: median(rss[1]),
      rss2: median(rss[2]),
      largeRss,
      load: median(load),
    };
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

main(async () => {
  if (!existsSync(join(root, 'pkg', 'audit', 'node.js'))) await build();
  header(`Audit: chess-arbiter/audit beside parsePgn, ${ROUNDS} rounds, one process`);
  const rows = await inProcess();
  console.log('| file | games (with findings) | parsePgn MB/s | audit MB/s | audit ÷ parsePgn (target ≥ 0.8) |');
  console.log('|---|---|---|---|---|');
  for (const r of rows) {
    console.log(`| ${r.name} | ${r.games} (${r.findings}) | ${r.parse.toFixed(1)} | ${r.audit.toFixed(1)} | ${r.ratio.toFixed(2)} |`);
  }
  header(`Audit: the command line, --jobs 1 and 2, ${CLI_ROUNDS} rounds`);
  const c = await commandLine();
  console.log(`file: the two samples ${CLI_COPIES} times, ${c.mb.toFixed(1)} MB; ${os.availableParallelism()} cores, load average ${c.load.toFixed(1)} during the runs`);
  console.log('| jobs | wall s | MB/s | peak RSS MB |');
  console.log('|---|---|---|---|');
  console.log(`| 1 | ${c.jobs1.toFixed(2)} | ${(c.mb / c.jobs1).toFixed(1)} | ${c.rss1.toFixed(0)} |`);
  console.log(`| 2 | ${c.jobs2.toFixed(2)} | ${(c.mb / c.jobs2).toFixed(1)} | ${c.rss2.toFixed(0)} |`);
  console.log(`scaling, jobs 1 ÷ jobs 2: ${(c.jobs1 / c.jobs2).toFixed(2)}× (target ≥ 1.7× on two idle cores)`);
  console.log(`the machine's ceiling: two separate --jobs 1 runs at once took ${c.apart.toFixed(2)} s, ` +
    `${((2 * c.jobs1) / c.apart).toFixed(2)}× the work of one in the time of one`);
  console.log(`peak RSS with --jobs 2 on a file 4× as large (${(4 * c.mb).toFixed(1)} MB): ${c.largeRss.toFixed(0)} MB (vs ${c.rss2.toFixed(0)} MB)`);
});
