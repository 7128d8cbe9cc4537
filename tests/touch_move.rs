//! The touch-move rule (Law 4) and its effect on draw claims (Law 9.4).

use chess_arbiter::touch_move::{allowed_moves, Obligation, Touch};
use chess_arbiter::{san, Color, DrawClaim, Game, GameError, Position, Square};

fn pos(fen: &str) -> Position {
    Position::from_fen(fen).unwrap()
}

fn after(moves: &str) -> Position {
    let mut g = Game::new();
    for m in moves.split_whitespace() {
        g.play_san(m).unwrap();
    }
    g.position().clone()
}

fn touches(squares: &[Square]) -> Vec<Touch> {
    squares.iter().map(|&sq| Touch::piece(sq)).collect()
}

/// The allowed moves in SAN, sorted.
fn allowed(pos: &Position, squares: &[Square]) -> (Vec<String>, Obligation) {
    let t = allowed_moves(pos, &touches(squares));
    assert!(t.claim_forfeited);
    let mut sans: Vec<String> = t.moves.iter().map(|m| san::to_san(pos, *m)).collect();
    sans.sort();
    (sans, t.obligation)
}

const CASTLES: &str = "r3k2r/8/8/8/8/8/8/R3K2R w KQkq - 0 1";

#[test]
fn law_4_3_1_a_touched_piece_must_be_moved() {
    let (moves, why) = allowed(&Position::new(), &[Square::G1]);
    assert_eq!(moves, ["Nf3", "Nh3"]);
    assert_eq!(why, Obligation::Move(Square::G1));
}

#[test]
fn law_4_3_1_the_first_touched_piece_that_can_move() {
    // The rook on a1 cannot move; the knight touched after it must.
    let (moves, why) = allowed(&Position::new(), &[Square::A1, Square::B1, Square::G1]);
    assert_eq!(moves, ["Na3", "Nc3"]);
    assert_eq!(why, Obligation::Move(Square::B1));
    // A pinned piece cannot move either.
    let p = pos("4k3/4r3/8/8/8/8/4N3/4K1N1 w - - 0 1");
    let (moves, why) = allowed(&p, &[Square::E2, Square::G1]);
    assert_eq!(moves, ["Nf3", "Nh3"]);
    assert_eq!(why, Obligation::Move(Square::G1));
}

#[test]
fn law_4_5_when_no_touched_piece_can_move_any_legal_move() {
    let t = allowed_moves(
        &Position::new(),
        &touches(&[Square::A1, Square::C1, Square::D1]),
    );
    assert_eq!(t.obligation, Obligation::AnyMove);
    assert_eq!(t.moves.len(), 20);
    assert!(t.claim_forfeited);
    // Nor any opponent piece that can be captured.
    let t = allowed_moves(&Position::new(), &touches(&[Square::E7, Square::B8]));
    assert_eq!(t.obligation, Obligation::AnyMove);
    assert_eq!(t.moves.len(), 20);
}

#[test]
fn law_4_3_2_a_touched_opponent_piece_must_be_captured() {
    let p = after("e4 d5");
    let (moves, why) = allowed(&p, &[Square::D5]);
    assert_eq!(moves, ["exd5"]);
    assert_eq!(why, Obligation::Capture(Square::D5));
    // The first touched piece that can be captured.
    let (moves, _) = allowed(&p, &[Square::E7, Square::D5]);
    assert_eq!(moves, ["exd5"]);
}

#[test]
fn law_4_3_2_capturing_a_touched_pawn_en_passant() {
    let p = pos("4k3/8/8/3pP3/8/8/8/4K3 w - d6 0 1");
    let (moves, why) = allowed(&p, &[Square::D5]);
    assert_eq!(moves, ["exd6"]);
    assert_eq!(why, Obligation::Capture(Square::D5));
}

#[test]
fn law_4_3_3_one_piece_of_each_colour_capture_with_the_touched_piece() {
    // Knights on c3 and d2 can both take e4: the touched one must.
    let p = pos("4k3/8/8/8/4q3/2N5/3N4/K7 w - - 0 1");
    let (moves, why) = allowed(&p, &[Square::D2, Square::E4]);
    assert_eq!(moves, ["Ndxe4"]);
    assert_eq!(
        why,
        Obligation::CaptureWith {
            piece: Square::D2,
            target: Square::E4
        }
    );
    let p = after("e4 d5");
    let (moves, _) = allowed(&p, &[Square::D5, Square::E4]);
    assert_eq!(moves, ["exd5"]);
}

