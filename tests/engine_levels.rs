//! The levels play like people of their strength: natural opening moves, mistakes that are
//! missed captures and hasty moves rather than random shuffles, and each level stronger than
//! the one two below. Everything is seeded; nothing depends on the clock.

use chess_arbiter::engine::{self, Engine, Score, SearchLimits};
use chess_arbiter::san::to_san;
use chess_arbiter::{Color, File, Game, Move, Position, Rank, Role};

/// A move a teacher would show in the opening, by the rule the issue gives (written here
/// independently of the engine's own): a c-, d- or e-pawn move, a knight or bishop leaving its
/// back rank (a knight not to the edge), castling, or a capture; and whatever answers a check
/// or takes an attacked piece away.
fn reasonable_opening_move(pos: &Position, m: Move) -> bool {
    if m.is_capture() || m.castling_side().is_some() || pos.is_check() {
        return true;
    }
    if pos.attackers_to(m.from(), !pos.turn()).any() {
        return true;
    }
    let home = if pos.turn() == Color::White {
        Rank::First
    } else {
        Rank::Eighth
    };
    match m.role() {
        Role::Pawn => [File::C, File::D, File::E].contains(&m.from().file()),
        Role::Knight => m.from().rank() == home && ![File::A, File::H].contains(&m.to().file()),
        Role::Bishop => m.from().rank() == home,
        _ => false,
    }
}

/// A score in centipawns, mates as ±100 pawns.
fn cp(score: Score) -> i32 {
    match score {
        Score::Cp(cp) => cp,
        Score::Mate(n) if n > 0 => 10_000,
        Score::Mate(_) => -10_000,
    }
}

/// How much `m` loses in `pos`, in centipawns, against the best move, by a short full-strength
/// search: 300 or more is a piece left hanging (or a pawn given for nothing when 100 or more).
fn loss(pos: &Position, m: Move) -> i32 {
    let probe = SearchLimits::level(8).nodes(20_000).depth(3);
    let best = cp(engine::search(pos, &probe).score);
    let next = pos.play(m).unwrap();
    if next.is_checkmate() {
        return 0;
    }
    let after = if next.legal_moves().is_empty() {
        0
    } else {
        -cp(engine::search(&next, &probe.clone().depth(2)).score)
    };
    (best - after).max(0)
}

#[test]
fn level_3_answers_1_e4_with_a_reasonable_move_for_every_seed() {
    let mut game = Game::new();
    game.play_san("e4").unwrap();
    let mut replies = std::collections::BTreeSet::new();
    for seed in 0..50u64 {
        let m = engine::search(&game, &SearchLimits::level(3).seed(seed))
            .best_move
            .unwrap();
        let san = game.san(m);
        assert!(
            reasonable_opening_move(game.position(), m),
            "seed {seed}: 1.e4 {san}"
        );
        replies.insert(san);
    }
    // A person's choice, not one fixed reply.
    assert!(replies.len() >= 2, "{replies:?}");
}

/// Plays level `a` (White) against level `b` from the start with `seed`, for at most `plies`,
/// calling `each` with every position and the move played there.
fn play(
    levels: [u8; 2],
    nodes: [Option<u64>; 2],
    seed: u64,
    plies: usize,
    mut each: impl FnMut(&Game, u8, Move),
) -> Game {
    let mut engines = [
        Engine::with_hash_size(1 << 20),
        Engine::with_hash_size(1 << 20),
    ];
    let mut game = Game::new();
    while !game.is_over() && game.history().len() < plies {
        let side = game.turn() as usize;
        let mut limits =
            SearchLimits::level(levels[side]).seed(seed.wrapping_mul(31) + side as u64);
        limits.max_nodes = nodes[side];
        let m = engines[side].search(&game, &limits).best_move.unwrap();
        each(&game, levels[side], m);
        game.play(m).unwrap();
    }
    game
}

#[test]
fn the_first_moves_are_natural_and_give_nothing_away() {
    // Every level from 2 up, both sides, the first five moves of 12 seeded games: natural moves
    // in the first three (level 7 and 8 play what their search finds; later, threats call for
    // other moves), no pawn lost from level 3 up, and no piece
    // at level 2 (which looks one move ahead and may walk into a fork).
    for level in 2..=8u8 {
        for seed in 0..12u64 {
            play([level, level], [Some(10_000); 2], seed, 10, |game, _, m| {
                let pos = game.position();
                let san = to_san(pos, m);
                let line = game.san_history().join(" ");
                assert!(
                    reasonable_opening_move(pos, m) || level >= 7 || game.history().len() >= 6,
                    "level {level} seed {seed}: {line} {san}"
                );
                let lost = loss(pos, m);
                let most = if level == 2 { 300 } else { 100 };
                assert!(
                    lost < most,
                    "level {level} seed {seed}: {line} {san} loses {lost} cp"
                );
            });
        }
    }
}

