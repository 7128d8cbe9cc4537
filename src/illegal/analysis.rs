//! Finding the cause of an illegal move: the checks of Law 3 in the order an arbiter makes
//! them. What the piece does on an empty board (Laws 3.2 to 3.8) comes first, then what
//! stands in its way (Laws 3.1, 3.5, 3.7), then the king's safety (Law 3.9.2), then the
//! promotion (Law 3.7.3.3): the first that fails is the cause.

use crate::attacks;
use crate::bitboard::Bitboard;
use crate::board::Board;
use crate::moves::{king_destination, rook_destination, Move};
use crate::position::Position;
use crate::square::{Rank, Square};
use crate::types::{CastlingSide, Color, Piece, Role};

use super::IllegalReason;
use super::IllegalReason as R;

impl Position {
    /// Why moving the piece on `from` to `to` (promoting to `promotion`) is not legal here;
    /// `None` when a legal move does just that. A king moving along its first rank onto its
    /// own rook that may castle, or two files or more to where castling puts it, castles (both
    /// UCI conventions).
    ///
    /// ```
    /// use chess_arbiter::{IllegalReason, Position, Square};
    /// let pos = Position::new();
    /// assert_eq!(pos.illegal_reason(Square::E2, Square::E4, None), None);
    /// let reason = pos.illegal_reason(Square::F1, Square::C4, None).unwrap();
    /// assert_eq!(reason.code(), "path_blocked");
    /// assert_eq!(reason.to_string(), "the bishop on f1 cannot move to c4: the pawn on e2 is in the way (Law 3.5)");
    /// ```
    pub fn illegal_reason(
        &self,
        from: Square,
        to: Square,
        promotion: Option<Role>,
    ) -> Option<IllegalReason> {
        self.reason_for(from, to, promotion, true)
    }

    /// Why the move value `m` is not legal here; `None` when it is one of the legal moves.
    /// A value whose fields contradict the board (a piece that is not there, a capture of
    /// nothing) is [`IllegalReason::MoveMismatch`] when its squares name a legal move.
    pub fn illegal_move_reason(&self, m: Move) -> Option<IllegalReason> {
        if self.is_legal(m) {
            return None;
        }
        let reason = match m {
            Move::Castle { king, rook } => {
                let own_rook = Piece {
                    color: self.turn(),
                    role: Role::Rook,
                };
                if king == self.our_king() && self.board().piece_at(rook) == Some(own_rook) {
                    self.illegal_castling_reason(side_of(king, rook))
                } else {
                    None
                }
            }
            _ => self.illegal_reason(m.from(), m.to(), m.promotion()),
        };
        Some(reason.unwrap_or(R::MoveMismatch { from: m.from() }))
    }

    /// Why castling to `side` is not legal here; `None` when it is.
    pub fn illegal_castling_reason(&self, side: CastlingSide) -> Option<IllegalReason> {
        let board = self.board();
        let us = self.turn();
        let king = self.our_king();
        let back = Bitboard::from_rank(Rank::First.relative_to(us));
        let Some(rook) = (self.castling_rights() & back)
            .into_iter()
            .find(|&r| side_of(king, r) == side)
        else {
            return Some(R::NoCastlingRight { turn: us, side });
        };
        if self.is_check() {
            return Some(R::CastlingOutOfCheck { side });
        }
        let rank = king.rank();
        let king_to = king_destination(side, rank);
        let king_path = attacks::between(king, king_to).with(king_to);
        let rook_to = rook_destination(side, rank);
        let rook_path = attacks::between(rook, rook_to).with(rook_to);
        let must_be_empty = (king_path | rook_path).without(king).without(rook);
        if let Some(blocker) = nearest(king, must_be_empty & board.occupied()) {
            return Some(R::CastlingBlocked {
                side,
                blocker_role: role_on(board, blocker),
                blocker,
            });
        }
        // The king's squares from the nearest outwards: the first attacked one is the cause.
        // A Chess960 king that stays where it is (on c1 or g1 already) lands on its own square,
        // which the rook leaving may uncover.
        let lifted = board.occupied().without(king).without(rook);
        let mut path = if king_to == king {
            king_path
        } else {
            king_path.without(king)
        };
        while let Some(square) = nearest(king, path) {
            path.remove(square);
            if let Some(attacker) = attackers_to(board, square, !us, lifted).first() {
                let attacker_role = role_on(board, attacker);
                return Some(if square == king_to {
                    R::CastlingIntoCheck {
                        side,
                        square,
                        attacker_role,
                        attacker,
                    }
                } else {
                    R::CastlingThroughAttack {
                        side,
                        square,
                        attacker_role,
                        attacker,
                    }
                });
            }
        }
        None
    }

