//! The time penalty of an incorrect draw claim (Law 9.5), as a setting: editions of the Laws
//! differ on it.
//!
//! ```
//! use chess_arbiter::clock::ClaimPenalty;
//! const MIN: u64 = 60_000;
//! // The default three-minute rule: the opponent gets 3 minutes; the claimant loses half of
//! // its time, but at most 3 minutes.
//! assert_eq!(ClaimPenalty::default().apply(5 * MIN, 10 * MIN), (150_000, 13 * MIN));
//! assert_eq!(ClaimPenalty::default().apply(10 * MIN, 10 * MIN), (7 * MIN, 13 * MIN));
//! // The current FIDE text: 2 minutes to the opponent, the claimant's time unchanged.
//! assert_eq!(ClaimPenalty::TwoMinutes.apply(5 * MIN, 10 * MIN), (5 * MIN, 12 * MIN));
//! ```

use core::fmt;

use super::Millis;

const MINUTE: Millis = 60_000;

/// Which rule an incorrect draw claim is penalised by.
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash, Default)]
pub enum ClaimPenalty {
    /// The rule of the Laws this product was specified from, and the default: the opponent
    /// gets three extra minutes; the claimant, with more than two minutes left, loses half of
    /// them but at most three minutes; with one to two minutes, is set to one minute; with
    /// less than one minute, keeps it.
    #[default]
    ThreeMinutes,
    /// The current FIDE text: the opponent gets two extra minutes; the claimant's time is
    /// unchanged.
    TwoMinutes,
}

impl ClaimPenalty {
    /// Both rules, the default first.
    pub const ALL: [ClaimPenalty; 2] = [ClaimPenalty::ThreeMinutes, ClaimPenalty::TwoMinutes];

    /// The times after the penalty, `(claimant, opponent)`, from the times before it.
    ///
    /// Under the three-minute rule the claimant "with more than two minutes" keeps half of an
    /// odd number of milliseconds rounded up; at exactly two minutes, and down to exactly one,
    /// the claimant is set to one minute (both branches meet there: half of two minutes is
    /// one); below one minute the claimant's time is unchanged.
    pub const fn apply(self, claimant: Millis, opponent: Millis) -> (Millis, Millis) {
        match self {
            ClaimPenalty::ThreeMinutes => {
                let claimant = if claimant > 2 * MINUTE {
                    let half = claimant / 2;
                    let loss = if half < 3 * MINUTE { half } else { 3 * MINUTE };
                    claimant - loss
                } else if claimant >= MINUTE {
                    MINUTE
                } else {
                    claimant
                };
                (claimant, opponent.saturating_add(3 * MINUTE))
            }
            ClaimPenalty::TwoMinutes => (claimant, opponent.saturating_add(2 * MINUTE)),
        }
    }

    /// `"three_minutes"` or `"two_minutes"`, as the JS API names them.
    pub const fn as_str(self) -> &'static str {
        match self {
            ClaimPenalty::ThreeMinutes => "three_minutes",
            ClaimPenalty::TwoMinutes => "two_minutes",
        }
    }

    /// Reads a name written by [`ClaimPenalty::as_str`].
    pub fn from_name(name: &str) -> Option<ClaimPenalty> {
        ClaimPenalty::ALL.into_iter().find(|p| p.as_str() == name)
    }
}

impl fmt::Display for ClaimPenalty {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.as_str())
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn names_round_trip() {
        for p in ClaimPenalty::ALL {
            assert_eq!(ClaimPenalty::from_name(p.as_str()), Some(p));
        }
        assert_eq!(ClaimPenalty::from_name("fide"), None);
    }
}
