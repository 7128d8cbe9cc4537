//! Rates the engine's eight levels: matches against Stockfish limited with `UCI_Elo`, and the
//! levels below its lowest setting through matches against the levels above them, all fitted
//! together to one Elo scale anchored on Stockfish's settings.
//!
//! ```sh
//! cargo run --release --example rate_levels                       # the default schedule
//! cargo run --release --example rate_levels -- --games 12 --sf-nodes 50000 \
//!     --stockfish /usr/games/stockfish --anchors 1350,1700,2050,2400
//! # in parts (say, on two machines), then one fit of everything they printed:
//! cargo run --release --example rate_levels -- --part anchors --levels 3,4,5 > a.txt
//! cargo run --release --example rate_levels -- --part ladder --games 16 > b.txt
//! cargo run --release --example rate_levels -- --fit a.txt b.txt
//! ```
//!
//! Conditions: our levels search their own default node budgets (what the page plays when
//! the browser is fast enough; with the page's one-second limit a slow machine gives levels
//! 7 and 8 fewer nodes), one engine per game keeping its table as the page's does, seeded.
//! Stockfish plays with `UCI_LimitStrength`, one thread, 16 MB hash and a fixed node count a
//! move (`--sf-nodes`, default 50,000), not a movetime: on a shared machine a movetime gives it
//! whatever the other processes leave, and the results would measure the machine's load. Its
//! `UCI_Elo` is calibrated at 60 s + 0.6 s a game; with few nodes its strength still comes
//! mostly from the depth at which the limited engine picks its move, but it plays somewhat
//! weaker than its label, so our figures lean high.
//! Each pairing plays `--games` games from a set of balanced openings, each opening twice with
//! colours swapped. A game ends by the Laws, or is adjudicated: won when Stockfish's score
//! (or, between two of our levels, both sides' scores) stays at 6 pawns or more for one side
//! over two of its moves, drawn at 160 plies.
//!
//! The fit: maximum likelihood of the logistic (Elo) model over every game, Stockfish's
//! settings fixed at their `UCI_Elo`, one virtual draw added to each pairing so that a clean
//! sweep still gives a finite rating; the margins are 95 % intervals (±1.96 standard errors
//! from the inverse of the likelihood's curvature). They are wide: this is a few minutes of
//! CPU, not a rating list.

use std::io::{BufRead, BufReader, Write};
use std::process::{Child, ChildStdin, ChildStdout, Command, Stdio};

use chess_arbiter::engine::{level, Engine, Score, SearchLimits};
use chess_arbiter::{Color, Game};

/// Balanced openings (each a few moves of a main line), played with both colours.
const OPENINGS: [&str; 8] = [
    "e4 e5 Nf3 Nc6 Bc4 Bc5",
    "d4 d5 c4 e6 Nc3 Nf6",
    "e4 c5 Nf3 d6 d4 cxd4 Nxd4 Nf6",
    "d4 Nf6 c4 g6 Nc3 Bg7",
    "e4 e6 d4 d5 Nc3 Nf6",
    "c4 e5 Nc3 Nf6 Nf3 Nc6",
    "e4 c6 d4 d5 e5 Bf5",
    "d4 d5 Nf3 Nf6 Bf4 e6",
];

/// Adjudication: a score this large (centipawns) for one side, on two moves running, wins.
const DECISIVE: i32 = 600;
/// A game still going after this many plies is a draw.
const MAX_PLIES: usize = 160;

/// Stockfish over UCI, limited to an Elo.
struct Stockfish {
    child: Child,
    input: ChildStdin,
    output: BufReader<ChildStdout>,
}

impl Stockfish {
    fn start(program: &str, elo: u32) -> Stockfish {
        let mut child = Command::new(program)
            .stdin(Stdio::piped())
            .stdout(Stdio::piped())
            .spawn()
            .unwrap_or_else(|e| {
                panic!("{program} does not start: {e} (apt-get install stockfish)")
            });
        let input = child.stdin.take().expect("stdin");
        let output = BufReader::new(child.stdout.take().expect("stdout"));
        let mut sf = Stockfish {
            child,
            input,
            output,
        };
        sf.send("uci");
        sf.wait_for("uciok");
        for option in [
            "Threads value 1",
            "Hash value 16",
            "UCI_LimitStrength value true",
            &format!("UCI_Elo value {elo}"),
        ] {
            sf.send(&format!("setoption name {option}"));
        }
        sf.send("isready");
        sf.wait_for("readyok");
        sf
    }

    fn send(&mut self, line: &str) {
        writeln!(self.input, "{line}").expect("write to Stockfish");
        self.input.flush().expect("flush");
    }

