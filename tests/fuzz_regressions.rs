//! Inputs the fuzz targets (fuzz/, `npm run fuzz`) and the property tests (tests/properties.rs)
//! found to break a property, each kept here once fixed, with what found it.

use chess_arbiter::pgn;
use chess_arbiter::{CastlingNotation, Game, Position, Setup};

/// `fen`: a castling right of a side whose king is off its back rank was written as `k`/`q`
/// (the outermost rook relative to that king), which reads back as the corner square; it is
/// now written as the rook's file, as the reader sees such a right.
#[test]
fn fen_castling_rights_with_the_king_off_the_back_rank_round_trip() {
    let fen = "bnnbrbp1/pkp2p1p/5q2/3pp1p1/4P3/1N4P1/PPPPRP1P/BNqB1KRQ w Gge - 0 9";
    let setup = Setup::from_fen(fen).unwrap();
    for notation in [CastlingNotation::XFen, CastlingNotation::Shredder] {
        let written = setup.to_fen(notation);
        assert_eq!(Setup::from_fen(&written).unwrap(), setup, "{written}");
    }
    assert_eq!(
        setup.to_fen(CastlingNotation::XFen),
        "bnnbrbp1/pkp2p1p/5q2/3pp1p1/4P3/1N4P1/PPPPRP1P/BNqB1KRQ w Kge - 0 9"
    );
}

/// `pgn`: a `Result` tag that is no result (`1-1`) was written as the termination marker,
/// which reads back as one more move; the marker is now `*`, and the tag is written as the
/// marker (PGN 8.2.6: they agree).
#[test]
fn pgn_result_tag_that_is_no_result_is_not_written_as_the_marker() {
    let g = pgn::parse_one("[Result \"1-1\"]\n\n1. e4 e5").unwrap();
    let written = pgn::write(&g);
    assert!(written.contains("[Result \"*\"]"), "{written}");
    assert!(written.ends_with("1. e4 e5 *\n\n"), "{written}");
    let back = pgn::parse_one(&written).unwrap();
    assert_eq!(back.root, g.root);
    assert_eq!(back.mainline_san(), ["e4", "e5"]);
}

/// `pgn`: a comment with a vertical tab beside a space kept both (the quick path of the
/// comment normalizer did not count a vertical tab as whitespace), but the writer splits
/// words at it, so the comment read back differed; it now reads as one space.
#[test]
fn pgn_comment_with_a_vertical_tab_round_trips() {
    let g = pgn::parse_one("1. e4 {[%clk \u{b}0:00:10]} e5 *").unwrap();
    let node = g.mainline().next().unwrap();
    assert_eq!(node.comments_after(), ["[%clk 0:00:10]"]);
    let back = pgn::parse_one(&pgn::write(&g)).unwrap();
    assert_eq!(back.root, g.root);
}

/// `properties::pgn_round_trip`: a Chess960 game from a start position whose castling looks
/// standard (king on e1, rooks on a1 and h1: RBNNKQBR, or number 518, the standard set-up)
/// was exported without a `Variant` tag
/// and imported back as a standard game.
#[test]
fn chess960_game_with_a_standard_looking_start_exports_as_chess960() {
    let mut game = Game::new_chess960(518).unwrap();
    let fen = "rbnnkqbr/pppppppp/8/8/8/8/PPPPPPPP/RBNNKQBR w KQkq - 0 1";
    let mut game_from_fen = Game::from_fen(fen, true).unwrap();
    for g in [&mut game, &mut game_from_fen] {
        g.play_san("e4").unwrap();
        let text = g.pgn();
        assert!(text.contains("[Variant \"Chess960\"]"), "{text}");
        let back = Game::from_pgn(&text).unwrap();
        assert!(back.is_chess960(), "{text}");
        assert_eq!(back.start_position(), g.start_position());
        assert_eq!(back.history(), g.history());
    }
    // A standard game stays standard.
    let mut standard = Game::new();
    standard.play_san("e4").unwrap();
    assert!(!standard.pgn().contains("Variant"));
}

/// Found by the movegen target once FEN counters could be any u32: its reference generator added
/// one to a halfmove clock of `u32::MAX`. The library saturates the counters, and the FEN below
/// seeds every fuzz run (fuzz/seed-corpora.mjs reads the FENs of the test files).
#[test]
fn maximal_move_counters_saturate() {
    let mut pos = Position::from_fen("4k3/8/8/8/8/8/8/4K3 w - - 4294967295 4294967295").unwrap();
    for uci in ["e1d1", "e8d8"] {
        let m = chess_arbiter::uci::parse_move(&pos, uci).unwrap();
        pos.play_unchecked(m);
    }
    assert_eq!((pos.halfmoves(), pos.fullmoves()), (u32::MAX, u32::MAX));
    assert_eq!(Position::from_fen(&pos.fen()).as_ref(), Ok(&pos));
}

/// `pgn` (4 December): the short draw with an evaluation glued to it (`1/2-+`) was read as a
/// move `1/2` of the tree, written so, and read back as the result: the trees differed.
#[test]
fn pgn_short_draw_with_a_glued_evaluation_is_the_result() {
    // And `1/2-+1/2` (the input the fuzzer found) is not the move `1/2-+` and the result glued
    // to its check mark: one symbol, which reads back as it is written.
    let g = pgn::parse_one("1. d4 1/2-+1/2").unwrap();
    assert_eq!(g.mainline_san(), ["d4", "1/2-+1/2"]);
    assert_eq!(pgn::parse_one(&pgn::write(&g)).unwrap().root, g.root);
    for text in ["1. d4 1/2-+ 1/2-1/2", "1. d4 1/2-+", "1. d4 Nf6 1/2+- *"] {
        let g = pgn::parse_one(text).unwrap();
        assert_eq!(
            g.mainline_san().len(),
            1 + usize::from(text.contains("Nf6")),
            "{text}"
        );
        assert_eq!(g.result.as_deref(), Some("1/2-1/2"), "{text}");
        let back = pgn::parse_one(&pgn::write(&g)).unwrap();
        assert_eq!(back.root, g.root, "{text}");
    }
}

