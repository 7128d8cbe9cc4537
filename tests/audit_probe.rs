//! An arbiter's probes of the audit: records in the wordings real sites write, and the edges
//! of the Laws' endings.

use chess_arbiter::audit::{audit_record, EventKind, Record};
use chess_arbiter::Termination;

#[path = "common/audit_records.rs"]
mod audit_records;
use audit_records::{audit, kinds, moves};

/// White has a lone king, Black a king and a queen.
const LONE_WHITE_KING: &str = "8/8/4k3/8/8/8/3K4/7q w - - 0 1";

#[test]
fn law_5_1_2_resignation_in_chess_com_and_other_wordings_against_a_lone_king_is_a_draw() {
    for wording in [
        "White won by resignation",
        "Black resigned",
        "Black resigns",
        "resignation",
    ] {
        let tags = [("Result", "1-0"), ("Termination", wording)];
        let r = moves(Some(LONE_WHITE_KING), "Kd3 Kd5", &tags);
        assert_eq!(r.ruling.result, "1/2-1/2", "{wording}");
        assert_eq!(
            r.ruling.termination,
            Some(Termination::Resignation),
            "{wording}"
        );
        assert_eq!(r.ruling.law, "5.1.2", "{wording}");
        assert!(!r.agrees, "{wording}");
    }
    // Black, with the queen, keeps a win by White's resignation.
    let tags = [
        ("Result", "0-1"),
        ("Termination", "Black won by resignation"),
    ];
    let r = moves(Some(LONE_WHITE_KING), "Kd3 Kd5", &tags);
    assert_eq!(r.ruling.result, "0-1");
    assert!(r.agrees);
}

#[test]
fn law_5_1_1_a_checkmate_tag_the_board_does_not_show_gives_no_win_to_a_lone_king() {
    // The record ends without a mate, and White, with a lone king, can never give one: the
    // tag's checkmate cannot have happened, so the win stands only as a result without a
    // reason would (Law 5.1.2).
    let tags = [("Result", "1-0"), ("Termination", "White won by checkmate")];
    let r = moves(Some(LONE_WHITE_KING), "Kd3 Kd5", &tags);
    assert_eq!(r.ruling.result, "1/2-1/2");
    assert!(!r.agrees);
    // A mate the record leaves out (the mating move not written) is possible for the queen.
    let tags = [("Result", "0-1"), ("Termination", "Black won by checkmate")];
    assert!(moves(Some(LONE_WHITE_KING), "Kd3 Kd5", &tags).agrees);
}

#[test]
fn law_6_8_other_terminations_leave_the_recorded_win_standing() {
    // An abandoned game, a rules infraction: the record cannot judge them (Laws 6.8, 11.3,
    // 12.9 have no proviso about mating material for some of them).
    for wording in [
        "Abandoned",
        "Rules infraction",
        "Black won - game abandoned",
    ] {
        let tags = [("Result", "1-0"), ("Termination", wording)];
        let r = moves(Some(LONE_WHITE_KING), "Kd3 Kd5", &tags);
        assert_eq!(r.ruling.result, "1-0", "{wording}");
        assert!(r.agrees, "{wording}");
    }
}

#[test]
fn law_6_9_a_draw_on_time_when_the_clock_shows_whose_flag_fell_and_the_opponent_can_mate() {
    // Black is to move with 0:00:00 on its clock: Black's flag fell, and White, with a queen,
    // can mate. Law 6.9 gives White the game, not the draw the record gives.
    let pgn = "[FEN \"8/8/4k3/8/8/8/8/4K2Q w - - 0 1\"]\n[Result \"1/2-1/2\"]\n\
               [Termination \"Time forfeit\"]\n\n\
               1. Qh3+ {[%clk 0:00:30]} Kd5 {[%clk 0:00:02]} 2. Qg3 {[%clk 0:00:31]} \
               Kc4 {[%clk 0:00:00]} 3. Qf3 {[%clk 0:00:33]} 1/2-1/2";
    let r = audit(pgn);
    assert_eq!(r.ruling.result, "1-0");
    assert_eq!(r.ruling.termination, Some(Termination::Timeout));
    assert_eq!(r.ruling.law, "6.9");
    assert!(!r.agrees);
    assert_eq!(kinds(&r), [(EventKind::ResultMismatch, 5)]);
    // White's flag fell instead: Black, with a lone king, cannot mate: the draw stands.
    let pgn = "[FEN \"8/8/4k3/8/8/8/8/4K2Q w - - 0 1\"]\n[Result \"1/2-1/2\"]\n\
               [Termination \"Time forfeit\"]\n\n\
               1. Qh3+ {[%clk 0:00:30]} Kd5 {[%clk 0:00:02]} 2. Qg3 {[%clk 0:00:00]} \
               Kc4 {[%clk 0:00:01]} 1/2-1/2";
    let r = audit(pgn);
    assert_eq!(r.ruling.result, "1/2-1/2");
    assert_eq!(r.ruling.termination, Some(Termination::Timeout));
    assert!(r.agrees);
}

