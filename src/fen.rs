//! FEN in and out, and the unvalidated [`Setup`] it describes.
//!
//! Reading a FEN happens in two steps: [`Setup::from_fen`] checks the syntax only, so that tools
//! can still look at a broken position; [`Position::from_setup`](crate::Position::from_setup)
//! checks that the position could arise in a game and lists every reason when it could not.
//! Castling rights are read as X-FEN (`KQkq` for the outermost rook, a file letter otherwise)
//! and Shredder-FEN (`HAha`).
//!
//! ```
//! use chess_arbiter::Setup;
//! let setup = Setup::from_fen("8/8/8/8/8/8/8/8 w - - 0 1").unwrap();
//! assert_eq!(setup.board.occupied().count(), 0); // no kings: a Setup, not yet a Position
//! let err = Setup::from_fen("rnbqkbnr/ppppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1").unwrap_err();
//! assert_eq!(err.to_string(), "rank 7 has 9 squares");
//! ```

use core::fmt;

use crate::bitboard::Bitboard;
use crate::board::Board;
use crate::square::{File, Rank, Square};
use crate::types::{Color, Piece};

/// The standard starting position.
pub const STARTING_FEN: &str = "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1";

/// Everything a FEN can say, not yet checked for being a possible position.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Setup {
    /// The pieces on their squares.
    pub board: Board,
    /// The side to move.
    pub turn: Color,
    /// The rooks that keep a castling right, by square.
    pub castling_rights: Bitboard,
    /// The en passant target square as the FEN gives it (the square a pawn passed over on the
    /// double step just made); a [`Position`](crate::Position) keeps it only when a capture there
    /// is legal.
    pub ep_square: Option<Square>,
    /// Plies since the last capture or pawn move.
    pub halfmoves: u32,
    /// Starts at 1 and grows after each Black move.
    pub fullmoves: u32,
}

/// How castling rights are written out.
#[derive(Copy, Clone, Debug, PartialEq, Eq, Default)]
pub enum CastlingNotation {
    /// `KQkq` for the outermost rooks, file letters for inner ones (X-FEN).
    #[default]
    XFen,
    /// Always file letters: `HAha`.
    Shredder,
}

/// A FEN that cannot be read.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct FenSyntaxError(String);

impl fmt::Display for FenSyntaxError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(&self.0)
    }
}

impl std::error::Error for FenSyntaxError {}

fn syntax<T>(message: impl Into<String>) -> Result<T, FenSyntaxError> {
    Err(FenSyntaxError(message.into()))
}

impl Default for Setup {
    fn default() -> Setup {
        Setup::standard()
    }
}

impl Setup {
    /// The standard starting position.
    pub fn standard() -> Setup {
        Setup {
            board: Board::standard(),
            turn: Color::White,
            castling_rights: Bitboard(0x8100_0000_0000_0081),
            ep_square: None,
            halfmoves: 0,
            fullmoves: 1,
        }
    }

    /// Reads a FEN: six fields, or four (the counters then default to `0 1`).
    ///
    /// # Errors
    /// A [`FenSyntaxError`] that says which field is wrong and how; an empty or blank FEN is
    /// an error too ("the FEN is empty"), never the start position.
    pub fn from_fen(fen: &str) -> Result<Setup, FenSyntaxError> {
        if fen.len() > 256 {
            return syntax(format!(
                "is {} characters long, far beyond any FEN",
                fen.len()
            ));
        }
        // An array, not a collected `Vec`: the rules entry would link a copy of `collect` for it.
        let mut fields = [""; 6];
        let mut count = 0;
        for field in fen.split_ascii_whitespace() {
            if let Some(slot) = fields.get_mut(count) {
                *slot = field;
            }
            count += 1;
        }
        match count {
            // Only an absent FEN means the start position: an empty text box is a mistake.
            0 => return syntax("the FEN is empty"),
            4 | 6 => {}
            n => return syntax(format!("has {n} fields, expected 6 (placement, side to move, castling, en passant, halfmove clock, fullmove number)")),
        }
        let board = parse_board(fields[0])?;
        let turn = match fields[1] {
            "w" => Color::White,
            "b" => Color::Black,
            other => return syntax(format!("side to move is '{other}', expected 'w' or 'b'")),
        };
        let castling_rights = parse_castling(fields[2], &board)?;
        let ep_square = match fields[3] {
            "-" => None,
            s => match Square::from_ascii(s.as_bytes()) {
                Some(sq) => Some(sq),
                None => return syntax(format!("en passant square '{s}' is not a square")),
            },
        };
        let (halfmoves, fullmoves) = if count == 6 {
            (
                parse_counter(fields[4], "halfmove clock")?,
                parse_counter(fields[5], "fullmove number")?,
            )
        } else {
            (0, 1)
        };
        Ok(Setup {
            board,
            turn,
            castling_rights,
            ep_square,
            halfmoves,
            fullmoves,
        })
    }

