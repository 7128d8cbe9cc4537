//! The computer opponent: it finds mates, beats the baseline players, never plays an illegal
//! move, and keeps to its limits — all checked by node counts, never by wall time.

use chess_arbiter::engine::{self, Engine, Rng, Score, SearchLimits};
use chess_arbiter::{Game, Move, Position};

// ---------------------------------------------------------------------------------------------
// An independent mate prover, by plain enumeration of legal moves.

/// The position after `m`.
fn after(pos: &Position, m: Move) -> Position {
    let mut next = pos.clone();
    next.play_unchecked(m);
    next
}

/// Can the side to move force checkmate within `n` of its moves, whatever the defence?
fn mates_within(pos: &Position, n: u32) -> bool {
    if n == 0 {
        return false;
    }
    let mut moves: Vec<(bool, Position)> = pos
        .legal_moves()
        .into_iter()
        .map(|m| {
            let next = after(pos, m);
            (next.is_check(), next)
        })
        .collect();
    // Checks first: mates are usually found among them.
    moves.sort_by_key(|(check, _)| !*check);
    for (check, next) in &moves {
        if *check && next.is_checkmate() {
            return true;
        }
    }
    if n == 1 {
        return false;
    }
    moves
        .iter()
        .any(|(_, next)| every_defence_loses(next, n - 1))
}

/// With the defender to move in `pos` (not yet mated): does every reply allow a mate within
/// `n`? A stalemate is a defence.
fn every_defence_loses(pos: &Position, n: u32) -> bool {
    let replies = pos.legal_moves();
    !replies.is_empty() && replies.into_iter().all(|r| mates_within(&after(pos, r), n))
}

/// The shortest forced mate, up to `max` moves.
fn mate_length(pos: &Position, max: u32) -> Option<u32> {
    (1..=max).find(|&n| mates_within(pos, n))
}

// ---------------------------------------------------------------------------------------------
// Mates.

