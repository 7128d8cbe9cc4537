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

parentPort.on('message', ({ seq, games }) => {
  const results = [];
  for (const [index, { offset, bytes }] of games.entries()) {
    let reports;
    try {
      reports = audit(decode(bytes));
    } catch (e) {
      reports = [{ error: { code: e.code ?? 'INVALID_PGN', message: e.message } }];
    }
    for (const report of reports) results.push({ index, offset, report });
  }
  parentPort.postMessage({ seq, results });
});