    /// Writes the FEN of this set-up.
    pub fn to_fen(&self, notation: CastlingNotation) -> String {
        let mut fen = board_fen(&self.board);
        fen.push(' ');
        fen.push(self.turn.char());
        fen.push(' ');
        fen.push_str(&castling_fen(&self.board, self.castling_rights, notation));
        fen.push(' ');
        match self.ep_square {
            Some(sq) => {
                fen.push(sq.file().char());
                fen.push(sq.rank().char());
            }
            None => fen.push('-'),
        }
        fen.push_str(&format!(" {} {}", self.halfmoves, self.fullmoves));
        fen
    }
}

/// A move counter: any `u32`, so that every FEN a game writes reads back (a record imported past
/// the seventy-five-move rule has a halfmove clock over 150; play saturates at `u32::MAX`).
fn parse_counter(s: &str, name: &str) -> Result<u32, FenSyntaxError> {
    match s.parse::<u32>() {
        Ok(n) if s.bytes().all(|b| b.is_ascii_digit()) => Ok(n),
        _ => syntax(format!(
            "{name} '{s}' is not a number from 0 to {}",
            u32::MAX
        )),
    }
}

fn parse_board(s: &str) -> Result<Board, FenSyntaxError> {
    // One pass over the characters, each '/' (and one more at the end) closing a rank, rather
    // than `split('/')`, whose searcher the rules entry would link for this alone.
    let ranks = s.bytes().filter(|&b| b == b'/').count() + 1;
    if ranks != 8 {
        return syntax(format!("placement has {ranks} ranks, expected 8"));
    }
    let mut board = Board::empty();
    let mut rank = Rank::new(7);
    let mut file = 0u32;
    let mut last_was_digit = false;
    for c in s.chars().chain(['/']) {
        if c == '/' {
            if file != 8 {
                return syntax(format!("rank {} has {file} squares", rank.char()));
            }
            rank = Rank::new(rank.index().saturating_sub(1));
            file = 0;
            last_was_digit = false;
        } else if let Some(d) = c.to_digit(10) {
            if !(1..=8).contains(&d) || last_was_digit {
                return syntax(format!(
                    "rank {} has a bad empty-square count near '{c}'",
                    rank.char()
                ));
            }
            file += d;
            last_was_digit = true;
        } else if let Some(piece) = Piece::from_char(c) {
            if file < 8 {
                board.put(Square::from_coords(File::new(file), rank), piece);
            }
            file += 1;
            last_was_digit = false;
        } else {
            return syntax(format!(
                "rank {} has '{c}', which is neither a piece letter nor a digit",
                rank.char()
            ));
        }
    }
    Ok(board)
}

/// The rook a castling letter means. `K`/`Q` pick the outermost rook on that side of the king;
/// with no king or no rook there, the standard corner (so that validation can name it).
fn parse_castling(s: &str, board: &Board) -> Result<Bitboard, FenSyntaxError> {
    let mut rights = Bitboard::EMPTY;
    if s == "-" {
        return Ok(rights);
    }
    for c in s.chars() {
        let color = Color::from_white(c.is_ascii_uppercase());
        let back = Rank::First.relative_to(color);
        let rooks = board.rooks() & board.by_color(color) & Bitboard::from_rank(back);
        let king = board.king_of(color).filter(|k| k.rank() == back);
        let sq = match c.to_ascii_lowercase() {
            'k' => king
                .and_then(|k| rooks.into_iter().filter(|r| *r > k).last())
                .unwrap_or(Square::from_coords(File::H, back)),
            'q' => king
                .and_then(|k| rooks.into_iter().find(|r| *r < k))
                .unwrap_or(Square::from_coords(File::A, back)),
            f @ 'a'..='h' => Square::from_coords(File::from_char(f).unwrap_or(File::A), back),
            _ => {
                return syntax(format!(
                    "castling field '{s}' has '{c}', expected KQkq, file letters or '-'"
                ))
            }
        };
        if rights.contains(sq) {
            return syntax(format!("castling field '{s}' names the rook on {sq} twice"));
        }
        rights.add(sq);
    }
    Ok(rights)
}

