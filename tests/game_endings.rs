//! Game endings: the automatic ones and their precedence (Laws 5, 9.6), claims (9.2, 9.3),
//! agreement (5.2.3), resignation (5.1.2) and flag fall (6.9). Test names cite the Law.

use chess_arbiter::{Color, DrawClaim, Game, GameError, Move, Outcome, Square, Termination};

/// Plays SAN moves (move numbers like `12.` are skipped).
fn play(game: &mut Game, moves: &str) {
    for san in moves.split_whitespace() {
        if san.ends_with('.') {
            continue;
        }
        game.play_san(san)
            .unwrap_or_else(|e| panic!("{san} in {}: {e}", game.fen()));
    }
}

fn game(moves: &str) -> Game {
    let mut g = Game::new();
    play(&mut g, moves);
    g
}

fn from_fen(fen: &str) -> Game {
    Game::from_fen(fen, false).unwrap_or_else(|e| panic!("{fen}: {e}"))
}

fn mv(game: &Game, san: &str) -> Move {
    game.parse_move(san).unwrap()
}

fn termination(game: &Game) -> Option<Termination> {
    game.outcome().map(|o| o.termination)
}

fn assert_over(game: &mut Game, expected: Outcome) {
    assert_eq!(game.outcome(), Some(expected));
    assert!(game.is_over());
    assert!(game.legal_moves().is_empty());
    assert_eq!(game.play_str("Kh1"), Err(GameError::GameOver(expected)));
    assert_eq!(
        game.resign(Color::White),
        Err(GameError::GameOver(expected))
    );
    assert_eq!(
        game.timeout(Color::Black),
        Err(GameError::GameOver(expected))
    );
    assert_eq!(game.agree_draw(), Err(GameError::GameOver(expected)));
    assert_eq!(game.claim_draw(None), Err(GameError::GameOver(expected)));
    assert!(game.claimable_draws(None).is_empty());
    assert!(game.touch(Square::E1).is_err());
}

const FOOLS_MATE: &str = "1. f3 e5 2. g4 Qh4#";
/// Sam Loyd's ten-move stalemate.
const LOYD_STALEMATE: &str =
    "1. e3 a5 2. Qh5 Ra6 3. Qxa5 h5 4. h4 Rah6 5. Qxc7 f6 6. Qxd7+ Kf7 7. Qxb7 Qd3 8. Qxb8 Qh7 9. Qxc8 Kg6 10. Qe6";
const KNIGHTS_OUT_AND_BACK: &str = "Nf3 Nf6 Ng1 Ng8";

// --- Automatic endings (Law 5, 9.6) ---

#[test]
fn law_5_1_1_checkmate_ends_the_game() {
    let mut g = game(FOOLS_MATE);
    let mate = Outcome::win(Termination::Checkmate, Color::Black);
    assert_eq!(mate.result(), "0-1");
    assert_over(&mut g, mate);
    assert_eq!(g.history().len(), 4);
}

#[test]
fn law_5_1_1_checkmate_by_promotion() {
    let mut g = from_fen("k7/2P5/1K6/8/8/8/8/8 w - - 0 1");
    play(&mut g, "c8=Q#");
    assert_eq!(
        g.outcome(),
        Some(Outcome::win(Termination::Checkmate, Color::White))
    );
    assert_eq!(g.outcome().unwrap().result(), "1-0");
}

#[test]
fn law_5_2_1_stalemate_ends_the_game() {
    let mut g = game(LOYD_STALEMATE);
    assert_over(&mut g, Outcome::draw(Termination::Stalemate));
    assert_eq!(g.outcome().unwrap().result(), "1/2-1/2");
}

#[test]
fn law_5_2_2_king_against_king_is_insufficient_material() {
    let mut g = from_fen("4k3/8/8/8/8/8/3q4/4K3 w - - 0 1");
    assert_eq!(g.outcome(), None);
    play(&mut g, "Kxd2");
    assert_over(&mut g, Outcome::draw(Termination::InsufficientMaterial));
}

