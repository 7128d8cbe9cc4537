//! The causes of an illegal move, each with its stable code and an English sentence that
//! names the Law, the pieces and the squares.

use core::fmt;

use crate::game::touch_move::Obligation;
use crate::square::Square;
use crate::types::{CastlingSide, Color, Role};

/// Why a move is not legal. Each variant holds what its sentence names; [`IllegalReason::code`]
/// is the stable name programs branch on and pages translate.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum IllegalReason {
    /// No piece stands on the square the move starts from.
    NoPiece {
        /// The empty square.
        from: Square,
    },
    /// The piece on the start square belongs to the player who is not to move.
    OpponentPiece {
        /// The opponent's piece.
        role: Role,
        /// Where it stands.
        from: Square,
        /// The side to move.
        turn: Color,
    },
    /// The move names a kind of piece and a square (SAN) that no piece of that kind can reach.
    NoPieceCanMove {
        /// The kind of piece named.
        role: Role,
        /// The side to move.
        turn: Color,
        /// The square named.
        to: Square,
    },
    /// The piece does not move that way, whatever stands around it (Laws 3.2 to 3.8).
    PieceCannotMoveSo {
        /// The piece's kind.
        role: Role,
        /// Where it stands.
        from: Square,
        /// Where it was to go.
        to: Square,
    },
    /// A piece stands in the way: bishops, rooks and queens do not jump (Law 3.5), a pawn
    /// moves straight ahead only to empty squares (Laws 3.7.1 and 3.7.2).
    PathBlocked {
        /// The moving piece's kind.
        role: Role,
        /// Where it stands.
        from: Square,
        /// Where it was to go.
        to: Square,
        /// The kind of the piece in the way.
        blocker_role: Role,
        /// Where that piece stands (`to` itself for a pawn moving straight ahead).
        blocker: Square,
    },
    /// The target square holds one of the player's own pieces (Law 3.1).
    OwnPieceOnTarget {
        /// The moving piece's kind.
        role: Role,
        /// Where it stands.
        from: Square,
        /// The square of the own piece.
        to: Square,
        /// The own piece's kind.
        target_role: Role,
    },
    /// A pawn moves diagonally only to capture, and the square is empty (Law 3.7.3).
    NothingToCapture {
        /// The pawn's square.
        from: Square,
        /// The empty square.
        to: Square,
    },
    /// En passant is possible only on the move right after the enemy pawn's double step, and
    /// this is not that move (Law 3.7.3.2).
    EnPassantLapsed {
        /// The capturing pawn's square.
        from: Square,
        /// The square behind the enemy pawn.
        to: Square,
        /// The enemy pawn that would be taken.
        pawn: Square,
    },
    /// The right to castle on that side is lost: the king or that rook has moved (Law 3.8.2.1).
    NoCastlingRight {
        /// The side to move.
        turn: Color,
        /// The side castled to.
        side: CastlingSide,
    },
    /// A piece stands between the king and the rook, or where they are to land (Law 3.8.2.2).
    CastlingBlocked {
        /// The side castled to.
        side: CastlingSide,
        /// The kind of the piece in the way.
        blocker_role: Role,
        /// Where it stands.
        blocker: Square,
    },
    /// The king is in check: no castling out of check (Law 3.8.2.2).
    CastlingOutOfCheck {
        /// The side castled to.
        side: CastlingSide,
    },
    /// The king would cross a square an enemy piece attacks (Law 3.8.2.2).
    CastlingThroughAttack {
        /// The side castled to.
        side: CastlingSide,
        /// The attacked square the king crosses.
        square: Square,
        /// The kind of an attacking piece.
        attacker_role: Role,
        /// Where it stands.
        attacker: Square,
    },
    /// The king would land on a square an enemy piece attacks (Law 3.8.2.2).
    CastlingIntoCheck {
        /// The side castled to.
        side: CastlingSide,
        /// The king's attacked destination.
        square: Square,
        /// The kind of an attacking piece.
        attacker_role: Role,
        /// Where it stands.
        attacker: Square,
    },
    /// The piece stands alone between its king and an enemy bishop, rook or queen, and the
    /// move takes it off that line (Law 3.9.2).
    Pinned {
        /// The pinned piece's kind.
        role: Role,
        /// Where it stands.
        from: Square,
        /// The kind of the pinning piece.
        pinner_role: Role,
        /// Where it stands.
        pinner: Square,
    },
    /// The move uncovers an attack on the king without the moving piece being pinned alone:
    /// an en passant capture that takes two pawns off one line, or removes the pawn that
    /// shielded the king (Law 3.9.2).
    ExposesKing {
        /// The kind of the uncovered attacker.
        attacker_role: Role,
        /// Where it stands.
        attacker: Square,
    },
    /// The king is in check and the move leaves it in check (Law 3.9.2).
    CheckNotAnswered {
        /// The side in check.
        turn: Color,
        /// The kind of a checking piece that still gives check after the move.
        checker_role: Role,
        /// Where it stands.
        checker: Square,
        /// Two pieces give check: only a king move answers.
        double: bool,
    },
    /// The king would move to a square an enemy piece attacks (Law 3.9.2).
    KingIntoCheck {
        /// The king's destination.
        to: Square,
        /// The kind of an attacking piece.
        attacker_role: Role,
        /// Where it stands.
        attacker: Square,
    },
    /// A pawn reaching the last rank must be exchanged for a queen, rook, bishop or knight, and
    /// none was named (Law 3.7.3.3).
    PromotionMissing {
        /// The pawn's square.
        from: Square,
        /// The square on the last rank.
        to: Square,
    },
    /// A promotion was named for a move that is not a pawn reaching the last rank
    /// (Law 3.7.3.3).
    PromotionNotAllowed {
        /// The moving piece's kind.
        role: Role,
        /// Where it was to go.
        to: Square,
    },
    /// A pawn becomes a queen, rook, bishop or knight, never a king or a pawn (Law 3.7.3.3).
    WrongPromotion {
        /// The kind named.
        promotion: Role,
    },
    /// A [`crate::Move`] value whose fields contradict the board (a piece, a capture or a
    /// castling that is not there): a move built by hand rather than read or generated.
    MoveMismatch {
        /// The square the move starts from.
        from: Square,
    },
    /// The touch-move rule allows only other moves (Law 4).
    TouchMove {
        /// What the touches oblige the player to do.
        obligation: Obligation,
        /// That obligation in English, naming the pieces.
        rule: String,
    },
}

