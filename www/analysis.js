// The analysis: the engine's evaluation, best line and best move for the position shown, from
// the page's one engine (engine.js: the `chess-arbiter/engine` entry's worker, so the board never
// waits for it).
//
// It deepens step by step: a short search first, so that a score shows at once, then longer
// ones, each result replacing the last (the worker keeps its transposition table between them,
// so each starts from what the last found). When the position shown changes, the search in
// flight is cancelled at once (its worker ended) and the new position's begins; switched off,
// nothing runs. A hint asked meanwhile goes first: the analysis waits for it, then goes on.
import { errorWords, format } from './i18n/index.js';

/** The searches of one position, shortest first (full strength; each stops at its movetime). */
export const STAGES = [
  { movetime: 100 },
  { movetime: 400 },
  { movetime: 1500 },
  { movetime: 5000 },
].map((stage) => ({ level: 8, nodes: 50_000_000, ...stage }));

const OWNER = 'analysis';

/**
 * The analysis of the page. `sync(view)` (analysisView) after every change of the page's state
 * starts, keeps or stops its search; `state()` is what it found for `view.key`. `app` gives:
 *   engine()   -> Promise of the shared engine (engine.js's loadEngine)
 *   refresh()  the analysis found something: render again
 *   stages     the searches of one position (STAGES unless given)
 */
export function createAnalysis(app) {
  const stages = app.stages ?? STAGES;
  let job = null; // { key, controller } of the searches in flight
  let found = null; // { key, result, searching, error }

  function stop() {
    if (!job) return;
    job.controller.abort();
    job = null;
  }

  async function searchOnce(token, position, stage) {
    const engine = await app.engine();
    if (job !== token) return null;
    await engine.free(OWNER); // a hint's search goes first
    if (job !== token) return null;
    return engine.search(position, { ...stage, signal: token.controller.signal }, OWNER);
  }

  async function run(token, position) {
    for (let i = 0; i < stages.length; i++) {
      let result;
      try {
        result = await searchOnce(token, position, stages[i]);
      } catch (err) {
        if (job !== token) return;
        // Cancelled by another search (a hint) and not by us: wait for it and search again.
        if (err?.name === 'AbortError' && !token.controller.signal.aborted) {
          i -= 1;
          continue;
        }
        job = null;
        found = { key: token.key, result: found?.result ?? null, searching: false, error: failed(err) };
        app.refresh();
        return;
      }
      if (job !== token) return;
      const last = i === stages.length - 1;
      // A shorter search that ended on a shallower depth does not replace a deeper one.
      if (!found?.result || result.depth >= found.result.depth) {
        found = { key: token.key, result, searching: !last, error: null };
      } else {
        found = { ...found, searching: !last };
      }
      if (last) job = null;
      app.refresh();
    }
  }

  return {
    /** Starts, keeps or stops the search so that it runs exactly for the position shown while on. */
    sync(view) {
      if (!view.on || view.final) {
        stop();
        if (!view.on) found = null;
        return;
      }
      if (job?.key === view.key || found?.key === view.key) return;
      stop();
      const token = { key: view.key, controller: new AbortController() };
      job = token;
      found = { key: view.key, result: null, searching: true, error: null };
      run(token, view.position);
    },

    /** What the analysis found for the position shown, or null. */
    state: () => found,

    /** Whether a search of the analysis is in flight (or waits for the engine). */
    busy: () => Boolean(job),
  };
}

/** A failed search in words (T, lang) => text. */
function failed(err) {
  return (T, lang) => format(T.analysisFailed, { error: errorWords(err)(T, lang) });
}