/// Composed for these tests; each is verified by the prover above (a mate in exactly `n`).
const MATES: [(&str, u32, &str); 35] = [
    // Mate in one.
    ("6k1/5ppp/8/8/8/8/8/R5K1 w - - 0 1", 1, "back rank"),
    ("r5k1/8/8/8/8/8/5PPP/6K1 b - - 0 1", 1, "back rank, Black"),
    ("6rk/6pp/8/6N1/8/8/8/6K1 w - - 0 1", 1, "smothered"),
    ("7k/4P3/6K1/8/8/8/8/8 w - - 0 1", 1, "promotion"),
    (
        "5rnb/4P1pk/7p/8/8/8/8/K7 w - - 0 1",
        1,
        "capture promoting to a knight",
    ),
    (
        "6bk/7p/8/3pP3/8/8/1B6/2K5 w - d6 0 1",
        1,
        "en passant uncovering the bishop",
    ),
    (
        "2rkr3/2p1p3/8/8/8/8/8/R3K3 w Q - 0 1",
        1,
        "queenside castling or the rook",
    ),
    (
        "2rkr3/2p1p3/8/8/8/8/8/RK6 w A - 0 1",
        1,
        "Chess960: castling",
    ),
    (
        "8/4N1pk/8/8/8/8/8/K2R4 w - - 0 1",
        1,
        "rook and knight on the h-file",
    ),
    (
        "7k/8/5N2/8/8/8/8/K5R1 w - - 0 1",
        1,
        "rook protected by the knight",
    ),
    ("k7/8/1K6/8/5B2/7B/8/8 w - - 0 1", 1, "two bishops"),
    (
        "3r2k1/5ppp/8/8/8/8/5PPP/3RR1K1 w - - 0 1",
        1,
        "capture on the back rank",
    ),
    (
        "2bqkbnr/p1pppppp/1p6/8/2B1P3/5Q2/PPPP1PPP/RNB1K1NR w KQk - 0 1",
        1,
        "f7",
    ),
    (
        "rnbqkbnr/pppp1ppp/8/4p3/6P1/5P2/PPPPP2P/RNBQKBNR b KQkq - 0 2",
        1,
        "Black in two moves",
    ),
    // Mate in two.
    ("8/6k1/1R6/8/8/8/8/R1K5 w - - 0 1", 2, "two rooks"),
    ("7k/8/5K2/8/8/8/8/1Q6 w - - 0 1", 2, "queen and king"),
    ("1q6/8/8/8/8/5k2/8/7K b - - 0 1", 2, "queen and king, Black"),
    (
        "K7/8/1k6/8/8/8/8/1q6 b - - 0 1",
        2,
        "queen and king in the corner, Black",
    ),
    (
        "7k/8/5K2/8/8/8/8/6R1 w - - 0 1",
        2,
        "rook: a waiting king move, not the stalemate",
    ),
    (
        "2k5/8/2K5/8/8/8/8/3R4 w - - 0 1",
        2,
        "rook: a waiting king move",
    ),
    (
        "k7/8/2K5/8/8/8/8/1R6 w - - 0 1",
        2,
        "rook and king in the corner",
    ),
    (
        "k7/8/8/2K5/8/8/8/7R w - - 0 1",
        2,
        "rook and king approaching",
    ),
    (
        "4k3/8/3K4/8/8/8/8/7R w - - 0 1",
        2,
        "rook: a quiet rook move",
    ),
    (
        "5r1k/4Nppp/8/7Q/8/3R4/8/6K1 w - - 0 1",
        2,
        "queen sacrifice on h7",
    ),
    (
        "r5k1/5ppp/8/8/8/8/3Q1PPP/3R2K1 w - - 0 1",
        2,
        "queen sacrifice on the back rank",
    ),
    (
        "3r2k1/3q1ppp/8/8/8/8/5PPP/R5K1 b - - 0 1",
        2,
        "queen sacrifice on the back rank, Black",
    ),
    (
        "4r2k/6pp/7N/8/8/1Q6/8/6K1 w - - 0 1",
        2,
        "queen sacrifice, smothered mate",
    ),
    ("k7/2P5/2K5/8/8/8/8/8 w - - 0 1", 2, "promote, then mate"),
    // Mate in three.
    (
        "8/8/6k1/1R6/8/8/8/R1K5 w - - 0 1",
        3,
        "two rooks up the board",
    ),
    (
        "r1k5/8/8/8/1r6/6K1/8/8 b - - 0 1",
        3,
        "two rooks down the board, Black",
    ),
    (
        "4r1k1/5Npp/8/8/8/1Q6/8/6K1 w - - 0 1",
        3,
        "double check, queen sacrifice, smothered",
    ),
    (
        "6k1/8/1q6/8/8/8/5nPP/4R1K1 b - - 0 1",
        3,
        "the same for Black",
    ),
    ("3k4/8/8/3K4/8/8/8/7R w - - 0 1", 3, "rook and king"),
    ("6k1/8/8/5K2/8/8/8/1Q6 w - - 0 1", 3, "queen and king"),
    (
        "6rk/6pp/8/8/8/8/1B4PP/3Q2K1 w - - 0 1",
        3,
        "a quiet queen move, then another",
    ),
];

#[test]
fn mate_positions_are_what_they_claim() {
    for (fen, n, name) in MATES {
        let pos = Position::from_fen(fen).unwrap_or_else(|e| panic!("{name}: {fen}: {e}"));
        assert!(!pos.is_checkmate() && !pos.is_stalemate(), "{name}");
        assert_eq!(mate_length(&pos, n), Some(n), "{name}: {fen}");
    }
}

#[test]
fn finds_every_mate() {
    let mut engine = Engine::new();
    for (fen, n, name) in MATES {
        let pos = Position::from_fen(fen).unwrap();
        engine.clear();
        let result = engine.search(&pos, &SearchLimits::level(8).nodes(1_000_000));
        assert_eq!(result.score, Score::Mate(n as i32), "{name}: {fen}");
        let m = result.best_move.expect("a move");
        let next = after(&pos, m);
        // The move keeps a forced mate in n - 1, whatever the defence.
        if n == 1 {
            assert!(next.is_checkmate(), "{name}");
        } else {
            assert!(every_defence_loses(&next, n - 1), "{name}: {m:?}");
        }
        // The principal variation is legal and ends in mate after 2n - 1 plies.
        assert_eq!(result.pv.len(), 2 * n as usize - 1, "{name}");
        let mut line = pos.clone();
        for &pv_move in &result.pv {
            line = line.play(pv_move).expect("legal PV move");
        }
        assert!(line.is_checkmate(), "{name}");
    }
}

