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

use super::outcome::Termination;
use crate::game::{Game, GameError};
use crate::pgn::{self, PgnError, PgnGame, Variant};

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
        game.tags = record
            .tags
            .iter()
            .filter(|(name, _)| !matches!(name.as_str(), "SetUp" | "FEN"))
            .cloned()
            .collect();
        Ok(game)
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
    /// goes on, from the imported `Result` tag, else `*`); the `Termination` tag says how the
    /// game ended. A Chess960 game without a `Variant` tag gets `Variant "Chess960"`.
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
                let imported = self
                    .tags
                    .iter()
                    .find(|(n, _)| n == "Result")
                    .map(|(_, v)| v.clone())
                    .filter(|r| matches!(r.as_str(), "1-0" | "0-1" | "1/2-1/2"));
                if imported.is_none() {
                    set(&mut tags, "Termination", "unterminated");
                }
                imported.unwrap_or_else(|| "*".to_string())
            }
        };
        match PgnGame::from_moves(self.start_position(), self.history(), tags, Some(&result)) {
            Ok(record) => pgn::write(&record),
            // Unreachable: every move of a game is legal and the result is well-formed.
            Err(e) => format!("{{{e}}} *\n"),
        }
    }
}

fn set(tags: &mut Vec<(String, String)>, name: &str, value: &str) {
    match tags.iter_mut().find(|(n, _)| n == name) {
        Some(tag) => tag.1 = value.to_string(),
        None => tags.push((name.to_string(), value.to_string())),
    }
}
