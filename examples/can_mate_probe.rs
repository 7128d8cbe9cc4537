//! Times `can_mate` on the last position of every game in the bench samples, for each side:
//! the question the audit asks of a decisive game (a local speed check, not a test).
//! `cargo run --release --example can_mate_probe`
use std::time::Instant;

use chess_arbiter::{can_mate, pgn, Color, Verdict};

fn main() {
    if std::env::args().nth(1).as_deref() == Some("--verdicts") {
        verdicts();
        return;
    }
    for name in ["lichess_db_1000k.pgn", "twic1599_1000k.pgn"] {
        let path = format!("{}/tests/data/{name}", env!("CARGO_MANIFEST_DIR"));
        let text = std::fs::read_to_string(path).expect("the bench samples are in tests/data");
        let positions: Vec<_> = pgn::parse(&text)
            .unwrap_or_default()
            .iter()
            .filter_map(|g| g.replay().ok())
            .map(|(p, _)| p)
            .collect();
        let mut times: Vec<(f64, Verdict)> = Vec::new();
        for pos in &positions {
            for color in [Color::White, Color::Black] {
                let t = Instant::now();
                let verdict = can_mate(pos, color);
                times.push((t.elapsed().as_secs_f64() * 1e3, verdict));
            }
        }
        let total: f64 = times.iter().map(|t| t.0).sum();
        let slow: f64 = times.iter().filter(|t| t.0 > 1.0).map(|t| t.0).sum();
        let count = |v: Verdict| times.iter().filter(|t| t.1 == v).count();
        println!(
            "{name}: {} questions ({} Yes, {} No, {} Unknown) in {total:.0} ms; {:.0} ms of it in the {} taking over 1 ms",
            times.len(),
            count(Verdict::Yes),
            count(Verdict::No),
            count(Verdict::Unknown),
            slow,
            times.iter().filter(|t| t.0 > 1.0).count(),
        );
    }
}

/// `-- --verdicts`: prints `fen;side;verdict` for positions of the 100k samples (each game's
/// last position and every 16th ply), the list tests/dead_verdicts.rs holds the analysis to.
pub fn verdicts() {
    for name in ["lichess_db_100k.pgn", "twic1599_100k.pgn"] {
        let path = format!("{}/tests/data/{name}", env!("CARGO_MANIFEST_DIR"));
        let text = std::fs::read_to_string(path).expect("the samples are in tests/data");
        for game in pgn::parse(&text).unwrap_or_default() {
            let Ok((mut pos, moves)) = game
                .start_position()
                .and_then(|p| game.replay().map(|r| (p, r.1)))
            else {
                continue;
            };
            let count = moves.len();
            for (i, m) in moves.into_iter().enumerate() {
                pos.play_unchecked(m);
                if (i + 1) % 16 == 0 || i + 1 == count {
                    for color in [Color::White, Color::Black] {
                        println!("{};{color:?};{:?}", pos.fen(), can_mate(&pos, color));
                    }
                }
            }
        }
    }
}
