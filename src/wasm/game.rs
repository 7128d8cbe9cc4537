//! `Game` and `perft` for JavaScript: a thin translation over [`crate::Game`].
//!
//! The rules entries' `.wasm` imports nothing. V8 compiles a wasm-to-JS wrapper, with its
//! optimizing compiler, for the imports of a module as it compiles it, and the first one costs
//! a process about half a millisecond (`node scripts/wasm-compile.mjs`): every start-up of a
//! page or a program paid it. So these bindings take and return only numbers and strings, and
//! the class is JavaScript (`js/rules/game.js`, declared in `game.d.ts`): it checks every
//! argument with the readers of `wire.js` (a wrong one is a `ChessError` there, before any call)
//! and builds the objects of the API with its decoders.
//!
//! A game lives in wasm memory under its handle ([`handles`]). A binding that can fail returns
//! a string: its result, or on failure NUL followed by the error's words
//! ([`ChessError::words`]), which the class throws as a `ChessError`; one that makes a game or
//! counts returns a number, 0 or -1 on failure, the error's words kept for [`last_error`]: the
//! first game of a start-up then formats no number and decodes no string. Moves cross as the
//! records of [`super::wire::encode_move`].

use std::cell::RefCell;

use wasm_bindgen::prelude::*;

use super::error::ChessError;
use super::handles;
use super::wire::{encode_move, line_records, moves_records, outcome_words};
use super::words::start_word;
use crate::game::{Game as CoreGame, GameError};
use crate::moves::Move;
use crate::outcome::Outcome;
use crate::position::Position;
use crate::square::Square;
use crate::types::{Color, Role};
use crate::uci::Uci;

#[wasm_bindgen(typescript_custom_section)]
const TS_GAME: &'static str = include_str!("game.d.ts");

thread_local! {
    /// The words of the error of the last binding that returned a number for a failure.
    static LAST_ERROR: RefCell<String> = const { RefCell::new(String::new()) };
}

/// What a binding that can fail returns: `Ok`'s text, or NUL and the error's words.
pub(super) fn reply(result: Result<String, ChessError>) -> String {
    result.unwrap_or_else(|e| format!("\0{}", e.words()))
}

/// The game of `handle`, for a binding that cannot fail: `R`'s default for 0 (the class never
/// calls with a freed game: it throws first).
pub(super) fn with_game<R: Default>(handle: u32, f: impl FnOnce(&mut CoreGame) -> R) -> R {
    handles::value_mut(handle).map(f).unwrap_or_default()
}

/// The game of `handle`, for a binding that can fail.
pub(super) fn try_game(
    handle: u32,
    f: impl FnOnce(&mut CoreGame) -> Result<String, ChessError>,
) -> String {
    reply(match handles::value_mut(handle) {
        Some(game) => f(game),
        None => Err(ChessError::invalid_argument("the game was freed")),
    })
}

/// `value`, or `failed` with the error kept for [`last_error`].
fn or_kept<T>(result: Result<T, ChessError>, failed: T) -> T {
    result.unwrap_or_else(|e| {
        LAST_ERROR.set(e.words());
        failed
    })
}

/// The words of the error of the last binding that returned 0 or -1 for a failure.
#[wasm_bindgen(js_name = __lastError, skip_typescript)]
pub fn last_error() -> String {
    LAST_ERROR.take()
}

/// A new game's handle, or 0 for `game`'s error.
pub(super) fn adopt(game: Result<CoreGame, ChessError>) -> u32 {
    or_kept(game.map(handles::into_handle), 0)
}

/// `new Game(options)`: `fen` when given (even empty), else Chess960 start position `number`
/// (drawn by the reader for `{chess960: true}`), else the standard start; its handle.
#[wasm_bindgen(js_name = __gameNew, skip_typescript)]
pub fn game_new(fen: Option<String>, chess960: bool, number: i32) -> u32 {
    adopt(match (fen, u32::try_from(number).ok()) {
        (Some(fen), _) => CoreGame::from_fen(&fen, chess960).map_err(ChessError::from),
        (None, Some(n)) => CoreGame::new_chess960(n).map_err(ChessError::from),
        (None, None) => Ok(CoreGame::new()),
    })
}

#[wasm_bindgen(js_name = __gameFree, skip_typescript)]
pub fn game_free(handle: u32) {
    handles::free::<CoreGame>(handle);
}

