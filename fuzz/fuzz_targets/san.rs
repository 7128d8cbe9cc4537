//! SAN against a position (a FEN on the first line, else the starting position): any text is
//! read without a panic, and a move read is legal and writes back to SAN naming it again;
//! every legal move written in SAN reads back as itself, with `+` and `#` exactly right.
#![no_main]

use chess_arbiter::{san, Game, San, SanError};
use chess_arbiter_fuzz::position_and_text;
use libfuzzer_sys::fuzz_target;

fuzz_target!(|data: &[u8]| {
    let (pos, rest) = position_and_text(data);
    let text = String::from_utf8_lossy(rest);
    let syntax = San::parse(&text);
    match san::parse_move(&pos, &text) {
        Ok(m) => {
            assert!(syntax.is_ok(), "{text:?}");
            assert!(pos.is_legal(m), "{text:?} -> {m:?} in {}", pos.fen());
            let written = san::to_san(&pos, m);
            assert_eq!(san::parse_move(&pos, &written), Ok(m), "{written}");
        }
        Err(SanError::Syntax(msg)) => {
            assert!(syntax.is_err(), "{text:?}");
            assert!(!msg.is_empty());
        }
        Err(SanError::Illegal(e)) => {
            assert!(syntax.is_ok(), "{text:?}");
            assert_ne!(e.code(), "move_mismatch", "{text:?} in {}", pos.fen());
        }
        Err(SanError::Ambiguous(msg)) => {
            assert!(syntax.is_ok(), "{text:?}");
            assert!(!msg.is_empty());
        }
    }
    // The game layer reads SAN or UCI; whatever it reads is legal.
    let game = Game::from_position(pos.clone(), false);
    if let Ok(m) = game.parse_move(&text) {
        assert!(pos.is_legal(m));
    }
    for m in pos.legal_moves() {
        let written = san::to_san(&pos, m);
        assert_eq!(
            san::parse_move(&pos, &written),
            Ok(m),
            "{written} in {}",
            pos.fen()
        );
        assert!(
            San::parse(&written).is_ok_and(|s| s.matches(m)),
            "{written}"
        );
        let next = pos.play(m).expect("legal");
        let mark = if next.is_checkmate() {
            Some('#')
        } else if next.is_check() {
            Some('+')
        } else {
            None
        };
        assert_eq!(
            written.chars().last().filter(|c| matches!(c, '+' | '#')),
            mark,
            "{written} in {}",
            pos.fen()
        );
    }
});
