//! The property: whatever the move tried, the reason given for refusing it holds in the
//! position. Random games (seeded) try every move of every piece of the side to move, some
//! moves of empty squares and enemy pieces, and SAN naming random pieces and squares; each
//! reason is checked against the board with code written here, apart from the analysis.

use chess_arbiter::uci::Uci;
use chess_arbiter::{
    san, CastlingSide, Color, File, Game, IllegalReason, Piece, Position, Rank, Role, SanError,
    Square, UciError,
};

#[path = "common/xorshift.rs"]
mod xorshift;
use xorshift::XorShift;

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
    let ok = board_reason_holds(game, pos, from, to, promotion, reason)
        .unwrap_or_else(|| king_reason_holds(pos, from, to, reason));
    if ok {
        Ok(())
    } else {
        Err(format!(
            "{from}{to} {promotion:?}: {reason:?} ({reason}) does not hold in {}",
            pos.fen()
        ))
    }
}

/// Whether a reason of the piece, the board or the promotion holds (`None` for the others).
fn board_reason_holds(
    game: &Game,
    pos: &Position,
    from: Square,
    to: Square,
    promotion: Option<Role>,
    reason: &IllegalReason,
) -> Option<bool> {
    use IllegalReason as R;
    let board = pos.board();
    let us = pos.turn();
    let ours = |sq: Square| board.color_at(sq) == Some(us);
    Some(match *reason {
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
        _ => return None,
    })
}

/// Whether a reason of castling or of the king's safety holds.
fn king_reason_holds(pos: &Position, from: Square, to: Square, reason: &IllegalReason) -> bool {
    use IllegalReason as R;
    let board = pos.board();
    let us = pos.turn();
    let theirs = |sq: Square| board.color_at(sq) == Some(!us);
    let attacked_by_them = |sq: Square, attacker: Square, occupied| {
        board.attackers_to(sq, !us, occupied).contains(attacker) && theirs(attacker)
    };
    match *reason {
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
        _ => false,
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
        CastlingSide::KingSide => File::G,
        CastlingSide::QueenSide => File::C,
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
    for seed in 0..64u64 {
        let mut rng = XorShift::new(seed);
        // A quarter of the games are Chess960: castling from every king and rook placement.
        let mut game = if seed % 4 == 3 {
            Game::new_chess960(rng.below(960) as u32).unwrap()
        } else {
            Game::from_fen(starts[seed as usize % starts.len()], false).unwrap()
        };
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
