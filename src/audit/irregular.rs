//! A recorded move that is not legal: can it be carried out on the board (a piece moving as
//! it moves, illegal only because of check or the castling conditions), and why is it illegal?
//!
//! An arbiter reconstructs the game as it was played: a knight that moved while pinned stood
//! on its new square, and the game went on from there (Law 7.5). A move that no piece can make
//! leaves nothing to go on from.

use crate::attacks;
use crate::bitboard::Bitboard;
use crate::moves::{king_destination, rook_destination, Move};
use crate::position::Position;
use crate::san::San;
use crate::square::{Rank, Square};
use crate::types::{CastlingSide, Color, Piece, Role};

/// Why a recorded move is illegal, or cannot be read.
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash)]
pub enum Irregularity {
    /// The text is not a move in SAN or UCI.
    NotAMove,
    /// Several moves fit the text.
    Ambiguous,
    /// No piece of the kind named can move to the square, even ignoring check.
    NoPieceCanMove,
    /// A pawn reaches the last rank and the record does not say what it becomes.
    PromotionMissing,
    /// An en passant capture after the move on which it was allowed (Law 3.7.3.2).
    EnPassantLapsed,
    /// The move would capture the king.
    CapturesKing,
    /// Castling with a king or rook missing from its square, or a piece in the way.
    CastlingImpossible,
    /// Castling after the king or that rook has moved (Law 3.8.2.1).
    NoCastlingRight,
    /// Castling while in check (Law 3.8.2.2).
    CastlingOutOfCheck,
    /// Castling across a square attacked by the opponent (Law 3.8.2.2).
    CastlingThroughCheck,
    /// Castling into check (Law 3.8.2.2).
    CastlingIntoCheck,
    /// The king is in check and the move does not answer it (Law 3.9).
    CheckNotAnswered,
    /// The piece is pinned against its king and leaves the line (Law 3.9).
    Pinned,
    /// The king moves onto an attacked square (Law 3.9).
    KingIntoCheck,
    /// The move exposes the king to check otherwise (en passant opening a line).
    ExposesKing,
}

impl Irregularity {
    /// The stable name (`"pinned"`, `"no_castling_right"`, ...).
    pub const fn as_str(self) -> &'static str {
        match self {
            Irregularity::NotAMove => "not_a_move",
            Irregularity::Ambiguous => "ambiguous",
            Irregularity::NoPieceCanMove => "no_piece_can_move",
            Irregularity::PromotionMissing => "promotion_missing",
            Irregularity::EnPassantLapsed => "en_passant_lapsed",
            Irregularity::CapturesKing => "captures_king",
            Irregularity::CastlingImpossible => "castling_impossible",
            Irregularity::NoCastlingRight => "no_castling_right",
            Irregularity::CastlingOutOfCheck => "castling_out_of_check",
            Irregularity::CastlingThroughCheck => "castling_through_check",
            Irregularity::CastlingIntoCheck => "castling_into_check",
            Irregularity::CheckNotAnswered => "check_not_answered",
            Irregularity::Pinned => "pinned",
            Irregularity::KingIntoCheck => "king_into_check",
            Irregularity::ExposesKing => "exposes_king",
        }
    }
}

/// What became of an illegal recorded move.
pub(super) enum Found {
    /// It can be carried out: the move as played, why it is illegal, and in words.
    Carried(Move, Irregularity, String),
    /// It cannot: why, and in words.
    Unreadable(Irregularity, String),
}

/// Finds what `text` meant in `pos`, given that it names no legal move. `ep_target` is the
/// square behind a double step made on the move before (en passant is pseudo-legal only
/// there).
pub(super) fn find(pos: &Position, text: &str, ep_target: Option<Square>) -> Found {
    let Ok(san) = San::parse(text) else {
        return Found::Unreadable(
            Irregularity::NotAMove,
            format!("\"{}\" is not a move", short(text)),
        );
    };
    match san {
        San::Castle(side) => castle(pos, side),
        San::Normal {
            role,
            to,
            promotion,
            capture,
            ..
        } => {
            let named = Named {
                san,
                role,
                to,
                promotion,
                capture,
            };
            normal(pos, &named, text, ep_target)
        }
    }
}

fn short(text: &str) -> &str {
    match text.char_indices().nth(24) {
        Some((i, _)) => &text[..i],
        None => text,
    }
}

/// A SAN move of a piece (not castling), with its parts.
#[derive(Copy, Clone)]
struct Named {
    san: San,
    role: Role,
    to: Square,
    promotion: Option<Role>,
    capture: bool,
}

