// `chess-arbiter/engine` everywhere but Node (the "default" condition of package.json's
// "exports"): like the generic js/browser.js, top-level await instantiates the .wasm beside this
// file; its Engine class searches in a module Web Worker (worker.js), which bundlers such as Vite
// find through the `new Worker(new URL(..., import.meta.url))` below. The rest is protocol.js's,
// shared with node.js.
import init, * as glue from './chess_arbiter.js';
import { engineEntry } from './protocol.js';

await init({ module_or_path: new URL('./chess_arbiter_bg.wasm', import.meta.url) });

// The glue's one export that is API (its others are the loader and what protocol.js uses).
export { bestMove } from './chess_arbiter.js';
export const { ChessError, levels, Engine } = engineEntry(glue, (onMessage, onError) => {
  const worker = new Worker(new URL('./worker.js', import.meta.url), { type: 'module' });
  worker.onmessage = (event) => onMessage(event.data);
  worker.onerror = (event) => {
    event.preventDefault();
    onError(new Error(`the engine's worker failed: ${event.message ?? 'it could not be loaded'}`));
  };
  worker.onmessageerror = () => onError(new Error("the engine's worker sent a message that could not be read"));
  return {
    post: (message) => worker.postMessage(message),
    terminate: () => worker.terminate(),
    busy: () => {},
  };
});
