//! The exhaustive walk of every reachable position, for closed positions.

use super::identity::{Key, KeySet};
use super::wall::locked_cannot_mate;
use super::{material_cannot_mate, Verdict};
use crate::position::Position;
use crate::types::Color;

/// Positions proved hopeless for `color` (by material or the wall proof) are not expanded.
/// `Some(Yes)` on a mate by `color`, `Some(No)` when the walk ends without one, `None` when the
/// budget runs out.
///
/// Breadth first, one ply at a time: the positions of the next ply are gathered in a `Vec` while
/// those of this ply are expanded in the order they were found, the order of a FIFO queue (a
/// `VecDeque` would bring its own ring-buffer code into the `.wasm`).
pub(super) fn exhaust(root: &Position, color: Color, budget: u64) -> Option<Verdict> {
    let mut seen = KeySet::default();
    seen.insert(Key::of(root));
    let mut ply = vec![root.clone()];
    let mut count: u64 = 1;
    while !ply.is_empty() {
        let mut next_ply = Vec::new();
        for pos in ply {
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
                    next_ply.push(next);
                }
            }
        }
        ply = next_ply;
    }
    Some(Verdict::No)
}

// ---------------------------------------------------------------------------------------------
