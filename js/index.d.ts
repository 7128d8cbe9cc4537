// Types of both entries (node.js, browser.js). The declarations are written next to the Rust
// bindings in src/wasm/ and collected by wasm-bindgen into chess_arbiter.d.ts.
export * from './chess_arbiter.js';
