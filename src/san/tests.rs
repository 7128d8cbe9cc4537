//! SAN's unit tests: reading past suffixes, disambiguation, lenient forms, illegal reasons.

use super::*;

fn pos(fen: &str) -> Position {
    Position::from_fen(fen).unwrap()
}

#[test]
fn suffixes_and_spaces_are_read_past() {
    for (text, san) in [
        (" Nf3 ", "Nf3"),
        ("Nf3+!?", "Nf3"),
        ("Nf3 !! ", "Nf3"),
        ("\x0bNf3\x0b", "Nf3"),
        ("exd6 e.p.", "exd6"),
        ("exd6e.p", "exd6"),
        ("exd6ep+", "exd6"),
        ("e8=Q#", "e8=Q"),
        ("O-O+", "O-O"),
        ("0-0-0 #", "O-O-O"),
    ] {
        assert_eq!(
            San::parse(text).unwrap(),
            San::parse(san).unwrap(),
            "{text:?}"
        );
    }
    for text in ["", " ", "+", "e.p.", "Nf3 x", "Ö-O"] {
        assert!(San::parse(text).is_err(), "{text:?}");
    }
}

#[test]
fn disambiguation() {
    // Knights on b1 and f3 both reach d2; rooks on a1 and a7 both reach a4.
    let p = pos("7k/R7/8/8/8/5N2/8/RN2K3 w - - 0 1");
    assert_eq!(to_san(&p, parse_move(&p, "Nbd2").unwrap()), "Nbd2");
    assert_eq!(to_san(&p, parse_move(&p, "R1a4").unwrap()), "R1a4");
    assert!(matches!(parse_move(&p, "Nd2"), Err(SanError::Ambiguous(_))));
    assert!(matches!(parse_move(&p, "Ra4"), Err(SanError::Ambiguous(_))));
}

#[test]
fn disambiguation_ignores_pinned_rivals() {
    // The knight on d2 is pinned by the bishop on b4: only the g1 knight can reach f3.
    let p = pos("4k3/8/8/8/1b6/8/3N4/4K1N1 w - - 0 1");
    let m = parse_move(&p, "Ngf3").unwrap();
    assert_eq!(to_san(&p, m), "Nf3");
    assert_eq!(parse_move(&p, "Nf3").unwrap(), m);
}

#[test]
fn lenient_reading() {
    let p = pos("r3k2r/8/8/8/8/8/8/R3K2R w KQkq - 0 1");
    assert_eq!(
        parse_move(&p, "0-0").unwrap(),
        parse_move(&p, "O-O").unwrap()
    );
    assert!(parse_move(&p, "O-O-O+!?").is_ok());
    let p = pos("8/4P3/8/8/8/8/8/k6K w - - 0 1");
    let q = parse_move(&p, "e8=Q").unwrap();
    assert_eq!(parse_move(&p, "e8Q").unwrap(), q);
    assert_eq!(parse_move(&p, "e8(Q)").unwrap(), q);
    assert!(matches!(parse_move(&p, "e8"), Err(SanError::Ambiguous(_))));
}

#[test]
fn illegal_reasons() {
    let p = pos("4k3/8/8/8/8/8/8/4K3 w - - 0 1");
    assert_eq!(
        parse_move(&p, "Nf3").unwrap_err().to_string(),
        "Nf3 is not legal: no knight of white can move to f3"
    );
    assert!(matches!(parse_move(&p, "xyz"), Err(SanError::Syntax(_))));
    assert!(matches!(parse_move(&p, ""), Err(SanError::Syntax(_))));
}