#[test]
fn from_level_4_up_pieces_are_rarely_left_hanging() {
    // The share of moves losing a piece's worth or more (by a short full-strength search), over
    // seeded games of each level against itself: at most 5 % at level 4, 3 % at 5, 1 % at 6
    // and above; and level 2's mistakes are real (it does hang pieces now and then).
    let mut rates = Vec::new();
    for level in [2u8, 4, 5, 6, 7] {
        let (mut moves, mut hung) = (0u32, 0u32);
        for seed in 0..6u64 {
            play(
                [level, level],
                [Some(8_000); 2],
                100 + seed,
                80,
                |game, _, m| {
                    moves += 1;
                    hung += u32::from(loss(game.position(), m) >= 300);
                },
            );
        }
        rates.push((level, hung, moves));
    }
    println!("(level, moves hanging a piece, moves): {rates:?}");
    let per_mille = |(_, hung, moves): (u8, u32, u32)| hung * 1000 / moves;
    assert!(per_mille(rates[0]) >= 10, "{rates:?}");
    assert!(per_mille(rates[1]) <= 50, "{rates:?}");
    assert!(per_mille(rates[2]) <= 30, "{rates:?}");
    assert!(per_mille(rates[3]) <= 10, "{rates:?}");
    assert!(per_mille(rates[4]) <= 10, "{rates:?}");
}

/// Positions where the side to move can take a queen for nothing.
const FREE_QUEENS: [&str; 5] = [
    "r1b1kbnr/pppp1ppp/2n5/4p1q1/3PP3/5N2/PPP2PPP/RNBQKB1R w KQkq - 1 4",
    "rnb1kbnr/pppp1ppp/8/4p3/4P2q/5N2/PPPP1PPP/RNBQKB1R w KQkq - 2 3",
    "r3k2r/ppp2ppp/2n1bn2/3q4/3P4/2N2N2/PPP2PPP/R2QKB1R w KQkq - 0 10",
    "3r2k1/5ppp/8/8/3Q4/8/5PPP/6K1 b - - 0 30",
    "4k3/8/3q4/8/2N5/8/8/4K3 w - - 0 40",
];

#[test]
fn level_1_takes_a_free_queen_most_of_the_time() {
    let mut taken = 0;
    let mut tries = 0;
    for fen in FREE_QUEENS {
        let pos = Position::from_fen(fen).unwrap();
        let queen_free = pos
            .legal_moves()
            .into_iter()
            .any(|m| m.capture() == Some(Role::Queen));
        assert!(queen_free, "{fen}");
        for seed in 0..20u64 {
            let m = engine::search(&pos, &SearchLimits::level(1).seed(seed))
                .best_move
                .unwrap();
            taken += u32::from(m.capture() == Some(Role::Queen));
            tries += 1;
        }
    }
    println!("level 1 took the queen {taken} times of {tries}");
    assert!(taken * 10 >= tries * 7, "{taken} of {tries}");
    // A beginner is not a machine: now and then the queen is missed.
    assert!(taken < tries, "{taken} of {tries}");
}

#[test]
fn each_level_beats_the_level_two_below() {
    // A small seeded match for each pair, colours alternating, node limits small enough to be
    // quick (at most 20,000 a move); games unfinished after 160 plies count as draws.
    for strong in 3..=8u8 {
        let weak = strong - 2;
        let mut points = 0.0;
        let games = 6u64;
        for g in 0..games {
            let strong_side = if g % 2 == 0 {
                Color::White
            } else {
                Color::Black
            };
            let levels = if strong_side == Color::White {
                [strong, weak]
            } else {
                [weak, strong]
            };
            let nodes = levels.map(|l| Some(engine::level(l).default_nodes.min(20_000)));
            let game = play(levels, nodes, 1_000 + g, 160, |_, _, _| {});
            points += match game.outcome().and_then(|o| o.winner) {
                Some(c) if c == strong_side => 1.0,
                Some(_) => 0.0,
                None => 0.5,
            };
        }
        println!("level {strong} against level {weak}: {points} of {games}");
        assert!(
            points >= 4.0,
            "level {strong} scored only {points} of {games} against level {weak}"
        );
    }
}