#[test]
fn law_5_2_2_king_and_knight_against_king_is_insufficient_material() {
    let mut g = from_fen("4k3/8/8/8/8/8/3r4/4K1N1 w - - 0 1");
    play(&mut g, "Kxd2");
    assert_eq!(termination(&g), Some(Termination::InsufficientMaterial));
}

#[test]
fn law_5_2_2_bishops_all_on_one_colour_are_insufficient_material() {
    // After Bxd2 only dark-squared bishops remain, two White and one Black.
    let mut g = from_fen("kb6/8/8/8/8/4B3/3n4/2B4K w - - 0 1");
    assert_eq!(g.outcome(), None);
    play(&mut g, "Bcxd2");
    assert_eq!(termination(&g), Some(Termination::InsufficientMaterial));
}

#[test]
fn law_5_2_2_locked_pawn_wall_is_a_dead_position() {
    // Once the knight is gone, neither king can cross the wall and no pawn can move.
    let mut g = from_fen("8/8/8/1k6/p1p1p1p1/P1P1P1P1/8/2Kn4 w - - 0 1");
    assert_eq!(g.outcome(), None);
    play(&mut g, "Kxd1");
    assert_over(&mut g, Outcome::draw(Termination::DeadPosition));
}

#[test]
fn law_5_2_2_a_wall_with_a_doubled_or_unmoved_pawn_behind_it_is_dead() {
    // The wall is locked head on; behind it a white pawn stands on its blocked twin (e3), or
    // has a step left before it (e2): neither can ever move past, no capture can ever be made.
    for fen in [
        "4k3/8/1p1p1p1p/1PpPpPpP/2P1P1P1/4P3/8/4K3 w - - 0 1",
        "4k3/8/1p1p1p1p/1PpPpPpP/2P1P1P1/8/4P3/4K3 w - - 0 1",
    ] {
        let mut g = from_fen(fen);
        assert_over(&mut g, Outcome::draw(Termination::DeadPosition));
    }
    // A queen gets through by the open a-file: not dead.
    let g = from_fen("4k3/8/1p1p1p1p/1PpPpPpP/2P1P1P1/8/4P3/3QK3 w - - 0 1");
    assert_eq!(g.outcome(), None);
}

#[test]
fn law_5_2_2_positions_with_a_helpmate_are_not_dead() {
    for fen in [
        "8/8/3k4/8/8/2NN4/3K4/8 w - - 0 1",  // K+N+N v K
        "8/8/3k4/3n4/8/4B3/3K4/8 w - - 0 1", // K+B v K+N
        "8/8/3k4/4b3/8/3B4/3K4/8 w - - 0 1", // bishops on opposite colours
        "k7/8/8/8/8/8/P7/2B3K1 w - - 0 1",   // the "wrong" bishop with a rook's pawn
    ] {
        let g = from_fen(fen);
        assert_eq!(g.outcome(), None, "{fen}");
        assert!(!g.legal_moves().is_empty());
    }
}

#[test]
fn law_5_2_2_a_game_can_start_in_a_dead_position() {
    let mut g = from_fen("8/8/4k3/8/8/3K4/8/8 w - - 0 1");
    assert_over(&mut g, Outcome::draw(Termination::InsufficientMaterial));
}

#[test]
fn law_9_6_2_seventy_five_moves_end_the_game() {
    let mut g = from_fen("k7/2K5/8/8/8/8/8/1Q6 w - - 149 120");
    assert_eq!(g.outcome(), None);
    play(&mut g, "Qb2");
    assert_eq!(g.halfmoves(), 150);
    assert_over(&mut g, Outcome::draw(Termination::SeventyFiveMoves));
}

#[test]
fn law_9_6_2_checkmate_on_150th_ply_stands() {
    let mut g = from_fen("k7/2K5/8/8/8/8/8/1Q6 w - - 149 120");
    play(&mut g, "Qb7#");
    assert_eq!(g.halfmoves(), 150);
    assert_over(&mut g, Outcome::win(Termination::Checkmate, Color::White));
}

