//! The helpmate search's memory, kept between searches on one thread.
//!
//! Its transposition table is some 200 KB, and the audit asks for a search for every decisive
//! game: allocated and zeroed per search, the table cost more than the search of most positions.
//! Kept instead, it is emptied in constant time by a stamp: an entry written by an earlier
//! search does not count, so every search sees a table as empty as a fresh one, and visits the
//! same nodes in the same order.

use std::cell::Cell;

use crate::moves::{Move, MoveList};
use crate::position::Position;

/// A move waiting on the search's stack, with the depth it costs and its place in the order.
#[derive(Copy, Clone)]
pub(super) struct Child {
    pub(super) mv: Move,
    pub(super) depth: i32,
    pub(super) reward: bool,
    pub(super) priority: i32,
}

/// A position on the search's stack and the range of its moves on the children stack.
pub(super) struct Frame {
    pub(super) pos: Position,
    pub(super) start: usize,
    pub(super) next: usize,
    pub(super) end: usize,
}

/// One slot of the transposition table.
#[derive(Copy, Clone)]
pub(super) struct Entry {
    pub(super) key: u64,
    /// The depth left when the position was searched.
    pub(super) depth: i32,
    /// The search that wrote it.
    pub(super) stamp: u32,
}

const EMPTY: Entry = Entry {
    key: 0,
    depth: i32::MIN,
    stamp: 0,
};

/// Everything a search allocates.
pub(super) struct Scratch {
    table: Vec<Entry>,
    /// This search's stamp (never 0, the stamp of an empty slot).
    stamp: u32,
    pub(super) children: Vec<Child>,
    pub(super) frames: Vec<Frame>,
    /// The legal moves of the node being expanded.
    pub(super) moves: MoveList,
}

thread_local! {
    static KEPT: Cell<Option<Box<Scratch>>> = const { Cell::new(None) };
}

impl Scratch {
    /// The thread's memory (or new memory), with a table of `size` slots (a power of two) that
    /// holds nothing.
    pub(super) fn take(size: usize) -> Box<Scratch> {
        let kept = KEPT.try_with(Cell::take).ok().flatten();
        let mut scratch = kept.unwrap_or_else(|| {
            Box::new(Scratch {
                table: Vec::new(),
                stamp: 0,
                children: Vec::new(),
                frames: Vec::new(),
                moves: MoveList::new(),
            })
        });
        scratch.children.clear();
        scratch.frames.clear();
        scratch.moves.clear();
        if scratch.table.len() != size || scratch.stamp == u32::MAX {
            scratch.table.clear();
            scratch.table.resize(size, EMPTY);
            scratch.stamp = 0;
        }
        scratch.stamp += 1;
        scratch
    }

    /// Gives the memory back to the thread for the next search.
    pub(super) fn give_back(scratch: Box<Scratch>) {
        let _ = KEPT.try_with(|kept| kept.set(Some(scratch)));
    }

    /// Whether `key` was searched with at least `left` plies to go in this search.
    pub(super) fn seen(&self, key: u64, left: i32) -> bool {
        let entry = &self.table[(key as usize) & (self.table.len() - 1)];
        entry.stamp == self.stamp && entry.key == key && entry.depth >= left
    }

    /// Records that `key` is being searched with `left` plies to go.
    pub(super) fn record(&mut self, key: u64, left: i32) {
        let slot = (key as usize) & (self.table.len() - 1);
        self.table[slot] = Entry {
            key,
            depth: left,
            stamp: self.stamp,
        };
    }
}
