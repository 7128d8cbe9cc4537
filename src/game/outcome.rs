//! How a game ends: the termination, the winner and the result.
//!
//! ```
//! use chess_arbiter::{Color, Outcome, Termination};
//! let mate = Outcome::win(Termination::Checkmate, Color::Black);
//! assert_eq!(mate.result(), "0-1");
//! assert_eq!(mate.termination.as_str(), "checkmate");
//! assert_eq!(Outcome::draw(Termination::FivefoldRepetition).result(), "1/2-1/2");
//! ```

use core::fmt;

use crate::types::Color;

/// Why a game ended.
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash)]
pub enum Termination {
    /// Law 5.1.1 (automatic).
    Checkmate,
    /// Law 5.2.1 (automatic).
    Stalemate,
    /// Law 5.2.2, the simplest case: K v K, K+N v K, bishops all on one colour (automatic).
    InsufficientMaterial,
    /// Law 5.2.2 beyond material: neither side can mate by any series of legal moves (automatic).
    DeadPosition,
    /// Law 9.6.1 (automatic).
    FivefoldRepetition,
    /// Law 9.6.2 (automatic).
    SeventyFiveMoves,
    /// Law 9.2 (on a correct claim).
    ThreefoldRepetition,
    /// Law 9.3 (on a correct claim).
    FiftyMoves,
    /// Law 5.2.3 / 9.1.
    Agreement,
    /// Law 5.1.2.
    Resignation,
    /// Law 6.9: a flag fell.
    Timeout,
}

impl Termination {
    /// Every termination, automatic endings first in their order of precedence.
    pub const ALL: [Termination; 11] = [
        Termination::Checkmate,
        Termination::Stalemate,
        Termination::InsufficientMaterial,
        Termination::DeadPosition,
        Termination::SeventyFiveMoves,
        Termination::FivefoldRepetition,
        Termination::ThreefoldRepetition,
        Termination::FiftyMoves,
        Termination::Agreement,
        Termination::Resignation,
        Termination::Timeout,
    ];

    /// The name used by the JS API: `"checkmate"`, `"insufficient_material"`, ...
    pub const fn as_str(self) -> &'static str {
        match self {
            Termination::Checkmate => "checkmate",
            Termination::Stalemate => "stalemate",
            Termination::InsufficientMaterial => "insufficient_material",
            Termination::DeadPosition => "dead_position",
            Termination::FivefoldRepetition => "fivefold_repetition",
            Termination::SeventyFiveMoves => "seventyfive_moves",
            Termination::ThreefoldRepetition => "threefold_repetition",
            Termination::FiftyMoves => "fifty_moves",
            Termination::Agreement => "agreement",
            Termination::Resignation => "resignation",
            Termination::Timeout => "timeout",
        }
    }

    /// Reads a name written by [`Termination::as_str`].
    pub fn from_name(name: &str) -> Option<Termination> {
        Termination::ALL.into_iter().find(|t| t.as_str() == name)
    }

    /// Whether the game ends by itself the moment the position arises.
    pub const fn is_automatic(self) -> bool {
        matches!(
            self,
            Termination::Checkmate
                | Termination::Stalemate
                | Termination::InsufficientMaterial
                | Termination::DeadPosition
                | Termination::FivefoldRepetition
                | Termination::SeventyFiveMoves
        )
    }

    /// A short English description, for messages.
    pub const fn description(self) -> &'static str {
        match self {
            Termination::Checkmate => "checkmate",
            Termination::Stalemate => "stalemate",
            Termination::InsufficientMaterial => "insufficient material",
            Termination::DeadPosition => "dead position",
            Termination::FivefoldRepetition => "fivefold repetition",
            Termination::SeventyFiveMoves => "the seventy-five-move rule",
            Termination::ThreefoldRepetition => "threefold repetition",
            Termination::FiftyMoves => "the fifty-move rule",
            Termination::Agreement => "agreement",
            Termination::Resignation => "resignation",
            Termination::Timeout => "time forfeit",
        }
    }
}

impl fmt::Display for Termination {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.as_str())
    }
}

/// The end of a game: why, and who won (`None` for a draw).
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash)]
pub struct Outcome {
    /// How the game ended.
    pub termination: Termination,
    /// The winner; `None` for a draw.
    pub winner: Option<Color>,
}

impl Outcome {
    /// A win for `winner`.
    pub const fn win(termination: Termination, winner: Color) -> Outcome {
        Outcome {
            termination,
            winner: Some(winner),
        }
    }

    /// A draw.
    pub const fn draw(termination: Termination) -> Outcome {
        Outcome {
            termination,
            winner: None,
        }
    }

    /// No winner.
    pub const fn is_draw(&self) -> bool {
        self.winner.is_none()
    }

    /// `"1-0"`, `"0-1"` or `"1/2-1/2"`, as in PGN.
    pub const fn result(&self) -> &'static str {
        match self.winner {
            Some(Color::White) => "1-0",
            Some(Color::Black) => "0-1",
            None => "1/2-1/2",
        }
    }
}

impl fmt::Display for Outcome {
    /// `"black won by checkmate (0-1)"`, `"draw by stalemate (1/2-1/2)"`.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self.winner {
            Some(c) => write!(
                f,
                "{} won by {} ({})",
                c.name(),
                self.termination.description(),
                self.result()
            ),
            None => write!(
                f,
                "draw by {} ({})",
                self.termination.description(),
                self.result()
            ),
        }
    }
}

/// A draw that the player to move may claim (Laws 9.2 and 9.3).
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub enum DrawClaim {
    /// Law 9.2: the same position for at least the third time.
    ThreefoldRepetition,
    /// Law 9.3: 50 moves by each side with no pawn move and no capture.
    FiftyMoves,
}

impl DrawClaim {
    /// Both claims, threefold repetition first.
    pub const ALL: [DrawClaim; 2] = [DrawClaim::ThreefoldRepetition, DrawClaim::FiftyMoves];

    /// The termination a correct claim ends the game with.
    pub const fn termination(self) -> Termination {
        match self {
            DrawClaim::ThreefoldRepetition => Termination::ThreefoldRepetition,
            DrawClaim::FiftyMoves => Termination::FiftyMoves,
        }
    }

    /// `"threefold_repetition"` or `"fifty_moves"`.
    pub const fn as_str(self) -> &'static str {
        self.termination().as_str()
    }
}

impl fmt::Display for DrawClaim {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.as_str())
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn names_round_trip() {
        for t in Termination::ALL {
            assert_eq!(Termination::from_name(t.as_str()), Some(t));
        }
        assert_eq!(Termination::SeventyFiveMoves.as_str(), "seventyfive_moves");
        assert_eq!(DrawClaim::FiftyMoves.as_str(), "fifty_moves");
        assert_eq!(
            Termination::ALL.iter().filter(|t| t.is_automatic()).count(),
            6
        );
    }

    #[test]
    fn results() {
        assert_eq!(
            Outcome::win(Termination::Resignation, Color::White).result(),
            "1-0"
        );
        assert_eq!(
            Outcome::draw(Termination::Timeout).to_string(),
            "draw by time forfeit (1/2-1/2)"
        );
        assert_eq!(
            Outcome::win(Termination::Checkmate, Color::Black).to_string(),
            "black won by checkmate (0-1)"
        );
    }
}
