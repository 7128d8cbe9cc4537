//! A [`Game`] to and from PGN: import the main line of a recorded game, export the game in
//! export format with the seven-tag roster and a `Termination` tag that matches the outcome.
//!
//! ```
//! use chess_arbiter::Game;
//! let mut game = Game::from_pgn("[White \"Ann\"]\n\n1. f3 e5 2. g4 Qh4# 0-1").unwrap();
//! assert!(game.is_over());
//! let pgn = game.pgn();
//! assert!(pgn.contains("[White \"Ann\"]"));
//! assert!(pgn.contains("[Termination \"normal\"]"));
//! assert!(pgn.contains("\n\n1. f3 e5 2. g4 Qh4# 0-1\n"));
//! ```

use core::fmt;

use super::outcome::{Outcome, Termination};
use crate::game::{Game, GameError};
use crate::pgn::{self, PgnError, PgnGame, Variant};

/// Something an imported record says that the Laws contradict. The game is kept as recorded,
/// the record's words are kept readable, and [`Game::outcome`] stays the Laws' verdict.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum ImportWarning {
    /// The record's result is not how the Laws end the game on the board: a checkmate
    /// recorded as a draw, a stalemate recorded as a win, an ended game recorded as `*`.
    /// (A decisive or drawn result for a game the board does not end is no contradiction: a
    /// resignation, a flag fall or an agreement leaves no trace on the board.)
    ResultMismatch {
        /// The result the record gives (its `Result` tag, else its termination marker).
        recorded: String,
        /// How the Laws ended the game in its final position.
        laws: Outcome,
    },
    /// The Laws ended the game before the record's last move (a fivefold repetition, the
    /// seventy-five-move rule or a dead position that went unnoticed): the moves after it do
    /// not count, though the game keeps them as recorded.
    MovesAfterEnd {
        /// How many of the record's moves (plies) were made when the game ended.
        ply: u32,
        /// The recorded moves (plies) after it.
        count: u32,
        /// The ending.
        laws: Outcome,
    },
}

impl ImportWarning {
    /// A stable name for the kind of warning: `"result_mismatch"`, `"moves_after_end"`.
    pub const fn kind(&self) -> &'static str {
        match self {
            ImportWarning::ResultMismatch { .. } => "result_mismatch",
            ImportWarning::MovesAfterEnd { .. } => "moves_after_end",
        }
    }
}

impl fmt::Display for ImportWarning {
    /// `"the record gives the result 1/2-1/2, but by the Laws black won by checkmate (0-1)"`.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            ImportWarning::ResultMismatch { recorded, laws } if recorded == "*" => write!(
                f,
                "the record gives no result (*), but by the Laws the game is over: {laws}"
            ),
            ImportWarning::ResultMismatch { recorded, laws } => write!(
                f,
                "the record gives the result {recorded}, but by the Laws {laws}"
            ),
            ImportWarning::MovesAfterEnd { ply, count, laws } => write!(
                f,
                "by the Laws the game was over after ply {ply}: {laws}; the record plays {count} more"
            ),
        }
    }
}

impl From<PgnError> for GameError {
    fn from(e: PgnError) -> GameError {
        GameError::InvalidPgn(e.to_string())
    }
}

/// The `Termination` tag value (PGN standard) for an ending.
fn termination_tag(termination: Termination) -> &'static str {
    match termination {
        Termination::Timeout => "time forfeit",
        _ => "normal",
    }
}

impl Game {
    /// The first game of a PGN text: its start position (`SetUp`/`FEN`, `Variant`), its main
    /// line played move by move, and its tags (kept for [`Game::pgn`]). Variations and
    /// comments are not part of a `Game`; read them with [`crate::pgn`].
    ///
    /// # Errors
    /// [`GameError::InvalidPgn`] naming the game, line and token of the problem, such as a
    /// move that is not legal.
    pub fn from_pgn(text: &str) -> Result<Game, GameError> {
        Game::from_pgn_game(&pgn::parse_one(text)?)
    }