impl IllegalReason {
    /// The stable snake_case code of the reason: `"no_piece"`, `"opponent_piece"`,
    /// `"no_piece_can_move"`, `"piece_cannot_move_so"`, `"path_blocked"`,
    /// `"own_piece_on_target"`, `"nothing_to_capture"`, `"en_passant_lapsed"`,
    /// `"no_castling_right"`, `"castling_blocked"`, `"castling_out_of_check"`,
    /// `"castling_through_attack"`, `"castling_into_check"`, `"pinned"`, `"exposes_king"`,
    /// `"check_not_answered"`, `"king_into_check"`, `"promotion_missing"`,
    /// `"promotion_not_allowed"`, `"wrong_promotion"`, `"move_mismatch"`, `"touch_move"`.
    pub const fn code(&self) -> &'static str {
        match self {
            IllegalReason::NoPiece { .. } => "no_piece",
            IllegalReason::OpponentPiece { .. } => "opponent_piece",
            IllegalReason::NoPieceCanMove { .. } => "no_piece_can_move",
            IllegalReason::PieceCannotMoveSo { .. } => "piece_cannot_move_so",
            IllegalReason::PathBlocked { .. } => "path_blocked",
            IllegalReason::OwnPieceOnTarget { .. } => "own_piece_on_target",
            IllegalReason::NothingToCapture { .. } => "nothing_to_capture",
            IllegalReason::EnPassantLapsed { .. } => "en_passant_lapsed",
            IllegalReason::NoCastlingRight { .. } => "no_castling_right",
            IllegalReason::CastlingBlocked { .. } => "castling_blocked",
            IllegalReason::CastlingOutOfCheck { .. } => "castling_out_of_check",
            IllegalReason::CastlingThroughAttack { .. } => "castling_through_attack",
            IllegalReason::CastlingIntoCheck { .. } => "castling_into_check",
            IllegalReason::Pinned { .. } => "pinned",
            IllegalReason::ExposesKing { .. } => "exposes_king",
            IllegalReason::CheckNotAnswered { .. } => "check_not_answered",
            IllegalReason::KingIntoCheck { .. } => "king_into_check",
            IllegalReason::PromotionMissing { .. } => "promotion_missing",
            IllegalReason::PromotionNotAllowed { .. } => "promotion_not_allowed",
            IllegalReason::WrongPromotion { .. } => "wrong_promotion",
            IllegalReason::MoveMismatch { .. } => "move_mismatch",
            IllegalReason::TouchMove { .. } => "touch_move",
        }
    }

    /// The Law the reason applies (`"3.7.3.2"`); `None` where there is nothing to move (no
    /// piece on the square, none of the kind named) and for a move value that contradicts the
    /// board.
    pub const fn law(&self) -> Option<&'static str> {
        Some(match self {
            // Nothing to move: no Law is broken, the move is simply not there.
            IllegalReason::NoPiece { .. } | IllegalReason::NoPieceCanMove { .. } => return None,
            // The opponents move their own pieces.
            IllegalReason::OpponentPiece { .. } => "1.1",
            IllegalReason::PieceCannotMoveSo { role, .. } => role_law(*role),
            IllegalReason::PathBlocked {
                role: Role::Pawn,
                from,
                to,
                ..
            } if from.distance(*to) == 2 => "3.7.2",
            IllegalReason::PathBlocked {
                role: Role::Pawn, ..
            } => "3.7.1",
            IllegalReason::PathBlocked { .. } => "3.5",
            IllegalReason::OwnPieceOnTarget { .. } => "3.1",
            IllegalReason::NothingToCapture { .. } => "3.7.3",
            IllegalReason::EnPassantLapsed { .. } => "3.7.3.2",
            IllegalReason::NoCastlingRight { .. } => "3.8.2.1",
            IllegalReason::CastlingBlocked { .. }
            | IllegalReason::CastlingOutOfCheck { .. }
            | IllegalReason::CastlingThroughAttack { .. }
            | IllegalReason::CastlingIntoCheck { .. } => "3.8.2.2",
            IllegalReason::Pinned { .. }
            | IllegalReason::ExposesKing { .. }
            | IllegalReason::CheckNotAnswered { .. }
            | IllegalReason::KingIntoCheck { .. } => "3.9.2",
            IllegalReason::PromotionMissing { .. }
            | IllegalReason::PromotionNotAllowed { .. }
            | IllegalReason::WrongPromotion { .. } => "3.7.3.3",
            IllegalReason::MoveMismatch { .. } => return None,
            IllegalReason::TouchMove { obligation, .. } => obligation.law(),
        })
    }
}

