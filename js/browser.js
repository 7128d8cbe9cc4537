// The package's entry everywhere but Node (the "default" condition of package.json's "exports"):
// browsers with <script type="module">, bundlers such as Vite. Top-level await fetches and
// compiles the .wasm beside this file (bundlers see the `new URL(..., import.meta.url)` and ship
// the file), so `import { Game } from 'chess-arbiter'` needs no init call.
//
// The module is compiled here and instantiated by the glue's initSync rather than by its default
// export, `init`: that one carries loading code for every kind of source (Response, bytes, URL
// string, Request) and its warnings, which the bundled entry would otherwise ship (0.4 KiB gzipped).
import { initSync } from './chess_arbiter.js';

const url = new URL('./chess_arbiter_bg.wasm', import.meta.url);
const response = await fetch(url);
if (!response.ok) throw new Error(`failed to fetch ${url}: ${response.status} ${response.statusText}`);
// Compiled while it downloads when the server says what it is; from the bytes otherwise.
const streams = response.headers.get('Content-Type') === 'application/wasm';
initSync({
  module: await (streams ? WebAssembly.compileStreaming(response) : WebAssembly.compile(await response.arrayBuffer())),
});

export * from './chess_arbiter.js';
export * from './entry-api.js';
/**
 * The class of every error the API throws: the glue's snippet from src/wasm/error.rs, which ran
 * before this module, puts it in the global symbol registry, the same class for every entry.
 */
export const ChessError = globalThis[Symbol.for('chess-arbiter.ChessError')];