    /// [`Position::illegal_reason`]; `castling` says whether a king move may mean castling
    /// (SAN's `Kg1` never does).
    pub(crate) fn reason_for(
        &self,
        from: Square,
        to: Square,
        promotion: Option<Role>,
        castling: bool,
    ) -> Option<R> {
        let us = self.turn();
        let Some(piece) = self.board().piece_at(from) else {
            return Some(R::NoPiece { from });
        };
        if piece.color != us {
            return Some(R::OpponentPiece {
                role: piece.role,
                from,
                turn: us,
            });
        }
        if let Some(side) = self.castling_intent(from, to).filter(|_| castling) {
            return match self.illegal_castling_reason(side) {
                None if promotion.is_some() => Some(R::PromotionNotAllowed {
                    role: Role::King,
                    to,
                }),
                reason => reason,
            };
        }
        let role = piece.role;
        self.reach_reason(role, from, to)
            .or_else(|| self.exposure_reason(role, from, to))
            .or_else(|| promotion_reason(us, role, from, to, promotion))
    }

    /// The castling side a king move means: onto its own rook that may castle, onto its own
    /// rook when no castling is left on that side, or two files or more to where castling
    /// puts the king.
    fn castling_intent(&self, from: Square, to: Square) -> Option<CastlingSide> {
        let us = self.turn();
        let back = Rank::First.relative_to(us);
        if from != self.our_king() || from.rank() != back || to.rank() != back || from == to {
            return None;
        }
        let side = side_of(from, to);
        let own_rook = Piece {
            color: us,
            role: Role::Rook,
        };
        if self.board().piece_at(to) == Some(own_rook) {
            let rights_on_side = (self.castling_rights() & Bitboard::from_rank(back))
                .into_iter()
                .filter(|&r| side_of(from, r) == side);
            let mut rights_on_side = rights_on_side.peekable();
            return match rights_on_side.peek() {
                None => Some(side),
                Some(_) if self.castling_rights().contains(to) => Some(side),
                // Another rook castles on that side: this one is merely taken.
                Some(_) => None,
            };
        }
        let two_files = from.file().index().abs_diff(to.file().index()) >= 2;
        (two_files && to == king_destination(side, back)).then_some(side)
    }

    /// Whether the piece can go from `from` to `to` for what stands on the board, ignoring
    /// the king's safety: the piece's way of moving, pieces in the way, the target square.
    fn reach_reason(&self, role: Role, from: Square, to: Square) -> Option<R> {
        let board = self.board();
        let us = self.turn();
        if role == Role::Pawn {
            return self.pawn_reach_reason(from, to);
        }
        let cannot = R::PieceCannotMoveSo { role, from, to };
        let piece = Piece { color: us, role };
        if from == to || !attacks::attacks(from, piece, Bitboard::EMPTY).contains(to) {
            return Some(cannot);
        }
        if let Some(blocker) = nearest(from, attacks::between(from, to) & board.occupied()) {
            return Some(R::PathBlocked {
                role,
                from,
                to,
                blocker_role: role_on(board, blocker),
                blocker,
            });
        }
        match board.piece_at(to) {
            Some(target) if target.color == us => Some(R::OwnPieceOnTarget {
                role,
                from,
                to,
                target_role: target.role,
            }),
            _ => None,
        }
    }

    fn pawn_reach_reason(&self, from: Square, to: Square) -> Option<R> {
        let board = self.board();
        let us = self.turn();
        let occupied = board.occupied();
        let blocked = |blocker: Square| R::PathBlocked {
            role: Role::Pawn,
            from,
            to,
            blocker_role: role_on(board, blocker),
            blocker,
        };
        let one = Bitboard::from(from).shift_forward(us);
        let two = if from.rank() == Rank::Second.relative_to(us) {
            one.shift_forward(us)
        } else {
            Bitboard::EMPTY
        };
        if one.contains(to) || two.contains(to) {
            // Laws 3.7.1 and 3.7.2: straight ahead over empty squares only.
            let path = if two.contains(to) { one.with(to) } else { one };
            return nearest(from, path & occupied).map(blocked);
        }
        if !attacks::pawn_attacks(us, from).contains(to) {
            return Some(R::PieceCannotMoveSo {
                role: Role::Pawn,
                from,
                to,
            });
        }
        match board.piece_at(to) {
            Some(target) if target.color == us => Some(R::OwnPieceOnTarget {
                role: Role::Pawn,
                from,
                to,
                target_role: target.role,
            }),
            Some(_) => None,
            None if self.ep_square() == Some(to) => None,
            None => {
                let pawn = Square::from_coords(to.file(), from.rank());
                let enemy_pawn = Piece {
                    color: !us,
                    role: Role::Pawn,
                };
                if from.rank() != Rank::Fifth.relative_to(us)
                    || board.piece_at(pawn) != Some(enemy_pawn)
                {
                    Some(R::NothingToCapture { from, to })
                } else if self.ep_capture_is_legal(from, to) {
                    // Legal but for the right: that exists only on the move right after the
                    // double step, and the position (which keeps an en passant square only
                    // when the capture is legal) has none.
                    Some(R::EnPassantLapsed { from, to, pawn })
                } else {
                    // The capture would expose the king, right or no right: that is the cause
                    // that holds either way.
                    self.exposure_reason(Role::Pawn, from, to)
                }
            }
        }
    }

