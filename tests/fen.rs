//! FEN reading and writing: one bad FEN for each reason a FEN is refused (its syntax, and each
//! [`InvalidPosition`]: a position that cannot arise in a game), and X-FEN / Shredder-FEN round
//! trips for all 960 start positions.

use chess_arbiter::{
    chess960, CastlingNotation, Color, FenError, InvalidPosition, Position, Square,
};

#[path = "common/xorshift.rs"]
mod xorshift;
use xorshift::XorShift;

fn reasons(fen: &str) -> Vec<InvalidPosition> {
    match Position::from_fen(fen) {
        Err(FenError::Position(e)) => e.reasons,
        other => panic!("{fen}: expected an invalid position, got {other:?}"),
    }
}

#[test]
fn missing_king() {
    assert_eq!(
        reasons("8/8/8/8/8/8/8/4K3 w - - 0 1"),
        [InvalidPosition::MissingKing(Color::Black)]
    );
}

#[test]
fn two_kings() {
    assert_eq!(
        reasons("4k3/8/8/8/8/8/8/K3K3 w - - 0 1"),
        [InvalidPosition::TooManyKings(Color::White)]
    );
}

#[test]
fn pawns_on_back_rank() {
    assert_eq!(
        reasons("P3k3/8/8/8/8/8/8/4K3 w - - 0 1"),
        [InvalidPosition::PawnsOnBackrank]
    );
    assert_eq!(
        reasons("4k3/8/8/8/8/8/8/4K2p w - - 0 1"),
        [InvalidPosition::PawnsOnBackrank]
    );
}

#[test]
fn side_not_to_move_in_check() {
    assert_eq!(
        reasons("4k3/8/8/8/8/8/8/4R1K1 w - - 0 1"),
        [InvalidPosition::OppositeCheck]
    );
}

#[test]
fn three_checkers() {
    // Rook, bishop and knight all check the white king.
    assert_eq!(
        reasons("4k3/8/8/8/7b/3n4/8/r3K3 w - - 0 1"),
        [InvalidPosition::ImpossibleCheck]
    );
}

#[test]
fn two_sliders_in_line() {
    // Rooks on d3 and h3 check the king on e3 from both sides: no single move does that.
    assert_eq!(
        reasons("4k3/8/8/8/8/3rK2r/8/8 w - - 0 1"),
        [InvalidPosition::ImpossibleCheck]
    );
}

#[test]
fn two_checkers_need_one_that_was_uncovered() {
    // Of two checkers, one was uncovered by the other's move: a bishop, rook or queen with a
    // square between it and the king. Neither a knight, a pawn nor a piece beside the king can
    // be uncovered.
    for fen in [
        "k7/8/8/8/8/8/np6/2K5 w - - 0 1",    // knight a2, pawn b2
        "4k3/8/8/8/8/8/3qq3/4K3 w - - 0 1",  // two queens beside the king
        "4k3/8/8/8/8/8/3p4/4Kq2 w - - 0 1",  // pawn d2, queen f1
        "4k3/8/8/8/8/5n2/8/4Kq2 w - - 0 1",  // knight f3, queen f1
        "4k3/8/8/8/8/3n1n2/8/4K3 w - - 0 1", // two knights
        "4k3/8/8/8/8/8/3p1p2/4K3 w - - 0 1", // two pawns
        "4k3/8/8/8/8/8/3b1b2/4K3 w - - 0 1", // two bishops beside the king
    ] {
        assert_eq!(reasons(fen), [InvalidPosition::ImpossibleCheck], "{fen}");
    }
    // A discovered check with a direct one: rook e8 uncovered by the knight now on d3, by
    // the knight on f3 (from e5), by a queen beside the king (from e2 to f1); bishop h4
    // uncovered by a pawn that took on g1 and promoted.
    for fen in [
        "k3r3/8/8/8/8/3n4/8/4K3 w - - 0 1",
        "k3r3/8/8/8/8/5n2/8/4K3 w - - 0 1",
        "k3r3/8/8/8/8/8/8/4Kq2 w - - 0 1",
        "4k3/8/8/8/7b/8/8/4K1q1 w - - 0 1",
    ] {
        assert!(Position::from_fen(fen).is_ok(), "{fen}");
    }
}

