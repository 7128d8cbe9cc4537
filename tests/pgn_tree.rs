//! PGN as people write it: the lenient cases of real files each read (issue 16), errors that
//! name game, line and column, commands as values, the tree edited as analysis boards do, and
//! random annotated trees that survive write -> read exactly.

use chess_arbiter::pgn::{
    self, Eval, Limits, MoveTree, NodeId, PgnError, PgnErrorKind, PgnGame, WriteOptions,
};
use chess_arbiter::Position;

#[path = "common/xorshift.rs"]
mod xorshift;
use xorshift::XorShift;

const TWIC_LARGE: &str = include_str!("data/twic1599_1000k.pgn");
const LICHESS_LARGE: &str = include_str!("data/lichess_db_1000k.pgn");

fn one(text: &str) -> PgnGame {
    let mut g = pgn::parse_one(text).unwrap_or_else(|e| panic!("{e}\n{text}"));
    g.check().unwrap_or_else(|e| panic!("{e}\n{text}"));
    g
}

fn err(text: &str) -> PgnError {
    match pgn::parse_one(text) {
        Ok(mut g) => g.check().expect_err(text),
        Err(e) => e,
    }
}

/// The movetext of a written game: what follows the blank line after the tags, on one line.
fn movetext(g: &PgnGame) -> String {
    let text = pgn::write(g);
    let (_, moves) = text.split_once("\n\n").unwrap();
    moves.split_whitespace().collect::<Vec<_>>().join(" ")
}

/// Read, written, read again: the same game (the roster's tags written when missing).
fn round_trips(g: &PgnGame) {
    let text = pgn::write(g);
    let back = pgn::parse_one(&text).unwrap_or_else(|e| panic!("{e}\n{text}"));
    assert_eq!(back.root, g.root, "{text}");
    assert_eq!((&back.comments, &back.result), (&g.comments, &g.result));
    for (name, value) in &g.tags {
        assert_eq!(back.tag(name), Some(value.as_str()), "{text}");
    }
}

#[test]
fn escaped_quotes_and_backslashes_in_tag_values_read_and_write_back() {
    let g = one("[Event \"Open \\\"A\\\" section\"]\n[Site \"C:\\\\games\"]\n\n1. e4 *");
    assert_eq!(g.tag("Event"), Some("Open \"A\" section"));
    assert_eq!(g.tag("Site"), Some("C:\\games"));
    let text = pgn::write(&g);
    assert!(text.starts_with("[Event \"Open \\\"A\\\" section\"]\n[Site \"C:\\\\games\"]\n"));
    round_trips(&g);
}

#[test]
fn byte_order_mark_blank_lines_and_percent_escape_lines() {
    let g = one("\u{feff}[Event \"x\"]\n\n%ChessBase escape\n1. e4\n\n\n e5\n\n2. Nf3 *\n");
    assert_eq!(g.mainline_san(), ["e4", "e5", "Nf3"]);
    assert_eq!(g.tag("Event"), Some("x"));
    let bytes = b"\xef\xbb\xbf1. d4 *";
    assert_eq!(pgn::parse_bytes(bytes).unwrap()[0].mainline_san(), ["d4"]);
}

#[test]
fn castling_with_zeros_and_move_numbers_with_or_without_dots() {
    let g = one("1 e4 e5 2. Nf3 2... Nc6 3 Bc4 3...Nf6 4.0-0 Be7 5. d3 0-0 *");
    assert_eq!(
        g.mainline_san(),
        ["e4", "e5", "Nf3", "Nc6", "Bc4", "Nf6", "O-O", "Be7", "d3", "O-O"]
    );
    assert!(movetext(&g).starts_with("1. e4 e5 2. Nf3 Nc6 3. Bc4 Nf6 4. O-O Be7"));
}

#[test]
fn check_marks_missing_or_extra_are_read_and_written_as_they_should_be() {
    let g = one("1. e4+ e5 2. Bc4 Nc6 3. Qh5 Nf6 4. Qxf7 1-0");
    assert_eq!(
        g.mainline_san(),
        ["e4", "e5", "Bc4", "Nc6", "Qh5", "Nf6", "Qxf7#"]
    );
    assert_eq!(movetext(&g), "1. e4 e5 2. Bc4 Nc6 3. Qh5 Nf6 4. Qxf7# 1-0");
    // Without `check`, the moves stay as written.
    let raw = pgn::parse_one("1. e4+ e5 *").unwrap();
    assert_eq!(raw.mainline_san(), ["e4+", "e5"]);
}

