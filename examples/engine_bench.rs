//! Speed and strength of the engine, natively.
//!
//! ```sh
//! cargo run --release --example engine_bench              # speed, then strength
//! cargo run --release --example engine_bench -- speed     # nodes per second only
//! cargo run --release --example engine_bench -- strength  # games against the baselines only
//! cargo run --release --example engine_bench -- strength --games 40 --nodes 20000 --level 8
//! cargo run --release --example engine_bench -- analyse '<FEN>' [nodes] [level]
//! cargo run --release --example engine_bench -- ladder [--games 20] [--cap 50000]
//! cargo run --release --example engine_bench -- game [--white 8] [--black 8] [--nodes 100000]
//! cargo run --release --example engine_bench -- vs-uci /usr/games/stockfish --elo 1800 [--games 20] [--nodes 200000]
//! ```
//!
//! Speed: a fixed node budget from a set of opening, middlegame and endgame positions at
//! level 8, reporting nodes per second and the depth reached. Strength: level-8 games (or the
//! level given) against a random mover and a captures-first mover, colours alternating, each
//! game played to its end under the Laws (checkmate, stalemate, dead position, fivefold
//! repetition, seventy-five moves).

use std::time::Instant;

use chess_arbiter::engine::{Engine, Rng, SearchLimits};
use chess_arbiter::{chess960, Color, Game, Move, Position};

const SPEED_POSITIONS: [(&str, &str); 8] = [
    (
        "start",
        "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1",
    ),
    (
        "italian",
        "r1bqk2r/pppp1ppp/2n2n2/2b1p3/2B1P3/2NP1N2/PPP2PPP/R1BQK2R b KQkq - 0 5",
    ),
    (
        "kiwipete",
        "r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R w KQkq - 0 1",
    ),
    (
        "middlegame",
        "r1bq1rk1/pp2bppp/2n1pn2/3p4/3P1B2/2PBPN2/PP1N1PPP/R2QK2R w KQ - 0 9",
    ),
    (
        "sicilian",
        "r1b1kb1r/1pqp1ppp/p1n1pn2/8/3NP3/2N1B3/PPP1BPPP/R2QK2R w KQkq - 2 8",
    ),
    ("rook ending", "8/5pk1/6p1/R7/5P2/1r4P1/6K1/8 w - - 0 40"),
    ("pawn ending", "8/8/4k3/3p1p2/3P1P2/4K3/8/8 w - - 0 50"),
    (
        "chess960",
        "bqnb1rkr/pp3ppp/3ppn2/2p5/5P2/P2P4/NPP1P1PP/BQ1BNRKR w HFhf - 2 9",
    ),
];

fn speed(nodes: u64) {
    println!("speed: level 8, {nodes} nodes per position, fresh 2 MB table each");
    let mut total_nodes = 0;
    let mut total_time = 0.0;
    for (name, fen) in SPEED_POSITIONS {
        let pos = Position::from_fen(fen).expect("valid FEN");
        let mut engine = Engine::new();
        let start = Instant::now();
        let result = engine.search(&pos, &SearchLimits::level(8).nodes(nodes));
        let seconds = start.elapsed().as_secs_f64();
        total_nodes += result.nodes;
        total_time += seconds;
        let best = result
            .best_move
            .map(|m| chess_arbiter::san::to_san(&pos, m));
        println!(
            "  {name:<12} depth {:>2}  {:>9} nodes  {:>6.3} s  {:>9.0} nodes/s  best {}  score {}",
            result.depth,
            result.nodes,
            seconds,
            result.nodes as f64 / seconds,
            best.unwrap_or_default(),
            result.score
        );
    }
    println!(
        "  total {total_nodes} nodes in {total_time:.2} s: {:.0} nodes/s",
        total_nodes as f64 / total_time
    );
}

#[path = "../tests/common/baselines.rs"]
mod baselines;
use baselines::{captures_first, random_mover, Baseline};

/// One game from `start`; returns the engine's points (1, ½, 0) and the plies played.
fn play(
    engine: &mut Engine,
    start: Game,
    engine_color: Color,
    limits: &SearchLimits,
    baseline: Baseline,
    rng: &mut Rng,
) -> (f64, usize) {
    let mut game = start;
    engine.clear();
    while !game.is_over() {
        let m = if game.turn() == engine_color {
            let limits = limits.clone().seed(rng.next_u64());
            engine.search(&game, &limits).best_move.expect("a move")
        } else {
            baseline(game.position(), rng)
        };
        game.play(m).expect("legal move");
    }
    let outcome = game.outcome().expect("over");
    let points = match outcome.winner {
        Some(c) if c == engine_color => 1.0,
        Some(_) => 0.0,
        None => 0.5,
    };
    (points, game.history().len())
}