/// The Law that says how a kind of piece moves.
const fn role_law(role: Role) -> &'static str {
    match role {
        Role::Bishop => "3.2",
        Role::Rook => "3.3",
        Role::Queen => "3.4",
        Role::Knight => "3.6",
        Role::Pawn => "3.7",
        Role::King => "3.8",
    }
}

fn side_name(side: CastlingSide) -> &'static str {
    match side {
        CastlingSide::KingSide => "king side",
        CastlingSide::QueenSide => "queen side",
    }
}

impl fmt::Display for IllegalReason {
    /// What is wrong, naming pieces and squares, with the Law in parentheses; the
    /// touch-move obligation as [`Obligation::describe`] words it.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        if let IllegalReason::TouchMove { rule, .. } = self {
            return f.write_str(rule);
        }
        self.words().write(f)?;
        match self.law() {
            Some(law) => {
                f.write_str(" (Law ")?;
                f.write_str(law)?;
                f.write_str(")")
            }
            None => Ok(()),
        }
    }
}

/// A reason's sentence: a template whose control characters stand for the names it holds
/// (`\x01` and `\x02` the roles, `\x03` to `\x05` the squares, `\x06` the side to move, `\x07`
/// the other side, `\x08` the castling side). One loop writes every sentence, where a `write!`
/// per reason cost kilobytes of the size-budgeted .wasm.
struct Words {
    text: &'static str,
    roles: [Role; 2],
    squares: [Square; 3],
    turn: Color,
    side: CastlingSide,
}

impl Words {
    fn write(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let text = self.text;
        let mut start = 0;
        for (i, &b) in text.as_bytes().iter().enumerate() {
            if b > 8 {
                continue;
            }
            f.write_str(text.get(start..i).unwrap_or(""))?;
            match b {
                1 | 2 => f.write_str(self.roles[usize::from(b - 1)].name())?,
                3..=5 => fmt::Display::fmt(&self.squares[usize::from(b - 3)], f)?,
                6 => f.write_str(self.turn.name())?,
                7 => f.write_str((!self.turn).name())?,
                _ => f.write_str(side_name(self.side))?,
            }
            start = i + 1;
        }
        f.write_str(text.get(start..).unwrap_or(""))
    }
}

impl IllegalReason {
    /// The sentence that names the cause, without the Law.
    fn words(&self) -> Words {
        let mut w = Words {
            text: "",
            roles: [Role::Pawn; 2],
            squares: [Square::A1; 3],
            turn: Color::White,
            side: CastlingSide::KingSide,
        };
        w.text = self
            .piece_words(&mut w)
            .or_else(|| self.king_words(&mut w))
            .unwrap_or("");
        w
    }

