//! `Game`'s PGN reading for JavaScript (`Game.fromPgn`, and what an imported record said:
//! `recordedResult()`, `warnings()`): in the entries built with the `js-game-pgn` feature, which
//! are `chess-arbiter` in Node and `chess-arbiter/pgn` everywhere. A page's `chess-arbiter`
//! leaves them out, with the PGN reader they pull in: a quarter of the rules entry's bytes, which
//! a page that never reads a record would load for nothing. (Writing, `pgn()`, is in every build:
//! [`crate::pgn`]'s line writer is small.) Bindings of numbers and strings, as those of
//! [`super::game`], whose class calls them.

use wasm_bindgen::prelude::*;

use super::error::ChessError;
use super::game::{adopt, with_game};
use super::wire::warnings_json;
use crate::game::Game;

#[wasm_bindgen(typescript_custom_section)]
const TS_GAME_PGN: &'static str = include_str!("game_pgn.d.ts");

/// The handle of a game read from the first game of `pgn`, or 0.
#[wasm_bindgen(js_name = __gameFromPgn, skip_typescript)]
pub fn game_from_pgn(pgn: &str) -> u32 {
    adopt(Game::from_pgn(pgn).map_err(ChessError::from))
}

#[wasm_bindgen(js_name = __gameRecordedResult, skip_typescript)]
pub fn game_recorded_result(handle: u32) -> Option<String> {
    with_game(handle, |g| g.recorded_result().map(str::to_string))
}

/// The warnings as JSON.
#[wasm_bindgen(js_name = __gameWarnings, skip_typescript)]
pub fn game_warnings(handle: u32) -> String {
    with_game(handle, |g| warnings_json(g.warnings()))
}
