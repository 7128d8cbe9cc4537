//! Play and undo through `Game`: the input picks a start (standard, Chess960, or a FEN on its
//! first line) and a series of acts (moves, undos, claims, resignations, flag falls, batches).
//! After every act the game's invariants hold (hash from scratch, FEN round trip, repetition
//! count against a recount, history against positions); every undo restores the game exactly
//! as it was before the move (position, hash, records, outcome, history); a batch of moves
//! ends as the same moves played one by one.
#![no_main]

use chess_arbiter::{Color, Game, Position};
use chess_arbiter_fuzz::{check_game, check_game_step, fen_line, Bytes, Snapshot};
use libfuzzer_sys::fuzz_target;

/// The game shows what it showed when `expected` was taken (the `Debug` form too, when the
/// snapshot has it).
fn assert_restored(game: &Game, expected: Snapshot) {
    let now = Snapshot::of(game, !expected.debug.is_empty());
    assert_eq!(now, expected);
}

fuzz_target!(|data: &[u8]| {
    let (mut game, rest) = match fen_line(data) {
        Some((setup, rest)) => match Position::from_setup(&setup) {
            Ok(pos) => (Game::from_position(pos, rest.first() == Some(&b'9')), rest),
            Err(_) => return,
        },
        None => {
            let mut b = Bytes::new(data);
            let game = match b.byte() % 4 {
                0 => Game::new_chess960(u32::from(b.u16()) % 960).expect("0 to 959"),
                _ => Game::new(),
            };
            let at = data.len() - b.rest().len();
            (game, &data[at.min(data.len())..])
        }
    };
    check_game(&game);
    // Snapshots of the game before each move still on the board.
    let mut before: Vec<Snapshot> = Vec::new();
    let mut b = Bytes::new(rest);
    let mut acts = 0;
    while !b.is_empty() && acts < 400 {
        acts += 1;
        let op = b.byte();
        match op % 16 {
            0..=9 => {
                let moves = game.legal_moves();
                if moves.is_empty() {
                    continue;
                }
                let m = moves[b.below(moves.len())];
                // The whole `Debug` form costs time in proportion to the game: a quarter of the
                // moves, in the first 120 plies.
                let full = op & 0xC0 == 0xC0 && game.history().len() < 120;
                let snapshot = Snapshot::of(&game, full);
                game.play(m).expect("a legal move plays");
                check_game_step(&game);
                if op & 0x40 != 0 {
                    // Straight back.
                    assert_eq!(game.undo(), Some(m));
                    assert_eq!(Snapshot::of(&game, full), snapshot);
                    game.play(m).expect("a legal move plays again");
                }
                before.push(snapshot);
            }
            10 | 11 => {
                let expected = before.pop();
                let undone = game.undo();
                assert_eq!(undone.is_some(), expected.is_some());
                if let Some(expected) = expected {
                    assert_restored(&game, expected);
                }
                check_game_step(&game);
            }
            12 => {
                // An act that ends the game, then its undo with the move before it.
                let color = if op & 0x20 == 0 {
                    Color::White
                } else {
                    Color::Black
                };
                let result = match op >> 6 {
                    0 => game.resign(color),
                    1 => game.timeout(color),
                    2 => game.agree_draw(),
                    _ => game.claim_draw(None),
                };
                if result.is_ok() {
                    assert!(game.is_over());
                    assert!(game.legal_moves().is_empty());
                    assert!(game.play_str("e4").is_err());
                }
                if let Some(expected) = before.pop() {
                    assert!(game.undo().is_some());
                    assert_restored(&game, expected);
                } else {
                    // At the start there is nothing to take back: start again.
                    game = Game::from_position(game.start_position().clone(), game.is_chess960());
                }
            }
            13 => {
                // A claim with a stated move plays that move.
                let moves = game.legal_moves();
                if moves.is_empty() {
                    continue;
                }
                let m = moves[b.below(moves.len())];
                let snapshot = Snapshot::of(&game, false);
                let claims = game.claimable_draws(Some(m));
                let result = game.claim_draw(Some(m));
                assert_eq!(game.last_move(), Some(m));
                if !claims.is_empty() {
                    assert!(result.is_ok(), "{claims:?} {result:?}");
                }
                check_game_step(&game);
                game.undo();
                assert_eq!(Snapshot::of(&game, false), snapshot);
            }
            _ => {
                // A run of moves in a batch ends as the same moves played one by one.
                let n = 1 + b.below(8);
                let mut line = Vec::new();
                let mut single = game.clone();
                for _ in 0..n {
                    let moves = single.legal_moves();
                    if moves.is_empty() {
                        break;
                    }
                    let m = moves[b.below(moves.len())];
                    single.play(m).expect("legal");
                    line.push(m);
                }
                let mut batched = game.clone();
                let result = batched.batch(|g| {
                    for &m in &line {
                        g.play(m)?;
                    }
                    Ok(())
                });
                assert_eq!(batched.history(), single.history(), "{result:?}");
                assert_eq!(batched.outcome(), single.outcome());
                assert_eq!(batched.fen(), single.fen());
                assert_eq!(batched.repetitions(), single.repetitions());
                check_game(&batched);
            }
        }
    }
    // Undo everything: each position comes back as it was.
    while let Some(expected) = before.pop() {
        assert!(game.undo().is_some());
        assert_restored(&game, expected);
    }
    assert!(game.undo().is_none());
    check_game(&game);
});
