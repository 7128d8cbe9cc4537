//! `ChessError`: every failure the JS API reports is one of these, and the one mapping from the
//! core's error types to its codes.
//!
//! The class itself is JavaScript (a real `Error` subclass, so `instanceof Error`, `stack` and
//! `message` behave as users expect); it is defined once, in wire.js, which puts it in the
//! global symbol registry under `chess-arbiter.ChessError`, and the package entries
//! export that same class from there, so `instanceof ChessError` holds for every error the
//! bindings of any entry throw.
//!
//! In Rust, a binding returns `Result<T, ChessError>`; wasm-bindgen throws the error through
//! `From<ChessError> for JsValue`:
//!
//! ```ignore
//! #[wasm_bindgen]
//! pub fn play(&mut self, mv: &str) -> Result<JsValue, ChessError> {
//!     Err(ChessError::new(ErrorCode::IllegalMove, format!("{mv} is not legal")))
//! }
//! ```
//! throws a `ChessError` whose `code` is `'ILLEGAL_MOVE'` and whose `message` is
//! `'ILLEGAL_MOVE: Nf6 is not legal'`.

use std::fmt;

use wasm_bindgen::prelude::*;

#[cfg(feature = "js-clock")]
use crate::clock::ClockError;
use crate::game::GameError;
use crate::pgn::PgnError;
use crate::position::FenError;

// Each package entry is its own .wasm with its own glue, and so its own copy of wire.js, which
// defines the class; it lives in the global symbol registry so that every entry (and every copy
// of the package a bundle may hold) throws the one `ChessError` class. The rules entries build
// their errors in JS from [`ChessError::words`] (see `super::game`).
#[wasm_bindgen(module = "/src/wasm/wire.js")]
extern "C" {
    /// A `ChessError` from [`ChessError::words`].
    #[wasm_bindgen(js_name = chessError)]
    fn chess_error(words: &str) -> JsValue;
}

#[wasm_bindgen(typescript_custom_section)]
const TS_CHESS_ERROR: &'static str = r#"
export type ChessErrorCode =
  | 'INVALID_FEN' | 'INVALID_MOVE' | 'ILLEGAL_MOVE' | 'AMBIGUOUS_MOVE' | 'INVALID_PGN'
  | 'GAME_OVER' | 'NO_CLAIM' | 'INVALID_ARGUMENT';

/** Every failure of the API is thrown as a `ChessError`; `message` starts with the code. */
export class ChessError extends Error {
  constructor(code: ChessErrorCode, message: string, reason?: string);
  code: ChessErrorCode;
  /**
   * For ILLEGAL_MOVE, the cause as a stable code: 'pinned', 'check_not_answered',
   * 'king_into_check', 'en_passant_lapsed', 'no_castling_right', 'castling_through_attack',
   * 'path_blocked', 'piece_cannot_move_so', 'promotion_missing', 'touch_move', ...
   */
  reason?: string;
  name: 'ChessError';
}
"#;

/// The `code` of a `ChessError`.
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash)]
pub enum ErrorCode {
    InvalidFen,
    InvalidMove,
    IllegalMove,
    AmbiguousMove,
    InvalidPgn,
    GameOver,
    NoClaim,
    InvalidArgument,
}

impl ErrorCode {
    /// The code as JS sees it, e.g. `"INVALID_FEN"`.
    pub const fn as_str(self) -> &'static str {
        match self {
            ErrorCode::InvalidFen => "INVALID_FEN",
            ErrorCode::InvalidMove => "INVALID_MOVE",
            ErrorCode::IllegalMove => "ILLEGAL_MOVE",
            ErrorCode::AmbiguousMove => "AMBIGUOUS_MOVE",
            ErrorCode::InvalidPgn => "INVALID_PGN",
            ErrorCode::GameOver => "GAME_OVER",
            ErrorCode::NoClaim => "NO_CLAIM",
            ErrorCode::InvalidArgument => "INVALID_ARGUMENT",
        }
    }
}

impl fmt::Display for ErrorCode {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.as_str())
    }
}

/// A failure on its way to JS: a code and a message that names the problem (without the code,
/// which the JS class puts in front).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct ChessError {
    pub code: ErrorCode,
    pub message: String,
    /// An illegal move's cause, as [`crate::IllegalReason::code`] names it.
    pub reason: Option<&'static str>,
}

impl ChessError {
    pub fn new(code: ErrorCode, message: impl Into<String>) -> ChessError {
        ChessError {
            code,
            message: message.into(),
            reason: None,
        }
    }

    pub fn invalid_argument(message: impl Into<String>) -> ChessError {
        ChessError::new(ErrorCode::InvalidArgument, message)
    }

    /// Its code, its reason (`-` for none) and its message, in that order, as
    /// [`super::words::fields`] writes them: what wire.js's `chessError` reads.
    pub fn words(&self) -> String {
        super::words::fields(
            &[self.code.as_str(), self.reason.unwrap_or("-")],
            &self.message,
        )
    }
}

impl fmt::Display for ChessError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{}: {}", self.code, self.message)
    }
}

impl std::error::Error for ChessError {}

// The one mapping from the core's error types to `ChessError` codes.

impl From<GameError> for ChessError {
    fn from(e: GameError) -> ChessError {
        let code = match e {
            GameError::GameOver(_) => ErrorCode::GameOver,
            GameError::NoClaim(_) | GameError::AgreementTooEarly => ErrorCode::NoClaim,
            GameError::IllegalMove(_) => ErrorCode::IllegalMove,
            GameError::InvalidMove(_) => ErrorCode::InvalidMove,
            GameError::AmbiguousMove(_) => ErrorCode::AmbiguousMove,
            GameError::InvalidFen(_) => ErrorCode::InvalidFen,
            GameError::InvalidPgn(_) => ErrorCode::InvalidPgn,
            GameError::InvalidArgument(_) => ErrorCode::InvalidArgument,
        };
        ChessError {
            reason: e.illegal_reason().map(|r| r.code()),
            ..ChessError::new(code, e.to_string())
        }
    }
}

impl From<FenError> for ChessError {
    fn from(e: FenError) -> ChessError {
        ChessError::new(ErrorCode::InvalidFen, e.to_string())
    }
}

impl From<PgnError> for ChessError {
    fn from(e: PgnError) -> ChessError {
        ChessError::new(ErrorCode::InvalidPgn, e.to_string())
    }
}

/// A clock's refusal: a fallen flag ends the game (`GAME_OVER`); every other refusal is a call
/// that does not fit the clock or its arguments (`INVALID_ARGUMENT`).
#[cfg(feature = "js-clock")]
impl From<ClockError> for ChessError {
    fn from(e: ClockError) -> ChessError {
        let code = match e {
            ClockError::Flagged(_) => ErrorCode::GameOver,
            _ => ErrorCode::InvalidArgument,
        };
        let hint = match e {
            ClockError::NotStarted => ": call start(now) first",
            _ => "",
        };
        ChessError::new(code, format!("{e}{hint}"))
    }
}

impl From<ChessError> for JsValue {
    fn from(err: ChessError) -> JsValue {
        chess_error(&err.words())
    }
}
