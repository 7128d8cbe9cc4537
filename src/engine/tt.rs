//! The transposition table: what earlier searches learned about a position, keyed by its
//! Zobrist hash.
//!
//! A fixed array of two-entry buckets (32 bytes). The first entry of a bucket keeps the deepest
//! result (it is replaced only by a search at least as deep, or once it is from an earlier
//! search); the second takes whatever the first refuses, so recent results are never lost.
//! The whole 64-bit key is stored, so a bucket collision is recognised as a miss.

use crate::moves::Move;
use crate::position::Position;

/// The search result is exact.
pub(crate) const EXACT: u8 = 1;
/// The score is a lower bound (the search failed high).
pub(crate) const LOWER: u8 = 2;
/// The score is an upper bound (the search failed low).
pub(crate) const UPPER: u8 = 3;

/// The default size: modest enough for a browser tab.
pub const DEFAULT_TT_BYTES: usize = 2 << 20;

#[derive(Copy, Clone, Default)]
#[repr(C)]
struct Entry {
    key: u64,
    mv: u16,
    score: i16,
    eval: i16,
    depth: u8,
    /// Generation in the upper six bits, bound in the lower two.
    gen_bound: u8,
}

impl Entry {
    fn bound(&self) -> u8 {
        self.gen_bound & 3
    }

    fn generation(&self) -> u8 {
        self.gen_bound >> 2
    }
}

/// What the table knows of a position.
#[derive(Copy, Clone, Debug)]
pub(crate) struct Hit {
    /// The best move, packed by [`pack`] (0 for none).
    pub mv: u16,
    pub score: i32,
    pub eval: i32,
    pub depth: i32,
    pub bound: u8,
}

/// A fixed-size transposition table.
pub struct TranspositionTable {
    buckets: Vec<[Entry; 2]>,
    generation: u8,
}

impl Default for TranspositionTable {
    fn default() -> TranspositionTable {
        TranspositionTable::new(DEFAULT_TT_BYTES)
    }
}

impl TranspositionTable {
    /// A table of at most `bytes` bytes (rounded down to a power of two, at least 1 KB).
    pub fn new(bytes: usize) -> TranspositionTable {
        let bucket = core::mem::size_of::<[Entry; 2]>();
        let wanted = (bytes / bucket).max(1024 / bucket);
        let count = if wanted.is_power_of_two() {
            wanted
        } else {
            wanted.next_power_of_two() / 2
        };
        TranspositionTable {
            buckets: vec![[Entry::default(); 2]; count],
            generation: 0,
        }
    }

    /// The memory the table takes, in bytes.
    pub fn bytes(&self) -> usize {
        self.buckets.len() * core::mem::size_of::<[Entry; 2]>()
    }

    /// Forgets everything.
    pub fn clear(&mut self) {
        self.buckets.fill([Entry::default(); 2]);
        self.generation = 0;
    }

    /// Marks the start of a new search: older entries become the first to be replaced.
    pub(crate) fn new_search(&mut self) {
        self.generation = (self.generation + 1) & 63;
    }

    #[inline(always)]
    fn index(&self, key: u64) -> usize {
        (key as usize) & (self.buckets.len() - 1)
    }

    #[inline]
    pub(crate) fn probe(&self, key: u64) -> Option<Hit> {
        let bucket = &self.buckets[self.index(key)];
        bucket
            .iter()
            .find(|e| e.key == key && e.bound() != 0)
            .map(|e| Hit {
                mv: e.mv,
                score: i32::from(e.score),
                eval: i32::from(e.eval),
                depth: i32::from(e.depth),
                bound: e.bound(),
            })
    }

    /// Stores a result; `score` must already be made relative to this position (see
    /// `score::score_to_tt`) and fit in 16 bits.
    #[inline]
    pub(crate) fn store(
        &mut self,
        key: u64,
        mv: u16,
        score: i32,
        eval: i32,
        depth: i32,
        bound: u8,
    ) {
        let generation = self.generation;
        let index = self.index(key);
        let bucket = &mut self.buckets[index];
        let depth = depth.clamp(0, 255) as u8;
        let slot = if bucket[0].key == key {
            0
        } else if bucket[1].key == key {
            1
        } else if bucket[0].generation() != generation || depth >= bucket[0].depth {
            // The deep slot goes to the new result; the old one drops to the second slot.
            bucket[1] = bucket[0];
            0
        } else {
            1
        };
        let old = bucket[slot];
        let mv = if mv == 0 && old.key == key {
            old.mv
        } else {
            mv
        };
        bucket[slot] = Entry {
            key,
            mv,
            score: score as i16,
            eval: eval as i16,
            depth,
            gen_bound: (generation << 2) | bound,
        };
    }

