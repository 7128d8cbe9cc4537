// Types of the `chess-arbiter/engine` entry (node.js, browser.js). The declarations, `Engine`
// and `levels` included, are written next to the bindings in src/wasm/engine.rs and collected
// by wasm-bindgen into chess_arbiter.d.ts.
export * from './chess_arbiter.js';