#[test]
fn law_9_6_2_stalemate_on_150th_ply_takes_precedence() {
    let mut g = from_fen("k7/2K5/8/8/8/8/8/1Q6 w - - 149 120");
    play(&mut g, "Qb6");
    assert_eq!(termination(&g), Some(Termination::Stalemate));
}

#[test]
fn law_9_6_2_a_capture_on_150th_ply_resets_the_count() {
    let mut g = from_fen("k7/2K5/8/8/8/8/1n6/1Q6 w - - 149 120");
    play(&mut g, "Qxb2");
    assert_eq!(g.halfmoves(), 0);
    assert_eq!(g.outcome(), None);
}

#[test]
fn law_5_2_2_dead_position_takes_precedence_over_seventy_five_moves() {
    let g = from_fen("8/8/4k3/8/8/3K4/8/8 w - - 150 200");
    assert_eq!(termination(&g), Some(Termination::InsufficientMaterial));
}

#[test]
fn law_9_6_1_fivefold_repetition_ends_the_game() {
    let mut g = Game::new();
    for _ in 0..3 {
        play(&mut g, KNIGHTS_OUT_AND_BACK);
    }
    assert_eq!(g.repetitions(), 4);
    assert_eq!(g.outcome(), None);
    play(&mut g, KNIGHTS_OUT_AND_BACK);
    assert_eq!(g.repetitions(), 5);
    assert_over(&mut g, Outcome::draw(Termination::FivefoldRepetition));
}

#[test]
fn law_9_6_1_fivefold_repetition_need_not_be_consecutive() {
    let mut g = game("e4 e5");
    for cycle in [
        "Nf3 Nc6 Ng1 Nb8",
        "Bc4 Bc5 Bf1 Bf8",
        "Nc3 Nf6 Nb1 Ng8",
        "Ke2 Ke7 Ke1 Ke8",
    ] {
        play(&mut g, cycle);
    }
    // The king walk cost both sides their castling rights: a different position.
    assert_eq!(g.repetitions(), 1);
    let mut g = game("e4 e5");
    for cycle in [
        "Nf3 Nc6 Ng1 Nb8",
        "Bc4 Bc5 Bf1 Bf8",
        "Nc3 Nf6",
        "Nb1 Ng8",
        "Qh5 Qh4 Qd1 Qd8",
    ] {
        play(&mut g, cycle);
    }
    assert_eq!(g.repetitions(), 5);
    assert_eq!(termination(&g), Some(Termination::FivefoldRepetition));
}

#[test]
fn law_9_6_seventy_five_moves_take_precedence_over_fivefold_repetition() {
    // The fifth occurrence comes with the 150th ply.
    let mut g = from_fen("6k1/8/8/8/8/8/8/R5K1 w - - 134 100");
    for _ in 0..3 {
        play(&mut g, "Kh1 Kh8 Kg1 Kg8");
    }
    assert_eq!((g.repetitions(), g.halfmoves()), (4, 146));
    assert_eq!(g.outcome(), None);
    play(&mut g, "Kh1 Kh8 Kg1 Kg8");
    assert_eq!((g.repetitions(), g.halfmoves()), (5, 150));
    assert_eq!(termination(&g), Some(Termination::SeventyFiveMoves));
}

// --- Same position (Law 9.2.3) ---

#[test]
fn law_9_2_3_an_illegal_en_passant_capture_does_not_make_the_position_different() {
    // After ...d5, exd6 e.p. would expose the king on h5 to the rook on a5: it is illegal, so
    // the position after ...d5 is the same as when it comes back with no double step.
    let mut g = from_fen("1n5k/3p4/8/r3P2K/8/8/8/1N6 b - - 0 1");
    play(&mut g, "d5");
    assert_eq!(g.position().ep_square(), None);
    play(&mut g, "Nc3 Nc6 Nb1 Nb8");
    assert_eq!(g.repetitions(), 2);
    play(&mut g, "Nc3 Nc6 Nb1 Nb8");
    assert_eq!(g.repetitions(), 3);
    assert_eq!(
        g.claimable_draws(None),
        vec![DrawClaim::ThreefoldRepetition]
    );
}

