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
        match self {
            IllegalReason::NoPieceCanMove { role, turn, to } => {
                // Worded as before this reason had a code: records and tests quote it.
                write!(f, "no {} of {} can move to {to}", role.name(), turn.name())
            }
            IllegalReason::MoveMismatch { from } => write!(
                f,
                "the move does not match the board (the piece on {from}, its capture or its castling)"
            ),
            IllegalReason::TouchMove { rule, .. } => f.write_str(rule),
            _ => {
                self.write_cause(f)?;
                match self.law() {
                    Some(law) => write!(f, " (Law {law})"),
                    None => Ok(()),
                }
            }
        }
    }
}

impl IllegalReason {
    /// The cause, for the reasons of the piece and the board; the king's go to
    /// [`IllegalReason::write_king_cause`].
    fn write_cause(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        use IllegalReason as R;
        match self {
            R::NoPiece { from } => write!(f, "there is no piece on {from}"),
            R::OpponentPiece { role, from, turn } => write!(
                f,
                "the {} on {from} is {}'s, and {} is to move",
                role.name(),
                (!*turn).name(),
                turn.name()
            ),
            R::PieceCannotMoveSo { role, from, to } => write!(
                f,
                "the {} on {from} cannot move to {to}: a {} does not move that way",
                role.name(),
                role.name()
            ),
            R::PathBlocked {
                role: Role::Pawn,
                from,
                to,
                blocker_role,
                blocker,
            } => write!(
                f,
                "the pawn on {from} cannot move to {to}: the {} on {blocker} is in the way, and a pawn moves straight ahead only to empty squares",
                blocker_role.name()
            ),
            R::PathBlocked {
                role,
                from,
                to,
                blocker_role,
                blocker,
            } => write!(
                f,
                "the {} on {from} cannot move to {to}: the {} on {blocker} is in the way",
                role.name(),
                blocker_role.name()
            ),
            R::OwnPieceOnTarget { role, from, to, .. } => write!(
                f,
                "the {} on {from} cannot take its own piece on {to}",
                role.name()
            ),
            R::NothingToCapture { from, to } => write!(
                f,
                "the pawn on {from} moves diagonally only to capture, and {to} is empty"
            ),
            R::EnPassantLapsed { pawn, .. } => write!(
                f,
                "the pawn on {pawn} can be taken en passant only on the move right after its double step"
            ),
            R::PromotionMissing { to, .. } => write!(
                f,
                "the pawn reaching {to} must be promoted to a queen, rook, bishop or knight: say which"
            ),
            R::PromotionNotAllowed { role, to } => write!(
                f,
                "a promotion belongs only to a pawn reaching the last rank, not to a {} moving to {to}",
                role.name()
            ),
            R::WrongPromotion { promotion } => write!(
                f,
                "a pawn is promoted to a queen, rook, bishop or knight, never to a {}",
                promotion.name()
            ),
            _ => self.write_king_cause(f),
        }
    }

    /// The cause, for castling and the king's safety.
    fn write_king_cause(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        use IllegalReason as R;
        match self {
            R::NoCastlingRight { turn, side } => write!(
                f,
                "{} has lost the right to castle {}",
                turn.name(),
                side_name(*side)
            ),
            R::CastlingBlocked {
                side,
                blocker_role,
                blocker,
            } => write!(
                f,
                "castling {} needs the squares between king and rook and those they land on empty, and the {} on {blocker} is in the way",
                side_name(*side),
                blocker_role.name()
            ),
            R::CastlingOutOfCheck { .. } => {
                f.write_str("the king is in check, and castling out of check is not allowed")
            }
            R::CastlingThroughAttack {
                square,
                attacker_role,
                attacker,
                ..
            } => write!(
                f,
                "the king would cross {square}, which the {} on {attacker} attacks",
                attacker_role.name()
            ),
            R::CastlingIntoCheck {
                square,
                attacker_role,
                attacker,
                ..
            } => write!(
                f,
                "the king would land on {square}, which the {} on {attacker} attacks",
                attacker_role.name()
            ),
            R::Pinned {
                role,
                from,
                pinner_role,
                pinner,
            } => write!(
                f,
                "the {} on {from} is pinned: moving it would expose the king to the {} on {pinner}",
                role.name(),
                pinner_role.name()
            ),
            R::ExposesKing {
                attacker_role,
                attacker,
            } => write!(
                f,
                "the move would expose the king to the {} on {attacker}",
                attacker_role.name()
            ),
            R::CheckNotAnswered {
                turn,
                checker_role,
                checker,
                double,
            } => {
                if *double {
                    write!(
                        f,
                        "{} is in double check, and only a king move answers it",
                        turn.name()
                    )
                } else {
                    write!(
                        f,
                        "{} is in check from the {} on {checker}, and the move does not answer it",
                        turn.name(),
                        checker_role.name()
                    )
                }
            }
            R::KingIntoCheck {
                to,
                attacker_role,
                attacker,
            } => write!(
                f,
                "the king would be in check on {to} from the {} on {attacker}",
                attacker_role.name()
            ),
            _ => Ok(()),
        }
    }
}
