//! PGN as records are really kept, beyond the standard: text after the result, quotes left
//! unescaped in a tag, a NAG before a variation's first move, the en passant marker glued to
//! the capture, games run together without a blank line, and comments whose words look like
//! tags. Each case is one that python-chess reads and this reader once refused or misread.

use chess_arbiter::pgn::{self, Limits, MoveTree, PgnGame};
use chess_arbiter::Game;

fn one(text: &str) -> PgnGame {
    let mut games = pgn::parse(text).unwrap_or_else(|e| panic!("{text:?}: {e}"));
    assert_eq!(games.len(), 1, "{text:?}: {games:?}");
    games.remove(0)
}

#[test]
fn a_comment_after_the_result_on_its_line_is_the_games() {
    let g = one("1. e4 e5 1-0 {Annotator: X}");
    assert_eq!(g.result.as_deref(), Some("1-0"));
    let last = g.mainline().last().unwrap();
    assert_eq!(last.comments_after(), ["Annotator: X"]);
    // The next game's tags follow: the comment stays with the game it follows.
    let games = pgn::parse(
        "[Event \"a\"]\n\n1. e4 e5 1-0 {Annotator: X}\n\n[Event \"b\"]\n\n1. d4 d5 0-1\n",
    )
    .unwrap();
    assert_eq!(games.len(), 2);
    assert_eq!(
        games[0].mainline().last().unwrap().comments_after(),
        ["Annotator: X"]
    );
    assert!(games[1].comments.is_empty());
    assert!(games[1].mainline().all(|n| n.comments_after().is_empty()));
    // A comment at the very end of the input, on a line of its own.
    let g = one("1. e4 e5 *\n{end of the file}\n");
    assert_eq!(
        g.mainline().last().unwrap().comments_after(),
        ["end of the file"]
    );
    // With no moves, it is the game's comment.
    let g = one("[Event \"a\"]\n\n* {nothing played}");
    assert_eq!(g.comments, ["nothing played"]);
    // A comment on the next line before the next game's tags is that game's, as before.
    let games = pgn::parse("1. e4 *\n{About game 2}\n[Event \"b\"]\n\n1. d4 *").unwrap();
    assert_eq!(games.len(), 2);
    assert_eq!(games[1].comments, ["About game 2"]);
}

#[test]
fn a_result_written_twice_is_one_result() {
    let g = one("1. e4 e5 1-0 1-0");
    assert_eq!(g.result.as_deref(), Some("1-0"));
    assert_eq!(g.mainline_san(), ["e4", "e5"]);
    // Two tagless games on two lines stay two games.
    let games = pgn::parse("1. e4 e5 1-0\n1. d4 d5 0-1\n").unwrap();
    assert_eq!(games.len(), 2);
}

#[test]
fn a_tag_value_with_unescaped_quotes_is_read_to_the_last_quote() {
    let g = one("[Event \"Memorial \"Tal\" Open\"]\n[Site \"Riga\"]\n\n1. e4 *");
    assert_eq!(g.tag("Event"), Some("Memorial \"Tal\" Open"));
    assert_eq!(g.tag("Site"), Some("Riga"));
    assert_eq!(g.mainline_san(), ["e4"]);
    // Written back escaped, and read back the same.
    let again = one(&pgn::write(&g));
    assert_eq!(again.tag("Event"), Some("Memorial \"Tal\" Open"));
    let game = Game::from_pgn("[White \"Anand, \"Vishy\"\"]\n\n1. d4 *").unwrap();
    assert!(
        game.pgn().contains("[White \"Anand, \\\"Vishy\\\"\"]"),
        "{}",
        game.pgn()
    );
    // A tag pair still not closed on its line is an error, as before.
    assert!(pgn::parse("[Event \"a\" b\n\n1. e4 *").is_err());
}