/// The placement field.
pub fn board_fen(board: &Board) -> String {
    let mut fen = String::with_capacity(72);
    for rank in Rank::ALL.into_iter().rev() {
        let mut empty = 0;
        for file in File::ALL {
            match board.piece_at(Square::from_coords(file, rank)) {
                Some(piece) => {
                    if empty > 0 {
                        fen.push(char::from(b'0' + empty));
                        empty = 0;
                    }
                    fen.push(piece.char());
                }
                None => empty += 1,
            }
        }
        if empty > 0 {
            fen.push(char::from(b'0' + empty));
        }
        if rank != Rank::First {
            fen.push('/');
        }
    }
    fen
}

/// The castling field, White's rights first, king side before queen side.
pub fn castling_fen(board: &Board, rights: Bitboard, notation: CastlingNotation) -> String {
    let mut out = String::new();
    for color in Color::ALL {
        let back = Bitboard::from_rank(Rank::First.relative_to(color));
        let ours = rights & back;
        let rooks = board.rooks() & board.by_color(color) & back;
        // As when reading: `K`/`Q` are relative to a king on the back rank only.
        let king = board
            .king_of(color)
            .filter(|k| k.rank() == Rank::First.relative_to(color));
        // Descending order: h-side rook first.
        let mut left = ours;
        while let Some(rook) = left.last() {
            left.remove(rook);
            let outermost = match king {
                Some(k) if rook > k => rooks.into_iter().filter(|r| *r > k).last() == Some(rook),
                Some(k) => rooks.into_iter().find(|r| *r < k) == Some(rook),
                None => false,
            };
            let c = match notation {
                CastlingNotation::XFen if outermost && rook > king.unwrap_or(rook) => 'k',
                CastlingNotation::XFen if outermost => 'q',
                _ => rook.file().char(),
            };
            out.push(if color.is_white() {
                c.to_ascii_uppercase()
            } else {
                c
            });
        }
    }
    if out.is_empty() {
        out.push('-');
    }
    out
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn standard_round_trip() {
        let setup = Setup::from_fen(STARTING_FEN).unwrap();
        assert_eq!(setup, Setup::standard());
        assert_eq!(setup.to_fen(CastlingNotation::XFen), STARTING_FEN);
        assert_eq!(
            setup.to_fen(CastlingNotation::Shredder),
            "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w HAha - 0 1"
        );
    }

    #[test]
    fn syntax_errors_say_what_is_wrong() {
        let cases = [
            ("", "the FEN is empty"),
            (
                "8/8/8/8/8/8/8 w - - 0 1",
                "placement has 7 ranks, expected 8",
            ),
            ("8/8/8/8/8/8/8/7 w - - 0 1", "rank 1 has 7 squares"),
            (
                "8/8/8/8/8/8/8/8x w - - 0 1",
                "rank 1 has 'x', which is neither a piece letter nor a digit",
            ),
            (
                "8/8/8/8/8/8/8/8 x - - 0 1",
                "side to move is 'x', expected 'w' or 'b'",
            ),
            (
                "8/8/8/8/8/8/8/8 w KX - 0 1",
                "castling field 'KX' has 'X', expected KQkq, file letters or '-'",
            ),
            (
                "8/8/8/8/8/8/8/8 w - e9 0 1",
                "en passant square 'e9' is not a square",
            ),
            (
                "8/8/8/8/8/8/8/8 w - - -1 1",
                "halfmove clock '-1' is not a number from 0 to 4294967295",
            ),
        ];
        for (fen, message) in cases {
            assert_eq!(
                Setup::from_fen(fen).unwrap_err().to_string(),
                message,
                "{fen}"
            );
        }
        assert!(Setup::from_fen("8/8/8/8/8/8/8/8 w - - 0").is_err());
    }
}