/// The other side is mated: the engine sees it from the losing side too.
#[test]
fn sees_being_mated() {
    // Black to move after 1. Qg4 in the last position: h6 Qg6 and Qxg7 follows.
    let pos = Position::from_fen("6rk/6pp/8/8/6Q1/8/1B4PP/6K1 b - - 1 1").unwrap();
    let result = engine::search(&pos, &SearchLimits::level(8).nodes(500_000));
    assert_eq!(result.score, Score::Mate(-2));
    // A finished game gives no move.
    let game = Game::from_fen("R5k1/5ppp/8/8/8/8/8/6K1 b - - 1 1", false).unwrap();
    assert!(game.is_over());
    let result = engine::search(&game, &SearchLimits::level(8));
    assert_eq!((result.best_move, result.score), (None, Score::Mate(0)));
    let stalemate = Game::from_fen("7k/5Q2/6K1/8/8/8/8/8 b - - 0 1", false).unwrap();
    let result = engine::search(&stalemate, &SearchLimits::level(8));
    assert_eq!((result.best_move, result.score), (None, Score::Cp(0)));
}

// ---------------------------------------------------------------------------------------------
// Games against baseline players.

#[path = "common/baselines.rs"]
mod baselines;
use baselines::{captures_first, random_mover, Baseline};

/// Plays the engine against `baseline` until the game ends by the Laws (checkmate,
/// stalemate, dead position, fivefold repetition, seventy-five moves): no other cap, since
/// those endings bound every game. Returns the game.
fn play_baseline(
    engine: &mut Engine,
    engine_color: chess_arbiter::Color,
    limits: &SearchLimits,
    baseline: Baseline,
    seed: u64,
) -> Game {
    let mut rng = Rng::new(seed);
    let mut game = Game::new();
    engine.clear();
    while !game.is_over() {
        let m = if game.turn() == engine_color {
            let result = engine.search(&game, limits);
            assert!(result.nodes <= limits.max_nodes.unwrap());
            result
                .best_move
                .expect("the game goes on, so there is a move")
        } else {
            baseline(game.position(), &mut rng)
        };
        game.play(m).expect("a legal move");
    }
    game
}

fn beats(baseline: Baseline, name: &str, seed: u64) {
    let mut engine = Engine::new();
    let limits = SearchLimits::level(8).nodes(4_000);
    let mut lengths = Vec::new();
    for g in 0..20u64 {
        let color = if g % 2 == 0 {
            chess_arbiter::Color::White
        } else {
            chess_arbiter::Color::Black
        };
        let game = play_baseline(&mut engine, color, &limits, baseline, seed + g);
        let outcome = game.outcome().unwrap();
        assert_eq!(
            outcome.winner,
            Some(color),
            "game {g} against the {name} ended {outcome}: {}",
            game.san_history().join(" ")
        );
        lengths.push(game.history().len());
    }
    let longest = lengths.iter().max().unwrap();
    println!("20/20 against the {name}; longest game {longest} plies");
}

#[test]
fn level_8_beats_a_random_mover_20_of_20() {
    beats(random_mover, "random mover", 1_000);
}

#[test]
fn level_8_beats_a_captures_first_mover_20_of_20() {
    beats(captures_first, "captures-first mover", 2_000);
}

// ---------------------------------------------------------------------------------------------
// Self-play: never an illegal move, never a panic.

/// Plays `count` games from game number `first` on: standard or Chess960 starts, a few random
/// opening moves, then the engine against itself at random levels (1 to 8) and small random
/// node limits. Every move, every principal variation and every node count is checked.
/// Games end by the Laws or, for time's sake, at 300 plies.
fn self_play(first: u64, count: u64) -> (u64, u64) {
    let mut engines = [
        Engine::with_hash_size(256 << 10),
        Engine::with_hash_size(256 << 10),
    ];
    let mut plies = 0;
    let mut nodes = 0;
    for number in first..first + count {
        let mut rng = Rng::new(number.wrapping_mul(0x9e37_79b9_7f4a_7c15));
        let mut game = if number % 3 == 0 {
            Game::new_chess960(rng.below(960) as u32).unwrap()
        } else {
            Game::new()
        };
        for _ in 0..2 + rng.below(8) {
            if game.is_over() {
                break;
            }
            let m = random_mover(game.position(), &mut rng);
            game.play(m).unwrap();
        }
        let sides = [
            SearchLimits::level(1 + rng.below(8) as u8).seed(rng.next_u64()),
            SearchLimits::level(1 + rng.below(8) as u8).seed(rng.next_u64()),
        ];
        for engine in &mut engines {
            engine.clear();
        }
        while !game.is_over() && game.history().len() < 300 {
            let side = game.turn() as usize;
            let max_nodes = 1 + rng.below(800);
            let limits = sides[side].clone().nodes(max_nodes);
            let result = engines[side].search(&game, &limits);
            assert!(
                result.nodes <= max_nodes,
                "game {number}: {} > {max_nodes}",
                result.nodes
            );
            let m = result
                .best_move
                .unwrap_or_else(|| panic!("game {number}: no move"));
            assert_eq!(result.pv.first(), Some(&m), "game {number}");
            let mut line = game.position().clone();
            for &pv_move in &result.pv {
                line = line
                    .play(pv_move)
                    .unwrap_or_else(|e| panic!("game {number}: {e} in the PV from {}", game.fen()));
            }
            game.play(m)
                .unwrap_or_else(|e| panic!("game {number}: {e} at {}", game.fen()));
            nodes += result.nodes;
        }
        plies += game.history().len() as u64;
    }
    (plies, nodes)
}