/// The other side of the rules above: every position a game reaches validates. Games that
/// seek checks (a double check whenever one is there: discovered by castling, en passant and
/// promotions too), standard and Chess960, seeded.
#[test]
fn every_position_reached_in_play_validates() {
    let mut rng = XorShift::new(0x0dd_c4ec5);
    let mut double_checks = 0;
    for game in 0..600 {
        let mut pos = if game % 3 == 0 {
            chess960::position(rng.below(960) as u32).unwrap()
        } else {
            Position::new()
        };
        for _ in 0..160 {
            let moves = pos.legal_moves();
            if moves.is_empty() {
                break;
            }
            let after: Vec<Position> = moves.iter().map(|&m| pos.play(m).unwrap()).collect();
            let pick = |n: u32| after.iter().filter(move |p| p.checkers().count() >= n);
            let next = match (pick(2).count(), pick(1).count(), rng.below(3)) {
                (n, _, _) if n > 0 => pick(2).nth(rng.below(n)).unwrap(),
                (_, n, 0) if n > 0 => pick(1).nth(rng.below(n)).unwrap(),
                _ => &after[rng.below(after.len())],
            };
            double_checks += usize::from(next.checkers().more_than_one());
            let fen = next.fen();
            assert!(Position::from_fen(&fen).is_ok(), "{fen}");
            pos = next.clone();
        }
    }
    assert!(double_checks > 100, "{double_checks} double checks");
}

#[test]
fn castling_rights_need_king_and_rook() {
    assert_eq!(
        reasons("4k3/8/8/8/8/8/8/4K3 w K - 0 1"),
        [InvalidPosition::CastlingRights(Square::H1)]
    );
    assert_eq!(
        reasons("r3k3/8/8/8/8/8/8/R3K2R w KQkq - 0 1"),
        [InvalidPosition::CastlingRights(Square::H8)]
    );
    // A king in the corner has moved: it starts between its rooks, in Chess960 too.
    assert_eq!(
        reasons("4k3/8/8/8/8/8/8/R6K w Q - 0 1"),
        [InvalidPosition::CastlingRights(Square::A1)]
    );
    assert_eq!(
        reasons("k6r/8/8/8/8/8/8/4K3 b k - 0 1"),
        [InvalidPosition::CastlingRights(Square::H8)]
    );
    assert_eq!(
        reasons("4k3/8/8/8/8/8/8/KR6 w B - 0 1"),
        [InvalidPosition::CastlingRights(Square::B1)]
    );
    // A king off its first rank keeps no rights.
    assert_eq!(
        reasons("4k3/8/8/8/8/8/4K3/R6R w KQ - 0 1"),
        [
            InvalidPosition::CastlingRights(Square::A1),
            InvalidPosition::CastlingRights(Square::H1)
        ]
    );
}

#[test]
fn en_passant_square_needs_a_double_step() {
    // No black pawn on e5 could have come from e7.
    assert_eq!(
        reasons("4k3/8/8/8/8/8/8/4K3 w - e6 0 1"),
        [InvalidPosition::EnPassant(Square::E6)]
    );
    // Wrong rank for the side to move.
    assert_eq!(
        reasons("4k3/8/8/4p3/8/8/8/4K3 w - e3 0 1"),
        [InvalidPosition::EnPassant(Square::E3)]
    );
}

#[test]
fn en_passant_square_written_only_when_the_capture_is_legal() {
    // A double step with no pawn to capture: the square is dropped.
    let pos = Position::from_fen("4k3/4p3/8/8/8/8/8/4K3 w - - 0 1").unwrap();
    let after = Position::from_fen("4k3/8/8/4p3/8/8/8/4K3 w - e6 0 2").unwrap();
    assert_eq!(after.fen(), "4k3/8/8/4p3/8/8/8/4K3 w - - 0 2");
    assert!(pos.ep_square().is_none());
    // A capture that is possible: kept.
    let fen = "4k3/8/8/3Pp3/8/8/8/4K3 w - e6 0 2";
    assert_eq!(Position::from_fen(fen).unwrap().fen(), fen);
    // Pinned along the fifth rank: the capture is illegal, so not written.
    let pinned = Position::from_fen("8/8/8/K2Pp2r/8/8/8/4k3 w - e6 0 2").unwrap();
    assert_eq!(pinned.fen(), "8/8/8/K2Pp2r/8/8/8/4k3 w - - 0 2");
}

