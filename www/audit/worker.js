// The Audit view's worker: audits the games it is sent with the package's audit entry (loaded
// here, only when the view is used), so that the page never waits for a large file.
//
// Messages: { id, games: [Uint8Array], positions } -> { id, reports: [report per game] }, a
// report being the audit's first report of that game's text (with `positions` and `moves`
// when asked), or { error: { code, message } } when it cannot be read.
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

const entry = import('../pkg/audit/browser.js');

self.onmessage = async ({ data: { id, games, positions } }) => {
  let audit;
  try {
    ({ audit } = await entry);
  } catch (e) {
    self.postMessage({ id, failed: String(e?.message ?? e) });
    return;
  }
  const reports = games.map((bytes) => {
    try {
      return audit(decode(bytes), { positions })[0] ?? { error: { code: 'INVALID_PGN', message: 'no game' } };
    } catch (e) {
      return { error: { code: e?.code ?? 'INVALID_PGN', message: String(e?.message ?? e) } };
    }
  });
  self.postMessage({ id, reports });
};