#[test]
fn self_play_games_0_to_249() {
    let (plies, nodes) = self_play(0, 250);
    println!("250 games: {plies} plies, {nodes} nodes");
}

#[test]
fn self_play_games_250_to_499() {
    let (plies, nodes) = self_play(250, 250);
    println!("250 games: {plies} plies, {nodes} nodes");
}

#[test]
fn self_play_games_500_to_749() {
    let (plies, nodes) = self_play(500, 250);
    println!("250 games: {plies} plies, {nodes} nodes");
}

#[test]
fn self_play_games_750_to_999() {
    let (plies, nodes) = self_play(750, 250);
    println!("250 games: {plies} plies, {nodes} nodes");
}

/// The same with real budgets (about five minutes): `cargo test --test engine -- --ignored`.
#[test]
#[ignore]
fn self_play_long_games() {
    let mut engine = Engine::new();
    for number in 0..200u64 {
        let mut rng = Rng::new(number);
        let mut game = Game::new_chess960(rng.below(960) as u32).unwrap();
        engine.clear();
        while !game.is_over() {
            let limits = SearchLimits::level(8).nodes(20_000 + rng.below(40_000));
            let result = engine.search(&game, &limits);
            game.play(result.best_move.unwrap()).unwrap();
        }
    }
}

// ---------------------------------------------------------------------------------------------
// Limits: counted in nodes, never in time.

const LIMIT_POSITIONS: [&str; 4] = [
    chess_arbiter::STARTING_FEN,
    "r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R w KQkq - 0 1",
    "8/2p5/3p4/KP5r/1R3p1k/8/4P1P1/8 w - - 0 1",
    "bqnb1rkr/pp3ppp/3ppn2/2p5/5P2/P2P4/NPP1P1PP/BQ1BNRKR w HFhf - 2 9",
];

#[test]
fn respects_the_node_limit() {
    let mut engine = Engine::new();
    for fen in LIMIT_POSITIONS {
        let pos = Position::from_fen(fen).unwrap();
        for limit in [1, 2, 3, 10, 100, 1_000, 10_000, 100_000] {
            for level in [1, 4, 8] {
                let limits = SearchLimits::level(level).nodes(limit);
                let result = engine.search(&pos, &limits);
                assert!(
                    result.nodes <= limit,
                    "{fen}: {} nodes > {limit}",
                    result.nodes
                );
                assert!(pos.is_legal(result.best_move.unwrap()));
            }
        }
        // At level 8 a big enough budget is used to the end (the search never finishes
        // early here: no mate, many moves).
        let result = engine.search(&pos, &SearchLimits::level(8).nodes(50_000));
        assert_eq!(result.nodes, 50_000, "{fen}");
    }
}

#[test]
fn deeper_with_more_nodes() {
    let pos = Position::new();
    let small = engine::search(&pos, &SearchLimits::level(8).nodes(2_000));
    let large = engine::search(&pos, &SearchLimits::level(8).nodes(200_000));
    assert!(
        large.depth > small.depth,
        "{} vs {}",
        large.depth,
        small.depth
    );
    // A depth limit stops it before the node limit.
    let shallow = engine::search(&pos, &SearchLimits::level(8).nodes(200_000).depth(3));
    assert_eq!(shallow.depth, 3);
    assert!(shallow.nodes < 200_000);
}

