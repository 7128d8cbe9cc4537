//! PGN records found by reading them side by side with python-chess: each test is a record
//! this reader or writer once got wrong.

use chess_arbiter::pgn::{self, MoveTree, PgnGame};

fn one(text: &str) -> PgnGame {
    let mut games = pgn::parse(text).unwrap_or_else(|e| panic!("{text:?}: {e}"));
    assert_eq!(games.len(), 1, "{text:?}: {games:?}");
    games.remove(0)
}

#[test]
fn lines_ended_by_a_carriage_return_alone_end_a_semicolon_comment() {
    // Old Mac files end lines with '\r' alone: the `;` comment ends with its line, the moves
    // after it are moves (they were read as the rest of the comment).
    let g = one("[Event \"a\"]\r[Site \"b\"]\r\r1. e4 ; best\re5 2. Nf3 *\r");
    assert_eq!(g.tag("Site"), Some("b"));
    assert_eq!(g.mainline_san(), ["e4", "e5", "Nf3"]);
    assert_eq!(g.mainline().next().unwrap().comments_after(), ["best"]);
    // An escape line too.
    let g = one("1. e4\r% a note\re5 *\r");
    assert_eq!(g.mainline_san(), ["e4", "e5"]);
    // CRLF as before: the '\r' is not part of the comment.
    let g = one("1. e4 ; best\r\ne5 *\r\n");
    assert_eq!(g.mainline().next().unwrap().comments_after(), ["best"]);
    assert_eq!(g.mainline_san(), ["e4", "e5"]);
}

#[test]
fn a_game_of_tags_alone_is_not_merged_into_the_next() {
    // A game with tags and no movetext (a forfeit, a bye), then the next game: two games,
    // not one with two Event tags and the second game's moves.
    let text = "[Event \"a\"]\n[Result \"1-0\"]\n\n[Event \"b\"]\n[Result \"0-1\"]\n\n1. e4 0-1\n";
    let games = pgn::parse(text).unwrap();
    assert_eq!(games.len(), 2, "{games:?}");
    assert_eq!(games[0].tags.len(), 2);
    assert_eq!(games[0].tag("Result"), Some("1-0"));
    assert!(games[0].root.is_empty() && games[0].result.is_none());
    assert_eq!(games[1].tag("Event"), Some("b"));
    assert_eq!(games[1].mainline_san(), ["e4"]);
    assert_eq!(pgn::parse(&pgn::write_all(&games)).unwrap().len(), 2);
    // Tags of one game spread over lines with blank lines between them stay one game.
    let g = one("[Event \"a\"]\n\n[Site \"b\"]\n\n1. e4 *");
    assert_eq!(g.tags.len(), 2);
    // Without a blank line too; an EventDate is not the next game's Event.
    let games = pgn::parse("[Event \"a\"]\n[Event \"b\"]\n[EventDate \"?\"]\n1. e4 *").unwrap();
    assert_eq!(games.len(), 2);
    assert_eq!(games[1].tags.len(), 2);
}

#[test]
fn a_dos_end_of_file_mark_after_the_last_game_is_not_a_token() {
    // Files written under DOS (and copied with `copy /a`) end with Ctrl-Z, U+001A: the last
    // game was refused for it, and with it the whole text by the readers of all games.
    let text = "[Event \"a\"]\r\n\r\n1. e4 e5 1-0\r\n\r\n[Event \"b\"]\r\n\r\n1. d4 *\r\n\u{1a}";
    let games = pgn::parse(text).unwrap_or_else(|e| panic!("{e}"));
    assert_eq!(games.len(), 2);
    assert_eq!(games[1].mainline_san(), ["d4"]);
    assert_eq!(one("1. e4 e5 *\u{1a}").mainline_san(), ["e4", "e5"]);
    let game = chess_arbiter::Game::from_pgn("1. e4 e5 1-0\n\u{1a}").unwrap();
    assert_eq!(game.history().len(), 2);
    // A comment on a line of its own after the last result stays that game's.
    let g = one("1. e4 e5 *\r\n{end of the file}\r\n\u{1a}");
    assert_eq!(
        g.mainline().last().unwrap().comments_after(),
        ["end of the file"]
    );
    // Between two files joined byte for byte, it is passed over.
    let games =
        pgn::parse("[Event \"a\"]\n\n1. e4 *\n\u{1a}[Event \"b\"]\n\n1. d4 *\n\u{1a}").unwrap();
    assert_eq!(games.len(), 2);
    // Other control characters are still refused.
    assert!(pgn::parse("1. e4 e5 *\u{1}").is_err());
}

