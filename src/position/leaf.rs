//! Perft's last ply, played in place: one scratch position per node, each leaf move played into
//! it and then taken back, instead of a fresh copy of the parent for every leaf.
//!
//! A copy is thirteen stores at every leaf, where a quiet move changes two words of the board and
//! the halfmove clock and then writes the two words back: perft from JavaScript, every leaf
//! played, became about 8 % faster. The figure is measured, not counted: variants that stored
//! still less (each word worked out from the parent's rather than updated in place) were slower.
//! Every leaf is still a whole position, played from the parent, when perft hands it to
//! `black_box`.

use crate::attacks;
use crate::moves::Move;
use crate::position::Position;
use crate::square::Square;
use crate::types::{Color, Piece};

impl Position {
    /// The scratch position for the leaves below `self`: what every move of the side to move
    /// sets alike (the turn, the full move number, no en passant square) already set, the rest
    /// as in `self`.
    #[inline(always)]
    pub(crate) fn leaf_frame(&self) -> Position {
        let mut frame = self.copy_for_counting();
        frame.turn = !self.turn;
        if self.turn == Color::Black {
            frame.fullmoves = frame.fullmoves.saturating_add(1);
        }
        frame.ep_square = None;
        frame
    }

    /// Turns this frame (`parent.leaf_frame()`) into the position after `parent` plays `m`,
    /// exactly as [`Position::play_for_counting`] leaves it.
    #[inline(always)]
    pub(crate) fn enter_leaf(&mut self, parent: &Position, m: Move) {
        let Move::Normal {
            role,
            from,
            capture,
            to,
            promotion,
        } = m
        else {
            let castle = matches!(m, Move::Castle { .. });
            let b = match m {
                Move::Castle { rook, .. } => rook,
                _ => m.to(),
            };
            return self.enter_rare_leaf(parent, castle, m.from(), b);
        };
        let us = parent.turn;
        self.halfmoves = if m.is_zeroing() {
            0
        } else {
            parent.halfmoves.saturating_add(1)
        };
        if let Some(ep) = self.move_pieces(us, role, from, capture, to, promotion) {
            let capturers =
                attacks::pawn_attacks(us, ep) & self.board.pawns() & self.board.by_color(!us);
            if capturers.any() {
                self.ep_square = Some(ep);
            }
        }
    }

    /// Takes `m` back: this position becomes `parent.leaf_frame()` again, but for the halfmove
    /// clock, which every leaf sets.
    #[inline(always)]
    pub(crate) fn leave_leaf(&mut self, parent: &Position, m: Move) {
        let Move::Normal {
            role,
            capture,
            promotion,
            ..
        } = m
        else {
            return self.leave_rare_leaf(parent);
        };
        let us = parent.turn;
        self.board.restore(&parent.board, Piece { color: us, role });
        if let Some(role) = promotion {
            self.board.restore(&parent.board, Piece { color: us, role });
        }
        if let Some(role) = capture {
            let captured = Piece { color: !us, role };
            self.board.restore(&parent.board, captured);
        }
        // Written back whether or not the move changed them: testing first was no faster, and
        // 14 bytes more.
        self.castling_rights = parent.castling_rights;
        self.ep_square = None;
    }

    /// En passant and castling, rare, played the long way. Given the move's squares, not the
    /// move: a move passed to a call is stored to memory first, and perft's loop then stored
    /// every leaf's move (2 % of perft from JS). `enter_leaf` calls this from one arm, not one
    /// per kind of move: three arms made a jump table at every leaf, 5 % slower.
    #[inline(never)]
    fn enter_rare_leaf(&mut self, parent: &Position, castle: bool, a: Square, b: Square) {
        *self = parent.copy_for_counting();
        self.play_for_counting(if castle {
            Move::Castle { king: a, rook: b }
        } else {
            Move::EnPassant { from: a, to: b }
        });
    }

    #[inline(never)]
    fn leave_rare_leaf(&mut self, parent: &Position) {
        *self = parent.leaf_frame();
    }
}

#[cfg(test)]
mod tests {
    use crate::position::Position;

    /// Every leaf entered in place equals the parent's copy with the move played, and leaving
    /// it gives back the frame, over positions with castling (Chess960 too), en passant,
    /// promotions and captures of rooks that keep rights.
    #[test]
    fn leaves_in_place_equal_played_copies() {
        let fens = [
            "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1",
            "r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R w KQkq - 0 1",
            "8/2p5/3p4/KP5r/1R3p1k/8/4P1P1/8 w - - 0 1",
            "r3k2r/Pppp1ppp/1b3nbN/nP6/BBP1P3/q4N2/Pp1P2PP/R2Q1RK1 w kq - 0 1",
            "rnbq1k1r/pp1Pbppp/2p5/8/2B5/8/PPP1NnPP/RNBQK2R w KQ - 1 8",
            "1rqbkrbn/1ppppp1p/1n6/p1N3p1/8/2P4P/PP1PPPP1/1RQBKRBN w FBfb - 0 9",
            "r3k2r/8/8/8/8/8/8/R3K2R b KQkq - 0 1",
        ];
        for fen in fens {
            let pos = Position::from_fen(fen).unwrap();
            walk(&pos, 3);
        }
    }

    fn walk(pos: &Position, depth: u32) {
        let mut leaf = pos.leaf_frame();
        for m in pos.legal_moves() {
            let mut played = pos.copy_for_counting();
            played.play_for_counting(m);
            leaf.enter_leaf(pos, m);
            assert_eq!(leaf, played, "{} after {m:?}", pos.fen());
            leaf.leave_leaf(pos, m);
            // The halfmove clock is the one field every leaf sets, so none is taken back.
            let mut frame = pos.leaf_frame();
            frame.halfmoves = leaf.halfmoves;
            assert_eq!(leaf, frame, "{} after {m:?}", pos.fen());
            if depth > 1 {
                walk(&played, depth - 1);
            }
        }
    }
}
