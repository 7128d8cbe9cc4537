//! A recorded move that is not legal: can it be carried out on the board (a piece moving as
//! it moves, illegal only because of check or the castling conditions)? Why it is illegal is
//! the rules' own answer ([`IllegalReason`]).
//!
//! An arbiter reconstructs the game as it was played: a knight that moved while pinned stood
//! on its new square, and the game went on from there (Law 7.5). A move that no piece can make
//! leaves nothing to go on from.

use crate::attacks;
use crate::bitboard::Bitboard;
use crate::illegal::IllegalReason;
use crate::moves::{king_destination, rook_destination, Move};
use crate::position::Position;
use crate::san::{San, SanError};
use crate::square::{Rank, Square};
use crate::types::{CastlingSide, Color, Piece, Role};
use crate::uci::Uci;

/// Why a recorded move is illegal, or cannot be read.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Irregularity {
    /// The rules refuse the move, for this reason.
    Illegal(IllegalReason),
    /// The text is not a move in SAN or UCI.
    NotAMove,
    /// Several moves fit the text.
    Ambiguous,
    /// The move would capture the king (after an earlier illegal move left it in check).
    CapturesKing,
}

impl Irregularity {
    /// The stable name: the [`IllegalReason`]'s code (`"pinned"`, `"no_castling_right"`, ...),
    /// or `"not_a_move"`, `"ambiguous"`, `"captures_king"`.
    pub const fn code(&self) -> &'static str {
        match self {
            Irregularity::Illegal(reason) => reason.code(),
            Irregularity::NotAMove => "not_a_move",
            Irregularity::Ambiguous => "ambiguous",
            Irregularity::CapturesKing => "captures_king",
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

/// Finds what `text` meant in `pos`, given that the rules refused it with `refusal`.
/// `ep_target` is the square behind a double step made on the move before (en passant is
/// possible only there).
pub(super) fn find(
    pos: &Position,
    text: &str,
    refusal: SanError,
    ep_target: Option<Square>,
) -> Found {
    let reason = match refusal {
        SanError::Illegal(illegal) => illegal.reason,
        SanError::Ambiguous(words) => return Found::Unreadable(Irregularity::Ambiguous, words),
        SanError::Syntax(words) => return Found::Unreadable(Irregularity::NotAMove, words),
    };
    let carried = match San::parse(text) {
        Ok(San::Castle(side)) => castling(pos, side),
        // Long algebraic such as `e2c3` reads as SAN too (a pawn from e2): UCI is its meaning.
        Ok(san @ San::Normal { .. }) => {
            piece_move(pos, san, ep_target).or_else(|| uci_move(pos, text, ep_target))
        }
        Err(_) => uci_move(pos, text, ep_target),
    };
    match carried {
        Some(m) if m.capture() == Some(Role::King) => Found::Unreadable(
            Irregularity::CapturesKing,
            "the move would capture the king".to_string(),
        ),
        Some(m) => {
            // The reason for the move as carried out (the one the reader gave may concern
            // another piece of the same kind).
            let reason = pos.illegal_move_reason(m).unwrap_or(reason);
            let words = reason.to_string();
            Found::Carried(m, Irregularity::Illegal(reason), words)
        }
        None => {
            let words = reason.to_string();
            Found::Unreadable(Irregularity::Illegal(reason), words)
        }
    }
}

/// The one move of a piece that fits `san` and moves as the piece moves, ignoring check; none
/// when no piece or several can.
fn piece_move(pos: &Position, san: San, ep_target: Option<Square>) -> Option<Move> {
    let San::Normal {
        role,
        to,
        promotion,
        ..
    } = san
    else {
        return None;
    };
    let board = pos.board();
    let mut found = None;
    for from in board.by_role(role) & board.by_color(pos.turn()) {
        if let Some(m) = pseudo_move(pos, role, from, to, promotion, ep_target) {
            if san.matches(m) {
                if found.is_some() {
                    return None;
                }
                found = Some(m);
            }
        }
    }
    found
}

/// A move written in UCI, as the piece on its first square can carry it out: castling for a
/// king going two files or onto its own rook, else the piece's move ignoring check.
fn uci_move(pos: &Position, text: &str, ep_target: Option<Square>) -> Option<Move> {
    let uci = Uci::parse(text).ok()?;
    let board = pos.board();
    if !board.by_color(pos.turn()).contains(uci.from) {
        return None;
    }
    let role = board.role_at(uci.from)?;
    let onto_own_rook = board.piece_at(uci.to)
        == Some(Piece {
            color: pos.turn(),
            role: Role::Rook,
        });
    let two_files = uci.from.rank() == uci.to.rank() && uci.from.distance(uci.to) == 2;
    if role == Role::King && uci.from.rank() == uci.to.rank() && (onto_own_rook || two_files) {
        let side = if uci.to > uci.from {
            CastlingSide::KingSide
        } else {
            CastlingSide::QueenSide
        };
        return castling(pos, side);
    }
    pseudo_move(pos, role, uci.from, uci.to, uci.promotion, ep_target)
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
    let normal = Some(Move::Normal {
        role,
        from,
        capture,
        to,
        promotion,
    });
    if role != Role::Pawn {
        let reach = attacks::attacks(from, Piece { color: us, role }, board.occupied());
        return normal.filter(|_| reach.contains(to) && promotion.is_none());
    }
    if promotion.is_some() != (to.rank() == Rank::Eighth.relative_to(us)) {
        return None;
    }
    if attacks::pawn_attacks(us, from).contains(to) {
        return match capture {
            Some(_) => normal,
            None => (ep_target == Some(to)).then_some(Move::EnPassant { from, to }),
        };
    }
    let step = if us == Color::White { 8 } else { -8 };
    let one = from.offset(step)?;
    let double = from.rank() == Rank::Second.relative_to(us) && one.offset(step) == Some(to);
    let clear = !board.occupied().contains(one) && !board.occupied().contains(to);
    normal.filter(|_| clear && (one == to || double))
}

/// Castling as the king and the rook can carry it out: both on their first rank, nothing
/// between them and their squares. The rook is the one with the castling right on that side,
/// else (the right is gone) the outermost rook there.
fn castling(pos: &Position, side: CastlingSide) -> Option<Move> {
    let us = pos.turn();
    let board = pos.board();
    let back = Bitboard::relative_rank(us, Rank::First);
    let king = board.king_of(us).filter(|k| back.contains(*k))?;
    let on_side = |sq: &Square| match side {
        CastlingSide::KingSide => *sq > king,
        CastlingSide::QueenSide => *sq < king,
    };
    let rooks = board.rooks() & board.by_color(us) & back;
    let with_right = (pos.castling_rights() & rooks).into_iter().find(on_side);
    let outermost = match side {
        CastlingSide::KingSide => rooks.into_iter().filter(on_side).last(),
        CastlingSide::QueenSide => rooks.into_iter().find(on_side),
    };
    let rook = with_right.or(outermost)?;
    let rank = king.rank();
    let king_to = king_destination(side, rank);
    let rook_to = rook_destination(side, rank);
    let path = (attacks::between(king, king_to).with(king_to)
        | attacks::between(rook, rook_to).with(rook_to))
    .without(king)
    .without(rook);
    (path & board.occupied())
        .is_empty()
        .then_some(Move::Castle { king, rook })
}
