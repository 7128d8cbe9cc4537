//! Properties of random legal games, with fixed seeds (so a failure names a game that can be
//! played again): FEN, SAN and PGN round trips, the incremental Zobrist hash against one
//! computed from scratch, the incremental repetition count against a recount, and undo
//! restoring everything. The games start from the standard position, from Chess960 start
//! positions and from a few FENs (castling, en passant, promotion, counters near the 75-move
//! rule); a third of the moves take back the player's previous piece move when they can, so
//! that positions repeat (threefold claims and fivefold endings happen).

use std::cell::RefCell;

use chess_arbiter::pgn;
use chess_arbiter::{san, CastlingNotation, DrawClaim, Game, Move, Outcome, Position, Termination};

#[path = "common/xorshift.rs"]
mod xorshift;
use xorshift::XorShift;

const FENS: &[&str] = &[
    "r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R w KQkq - 0 1",
    "rnbqkb1r/ppp1pppp/5n2/3pP3/8/8/PPPP1PPP/RNBQKBNR w KQkq d6 0 3",
    "8/2P5/8/8/8/8/5p2/K6k w - - 0 60",
    "4k3/8/8/8/8/8/8/R3K2R w KQ - 140 90",
    "r3k2r/8/8/8/8/8/8/R3K2R b KQkq - 97 50",
    "8/8/8/3k4/8/3K4/8/2B1N3 w - - 0 1",
    "6k1/5ppp/8/8/8/8/5PPP/3R2K1 w - - 0 1",
    "bqnb1rkr/pp3ppp/3ppn2/2p5/5P2/P2P4/NPP1P1PP/BQ1BNRKR w HFhf - 2 9",
];

/// The start of a game: mostly the standard position, else a Chess960 one or a FEN.
fn start(rng: &mut XorShift) -> Game {
    match rng.below(8) {
        0 | 1 => {
            let number = rng.below(960) as u32;
            Game::new_chess960(number).unwrap()
        }
        2 | 3 => Game::from_fen(FENS[rng.below(FENS.len())], false).unwrap(),
        _ => Game::new(),
    }
}

/// A random legal move; a third of the time the reverse of the player's previous move when
/// it is legal (to make positions repeat).
fn choose(rng: &mut XorShift, game: &Game) -> Option<Move> {
    let moves = game.legal_moves();
    if moves.is_empty() {
        return None;
    }
    let history = game.history();
    if rng.below(3) == 0 && history.len() >= 2 {
        if let Some(back) = history[history.len() - 2].reverse() {
            if moves.contains(&back) {
                return Some(back);
            }
        }
    }
    Some(moves[rng.below(moves.len())])
}

/// The game's moves in UCI, to show with a failure.
fn line(game: &Game) -> String {
    let mut start = game.start_position().fen();
    for m in game.history() {
        start.push(' ');
        start.push_str(&chess_arbiter::uci::to_uci(*m, game.is_chess960()));
    }
    start
}

/// Plays `games` random games of at most `plies` plies from `seed`, calling `check` before
/// each move (with the move about to be played) and `finish` at the end.
fn for_games(
    seed: u64,
    games: usize,
    plies: usize,
    mut check: impl FnMut(&mut Game, Move, &mut XorShift),
    mut finish: impl FnMut(&mut Game),
) -> (usize, usize) {
    let mut rng = XorShift::new(seed);
    let mut total_plies = 0;
    let mut ended = 0;
    for _ in 0..games {
        let mut game = start(&mut rng);
        for _ in 0..plies {
            let Some(m) = choose(&mut rng, &game) else {
                break;
            };
            check(&mut game, m, &mut rng);
            game.play(m)
                .unwrap_or_else(|e| panic!("{e}: {}", line(&game)));
            total_plies += 1;
        }
        if game.is_over() {
            ended += 1;
        }
        finish(&mut game);
    }
    (total_plies, ended)
}

/// The same position under Law 9.2.3, decided field by field.
fn same_position(a: &Position, b: &Position) -> bool {
    a.board() == b.board()
        && a.turn() == b.turn()
        && a.castling_rights() == b.castling_rights()
        && a.ep_square() == b.ep_square()
}