    /// Whether the move (known to be possible on the board) leaves the king attacked, and
    /// how: into check, a check not answered, a pinned piece, or a line uncovered.
    fn exposure_reason(&self, role: Role, from: Square, to: Square) -> Option<R> {
        let board = self.board();
        let us = self.turn();
        let mut after = board.clone();
        let en_passant =
            role == Role::Pawn && from.file() != to.file() && !board.occupied().contains(to);
        if en_passant {
            after.discard_piece_at(Square::from_coords(to.file(), from.rank()));
        }
        after.discard_piece_at(to);
        after.discard_piece_at(from);
        after.set_piece_at(to, Piece { color: us, role });
        let king = if role == Role::King {
            to
        } else {
            self.our_king()
        };
        let attackers = attackers_to(&after, king, !us, after.occupied());
        let first = attackers.first()?;
        if role == Role::King {
            return Some(R::KingIntoCheck {
                to,
                attacker_role: role_on(board, first),
                attacker: first,
            });
        }
        let checkers = self.checkers();
        if checkers.any() {
            let double = checkers.more_than_one();
            if let Some(checker) = (attackers & checkers).first() {
                return Some(R::CheckNotAnswered {
                    turn: us,
                    checker_role: role_on(board, checker),
                    checker,
                    double,
                });
            }
        }
        // A line to the king opened by the move (checkers it captured or blocked aside).
        let attacker = (attackers - checkers).first().unwrap_or(first);
        let attacker_role = role_on(board, attacker);
        let shield = attacks::between(self.our_king(), attacker) & board.occupied();
        Some(if shield == Bitboard::from(from) {
            R::Pinned {
                role,
                from,
                pinner_role: attacker_role,
                pinner: attacker,
            }
        } else {
            R::ExposesKing {
                attacker_role,
                attacker,
            }
        })
    }
}

/// Law 3.7.3.3: a pawn reaching the last rank, and only it, becomes a queen, rook, bishop or
/// knight.
fn promotion_reason(
    us: Color,
    role: Role,
    from: Square,
    to: Square,
    promotion: Option<Role>,
) -> Option<R> {
    let promotes = role == Role::Pawn && to.rank() == Rank::Eighth.relative_to(us);
    match promotion {
        None if promotes => Some(R::PromotionMissing { from, to }),
        None => None,
        Some(_) if !promotes => Some(R::PromotionNotAllowed { role, to }),
        Some(p @ (Role::King | Role::Pawn)) => Some(R::WrongPromotion { promotion: p }),
        Some(_) => None,
    }
}

/// The side of `king` that `square` (on its rank) lies on.
fn side_of(king: Square, square: Square) -> CastlingSide {
    if square < king {
        CastlingSide::QueenSide
    } else {
        CastlingSide::KingSide
    }
}

/// The square of `squares` nearest to `origin` (they lie on one line from it, or on its rank),
/// the lowest of equals. A loop: `min_by_key` costs the rules entry 0.1 KiB more, gzipped.
fn nearest(origin: Square, squares: Bitboard) -> Option<Square> {
    let mut nearest = None;
    let mut best = u32::MAX;
    for sq in squares {
        if origin.distance(sq) < best {
            nearest = Some(sq);
            best = origin.distance(sq);
        }
    }
    nearest
}

/// The kind of the piece on `square` (a pawn if, against expectation, there is none).
fn role_on(board: &Board, square: Square) -> Role {
    board.role_at(square).unwrap_or(Role::Pawn)
}

/// [`Board::attackers_to`], which move generation inlines for speed, as one function here:
/// finding a reason is not a hot path, and each inlined copy costs the wasm build.
#[inline(never)]
fn attackers_to(board: &Board, square: Square, color: Color, occupied: Bitboard) -> Bitboard {
    board.attackers_to(square, color, occupied)
}
