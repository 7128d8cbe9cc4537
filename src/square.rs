//! Squares, files and ranks.
//!
//! ```
//! use chess_arbiter::{File, Rank, Square};
//! let e4: Square = "e4".parse().unwrap();
//! assert_eq!(e4, Square::E4);
//! assert_eq!((e4.file(), e4.rank()), (File::E, Rank::Fourth));
//! assert_eq!(e4.to_string(), "e4");
//! ```

use core::fmt::{self, Write as _};
use core::str::FromStr;

use crate::types::Color;

/// A file (column), `a` to `h`.
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
#[repr(u8)]
pub enum File {
    /// The a-file (the queen's rook's file).
    A = 0,
    /// The b-file.
    B = 1,
    /// The c-file.
    C = 2,
    /// The d-file (the queen's file).
    D = 3,
    /// The e-file (the king's file).
    E = 4,
    /// The f-file.
    F = 5,
    /// The g-file.
    G = 6,
    /// The h-file (the king's rook's file).
    H = 7,
}

/// A rank (row), first to eighth from White's side.
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
#[repr(u8)]
pub enum Rank {
    /// The first rank: White's back rank.
    First = 0,
    /// The second rank: White's pawns start here.
    Second = 1,
    /// The third rank: White's pawns pass it on a double step.
    Third = 2,
    /// The fourth rank: White's pawns land here on a double step.
    Fourth = 3,
    /// The fifth rank: White's pawns capture en passant from here.
    Fifth = 4,
    /// The sixth rank: Black's pawns pass it on a double step.
    Sixth = 5,
    /// The seventh rank: Black's pawns start here.
    Seventh = 6,
    /// The eighth rank: Black's back rank.
    Eighth = 7,
}

impl File {
    /// The files from a to h.
    pub const ALL: [File; 8] = [
        File::A,
        File::B,
        File::C,
        File::D,
        File::E,
        File::F,
        File::G,
        File::H,
    ];

    /// The file with index `i` (0 = a), wrapping at 8.
    pub const fn new(i: u32) -> File {
        File::ALL[(i & 7) as usize]
    }

    /// The file of a lower-case letter, `a` to `h`.
    pub const fn from_char(c: char) -> Option<File> {
        match c {
            'a'..='h' => Some(File::new(c as u32 - 'a' as u32)),
            _ => None,
        }
    }

    /// The file's letter, lower case as in SAN and FEN squares.
    pub const fn char(self) -> char {
        (b'a' + self as u8) as char
    }

    /// The same file with an upper-case letter, as in X-FEN castling rights for White.
    pub const fn upper_char(self) -> char {
        (b'A' + self as u8) as char
    }

    /// 0 for the a-file to 7 for the h-file.
    pub const fn index(self) -> u32 {
        self as u32
    }

    /// The file `delta` files away, if on the board.
    pub const fn offset(self, delta: i32) -> Option<File> {
        let i = self as i32 + delta;
        if i >= 0 && i < 8 {
            Some(File::new(i as u32))
        } else {
            None
        }
    }
}

impl Rank {
    /// The ranks from first to eighth.
    pub const ALL: [Rank; 8] = [
        Rank::First,
        Rank::Second,
        Rank::Third,
        Rank::Fourth,
        Rank::Fifth,
        Rank::Sixth,
        Rank::Seventh,
        Rank::Eighth,
    ];

    /// The rank with index `i` (0 = first), wrapping at 8.
    pub const fn new(i: u32) -> Rank {
        Rank::ALL[(i & 7) as usize]
    }

    /// The rank of a digit, `1` to `8`.
    pub const fn from_char(c: char) -> Option<Rank> {
        match c {
            '1'..='8' => Some(Rank::new(c as u32 - '1' as u32)),
            _ => None,
        }
    }

    /// The rank's digit.
    pub const fn char(self) -> char {
        (b'1' + self as u8) as char
    }

    /// 0 for the first rank to 7 for the eighth.
    pub const fn index(self) -> u32 {
        self as u32
    }

    /// This rank seen from `color`'s side: the first rank is Black's eighth.
    pub const fn relative_to(self, color: Color) -> Rank {
        match color {
            Color::White => self,
            Color::Black => Rank::new(7 - self as u32),
        }
    }
}

