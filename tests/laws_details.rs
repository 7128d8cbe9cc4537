//! Details of the Laws an arbiter would check: a touch rejecting a draw offer (Law 9.1.2.3),
//! an empty FEN, lenient SAN promotion letters, and a recorded result that contradicts the board.

use chess_arbiter::{
    Color, Game, GameError, ImportWarning, Outcome, Position, Setup, Square, Termination,
};

fn game(moves: &str) -> Game {
    let mut g = Game::new();
    for m in moves.split_whitespace() {
        g.play_san(m).unwrap();
    }
    g
}

// --- Law 9.1.2.3: touching a piece rejects the opponent's draw offer ---

#[test]
fn law_9_1_2_3_touch_rejects_offer() {
    let mut g = game("e4 e5");
    g.set_touch_move(true);
    g.play_san("Nf3").unwrap();
    g.offer_draw(Color::White).unwrap();
    g.touch(Square::B8).unwrap(); // Black picks up the knight: the offer is rejected
    assert_eq!(g.draw_offer(), None);
    assert!(matches!(
        g.accept_draw(Color::Black),
        Err(GameError::NoClaim(_))
    ));
    g.play_san("Nc6").unwrap();
    assert!(!g.is_over());
}

#[test]
fn law_9_1_2_3_touching_an_opponents_piece_rejects_too() {
    let mut g = game("e4 d5");
    g.set_touch_move(true);
    g.offer_draw(Color::Black).unwrap();
    g.touch(Square::D5).unwrap(); // White touches the pawn to capture it
    assert_eq!(g.draw_offer(), None);
}

#[test]
fn law_9_1_2_3_an_adjustment_leaves_the_offer_standing() {
    let mut g = game("e4 e5 Nf3");
    g.set_touch_move(true);
    g.offer_draw(Color::White).unwrap();
    g.adjust(Square::B8).unwrap();
    g.touch(Square::D4).unwrap(); // an empty square: no piece touched
    assert_eq!(g.draw_offer(), Some(Color::White));
    assert!(g.accept_draw(Color::Black).is_ok());
}

#[test]
fn law_9_1_2_3_the_offerer_touching_keeps_the_offer() {
    // White offers before moving (Law 9.1.2.1 allows it), then touches a piece and moves it.
    let mut g = game("e4 e5");
    g.set_touch_move(true);
    g.offer_draw(Color::White).unwrap();
    g.touch(Square::G1).unwrap();
    assert_eq!(g.draw_offer(), Some(Color::White));
    g.play_san("Nf3").unwrap();
    assert_eq!(
        g.accept_draw(Color::Black).unwrap().termination,
        Termination::Agreement
    );
}

#[test]
fn law_9_1_2_3_without_touch_move_a_touch_means_nothing() {
    let mut g = game("e4 e5 Nf3");
    g.offer_draw(Color::White).unwrap();
    g.touch(Square::B8).unwrap();
    assert_eq!(g.draw_offer(), Some(Color::White));
}

// --- An empty FEN is an error, not the start position ---

#[test]
fn an_empty_fen_is_refused_saying_so() {
    for fen in ["", " ", "\t\n "] {
        let err = Position::from_fen(fen).unwrap_err();
        assert_eq!(err.to_string(), "the FEN is empty", "{fen:?}");
        let err = Game::from_fen(fen, false).unwrap_err();
        assert_eq!(err.code(), "INVALID_FEN");
        assert_eq!(err.to_string(), "the FEN is empty");
        assert!(Game::from_fen(fen, true).is_err());
        assert!(Setup::from_fen(fen).is_err());
    }
}

// --- Lenient SAN: promotion letters in lower case ---

fn san_of(fen: &str, text: &str) -> Result<String, GameError> {
    let g = Game::from_fen(fen, false).unwrap();
    let m = g.parse_move(text)?;
    Ok(g.san(m))
}

#[test]
fn law_3_7_3_3_lower_case_promotion_letters_name_the_promotion() {
    let fen = "3r3k/P1P5/8/8/8/8/8/4K3 w - - 0 1";
    for (text, san) in [
        ("a8=q", "a8=Q"),
        ("a8=r", "a8=R"),
        ("a8q", "a8=Q"),
        ("a8=b", "a8=B"),
        ("a8(n)", "a8=N"),
        ("cxd8=n", "cxd8=N"),
        ("cxd8n", "cxd8=N"),
        ("cxd8=q", "cxd8=Q+"),
        ("c8=q", "c8=Q"),
        ("c8/r", "c8=R"),
    ] {
        assert_eq!(san_of(fen, text).unwrap(), san, "{text}");
    }
    // A pawn never becomes a king or a pawn, whatever the case.
    for text in ["a8=k", "a8k", "a8=p"] {
        assert_eq!(
            san_of(fen, text).unwrap_err().code(),
            "INVALID_MOVE",
            "{text}"
        );
    }
}