#[test]
fn law_9_2_3_an_en_passant_capture_the_rank_pin_forbids_is_no_difference() {
    // After 1.e4 the f4 pawn could take en passant only by exposing its king on a4 to the rook
    // on h4: the position is the same as after 3.Ke1 and 5.Ke1, a third time after ply 9.
    let fen = "8/8/8/8/k4p1R/8/4P3/4K3 w - - 0 1";
    let r = moves(Some(fen), "e4 Ka5 Kd1 Ka4 Ke1 Ka5 Kd1 Ka4 Ke1", &[]);
    assert_eq!(kinds(&r), [(EventKind::ThreefoldRepetition, 9)]);
    assert_eq!(r.events[0].text.split(' ').nth(1), Some("5.Ke1"));
    // Without the pin the capture is legal: the position after 1.e4 differs, and the first
    // third occurrence is after 5...Ka2 (ply 10), as python-chess says.
    let fen = "8/8/8/8/5p2/8/4P3/k3K3 w - - 0 1";
    let r = moves(Some(fen), "e4 Ka2 Kd1 Ka1 Ke1 Ka2 Kd1 Ka1 Ke1 Ka2", &[]);
    assert_eq!(kinds(&r), [(EventKind::ThreefoldRepetition, 10)]);
}

#[test]
fn law_9_2_a_position_made_by_an_illegal_move_kept_counts_towards_repetition() {
    // 3...O-O-O is illegal (the king has moved) but carried out; the position it made stands
    // again after 5...Kc8 and, a third time, after 7...Kc8.
    let fen = "r3k3/8/8/8/8/8/8/4K3 b q - 0 1";
    let sans = "Kd8 Ke2 Ke8 Ke1 O-O-O Kf2 Kb8 Ke1 Kc8 Kf2 Kb8 Ke1 Kc8";
    let r = moves(Some(fen), sans, &[("Result", "1/2-1/2")]);
    assert_eq!(
        kinds(&r),
        [
            (EventKind::IllegalMove, 5),
            (EventKind::ThreefoldRepetition, 13)
        ]
    );
    assert!(r.events[1].after_irregularity);
    assert_eq!(r.ruling.termination, Some(Termination::ThreefoldRepetition));
    assert!(r.agrees);
}

#[test]
fn law_9_2_a_claim_window_that_closes_and_opens_again_is_two_events() {
    let sans = "Nf3 Nf6 Ng1 Ng8 Nf3 Nf6 Ng1 Ng8 Nc3 Nc6 Nb1 Nb8 Nc3";
    let r = audit_record(&Record {
        fen: None,
        moves: sans.split(' ').map(str::to_string).collect(),
        tags: vec![("Result".into(), "1/2-1/2".into())],
    })
    .unwrap();
    assert_eq!(
        kinds(&r),
        [
            (EventKind::ThreefoldRepetition, 8),
            (EventKind::ThreefoldRepetition, 12)
        ]
    );
    assert_eq!(r.events[0].until_ply, Some(8));
    assert_eq!(r.events[1].until_ply, Some(12));
    // The record ends after 7.Nc3, a second occurrence: no claim holds there.
    assert_eq!(r.ruling.termination, Some(Termination::Agreement));
}

#[test]
fn law_9_3_a_mate_on_the_hundredth_half_move_wins_and_no_claim_is_reported() {
    let sans = "Rh2 Kb8 Rh3 Ka8 Rh4 Kb8 Rh5 Ka8 Rh8#";
    let r = moves(
        Some("k7/8/1K6/8/8/8/8/7R w - - 91 50"),
        sans,
        &[("Result", "1-0")],
    );
    assert_eq!(kinds(&r), [(EventKind::Checkmate, 9)]);
    assert!(r.agrees);
    // One half-move earlier in the count, the claim held after 53...Ka8; the mate still wins.
    let r = moves(
        Some("k7/8/1K6/8/8/8/8/7R w - - 92 50"),
        sans,
        &[("Result", "1-0")],
    );
    assert_eq!(
        kinds(&r),
        [(EventKind::FiftyMoves, 8), (EventKind::Checkmate, 9)]
    );
    assert_eq!(r.events[0].text.split(' ').nth(1), Some("53...Ka8"));
    assert!(r.agrees);
}

#[test]
fn law_9_6_seventy_five_moves_and_fivefold_on_one_ply_is_seventy_five_moves() {
    let shuffle = "Nf3 Nf6 Ng1 Ng8 ".repeat(4);
    let fen = "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 134 70";
    let r = moves(Some(fen), &shuffle, &[("Result", "1/2-1/2")]);
    assert_eq!(r.ruling.termination, Some(Termination::SeventyFiveMoves));
    assert_eq!(r.ruling.ply, Some(16));
    assert_eq!(
        r.events.last().map(|e| e.kind),
        Some(EventKind::SeventyFiveMoves)
    );
}

