// `chess-arbiter/engine` in Node (the "node" condition of package.json's "exports"): like the
// generic js/node.js, it instantiates the .wasm beside it synchronously; its Engine class
// searches in a worker_threads worker (worker-node.js). The rest is protocol.js's, shared with
// browser.js.
import { readFileSync } from 'node:fs';
import { Worker } from 'node:worker_threads';
import * as glue from './chess_arbiter.js';
import { engineEntry } from './protocol.js';

glue.initSync({ module: readFileSync(new URL('./chess_arbiter_bg.wasm', import.meta.url)) });

// The glue's one export that is API (its others are the loader and what protocol.js uses).
export { bestMove } from './chess_arbiter.js';
export const { ChessError, levels, Engine } = engineEntry(glue, (onMessage, onError) => {
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
});
