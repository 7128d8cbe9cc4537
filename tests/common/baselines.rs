//! The players the engine is measured against: a random mover and a captures-first mover.
//! Shared by tests/engine.rs (20 of 20 games won) and examples/engine_bench.rs (its default run),
//! each through `#[path]`, so that both measure against the same players.

use chess_arbiter::engine::Rng;
use chess_arbiter::{Move, Position};

/// A player that is not the engine: picks a move for the current position.
pub type Baseline = fn(&Position, &mut Rng) -> Move;

pub fn random_mover(pos: &Position, rng: &mut Rng) -> Move {
    let moves = pos.legal_moves();
    moves[rng.below(moves.len() as u64) as usize]
}

/// Captures whenever it can (a random capture), else a random move.
pub fn captures_first(pos: &Position, rng: &mut Rng) -> Move {
    let moves = pos.legal_moves();
    let captures: Vec<Move> = moves.iter().copied().filter(|m| m.is_capture()).collect();
    if captures.is_empty() {
        moves[rng.below(moves.len() as u64) as usize]
    } else {
        captures[rng.below(captures.len() as u64) as usize]
    }
}
