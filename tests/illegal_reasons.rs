//! The reason given for an illegal move names its actual cause (Laws 3 and 4): each reason
//! by name, in the notations that reach it. The property test over random games is in
//! `illegal_reasons_hold.rs`.

use chess_arbiter::illegal::IllegalMove;
use chess_arbiter::touch_move::Obligation;
use chess_arbiter::{CastlingSide, Game, GameError, IllegalReason, Move, Position, Role, Square};

fn pos(fen: &str) -> Position {
    Position::from_fen(fen).unwrap()
}

fn game(moves: &str) -> Game {
    let mut g = Game::new();
    for m in moves.split_whitespace() {
        g.play_san(m).unwrap();
    }
    g
}

/// The refusal of `text` (SAN or UCI) in `game`.
fn refusal(game: &Game, text: &str) -> IllegalMove {
    match game.parse_move(text) {
        Err(GameError::IllegalMove(e)) => e,
        other => panic!("{text}: expected an illegal move, got {other:?}"),
    }
}

fn refusal_in(fen: &str, text: &str) -> IllegalMove {
    refusal(&Game::from_fen(fen, false).unwrap(), text)
}

// --- Each reason, by name ---

#[test]
fn law_3_7_3_2_a_late_en_passant_is_refused_as_lapsed() {
    // 3...d4 4.e4 (double step) 4...Nc6 5.Nc3: the right to take on e3 has lapsed.
    let mut g = game("Nf3 d5 g3 d4 e4");
    assert!(g.parse_move("dxe3").is_ok(), "right after the double step");
    g.play_san("Nc6").unwrap();
    g.play_san("Nc3").unwrap();
    for text in ["dxe3", "d4e3"] {
        let e = refusal(&g, text);
        assert_eq!(e.code(), "en_passant_lapsed", "{text}");
        assert_eq!(
            e.reason,
            IllegalReason::EnPassantLapsed {
                from: Square::D4,
                to: Square::E3,
                pawn: Square::E4
            }
        );
        assert_eq!(
            e.to_string(),
            format!("{text} is not legal: the pawn on e4 can be taken en passant only on the move right after its double step (Law 3.7.3.2)")
        );
    }
}

#[test]
fn law_3_7_3_2_a_pinned_en_passant_capturer_is_named_as_pinned() {
    // The right is there (e2e4 was the last move), but the pawn on d4 is pinned on the
    // diagonal from the bishop on b2 to its king on f6.
    let g = Game::from_fen("8/8/5k2/8/3pP3/8/1B6/4K3 b - e3 0 1", false).unwrap();
    let e = refusal(&g, "dxe3");
    assert_eq!(e.code(), "pinned", "{e}");
}

#[test]
fn law_3_9_2_en_passant_that_takes_two_pawns_off_the_rank_exposes_the_king() {
    // King a4, pawns b4 (black) and c4 (white, just double-stepped), rook h4.
    let g = Game::from_fen("8/8/8/8/kpP4R/8/8/4K3 b - c3 0 1", false).unwrap();
    let e = refusal(&g, "bxc3");
    assert_eq!(
        e.reason,
        IllegalReason::ExposesKing {
            attacker_role: Role::Rook,
            attacker: Square::H4
        },
        "{e}"
    );
}