#[wasm_bindgen(js_name = __gameFen, skip_typescript)]
pub fn game_fen(handle: u32) -> String {
    with_game(handle, |g| g.fen())
}

#[wasm_bindgen(js_name = __gameStartFen, skip_typescript)]
pub fn game_start_fen(handle: u32) -> String {
    with_game(handle, |g| g.start_position().fen())
}

/// `true` when White is to move.
#[wasm_bindgen(js_name = __gameWhiteToMove, skip_typescript)]
pub fn game_white_to_move(handle: u32) -> bool {
    with_game(handle, |g| g.turn() == Color::White)
}

/// 64 FEN letters (`.` for an empty square), a1 first.
#[wasm_bindgen(js_name = __gameBoard, skip_typescript)]
pub fn game_board(handle: u32) -> String {
    with_game(handle, |g| {
        let board = g.position().board();
        (0..64)
            .map(|i| board.piece_at(Square::new(i)).map_or('.', |p| p.char()))
            .collect()
    })
}

/// The records of the legal moves, from square `square` only unless it is -1.
#[wasm_bindgen(js_name = __gameMoves, skip_typescript)]
pub fn game_moves(handle: u32, square: i32) -> String {
    with_game(handle, |g| {
        let pos = g.position();
        let moves = match u32::try_from(square).ok().map(Square::new) {
            _ if g.is_over() => Default::default(),
            Some(sq) => pos.legal_moves_from(sq),
            None => pos.legal_moves(),
        };
        moves_records(pos, &moves, g.is_chess960())
    })
}

/// Plays a move as `play` reads it (see [`read_move`] for the arguments): its record.
#[wasm_bindgen(js_name = __gamePlay, skip_typescript)]
pub fn game_play(handle: u32, text: &str, from: i32, to: u32, promotion: u32) -> String {
    try_game(handle, |g| {
        let m = read_move(g, text, from, to, promotion)?;
        let before = g.position().clone();
        g.play_legal(m)?;
        Ok(record(&before, m, g.is_chess960()))
    })
}

/// The record of the move `play` would play, without playing it.
#[wasm_bindgen(js_name = __gameParseMove, skip_typescript)]
pub fn game_parse_move(handle: u32, text: &str, from: i32, to: u32, promotion: u32) -> String {
    try_game(handle, |g| {
        let m = read_move(g, text, from, to, promotion)?;
        Ok(record(g.position(), m, g.is_chess960()))
    })
}

/// `dests()` as (from, to) square indices.
#[wasm_bindgen(js_name = __gameDests, skip_typescript)]
pub fn game_dests(handle: u32) -> Vec<u8> {
    with_game(handle, |g| {
        let mut pairs = Vec::with_capacity(128);
        for (from, to) in g.dests() {
            pairs.push(from as u8);
            pairs.push(to as u8);
        }
        pairs
    })
}

/// The record of the move taken back; empty at the start.
#[wasm_bindgen(js_name = __gameUndo, skip_typescript)]
pub fn game_undo(handle: u32) -> String {
    with_game(handle, |g| match g.undo() {
        Some(m) => record(g.position(), m, g.is_chess960()),
        None => String::new(),
    })
}

#[wasm_bindgen(js_name = __gameHistory, skip_typescript)]
pub fn game_history(handle: u32) -> String {
    with_game(handle, |g| {
        let line = g.positions().iter().zip(g.history().iter().copied());
        line_records(line, g.is_chess960())
    })
}

#[wasm_bindgen(js_name = __gameIsCheck, skip_typescript)]
pub fn game_is_check(handle: u32) -> bool {
    with_game(handle, |g| g.is_check())
}

/// The outcome's words, empty while the game goes on.
#[wasm_bindgen(js_name = __gameOutcome, skip_typescript)]
pub fn game_outcome(handle: u32) -> String {
    with_game(handle, |g| optional_words(g.outcome()))
}

/// The claimable draws as words, now or after the intended move (`from` -2 for none).
#[wasm_bindgen(js_name = __gameClaimableDraws, skip_typescript)]
pub fn game_claimable_draws(handle: u32, text: &str, from: i32, to: u32, promotion: u32) -> String {
    try_game(handle, |g| {
        let intended = read_optional_move(g, text, from, to, promotion)?;
        let mut words = String::new();
        for claim in &g.claimable_draws(intended) {
            start_word(&mut words);
            words.push_str(claim.as_str());
        }
        Ok(words)
    })
}