#[test]
fn law_4_3_3_when_that_capture_is_illegal_the_first_touched_piece() {
    let p = after("e4 d5");
    // The d-pawn cannot take d5: it must move, being touched first.
    let (moves, why) = allowed(&p, &[Square::D2, Square::D5]);
    assert_eq!(moves, ["d3", "d4"]);
    assert_eq!(why, Obligation::Move(Square::D2));
    // The opponent's pawn touched first: it must be captured (by the e-pawn).
    let (moves, why) = allowed(&p, &[Square::D5, Square::G1]);
    assert_eq!(moves, ["exd5"]);
    assert_eq!(why, Obligation::Capture(Square::D5));
    // First touched piece cannot move: the next one.
    let (moves, why) = allowed(&p, &[Square::A1, Square::D5]);
    assert_eq!(moves, ["exd5"]);
    assert_eq!(why, Obligation::Capture(Square::D5));
}

#[test]
fn law_4_4_1_king_then_rook_must_castle_on_that_side() {
    let p = pos(CASTLES);
    let (moves, why) = allowed(&p, &[Square::E1, Square::H1]);
    assert_eq!(moves, ["O-O"]);
    assert_eq!(why, Obligation::Castle { rook: Square::H1 });
    let (moves, _) = allowed(&p, &[Square::E1, Square::A1]);
    assert_eq!(moves, ["O-O-O"]);
}

#[test]
fn law_4_4_3_king_touched_to_castle_where_illegal_moves_the_king() {
    // The rook on f2 attacks f1: no castling king side; the king must move, and castling the
    // other way is one of its moves.
    let p = pos("r3k2r/8/8/8/8/8/5r2/R3K2R w KQkq - 0 1");
    let (moves, why) = allowed(&p, &[Square::E1, Square::H1]);
    assert_eq!(moves, ["Kd1", "Kxf2", "O-O-O"]);
    assert_eq!(why, Obligation::KingMove { rook: Square::H1 });
    // With no king move at all, any legal move.
    // (d1 and f1 are attacked, so castling is illegal too.)
    let p = pos("4k3/8/8/8/8/1q4n1/3PPP2/4K2R w K - 0 1");
    let t = allowed_moves(&p, &touches(&[Square::E1, Square::H1]));
    assert_eq!(t.obligation, Obligation::AnyMove);
    assert_eq!(t.moves.len(), p.legal_moves().len());
}

#[test]
fn law_4_4_2_rook_then_king_no_castling_with_that_rook() {
    let p = pos(CASTLES);
    let (moves, why) = allowed(&p, &[Square::H1, Square::E1]);
    assert_eq!(why, Obligation::Move(Square::H1));
    assert!(moves.iter().all(|m| m.starts_with('R')), "{moves:?}");
    assert!(moves.contains(&"Rxh8+".to_string()));
    // The rook cannot move: the king must, and not by castling with that rook.
    let p = pos("r3k2r/8/8/8/8/8/7P/R3K1NR w KQkq - 0 1");
    let (moves, why) = allowed(&p, &[Square::H1, Square::E1]);
    assert_eq!(why, Obligation::Move(Square::E1));
    assert_eq!(moves, ["Kd1", "Kd2", "Ke2", "Kf1", "Kf2", "O-O-O"]);
    // Chess960: the rook on g1 has no move but castling, which touching it first bars.
    let p = pos("4k3/8/8/8/8/8/5PPP/5KRB w G - 0 1");
    let (moves, why) = allowed(&p, &[Square::G1, Square::F1]);
    assert_eq!(why, Obligation::Move(Square::F1));
    assert_eq!(moves, ["Ke1", "Ke2"]);
    // King first, then that rook: castling is obligatory.
    let (moves, why) = allowed(&p, &[Square::F1, Square::G1]);
    assert_eq!(why, Obligation::Castle { rook: Square::G1 });
    assert_eq!(moves, ["O-O"]);
}

#[test]
fn law_4_2_an_announced_adjustment_carries_no_obligation() {
    let p = Position::new();
    let t = allowed_moves(&p, &[Touch::adjust(Square::G1), Touch::adjust(Square::E7)]);
    assert_eq!(t.obligation, Obligation::None);
    assert_eq!(t.moves.len(), 20);
    assert!(!t.claim_forfeited);
    // Adjusting first, then touching another piece: that piece must move.
    let t = allowed_moves(&p, &[Touch::adjust(Square::G1), Touch::piece(Square::B1)]);
    assert_eq!(t.obligation, Obligation::Move(Square::B1));
}

#[test]
fn law_9_4_touching_a_piece_loses_the_right_to_claim() {
    let p = Position::new();
    assert!(allowed_moves(&p, &touches(&[Square::G1])).claim_forfeited);
    assert!(allowed_moves(&p, &touches(&[Square::G8])).claim_forfeited);
    assert!(!allowed_moves(&p, &[]).claim_forfeited);
}

