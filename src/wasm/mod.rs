//! The JavaScript API: every `#[wasm_bindgen]` item of the crate lives in this module and nothing
//! else does. Built only for `wasm32` (see `src/lib.rs`).
//!
//! The npm package has one `.wasm` per entry, each built with its cargo features, so that the
//! rules package a page loads stays small (`scripts/build.mjs`):
//!
//! | entry | features | bindings |
//! | --- | --- | --- |
//! | `chess-arbiter` in a page | `js-rules` | [`game`] (`Game`, `perft`), [`touch`] (the touch-move rule as methods of `Game`) |
//! | `chess-arbiter` in Node | `js-rules`, `js-game-pgn` (the default) | the same, and [`game_pgn`] (`Game.fromPgn`, `recordedResult()`, `warnings()`), [`pgn`] (`parsePgn`) |
//! | `chess-arbiter/clock` | `js-clock` | [`clock`] (`Clock`: time controls and the Laws' timing rules) |
//! | `chess-arbiter/audit` | `js-audit` | [`audit`] (`audit`: game records before the Laws) |
//! | `chess-arbiter/pgn` | `js-pgn` (with `js-rules`, `js-game-pgn`) | Node's `chess-arbiter`, and [`pgn_tree`] (`PgnTree`: a game's whole tree, walked and edited; wrapped by js/pgn/ in `PgnGame`, `parseGames`, `readGames`) |
//! | `chess-arbiter/engine` | `js-engine` | [`engine`] (`bestMove`, `levels`; the entry's `Engine` class runs `bestMove` in a worker) |
//!
//! Every build has [`error`] (`ChessError`, one class shared by all entries, and the one mapping
//! from the core's errors to its codes) and [`wire`] (every conversion between JS values and Rust
//! types, with its JavaScript half `wire.js`): the binding files are thin adapters over the core.
//!
//! The rules entries (`js-rules`) import nothing from JS, which saves every start-up V8's
//! compiling of import wrappers (see [`game`]): their bindings are `__` functions of numbers
//! and strings, and `Game`, `perft` and `parsePgn` are JavaScript (`js/rules/game.js`).
//!
//! The hand-written TypeScript declarations sit next to the items they describe, in
//! `typescript_custom_section`s (the rules entries' in `game.d.ts` and `game_pgn.d.ts`);
//! wasm-bindgen collects them into each entry's `chess_arbiter.d.ts`, which `js/index.d.ts`
//! re-exports. The other entries' modules (`js/node.js`, `js/browser.js`) re-export everything
//! the glue exports, so a new `#[wasm_bindgen]` export there is public with no other change;
//! the build leaves out of the entries' exports and declarations the glue's loader (`initSync`:
//! the entries instantiate the module as they load) and the `__` functions the entries use
//! themselves (`scripts/glue-trim.mjs`).

mod alloc;
#[cfg(feature = "js-audit")]
mod audit;
#[cfg(feature = "js-clock")]
mod clock;
#[cfg(feature = "js-engine")]
mod engine;
mod error;
#[cfg(feature = "js-rules")]
mod game;
#[cfg(feature = "js-game-pgn")]
mod game_pgn;
#[cfg(feature = "js-rules")]
mod handles;
#[cfg(feature = "js-game-pgn")]
mod pgn;
#[cfg(feature = "js-pgn")]
mod pgn_tree;
#[cfg(feature = "js-rules")]
mod touch;
// Each entry uses its own part of it.
#[allow(dead_code)]
mod wire;
mod words;

use wasm_bindgen::prelude::*;

/// A smaller heap than the standard library's for the `.wasm` (see [`alloc`]).
#[global_allocator]
static HEAP: alloc::SizeClassHeap = alloc::SizeClassHeap::new();

// The basic types shared by every declaration of the API.
#[wasm_bindgen(typescript_custom_section)]
const TS_TYPES: &'static str = r#"
export type Color = 'w' | 'b';
export type Role = 'p' | 'n' | 'b' | 'r' | 'q' | 'k';
export type SquareName = `${'a' | 'b' | 'c' | 'd' | 'e' | 'f' | 'g' | 'h'}${1 | 2 | 3 | 4 | 5 | 6 | 7 | 8}`;
"#;
