//! Times the audit of a PGN file beside reading it (a local speed check, not a test):
//! `cargo run --release --example audit_speed [file.pgn ...]` (the bench samples by default).
//! Prints MB/s for `pgn::parse`, parse + replay, and the audit, each the best of five rounds.

use std::time::Instant;

use chess_arbiter::{audit, pgn};

fn best<T>(rounds: usize, mut f: impl FnMut() -> T) -> (f64, T) {
    let mut best = f64::MAX;
    let mut out = None;
    for _ in 0..rounds {
        let t = Instant::now();
        let r = f();
        best = best.min(t.elapsed().as_secs_f64());
        out = Some(r);
    }
    (best, out.expect("at least one round"))
}

fn main() {
    let mut paths: Vec<String> = std::env::args().skip(1).collect();
    // `--once`: one audit of each file and nothing else (for counting instructions under
    // `valgrind --tool=cachegrind`, which a busy machine does not disturb).
    if paths.first().map(String::as_str) == Some("--once") {
        for path in &paths[1..] {
            let text = std::fs::read_to_string(path).unwrap_or_default();
            println!("{path}: {} reports", audit::audit_pgn(&text).len());
        }
        return;
    }
    if paths.first().map(String::as_str) == Some("--parse-once") {
        for path in &paths[1..] {
            let text = std::fs::read_to_string(path).unwrap_or_default();
            let games = pgn::parse(&text).unwrap_or_default();
            let plies: usize = games
                .iter()
                .filter_map(|g| g.replay().ok())
                .map(|r| r.1.len())
                .sum();
            println!("{path}: {} games, {plies} plies", games.len());
        }
        return;
    }
    if paths.is_empty() {
        for name in ["lichess_db_1000k.pgn", "twic1599_1000k.pgn"] {
            paths.push(format!("{}/tests/data/{name}", env!("CARGO_MANIFEST_DIR")));
        }
    }
    for path in paths {
        let text = match std::fs::read_to_string(&path) {
            Ok(t) => t,
            Err(e) => {
                eprintln!("{path}: {e}");
                continue;
            }
        };
        let mb = text.len() as f64 / 1e6;
        let (parse, games) = best(5, || pgn::parse(&text).map(|g| g.len()).unwrap_or(0));
        let (replay, plies) = best(5, || {
            let parsed = pgn::parse(&text).unwrap_or_default();
            parsed
                .iter()
                .filter_map(|g| g.replay().ok())
                .map(|(_, m)| m.len())
                .sum::<usize>()
        });
        let (audit, findings) = best(5, || {
            audit::audit_pgn(&text)
                .iter()
                .filter(|r| r.as_ref().map_or(true, |r| r.has_findings()))
                .count()
        });
        println!(
            "{path}: {mb:.2} MB, {games} games, {plies} plies; parse {:.1} MB/s, parse+replay {:.1} MB/s, \
             audit {:.1} MB/s ({findings} games with findings); audit/parse {:.2}, audit/parse+replay {:.2}",
            mb / parse,
            mb / replay,
            mb / audit,
            parse / audit,
            replay / audit,
        );
    }
}