#[test]
fn null_moves_in_variations_but_not_in_the_game_nor_in_check() {
    let g = one("1. e4 e5 2. Nf3 (2. -- Nc6 3. Nf3) (2. Z0 d5) Nc6 *");
    let e5 = g.root.mainline_ids().nth(1).unwrap();
    let sans: Vec<&str> = g.root.children(e5).map(|c| g.root[c].san()).collect();
    assert_eq!(sans, ["Nf3", "--", "--"]);
    let null = g.root.children(e5).nth(1).unwrap();
    assert_eq!(g.root[null].mv(), None);
    let after = g.position_at(null).unwrap();
    assert_eq!(
        after.fen(),
        "rnbqkbnr/pppp1ppp/8/4p3/4P3/8/PPPP1PPP/RNBQKBNR b KQkq - 1 2"
    );
    assert_eq!(
        movetext(&g),
        "1. e4 e5 2. Nf3 (2. -- Nc6 3. Nf3) (2. -- d5) 2... Nc6 *"
    );
    round_trips(&g);
    let e = err("1. e4 -- *");
    assert_eq!(e.kind, PgnErrorKind::InvalidMove);
    assert!(e.to_string().contains("null move"), "{e}");
    // UCI's `0000` is a null move too, not a move number that the next move would be blamed for.
    let e = err("1. e4 0000 2. d4 *");
    assert!(e.to_string().contains("1...0000 is a null move"), "{e}");
    let uci = one("1. e4 e5 2. Nf3 (2. 0000 Nc6) *");
    assert_eq!(movetext(&uci), "1. e4 e5 2. Nf3 (2. -- Nc6) *");
    let e = err("1. e4 f5 2. d4 (2. Qh5+ --) g6 *");
    assert_eq!(
        (e.kind, e.line, e.column),
        (PgnErrorKind::IllegalMove, 1, 25)
    );
    assert!(e.to_string().contains("null move in check"), "{e}");
}

#[test]
fn evaluation_glyphs_and_the_typographic_ellipsis_are_read_as_lichess_shows_them() {
    // Records copied from books, ChessBase text or a lichess study carry the symbols, not `$n`;
    // a word processor turns "..." into "…".
    let g = one(
        "1. e4 ⩲ 1… e5 ⩱ 2. Nf3 ± Nc6 ∓ 3. Bb5 +− a6 −+ 4. Ba4 ∞ Nf6 =∞ 5. O-O □ Be7 ⨀ \
         6. Re1 ↑↑ b5 ↑ 7. Bb3 → d6 ⇆ 8. c3 ⊕ O-O ∆ 9. h3 ⌓ Nb8 ∇ 10. d4 ⟳ Nbd7 Δ 11. c4 +- *",
    );
    let nags: Vec<&[u8]> = g.mainline().map(|n| n.nags()).collect();
    let expected = [
        14, 15, 16, 17, 18, 19, 13, 44, 7, 22, 32, 36, 40, 132, 138, 140, 142, 141, 32, 140, 18,
    ];
    assert_eq!(nags, expected.map(|n| [n]));
    // Written back in the standard's form, and read again the same.
    assert!(movetext(&g).starts_with("1. e4 $14 e5 $15 2. Nf3 $16 Nc6 $17"));
    round_trips(&g);
    // Glued to the move, as some sites print them; a hyphen "+-" stays the ASCII form.
    let g = one("1. e4⩲ e5∞ 2. Nf3!? ±  2… Nc6 *");
    let nags: Vec<&[u8]> = g.mainline().map(|n| n.nags()).collect();
    assert_eq!(nags, [&[14][..], &[13], &[5, 16], &[]]);
    // A NAG given twice, as a symbol and as a number, is one.
    let g = one("1. e4?? $4 ⩲ $14 $1 *");
    assert_eq!(g.mainline().next().unwrap().nags(), [4, 14, 1]);
    // Compensation as older books set it, counterplay's look-alike arrow, and the novelty mark,
    // which is no move (`N` alone) and is written back as `$146`.
    let g = one("1. e4 e5 2. Nf3 Nc6 3. Bc4 Bc5 4. b4 =/∞ Bxb4 ⇄ 5. c3 N Ba5 N! *");
    let nags: Vec<&[u8]> = g.mainline().skip(6).map(|n| n.nags()).collect();
    assert_eq!(nags, [&[44][..], &[132], &[146], &[146, 1]]);
    assert!(
        movetext(&g).contains("4. b4 $44 Bxb4 $132 5. c3 $146 Ba5 $146 $1"),
        "{}",
        movetext(&g)
    );
    round_trips(&g);
    // In a tag pair, `N` is a tag's name as any symbol is.
    let g = one("[N \"x\"]\n\n1. e4 N *");
    assert_eq!(g.tag("N"), Some("x"));
    assert_eq!(g.mainline().next().unwrap().nags(), [146]);
    // A symbol that is no NAG is still refused, naming it.
    let e = err("1. e4 ↗ *");
    assert!(e.to_string().contains("unexpected character '↗'"), "{e}");
}

