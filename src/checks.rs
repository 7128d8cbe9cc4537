//! Which moves give check, found without playing them: SAN's `+` asks it of every move it
//! writes, the helpmate search of every move of the winner's it orders. The squares from which
//! each kind of piece would check the enemy king, and the pieces whose leaving a line uncovers
//! a check, are worked out once per position ([`Checks`]); each move is then a few operations.

use crate::attacks;
use crate::bitboard::Bitboard;
use crate::moves::Move;
use crate::position::Position;
use crate::square::Square;
use crate::types::Role;

impl Position {
    /// Whether the legal move `m` gives check.
    ///
    /// ```
    /// use chess_arbiter::{uci, Position};
    /// let pos = Position::from_fen("4k3/8/8/8/4N3/8/8/4R1K1 w - - 0 1").unwrap();
    /// // The knight steps off the e-file: the rook behind it checks.
    /// assert!(pos.gives_check(uci::parse_move(&pos, "e4c5").unwrap()));
    /// assert!(!pos.gives_check(uci::parse_move(&pos, "g1g2").unwrap()));
    /// ```
    pub fn gives_check(&self, m: Move) -> bool {
        Checks::new(self).is_some_and(|checks| checks.gives_check(self, m))
    }
}

/// For the side to move: the squares from which each kind of piece would check the enemy king,
/// and the pieces whose leaving a line uncovers a check.
pub(crate) struct Checks {
    king: Square,
    pawn: Bitboard,
    knight: Bitboard,
    diagonal: Bitboard,
    straight: Bitboard,
    /// Our pieces standing alone between one of our sliders and the enemy king.
    discoverers: Bitboard,
}

impl Checks {
    /// `None` when the side not to move has no king.
    pub(crate) fn new(pos: &Position) -> Option<Checks> {
        let board = pos.board();
        let us = pos.turn();
        let king = board.king_of(!us)?;
        let occupied = board.occupied();
        let discoverers = board.lone_blockers(king, us) & board.by_color(us);
        Some(Checks {
            king,
            pawn: attacks::pawn_attacks(!us, king),
            knight: attacks::knight_attacks(king),
            diagonal: attacks::bishop_attacks(king, occupied),
            straight: attacks::rook_attacks(king, occupied),
            discoverers,
        })
    }

    /// Whether the legal move `m` of `pos` (the position these squares were worked out for)
    /// gives check.
    ///
    /// A slider landing where the squares say it checks does check: the square it left cannot
    /// open its line, since a slider already seeing the king through it would have the king in
    /// check with us to move. A promotion can check through the square the pawn left, and
    /// castling and en passant move a second piece: those are played out.
    pub(crate) fn gives_check(&self, pos: &Position, m: Move) -> bool {
        let Move::Normal {
            role,
            from,
            to,
            promotion: None,
            ..
        } = m
        else {
            let mut after = pos.clone();
            after.play_unchecked(m);
            return after.is_check();
        };
        let direct = match role {
            Role::Pawn => self.pawn.contains(to),
            Role::Knight => self.knight.contains(to),
            Role::Bishop => self.diagonal.contains(to),
            Role::Rook => self.straight.contains(to),
            Role::Queen => (self.diagonal | self.straight).contains(to),
            Role::King => false,
        };
        direct || (self.discoverers.contains(from) && !attacks::line(self.king, from).contains(to))
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// Every legal move of positions reached by a fixed pseudo-random walk from a few starts:
    /// the same answer as playing the move and looking at the king.
    #[test]
    fn checks_answer_as_playing_the_move_does() {
        let starts = [
            "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1",
            "r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R w KQkq - 0 1",
            "8/2p5/3p4/KP5r/1R3p1k/8/4P1P1/8 w - - 0 1",
            "r3k2r/Pppp1ppp/1b3nbN/nP6/BBP1P3/q4N2/Pp1P2PP/R2Q1RK1 w kq - 0 1",
            "rnbq1k1r/pp1Pbppp/2p5/8/2B5/8/PPP1NnPP/RNBQK2R w KQ - 1 8",
            "4k3/1P6/8/3pP3/8/8/6p1/4K2R w K d6 0 1",
        ];
        let mut seed: u64 = 0x5eed;
        let mut compared = 0;
        for fen in starts {
            let mut pos = Position::from_fen(fen).unwrap();
            for _ in 0..200 {
                let moves = pos.legal_moves();
                if moves.is_empty() {
                    break;
                }
                let checks = Checks::new(&pos).unwrap();
                for &m in &moves {
                    let mut after = pos.clone();
                    after.play_unchecked(m);
                    assert_eq!(
                        checks.gives_check(&pos, m),
                        after.is_check(),
                        "{} {m:?}",
                        pos.fen()
                    );
                    compared += 1;
                }
                seed = seed
                    .wrapping_mul(6_364_136_223_846_793_005)
                    .wrapping_add(1_442_695_040_888_963_407);
                pos.play_unchecked(moves[(seed >> 33) as usize % moves.len()]);
            }
        }
        assert!(compared > 10_000, "{compared}");
    }
}