#[test]
fn stops_when_asked() {
    use std::cell::Cell;
    use std::sync::atomic::{AtomicBool, Ordering};
    let pos = Position::from_fen(LIMIT_POSITIONS[1]).unwrap();
    let mut engine = Engine::new();
    // A deadline expressed as a number of polls (the browser would read a clock).
    let polls = Cell::new(0);
    let stop = || {
        polls.set(polls.get() + 1);
        polls.get() >= 5
    };
    let result = engine.search_with(
        &pos,
        &SearchLimits::level(8).nodes(10_000_000),
        &stop,
        &mut |_| true,
    );
    assert_eq!(polls.get(), 5);
    assert_eq!(result.nodes, 5 * 1024);
    assert!(pos.is_legal(result.best_move.unwrap()));
    // A cancel flag set before the search: the first poll stops it.
    let cancel = AtomicBool::new(true);
    let result = engine.search_with(
        &pos,
        &SearchLimits::level(8).nodes(10_000_000),
        &|| cancel.load(Ordering::Relaxed),
        &mut |_| true,
    );
    assert_eq!(result.nodes, 1024);
    assert!(pos.is_legal(result.best_move.unwrap()));
    // The iteration callback sees every finished depth and can stop the deepening.
    let mut depths = Vec::new();
    let result = engine.search_with(
        &pos,
        &SearchLimits::level(8).nodes(10_000_000),
        &|| false,
        &mut |it| {
            depths.push(it.depth);
            assert!(pos.is_legal(it.best_move.unwrap()));
            it.depth < 4
        },
    );
    assert_eq!(depths, [1, 2, 3, 4]);
    assert_eq!(result.depth, 4);
}

// ---------------------------------------------------------------------------------------------
// Draws.

#[test]
fn repetition_against_the_game_history() {
    // Black is a queen up. White's knight has gone out and back once: going out again repeats
    // a position, which the engine takes as a draw — it knows only from the game's history.
    let fen = "4k3/8/8/1q6/8/8/8/K5N1 w - - 0 1";
    let mut game = Game::from_fen(fen, false).unwrap();
    for m in ["Nf3", "Kd8", "Ng1", "Ke8"] {
        game.play_san(m).unwrap();
    }
    let limits = SearchLimits::level(8).nodes(100_000);
    let result = engine::search(&game, &limits);
    assert_eq!(result.score, Score::Cp(0));
    assert_eq!(game.san(result.best_move.unwrap()), "Nf3");
    // Without the history the same position is lost.
    let result = engine::search(game.position(), &limits);
    assert!(result.score.as_cp() < -500, "{:?}", result.score);
}

#[test]
fn fifty_move_rule() {
    // The same lost position with 99 plies gone without capture or pawn move: any quiet move
    // reaches the fifty-move rule.
    let limits = SearchLimits::level(8).nodes(100_000);
    let pos = Position::from_fen("4k3/8/8/1q6/8/8/8/K5N1 w - - 99 80").unwrap();
    assert_eq!(engine::search(&pos, &limits).score, Score::Cp(0));
    // The winning side avoids it: with the clock at 98, a quiet move would let White reach
    // the rule, so Black moves the pawn.
    let pos = Position::from_fen("4k3/7p/8/1q6/8/8/8/K5N1 b - - 98 80").unwrap();
    let result = engine::search(&pos, &limits);
    assert!(
        result.best_move.unwrap().is_zeroing(),
        "{:?}",
        result.best_move
    );
    assert!(result.score.as_cp() > 500);
    // With the clock at 0 the pawn is no more urgent than anything else.
    let pos = Position::from_fen("4k3/7p/8/1q6/8/8/8/K5N1 b - - 0 80").unwrap();
    assert!(engine::search(&pos, &limits).score.as_cp() > 500);
}

#[test]
fn insufficient_material() {
    // Taking the rook leaves a lone knight: a draw, better than being a rook down.
    let pos = Position::from_fen("4k3/8/8/8/8/5r2/8/4K1N1 w - - 0 1").unwrap();
    let result = engine::search(&pos, &SearchLimits::level(8).nodes(100_000));
    assert_eq!(result.score, Score::Cp(0));
    assert_eq!(
        chess_arbiter::san::to_san(&pos, result.best_move.unwrap()),
        "Nxf3"
    );
}

// ---------------------------------------------------------------------------------------------
// Levels.