#[test]
fn an_empty_variation_is_read_as_no_move() {
    // The standard's grammar lets a variation hold no move: `()`, or a comment alone. The game
    // was refused for it.
    let g = one("1. e4 () e5 *");
    assert_eq!(g.mainline_san(), ["e4", "e5"]);
    assert!(g
        .root
        .mainline_ids()
        .all(|id| g.root.variations(id).count() == 0));
    // A comment in it stays with the move it follows, after that move's own comment.
    let g = one("1. e4 {a} ({b}) (1. d4) ( $1 ) e5 *");
    let e4 = g.mainline().next().unwrap();
    assert_eq!(e4.comments_after(), ["a", "b"]);
    assert_eq!(g.root.variations(MoveTree::ROOT).count(), 1);
    assert!(g.mainline().all(|n| n.nags().is_empty()));
    // The main-line readers too, and the tree survives writing.
    let game = chess_arbiter::Game::from_pgn("1. e4 e5 ( ) 2. Nf3 *").unwrap();
    assert_eq!(game.history().len(), 3);
    assert_eq!(one(&pgn::write(&g)).root, g.root);
}

#[test]
fn words_after_the_result_on_its_line_are_a_comment_of_the_game() {
    // `1-0 White wins on time`: a note of how the game ended, as players write it after the
    // result. It was read as the next game's movetext, which failed on its first word, and
    // with it `parse` of the whole text.
    let g = one("[Event \"a\"]\n\n1. e4 e5 1-0 White wins on time\n");
    assert_eq!(g.result.as_deref(), Some("1-0"));
    assert_eq!(g.mainline_san(), ["e4", "e5"]);
    assert_eq!(
        g.mainline().last().unwrap().comments_after(),
        ["White wins on time"]
    );
    let g = one("1. d4 d5 0-1 (Black won on time, flag fell)\r\n");
    assert_eq!(
        g.mainline().last().unwrap().comments_after(),
        ["(Black won on time, flag fell)"]
    );
    let g = one("1. d4 * adjourned, Белые сдались");
    assert_eq!(
        g.mainline().last().unwrap().comments_after(),
        ["adjourned, Белые сдались"]
    );
    let games = pgn::parse("1. d4 0-1 Белые сдались\n\n1. e4 *").unwrap();
    assert_eq!(games.len(), 2);
    assert_eq!(
        games[0].mainline().last().unwrap().comments_after(),
        ["Белые сдались"]
    );
    // A comment after them is a comment of its own.
    let g = one("1. e4 1-0 White wins {Annotator: X}");
    assert_eq!(
        g.mainline().last().unwrap().comments_after(),
        ["White wins", "Annotator: X"]
    );
    // With no move, they are the game's comment; after the result written twice, too.
    assert_eq!(one("[Event \"a\"]\n\n1-0 forfeit").comments, ["forfeit"]);
    let g = one("1. e4 1-0 1-0 resigned");
    assert_eq!(g.mainline().last().unwrap().comments_after(), ["resigned"]);
    // The next game's tags, a tagless next game and the next line are not words of the game.
    let games = pgn::parse(
        "[Event \"a\"]\n\n1. e4 e5 1-0 White wins\n\n[Event \"b\"]\n\n1. d4 d5 0-1 [Event \"c\"]\n1. c4 * 1. Nf3 *\nWhite",
    )
    .unwrap();
    let sans: Vec<_> = games.iter().map(PgnGame::mainline_san).collect();
    assert_eq!(
        sans,
        [
            vec!["e4", "e5"],
            vec!["d4", "d5"],
            vec!["c4"],
            vec!["Nf3"],
            vec!["White"]
        ]
    );
    assert!(games[1].mainline().all(|n| n.comments_after().is_empty()));
    // Invisible characters and blank space after a result are not words.
    let g = one("1. e4 1-0 \u{a0}\u{200b}\n");
    assert!(g.mainline().all(|n| n.comments_after().is_empty()));
    // The words are written back as a comment.
    let text = pgn::write(&one("1. e4 e5 1-0 White wins"));
    assert!(text.ends_with("1. e4 e5 {White wins} 1-0\n\n"), "{text}");
    // The game reader takes them too.
    let game = chess_arbiter::Game::from_pgn("1. e4 e5 1-0 White wins").unwrap();
    assert_eq!(game.history().len(), 2);
}

