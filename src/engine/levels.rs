//! The eight playing levels and the seeded random numbers that make the lower ones human.
//!
//! Every level runs the same search; they differ in how deep it may look, how many nodes it
//! may spend by default, whether it resolves captures at the horizon (quiescence search), how
//! much deterministic noise is added to its evaluation, and how it chooses at the root: the
//! lower levels pick at random among the moves within a margin of the best, and now and then
//! play a random legal move outright (a blunder).
//!
//! | level | name | depth | default nodes | captures resolved | random among moves within | random move | evaluation noise |
//! | --- | --- | --- | --- | --- | --- | --- | --- |
//! | 1 | beginner | 1 | 2,000 | no | 250 cp | 25 % | ±120 cp |
//! | 2 | novice | 2 | 5,000 | no | 150 cp | 15 % | ±80 cp |
//! | 3 | casual player | 2 | 10,000 | yes | 100 cp | 8 % | ±50 cp |
//! | 4 | improving player | 3 | 25,000 | yes | 60 cp | 4 % | ±30 cp |
//! | 5 | intermediate | 4 | 60,000 | yes | 30 cp | 1.5 % | ±15 cp |
//! | 6 | advanced | 6 | 150,000 | yes | 12 cp | — | ±6 cp |
//! | 7 | club player | 9 | 400,000 | yes | — | — | — |
//! | 8 | strong club player | no limit | 1,500,000 | yes | — | — | — |
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
    /// Chance, in thousandths, of playing a uniformly random legal move instead.
    pub blunder_per_mille: u32,
    /// Amplitude, in centipawns, of the fixed pseudo-random noise added to every evaluation.
    pub eval_noise: i32,
}

/// Levels 1 (beginner) to 8 (strong club player: the full search within the node or time limit).
pub const LEVELS: [LevelSpec; 8] = [
    LevelSpec {
        level: 1,
        name: "beginner",
        max_depth: 1,
        default_nodes: 2_000,
        quiescence: false,
        margin: 250,
        blunder_per_mille: 250,
        eval_noise: 120,
    },
    LevelSpec {
        level: 2,
        name: "novice",
        max_depth: 2,
        default_nodes: 5_000,
        quiescence: false,
        margin: 150,
        blunder_per_mille: 150,
        eval_noise: 80,
    },
    LevelSpec {
        level: 3,
        name: "casual player",
        max_depth: 2,
        default_nodes: 10_000,
        quiescence: true,
        margin: 100,
        blunder_per_mille: 80,
        eval_noise: 50,
    },
    LevelSpec {
        level: 4,
        name: "improving player",
        max_depth: 3,
        default_nodes: 25_000,
        quiescence: true,
        margin: 60,
        blunder_per_mille: 40,
        eval_noise: 30,
    },
    LevelSpec {
        level: 5,
        name: "intermediate",
        max_depth: 4,
        default_nodes: 60_000,
        quiescence: true,
        margin: 30,
        blunder_per_mille: 15,
        eval_noise: 15,
    },
    LevelSpec {
        level: 6,
        name: "advanced",
        max_depth: 6,
        default_nodes: 150_000,
        quiescence: true,
        margin: 12,
        blunder_per_mille: 0,
        eval_noise: 6,
    },
    LevelSpec {
        level: 7,
        name: "club player",
        max_depth: 9,
        default_nodes: 400_000,
        quiescence: true,
        margin: 0,
        blunder_per_mille: 0,
        eval_noise: 0,
    },
    LevelSpec {
        level: 8,
        name: "strong club player",
        max_depth: 100,
        default_nodes: 1_500_000,
        quiescence: true,
        margin: 0,
        blunder_per_mille: 0,
        eval_noise: 0,
    },
];

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
            assert!(a.blunder_per_mille >= b.blunder_per_mille);
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
