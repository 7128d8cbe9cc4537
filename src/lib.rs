//! # chess-arbiter
//!
//! The Laws of Chess, exactly: positions, legal moves (standard and Chess960), FEN, SAN, UCI and
//! perft, built natively and for WebAssembly.
//!
//! ```
//! use chess_arbiter::{Position, perft};
//! let pos = Position::new();
//! assert_eq!(pos.legal_moves().len(), 20);
//! assert_eq!(perft(&pos, 3), 8_902);
//! ```

#![warn(missing_docs)]

pub mod attacks;
pub mod audit;
pub mod bitboard;
pub mod board;
mod checks;
pub mod chess960;
pub mod clock;
pub mod dead;
pub mod engine;
pub mod fen;
mod figurine;
pub mod game;
pub mod illegal;
mod movegen;
pub mod moves;
pub mod perft;
pub mod pgn;
pub mod position;
pub mod san;
pub mod square;
pub mod types;
pub mod uci;
pub mod zobrist;

pub use game::{outcome, touch_move};

pub use bitboard::Bitboard;
pub use board::Board;
pub use clock::{ClaimPenalty, Clock, ClockError, TimeControl};
pub use dead::{can_mate, is_dead, is_insufficient_material, Verdict};
pub use fen::{CastlingNotation, Setup, STARTING_FEN};
pub use game::{Game, GameError, ImportWarning};
pub use illegal::IllegalReason;
pub use moves::{Move, MoveList};
pub use outcome::{DrawClaim, Outcome, Termination};
pub use perft::{perft, perft_bulk};
pub use pgn::{PgnError, PgnGame};
pub use position::{FenError, IllegalMove, InvalidPosition, Position, PositionError};
pub use san::{San, SanError};
pub use square::{File, Rank, Square};
pub use touch_move::{Obligation, Touch, TouchMove};
pub use types::{ByColor, CastlingSide, Color, Piece, Role};
pub use uci::{Uci, UciError};

#[cfg(target_arch = "wasm32")]
mod wasm;
