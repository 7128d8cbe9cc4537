//! A chess clock (Law 6) as a pure function of the events it is given: start, moves, pauses,
//! resumptions and incorrect draw claims, each with the instant it happened in milliseconds.
//! The clock never reads the system time: pass `Date.now()`, `performance.now()` or a test's
//! counter, as long as the events' instants never go back.
//!
//! ```
//! use chess_arbiter::clock::{Clock, TimeControl};
//! use chess_arbiter::Color;
//!
//! let mut clock = Clock::new(TimeControl::parse("5+3").unwrap());
//! clock.start(0, Color::White).unwrap();
//! let e4 = clock.move_made(2_000).unwrap(); // White thought 2 s, then gets 3 s back
//! assert_eq!((e4.spent, e4.remaining), (2_000, 301_000));
//! assert_eq!(clock.running(), Some(Color::Black));
//! assert_eq!(clock.remaining(Color::Black, 12_000), 290_000);
//! assert_eq!(clock.flagged(302_000), Some(Color::Black)); // 300 s after Black's clock started
//! ```
//!
//! # Conventions
//! - **Flag fall**: a side has run out of time — its flag has fallen — the moment its time left
//!   reaches 0, *at* the boundary: with 5 minutes started at instant 0, the flag falls at
//!   instant 300 000 (not one millisecond later). A move at that instant is refused
//!   ([`ClockError::Flagged`]); a move one millisecond before it is in time. Only the side on
//!   move can run out. A fallen flag does not stop the clock or end the game by itself: the
//!   game ends through [`Clock::apply_flag`] (Law 6.9, decided by
//!   [`Game::timeout`](crate::Game::timeout)).
//! - **Increment** (Fischer) is added after each move, including the first; the clocks show
//!   the stage's time at the start. **Bronstein delay** returns, after each move, the time used
//!   on it up to the delay; **simple delay** lets the clock wait the delay on each move before it
//!   runs down. Neither delay ever adds time: after a move, a player never has more than when
//!   the move began (penalties aside).
//! - **Stages**: a player who completes a stage's move count gets the next stage's time added
//!   after that move (on top of that move's bonus, which is the old stage's). Moves are counted
//!   per player, from the first move that player makes on this clock.
//! - **Instants**: every event must come at or after the one before
//!   ([`ClockError::TimeWentBack`] otherwise). A query about an instant before the last event
//!   answers for the instant of the last event.
//! - **Pausing** stops the clock with whatever delay is left on the move kept for when it
//!   resumes; `pause` while paused and `resume` while running change nothing (and return
//!   `false`).
//!
//! The [`events`](Clock::events) given so far describe the clock completely:
//! [`Clock::replay`] builds the same clock from them (to save a game and take it up again).

mod control;
mod error;
mod events;
mod notation;
mod penalty;

pub use control::{Bonus, Stage, TimeControl, MAX_STAGES};
pub use error::ClockError;
pub use events::{ClockEvent, IncorrectClaim, MoveTime};
pub use penalty::ClaimPenalty;

use crate::types::{ByColor, Color};

/// Milliseconds: durations, and instants on the caller's time line.
pub type Millis = u64;

/// The largest duration a control may state: 2^53 - 1 ms, the largest integer a JS number holds
/// exactly (about 285,000 years).
pub const MAX_MILLIS: Millis = (1 << 53) - 1;

#[derive(Copy, Clone, Debug, PartialEq, Eq, Default)]
struct Side {
    /// Time left when the side's current move began (adjusted by penalties); its time left when
    /// it is not on move.
    base: Millis,
    /// Moves completed.
    moves: u32,
}

/// A chess clock for two players under a [`TimeControl`] (see the [module docs](self)).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Clock {
    control: TimeControl,
    penalty: ClaimPenalty,
    sides: ByColor<Side>,
    /// The side on move, once started.
    turn: Option<Color>,
    /// Running time used on the current move before `since`.
    used: Millis,
    /// When the current running stretch began; `None` while paused or before the start.
    since: Option<Millis>,
    /// The instant of the last event.
    last: Millis,
    events: Vec<ClockEvent>,
}

impl Clock {
    /// A clock that has not started, with the default (three-minute) claim penalty.
    pub fn new(control: TimeControl) -> Clock {
        Clock::with_penalty(control, ClaimPenalty::default())
    }

    /// A clock that has not started, with the `penalty` rule for incorrect claims.
    pub fn with_penalty(control: TimeControl, penalty: ClaimPenalty) -> Clock {
        let first = control.stages()[0].time;
        let side = Side {
            base: first,
            moves: 0,
        };
        Clock {
            control,
            penalty,
            sides: ByColor::new(side, side),
            turn: None,
            used: 0,
            since: None,
            last: 0,
            events: Vec::new(),
        }
    }

    /// The time control the clock runs under.
    pub fn control(&self) -> &TimeControl {
        &self.control
    }

    /// What an incorrect draw claim costs (see [`Clock::incorrect_claim`]).
    pub fn penalty(&self) -> ClaimPenalty {
        self.penalty
    }

    /// Every event applied, first to last (no-op pauses and resumptions are not recorded).
    pub fn events(&self) -> &[ClockEvent] {
        &self.events
    }

    /// The instant of the last event (0 before the start).
    pub fn last_event_at(&self) -> Millis {
        self.last
    }

    /// Whether [`Clock::start`] has been called.
    pub fn is_started(&self) -> bool {
        self.turn.is_some()
    }