    /// The words of a cause in how the piece moves, what stands in its way or its promotion.
    fn piece_words(&self, w: &mut Words) -> Option<&'static str> {
        use IllegalReason as I;
        Some(match *self {
            // Worded as before this reason had a code: records and tests quote it.
            I::NoPieceCanMove { role, turn, to } => {
                (w.roles[0], w.turn, w.squares[0]) = (role, turn, to);
                "no \x01 of \x06 can move to \x03"
            }
            I::MoveMismatch { from } => {
                w.squares[0] = from;
                "the move does not match the board (the piece on \x03, its capture or its castling)"
            }
            I::NoPiece { from } => {
                w.squares[0] = from;
                "there is no piece on \x03"
            }
            I::OpponentPiece { role, from, turn } => {
                (w.roles[0], w.squares[0], w.turn) = (role, from, turn);
                "the \x01 on \x03 is \x07's, and \x06 is to move"
            }
            I::PieceCannotMoveSo { role, from, to } => {
                (w.roles[0], w.squares[0], w.squares[1]) = (role, from, to);
                "the \x01 on \x03 cannot move to \x04: a \x01 does not move that way"
            }
            I::PathBlocked {
                role,
                from,
                to,
                blocker_role,
                blocker,
            } => {
                w.roles = [role, blocker_role];
                w.squares = [from, to, blocker];
                if role == Role::Pawn {
                    "the \x01 on \x03 cannot move to \x04: the \x02 on \x05 is in the way, and a pawn moves straight ahead only to empty squares"
                } else {
                    "the \x01 on \x03 cannot move to \x04: the \x02 on \x05 is in the way"
                }
            }
            I::OwnPieceOnTarget { role, from, to, .. } => {
                (w.roles[0], w.squares[0], w.squares[1]) = (role, from, to);
                "the \x01 on \x03 cannot take its own piece on \x04"
            }
            I::NothingToCapture { from, to } => {
                (w.squares[0], w.squares[1]) = (from, to);
                "the pawn on \x03 moves diagonally only to capture, and \x04 is empty"
            }
            I::EnPassantLapsed { pawn, .. } => {
                w.squares[0] = pawn;
                "the pawn on \x03 can be taken en passant only on the move right after its double step"
            }
            I::PromotionMissing { to, .. } => {
                w.squares[0] = to;
                "the pawn reaching \x03 must be promoted to a queen, rook, bishop or knight: say which"
            }
            I::PromotionNotAllowed { role, to } => {
                (w.roles[0], w.squares[0]) = (role, to);
                "a promotion belongs only to a pawn reaching the last rank, not to a \x01 moving to \x03"
            }
            I::WrongPromotion { promotion } => {
                w.roles[0] = promotion;
                "a pawn is promoted to a queen, rook, bishop or knight, never to a \x01"
            }
            _ => return None,
        })
    }

    /// The words of a cause in the king's safety or in castling (touch-move has its own).
    fn king_words(&self, w: &mut Words) -> Option<&'static str> {
        use IllegalReason as I;
        Some(match *self {
            I::NoCastlingRight { turn, side } => {
                (w.turn, w.side) = (turn, side);
                "\x06 has lost the right to castle \x08"
            }
            I::CastlingBlocked {
                side,
                blocker_role,
                blocker,
            } => {
                (w.side, w.roles[0], w.squares[0]) = (side, blocker_role, blocker);
                "castling \x08 needs the squares between king and rook and those they land on empty, and the \x01 on \x03 is in the way"
            }
            I::CastlingOutOfCheck { .. } => {
                "the king is in check, and castling out of check is not allowed"
            }
            I::CastlingThroughAttack {
                square,
                attacker_role,
                attacker,
                ..
            } => {
                (w.squares[0], w.roles[0], w.squares[1]) = (square, attacker_role, attacker);
                "the king would cross \x03, which the \x01 on \x04 attacks"
            }
            I::CastlingIntoCheck {
                square,
                attacker_role,
                attacker,
                ..
            } => {
                (w.squares[0], w.roles[0], w.squares[1]) = (square, attacker_role, attacker);
                "the king would land on \x03, which the \x01 on \x04 attacks"
            }
            I::Pinned {
                role,
                from,
                pinner_role,
                pinner,
            } => {
                w.roles = [role, pinner_role];
                (w.squares[0], w.squares[1]) = (from, pinner);
                "the \x01 on \x03 is pinned: moving it would expose the king to the \x02 on \x04"
            }
            I::ExposesKing {
                attacker_role,
                attacker,
            } => {
                (w.roles[0], w.squares[0]) = (attacker_role, attacker);
                "the move would expose the king to the \x01 on \x03"
            }
            I::CheckNotAnswered {
                turn, double: true, ..
            } => {
                w.turn = turn;
                "\x06 is in double check, and only a king move answers it"
            }
            I::CheckNotAnswered {
                turn,
                checker_role,
                checker,
                ..
            } => {
                (w.turn, w.roles[0], w.squares[0]) = (turn, checker_role, checker);
                "\x06 is in check from the \x01 on \x03, and the move does not answer it"
            }
            I::KingIntoCheck {
                to,
                attacker_role,
                attacker,
            } => {
                (w.squares[0], w.roles[0], w.squares[1]) = (to, attacker_role, attacker);
                "the king would be in check on \x03 from the \x01 on \x04"
            }
            _ => return None,
        })
    }
}
