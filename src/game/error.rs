//! Why an act on a game was refused, and how the readers' errors become the game's.

use core::fmt;

use crate::illegal::{IllegalMove, IllegalReason};
use crate::position::FenError;
use crate::san::SanError;
use crate::uci::UciError;

use super::outcome::Outcome;

/// Why an act on a [`Game`](super::Game) was refused.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum GameError {
    /// The game has already ended this way.
    GameOver(Outcome),
    /// No draw claim holds (the message says why; a stated move stays played).
    NoClaim(String),
    /// A draw agreed before both players made a move (Law 5.2.3).
    AgreementTooEarly,
    /// A well-formed move that is not legal here (or not allowed by the touch-move rule):
    /// the move as written and the typed reason (its `reason.code()` for programs).
    IllegalMove(IllegalMove),
    /// Text that is not a move in SAN or UCI.
    InvalidMove(String),
    /// SAN that could mean more than one move.
    AmbiguousMove(String),
    /// A FEN that is unreadable or describes an impossible position.
    InvalidFen(String),
    /// A PGN that cannot be read or replayed.
    InvalidPgn(String),
    /// Any other argument out of range (a Chess960 number past 959).
    InvalidArgument(String),
}

impl GameError {
    /// Why a move was refused, for [`GameError::IllegalMove`].
    pub fn illegal_reason(&self) -> Option<&IllegalReason> {
        match self {
            GameError::IllegalMove(e) => Some(&e.reason),
            _ => None,
        }
    }

    /// The `ChessError` code of the JS API.
    pub const fn code(&self) -> &'static str {
        match self {
            GameError::GameOver(_) => "GAME_OVER",
            GameError::NoClaim(_) | GameError::AgreementTooEarly => "NO_CLAIM",
            GameError::IllegalMove(_) => "ILLEGAL_MOVE",
            GameError::InvalidMove(_) => "INVALID_MOVE",
            GameError::AmbiguousMove(_) => "AMBIGUOUS_MOVE",
            GameError::InvalidFen(_) => "INVALID_FEN",
            GameError::InvalidPgn(_) => "INVALID_PGN",
            GameError::InvalidArgument(_) => "INVALID_ARGUMENT",
        }
    }
}

impl fmt::Display for GameError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            GameError::GameOver(outcome) => write!(f, "the game is over: {outcome}"),
            GameError::NoClaim(why) => write!(f, "no draw can be claimed: {why}"),
            GameError::AgreementTooEarly => f.write_str(
                "a draw can be agreed only after both players have made at least one move (Law 5.2.3)",
            ),
            GameError::IllegalMove(e) => fmt::Display::fmt(e, f),
            GameError::InvalidMove(m)
            | GameError::AmbiguousMove(m)
            | GameError::InvalidFen(m)
            | GameError::InvalidPgn(m)
            | GameError::InvalidArgument(m) => f.write_str(m),
        }
    }
}

impl std::error::Error for GameError {}

impl From<SanError> for GameError {
    fn from(e: SanError) -> GameError {
        match e {
            SanError::Syntax(m) => GameError::InvalidMove(m),
            SanError::Illegal(m) => GameError::IllegalMove(m),
            SanError::Ambiguous(m) => GameError::AmbiguousMove(m),
        }
    }
}

impl From<UciError> for GameError {
    fn from(e: UciError) -> GameError {
        match e {
            UciError::Syntax(m) => GameError::InvalidMove(m),
            UciError::Illegal(m) => GameError::IllegalMove(m),
        }
    }
}

impl From<IllegalMove> for GameError {
    fn from(e: IllegalMove) -> GameError {
        GameError::IllegalMove(e)
    }
}

impl From<FenError> for GameError {
    fn from(e: FenError) -> GameError {
        GameError::InvalidFen(e.to_string())
    }
}