fn repeated_twice_and_a_bit() -> Game {
    let mut g = Game::new();
    for m in "Nf3 Nf6 Ng1 Ng8 Nf3 Nf6 Ng1 Ng8".split(' ') {
        g.play_san(m).unwrap();
    }
    g
}

#[test]
fn law_4_touch_move_mode_in_a_game() {
    let mut g = Game::new();
    g.set_touch_move(true);
    g.touch(Square::G1).unwrap();
    let err = g.play_san("e4").unwrap_err();
    assert!(matches!(err, GameError::IllegalMove(_)));
    assert!(err.to_string().contains("Law 4.3.1"), "{err}");
    assert!(err.to_string().contains("knight on g1"), "{err}");
    assert_eq!(g.allowed_moves().len(), 2);
    g.play_san("Nf3").unwrap();
    // The next turn starts with no touches.
    assert!(g.touches().is_empty());
    g.play_san("e5").unwrap();
    // Outside the mode, touches are ignored.
    let mut g = Game::new();
    g.touch(Square::G1).unwrap();
    assert!(g.touches().is_empty());
    g.play_san("e4").unwrap();
}

#[test]
fn law_9_4_a_touch_loses_the_claim_in_a_game() {
    let mut g = repeated_twice_and_a_bit();
    g.set_touch_move(true);
    assert_eq!(g.claimable_draws(None), [DrawClaim::ThreefoldRepetition]);
    g.adjust(Square::B1).unwrap();
    assert_eq!(g.claimable_draws(None), [DrawClaim::ThreefoldRepetition]);
    g.touch(Square::G1).unwrap();
    assert!(g.claim_forfeited());
    assert!(g.claimable_draws(None).is_empty());
    let err = g.claim_draw(None).unwrap_err();
    assert!(err.to_string().contains("Law 9.4"), "{err}");
    assert_eq!(g.outcome(), None);
    // A claim with a stated move after a touch: the move is played, the claim fails.
    let mut g = repeated_twice_and_a_bit();
    g.undo();
    g.set_touch_move(true);
    g.touch(Square::F6).unwrap();
    let ng8 = g.parse_move("Ng8").unwrap();
    assert!(g.claimable_draws(Some(ng8)).is_empty());
    assert!(matches!(
        g.claim_draw(Some(ng8)),
        Err(GameError::NoClaim(_))
    ));
    assert_eq!(g.last_move(), Some(ng8));
    assert_eq!(g.outcome(), None);
}

#[test]
fn law_9_1_2_4_a_claim_a_touch_made_void_is_still_a_draw_offer() {
    // Every other claim that fails stands as the claimant's offer: this one was not.
    let mut g = repeated_twice_and_a_bit();
    g.set_touch_move(true);
    g.touch(Square::G1).unwrap();
    assert!(g.claim_draw(None).is_err());
    assert_eq!(g.draw_offer(), Some(Color::White));
    // With a stated move, the offer is the mover's.
    let mut g = repeated_twice_and_a_bit();
    g.undo();
    g.set_touch_move(true);
    g.touch(Square::F6).unwrap();
    let ng8 = g.parse_move("Ng8").unwrap();
    assert!(g.claim_draw(Some(ng8)).is_err());
    assert_eq!(g.draw_offer(), Some(Color::Black));
}

#[test]
fn an_empty_square_touched_is_not_recorded() {
    let mut g = Game::new();
    g.set_touch_move(true);
    g.touch(Square::E4).unwrap();
    g.adjust(Square::D4).unwrap();
    assert!(g.touches().is_empty());
    g.touch(Square::G1).unwrap();
    assert_eq!(g.touches(), [Touch::piece(Square::G1)]);
}

#[test]
fn once_the_game_is_over_no_touch_obliges() {
    // Resigned, drawn by agreement or lost on time with a touch standing: the verdict kept
    // the touched knight's obligation and the lost claim.
    for end in 0..3 {
        let mut g = Game::new();
        g.play_san("e4").unwrap();
        g.play_san("e5").unwrap();
        g.set_touch_move(true);
        g.touch(Square::G1).unwrap();
        match end {
            0 => g.resign(Color::White).map(|_| ()),
            1 => g.agree_draw().map(|_| ()),
            _ => g.timeout(Color::White).map(|_| ()),
        }
        .unwrap();
        let verdict = g.touch_verdict();
        assert_eq!(verdict.obligation, Obligation::None, "{end}");
        assert!(verdict.moves.is_empty() && !verdict.claim_forfeited);
        assert!(!g.claim_forfeited() && g.touches().is_empty());
        assert!(g.allowed_moves().is_empty());
    }
}
