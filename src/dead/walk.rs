//! The exhaustive walk of every reachable position, for closed positions.

use std::collections::VecDeque;

use super::identity::{Key, KeySet};
use super::wall::locked_cannot_mate;
use super::{material_cannot_mate, Verdict};
use crate::position::Position;
use crate::types::Color;

/// Positions proved hopeless for `color` (by material or the wall proof) are not expanded.
/// `Some(Yes)` on a mate by `color`, `Some(No)` when the walk ends without one, `None` when the
/// budget runs out.
pub(super) fn exhaust(root: &Position, color: Color, budget: u64) -> Option<Verdict> {
    let mut seen = KeySet::default();
    let mut queue = VecDeque::new();
    seen.insert(Key::of(root));
    queue.push_back(root.clone());
    let mut count: u64 = 1;
    while let Some(pos) = queue.pop_front() {
        let moves = pos.legal_moves();
        if moves.is_empty() {
            if pos.is_check() && pos.turn() != color {
                return Some(Verdict::Yes);
            }
            continue;
        }
        if material_cannot_mate(pos.board(), color) || locked_cannot_mate(&pos, color) {
            continue;
        }
        for &m in &moves {
            let mut next = pos.clone();
            next.play_unchecked(m);
            if seen.insert(Key::of(&next)) {
                count += 1;
                if count > budget {
                    return None;
                }
                queue.push_back(next);
            }
        }
    }
    Some(Verdict::No)
}

// ---------------------------------------------------------------------------------------------
