//! The computer opponent for JavaScript (`chess-arbiter/engine`): a thin translation over
//! [`crate::engine`].
//!
//! `bestMove` searches in the calling thread. The `Engine` class of the entry (js/engine/)
//! runs the same `bestMove` in a worker, so a page never freezes; `levels` is built by the
//! entry modules from `__engineLevels`. The policy (default level, table size, time keeping, a
//! game that has ended) is [`Session`]'s; positions, options and results cross in [`super::wire`].

use std::cell::RefCell;

use wasm_bindgen::prelude::*;

use super::error::{ChessError, ErrorCode};
use super::wire::{self, caught, items, line_records};
use crate::engine::{Score, SearchResult, Session, LEVELS};
use crate::game::Game;
use crate::position::Position;

// The engine is its own entry and .wasm; `Move` and `Game` come from the rules entry's
// declarations, one folder up in pkg/.
#[wasm_bindgen(typescript_custom_section)]
const TS_ENGINE_IMPORTS: &'static str = r#"
import type { Game, Move } from '../index.js';
"#;

#[wasm_bindgen(typescript_custom_section)]
const TS_ENGINE_TYPES: &'static str = r#"
/** One playing level: 1 'beginner' to 8 'strong club player'. */
export interface EngineLevel { level: number; name: string }
/** The eight levels, weakest first (`levels[n - 1].level === n`). */
export const levels: readonly EngineLevel[];
export interface SearchOptions {
  /** 1 (beginner) to 8 (strong club player); 8 unless given. */
  level?: number;
  /** A hard time limit in milliseconds: the search stops at it (and starts no new iteration after half of it). */
  movetime?: number;
  /** A hard node limit; the level's own (2,000 at level 1 to 1,500,000 at level 8) unless given. */
  nodes?: number;
  /** The seed of the lower levels' randomness (a whole number from 0): the same seed, position and limits give the same move. Random unless given. */
  seed?: number;
}
/** An evaluation from the side to move's point of view: centipawns, or mate in n moves (n < 0: the side to move is mated; 0: it is checkmated already). */
export type Score = { cp: number } | { mate: number };
export interface SearchResult {
  /** The move to play; null when the game is over. */
  move: Move | null;
  /** The evaluation of `move`. */
  score: Score;
  /** The expected line, starting with `move`. */
  pv: Move[];
  /** The deepest iteration of the search that finished. */
  depth: number;
  /** Nodes searched. */
  nodes: number;
}
/**
 * Where to search from: a FEN; a start FEN and the moves played from it (SAN or UCI; they count
 * for repetitions), `chess960` for king-takes-rook castling; or a `Game` of `chess-arbiter`
 * (read through startFen(), history(), isChess960() and outcome()).
 */
export type SearchPosition = string | { fen: string; moves?: string[]; chess960?: boolean } | Game;
/**
 * Searches in a Web Worker (worker_threads in Node), so that a page never freezes. One search
 * at a time: a new search cancels the previous one. Cancelling ends the worker (a search
 * cannot be interrupted otherwise) and the next search starts a new one.
 */
export class Engine {
  constructor();
  /** The search result; rejects with a ChessError as bestMove() throws, or a DOMException named 'AbortError' when cancelled. */
  search(position: SearchPosition, options?: SearchOptions & { signal?: AbortSignal }): Promise<SearchResult>;
  /** Cancels the pending search, if any: its promise rejects with a DOMException named 'AbortError'. */
  cancel(): void;
  /** Cancels the pending search and ends the worker; later searches reject with INVALID_ARGUMENT. */
  terminate(): void;
}
"#;

thread_local! {
    /// The engine kept between searches (see [`Session`]).
    static SESSION: RefCell<Session> = const { RefCell::new(Session::new()) };
}

/// The game to search from, and whether it ended in a way its moves do not show.
fn read_position(value: &JsValue) -> Result<(Game, bool), ChessError> {
    let position = caught(wire::search_position(value))?;
    let mut game = Game::from_fen(&position.fen(), position.chess960())?;
    for (i, text) in items::<JsValue>(&position.moves()).enumerate() {
        let text = text.as_string().unwrap_or_default();
        let shown: String = text.chars().take(24).collect();
        game.play_str(&text).map_err(|e| {
            let mut err = ChessError::from(e);
            // A move after the end is not a move of the game either.
            if err.code == ErrorCode::GameOver {
                err.code = ErrorCode::IllegalMove;
            }
            err.message = format!("\"moves\"[{i}] '{shown}': {}", err.message);
            err
        })?;
    }
    Ok((game, position.over()))
}

/// The result as JS objects: the PV played out from `pos` while its moves are legal.
fn result_value(pos: &Position, chess960: bool, result: &SearchResult) -> JsValue {
    let best = line_records(result.best_move.map(|m| (pos, m)), chess960);
    let mut line = Vec::with_capacity(result.pv.len());
    let mut at = pos.clone();
    for &m in &result.pv {
        if !at.is_legal(m) {
            break;
        }
        line.push((at.clone(), m));
        at.play_unchecked(m);
    }
    let pv = line_records(line.iter().map(|(p, m)| (p, *m)), chess960);
    let (mate, score) = match result.score {
        Score::Mate(n) => (true, n),
        Score::Cp(cp) => (false, cp),
    };
    wire::search_result_value(&best, &pv, mate, score, result.depth, result.nodes as f64)
}

/// The engine's move for a position, searched in the calling thread (the `Engine` class runs
/// it in a worker). Throws `INVALID_FEN`, `INVALID_MOVE`, `ILLEGAL_MOVE` or `AMBIGUOUS_MOVE`
/// for the position and its moves, `INVALID_ARGUMENT` for anything else.
#[wasm_bindgen(js_name = bestMove, unchecked_return_type = "SearchResult")]
pub fn best_move(
    #[wasm_bindgen(unchecked_param_type = "SearchPosition")] position: JsValue,
    #[wasm_bindgen(unchecked_optional_param_type = "SearchOptions")] options: JsValue,
) -> Result<JsValue, ChessError> {
    let (game, over) = read_position(&position)?;
    let options = caught(wire::search_options(&options))?;
    let limits = Session::limits(
        options.level(),
        options.nodes().map(|n| n as u64),
        options.seed() as u64,
    );
    let movetime = options.movetime();
    let result = SESSION.with(|session| {
        session
            .borrow_mut()
            .search(&game, over, &limits, movetime, &wire::now)
    });
    Ok(result_value(game.position(), game.is_chess960(), &result))
}

/// The search of `bestMove(position, options)` as plain data for an Engine's worker, or null
/// when the calling side answers it (a Game that has ended); for the entry's protocol.js.
#[wasm_bindgen(js_name = __searchMessage, skip_typescript)]
pub fn search_message(position: JsValue, options: JsValue) -> Result<JsValue, JsValue> {
    wire::search_message(&position, &options)
}

/// The levels as `[{level, name}]`, for the entry modules' `levels`.
#[wasm_bindgen(js_name = __engineLevels, skip_typescript)]
pub fn engine_levels() -> JsValue {
    let levels: js_sys::Array = LEVELS
        .iter()
        .map(|spec| wire::engine_level(spec.level, spec.name))
        .collect();
    levels.into()
}
