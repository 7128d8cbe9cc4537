//! SAN and UCI: every legal move of every perft position written as SAN and read back, the
//! lenient SAN forms (long algebraic notation too), and UCI castling in both conventions.

use chess_arbiter::{chess960, pgn, san, uci, Game, Position, SanError, Setup};

fn suite_positions(text: &str) -> Vec<Position> {
    text.lines()
        .filter_map(|l| l.strip_prefix("epd "))
        .filter_map(|fen| Position::from_setup(&Setup::from_fen(fen).ok()?).ok())
        .collect()
}

#[test]
fn san_round_trip_for_every_legal_move_of_every_perft_position() {
    let mut checked = 0;
    for text in [
        include_str!("data/tricky.perft"),
        include_str!("data/random.perft"),
        include_str!("data/chess960.perft"),
    ] {
        for pos in suite_positions(text) {
            for &m in pos.legal_moves().iter() {
                let written = san::to_san(&pos, m);
                assert_eq!(
                    san::parse_move(&pos, &written),
                    Ok(m),
                    "{} {written}",
                    pos.fen()
                );
                // The standard castling form (king moves two files) exists only where the king
                // moves two or more files.
                if m.from().file().index().abs_diff(m.to().file().index()) >= 2
                    || m.castling_side().is_none()
                {
                    let u = uci::to_uci(m, false);
                    assert_eq!(uci::parse_move(&pos, &u), Ok(m), "{} {u}", pos.fen());
                }
                let u960 = uci::to_uci(m, true);
                assert_eq!(uci::parse_move(&pos, &u960), Ok(m), "{} {u960}", pos.fen());
                checked += 1;
            }
        }
    }
    assert!(checked > 200_000, "{checked}");
}

#[test]
fn san_marks_check_and_mate() {
    let pos = Position::from_fen("rnbqkbnr/pppp1ppp/8/4p3/6P1/5P2/PPPPP2P/RNBQKBNR b KQkq - 0 2")
        .unwrap();
    assert_eq!(
        san::to_san(&pos, san::parse_move(&pos, "Qh4").unwrap()),
        "Qh4#"
    );
    let pos = Position::from_fen("4k3/8/8/8/8/8/8/R3K3 w Q - 0 1").unwrap();
    assert_eq!(
        san::to_san(&pos, san::parse_move(&pos, "O-O-O").unwrap()),
        "O-O-O"
    );
    assert_eq!(
        san::to_san(&pos, san::parse_move(&pos, "Ra8").unwrap()),
        "Ra8+"
    );
}

#[test]
fn lenient_san_forms() {
    let pos = Position::from_fen("r3k2r/1P6/8/3p4/4P3/2N5/8/R3K2R w KQkq - 0 1").unwrap();
    let take = san::parse_move(&pos, "exd5").unwrap();
    assert_eq!(san::parse_move(&pos, "ed5").unwrap(), take);
    assert_eq!(san::parse_move(&pos, "exd5!?").unwrap(), take);
    let knight = san::parse_move(&pos, "Nxd5").unwrap();
    assert_eq!(
        san::parse_move(&pos, "Nd5").unwrap(),
        knight,
        "capture mark left out"
    );
    assert_eq!(
        san::parse_move(&pos, "Ncxd5").unwrap(),
        knight,
        "over-disambiguated"
    );
    assert_eq!(
        san::parse_move(&pos, "Nc3d5").unwrap(),
        knight,
        "over-disambiguated"
    );
    let castle = san::parse_move(&pos, "O-O").unwrap();
    assert_eq!(san::parse_move(&pos, "0-0").unwrap(), castle);
    let promote = san::parse_move(&pos, "bxa8=Q+").unwrap();
    assert_eq!(san::parse_move(&pos, "bxa8Q").unwrap(), promote);
    assert_eq!(
        san::parse_move(&pos, "bxa8=Q#").unwrap(),
        promote,
        "a wrong suffix is ignored"
    );
    let under = san::parse_move(&pos, "b8=N").unwrap();
    assert_eq!(san::parse_move(&pos, "b8N").unwrap(), under);
    // En passant written with its suffix.
    let ep = Position::from_fen("4k3/8/8/3Pp3/8/8/8/4K3 w - e6 0 2").unwrap();
    assert!(san::parse_move(&ep, "dxe6 e.p.").unwrap().is_en_passant());
    assert!(san::parse_move(&ep, "dxe6ep").unwrap().is_en_passant());
}

/// The position the tests of other notations read their moves in: knights, rooks and castling,
/// a capture and promotions.
const NOTATIONS: &str = "r3k2r/1P6/8/3p4/4P3/2N5/8/R3K2R w KQkq - 0 1";

