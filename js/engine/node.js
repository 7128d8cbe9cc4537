// `chess-arbiter/engine` in Node (the "node" condition of package.json's "exports"): like the
// generic js/node.js, it instantiates the .wasm beside it synchronously; its Engine class
// searches in a worker_threads worker (worker-node.js).
import { readFileSync } from 'node:fs';
import { Worker } from 'node:worker_threads';
import { __chessErrorClass, __engineLevels, bestMove, initSync } from './chess_arbiter.js';
import { engineClass } from './protocol.js';

initSync({ module: readFileSync(new URL('./chess_arbiter_bg.wasm', import.meta.url)) });

export * from './chess_arbiter.js';
/** The class of every error the API throws (defined in src/wasm/error.rs). */
export const ChessError = __chessErrorClass();
export const levels = Object.freeze(__engineLevels().map(Object.freeze));

export const Engine = engineClass({
  bestMove,
  ChessError,
  spawn(onMessage, onError) {
    const worker = new Worker(new URL('./worker-node.js', import.meta.url));
    // An idle worker does not keep the process alive.
    worker.unref();
    worker.on('message', onMessage);
    worker.on('error', onError);
    worker.on('exit', (code) => onError(new Error(`the engine's worker stopped (exit code ${code})`)));
    return {
      post: (message) => worker.postMessage(message),
      terminate: () => void worker.terminate(),
      busy: (searching) => (searching ? worker.ref() : worker.unref()),
    };
  },
});
