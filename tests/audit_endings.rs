//! The audit's endings at the edges of a record: a start position that has already ended, a
//! "mate" made by an illegal move, and a win by time or resignation judged after an illegal
//! move.

use chess_arbiter::audit::{
    audit_pgn, audit_record, audit_record_with, EventKind, Options, Record, RecordError,
};
use chess_arbiter::{Color, Game, Outcome, Termination};

#[path = "common/audit_records.rs"]
mod audit_records;
use audit_records::{kinds, moves};

/// What `Game` says of the same start position.
fn game_outcome(fen: &str) -> Option<Outcome> {
    Game::from_fen(fen, false).unwrap().outcome()
}

#[test]
fn law_5_1_1_a_start_position_that_is_checkmate_has_ended() {
    let fen = "R5k1/5ppp/8/8/8/8/8/6K1 b - - 0 1";
    let r = moves(Some(fen), "", &[("Result", "0-1")]);
    assert_eq!(
        game_outcome(fen),
        Some(Outcome::win(Termination::Checkmate, Color::White))
    );
    assert_eq!(r.ruling.result, "1-0");
    assert_eq!(r.ruling.termination, Some(Termination::Checkmate));
    assert_eq!(r.ruling.law, "5.1.1");
    assert_eq!(r.ruling.ply, Some(0));
    assert!(!r.agrees);
    assert_eq!(
        kinds(&r),
        [(EventKind::Checkmate, 0), (EventKind::ResultMismatch, 0)]
    );
    assert!(
        r.events[0].text.contains("White won"),
        "{}",
        r.events[0].text
    );
}

#[test]
fn law_5_1_1_moves_recorded_after_a_mated_start_count_for_nothing() {
    let fen = "R5k1/5ppp/8/8/8/8/8/6K1 b - - 0 1";
    let r = moves(Some(fen), "Kh8 Kg2", &[("Result", "0-1")]);
    assert_eq!(
        kinds(&r),
        [
            (EventKind::Checkmate, 0),
            (EventKind::MovesAfterEnd, 1),
            (EventKind::ResultMismatch, 2)
        ]
    );
    assert_eq!(r.events[1].count, Some(2));
    assert_eq!(r.ruling.result, "1-0");
    // The positions walked stop at the start, where the game ended.
    let record = Record {
        fen: Some(fen.to_string()),
        moves: vec!["Kh8".to_string()],
        tags: Vec::new(),
    };
    let walked = audit_record_with(&record, Options { positions: true }).unwrap();
    assert_eq!(walked.positions, [fen]);
}

#[test]
fn law_5_2_1_a_stalemated_start_recorded_drawn_agrees() {
    let fen = "7k/5Q2/6K1/8/8/8/8/8 b - - 0 1";
    assert_eq!(
        game_outcome(fen).map(|o| o.termination),
        Some(Termination::Stalemate)
    );
    let r = moves(Some(fen), "", &[("Result", "1/2-1/2")]);
    assert_eq!(r.ruling.termination, Some(Termination::Stalemate));
    assert_eq!(r.ruling.result, "1/2-1/2");
    assert!(r.agrees, "{:?}", r.ruling);
    assert_eq!(kinds(&r), [(EventKind::Stalemate, 0)]);
}

#[test]
fn law_5_2_2_a_dead_start_ends_the_game_before_its_moves() {
    // Bare kings: insufficient material from the start.
    let fen = "8/8/4k3/8/8/3K4/8/8 w - - 0 40";
    let r = moves(Some(fen), "Kd4 Kd6", &[("Result", "1-0")]);
    assert_eq!(
        kinds(&r),
        [
            (EventKind::DeadPosition, 0),
            (EventKind::MovesAfterEnd, 1),
            (EventKind::ResultMismatch, 2)
        ]
    );
    assert_eq!(r.ruling.result, "1/2-1/2");
    assert_eq!(r.ruling.ply, Some(0));
    // Blocked pawns, kings that cannot reach them: dead beyond material, found by the analysis.
    let fen = "4k3/8/8/1p1p1p1p/1P1P1P1P/8/8/4K3 w - - 0 40";
    assert_eq!(
        game_outcome(fen).map(|o| o.termination),
        Some(Termination::DeadPosition)
    );
    let r = moves(Some(fen), "Kd2 Kd8 Kd1", &[("Result", "1/2-1/2")]);
    assert_eq!(
        kinds(&r),
        [(EventKind::DeadPosition, 0), (EventKind::MovesAfterEnd, 1)]
    );
    assert!(r.agrees, "{:?}", r.ruling);
    // An illegal move after a dead start (5. Kc4, into the pawns' guard) is one of the moves
    // after the end.
    let r = moves(Some(fen), "Kd2 Kd8 Kc3 Kc8 Kc4", &[("Result", "0-1")]);
    assert!(
        !r.events.iter().any(|e| e.kind == EventKind::IllegalMove),
        "{:?}",
        kinds(&r)
    );
    assert_eq!(r.events[1].count, Some(5));
    assert_eq!(r.ruling.result, "1/2-1/2");
}