#[test]
fn law_9_2_3_a_legal_en_passant_capture_makes_the_position_different() {
    let mut g = from_fen("1n5k/3p4/r7/4P2K/8/8/8/1N6 b - - 0 1");
    play(&mut g, "d5");
    assert_eq!(g.position().ep_square(), Some(Square::D6));
    play(&mut g, "Nc3 Nc6 Nb1 Nb8 Nc3 Nc6 Nb1 Nb8");
    assert_eq!(g.repetitions(), 2);
    assert!(g.claimable_draws(None).is_empty());
    play(&mut g, "Nc3 Nc6 Nb1 Nb8");
    assert_eq!(
        g.claimable_draws(None),
        vec![DrawClaim::ThreefoldRepetition]
    );
}

#[test]
fn law_9_2_3_a_lost_castling_right_makes_the_position_different() {
    // The placement after 1.Nf3 Nf6 comes back after the rooks' walk, but without the rights
    // to castle king side: the rights count, not whether castling is possible now.
    let mut g = game("Nf3 Nf6 Rg1 Rg8 Rh1 Rh8");
    assert_eq!(g.repetitions(), 1);
    play(&mut g, "Ng1 Ng8 Nf3 Nf6");
    assert_eq!(g.repetitions(), 2);
    assert!(g.claimable_draws(None).is_empty());
    play(&mut g, "Ng1 Ng8 Nf3 Nf6");
    assert_eq!(g.repetitions(), 3);
    assert_eq!(
        g.claimable_draws(None),
        vec![DrawClaim::ThreefoldRepetition]
    );
}

#[test]
fn law_9_2_3_move_counters_do_not_count() {
    let mut g = game(KNIGHTS_OUT_AND_BACK);
    assert_eq!(
        g.fen(),
        "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 4 3"
    );
    assert_eq!(g.repetitions(), 2);
    play(&mut g, KNIGHTS_OUT_AND_BACK);
    assert_eq!(g.repetitions(), 3);
}

// --- Claims (Laws 9.2, 9.3) ---

#[test]
fn law_9_2_1_threefold_repetition_claimed_now() {
    let mut g = game(KNIGHTS_OUT_AND_BACK);
    assert!(g.claimable_draws(None).is_empty());
    play(&mut g, KNIGHTS_OUT_AND_BACK);
    assert_eq!(
        g.claimable_draws(None),
        vec![DrawClaim::ThreefoldRepetition]
    );
    // Claims are not automatic: the game goes on until one is made.
    assert_eq!(g.outcome(), None);
    let draw = Outcome::draw(Termination::ThreefoldRepetition);
    assert_eq!(g.claim_draw(None), Ok(draw));
    assert_over(&mut g, draw);
    assert_eq!(g.history().len(), 8);
}

#[test]
fn law_9_2_1_threefold_repetition_claimed_with_the_move_that_makes_the_third_occurrence() {
    let mut g = game("Nf3 Nf6 Ng1 Ng8 Nf3 Nf6 Ng1");
    let ng8 = mv(&g, "Ng8");
    assert!(g.claimable_draws(None).is_empty());
    assert_eq!(
        g.claimable_draws(Some(ng8)),
        vec![DrawClaim::ThreefoldRepetition]
    );
    // Asking does not play the move.
    assert_eq!(g.history().len(), 7);
    let other = mv(&g, "Nc6");
    assert!(g.claimable_draws(Some(other)).is_empty());
    assert_eq!(
        g.claim_draw(Some(ng8)),
        Ok(Outcome::draw(Termination::ThreefoldRepetition))
    );
    assert_eq!(g.last_move(), Some(ng8));
    assert_eq!(g.history().len(), 8);
}

#[test]
fn law_9_2_1_an_incorrect_claim_with_a_move_keeps_the_move_played() {
    let mut g = game("Nf3 Nf6 Ng1");
    let ng8 = mv(&g, "Ng8");
    let err = g.claim_draw(Some(ng8)).unwrap_err();
    assert!(matches!(err, GameError::NoClaim(_)));
    assert_eq!(err.code(), "NO_CLAIM");
    let message = err.to_string();
    assert!(message.contains("2 times"), "{message}");
    assert!(message.contains("Ng8 stands as played"), "{message}");
    assert_eq!(g.last_move(), Some(ng8));
    assert_eq!(g.turn(), Color::White);
    assert_eq!(g.outcome(), None);
    play(&mut g, "e4");
}

