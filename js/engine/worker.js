// The worker of the Engine class in browsers (see browser.js). It loads the glue itself rather
// than through browser.js: no top-level await and no dynamic import, so that bundlers can emit
// it in any worker format (Vite's default is a classic, iife worker), and the message handler
// is installed at once, before the .wasm arrives.
import init, { bestMove } from './chess_arbiter.js';
import { answer } from './protocol.js';

const ready = init({ module_or_path: new URL('./chess_arbiter_bg.wasm', import.meta.url) });

self.onmessage = async (event) => {
  await ready;
  self.postMessage(answer(bestMove, event.data));
};
