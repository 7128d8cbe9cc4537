//! Forced lines: while the side to move has a single legal move, play it.

use super::identity::Key;
use super::{material_cannot_mate, Verdict, FORCED_LINE_LIMIT};
use crate::position::Position;
use crate::types::Color;

pub(super) enum Line {
    Decided(Verdict),
    /// The position where the side to move first has a choice (or the line grew too long).
    Open(Position),
}

/// Plays single legal moves while there are no others, deciding on the way what can be
/// decided: a mate, a stalemate, material that cannot mate, a forced cycle.
pub(super) fn follow_forced_line(pos: &Position, color: Color) -> Line {
    let mut current = pos.clone();
    let mut seen: Vec<Key> = Vec::new();
    loop {
        let moves = current.legal_moves();
        if moves.is_empty() {
            let mated_loser = current.is_check() && current.turn() != color;
            return Line::Decided(if mated_loser {
                Verdict::Yes
            } else {
                Verdict::No
            });
        }
        if material_cannot_mate(current.board(), color) {
            return Line::Decided(Verdict::No);
        }
        if moves.len() > 1 || seen.len() >= FORCED_LINE_LIMIT {
            return Line::Open(current);
        }
        let key = Key::of(&current);
        if seen.contains(&key) {
            // The same single moves again and again, none of them mate.
            return Line::Decided(Verdict::No);
        }
        seen.push(key);
        current.play_unchecked(moves[0]);
    }
}
