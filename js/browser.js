// The package's entry everywhere but Node (the "default" condition of package.json's "exports"):
// browsers with <script type="module">, bundlers such as Vite. Top-level await fetches and
// instantiates the .wasm beside this file (bundlers see the `new URL(..., import.meta.url)` and
// ship the file), so `import { Game } from 'chess-arbiter'` needs no init call.
import init, { __chessErrorClass } from './chess_arbiter.js';

await init({ module_or_path: new URL('./chess_arbiter_bg.wasm', import.meta.url) });

export * from './chess_arbiter.js';
/** The class of every error the API throws (defined in src/wasm/error.rs). */
export const ChessError = __chessErrorClass();