#[test]
fn law_9_6_2_a_start_with_150_half_moves_has_ended_as_game_says() {
    let fen = "7k/8/6K1/8/8/8/8/R7 w - - 150 100";
    assert_eq!(
        game_outcome(fen).map(|o| o.termination),
        Some(Termination::SeventyFiveMoves)
    );
    let r = moves(Some(fen), "Ra8#", &[("Result", "1-0")]);
    assert_eq!(
        kinds(&r),
        [
            (EventKind::SeventyFiveMoves, 0),
            (EventKind::MovesAfterEnd, 1),
            (EventKind::ResultMismatch, 1)
        ]
    );
    assert_eq!(r.ruling.result, "1/2-1/2");
    // At 149 the game goes on: the mate counts (Law 9.6.2, mate takes precedence).
    let r = moves(Some("7k/8/6K1/8/8/8/8/R7 w - - 149 100"), "Ra8#", &[]);
    assert_eq!(r.ruling.termination, Some(Termination::Checkmate));
}

#[test]
fn law_6_9_a_lone_king_does_not_win_on_time_after_an_illegal_move() {
    // 1. Kd1 walks into the queen's check: the position it made has White's king in check.
    let pgn = "[Result \"1-0\"]\n[Termination \"time forfeit\"]\n\
               [FEN \"4k3/3q4/8/8/8/8/8/4K3 w - - 0 1\"]\n[SetUp \"1\"]\n\n1. Kd1 1-0";
    let r = audit_pgn(pgn).remove(0).unwrap();
    assert_eq!(r.events[0].kind, EventKind::IllegalMove);
    assert_eq!(r.ruling.result, "1/2-1/2");
    assert_eq!(r.ruling.termination, Some(Termination::Timeout));
    assert_eq!(r.ruling.law, "6.9");
    assert!(!r.agrees);
}

#[test]
fn law_5_1_2_a_lone_king_does_not_win_by_resignation_after_an_illegal_move() {
    let fen = "4k3/3q4/8/8/8/8/8/4K3 w - - 0 1";
    let r = moves(Some(fen), "Kd1", &[("Result", "1-0")]);
    assert_eq!(r.ruling.result, "1/2-1/2");
    assert_eq!(r.ruling.termination, Some(Termination::Resignation));
    // The side with the queen keeps its win.
    assert_eq!(
        moves(Some(fen), "Kd1", &[("Result", "0-1")]).ruling.result,
        "0-1"
    );
}

#[test]
fn law_5_1_1_a_mate_made_by_an_illegal_move_does_not_end_the_game() {
    // White is in the knight's check: 1. Ra8 leaves it unanswered, so it mates nobody.
    let fen = "7k/6pp/8/8/8/3n4/8/R3K3 w - - 0 30";
    let r = moves(Some(fen), "Ra8#", &[("Result", "1/2-1/2")]);
    assert_eq!(kinds(&r), [(EventKind::IllegalMove, 1)]);
    assert_eq!(r.ruling.result, "1/2-1/2");
    assert!(r.agrees, "{:?}", r.ruling);
    // At move 1 the same draw came before Black moved: no valid agreement (Law 5.2.3), but
    // still no mate.
    let r = moves(
        Some("7k/6pp/8/8/8/3n4/8/R3K3 w - - 0 1"),
        "Ra8#",
        &[("Result", "1/2-1/2")],
    );
    assert_eq!(r.ruling.termination, None);
    assert_eq!(r.ruling.law, "5.2.3");
    assert!(!r.events.iter().any(|e| e.kind == EventKind::Checkmate));
}