    /// A game from a PGN record (see [`Game::from_pgn`]).
    ///
    /// # Errors
    /// As [`Game::from_pgn`].
    pub fn from_pgn_game(record: &PgnGame) -> Result<Game, GameError> {
        let start = record.start_position()?;
        let (_, moves) = record.replay()?;
        let chess960 = record.variant()? == Variant::Chess960;
        let mut game = Game::from_position(start, chess960);
        // A record is what was played: real games go on past an ending the arbiter did not
        // apply (a dead position, a fivefold repetition nobody noticed). Its moves were all
        // checked as legal by the replay, so they are played as they stand; the outcome is
        // that of the final position.
        for &m in &moves {
            game.push(m);
        }
        let first_ending = game.records[..moves.len()]
            .iter()
            .enumerate()
            .find_map(|(ply, r)| r.ending.map(|laws| (ply, laws)));
        if let Some((ply, laws)) = first_ending {
            game.warnings.push(ImportWarning::MovesAfterEnd {
                ply: ply as u32,
                count: (moves.len() - ply) as u32,
                laws,
            });
        }
        // A loop, where `filter` and `collect` would link a copy of `collect` for this alone.
        for tag in &record.tags {
            if !matches!(tag.0.as_str(), "SetUp" | "FEN") {
                game.tags.push(tag.clone());
            }
        }
        // A tag that is no result ("?", "unknown") gives way to the movetext's marker.
        let tag = record.tag("Result");
        game.recorded_result = tag
            .filter(|r| pgn::is_result(r.trim()))
            .or(record.result.as_deref())
            .or(tag)
            .map(str::to_string);
        if let (Some(recorded), Some(laws)) = (&game.recorded_result, game.outcome()) {
            if recorded.trim() != laws.result() {
                game.warnings.push(ImportWarning::ResultMismatch {
                    recorded: recorded.clone(),
                    laws,
                });
            }
        }
        Ok(game)
    }

    /// The result the imported record gives (its `Result` tag, else the termination marker
    /// of its movetext), as written; `None` for a game not read from PGN or recorded
    /// without one. It may disagree with [`Game::outcome`], which is the Laws' verdict: see
    /// [`Game::warnings`].
    pub fn recorded_result(&self) -> Option<&str> {
        self.recorded_result.as_deref()
    }

    /// What the import found the record to say against the Laws (empty for a game not read
    /// from PGN, and for a faithful record).
    pub fn warnings(&self) -> &[ImportWarning] {
        &self.warnings
    }

    /// The PGN tags the game carries (from an import, or set with [`Game::set_tag`]).
    pub fn tags(&self) -> &[(String, String)] {
        &self.tags
    }

    /// Sets a PGN tag for export (replacing one of the same name).
    pub fn set_tag(&mut self, name: &str, value: &str) {
        match self.tags.iter_mut().find(|(n, _)| n == name) {
            Some(tag) => tag.1 = value.to_string(),
            None => self.tags.push((name.to_string(), value.to_string())),
        }
    }

    /// The game in PGN export format. The result comes from the outcome (or, for a game that
    /// goes on, from the `Result` tag, else the imported record's result, else `*`); the
    /// `Termination` tag says how the game ended. A Chess960 game without a `Variant` tag gets
    /// `Variant "Chess960"`.
    ///
    /// An export writes what the game is: an imported record whose result contradicts the
    /// board (see [`Game::warnings`]) is written with the Laws' result, not the recorded one,
    /// which stays readable with [`Game::recorded_result`].
    pub fn pgn(&self) -> String {
        let mut tags = self.tags.clone();
        // A Chess960 game says so, even from a start that castles like standard chess.
        if self.is_chess960() && !tags.iter().any(|(n, _)| n == "Variant") {
            tags.push(("Variant".to_string(), "Chess960".to_string()));
        }
        let result = match self.outcome() {
            Some(outcome) => {
                set(
                    &mut tags,
                    "Termination",
                    termination_tag(outcome.termination),
                );
                outcome.result().to_string()
            }
            None => {
                // A record may give its result by the movetext's marker alone.
                // A tag that is no result ("?") gives way; a `*` the user set wins.
                let is_result = |r: &&str| pgn::is_result(r);
                let imported = self
                    .tags
                    .iter()
                    .find(|(n, _)| n == "Result")
                    .map(|(_, v)| v.as_str())
                    .filter(is_result)
                    .or(self.recorded_result.as_deref().filter(is_result))
                    .filter(|r| *r != "*");
                if imported.is_none() {
                    set(&mut tags, "Termination", "unterminated");
                }
                imported.unwrap_or("*").to_string()
            }
        };
        pgn::set_record_tags(&mut tags, self.start_position(), &result);
        // Written as a line: the rules entry carries no move tree for it.
        pgn::write_line(&tags, &self.san_history(), &result)
    }
}

fn set(tags: &mut Vec<(String, String)>, name: &str, value: &str) {
    pgn::set_tag_in(tags, name, value.to_string());
}
