//! PGN: every game of the test files read, replayed, written and read back; a composed
//! Chess960 game with nested variations; clocks and evaluations; broken input of every kind
//! (each a typed error naming game and line), limits, and garbage that must not panic.

use chess_arbiter::pgn::{
    self, clock, eval, Eval, Limits, MoveTree, PgnError, PgnErrorKind, PgnGame, Variant,
};
use chess_arbiter::{chess960, san, Game, Move, Position, STARTING_FEN};

const TWIC: &str = include_str!("data/twic1599_100k.pgn");
const LICHESS: &str = include_str!("data/lichess_db_100k.pgn");
const TWIC_LARGE: &str = include_str!("data/twic1599_1000k.pgn");
const LICHESS_LARGE: &str = include_str!("data/lichess_db_1000k.pgn");

fn err(text: &str) -> PgnError {
    match pgn::parse(text) {
        Ok(games) => match games.into_iter().find_map(|mut g| g.check().err()) {
            Some(e) => e,
            None => panic!("no error in {text:?}"),
        },
        Err(e) => e,
    }
}

/// An error's text without its column (`game 1, line 2, column 3: x` as `game 1, line 2: x`):
/// the messages are checked here, the columns in `errors_name_the_column`.
fn without_column(e: &PgnError) -> String {
    let shown = e.to_string();
    if e.column == 0 {
        return shown;
    }
    shown.replacen(&format!(", column {}", e.column), "", 1)
}

fn assert_err(text: &str, kind: PgnErrorKind, starts: &str, contains: &str) -> PgnError {
    let e = err(text);
    let shown = without_column(&e);
    assert_eq!(e.kind, kind, "{shown}");
    assert!(
        shown.starts_with(starts),
        "{shown:?} should start with {starts:?}"
    );
    assert!(
        shown.contains(contains),
        "{shown:?} should contain {contains:?}"
    );
    e
}

/// Checks a game read from a file: replay, SAN as written, final position, and the write /
/// read round trip of the whole model.
fn check_game(g: &PgnGame) {
    let (pos, moves) = g
        .replay()
        .unwrap_or_else(|e| panic!("game {}: {e}", g.number));
    assert_eq!(moves.len(), g.plies(), "game {}", g.number);
    // The SAN as written is the SAN of the move played (these files write canonical SAN).
    let mut p = g.start_position().unwrap();
    for (node, &m) in g.mainline().zip(&moves) {
        assert_eq!(san::to_san(&p, m), node.san(), "game {}", g.number);
        p.play_unchecked(m);
    }
    assert_eq!(p, pos);
    assert_eq!(Position::from_fen(&pos.fen()).unwrap().fen(), pos.fen());
    assert_eq!(
        pos.fullmoves() as usize,
        1 + moves.len() / 2,
        "game {}",
        g.number
    );
    if let Some(last) = g.mainline().last() {
        assert_eq!(
            last.san().ends_with('#'),
            pos.is_checkmate(),
            "game {}",
            g.number
        );
    }
    // Writing and reading back gives the same game.
    let text = pgn::write(g);
    // Movetext wraps at 80 columns; a tag pair stays on its line whatever its length.
    assert!(
        text.lines()
            .filter(|l| !l.starts_with('['))
            .all(|l| l.chars().count() <= 80),
        "{text}"
    );
    let back = pgn::parse_one(&text).unwrap_or_else(|e| panic!("{e}\n{text}"));
    assert_eq!(&back, g, "game {}:\n{text}", g.number);
    assert_eq!(back.result, g.result);
    assert_eq!(back.tags, g.tags);
    assert_eq!(back.replay().unwrap().1, moves);
}

#[test]
fn every_game_of_the_test_files_imports_replays_and_round_trips() {
    for (text, expected) in [
        (TWIC, 110),
        (LICHESS, 47),
        (TWIC_LARGE, 1110),
        (LICHESS_LARGE, 438),
    ] {
        assert_eq!(text.matches("[Event ").count(), expected);
        let games = pgn::parse(text).unwrap();
        assert_eq!(games.len(), expected);
        for (i, g) in games.iter().enumerate() {
            assert_eq!(g.number, i + 1);
            assert_eq!(g.tag("Result"), g.result.as_deref());
            check_game(g);
        }
        // The whole file written and read back.
        let again = pgn::parse(&pgn::write_all(&games)).unwrap();
        assert_eq!(again, games);
    }
    let first = &pgn::parse(TWIC).unwrap()[0];
    assert_eq!(first.tag("White"), Some("Praggnanandhaa,R"));
    assert_eq!(first.plies(), 74);
    assert_eq!(first.mainline_san()[..3], ["d4", "Nf6", "c4"]);
    assert_eq!(first.result.as_deref(), Some("0-1"));
}

#[test]
fn every_game_of_the_test_files_plays_as_a_game_and_exports_back() {
    use chess_arbiter::Game;
    for text in [TWIC_LARGE, LICHESS_LARGE] {
        for record in pgn::parse(text).unwrap() {
            let game = Game::from_pgn_game(&record)
                .unwrap_or_else(|e| panic!("game {}: {e}", record.number));
            let (end, moves) = record.replay().unwrap();
            assert_eq!(game.position(), &end);
            assert_eq!(game.history(), moves.as_slice());
            let exported = game.pgn();
            let back = Game::from_pgn(&exported).unwrap_or_else(|e| panic!("{e}\n{exported}"));
            assert_eq!(back.history(), game.history());
            assert_eq!(
                back.tags().iter().find(|(n, _)| n == "White"),
                game.tags().iter().find(|(n, _)| n == "White")
            );
        }
    }
}