/// `pgn` (4 December): `9=+=+` was read as the move `9=+` and the evaluation `=+`, written so,
/// and `9=+` read back as a move number and an evaluation: no move. An evaluation is no longer
/// cut from what ends with another.
#[test]
fn pgn_two_evaluations_glued_round_trip() {
    let g = pgn::parse_one("9=+=+").unwrap();
    let back = pgn::parse_one(&pgn::write(&g)).unwrap();
    assert_eq!(back.root, g.root);
    assert_eq!(back.mainline_san(), ["9=+=+"]);
    // The same for two evaluations glued to a symbol (`-AAAAAAA-+-+` read as the move
    // `-AAAAAAA-+`, which read back as `-AAAAAAA`): no evaluation is cut from it.
    let g = pgn::parse_one("-AAAAAAA-+-+").unwrap();
    assert_eq!(pgn::parse_one(&pgn::write(&g)).unwrap().root, g.root);
    assert_eq!(g.mainline_san(), ["-AAAAAAA-+-+"]);
    // And a result glued after an evaluation (`k+1-+1-0`): the move was `k+1-+`, read back
    // as `k+1` and `-+`.
    let g = pgn::parse_one("k+1-+1-0").unwrap();
    assert_eq!(pgn::parse_one(&pgn::write(&g)).unwrap().root, g.root);
}

/// `pgn`: the target held `check()` (every line) and `replay()` (the main line) to the same
/// answer, which a variation that does not play breaks: `(7=)` reads as a move `7=` that is no
/// SAN. The library was right; the target now asserts only that every line playing implies the
/// main line plays.
#[test]
fn pgn_variation_that_does_not_play_fails_check_but_not_replay() {
    for text in ["e4;..;5..\n{[%eval #.3]};5..\n(7=)", "1. e4 (1. Ke5) *"] {
        let g = pgn::parse_one(text).unwrap();
        assert_eq!(g.replay().unwrap().1.len(), 1, "{text}");
        let mut checked = g.clone();
        assert!(checked.check().is_err(), "{text}");
        assert_eq!(
            checked.root, g.root,
            "a failed check leaves the tree as it was"
        );
    }
}

/// `pgn`: a result written with a colon and an evaluation glued to it (`8*1:0+-`) was read as the
/// move `1:0` and the evaluation, written so, and read back as the result `1:0`: the trees
/// differed. Like `1/2-+`, it is the result, as it is when it stands alone.
#[test]
fn pgn_result_with_a_colon_and_a_glued_evaluation_is_the_result() {
    for (text, result) in [
        ("1. d4 1:0+-", "1-0"),
        ("1. d4 0:1-+", "0-1"),
        ("1. d4 1/2:1/2=+", "1/2-1/2"),
    ] {
        let g = pgn::parse_one(text).unwrap();
        assert_eq!(g.mainline_san(), ["d4"], "{text}");
        assert_eq!(g.result.as_deref(), Some(result), "{text}");
        let back = pgn::parse_one(&pgn::write(&g)).unwrap();
        assert_eq!(back.root, g.root, "{text}");
    }
    // And a short draw before what is no symbol (`1/2½:½`, found next): the result, not a move.
    for text in ["8*1:0+-", "o-*.*.+1/2½:½"] {
        let g = pgn::parse_one(text).unwrap_or_else(|e| panic!("{text}: {e}"));
        assert!(g.mainline_san().len() <= 1, "{text}");
        assert_eq!(
            pgn::parse_one(&pgn::write(&g)).unwrap().root,
            g.root,
            "{text}"
        );
    }
}

#[test]
fn pgn_en_passant_marker_glued_before_an_evaluation_and_a_result_reads_back_the_same() {
    // Found by the pgn target: `…+2+-+0-1e.p02…` kept `-+0-1` in the move, the marker having
    // hidden the evaluation and the result glued to it; written back, they were cut, and the
    // tree read back differed. The marker now goes first, then what is glued is cut.
    let text = "=0-0=0-00-02+2+-+0-1e.p02+2+-+";
    let games = pgn::parse(text).unwrap();
    let game = &games[0];
    let written = pgn::write(game);
    let back = pgn::parse_one(&written).unwrap();
    assert_eq!(back.root, game.root, "{written}");
    assert_eq!(pgn::write(&back), written);
    // As a record: the capture's marker, then the evaluation and the result.
    let g = chess_arbiter::Game::from_pgn(
        "[SetUp \"1\"]\n[FEN \"8/1k6/8/2pP4/8/8/8/4K3 w - c6 0 2\"]\n\n2. dxc6e.p.+- Kxc6 *",
    )
    .unwrap();
    assert_eq!(g.history().len(), 2);
}

#[test]
fn pgn_en_passant_marker_with_an_evaluation_glued_is_passed_over() {
    // Found by the pgn target: `ep-+` was read as the move `ep` and the evaluation; written back
    // as `ep $19`, its `ep` was the marker, passed over, and the tree read back differed.
    let text = "J-J+-+J-J-+-++\nep-+*";
    let games = pgn::parse(text).unwrap();
    let written = pgn::write(&games[0]);
    let back = pgn::parse_one(&written).unwrap();
    assert_eq!(back.root, games[0].root, "{written}");
    let g = Game::from_pgn("1. e4 d5 2. exd5 e5 3. dxe6 ep+- Nf6 *").unwrap();
    assert_eq!(g.history().len(), 6);
}
