//! The touch-move rule (Law 4), as an optional mode: which legal moves a player who has
//! touched pieces may still make, and whether the right to claim a draw on this move is lost.
//!
//! Touches are given in the order they happened during the current turn. A touch announced as
//! an adjustment (*j'adoube*, Law 4.2) carries no obligation; a touch of an empty square means
//! nothing.
//!
//! ```
//! use chess_arbiter::touch_move::{allowed_moves, Obligation, Touch};
//! use chess_arbiter::{Position, Square};
//! let pos = Position::new();
//! // The rook on a1 cannot move, so the knight on b1 touched next must move (Law 4.3.1).
//! let t = allowed_moves(&pos, &[Touch::piece(Square::A1), Touch::piece(Square::B1)]);
//! assert_eq!(t.obligation, Obligation::Move(Square::B1));
//! assert_eq!(t.moves.len(), 2);
//! assert!(t.claim_forfeited);
//! ```

use crate::bitboard::Bitboard;
use crate::illegal::{IllegalMove, IllegalReason};
use crate::moves::{Move, MoveList};
use crate::position::Position;
use crate::square::Square;
use crate::types::{Color, Role};

use super::{Game, GameError};

/// One touch of a square during the current turn.
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash)]
pub struct Touch {
    /// The square touched.
    pub square: Square,
    /// Announced first as an adjustment (*j'adoube*): no obligation (Law 4.2).
    pub adjust: bool,
}

impl Touch {
    /// A deliberate touch (picking a piece up, starting a drag, selecting it).
    pub const fn piece(square: Square) -> Touch {
        Touch {
            square,
            adjust: false,
        }
    }

    /// An announced adjustment.
    pub const fn adjust(square: Square) -> Touch {
        Touch {
            square,
            adjust: true,
        }
    }
}

/// What the touches oblige the player to do.
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash)]
pub enum Obligation {
    /// Nothing was deliberately touched: any legal move.
    None,
    /// Law 4.5: none of the touched pieces can be moved or captured: any legal move.
    AnyMove,
    /// Law 4.3.1 (and 4.4.2): move the own piece on this square.
    Move(Square),
    /// Law 4.3.2 (and 4.3.3): capture the opponent's piece on this square.
    Capture(Square),
    /// Law 4.3.3: capture the piece on `target` with the piece on `piece`.
    CaptureWith {
        /// The player's own touched piece.
        piece: Square,
        /// The opponent's touched piece it must capture.
        target: Square,
    },
    /// Law 4.4.1: king and then rook touched: castle with the rook on this square.
    Castle {
        /// The square of the rook to castle with.
        rook: Square,
    },
    /// Law 4.4.3: castling with the touched rook is illegal: another king move.
    KingMove {
        /// The touched rook, which the king cannot castle with.
        rook: Square,
    },
}

impl Obligation {
    /// Whether the player is bound to some moves (rather than free to make any legal move).
    pub const fn is_binding(&self) -> bool {
        !matches!(self, Obligation::None | Obligation::AnyMove)
    }

    /// The Law that applies.
    pub const fn law(&self) -> &'static str {
        match self {
            Obligation::None => "4.3",
            Obligation::AnyMove => "4.5",
            Obligation::Move(_) => "4.3.1",
            Obligation::Capture(_) => "4.3.2",
            Obligation::CaptureWith { .. } => "4.3.3",
            Obligation::Castle { .. } => "4.4.1",
            Obligation::KingMove { .. } => "4.4.3",
        }
    }

    /// What the player must do, in English, naming pieces as they stand in `pos`.
    pub fn describe(&self, pos: &Position) -> String {
        let name = |sq: Square| match pos.board().role_at(sq) {
            Some(role) => format!("the {} on {sq}", role.name()),
            None => format!("the piece on {sq}"),
        };
        match *self {
            Obligation::None => "no piece was touched: any legal move".to_string(),
            Obligation::AnyMove => {
                "none of the touched pieces can be moved or captured: any legal move (Law 4.5)"
                    .to_string()
            }
            Obligation::Move(sq) => format!("{} was touched and must be moved (Law 4.3.1)", name(sq)),
            Obligation::Capture(sq) => {
                format!("{} was touched and must be captured (Law 4.3.2)", name(sq))
            }
            Obligation::CaptureWith { piece, target } => format!(
                "{} must capture {} (Law 4.3.3)",
                name(piece),
                name(target)
            ),
            Obligation::Castle { rook } => format!(
                "king and then {} were touched: castling with it is obligatory (Law 4.4.1)",
                name(rook)
            ),
            Obligation::KingMove { rook } => format!(
                "king and then {} were touched, castling with it is illegal: the king must make another move (Law 4.4.3)",
                name(rook)
            ),
        }
    }
}