#[test]
fn levels_differ() {
    // Over the same positions, the low levels now and then choose other than the best move;
    // level 8 never does.
    let mut randomized = [0; 9];
    let mut depth = [0; 9];
    for (i, fen) in LIMIT_POSITIONS.iter().enumerate() {
        let pos = Position::from_fen(fen).unwrap();
        for seed in 0..25u64 {
            for level in 1..=8u8 {
                let limits = SearchLimits::level(level)
                    .nodes(3_000)
                    .seed(seed * 7 + i as u64);
                let result = engine::search(&pos, &limits);
                randomized[level as usize] += usize::from(result.randomized);
                depth[level as usize] = depth[level as usize].max(result.depth);
                assert!(pos.is_legal(result.best_move.unwrap()));
            }
        }
    }
    assert!(randomized[1] > 10, "{randomized:?}");
    assert!(randomized[1] > randomized[6], "{randomized:?}");
    assert_eq!(randomized[7] + randomized[8], 0);
    assert_eq!(depth[1], 1);
    assert!(depth[8] > depth[4], "{depth:?}");
}

#[test]
fn same_seed_same_move() {
    let pos = Position::from_fen(LIMIT_POSITIONS[1]).unwrap();
    for level in 1..=8 {
        let limits = SearchLimits::level(level).nodes(5_000).seed(99);
        let a = engine::search(&pos, &limits);
        let b = engine::search(&pos, &limits);
        assert_eq!(a, b);
    }
}

#[test]
fn level_8_beats_level_1() {
    for g in 0..4u64 {
        let strong = if g % 2 == 0 {
            chess_arbiter::Color::White
        } else {
            chess_arbiter::Color::Black
        };
        let mut engines = [Engine::new(), Engine::new()];
        let mut game = Game::new();
        while !game.is_over() {
            let side = game.turn() as usize;
            let limits = if game.turn() == strong {
                SearchLimits::level(8).nodes(5_000)
            } else {
                SearchLimits::level(1).seed(g)
            };
            let m = engines[side].search(&game, &limits).best_move.unwrap();
            game.play(m).unwrap();
        }
        assert_eq!(
            game.outcome().unwrap().winner,
            Some(strong),
            "{}",
            game.san_history().join(" ")
        );
    }
}

#[test]
fn chess960_castling() {
    // Every Chess960 start: the engine's moves are legal there, castling included later.
    let mut engine = Engine::with_hash_size(64 << 10);
    let mut castled = 0;
    for number in (0..960).step_by(37) {
        let mut game = Game::new_chess960(number).unwrap();
        engine.clear();
        for _ in 0..40 {
            if game.is_over() {
                break;
            }
            let m = engine
                .search(&game, &SearchLimits::level(8).nodes(1_500))
                .best_move
                .unwrap();
            castled += usize::from(matches!(m, Move::Castle { .. }));
            game.play(m).unwrap();
        }
    }
    assert!(castled > 0);
}

#[test]
fn table_size_is_configurable() {
    assert_eq!(Engine::new().hash_size(), engine::DEFAULT_TT_BYTES);
    assert_eq!(Engine::with_hash_size(1 << 20).hash_size(), 1 << 20);
    assert_eq!(Engine::with_hash_size(100).hash_size(), 1024);
    // A tiny table still plays.
    let mut engine = Engine::with_hash_size(0);
    let result = engine.search(Position::new(), &SearchLimits::level(8).nodes(20_000));
    assert!(Position::new().is_legal(result.best_move.unwrap()));
}

/// The search recurses at most 100 plies and keeps its move lists off the call stack, so it
/// fits the 1 MB stack of a WebAssembly module with room to spare.
#[test]
fn fits_a_small_stack() {
    let handle = std::thread::Builder::new()
        .stack_size(256 << 10)
        .spawn(|| {
            let mut engine = Engine::new();
            for fen in LIMIT_POSITIONS
                .iter()
                .chain([MATES[30].0, MATES[34].0].iter())
            {
                let pos = Position::from_fen(fen).unwrap();
                let result = engine.search(&pos, &SearchLimits::level(8).nodes(300_000));
                assert!(pos.is_legal(result.best_move.unwrap()));
            }
        })
        .unwrap();
    handle.join().unwrap();
}

#[test]
fn a_forced_move_into_mate_is_scored_as_mate() {
    // One legal move, Ke4, after which Black mates: the search stopped after one ply and
    // scored it as material (cp -1602).
    let game = {
        let mut g = Game::from_fen(
            "1nb2bnr/3p1ppp/2p1p3/1p2Pk2/3P1Pq1/2P2Q1P/PP2K3/RNB2BNR w - - 1 14",
            false,
        )
        .unwrap();
        g.play_str("f3g4").unwrap();
        g
    };
    assert_eq!(game.legal_moves().len(), 1);
    let result = engine::search(&game, &SearchLimits::level(8));
    assert_eq!(result.score, Score::Mate(-1), "{result:?}");
}