#[test]
fn invisible_characters_of_pasted_records_are_skipped() {
    // Web pages and word processors leave zero-width spaces, word joiners and soft hyphens.
    let g = one("1. e4\u{200b} e5 2.\u{2060}Nf3 Nc6\u{ad} 3. Bc4 *");
    assert_eq!(g.mainline_san(), ["e4", "e5", "Nf3", "Nc6", "Bc4"]);
    // A typographic dash is refused, naming it, but in a result or a castling
    // (tests/pgn_records.rs).
    let e = err("1. e4 e5 2. Nf3 – Nc6 *");
    assert!(e.to_string().contains("unexpected character '–'"), "{e}");
}

#[test]
fn comments_across_lines_semicolons_and_a_missing_roster() {
    let g = one(
        "{Start\n  here} 1. e4 {a\nmulti line\ncomment} e5 ; to the end {of the line\n2. Nf3 *",
    );
    assert_eq!(g.comments, ["Start here"]);
    let ids: Vec<NodeId> = g.root.mainline_ids().collect();
    assert_eq!(g.root[ids[0]].comments_after(), ["a multi line comment"]);
    assert_eq!(g.root[ids[1]].comments_after(), ["to the end {of the line"]);
    assert!(g.tags.is_empty());
    let text = pgn::write(&g);
    // The roster is written with its unknown values.
    assert!(text.starts_with("[Event \"?\"]\n[Site \"?\"]\n[Date \"????.??.??\"]\n[Round \"?\"]\n[White \"?\"]\n[Black \"?\"]\n[Result \"*\"]\n\n"));
    assert_eq!(pgn::parse_one(&text).unwrap().root, g.root);
}

#[test]
fn missing_and_mismatched_result_tokens() {
    // No result token: the game ends at the next tag pair or the end of the input.
    let games = pgn::parse("[Event \"a\"]\n\n1. e4 e5\n\n[Event \"b\"]\n\n1. d4").unwrap();
    assert_eq!(games.len(), 2);
    assert_eq!(
        (games[0].result.as_deref(), games[1].result.as_deref()),
        (None, None)
    );
    assert!(pgn::write(&games[1]).ends_with("1. d4 *\n\n"));
    // A token that disagrees with the Result tag: both are kept as read, and written as the
    // token says (the_result_tag_is_written_as_the_termination_marker).
    let g = one("[Result \"1-0\"]\n\n1. e4 e5 0-1");
    assert_eq!(
        (g.tag("Result"), g.result.as_deref()),
        (Some("1-0"), Some("0-1"))
    );
    let back = one(&pgn::write(&g));
    assert_eq!(
        (back.tag("Result"), back.result.as_deref()),
        (Some("0-1"), Some("0-1"))
    );
    assert_eq!(back.root, g.root);
}

