//! Why a move is not legal: a reason that names the actual cause (the Law, the pieces and the
//! squares involved), with a stable code for programs and translations.
//!
//! Every reader of moves (SAN, UCI, [`crate::Move`] values) refuses an illegal move with an
//! [`IllegalMove`], which carries the move as it was written and its [`IllegalReason`].
//!
//! ```
//! use chess_arbiter::{san, IllegalReason, Position, SanError, Square};
//! // White's last move was e2e4 long ago: the en passant right has lapsed (Law 3.7.3.2).
//! let pos = Position::from_fen("4k3/8/8/8/3pP3/8/8/4K2R b - - 0 3").unwrap();
//! let Err(SanError::Illegal(err)) = san::parse_move(&pos, "dxe3") else { panic!() };
//! assert_eq!(err.reason.code(), "en_passant_lapsed");
//! assert!(matches!(err.reason, IllegalReason::EnPassantLapsed { pawn: Square::E4, .. }));
//! ```

mod analysis;
mod reason;

use core::fmt;

pub use reason::IllegalReason;

/// A move that is not legal where it was tried: the move as written, and why.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct IllegalMove {
    /// The move as the player gave it (`"dxe3"`, `"d4e3"`), shortened if very long.
    pub notation: String,
    /// The cause.
    pub reason: IllegalReason,
}

impl IllegalMove {
    /// The refusal of the move written `notation` for `reason`.
    pub fn new(notation: impl Into<String>, reason: IllegalReason) -> IllegalMove {
        IllegalMove {
            notation: notation.into(),
            reason,
        }
    }

    /// The reason's stable code (`"pinned"`, `"en_passant_lapsed"`, ...): see
    /// [`IllegalReason::code`].
    pub fn code(&self) -> &'static str {
        self.reason.code()
    }
}

impl fmt::Display for IllegalMove {
    /// `"Nf4 is not legal: the knight on e2 is pinned ..."`; a move the touch-move rule forbids:
    /// `"e4 is not allowed by the touch-move rule: ..."`.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match &self.reason {
            IllegalReason::TouchMove { .. } => write!(
                f,
                "{} is not allowed by the touch-move rule: {}",
                self.notation, self.reason
            ),
            reason => write!(f, "{} is not legal: {reason}", self.notation),
        }
    }
}

impl std::error::Error for IllegalMove {}