#[test]
fn nul_bytes_padding_a_file_are_not_tokens() {
    // Files written in blocks end with NUL bytes: the last game was refused for them.
    let text = "[Event \"a\"]\n\n1. e4 e5 1-0\n\n[Event \"b\"]\n\n1. d4 *\n\0\0\0\0";
    let games = pgn::parse(text).unwrap_or_else(|e| panic!("{e}"));
    assert_eq!(games.len(), 2);
    let g = one("1. e4 e5 *\n{end of the file}\n\0\0");
    assert_eq!(
        g.mainline().last().unwrap().comments_after(),
        ["end of the file"]
    );
    assert_eq!(one("1. e4\0 e5 *").mainline_san(), ["e4", "e5"]);
}

#[test]
fn a_backslash_that_ends_a_tag_value_is_the_values() {
    // `[Site "C:\"]`: the backslash was read as escaping the closing quote, and the tag as
    // not closed.
    let g = one("[Site \"C:\\\"]\n[Event \"a\\\" ]\r\n\n1. e4 *");
    assert_eq!(g.tag("Site"), Some("C:\\"));
    assert_eq!(g.tag("Event"), Some("a\\"));
    // An escaped quote anywhere else is still a quote.
    let g = one("[Event \"say \\\"hi\\\"\"]\n[Site \"a \\\" b\"]\n[Round \"\\\\\"]\n\n1. e4 *");
    assert_eq!(g.tag("Event"), Some("say \"hi\""));
    assert_eq!(g.tag("Site"), Some("a \" b"));
    assert_eq!(g.tag("Round"), Some("\\"));
}

#[test]
fn an_evaluation_glued_to_a_move_is_its_nag() {
    // Records copied from books and forums glue the evaluation to the move (`e4+-`): the move
    // was refused as SAN.
    let g = one("1. e4+- e5-/+ 2. Nf3=+ Nc6+/= 3. Bb5++- Nf6! 4. O-O+= *");
    assert_eq!(
        g.mainline_san(),
        ["e4", "e5", "Nf3", "Nc6", "Bb5+", "Nf6", "O-O"]
    );
    let nags: Vec<_> = g.mainline().map(|n| n.nags().to_vec()).collect();
    assert_eq!(
        nags,
        [
            vec![18],
            vec![17],
            vec![15],
            vec![14],
            vec![18],
            vec![1],
            vec![14]
        ]
    );
    // The game reader plays them.
    let game = chess_arbiter::Game::from_pgn("1. e4+- e5 2. Qh5+= *").unwrap();
    assert_eq!(game.history().len(), 3);
    // A symbol that is no move stays refused.
    assert!(chess_arbiter::Game::from_pgn("1. e4 x+- *").is_err());
}