#[test]
fn errors_name_game_line_column_and_what_was_expected() {
    let text = "[Event \"a\"]\n\n1. e4 e5 *\n\n[Event \"b\"]\n\n1. e4 e5\n2. Nf3 Kf7?? 3. Bc4 *\n";
    let e = pgn::parse(text)
        .unwrap()
        .into_iter()
        .find_map(|g| g.replay().err())
        .unwrap();
    assert_eq!((e.game, e.line, e.column), (2, 8, 8));
    assert!(
        e.to_string()
            .starts_with("game 2, line 8, column 8: 2...Kf7 is not legal: "),
        "{e}"
    );
    let e = err("[Event \"x\" junk]\n\n1. e4 *");
    assert_eq!(
        (e.game, e.line, e.column, e.kind),
        (1, 1, 1, PgnErrorKind::Tag)
    );
    assert!(e.message.contains("expected ']', found 'junk'"), "{e}");
    let e = err("1. e4 (e5 *");
    assert_eq!((e.line, e.column), (1, 7));
    assert!(e.message.contains("not closed"), "{e}");
    // Columns count characters, not bytes.
    let e = err("{é} 1. e4 e5 2. Ke3 *");
    assert_eq!((e.line, e.column), (1, 17));
}

/// Columns in a text that is not all ASCII are counted token after token along a line (a
/// lichess game is one line of several KB); each must still be the count from the line's start,
/// on every line and in every game, whatever was counted before.
#[test]
fn columns_on_long_lines_with_letters_beyond_ascii() {
    // One game a line, as lichess writes them: comments with accented letters before each move.
    let mut moves = String::new();
    for (n, pair) in ["e4 e5", "Nf3 Nc6", "Bb5 a6", "Ba4 Nf6", "O-O Be7"]
        .iter()
        .enumerate()
    {
        let (w, b) = pair.split_once(' ').unwrap();
        moves.push_str(&format!(
            "{}. {w} {{ é [%clk 0:03:00] }} {b} {{ ü }} ",
            n + 1
        ));
    }
    for bad_game in 1..=3 {
        let mut text = String::from("[White \"Müller\"]\n\n");
        for game in 1..=3 {
            if game > 1 {
                text.push_str("\n\n[White \"Jürgen\"]\n\n");
            }
            text.push_str(&moves);
            if game == bad_game {
                text.push_str("6. Ke3 ");
            }
            text.push('*');
        }
        let e = pgn::parse(&text)
            .unwrap()
            .into_iter()
            .find_map(|g| g.replay().err())
            .unwrap();
        let line_of_error = text.lines().nth(e.line - 1).unwrap();
        let expected = line_of_error[..line_of_error.find("Ke3").unwrap()]
            .chars()
            .count()
            + 1;
        assert_eq!((e.game, e.column), (bad_game, expected), "{e}");
    }
}

#[test]
fn a_file_with_broken_games_reports_them_and_keeps_the_good_ones() {
    let good = "[Event \"ok\"]\n\n1. e4 e5 *\n\n";
    let text = format!(
        "{good}[Event \"bad\"]\n\n1. e4 e5 2. Nf3 Nc6)\n*\n\n{good}[Event \"bad2\" x]\n\n1. d4 *\n\n{good}"
    );
    let results: Vec<Result<PgnGame, PgnError>> = pgn::games_lenient(&text, &Limits::default())
        .unwrap()
        .collect();
    let shape: Vec<Result<usize, (usize, usize)>> = results
        .iter()
        .map(|r| match r {
            Ok(g) => Ok(g.number),
            Err(e) => Err((e.game, e.line)),
        })
        .collect();
    assert_eq!(shape, [Ok(1), Err((2, 7)), Ok(3), Err((4, 14)), Ok(5)]);
}

#[test]
fn clock_elapsed_time_and_evaluations_are_values_other_commands_text() {
    let g = one(concat!(
        "1. e4 {[%eval 0.17] [%clk 0:03:00]} e5 {[%eval #-3] [%emt 0:00:12.5]} ",
        "2. Nf3 {Good. [%csl Ga1,Rb2][%cal Ge2e4] [%unknown x y]} *"
    ));
    let ids: Vec<NodeId> = g.root.mainline_ids().collect();
    let (e4, e5, nf3) = (&g.root[ids[0]], &g.root[ids[1]], &g.root[ids[2]]);
    assert_eq!(
        (e4.clock(), e4.eval()),
        (Some(180.0), Some(Eval::Pawns(0.17)))
    );
    assert_eq!(Eval::Pawns(0.17).centipawns(), Some(17));
    assert_eq!((e5.emt(), e5.eval()), (Some(12.5), Some(Eval::Mate(-3))));
    assert_eq!(Eval::Mate(-3).centipawns(), None);
    let cmds: Vec<(&str, &str)> = pgn::commands(&nf3.comments_after()[0]).collect();
    assert_eq!(
        cmds,
        [("csl", "Ga1,Rb2"), ("cal", "Ge2e4"), ("unknown", "x y")]
    );
    assert_eq!(g.root.comment(ids[2]), "Good.");
    let text = pgn::write(&g);
    assert!(
        text.contains("{Good. [%csl Ga1,Rb2][%cal Ge2e4] [%unknown x y]}"),
        "{text}"
    );
    round_trips(&g);
}

