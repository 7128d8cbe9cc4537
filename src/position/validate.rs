//! Whether a set-up could arise in a game (Laws 2 and 3 applied backwards): every reason it
//! could not, and the errors that carry them.

use core::fmt;

use crate::attacks;
use crate::bitboard::Bitboard;
use crate::board::Board;
use crate::fen::{FenSyntaxError, Setup};
use crate::square::{File, Rank, Square};
use crate::types::{Color, Piece, Role};

/// One reason a set-up is not a possible position.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum InvalidPosition {
    /// This side has no king.
    MissingKing(Color),
    /// This side has more than one king.
    TooManyKings(Color),
    /// This side has more than 16 pieces.
    TooManyPieces(Color),
    /// This side has more than 8 pawns.
    TooManyPawns(Color),
    /// A pawn stands on the first or eighth rank (Law 3.7: it would have been promoted).
    PawnsOnBackrank,
    /// The side not to move is in check.
    OppositeCheck,
    /// More than two checkers, or two that could not have been uncovered by one move.
    ImpossibleCheck,
    /// A castling right whose king or rook is not where castling needs it.
    CastlingRights(Square),
    /// An en passant square behind no pawn that could just have made a double step.
    EnPassant(Square),
    /// A fullmove number of 0 (it starts at 1). The counters are otherwise free: a halfmove
    /// clock over 150 is a game the seventy-five-move rule has ended, or a record played on past
    /// it, and its FEN must read back.
    FullmovesOutOfRange(u32),
}

impl fmt::Display for InvalidPosition {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            InvalidPosition::MissingKing(c) => write!(f, "{} has no king", c.name()),
            InvalidPosition::TooManyKings(c) => write!(f, "{} has more than one king", c.name()),
            InvalidPosition::TooManyPieces(c) => write!(f, "{} has more than 16 pieces", c.name()),
            InvalidPosition::TooManyPawns(c) => write!(f, "{} has more than 8 pawns", c.name()),
            InvalidPosition::PawnsOnBackrank => f.write_str("pawns stand on the first or last rank"),
            InvalidPosition::OppositeCheck => f.write_str("the side not to move is in check"),
            InvalidPosition::ImpossibleCheck => {
                f.write_str("the king is in a check no legal move could have given")
            }
            InvalidPosition::CastlingRights(sq) => write!(
                f,
                "castling right for a rook on {sq}, but the king and that rook are not in place to castle (on their first rank, the king between its rooks)"
            ),
            InvalidPosition::EnPassant(sq) => write!(
                f,
                "en passant square {sq}, but no pawn can just have moved two squares past it"
            ),
            InvalidPosition::FullmovesOutOfRange(n) => {
                write!(f, "fullmove number {n} is not 1 or more")
            }
        }
    }
}

/// Every reason a set-up is not a possible position.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct PositionError {
    /// Every reason found, none repeated (at least one).
    pub reasons: Vec<InvalidPosition>,
}

impl fmt::Display for PositionError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        for (i, reason) in self.reasons.iter().enumerate() {
            if i > 0 {
                f.write_str("; ")?;
            }
            fmt::Display::fmt(reason, f)?;
        }
        Ok(())
    }
}

impl std::error::Error for PositionError {}

/// A FEN that is unreadable or describes an impossible position.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum FenError {
    /// The text is not FEN.
    Syntax(FenSyntaxError),
    /// The FEN describes a position that cannot arise in a game.
    Position(PositionError),
}

impl fmt::Display for FenError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            FenError::Syntax(e) => fmt::Display::fmt(e, f),
            FenError::Position(e) => fmt::Display::fmt(e, f),
        }
    }
}

