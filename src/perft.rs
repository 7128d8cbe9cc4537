//! Perft: the number of move sequences of a given length, the standard proof of a move
//! generator.
//!
//! ```
//! use chess_arbiter::{perft, perft_bulk, Position};
//! let pos = Position::new();
//! assert_eq!(perft(&pos, 4), 197_281);
//! assert_eq!(perft_bulk(&pos, 4), 197_281);
//! ```

use crate::bitboard::Bitboard;
use crate::moves::MoveList;
use crate::position::Position;

/// The legal moves, generated into a list that lives in the caller's frame: a `MoveList` holds
/// 1,024 moves, and returning one by value made the `.wasm` (built for size) copy its 5 KB at
/// every node.
#[inline(always)]
fn legal_moves(pos: &Position, moves: &mut MoveList) {
    pos.generate(moves, Bitboard::FULL);
}

/// Counts the leaves `depth` plies deep, playing every move down to the leaves (the honest
/// figure to compare between libraries).
pub fn perft(pos: &Position, depth: u32) -> u64 {
    if depth == 0 {
        return 1;
    }
    let mut moves = MoveList::new();
    legal_moves(pos, &mut moves);
    if depth == 1 {
        // The leaves: each move is played into a whole position (in place, then taken back:
        // see position/leaf.rs), which `black_box` keeps the optimiser from dropping though
        // nobody reads it, without a call per leaf to count it.
        let mut leaf = pos.leaf_frame();
        for &m in &moves {
            leaf.enter_leaf(pos, m);
            core::hint::black_box(&leaf);
            leaf.leave_leaf(pos, m);
        }
        return moves.len() as u64;
    }
    let mut nodes = 0;
    for &m in &moves {
        let mut next = pos.copy_for_counting();
        next.play_for_counting(m);
        nodes += perft(&next, depth - 1);
    }
    nodes
}

/// Like [`perft`], but counts the last ply's legal moves without playing them.
pub fn perft_bulk(pos: &Position, depth: u32) -> u64 {
    match depth {
        0 => 1,
        1 => pos.count_legal_moves() as u64,
        _ => {
            let mut moves = MoveList::new();
            legal_moves(pos, &mut moves);
            let mut nodes = 0;
            for &m in &moves {
                let mut next = pos.copy_for_counting();
                next.play_for_counting(m);
                nodes += perft_bulk(&next, depth - 1);
            }
            nodes
        }
    }
}
