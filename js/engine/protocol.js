// The Engine class of `chess-arbiter/engine` and the worker's side of its messages. node.js and
// browser.js give it their own way of starting a worker; the worker runs the entry's bestMove.
//
// A search in wasm cannot be interrupted from outside without shared memory (which pages get
// only when cross-origin isolated), so cancelling ends the worker and the next search starts a
// new one; an Engine left alone keeps its worker, and with it the memory of its transposition
// table (cleared before each search, so that a search never depends on the ones before).

function abortError() {
  return new DOMException('the search was cancelled', 'AbortError');
}

/**
 * What the entry exports besides the glue's own exports, for both node.js and browser.js: the
 * ChessError class, the levels, and the Engine class over `spawn(onMessage, onError)`, which
 * starts a worker running `answer` and returns `{ post(message), terminate(), busy(searching) }`.
 */
export function engineEntry(glue, spawn) {
  const ChessError = globalThis[Symbol.for('chess-arbiter.ChessError')]; // src/wasm/error.rs
  const levels = Object.freeze(glue.__engineLevels());
  const Engine = engineClass({ spawn, bestMove: glue.bestMove, searchMessage: glue.__searchMessage, ChessError });
  return { ChessError, levels, Engine };
}

function engineClass({ spawn, bestMove, searchMessage, ChessError }) {
  return class Engine {
    #worker = null;
    #pending = null;
    #ids = 0;
    #terminated = false;

    constructor() {
      // Started now, so that the .wasm is ready by the first search.
      this.#start();
    }

    search(position, options) {
      if (this.#terminated) return Promise.reject(new ChessError('INVALID_ARGUMENT', 'this Engine was terminated'));
      let signal;
      try {
        signal = options !== null && typeof options === 'object' ? options.signal : undefined;
      } catch {
        return Promise.reject(new ChessError('INVALID_ARGUMENT', 'reading "signal" of the search options threw an error'));
      }
      if (signal !== undefined && !(typeof AbortSignal === 'function' && signal instanceof AbortSignal)) {
        return Promise.reject(new ChessError('INVALID_ARGUMENT', '"signal" must be an AbortSignal'));
      }
      this.cancel();
      if (signal?.aborted) return Promise.reject(signal.reason ?? abortError());
      let message;
      try {
        // The search as plain data for postMessage (src/wasm/wire.js reads it as bestMove does).
        message = searchMessage(position, options);
      } catch {
        message = undefined;
      }
      // An ended Game needs no search; an unreadable search gets bestMove's error, here.
      if (!message) return new Promise((resolve) => resolve(bestMove(position, options)));
      const worker = this.#start();
      const id = ++this.#ids;
      try {
        worker.post({ id, ...message });
      } catch {
        // Only values that are not plain data fail to cross, and bestMove rejects those.
        return new Promise((resolve) => resolve(bestMove(position, options)));
      }
      worker.busy(true);
      return new Promise((resolve, reject) => {
        const onAbort = () => this.#settle(id, () => reject(signal.reason ?? abortError()), true);
        signal?.addEventListener('abort', onAbort, { once: true });
        this.#pending = {
          id,
          resolve,
          reject,
          cleanup: () => signal?.removeEventListener('abort', onAbort),
        };
      });
    }

    cancel() {
      const pending = this.#pending;
      if (pending) this.#settle(pending.id, () => pending.reject(abortError()), true);
    }

    terminate() {
      this.cancel();
      this.#terminated = true;
      this.#worker?.terminate();
      this.#worker = null;
    }

    #start() {
      if (!this.#worker) {
        const handle = spawn(
          (data) => {
            if (this.#worker !== handle || !this.#pending || data?.id !== this.#pending.id) return;
            const { resolve, reject } = this.#pending;
            this.#settle(data.id, () => {
              const { error } = data;
              if (error) reject(error.code ? new ChessError(error.code, error.message, error.reason) : new Error(error.message));
              else resolve(data.result);
            }, false);
          },
          (error) => {
            if (this.#worker !== handle) return;
            this.#worker = null;
            handle.terminate();
            const pending = this.#pending;
            if (pending) this.#settle(pending.id, () => pending.reject(error), false);
          },
        );
        this.#worker = handle;
      }
      return this.#worker;
    }

    /** Ends the pending search `id` by `settle()`; `stop`: the worker is still busy with it. */
    #settle(id, settle, stop) {
      const pending = this.#pending;
      if (!pending || pending.id !== id) return;
      this.#pending = null;
      pending.cleanup();
      if (stop) {
        this.#worker?.terminate();
        this.#worker = null;
      } else {
        this.#worker?.busy(false);
      }
      settle();
    }
  };
}

/** The worker's reply to one search message. */
export function answer(bestMove, { id, position, options }) {
  try {
    return { id, result: bestMove(position, options) };
  } catch (err) {
    const code = err?.name === 'ChessError' ? err.code : null;
    const text = String(err?.message ?? err);
    const message = code && text.startsWith(`${code}: `) ? text.slice(code.length + 2) : text;
    // An illegal move's reason too, as bestMove() throws it.
    return { id, error: { code, message, reason: typeof err?.reason === 'string' ? err.reason : undefined } };
  }
}