#[test]
fn law_3_1_to_3_7_the_piece_and_the_board() {
    let start = chess_arbiter::STARTING_FEN;
    let cases = [
        ("e3e4", "no_piece", "there is no piece on e3"),
        (
            "e7e5",
            "opponent_piece",
            "the pawn on e7 is black's, and white is to move (Law 1.1)",
        ),
        (
            "g1g3",
            "piece_cannot_move_so",
            "the knight on g1 cannot move to g3: a knight does not move that way (Law 3.6)",
        ),
        (
            "e2e5",
            "piece_cannot_move_so",
            "the pawn on e2 cannot move to e5: a pawn does not move that way (Law 3.7)",
        ),
        (
            "f1c4",
            "path_blocked",
            "the bishop on f1 cannot move to c4: the pawn on e2 is in the way (Law 3.5)",
        ),
        (
            "g1e2",
            "own_piece_on_target",
            "the knight on g1 cannot take its own piece on e2 (Law 3.1)",
        ),
        (
            "e2d3",
            "nothing_to_capture",
            "the pawn on e2 moves diagonally only to capture, and d3 is empty (Law 3.7.3)",
        ),
        (
            "Nf4",
            "no_piece_can_move",
            "no knight of white can move to f4",
        ),
        (
            "e1g1",
            "castling_blocked",
            "castling king side needs the squares between king and rook and those they land on empty, and the bishop on f1 is in the way (Law 3.8.2.2)",
        ),
        (
            "e2e3q",
            "promotion_not_allowed",
            "a promotion belongs only to a pawn reaching the last rank, not to a pawn moving to e3 (Law 3.7.3.3)",
        ),
    ];
    for (text, code, why) in cases {
        let e = refusal_in(start, text);
        assert_eq!(e.code(), code, "{text}: {e}");
        assert_eq!(e.to_string(), format!("{text} is not legal: {why}"));
    }
    // A pawn straight ahead onto an occupied square, and a double step over a piece.
    let e = refusal_in("4k3/8/8/8/4p3/4P3/8/4K3 w - - 0 1", "e4");
    assert_eq!(e.code(), "path_blocked", "{e}");
    let e = refusal_in("4k3/8/8/8/8/4n3/4P3/4K3 w - - 0 1", "e2e4");
    assert_eq!(
        e.to_string(),
        "e2e4 is not legal: the pawn on e2 cannot move to e4: the knight on e3 is in the way, and a pawn moves straight ahead only to empty squares (Law 3.7.2)"
    );
}

#[test]
fn law_3_8_2_castling() {
    // Rights lost: the king has moved.
    let e = refusal_in("r3k2r/8/8/8/8/8/8/R3K2R w kq - 0 1", "O-O");
    assert_eq!(e.code(), "no_castling_right");
    assert_eq!(
        e.to_string(),
        "O-O is not legal: white has lost the right to castle king side (Law 3.8.2.1)"
    );
    // In check.
    let e = refusal_in("r3k2r/8/8/8/8/8/4r3/R3K2R w KQkq - 0 1", "O-O-O");
    assert_eq!(e.code(), "castling_out_of_check", "{e}");
    // Crossing f1, attacked by the bishop on c4; landing on g1, attacked by the bishop on c5.
    let e = refusal_in("r3k2r/8/8/8/2b5/8/8/R3K2R w KQkq - 0 1", "e1g1");
    assert_eq!(
        e.reason,
        IllegalReason::CastlingThroughAttack {
            side: CastlingSide::KingSide,
            square: Square::F1,
            attacker_role: Role::Bishop,
            attacker: Square::C4
        }
    );
    assert_eq!(
        e.to_string(),
        "e1g1 is not legal: the king would cross f1, which the bishop on c4 attacks (Law 3.8.2.2)"
    );
    let e = refusal_in("r3k2r/8/8/2b5/8/8/8/R3K2R w KQkq - 0 1", "O-O");
    assert_eq!(e.code(), "castling_into_check", "{e}");
    // Chess960: the king already on c1, shielded by the castling rook alone; the rook leaving
    // b1 uncovers the queen's attack. It was "the move does not match the board".
    let g = Game::from_fen("7k/8/8/8/8/8/8/qRK5 w B - 0 1", true).unwrap();
    let e = refusal(&g, "O-O-O");
    assert_eq!(
        e.reason,
        IllegalReason::CastlingIntoCheck {
            side: CastlingSide::QueenSide,
            square: Square::C1,
            attacker_role: Role::Queen,
            attacker: Square::A1
        },
        "{e}"
    );
    // A piece between king and rook; the rook may cross an attacked square (b1).
    let e = refusal_in("r3k2r/8/8/8/8/8/8/RN2K2R w KQkq - 0 1", "O-O-O");
    assert_eq!(
        e.reason,
        IllegalReason::CastlingBlocked {
            side: CastlingSide::QueenSide,
            blocker_role: Role::Knight,
            blocker: Square::B1
        }
    );
    let g = Game::from_fen("1r2k2r/8/8/8/8/8/8/R3K2R w KQk - 0 1", false).unwrap();
    assert!(g.parse_move("O-O-O").is_ok());
    let g = Game::from_fen("r3k2r/8/8/8/8/8/8/R3K2R w KQkq - 0 1", false).unwrap();
    assert!(
        g.parse_move("e1a1").is_ok(),
        "king takes rook, Chess960 style"
    );
}

