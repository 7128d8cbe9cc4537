//! Times reading and replaying a PGN file (a local speed check, not a test):
//! `cargo run --release --example pgn_speed [file.pgn ...]`; `-- --stress` times hostile
//! inputs of the largest size accepted (16 MiB).

use std::time::Instant;

use chess_arbiter::pgn;

fn stress() {
    let limit = pgn::Limits::default().max_input_bytes;
    let fill = |head: &str, unit: &str| {
        let mut s = String::from(head);
        while s.len() + unit.len() <= limit {
            s.push_str(unit);
        }
        s
    };
    let cases = [
        ("sibling variations", fill("1. e4 ", "(1. d4) ")),
        ("one long line", fill("", "Nf3 Nf6 Ng1 Ng8 ")),
        ("nags", fill("1. e4 ", "$1 ")),
        ("comments", fill("1. e4 ", "{c} ")),
        ("line comments", fill("1. e4 ", ";c\n")),
        ("tags", fill("", "[a \"b\"]\n")),
        ("open braces", fill("1. e4 ", "{")),
        ("open parens", fill("1. e4 ", "(1. d4 ")),
        ("results", fill("", "* ")),
        ("escape lines", fill("", "%\n")),
    ];
    for (name, text) in cases {
        let t = Instant::now();
        let parsed = pgn::parse(&text);
        let parse_ms = t.elapsed().as_secs_f64() * 1e3;
        let t = Instant::now();
        let summary = match &parsed {
            Ok(games) => {
                let moves: usize = games.iter().map(|g| g.root.len()).sum();
                let replay = games.first().map(|g| g.replay().map(|(_, m)| m.len()));
                let written: usize = games.iter().take(1).map(|g| pgn::write(g).len()).sum();
                format!(
                    "{} games, {moves} moves, replay {replay:?}, written {written} B",
                    games.len()
                )
            }
            Err(e) => format!("error: {e}"),
        };
        let rest_ms = t.elapsed().as_secs_f64() * 1e3;
        println!("{name}: parse {parse_ms:.0} ms, replay+write {rest_ms:.0} ms: {summary}");
    }
}

fn main() {
    if std::env::args().nth(1).as_deref() == Some("--stress") {
        stress();
        return;
    }
    let mut paths: Vec<String> = std::env::args().skip(1).collect();
    if paths.is_empty() {
        paths.push("tests/data/twic1599_1000k.pgn".to_string());
    }
    for path in paths {
        let text = match std::fs::read_to_string(&path) {
            Ok(t) => t,
            Err(e) => {
                eprintln!("{path}: {e}");
                continue;
            }
        };
        let rounds = 5;
        let (mut parse_best, mut replay_best, mut write_best) = (f64::MAX, f64::MAX, f64::MAX);
        let (mut games, mut plies) = (0, 0);
        for _ in 0..rounds {
            let t = Instant::now();
            let parsed = match pgn::parse(&text) {
                Ok(g) => g,
                Err(e) => {
                    eprintln!("{path}: {e}");
                    return;
                }
            };
            parse_best = parse_best.min(t.elapsed().as_secs_f64());
            let t = Instant::now();
            plies = 0;
            for g in &parsed {
                match g.replay() {
                    Ok((_, moves)) => plies += moves.len(),
                    Err(e) => eprintln!("{path}: {e}"),
                }
            }
            replay_best = replay_best.min(t.elapsed().as_secs_f64());
            let t = Instant::now();
            let out = pgn::write_all(&parsed);
            write_best = write_best.min(t.elapsed().as_secs_f64());
            assert!(!out.is_empty());
            games = parsed.len();
        }
        let mb = text.len() as f64 / 1e6;
        println!(
            "{path}: {:.2} MB, {games} games, {plies} plies; parse {:.1} ms ({:.0} MB/s), \
             replay {:.1} ms ({:.1} M plies/s), parse+replay {:.1} ms, write {:.1} ms (best of {rounds})",
            mb,
            parse_best * 1e3,
            mb / parse_best,
            replay_best * 1e3,
            plies as f64 / replay_best / 1e6,
            (parse_best + replay_best) * 1e3,
            write_best * 1e3,
        );
    }
}
