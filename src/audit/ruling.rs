//! The result the Laws give a record: the board's ending if it had one, else the recorded
//! result with the Laws that can overturn it applied (Laws 5.1.2, 5.2.3, 6.9).

use super::walk::{End, Walked};
use super::{side, Input, Ruling};
use crate::game::{Outcome, Termination, FIFTY_MOVES};
use crate::types::Color;

/// How a decisive recorded result came about, from the `Termination` tag and the clocks.
#[derive(Copy, Clone, PartialEq, Eq)]
enum Decided {
    /// A flag fell (Law 6.9).
    Time,
    /// A resignation, or a result without a stated reason (Law 5.1.2).
    Resignation,
    /// A checkmate that the record does not show: as a result without a reason.
    NoMate,
    /// Something the record cannot judge (abandonment, a rules infraction, an arbiter's
    /// decision): the result stands.
    Other,
}

pub(super) fn rule(input: &Input<'_>, walked: &Walked) -> Ruling {
    if let Some(end) = &walked.end {
        return by_board(end);
    }
    let recorded = input.recorded.as_deref().unwrap_or("*");
    if walked.unreadable {
        return Ruling {
            result: static_result(recorded),
            termination: None,
            ply: None,
            law: "8.7",
            text: "the record cannot be followed to its end, so the recorded result stands"
                .to_string(),
        };
    }
    if let Some(winner) = input.recorded_winner() {
        return decisive(input, walked, recorded, winner);
    }
    match recorded {
        "1/2-1/2" => drawn(input, walked),
        _ => Ruling {
            result: "*",
            termination: None,
            ply: None,
            law: "5",
            text: "the game did not end on the board and the record gives no result".to_string(),
        },
    }
}

fn static_result(result: &str) -> &'static str {
    match result {
        "1-0" => "1-0",
        "0-1" => "0-1",
        "1/2-1/2" => "1/2-1/2",
        _ => "*",
    }
}

fn by_board(end: &End) -> Ruling {
    let outcome = end.outcome;
    let result = static_result(outcome.result());
    if end.by_illegal_move {
        let text = match outcome.winner {
            Some(winner) => format!(
                "{} completed a second illegal move and lost the game (Law 7.5.5)",
                side(!winner)
            ),
            None => "a second illegal move loses the game, but the opponent could not checkmate by any series of legal moves: a draw (Law 7.5.5)".to_string(),
        };
        return Ruling {
            result,
            termination: None,
            ply: Some(end.ply),
            law: "7.5.5",
            text,
        };
    }
    let termination = outcome.termination;
    let (law, text) = match termination {
        Termination::Checkmate => ("5.1.1", "checkmate"),
        Termination::Stalemate => ("5.2.1", "stalemate"),
        Termination::FivefoldRepetition => ("9.6.1", "the same position for the fifth time"),
        Termination::SeventyFiveMoves => (
            "9.6.2",
            "seventy-five moves of each player without a capture or a pawn move",
        ),
        _ => (
            "5.2.2",
            "a dead position: neither player could checkmate by any series of legal moves",
        ),
    };
    Ruling {
        result,
        termination: Some(termination),
        ply: Some(end.ply),
        law,
        text: match end.ply {
            0 => format!("the game had ended in its start position, by {text}"),
            ply => format!("the game ended at ply {ply} by {text}"),
        },
    }
}

fn decisive(input: &Input<'_>, walked: &Walked, recorded: &str, winner: Color) -> Ruling {
    let how = decided(input, !winner);
    let (termination, law, act) = match how {
        Decided::Time => (Termination::Timeout, "6.9", "lost on time"),
        Decided::Resignation => (Termination::Resignation, "5.1.2", "resigned"),
        Decided::NoMate => (
            Termination::Resignation,
            "5.1.2",
            "resigned (the record shows no checkmate)",
        ),
        Decided::Other => {
            return Ruling {
                result: static_result(recorded),
                termination: None,
                ply: None,
                law: "8.7",
                text: format!("{} won as recorded", side(winner)),
            }
        }
    };
    if walked.cannot_mate(winner) {
        return Ruling {
            result: "1/2-1/2",
            termination: Some(termination),
            ply: None,
            law,
            text: format!(
                "{} {act}, but {} could not checkmate by any series of legal moves: a draw",
                side(!winner),
                side(winner)
            ),
        };
    }
    Ruling {
        result: static_result(Outcome::win(termination, winner).result()),
        termination: Some(termination),
        ply: None,
        law,
        text: format!("{} {act}: {} won", side(!winner), side(winner)),
    }
}

