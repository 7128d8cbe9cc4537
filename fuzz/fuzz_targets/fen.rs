//! FEN: any text is read without a panic; a set-up writes back to text that reads as the same
//! set-up (X-FEN and Shredder-FEN); a valid position writes a FEN that reads back to the same
//! position, hash included; the relaxed reader accepts what the strict one does, and more.
#![no_main]

use chess_arbiter::{CastlingNotation, Game, Position, Setup};
use libfuzzer_sys::fuzz_target;

fuzz_target!(|data: &[u8]| {
    let text = String::from_utf8_lossy(data);
    let setup = match Setup::from_fen(&text) {
        Ok(setup) => setup,
        Err(e) => {
            assert!(!e.to_string().is_empty());
            assert!(Position::from_fen(&text).is_err());
            assert!(Game::from_fen(&text, false).is_err());
            return;
        }
    };
    for notation in [CastlingNotation::XFen, CastlingNotation::Shredder] {
        let fen = setup.to_fen(notation);
        let back = Setup::from_fen(&fen).unwrap_or_else(|e| panic!("{fen}: {e}"));
        assert_eq!(back, setup, "{text:?} -> {fen}");
    }
    match Position::from_setup(&setup) {
        Ok(pos) => {
            assert_eq!(pos.hash(), pos.compute_hash());
            for notation in [CastlingNotation::XFen, CastlingNotation::Shredder] {
                let fen = pos.fen_with(notation);
                assert_eq!(Position::from_fen(&fen).as_ref(), Ok(&pos), "{fen}");
            }
            // The relaxed reader keeps a valid position as it is.
            assert_eq!(Position::from_setup_relaxed(&setup).as_ref(), Ok(&pos));
            let game = Game::from_fen(&text, false).expect("a valid FEN makes a game");
            assert_eq!(game.position(), &pos);
            assert!(game.legal_moves().len() <= pos.legal_moves().len());
            assert_eq!(
                chess_arbiter::perft(&pos, 1),
                pos.legal_moves().len() as u64
            );
        }
        Err(e) => {
            assert!(!e.reasons.is_empty());
            assert!(!e.to_string().is_empty());
            if let Ok(pos) = Position::from_setup_relaxed(&setup) {
                assert_eq!(pos.hash(), pos.compute_hash());
                let _ = pos.legal_moves();
                let fen = pos.fen();
                let again = Setup::from_fen(&fen).expect("written FEN reads");
                assert_eq!(
                    Position::from_setup_relaxed(&again).as_ref(),
                    Ok(&pos),
                    "{fen}"
                );
            }
        }
    }
});