#[test]
fn law_9_2_an_incorrect_claim_without_a_move_changes_nothing() {
    let mut g = game("e4 e5");
    let fen = g.fen();
    assert!(matches!(g.claim_draw(None), Err(GameError::NoClaim(_))));
    assert_eq!(g.fen(), fen);
    assert_eq!(g.outcome(), None);
    play(&mut g, "Nf3");
}

#[test]
fn law_9_2_1_a_claim_with_an_illegal_move_plays_nothing() {
    let mut g = game("e4 e5");
    let illegal = Move::Normal {
        role: chess_arbiter::Role::Knight,
        from: Square::G1,
        capture: None,
        to: Square::G3,
        promotion: None,
    };
    let err = g.claim_draw(Some(illegal)).unwrap_err();
    assert_eq!(err.code(), "ILLEGAL_MOVE");
    assert_eq!(g.history().len(), 2);
    assert!(g.claimable_draws(Some(illegal)).is_empty());
}

#[test]
fn law_9_3_fifty_moves_claimed_now() {
    let mut g = from_fen("k7/2K5/8/8/8/8/8/1Q6 w - - 100 120");
    assert_eq!(g.claimable_draws(None), vec![DrawClaim::FiftyMoves]);
    assert_eq!(g.outcome(), None);
    assert_eq!(
        g.claim_draw(None),
        Ok(Outcome::draw(Termination::FiftyMoves))
    );
}

#[test]
fn law_9_3_1_fifty_moves_claimed_with_an_intended_move() {
    let mut g = from_fen("k7/2K5/8/8/8/8/P7/1Q6 w - - 99 120");
    assert!(g.claimable_draws(None).is_empty());
    let qb2 = mv(&g, "Qb2");
    let a3 = mv(&g, "a3");
    assert_eq!(g.claimable_draws(Some(qb2)), vec![DrawClaim::FiftyMoves]);
    // A pawn move starts the count again.
    assert!(g.claimable_draws(Some(a3)).is_empty());
    assert_eq!(
        g.claim_draw(Some(qb2)),
        Ok(Outcome::draw(Termination::FiftyMoves))
    );
    assert_eq!(g.halfmoves(), 100);
    assert_eq!(g.last_move(), Some(qb2));
}

#[test]
fn law_9_3_1_an_incorrect_fifty_move_claim_keeps_the_pawn_move_played() {
    let mut g = from_fen("k7/2K5/8/8/8/8/P7/1Q6 w - - 99 120");
    let a3 = mv(&g, "a3");
    assert!(matches!(g.claim_draw(Some(a3)), Err(GameError::NoClaim(_))));
    assert_eq!(g.last_move(), Some(a3));
    assert_eq!(g.halfmoves(), 0);
    assert_eq!(g.outcome(), None);
}

#[test]
fn law_9_2_and_9_3_both_claims_hold() {
    let mut g = from_fen("k7/2K5/8/8/8/8/8/1Q6 w - - 100 120");
    play(&mut g, "Qb2 Ka7 Qb1 Ka8 Qb2 Ka7 Qb1 Ka8");
    assert_eq!(
        g.claimable_draws(None),
        vec![DrawClaim::ThreefoldRepetition, DrawClaim::FiftyMoves]
    );
    assert_eq!(
        g.claim_draw(None),
        Ok(Outcome::draw(Termination::ThreefoldRepetition))
    );
}

#[test]
fn law_9_2_a_claim_with_a_mating_move_ends_the_game_by_checkmate() {
    let mut g = from_fen("k7/2K5/8/8/8/8/8/1Q6 w - - 120 120");
    let qb7 = mv(&g, "Qb7#");
    assert!(g.claimable_draws(Some(qb7)).is_empty());
    assert_eq!(
        g.claim_draw(Some(qb7)),
        Ok(Outcome::win(Termination::Checkmate, Color::White))
    );
}