fn strength(games: usize, nodes: u64, level: u8) {
    println!("strength: level {level}, {nodes} nodes per move, {games} games per opponent, colours alternating");
    let mut engine = Engine::new();
    let limits = SearchLimits::level(level).nodes(nodes);
    for (name, baseline) in [
        ("random mover", random_mover as Baseline),
        ("captures-first mover", captures_first as Baseline),
    ] {
        let mut rng = Rng::new(0x5eed ^ name.len() as u64);
        let start = Instant::now();
        let mut points = 0.0;
        let mut wins = 0;
        let mut plies = 0;
        for g in 0..games {
            let color = if g % 2 == 0 {
                Color::White
            } else {
                Color::Black
            };
            // Every fourth game starts from a Chess960 position.
            let start_game = if g % 4 == 3 {
                Game::new_chess960(rng.below(u64::from(chess960::COUNT)) as u32).expect("0..960")
            } else {
                Game::new()
            };
            let (p, n) = play(&mut engine, start_game, color, &limits, baseline, &mut rng);
            points += p;
            wins += usize::from(p == 1.0);
            plies += n;
        }
        println!(
            "  vs {name:<21} {points}/{games} ({wins} wins), {:.1} moves per game on average, {:.1} s",
            plies as f64 / games as f64 / 2.0,
            start.elapsed().as_secs_f64()
        );
    }
}

/// Each level against the one below, from openings of two random moves, colours alternating;
/// each side spends its level's default node budget, capped at `cap`.
fn ladder(games: usize, cap: u64) {
    println!("levels: each against the one below, {games} games, node budgets capped at {cap}");
    let mut rng = Rng::new(0x1adde5);
    for level in 2..=8u8 {
        let start = Instant::now();
        let mut points = 0.0;
        for g in 0..games {
            let upper = if g % 2 == 0 {
                Color::White
            } else {
                Color::Black
            };
            let mut engines = [Engine::new(), Engine::new()];
            let seeds = [rng.next_u64(), rng.next_u64()];
            let mut game = Game::new();
            for _ in 0..2 {
                let m = random_mover(game.position(), &mut rng);
                game.play(m).expect("legal");
            }
            while !game.is_over() {
                let side = game.turn() as usize;
                let l = if game.turn() == upper {
                    level
                } else {
                    level - 1
                };
                let spec = chess_arbiter::engine::level(l);
                let limits = SearchLimits::level(l)
                    .nodes(spec.default_nodes.min(cap))
                    .seed(seeds[side]);
                let m = engines[side]
                    .search(&game, &limits)
                    .best_move
                    .expect("a move");
                game.play(m).expect("legal");
            }
            points += match game.outcome().expect("over").winner {
                Some(c) if c == upper => 1.0,
                Some(_) => 0.0,
                None => 0.5,
            };
        }
        println!(
            "  level {level} vs level {}: {points}/{games} ({:.1} s)",
            level - 1,
            start.elapsed().as_secs_f64()
        );
    }
}

/// One game between two levels, printed in SAN with the evaluations.
fn show_game(white: u8, black: u8, nodes: u64, seed: u64) {
    let mut engines = [Engine::new(), Engine::new()];
    let mut game = Game::new();
    let mut text = String::new();
    while !game.is_over() {
        let level = if game.turn() == Color::White {
            white
        } else {
            black
        };
        let limits = SearchLimits::level(level).nodes(nodes).seed(seed);
        let result = engines[game.turn() as usize].search(&game, &limits);
        let m = result.best_move.expect("a move");
        if game.turn() == Color::White {
            text += &format!("{}. ", game.history().len() / 2 + 1);
        }
        text += &format!("{} {{{}}} ", game.san(m), result.score);
        game.play(m).expect("legal");
    }
    println!("{text}\n{}", game.outcome().expect("over"));
}

