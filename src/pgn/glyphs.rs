//! Annotation glyphs: the suffixes and evaluation symbols that stand for NAGs in movetext
//! (`!?`, `+=`, `±`, `∞`), and the typographic ellipsis of a move number (`12…`).
//!
//! The PGN standard writes these as `$n`; books, ChessBase's text and lichess's studies show
//! them as symbols, and records copied from such pages carry the symbols. They are read as the
//! NAGs they stand for, and written back as `$n` (strict out).

/// What a non-ASCII glyph stands for.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub(crate) enum Glyph {
    /// An annotation: its NAG.
    Nag(u8),
    /// `…`, read as the periods of a move number.
    Dots,
}

/// The NAG of a suffix annotation or an ASCII text symbol, as most programs write them.
pub(crate) fn annotation_nag(s: &str) -> Option<u8> {
    Some(match s {
        "!" => 1,
        "?" => 2,
        "!!" => 3,
        "??" => 4,
        "!?" => 5,
        "?!" => 6,
        "=" => 10,
        "+=" | "+/=" => 14,
        "=+" | "=/+" => 15,
        "+/-" => 16,
        "-/+" => 17,
        "+-" => 18,
        "-+" => 19,
        _ => return None,
    })
}

/// Where a move ends that has an evaluation glued to it (`e4+-`, `Nf3=+`, `Qh5++/-`), as
/// annotated records copied from text write them: before a text symbol of [`annotation_nag`]
/// that follows a square, a piece or a check mark. `None` for a symbol with none.
pub(crate) fn glued_evaluation(sym: &str) -> Option<usize> {
    // Every move is read through here: most end in a digit or a letter, and are done.
    if !matches!(sym.as_bytes().last(), Some(b'+' | b'-' | b'=')) {
        return None;
    }
    let len = sym.len();
    [3, 2]
        .into_iter()
        .find(|&n| {
            let before = len.checked_sub(n + 1).and_then(|i| sym.as_bytes().get(i));
            matches!(
                before,
                Some(b'a'..=b'z' | b'A'..=b'Z' | b'0'..=b'9' | b'+' | b'#')
            ) && sym.get(len - n..).and_then(annotation_nag).is_some()
                // Not after another evaluation (`e4-+-+`: the move `e4-+` would be written
                // back and read as `e4` and `-+`).
                && glued_evaluation(&sym[..len - n]).is_none()
        })
        .map(|n| len - n)
}

/// The results a check or mate mark may have glued to it (`Qxf7#1-0`) or stand before (`#1-0`).
/// The long draw comes before the short one (`1/2`) it ends with.
pub(crate) const MARKED_RESULTS: [&str; 4] = ["1-0", "0-1", "1/2-1/2", "1/2"];

/// Where a move ends that has the result glued to its check or mate mark (`Qxf7#1-0`,
/// `Rd8+1/2-1/2`, `Rd8+1/2`), as records typed without a space have it. `None` for a symbol with none.
pub(crate) fn glued_result(sym: &str) -> Option<usize> {
    // Every move is read through here: most end in a letter or a rank, and are done.
    if !matches!(sym.as_bytes().last(), Some(b'0' | b'1' | b'2')) {
        return None;
    }
    MARKED_RESULTS
        .into_iter()
        .find(|result| {
            // No move starts with a digit but castling's `0-0` (`1/2-+1/2` is no move and
            // result: its `1/2-+` would be the short draw with an evaluation).
            sym.strip_suffix(result).is_some_and(|mv| {
                mv.len() > 1 && mv.ends_with(['+', '#']) && !matches!(mv.as_bytes()[0], b'1'..=b'9')
            })
        })
        .map(|result| sym.len() - result.len())
}

