#!/usr/bin/env node
// `chess-arbiter audit FILE...`: every game of PGN files put before the Laws of Chess.
// Exit status: 0 when every record's result agrees with the Laws, 1 when one does not, 2 when
// some input cannot be read.
import { closeSync, createReadStream, openSync, readSync, statSync } from 'node:fs';
import { availableParallelism } from 'node:os';
import { Readable } from 'node:stream';
import { createGunzip } from 'node:zlib';
import { games, readFrom, shardRange } from '../../www/audit/split.js';
import { Pool } from './pool.js';
import { Progress, Summary, describe, placed } from './output.js';

const USAGE = `Usage: chess-arbiter audit [options] [--] FILE...

Puts every game of the PGN files (plain or gzipped, known by a .gz name or the first bytes;
- for standard input; -- before names that start with -) before the Laws of Chess: illegal moves, draws that could have
been claimed, automatic endings played past, results the Laws overturn.

Options:
  --all          list every game, not only those with findings
  --json         one JSON document (reports and summary)
  --ndjson       one JSON report a line (with file and byte offset), for machines
  --jobs N       worker threads (default: one a core)
  --shard I/N    only shard I (from 1) of N: the games that start in the I-th N-th of each
                 plain file's bytes (a gzipped file cannot be split: shard I takes whole
                 gzipped files, the first of every N from the I-th)
  -h, --help     this text

Exit status: 0 when every recorded result agrees with the Laws, 1 when some does not,
2 when some input cannot be read.`;

const BATCH_BYTES = 64 * 1024;

function parseArgs(argv) {
  const opts = { all: false, format: 'text', jobs: availableParallelism(), shard: null, files: [] };
  for (let i = 0; i < argv.length; i++) {
    const a = argv[i];
    if (a === '--') { // what follows is files, whatever their names
      opts.files.push(...argv.slice(i + 1));
      break;
    }
    const value = () => {
      if (i + 1 >= argv.length) throw new UsageError(`${a} needs a value`);
      return argv[++i];
    };
    if (a === '--all') opts.all = true;
    else if (a === '--json') opts.format = 'json';
    else if (a === '--ndjson') opts.format = 'ndjson';
    else if (a === '--jobs' || a.startsWith('--jobs=')) {
      const n = Number(a.includes('=') ? a.split('=')[1] : value());
      if (!Number.isInteger(n) || n < 1 || n > 256) throw new UsageError('--jobs takes a whole number from 1 to 256');
      opts.jobs = n;
    } else if (a === '--shard' || a.startsWith('--shard=')) {
      const m = /^(\d+)\/(\d+)$/.exec(a.includes('=') ? a.split('=')[1] : value());
      const [index, count] = m ? [Number(m[1]), Number(m[2])] : [0, 0];
      if (!m || count < 1 || index < 1 || index > count) throw new UsageError('--shard takes I/N with 1 <= I <= N, e.g. --shard 3/8');
      opts.shard = { index: index - 1, count };
    } else if (a === '-h' || a === '--help') opts.help = true;
    else if (a.startsWith('-') && a !== '-') throw new UsageError(`unknown option ${a}`);
    else opts.files.push(a);
  }
  return opts;
}

class UsageError extends Error {}

/** The chunks of `raw` gunzipped; an error of `raw` is the result's. */
function gunzipped(raw) {
  const gunzip = createGunzip();
  raw.on('error', (e) => gunzip.destroy(e)); // pipe() does not pass errors on
  return raw.pipe(gunzip);
}

/**
 * The chunks of a stream, gunzipped when its first bytes are gzip's magic (1f 8b): standard
 * input and pipes have no name ending in .gz to tell, and no PGN text starts with U+001F.
 */
async function* unzippedIfGzip(stream) {
  const it = stream[Symbol.asyncIterator]();
  const head = [];
  let length = 0;
  while (length < 2) { // a first chunk of one byte is possible on a pipe
    const { value, done } = await it.next();
    if (done) break;
    head.push(value);
    length += value.length;
  }
  const first = Buffer.concat(head);
  async function* whole() {
    if (first.length) yield first;
    for (;;) {
      const { value, done } = await it.next();
      if (done) return;
      yield value;
    }
  }
  if (first[0] === 0x1f && first[1] === 0x8b) yield* gunzipped(Readable.from(whole()));
  else yield* whole();
}

/** Whether the regular file `file` starts with gzip's magic bytes (1f 8b). */
function startsWithGzip(file) {
  const fd = openSync(file, 'r');
  try {
    const head = Buffer.alloc(2);
    return readSync(fd, head, 0, 2, 0) === 2 && head[0] === 0x1f && head[1] === 0x8b;
  } finally {
    closeSync(fd);
  }
}

