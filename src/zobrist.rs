//! Zobrist keys: a 64-bit fingerprint of a position, updated move by move.
//!
//! The keys come from a fixed-seed generator at first use (6.7 KB of random numbers would not
//! compress in the `.wasm`). What is hashed is what makes two positions "the same" for
//! repetition (Law 9.2.3): pieces, side to move, castling rights (by rook square) and the
//! en passant square only when a capture there is legal — which is the only way this crate
//! ever stores one.

use std::sync::OnceLock;

use crate::bitboard::Bitboard;
use crate::moves::{king_destination, rook_destination, Move};
use crate::square::Square;
use crate::types::{CastlingSide, Color, Piece, Role};

pub(crate) struct Keys {
    pieces: [[u64; 64]; 12],
    castling: [u64; 64],
    en_passant: [u64; 8],
    black_to_move: u64,
}

/// SplitMix64: small, fast, and good enough to make independent keys.
fn splitmix(state: &mut u64) -> u64 {
    *state = state.wrapping_add(0x9e37_79b9_7f4a_7c15);
    let mut z = *state;
    z = (z ^ (z >> 30)).wrapping_mul(0xbf58_476d_1ce4_e5b9);
    z = (z ^ (z >> 27)).wrapping_mul(0x94d0_49bb_1331_11eb);
    z ^ (z >> 31)
}

impl Keys {
    fn new() -> Keys {
        let mut state = 0x00c0_ffee_d00d_f00d;
        let mut keys = Keys {
            pieces: [[0; 64]; 12],
            castling: [0; 64],
            en_passant: [0; 8],
            black_to_move: 0,
        };
        for table in keys.pieces.iter_mut() {
            for key in table.iter_mut() {
                *key = splitmix(&mut state);
            }
        }
        for key in keys.castling.iter_mut() {
            *key = splitmix(&mut state);
        }
        for key in keys.en_passant.iter_mut() {
            *key = splitmix(&mut state);
        }
        keys.black_to_move = splitmix(&mut state);
        keys
    }
}

static KEYS: OnceLock<Keys> = OnceLock::new();

/// The keys, made at first use. Hot code fetches them once and keeps the reference, since each
/// fetch is an atomic load the compiler may not merge with the next.
#[inline(always)]
pub(crate) fn keys() -> &'static Keys {
    // As with the attack tables: the check inline, the making of the keys out of line.
    match KEYS.get() {
        Some(keys) => keys,
        None => make_keys(),
    }
}

#[cold]
#[inline(never)]
fn make_keys() -> &'static Keys {
    KEYS.get_or_init(Keys::new)
}

impl Keys {
    #[inline(always)]
    pub(crate) fn piece(&self, piece: Piece, sq: Square) -> u64 {
        self.pieces[piece.role as usize * 2 + piece.color as usize][sq.index()]
    }

    #[inline]
    pub(crate) fn castling(&self, rooks: Bitboard) -> u64 {
        rooks
            .into_iter()
            .fold(0, |h, sq| h ^ self.castling[sq.index()])
    }

    #[inline(always)]
    pub(crate) fn en_passant(&self, sq: Square) -> u64 {
        self.en_passant[sq.file() as usize]
    }

    /// What `m`, played by `us`, changes in the pieces' keys.
    #[inline(always)]
    pub(crate) fn of_move(&self, us: Color, m: Move) -> u64 {
        let piece = |color, role| Piece { color, role };
        match m {
            Move::Normal {
                role,
                from,
                capture,
                to,
                promotion,
            } => {
                let captured = capture.map_or(0, |c| self.piece(piece(!us, c), to));
                captured
                    ^ self.piece(piece(us, role), from)
                    ^ self.piece(piece(us, promotion.unwrap_or(role)), to)
            }
            Move::EnPassant { from, to } => {
                self.piece(
                    piece(!us, Role::Pawn),
                    Square::from_coords(to.file(), from.rank()),
                ) ^ self.piece(piece(us, Role::Pawn), from)
                    ^ self.piece(piece(us, Role::Pawn), to)
            }
            Move::Castle { king, rook } => {
                let side = m.castling_side().unwrap_or(CastlingSide::KingSide);
                let rank = king.rank();
                self.piece(piece(us, Role::King), king)
                    ^ self.piece(piece(us, Role::Rook), rook)
                    ^ self.piece(piece(us, Role::King), king_destination(side, rank))
                    ^ self.piece(piece(us, Role::Rook), rook_destination(side, rank))
            }
        }
    }

    /// The key of the side to move (zero for White).
    #[inline(always)]
    pub(crate) fn turn(&self, color: Color) -> u64 {
        match color {
            Color::White => 0,
            Color::Black => self.black_to_move,
        }
    }
}

/// The key of `piece` standing on `sq`.
#[inline(always)]
pub fn piece_key(piece: Piece, sq: Square) -> u64 {
    keys().piece(piece, sq)
}

/// The key of the castling rights held by the rooks in `rooks`.
#[inline]
pub fn castling_key(rooks: Bitboard) -> u64 {
    keys().castling(rooks)
}

/// The key of a legal en passant capture onto `sq`.
#[inline(always)]
pub fn en_passant_key(sq: Square) -> u64 {
    keys().en_passant(sq)
}

/// The key of the side to move (zero for White).
#[inline(always)]
pub fn turn_key(color: Color) -> u64 {
    keys().turn(color)
}
