//! Piece placement: which piece stands on which square, as bitboards.
//!
//! ```
//! use chess_arbiter::{Board, Color, Piece, Role, Square};
//! let board = Board::standard();
//! assert_eq!(board.piece_at(Square::E1), Some(Piece { color: Color::White, role: Role::King }));
//! assert_eq!(board.occupied().count(), 32);
//! ```

use crate::attacks;
use crate::bitboard::Bitboard;
use crate::square::Square;
use crate::types::{Color, Piece, Role};

/// Piece placement without any other state (no side to move, no rights).
#[derive(Debug, PartialEq, Eq, Hash, Default)]
pub struct Board {
    by_role: [Bitboard; 6],
    by_color: [Bitboard; 2],
}

// Written out so that it is always inlined: a copy of a few words, not a call, on the hot path.
impl Clone for Board {
    #[inline(always)]
    fn clone(&self) -> Board {
        Board {
            by_role: self.by_role,
            by_color: self.by_color,
        }
    }
}

impl Board {
    /// A copy written one word at a time, for perft, which copies a board for every move it
    /// counts. `clone` copies the board as one block, and a block copy in a `.wasm` built for
    /// size is a `memory.copy`, which the wasm engine runs as a call: measured from Node, a
    /// third of the time of perft with every leaf played. Only perft uses this, because written
    /// out at every clone the words cost 1 KiB of the rules entry, gzipped.
    #[inline(always)]
    pub(crate) fn copy_words(&self) -> Board {
        let r = &self.by_role;
        Board {
            by_role: [r[0], r[1], r[2], r[3], r[4], r[5]],
            by_color: [self.by_color[0], self.by_color[1]],
        }
    }

    /// An empty board.
    pub const fn empty() -> Board {
        Board {
            by_role: [Bitboard::EMPTY; 6],
            by_color: [Bitboard::EMPTY; 2],
        }
    }

    /// The standard starting placement.
    pub fn standard() -> Board {
        Board {
            by_role: [
                Bitboard(0x00ff_0000_0000_ff00),
                Bitboard(0x4200_0000_0000_0042),
                Bitboard(0x2400_0000_0000_0024),
                Bitboard(0x8100_0000_0000_0081),
                Bitboard(0x0800_0000_0000_0008),
                Bitboard(0x1000_0000_0000_0010),
            ],
            by_color: [Bitboard(0xffff), Bitboard(0xffff_0000_0000_0000)],
        }
    }

    /// Every square with a piece on it.
    #[inline(always)]
    pub fn occupied(&self) -> Bitboard {
        self.by_color[0] | self.by_color[1]
    }

    /// The squares of `color`'s pieces.
    #[inline(always)]
    pub fn by_color(&self, color: Color) -> Bitboard {
        self.by_color[color.index()]
    }

    /// The squares of the pieces of this role, of both colours.
    #[inline(always)]
    pub fn by_role(&self, role: Role) -> Bitboard {
        self.by_role[role.index()]
    }

    /// The squares of this piece (role and colour).
    #[inline(always)]
    pub fn by_piece(&self, piece: Piece) -> Bitboard {
        self.by_role(piece.role) & self.by_color(piece.color)
    }

    /// The pawns of both colours.
    #[inline(always)]
    pub fn pawns(&self) -> Bitboard {
        self.by_role(Role::Pawn)
    }

    /// The knights of both colours.
    #[inline(always)]
    pub fn knights(&self) -> Bitboard {
        self.by_role(Role::Knight)
    }

    /// The bishops of both colours.
    #[inline(always)]
    pub fn bishops(&self) -> Bitboard {
        self.by_role(Role::Bishop)
    }

    /// The rooks of both colours.
    #[inline(always)]
    pub fn rooks(&self) -> Bitboard {
        self.by_role(Role::Rook)
    }

    /// The queens of both colours.
    #[inline(always)]
    pub fn queens(&self) -> Bitboard {
        self.by_role(Role::Queen)
    }

    /// The kings of both colours.
    #[inline(always)]
    pub fn kings(&self) -> Bitboard {
        self.by_role(Role::King)
    }

    /// Bishops and queens.
    #[inline(always)]
    pub fn diagonal_sliders(&self) -> Bitboard {
        self.bishops() | self.queens()
    }

    /// Rooks and queens.
    #[inline(always)]
    pub fn straight_sliders(&self) -> Bitboard {
        self.rooks() | self.queens()
    }

    /// The pieces, of either colour, that each stand alone between `king` and a slider of
    /// `color` on a line through it: for our king and their sliders, the pieces pinned (ours
    /// among them); for their king and our sliders, the pieces whose leaving uncovers a check.
    #[inline(always)]
    pub fn lone_blockers(&self, king: Square, color: Color) -> Bitboard {
        let snipers = (attacks::rook_attacks(king, Bitboard::EMPTY) & self.straight_sliders()
            | attacks::bishop_attacks(king, Bitboard::EMPTY) & self.diagonal_sliders())
            & self.by_color(color);
        let mut blockers = Bitboard::EMPTY;
        for sniper in snipers {
            let between = attacks::between(king, sniper) & self.occupied();
            if !between.more_than_one() {
                blockers |= between;
            }
        }
        blockers
    }