fn normal(pos: &Position, named: &Named, text: &str, ep_target: Option<Square>) -> Found {
    let Named {
        san,
        role,
        to,
        promotion,
        ..
    } = *named;
    let us = pos.turn();
    let board = pos.board();
    let mut candidates = Vec::new();
    for from in board.by_role(role) & board.by_color(us) {
        if let Some(m) = pseudo_move(pos, role, from, to, promotion, ep_target) {
            if san.matches(m) {
                candidates.push(m);
            }
        }
    }
    match candidates.as_slice() {
        [] => unreadable_normal(pos, named, text, ep_target),
        [m] if m.capture() == Some(Role::King) => Found::Unreadable(
            Irregularity::CapturesKing,
            format!("{} would capture the king", short(text)),
        ),
        [m] => {
            let (why, words) = why_illegal(pos, *m);
            Found::Carried(*m, why, words)
        }
        _ => Found::Unreadable(
            Irregularity::Ambiguous,
            format!("{} could mean more than one move", short(text)),
        ),
    }
}

/// The move of the piece on `from` to `to` if it moves so, ignoring check.
fn pseudo_move(
    pos: &Position,
    role: Role,
    from: Square,
    to: Square,
    promotion: Option<Role>,
    ep_target: Option<Square>,
) -> Option<Move> {
    let board = pos.board();
    let us = pos.turn();
    if board.by_color(us).contains(to) {
        return None;
    }
    let capture = board.role_at(to);
    let last_rank = to.rank() == Rank::Eighth.relative_to(us);
    if role != Role::Pawn {
        let reach = attacks::attacks(from, Piece { color: us, role }, board.occupied());
        return (reach.contains(to) && promotion.is_none()).then_some(Move::Normal {
            role,
            from,
            capture,
            to,
            promotion,
        });
    }
    if promotion.is_some() != last_rank {
        return None;
    }
    if attacks::pawn_attacks(us, from).contains(to) {
        if capture.is_some() {
            return Some(Move::Normal {
                role,
                from,
                capture,
                to,
                promotion,
            });
        }
        return (ep_target == Some(to)).then_some(Move::EnPassant { from, to });
    }
    let forward = |sq: Square| sq.offset(if us == Color::White { 8 } else { -8 });
    let one = forward(from)?;
    if board.occupied().contains(one) {
        return None;
    }
    let double = from.rank() == Rank::Second.relative_to(us) && forward(one) == Some(to);
    (one == to || (double && !board.occupied().contains(to))).then_some(Move::Normal {
        role,
        from,
        capture: None,
        to,
        promotion,
    })
}

/// Why no move fits a SAN move of a piece.
fn unreadable_normal(
    pos: &Position,
    named: &Named,
    text: &str,
    ep_target: Option<Square>,
) -> Found {
    let Named {
        role,
        to,
        promotion,
        capture,
        ..
    } = *named;
    let us = pos.turn();
    let board = pos.board();
    let pawns = board.pawns() & board.by_color(us);
    if role == Role::Pawn && promotion.is_none() && to.rank() == Rank::Eighth.relative_to(us) {
        let some = pawns
            .into_iter()
            .any(|from| pseudo_move(pos, role, from, to, Some(Role::Queen), ep_target).is_some());
        if some {
            return Found::Unreadable(
                Irregularity::PromotionMissing,
                format!(
                    "{}: the pawn reaches the last rank and the record does not say what it becomes",
                    short(text)
                ),
            );
        }
    }
    let lapsed = role == Role::Pawn
        && capture
        && !board.occupied().contains(to)
        && to.rank() == Rank::Sixth.relative_to(us)
        && (attacks::pawn_attacks(!us, to) & pawns).any()
        && to
            .offset(if us == Color::White { -8 } else { 8 })
            .is_some_and(|sq| {
                board.piece_at(sq)
                    == Some(Piece {
                        color: !us,
                        role: Role::Pawn,
                    })
            });
    if lapsed {
        return Found::Unreadable(
            Irregularity::EnPassantLapsed,
            format!(
                "{}: an en passant capture is allowed only on the move right after the pawn's double step (Law 3.7.3.2)",
                short(text)
            ),
        );
    }
    Found::Unreadable(
        Irregularity::NoPieceCanMove,
        format!(
            "{}: no {} of the player to move can go to {}",
            short(text),
            role.name(),
            square_name(to)
        ),
    )
}

