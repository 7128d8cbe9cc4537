//! `Game`'s PGN reading for JavaScript (`Game.fromPgn`, and what an imported record said:
//! `recordedResult()`, `warnings()`): in the entries built with the `js-game-pgn` feature, which
//! are `chess-arbiter` in Node and `chess-arbiter/pgn` everywhere. A page's `chess-arbiter`
//! leaves them out, with the PGN reader they pull in: a quarter of the rules entry's bytes, which
//! a page that never reads a record would load for nothing. (Writing, `pgn()`, is in every build:
//! [`crate::pgn`]'s line writer is small.)

use wasm_bindgen::prelude::*;

use super::error::ChessError;
use super::game::JsGame;
use super::wire::{self, text_arg};
use crate::game::Game as CoreGame;

#[wasm_bindgen(typescript_custom_section)]
const TS_GAME_PGN_TYPES: &'static str = r#"
/** Something an imported record says that the Laws contradict. */
export type ImportWarning = {
  kind: 'result_mismatch';
  /** The record's result, e.g. '1/2-1/2' or '*'. */
  recorded: string;
  /** How the Laws end the game on the board. */
  laws: Outcome;
  /** The same in an English sentence. */
  message: string;
} | {
  /** The Laws ended the game (fivefold repetition, 75 moves, a dead position) before the record's last move. */
  kind: 'moves_after_end';
  /** How many plies of the record were made when the game ended. */
  ply: number;
  /** The recorded plies after it, which the game keeps. */
  count: number;
  /** That ending. */
  laws: Outcome;
  /** The same in an English sentence. */
  message: string;
};
"#;

#[wasm_bindgen(js_class = Game)]
impl JsGame {
    /// A game from the first game of a PGN text: its start position and main line, with its
    /// tags kept for `pgn()`. Throws `INVALID_PGN` naming the game, line and token.
    #[wasm_bindgen(js_name = fromPgn)]
    pub fn from_pgn(
        #[wasm_bindgen(unchecked_param_type = "string")] pgn: JsValue,
    ) -> Result<JsGame, ChessError> {
        let text = text_arg(&pgn, "the PGN")?;
        Ok(JsGame {
            inner: CoreGame::from_pgn(&text)?,
        })
    }

    /// The result an imported record gave (its `Result` tag, else its result token); null for a
    /// game not read from PGN or a record without one. `outcome()` stays the Laws' verdict.
    #[wasm_bindgen(js_name = recordedResult, unchecked_return_type = "string | null")]
    pub fn recorded_result(&self) -> JsValue {
        self.inner
            .recorded_result()
            .map_or(JsValue::NULL, JsValue::from_str)
    }

    /// What an imported record says that the Laws contradict (a checkmate recorded as a draw, a
    /// stalemate recorded as a win, moves recorded after a fivefold repetition):
    /// `[{ kind: 'result_mismatch', recorded, laws, message }]`,
    /// `[{ kind: 'moves_after_end', ply, count, laws, message }]`.
    #[wasm_bindgen(unchecked_return_type = "ImportWarning[]")]
    pub fn warnings(&self) -> JsValue {
        wire::warnings_value(self.inner.warnings())
    }
}
