// A worker thread of `chess-arbiter audit`: audits the games it is sent, in order.
import { createReadStream } from 'node:fs';
import { parentPort } from 'node:worker_threads';
import { audit } from 'chess-arbiter/audit';
import { LOOK_BEHIND, games as split } from './split.js';

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

/** The reports of the games of `bytes`, game `index` of its batch, into `results`. */
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

// A batch comes either as one transferred buffer holding its games back to back (`ends[i]` is
// where game i ends), so that neither thread copies games one by one, or as a byte range of a
// plain file that this worker reads and splits. A report the command line will not print (no
// findings, no error, and not --all) goes back as what the summary counts of it: most games are
// clean, and their tags and verdicts need not cross between threads.
parentPort.on('message', async ({ seq, buffer, ends, offsets, range, all }) => {
  const results = [];
  let games = 0;
  let bytes = 0;
  let error = null;
  if (range) {
    const { file, start, end } = range;
    const at = Math.max(0, start - LOOK_BEHIND);
    try {
      // The last game of the range is read to its end, past `end`.
      const chunks = createReadStream(file, { start: at });
      for await (const game of split(chunks, { at, from: start, to: end })) {
        auditGame(game.bytes, games++, game.offset, all, results);
        bytes += game.bytes.length;
      }
    } catch (e) {
      error = e.message;
    }
  } else {
    let start = 0;
    for (const [index, end] of ends.entries()) {
      auditGame(new Uint8Array(buffer, start, end - start), index, offsets[index], all, results);
      start = end;
    }
    games = ends.length;
    bytes = start;
  }
  parentPort.postMessage({ seq, results, games, bytes, error });
});
