//! The computer opponent for JavaScript (`chess-arbiter/engine`): a thin translation over
//! [`crate::engine`].
//!
//! `bestMove` searches in the calling thread. The `Engine` class of the entry (js/engine/)
//! runs the same `bestMove` in a worker, so a page never freezes; `levels` is built by the
//! entry modules from `__engineLevels`. Positions and options are read by `engine.js` into
//! compact strings; results go back as move records that `convert.js` turns into `Move`s.

use std::cell::RefCell;
use std::fmt::Write;

use wasm_bindgen::prelude::*;

use super::error::{ChessError, ErrorCode};
use super::shared::{decode_json, encode_move, push_json_string};
use crate::engine::{Engine, Score, SearchLimits, SearchResult, LEVELS};
use crate::game::Game;
use crate::position::Position;

#[wasm_bindgen(module = "/src/wasm/engine.js")]
extern "C" {
    #[wasm_bindgen(js_name = searchPosition)]
    fn search_position(value: &JsValue) -> String;
    #[wasm_bindgen(js_name = searchOptions)]
    fn search_options(value: &JsValue) -> String;
    fn now() -> f64;
    #[wasm_bindgen(js_name = decodeSearchResult)]
    fn decode_search_result(
        best: &str,
        pv: &str,
        mate: bool,
        score: i32,
        depth: u32,
        nodes: f64,
    ) -> JsValue;
}

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

/// The transposition table of each engine: bounded, since a page may hold a few entries' memory.
const TT_BYTES: usize = 16 << 20;

thread_local! {
    /// The engine kept between searches (its table helps the next move of the same game), with
    /// the hash of the start position of the game it last searched.
    static ENGINE: RefCell<Option<(Engine, u64)>> = const { RefCell::new(None) };
}

fn checked(reply: String) -> Result<String, ChessError> {
    match reply.split_at(reply.len().min(1)) {
        ("e", message) => Err(ChessError::invalid_argument(message)),
        ("m", message) => Err(ChessError::new(ErrorCode::InvalidMove, message)),
        _ => Ok(reply),
    }
}

/// The game to search from, and whether it ended in a way its moves do not show.
fn read_position(value: &JsValue) -> Result<(Game, bool), ChessError> {
    let text = checked(search_position(value))?;
    let (flags, rest) = text.split_once('\n').unwrap_or((&text, ""));
    let chess960 = flags.as_bytes().get(1) == Some(&b'1');
    let over = flags.as_bytes().get(2) == Some(&b'1');
    let mut lines = rest.split('\n');
    let fen = lines.next().unwrap_or("");
    let mut game = Game::from_fen(fen, chess960)?;
    for (i, text) in lines.enumerate() {
        let shown: String = text.chars().take(24).collect();
        game.play_str(text).map_err(|e| {
            let mut err = ChessError::from(e);
            // A move after the end is not a move of the game either.
            if err.code == ErrorCode::GameOver {
                err.code = ErrorCode::IllegalMove;
            }
            err.message = format!("\"moves\"[{i}] '{shown}': {}", err.message);
            err
        })?;
    }
    Ok((game, over))
}

struct Options {
    limits: SearchLimits,
    movetime: Option<f64>,
}

fn read_options(value: &JsValue) -> Result<Options, ChessError> {
    let text = checked(search_options(value))?;
    let fields: Vec<&str> = text.split(',').collect();
    let field = |i: usize| fields.get(i).copied().filter(|s| !s.is_empty());
    let mut limits = SearchLimits::level(field(0).and_then(|s| s.parse().ok()).unwrap_or(8));
    limits.max_nodes = field(2).and_then(|s| s.parse().ok());
    limits.seed = field(3).and_then(|s| s.parse().ok()).unwrap_or(0);
    Ok(Options {
        limits,
        movetime: field(1).and_then(|s| s.parse().ok()),
    })
}

fn search(game: &Game, options: &Options) -> SearchResult {
    let start_hash = game.start_position().hash();
    ENGINE.with(|cell| {
        let mut slot = cell.borrow_mut();
        let (engine, last_start) =
            slot.get_or_insert_with(|| (Engine::with_hash_size(TT_BYTES), start_hash));
        // Another game: what the table learned there only takes room.
        if *last_start != start_hash {
            engine.clear();
            *last_start = start_hash;
        }
        match options.movetime {
            None => engine.search(game, &options.limits),
            Some(movetime) => {
                let started = now();
                let deadline = started + movetime;
                // An iteration takes a few times as long as the one before: one begun after
                // half the time would rarely finish.
                engine.search_with(game, &options.limits, &|| now() >= deadline, &mut |_| {
                    now() - started < movetime / 2.0
                })
            }
        }
    })
}

/// The result as JS objects: moves as records of `encode_move`, the PV played out from `pos`.
fn result_value(pos: &Position, chess960: bool, result: &SearchResult) -> JsValue {
    let mut best = String::new();
    if let Some(m) = result.best_move {
        encode_move(&mut best, pos, m, chess960);
    }
    let mut pv = String::new();
    let mut at = pos.clone();
    for &m in &result.pv {
        if !at.is_legal(m) {
            break;
        }
        if !pv.is_empty() {
            pv.push(' ');
        }
        encode_move(&mut pv, &at, m, chess960);
        at.play_unchecked(m);
    }
    let (mate, score) = match result.score {
        Score::Mate(n) => (true, n),
        Score::Cp(cp) => (false, cp),
    };
    decode_search_result(&best, &pv, mate, score, result.depth, result.nodes as f64)
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
    let options = read_options(&options)?;
    let result = if over && game.outcome().is_none() {
        // Resigned, agreed, flagged or claimed: there is nothing to search.
        SearchResult {
            best_move: None,
            score: Score::Cp(0),
            pv: Vec::new(),
            depth: 0,
            seldepth: 0,
            nodes: 0,
            randomized: false,
        }
    } else if game.outcome().is_some() || game.legal_moves().is_empty() {
        // The engine answers these without searching; a fresh engine costs no table.
        Engine::with_hash_size(0).search(&game, &options.limits)
    } else {
        search(&game, &options)
    };
    Ok(result_value(game.position(), game.is_chess960(), &result))
}

/// The levels as `[{level, name}]`, for the entry modules' `levels`.
#[wasm_bindgen(js_name = __engineLevels, skip_typescript)]
pub fn engine_levels() -> JsValue {
    let mut json = String::from("[");
    for (i, spec) in LEVELS.iter().enumerate() {
        if i > 0 {
            json.push(',');
        }
        let _ = write!(json, "{{\"level\":{},\"name\":", spec.level);
        push_json_string(&mut json, spec.name);
        json.push('}');
    }
    json.push(']');
    decode_json(&json)
}