    /// Reads up to the line starting with `prefix`; returns it and the last score reported
    /// before it (centipawns from the side to move, mates as ±100 pawns).
    fn wait_for(&mut self, prefix: &str) -> (String, Option<i32>) {
        let mut score = None;
        let mut line = String::new();
        loop {
            line.clear();
            assert!(
                self.output.read_line(&mut line).expect("read") > 0,
                "Stockfish quit"
            );
            let words: Vec<&str> = line.split_whitespace().collect();
            if let Some(i) = words.iter().position(|&w| w == "score") {
                let value: i32 = words.get(i + 2).and_then(|v| v.parse().ok()).unwrap_or(0);
                score = match words.get(i + 1) {
                    Some(&"mate") => Some(if value > 0 { 10_000 } else { -10_000 }),
                    Some(&"cp") => Some(value),
                    _ => score,
                };
            }
            if line.starts_with(prefix) {
                return (line.trim().to_string(), score);
            }
        }
    }

    /// Stockfish's move in `game` and its score (from its side).
    fn play(&mut self, game: &Game, nodes: u64) -> (String, Option<i32>) {
        let moves: Vec<String> = game.history().iter().map(|&m| uci_of(game, m)).collect();
        self.send(&format!("position startpos moves {}", moves.join(" ")));
        self.send(&format!("go nodes {nodes}"));
        let (line, score) = self.wait_for("bestmove");
        let uci = line.split_whitespace().nth(1).expect("a move").to_string();
        (uci, score)
    }
}

impl Drop for Stockfish {
    fn drop(&mut self) {
        self.send("quit");
        let _ = self.child.wait();
    }
}

/// The UCI of `m`, a move of `game` (which started from the standard position).
fn uci_of(game: &Game, m: chess_arbiter::Move) -> String {
    game.uci(m)
}

/// A player: one of our levels or Stockfish at an Elo.
#[derive(Copy, Clone, Debug, PartialEq)]
enum Player {
    Level(u8),
    Stockfish(u32),
}

impl std::fmt::Display for Player {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        match self {
            Player::Level(l) => write!(f, "level {l}"),
            Player::Stockfish(elo) => write!(f, "Stockfish {elo}"),
        }
    }
}

/// A side in a game being played.
enum Side {
    Ours(u8, Engine, u64),
    Theirs(Stockfish),
}

fn centipawns(score: Score) -> i32 {
    match score {
        Score::Cp(cp) => cp,
        Score::Mate(n) if n > 0 => 10_000,
        Score::Mate(_) => -10_000,
    }
}

/// Plays one game from `opening`; returns White's points (1, ½ or 0).
fn play_game(white: Player, black: Player, opening: &str, seed: u64, cfg: &Config) -> f64 {
    let side = |p: Player, k: u64| match p {
        Player::Level(l) => Side::Ours(l, Engine::new(), seed.wrapping_mul(0x9e37_79b9) + k),
        Player::Stockfish(elo) => Side::Theirs(Stockfish::start(&cfg.stockfish, elo)),
    };
    let mut sides = [side(white, 0), side(black, 1)];
    let mut game = Game::new();
    for san in opening.split_whitespace() {
        game.play_san(san).expect("a legal opening");
    }
    // Each side's last two scores, from White's point of view.
    let mut scores: [Vec<i32>; 2] = [Vec::new(), Vec::new()];
    let referee = matches!(white, Player::Stockfish(_)) || matches!(black, Player::Stockfish(_));
    while !game.is_over() && game.history().len() < MAX_PLIES {
        let turn = game.turn();
        let sign = if turn == Color::White { 1 } else { -1 };
        let (uci, score) = match &mut sides[turn as usize] {
            Side::Ours(l, engine, seed) => {
                let result = engine.search(&game, &SearchLimits::level(*l).seed(*seed));
                let m = result.best_move.expect("a move in a game not over");
                (uci_of(&game, m), Some(centipawns(result.score)))
            }
            Side::Theirs(sf) => sf.play(&game, cfg.sf_nodes),
        };
        game.play_uci(&uci).expect("a legal move");
        if let Some(s) = score {
            scores[turn as usize].push(s * sign);
        }
        let decided = |v: &Vec<i32>, dir: i32| {
            v.len() >= 2 && v[v.len() - 2..].iter().all(|&s| s * dir >= DECISIVE)
        };
        for dir in [1, -1] {
            let judges: Vec<usize> = (0..2)
                .filter(|&i| !referee || matches!(sides[i], Side::Theirs(_)))
                .collect();
            if judges.iter().all(|&i| decided(&scores[i], dir)) {
                return if dir == 1 { 1.0 } else { 0.0 };
            }
        }
    }
    match game.outcome().and_then(|o| o.winner) {
        Some(Color::White) => 1.0,
        Some(Color::Black) => 0.0,
        None => 0.5,
    }
}

/// What to run.
struct Config {
    stockfish: String,
    sf_nodes: u64,
    games: usize,
    anchors: Vec<u32>,
}

