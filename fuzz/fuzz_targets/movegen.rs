//! Every generated move is legal and every legal move is generated: the move generator
//! against the slow reference generator, in positions from a FEN or decoded from bytes (the
//! relaxed reader's impossible positions included), then along a line of moves the input
//! chooses, comparing every position reached: placement, rights, en passant, counters, hash.
#![no_main]

use chess_arbiter::Position;
use chess_arbiter_fuzz::reference::{compare_deep, RefPosition};
use chess_arbiter_fuzz::{setup_from, Bytes};
use libfuzzer_sys::fuzz_target;

fuzz_target!(|data: &[u8]| {
    let (setup, rest) = setup_from(data);
    let (mut pos, mut reference) = match Position::from_setup(&setup) {
        Ok(pos) => (pos, RefPosition::from_setup(&setup)),
        Err(_) => match Position::from_setup_relaxed(&setup) {
            Ok(pos) => {
                // The relaxed reader drops impossible castling rights; the reference takes
                // the rights from it and judges the moves they allow.
                let mut reference = RefPosition::from_setup(&setup);
                reference.castling = pos.castling_rights().into_iter().collect();
                reference.castling.sort();
                (pos, reference)
            }
            Err(_) => return,
        },
    };
    if let Err(e) = chess_arbiter_fuzz::reference::compare_state(&pos, &reference) {
        panic!("set-up: {e}");
    }
    let mut choices = Bytes::new(rest);
    for _ in 0..12 {
        if let Err(e) = compare_deep(&pos, &reference) {
            panic!("{e}");
        }
        let moves = pos.legal_moves();
        if moves.is_empty() || choices.is_empty() {
            break;
        }
        let m = moves[choices.below(moves.len())];
        pos.play_unchecked(m);
        reference = reference.play(m);
    }
});
