//! The dead-position analysis is sound: it never says a side cannot mate (nor that the
//! position is dead, nor draws a flag fall or resignation) where a random, bounded helpmate
//! search finds a mate for that side; whatever the node budget.
#![no_main]

use chess_arbiter::dead::{can_mate_with_budget, DEFAULT_NODE_BUDGET};
use chess_arbiter::{
    is_dead, is_insufficient_material, Color, Game, Position, Termination, Verdict,
};
use chess_arbiter_fuzz::{find_helpmate, setup_from, verify_helpmate, Bytes, Rng};
use libfuzzer_sys::fuzz_target;

const BUDGETS: [u64; 6] = [0, 10, 200, 2_000, 20_000, DEFAULT_NODE_BUDGET];

fuzz_target!(|data: &[u8]| {
    let (setup, rest) = setup_from(data);
    let Ok(pos) = Position::from_setup(&setup) else {
        return;
    };
    let mut b = Bytes::new(rest);
    let budget = BUDGETS[b.below(BUDGETS.len())];
    let verdicts = [
        can_mate_with_budget(&pos, Color::White, budget),
        can_mate_with_budget(&pos, Color::Black, budget),
    ];
    let dead = is_dead(&pos);
    if dead == Verdict::Yes {
        assert!(
            !verdicts.contains(&Verdict::Yes),
            "{}: dead, yet {verdicts:?}",
            pos.fen()
        );
    }
    if is_insufficient_material(pos.board()) {
        assert_eq!(dead, Verdict::Yes, "{}", pos.fen());
    }
    let game = Game::from_position(pos.clone(), false);
    let mut rng = Rng::from_bytes(data);
    for (i, winner) in [Color::White, Color::Black].into_iter().enumerate() {
        let Some(line) = find_helpmate(&pos, winner, &mut rng, 3, 3_000, 24, 48) else {
            continue;
        };
        assert!(verify_helpmate(&pos, winner, &line));
        let fen = pos.fen();
        assert_ne!(
            verdicts[i],
            Verdict::No,
            "{fen}: can_mate({winner:?}, budget {budget}) is No, but {line:?} mates"
        );
        assert_ne!(
            dead,
            Verdict::Yes,
            "{fen}: dead, but {winner:?} mates by {line:?}"
        );
        if let Some(outcome) = game.outcome() {
            assert!(
                !matches!(
                    outcome.termination,
                    Termination::DeadPosition | Termination::InsufficientMaterial
                ),
                "{fen}: {outcome:?}, but {winner:?} mates by {line:?}"
            );
        } else {
            // The loser's flag falls, or it resigns: the winner wins.
            let mut g = game.clone();
            let outcome = g.timeout(!winner).expect("the game goes on");
            assert_eq!(
                outcome.winner,
                Some(winner),
                "{fen}: {outcome:?} after {line:?}"
            );
            let mut g = game.clone();
            let outcome = g.resign(!winner).expect("the game goes on");
            assert_eq!(
                outcome.winner,
                Some(winner),
                "{fen}: {outcome:?} after {line:?}"
            );
        }
    }
});
