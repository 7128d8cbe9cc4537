//! The eight playing levels and the seeded random numbers that make the lower ones human.
//!
//! Every level runs the same search; they differ in how deep it may look, how many nodes it
//! may spend by default, whether it resolves captures at the horizon (quiescence search), how
//! much deterministic noise is added to its evaluation, and the mistakes people make at that
//! strength (see `choice.rs`): now and then a hasty move (the best at a glance, replies not
//! considered) or a missed capture, and otherwise a choice among the few best moves within a
//! margin, preferring natural moves in the opening.
//!
//! | level | name | depth | default nodes | captures resolved | chooses among | within | hasty moves | missed captures | evaluation noise |
//! | --- | --- | --- | --- | --- | --- | --- | --- | --- | --- |
//! | 1 | beginner | 1 | 2,000 | no | best 3 | 150 cp | — (every move is) | 15 % | ±30 cp |
//! | 2 | novice | 1 | 5,000 | yes | best 3 | 120 cp | 20 % | 10 % | ±20 cp |
//! | 3 | casual player | 2 | 10,000 | yes | best 3 | 80 cp | 10 % | 6 % | ±15 cp |
//! | 4 | improving player | 3 | 25,000 | yes | best 3 | 50 cp | 5 % | 3 % | ±10 cp |
//! | 5 | intermediate | 4 | 60,000 | yes | best 2 | 30 cp | 2 % | 1 % | ±6 cp |
//! | 6 | advanced | 6 | 150,000 | yes | best 2 | 12 cp | 0.5 % | — | ±3 cp |
//! | 7 | club player | 9 | 400,000 | yes | best 1 | — | — | — | — |
//! | 8 | strong club player | no limit | 1,500,000 | yes | best 1 | — | — | — | — |
//!
//! ```
//! use chess_arbiter::engine::{level, LEVELS};
//! assert_eq!(LEVELS.len(), 8);
//! assert_eq!(level(1).name, "beginner");
//! assert_eq!(level(8).name, "strong club player");
//! assert_eq!(level(0).level, 1); // out-of-range levels are clamped
//! ```

/// What one level allows the engine to do.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub struct LevelSpec {
    /// 1 to 8.
    pub level: u8,
    /// A short English name for menus.
    pub name: &'static str,
    /// The deepest iteration of iterative deepening (in plies, before extensions).
    pub max_depth: u32,
    /// The node budget when the caller gives none.
    pub default_nodes: u64,
    /// Whether captures and promotions are searched to quiet positions at the horizon.
    /// Without it the engine takes defended pieces and leaves its own hanging, as beginners do.
    pub quiescence: bool,
    /// Root moves scoring within this many centipawns of the best are candidates; one of them
    /// is picked at random, the better ones more often. 0 always plays the best move.
    pub margin: i32,
    /// At most this many of the best candidates are considered (a player in a hurry compares
    /// a few moves, not all).
    pub choices: usize,
    /// Chance, in thousandths, of a hasty move: the best at a glance (one ply, no replies).
    pub hasty_per_mille: u32,
    /// Chance, in thousandths, of not noticing one's captures this move (recaptures excepted).
    pub missed_capture_per_mille: u32,
    /// Amplitude, in centipawns, of the fixed pseudo-random noise added to every evaluation.
    pub eval_noise: i32,
}

/// Levels 1 (beginner) to 8 (strong club player: the full search within the node or time limit).
pub const LEVELS: [LevelSpec; 8] = [
    spec(1, "beginner", 1, 2_000, false, (150, 3), (0, 150), 30),
    spec(2, "novice", 1, 5_000, true, (120, 3), (200, 100), 20),
    spec(3, "casual player", 2, 10_000, true, (80, 3), (100, 60), 15),
    spec(
        4,
        "improving player",
        3,
        25_000,
        true,
        (50, 3),
        (50, 30),
        10,
    ),
    spec(5, "intermediate", 4, 60_000, true, (30, 2), (20, 10), 6),
    spec(6, "advanced", 6, 150_000, true, (12, 2), (5, 0), 3),
    spec(7, "club player", 9, 400_000, true, (0, 1), (0, 0), 0),
    spec(
        8,
        "strong club player",
        100,
        1_500_000,
        true,
        (0, 1),
        (0, 0),
        0,
    ),
];

