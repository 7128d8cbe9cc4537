// The page's one engine: the package's `chess-arbiter/engine` entry (its own .wasm, searching in
// a Web Worker), imported on first use, shared by the computer opponent and its Hint
// (computer.js) and the analysis (analysis.js).
//
// The entry's Engine runs one search at a time, and a new search cancels the one in flight. The
// page's searches say who asks (`owner`), so that the analysis can wait for a hint's search to
// end (`free`) instead of cancelling it, and start again after it.

let loading = null;

/** The Engine of the entry, wrapped to know whose search is in flight. */
class SharedEngine {
  #engine;
  #current = null; // { owner } of the search in flight
  #waiting = [];

  constructor(engine) {
    this.#engine = engine;
  }

  /** The entry's search (see its SearchPosition and SearchOptions), for `owner` ('page' unless given). */
  search(position, options, owner = 'page') {
    const mine = { owner };
    this.#current = mine;
    const done = () => {
      if (this.#current !== mine) return;
      this.#current = null;
      for (const resolve of this.#waiting.splice(0)) resolve();
    };
    const result = this.#engine.search(position, options);
    result.then(done, done);
    return result;
  }

  /** Cancels the search in flight, whoever asked for it. */
  cancel() {
    this.#engine.cancel();
  }

  /** Resolves once no one but `owner` has a search in flight. */
  free(owner) {
    if (!this.#current || this.#current.owner === owner) return Promise.resolve();
    return new Promise((resolve) => this.#waiting.push(resolve)).then(() => this.free(owner));
  }
}

/** The page's engine (one worker), imported on first use; `load` imports the entry (for tests). */
export function loadEngine(load = () => import('./pkg/engine/browser.js')) {
  loading ??= load().then((entry) => new SharedEngine(new entry.Engine())).catch((err) => {
    loading = null; // a later search tries again (say, once back online)
    throw err;
  });
  return loading;
}

/** A shared engine over `engine` (an Engine of the entry, or a stand-in), for tests. */
export function sharedEngine(engine) {
  return new SharedEngine(engine);
}