/// A square of the board, named as in algebraic notation (the Laws, Appendix C): `A1 = 0`, `H1 = 7`,
/// `H8 = 63`, so that the index is `8 * rank + file`.
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
#[repr(u8)]
#[rustfmt::skip]
#[allow(missing_docs)] // 64 variants, each the square of its name: a doc would only repeat it
pub enum Square {
    A1 = 0,
    B1 = 1,
    C1 = 2,
    D1 = 3,
    E1 = 4,
    F1 = 5,
    G1 = 6,
    H1 = 7,
    A2 = 8,
    B2 = 9,
    C2 = 10,
    D2 = 11,
    E2 = 12,
    F2 = 13,
    G2 = 14,
    H2 = 15,
    A3 = 16,
    B3 = 17,
    C3 = 18,
    D3 = 19,
    E3 = 20,
    F3 = 21,
    G3 = 22,
    H3 = 23,
    A4 = 24,
    B4 = 25,
    C4 = 26,
    D4 = 27,
    E4 = 28,
    F4 = 29,
    G4 = 30,
    H4 = 31,
    A5 = 32,
    B5 = 33,
    C5 = 34,
    D5 = 35,
    E5 = 36,
    F5 = 37,
    G5 = 38,
    H5 = 39,
    A6 = 40,
    B6 = 41,
    C6 = 42,
    D6 = 43,
    E6 = 44,
    F6 = 45,
    G6 = 46,
    H6 = 47,
    A7 = 48,
    B7 = 49,
    C7 = 50,
    D7 = 51,
    E7 = 52,
    F7 = 53,
    G7 = 54,
    H7 = 55,
    A8 = 56,
    B8 = 57,
    C8 = 58,
    D8 = 59,
    E8 = 60,
    F8 = 61,
    G8 = 62,
    H8 = 63,
}

impl Square {
    /// The square with index `i` (0 = a1, 63 = h8), wrapping at 64.
    #[inline(always)]
    pub const fn new(i: u32) -> Square {
        // SAFETY: Square is repr(u8) with exactly the variants 0..=63.
        unsafe { core::mem::transmute::<u8, Square>((i & 63) as u8) }
    }

    /// The square at the crossing of `file` and `rank`.
    pub const fn from_coords(file: File, rank: Rank) -> Square {
        Square::new(file as u32 | (rank as u32) << 3)
    }

    /// The square's file.
    pub const fn file(self) -> File {
        File::new(self as u32 & 7)
    }

    /// The square's rank.
    pub const fn rank(self) -> Rank {
        Rank::new(self as u32 >> 3)
    }

    /// 0 for a1 to 63 for h8, for indexing tables by square.
    #[inline(always)]
    pub const fn index(self) -> usize {
        self as usize
    }

    /// The square `delta` indices away, if still on the board (no wrap check across files).
    pub const fn offset(self, delta: i32) -> Option<Square> {
        let i = self as i32 + delta;
        if i >= 0 && i < 64 {
            Some(Square::new(i as u32))
        } else {
            None
        }
    }

    /// The square mirrored top to bottom (a1 <-> a8).
    pub const fn flip_vertical(self) -> Square {
        Square::new(self as u32 ^ 56)
    }

    /// `true` for dark squares (a1 is dark).
    pub const fn is_dark(self) -> bool {
        (self.file() as u32 + self.rank() as u32) % 2 == 0
    }

    /// Chebyshev distance: the number of king steps between two squares.
    pub const fn distance(self, other: Square) -> u32 {
        let df = (self.file() as i32 - other.file() as i32).unsigned_abs();
        let dr = (self.rank() as i32 - other.rank() as i32).unsigned_abs();
        if df > dr {
            df
        } else {
            dr
        }
    }

    /// Parses `"e4"` from bytes.
    pub fn from_ascii(s: &[u8]) -> Option<Square> {
        match s {
            [f, r] => Some(Square::from_coords(
                File::from_char(*f as char)?,
                Rank::from_char(*r as char)?,
            )),
            _ => None,
        }
    }
}

impl fmt::Display for Square {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_char(self.file().char())?;
        f.write_char(self.rank().char())
    }
}

impl fmt::Display for File {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{}", self.char())
    }
}

impl fmt::Display for Rank {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{}", self.char())
    }
}

/// The error for a string that names no square.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct ParseSquareError;

impl fmt::Display for ParseSquareError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str("not a square name (a1 to h8)")
    }
}

impl std::error::Error for ParseSquareError {}

impl FromStr for Square {
    type Err = ParseSquareError;
    fn from_str(s: &str) -> Result<Square, ParseSquareError> {
        Square::from_ascii(s.as_bytes()).ok_or(ParseSquareError)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn names_round_trip() {
        for i in 0..64 {
            let sq = Square::new(i);
            assert_eq!(sq.to_string().parse::<Square>(), Ok(sq));
        }
        assert!("i1".parse::<Square>().is_err());
        assert!("a9".parse::<Square>().is_err());
        assert!("a".parse::<Square>().is_err());
    }

    #[test]
    fn colours_of_squares() {
        assert!(Square::A1.is_dark());
        assert!(!Square::H1.is_dark());
        assert!(Square::H8.is_dark());
    }
}
