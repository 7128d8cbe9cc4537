//! The arbiter's audit of whole records, case by case of the Laws.

use chess_arbiter::audit::{audit_pgn, EventKind};
use chess_arbiter::Termination;

#[path = "common/audit_records.rs"]
mod audit_records;
use audit_records::{audit, cause, kinds, moves};

const SHUFFLE: &str = "Nf3 Nf6 Ng1 Ng8";

#[test]
fn clean_record_agrees() {
    let r = audit("[Result \"1-0\"]\n\n1. e4 e5 2. Bc4 Nc6 3. Qh5 Nf6 4. Qxf7# 1-0");
    assert_eq!(kinds(&r), [(EventKind::Checkmate, 7)]);
    assert_eq!(r.ruling.result, "1-0");
    assert_eq!(r.ruling.termination, Some(Termination::Checkmate));
    assert_eq!(r.ruling.ply, Some(7));
    assert_eq!(r.ruling.law, "5.1.1");
    assert!(r.agrees);
    assert_eq!(r.plies, 7);
    assert_eq!(r.recorded.as_deref(), Some("1-0"));
}

#[test]
fn law_5_1_1_checkmate_recorded_as_draw_and_played_past() {
    let r = audit("[Result \"1/2-1/2\"]\n\n1. f3 e5 2. g4 Qh4# 3. Kf2 Qxf2 1/2-1/2");
    assert_eq!(
        kinds(&r),
        [
            (EventKind::Checkmate, 4),
            (EventKind::MovesAfterEnd, 5),
            (EventKind::ResultMismatch, 6)
        ]
    );
    assert_eq!(r.events[1].count, Some(2));
    assert_eq!(r.ruling.result, "0-1");
    assert!(!r.agrees);
    assert!(
        r.events[0].text.contains("2...Qh4#"),
        "{}",
        r.events[0].text
    );
}

#[test]
fn law_9_2_threefold_is_one_event_per_unbroken_stretch() {
    // The start position stands a third time after ply 8; every ply after it repeats a
    // position for the third time too, until the fifth occurrence ends the game (9.6.1).
    let all = [SHUFFLE; 4].join(" ");
    let r = moves(None, &all, &[("Result", "1/2-1/2")]);
    assert_eq!(
        kinds(&r),
        [
            (EventKind::ThreefoldRepetition, 8),
            (EventKind::FivefoldRepetition, 16)
        ]
    );
    assert_eq!(r.events[0].until_ply, Some(15));
    assert_eq!(r.ruling.termination, Some(Termination::FivefoldRepetition));
    assert!(r.agrees);
}

#[test]
fn law_9_2_3_an_en_passant_right_that_cannot_be_used_is_no_difference() {
    // After 1...e5 no white pawn can take en passant: the position after 3...Ng8 is the same.
    let r = moves(
        None,
        "e4 e5 Nf3 Nf6 Ng1 Ng8 Nf3 Nf6 Ng1 Ng8",
        &[("Result", "*")],
    );
    assert_eq!(kinds(&r), [(EventKind::ThreefoldRepetition, 10)]);
}

#[test]
fn law_9_2_3_castling_rights_lost_between_repetitions() {
    // The king's walk loses the castling rights: the position after 3...Ke8 is not the one
    // after 1...e5, so the first third occurrence is after 6...Ke7 (ply 12).
    let r = moves(
        None,
        "e4 e5 Ke2 Ke7 Ke1 Ke8 Ke2 Ke7 Ke1 Ke8 Ke2 Ke7 Ke1 Ke8",
        &[],
    );
    assert_eq!(kinds(&r), [(EventKind::ThreefoldRepetition, 12)]);
    assert_eq!(r.events[0].until_ply, Some(14));
    assert!(r.agrees, "no result recorded, none given");
}

#[test]
fn law_9_3_fifty_moves_stretch_broken_by_a_capture() {
    let fen = "4k3/8/8/8/3n4/2N2R2/8/3K4 w - - 98 80";
    let r = moves(Some(fen), "Kc1 Kd7 Kb2 Nxf3 Kb3 Ke6", &[]);
    assert_eq!(kinds(&r), [(EventKind::FiftyMoves, 2)]);
    assert_eq!(r.events[0].until_ply, Some(3));
}

