//! Legal move generation: pin masks and a check mask, no heap, one code path for standard
//! chess and Chess960.
//!
//! ```
//! use chess_arbiter::Position;
//! let pos = Position::from_fen("r3k2r/8/8/8/8/8/8/R3K2R w KQkq - 0 1").unwrap();
//! assert_eq!(pos.legal_moves().len(), 26);
//! ```

use crate::attacks;
use crate::bitboard::Bitboard;
use crate::moves::{king_destination, rook_destination, Move, MoveList};
use crate::position::Position;
use crate::square::{Rank, Square};
use crate::types::{CastlingSide, Role};

impl Position {
    /// Every legal move.
    #[inline(always)]
    pub fn legal_moves(&self) -> MoveList {
        let mut moves = MoveList::new();
        self.generate(&mut moves, Bitboard::FULL);
        moves
    }

    /// The legal moves of the piece on `from`.
    pub fn legal_moves_from(&self, from: Square) -> MoveList {
        let mut moves = MoveList::new();
        self.generate(&mut moves, Bitboard::from(from));
        moves
    }

    /// The number of legal moves, without keeping them: the moves of pawns that are not pinned,
    /// and of knights, bishops, rooks and queens are counted from their sets of target squares,
    /// never listed (perft's last ply).
    pub fn count_legal_moves(&self) -> usize {
        let mut moves = MoveList::new();
        self.generate_or_count(&mut moves, Bitboard::FULL, true) + moves.len()
    }

    /// Whether the side to move has a legal move: `false` when it is checkmated or stalemated.
    pub fn has_legal_moves(&self) -> bool {
        !self.legal_moves().is_empty()
    }

    /// Whether `m` is one of the legal moves.
    pub fn is_legal(&self, m: Move) -> bool {
        self.legal_moves_from(m.from()).contains(&m)
    }

    /// Our pieces that stand alone between our king and an enemy slider.
    fn pinned(&self, king: Square) -> Bitboard {
        self.board.lone_blockers(king, !self.turn) & self.board.by_color(self.turn)
    }

    /// Generates the legal moves of the pieces in `from_mask`.
    #[inline(always)]
    pub(crate) fn generate(&self, moves: &mut MoveList, from_mask: Bitboard) {
        self.generate_or_count(moves, from_mask, false);
    }

    /// Generates the legal moves of the pieces in `from_mask`, or with `count_pieces` only counts
    /// those of pawns that are not pinned, knights, bishops, rooks and queens and lists the
    /// others: returns the number counted and not listed. One function for both, not two: the rules entry pays for its bytes.
    #[inline(never)]
    fn generate_or_count(
        &self,
        moves: &mut MoveList,
        from_mask: Bitboard,
        count_pieces: bool,
    ) -> usize {
        let board = &self.board;
        let us = self.turn;
        let ours = board.by_color(us);
        let king = self.our_king();
        let checkers = self.checkers();

        if from_mask.contains(king) {
            self.king_moves(moves, king, ours);
            if checkers.is_empty() {
                self.castling_moves(moves, king);
            }
        }
        if checkers.more_than_one() {
            return 0;
        }
        let target = match checkers.first() {
            Some(checker) => attacks::between(king, checker).with(checker),
            None => !ours,
        };
        let pinned = self.pinned(king);
        let movers = from_mask & ours & !board.kings();
        let mut counted = self.piece_moves(moves, movers, target, king, pinned, count_pieces);
        counted += self.pawn_moves(
            moves,
            movers & board.pawns(),
            target,
            king,
            pinned,
            count_pieces,
        );
        if let Some(ep) = self.ep_square {
            for from in attacks::pawn_attacks(!us, ep) & movers & board.pawns() {
                if self.ep_capture_is_legal(from, ep) {
                    add(moves, Move::EnPassant { from, to: ep });
                }
            }
        }
        counted
    }

    fn king_moves(&self, moves: &mut MoveList, king: Square, ours: Bitboard) {
        let board = &self.board;
        let without_king = board.occupied().without(king);
        for to in attacks::king_attacks(king) - ours {
            if board.attackers_to(to, !self.turn, without_king).is_empty() {
                add(
                    moves,
                    Move::Normal {
                        role: Role::King,
                        from: king,
                        capture: board.role_at(to),
                        to,
                        promotion: None,
                    },
                );
            }
        }
    }

    /// Castling by the rules of Chess960, which include the standard case: every square the
    /// king and the rook pass or land on is empty but for those two, and no square the king
    /// passes or lands on is attacked (tested with the rook lifted off the board).
    fn castling_moves(&self, moves: &mut MoveList, king: Square) {
        let board = &self.board;
        let back_rank = Rank::First.relative_to(self.turn);
        for rook in self.castling_rights & Bitboard::from_rank(back_rank) {
            let side = if rook < king {
                CastlingSide::QueenSide
            } else {
                CastlingSide::KingSide
            };
            let king_to = king_destination(side, back_rank);
            let rook_to = rook_destination(side, back_rank);
            let king_path = attacks::between(king, king_to).with(king_to);
            let rook_path = attacks::between(rook, rook_to).with(rook_to);
            let must_be_empty = (king_path | rook_path).without(king).without(rook);
            if (must_be_empty & board.occupied()).any() {
                continue;
            }
            let lifted = board.occupied().without(king).without(rook);
            if king_path
                .into_iter()
                .any(|sq| board.attackers_to(sq, !self.turn, lifted).any())
            {
                continue;
            }
            add(moves, Move::Castle { king, rook });
        }
    }

