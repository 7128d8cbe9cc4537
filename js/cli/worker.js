// A worker thread of `chess-arbiter audit`: audits the games of each task it is sent.
import { closeSync, openSync, readSync } from 'node:fs';
import { parentPort } from 'node:worker_threads';
import { audit } from 'chess-arbiter/audit';
import { LOOK_BEHIND, games } from './split.js';

const utf8 = new TextDecoder('utf-8', { fatal: true });
const latin1 = new TextDecoder('latin1');

/** PGN files are UTF-8, older ones Latin-1. */
function decode(bytes) {
  try {
    return utf8.decode(bytes);
  } catch {
    return latin1.decode(bytes);
  }
}

/**
 * Audits one game's bytes into `results`. A report the command line will not print (no
 * findings, no error, and not --all) goes back as what the summary counts of it: most games
 * are clean, and their tags and verdicts need not cross between threads.
 */
function auditGame(bytes, index, offset, all, results) {
  let reports;
  try {
    reports = audit(decode(bytes));
  } catch (e) {
    reports = [{ error: { code: e.code ?? 'INVALID_PGN', message: e.message } }];
  }
  for (const report of reports) {
    const shown = all || report.error || report.events.length > 0;
    results.push({ index, offset, report: shown ? report : { events: [], agrees: report.agrees } });
  }
}

/** The buffer each range is read into, kept from one range to the next. */
let rangeBuffer = Buffer.alloc(0);

/**
 * The bytes of a file from `at`: up to `end` at once, into the buffer kept for ranges (a
 * range's games are audited, and nothing keeps its bytes, before the next range is read, so
 * the bulk of a file is read without leaving garbage), then onwards 64 KB at a time for as
 * long as the splitter asks (the range's last game, to its end).
 */
function* rangeChunks(fd, at, end) {
  if (rangeBuffer.length < end - at) rangeBuffer = Buffer.allocUnsafeSlow(end - at);
  let n = readSync(fd, rangeBuffer, 0, end - at, at);
  yield rangeBuffer.subarray(0, n);
  for (let position = at + n; n > 0; position += n) {
    const more = Buffer.allocUnsafe(64 * 1024);
    n = readSync(fd, more, 0, more.length, position);
    if (n > 0) yield more.subarray(0, n);
  }
}

// Two kinds of task:
// - a range of a file's bytes (`file`, `start`, `end`): the games that start in it, read here
//   from the file, the last to its end. The main thread only hands out ranges and prints, so
//   reading and splitting run in every worker at once rather than in the main thread, whose
//   time a worker on the same core would lose;
// - a batch of games (standard input, .gz files): one transferred buffer holding them back to
//   back (`ends[i]` is where game i ends), so that neither thread copies games one by one.
parentPort.on('message', async (task) => {
  const results = [];
  let count = 0;
  let bytes = 0;
  let failed = null;
  if (task.file !== undefined) {
    const at = Math.max(0, task.start - LOOK_BEHIND);
    let fd = null;
    try {
      fd = openSync(task.file, 'r');
      for await (const game of games(rangeChunks(fd, at, task.end), { at, from: task.start, to: task.end })) {
        auditGame(game.bytes, count++, game.offset, task.all, results);
        bytes += game.bytes.length;
      }
    } catch (e) {
      failed = e.message;
    } finally {
      if (fd !== null) closeSync(fd);
    }
  } else {
    let start = 0;
    for (const [index, end] of task.ends.entries()) {
      auditGame(new Uint8Array(task.buffer, start, end - start), index, task.offsets[index], task.all, results);
      bytes += end - start;
      start = end;
    }
    count = task.ends.length;
  }
  parentPort.postMessage({ seq: task.seq, results, games: count, bytes, failed });
});