/// The pairings: each level from 3 up against the Stockfish settings near its strength, and
/// the lower levels against the next two above them (the ladder that rates those below
/// Stockfish's floor).
fn schedule(anchors: &[u32]) -> Vec<(Player, Player)> {
    let mut pairs = Vec::new();
    for (i, &elo) in anchors.iter().enumerate() {
        // Each anchor meets three levels, one level higher for each higher anchor, and the two
        // highest anchors every level above them (so that the top level meets two).
        let lowest = (3 + i as u8).min(8);
        let highest = if i + 2 >= anchors.len() {
            8
        } else {
            (lowest + 2).min(8)
        };
        for l in lowest..=highest {
            pairs.push((Player::Level(l), Player::Stockfish(elo)));
        }
    }
    // The ladder below Stockfish's floor: each low level against the next two above it.
    for l in 1..=4u8 {
        pairs.push((Player::Level(l), Player::Level(l + 1)));
        pairs.push((Player::Level(l), Player::Level(l + 2)));
    }
    pairs
}

mod fit;

/// Plays the schedule's pairings (`part`: `all`, `anchors` or `ladder`) of the `levels`
/// given, printing each result.
fn play_schedule(
    cfg: &Config,
    part: &str,
    levels: &[u8],
    started: std::time::Instant,
) -> Vec<fit::Pairing> {
    println!(
        "levels at their default node budgets; Stockfish UCI_Elo {:?}, 1 thread, {} nodes a move; {} games a pairing",
        cfg.anchors, cfg.sf_nodes, cfg.games
    );
    let mut results = Vec::new();
    for (a, b) in schedule(&cfg.anchors) {
        let ladder = matches!(b, Player::Level(_));
        if (part == "anchors" && ladder) || (part == "ladder" && !ladder) {
            continue;
        }
        if matches!(a, Player::Level(l) if !levels.contains(&l)) {
            continue;
        }
        let mut points = 0.0;
        for g in 0..cfg.games {
            let opening = OPENINGS[(g / 2) % OPENINGS.len()];
            let seed = (g as u64) << 8 | u64::from(matches!(a, Player::Level(_)));
            points += if g % 2 == 0 {
                play_game(a, b, opening, seed, cfg)
            } else {
                1.0 - play_game(b, a, opening, seed, cfg)
            };
        }
        println!(
            "  {a} vs {b}: {points}/{} ({:.0} s so far)",
            cfg.games,
            started.elapsed().as_secs_f64()
        );
        results.push(fit::Pairing {
            a,
            b,
            points,
            games: cfg.games as f64,
        });
    }
    results
}

/// The pairings printed in a file by an earlier run (`  level 3 vs Stockfish 1350: 2.5/6 ...`).
fn read_results(path: &str) -> Vec<fit::Pairing> {
    let text = std::fs::read_to_string(path).unwrap_or_else(|e| panic!("{path}: {e}"));
    let player = |s: &str| -> Option<Player> {
        let (kind, n) = s.trim().split_once(' ')?;
        match kind {
            "level" => n.parse().ok().map(Player::Level),
            "Stockfish" => n.parse().ok().map(Player::Stockfish),
            _ => None,
        }
    };
    text.lines()
        .filter_map(|line| {
            let (pair, rest) = line.split_once(':')?;
            let (a, b) = pair.split_once(" vs ")?;
            let (points, games) = rest.split_whitespace().next()?.split_once('/')?;
            Some(fit::Pairing {
                a: player(a)?,
                b: player(b)?,
                points: points.parse().ok()?,
                games: games.parse().ok()?,
            })
        })
        .collect()
}

fn main() {
    let args: Vec<String> = std::env::args().skip(1).collect();
    let value = |name: &str, default: &str| -> String {
        args.iter()
            .position(|a| a == name)
            .and_then(|i| args.get(i + 1).cloned())
            .unwrap_or_else(|| default.to_string())
    };
    let started = std::time::Instant::now();
    // `--fit FILE...`: no games, the pairings printed by earlier runs (split runs, say).
    let results = if args.first().map(String::as_str) == Some("--fit") {
        args[1..]
            .iter()
            .flat_map(|path| read_results(path))
            .collect()
    } else {
        let cfg = Config {
            stockfish: value("--stockfish", "/usr/games/stockfish"),
            sf_nodes: value("--sf-nodes", "50000").parse().expect("--sf-nodes"),
            games: value("--games", "6").parse().expect("--games"),
            anchors: value("--anchors", "1350,1700,2050,2400")
                .split(',')
                .map(|e| e.parse().expect("--anchors: Elo values"))
                .collect(),
        };
        let part = value("--part", "all");
        let levels: Vec<u8> = value("--levels", "1,2,3,4,5,6,7,8")
            .split(',')
            .map(|l| l.parse().expect("--levels: 1 to 8"))
            .collect();
        play_schedule(&cfg, &part, &levels, started)
    };
    let ratings = fit::ratings(&results);
    println!("\n| level | name | games | rating (95 % interval) |\n| --- | --- | --- | --- |");
    for (l, (elo, margin)) in ratings.iter().enumerate() {
        let games: f64 = results
            .iter()
            .filter(|r| r.a == Player::Level(l as u8 + 1) || r.b == Player::Level(l as u8 + 1))
            .map(|r| r.games)
            .sum();
        let name = level(l as u8 + 1).name;
        println!(
            "| {} | {name} | {games:.0} | {elo:.0} ± {margin:.0} |",
            l + 1
        );
    }
    println!("\n{:.0} s in all", started.elapsed().as_secs_f64());
}