    fn piece_moves(
        &self,
        moves: &mut MoveList,
        movers: Bitboard,
        target: Bitboard,
        king: Square,
        pinned: Bitboard,
        count_only: bool,
    ) -> usize {
        let board = &self.board;
        let occupied = board.occupied();
        let mut counted = 0;
        // A pinned knight can never move.
        for from in (movers & board.knights()) - pinned {
            counted += self.push_targets(
                moves,
                Role::Knight,
                from,
                attacks::knight_attacks(from) & target,
                count_only,
            );
        }
        for from in movers & board.diagonal_sliders() {
            let mut to = attacks::bishop_attacks(from, occupied) & target;
            if pinned.contains(from) {
                to &= attacks::line(king, from);
            }
            let role = if board.bishops().contains(from) {
                Role::Bishop
            } else {
                Role::Queen
            };
            counted += self.push_targets(moves, role, from, to, count_only);
        }
        for from in movers & board.straight_sliders() {
            let mut to = attacks::rook_attacks(from, occupied) & target;
            if pinned.contains(from) {
                to &= attacks::line(king, from);
            }
            let role = if board.rooks().contains(from) {
                Role::Rook
            } else {
                Role::Queen
            };
            counted += self.push_targets(moves, role, from, to, count_only);
        }
        counted
    }

    /// Lists the moves to `targets`, or with `count_only` returns how many they are.
    #[inline(always)]
    fn push_targets(
        &self,
        moves: &mut MoveList,
        role: Role,
        from: Square,
        targets: Bitboard,
        count_only: bool,
    ) -> usize {
        if count_only {
            return targets.count() as usize;
        }
        for to in targets {
            add(
                moves,
                Move::Normal {
                    role,
                    from,
                    capture: self.board.role_at(to),
                    to,
                    promotion: None,
                },
            );
        }
        0
    }

    fn pawn_moves(
        &self,
        moves: &mut MoveList,
        mut pawns: Bitboard,
        target: Bitboard,
        king: Square,
        pinned: Bitboard,
        count_only: bool,
    ) -> usize {
        let board = &self.board;
        let us = self.turn;
        let empty = !board.occupied();
        let theirs = board.by_color(!us);
        let mut counted = 0;
        if count_only {
            // The moves of the pawns that are not pinned, counted from their target squares;
            // the pinned ones are listed below.
            let free = pawns - pinned;
            pawns &= pinned;
            for from in free {
                counted += pawn_move_count(attacks::pawn_attacks(us, from) & theirs & target);
            }
            let single = free.shift_forward(us) & empty;
            let double =
                (single & Bitboard::relative_rank(us, Rank::Third)).shift_forward(us) & empty;
            counted += pawn_move_count(single & target) + pawn_move_count(double & target);
        }
        // A function, not a closure: closures are not inlined when the crate is built for size.
        #[inline(always)]
        fn allowed(pinned: Bitboard, king: Square, from: Square, to: Square) -> bool {
            !pinned.contains(from) || attacks::aligned(king, from, to)
        }

        for from in pawns {
            for to in attacks::pawn_attacks(us, from) & theirs & target {
                if allowed(pinned, king, from, to) {
                    push_pawn_move(moves, from, to, board.role_at(to));
                }
            }
        }
        let single = pawns.shift_forward(us) & empty;
        let double = (single & Bitboard::relative_rank(us, Rank::Third)).shift_forward(us) & empty;
        let back = if us.is_white() { 8 } else { -8 };
        for to in single & target {
            let from = Square::new((to as i32 - back) as u32);
            if allowed(pinned, king, from, to) {
                push_pawn_move(moves, from, to, None);
            }
        }
        for to in double & target {
            let from = Square::new((to as i32 - 2 * back) as u32);
            if allowed(pinned, king, from, to) {
                push_pawn_move(moves, from, to, None);
            }
        }
        counted
    }
}

/// The number of pawn moves to the squares `to`: four for each promotion square.
#[inline(always)]
fn pawn_move_count(to: Bitboard) -> usize {
    (to.count() + 3 * (to & Bitboard::BACKRANKS).count()) as usize
}

#[inline(always)]
fn push_pawn_move(moves: &mut MoveList, from: Square, to: Square, capture: Option<Role>) {
    if Bitboard::BACKRANKS.contains(to) {
        for promotion in Role::PROMOTIONS {
            add(
                moves,
                Move::Normal {
                    role: Role::Pawn,
                    from,
                    capture,
                    to,
                    promotion: Some(promotion),
                },
            );
        }
    } else {
        add(
            moves,
            Move::Normal {
                role: Role::Pawn,
                from,
                capture,
                to,
                promotion: None,
            },
        );
    }
}

/// Appends a move. A `MoveList` holds more moves than any position has (see `moves.rs`), so
/// `try_push` never fails; unlike `push` it has no panic path, which keeps this small enough to
/// be inlined when the crate is optimised for size.
#[inline(always)]
fn add(moves: &mut MoveList, m: Move) {
    let _ = moves.try_push(m);
}