#[test]
fn clocks_and_evaluations_of_a_lichess_game() {
    let games = pgn::parse(LICHESS).unwrap();
    let g = games
        .iter()
        .find(|g| g.tag("White") == Some("GASPADAREK"))
        .unwrap();
    let first = g.mainline().next().unwrap();
    assert_eq!(first.san(), "d4");
    assert_eq!(first.comments_after(), ["[%eval 0.17] [%clk 0:05:00]"]);
    assert_eq!(first.clock(), Some(300.0));
    assert_eq!(first.eval(), Some(Eval::Pawns(0.17)));
    let clocks: Vec<f64> = g.mainline().filter_map(|n| n.clock()).collect();
    assert_eq!(clocks.len(), g.plies());
    assert_eq!(clocks[..4], [300.0, 300.0, 301.0, 301.0]);
    let evals: Vec<Eval> = g.mainline().filter_map(|n| n.eval()).collect();
    assert_eq!(evals[8], Eval::Pawns(-0.05));
    // Every move of the first lichess game has a clock and no evaluation.
    let g0 = &games[0];
    assert!(g0
        .mainline()
        .all(|n| n.clock().is_some() && n.eval().is_none()));
    assert_eq!(g0.mainline().last().unwrap().clock(), Some(52.0));
    // The free functions read single comments.
    assert_eq!(clock("[%clk 1:02:03.5]"), Some(3723.5));
    assert_eq!(eval("[%eval #-3]"), Some(Eval::Mate(-3)));
    assert_eq!(eval("[%eval #12] [%clk 0:00:01]"), Some(Eval::Mate(12)));
}

