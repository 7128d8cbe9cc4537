//! Why the clock refuses an event or a time control.

use core::fmt;

use super::Millis;
use crate::types::Color;

/// Why the clock refused an event (or a control).
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum ClockError {
    /// A time control that cannot be read or makes no sense (the message says why).
    InvalidControl(String),
    /// An event other than the start before the clock was started.
    NotStarted,
    /// A second start.
    AlreadyStarted,
    /// A move while the clock is paused.
    Paused,
    /// An event at an instant before the previous event's.
    TimeWentBack {
        /// The instant of the previous event.
        last: Millis,
        /// The instant of the refused event.
        now: Millis,
    },
    /// This side's time had run out at the event's instant: the game is over on time.
    Flagged(Color),
    /// A move reported for a side whose clock is not the one on move.
    NotOnMove(Color),
}

impl fmt::Display for ClockError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            ClockError::InvalidControl(why) => f.write_str(why),
            ClockError::NotStarted => f.write_str("the clock has not been started"),
            ClockError::AlreadyStarted => f.write_str("the clock has already been started"),
            ClockError::Paused => {
                f.write_str("the clock is paused: resume it before a move is made")
            }
            ClockError::TimeWentBack { last, now } => write!(
                f,
                "time went back: an event at {now} ms comes after one at {last} ms"
            ),
            ClockError::Flagged(color) => write!(
                f,
                "{}'s flag has fallen: the game is over on time (lost, or drawn if the opponent cannot mate: Law 6.9)",
                color.name()
            ),
            ClockError::NotOnMove(color) => {
                write!(f, "it is not {}'s clock that runs", color.name())
            }
        }
    }
}

impl std::error::Error for ClockError {}