#[test]
fn a_nag_before_the_first_move_of_a_variation_goes_to_that_move() {
    // ChessBase writes "better is" ($142) before the move it recommends.
    let g = one("1. e4 e5 2. Nf3 ($142 2. Bc4 Nf6) 2... Nc6 *");
    let t = &g.root;
    let e5 = t.main_child(t.main_child(MoveTree::ROOT).unwrap()).unwrap();
    let bc4 = t.variations(e5).next().unwrap();
    assert_eq!(t[bc4].san(), "Bc4");
    assert_eq!(t[bc4].nags(), [142]);
    assert_eq!(g.mainline_san(), ["e4", "e5", "Nf3", "Nc6"]);
    // Before the game's first move too.
    let g = one("$1 1. e4 *");
    assert_eq!(g.mainline().next().unwrap().nags(), [1]);
    assert!(Game::from_pgn("1. e4 e5 2. Nf3 ($142 2. Bc4) Nc6 *").is_ok());
}

#[test]
fn the_en_passant_marker_glued_to_the_capture_is_read() {
    for marker in ["e.p.", "e.p"] {
        let text = format!("1. e4 Nf6 2. e5 d5 3. exd6{marker} *");
        let g = Game::from_pgn(&text).unwrap_or_else(|e| panic!("{text}: {e}"));
        assert_eq!(g.san_history().last().map(String::as_str), Some("exd6"));
    }
    // A move to the e-file is no marker.
    let g = Game::from_pgn("1. e4 d5 2. exd5 Qxd5 3. Nc3 Qe5+ *").unwrap();
    assert_eq!(g.san_history().last().map(String::as_str), Some("Qe5+"));
}

#[test]
fn after_a_broken_game_the_next_is_found_without_a_blank_line() {
    let text = "[Event \"1\"]\n[Site \"x\"]\n1. e4 e5 2. Nf3 <> 1-0\n[Event \"2\"]\n[Site \"x\"]\n1. d4 d5 *\n[Event \"3\"]\n[Site \"x\"]\n1. c4 *\n";
    let results: Vec<_> = pgn::games_lenient(text, &Limits::default())
        .unwrap()
        .collect();
    assert_eq!(results.len(), 3, "{results:?}");
    assert!(results[0].is_err());
    let second = results[1].as_ref().unwrap();
    assert_eq!((second.number, second.tag("Event")), (2, Some("2")));
    assert_eq!(second.mainline_san(), ["d4", "d5"]);
    assert_eq!(results[2].as_ref().unwrap().tag("Event"), Some("3"));
}

#[test]
fn a_comment_word_that_looks_like_a_tag_never_starts_a_line() {
    let mut g = one("[Event \"t\"]\n\n1. e4 e5 *");
    let words =
        "Note [sic] here and there, a long comment that wraps at eighty columns in the export";
    let e4 = g.root.main_child(MoveTree::ROOT).unwrap();
    for _ in 0..4 {
        g.root
            .push_comment_after(e4, format!("{words} [see above] and [%clk 0:01:00]"));
    }
    let text = pgn::write(&g);
    for line in text.lines().skip_while(|l| l.starts_with('[')) {
        assert!(
            !line.starts_with('[') && !line.starts_with('%'),
            "{line:?} in\n{text}"
        );
    }
    let again = one(&text);
    assert_eq!(again.root[e4].comments_after(), g.root[e4].comments_after());
}

#[test]
fn a_run_of_such_words_is_still_wrapped_at_eighty_columns() {
    // They were kept on the line of the word before them, so a run of them made one line of
    // any length (441 characters for 40 "%w [b]" pairs): a continuation line now starts with a
    // space instead, which no reader takes for an escape or a tag pair.
    for word in ["%w [b]", "[x]", "%", "[%clk 0:01:00]"] {
        let mut g = one("[Event \"t\"]\n\n1. e4 e5 *");
        let e4 = g.root.main_child(MoveTree::ROOT).unwrap();
        g.root.push_comment_after(e4, vec![word; 40].join(" "));
        let text = pgn::write(&g);
        for line in text.lines().skip_while(|l| l.starts_with('[')) {
            assert!(line.chars().count() <= 80, "{line:?} in\n{text}");
            assert!(
                !line.starts_with('[') && !line.starts_with('%'),
                "{line:?} in\n{text}"
            );
        }
        let again = one(&text);
        assert_eq!(again.root[e4].comments_after(), g.root[e4].comments_after());
        assert_eq!(again.mainline_san(), ["e4", "e5"]);
    }
}

