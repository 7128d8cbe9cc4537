//! Time controls: stages, each with its time, an optional move count and a bonus per move
//! (Fischer increment, Bronstein delay or simple delay).
//!
//! ```
//! use chess_arbiter::clock::{Bonus, Stage, TimeControl};
//! let classical = TimeControl::parse("40/90, 30+30").unwrap();
//! assert_eq!(
//!     classical.stages(),
//!     &[
//!         Stage { moves: Some(40), time: 90 * 60_000, bonus: Bonus::Increment(30_000) },
//!         Stage { moves: None, time: 30 * 60_000, bonus: Bonus::Increment(30_000) },
//!     ]
//! );
//! assert_eq!(classical.to_string(), "40/90,30+30");
//! assert_eq!(TimeControl::parse("5+3").unwrap(), TimeControl::fischer(300_000, 3_000).unwrap());
//! assert!(TimeControl::parse("40/90,").is_err());
//! ```

use super::{ClockError, Millis};

/// At most this many stages in a control.
pub const MAX_STAGES: usize = 32;

/// What a player gets for each move made in a stage.
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash, Default)]
pub enum Bonus {
    /// Nothing: sudden death, or a stage played without increment.
    #[default]
    None,
    /// Fischer: this much is added after each move.
    Increment(Millis),
    /// Bronstein: after each move, the time used on it comes back, up to this much. Never adds
    /// time beyond what the move used.
    Bronstein(Millis),
    /// Simple (US) delay: on each move the clock waits this long before it starts to run down.
    /// Unused delay is lost.
    SimpleDelay(Millis),
}

impl Bonus {
    /// The milliseconds of the increment or delay (0 for [`Bonus::None`]).
    pub const fn millis(self) -> Millis {
        match self {
            Bonus::None => 0,
            Bonus::Increment(ms) | Bonus::Bronstein(ms) | Bonus::SimpleDelay(ms) => ms,
        }
    }

    /// `None` for a bonus of zero milliseconds (so that `+0` and nothing are the same control).
    const fn normalized(self) -> Bonus {
        if self.millis() == 0 {
            Bonus::None
        } else {
            self
        }
    }
}

/// One period of a control: `moves` moves (or the rest of the game) with `time` more on the
/// clock at its start.
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash)]
pub struct Stage {
    /// How many moves each player must make in this stage; `None` for the rest of the game.
    pub moves: Option<u32>,
    /// The time the stage adds to a player's clock when the player enters it (the first stage:
    /// the time at the start).
    pub time: Millis,
    /// The bonus of each move made in this stage.
    pub bonus: Bonus,
}

impl Stage {
    /// A stage for the rest of the game.
    pub const fn game(time: Millis, bonus: Bonus) -> Stage {
        Stage {
            moves: None,
            time,
            bonus,
        }
    }

    /// A stage of `moves` moves.
    pub const fn moves(moves: u32, time: Millis, bonus: Bonus) -> Stage {
        Stage {
            moves: Some(moves),
            time,
            bonus,
        }
    }
}

/// A validated time control: at least one stage, the first with some time, every stage but the
/// last with a move count of at least 1.
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub struct TimeControl {
    stages: Vec<Stage>,
}

impl TimeControl {
    /// A control from its stages (a bonus of 0 ms is stored as [`Bonus::None`]).
    ///
    /// # Errors
    /// [`ClockError::InvalidControl`] for no stage or more than [`MAX_STAGES`], a first stage
    /// with no time, a move count of 0, or a stage before the last without a move count.
    pub fn new(stages: Vec<Stage>) -> Result<TimeControl, ClockError> {
        let invalid = |why: String| Err(ClockError::InvalidControl(why));
        if stages.is_empty() {
            return invalid("a time control needs at least one stage".into());
        }
        if stages.len() > MAX_STAGES {
            return invalid(format!(
                "a time control has at most {MAX_STAGES} stages, got {}",
                stages.len()
            ));
        }
        if stages[0].time == 0 {
            return invalid(
                "the first stage gives no time: a clock at 0 has already fallen".into(),
            );
        }
        let last = stages.len() - 1;
        for (i, stage) in stages.iter().enumerate() {
            match stage.moves {
                Some(0) => {
                    return invalid(format!(
                        "stage {} is for 0 moves: a stage needs at least 1 move, or none for the rest of the game",
                        i + 1
                    ))
                }
                None if i < last => {
                    return invalid(format!(
                        "stage {} has no move count, but only the last stage can be for the rest of the game",
                        i + 1
                    ))
                }
                _ => {}
            }
        }
        let stages = stages
            .into_iter()
            .map(|s| Stage {
                bonus: s.bonus.normalized(),
                ..s
            })
            .collect();
        Ok(TimeControl { stages })
    }

    /// One stage with the `bonus`.
    fn single(time: Millis, bonus: Bonus) -> Result<TimeControl, ClockError> {
        TimeControl::new(vec![Stage::game(time, bonus)])
    }