/// One row of [`LEVELS`]: `(margin, choices)` and `(hasty, missed captures)` per mille.
#[allow(clippy::too_many_arguments)]
const fn spec(
    level: u8,
    name: &'static str,
    max_depth: u32,
    default_nodes: u64,
    quiescence: bool,
    (margin, choices): (i32, usize),
    (hasty_per_mille, missed_capture_per_mille): (u32, u32),
    eval_noise: i32,
) -> LevelSpec {
    LevelSpec {
        level,
        name,
        max_depth,
        default_nodes,
        quiescence,
        margin,
        choices,
        hasty_per_mille,
        missed_capture_per_mille,
        eval_noise,
    }
}

/// The specification of `level`, clamped to 1..=8.
pub fn level(level: u8) -> &'static LevelSpec {
    &LEVELS[usize::from(level.clamp(1, 8)) - 1]
}

/// A small seeded generator (SplitMix64): the same seed gives the same games.
#[derive(Clone, Debug)]
pub struct Rng(u64);

impl Rng {
    /// A generator from `seed`; every seed is fine, 0 included.
    pub fn new(seed: u64) -> Rng {
        Rng(seed)
    }

    /// The next 64 random bits.
    pub fn next_u64(&mut self) -> u64 {
        self.0 = self.0.wrapping_add(0x9e37_79b9_7f4a_7c15);
        mix(self.0)
    }

    /// A number in `0..n` (`n` > 0).
    pub fn below(&mut self, n: u64) -> u64 {
        ((u128::from(self.next_u64()) * u128::from(n)) >> 64) as u64
    }
}

/// The SplitMix64 finaliser: spreads every input bit over the output.
pub(crate) fn mix(mut z: u64) -> u64 {
    z = (z ^ (z >> 30)).wrapping_mul(0xbf58_476d_1ce4_e5b9);
    z = (z ^ (z >> 27)).wrapping_mul(0x94d0_49bb_1331_11eb);
    z ^ (z >> 31)
}

/// The fixed noise, in `-amplitude..=amplitude`, that a noisy level adds to the evaluation of
/// the position with this hash.
pub(crate) fn noise(hash: u64, seed: u64, amplitude: i32) -> i32 {
    if amplitude <= 0 {
        return 0;
    }
    let span = 2 * amplitude as u64 + 1;
    (mix(hash ^ seed.wrapping_mul(0x2545_f491_4f6c_dd1d)) % span) as i32 - amplitude
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn levels_grow_stronger() {
        for pair in LEVELS.windows(2) {
            let (a, b) = (&pair[0], &pair[1]);
            assert_eq!(a.level + 1, b.level);
            assert!(a.max_depth <= b.max_depth);
            assert!(a.default_nodes < b.default_nodes);
            assert!(a.margin >= b.margin);
            assert!(a.choices >= b.choices);
            assert!(a.missed_capture_per_mille >= b.missed_capture_per_mille);
            // Level 1's every move is hasty (one ply, no quiescence).
            assert!(a.level == 1 || a.hasty_per_mille >= b.hasty_per_mille);
            assert!(a.eval_noise >= b.eval_noise);
        }
        assert_eq!(level(200).level, 8);
    }

    #[test]
    fn rng_is_seeded_and_bounded() {
        let mut a = Rng::new(7);
        let mut b = Rng::new(7);
        for _ in 0..100 {
            let x = a.below(10);
            assert_eq!(x, b.below(10));
            assert!(x < 10);
        }
        for h in 0..1000u64 {
            assert!(noise(h, 3, 50).abs() <= 50);
        }
        assert_eq!(noise(1, 2, 0), 0);
    }
}
