//! Positions told apart as Law 9.2.3 does, for the forced-line check and the exhaustive walk.

use crate::bitboard::Bitboard;
use crate::board::Board;
use crate::position::Position;
use crate::square::Square;
use crate::types::Color;

/// A position as Law 9.2.3 sees it (the move counters left out), compared exactly and hashed
/// by its Zobrist key.
#[derive(Clone, PartialEq, Eq)]
pub(super) struct Key {
    hash: u64,
    board: Board,
    turn: Color,
    castling: Bitboard,
    ep: Option<Square>,
}

impl Key {
    pub(super) fn of(pos: &Position) -> Key {
        Key {
            hash: pos.hash(),
            board: pos.board().clone(),
            turn: pos.turn(),
            castling: pos.castling_rights(),
            ep: pos.ep_square(),
        }
    }
}

/// The positions a walk has seen: open addressing on the Zobrist key, which is random already.
/// (Not `HashSet`: its code is a kilobyte and a half of the rules package's `.wasm`.)
pub(super) struct KeySet {
    /// A power of two in length; at most half full.
    slots: Vec<Option<Key>>,
    len: usize,
}

impl Default for KeySet {
    fn default() -> KeySet {
        KeySet {
            slots: vec![None; 64],
            len: 0,
        }
    }
}

impl KeySet {
    /// Adds `key`; whether it was new.
    pub(super) fn insert(&mut self, key: Key) -> bool {
        if 2 * (self.len + 1) > self.slots.len() {
            let bigger = vec![None; 2 * self.slots.len()];
            let old = std::mem::replace(&mut self.slots, bigger);
            for k in old.into_iter().flatten() {
                let i = self.free_slot(&k);
                self.slots[i] = Some(k);
            }
        }
        let i = self.free_slot(&key);
        if self.slots[i].is_some() {
            return false;
        }
        self.slots[i] = Some(key);
        self.len += 1;
        true
    }

    /// The slot holding `key`, or the empty slot where it belongs.
    fn free_slot(&self, key: &Key) -> usize {
        let mask = self.slots.len() - 1;
        let mut i = key.hash as usize & mask;
        while let Some(k) = &self.slots[i] {
            if k == key {
                break;
            }
            i = (i + 1) & mask;
        }
        i
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// Against a plain list: every position up to three plies from the start, many of them
    /// reached more than once, through several growths of the table.
    #[test]
    fn key_set_counts_each_position_once() {
        let mut set = KeySet::default();
        let mut distinct: Vec<Key> = Vec::new();
        let mut frontier = vec![Position::new()];
        for _ in 0..3 {
            let mut next = Vec::new();
            for pos in &frontier {
                for &m in &pos.legal_moves() {
                    let mut after = pos.clone();
                    after.play_unchecked(m);
                    let key = Key::of(&after);
                    let new = !distinct.contains(&key);
                    assert_eq!(set.insert(key.clone()), new);
                    if new {
                        distinct.push(key);
                    }
                    next.push(after);
                }
            }
            frontier = next;
        }
        assert_eq!(set.len, distinct.len());
        assert_eq!(distinct.len(), 20 + 400 + 5_362);
        for key in distinct {
            assert!(!set.insert(key));
        }
    }
}
