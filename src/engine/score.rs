//! Scores: the public [`Score`], and the search's internal scale of centipawns and mate
//! distances, bounded by the deepest ply a search reaches.

use core::fmt;

/// The deepest ply the search reaches (extensions included).
pub(crate) const MAX_PLY: usize = 100;
/// The score of delivering mate now; a mate `n` plies away scores `MATE - n`.
pub(crate) const MATE: i32 = 30_000;
/// Scores beyond this are mates.
pub(crate) const MATE_BOUND: i32 = MATE - 2 * MAX_PLY as i32;
/// Above every score, for bounds and "no score yet".
pub(crate) const INF: i32 = 31_000;

/// An evaluation from the point of view of the side to move.
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash)]
pub enum Score {
    /// Centipawns: 100 is about a pawn ahead.
    Cp(i32),
    /// A forced mate: `Mate(n)` with `n > 0`, the side to move mates in `n` moves; `n < 0`,
    /// it is mated in `-n` moves; `Mate(0)`, it is checkmated already.
    Mate(i32),
}

impl Score {
    pub(crate) fn from_internal(score: i32) -> Score {
        if score >= MATE_BOUND {
            Score::Mate((MATE - score + 1) / 2)
        } else if score <= -MATE_BOUND {
            Score::Mate(-(MATE + score) / 2)
        } else {
            Score::Cp(score)
        }
    }

    /// The score as one number for sorting or display bars: mates are ±100,000 less the
    /// moves to the mate.
    pub fn as_cp(self) -> i32 {
        match self {
            Score::Cp(cp) => cp,
            Score::Mate(n) if n > 0 => 100_000 - n,
            Score::Mate(n) => -100_000 - n,
        }
    }
}

impl fmt::Display for Score {
    /// `+0.35`, `-1.20`, `#3`, `#-2`.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Score::Cp(cp) => {
                let sign = if *cp < 0 { "-" } else { "+" };
                write!(f, "{sign}{}.{:02}", cp.abs() / 100, cp.abs() % 100)
            }
            Score::Mate(n) => write!(f, "#{n}"),
        }
    }
}

/// A score `ply` plies from the root as the table stores it: mates counted from the position
/// itself, so that the entry holds wherever the position is met again.
#[inline]
pub(crate) fn score_to_tt(score: i32, ply: usize) -> i32 {
    if score >= MATE_BOUND {
        score + ply as i32
    } else if score <= -MATE_BOUND {
        score - ply as i32
    } else {
        score
    }
}

/// The inverse of [`score_to_tt`]: a stored score as seen `ply` plies from the root.
#[inline]
pub(crate) fn score_from_tt(score: i32, ply: usize) -> i32 {
    if score >= MATE_BOUND {
        score - ply as i32
    } else if score <= -MATE_BOUND {
        score + ply as i32
    } else {
        score
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn scores() {
        assert_eq!(Score::from_internal(MATE - 1), Score::Mate(1));
        assert_eq!(Score::from_internal(MATE - 3), Score::Mate(2));
        assert_eq!(Score::from_internal(-MATE + 2), Score::Mate(-1));
        assert_eq!(Score::from_internal(-MATE + 4), Score::Mate(-2));
        assert_eq!(Score::from_internal(35), Score::Cp(35));
        assert_eq!(Score::Cp(-120).to_string(), "-1.20");
        assert_eq!(Score::Cp(5).to_string(), "+0.05");
        assert_eq!(Score::Mate(-2).to_string(), "#-2");
        assert!(Score::Mate(1).as_cp() > Score::Mate(2).as_cp());
        assert!(Score::Mate(-1).as_cp() < Score::Mate(-2).as_cp());
    }

    #[test]
    fn table_scores_round_trip() {
        for score in [MATE - 3, -MATE + 8, 120, -45] {
            assert_eq!(score_from_tt(score_to_tt(score, 5), 5), score);
        }
        assert_eq!(score_to_tt(MATE - 7, 5), MATE - 2);
    }
}
