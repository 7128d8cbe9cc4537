//! Figurine algebraic notation (`♘f3`, `e8=♕`): SAN with a piece's figure for its letter, as
//! books, diagrams and this project's page write moves. The SAN reader and the PGN lexer share
//! this reading of a figure.

/// The SAN letter of the chess piece's figure that `bytes` start with, if they start with one:
/// U+2654 to U+265F, ♔♕♖♗♘♙ for White and ♚♛♜♝♞♟ for Black, three bytes each in UTF-8.
pub(crate) fn figure_letter(bytes: &[u8]) -> Option<u8> {
    match bytes {
        [0xE2, 0x99, figure @ 0x94..=0x9F, ..] => Some(b"KQRBNP"[usize::from(figure - 0x94) % 6]),
        _ => None,
    }
}

/// `text` with each piece's figure as its letter (the figures of either colour alike), in `buf`:
/// ASCII bytes. `None` for any other character beyond ASCII, or a text longer than `buf`.
pub(crate) fn as_letters<'a, const N: usize>(text: &str, buf: &'a mut [u8; N]) -> Option<&'a [u8]> {
    let mut n = 0;
    let mut bytes = text.as_bytes();
    while let [b, rest @ ..] = bytes {
        let (letter, width) = match figure_letter(bytes) {
            Some(letter) => (letter, 3),
            None if b.is_ascii() => (*b, 1),
            None => return None,
        };
        *buf.get_mut(n)? = letter;
        n += 1;
        bytes = rest.get(width - 1..)?;
    }
    buf.get(..n)
}
