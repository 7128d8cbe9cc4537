// The package's entry in Node (the "node" condition of package.json's "exports"): it instantiates
// the .wasm that sits beside it synchronously, so `import { Game } from 'chess-arbiter'` needs no
// init call. Everything the wasm-bindgen glue exports is the package's API, but for its loader
// (the build leaves it out: scripts/glue-trim.mjs).
import { initSync } from './chess_arbiter.js';

// `process.getBuiltinModule` (Node 20.16 and later) hands over `fs` in microseconds; a static
// `import 'node:fs'` costs about 1.3 ms of the package's load time, for the module wrapper the
// loader builds around it.
const { readFileSync } = process.getBuiltinModule?.('node:fs') ?? (await import('node:fs'));

initSync({ module: readFileSync(new URL('./chess_arbiter_bg.wasm', import.meta.url)) });

export * from './chess_arbiter.js';
export * from './entry-api.js';
/**
 * The class of every error the API throws: the glue's snippet from src/wasm/error.rs, which ran
 * before this module, puts it in the global symbol registry, the same class for every entry.
 */
export const ChessError = globalThis[Symbol.for('chess-arbiter.ChessError')];
