//! Moves and move lists.
//!
//! Castling is stored as "king takes own rook" (the king's and the rook's squares), so that
//! standard chess and Chess960 share one representation; [`Move::to`] still gives the square
//! the king lands on.
//!
//! ```
//! use chess_arbiter::{Move, Role, Square};
//! let m = Move::Normal { role: Role::Knight, from: Square::G1, capture: None, to: Square::F3, promotion: None };
//! assert_eq!((m.from(), m.to()), (Square::G1, Square::F3));
//! ```

use core::fmt;

use arrayvec::ArrayVec;

use crate::square::{Rank, Square};
use crate::types::{CastlingSide, Role};

/// A move, legal in some position.
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash)]
pub enum Move {
    /// Any move that is neither en passant nor castling (promotions included).
    Normal {
        /// The moving piece's role (a pawn for a promotion).
        role: Role,
        /// The square it leaves.
        from: Square,
        /// The role of the piece captured on `to`, if any.
        capture: Option<Role>,
        /// The square it lands on.
        to: Square,
        /// The role a pawn reaching the last rank becomes (Law 3.7.5.1).
        promotion: Option<Role>,
    },
    /// A pawn capturing en passant; `to` is the square it lands on.
    EnPassant {
        /// The capturing pawn's square.
        from: Square,
        /// The square it lands on, behind the captured pawn.
        to: Square,
    },
    /// Castling, written as the king's square and its rook's square.
    Castle {
        /// The king's square before castling.
        king: Square,
        /// The square of the rook it castles with.
        rook: Square,
    },
}

/// A list of moves on the stack.
///
/// A position that can arise in a game has at most 218 legal moves, but move-generator test
/// suites also use impossible boards (28 queens). The capacity covers any board: with `n`
/// pieces to move, each has at most `min(27, 64 - n)` moves (a queen's most; a pawn has at most
/// 12, a king 10), and `n * min(27, 64 - n)` never exceeds 999.
pub type MoveList = ArrayVec<Move, 1024>;

impl Move {
    /// The role of the moving piece.
    #[inline(always)]
    pub const fn role(self) -> Role {
        match self {
            Move::Normal { role, .. } => role,
            Move::EnPassant { .. } => Role::Pawn,
            Move::Castle { .. } => Role::King,
        }
    }

    /// The square the moving piece (the king, for castling) starts on.
    #[inline(always)]
    pub const fn from(self) -> Square {
        match self {
            Move::Normal { from, .. } | Move::EnPassant { from, .. } => from,
            Move::Castle { king, .. } => king,
        }
    }

    /// The square the moving piece (the king, for castling) lands on.
    #[inline(always)]
    pub fn to(self) -> Square {
        match self {
            Move::Normal { to, .. } | Move::EnPassant { to, .. } => to,
            Move::Castle { king, .. } => {
                let side = self.castling_side().unwrap_or(CastlingSide::KingSide);
                king_destination(side, king.rank())
            }
        }
    }

    /// The captured role, if any (a pawn for en passant).
    #[inline(always)]
    pub const fn capture(self) -> Option<Role> {
        match self {
            Move::Normal { capture, .. } => capture,
            Move::EnPassant { .. } => Some(Role::Pawn),
            Move::Castle { .. } => None,
        }
    }

    /// Whether the move captures (en passant included).
    #[inline(always)]
    pub const fn is_capture(self) -> bool {
        self.capture().is_some()
    }

    /// The role a pawn is promoted to, for a promotion.
    #[inline(always)]
    pub const fn promotion(self) -> Option<Role> {
        match self {
            Move::Normal { promotion, .. } => promotion,
            _ => None,
        }
    }

    /// Whether the move is an en passant capture (Law 3.7.3.1).
    #[inline(always)]
    pub const fn is_en_passant(self) -> bool {
        matches!(self, Move::EnPassant { .. })
    }

    /// The side of castling, for castling moves.
    pub fn castling_side(self) -> Option<CastlingSide> {
        match self {
            Move::Castle { king, rook } if rook < king => Some(CastlingSide::QueenSide),
            Move::Castle { .. } => Some(CastlingSide::KingSide),
            _ => None,
        }
    }

    /// A pawn move or a capture: the moves that reset the fifty-move count.
    #[inline(always)]
    pub const fn is_zeroing(self) -> bool {
        matches!(
            self,
            Move::Normal {
                role: Role::Pawn,
                ..
            } | Move::Normal {
                capture: Some(_),
                ..
            } | Move::EnPassant { .. }
        )
    }

    /// The move that undoes this one: the same piece going back, for a move that neither captures,
    /// nor is made by a pawn, nor castles (the moves after which the position can come back).
    /// `None` for every other move.
    ///
    /// Whether the way back is legal depends on the position it is played in: a piece that
    /// went past a line of attack may be pinned on its return.
    ///
    /// ```
    /// use chess_arbiter::{Move, Role, Square};
    /// let out = Move::Normal { role: Role::Knight, from: Square::G1, capture: None, to: Square::F3, promotion: None };
    /// let back = Move::Normal { role: Role::Knight, from: Square::F3, capture: None, to: Square::G1, promotion: None };
    /// assert_eq!(out.reverse(), Some(back));
    /// assert_eq!(Move::EnPassant { from: Square::E5, to: Square::D6 }.reverse(), None);
    /// ```
    pub const fn reverse(self) -> Option<Move> {
        match self {
            Move::Normal {
                role,
                from,
                capture: None,
                to,
                promotion: None,
            } if !matches!(role, Role::Pawn) => Some(Move::Normal {
                role,
                from: to,
                capture: None,
                to: from,
                promotion: None,
            }),
            _ => None,
        }
    }
}

impl fmt::Display for Move {
    /// The move in UCI with castling written as the king's two-square move (`e2e4`, `e7e8q`,
    /// `e1g1`), as standard chess writes it; [`uci::to_uci`](crate::uci::to_uci) also writes
    /// Chess960's king-takes-rook castling.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{}{}", self.from(), self.to())?;
        if let Some(role) = self.promotion() {
            write!(f, "{}", role.char())?;
        }
        Ok(())
    }
}

/// Where the king lands when castling to `side` on `rank`.
pub const fn king_destination(side: CastlingSide, rank: Rank) -> Square {
    let file = match side {
        CastlingSide::KingSide => 6,
        CastlingSide::QueenSide => 2,
    };
    Square::new(file | (rank as u32) << 3)
}

/// Where the rook lands when castling to `side` on `rank`.
pub const fn rook_destination(side: CastlingSide, rank: Rank) -> Square {
    let file = match side {
        CastlingSide::KingSide => 5,
        CastlingSide::QueenSide => 3,
    };
    Square::new(file | (rank as u32) << 3)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn castling_destinations() {
        let m = Move::Castle {
            king: Square::B1,
            rook: Square::A1,
        };
        assert_eq!(m.castling_side(), Some(CastlingSide::QueenSide));
        assert_eq!(m.to(), Square::C1);
        let m = Move::Castle {
            king: Square::E8,
            rook: Square::H8,
        };
        assert_eq!(m.to(), Square::G8);
        assert!(!m.is_zeroing());
    }

    #[test]
    fn display_is_standard_uci() {
        let pos = crate::Position::from_fen("r3k2r/1P6/8/8/8/8/8/R3K2R w KQkq - 0 1").unwrap();
        for m in pos.legal_moves() {
            assert_eq!(m.to_string(), crate::uci::to_uci(m, false));
        }
        let castle = Move::Castle {
            king: Square::E1,
            rook: Square::H1,
        };
        assert_eq!(castle.to_string(), "e1g1");
    }
}