#[test]
fn the_tree_is_edited_as_analysis_boards_do() {
    let mut g = one("1. e4 e5 (1... c5 2. Nf3) (1... e6) 2. Nf3 *");
    let t = &g.root;
    let e4 = t.main_child(MoveTree::ROOT).unwrap();
    let [e5, c5, e6]: [NodeId; 3] = t.children(e4).collect::<Vec<_>>().try_into().unwrap();
    // Variations at a node; promote one step, to first, to the main line; demote.
    assert!(g.root.promote(e6));
    assert_eq!(movetext(&g), "1. e4 e5 (1... e6) (1... c5 2. Nf3) 2. Nf3 *");
    assert!(!g.root.promote(e5) && g.root.demote(e5));
    assert_eq!(movetext(&g), "1. e4 e6 (1... e5 2. Nf3) (1... c5 2. Nf3) *");
    let nf3 = g.root.main_child(c5).unwrap();
    g.root.promote_to_main(nf3);
    assert_eq!(g.mainline_san(), ["e4", "c5", "Nf3"]);
    // Delete a variation: the moves after it go too, ids stay valid.
    assert_eq!(g.root.len(), 6);
    assert!(g.root.remove(e6));
    assert_eq!(g.root.len(), 5);
    assert!(!g.root.is_attached(e6) && g.root.is_attached(e5));
    assert!(g.position_at(e6).is_err());
    assert!(!g.root.remove(MoveTree::ROOT));
    assert_eq!(movetext(&g), "1. e4 c5 (1... e5 2. Nf3) 2. Nf3 *");
    // Comments, NAGs and commands.
    g.root.set_command(e4, "clk", Some("0:03:00"));
    g.root.set_comment(e4, "Best by test");
    g.root.set_command(e4, "eval", Some("0.3"));
    g.root.set_command(e4, "clk", Some("0:02:59"));
    g.root.set_nags(e4, &[1, 146]);
    g.root.set_comments_before(e5, vec!["Or".into()]);
    assert_eq!(g.root[e4].clock(), Some(179.0));
    assert_eq!(g.root.comment(e4), "Best by test");
    assert_eq!(
        movetext(&g),
        "1. e4 $1 $146 {[%clk 0:02:59] [%eval 0.3] Best by test} 1... c5 ({Or} 1... e5 2. Nf3) 2. Nf3 *"
    );
    g.root.set_command(e4, "clk", None);
    g.root.set_comment(e4, "");
    g.root.set_command(e4, "eval", None);
    assert!(g.root[e4].comments_after().is_empty());
    round_trips(&g);
}

