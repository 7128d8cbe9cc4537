//! The rules engine on wasm32 (32-bit `usize`, no system clock, a small stack): the perft suite
//! of well-known positions, a game to its end, the dead-position analysis and PGN, in Node and
//! in headless Chromium (see tests/wasm_core.rs).
#![cfg(target_arch = "wasm32")]

use chess_arbiter::{is_dead, perft, perft_bulk, Game, Position, Setup, Termination, Verdict};
use wasm_bindgen_test::wasm_bindgen_test;

#[wasm_bindgen_test]
fn tricky_perft_positions_to_depth_two() {
    let text = include_str!("data/tricky.perft");
    let mut pos = None;
    let mut checked = 0;
    for line in text.lines() {
        if let Some(fen) = line.strip_prefix("epd ") {
            let setup = Setup::from_fen(fen).unwrap();
            pos = Some(Position::from_setup_relaxed(&setup).unwrap());
        } else if let Some(rest) = line.strip_prefix("perft ") {
            let (depth, nodes) = rest.split_once(' ').unwrap();
            let (depth, nodes): (u32, u64) = (depth.parse().unwrap(), nodes.parse().unwrap());
            if depth <= 2 {
                let p = pos.as_ref().unwrap();
                assert_eq!(perft_bulk(p, depth), nodes);
                assert_eq!(perft(p, depth), nodes);
                checked += 1;
            }
        }
    }
    assert!(checked > 40);
}

#[wasm_bindgen_test]
fn a_game_to_checkmate_and_its_pgn() {
    let mut game = Game::new();
    for san in ["e4", "e5", "Bc4", "Nc6", "Qh5", "Nf6", "Qxf7#"] {
        game.play_san(san).unwrap();
    }
    assert_eq!(game.outcome().unwrap().termination, Termination::Checkmate);
    let back = Game::from_pgn(&game.pgn()).unwrap();
    assert_eq!(back.history(), game.history());
}

#[wasm_bindgen_test]
fn dead_positions_are_decided_without_a_system_clock() {
    // A locked pawn wall that neither king can cross.
    let wall = Position::from_fen("8/8/1k6/p1p1p1p1/P1P1P1P1/8/4K3/8 w - - 0 1").unwrap();
    assert_eq!(is_dead(&wall), Verdict::Yes);
    // K+N+N v K: a helpmate exists, so it is not dead.
    let knights = Position::from_fen("8/8/8/4k3/8/8/8/2NNK3 w - - 0 1").unwrap();
    assert_eq!(is_dead(&knights), Verdict::No);
}

#[wasm_bindgen_test]
fn every_game_of_the_small_pgn_files_replays() {
    for text in [
        include_str!("data/twic1599_100k.pgn"),
        include_str!("data/lichess_db_100k.pgn"),
    ] {
        for record in chess_arbiter::pgn::parse(text).unwrap() {
            let game = Game::from_pgn_game(&record).unwrap();
            assert_eq!(game.history().len(), record.plies());
        }
    }
}

#[wasm_bindgen_test]
fn a_game_tree_is_checked_edited_and_written_back_on_wasm32() {
    use chess_arbiter::pgn::{self, MoveTree};
    let mut g =
        pgn::parse_one("1. e4 {[%clk 0:03:00]} e5 (1... c5 $1 (1... e6)) 2. Nf3 (2. -- Nc6) *")
            .unwrap();
    g.check().unwrap();
    let e4 = g.root.main_child(MoveTree::ROOT).unwrap();
    assert_eq!(g.root[e4].clock(), Some(180.0));
    let d5 = g.play(e4, "d7d5").unwrap();
    assert_eq!(g.root[d5].san(), "d5");
    g.root.promote_to_main(d5);
    let text = pgn::write(&g);
    let back = pgn::parse_one(&text).unwrap();
    assert_eq!(back.root, g.root, "{text}");
    let e = pgn::parse_one("1. e4 e5 2. Ke3 *")
        .unwrap()
        .replay()
        .unwrap_err();
    assert_eq!((e.line, e.column), (1, 13));
}