fn decided(input: &Input<'_>, loser: Color) -> Decided {
    let tag = input
        .tags
        .iter()
        .find(|(n, _)| n == "Termination")
        .map(|(_, v)| v.trim().to_ascii_lowercase());
    match tag.as_deref() {
        Some(t) if t.contains("time") => return Decided::Time,
        // Lichess writes "Normal", chess.com "White won by resignation"; a checkmate the record
        // does not show (its last position is no mate) is no more than a result without a
        // reason: if the winner cannot mate from there, no continuation had the mate either.
        Some(t) if t.contains("checkmate") => return Decided::NoMate,
        Some(t) if t.is_empty() || t == "normal" || t.contains("resign") => {}
        None => {}
        Some(_) => return Decided::Other,
    }
    if flag_down(input, loser) {
        Decided::Time
    } else {
        Decided::Resignation
    }
}

/// Whether `color`'s flag fell: it is to move after the last recorded move and its last
/// `[%clk]` shows no time left. A clock at zero after a move of the side not to move is time
/// rounded down as the move was completed: its clock stopped then, and no flag fell since.
fn flag_down(input: &Input<'_>, color: Color) -> bool {
    let first = input.start.turn();
    let to_move = if input.sans.len() % 2 == 0 {
        first
    } else {
        !first
    };
    to_move == color
        && input
            .moves
            .iter()
            .enumerate()
            .rev()
            // Ply `i` (from 0) is the first mover's when `i` is even.
            .filter(|(i, _)| if i % 2 == 0 { first } else { !first } == color)
            .find_map(|(_, m)| m.clock())
            .is_some_and(|seconds| seconds <= 0.0)
}

fn drawn(input: &Input<'_>, walked: &Walked) -> Ruling {
    let last = walked.last_position();
    let repetitions_hold = walked.events.iter().any(|e| {
        e.kind == super::EventKind::ThreefoldRepetition && e.until_ply == Some(input.sans.len())
    });
    let flag = input
        .tags
        .iter()
        .any(|(n, v)| n == "Termination" && v.to_ascii_lowercase().contains("time"));
    if let Some(ruling) = flag.then(|| lost_on_time(input, walked)).flatten() {
        return ruling;
    }
    let (termination, law, text) = if flag {
        let text = if walked.cannot_mate(Color::White) || walked.cannot_mate(Color::Black) {
            "a flag fell, and the opponent could not checkmate by any series of legal moves: a draw"
        } else {
            // Law 6.9 draws a flag fall only against a side that cannot mate; the record does
            // not show whose flag fell, or whether both did: the recorded draw stands.
            "a draw on time as recorded, though either player could checkmate by some series of legal moves: the record does not show whose flag fell, or whether both did"
        };
        (Termination::Timeout, "6.9", text.to_string())
    } else if repetitions_hold {
        (
            Termination::ThreefoldRepetition,
            "9.2",
            "a draw, which a claim of threefold repetition supports".to_string(),
        )
    } else if last.halfmoves() >= FIFTY_MOVES {
        (
            Termination::FiftyMoves,
            "9.3",
            "a draw, which a claim under the fifty-move rule supports".to_string(),
        )
    } else if walked.plies_made < 2 {
        return Ruling {
            result: "*",
            termination: None,
            ply: None,
            law: "5.2.3",
            text: "a draw agreed before both players have made a move is not valid".to_string(),
        };
    } else {
        (
            Termination::Agreement,
            "5.2.3",
            "a draw by agreement".to_string(),
        )
    };
    Ruling {
        result: "1/2-1/2",
        termination: Some(termination),
        ply: None,
        law,
        text,
    }
}

/// A draw recorded as a flag fall, when the clocks show whose flag fell and its opponent could
/// mate: Law 6.9 gives the opponent the game.
fn lost_on_time(input: &Input<'_>, walked: &Walked) -> Option<Ruling> {
    let loser = [Color::White, Color::Black]
        .into_iter()
        .find(|&c| flag_down(input, c))
        .filter(|&c| !walked.cannot_mate(!c))?;
    Some(Ruling {
        result: static_result(Outcome::win(Termination::Timeout, !loser).result()),
        termination: Some(Termination::Timeout),
        ply: None,
        law: "6.9",
        text: format!(
            "{}'s flag fell, and {} could checkmate by some series of legal moves: {} won",
            side(loser),
            side(!loser),
            side(!loser)
        ),
    })
}
