//! The lexer's unit tests: movetext split into tokens, lines counted, errors reported.

use super::*;

fn toks(s: &str) -> Vec<Tok<'_>> {
    let mut lx = Lexer::new(s, 1000, 64);
    let mut out = Vec::new();
    while let Some(t) = lx.next_token().unwrap() {
        out.push(t.tok);
    }
    out
}

#[test]
fn pgn_lexer_splits_movetext() {
    use Tok::*;
    assert_eq!(
        toks("1.e4 e5!? 2... Nf3 $14 {a} ; b\r\n(1-0) *"),
        vec![
            Symbol("1"),
            Dots,
            Symbol("e4"),
            Symbol("e5"),
            Nag(5),
            Symbol("2"),
            Dots,
            Symbol("Nf3"),
            Nag(14),
            Comment("a"),
            Comment(" b"),
            LParen,
            Symbol("1-0"),
            RParen,
            Star
        ]
    );
    assert_eq!(
        toks("[Event \"a \\\"b\\\"\"]"),
        vec![
            LBracket,
            Symbol("Event"),
            Str {
                raw: "a \\\"b\\\"",
                escaped: true
            },
            RBracket
        ]
    );
    assert_eq!(
        toks("%escape\n e4 e.p. +- -+"),
        vec![Symbol("e4"), Nag(18), Nag(19)]
    );
}

#[test]
fn pgn_lexer_counts_lines_and_reports_errors() {
    let mut lx = Lexer::new("{a\nb}\n\ne4", 1000, 64);
    assert!(lx.next_token().unwrap().is_some());
    let t = lx.next_token().unwrap().unwrap();
    assert_eq!((t.tok, t.line), (Tok::Symbol("e4"), 4));
    for bad in [
        "{ never closed",
        "\"open",
        "$",
        "$300",
        "+++",
        "#e5",
        "+1-0x",
        "@@@",
        "<",
        "é",
    ] {
        assert!(Lexer::new(bad, 1000, 64).next_token().is_err(), "{bad}");
    }
}

#[test]
fn pgn_lexer_reads_marks_and_runs_as_typed_records_have_them() {
    use Tok::*;
    // Annotation runs two characters at a time; check marks standing alone passed over; a
    // result glued to a mate mark cut off; `@@@@` a null move.
    assert_eq!(
        toks("e4!!? e5 !!! Qxf7 + Ke7 ++ Qf8 # Qxf7#1-0 @@@@ ???"),
        vec![
            Symbol("e4"),
            Nag(3),
            Nag(2),
            Symbol("e5"),
            Nag(3),
            Nag(1),
            Symbol("Qxf7"),
            Symbol("Ke7"),
            Symbol("Qf8"),
            Symbol("Qxf7#"),
            Symbol("1-0"),
            Symbol("--"),
            Nag(4),
            Nag(2),
        ]
    );
}
