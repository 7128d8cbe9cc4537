//! UCI move notation (`e2e4`, `e7e8q`), with both castling conventions.
//!
//! Standard games write castling as the king's two-square move (`e1g1`); Chess960 games as the
//! king taking its own rook (`e1h1`). Reading accepts either in any game.
//!
//! ```
//! use chess_arbiter::{uci, Position};
//! let pos = Position::from_fen("r3k2r/8/8/8/8/8/8/R3K2R w KQkq - 0 1").unwrap();
//! let castle = uci::parse_move(&pos, "e1g1").unwrap();
//! assert_eq!(uci::parse_move(&pos, "e1h1").unwrap(), castle);
//! assert_eq!(uci::to_uci(castle, false), "e1g1");
//! assert_eq!(uci::to_uci(castle, true), "e1h1");
//! ```

use core::fmt;

use crate::illegal::{IllegalMove, IllegalReason};
use crate::moves::Move;
use crate::position::Position;
use crate::square::Square;
use crate::types::Role;

/// A UCI move as read: two squares and maybe a promotion.
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash)]
pub struct Uci {
    /// The square the piece leaves (the king's, for castling).
    pub from: Square,
    /// The square it goes to: the king's destination, or its own rook's square (Chess960 style
    /// castling).
    pub to: Square,
    /// The role of a promotion.
    pub promotion: Option<Role>,
}

/// Why a UCI string names no legal move.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum UciError {
    /// Not UCI at all.
    Syntax(String),
    /// Well-formed, but not legal here: the move and the reason.
    Illegal(IllegalMove),
}

impl fmt::Display for UciError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            UciError::Syntax(m) => f.write_str(m),
            UciError::Illegal(e) => fmt::Display::fmt(e, f),
        }
    }
}

impl std::error::Error for UciError {}

impl Uci {
    /// Reads `e2e4` or `e7e8q`.
    ///
    /// # Errors
    /// [`UciError::Syntax`].
    pub fn parse(text: &str) -> Result<Uci, UciError> {
        let b = text.as_bytes();
        let bad = || {
            let shown: String = text.chars().take(12).collect();
            UciError::Syntax(format!("'{shown}' is not a move in UCI notation"))
        };
        if !(4..=5).contains(&b.len()) {
            return Err(bad());
        }
        let from = Square::from_ascii(&b[0..2]).ok_or_else(bad)?;
        let to = Square::from_ascii(&b[2..4]).ok_or_else(bad)?;
        let promotion = match b.get(4) {
            None => None,
            Some(&c) => match Role::from_char(c as char) {
                Some(r @ (Role::Knight | Role::Bishop | Role::Rook | Role::Queen)) => Some(r),
                _ => return Err(bad()),
            },
        };
        Ok(Uci {
            from,
            to,
            promotion,
        })
    }

    /// Finds the legal move this names in `pos`.
    ///
    /// # Errors
    /// [`UciError::Illegal`] when none matches.
    pub fn to_move(&self, pos: &Position) -> Result<Move, UciError> {
        let moves = pos.legal_moves_from(self.from);
        let normal = moves.iter().find(|m| {
            m.castling_side().is_none() && m.to() == self.to && m.promotion() == self.promotion
        });
        if let Some(&m) = normal {
            return Ok(m);
        }
        // Castling: the king takes its rook, or (standard style) moves two or more files.
        let castle = moves.iter().find(|m| match **m {
            Move::Castle { king, rook } => {
                self.promotion.is_none()
                    && (self.to == rook
                        || (self.to == m.to()
                            && king.file().index().abs_diff(self.to.file().index()) >= 2))
            }
            _ => false,
        });
        match castle {
            Some(&m) => Ok(m),
            None => {
                let reason = pos
                    .illegal_reason(self.from, self.to, self.promotion)
                    .unwrap_or(IllegalReason::MoveMismatch { from: self.from });
                Err(UciError::Illegal(IllegalMove::new(self.text(), reason)))
            }
        }
    }
}

impl Uci {
    /// The move's text (what `Display` writes), pushed character by character: lighter in the
    /// `.wasm` than going through the formatter.
    fn text(&self) -> String {
        let mut text = String::with_capacity(5);
        for sq in [self.from, self.to] {
            text.push(sq.file().char());
            text.push(sq.rank().char());
        }
        if let Some(p) = self.promotion {
            text.push(p.char());
        }
        text
    }
}

impl fmt::Display for Uci {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(&self.text())
    }
}

/// Reads UCI and finds the legal move it names.
///
/// # Errors
/// See [`Uci::parse`] and [`Uci::to_move`].
pub fn parse_move(pos: &Position, text: &str) -> Result<Move, UciError> {
    Uci::parse(text)?.to_move(pos)
}

/// The UCI of a move; castling as king takes rook when `chess960`.
pub fn to_uci(m: Move, chess960: bool) -> String {
    let to = match m {
        Move::Castle { rook, .. } if chess960 => rook,
        _ => m.to(),
    };
    Uci {
        from: m.from(),
        to,
        promotion: m.promotion(),
    }
    .text()
}
