//! Chess960 start positions by their Scharnagl number (0 to 959; 518 is the standard set-up).
//!
//! ```
//! use chess_arbiter::chess960;
//! assert_eq!(chess960::back_rank(518), Some(*b"RNBQKBNR"));
//! assert_eq!(chess960::back_rank(0), Some(*b"BBQNNRKR"));
//! let pos = chess960::position(959).unwrap();
//! assert_eq!(pos.fen(), "rkrnnqbb/pppppppp/8/8/8/8/PPPPPPPP/RKRNNQBB w KQkq - 0 1");
//! ```

use crate::bitboard::Bitboard;
use crate::board::Board;
use crate::fen::Setup;
use crate::position::Position;
use crate::square::{File, Rank, Square};
use crate::types::{Color, Piece, Role};

/// The number of Chess960 start positions.
pub const COUNT: u32 = 960;

/// Where the two knights go among the five squares left after bishops and queen.
const KNIGHTS: [(usize, usize); 10] = [
    (0, 1),
    (0, 2),
    (0, 3),
    (0, 4),
    (1, 2),
    (1, 3),
    (1, 4),
    (2, 3),
    (2, 4),
    (3, 4),
];

/// White's first rank, a-file first, as piece letters; `None` past 959.
pub fn back_rank(number: u32) -> Option<[u8; 8]> {
    if number >= COUNT {
        return None;
    }
    let mut rank = [0u8; 8];
    let mut n = number as usize;
    rank[2 * (n % 4) + 1] = b'B';
    n /= 4;
    rank[2 * (n % 4)] = b'B';
    n /= 4;
    place_on_free(&mut rank, n % 6, b'Q');
    n /= 6;
    let (first, second) = KNIGHTS[n];
    // Place the later knight first so that the earlier index still counts the same squares.
    place_on_free(&mut rank, second, b'N');
    place_on_free(&mut rank, first, b'N');
    for letter in [b'R', b'K', b'R'] {
        place_on_free(&mut rank, 0, letter);
    }
    Some(rank)
}

fn place_on_free(rank: &mut [u8; 8], index: usize, letter: u8) {
    if let Some(slot) = rank.iter_mut().filter(|c| **c == 0).nth(index) {
        *slot = letter;
    }
}

/// The set-up of start position `number`, with all four castling rights.
pub fn setup(number: u32) -> Option<Setup> {
    let rank = back_rank(number)?;
    let mut board = Board::empty();
    let mut rights = Bitboard::EMPTY;
    for (i, letter) in rank.iter().enumerate() {
        let file = File::new(i as u32);
        let role = Role::from_char(*letter as char)?;
        for color in Color::ALL {
            let back = Rank::First.relative_to(color);
            let pawns = Rank::Second.relative_to(color);
            let sq = Square::from_coords(file, back);
            board.set_piece_at(sq, Piece { color, role });
            board.set_piece_at(
                Square::from_coords(file, pawns),
                Piece {
                    color,
                    role: Role::Pawn,
                },
            );
            if role == Role::Rook {
                rights.add(sq);
            }
        }
    }
    Some(Setup {
        board,
        castling_rights: rights,
        ..Setup::standard()
    })
}

/// Start position `number` as a validated position.
pub fn position(number: u32) -> Option<Position> {
    Position::from_setup(&setup(number)?).ok()
}

/// The Scharnagl number of a start placement, if it is one.
pub fn number_of(board: &Board) -> Option<u32> {
    (0..COUNT).find(|&n| setup(n).is_some_and(|s| s.board == *board))
}

/// Whether castling in `pos` can only be written as Chess960 writes it: a castling right with
/// the king off the e-file or the rook off the a- and h-files, where standard notation (the
/// king's two-square move in UCI) would name another move or none.
pub fn castles_as_chess960(pos: &Position) -> bool {
    pos.castling_rights().into_iter().any(|rook| {
        let color = if rook.rank() == Rank::First {
            Color::White
        } else {
            Color::Black
        };
        let king = pos.board().king_of(color);
        !matches!(rook.file(), File::A | File::H) || king.map(|k| k.file()) != Some(File::E)
    })
}