/** Where to read `file` for this run: a stream of its chunks, and the byte range to take. */
function source(file, fileIndex, shard) {
  if (file === '-') return shard && shard.index !== 0 ? null : { chunks: unzippedIfGzip(process.stdin), at: 0, from: 0, to: Infinity };
  const whole = () => {
    // A gzip stream cannot be split: with shards, each takes every N-th such file whole.
    if (shard && fileIndex % shard.count !== shard.index) return null;
    return { chunks: gunzipped(createReadStream(file)), at: 0, from: 0, to: Infinity };
  };
  if (file.toLowerCase().endsWith('.gz')) return whole();
  const stat = statSync(file);
  // A named pipe, /dev/stdin, a process substitution: read as a stream, whole, by the first shard.
  if (!stat.isFile()) return shard && shard.index !== 0 ? null : { chunks: unzippedIfGzip(createReadStream(file)), at: 0, from: 0, to: Infinity };
  // Gzip under another name (a download saved as .pgn) is known by its first bytes, as on a pipe.
  if (startsWithGzip(file)) return whole();
  const size = stat.size;
  const { start, end } = shard ? shardRange(size, shard.index, shard.count) : { start: 0, end: size };
  const at = readFrom(start);
  // The last game of the range is read to its end, past `end`.
  return { chunks: createReadStream(file, { start: at }), at, from: start, to: end };
}

async function run(opts) {
  const pool = new Pool(Math.max(1, opts.jobs));
  const summary = new Summary();
  const progress = opts.format === 'text' && process.stderr.isTTY ? new Progress(summary) : null;
  const out = (line) => process.stdout.write(line + '\n');
  // A reader that stops early (`| head`): stop as a program killed by SIGPIPE does, quietly.
  process.stdout.on('error', (e) => process.exit(e.code === 'EPIPE' ? 141 : 2));
  const json = [];
  const sharded = opts.shard !== null;

  const numbered = new Map(); // the input's index -> games so far, to number them
  const flush = async () => {
    const { tag, results } = await pool.next();
    for (const { index, offset, report } of results) {
      const file = tag.name;
      // Counted here, report by report: a piece the splitter took for one game may hold more
      // for the reader (a broken game read differently), and each is numbered as it would be
      // in the whole file (a file given twice, twice from 1).
      const number = (numbered.get(tag.input) ?? 0) + 1;
      numbered.set(tag.input, number);
      const { game: _inGame, ...rest } = report;
      if (rest.error && !sharded) rest.error = { ...rest.error, message: placed(rest.error.message, number, tag.places[index]) };
      summary.add(rest, `${file} (byte ${offset})`);
      progress?.tick();
      const shown = opts.all || report.error || report.events.length > 0;
      if (!shown) continue;
      const row = { file, offset, ...(sharded ? {} : { game: number }), ...rest };
      if (opts.format === 'ndjson') out(JSON.stringify(row));
      else if (opts.format === 'json') json.push(row);
      else {
        progress?.clear();
        out(describe(row));
      }
    }
  };

  try {
    for (const [fileIndex, file] of opts.files.entries()) {
      let src;
      try {
        src = source(file, fileIndex, opts.shard);
      } catch (e) {
        summary.unreadable(file, e.message);
        continue;
      }
      if (!src) continue;
      const name = file === '-' ? '<stdin>' : file;
      let batch = [];
      let bytes = 0;
      const send = async () => {
        pool.send(batch, { name, input: fileIndex, places: batch.map(({ line, column }) => ({ line, column })) }, opts.all);
        batch = [];
        bytes = 0;
        while (pool.pending > opts.jobs * 2) await flush();
      };
      try {
        for await (const game of games(src.chunks, src)) {
          batch.push(game);
          bytes += game.bytes.length;
          summary.bytes += game.bytes.length;
          if (bytes >= BATCH_BYTES) await send();
        }
      } catch (e) {
        summary.unreadable(name, e.message);
      }
      if (batch.length) await send();
    }
    while (pool.pending > 0) await flush();
  } finally {
    progress?.clear();
    await pool.close();
  }
  if (opts.format === 'json') out(JSON.stringify({ reports: json, summary: summary.toJSON() }, null, 2));
  else if (opts.format === 'text') out(summary.text());
  else process.stderr.write(summary.text() + '\n');
  return summary.unreadableCount > 0 ? 2 : summary.disagreeing > 0 ? 1 : 0;
}

async function main(argv) {
  const [command, ...rest] = argv;
  if (command === '-h' || command === '--help' || command === undefined) {
    // Asked for, on standard output; as the answer to no command at all, an error's.
    (command === undefined ? process.stderr : process.stdout).write(USAGE + '\n');
    return command === undefined ? 2 : 0;
  }
  if (command !== 'audit') throw new UsageError(`unknown command ${command}; try: chess-arbiter audit FILE...`);
  const opts = parseArgs(rest);
  if (opts.help) {
    process.stdout.write(USAGE + '\n');
    return 0;
  }
  if (!opts.files.length) throw new UsageError('no input: give PGN files, or - for standard input');
  return run(opts);
}

main(process.argv.slice(2)).then(
  (code) => {
    process.exitCode = code;
  },
  (e) => {
    process.stderr.write(`chess-arbiter: ${e.message}\n`);
    process.exitCode = 2;
  },
);