/// The glyphs that hold a character beyond ASCII: NAGs as lichess and the Informant show them,
/// and Unicode's own characters for the suffixes (`‼`, `⁇`, `⁉`, `⁈`: U+203C, U+2047 to
/// U+2049). A longer glyph comes before any that starts it: `↑↑` before `↑`. `+−` and `−+` are written with
/// the minus sign U+2212, as typeset; with a hyphen they are ASCII (above). Compensation is `=∞`
/// as lichess shows it or `=/∞` as older books and fonts set it; counterplay `⇆` (U+21C6) or
/// the look-alike `⇄` (U+21C4) that character pickers offer beside it.
const GLYPHS: [(&str, Glyph); 27] = [
    ("…", Glyph::Dots),
    ("‼", Glyph::Nag(3)),
    ("⁇", Glyph::Nag(4)),
    ("⁉", Glyph::Nag(5)),
    ("⁈", Glyph::Nag(6)),
    ("□", Glyph::Nag(7)),
    ("∞", Glyph::Nag(13)),
    ("⩲", Glyph::Nag(14)),
    ("⩱", Glyph::Nag(15)),
    ("±", Glyph::Nag(16)),
    ("∓", Glyph::Nag(17)),
    ("+−", Glyph::Nag(18)),
    ("−+", Glyph::Nag(19)),
    ("⨀", Glyph::Nag(22)),
    ("↑↑", Glyph::Nag(32)),
    ("⟳", Glyph::Nag(32)),
    ("↑", Glyph::Nag(36)),
    ("→", Glyph::Nag(40)),
    ("=∞", Glyph::Nag(44)),
    ("=/∞", Glyph::Nag(44)),
    ("⇆", Glyph::Nag(132)),
    ("⇄", Glyph::Nag(132)),
    ("⊕", Glyph::Nag(138)),
    ("∆", Glyph::Nag(140)),
    ("Δ", Glyph::Nag(140)),
    ("∇", Glyph::Nag(141)),
    ("⌓", Glyph::Nag(142)),
];

/// The glyph `text` starts with, and its length in bytes.
pub(crate) fn glyph(text: &str) -> Option<(usize, Glyph)> {
    GLYPHS
        .iter()
        .find(|(glyph, _)| text.starts_with(glyph))
        .map(|&(glyph, what)| (glyph.len(), what))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn an_evaluation_glued_to_a_move_is_cut_off() {
        for (sym, cut) in [
            ("e4+-", Some(2)),
            ("Nf3=+", Some(3)),
            ("Qh5++/-", Some(4)),
            ("exd5-/+", Some(4)),
            ("O-O+=", Some(3)),
            ("e4", None),
            ("e4+", None),
            ("e8=Q+", None),
            ("--", None),
            ("--+", None),
            ("+-", None),
            ("1-0", None),
            ("e8=♕+-", None),
        ] {
            assert_eq!(glued_evaluation(sym), cut, "{sym}");
        }
    }

    #[test]
    fn a_result_glued_to_a_check_mark_is_cut_off() {
        for (sym, cut) in [
            ("Qxf7#1-0", Some(5)),
            ("Rd8+0-1", Some(4)),
            ("Rd8+1/2-1/2", Some(4)),
            ("Rd8+1/2", Some(4)),
            ("O-O-O#1-0", Some(6)),
            ("Nf1", None),
            ("e2", None),
            ("1-0", None),
            ("#1-0", None),
            ("Qxf71-0", None),
            ("1/2-1/2", None),
        ] {
            assert_eq!(glued_result(sym), cut, "{sym}");
        }
    }

    #[test]
    fn a_longer_glyph_is_found_before_the_one_it_starts_with() {
        assert_eq!(glyph("↑↑ e5"), Some((6, Glyph::Nag(32))));
        assert_eq!(glyph("↑ e5"), Some((3, Glyph::Nag(36))));
        assert_eq!(glyph("=∞"), Some((4, Glyph::Nag(44))));
        assert_eq!(glyph("=/∞ e5"), Some((5, Glyph::Nag(44))));
        assert_eq!(glyph("⇄"), Some((3, Glyph::Nag(132))));
        assert_eq!(glyph("+−"), Some((4, Glyph::Nag(18))));
        assert_eq!(glyph("−+"), Some((4, Glyph::Nag(19))));
        assert_eq!(glyph("±"), Some((2, Glyph::Nag(16))));
        assert_eq!(glyph("…e5"), Some((3, Glyph::Dots)));
        assert_eq!(glyph("⁉"), Some((3, Glyph::Nag(5))));
        for not_one in ["=", "+", "−", "-+", "↗", ""] {
            assert_eq!(glyph(not_one), None, "{not_one}");
        }
    }
}