#[test]
fn castling_in_long_algebraic_notation_is_castling() {
    // `e1-g1`, the king's two squares written whole, was read as a pawn's move (and refused
    // with "no pawn of white can move to g1").
    let game = chess_arbiter::Game::from_pgn(
        "1. e2-e4 e7-e5 2. Ng1-f3 Nb8-c6 3. Bf1-c4 Bf8-c5 4. e1-g1 Ng8-f6 5. d2-d3 Ke8-g8 *",
    )
    .unwrap();
    let pgn = game.pgn();
    assert!(pgn.contains("4. O-O Nf6 5. d3 O-O *"), "{pgn}");
    // Queenside too; a king's one-square move stays a king's move.
    let game = chess_arbiter::Game::from_pgn(
        "1. d2-d4 d7-d5 2. Nb1-c3 Nb8-c6 3. Bc1-f4 Bc8-f5 4. Qd1-d2 Qd8-d7 5. e1-c1 Ke8-d8 *",
    )
    .unwrap();
    let pgn = game.pgn();
    assert!(pgn.contains("5. O-O-O Kd8 *"), "{pgn}");
}

#[test]
fn a_tag_given_twice_is_one_tag_with_the_last_value() {
    // The first value was the tag's, both were written back, and the game readers took the
    // FEN of one and the tags of the other.
    let text = "[Annotator \"a\"]\n[FEN \"4k3/8/8/8/8/8/8/4K2R w K - 0 1\"]\n[Annotator \"b\"]\n[FEN \"4k3/8/8/8/8/8/8/R3K3 w Q - 0 1\"]\n\n1. Kd2 *";
    let g = one(text);
    assert_eq!(g.tags.len(), 2);
    assert_eq!(g.tag("Annotator"), Some("b"));
    assert_eq!(g.tag("FEN"), Some("4k3/8/8/8/8/8/8/R3K3 w Q - 0 1"));
    let written = pgn::write(&g);
    assert_eq!(written.matches("[Annotator ").count(), 1, "{written}");
    let game = chess_arbiter::Game::from_pgn(text).unwrap();
    assert_eq!(
        game.start_position().fen(),
        "4k3/8/8/8/8/8/8/R3K3 w Q - 0 1"
    );
}

#[test]
fn results_with_a_colon_and_the_minus_sign_are_results() {
    // German and Russian records write `1:0`; typeset text has the minus sign U+2212. Both
    // were refused as moves.
    for (text, result) in [
        ("1. e4 e5 1:0", "1-0"),
        ("1. e4 e5 0:1", "0-1"),
        ("1. e4 e5 ½:½", "1/2-1/2"),
        ("1. e4 e5 1/2:1/2", "1/2-1/2"),
        ("1. e4 e5 1\u{2212}0", "1-0"),
        ("[Result \"0:1\"]\n\n1. e4 e5", "0-1"),
    ] {
        let g = one(text);
        assert_eq!(g.termination_marker(), result, "{text}");
        assert_eq!(g.mainline_san(), ["e4", "e5"], "{text}");
    }
    let g = one("1. e4 e5 2. Nf3 Nc6 3. Bc4 Bc5 4. O\u{2212}O *");
    assert_eq!(g.mainline().last().unwrap().san(), "O-O");
    // A colon makes no castling, and a clock time stays a symbol.
    assert!(chess_arbiter::Game::from_pgn("1. e4 e5 2. Nf3 Nc6 3. Bc4 Bc5 4. O:O *").is_err());
}

#[test]
fn unicode_suffix_characters_are_nags() {
    let g = one("1. e4‼ e5⁇ 2. Nf3⁉ Nc6⁈ *");
    let nags: Vec<_> = g.mainline().map(|n| n.nags().to_vec()).collect();
    assert_eq!(nags, [vec![3], vec![4], vec![5], vec![6]]);
}

#[test]
fn tag_values_in_a_word_processors_quotation_marks_are_read() {
    // A record that passed through a word processor has its quotes turned: the tag was refused
    // for its first character.
    let g = one("[Event “Casual game”]\n[Site „Berlin“]\n[White “\"Tal\"”]\n\n1. e4 *");
    assert_eq!(g.tag("Event"), Some("Casual game"));
    assert_eq!(g.tag("Site"), Some("Berlin"));
    assert_eq!(g.tag("White"), Some("\"Tal\""));
    // Written back with straight quotes.
    assert!(pgn::write(&g).starts_with("[Event \"Casual game\"]\n[Site \"Berlin\"]\n"));
    // Not closed on its line: refused, as a straight quote is.
    assert!(pgn::parse("[Event “Casual]\n\n1. e4 *").is_err());
}