/// Each pair's first text names in `pos` the move its second, in plain SAN, names.
fn reads_as(pos: &Position, pairs: &[(&str, &str)]) {
    for &(other, plain) in pairs {
        assert_eq!(
            san::parse_move(pos, other).unwrap(),
            san::parse_move(pos, plain).unwrap(),
            "{other}"
        );
    }
}

/// The moves two PGN records replay.
fn same_record(a: &str, b: &str) {
    assert_eq!(
        pgn::parse_one(a).unwrap().replay().unwrap().1,
        pgn::parse_one(b).unwrap().replay().unwrap().1
    );
}

/// Long algebraic notation, as older books and hand-kept records write moves (the Laws'
/// Appendix C describes the short form; readers such as python-chess take the long one too):
/// the square left, a hyphen or a capture mark, the square reached.
#[test]
fn long_algebraic_notation_is_read() {
    let pos = Position::from_fen(NOTATIONS).unwrap();
    reads_as(
        &pos,
        &[
            ("Nc3-b5", "Nb5"),
            ("Nc3xd5", "Nxd5"),
            ("e4-e5", "e5"),
            ("e4xd5", "exd5"),
            ("b7-b8=N", "b8=N"),
            ("b7xa8=Q+", "bxa8=Q+"),
            ("Ra1-d1", "Rad1"),
            ("Ke1-f1", "Kf1"),
        ],
    );
    let start = Position::new();
    assert_eq!(
        san::parse_move(&start, "e2-e4").unwrap().to_string(),
        "e2e4"
    );
    assert_eq!(
        san::parse_move(&start, "Ng1-f3").unwrap().to_string(),
        "g1f3"
    );
    // The square left must be the piece's, and the hyphen stands only after a whole square.
    assert!(san::parse_move(&start, "Nb1-f3").is_err());
    assert!(san::parse_move(&start, "e3-e4").is_err());
    for text in [
        "N-f3", "Ng-f3", "e-e4", "e2--e4", "-e4", "e2-", "e2x-e4", "Ng1-xf3",
    ] {
        assert!(
            matches!(san::parse_move(&start, text), Err(SanError::Syntax(_))),
            "{text}"
        );
    }
    // A record kept so is read as any other, and written back in SAN.
    let long = "1. e2-e4 e7-e5 2. Ng1-f3 Nb8-c6 3. Bf1-b5 a7-a6 4. Bb5xc6 d7xc6 5. O-O f7-f6 *";
    let short = "1. e4 e5 2. Nf3 Nc6 3. Bb5 a6 4. Bxc6 dxc6 5. O-O f6 *";
    same_record(long, short);
    assert!(Game::from_pgn(long)
        .unwrap()
        .pgn()
        .contains("\n1. e4 e5 2. Nf3 Nc6 3. Bb5 a6 4. Bxc6 dxc6 5. O-O f6 *\n"));
}

/// Figurine notation, as books, diagrams and this project's page write moves: a piece's figure
/// of either colour for its letter.
#[test]
fn figurine_notation_is_read() {
    let pos = Position::from_fen(NOTATIONS).unwrap();
    reads_as(
        &pos,
        &[
            ("♘b5", "Nb5"),
            ("♞xd5", "Nxd5"),
            ("♘c3xd5+", "Nxd5"),
            ("b8=♘", "b8=N"),
            ("bxa8♕+", "bxa8=Q+"),
            ("bxa8=♛", "bxa8=Q"),
            ("♖ad1", "Rad1"),
            ("♔f1", "Kf1"),
            ("♚f1", "Kf1"),
            ("♙e5", "e5"),
            ("♟xd5", "exd5"),
        ],
    );
    // Only the figures of the pieces stand for letters; the errors quote the text as written.
    for text in ["♘", "♘z3", "♔♔f1", "é4", "e8=☃", "♘f3\u{0}", "♘b5♘"] {
        let e = san::parse_move(&pos, text).unwrap_err();
        assert!(matches!(e, SanError::Syntax(_)), "{text}: {e:?}");
        assert!(e.to_string().contains(text), "{text}: {e}");
    }
    assert!(matches!(
        san::parse_move(&pos, "♘h5"),
        Err(SanError::Illegal(_))
    ));
    // As this project's page writes its move list with figures, and PGN records copied from it.
    same_record(
        "1. e4 e5 2. ♘f3 ♞c6 3. ♗b5 a6 4. O-O ♘f6 *",
        "1. e4 e5 2. Nf3 Nc6 3. Bb5 a6 4. O-O Nf6 *",
    );
    let mut game = Game::new();
    game.play_str("♘f3").unwrap();
    assert_eq!(game.history()[0].to_string(), "g1f3");
}