    /// Started, and stopped by [`Clock::pause`].
    pub fn is_paused(&self) -> bool {
        self.turn.is_some() && self.since.is_none()
    }

    /// The side on move (whose clock runs, or would run but for a pause); `None` before the
    /// start.
    pub fn turn(&self) -> Option<Color> {
        self.turn
    }

    /// The side whose clock is running now: `None` before the start and while paused. (A side
    /// whose flag has fallen still "runs", at 0: see [`Clock::flagged`].)
    pub fn running(&self) -> Option<Color> {
        self.turn.filter(|_| self.since.is_some())
    }

    /// The moves `color` has completed.
    pub fn moves_made(&self, color: Color) -> u32 {
        self.sides[color].moves
    }

    /// The stage `color` is in (0-based index into the control's stages).
    pub fn stage(&self, color: Color) -> usize {
        self.control.stage_after(self.sides[color].moves)
    }

    /// The moves `color` must still make to complete its stage; `None` in a stage for the rest
    /// of the game.
    pub fn moves_to_go(&self, color: Color) -> Option<u32> {
        let moves = self.sides[color].moves;
        let stages = self.control.stages();
        let mut end: u64 = 0;
        for (i, stage) in stages.iter().enumerate() {
            let n = u64::from(stage.moves?);
            end += n;
            if i + 1 == stages.len() {
                // A repeating last stage: the next multiple of its count.
                let into = (u64::from(moves) + n - end) % n;
                return Some((n - into) as u32);
            }
            if u64::from(moves) < end {
                return Some((end - u64::from(moves)) as u32);
            }
        }
        None
    }

    /// The bonus of the move `color` is making (or will make next).
    fn bonus(&self, color: Color) -> Bonus {
        self.control.stages()[self.stage(color)].bonus
    }

    /// Running time used on the current move by `now`.
    fn used_at(&self, now: Millis) -> Millis {
        match self.since {
            Some(since) => self.used.saturating_add(now.saturating_sub(since)),
            None => self.used,
        }
    }

    /// The time a move that has run for `used` takes off the clock.
    fn charge(bonus: Bonus, used: Millis) -> Millis {
        match bonus {
            Bonus::SimpleDelay(delay) => used.saturating_sub(delay),
            _ => used,
        }
    }

    /// `color`'s time left at `now` (never below 0; 0 means its flag has fallen).
    pub fn remaining(&self, color: Color, now: Millis) -> Millis {
        let side = &self.sides[color];
        if self.turn == Some(color) {
            let used = self.used_at(now.max(self.last));
            side.base
                .saturating_sub(Clock::charge(self.bonus(color), used))
        } else {
            side.base
        }
    }

    /// Both sides' time left at `now`.
    pub fn times(&self, now: Millis) -> ByColor<Millis> {
        ByColor::new(
            self.remaining(Color::White, now),
            self.remaining(Color::Black, now),
        )
    }

    /// The simple delay still to run before the clock on move starts running down (0 with any
    /// other bonus, while no clock is on move, and once the delay is used up).
    pub fn delay_left(&self, now: Millis) -> Millis {
        match (self.turn, self.turn.map(|c| self.bonus(c))) {
            (Some(_), Some(Bonus::SimpleDelay(delay))) => {
                delay.saturating_sub(self.used_at(now.max(self.last)))
            }
            _ => 0,
        }
    }

    /// The side whose flag has fallen by `now` (its time left is 0), if any.
    pub fn flagged(&self, now: Millis) -> Option<Color> {
        self.turn.filter(|&c| self.remaining(c, now) == 0)
    }

    /// The instant at which the running side's flag falls if no event comes first — an instant
    /// already past once it has fallen; `None` before the start and while paused. A page can
    /// set a timer for it instead of polling.
    pub fn flag_at(&self) -> Option<Millis> {
        let (color, since) = (self.turn?, self.since?);
        let base = self.sides[color].base;
        let budget = match self.bonus(color) {
            Bonus::SimpleDelay(delay) => base.saturating_add(delay),
            _ => base,
        };
        Some(since.saturating_add(budget.saturating_sub(self.used)))
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn moves_to_go_counts_down_and_repeats() {
        let mut clock = Clock::new(TimeControl::parse("2/10,1/5,3").unwrap());
        clock.start(0, Color::White).unwrap();
        assert_eq!(clock.moves_to_go(Color::White), Some(2));
        // The clock alternates: White moves at 1, 3, 5; Black at 2, 4.
        clock.move_made(1).unwrap();
        clock.move_made(2).unwrap();
        assert_eq!(clock.moves_to_go(Color::White), Some(1));
        clock.move_made(3).unwrap();
        clock.move_made(4).unwrap();
        assert_eq!(clock.moves_to_go(Color::White), Some(1)); // stage 2: one move
        assert_eq!(clock.moves_to_go(Color::Black), Some(1));
        clock.move_made(5).unwrap();
        assert_eq!(clock.moves_to_go(Color::White), None);

        let mut repeating = Clock::new(TimeControl::parse("10/5,3/1").unwrap());
        repeating.start(0, Color::Black).unwrap();
        for now in 1..=10 {
            repeating.move_made(now).unwrap();
            repeating.move_made(now).unwrap();
        }
        assert_eq!(repeating.moves_to_go(Color::Black), Some(3));
        repeating.move_made(11).unwrap();
        assert_eq!(repeating.moves_to_go(Color::Black), Some(2));
    }
}
