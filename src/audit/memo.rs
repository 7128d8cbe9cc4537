//! The audit's memory of "can this side mate here?".
//!
//! The same question is often asked again of one position: the walk asks whether a game's last
//! position is dead (for both sides), then, when that found nothing, asks it again of each
//! position whose analysis it put off (the last one among them), and the ruling asks whether the
//! winner can mate there. The answer depends on the position and the side alone, and the search
//! behind it is most of an audit's time, so the last few answers for each side are kept (one
//! position of a 1 MB TWIC sample was analysed four times, a quarter of that file's audit). The
//! memory lives here, not in `dead`, so that the rules entry a page loads carries neither it nor
//! its cost.

use std::cell::RefCell;

use crate::dead::{self, Verdict};
use crate::position::Position;
use crate::types::Color;

/// Answers kept per side: enough that the put-off positions of one game, asked in between,
/// do not push out the last position's answer.
const KEPT: usize = 8;

type Last = [Vec<(Position, Verdict)>; 2];

thread_local! {
    static LAST: RefCell<Last> = const { RefCell::new([Vec::new(), Vec::new()]) };
}

/// [`dead::can_mate`], answered from memory when the same side was asked of the same position
/// lately.
pub(super) fn can_mate(pos: &Position, color: Color) -> Verdict {
    let side = color as usize;
    let known = LAST
        .try_with(|last| {
            let last = last.borrow();
            last[side].iter().find(|(p, _)| p == pos).map(|(_, v)| *v)
        })
        .ok()
        .flatten();
    if let Some(verdict) = known {
        return verdict;
    }
    let verdict = dead::can_mate(pos, color);
    let _ = LAST.try_with(|last| {
        let kept = &mut last.borrow_mut()[side];
        if kept.len() == KEPT {
            kept.remove(0);
        }
        kept.push((pos.clone(), verdict));
    });
    verdict
}

/// [`dead::is_dead`] through the same memory, asking first about `first` (when known, the
/// recorded winner, whom the ruling will ask about anyway).
pub(super) fn is_dead(pos: &Position, first: Option<Color>) -> Verdict {
    dead::is_dead_by(pos, first.unwrap_or(!pos.turn()), can_mate)
}