#[test]
fn law_9_6_claims_are_not_automatic_until_fivefold() {
    let mut g = Game::new();
    for _ in 0..4 {
        assert_eq!(g.outcome(), None);
        play(&mut g, KNIGHTS_OUT_AND_BACK);
    }
    assert_eq!(termination(&g), Some(Termination::FivefoldRepetition));
}

// --- Agreement (Law 5.2.3, 9.1) ---

#[test]
fn law_5_2_3_agreement_before_both_players_moved_is_refused() {
    let mut g = Game::new();
    assert_eq!(g.agree_draw(), Err(GameError::AgreementTooEarly));
    play(&mut g, "e4");
    let err = g.agree_draw().unwrap_err();
    assert_eq!(err, GameError::AgreementTooEarly);
    assert!(err.to_string().contains("both players"));
    assert_eq!(g.outcome(), None);
    play(&mut g, "e5");
    let draw = Outcome::draw(Termination::Agreement);
    assert_eq!(g.agree_draw(), Ok(draw));
    assert_over(&mut g, draw);
}

#[test]
fn law_5_2_3_agreement_counts_the_moves_before_a_fen() {
    // White has moved before this position (Black to move): one Black move suffices.
    let mut g = from_fen("rnbqkbnr/pppppppp/8/8/4P3/8/PPPP1PPP/RNBQKBNR b KQkq - 0 1");
    assert_eq!(g.agree_draw(), Err(GameError::AgreementTooEarly));
    play(&mut g, "e5");
    assert!(g.agree_draw().is_ok());
    // A position in the middle of a game: both have moved.
    let mut g = from_fen("4k3/8/8/8/8/8/4P3/4K3 w - - 3 30");
    assert!(g.agree_draw().is_ok());
}

// --- Resignation (Law 5.1.2) and flag fall (Law 6.9) ---

#[test]
fn law_5_1_2_resignation_loses() {
    let mut g = game("e4");
    let outcome = g.resign(Color::White).unwrap();
    assert_eq!(
        outcome,
        Outcome::win(Termination::Resignation, Color::Black)
    );
    assert_eq!(outcome.result(), "0-1");
    assert_over(&mut g, outcome);
    // Either side may resign, on move or not.
    let mut g = game("e4");
    assert_eq!(
        g.resign(Color::Black),
        Ok(Outcome::win(Termination::Resignation, Color::White))
    );
}

#[test]
fn law_5_1_2_resignation_against_a_side_that_cannot_mate_is_a_draw() {
    let fen = "4k3/8/8/8/8/8/8/3QK3 w - - 0 1";
    let mut g = from_fen(fen);
    assert_eq!(
        g.resign(Color::Black),
        Ok(Outcome::win(Termination::Resignation, Color::White))
    );
    let mut g = from_fen(fen);
    let draw = g.resign(Color::White).unwrap();
    assert_eq!(draw, Outcome::draw(Termination::Resignation));
    assert_eq!(draw.result(), "1/2-1/2");
}

#[test]
fn law_6_9_flag_fall_loses() {
    let mut g = game("e4 e5 Nf3");
    let outcome = g.timeout(Color::Black).unwrap();
    assert_eq!(outcome, Outcome::win(Termination::Timeout, Color::White));
    assert_eq!(outcome.termination.as_str(), "timeout");
    assert_over(&mut g, outcome);
}

#[test]
fn law_6_9_flag_fall_of_the_lone_king_loses_to_king_and_queen() {
    let mut g = from_fen("4k3/8/8/8/8/8/8/3QK3 b - - 0 1");
    assert_eq!(
        g.timeout(Color::Black),
        Ok(Outcome::win(Termination::Timeout, Color::White))
    );
}

#[test]
fn law_6_9_flag_fall_against_a_bare_king_is_a_draw() {
    let mut g = from_fen("4k3/8/8/8/8/8/8/3QK3 w - - 0 1");
    let draw = g.timeout(Color::White).unwrap();
    assert_eq!(draw, Outcome::draw(Termination::Timeout));
    assert_eq!(draw.result(), "1/2-1/2");
}

