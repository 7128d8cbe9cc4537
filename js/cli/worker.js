// A worker thread of `chess-arbiter audit`: audits the games it is sent, in order.
import { parentPort } from 'node:worker_threads';
import { audit } from 'chess-arbiter/audit';

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

// A batch comes as one transferred buffer holding its games back to back (`ends[i]` is where
// game i ends), so that neither thread copies games one by one. A report the command line will
// not print (no findings, no error, and not --all) goes back as what the summary counts of it:
// most games are clean, and their tags and verdicts need not cross between threads.
parentPort.on('message', ({ seq, buffer, ends, offsets, all }) => {
  const results = [];
  let start = 0;
  for (const [index, end] of ends.entries()) {
    const offset = offsets[index];
    let reports;
    try {
      reports = audit(decode(new Uint8Array(buffer, start, end - start)));
    } catch (e) {
      reports = [{ error: { code: e.code ?? 'INVALID_PGN', message: e.message } }];
    }
    start = end;
    for (const report of reports) {
      const shown = all || report.error || report.events.length > 0;
      results.push({ index, offset, report: shown ? report : { events: [], agrees: report.agrees } });
    }
  }
  parentPort.postMessage({ seq, results });
});