#[test]
fn play_on_from_any_node_in_san_or_uci() {
    let mut g = one("1. e4 e5 2. Nf3 *");
    let e5 = g.root.mainline_ids().nth(1).unwrap();
    let nf3 = g.root.main_child(e5).unwrap();
    // The same move, in either notation, is the node already there.
    assert_eq!(g.play(e5, "Nf3").unwrap(), nf3);
    assert_eq!(g.play(e5, "g1f3").unwrap(), nf3);
    // Another one starts a variation, written in standard SAN.
    let bc4 = g.play(e5, "f1c4").unwrap();
    assert_eq!(g.root[bc4].san(), "Bc4");
    assert_eq!(g.play(bc4, "Nc6").map(|id| g.root.ply(id)), Ok(3));
    // A move after the last one continues the line.
    let nc6 = g.play(nf3, "b8c6").unwrap();
    assert_eq!(g.mainline_san(), ["e4", "e5", "Nf3", "Nc6"]);
    assert_eq!(movetext(&g), "1. e4 e5 2. Nf3 (2. Bc4 Nc6) 2... Nc6 *");
    // Legality from that node's position.
    let e = g.play(nc6, "Ke3").unwrap_err();
    assert_eq!(e.kind, PgnErrorKind::IllegalMove);
    assert!(e.to_string().starts_with("3.Ke3 is not legal"), "{e}");
    assert_eq!(
        g.play(nc6, "Zz9").unwrap_err().kind,
        PgnErrorKind::InvalidMove
    );
    // From the root, in a game from a FEN.
    let mut fen = one("[FEN \"4k3/8/8/8/8/8/4P3/4K3 w - - 0 1\"]\n[SetUp \"1\"]\n\n*");
    let first = fen.play(MoveTree::ROOT, "e4").unwrap();
    assert_eq!(
        fen.position_at(first).unwrap().fen(),
        "4k3/8/8/8/4P3/8/8/4K3 b - - 0 1"
    );
}

// --- random annotated trees survive write -> read -----------------------------------------

const COMMENT_CHARS: &[char] = &[
    'a', 'b', 'Z', ' ', ' ', '\n', ';', '[', ']', '(', ')', '{', '%', '"', '\\', '$', '!', '?',
    '1', '-', '.', '*', 'é', '\t',
];

fn random_comment(rng: &mut XorShift) -> String {
    let mut s: String = (0..rng.below(30))
        .map(|_| COMMENT_CHARS[rng.below(COMMENT_CHARS.len())])
        .collect();
    match rng.below(5) {
        0 => s.push_str(" [%clk 1:02:03]"),
        1 => s.insert_str(0, "[%eval -0.45] "),
        2 => s.push_str("[%csl Ga1,Rh8][%cal Ge2e4]"),
        _ => {}
    }
    s
}

/// What the reader makes of a comment: whitespace collapsed.
fn normalized(c: &str) -> String {
    c.split_whitespace().collect::<Vec<_>>().join(" ")
}

fn random_game(rng: &mut XorShift) -> PgnGame {
    let mut g = PgnGame::new();
    for (name, value) in pgn::SEVEN_TAG_ROSTER {
        g.set_tag(name, value);
    }
    g.set_tag("Event", "Cup \"A\" \\ B");
    g.set_tag("Annotator", "x [y] {z}");
    if rng.below(3) == 0 {
        g.comments.push(random_comment(rng));
    }
    let mut nodes = vec![MoveTree::ROOT];
    for _ in 0..rng.below(60) {
        // Mostly go on from the last move; sometimes branch from an earlier one.
        let at = if rng.below(4) == 0 {
            nodes[rng.below(nodes.len())]
        } else {
            *nodes.last().unwrap()
        };
        let pos: Position = g.position_at(at).unwrap();
        let legal = pos.legal_moves();
        if legal.is_empty() {
            continue;
        }
        let m = legal[rng.below(legal.len())];
        let id = g.play(at, &m.to_string()).unwrap();
        nodes.push(id);
        if rng.below(3) == 0 {
            g.root.push_comment_after(id, random_comment(rng));
        }
        if rng.below(4) == 0 {
            g.root.push_nag(id, rng.below(256) as u8);
        }
        // A comment before a move stands only at the start of a variation.
        if rng.below(4) == 0 && !g.root.is_main_child(id) {
            g.root.push_comment_before(id, random_comment(rng));
        }
    }
    g.result = Some(["1-0", "0-1", "1/2-1/2", "*"][rng.below(4)].to_owned());
    g.set_tag("Result", g.result.clone().unwrap());
    g
}

