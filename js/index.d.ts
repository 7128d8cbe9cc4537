// Types of an entry (its node.js or browser.js: for chess-arbiter, Node's build in pkg/node/ has
// Game's PGN methods and parsePgn, a page's in pkg/ has not). The declarations are written next to the Rust
// bindings in src/wasm/ and collected by wasm-bindgen into chess_arbiter.d.ts.
export * from './chess_arbiter.js';