#[wasm_bindgen(js_name = __gameClaimDraw, skip_typescript)]
pub fn game_claim_draw(handle: u32, text: &str, from: i32, to: u32, promotion: u32) -> String {
    try_game(handle, |g| {
        let intended = read_optional_move(g, text, from, to, promotion)?;
        Ok(outcome_words(g.claim_draw(intended)?))
    })
}

/// `resign`, `timeout`, `offerDraw`, `acceptDraw` and `declineDraw` (`white`: whose act):
/// the outcome's words, empty for none.
#[wasm_bindgen(js_name = __gameAct, skip_typescript)]
pub fn game_act(handle: u32, act: u32, white: bool) -> String {
    let color = if white { Color::White } else { Color::Black };
    try_game(handle, |g| {
        Ok(match act {
            0 => outcome_words(g.resign(color)?),
            1 => outcome_words(g.timeout(color)?),
            2 => optional_words(g.offer_draw(color)?),
            3 => outcome_words(g.accept_draw(color)?),
            4 => g.decline_draw(color).map(|()| String::new())?,
            _ => outcome_words(g.agree_draw()?),
        })
    })
}

/// The side whose draw offer stands: 0 none, 1 White, 2 Black.
#[wasm_bindgen(js_name = __gameDrawOffer, skip_typescript)]
pub fn game_draw_offer(handle: u32) -> u32 {
    with_game(handle, |g| match g.draw_offer() {
        None => 0,
        Some(Color::White) => 1,
        Some(Color::Black) => 2,
    })
}

#[wasm_bindgen(js_name = __gamePgn, skip_typescript)]
pub fn game_pgn(handle: u32) -> String {
    with_game(handle, |g| g.pgn())
}

#[wasm_bindgen(js_name = __gameIsChess960, skip_typescript)]
pub fn game_is_chess960(handle: u32) -> bool {
    with_game(handle, |g| g.is_chess960())
}

/// The count, or -1 (the class checked `depth`: an integer from 0 to 10).
#[wasm_bindgen(js_name = __perft, skip_typescript)]
pub fn perft(fen: &str, depth: u32, bulk: bool) -> f64 {
    let nodes = Position::from_fen(fen)
        .map_err(ChessError::from)
        .map(|pos| {
            let nodes = if bulk {
                crate::perft_bulk(&pos, depth)
            } else {
                crate::perft(&pos, depth)
            };
            nodes as f64
        });
    or_kept(nodes, -1.0)
}

/// Whether the game is over: `outcome()`, asked after every move, fetches the words only then.
#[wasm_bindgen(js_name = __gameIsOver, skip_typescript)]
pub fn game_is_over(handle: u32) -> bool {
    with_game(handle, |g| g.is_over())
}

/// The record of `m`, played from `pos`.
pub(super) fn record(pos: &Position, m: Move, chess960: bool) -> String {
    let mut encoded = String::with_capacity(32);
    encode_move(&mut encoded, pos, m, chess960);
    encoded
}

fn optional_words(outcome: Option<Outcome>) -> String {
    outcome.map_or_else(String::new, outcome_words)
}

/// The move a MoveInput names, if the player may make it now: `text` (SAN or UCI, read
/// leniently) when `from` is -1, else the squares `from` and `to` (indices) and `promotion`
/// (its letter's character code, 0 for none), which the class's reader checked.
fn read_move(
    g: &CoreGame,
    text: &str,
    from: i32,
    to: u32,
    promotion: u32,
) -> Result<Move, ChessError> {
    let Ok(from) = u32::try_from(from) else {
        return Ok(g.read_typed(text)?);
    };
    let uci = Uci {
        from: Square::new(from),
        to: Square::new(to),
        promotion: char::from_u32(promotion).and_then(Role::from_char),
    };
    if let Some(outcome) = g.outcome() {
        return Err(GameError::GameOver(outcome).into());
    }
    let m = uci.to_move(g.position()).map_err(GameError::from)?;
    Ok(g.check_playable(m)?)
}

/// As [`read_move`], with `from` -2 for no move.
fn read_optional_move(
    g: &CoreGame,
    text: &str,
    from: i32,
    to: u32,
    promotion: u32,
) -> Result<Option<Move>, ChessError> {
    if from == -2 {
        Ok(None)
    } else {
        read_move(g, text, from, to, promotion).map(Some)
    }
}