    /// The line the table expects from `pos`, at most `max` moves: each move checked for
    /// legality (a position's entry may be another's with the same hash), stopping after the
    /// first that repeats a position of the line (a table's line can go round in a cycle).
    pub(crate) fn line(&self, pos: &Position, max: usize) -> Vec<Move> {
        let mut line = Vec::new();
        let mut pos = pos.clone();
        let mut seen = vec![pos.hash()];
        while line.len() < max {
            let Some(hit) = self.probe(pos.hash()) else {
                break;
            };
            let Some(m) = pos
                .legal_moves()
                .into_iter()
                .find(|&m| hit.mv != 0 && pack(m) == hit.mv)
            else {
                break;
            };
            pos.play_unchecked(m);
            line.push(m);
            if seen.contains(&pos.hash()) {
                break;
            }
            seen.push(pos.hash());
        }
        line
    }
}

/// A move in 16 bits: from, to, promotion and a castling flag (castling is king-takes-rook, so
/// from/to alone would not tell it from a king capture in Chess960). 0 is no move: no legal
/// move goes from a1 to a1.
#[inline]
pub(crate) fn pack(m: Move) -> u16 {
    let (from, to, flag) = match m {
        Move::Castle { king, rook } => (king, rook, 1u16 << 15),
        Move::Normal { from, to, .. } | Move::EnPassant { from, to } => (from, to, 0),
    };
    let promotion = m.promotion().map_or(0, |r| r as u16 + 1);
    from as u16 | (to as u16) << 6 | promotion << 12 | flag
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::position::Position;

    #[test]
    fn sizes() {
        assert_eq!(core::mem::size_of::<Entry>(), 16);
        let tt = TranspositionTable::new(DEFAULT_TT_BYTES);
        assert_eq!(tt.bytes(), DEFAULT_TT_BYTES);
        assert_eq!(TranspositionTable::new(3 << 20).bytes(), 2 << 20);
        assert_eq!(TranspositionTable::new(0).bytes(), 1024);
    }

    #[test]
    fn store_and_probe() {
        let mut tt = TranspositionTable::new(1 << 16);
        let key = 0x1234_5678_9abc_def0;
        assert!(tt.probe(key).is_none());
        tt.store(key, 77, -120, 15, 6, LOWER);
        let hit = tt.probe(key).unwrap();
        assert_eq!(
            (hit.mv, hit.score, hit.eval, hit.depth, hit.bound),
            (77, -120, 15, 6, LOWER)
        );
        // A second store without a move keeps the old one.
        tt.store(key, 0, 30, 15, 7, EXACT);
        assert_eq!(tt.probe(key).unwrap().mv, 77);
        // Colliding keys: a shallower result goes to the second slot and both stay.
        let other = key ^ (1 << 40);
        tt.store(other, 5, 1, 1, 2, UPPER);
        assert_eq!(tt.probe(key).unwrap().depth, 7);
        assert_eq!(tt.probe(other).unwrap().depth, 2);
        tt.clear();
        assert!(tt.probe(key).is_none());
    }

    #[test]
    fn packed_moves_are_distinct() {
        for fen in [
            crate::fen::STARTING_FEN,
            "r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R w KQkq - 0 1",
            "1r2k1r1/8/8/8/8/8/8/1R2K1R1 w GBgb - 0 1",
        ] {
            let pos = Position::from_fen(fen).unwrap();
            let moves = pos.legal_moves();
            let mut packed: Vec<u16> = moves.iter().map(|&m| pack(m)).collect();
            assert!(packed.iter().all(|&p| p != 0));
            packed.sort_unstable();
            packed.dedup();
            assert_eq!(packed.len(), moves.len(), "{fen}");
        }
    }
}