#[test]
fn random_annotated_trees_survive_write_then_read() {
    for seed in 0..400 {
        let mut rng = XorShift::new(seed);
        let g = random_game(&mut rng);
        let text = pgn::write(&g);
        for line in text.lines() {
            assert!(
                line.chars().count() <= 80 || !line.contains(' '),
                "{} {line:?}",
                line.chars().count()
            );
        }
        let back = pgn::parse_one(&text).unwrap_or_else(|e| panic!("seed {seed}: {e}\n{text}"));
        // The same tree, comments as the reader collapses their whitespace.
        let mut expected = g.clone();
        expected.comments = g.comments.iter().map(|c| normalized(c)).collect();
        for id in all_ids(&g) {
            let after: Vec<String> = g.root[id]
                .comments_after()
                .iter()
                .map(|c| normalized(c))
                .collect();
            let before: Vec<String> = g.root[id]
                .comments_before()
                .iter()
                .map(|c| normalized(c))
                .collect();
            expected.root.set_comments_after(id, after);
            expected.root.set_comments_before(id, before);
        }
        assert_eq!(back, expected, "seed {seed}\n{text}");
        assert_eq!(pgn::write(&back), text, "seed {seed}");
        // Options leave out what they say and nothing else.
        let bare = WriteOptions {
            variations: false,
            comments: false,
            commands: false,
            nags: false,
        };
        let main = pgn::parse_one(&pgn::write_with(&g, &bare)).unwrap();
        assert_eq!(main.mainline_san(), g.mainline_san(), "seed {seed}");
        assert_eq!(main.root.len(), g.plies());
    }
}

/// Every move of the tree.
fn all_ids(g: &PgnGame) -> Vec<NodeId> {
    let mut out = Vec::new();
    let mut stack: Vec<NodeId> = g.root.children(MoveTree::ROOT).collect();
    while let Some(id) = stack.pop() {
        out.push(id);
        stack.extend(g.root.children(id));
    }
    out
}

#[test]
fn every_game_of_the_test_files_round_trips_in_standard_san() {
    for text in [TWIC_LARGE, LICHESS_LARGE] {
        let mut games = pgn::parse(text).unwrap();
        for g in &mut games {
            g.check().unwrap();
            round_trips(g);
        }
        let again = pgn::parse(&pgn::write_all(&games)).unwrap();
        assert_eq!(again, games);
    }
}

#[test]
fn the_result_tag_is_written_as_the_termination_marker() {
    // PGN standard 8.2.6: the tag and the marker agree. The movetext's marker wins, as it
    // ends the game; a tag that is no result gives way to it.
    for (text, result) in [
        ("[Result \"1-0\"]\n\n1. e4 e5 0-1", "0-1"),
        ("[Result \"?\"]\n\n1. e4 e5 *", "*"),
        ("[Result \"*\"]\n\n1. e4 e5 1-0", "1-0"),
        ("[Result \"1/2-1/2\"]\n\n1. e4 e5", "1/2-1/2"),
    ] {
        let written = pgn::write(&one(text));
        assert!(
            written.contains(&format!("[Result \"{result}\"]\n")),
            "{written}"
        );
        assert!(written.ends_with(&format!(" {result}\n\n")), "{written}");
    }
    let mut g = one("1. e4 e5 *");
    g.set_tag("Result", "?");
    assert!(pgn::write(&g).contains("[Result \"*\"]\n"));
}

#[test]
fn a_start_position_is_written_as_the_moves_are_played_from_it() {
    // Stale castling rights, an en passant square no pawn passed and move number 0, mended
    // by the reader, are written mended, with `SetUp "1"` (added, or made "1").
    let fen = "4k3/8/8/8/8/8/8/4K3 w KQkq e6 0 0";
    for tags in [
        format!("[SetUp \"1\"]\n[FEN \"{fen}\"]"),
        format!("[FEN \"{fen}\"]"),
        format!("[SetUp \"0\"]\n[FEN \"{fen}\"]"),
    ] {
        let g = one(&format!("{tags}\n\n1. Kd2 *"));
        let written = pgn::write(&g);
        assert!(
            written.contains("[SetUp \"1\"]\n[FEN \"4k3/8/8/8/8/8/8/4K3 w - - 0 1\"]\n"),
            "{written}"
        );
        let back = one(&written);
        assert_eq!(back.root, g.root);
        assert!(Position::from_fen(back.tag("FEN").unwrap()).is_ok());
    }
}

#[test]
fn nags_set_twice_are_kept_once_as_the_reader_keeps_them() {
    let mut g = one("1. e4 e5 *");
    let e4 = g.root.mainline_ids().next().unwrap();
    g.root.set_nags(e4, &[1, 1, 14, 1]);
    assert_eq!(g.root[e4].nags(), [1, 14]);
    round_trips(&g);
}
