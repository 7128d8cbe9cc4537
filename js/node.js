// The package's entry in Node (the "node" condition of package.json's "exports"): it instantiates
// the .wasm that sits beside it synchronously, so `import { Game } from 'chess-arbiter'` needs no
// init call. Everything the wasm-bindgen glue exports is the package's API.
import { readFileSync } from 'node:fs';
import { __chessErrorClass, initSync } from './chess_arbiter.js';

initSync({ module: readFileSync(new URL('./chess_arbiter_bg.wasm', import.meta.url)) });

export * from './chess_arbiter.js';
/** The class of every error the API throws (defined in src/wasm/error.rs). */
export const ChessError = __chessErrorClass();
