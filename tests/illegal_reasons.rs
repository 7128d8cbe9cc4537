//! The reason given for an illegal move is one that holds in the position (Law 3): each case
//! by name, and a property test over random games that tries every move of every piece of
//! the side to move (and moves of empty squares and enemy pieces) and checks, independently
//! of the analysis, that the reason given is true there.

use chess_arbiter::illegal::IllegalMove;
use chess_arbiter::touch_move::Obligation;
use chess_arbiter::uci::Uci;
use chess_arbiter::{
    san, CastlingSide, Color, Game, GameError, IllegalReason, Move, Piece, Position, Rank, Role,
    SanError, Square, UciError,
};

#[path = "common/xorshift.rs"]
mod xorshift;
use xorshift::XorShift;

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
        ("e3e4", "no_piece", "there is no piece on e3 (Law 3.1)"),
        (
            "e7e5",
            "opponent_piece",
            "the pawn on e7 is black's, and white is to move (Law 3.1)",
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
            "castling king side needs the squares between king and rook free, and the bishop on f1 is in the way (Law 3.8.2.2)",
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

// --- The property: the reason given holds ---

/// Squares strictly between `a` and `b` on a rank, file or diagonal (none otherwise).
fn squares_between(a: Square, b: Square) -> Vec<Square> {
    let (df, dr) = delta(a, b);
    if !(df == 0 || dr == 0 || df.abs() == dr.abs()) || (df, dr) == (0, 0) {
        return Vec::new();
    }
    let (sf, sr) = (df.signum(), dr.signum());
    let mut out = Vec::new();
    let mut sq = a;
    loop {
        sq = sq.offset(sf + 8 * sr).unwrap();
        if sq == b {
            return out;
        }
        out.push(sq);
    }
}

/// (files, ranks) from `a` to `b`.
fn delta(a: Square, b: Square) -> (i32, i32) {
    (
        b.file().index() as i32 - a.file().index() as i32,
        b.rank().index() as i32 - a.rank().index() as i32,
    )
}

/// How the piece moves on an empty board (Laws 3.2 to 3.8), written from scratch.
fn moves_so(piece: Piece, from: Square, to: Square) -> bool {
    let (df, dr) = delta(from, to);
    let (af, ar) = (df.abs(), dr.abs());
    match piece.role {
        _ if (df, dr) == (0, 0) => false,
        Role::Knight => (af, ar) == (1, 2) || (af, ar) == (2, 1),
        Role::Bishop => af == ar,
        Role::Rook => af == 0 || ar == 0,
        Role::Queen => af == ar || af == 0 || ar == 0,
        Role::King => af <= 1 && ar <= 1,
        Role::Pawn => {
            let forward = if piece.color == Color::White { dr } else { -dr };
            let start = from.rank() == Rank::Second.relative_to(piece.color);
            (df == 0 && (forward == 1 || (forward == 2 && start))) || (af == 1 && forward == 1)
        }
    }
}

/// Checks that `reason` holds for the move `from`-`to` (`promotion`) in `pos`, reached in
/// `game` (for the en passant right's history).
fn holds(
    game: &Game,
    pos: &Position,
    from: Square,
    to: Square,
    promotion: Option<Role>,
    reason: &IllegalReason,
) -> Result<(), String> {
    use IllegalReason as R;
    let board = pos.board();
    let us = pos.turn();
    let ours = |sq: Square| board.color_at(sq) == Some(us);
    let theirs = |sq: Square| board.color_at(sq) == Some(!us);
    let attacked_by_them = |sq: Square, attacker: Square, occupied| {
        board.attackers_to(sq, !us, occupied).contains(attacker) && theirs(attacker)
    };
    let ok = match *reason {
        R::NoPiece { from: f } => f == from && board.piece_at(from).is_none(),
        R::OpponentPiece {
            from: f,
            role,
            turn,
        } => f == from && turn == us && board.piece_at(from) == Some(Piece { color: !us, role }),
        R::PieceCannotMoveSo {
            role,
            from: f,
            to: t,
        } => f == from && t == to && !moves_so(Piece { color: us, role }, from, to) && ours(from),
        R::PathBlocked {
            role,
            blocker,
            blocker_role,
            ..
        } => {
            let straight_pawn = role == Role::Pawn && from.file() == to.file();
            let path = squares_between(from, to);
            let in_way = path.contains(&blocker) || (straight_pawn && blocker == to);
            let slides = matches!(role, Role::Bishop | Role::Rook | Role::Queen) || straight_pawn;
            in_way && slides && board.role_at(blocker) == Some(blocker_role)
        }
        R::OwnPieceOnTarget {
            to: t, target_role, ..
        } => t == to && ours(to) && board.role_at(to) == Some(target_role),
        R::NothingToCapture { from: f, to: t } => {
            let beside = Square::from_coords(to.file(), from.rank());
            f == from
                && t == to
                && board.role_at(from) == Some(Role::Pawn)
                && from.file() != to.file()
                && board.piece_at(to).is_none()
                && (from.rank() != Rank::Fifth.relative_to(us)
                    || board.piece_at(beside)
                        != Some(Piece {
                            color: !us,
                            role: Role::Pawn,
                        }))
        }
        R::EnPassantLapsed {
            from: f,
            to: t,
            pawn,
        } => {
            // The last move was not that pawn's double step.
            let double_step = Square::from_coords(pawn.file(), Rank::Seventh.relative_to(us));
            let last = game.last_move();
            f == from
                && t == to
                && pawn == Square::from_coords(to.file(), from.rank())
                && board.piece_at(pawn)
                    == Some(Piece {
                        color: !us,
                        role: Role::Pawn,
                    })
                && board.piece_at(to).is_none()
                && pos.ep_square() != Some(to)
                && !last.is_some_and(|m| m.from() == double_step && m.to() == pawn)
        }
        R::NoCastlingRight { turn, side } => {
            let king = pos.our_king();
            turn == us
                && !pos.castling_rights().into_iter().any(|rook| {
                    rook.rank() == Rank::First.relative_to(us)
                        && (rook < king) == (side == CastlingSide::QueenSide)
                })
        }
        R::CastlingBlocked { blocker, .. } => {
            let king = pos.our_king();
            blocker.rank() == king.rank() && board.piece_at(blocker).is_some() && blocker != king
        }
        R::CastlingOutOfCheck { .. } => pos.is_check(),
        R::CastlingThroughAttack {
            side,
            square,
            attacker,
            ..
        } => castling_attacked(pos, side, square, attacker) == Some(false),
        R::CastlingIntoCheck {
            side,
            square,
            attacker,
            ..
        } => castling_attacked(pos, side, square, attacker) == Some(true),
        R::Pinned {
            from: f,
            pinner,
            pinner_role,
            ..
        } => {
            let king = pos.our_king();
            let line = squares_between(king, pinner);
            let alone = line
                .iter()
                .filter(|sq| board.piece_at(**sq).is_some())
                .count()
                == 1;
            let leaves = !(line.contains(&to) || to == pinner);
            f == from
                && line.contains(&from)
                && alone
                && leaves
                && board.role_at(pinner) == Some(pinner_role)
                && attacked_by_them(king, pinner, board.occupied().without(from))
        }
        R::ExposesKing { attacker, .. } => {
            // Play the en passant capture (the only move that uncovers a line this way).
            let mut after = board.clone();
            let beside = Square::from_coords(to.file(), from.rank());
            after.discard_piece_at(beside);
            after.discard_piece_at(from);
            after.set_piece_at(
                to,
                Piece {
                    color: us,
                    role: Role::Pawn,
                },
            );
            board.role_at(from) == Some(Role::Pawn)
                && after
                    .attackers_to(pos.our_king(), !us, after.occupied())
                    .contains(attacker)
        }
        R::CheckNotAnswered {
            checker,
            double,
            turn,
            ..
        } => {
            turn == us
                && pos.checkers().contains(checker)
                && double == pos.checkers().more_than_one()
                && board.role_at(from) != Some(Role::King)
        }
        R::KingIntoCheck {
            to: t, attacker, ..
        } => {
            t == to
                && from == pos.our_king()
                && attacked_by_them(to, attacker, board.occupied().without(from))
        }
        R::PromotionMissing { .. } => {
            board.role_at(from) == Some(Role::Pawn)
                && to.rank() == Rank::Eighth.relative_to(us)
                && promotion.is_none()
        }
        R::PromotionNotAllowed { .. } => {
            promotion.is_some()
                && !(board.role_at(from) == Some(Role::Pawn)
                    && to.rank() == Rank::Eighth.relative_to(us))
        }
        R::WrongPromotion { promotion: p } => {
            promotion == Some(p) && matches!(p, Role::King | Role::Pawn)
        }
        R::NoPieceCanMove { .. } | R::MoveMismatch { .. } | R::TouchMove { .. } => false,
    };
    if ok {
        Ok(())
    } else {
        Err(format!(
            "{from}{to} {promotion:?}: {reason:?} ({reason}) does not hold in {}",
            pos.fen()
        ))
    }
}

/// Whether `attacker` attacks `square` on the king's castling path to `side` (with king and
/// castling rook lifted): `Some(true)` on its destination, `Some(false)` on a square it
/// crosses, `None` if that is not so.
fn castling_attacked(
    pos: &Position,
    side: CastlingSide,
    square: Square,
    attacker: Square,
) -> Option<bool> {
    let king = pos.our_king();
    let us = pos.turn();
    let file = match side {
        CastlingSide::KingSide => chess_arbiter::File::G,
        CastlingSide::QueenSide => chess_arbiter::File::C,
    };
    let target = Square::from_coords(file, king.rank());
    let rook = pos
        .castling_rights()
        .into_iter()
        .find(|&r| r.rank() == king.rank() && (r < king) == (side == CastlingSide::QueenSide))?;
    let lifted = pos.board().occupied().without(king).without(rook);
    let on_path = square == target || squares_between(king, target).contains(&square);
    let attacks = pos
        .board()
        .attackers_to(square, !us, lifted)
        .contains(attacker);
    (on_path && attacks).then_some(square == target)
}

/// Every move of the side to move's pieces, and some of empty squares and enemy pieces.
fn tries(pos: &Position, rng: &mut XorShift) -> Vec<(Square, Square, Option<Role>)> {
    let mut out = Vec::new();
    let us = pos.turn();
    for from in pos.board().by_color(us) {
        for i in 0..64 {
            let to = Square::new(i);
            out.push((from, to, None));
            let last_rank = to.rank() == Rank::Eighth.relative_to(us);
            if pos.board().role_at(from) == Some(Role::Pawn) && last_rank {
                out.push((from, to, Some(Role::Queen)));
                out.push((from, to, Some(Role::King)));
            } else if rng.below(16) == 0 {
                out.push((from, to, Some(Role::Knight)));
            }
        }
    }
    for _ in 0..32 {
        let from = Square::new(rng.below(64) as u32);
        let to = Square::new(rng.below(64) as u32);
        out.push((from, to, None));
    }
    out
}

#[test]
fn every_illegal_move_gets_a_reason_that_holds() {
    let starts = [
        chess_arbiter::STARTING_FEN,
        "r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R w KQkq - 0 1",
        "rnbqkb1r/ppp1pppp/5n2/3pP3/8/8/PPPP1PPP/RNBQKBNR w KQkq d6 0 3",
        "8/2P5/8/8/8/8/5p2/K6k w - - 0 60",
        "r3k2r/8/8/8/8/8/8/R3K2R b KQkq - 0 50",
        "bqnb1rkr/pp3ppp/3ppn2/2p5/5P2/P2P4/NPP1P1PP/BQ1BNRKR w HFhf - 2 9",
    ];
    let mut seen = std::collections::BTreeMap::<&str, usize>::new();
    for seed in 0..48u64 {
        let mut rng = XorShift::new(seed);
        let mut game = Game::from_fen(starts[seed as usize % starts.len()], false).unwrap();
        for _ in 0..70 {
            let pos = game.position().clone();
            for (from, to, promotion) in tries(&pos, &mut rng) {
                let legal = Uci {
                    from,
                    to,
                    promotion,
                }
                .to_move(&pos);
                match (pos.illegal_reason(from, to, promotion), legal) {
                    (None, Ok(_)) => {}
                    (Some(reason), Err(UciError::Illegal(e))) => {
                        assert_eq!(e.reason, reason);
                        *seen.entry(reason.code()).or_default() += 1;
                        if let Err(why) = holds(&game, &pos, from, to, promotion, &reason) {
                            panic!("seed {seed}: {why}");
                        }
                    }
                    (reason, legal) => panic!(
                        "seed {seed}: {from}{to} {promotion:?} in {}: reason {reason:?}, but {legal:?}",
                        pos.fen()
                    ),
                }
            }
            let moves = game.legal_moves();
            if moves.is_empty() {
                break;
            }
            let m = moves[rng.below(moves.len())];
            game.play(m).unwrap();
        }
    }
    // The random games reach the reasons that need no history trick.
    for code in [
        "no_piece",
        "opponent_piece",
        "piece_cannot_move_so",
        "path_blocked",
        "own_piece_on_target",
        "nothing_to_capture",
        "no_castling_right",
        "castling_blocked",
        "pinned",
        "check_not_answered",
        "king_into_check",
        "promotion_missing",
        "promotion_not_allowed",
        "wrong_promotion",
    ] {
        assert!(seen.contains_key(code), "{code} never seen: {seen:?}");
    }
}

#[test]
fn san_refusals_give_a_reason_that_holds_for_a_piece_named() {
    let mut rng = XorShift::new(19);
    for seed in 0..24u64 {
        let mut game = Game::new();
        let mut rng_game = XorShift::new(seed);
        for _ in 0..60 {
            let pos = game.position().clone();
            for _ in 0..40 {
                let role = Role::ALL[rng.below(6)];
                let to = Square::new(rng.below(64) as u32);
                let text = match role {
                    Role::Pawn => to.to_string(),
                    _ => format!("{}{to}", role.upper_char()),
                };
                match san::parse_move(&pos, &text) {
                    Err(SanError::Illegal(e)) => {
                        if let IllegalReason::NoPieceCanMove { role: r, to: t, .. } = e.reason {
                            assert!(r == role && t == to);
                            assert!(!pos.legal_moves().iter().any(|m| m.role() == role
                                && m.to() == to
                                && m.castling_side().is_none()));
                            continue;
                        }
                        // Some piece of that kind is the subject of the reason.
                        let pieces = pos.board().by_role(role) & pos.board().by_color(pos.turn());
                        let holds_for_one = pieces
                            .into_iter()
                            .any(|from| holds(&game, &pos, from, to, None, &e.reason).is_ok());
                        assert!(
                            holds_for_one,
                            "{text} in {}: {:?} ({e})",
                            pos.fen(),
                            e.reason
                        );
                    }
                    Ok(_) | Err(SanError::Ambiguous(_)) => {}
                    Err(SanError::Syntax(e)) => panic!("{text}: {e}"),
                }
            }
            let moves = game.legal_moves();
            if moves.is_empty() {
                break;
            }
            game.play(moves[rng_game.below(moves.len())]).unwrap();
        }
    }
}