#[test]
fn counters_read_back_whatever_a_game_writes() {
    // A record played on past the seventy-five-move rule: its FEN reads back.
    let fen = "4k3/8/8/8/8/8/8/4K2R w - - 150 300";
    let mut pos = Position::from_fen(fen).unwrap();
    pos.play_unchecked(chess_arbiter::uci::parse_move(&pos, "h1h2").unwrap());
    assert_eq!(pos.halfmoves(), 151);
    assert_eq!(Position::from_fen(&pos.fen()).as_ref(), Ok(&pos));
    // Such a game is over at once by that rule (Law 9.6.2).
    let game = chess_arbiter::Game::from_fen("4k3/8/8/8/8/8/8/4K2R b - - 151 300", false).unwrap();
    assert_eq!(
        game.outcome().map(|o| o.termination),
        Some(chess_arbiter::Termination::SeventyFiveMoves)
    );
    // The largest counters there are, and play saturating there.
    let max = format!("4k3/8/8/8/8/8/8/4K2R b - - {0} {0}", u32::MAX);
    let mut pos = Position::from_fen(&max).unwrap();
    pos.play_unchecked(chess_arbiter::uci::parse_move(&pos, "e8d8").unwrap());
    assert_eq!(Position::from_fen(&pos.fen()).as_ref(), Ok(&pos));
    // A fullmove number starts at 1; past u32 is not a counter.
    assert_eq!(
        reasons("4k3/8/8/8/8/8/8/4K3 w - - 0 0"),
        [InvalidPosition::FullmovesOutOfRange(0)]
    );
    assert!(chess_arbiter::Setup::from_fen("4k3/8/8/8/8/8/8/4K3 w - - 4294967296 1").is_err());
}

#[test]
fn every_reason_is_listed() {
    let err = Position::from_fen("8/8/8/8/8/8/8/P7 w K e6 0 0").unwrap_err();
    assert_eq!(
        err.to_string(),
        "white has no king; black has no king; pawns stand on the first or last rank; \
         castling right for a rook on h1, but the king and that rook are not in place to castle (on their first rank, the king between its rooks); \
         en passant square e6, but no pawn can just have moved two squares past it; \
         fullmove number 0 is not 1 or more"
    );
}

#[test]
fn syntax_errors_are_typed() {
    assert!(matches!(
        Position::from_fen("rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP w KQkq - 0 1"),
        Err(FenError::Syntax(_))
    ));
}

#[test]
fn all_960_start_positions_round_trip_in_xfen_and_shredder() {
    for n in 0..chess960::COUNT {
        let pos = chess960::position(n).unwrap();
        for notation in [CastlingNotation::XFen, CastlingNotation::Shredder] {
            let fen = pos.fen_with(notation);
            let back = Position::from_fen(&fen).unwrap();
            assert_eq!(back, pos, "{n}: {fen}");
            assert_eq!(back.fen_with(notation), fen);
        }
        assert_eq!(chess960::number_of(pos.board()), Some(n));
    }
    assert_eq!(
        chess960::position(518).unwrap().fen(),
        chess_arbiter::STARTING_FEN
    );
}

#[test]
fn xfen_names_inner_rooks_by_file() {
    // White has rooks on a1, b1 and h1, the right belongs to b1 (inner): written "B".
    let fen = "4k3/8/8/8/8/8/8/RR2K2R w BH - 0 1";
    let pos = Position::from_fen(fen).unwrap();
    assert_eq!(pos.fen(), "4k3/8/8/8/8/8/8/RR2K2R w KB - 0 1");
    assert_eq!(
        pos.fen_with(CastlingNotation::Shredder),
        "4k3/8/8/8/8/8/8/RR2K2R w HB - 0 1"
    );
}

#[test]
fn the_built_start_position_is_the_validated_one() {
    let read =
        Position::from_fen("rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1").unwrap();
    let built = Position::new();
    assert_eq!(built, read);
    assert_eq!(built.hash(), read.hash());
    assert_eq!(built.hash(), built.compute_hash());
}