#[test]
fn law_3_9_2_the_kings_safety() {
    // The knight on e2 is pinned by the rook on e7.
    let fen = "4k3/4r3/8/8/8/8/4N3/4K3 w - - 0 1";
    let e = refusal_in(fen, "Nf4");
    assert_eq!(
        e.reason,
        IllegalReason::Pinned {
            role: Role::Knight,
            from: Square::E2,
            pinner_role: Role::Rook,
            pinner: Square::E7
        }
    );
    assert!(e
        .to_string()
        .starts_with("Nf4 is not legal: the knight on e2 is pinned"));
    // In check from the rook on e8: a knight move elsewhere does not answer it.
    let e = refusal_in("4r1k1/8/8/8/8/8/1N6/4K3 w - - 0 1", "Nd3");
    assert_eq!(e.code(), "check_not_answered", "{e}");
    let e = refusal_in("4r1k1/8/8/8/8/8/1N6/4K3 w - - 0 1", "Na4");
    assert_eq!(
        e.to_string(),
        "Na4 is not legal: white is in check from the rook on e8, and the move does not answer it (Law 3.9.2)"
    );
    // Double check: only the king may move.
    let e = refusal_in("4r1k1/8/8/8/8/3n4/8/R3K3 w - - 0 1", "Ra3");
    assert!(matches!(
        e.reason,
        IllegalReason::CheckNotAnswered { double: true, .. }
    ));
    // The king into check.
    let e = refusal_in("4r1k1/8/8/8/8/8/8/3K4 w - - 0 1", "Ke2");
    assert_eq!(
        e.to_string(),
        "Ke2 is not legal: the king would be in check on e2 from the rook on e8 (Law 3.9.2)"
    );
}

#[test]
fn law_3_7_3_3_promotion() {
    let fen = "4k3/1P6/8/8/8/8/8/4K3 w - - 0 1";
    let e = refusal_in(fen, "b7b8");
    assert_eq!(e.code(), "promotion_missing");
    let pos = pos(fen);
    let king = Move::Normal {
        role: Role::Pawn,
        from: Square::B7,
        capture: None,
        to: Square::B8,
        promotion: Some(Role::King),
    };
    let e = pos.play(king).unwrap_err();
    assert_eq!(
        e.to_string(),
        "b7b8k is not legal: a pawn is promoted to a queen, rook, bishop or knight, never to a king (Law 3.7.3.3)"
    );
}

#[test]
fn move_values_that_contradict_the_board_are_named_so() {
    let mut g = Game::new();
    // A knight said to stand on e2, where a pawn stands and e2e4 is legal.
    let m = Move::Normal {
        role: Role::Knight,
        from: Square::E2,
        capture: None,
        to: Square::E4,
        promotion: None,
    };
    let err = g.play(m).unwrap_err();
    assert_eq!(
        err.illegal_reason().map(IllegalReason::code),
        Some("move_mismatch")
    );
    let m = Move::Castle {
        king: Square::E1,
        rook: Square::H1,
    };
    let err = g.play(m).unwrap_err();
    assert_eq!(
        err.illegal_reason().map(IllegalReason::code),
        Some("castling_blocked")
    );
}

#[test]
fn law_4_the_touch_move_rule_is_a_reason_too() {
    let mut g = Game::new();
    g.set_touch_move(true);
    g.touch(Square::G1).unwrap();
    let err = g.play_san("e4").unwrap_err();
    let Some(IllegalReason::TouchMove { obligation, .. }) = err.illegal_reason() else {
        panic!("{err:?}")
    };
    assert_eq!(*obligation, Obligation::Move(Square::G1));
    assert_eq!(
        err.to_string(),
        "e4 is not allowed by the touch-move rule: the knight on g1 was touched and must be moved (Law 4.3.1)"
    );
    assert_eq!(err.code(), "ILLEGAL_MOVE");
}