/// Games against an external UCI engine (Stockfish with `UCI_LimitStrength`, for instance)
/// to calibrate the levels: `vs-uci /usr/games/stockfish --elo 1800 --games 20 --nodes 200000`.
fn vs_uci(program: &str, elo: u64, games: usize, nodes: u64, level: u8, movetime: u64) {
    use std::io::{BufRead, BufReader, Write};
    use std::process::{Command, Stdio};
    let mut child = Command::new(program)
        .stdin(Stdio::piped())
        .stdout(Stdio::piped())
        .spawn()
        .expect("the UCI engine starts");
    let mut input = child.stdin.take().expect("stdin");
    let mut output = BufReader::new(child.stdout.take().expect("stdout"));
    let mut send = |line: &str| {
        writeln!(input, "{line}").expect("write to the UCI engine");
        input.flush().expect("flush");
    };
    let mut wait_for = |prefix: &str| -> String {
        let mut line = String::new();
        loop {
            line.clear();
            if output.read_line(&mut line).expect("read") == 0 {
                panic!("the UCI engine quit");
            }
            if line.starts_with(prefix) {
                return line.trim().to_string();
            }
        }
    };
    send("uci");
    wait_for("uciok");
    if elo > 0 {
        send("setoption name UCI_LimitStrength value true");
        send(&format!("setoption name UCI_Elo value {elo}"));
    }
    send("isready");
    wait_for("readyok");
    println!(
        "level {level}, {nodes} nodes per move, against {program} (Elo {elo}, {movetime} ms per move), {games} games"
    );
    let mut rng = Rng::new(0xe10);
    let mut engine = Engine::new();
    let (mut wins, mut draws, mut losses) = (0, 0, 0);
    for g in 0..games {
        let ours = if g % 2 == 0 {
            Color::White
        } else {
            Color::Black
        };
        let mut game = Game::new();
        for _ in 0..2 {
            let m = random_mover(game.position(), &mut rng);
            game.play(m).expect("legal");
        }
        engine.clear();
        send("ucinewgame");
        let seed = rng.next_u64();
        while !game.is_over() {
            if game.turn() == ours {
                let limits = SearchLimits::level(level).nodes(nodes).seed(seed);
                let m = engine.search(&game, &limits).best_move.expect("a move");
                game.play(m).expect("legal");
            } else {
                let moves: Vec<String> =
                    game.history().iter().map(|&m| game_uci(&game, m)).collect();
                send(&format!("position startpos moves {}", moves.join(" ")));
                send(&format!("go movetime {movetime}"));
                let reply = wait_for("bestmove");
                let uci = reply.split_whitespace().nth(1).expect("a move");
                game.play_uci(uci)
                    .expect("a legal move from the UCI engine");
            }
        }
        match game.outcome().expect("over").winner {
            Some(c) if c == ours => wins += 1,
            Some(_) => losses += 1,
            None => draws += 1,
        }
        println!(
            "  game {}: {} ({} moves)",
            g + 1,
            game.outcome().expect("over"),
            game.history().len() / 2
        );
    }
    send("quit");
    let _ = child.wait();
    let score = wins as f64 + draws as f64 / 2.0;
    println!("  +{wins} ={draws} -{losses}: {score}/{games}");
}

/// The UCI of a move played in `game` (standard castling notation: the games start from the
/// standard position).
fn game_uci(game: &Game, m: Move) -> String {
    game.uci(m)
}

/// Searches one position, printing every iteration.
fn analyse(fen: &str, nodes: u64, level: u8) {
    let pos = Position::from_fen(fen).expect("valid FEN");
    println!(
        "static evaluation {}",
        chess_arbiter::engine::evaluate(&pos)
    );
    let mut engine = Engine::new();
    let start = Instant::now();
    let limits = SearchLimits::level(level).nodes(nodes);
    let result = engine.search_with(&pos, &limits, &|| false, &mut |it| {
        println!(
            "  depth {:>2}/{:<2} {:>9} nodes {:>7} ms  {:>7}  {}",
            it.depth,
            it.seldepth,
            it.nodes,
            start.elapsed().as_millis(),
            it.score.to_string(),
            line(&pos, &it.pv)
        );
        true
    });
    println!("best {} ({} nodes)", line(&pos, &result.pv), result.nodes);
}

/// A line of moves in SAN.
fn line(pos: &Position, moves: &[Move]) -> String {
    let mut pos = pos.clone();
    let mut out = Vec::new();
    for &m in moves {
        out.push(chess_arbiter::san::to_san(&pos, m));
        pos.play_unchecked(m);
    }
    out.join(" ")
}

fn main() {
    let args: Vec<String> = std::env::args().skip(1).collect();
    if args.first().map(String::as_str) == Some("analyse") {
        let fen = args
            .get(1)
            .map_or(chess_arbiter::STARTING_FEN, String::as_str);
        let nodes = args
            .get(2)
            .and_then(|n| n.parse().ok())
            .unwrap_or(2_000_000);
        let level = args.get(3).and_then(|n| n.parse().ok()).unwrap_or(8);
        analyse(fen, nodes, level);
        return;
    }
    let value = |flag: &str, default: u64| -> u64 {
        args.iter()
            .position(|a| a == flag)
            .and_then(|i| args.get(i + 1))
            .and_then(|v| v.parse().ok())
            .unwrap_or(default)
    };
    if args.first().map(String::as_str) == Some("game") {
        show_game(
            value("--white", 8) as u8,
            value("--black", 8) as u8,
            value("--nodes", 100_000),
            value("--seed", 1),
        );
        return;
    }
    if args.first().map(String::as_str) == Some("vs-uci") {
        let program = args.get(1).map_or("stockfish", String::as_str);
        vs_uci(
            program,
            value("--elo", 1500),
            value("--games", 20) as usize,
            value("--nodes", 200_000),
            value("--level", 8) as u8,
            value("--movetime", 100),
        );
        return;
    }
    if args.first().map(String::as_str) == Some("ladder") {
        ladder(value("--games", 20) as usize, value("--cap", 50_000));
        return;
    }
    let want = |what: &str| {
        !args.iter().any(|a| a == "speed" || a == "strength") || args.iter().any(|a| a == what)
    };
    if want("speed") {
        speed(value("--speed-nodes", 2_000_000));
    }
    if want("strength") {
        strength(
            value("--games", 20) as usize,
            value("--nodes", 20_000),
            value("--level", 8) as u8,
        );
    }
}