const COMPOSED: &str = "[Event \"Composed \\\"960\\\" test\"]
[Site \"C:\\\\games\"]
[Date \"2025.01.02\"]
[Round \"1\"]
[White \"White\"]
[Black \"Black\"]
[Result \"1-0\"]
[Variant \"Chess960\"]
[SetUp \"1\"]
[FEN \"qbbnrnkr/pppppppp/8/8/8/8/PPPPPPPP/QBBNRNKR w HEhe - 0 1\"]

{Start of the game} 1. e4 e5 2. Ng3! Ng6 (2... Nfe6 3. O-O!? (3. Nf5 {fine}
(3. Ne3) ) 3... O-O $14) 3. O-O O-O 4. Ne3 Ne6 5. Nef5 d6 $2 (5... Nef4 6. d4 (6.
Nxg7?? ; a bad idea
) 6... d5 $10 {[%eval #-3]}) 6. d4 exd4 7. Nxd4 Nxd4 { the end } 1-0
";

#[test]
fn composed_chess960_game_with_nested_variations_nags_and_comments() {
    let g = pgn::parse_one(COMPOSED).unwrap();
    assert_eq!(g.tag("Event"), Some("Composed \"960\" test"));
    assert_eq!(g.tag("Site"), Some("C:\\games"));
    assert_eq!(g.variant().unwrap(), Variant::Chess960);
    assert_eq!(g.comments, ["Start of the game"]);
    assert_eq!(
        g.mainline_san(),
        [
            "e4", "e5", "Ng3", "Ng6", "O-O", "O-O", "Ne3", "Ne6", "Nef5", "d6", "d4", "exd4",
            "Nxd4", "Nxd4"
        ]
    );
    assert_eq!(g.root.len(), 14 + 5 + 4);
    let t = &g.root;
    let ids: Vec<_> = t.mainline_ids().collect();
    // 2. Ng3! and its NAG.
    assert_eq!(t[ids[2]].nags(), [1]);
    // 2... Ng6 has one alternative, 2... Nfe6, with a nested variation at move 3.
    let alts: Vec<_> = t.variations(ids[2]).collect();
    assert_eq!(alts.len(), 1);
    let nfe6 = alts[0];
    assert_eq!(t[nfe6].san(), "Nfe6");
    let oo = t.main_child(nfe6).unwrap();
    assert_eq!((t[oo].san(), t[oo].nags()), ("O-O", &[5u8][..]));
    let inner: Vec<&str> = t.variations(nfe6).map(|id| t[id].san()).collect();
    assert_eq!(inner, ["Nf5", "Ne3"]);
    let nf5 = t.variations(nfe6).next().unwrap();
    assert_eq!(t[nf5].comments_after(), ["fine"]);
    assert_eq!(t[t.main_child(oo).unwrap()].nags(), [14]);
    // 5... d6 $2 with 5... Nef4, in which 6. Nxg7?? carries a ';' comment.
    assert_eq!(t[ids[9]].nags(), [2]);
    let nef4 = t.variations(ids[8]).next().unwrap();
    let nxg7 = t.variations(nef4).next().unwrap();
    assert_eq!(
        (t[nxg7].san(), t[nxg7].nags(), t[nxg7].comments_after()),
        ("Nxg7", &[4u8][..], &["a bad idea".to_string()][..])
    );
    let d5 = t.line_from(nef4).last().unwrap();
    assert_eq!(d5.eval(), Some(Eval::Mate(-3)));
    assert_eq!(t[ids[13]].comments_after(), ["the end"]);
    assert_eq!(t[ids[13]].line(), 15);
    assert_eq!(g.result.as_deref(), Some("1-0"));

    // Replay: castling king-side leaves the king on g1 and brings the rook to f1.
    let (pos, moves) = g.replay().unwrap();
    assert_eq!(moves.len(), 14);
    assert_eq!(
        pos.fen(),
        "qbb1rrk1/ppp2ppp/3p2n1/8/3nP3/6N1/PPP2PPP/QBB1RRK1 w - - 0 8"
    );
    assert!(moves[4].castling_side().is_some());

    // Written in export format and read back: the same model, line numbers aside.
    let text = pgn::write(&g);
    let back = pgn::parse_one(&text).unwrap();
    assert_eq!(back, g);
    assert_eq!(pgn::write(&back), text);
    let expected_movetext = "\
{Start of the game} 1. e4 e5 2. Ng3 $1 Ng6 (2... Nfe6 3. O-O $5 (3. Nf5 {fine})
(3. Ne3) 3... O-O $14) 3. O-O O-O 4. Ne3 Ne6 5. Nef5 d6 $2 (5... Nef4 6. d4 (6.
Nxg7 $4 {a bad idea}) 6... d5 $10 {[%eval #-3]}) 6. d4 exd4 7. Nxd4 Nxd4 {the
end} 1-0
";
    let movetext = text.split("\n\n").nth(1).unwrap();
    assert_eq!(format!("{movetext}\n"), expected_movetext);
    assert!(text.starts_with(
        "[Event \"Composed \\\"960\\\" test\"]\n[Site \"C:\\\\games\"]\n[Date \"2025.01.02\"]\n"
    ));
}

#[test]
fn reader_details_bom_crlf_escapes_numbers_and_missing_result() {
    let text = "\u{FEFF}% an escape line\r\n[Event \"a\"]\r\n[White \"x \\\\ y\"]\r\n\r\n1.e4 e5 2.Nf3; to the end\r\n2...Nc6 3. Bb5 a6 $6 4.Ba4\r\n\r\n[Event \"b\"]\r\n\r\n1. d4 d5 2. c4 *\r\n\r\n1. c4 e5";
    let games = pgn::parse(text).unwrap();
    assert_eq!(games.len(), 3);
    let g = &games[0];
    assert_eq!(
        g.tags,
        [
            ("Event".into(), "a".into()),
            ("White".into(), "x \\ y".into())
        ]
    );
    assert_eq!(
        g.mainline_san(),
        ["e4", "e5", "Nf3", "Nc6", "Bb5", "a6", "Ba4"]
    );
    assert_eq!(g.result, None);
    let ids: Vec<_> = g.root.mainline_ids().collect();
    assert_eq!(g.root[ids[2]].comments_after(), ["to the end"]);
    assert_eq!(g.root[ids[5]].nags(), [6]);
    assert_eq!(g.root[ids[6]].line(), 6);
    assert_eq!(games[1].result.as_deref(), Some("*"));
    assert_eq!((games[1].number, games[1].line), (2, 8));
    assert!(games[2].tags.is_empty());
    assert_eq!(games[2].result, None);
    assert_eq!(games[2].plies(), 2);
    for g in &games {
        g.replay().unwrap();
    }
    // A game from a FEN, with Black to move: numbers follow the FEN.
    let g = pgn::parse_one(
        "[SetUp \"1\"]\n[FEN \"4k3/8/8/8/8/8/4P3/4K3 b - - 0 30\"]\n\n30... Kd7 31. e4 {x} Ke6 *",
    )
    .unwrap();
    let (pos, _) = g.replay().unwrap();
    assert_eq!(pos.fen(), "8/8/4k3/8/4P3/8/8/4K3 w - - 1 32");
    assert!(pgn::write(&g).contains("\n30... Kd7 31. e4 {x} 31... Ke6 *\n"));
    // Empty input: no games.
    assert_eq!(pgn::parse("").unwrap().len(), 0);
    assert_eq!(pgn::parse(" \n\u{FEFF}\n").unwrap().len(), 0);
    assert_eq!(pgn::parse_one("").unwrap_err().kind, PgnErrorKind::NoGame);
    // Latin-1 bytes.
    let latin = b"[White \"Sch\xf6n\"]\n\n1. e4 *";
    assert_eq!(
        pgn::parse_bytes(latin).unwrap()[0].tag("White"),
        Some("Schön")
    );
}

#[test]
fn writer_uses_the_roster_move_numbers_and_80_columns() {
    let mut moves = Vec::new();
    let mut pos = Position::new();
    for s in "e4 e5 Nf3 Nc6 Bb5 a6 Ba4 Nf6 O-O Be7 Re1 b5 Bb3 d6 c3 O-O h3 Nb8 d4 Nbd7 c4 c6 cxb5 axb5 Nc3 Bb7 Bg5 b4 Nb1 h6 Bh4 c5 dxe5 Nxe4 Bxe7 Qxe7 exd6 Qf6 Nbd2 Nxd6 Nc4 Nxc4 Bxc4 Nb6 Ne5 Rae8 Bxf7+ Rxf7 Nxf7 Rxe1+ Qxe1 Kxf7 Qe3 Qg5 Qxg5 hxg5 b3 Ke6 a3 Kd6 axb4 cxb4 Ra5 Nd5 f3 Bc8 Kf2 Bf5 Ra7 g6 Ra6+ Kc5 Ke1 Nf4 g3 Nxh3 Kd2 Kb5 Rd6 Kc5 Ra6 Nf2 g4 Bd3 Re6".split(' ') {
        let m = san::parse_move(&pos, s).unwrap();
        moves.push(m);
        pos.play_unchecked(m);
    }
    let g = PgnGame::from_moves(
        &Position::new(),
        &moves,
        vec![
            ("ECO".into(), "C95".into()),
            ("White".into(), "Byrne".into()),
        ],
        Some("1/2-1/2"),
    )
    .unwrap();
    let text = pgn::write(&g);
    assert!(text.starts_with("[Event \"?\"]\n[Site \"?\"]\n[Date \"????.??.??\"]\n[Round \"?\"]\n[White \"Byrne\"]\n[Black \"?\"]\n[Result \"1/2-1/2\"]\n[ECO \"C95\"]\n\n1. e4 e5 2. Nf3 Nc6 3. Bb5 a6 4. Ba4 Nf6 5. O-O Be7 6. Re1 b5 7. Bb3 d6 8. c3\nO-O 9. h3 Nb8"), "{text}");
    assert!(text.ends_with(" 1/2-1/2\n\n"));
    assert!(text.lines().all(|l| l.len() <= 80));
    assert!(text.lines().any(|l| l.len() >= 75));
    let back = pgn::parse_one(&text).unwrap();
    assert_eq!(back.replay().unwrap().1, moves);
    assert_eq!(back.tag("FEN"), None);

    // From a Chess960 start: Variant, SetUp and FEN are added, castling is O-O.
    let start = chess960::position(100).unwrap();
    let mut moves = Vec::new();
    let mut pos = start.clone();
    for s in ["e4", "e5", "Ng3", "Ng6", "O-O", "O-O"] {
        let m = san::parse_move(&pos, s).unwrap();
        moves.push(m);
        pos.play_unchecked(m);
    }
    let g = PgnGame::from_moves(&start, &moves, Vec::new(), None).unwrap();
    assert_eq!(g.tag("Variant"), Some("Chess960"));
    assert_eq!(g.tag("FEN"), Some(start.fen().as_str()));
    let back = pgn::parse_one(&pgn::write(&g)).unwrap();
    assert_eq!(
        back.mainline_san(),
        ["e4", "e5", "Ng3", "Ng6", "O-O", "O-O"]
    );
    assert_eq!(back.replay().unwrap(), (pos.clone(), moves.clone()));
    assert_eq!(back.result.as_deref(), Some("*"));
    // A move that is not legal, or a bad result, is refused.
    let e = PgnGame::from_moves(&pos, &moves[..1], Vec::new(), None).unwrap_err();
    assert_eq!(e.kind, PgnErrorKind::IllegalMove);
    assert!(
        e.to_string().contains("move 1 (4.e2e4) is not legal"),
        "{e}"
    );
    let e = PgnGame::from_moves(&pos, &[], Vec::new(), Some("2-0")).unwrap_err();
    assert!(e.to_string().contains("'2-0'"), "{e}");
    // A tree built in code writes `N...` after a comment and before a variation.
    let mut g = PgnGame::new();
    let e4 = g.root.add_move(MoveTree::ROOT, "e4", 0);
    g.root.push_comment_after(e4, "best by test");
    let e5 = g.root.add_move(e4, "e5", 0);
    g.root.add_move(e5, "Nf3", 0);
    let c5 = g.root.add_move(e4, "c5", 0);
    g.root.push_comment_before(c5, "or");
    g.result = Some("*".into());
    let text = pgn::write(&g);
    assert!(
        text.ends_with("\n1. e4 {best by test} 1... e5 ({or} 1... c5) 2. Nf3 *\n\n"),
        "{text}"
    );
    assert_eq!(pgn::parse_one(&text).unwrap().root, g.root);
}

const GOOD: &str = "[Event \"ok\"]\n\n1. e4 e5 *\n\n";

#[test]
fn broken_tags_are_typed_errors_with_game_and_line() {
    let tag = PgnErrorKind::Tag;
    assert_err(
        "[Event \"Some",
        tag,
        "game 1, line 1: ",
        "\"Some is not closed",
    );
    assert_err(
        &format!("{GOOD}{GOOD}[Event \"x\"\n[Site \"y\"]\n\n1. e4 *"),
        tag,
        "game 3, line 9: ",
        "tag [Event ...] is not closed: expected ']', found '['",
    );
    let e = assert_err(
        "[123 \"x\"]\n1. e4 *",
        tag,
        "game 1, line 1: ",
        "tag name '123' must start with a letter",
    );
    assert_eq!(e.token, "123");
    assert_err(
        "[Event]",
        tag,
        "game 1, line 1: ",
        "tag [Event] has no value",
    );
    assert_err(
        "[Event \"x\"",
        tag,
        "game 1, line 1: ",
        "the input ends before ']'",
    );
    assert_err(
        "[\"x\"]",
        tag,
        "game 1, line 1: ",
        "'[' must be followed by a tag name",
    );
    assert_err(
        "[Ev-ent \"x\"]",
        tag,
        "game 1, line 1: ",
        "only letters, digits and '_'",
    );
    // Quotes left unescaped are read to the last one before the `]` ending the line (see
    // tests/pgn_records.rs); a tag pair not closed on its line is still refused.
    assert_err(
        "[Event \"x\" \"y\"\n",
        tag,
        "game 1, line 1: ",
        "found '\"y\"'",
    );
    assert_err(
        "[",
        tag,
        "game 1, line 1: ",
        "the input ends inside a tag pair",
    );
}

#[test]
fn illegal_ambiguous_and_unknown_moves_name_the_move_and_its_number() {
    let illegal = PgnErrorKind::IllegalMove;
    let e = assert_err(
        &format!("{GOOD}[Event \"x\"]\n\n1. e4 e5 2. Nf3 Nc6 3. Bb5 a6\n4. Ba4 Nf6 5. O-O Be7 6. Re1 b5 7. Bb3 d6 8. c3 O-O 9. h3 Nb8 10. d4 Nbd7\n11. Nbd2 Bb7 12. Bc2 Re8 13. Nf1 Bf8 14. Ng3 Nf6 *"),
        illegal,
        "game 2, line 9: 14...Nf6 is not legal: ",
        "the knight on d7 cannot take its own piece on f6",
    );
    assert_eq!((e.game, e.line, e.token.as_str()), (2, 9, "Nf6"));
    assert_err(
        "1. e4 e5 2. Ke3 *",
        illegal,
        "game 1, line 1: 2.Ke3 is not legal: ",
        "king",
    );
    assert_err(
        "1. e4 e5 2. O-O *",
        illegal,
        "game 1, line 1: 2.O-O is not legal",
        "squares between king and rook",
    );
    // In a variation, from the variation's position (2... Nf6 is legal in the main line).
    let slip = "1. e4 e5 2. Nf3 (2. Bc4\nNf6 3. Nf6) Nf6 *";
    assert_err(slip, illegal, "game 1, line 2: 3.Nf6 is not legal", "");
    // The tree is refused (`check`), but readers of the main line read the game: a slip in a
    // side line, or a side line hung on the wrong move, is not the game's.
    for text in [
        slip,
        "1. e4 e5 (2. Nf3) *",
        "1. e4 e5 (1... e6 2. Ke3) 2. Nf3 *",
    ] {
        let g = pgn::parse_one(text).unwrap();
        assert!(g.clone().check().is_err(), "{text}");
        let (_, moves) = g.replay().unwrap();
        assert_eq!(moves.len(), g.plies(), "{text}");
        assert_eq!(
            Game::from_pgn(text).unwrap().history().len(),
            g.plies(),
            "{text}"
        );
    }
    assert_err(
        "[FEN \"4k3/8/8/8/8/8/4K3/R6R w - - 0 1\"]\n\n1. Rd1 *",
        PgnErrorKind::AmbiguousMove,
        "game 1, line 3: 1.Rd1 is ambiguous: ",
        "more than one move",
    );
    assert_err(
        "1. e4 Zz9 *",
        PgnErrorKind::InvalidMove,
        "game 1, line 1: 1...Zz9 is not a move in SAN",
        "",
    );
    assert_err(
        "1. e4 -- *",
        PgnErrorKind::InvalidMove,
        "game 1, line 1: 1...-- is a null move",
        "",
    );
    // Bad start positions.
    assert_err(
        "[FEN \"8/8/8/8/8/8/8/8 w - - 0 1\"]\n\n*",
        PgnErrorKind::InvalidStart,
        "game 1, line 1: FEN tag",
        "gives no start position",
    );
    assert_err(
        "[Variant \"Atomic\"]\n\n*",
        PgnErrorKind::UnsupportedVariant,
        "game 1, line 1: ",
        "variant 'Atomic' is not supported",
    );
    // The earliest error in the text is reported, main line or variation.
    let e = err("1. e4 (1. e3 e5 2. Kf4) 1... e5 2. Qh4 *");
    assert_eq!(
        (e.line, e.message.as_str()),
        (1, "2.Kf4 is not legal: no king of white can move to f4")
    );
}

#[test]
fn unbalanced_braces_and_parentheses() {
    let syntax = PgnErrorKind::Syntax;
    assert_err(
        &format!("{GOOD}{GOOD}[Event \"x\"]\n\n1. e4 e5\n2. Nf3 Nc6)\n*"),
        syntax,
        "game 3, line 12: unbalanced ')'",
        "",
    );
    assert_eq!(
        err("1. e4 e5 2. Nf3 Nc6) *").to_string(),
        "game 1, line 1, column 20: unbalanced ')'"
    );
    assert_err(
        "1. e4 (1. d4 (1. c4) e5 *",
        syntax,
        "game 1, line 1: unbalanced '('",
        "before the result '*'",
    );
    assert_err(
        "1. e4 (1. d4\n\n",
        syntax,
        "game 1, line 1: unbalanced '('",
        "the end of the input",
    );
    assert_err(
        "1. e4 (1. d4\n\n[Event \"x\"]",
        syntax,
        "game 1, line 1: unbalanced '('",
        "next tag pair",
    );
    assert_err(
        "1. e4 e5\n{ never\nclosed 2. Nf3 *",
        syntax,
        "game 1, line 2: unbalanced '{'",
        "",
    );
    assert_err("1. e4 } e5 *", syntax, "game 1, line 1: unbalanced '}'", "");
    assert_err(
        "(1. e4) *",
        syntax,
        "game 1, line 1: a variation '(' must follow",
        "",
    );
    assert_err("1. e4 ] *", syntax, "game 1, line 1: unbalanced ']'", "");
    assert_err(
        "1. e4 \"x\" *",
        syntax,
        "game 1, line 1: unexpected string",
        "",
    );
    assert_err("1. e4 $ *", syntax, "game 1, line 1: '$' is not a NAG", "");
    assert_err(
        "1. e4 $256 *",
        syntax,
        "game 1, line 1: NAG $256 is out of range",
        "",
    );
    assert_err(
        "1. e4 +++ *",
        syntax,
        "game 1, line 1: unknown annotation '+++'",
        "",
    );
    assert_err(
        "1. e4 <x> *",
        syntax,
        "game 1, line 1: unexpected character '<'",
        "",
    );
    assert_err(
        "1. e4 e5 (1... c5 1-0) *",
        syntax,
        "game 1, line 1: unbalanced '('",
        "before the result '1-0'",
    );
}

#[test]
fn limits_on_depth_comments_tokens_and_input_size() {
    // 64 nested variations are fine (and replay, write and read back); 65 are not.
    let nested = |depth: usize| {
        let mut s = String::from("1. e4 ");
        for _ in 0..depth {
            s.push_str("(1. e4 ");
        }
        s.push_str(&")".repeat(depth));
        s.push_str(" *");
        s
    };
    let g = pgn::parse_one(&nested(64)).unwrap();
    assert_eq!(g.root.len(), 65);
    g.replay().unwrap();
    assert_eq!(pgn::parse_one(&pgn::write(&g)).unwrap().root, g.root);
    assert_err(
        &nested(65),
        PgnErrorKind::TooDeep,
        "game 1, line 1: ",
        "deeper than the 64 levels",
    );
    // Much deeper nesting is refused just as quickly.
    assert_err(
        &nested(100_000),
        PgnErrorKind::TooDeep,
        "game 1, line 1: ",
        "64",
    );

    let long_comment = format!("1. e4 {{{}}} *", "x".repeat(70_000));
    assert_err(
        &long_comment,
        PgnErrorKind::TooLong,
        "game 1, line 1: ",
        "comment is longer than the 65536 bytes",
    );
    let ok_comment = format!("1. e4 {{{}}} *", "x ".repeat(30_000));
    assert!(pgn::parse(&ok_comment).is_ok());
    let long_line_comment = format!("1. e4 ;{}\n*", "x".repeat(70_000));
    assert_err(
        &long_line_comment,
        PgnErrorKind::TooLong,
        "game 1, line 1: ",
        "comment",
    );
    let long_value = format!("[Event \"{}\"]", "x".repeat(70_000));
    assert_err(
        &long_value,
        PgnErrorKind::TooLong,
        "game 1, line 1: ",
        "string is longer",
    );
    let long_move = format!("1. e{} *", "4".repeat(300));
    assert_err(
        &long_move,
        PgnErrorKind::TooLong,
        "game 1, line 1: ",
        "more than the 255 allowed",
    );

    let big = " ".repeat((16 << 20) + 1);
    let e = pgn::parse(&big).unwrap_err();
    assert_eq!(e.kind, PgnErrorKind::InputTooLarge);
    assert_eq!(
        e.to_string(),
        "the input is 16777217 bytes, more than the 16777216 bytes allowed"
    );
    assert_eq!(
        pgn::parse_bytes(big.as_bytes()).unwrap_err().kind,
        PgnErrorKind::InputTooLarge
    );
    let small = Limits {
        max_input_bytes: 10,
        ..Limits::default()
    };
    assert_eq!(
        pgn::parse_with("1. e4 e5 2. Nf3 *", &small)
            .unwrap_err()
            .kind,
        PgnErrorKind::InputTooLarge
    );
    let few = Limits {
        max_games: 2,
        ..Limits::default()
    };
    assert_eq!(pgn::parse_with(&GOOD.repeat(2), &few).unwrap().len(), 2);
    let e = pgn::parse_with(&GOOD.repeat(3), &few).unwrap_err();
    assert_eq!(e.kind, PgnErrorKind::TooManyGames);
    assert_eq!(
        e.to_string(),
        "game 3, line 9, column 1: the input holds more than the 2 games allowed"
    );
    let shallow = Limits {
        max_depth: 1,
        ..Limits::default()
    };
    assert!(pgn::parse_with(&nested(1), &shallow).is_ok());
    assert_eq!(
        pgn::parse_with(&nested(2), &shallow).unwrap_err().kind,
        PgnErrorKind::TooDeep
    );
}

#[test]
fn lenient_reading_skips_broken_games() {
    let text = format!("{GOOD}[Event \"bad\"]\n\n1. e4 ) *\n\n{GOOD}[Event \"x\"\n\n{GOOD}");
    let results: Vec<_> = pgn::games_lenient(&text, &Limits::default())
        .unwrap()
        .collect();
    assert_eq!(results.len(), 5);
    assert!(results[0].is_ok() && results[2].is_ok() && results[4].is_ok());
    assert_eq!(results[2].as_ref().unwrap().number, 3);
    assert_eq!(results[4].as_ref().unwrap().number, 5);
    let e = results[1].as_ref().unwrap_err();
    assert_eq!(e.to_string(), "game 2, line 7, column 7: unbalanced ')'");
    assert_eq!(results[3].as_ref().unwrap_err().game, 4);
    // An error in the first tag of a game skips that game only.
    let text = format!("{GOOD}[123 \"x\"]\n\n1. e4 *\n\n{GOOD}");
    let results: Vec<_> = pgn::games_lenient(&text, &Limits::default())
        .unwrap()
        .collect();
    assert_eq!(results.len(), 3);
    assert_eq!(
        results[1].as_ref().unwrap_err().to_string(),
        "game 2, line 5, column 1: tag name '123' must start with a letter"
    );
    assert_eq!(results[2].as_ref().unwrap().number, 3);
    // A tag pair broken on a line of its own after a blank line: that line was taken for the
    // next game's start, read again, and the same error reported for two games.
    let text = format!("[Event \"a\"]\n[Result \"1-0\"]\n\n[1. e4 e5 1-0\n\n{GOOD}");
    let results: Vec<_> = pgn::games_lenient(&text, &Limits::default())
        .unwrap()
        .collect();
    assert_eq!(results.len(), 2, "{results:?}");
    assert_eq!(
        results[0].as_ref().unwrap_err().to_string(),
        "game 1, line 4, column 1: tag name '1' must start with a letter"
    );
    assert_eq!(results[1].as_ref().unwrap().tag("Event"), Some("ok"));
    // A comment never closed swallows the rest; the games after it are found again.
    let text = format!("{GOOD}[Event \"x\"]\n\n1. e4 {{ open\n\n{GOOD}{GOOD}");
    let results: Vec<_> = pgn::games_lenient(&text, &Limits::default())
        .unwrap()
        .collect();
    assert_eq!(results.len(), 4);
    assert_eq!(
        results[1].as_ref().unwrap_err().to_string(),
        "game 2, line 7, column 7: unbalanced '{': the comment opened here is never closed"
    );
    assert!(results[2].is_ok() && results[3].is_ok());
    // The strict iterator stops at the first error.
    let strict: Vec<_> = pgn::games(&text, &Limits::default()).unwrap().collect();
    assert_eq!(strict.len(), 2);
}

#[path = "common/xorshift.rs"]
mod xorshift;
use xorshift::XorShift;

/// Every error says which game and where, and shows no raw control characters.
fn check_error_shape(e: &PgnError) {
    let shown = e.to_string();
    assert!(e.game >= 1 && e.line >= 1 && e.column >= 1, "{shown}");
    assert!(
        shown.starts_with(&format!(
            "game {}, line {}, column {}: ",
            e.game, e.line, e.column
        )),
        "{shown}"
    );
    assert!(!e.token.chars().any(char::is_control), "{shown}");
    assert!(e.token.chars().count() <= 33, "{shown}");
}

#[test]
fn a_megabyte_of_random_garbage_gives_errors_not_panics() {
    let mut rng = XorShift(0x9E37_79B9_7F4A_7C15);
    // Random bytes, read as bytes (Latin-1) and as lossy UTF-8.
    let bytes: Vec<u8> = (0..1 << 20).map(|_| rng.next() as u8).collect();
    let e = pgn::parse_bytes(&bytes).unwrap_err();
    check_error_shape(&e);
    let text = String::from_utf8_lossy(&bytes);
    check_error_shape(&pgn::parse(&text).unwrap_err());
    // The lenient reader goes through all of it.
    let n = pgn::games_lenient(&text, &Limits::default())
        .unwrap()
        .count();
    assert!(n >= 1);
    // Printable ASCII garbage, one line per 64 characters.
    let ascii: String = (0..1 << 20)
        .map(|i| {
            if i % 64 == 63 {
                '\n'
            } else {
                (b' ' + rng.below(95) as u8) as char
            }
        })
        .collect();
    check_error_shape(&pgn::parse(&ascii).unwrap_err());
    for r in pgn::games_lenient(&ascii, &Limits::default()).unwrap() {
        match r {
            Ok(g) => {
                let _ = g.replay();
                let _ = pgn::parse(&pgn::write(&g));
            }
            Err(e) => check_error_shape(&e),
        }
    }
}

#[test]
fn random_pgn_token_soup_never_panics_and_round_trips() {
    // Mostly well-formed pieces (so that many texts parse), sometimes broken ones.
    const GOOD_TOKENS: &[&str] = &[
        "1.",
        "2...",
        "e4",
        "e5",
        "Nf3",
        "Nc6",
        "d4",
        "exd4",
        "O-O",
        "Bb5",
        "a6",
        "Ke2",
        "Qh5+",
        "(",
        ")",
        "{a comment}",
        "{ two\nlines }",
        "; rest\n",
        "$1",
        "$14",
        "!?",
        "??",
        "+-",
        "\n",
        "\n\n",
        "%e\n",
        "--",
        "e8=Q",
        "\r\n",
        "\u{FEFF}",
        "{}",
        "{ % x }",
    ];
    const BAD_TOKENS: &[&str] = &[
        "*",
        "1-0",
        "1/2-1/2",
        "0-1",
        "[Event \"x\"]",
        "[Site \"a \\\" b\"]",
        "{",
        "}",
        "[",
        "]",
        "\"",
        "$",
        "é",
        "(",
        ")",
        "()",
    ];
    let mut rng = XorShift(42);
    let (mut ok, mut failed) = (0, 0);
    for _ in 0..3000 {
        let len = 1 + rng.below(60);
        let mut text = String::new();
        for _ in 0..len {
            let t = if rng.below(40) == 0 {
                BAD_TOKENS[rng.below(BAD_TOKENS.len())]
            } else {
                GOOD_TOKENS[rng.below(GOOD_TOKENS.len())]
            };
            text.push_str(t);
            text.push(' ');
        }
        match pgn::parse(&text) {
            Ok(games) => {
                ok += 1;
                for g in &games {
                    let _ = g.replay();
                    let written = pgn::write(g);
                    let back = pgn::parse_one(&written)
                        .unwrap_or_else(|e| panic!("{e}\n{text:?}\n{written}"));
                    assert_eq!(back.root, g.root, "{text:?}\n{written}");
                    assert_eq!(back.comments, g.comments, "{text:?}\n{written}");
                    assert!(written
                        .lines()
                        .all(|l| l.chars().count() <= 80 || !l.contains(' ')));
                }
            }
            Err(e) => {
                failed += 1;
                check_error_shape(&e);
            }
        }
    }
    assert!(ok > 100 && failed > 100, "{ok} {failed}");
}

#[test]
fn replay_matches_moves_played_on_the_board() {
    // A game whose moves come from the board, written and read back, replays to them.
    let mut rng = XorShift(7);
    let mut pos = Position::new();
    let mut moves: Vec<Move> = Vec::new();
    for _ in 0..200 {
        let legal = pos.legal_moves();
        if legal.is_empty() {
            break;
        }
        let m = legal[rng.below(legal.len())];
        moves.push(m);
        pos.play_unchecked(m);
    }
    let g = PgnGame::from_moves(&Position::new(), &moves, Vec::new(), None).unwrap();
    let back = pgn::parse_one(&pgn::write(&g)).unwrap();
    assert_eq!(back.replay().unwrap(), (pos, moves));
}

#[test]
fn a_draw_written_with_one_half_signs_is_read() {
    // Printed scoresheets and some sites write the draw as "½-½".
    let games = pgn::parse("1. e4 e5 ½-½\n\n[White \"x\"]\n\n1. d4 d5 ½-½").unwrap();
    assert_eq!(games.len(), 2);
    for g in &games {
        assert_eq!(g.result.as_deref(), Some("1/2-1/2"));
        assert_eq!(g.plies(), 2);
        assert!(pgn::write(g).contains("\n1. ") && pgn::write(g).contains(" 1/2-1/2\n"));
    }
    let game = Game::from_pgn("1. e4 e5 ½-½").unwrap();
    assert_eq!(game.recorded_result(), Some("1/2-1/2"));
    assert!(game.pgn().contains("[Result \"1/2-1/2\"]"));
    // One half alone is no result.
    let e = err("1. e4 ½ *");
    assert!(e.message.contains("unexpected character '½'"), "{e}");
}

#[test]
fn move_numbers_past_the_largest_a_fen_gives_are_written_exactly() {
    let g = pgn::parse_one(
        "[SetUp \"1\"]\n[FEN \"4k3/8/8/8/8/8/4P3/4K3 b - - 0 4294967295\"]\n\n\
         4294967295... Kd7 $123 4294967296. e4 $3 Ke6 4294967297. e5 *",
    )
    .unwrap();
    assert!(
        pgn::write(&g)
            .contains("\n4294967295... Kd7 $123 4294967296. e4 $3 Ke6 4294967297. e5 *\n"),
        "{}",
        pgn::write(&g)
    );
    for (full, numbers) in [(1, "1. e4 Kd7 2. e5"), (9, "9. e4 Kd7 10. e5")] {
        let text =
            format!("[SetUp \"1\"]\n[FEN \"4k3/8/8/8/8/8/4P3/4K3 w - - 0 {full}\"]\n\n{numbers} *");
        let g = pgn::parse_one(&text).unwrap();
        assert!(pgn::write(&g).contains(&format!("\n{numbers} *\n")));
    }
}

#[test]
fn a_control_character_is_named_by_its_code_point() {
    for (c, code) in [
        ('\u{1}', "U+0001"),
        ('\u{1b}', "U+001B"),
        ('\u{7f}', "U+007F"),
    ] {
        let e = err(&format!("1. e4 {c} *"));
        assert_eq!(e.kind, PgnErrorKind::Syntax);
        assert!(
            e.message
                .ends_with(&format!("unexpected control character {code}")),
            "{e}"
        );
    }
}

#[test]
fn a_chess960_game_from_the_standard_start_may_leave_out_its_fen() {
    // Start position 518 is the standard set-up: a record may leave it out, as for chess.
    let text = "[Variant \"Chess960\"]\n\n1. e4 e5 2. Nf3 Nc6 3. Bc4 Bc5 4. O-O *";
    let g = pgn::parse_one(text).unwrap();
    assert_eq!(
        g.start_position().unwrap(),
        chess960::position(518).unwrap()
    );
    assert!(g.is_chess960().unwrap());
    let game = Game::from_pgn(text).unwrap();
    assert!(game.is_chess960());
    let castle = *game.history().last().unwrap();
    assert_eq!(chess_arbiter::uci::to_uci(castle, true), "e1h1");
    assert!(game.pgn().contains("[Variant \"Chess960\"]") && game.pgn().contains("4. O-O *"));
}

#[test]
fn castling_rights_only_chess960_can_have_make_a_game_chess960_without_a_variant_tag() {
    // The king on b1 castles with the rook on a1: in standard UCI "b1c1" would be that and
    // the king's own move to c1 at once.
    let text = "[SetUp \"1\"]\n[FEN \"rk6/8/8/8/8/8/8/RK6 w Qq - 0 1\"]\n\n1. O-O-O *";
    assert!(pgn::parse_one(text).unwrap().is_chess960().unwrap());
    let game = Game::from_pgn(text).unwrap();
    assert_eq!(chess_arbiter::uci::to_uci(game.history()[0], true), "b1a1");
    // Standard castling rights, or none: standard chess.
    for fen in [
        "r3k2r/8/8/8/8/8/8/R3K2R w KQkq - 0 1",
        "rk6/8/8/8/8/8/8/RK6 w - - 0 1",
    ] {
        let g = pgn::parse_one(&format!("[SetUp \"1\"]\n[FEN \"{fen}\"]\n\n*")).unwrap();
        assert!(!g.is_chess960().unwrap(), "{fen}");
    }
}

#[test]
fn a_result_given_by_the_tag_alone_is_the_termination_marker() {
    let g = pgn::parse_one("[Result \"1-0\"]\n\n1. e4 e5").unwrap();
    assert_eq!((g.result.as_deref(), g.termination_marker()), (None, "1-0"));
    let back = pgn::parse_one(&pgn::write(&g)).unwrap();
    assert_eq!(back.termination_marker(), "1-0");
    // The movetext's marker first; a tag that is no result gives way.
    let g = pgn::parse_one("[Result \"1-0\"]\n\n1. e4 e5 0-1").unwrap();
    assert_eq!(g.termination_marker(), "0-1");
    let g = pgn::parse_one("[Result \"?\"]\n\n1. e4 e5").unwrap();
    assert_eq!(g.termination_marker(), "*");
}

#[test]
fn a_fen_tag_with_what_records_get_wrong_is_mended_and_the_rest_refused() {
    let start = |tags: &str| {
        pgn::parse_one(&format!("{tags}\n\n*"))
            .unwrap()
            .start_position()
            .map(|p| p.fen())
    };
    // Castling rights an edited position no longer has (lichess's editor and others write
    // `KQkq`), an en passant square no pawn passed, a move number 0: mended.
    let cases = [
        (
            "4k3/8/8/8/8/8/8/4K2R w KQkq - 0 1",
            "4k3/8/8/8/8/8/8/4K2R w K - 0 1",
        ),
        (
            "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq e3 0 1",
            STARTING_FEN,
        ),
        (
            "4k3/8/8/8/8/8/8/4K3 w - - 5 0",
            "4k3/8/8/8/8/8/8/4K3 w - - 5 1",
        ),
    ];
    for (fen, mended) in cases {
        let tags = format!("[SetUp \"1\"]\n[FEN \"{fen}\"]");
        assert_eq!(start(&tags).unwrap(), mended, "{fen}");
        let game = Game::from_pgn(&format!("{tags}\n\n*")).unwrap();
        assert_eq!(game.start_position().fen(), mended);
    }
    // What cannot arise in a game stays refused, with every reason.
    let e = start("[FEN \"4k3/4R3/8/8/8/8/8/4K3 w KQkq - 0 1\"]").unwrap_err();
    assert!(
        e.message.contains("the side not to move is in check"),
        "{e}"
    );
    // A SetUp tag without a FEN: the standard start, as other readers take it.
    assert_eq!(start("[SetUp \"1\"]").unwrap(), STARTING_FEN);
}