#[test]
fn a_fen_with_move_number_0_numbers_the_moves_from_1_in_both_writers() {
    let text = "[FEN \"4k3/8/8/8/8/8/4P3/4K3 b - - 0 0\"]\n[SetUp \"1\"]\n\n1... Kd7 2. e4 *";
    let g = one(text);
    assert!(
        pgn::write(&g).contains("1... Kd7 2. e4 *"),
        "{}",
        pgn::write(&g)
    );
    let game = Game::from_pgn(text).unwrap();
    assert!(game.pgn().contains("1... Kd7 2. e4 *"), "{}", game.pgn());
}

#[test]
fn results_and_castlings_with_typographic_dashes_are_read() {
    // A word processor turns `1-0` into `1–0` (en dash) as it is typed; books print `O–O`.
    let g = one("1. e4 e5 2. Nf3 Nc6 3. Bc4 Bc5 4. O–O Nf6 1–0");
    assert_eq!(g.result.as_deref(), Some("1-0"));
    let sans: Vec<&str> = g.mainline().map(|n| n.san()).collect();
    assert_eq!(sans[6], "O-O");
    assert_eq!(one("1. e4 e5 0—1").result.as_deref(), Some("0-1"));
    assert_eq!(one("1. e4 e5 ½–½").result.as_deref(), Some("1/2-1/2"));
    assert_eq!(one("1. e4 e5 1/2–1/2").result.as_deref(), Some("1/2-1/2"));
    let long = "1. d4 d5 2. Nc3 Nc6 3. Bf4 Bf5 4. Qd2 Qd7 5. 0–0–0 0‐0‐0 *";
    let sans: Vec<String> = one(long).mainline().map(|n| n.san().to_string()).collect();
    assert_eq!(sans[8..], ["O-O-O", "O-O-O"]);
    // With a check: `O–O+`.
    let check = "[FEN \"5k2/8/8/8/8/8/8/4K2R w K - 0 1\"]\n\n1. O–O+ Ke7 *";
    assert_eq!(one(check).mainline().next().unwrap().san(), "O-O+");
    // In the Result tag too, which then stands for a game without a result token.
    for (tag, result) in [
        ("1–0", "1-0"),
        ("0—1", "0-1"),
        ("½–½", "1/2-1/2"),
        ("1/2–1/2", "1/2-1/2"),
    ] {
        let g = one(&format!("[Result \"{tag}\"]\n\n1. e4 e5"));
        assert_eq!(g.tag("Result"), Some(result), "{tag}");
        assert_eq!(g.termination_marker(), result, "{tag}");
    }
    // A castling is no result, and other values stay as written.
    assert_eq!(
        one("[Result \"O–O\"]\n\n1. e4 *").tag("Result"),
        Some("O–O")
    );
    assert_eq!(
        one("[Result \"1–0 \"]\n\n1. e4 *").tag("Result"),
        Some("1–0 ")
    );
    // A dash anywhere else is still no token.
    assert!(pgn::parse("1. e4 e5 2. Nf3– *").is_err());
    assert!(pgn::parse("1. e4 e5 1–00 *").is_err());
}

#[test]
fn annotation_runs_are_read_two_characters_at_a_time() {
    // `!!?`, `!!!`, `???` as annotators emphasise: python-chess reads `!!` then `?`, and so does
    // this reader, so that the two agree on the NAGs of every move.
    let g = one("1. e4!!? e5 !!! 2. Nf3 ??? Nc6 ?!? *");
    let nags: Vec<&[u8]> = g.mainline().map(|n| n.nags()).collect();
    assert_eq!(nags, [&[3, 2][..], &[3, 1], &[4, 2], &[6, 2]]);
    // Strict out: written back as NAGs, which read back the same.
    let again = one(&pgn::write(&g));
    assert!(again.mainline().map(|n| n.nags()).eq(nags.iter().copied()));
}

