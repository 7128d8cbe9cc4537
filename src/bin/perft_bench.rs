//! Native perft speed: `cargo run --release --bin perft-bench`.
//!
//! Prints nodes per second for the start position, Kiwipete and positions 3–5 of the
//! chessprogramming wiki, every leaf played and with bulk counting, best of three runs.

use std::time::Instant;

use chess_arbiter::{perft, perft_bulk, Position};

const POSITIONS: [(&str, &str, u32, u64); 5] = [
    (
        "start",
        "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1",
        5,
        4_865_609,
    ),
    (
        "kiwipete",
        "r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R w KQkq - 0 1",
        4,
        4_085_603,
    ),
    (
        "position 3",
        "8/2p5/3p4/KP5r/1R3p1k/8/4P1P1/8 w - - 0 1",
        5,
        674_624,
    ),
    (
        "position 4",
        "r3k2r/Pppp1ppp/1b3nbN/nP6/BBP1P3/q4N2/Pp1P2PP/R2Q1RK1 w kq - 0 1",
        4,
        422_333,
    ),
    (
        "position 5",
        "rnbq1k1r/pp1Pbppp/2p5/8/2B5/8/PPP1NnPP/RNBQK2R w KQ - 1 8",
        4,
        2_103_487,
    ),
];

fn best_of_three(f: impl Fn() -> u64, expected: u64) -> f64 {
    (0..3)
        .map(|_| {
            let start = Instant::now();
            let nodes = f();
            let secs = start.elapsed().as_secs_f64();
            assert_eq!(nodes, expected, "wrong perft count");
            nodes as f64 / secs
        })
        .fold(0.0, f64::max)
}

fn main() {
    println!(
        "{:<12} {:>5} {:>12} {:>16} {:>16}",
        "position", "depth", "nodes", "played M n/s", "bulk M n/s"
    );
    let mut product = 1.0;
    for (name, fen, depth, nodes) in POSITIONS {
        let pos = Position::from_fen(fen).expect("valid FEN");
        let played = best_of_three(|| perft(&pos, depth), nodes);
        let bulk = best_of_three(|| perft_bulk(&pos, depth), nodes);
        product *= played;
        println!(
            "{name:<12} {depth:>5} {nodes:>12} {:>16.1} {:>16.1}",
            played / 1e6,
            bulk / 1e6
        );
    }
    println!(
        "geometric mean, every leaf played: {:.1} M nodes/s",
        product.powf(0.2) / 1e6
    );
}