/// The moves a player may still make after touching pieces.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct TouchMove {
    /// The legal moves still allowed.
    pub moves: MoveList,
    /// What the touches oblige the player to do.
    pub obligation: Obligation,
    /// A piece was deliberately touched: no draw claim on this move (Law 9.4).
    pub claim_forfeited: bool,
}

/// The square of the piece a move captures (the passed pawn's square for en passant).
pub fn captured_square(m: Move) -> Option<Square> {
    match m {
        Move::Normal {
            capture: Some(_),
            to,
            ..
        } => Some(to),
        Move::EnPassant { from, to } => Some(Square::from_coords(to.file(), from.rank())),
        _ => None,
    }
}

/// Whether a castling move uses the rook on `rook`.
fn castles_with(m: &Move, rook: Square) -> bool {
    matches!(*m, Move::Castle { rook: r, .. } if r == rook)
}

// `&dyn Fn`, and a loop: one copy of this in the `.wasm` rather than one per rule.
fn filtered(moves: &MoveList, keep: &dyn Fn(&Move) -> bool) -> MoveList {
    let mut kept = MoveList::new();
    for m in moves {
        if keep(m) {
            let _ = kept.try_push(*m); // never full: `moves` fits
        }
    }
    kept
}

/// The legal moves allowed in `pos` after `touches` (in order, this turn), under Law 4.
pub fn allowed_moves(pos: &Position, touches: &[Touch]) -> TouchMove {
    let board = pos.board();
    let us = pos.turn();
    // Deliberate touches of pieces, each square once, in order.
    let mut touched: Vec<(Square, Color, Role)> = Vec::new();
    for t in touches.iter().filter(|t| !t.adjust) {
        if let Some(piece) = board.piece_at(t.square) {
            if !touched.iter().any(|(sq, _, _)| *sq == t.square) {
                touched.push((t.square, piece.color, piece.role));
            }
        }
    }
    let legal = pos.legal_moves();
    if touched.is_empty() {
        return TouchMove {
            moves: legal,
            obligation: Obligation::None,
            claim_forfeited: false,
        };
    }
    let own = |c: Color| c == us;
    // Law 4.4.2: a rook touched before the king may not castle on this move.
    let king_index = touched
        .iter()
        .position(|&(_, c, r)| own(c) && r == Role::King);
    let mut barred = Bitboard::EMPTY;
    if let Some(k) = king_index {
        for &(sq, c, r) in &touched[..k] {
            if own(c) && r == Role::Rook {
                barred.add(sq);
            }
        }
    }
    let legal = filtered(&legal, &|m| match *m {
        Move::Castle { rook, .. } => !barred.contains(rook),
        _ => true,
    });
    let verdict = |moves: MoveList, obligation: Obligation| TouchMove {
        moves,
        obligation,
        claim_forfeited: true,
    };
    let first_own = touched.iter().find(|(_, c, _)| own(*c)).copied();
    let first_theirs = touched.iter().find(|(_, c, _)| !own(*c)).copied();
    match (first_own, first_theirs) {
        (Some((king, _, Role::King)), None) => {
            // Law 4.4.1 / 4.4.3: king first, then a rook.
            let rook = touched
                .iter()
                .skip_while(|(sq, _, _)| *sq != king)
                .find(|&&(_, c, r)| own(c) && r == Role::Rook)
                .map(|(sq, _, _)| *sq);
            if let Some(rook) = rook {
                let castle = filtered(&legal, &|m| castles_with(m, rook));
                if !castle.is_empty() {
                    return verdict(castle, Obligation::Castle { rook });
                }
                let king_moves = filtered(&legal, &|m| m.from() == king);
                return if king_moves.is_empty() {
                    verdict(legal, Obligation::AnyMove)
                } else {
                    verdict(king_moves, Obligation::KingMove { rook })
                };
            }
        }
        (Some((piece, _, _)), Some((target, _, _))) => {
            // Law 4.3.3: capture the touched piece with the touched piece, if legal.
            let captures = filtered(&legal, &|m| {
                m.from() == piece && captured_square(*m) == Some(target)
            });
            if !captures.is_empty() {
                return verdict(captures, Obligation::CaptureWith { piece, target });
            }
        }
        _ => {}
    }
    // Laws 4.3.1-4.3.3: the first touched piece that can be moved or captured.
    for &(sq, color, _) in &touched {
        let (moves, obligation) = if own(color) {
            (filtered(&legal, &|m| m.from() == sq), Obligation::Move(sq))
        } else {
            (
                filtered(&legal, &|m| captured_square(*m) == Some(sq)),
                Obligation::Capture(sq),
            )
        };
        if !moves.is_empty() {
            return verdict(moves, obligation);
        }
    }
    // Law 4.5.
    verdict(legal, Obligation::AnyMove)
}