#[test]
fn lower_case_piece_letters_stay_refused() {
    // A bishop on d2 and the pawn on b2 both take on c3: the case tells them apart.
    let fen = "4k3/8/8/8/8/2n5/1P1B4/4K3 w - - 0 1";
    assert_eq!(san_of(fen, "Bxc3").unwrap(), "Bxc3");
    assert_eq!(san_of(fen, "bxc3").unwrap(), "bxc3");
    let start = chess_arbiter::STARTING_FEN;
    assert_eq!(san_of(start, "nf3").unwrap_err().code(), "INVALID_MOVE");
    assert_eq!(san_of(start, "Nf3").unwrap(), "Nf3");
}

// --- A recorded result that contradicts the board is kept, and said so ---

const FOOLS_MATE: &str = "1. f3 e5 2. g4 Qh4#";
/// Black to move and stalemated after White's last move (Qg6).
const STALEMATE: &str = "[SetUp \"1\"]\n[FEN \"7k/8/5K2/8/8/8/8/6Q1 w - - 0 1\"]\n\n1. Qg6";

fn import(movetext: &str, result: &str) -> Game {
    let text = if movetext.starts_with('[') {
        format!("[Result \"{result}\"]\n{movetext} {result}")
    } else {
        format!("[Result \"{result}\"]\n\n{movetext} {result}")
    };
    Game::from_pgn(&text).unwrap()
}

#[test]
fn law_5_1_1_a_checkmate_recorded_as_a_draw_is_kept_and_reported() {
    let g = import(FOOLS_MATE, "1/2-1/2");
    let outcome = g.outcome().unwrap();
    assert_eq!(outcome.termination, Termination::Checkmate);
    assert_eq!(outcome.winner, Some(Color::Black));
    assert_eq!(g.recorded_result(), Some("1/2-1/2"));
    assert!(g
        .tags()
        .iter()
        .any(|(n, v)| n == "Result" && v == "1/2-1/2"));
    let [warning] = g.warnings() else {
        panic!("one warning expected: {:?}", g.warnings())
    };
    assert_eq!(warning.kind(), "result_mismatch");
    assert_eq!(
        *warning,
        ImportWarning::ResultMismatch {
            recorded: "1/2-1/2".to_string(),
            laws: outcome
        }
    );
    assert_eq!(
        warning.to_string(),
        "the record gives the result 1/2-1/2, but by the Laws black won by checkmate (0-1)"
    );
    // The export writes what the game is.
    assert!(g.pgn().contains("[Result \"0-1\"]"), "{}", g.pgn());
}

#[test]
fn law_5_2_1_a_stalemate_recorded_as_a_win_is_kept_and_reported() {
    let g = import(STALEMATE, "1-0");
    assert_eq!(g.outcome().unwrap().termination, Termination::Stalemate);
    assert_eq!(g.recorded_result(), Some("1-0"));
    assert_eq!(g.warnings().len(), 1);
    assert_eq!(g.warnings()[0].kind(), "result_mismatch");
}

#[test]
fn a_result_the_board_does_not_contradict_is_no_warning() {
    // A resignation or a flag fall leaves no trace on the board.
    let g = import("1. e4 e5", "1-0");
    assert!(!g.is_over());
    assert_eq!(g.recorded_result(), Some("1-0"));
    assert!(g.warnings().is_empty());
    assert!(g.pgn().contains("[Result \"1-0\"]"));
    // An agreed draw, and a faithful record of a checkmate.
    assert!(import("1. e4 e5", "1/2-1/2").warnings().is_empty());
    assert!(import(FOOLS_MATE, "0-1").warnings().is_empty());
    assert!(import(STALEMATE, "1/2-1/2").warnings().is_empty());
    // A game not read from PGN has no record.
    assert_eq!(Game::new().recorded_result(), None);
    assert!(Game::new().warnings().is_empty());
}

#[test]
fn a_result_given_by_the_movetext_alone_is_exported() {
    // Many records carry no tags at all, only the moves and the termination marker.
    for result in ["1-0", "0-1", "1/2-1/2"] {
        let g = Game::from_pgn(&format!("1. e4 e5 {result}")).unwrap();
        assert!(!g.is_over());
        assert!(
            g.pgn().contains(&format!("[Result \"{result}\"]")),
            "{}",
            g.pgn()
        );
        assert!(g.pgn().trim_end().ends_with(result), "{}", g.pgn());
        assert!(!g.pgn().contains("unterminated"), "{}", g.pgn());
    }
    let g = Game::from_pgn("1. e4 e5 *").unwrap();
    assert!(g.pgn().contains("[Result \"*\"]"));
    // A Result tag the user set wins over the record's.
    let mut g = Game::from_pgn("1. e4 e5 1-0").unwrap();
    g.set_tag("Result", "0-1");
    assert!(g.pgn().contains("[Result \"0-1\"]"), "{}", g.pgn());
    // ...even a `*`: the user says the game is not over.
    g.set_tag("Result", "*");
    assert!(g.pgn().contains("[Result \"*\"]"), "{}", g.pgn());
}