#[test]
fn law_6_9_flag_fall_against_a_lone_knight_facing_a_queen_is_a_draw() {
    // A lone knight cannot mate a king that has only a queen to block with.
    let fen = "8/8/4k3/4n3/8/8/8/3QK3 w - - 0 1";
    let mut g = from_fen(fen);
    assert_eq!(
        g.timeout(Color::White),
        Ok(Outcome::draw(Termination::Timeout))
    );
    let mut g = from_fen(fen);
    assert_eq!(
        g.timeout(Color::Black),
        Ok(Outcome::win(Termination::Timeout, Color::White))
    );
}

#[test]
fn law_6_9_flag_fall_against_a_knight_that_can_helpmate_loses() {
    // K+N v K+P: the pawn can block its own king, so the knight can mate.
    let mut g = from_fen("8/8/4k3/4p3/8/8/8/4K1N1 w - - 0 1");
    assert_eq!(
        g.timeout(Color::Black),
        Ok(Outcome::win(Termination::Timeout, Color::White))
    );
}

#[test]
fn law_6_9_flag_fall_after_a_dead_position_changes_nothing() {
    let mut g = from_fen("4k3/8/8/8/8/8/3r4/4K1N1 w - - 0 1");
    play(&mut g, "Kxd2");
    let dead = Outcome::draw(Termination::InsufficientMaterial);
    assert_eq!(g.timeout(Color::White), Err(GameError::GameOver(dead)));
}

// --- The game record ---

#[test]
fn undo_takes_back_moves_and_endings() {
    let mut g = game(FOOLS_MATE);
    let qh4 = g.last_move().unwrap();
    assert_eq!(g.undo(), Some(qh4));
    assert_eq!(g.outcome(), None);
    play(&mut g, "Qh4#");
    assert!(g.is_over());
    let mut g = game("e4");
    g.resign(Color::Black).unwrap();
    assert!(g.undo().is_some());
    assert_eq!(g.outcome(), None);
    assert_eq!(g.fen(), chess_arbiter::STARTING_FEN);
    assert_eq!(g.undo(), None);
    // Repetition counts follow undo.
    let mut g = game("Nf3 Nf6 Ng1 Ng8 Nf3 Nf6 Ng1 Ng8");
    assert_eq!(g.repetitions(), 3);
    g.undo();
    g.undo();
    play(&mut g, "Nd4 Nd5");
    assert_eq!(g.repetitions(), 1);
}

#[test]
fn moves_in_san_or_uci() {
    let mut g = Game::new();
    assert_eq!(
        g.play_str("e2e4")
            .map(|m| g.history().len() == 1 && m.to() == Square::E4),
        Ok(true)
    );
    g.play_str("e5").unwrap();
    g.play_uci("g1f3").unwrap();
    assert_eq!(g.san_history(), ["e4", "e5", "Nf3"]);
    assert_eq!(g.play_str("xyz").unwrap_err().code(), "INVALID_MOVE");
    assert_eq!(g.play_str("Nf6x").unwrap_err().code(), "INVALID_MOVE");
    let err = g.play_san("Ke3").unwrap_err();
    assert_eq!(err.code(), "ILLEGAL_MOVE");
    assert!(err.to_string().contains("Ke3"), "{err}");
    assert_eq!(g.play_uci("e8e6").unwrap_err().code(), "ILLEGAL_MOVE");
    let mut g = from_fen("7k/R7/8/8/8/5N2/8/RN2K3 w - - 0 1");
    assert_eq!(g.play_str("Nd2").unwrap_err().code(), "AMBIGUOUS_MOVE");
    assert_eq!(g.history().len(), 0);
}

#[test]
fn fen_counters_come_from_the_fen() {
    let mut g = from_fen("4k3/8/8/8/8/8/4P3/4K3 w - - 37 42");
    assert_eq!(g.halfmoves(), 37);
    play(&mut g, "Kd1 Kd8");
    assert_eq!(g.fen(), "3k4/8/8/8/8/8/4P3/3K4 w - - 39 43");
    assert_eq!(g.start_position().fullmoves(), 42);
    assert_eq!(
        Game::from_fen("8/8/8 w - - 0 1", false).unwrap_err().code(),
        "INVALID_FEN"
    );
}

