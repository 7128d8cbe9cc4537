//! The JavaScript API: every `#[wasm_bindgen]` item of the crate lives in this module and nothing
//! else does (DESIGN.md §2). Built only for `wasm32` (see `src/lib.rs`).
//!
//! - [`error`]: `ChessError`, the one error type the API throws, and the Rust side of it.
//! - [`attacks`]: `squareAttacks`, the squares a piece attacks.
//! - [`game`]: `Game` and `perft`, with `convert.js` building the JS objects.
//! - [`pgn`]: `parsePgn`, many games at once.
//! - [`clock`]: `Clock`, time controls and the Laws' timing rules over [`crate::clock`].
//! - [`touch`]: the touch-move rule (Law 4) as more methods of `Game`.
//!
//! The hand-written TypeScript declarations sit next to the items they describe, in
//! `typescript_custom_section`s; wasm-bindgen collects them into `pkg/chess_arbiter.d.ts`, which
//! `js/index.d.ts` re-exports. The package entries (`js/node.js`, `js/browser.js`) re-export
//! everything the glue exports, so a new `#[wasm_bindgen]` export here is public with no other
//! change.

mod attacks;
mod clock;
mod error;
mod game;
mod pgn;
mod touch;

pub use error::ChessError;

use wasm_bindgen::prelude::*;

// The basic types of DESIGN.md §3, shared by every declaration of the API.
#[wasm_bindgen(typescript_custom_section)]
const TS_TYPES: &'static str = r#"
export type Color = 'w' | 'b';
export type Role = 'p' | 'n' | 'b' | 'r' | 'q' | 'k';
export type SquareName = `${'a' | 'b' | 'c' | 'd' | 'e' | 'f' | 'g' | 'h'}${1 | 2 | 3 | 4 | 5 | 6 | 7 | 8}`;
"#;