impl Game {
    // --- Touch-move mode (Law 4) ---

    /// Turns the touch-move rule on or off. Off by default; touches are then ignored.
    pub fn set_touch_move(&mut self, on: bool) {
        self.touch_move = on;
        self.touches.clear();
    }

    /// Whether the touch-move rule (Law 4.3) is applied: see [`Game::set_touch_move`].
    pub fn is_touch_move(&self) -> bool {
        self.touch_move
    }

    /// Records that the player to move deliberately touched the piece on `square` (picked it
    /// up, started a drag, selected it). Ignored outside touch-move mode. In that mode, touching
    /// a piece rejects the opponent's standing draw offer, as declining it would (Law 9.1.2.3);
    /// the player's own offer stands.
    ///
    /// # Errors
    /// [`GameError::GameOver`].
    pub fn touch(&mut self, square: Square) -> Result<(), GameError> {
        self.add_touch(Touch::piece(square))
    }

    /// Records an announced adjustment (*j'adoube*) of the piece on `square`: no obligation.
    ///
    /// # Errors
    /// [`GameError::GameOver`].
    pub fn adjust(&mut self, square: Square) -> Result<(), GameError> {
        self.add_touch(Touch::adjust(square))
    }

    fn add_touch(&mut self, touch: Touch) -> Result<(), GameError> {
        self.ensure_going_on()?;
        // An empty square holds nothing to touch: it is not recorded.
        if self.touch_move && self.position().board().piece_at(touch.square).is_some() {
            // Touching a piece to move or capture it rejects the opponent's offer (Law 9.1.2.3);
            // an announced adjustment does not.
            if !touch.adjust && self.draw_offer == Some(!self.turn()) {
                self.draw_offer = None;
            }
            self.touches.push(touch);
        }
        Ok(())
    }

    /// The touches of the current turn, in order (none once the game is over).
    pub fn touches(&self) -> &[Touch] {
        if self.is_over() {
            &[]
        } else {
            &self.touches
        }
    }

    /// The moves the touch-move rule still allows, and whether a draw claim is lost (all
    /// legal moves and no loss outside touch-move mode; no move and no obligation once the
    /// game is over, however it ended).
    pub fn touch_verdict(&self) -> TouchMove {
        if self.is_over() {
            return TouchMove {
                moves: MoveList::new(),
                obligation: Obligation::None,
                claim_forfeited: false,
            };
        }
        allowed_moves(self.position(), &self.touches)
    }

    /// The legal moves the player may make now: all of them, or those the touch-move rule
    /// leaves (none once the game is over).
    pub fn allowed_moves(&self) -> MoveList {
        if self.is_over() {
            MoveList::new()
        } else if self.touch_move && !self.touches.is_empty() {
            self.touch_verdict().moves
        } else {
            self.position().legal_moves()
        }
    }

    /// Whether the player to move has lost the right to claim a draw on this move by touching
    /// a piece (Law 9.4; touch-move mode only).
    pub fn claim_forfeited(&self) -> bool {
        self.touch_move && self.touch_verdict().claim_forfeited
    }

    pub(super) fn check_touch_move(&self, m: Move) -> Result<(), GameError> {
        if !self.touch_move || self.touches.is_empty() {
            return Ok(());
        }
        let verdict = self.touch_verdict();
        if verdict.moves.contains(&m) {
            Ok(())
        } else {
            Err(GameError::IllegalMove(IllegalMove::new(
                self.san(m),
                IllegalReason::TouchMove {
                    obligation: verdict.obligation,
                    rule: verdict.obligation.describe(self.position()),
                },
            )))
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn adjusting_binds_nothing() {
        let pos = Position::new();
        let t = allowed_moves(&pos, &[Touch::adjust(Square::G1)]);
        assert_eq!(t.obligation, Obligation::None);
        assert_eq!(t.moves.len(), 20);
        assert!(!t.claim_forfeited);
    }

    #[test]
    fn empty_squares_mean_nothing() {
        let pos = Position::new();
        let t = allowed_moves(&pos, &[Touch::piece(Square::E4)]);
        assert_eq!(t.obligation, Obligation::None);
        assert!(!t.claim_forfeited);
    }
}
