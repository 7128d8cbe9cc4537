//! The words of the audit's events: how a move is named, and the sentence each finding gives.

use super::{side, EventKind};
use crate::position::Position;
use crate::types::Color;

/// The readable sentence of an ending, or a claim, the start position already had; `winner` is
/// the side not to move.
pub(super) fn start_sentence(kind: EventKind, winner: Color) -> String {
    match kind {
        EventKind::Checkmate => format!(
            "The start position is checkmate: {} won before a move was made (Law 5.1.1)",
            side(winner)
        ),
        EventKind::Stalemate => {
            "The start position is stalemate: the game was drawn before a move was made (Law 5.2.1)"
                .to_string()
        }
        EventKind::FiftyMoves => "In the start position each player had already made fifty moves without a capture or a pawn move: a draw could be claimed before a move was made (Law 9.3)".to_string(),
        EventKind::SeventyFiveMoves => "In the start position each player had already made seventy-five moves without a capture or a pawn move: the game was drawn (Law 9.6.2)".to_string(),
        _ => "In the start position neither player could checkmate by any series of legal moves: the game was drawn before a move was made (Law 5.2.2)".to_string(),
    }
}

/// How a move is named in a sentence: `23.Nf6` or `23...Nf6`. Kept as numbers until an event
/// needs the words, since most plies have none.
#[derive(Copy, Clone)]
pub(super) struct Label<'a> {
    number: u32,
    white: bool,
    san: &'a str,
}

impl<'a> Label<'a> {
    /// The move `san` made in `before`.
    pub(super) fn before(before: &Position, san: &'a str) -> Label<'a> {
        Label {
            number: before.fullmoves(),
            white: before.turn() == Color::White,
            san,
        }
    }

    /// The move `san` that led to `after`.
    pub(super) fn after(after: &Position, san: &'a str) -> Label<'a> {
        let white = after.turn() == Color::Black;
        Label {
            number: after.fullmoves().saturating_sub(u32::from(!white)),
            white,
            san,
        }
    }
}

impl core::fmt::Display for Label<'_> {
    fn fmt(&self, f: &mut core::fmt::Formatter<'_>) -> core::fmt::Result {
        let dots = if self.white { "." } else { "..." };
        let san: String = self.san.chars().take(24).collect();
        write!(f, "{}{dots}{san}", self.number)
    }
}

/// The readable sentence of an event at a move labelled `label` (`"23...Nf6"`), made by
/// `mover`.
pub(super) fn sentence(
    kind: EventKind,
    label: Label<'_>,
    mover: Color,
    why: Option<&str>,
) -> String {
    let mover = side(mover);
    let why = why.unwrap_or("");
    match kind {
        EventKind::IllegalMove => format!(
            "{label} is illegal: {why}. {mover} completed an illegal move (Law 7.5)"
        ),
        EventKind::UnreadableMove => format!(
            "{label} cannot be carried out on the board: {why}; the record cannot be followed further"
        ),
        EventKind::ThreefoldRepetition => format!(
            "After {label} the same position stood for at least the third time: a draw could be claimed (Law 9.2)"
        ),
        EventKind::FiftyMoves => format!(
            "After {label} each player had made fifty moves without a capture or a pawn move: a draw could be claimed (Law 9.3)"
        ),
        EventKind::Checkmate => format!("{label} is checkmate: {mover} won (Law 5.1.1)"),
        EventKind::Stalemate => format!("{label} is stalemate: the game was drawn (Law 5.2.1)"),
        EventKind::DeadPosition => format!(
            "After {label} neither player could checkmate by any series of legal moves: the game was drawn (Law 5.2.2)"
        ),
        EventKind::FivefoldRepetition => format!(
            "After {label} the same position stood for the fifth time: the game was drawn (Law 9.6.1)"
        ),
        EventKind::SeventyFiveMoves => format!(
            "After {label} each player had made seventy-five moves without a capture or a pawn move: the game was drawn (Law 9.6.2)"
        ),
        EventKind::MovesAfterEnd | EventKind::ResultMismatch => String::new(),
    }
}