#[test]
fn law_5_2_1_stalemate_takes_precedence_over_insufficient_material() {
    // 1.Bxh7 leaves king and bishop against a lone king, and Black without a move.
    let r = moves(
        Some("6Bk/7n/6K1/8/8/8/8/8 w - - 0 1"),
        "Bxh7",
        &[("Result", "1/2-1/2")],
    );
    assert_eq!(kinds(&r), [(EventKind::Stalemate, 1)]);
    assert_eq!(r.ruling.termination, Some(Termination::Stalemate));
}

#[test]
fn law_6_9_bishops_on_squares_of_one_colour_end_the_game_before_any_flag_falls() {
    let tags = [("Result", "1-0"), ("Termination", "Time forfeit")];
    // Bishops on h1 and c4, both light squares: dead from the start (Law 5.2.2).
    let r = moves(Some("8/8/4k3/8/2b5/8/3K4/7B w - - 0 1"), "Ke1 Kd5", &tags);
    assert_eq!(r.ruling.result, "1/2-1/2");
    assert_eq!(r.ruling.ply, Some(0));
    // On g1, a dark square: a helpmate exists, so Black's flag fall loses.
    let r = moves(Some("8/8/4k3/8/2b5/8/3K4/6B1 w - - 0 1"), "Ke1 Kd5", &tags);
    assert_eq!(r.ruling.result, "1-0");
    assert!(r.agrees);
}

#[test]
fn law_5_1_1_a_resignation_recorded_after_a_mate_gives_the_mating_side_the_game() {
    let pgn = "[Result \"0-1\"]\n[Termination \"White won by resignation\"]\n\n\
               1. e4 e5 2. Bc4 Nc6 3. Qh5 Nf6 4. Qxf7# 0-1";
    let r = audit(pgn);
    assert_eq!(r.ruling.result, "1-0");
    assert_eq!(r.ruling.termination, Some(Termination::Checkmate));
    assert_eq!(
        kinds(&r),
        [(EventKind::Checkmate, 7), (EventKind::ResultMismatch, 7)]
    );
}

#[test]
fn law_6_9_a_draw_on_time_between_players_who_can_both_mate_claims_no_lack_of_material() {
    // Queens on both sides and no clocks: whoever's flag fell, the opponent could mate, so the
    // ruling may not say the opponent could not; the recorded draw stands (both flags may have
    // fallen).
    let fen = "q3k3/8/8/8/8/8/8/4K2Q w - - 0 30";
    let tags = [("Result", "1/2-1/2"), ("Termination", "Time forfeit")];
    let r = moves(Some(fen), "Kd1 Kd8", &tags);
    assert_eq!(r.ruling.result, "1/2-1/2");
    assert_eq!(r.ruling.termination, Some(Termination::Timeout));
    assert!(
        !r.ruling.text.contains("could not checkmate"),
        "{}",
        r.ruling.text
    );
    // Against a lone king the lack of material is the reason, and said.
    let r = moves(Some("4k3/8/8/8/8/8/8/4K2Q w - - 0 30"), "Kd1 Kd8", &tags);
    assert!(
        r.ruling.text.contains("could not checkmate"),
        "{}",
        r.ruling.text
    );
}

#[test]
fn law_7_5_an_illegal_en_passant_capture_first_after_a_fen_is_judged_not_unreadable() {
    // The FEN's en passant square is behind the pawn that just made its double step; the
    // capture is not legal (a rank pin in the first, a check it does not answer in the second).
    // It was reported unreadable, and the audit stopped, where the same capture after a double
    // step in the record is an illegal move, kept and played on.
    for (fen, reason) in [
        ("8/8/8/K2pP2r/8/8/8/7k w - d6 0 2", "exposes_king"),
        ("2b1k3/8/8/3pP3/6K1/8/8/8 w - d6 0 2", "check_not_answered"),
    ] {
        let r = moves(Some(fen), "exd6", &[]);
        assert_eq!(kinds(&r)[0], (EventKind::IllegalMove, 1), "{fen}: {r:?}");
        assert_eq!(audit_records::cause(&r.events[0]), Some(reason), "{fen}");
        let pgn = format!("[SetUp \"1\"]\n[FEN \"{fen}\"]\n\n2. exd6 *\n");
        assert_eq!(kinds(&audit(&pgn))[0], (EventKind::IllegalMove, 1), "{pgn}");
    }
    // Without the square in the FEN the capture is still no move to read.
    let r = moves(Some("8/8/8/K2pP2r/8/8/8/7k w - - 0 2"), "exd6", &[]);
    assert_eq!(kinds(&r)[0], (EventKind::UnreadableMove, 1));
}