#[test]
fn a_check_or_mate_mark_standing_alone_is_passed_over() {
    // Typed with a space before the mark: it says nothing the move does not.
    let text = "1. e4 e5 2. Bc4 Nc6 3. Qh5 Nf6 4. Qxf7 # 1-0";
    let g = one(text);
    assert_eq!(g.result.as_deref(), Some("1-0"));
    assert_eq!(g.mainline().last().unwrap().san(), "Qxf7");
    let game = Game::from_pgn(text).unwrap();
    assert!(game.is_check() && game.is_over());
    let g = one("1. e4 f5 2. Qh5 + g6 3. Qxg6 ++ hxg6 *");
    assert_eq!(g.mainline_san(), ["e4", "f5", "Qh5", "g6", "Qxg6", "hxg6"]);
    assert!(Game::from_pgn("1. e4 f5 2. Qh5 + g6 3. Qxg6 ++ hxg6 *")
        .unwrap()
        .san_history()
        .ends_with(&["Qh5+".into(), "g6".into(), "Qxg6+".into(), "hxg6".into()]));
    // Before a result glued to it too (`+0-1`); but a mark that runs on into any other symbol
    // is no mark, and three are no annotation.
    let g = one("1. f3 e5 2. g4 Qh4 #0-1");
    assert_eq!((g.result.as_deref(), g.plies()), (Some("0-1"), 4));
    assert_eq!(
        one("1. e4 e5 2. Qh5 +1/2-1/2").result.as_deref(),
        Some("1/2-1/2")
    );
    assert!(pgn::parse("1. e4 e5 2. Qh5 +Nc6 *").is_err());
    assert!(pgn::parse("1. e4 e5 2. Qh5 #1-0x").is_err());
    assert!(pgn::parse("1. e4 e5 +++ *").is_err());
}

#[test]
fn a_result_glued_to_the_mate_mark_is_the_result() {
    for (result, read) in [("1-0", "1-0"), ("0-1", "0-1"), ("1/2-1/2", "1/2-1/2")] {
        let g = one(&format!("1. e4 e5 2. Bc4 Nc6 3. Qh5 Nf6 4. Qxf7#{result}"));
        assert_eq!(g.result.as_deref(), Some(read), "{result}");
        assert_eq!(g.mainline().last().unwrap().san(), "Qxf7#");
    }
    // The short draw too.
    let g = one("1. e4 e5 2. Qh5 Nc6 3. Qf3+1/2");
    assert_eq!(g.result.as_deref(), Some("1/2-1/2"));
    assert_eq!(
        one("1. e4 e5 2. Qh5 + 1/2").result.as_deref(),
        Some("1/2-1/2")
    );
    let g = one("1. f3 e5 2. g4 Qh4+0-1");
    assert_eq!(g.result.as_deref(), Some("0-1"));
    assert_eq!(g.mainline().last().unwrap().san(), "Qh4+");
}

#[test]
fn a_draw_written_1_2_is_the_draw() {
    // Hand-typed records shorten `1/2-1/2` so, in the movetext and in the Result tag.
    let g = one("1. e4 e5 1/2");
    assert_eq!(g.result.as_deref(), Some("1/2-1/2"));
    assert!(pgn::write(&g).trim_end().ends_with(" 1/2-1/2"));
    let games =
        pgn::parse("[Event \"a\"]\n\n1. e4 e5 1/2\n\n[Event \"b\"]\n\n1. d4 1/2\n").unwrap();
    assert_eq!(games.len(), 2);
    let g = one("[Result \"1/2\"]\n\n1. e4 e5");
    assert_eq!(g.tag("Result"), Some("1/2-1/2"));
    assert_eq!(
        Game::from_pgn("1. e4 e5 1/2").unwrap().recorded_result(),
        Some("1/2-1/2")
    );
    // Not a half of something else.
    assert!(Game::from_pgn("1. e4 e5 1/3 *").is_err());
    assert!(Game::from_pgn("1. e4 e5 1/2- *").is_err());
}

#[test]
fn a_null_move_written_at_signs_is_a_null_move() {
    let g = one("1. e4 e5 (1... @@@@ 2. d4) 2. Nf3 *");
    let e4 = g.root.main_child(MoveTree::ROOT).unwrap();
    let null = g.root.variations(e4).next().unwrap();
    assert_eq!(g.root[null].san(), "--");
    assert!(
        pgn::write(&g).contains("(1... -- 2. d4)"),
        "{}",
        pgn::write(&g)
    );
    assert!(pgn::parse("1. e4 @@@ *").is_err());
    assert!(pgn::parse("1. e4 @@@@@ *").is_err());
}