#[test]
fn law_9_3_fifty_moves_already_made_at_the_start_hold_before_the_first_move() {
    let fen = "4k3/8/8/8/3n4/2N2R2/8/3K4 w - - 100 80";
    let r = moves(Some(fen), "Kc1 Kd7 Kb2 Nxf3", &[]);
    assert_eq!(kinds(&r), [(EventKind::FiftyMoves, 0)]);
    assert_eq!(r.events[0].until_ply, Some(3));
    assert!(r.events[0].san.is_empty());
    assert!(
        r.events[0]
            .text
            .starts_with("In the start position each player had already made fifty moves"),
        "{}",
        r.events[0].text
    );
    // Without a move the claim still held, and the record is not changed by it.
    let r = moves(Some(fen), "", &[]);
    assert_eq!(kinds(&r), [(EventKind::FiftyMoves, 0)]);
    assert_eq!(r.events[0].until_ply, Some(0));
}

#[test]
fn law_9_6_2_mate_on_the_150th_half_move_is_checkmate() {
    let fen = "7k/8/6K1/8/8/8/8/R7 w - - 149 100";
    // A fifty-move claim held before the move (Law 9.3), and the mate ends the game first.
    let r = moves(Some(fen), "Ra8#", &[("Result", "1-0")]);
    assert_eq!(
        kinds(&r),
        [(EventKind::FiftyMoves, 0), (EventKind::Checkmate, 1)]
    );
    assert!(r.agrees);
    let r = moves(Some(fen), "Ra2", &[("Result", "1-0")]);
    assert_eq!(
        kinds(&r),
        [
            (EventKind::FiftyMoves, 0),
            (EventKind::SeventyFiveMoves, 1),
            (EventKind::ResultMismatch, 1)
        ]
    );
    assert_eq!(r.ruling.result, "1/2-1/2");
}

#[test]
fn law_6_9_flag_fall_against_a_lone_king_is_a_draw() {
    let fen = "8/8/8/4k3/8/8/8/4K2Q w - - 0 1";
    let tags = [("Result", "0-1"), ("Termination", "Time forfeit")];
    let r = moves(Some(fen), "Qh2+ Kd5", &tags);
    assert_eq!(r.ruling.result, "1/2-1/2");
    assert_eq!(r.ruling.termination, Some(Termination::Timeout));
    assert_eq!(r.ruling.law, "6.9");
    assert!(!r.agrees);
    // Black's flag falls instead: White, with a queen, wins.
    let tags = [("Result", "1-0"), ("Termination", "Time forfeit")];
    assert!(moves(Some(fen), "Qh2+ Kd5", &tags).agrees);
}

#[test]
fn law_6_9_knight_against_pawn_can_still_mate() {
    let fen = "8/8/4k3/4p3/8/8/3NK3/8 w - - 0 1";
    let tags = [("Result", "1-0"), ("Termination", "Time forfeit")];
    let r = moves(Some(fen), "Nf3 Kd5", &tags);
    assert_eq!(r.ruling.result, "1-0");
    assert!(r.agrees);
    // A knight alone against a lone king cannot.
    let r = moves(Some("8/8/4k3/8/8/8/3NK3/8 w - - 0 1"), "Nf3 Kd5", &tags);
    assert_eq!(r.ruling.result, "1/2-1/2");
}

#[test]
fn law_5_1_2_resignation_when_the_winner_cannot_mate_is_a_draw() {
    // White, with a queen against a lone king, resigns: Black cannot mate.
    let fen = "8/8/4k3/8/8/8/8/4K2Q w - - 0 1";
    let r = moves(Some(fen), "Qh3+ Kd5", &[("Result", "0-1")]);
    assert_eq!(r.ruling.result, "1/2-1/2");
    assert_eq!(r.ruling.termination, Some(Termination::Resignation));
}

