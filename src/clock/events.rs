//! What happens to the clock — start, moves, pauses, resumptions, incorrect claims — each at
//! an instant the caller gives, and what each event did; the flag's fall applied to a game.

use super::control::{Bonus, TimeControl};
use super::penalty::ClaimPenalty;
use super::{Clock, ClockError, Millis};
use crate::game::Game;
use crate::outcome::Outcome;
use crate::types::{ByColor, Color};

/// Something that happened to the clock, at an instant in milliseconds.
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash)]
pub enum ClockEvent {
    /// `color`'s clock started (normally White's: the side to move first).
    Start {
        /// When it happened.
        at: Millis,
        /// The side whose clock starts.
        color: Color,
    },
    /// The side on move completed a move (pressed its clock).
    Move {
        /// When it happened.
        at: Millis,
    },
    /// The clock was stopped (for an arbiter's decision, a claim, a break); the delay left on the
    /// move is kept.
    Pause {
        /// When it happened.
        at: Millis,
    },
    /// The clock of the side on move runs again after a pause.
    Resume {
        /// When it happened.
        at: Millis,
    },
    /// `claimant` made an incorrect draw claim: the [`ClaimPenalty`] was applied.
    IncorrectClaim {
        /// When it happened.
        at: Millis,
        /// The player who claimed.
        claimant: Color,
    },
}

impl ClockEvent {
    /// The instant of the event.
    pub const fn at(&self) -> Millis {
        match *self {
            ClockEvent::Start { at, .. }
            | ClockEvent::Move { at }
            | ClockEvent::Pause { at }
            | ClockEvent::Resume { at }
            | ClockEvent::IncorrectClaim { at, .. } => at,
        }
    }
}

/// What a move did to the mover's clock.
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash)]
pub struct MoveTime {
    /// Who moved.
    pub color: Color,
    /// The running time the move took (pauses excluded), for PGN's `%emt`.
    pub spent: Millis,
    /// The time the move's bonus gave back or added (an increment; for Bronstein, the time
    /// used up to the delay; 0 with a simple delay, whose waiting is not counted as spent time
    /// lost).
    pub bonus: Millis,
    /// The mover's time left after the move, bonus and any new stage included (PGN's `%clk`).
    pub remaining: Millis,
    /// The mover's stage after the move (0-based).
    pub stage: usize,
    /// Whether the move completed a stage, so that the next stage's time was added.
    pub new_stage: bool,
}

/// What an incorrect claim did to both clocks.
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash)]
pub struct IncorrectClaim {
    /// The player who claimed.
    pub claimant: Color,
    /// Time left for each side just before the penalty.
    pub before: ByColor<Millis>,
    /// Time left for each side just after it.
    pub after: ByColor<Millis>,
}

impl Clock {
    /// The clock that `events` make of a new one.
    ///
    /// # Errors
    /// The first event the clock refuses, as [`Clock::apply`] does.
    pub fn replay(
        control: TimeControl,
        penalty: ClaimPenalty,
        events: &[ClockEvent],
    ) -> Result<Clock, ClockError> {
        let mut clock = Clock::with_penalty(control, penalty);
        for &event in events {
            clock.apply(event)?;
        }
        Ok(clock)
    }

    /// Applies one event, as the method of that name does.
    ///
    /// # Errors
    /// As [`Clock::start`], [`Clock::move_made`], [`Clock::pause`], [`Clock::resume`] and
    /// [`Clock::incorrect_claim`].
    pub fn apply(&mut self, event: ClockEvent) -> Result<(), ClockError> {
        match event {
            ClockEvent::Start { at, color } => self.start(at, color),
            ClockEvent::Move { at } => self.move_made(at).map(drop),
            ClockEvent::Pause { at } => self.pause(at).map(drop),
            ClockEvent::Resume { at } => self.resume(at).map(drop),
            ClockEvent::IncorrectClaim { at, claimant } => {
                self.incorrect_claim(claimant, at).map(drop)
            }
        }
    }

    /// Refuses an event at `now` before the last one.
    fn check_time(&self, now: Millis) -> Result<(), ClockError> {
        if now < self.last {
            Err(ClockError::TimeWentBack {
                last: self.last,
                now,
            })
        } else {
            Ok(())
        }
    }

    /// The side on move, for an event other than the start.
    fn started(&self, now: Millis) -> Result<Color, ClockError> {
        let color = self.turn.ok_or(ClockError::NotStarted)?;
        self.check_time(now)?;
        Ok(color)
    }

    fn record(&mut self, event: ClockEvent) {
        self.last = event.at();
        self.events.push(event);
    }

    /// Starts `color`'s clock at `now`: normally White's, or the side to move of the position
    /// the game starts from.
    ///
    /// # Errors
    /// [`ClockError::AlreadyStarted`].
    pub fn start(&mut self, now: Millis, color: Color) -> Result<(), ClockError> {
        if self.turn.is_some() {
            return Err(ClockError::AlreadyStarted);
        }
        self.turn = Some(color);
        self.used = 0;
        self.since = Some(now);
        self.record(ClockEvent::Start { at: now, color });
        Ok(())
    }