fn castle(pos: &Position, side: CastlingSide) -> Found {
    let us = pos.turn();
    let board = pos.board();
    let back = Bitboard::relative_rank(us, Rank::First);
    let impossible = |why: &str| {
        Found::Unreadable(
            Irregularity::CastlingImpossible,
            format!("{}: {why}", side.san()),
        )
    };
    let Some(king) = board.king_of(us).filter(|k| back.contains(*k)) else {
        return impossible("the king is not on its first rank");
    };
    let on_side = |sq: Square| match side {
        CastlingSide::KingSide => sq > king,
        CastlingSide::QueenSide => sq < king,
    };
    let rooks = board.rooks() & board.by_color(us) & back;
    // The rook with the right; without one, the outermost rook on that side (where a rook that
    // never moved would stand).
    let with_right = (pos.castling_rights() & rooks)
        .into_iter()
        .find(|sq| on_side(*sq));
    let outermost = match side {
        CastlingSide::KingSide => rooks.into_iter().filter(|sq| on_side(*sq)).last(),
        CastlingSide::QueenSide => rooks.into_iter().find(|sq| on_side(*sq)),
    };
    let Some(rook) = with_right.or(outermost) else {
        return impossible("there is no rook on that side of the king");
    };
    let rank = king.rank();
    let (king_to, rook_to) = (king_destination(side, rank), rook_destination(side, rank));
    let path = (attacks::between(king, king_to).with(king_to)
        | attacks::between(rook, rook_to).with(rook_to))
    .without(king)
    .without(rook);
    if (path & board.occupied()).any() {
        return impossible("a piece stands between the king and the rook or on their squares");
    }
    let m = Move::Castle { king, rook };
    let (why, words) = if with_right.is_none() {
        (
            Irregularity::NoCastlingRight,
            format!(
                "{}: the king or that rook has already moved (Law 3.8.2.1)",
                side.san()
            ),
        )
    } else {
        castling_conditions(pos, side, king, king_to)
    };
    Found::Carried(m, why, words)
}

/// Why castling with the right is illegal: check before, across or after (Law 3.8.2.2).
fn castling_conditions(
    pos: &Position,
    side: CastlingSide,
    king: Square,
    king_to: Square,
) -> (Irregularity, String) {
    let them = !pos.turn();
    if pos.is_check() {
        return (
            Irregularity::CastlingOutOfCheck,
            format!("{}: the king is in check (Law 3.8.2.2)", side.san()),
        );
    }
    let crossed = attacks::between(king, king_to);
    if let Some(sq) = crossed
        .into_iter()
        .find(|sq| pos.attackers_to(*sq, them).any())
    {
        return (
            Irregularity::CastlingThroughCheck,
            format!(
                "{}: the king crosses {}, which is attacked (Law 3.8.2.2)",
                side.san(),
                square_name(sq)
            ),
        );
    }
    (
        Irregularity::CastlingIntoCheck,
        format!(
            "{}: the king would be in check on {} (Law 3.8.2.2)",
            side.san(),
            square_name(king_to)
        ),
    )
}

/// Why a move of a piece that moves so is illegal: it leaves its own king in check.
fn why_illegal(pos: &Position, m: Move) -> (Irregularity, String) {
    let us = pos.turn();
    let king = pos.our_king();
    let piece = m.role().name();
    let from = square_name(m.from());
    if m.role() == Role::King {
        return (
            Irregularity::KingIntoCheck,
            format!(
                "the king would stand in check on {} (Law 3.9)",
                square_name(m.to())
            ),
        );
    }
    if pos.is_check() {
        return (
            Irregularity::CheckNotAnswered,
            format!("the king is in check and the {piece} on {from} does not answer it (Law 3.9)"),
        );
    }
    let board = pos.board();
    let pinners = (board.by_color(!us) & (board.straight_sliders() | board.diagonal_sliders()))
        .into_iter()
        .filter(|s| attacks::aligned(*s, m.from(), king))
        .filter(|s| {
            let line = attacks::between(*s, king);
            line.contains(m.from()) && (line & board.occupied()).without(m.from()).is_empty()
        })
        .any(|s| {
            let piece = board.piece_at(s);
            let straight = s.file() == king.file() || s.rank() == king.rank();
            piece.is_some_and(|p| match p.role {
                Role::Queen => true,
                Role::Rook => straight,
                Role::Bishop => !straight,
                _ => false,
            })
        });
    if pinners && !attacks::aligned(m.from(), m.to(), king) {
        return (
            Irregularity::Pinned,
            format!("the {piece} on {from} is pinned to its king (Law 3.9)"),
        );
    }
    (
        Irregularity::ExposesKing,
        "the move would expose the king to check (Law 3.9)".to_string(),
    )
}

fn square_name(sq: Square) -> String {
    format!("{}{}", sq.file().char(), sq.rank().char())
}
