//! UCI against a position (a FEN on the first line, else the starting position): any text is
//! read without a panic; a move read is legal; every legal move written in UCI, in either
//! castling convention, reads back as itself.
#![no_main]

use chess_arbiter::{uci, Move, Uci, UciError};
use chess_arbiter_fuzz::position_and_text;
use libfuzzer_sys::fuzz_target;

fuzz_target!(|data: &[u8]| {
    let (pos, rest) = position_and_text(data);
    let text = String::from_utf8_lossy(rest);
    match Uci::parse(&text) {
        Ok(u) => {
            // The written form reads back as the same squares and promotion.
            assert_eq!(Uci::parse(&u.to_string()), Ok(u), "{text:?}");
            match u.to_move(&pos) {
                Ok(m) => {
                    assert!(pos.is_legal(m), "{text:?} -> {m:?} in {}", pos.fen());
                    assert_eq!(m.from(), u.from);
                    assert_eq!(m.promotion(), u.promotion);
                }
                Err(UciError::Illegal(e)) => {
                    assert_ne!(e.code(), "move_mismatch", "{text:?} in {}", pos.fen());
                    assert!(!e.to_string().is_empty());
                }
                Err(UciError::Syntax(msg)) => panic!("syntax error after parsing: {msg}"),
            }
        }
        Err(e) => {
            assert!(matches!(e, UciError::Syntax(_)));
            assert!(uci::parse_move(&pos, &text).is_err());
        }
    }
    for m in pos.legal_moves() {
        // Castling in the standard form (the king's move) names it only when the king moves two
        // files or more: a Chess960 castling that moves the king one file or none is written
        // king-takes-rook (games with such castling are Chess960 games).
        let standard_form = match m {
            Move::Castle { king, .. } => king.file().index().abs_diff(m.to().file().index()) >= 2,
            _ => true,
        };
        for chess960 in [false, true] {
            if !chess960 && !standard_form {
                continue;
            }
            let written = uci::to_uci(m, chess960);
            assert_eq!(
                uci::parse_move(&pos, &written),
                Ok(m),
                "{written} in {}",
                pos.fen()
            );
        }
    }
});
