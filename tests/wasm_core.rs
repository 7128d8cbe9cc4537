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

/// The wasm heap (src/wasm_alloc.rs): blocks of every size class and alignment, grown, shrunk
/// and freed in a random order, never overlap and keep their contents.
#[wasm_bindgen_test]
fn the_heap_keeps_every_block_apart() {
    use std::alloc::{alloc, dealloc, Layout};

    let mut seed = 0x9e37_79b9_7f4a_7c15_u64;
    let mut random = move |n: usize| {
        seed ^= seed << 13;
        seed ^= seed >> 7;
        seed ^= seed << 17;
        (seed % n as u64) as usize
    };
    let mut blocks: Vec<(u8, Vec<u8>)> = Vec::new();
    for step in 0..20_000 {
        let fill = (step % 251) as u8;
        match random(4) {
            0 | 1 => {
                let len = [random(40), random(600), random(70_000)][random(3)];
                blocks.push((fill, vec![fill; len]));
            }
            2 if !blocks.is_empty() => {
                let (f, block) = blocks.swap_remove(random(blocks.len()));
                assert!(
                    block.iter().all(|&b| b == f),
                    "a freed block was overwritten"
                );
            }
            _ if !blocks.is_empty() => {
                let i = random(blocks.len());
                let (f, block) = &mut blocks[i];
                assert!(block.iter().all(|b| b == f), "a block was overwritten");
                let len = random(2 * block.len() + 100);
                block.resize(len, *f);
                if random(2) == 0 {
                    block.shrink_to_fit();
                }
            }
            _ => {}
        }
    }
    for (f, block) in &blocks {
        assert!(block.iter().all(|b| b == f));
    }

    for align in (0..13).map(|shift| 1usize << shift) {
        for size in [1, align, 3 * align + 1] {
            let layout = Layout::from_size_align(size, align).unwrap();
            // SAFETY: the layout has a non-zero size, and the block is freed with it.
            unsafe {
                let p = alloc(layout);
                assert!(!p.is_null());
                assert_eq!(p as usize % align, 0, "{size} bytes aligned to {align}");
                p.write_bytes(0xa5, size);
                dealloc(p, layout);
            }
        }
    }
}