#[test]
fn law_6_9_a_clock_at_zero_is_a_flag_fall() {
    let pgn = "[FEN \"8/8/4k3/8/8/8/8/4K2Q w - - 0 1\"]\n[Result \"0-1\"]\n\n\
               1. Qh3+ {[%clk 0:00:00]} Kd5 {[%clk 0:00:30]} 0-1";
    let r = audit(pgn);
    assert_eq!(r.ruling.termination, Some(Termination::Timeout));
    assert_eq!(r.ruling.result, "1/2-1/2");
}

#[test]
fn law_6_9_a_clock_at_zero_after_its_own_move_is_no_flag_fall() {
    // Black's clock read 0:00:00 as Black completed Kd5 (time rounded down) and stopped: White
    // is to move, so no flag fell, and Black's loss is a resignation, not a time forfeit.
    let pgn = "[FEN \"8/8/4k3/8/8/8/8/4K2Q w - - 0 1\"]\n[Result \"1-0\"]\n\n\
               1. Qh3+ {[%clk 0:00:30]} Kd5 {[%clk 0:00:00]} 1-0";
    let r = audit(pgn);
    assert_ne!(r.ruling.termination, Some(Termination::Timeout));
    assert_eq!(r.ruling.result, "1-0");
}

#[test]
fn law_3_8_2_illegal_castling_is_kept_and_the_audit_goes_on() {
    let r = moves(None, "e4 e5 Nf3 Nc6 Bc4 Bc5 Ke2 Nf6 Ke1 Ng4 O-O d6", &[]);
    assert_eq!(kinds(&r), [(EventKind::IllegalMove, 11)]);
    let e = &r.events[0];
    assert_eq!(cause(e), Some("no_castling_right"));
    assert!(!e.after_irregularity);
    let through = moves(Some("4kr2/8/8/8/8/8/8/4K2R w K - 0 1"), "O-O Ke7", &[]);
    assert_eq!(cause(&through.events[0]), Some("castling_through_attack"));
    assert!(
        through.events[0].text.contains("f1"),
        "{}",
        through.events[0].text
    );
}

#[test]
fn law_7_5_5_a_second_illegal_move_loses() {
    // The knight on e2 is pinned; White moves it, then leaves the check unanswered.
    let fen = "4k3/4r3/8/8/8/8/4N3/4K3 w - - 0 1";
    let r = moves(Some(fen), "Nc3 Kd8 Nb5 Kc8 Kd2", &[("Result", "*")]);
    assert_eq!(
        kinds(&r),
        [
            (EventKind::IllegalMove, 1),
            (EventKind::IllegalMove, 3),
            (EventKind::MovesAfterEnd, 4),
            (EventKind::ResultMismatch, 5)
        ]
    );
    assert_eq!(cause(&r.events[0]), Some("pinned"));
    assert_eq!(cause(&r.events[1]), Some("check_not_answered"));
    assert!(r.events[1].after_irregularity);
    assert!(r.events[0]
        .text
        .ends_with("two extra minutes, and a second one loses the game"));
    assert!(
        r.events[1]
            .text
            .ends_with("the second: the game ends by Law 7.5.5"),
        "{}",
        r.events[1].text
    );
    assert_eq!(r.ruling.result, "0-1");
    assert_eq!(r.ruling.law, "7.5.5");
    assert_eq!(r.ruling.ply, Some(3));
}

#[test]
fn law_7_5_5_a_second_illegal_move_against_a_lone_king_draws() {
    // Black's king walks twice next to White's; White, with a lone king, cannot mate.
    let r = moves(Some("8/8/8/8/8/3k4/r7/4K3 b - - 0 1"), "Kd2 Kf2 Ke2", &[]);
    assert_eq!(
        kinds(&r),
        [
            (EventKind::IllegalMove, 1),
            (EventKind::IllegalMove, 3),
            (EventKind::ResultMismatch, 3)
        ]
    );
    assert_eq!(cause(&r.events[0]), Some("king_into_check"));
    assert_eq!(r.ruling.result, "1/2-1/2");
    assert_eq!(r.ruling.law, "7.5.5");
}