    /// `time` for the whole game, no bonus.
    ///
    /// # Errors
    /// [`ClockError::InvalidControl`] for a `time` of 0.
    pub fn sudden_death(time: Millis) -> Result<TimeControl, ClockError> {
        TimeControl::single(time, Bonus::None)
    }

    /// `time` for the game, `increment` added after each move.
    ///
    /// # Errors
    /// [`ClockError::InvalidControl`] for a `time` of 0.
    pub fn fischer(time: Millis, increment: Millis) -> Result<TimeControl, ClockError> {
        TimeControl::single(time, Bonus::Increment(increment))
    }

    /// `time` for the game with a Bronstein delay.
    ///
    /// # Errors
    /// [`ClockError::InvalidControl`] for a `time` of 0.
    pub fn bronstein(time: Millis, delay: Millis) -> Result<TimeControl, ClockError> {
        TimeControl::single(time, Bonus::Bronstein(delay))
    }

    /// `time` for the game with a simple (US) delay.
    ///
    /// # Errors
    /// [`ClockError::InvalidControl`] for a `time` of 0.
    pub fn simple_delay(time: Millis, delay: Millis) -> Result<TimeControl, ClockError> {
        TimeControl::single(time, Bonus::SimpleDelay(delay))
    }

    /// The stages in order (at least one).
    pub fn stages(&self) -> &[Stage] {
        &self.stages
    }

    /// The stage a player is in after making `moves` moves (a repeating last stage keeps its
    /// index).
    pub fn stage_after(&self, moves: u32) -> usize {
        let mut left = moves;
        for (i, stage) in self.stages.iter().enumerate() {
            match stage.moves {
                Some(n) if left >= n && i + 1 < self.stages.len() => left -= n,
                _ => return i,
            }
        }
        self.stages.len() - 1
    }

    /// The stage a player enters by making its `moves`-th move, when that move completes a
    /// stage (the index of a repeating last stage when it starts again); `None` otherwise.
    pub fn stage_entered_after(&self, moves: u32) -> Option<usize> {
        let moves = u64::from(moves);
        let last = self.stages.len() - 1;
        let mut end: u64 = 0;
        for (i, stage) in self.stages.iter().enumerate() {
            let n = u64::from(stage.moves?);
            end += n;
            if i == last {
                return (moves >= end && (moves - end) % n == 0).then_some(last);
            }
            if moves <= end {
                return (moves == end).then_some(i + 1);
            }
        }
        None
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    const MIN: Millis = 60_000;
    const SEC: Millis = 1_000;

    fn parse(text: &str) -> TimeControl {
        TimeControl::parse(text).unwrap_or_else(|e| panic!("{text}: {e}"))
    }

    #[test]
    fn stage_after_moves() {
        let c = parse("40/120,20/60,15");
        assert_eq!(c.stage_after(0), 0);
        assert_eq!(c.stage_after(39), 0);
        assert_eq!(c.stage_after(40), 1);
        assert_eq!(c.stage_after(59), 1);
        assert_eq!(c.stage_after(60), 2);
        assert_eq!(c.stage_after(500), 2);
        assert_eq!(parse("40/120").stage_after(100), 0);
        assert_eq!(parse("5+3").stage_after(100), 0);
    }

    #[test]
    fn stage_entered_after_moves() {
        let c = parse("40/120,20/60,15");
        let entered: Vec<_> = (0..100)
            .filter_map(|n| c.stage_entered_after(n).map(|s| (n, s)))
            .collect();
        assert_eq!(entered, vec![(40, 1), (60, 2)]);
        let repeating = parse("2/10,3/5");
        let entered: Vec<_> = (0..12)
            .filter_map(|n| repeating.stage_entered_after(n).map(|s| (n, s)))
            .collect();
        assert_eq!(entered, vec![(2, 1), (5, 1), (8, 1), (11, 1)]);
        assert_eq!(parse("5+3").stage_entered_after(40), None);
        assert_eq!(parse("40/120").stage_entered_after(80), Some(0));
        assert_eq!(parse("40/120").stage_entered_after(0), None);
    }

    #[test]
    fn new_validates() {
        assert!(TimeControl::new(vec![]).is_err());
        assert!(TimeControl::sudden_death(0).is_err());
        assert!(TimeControl::new(vec![Stage::moves(0, MIN, Bonus::None)]).is_err());
        assert!(TimeControl::new(vec![
            Stage::game(MIN, Bonus::None),
            Stage::game(MIN, Bonus::None)
        ])
        .is_err());
        // Later stages may add nothing.
        assert!(TimeControl::new(vec![
            Stage::moves(10, MIN, Bonus::None),
            Stage::game(0, Bonus::Increment(SEC))
        ])
        .is_ok());
        assert_eq!(
            TimeControl::fischer(MIN, 0).unwrap(),
            TimeControl::sudden_death(MIN).unwrap()
        );
    }
}