#[test]
fn a_result_tag_that_is_no_result_gives_way_to_the_movetext() {
    // "?" (a result not yet known, as some databases write), or words. (A draw written "1/2" is
    // the draw: tests/pgn_records.rs.)
    for tag in ["?", "unknown", ""] {
        let g = Game::from_pgn(&format!("[Result \"{tag}\"]\n\n1. e4 e5 1/2-1/2")).unwrap();
        assert_eq!(g.recorded_result(), Some("1/2-1/2"), "{tag}");
        assert!(
            g.pgn().contains("[Result \"1/2-1/2\"]") && g.pgn().trim_end().ends_with(" 1/2-1/2"),
            "{}",
            g.pgn()
        );
    }
    // With no marker either, the tag is what the record gives, as written.
    let g = Game::from_pgn("[Result \"?\"]\n\n1. e4 e5").unwrap();
    assert_eq!(g.recorded_result(), Some("?"));
}

#[test]
fn a_result_tag_written_with_one_half_signs_is_the_draw() {
    // Scoresheets print the draw as "½-½", in the tag as in the movetext.
    for marker in ["½-½", "1/2-1/2", ""] {
        let g = Game::from_pgn(&format!("[Result \"½-½\"]\n\n1. e4 e5 {marker}")).unwrap();
        assert_eq!(g.recorded_result(), Some("1/2-1/2"), "{marker}");
        assert!(g.tags().contains(&("Result".into(), "1/2-1/2".into())));
        assert!(g.pgn().contains("[Result \"1/2-1/2\"]"), "{}", g.pgn());
        assert!(g.pgn().trim_end().ends_with(" 1/2-1/2"), "{}", g.pgn());
    }
    // A stalemate recorded so is no mismatch.
    let g = Game::from_pgn(&format!("[Result \"½-½\"]\n\n{STALEMATE} ½-½")).unwrap();
    assert!(g.warnings().is_empty(), "{:?}", g.warnings());
}

#[test]
fn law_5_1_1_a_checkmate_recorded_as_unfinished_is_reported() {
    let g = import(FOOLS_MATE, "*");
    assert_eq!(g.outcome().unwrap().result(), "0-1");
    assert_eq!(g.recorded_result(), Some("*"));
    assert_eq!(g.warnings().len(), 1);
    assert_eq!(
        g.warnings()[0].to_string(),
        "the record gives no result (*), but by the Laws the game is over: black won by checkmate (0-1)"
    );
    // Without a Result tag, the movetext's marker is the record's result.
    let g = Game::from_pgn(&format!("{FOOLS_MATE} 1-0")).unwrap();
    assert_eq!(g.recorded_result(), Some("1-0"));
    assert_eq!(g.warnings().len(), 1);
}

#[test]
fn law_9_6_1_moves_recorded_after_a_fivefold_repetition_are_reported() {
    // The knights go out and back four times: the start position stands for the fifth time
    // after 8... Ng8 (ply 16), and the record plays on into a mate.
    let shuffle =
        "1. Nf3 Nf6 2. Ng1 Ng8 3. Nf3 Nf6 4. Ng1 Ng8 5. Nf3 Nf6 6. Ng1 Ng8 7. Nf3 Nf6 8. Ng1 Ng8";
    let g = Game::from_pgn(&format!("{shuffle} 9. f3 e5 10. g4 Qh4# 0-1")).unwrap();
    let fivefold = Outcome::draw(Termination::FivefoldRepetition);
    assert_eq!(
        g.warnings(),
        [ImportWarning::MovesAfterEnd {
            ply: 16,
            count: 4,
            laws: fivefold
        }]
    );
    assert_eq!(g.warnings()[0].kind(), "moves_after_end");
    assert_eq!(
        g.warnings()[0].to_string(),
        "by the Laws the game was over after ply 16: draw by fivefold repetition (1/2-1/2); the record plays 4 more"
    );
    // Kept as recorded: the record's moves are the game's.
    assert_eq!(g.history().len(), 20);
    // Ending with the fifth occurrence is no warning of this kind.
    let g = Game::from_pgn(&format!("{shuffle} 1/2-1/2")).unwrap();
    assert!(g.warnings().is_empty(), "{:?}", g.warnings());
}