    /// The side on move completes a move at `now` (presses its clock): its time is charged, its
    /// bonus given, a completed stage's successor added, and the opponent's clock starts.
    ///
    /// # Errors
    /// [`ClockError::NotStarted`], [`ClockError::TimeWentBack`], [`ClockError::Flagged`] when the
    /// mover's time had run out by `now`, even with the clock paused since, [`ClockError::Paused`]
    /// (nothing changes).
    pub fn move_made(&mut self, now: Millis) -> Result<MoveTime, ClockError> {
        let color = self.started(now)?;
        // A fallen flag ends the game (Law 6.9), whether the clock was paused after it or not.
        let left = self.remaining(color, now);
        if left == 0 {
            return Err(ClockError::Flagged(color));
        }
        if self.since.is_none() {
            return Err(ClockError::Paused);
        }
        let spent = self.used_at(now);
        let bonus = match self.bonus(color) {
            Bonus::Increment(inc) => inc,
            Bonus::Bronstein(delay) => spent.min(delay),
            Bonus::None | Bonus::SimpleDelay(_) => 0,
        };
        let side = &mut self.sides[color];
        side.moves += 1;
        let moves = side.moves;
        let entered = self.control.stage_entered_after(moves);
        let added = entered.map_or(0, |i| self.control.stages()[i].time);
        let remaining = left.saturating_add(bonus).saturating_add(added);
        self.sides[color].base = remaining;
        self.turn = Some(!color);
        self.used = 0;
        self.since = Some(now);
        self.record(ClockEvent::Move { at: now });
        Ok(MoveTime {
            color,
            spent,
            bonus,
            remaining,
            stage: self.control.stage_after(moves),
            new_stage: entered.is_some(),
        })
    }

    /// [`Clock::move_made`], checking that the mover is `color`.
    ///
    /// # Errors
    /// As [`Clock::move_made`], and [`ClockError::NotOnMove`] when `color` is not on move.
    pub fn move_made_by(&mut self, color: Color, now: Millis) -> Result<MoveTime, ClockError> {
        if self.turn.is_some_and(|c| c != color) {
            return Err(ClockError::NotOnMove(color));
        }
        self.move_made(now)
    }

    /// Stops the clock at `now`; `false` (and nothing recorded) if it was already paused.
    ///
    /// # Errors
    /// [`ClockError::NotStarted`], [`ClockError::TimeWentBack`].
    pub fn pause(&mut self, now: Millis) -> Result<bool, ClockError> {
        self.started(now)?;
        if self.since.is_none() {
            return Ok(false);
        }
        self.used = self.used_at(now);
        self.since = None;
        self.record(ClockEvent::Pause { at: now });
        Ok(true)
    }

    /// Restarts the clock of the side on move at `now`; `false` (and nothing recorded) if it
    /// was running.
    ///
    /// # Errors
    /// [`ClockError::NotStarted`], [`ClockError::TimeWentBack`].
    pub fn resume(&mut self, now: Millis) -> Result<bool, ClockError> {
        self.started(now)?;
        if self.since.is_some() {
            return Ok(false);
        }
        self.since = Some(now);
        self.record(ClockEvent::Resume { at: now });
        Ok(true)
    }

    /// Sets `color`'s time left at `now` to `value`.
    fn set_remaining(&mut self, color: Color, value: Millis, now: Millis) {
        let charged = if self.turn == Some(color) {
            Clock::charge(self.bonus(color), self.used_at(now))
        } else {
            0
        };
        self.sides[color].base = value.saturating_add(charged);
    }

    /// `claimant` made an incorrect draw claim at `now` (normally the side on move, whose clock
    /// the claim stops — pause around it if the claim takes a while): the clock's
    /// [`ClaimPenalty`] is applied to both sides' time left. The claim itself, and the stated
    /// move the claimant must then play, are the [`Game`]'s business.
    ///
    /// # Errors
    /// [`ClockError::NotStarted`], [`ClockError::TimeWentBack`], [`ClockError::Flagged`] when a
    /// flag had fallen by `now` (nothing changes).
    pub fn incorrect_claim(
        &mut self,
        claimant: Color,
        now: Millis,
    ) -> Result<IncorrectClaim, ClockError> {
        self.started(now)?;
        if let Some(color) = self.flagged(now) {
            return Err(ClockError::Flagged(color));
        }
        let before = self.times(now);
        let (mine, theirs) = self.penalty.apply(before[claimant], before[!claimant]);
        self.set_remaining(claimant, mine, now);
        self.set_remaining(!claimant, theirs, now);
        self.record(ClockEvent::IncorrectClaim { at: now, claimant });
        Ok(IncorrectClaim {
            claimant,
            before,
            after: self.times(now),
        })
    }

    /// Ends `game` on time if a flag has fallen by `now` and the game goes on: the side out of
    /// time loses, or draws when its opponent cannot checkmate by any series of legal moves
    /// (Law 6.9, [`Game::timeout`]). Returns the outcome it gave the game; `None` when no flag
    /// has fallen or the game was already over (a checkmate before the flag fell stands).
    ///
    /// ```
    /// use chess_arbiter::clock::{Clock, TimeControl};
    /// use chess_arbiter::{Color, Game, Termination};
    ///
    /// // White has K+Q, Black a bare king; Black's flag falls: White wins.
    /// let mut game = Game::from_fen("4k3/8/8/8/8/8/8/4KQ2 b - - 0 1", false).unwrap();
    /// let mut clock = Clock::new(TimeControl::parse("5+0").unwrap());
    /// clock.start(0, Color::Black).unwrap();
    /// assert_eq!(clock.apply_flag(&mut game, 299_999), None);
    /// let outcome = clock.apply_flag(&mut game, 300_000).unwrap();
    /// assert_eq!((outcome.termination, outcome.result()), (Termination::Timeout, "1-0"));
    /// ```
    pub fn apply_flag(&self, game: &mut Game, now: Millis) -> Option<Outcome> {
        let color = self.flagged(now)?;
        if game.is_over() {
            return None;
        }
        game.timeout(color).ok()
    }
}