    /// The square of `color`'s king, if it has exactly one.
    #[inline(always)]
    pub fn king_of(&self, color: Color) -> Option<Square> {
        (self.kings() & self.by_color(color)).single()
    }

    /// The colour of the piece on `sq`; `None` for an empty square.
    #[inline]
    pub fn color_at(&self, sq: Square) -> Option<Color> {
        if self.by_color[0].contains(sq) {
            Some(Color::White)
        } else if self.by_color[1].contains(sq) {
            Some(Color::Black)
        } else {
            None
        }
    }

    /// The role of the piece on `sq`; `None` for an empty square.
    #[inline(always)]
    pub fn role_at(&self, sq: Square) -> Option<Role> {
        if !self.occupied().contains(sq) {
            return None;
        }
        // A loop over indices: `find`, and even an array's iterator, are not inlined when the
        // crate is built for size.
        let mut i = 0;
        while i < Role::ALL.len() {
            if self.by_role[i].contains(sq) {
                return Some(Role::ALL[i]);
            }
            i += 1;
        }
        None
    }

    /// The piece on `sq`; `None` for an empty square.
    #[inline]
    pub fn piece_at(&self, sq: Square) -> Option<Piece> {
        Some(Piece {
            color: self.color_at(sq)?,
            role: self.role_at(sq)?,
        })
    }

    /// Puts `piece` on `sq`, replacing whatever stood there.
    pub fn set_piece_at(&mut self, sq: Square, piece: Piece) {
        self.discard_piece_at(sq);
        self.put(sq, piece);
    }

    /// Removes and returns the piece on `sq`.
    pub fn remove_piece_at(&mut self, sq: Square) -> Option<Piece> {
        let piece = self.piece_at(sq)?;
        self.take(sq, piece);
        Some(piece)
    }

    /// Empties `sq` (nothing happens if it is empty already).
    pub fn discard_piece_at(&mut self, sq: Square) {
        self.remove_piece_at(sq);
    }

    /// Puts a piece on an empty square.
    #[inline(always)]
    pub(crate) fn put(&mut self, sq: Square, piece: Piece) {
        self.by_role[piece.role.index()].add(sq);
        self.by_color[piece.color.index()].add(sq);
    }

    /// Moves a piece known to stand on `from` to the empty square `to`: one update of its
    /// role's and colour's sets each, not two (perft plays a move for every node it counts).
    #[inline(always)]
    pub(crate) fn shift_piece(&mut self, from: Square, to: Square, piece: Piece) {
        let both = Bitboard::from(from).with(to);
        self.by_role[piece.role.index()] ^= both;
        self.by_color[piece.color.index()] ^= both;
    }

    /// Sets `piece`'s role and colour back to what they are in `from` (perft's leaves, played
    /// in place, are taken back so).
    #[inline(always)]
    pub(crate) fn restore(&mut self, from: &Board, piece: Piece) {
        self.by_role[piece.role.index()] = from.by_role[piece.role.index()];
        self.by_color[piece.color.index()] = from.by_color[piece.color.index()];
    }

    /// Takes away a piece known to stand on `sq`.
    #[inline(always)]
    pub(crate) fn take(&mut self, sq: Square, piece: Piece) {
        self.by_role[piece.role.index()].remove(sq);
        self.by_color[piece.color.index()].remove(sq);
    }

    /// The pieces of `attacker` that attack `sq`, given the `occupied` squares (which may differ
    /// from the board's, to look through pieces that are about to move).
    #[inline(always)]
    pub fn attackers_to(&self, sq: Square, attacker: Color, occupied: Bitboard) -> Bitboard {
        self.by_color(attacker)
            & ((attacks::rook_attacks(sq, occupied) & self.straight_sliders())
                | (attacks::bishop_attacks(sq, occupied) & self.diagonal_sliders())
                | (attacks::knight_attacks(sq) & self.knights())
                | (attacks::king_attacks(sq) & self.kings())
                | (attacks::pawn_attacks(!attacker, sq) & self.pawns()))
    }

    /// Every square attacked by `color`'s pieces.
    pub fn attacked_by(&self, color: Color) -> Bitboard {
        let mut attacked = Bitboard::EMPTY;
        for sq in self.by_color(color) {
            if let Some(piece) = self.piece_at(sq) {
                attacked |= attacks::attacks(sq, piece, self.occupied());
            }
        }
        attacked
    }

    /// Iterates over the pieces with their squares, a1 first.
    pub fn pieces(&self) -> impl Iterator<Item = (Square, Piece)> + '_ {
        self.occupied()
            .into_iter()
            .filter_map(move |sq| self.piece_at(sq).map(|p| (sq, p)))
    }
}
