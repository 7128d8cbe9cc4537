// The package's entry in Node (the "node" condition of package.json's "exports"): it instantiates
// the .wasm that sits beside it synchronously, so `import { Game } from 'chess-arbiter'` needs no
// init call. Everything the wasm-bindgen glue exports is the package's API, but for its loader
// and the `__` functions used here (the build leaves them out: scripts/glue-trim.mjs).
import { __chessErrorClass, initSync } from './chess_arbiter.js';

// `process.getBuiltinModule` (Node 20.16 and later) hands over `fs` in microseconds; a static
// `import 'node:fs'` costs about 1.3 ms of the package's load time, for the module wrapper the
// loader builds around it.
const { readFileSync } = process.getBuiltinModule?.('node:fs') ?? (await import('node:fs'));

initSync({ module: readFileSync(new URL('./chess_arbiter_bg.wasm', import.meta.url)) });

export * from './chess_arbiter.js';
/** The class of every error the API throws (defined in src/wasm/error.rs). */
export const ChessError = __chessErrorClass();
