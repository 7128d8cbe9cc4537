//! The move generator against the slow, obviously correct reference generator of the `movegen`
//! fuzz target (fuzz/src/reference.rs, included here as it is): every generated move is legal
//! and every legal move is generated, in every position of the perft suites and along random
//! games; every move played leads to the position the reference plays out (placement, castling
//! rights, en passant square, counters) with the incremental hash equal to one from scratch.

#[allow(dead_code)]
#[path = "../fuzz/src/reference.rs"]
mod reference;

use chess_arbiter::{chess960, Position, Setup};
use reference::{compare_deep, compare_state, RefPosition};

fn perft_fens(text: &str) -> Vec<&str> {
    text.lines()
        .filter_map(|l| l.trim().strip_prefix("epd "))
        .map(str::trim)
        .collect()
}

/// Compares a position read from a FEN (through the relaxed reader when the strict one
/// refuses it, as the perft suite does) and every position one move on.
fn check_fen(fen: &str) {
    let setup = Setup::from_fen(fen).unwrap_or_else(|e| panic!("{fen}: {e}"));
    let (pos, mut reference) = match Position::from_setup(&setup) {
        Ok(pos) => (pos, RefPosition::from_setup(&setup)),
        Err(_) => {
            let pos = Position::from_setup_relaxed(&setup).unwrap_or_else(|e| panic!("{fen}: {e}"));
            let mut reference = RefPosition::from_setup(&setup);
            reference.castling = pos.castling_rights().into_iter().collect();
            reference.castling.sort();
            (pos, reference)
        }
    };
    if let Err(e) = compare_state(&pos, &reference).and_then(|()| compare_deep(&pos, &reference)) {
        panic!("{fen}: {e}");
    }
    reference = RefPosition::from_position(&pos);
    // Two plies deep along the first few moves.
    for m in pos.legal_moves().into_iter().take(4) {
        let next = pos.play(m).unwrap();
        if let Err(e) = compare_deep(&next, &reference.play(m)) {
            panic!("{fen}, after {m:?}: {e}");
        }
    }
}

#[test]
fn tricky_and_chess960_perft_positions() {
    for fen in perft_fens(include_str!("data/tricky.perft"))
        .into_iter()
        .chain(perft_fens(include_str!("data/chess960.perft")))
    {
        check_fen(fen);
    }
    for number in (0..960).step_by(7) {
        let pos = chess960::position(number).unwrap();
        compare_deep(&pos, &RefPosition::from_position(&pos)).unwrap();
    }
}

#[test]
fn random_perft_positions() {
    let fens = perft_fens(include_str!("data/random.perft"));
    assert!(fens.len() > 6_000);
    for fen in fens {
        check_fen(fen);
    }
}

#[path = "common/xorshift.rs"]
mod xorshift;
use xorshift::XorShift;

/// Random games, each position compared with the reference, which plays the same moves on
/// its own board: the two never drift apart.
#[test]
fn random_games_played_side_by_side() {
    let mut rng = XorShift(0x00C0_FFEE_1234_5679);
    let mut plies = 0;
    for game in 0..150 {
        let mut pos = if game % 3 == 0 {
            chess960::position(rng.below(960) as u32).unwrap()
        } else {
            Position::new()
        };
        let mut reference = RefPosition::from_position(&pos);
        for _ in 0..200 {
            if let Err(e) = compare_deep(&pos, &reference) {
                panic!("game {game}: {e}");
            }
            let moves = pos.legal_moves();
            if moves.is_empty() {
                break;
            }
            // Captures, checks and promotions first half the time, to reach sparse endings.
            let m = if rng.below(2) == 0 {
                moves
                    .iter()
                    .copied()
                    .find(|m| m.is_capture() || m.promotion().is_some())
                    .unwrap_or(moves[rng.below(moves.len())])
            } else {
                moves[rng.below(moves.len())]
            };
            pos.play_unchecked(m);
            reference = reference.play(m);
            plies += 1;
        }
    }
    assert!(plies > 10_000, "{plies}");
}

/// Random placements (kings and up to 14 other pieces anywhere a piece may stand), with every
/// castling right the rooks in the corners and the kings on their squares allow: mostly
/// positions no game reaches, read through the relaxed reader when the strict one refuses
/// them (impossible checks, too many pieces of a kind), and compared the same way.
#[test]
fn random_placements() {
    use chess_arbiter::{Bitboard, Board, Color, Piece, Role, Square};
    let mut rng = XorShift(0x0BAD_5EED_0000_0001);
    let roles = [
        Role::Pawn,
        Role::Knight,
        Role::Bishop,
        Role::Rook,
        Role::Queen,
    ];
    let mut compared = 0;
    for i in 0..6_000 {
        let mut setup = Setup::standard();
        setup.board = Board::empty();
        setup.turn = if i % 2 == 0 {
            Color::White
        } else {
            Color::Black
        };
        // Kings on their castling squares half the time.
        let (wk, bk) = if rng.below(2) == 0 {
            (Square::E1, Square::E8)
        } else {
            (
                Square::new(rng.below(64) as u32),
                Square::new(rng.below(64) as u32),
            )
        };
        if wk == bk {
            continue;
        }
        for (sq, color) in [(wk, Color::White), (bk, Color::Black)] {
            let piece = Piece {
                color,
                role: Role::King,
            };
            setup.board.set_piece_at(sq, piece);
        }
        for _ in 0..rng.below(15) {
            let sq = Square::new(rng.below(64) as u32);
            let role = roles[rng.below(roles.len())];
            let back_rank = sq.index() < 8 || sq.index() >= 56;
            if setup.board.kings().contains(sq) || (role == Role::Pawn && back_rank) {
                continue;
            }
            let color = if rng.below(2) == 0 {
                Color::White
            } else {
                Color::Black
            };
            setup.board.set_piece_at(sq, Piece { color, role });
        }
        let mut rights = Bitboard::EMPTY;
        for sq in [Square::A1, Square::H1, Square::A8, Square::H8] {
            if setup.board.rooks().contains(sq) {
                rights.add(sq);
            }
        }
        setup.castling_rights = rights;
        let Ok(pos) =
            Position::from_setup(&setup).or_else(|_| Position::from_setup_relaxed(&setup))
        else {
            continue;
        };
        let mut reference = RefPosition::from_setup(&setup);
        reference.castling = pos.castling_rights().into_iter().collect();
        reference.castling.sort();
        if let Err(e) = compare_deep(&pos, &reference) {
            panic!("placement {i}: {e}");
        }
        compared += 1;
    }
    assert!(compared > 2_000, "{compared}");
}
