//! The move generator against the slow, obviously correct reference generator of the `movegen`
//! fuzz target (fuzz/src/reference.rs, included here as it is): every generated move is legal
//! and every legal move is generated, in every position of the perft suites and along random
//! games; every move played leads to the position the reference plays out (placement, castling
//! rights, en passant square, counters) with the incremental hash equal to one from scratch.

#[allow(dead_code)]
#[path = "../fuzz/src/reference.rs"]
mod reference;

use chess_arbiter::{chess960, Position, Setup};
use reference::{compare_deep, compare_state, RefPosition};

fn perft_fens(text: &str) -> Vec<&str> {
    text.lines()
        .filter_map(|l| l.trim().strip_prefix("epd "))
        .map(str::trim)
        .collect()
}

/// Compares a position read from a FEN (through the relaxed reader when the strict one
/// refuses it, as the perft suite does) and every position one move on.
fn check_fen(fen: &str) {
    let setup = Setup::from_fen(fen).unwrap_or_else(|e| panic!("{fen}: {e}"));
    let (pos, mut reference) = match Position::from_setup(&setup) {
        Ok(pos) => (pos, RefPosition::from_setup(&setup)),
        Err(_) => {
            let pos = Position::from_setup_relaxed(&setup).unwrap_or_else(|e| panic!("{fen}: {e}"));
            let mut reference = RefPosition::from_setup(&setup);
            reference.castling = pos.castling_rights().into_iter().collect();
            reference.castling.sort();
            (pos, reference)
        }
    };
    if let Err(e) = compare_state(&pos, &reference).and_then(|()| compare_deep(&pos, &reference)) {
        panic!("{fen}: {e}");
    }
    reference = RefPosition::from_position(&pos);
    // Two plies deep along the first few moves.
    for m in pos.legal_moves().into_iter().take(4) {
        let next = pos.play(m).unwrap();
        if let Err(e) = compare_deep(&next, &reference.play(m)) {
            panic!("{fen}, after {m:?}: {e}");
        }
    }
}

#[test]
fn tricky_and_chess960_perft_positions() {
    for fen in perft_fens(include_str!("data/tricky.perft"))
        .into_iter()
        .chain(perft_fens(include_str!("data/chess960.perft")))
    {
        check_fen(fen);
    }
    for number in (0..960).step_by(7) {
        let pos = chess960::position(number).unwrap();
        compare_deep(&pos, &RefPosition::from_position(&pos)).unwrap();
    }
}

#[test]
fn random_perft_positions() {
    let fens = perft_fens(include_str!("data/random.perft"));
    assert!(fens.len() > 6_000);
    for fen in fens {
        check_fen(fen);
    }
}

struct XorShift(u64);

impl XorShift {
    fn next(&mut self) -> u64 {
        self.0 ^= self.0 << 13;
        self.0 ^= self.0 >> 7;
        self.0 ^= self.0 << 17;
        self.0
    }

    fn below(&mut self, n: usize) -> usize {
        (self.next() % n as u64) as usize
    }
}

/// Random games, each position compared with the reference, which plays the same moves on
/// its own board: the two never drift apart.
#[test]
fn random_games_played_side_by_side() {
    let mut rng = XorShift(0x00C0_FFEE_1234_5679);
    let mut plies = 0;
    for game in 0..150 {
        let mut pos = if game % 3 == 0 {
            chess960::position(rng.below(960) as u32).unwrap()
        } else {
            Position::new()
        };
        let mut reference = RefPosition::from_position(&pos);
        for _ in 0..200 {
            if let Err(e) = compare_deep(&pos, &reference) {
                panic!("game {game}: {e}");
            }
            let moves = pos.legal_moves();
            if moves.is_empty() {
                break;
            }
            // Captures, checks and promotions first half the time, to reach sparse endings.
            let m = if rng.below(2) == 0 {
                moves
                    .iter()
                    .copied()
                    .find(|m| m.is_capture() || m.promotion().is_some())
                    .unwrap_or(moves[rng.below(moves.len())])
            } else {
                moves[rng.below(moves.len())]
            };
            pos.play_unchecked(m);
            reference = reference.play(m);
            plies += 1;
        }
    }
    assert!(plies > 10_000, "{plies}");
}