#[test]
fn results_typed_with_blank_space_or_decimal_halves_are_results() {
    // Hand-typed records space the dash or write the half as a decimal: `1 - 0` was refused
    // (`-` read as a move), `1/2 - 1/2` kept `- 1/2` as words after the result, `0.5-0.5` was
    // refused.
    for (text, result) in [
        ("1. e4 e5 1 - 0", "1-0"),
        ("1. e4 e5 0 - 1", "0-1"),
        ("1. e4 e5 1 -0", "1-0"),
        ("1. e4 e5 1-  0", "1-0"),
        ("1. e4 e5 1\t-\t0\n", "1-0"),
        ("1. e4 e5 1 \u{2013} 0", "1-0"),
        ("1. e4 e5 1 : 0", "1-0"),
        ("1. e4 e5 ½ - ½", "1/2-1/2"),
        ("1. e4 e5 1/2 - 1/2", "1/2-1/2"),
        ("1. e4 e5 0.5-0.5", "1/2-1/2"),
        ("1. e4 e5 0,5-0,5", "1/2-1/2"),
        ("1. e4 e5 0.5 - 0.5", "1/2-1/2"),
        ("[Result \"1 - 0\"]\n\n1. e4 e5", "1-0"),
        ("[Result \"0.5-0.5\"]\n\n1. e4 e5", "1/2-1/2"),
    ] {
        let g = one(text);
        assert_eq!(g.termination_marker(), result, "{text}");
        assert_eq!(g.mainline_san(), ["e4", "e5"], "{text}");
        assert!(
            pgn::write(&g)
                .trim_end()
                .ends_with(&format!("1. e4 e5 {result}")),
            "{text}"
        );
    }
    // Nothing else reads as a result: a move number before a null move, spaces across a
    // line's end, halves that make no result, a castling spaced.
    let g = one("1. e4 (1 -- e5) e5 *");
    assert_eq!(g.mainline_san(), ["e4", "e5"]);
    for text in [
        "1. e4 e5 1 -\n0",
        "1. e4 e5 1 - 1",
        "1. e4 e5 0.5-1",
        "1. e4 e5 1    - 0",
        "1. e4 e5 2. Nf3 Nc6 3. Bc4 Bc5 4. O - O *",
        "1. e4 e5 0.55-0.55",
    ] {
        assert!(chess_arbiter::Game::from_pgn(text).is_err(), "{text}");
    }
}

#[test]
fn en_passant_markers_typed_by_hand_are_passed_over() {
    // `e.p.` alone was passed over; `ep`, `ep.` and `e.p` were read as moves and refused.
    for marker in ["e.p.", "ep", "ep.", "e.p"] {
        let text = format!("1. e4 d5 2. exd5 e5 3. dxe6 {marker} Nf6 *");
        let g = one(&text);
        assert_eq!(
            g.mainline_san(),
            ["e4", "d5", "exd5", "e5", "dxe6", "Nf6"],
            "{text}"
        );
    }
    // A period after it is its own, whatever follows.
    let g = one("1. e4 d5 2. exd5 e5 3. dxe6 ep.Nf6 *");
    assert_eq!(g.mainline_san(), ["e4", "d5", "exd5", "e5", "dxe6", "Nf6"]);
    // Not when a symbol goes on from it; a check mark after it is the capture's.
    assert!(chess_arbiter::Game::from_pgn("1. e4 d5 2. exd5 e5 3. dxe6 epx Nf6 *").is_err());
    for marker in ["e.p.+", "ep+", "e.p+"] {
        let text = format!(
            "[SetUp \"1\"]\n[FEN \"8/1k6/8/2pP4/8/8/8/4K3 w - c6 0 2\"]\n\n2. dxc6 {marker} Kxc6 *"
        );
        assert_eq!(one(&text).mainline_san(), ["dxc6", "Kxc6"], "{text}");
        let game = chess_arbiter::Game::from_pgn(&text).unwrap();
        assert_eq!(game.history().len(), 2, "{text}");
    }
}
