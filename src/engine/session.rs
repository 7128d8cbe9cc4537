//! The engine of a program that asks for one move at a time (a page, the npm package's
//! `bestMove` and `Engine`): one engine whose table is allocated once and cleared before each
//! search, so that the same seed, position and limits always give the same move (a table kept
//! from an earlier search changes what a later one finds), with a time limit kept by the
//! caller's clock.

use crate::game::Game;

use super::{Engine, Score, SearchLimits, SearchResult};

/// The level of a search that names none: the strongest.
pub const DEFAULT_LEVEL: u8 = 8;

/// The transposition table of a session: bounded, since a page may hold a few engines' memory.
pub const SESSION_HASH_BYTES: usize = 16 << 20;

/// One engine kept between searches (its table's memory, not what it learned).
pub struct Session {
    kept: Option<Engine>,
}

impl Default for Session {
    fn default() -> Session {
        Session::new()
    }
}

impl Session {
    /// A session; its engine and table are made at the first search that needs them.
    pub const fn new() -> Session {
        Session { kept: None }
    }

    /// The limits of a search at `level` ([`DEFAULT_LEVEL`] unless given), with a hard node
    /// limit (the level's own unless given) and the seed of the lower levels' randomness.
    pub fn limits(level: Option<u8>, nodes: Option<u64>, seed: u64) -> SearchLimits {
        let mut limits = SearchLimits::level(level.unwrap_or(DEFAULT_LEVEL));
        limits.max_nodes = nodes;
        limits.seed = seed;
        limits
    }

    /// The engine's move in `game`. `over`: the game has ended in a way its moves do not show
    /// (resignation, agreement, a flag, a claim), so there is nothing to search. `movetime`:
    /// at most this many milliseconds by the clock `now`.
    pub fn search(
        &mut self,
        game: &Game,
        over: bool,
        limits: &SearchLimits,
        movetime: Option<f64>,
        now: &dyn Fn() -> f64,
    ) -> SearchResult {
        if over && game.outcome().is_none() {
            return SearchResult {
                best_move: None,
                score: Score::Cp(0),
                pv: Vec::new(),
                depth: 0,
                seldepth: 0,
                nodes: 0,
                randomized: false,
            };
        }
        if game.outcome().is_some() || game.legal_moves().is_empty() {
            // The engine answers these without searching; a fresh engine costs no table.
            return Engine::with_hash_size(0).search(game, limits);
        }
        let engine = self
            .kept
            .get_or_insert_with(|| Engine::with_hash_size(SESSION_HASH_BYTES));
        engine.clear();
        match movetime {
            None => engine.search(game, limits),
            Some(movetime) => {
                let started = now();
                let deadline = started + movetime;
                // An iteration takes a few times as long as the one before: one begun after
                // half the time would rarely finish.
                engine.search_with(game, limits, &|| now() >= deadline, &mut |_| {
                    now() - started < movetime / 2.0
                })
            }
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn an_ended_game_is_answered_without_a_search() {
        let mut session = Session::new();
        let mut game = Game::new();
        game.resign(crate::Color::White).unwrap();
        let limits = Session::limits(None, None, 0);
        assert_eq!(limits.level, DEFAULT_LEVEL);
        let result = session.search(&game, true, &limits, None, &|| 0.0);
        assert_eq!(result.best_move, None);
        let fresh = Game::new();
        let limits = Session::limits(Some(1), Some(200), 7);
        assert!(session
            .search(&fresh, false, &limits, Some(1e9), &|| 0.0)
            .best_move
            .is_some());
    }

    #[test]
    fn the_same_search_twice_gives_the_same_result() {
        // The table kept from the first search changed the second's move (Nxc3, then Qc2).
        let mut session = Session::new();
        let game = Game::from_fen(
            "2kr1bnr/p3pp2/n7/1p3PPp/6bR/PPp5/3PP1P1/RNBQ1BK1 w - - 0 16",
            false,
        )
        .unwrap();
        let limits = Session::limits(Some(5), None, 0);
        let first = session.search(&game, false, &limits, None, &|| 0.0);
        let second = session.search(&game, false, &limits, None, &|| 0.0);
        assert_eq!(first.best_move, second.best_move);
        assert_eq!((first.score, first.nodes), (second.score, second.nodes));
    }
}
