//! Perft suites from `tests/data/*.perft`: every position, to depth 3 by default.
//! `PERFT_DEPTH=6 cargo test --release --test perft` runs them to full depth.

use chess_arbiter::{perft, perft_bulk, Position, Setup};

struct Case {
    id: String,
    fen: String,
    counts: Vec<(u32, u64)>,
}

fn read_suite(text: &str) -> Vec<Case> {
    let mut cases: Vec<Case> = Vec::new();
    for line in text.lines().map(str::trim) {
        if line.is_empty() || line.starts_with('#') {
            continue;
        }
        let (key, value) = line.split_once(' ').expect("key and value");
        match key {
            "id" => cases.push(Case {
                id: value.to_string(),
                fen: String::new(),
                counts: Vec::new(),
            }),
            "epd" => cases.last_mut().expect("id before epd").fen = value.to_string(),
            "perft" => {
                let (d, n) = value.split_once(' ').expect("depth and count");
                cases
                    .last_mut()
                    .expect("id before perft")
                    .counts
                    .push((d.parse().unwrap(), n.parse().unwrap()));
            }
            other => panic!("unknown key {other}"),
        }
    }
    cases
}

fn max_depth() -> u32 {
    std::env::var("PERFT_DEPTH")
        .ok()
        .and_then(|d| d.parse().ok())
        .unwrap_or(3)
}

/// Runs a suite; returns the ids of the positions that could not arise in a game (suites
/// include some on purpose) and were only accepted by the relaxed validation.
fn run_suite(text: &str) -> Vec<String> {
    let cases = read_suite(text);
    assert!(!cases.is_empty());
    let depth = max_depth();
    let mut checked = 0;
    let mut impossible = Vec::new();
    for case in &cases {
        let setup = Setup::from_fen(&case.fen).unwrap_or_else(|e| panic!("{}: {e}", case.id));
        let pos = Position::from_setup(&setup).unwrap_or_else(|_| {
            impossible.push(case.id.clone());
            Position::from_setup_relaxed(&setup)
                .unwrap_or_else(|e| panic!("{}: {}: {e}", case.id, case.fen))
        });
        for &(d, expected) in case.counts.iter().filter(|(d, _)| *d <= depth) {
            assert_eq!(
                perft_bulk(&pos, d),
                expected,
                "{} depth {d}: {}",
                case.id,
                case.fen
            );
            checked += 1;
        }
    }
    assert!(checked >= cases.len());
    impossible
}

#[test]
fn tricky_positions() {
    // These boards could not arise in a game (checks no move could give, 28 queens, a castling
    // right for a king in the corner); the suite keeps them to test the generator's
    // robustness, so they run relaxed.
    let impossible = run_suite(include_str!("data/tricky.perft"));
    assert_eq!(
        impossible,
        [
            "align-diag-1",
            "align-diag-2",
            "align-horizontal",
            "align-ep",
            "align-ep-pinned",
            "ep-unrelated-check",
            "two-pawn-checkers",
            "two-stepper-checkers",
            "two-knight-checkers",
            "asymmetrical-and-king-on-h",
            "max-legals-too-much-material"
        ]
    );
}

#[test]
fn random_positions() {
    assert_eq!(
        run_suite(include_str!("data/random.perft")),
        Vec::<String>::new()
    );
}

#[test]
fn chess960_start_positions() {
    assert_eq!(
        run_suite(include_str!("data/chess960.perft")),
        Vec::<String>::new()
    );
}

#[test]
fn every_leaf_played_matches_bulk_counting() {
    for case in read_suite(include_str!("data/tricky.perft")) {
        let setup = Setup::from_fen(&case.fen).unwrap();
        let pos = Position::from_setup_relaxed(&setup).unwrap();
        let &(d, n) = case
            .counts
            .iter()
            .find(|(d, _)| *d == 3)
            .unwrap_or(&case.counts[0]);
        assert_eq!(perft(&pos, d), n, "{}", case.id);
    }
}
