//! Every parser takes any input calmly: random bytes, mutations of valid input and long input
//! give an error or a value, never a panic.

use chess_arbiter::{san, uci, Position, Setup};

#[path = "common/xorshift.rs"]
mod xorshift;
use xorshift::XorShift;

const ALPHABET: &[u8] = b"pnbrqkPNBRQK12345678/ wb-KQkqabcdefghABCDEFGH0x=+#!?O.e()9";

/// Random edits of `seed`: replace, insert and delete characters from a chess-flavoured alphabet.
fn mutate(rng: &mut XorShift, seed: &str) -> String {
    let mut bytes = seed.as_bytes().to_vec();
    for _ in 0..=rng.below(4) {
        let at = rng.below(bytes.len() + 1);
        let c = ALPHABET[rng.below(ALPHABET.len())];
        match rng.below(3) {
            0 if at < bytes.len() => bytes[at] = c,
            1 if at < bytes.len() => {
                bytes.remove(at);
            }
            _ => bytes.insert(at, c),
        }
    }
    String::from_utf8_lossy(&bytes).into_owned()
}

const FENS: [&str; 5] = [
    "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1",
    "r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R w KQkq - 0 1",
    "bqnb1rkr/pp3ppp/3ppn2/2p5/5P2/P2P4/NPP1P1PP/BQ1BNRKR w HFhf - 2 9",
    "8/8/8/K2Pp2r/8/8/8/4k3 w - e6 0 2",
    "4k3/1P6/8/8/8/8/8/4K3 w - - 0 1",
];

#[test]
fn fen_reader_survives_mutations_and_noise() {
    let mut rng = XorShift(0x9e37_79b9_7f4a_7c15);
    let mut accepted = 0;
    for i in 0..200_000 {
        let text = if i % 10 == 0 {
            let len = rng.below(100);
            (0..len)
                .map(|_| ALPHABET[rng.below(ALPHABET.len())] as char)
                .collect()
        } else {
            mutate(&mut rng, FENS[i % FENS.len()])
        };
        if let Ok(setup) = Setup::from_fen(&text) {
            let _ = setup.to_fen(Default::default());
            if let Ok(pos) = Position::from_setup(&setup) {
                accepted += 1;
                // A position that validates must be safe to generate moves from and write out.
                for &m in pos.legal_moves().iter() {
                    let _ = san::to_san(&pos, m);
                }
                assert_eq!(
                    Position::from_fen(&pos.fen()).map(|p| p.fen()),
                    Ok(pos.fen())
                );
            }
            let _ = Position::from_setup_relaxed(&setup).map(|p| p.legal_moves().len());
        }
    }
    assert!(
        accepted > 1_000,
        "the mutations should keep some FENs valid: {accepted}"
    );
}

#[test]
fn san_and_uci_readers_survive_noise() {
    let mut rng = XorShift(0x1234_5678_9abc_def1);
    let positions: Vec<Position> = FENS
        .iter()
        .map(|f| Position::from_fen(f).unwrap())
        .collect();
    for i in 0..200_000 {
        let pos = &positions[i % positions.len()];
        let len = rng.below(9);
        let text: String = (0..len)
            .map(|_| ALPHABET[rng.below(ALPHABET.len())] as char)
            .collect();
        let _ = san::parse_move(pos, &text);
        let _ = uci::parse_move(pos, &text);
    }
}

#[test]
fn long_and_odd_input_is_refused_not_crashed() {
    let long = "8/".repeat(100_000);
    assert!(Setup::from_fen(&long).is_err());
    let pos = Position::new();
    assert!(san::parse_move(&pos, &"N".repeat(10_000)).is_err());
    assert!(uci::parse_move(&pos, "é2é4").is_err());
    assert!(san::parse_move(&pos, "Nf3\u{0}").is_err());
    assert!(Setup::from_fen("\u{feff}8/8/8/8/8/8/8/8 w - - 0 1").is_err());
    assert!(
        Setup::from_fen("rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 99999999999 1")
            .is_err()
    );
}