#[test]
fn fen_round_trip_and_hash_from_scratch() {
    let (plies, _) = for_games(
        1,
        1500,
        160,
        |game, _, _| {
            let pos = game.position();
            assert_eq!(pos.hash(), pos.compute_hash(), "{}", line(game));
            for notation in [CastlingNotation::XFen, CastlingNotation::Shredder] {
                let fen = pos.fen_with(notation);
                let back = Position::from_fen(&fen).unwrap_or_else(|e| panic!("{fen}: {e}"));
                assert_eq!(&back, pos, "{fen}\n{}", line(game));
            }
            assert_eq!(game.fen(), pos.fen());
        },
        |game| {
            let pos = game.position();
            assert_eq!(pos.hash(), pos.compute_hash(), "{}", line(game));
            assert_eq!(Position::from_fen(&pos.fen()).as_ref(), Ok(pos));
        },
    );
    assert!(plies > 100_000, "{plies}");
}

#[test]
fn san_round_trip() {
    let (plies, _) = for_games(
        2,
        1000,
        160,
        |game, m, rng| {
            let pos = game.position();
            let written = san::to_san(pos, m);
            assert_eq!(
                san::parse_move(pos, &written),
                Ok(m),
                "{written}\n{}",
                line(game)
            );
            assert_eq!(game.san(m), written);
            assert_eq!(game.parse_move(&written), Ok(m), "{written}");
            // Now and then, every legal move.
            if rng.below(8) == 0 {
                for x in pos.legal_moves() {
                    let w = san::to_san(pos, x);
                    assert_eq!(san::parse_move(pos, &w), Ok(x), "{w}\n{}", line(game));
                }
            }
        },
        |game| {
            // The SAN history reads back as the same moves.
            let mut replay = Game::from_position(game.start_position().clone(), game.is_chess960());
            for s in game.san_history() {
                replay
                    .play_san(&s)
                    .unwrap_or_else(|e| panic!("{s}: {e}\n{}", line(game)));
            }
            assert_eq!(replay.history(), game.history());
        },
    );
    assert!(plies > 50_000, "{plies}");
}

/// `gives_check` against the truth: play the move and look. Returns how many moves checked.
fn gives_check_as_played(pos: &Position, context: &dyn Fn() -> String) -> usize {
    let mut checks = 0;
    for m in pos.legal_moves() {
        let mut after = pos.clone();
        after.play_unchecked(m);
        assert_eq!(pos.gives_check(m), after.is_check(), "{m:?}\n{}", context());
        checks += usize::from(after.is_check());
    }
    checks
}

#[test]
fn gives_check_equals_playing_the_move() {
    // Checks of each kind: by a knight's discovery, by a king's discovery, by en passant
    // (discovered along the rank the two pawns leave), by castling (the rook), by promotion.
    for (fen, expected) in [
        ("4k3/8/8/8/4N3/8/8/4R1K1 w - - 0 1", 8), // every knight move
        ("4k3/8/8/8/8/8/4K3/4R3 w - - 0 1", 6),   // every king move off the file
        ("8/8/8/k2pP2R/8/8/8/4K3 w - d6 0 1", 1), // exd6 only
        ("5k2/8/8/8/8/8/8/4K2R w K - 0 1", 3),    // O-O, Rf1, Rh8
        ("2k5/4P3/8/8/8/8/8/4K3 w - - 0 1", 2),   // e8=Q, e8=R
    ] {
        let pos = Position::from_fen(fen).unwrap();
        assert_eq!(
            gives_check_as_played(&pos, &|| fen.to_string()),
            expected,
            "{fen}"
        );
    }
    let mut checks = 0;
    let (plies, _) = for_games(
        6,
        800,
        160,
        |game, _, _| checks += gives_check_as_played(game.position(), &|| line(game)),
        |_| {},
    );
    assert!(
        plies > 50_000 && checks > 10_000,
        "{plies} plies, {checks} checks"
    );
}

