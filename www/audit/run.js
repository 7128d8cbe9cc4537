// One run of the audit over an input: the games split from its chunks (split.js), sent in
// batches to `auditBatch` (the worker in the page, the entry itself in the tests), their reports
// dispatched batch by batch, so that the list grows while a large file is read and the page
// never waits on it. At most two batches are out at a time: memory stays that of a few batches.
import { games as splitGames } from './split.js';

const BATCH_BYTES = 64 * 1024;

/**
 * Audits every game of `chunks` as run `run` of the store: `auditBatch(games)` takes the games'
 * bytes and resolves with one report each. Resolves when the last report is in.
 */
export async function runAudit({ store, run, chunks, source, auditBatch }) {
  store.dispatch('auditStarted', { run, source });
  const out = [];
  let games = [];
  let places = [];
  let bytes = 0;
  let read = 0;
  const current = () => (store.getState().audit?.run ?? run) === run;
  const send = () => {
    const [sent, at, upTo] = [games, places, read];
    games = [];
    places = [];
    bytes = 0;
    out.push(auditBatch(sent).then((reports) => {
      if (current()) store.dispatch('auditReports', { run, places: at, reports, read: upTo });
    }));
  };
  try {
    for await (const game of splitGames(chunks)) {
      if (!current()) return;
      games.push(game.bytes);
      places.push({ offset: game.offset, length: game.bytes.length });
      bytes += game.bytes.length;
      read = game.offset + game.bytes.length;
      if (bytes >= BATCH_BYTES) {
        send();
        // Keep two batches out: the next one is split while the worker audits.
        while (out.length > 1) await out.shift();
      }
    }
    if (games.length) send();
    while (out.length) await out.shift();
    if (current()) store.dispatch('auditFinished', { run });
  } catch (e) {
    store.dispatch('auditFailed', { run, why: String(e?.message ?? e) });
  }
}

/** The chunks of a File (or Blob), read as a stream. */
export async function* fileChunks(file) {
  const reader = file.stream().getReader();
  for (;;) {
    const { done, value } = await reader.read();
    if (done) return;
    yield value;
  }
}

/** A pasted text as chunks (encoded once, in slices, so that splitting yields between them). */
export async function* textChunks(bytes, size = 256 * 1024) {
  for (let at = 0; at < bytes.length; at += size) yield bytes.subarray(at, at + size);
}
