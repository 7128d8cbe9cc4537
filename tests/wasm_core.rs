//! The core compiled to wasm32 and run by wasm-bindgen-test-runner, in Node and in headless
//! Chromium (`npm test` runs this file twice: `cargo test --target wasm32-unknown-unknown
//! --test 'wasm_*'`, the second time with WASM_BINDGEN_USE_BROWSER=1).
//! The JS API itself is tested through the built package, in tests/js/.
#![cfg(target_arch = "wasm32")]

use chess_arbiter::{attacks, Bitboard, Color, Piece, Role, Square};
use wasm_bindgen_test::wasm_bindgen_test;

fn total(f: impl Fn(Square) -> Bitboard) -> u32 {
    (0..64).map(|i| f(Square::new(i)).count()).sum()
}

#[wasm_bindgen_test]
fn leaper_tables() {
    assert_eq!(total(attacks::knight_attacks), 336);
    assert_eq!(total(attacks::king_attacks), 420);
    assert_eq!(total(|sq| attacks::pawn_attacks(Color::White, sq)), 98);
}

#[wasm_bindgen_test]
fn sliders_on_an_empty_board() {
    assert_eq!(
        total(|sq| attacks::rook_attacks(sq, Bitboard::EMPTY)),
        64 * 14
    );
    assert_eq!(
        total(|sq| attacks::bishop_attacks(sq, Bitboard::EMPTY)),
        560
    );
}

#[wasm_bindgen_test]
fn blockers_stop_sliders() {
    let queen = Piece {
        color: Color::Black,
        role: Role::Queen,
    };
    let occupied = Bitboard::from(Square::E6) | Bitboard::from(Square::G2);
    let rays = attacks::attacks(Square::E4, queen, occupied);
    assert!(rays.contains(Square::E6) && !rays.contains(Square::E7));
    assert!(rays.contains(Square::G2) && !rays.contains(Square::H1));
    assert!(rays.contains(Square::A8) && rays.contains(Square::H4));
    assert_eq!(attacks::between(Square::A1, Square::H8).count(), 6);
}

#[wasm_bindgen_test]
fn square_names_round_trip() {
    for i in 0..64 {
        let sq = Square::new(i);
        assert_eq!(sq.to_string().parse::<Square>(), Ok(sq));
    }
}