#[test]
fn pgn_round_trip() {
    let (_, ended) = for_games(
        3,
        1000,
        200,
        |_, _, _| {},
        |game| {
            let text = game.pgn();
            let back = Game::from_pgn(&text).unwrap_or_else(|e| panic!("{e}\n{text}"));
            assert_eq!(back.history(), game.history(), "{text}");
            assert_eq!(back.start_position(), game.start_position(), "{text}");
            assert_eq!(back.position(), game.position(), "{text}");
            assert_eq!(back.outcome(), game.outcome(), "{text}");
            assert_eq!(back.is_chess960(), game.is_chess960(), "{text}");
            // The record itself replays to the same moves, and writes back the same.
            let record = pgn::parse_one(&text).unwrap();
            assert_eq!(record.replay().unwrap().1, game.history(), "{text}");
            assert_eq!(pgn::write(&record), text);
            assert_eq!(back.pgn(), text);
        },
    );
    assert!(ended > 100, "{ended} games ended");
}

#[test]
fn repetition_counts_equal_a_recount() {
    let mut threefold = 0;
    let (_, ended) = for_games(
        4,
        1500,
        200,
        |game, _, _| {
            let positions = game.positions();
            let now = positions.last().unwrap();
            let recount = positions.iter().filter(|p| same_position(p, now)).count() as u32;
            assert_eq!(game.repetitions(), recount, "{}", line(game));
            // The claims follow from the counts.
            let claims = game.claimable_draws(None);
            assert_eq!(
                claims.contains(&DrawClaim::ThreefoldRepetition),
                recount >= 3,
                "{}",
                line(game)
            );
            assert_eq!(
                claims.contains(&DrawClaim::FiftyMoves),
                now.halfmoves() >= 100,
                "{}",
                line(game)
            );
            if recount >= 3 {
                threefold += 1;
            }
        },
        |game| {
            let positions = game.positions();
            let now = positions.last().unwrap();
            let recount = positions.iter().filter(|p| same_position(p, now)).count() as u32;
            assert_eq!(game.repetitions(), recount, "{}", line(game));
            if recount >= 5 {
                assert_eq!(
                    game.outcome().map(|o| o.termination),
                    Some(Termination::FivefoldRepetition),
                    "{}",
                    line(game)
                );
            }
        },
    );
    assert!(
        threefold > 100,
        "{threefold} positions repeated three times"
    );
    assert!(ended > 100, "{ended} games ended");
}

/// What a game shows of itself.
#[derive(Debug, PartialEq)]
struct Shown {
    fen: String,
    hash: u64,
    outcome: Option<Outcome>,
    history: Vec<Move>,
    repetitions: u32,
    moves: usize,
    claims: Vec<DrawClaim>,
}

fn shown(game: &Game) -> Shown {
    Shown {
        fen: game.fen(),
        hash: game.position().hash(),
        outcome: game.outcome(),
        history: game.history().to_vec(),
        repetitions: game.repetitions(),
        moves: game.legal_moves().len(),
        claims: game.claimable_draws(None),
    }
}

#[test]
fn undo_restores_everything() {
    // The snapshots before each move of the game being played (shared by the two closures).
    let before: RefCell<Vec<Shown>> = RefCell::new(Vec::new());
    let mut exact = 0;
    for_games(
        5,
        1000,
        160,
        |game, m, rng| {
            before.borrow_mut().push(shown(game));
            // Now and then: the whole game (positions, records, acts) exactly as it was.
            if rng.below(16) == 0 {
                let debug = format!("{game:?}");
                game.play(m).unwrap();
                let _ = game.resign(game.turn());
                game.undo();
                assert_eq!(format!("{game:?}"), debug, "{}", line(game));
                exact += 1;
            }
        },
        |game| {
            let end = shown(game);
            let history = game.history().to_vec();
            let text = line(game);
            // Take every move back, checking each position on the way.
            while let Some(expected) = before.borrow_mut().pop() {
                let m = game.undo().expect("a move to take back");
                assert_eq!(shown(game), expected, "after undoing {m:?}: {text}");
            }
            assert_eq!(game.undo(), None);
            assert!(game.history().is_empty());
            // Played again, the moves lead to the same end.
            for &m in &history {
                game.play(m).unwrap();
            }
            assert_eq!(shown(game), end, "{text}");
        },
    );
    assert!(exact > 1_000, "{exact}");
}
