//! The audit's memory of "can this side mate here?".
//!
//! The same question is often asked twice in a row of one position: the walk asks whether a
//! game's last position is dead (for both sides), then the ruling asks whether the winner can
//! mate there. The answer depends on the position and the side alone, and the search behind it
//! is most of an audit's time, so the last answer for each side is kept. The memory lives here,
//! not in `dead`, so that the rules entry a page loads carries neither it nor its cost.

use std::cell::RefCell;

use crate::dead::{self, Verdict};
use crate::position::Position;
use crate::types::Color;

type Last = [Option<(Position, Verdict)>; 2];

thread_local! {
    static LAST: RefCell<Last> = const { RefCell::new([None, None]) };
}

/// [`dead::can_mate`], answered from memory when the same side was asked of the same position
/// last time.
pub(super) fn can_mate(pos: &Position, color: Color) -> Verdict {
    let side = color as usize;
    let known = LAST
        .try_with(|last| match &last.borrow()[side] {
            Some((p, v)) if p == pos => Some(*v),
            _ => None,
        })
        .ok()
        .flatten();
    if let Some(verdict) = known {
        return verdict;
    }
    let verdict = dead::can_mate(pos, color);
    let _ = LAST.try_with(|last| last.borrow_mut()[side] = Some((pos.clone(), verdict)));
    verdict
}

/// [`dead::is_dead`] through the same memory.
pub(super) fn is_dead(pos: &Position) -> Verdict {
    dead::is_dead_by(pos, can_mate)
}