#[test]
fn chess960_castling_is_written_king_takes_rook() {
    let fen = "r3k2r/8/8/8/8/8/8/R3K2R w KQkq - 0 1";
    let mut standard = from_fen(fen);
    let mut fischer = Game::from_fen(fen, true).unwrap();
    assert!(!standard.is_chess960() && fischer.is_chess960());
    let castle = standard.play_uci("e1h1").unwrap();
    assert_eq!(fischer.play_uci("e1g1").unwrap(), castle);
    assert_eq!(standard.uci(castle), "e1g1");
    assert_eq!(fischer.uci(castle), "e1h1");
    assert_eq!(standard.san_history(), ["O-O"]);
}

#[test]
fn chess960_games_by_number() {
    let g = Game::new_chess960(0).unwrap();
    assert!(g.is_chess960());
    assert_eq!(
        g.fen(),
        "bbqnnrkr/pppppppp/8/8/8/8/PPPPPPPP/BBQNNRKR w KQkq - 0 1"
    );
    assert_eq!(
        Game::new_chess960(518).unwrap().fen(),
        chess_arbiter::STARTING_FEN
    );
    assert_eq!(
        Game::new_chess960(960).unwrap_err().code(),
        "INVALID_ARGUMENT"
    );
    // Castling rights only Chess960 allows make a Chess960 game.
    let g = Game::from_fen("1r4kr/8/8/8/8/8/8/1R4KR w HBhb - 0 1", false).unwrap();
    assert!(g.is_chess960());
    // 959: RKRNNQBB. Once c1 and d1 are empty, the king on b1 castles long with the rook on
    // a1: king to c1, rook to d1.
    let mut g = Game::new_chess960(959).unwrap();
    play(&mut g, "Nc3 Nc6 Nf3 Nf6 Re1 Re8");
    let castle = g.play_san("O-O-O").unwrap();
    assert_eq!(g.uci(castle), "b1a1");
    assert!(g.fen().contains("/2KRRQBB b "), "{}", g.fen());
}

#[test]
fn law_5_2_2_batch_play_agrees_with_playing_one_by_one() {
    let moves = "e4 e5 Nf3 Nc6 Bb5 a6 Ba4 Nf6 O-O Be7 Re1 b5 Bb3 d6 c3 O-O h3 Nb8 d4 Nbd7";
    let one_by_one = game(moves);
    let mut batched = Game::new();
    batched
        .batch(|g| {
            for san in moves.split(' ') {
                g.play_san(san)?;
            }
            Ok(())
        })
        .unwrap();
    assert_eq!(batched.fen(), one_by_one.fen());
    assert_eq!(batched.outcome(), None);
    let mut mate = Game::new();
    mate.batch(|g| {
        play(g, FOOLS_MATE);
        Ok(())
    })
    .unwrap();
    assert_eq!(termination(&mate), Some(Termination::Checkmate));
}

#[test]
fn law_5_2_2_batch_play_stops_at_a_dead_position() {
    // Kxd1 leaves a dead position: the game ended there, and the moves after it are void.
    let mut g = from_fen("8/8/8/1k6/p1p1p1p1/P1P1P1P1/8/2Kn4 w - - 0 1");
    let result = g.batch(|g| {
        for san in ["Kxd1", "Kc5", "Kc2", "Kb5"] {
            g.play_san(san)?;
        }
        Ok(())
    });
    let dead = Outcome::draw(Termination::DeadPosition);
    assert_eq!(result, Err(GameError::GameOver(dead)));
    assert_eq!(g.history().len(), 1);
    assert_eq!(g.outcome(), Some(dead));
    // Reaching it with the last move is no error.
    let mut g = from_fen("8/8/8/1k6/p1p1p1p1/P1P1P1P1/8/2Kn4 w - - 0 1");
    assert_eq!(g.batch(|g| g.play_san("Kxd1")).map(|_| ()), Ok(()));
    assert_eq!(g.outcome(), Some(dead));
}