#[test]
fn law_3_7_3_2_a_late_en_passant_capture_cannot_be_carried_out() {
    let r = moves(None, "e4 Nf6 e5 d5 Nf3 Nc6 exd6", &[("Result", "1-0")]);
    assert_eq!(kinds(&r), [(EventKind::UnreadableMove, 7)]);
    assert_eq!(cause(&r.events[0]), Some("en_passant_lapsed"));
    // The record cannot be followed: the recorded result stands.
    assert!(r.agrees);
}

#[test]
fn a_move_no_piece_can_make_ends_the_audit() {
    let r = audit("1. e4 e5 2. Nf5 Nc6 *");
    assert_eq!(kinds(&r), [(EventKind::UnreadableMove, 3)]);
    assert_eq!(cause(&r.events[0]), Some("no_piece_can_move"));
    assert!(r.events[0].detail.as_deref().unwrap().contains("knight"));
}

#[test]
fn law_5_2_2_a_capture_leaving_bare_kings_and_a_bishop_is_dead() {
    let r = moves(
        Some("8/8/8/4k3/4p3/3B4/8/4K3 w - - 0 1"),
        "Bxe4 Kxe4",
        &[("Result", "1-0")],
    );
    assert_eq!(
        kinds(&r),
        [
            (EventKind::DeadPosition, 1),
            (EventKind::MovesAfterEnd, 2),
            (EventKind::ResultMismatch, 2)
        ]
    );
    assert_eq!(r.ruling.result, "1/2-1/2");
}

#[test]
fn law_5_2_1_stalemate() {
    let r = moves(Some("7k/8/6K1/8/8/8/8/5Q2 w - - 0 1"), "Qf7", &[]);
    assert_eq!(
        kinds(&r),
        [(EventKind::Stalemate, 1), (EventKind::ResultMismatch, 1)]
    );
    assert_eq!(r.ruling.result, "1/2-1/2");
}

#[test]
fn law_5_2_3_a_draw_agreed_before_both_have_moved_is_none() {
    let r = audit("[Result \"1/2-1/2\"]\n\n1. e4 1/2-1/2");
    assert_eq!(r.ruling.result, "*");
    assert_eq!(r.ruling.law, "5.2.3");
    assert!(!r.agrees);
    assert!(audit("[Result \"1/2-1/2\"]\n\n1. e4 e5 1/2-1/2").agrees);
}

#[test]
fn every_game_of_a_file_is_audited_and_a_broken_one_does_not_stop_the_rest() {
    let pgn = "[Event \"1\"]\n\n1. e4 e5 *\n\n[Event \"2\"]\n\n1. e4 ((( *\n\n[Event \"3\"]\n\n1. d4 d5 *\n";
    let reports = audit_pgn(pgn);
    assert_eq!(reports.len(), 3);
    assert!(reports[0].is_ok());
    assert!(reports[1].is_err());
    assert_eq!(reports[2].as_ref().unwrap().game, 3);
}

#[test]
fn chess960_records_castle_by_their_own_rules() {
    let pgn = "[Variant \"Chess960\"]\n[FEN \"rk6/8/8/8/8/8/8/RK6 w Aa - 0 1\"]\n\n1. O-O-O O-O-O 2. Kb1 *";
    let r = audit(pgn);
    assert!(r.events.is_empty(), "{:?}", r.events);
}