impl std::error::Error for FenError {}
/// Every reason `setup` could not arise in a game.
pub(super) fn validate(setup: &Setup) -> Vec<InvalidPosition> {
    let board = &setup.board;
    let mut reasons = Vec::new();
    for color in Color::ALL {
        match (board.kings() & board.by_color(color)).count() {
            0 => reasons.push(InvalidPosition::MissingKing(color)),
            1 => {}
            _ => reasons.push(InvalidPosition::TooManyKings(color)),
        }
        if board.by_color(color).count() > 16 {
            reasons.push(InvalidPosition::TooManyPieces(color));
        }
        if (board.pawns() & board.by_color(color)).count() > 8 {
            reasons.push(InvalidPosition::TooManyPawns(color));
        }
    }
    if (board.pawns() & Bitboard::BACKRANKS).any() {
        reasons.push(InvalidPosition::PawnsOnBackrank);
    }
    let us = setup.turn;
    if let (Some(our_king), Some(their_king)) = (board.king_of(us), board.king_of(!us)) {
        if board.attackers_to(their_king, us, board.occupied()).any() {
            reasons.push(InvalidPosition::OppositeCheck);
        }
        let checkers = board.attackers_to(our_king, !us, board.occupied());
        if !checks_are_possible(board, us, our_king, checkers, setup.ep_square) {
            reasons.push(InvalidPosition::ImpossibleCheck);
        }
    }
    for rook in setup.castling_rights {
        if !castling_right_is_possible(board, setup.castling_rights, rook) {
            reasons.push(InvalidPosition::CastlingRights(rook));
        }
    }
    if let Some(ep) = setup.ep_square {
        if !ep_square_is_possible(board, us, ep) {
            reasons.push(InvalidPosition::EnPassant(ep));
        }
    }
    if setup.fullmoves == 0 {
        reasons.push(InvalidPosition::FullmovesOutOfRange(setup.fullmoves));
    }
    reasons
}

/// Law-abiding checks: at most two checkers, and two only if one move could uncover one and
/// give the other. What a move uncovers is a bishop, rook or queen with the square the piece
/// left between it and the king, so at least one checker must be a slider not next to the king
/// (two knights, a pawn and a knight, a queen beside the king with another: no single move);
/// and never two sliders on one line through the king.
fn checks_are_possible(
    board: &Board,
    turn: Color,
    king: Square,
    checkers: Bitboard,
    ep: Option<Square>,
) -> bool {
    let mut squares = checkers.into_iter();
    match (squares.next(), squares.next(), squares.next()) {
        (_, _, Some(_)) => false,
        (Some(a), Some(b), None) => {
            let sliders = board.diagonal_sliders() | board.straight_sliders();
            let uncovered = |sq: Square| sliders.contains(sq) && sq.distance(king) > 1;
            let both_sliders = sliders.contains(a) && sliders.contains(b);
            let in_line = both_sliders && attacks::aligned(a, b, king);
            (uncovered(a) || uncovered(b)) && !in_line && ep.is_none()
        }
        (Some(a), None, None) => match ep {
            // After a double step, the check came from that pawn or was uncovered by it.
            Some(ep) => {
                let (pushed, origin) = double_step_squares(turn, ep);
                a == pushed || attacks::between(king, a).contains(origin)
            }
            None => true,
        },
        _ => true,
    }
}

fn castling_right_is_possible(board: &Board, rights: Bitboard, rook: Square) -> bool {
    // The king starts between its rooks (on e1, or on b1 to g1 in Chess960), so a king in
    // the corner has moved.
    castling_right_is_workable(board, rights, rook)
        && board
            .king_of(Color::from_white(rook.rank() == Rank::First))
            .is_some_and(|king| !matches!(king.file(), File::A | File::H))
}

/// Whether the move generator can castle with the rook on `rook`: its king on the same first
/// rank, and at most one right on each side of it. (A king in the corner can, which only the
/// relaxed set-up of move-generator test suites allows.)
pub(super) fn castling_right_is_workable(board: &Board, rights: Bitboard, rook: Square) -> bool {
    let color = match rook.rank() {
        Rank::First => Color::White,
        Rank::Eighth => Color::Black,
        _ => return false,
    };
    let Some(king) = board.king_of(color) else {
        return false;
    };
    if king.rank() != rook.rank() {
        return false;
    }
    if board.piece_at(rook)
        != Some(Piece {
            color,
            role: Role::Rook,
        })
    {
        return false;
    }
    // At most one right on each side of the king.
    let back = Bitboard::from_rank(rook.rank());
    let same_side = (rights & back)
        .into_iter()
        .filter(|r| (*r < king) == (rook < king))
        .count();
    same_side == 1
}

/// The squares a pawn passed through on a double step that could have left `ep` behind it,
/// with `turn` to move: where it stands now, and where it started.
fn double_step_squares(turn: Color, ep: Square) -> (Square, Square) {
    (
        Square::from_coords(ep.file(), Rank::Fifth.relative_to(turn)),
        Square::from_coords(ep.file(), Rank::Seventh.relative_to(turn)),
    )
}

fn ep_square_is_possible(board: &Board, turn: Color, ep: Square) -> bool {
    let (pushed, origin) = double_step_squares(turn, ep);
    ep.rank() == Rank::Sixth.relative_to(turn)
        && board.piece_at(pushed)
            == Some(Piece {
                color: !turn,
                role: Role::Pawn,
            })
        && !board.occupied().contains(ep)
        && !board.occupied().contains(origin)
}
