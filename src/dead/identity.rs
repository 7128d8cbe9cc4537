//! Positions told apart as Law 9.2.3 does, for the forced-line check and the exhaustive walk.

use std::collections::HashSet;
use std::hash::{BuildHasherDefault, Hash, Hasher};

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

impl Hash for Key {
    fn hash<H: Hasher>(&self, state: &mut H) {
        state.write_u64(self.hash);
    }
}

/// Passes a Zobrist key through: it is random already.
#[derive(Default)]
pub(super) struct ZobristHasher(u64);

impl Hasher for ZobristHasher {
    fn write(&mut self, bytes: &[u8]) {
        for &b in bytes {
            self.0 = self.0.rotate_left(8) ^ u64::from(b);
        }
    }

    fn write_u64(&mut self, n: u64) {
        self.0 ^= n;
    }

    fn finish(&self) -> u64 {
        self.0
    }
}

pub(super) type KeySet = HashSet<Key, BuildHasherDefault<ZobristHasher>>;