/// Random games that repeat positions and run long without captures, with python-chess's
/// answers in an `Expect` tag (scripts/audit-reference.py writes them).
#[test]
fn agrees_with_python_chess_on_claims_and_automatic_endings() {
    let text = std::fs::read_to_string(concat!(
        env!("CARGO_MANIFEST_DIR"),
        "/tests/data/audit-reference.pgn"
    ))
    .unwrap();
    let reports = audit_pgn(&text);
    assert_eq!(reports.len(), 400);
    let mut dead_earlier = 0;
    for report in reports {
        let report = report.unwrap();
        let tag = |name: &str| {
            report
                .tags
                .iter()
                .find(|(n, _)| n == name)
                .map(|(_, v)| v.clone())
                .unwrap_or_default()
        };
        let mut expected: Vec<String> =
            tag("Expect").split_whitespace().map(String::from).collect();
        let mut found: Vec<String> = report
            .events
            .iter()
            .filter(|e| !matches!(e.kind, EventKind::ResultMismatch | EventKind::MovesAfterEnd))
            .map(|e| match e.until_ply {
                Some(until) => format!("{}@{}-{}", e.kind.as_str(), e.ply, until),
                None => format!("{}@{}", e.kind.as_str(), e.ply),
            })
            .collect();
        // python-chess knows insufficient material only: the audit may prove the position
        // dead there or earlier.
        if let Some(i) = expected
            .iter()
            .position(|e| e.starts_with("insufficient_material@"))
        {
            let ply: usize = expected[i].split('@').nth(1).unwrap().parse().unwrap();
            let dead = report.ruling.ply.unwrap();
            assert!(
                dead <= ply,
                "{}: dead at {dead}, insufficient at {ply}",
                tag("Event")
            );
            expected.remove(i);
            found.retain(|f| !f.starts_with("dead_position@"));
            if dead < ply {
                dead_earlier += 1;
                continue;
            }
        }
        if found.iter().any(|f| f.starts_with("dead_position@")) {
            // A dead position beyond material, which python-chess does not see: the game
            // ended there, and its answers after that ply do not apply.
            dead_earlier += 1;
            continue;
        }
        expected.sort();
        found.sort();
        assert_eq!(found, expected, "{}", tag("Event"));
    }
    // One game of this seed reaches a dead position that python-chess does not call one.
    assert!(
        dead_earlier <= 4,
        "{dead_earlier} games ended earlier by a dead position"
    );
}

#[test]
fn law_7_5_a_record_in_uci_is_audited_the_same() {
    // A board's move stream: the pinned knight moved, then the check left unanswered.
    let fen = "4k3/4r3/8/8/8/8/4N3/4K3 w - - 0 1";
    let r = moves(Some(fen), "e2c3 e8d8 c3b5", &[("Result", "*")]);
    let illegal: Vec<_> = r
        .events
        .iter()
        .filter(|e| e.kind == EventKind::IllegalMove)
        .map(|e| (e.ply, cause(e)))
        .collect();
    assert_eq!(
        illegal,
        [(1, Some("pinned")), (3, Some("check_not_answered"))]
    );
    assert_eq!(r.ruling.law, "7.5.5");
    // Castling written as the king onto its rook, without the right.
    let r = moves(Some("4k3/8/8/8/8/8/8/4K2R w - - 0 1"), "e1h1 e8d8", &[]);
    assert_eq!(cause(&r.events[0]), Some("no_castling_right"));
}

#[test]
fn law_8_7_a_result_token_that_contradicts_the_result_tag_is_a_mismatch() {
    // The tag was taken alone: `[Result "*"] ... 1-0` agreed, with no event.
    for (tag, token) in [("*", "1-0"), ("1-0", "0-1"), ("1/2-1/2", "*")] {
        let r = audit(&format!("[Result \"{tag}\"]\n\n1. e4 e5 {token}"));
        assert!(!r.agrees, "{tag} {token}");
        let last = r.events.last().unwrap();
        assert_eq!(last.kind, EventKind::ResultMismatch, "{tag} {token}");
        assert!(
            last.text.contains(&format!(
                "{tag} in its Result tag and {token} in its movetext"
            )),
            "{}",
            last.text
        );
    }
    // The same result both ways, a tag that is no result, or no token: as before.
    assert!(audit("[Result \"*\"]\n\n1. e4 e5 *").agrees);
    assert!(audit("[Result \"?\"]\n\n1. e4 e5 *").agrees);
    assert!(audit("[Result \"*\"]\n\n1. e4 e5").agrees);
}
