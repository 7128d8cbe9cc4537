//! The audit's positions (`Options::positions`): the page shows each event's position from
//! them, the one after an illegal move kept as it stood included.

use chess_arbiter::audit::{audit_pgn, audit_pgn_with, audit_record_with, Options, Record};
use chess_arbiter::Position;

const WITH: Options = Options { positions: true };

#[test]
fn positions_only_when_asked_one_per_ply_walked() {
    let text = "1. e4 e5 2. Nf3 Nc6 *";
    assert!(audit_pgn(text)[0].as_ref().unwrap().positions.is_empty());
    let report = audit_pgn_with(text, WITH).remove(0).unwrap();
    assert_eq!(report.positions.len(), 5);
    assert_eq!(report.positions[0], Position::new().fen());
    assert_eq!(
        report.positions[4],
        "r1bqkbnr/pppp1ppp/2n5/4p3/4P3/5N2/PPPP1PPP/RNBQKB1R w KQkq - 2 3"
    );
}

#[test]
fn positions_after_an_illegal_move_kept_and_up_to_an_unreadable_one() {
    // 2...Nf6 leaves the king in the queen's check: kept as it stood. 3...Qz9 is no move.
    let record = Record {
        fen: None,
        moves: ["e4", "f5", "Qh5+", "Nf6", "Nc3", "Qz9"]
            .map(String::from)
            .to_vec(),
        tags: Vec::new(),
    };
    let report = audit_record_with(&record, WITH).unwrap();
    let kinds: Vec<_> = report
        .events
        .iter()
        .map(|e| (e.ply, e.kind.as_str()))
        .collect();
    assert!(kinds.contains(&(4, "illegal_move")), "{kinds:?}");
    assert!(kinds.contains(&(6, "unreadable_move")), "{kinds:?}");
    // The start, then plies 1 to 5: the unreadable sixth is not walked.
    assert_eq!(report.positions.len(), 6);
    assert_eq!(report.moves, ["e4", "f5", "Qh5+", "Nf6", "Nc3", "Qz9"]);
    assert_eq!(
        report.positions[4],
        "rnbqkb1r/ppppp1pp/5n2/5p1Q/4P3/8/PPPP1PPP/RNB1KBNR w KQkq - 2 3"
    );
}

#[test]
fn positions_stop_where_the_game_ended() {
    let report = audit_pgn_with("1. f3 e5 2. g4 Qh4# 3. Kf2 Qxf2 0-1", WITH)
        .remove(0)
        .unwrap();
    assert_eq!(
        report.positions.len(),
        5,
        "start and four plies: mate at ply 4"
    );
}
