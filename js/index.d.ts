// Types of an entry (its node.js or browser.js: for chess-arbiter, Node's build in pkg/node/
// reads PGN, with Game.fromPgn and parsePgn, and a page's in pkg/ does not). The declarations are
// written next to the Rust bindings in src/wasm/ and collected by wasm-bindgen into
// chess_arbiter.d.ts.
export * from './chess_arbiter.js';