#[test]
fn law_5_2_2_a_dead_position_made_by_an_illegal_move_does_not_end_the_game() {
    // 1. Kxd2 takes a rook the black king guards: bare kings, but by an illegal move.
    let fen = "8/8/8/8/8/2k5/3r4/4K3 w - - 0 1";
    let r = moves(Some(fen), "Kxd2", &[]);
    assert_eq!(kinds(&r), [(EventKind::IllegalMove, 1)]);
    assert_eq!(r.ruling.result, "*");
    // The next legal move leaves the same bare kings: that ending counts.
    let r = moves(Some(fen), "Kxd2 Kb3", &[("Result", "1/2-1/2")]);
    assert_eq!(
        kinds(&r),
        [(EventKind::IllegalMove, 1), (EventKind::DeadPosition, 2)]
    );
    assert_eq!(r.ruling.ply, Some(2));
    assert!(r.agrees);
}

#[test]
fn law_5_2_1_a_stalemate_made_by_an_illegal_move_does_not_end_the_game() {
    // White is in the pawn's check; 1. Qc6 leaves it unanswered and leaves Black no move
    // (the pawn, pinned by the rook, cannot take the king).
    let fen = "3k1B2/8/8/8/8/8/2Qp4/3RK3 w - - 0 30";
    let r = moves(Some(fen), "Qc6", &[("Result", "1/2-1/2")]);
    assert_eq!(kinds(&r), [(EventKind::IllegalMove, 1)]);
    assert_eq!(r.ruling.termination, Some(Termination::Agreement));
    assert!(r.agrees);
}

#[test]
fn law_5_1_1_legal_play_after_an_illegal_move_still_mates() {
    // 1. Ra7 leaves the knight's check unanswered; the knight moves away, and 2. Ra8 mates by
    // a legal move.
    let fen = "7k/6pp/8/8/8/3n4/8/R3K3 w - - 0 30";
    let r = moves(Some(fen), "Ra7 Nb4 Ra8#", &[("Result", "1-0")]);
    assert_eq!(
        kinds(&r),
        [(EventKind::IllegalMove, 1), (EventKind::Checkmate, 3)]
    );
    assert_eq!(r.ruling.termination, Some(Termination::Checkmate));
    assert!(r.agrees);
}

#[test]
fn law_7_5_5_a_second_illegal_move_that_would_mate_loses() {
    let fen = "7k/6pp/8/8/8/3n4/8/R3K3 w - - 0 30";
    let r = moves(Some(fen), "Rb1 h6 Rb8#", &[]);
    assert_eq!(
        kinds(&r),
        [
            (EventKind::IllegalMove, 1),
            (EventKind::IllegalMove, 3),
            (EventKind::ResultMismatch, 3)
        ]
    );
    assert_eq!(r.ruling.result, "0-1");
    assert_eq!(r.ruling.law, "7.5.5");
}

#[test]
fn law_5_2_2_a_dead_position_takes_precedence_over_seventy_five_moves() {
    // Blocked pawns and a half-move clock of 150: dead, as `Game` says, and only that.
    let fen = "4k3/8/8/1p1p1p1p/1P1P1P1P/8/8/4K3 w - - 150 90";
    assert_eq!(
        game_outcome(fen).map(|o| o.termination),
        Some(Termination::DeadPosition)
    );
    let r = moves(Some(fen), "", &[("Result", "1/2-1/2")]);
    assert_eq!(kinds(&r), [(EventKind::DeadPosition, 0)]);
    assert_eq!(r.ruling.termination, Some(Termination::DeadPosition));
}

#[test]
fn a_record_of_another_variant_is_refused_as_its_pgn_is() {
    let tags = vec![("Variant".to_string(), "Atomic".to_string())];
    let record = Record {
        fen: None,
        moves: vec!["e4".to_string()],
        tags,
    };
    let pgn = audit_pgn("[Variant \"Atomic\"]\n\n1. e4 *")
        .remove(0)
        .unwrap_err();
    assert_eq!(
        audit_record(&record).unwrap_err(),
        RecordError::Variant(pgn.message)
    );
    let record = Record {
        tags: vec![("Variant".to_string(), "Chess960".to_string())],
        ..record
    };
    assert!(audit_record(&record).is_ok());
}