/// A record of moves in UCI, as engines and some exports write them, reads as the same game;
/// a refused UCI move gives the rules' reason.
#[test]
fn records_in_uci_are_read() {
    same_record(
        "1. e2e4 e7e5 2. g1f3 b8c6 3. f1c4 g8f6 4. e1g1 f8c5 *",
        "1. e4 e5 2. Nf3 Nc6 3. Bc4 Nf6 4. O-O Bc5 *",
    );
    let promotion = "[FEN \"4k3/P7/8/8/8/8/8/4K3 w - - 0 1\"]\n\n1. a7a8q *";
    let (end, _) = pgn::parse_one(promotion).unwrap().replay().unwrap();
    assert_eq!(end.fen(), "Q3k3/8/8/8/8/8/8/4K3 b - - 0 1");
    let refused = pgn::parse_one("1. e2e4 e7e5 2. g1g3 *")
        .unwrap()
        .replay()
        .unwrap_err();
    assert!(refused.message.contains("g1g3"), "{}", refused.message);
}

#[test]
fn strict_where_san_has_two_meanings() {
    let pos = Position::from_fen("4k3/8/8/8/8/2N3N1/8/4K3 w - - 0 1").unwrap();
    assert!(matches!(
        san::parse_move(&pos, "Ne2"),
        Err(SanError::Ambiguous(_))
    ));
    assert!(san::parse_move(&pos, "Nce2").is_ok());
    assert!(matches!(
        san::parse_move(&pos, "nf3"),
        Err(SanError::Syntax(_))
    ));
    assert!(matches!(
        san::parse_move(&pos, "Zf3"),
        Err(SanError::Syntax(_))
    ));
    assert!(matches!(
        san::parse_move(&pos, "Ke2e3e4"),
        Err(SanError::Syntax(_))
    ));
}

#[test]
fn pinned_piece_is_named_in_the_error() {
    let pos = Position::from_fen("4k3/4r3/8/8/8/8/4N3/4K3 w - - 0 1").unwrap();
    assert_eq!(
        san::parse_move(&pos, "Nf4").unwrap_err().to_string(),
        "Nf4 is not legal: the knight on e2 is pinned: moving it would expose the king to the rook on e7 (Law 3.9.2)"
    );
}

#[test]
fn uci_castling_both_ways() {
    let pos = Position::from_fen("r3k2r/8/8/8/8/8/8/R3K2R w KQkq - 0 1").unwrap();
    let short = uci::parse_move(&pos, "e1g1").unwrap();
    assert_eq!(uci::parse_move(&pos, "e1h1").unwrap(), short);
    let long = uci::parse_move(&pos, "e1c1").unwrap();
    assert_eq!(uci::parse_move(&pos, "e1a1").unwrap(), long);
    assert_eq!(
        (uci::to_uci(short, false), uci::to_uci(short, true)),
        ("e1g1".into(), "e1h1".into())
    );
    assert_eq!(
        (uci::to_uci(long, false), uci::to_uci(long, true)),
        ("e1c1".into(), "e1a1".into())
    );

    // Chess960 start 0 (BBQNNRKR) after clearing f1: the king on g1 castles short with h1:
    // "g1h1" is castling, while "g1f1" is an ordinary king step.
    let pos =
        Position::from_fen("bbqnnrkr/pppppppp/8/8/8/8/PPPPPPPP/BBQNN1KR w Kkq - 0 1").unwrap();
    let castle = uci::parse_move(&pos, "g1h1").unwrap();
    assert!(castle.castling_side().is_some());
    assert!(uci::parse_move(&pos, "g1f1")
        .unwrap()
        .castling_side()
        .is_none());
    assert!(chess960::position(0).is_some());
}

#[test]
fn uci_errors() {
    let pos = Position::new();
    assert!(uci::parse_move(&pos, "e2e5").is_err());
    assert!(uci::parse_move(&pos, "e2").is_err());
    assert!(uci::parse_move(&pos, "e2e4k").is_err());
    assert!(uci::parse_move(&pos, "zzzz").is_err());
    let promo = Position::from_fen("4k3/1P6/8/8/8/8/8/4K3 w - - 0 1").unwrap();
    assert!(uci::parse_move(&promo, "b7b8")
        .unwrap_err()
        .to_string()
        .contains("must be promoted to a queen, rook, bishop or knight"));
    assert!(uci::parse_move(&promo, "b7b8n").is_ok());
}
