//! Attack tables for every piece.
//!
//! Sliders use magic bitboards. The magic factors (found by our own search,
//! `examples/find_magics.rs`) are compiled in, but the 107,648 attack sets they index are not:
//! shipping them would add 840 KB to the `.wasm`, and filling them all at start-up took most of
//! the package's load time (1.3 ms in Node, run before the wasm engine has optimised anything).
//! So each entry is computed the first time a lookup lands on it. A slider always attacks at
//! least one square, so an entry of 0 means "not computed yet": the check costs a compare on the
//! value just loaded, not another load. The magics themselves and the leaper tables are
//! computed by the compiler; `between` and `line` from the two squares' coordinates.
//!
//! Chosen by measurement against hyperbola quintessence (files and diagonals by the `o - 2r`
//! trick, ranks from a 512-byte table), both built into the npm package and measured from
//! Node on the same machine (`node scripts/perft-js.mjs`, `npm run build`): magics 45 M
//! nodes/s against 38 M (geometric mean of five perft positions, every leaf played), the
//! `.wasm` the same size within 0.1 KiB gzipped.
//!
//! ```
//! use chess_arbiter::{attacks, Bitboard, Square};
//! let blockers = Bitboard::from(Square::E6);
//! let rays = attacks::rook_attacks(Square::E4, blockers);
//! assert!(rays.contains(Square::E6) && !rays.contains(Square::E7));
//! ```

use std::sync::atomic::{AtomicU64, Ordering};

use crate::bitboard::Bitboard;
use crate::square::Square;
use crate::types::{Color, Piece, Role};

#[derive(Copy, Clone)]
struct Magic {
    mask: u64,
    factor: u64,
    offset: u32,
    shift: u32,
}

const ROOK_DIRS: [(i32, i32); 4] = [(1, 0), (-1, 0), (0, 1), (0, -1)];
const BISHOP_DIRS: [(i32, i32); 4] = [(1, 1), (1, -1), (-1, 1), (-1, -1)];
const KNIGHT_STEPS: [(i32, i32); 8] = [
    (1, 2),
    (2, 1),
    (2, -1),
    (1, -2),
    (-1, -2),
    (-2, -1),
    (-2, 1),
    (-1, 2),
];
const KING_STEPS: [(i32, i32); 8] = [
    (1, 0),
    (1, 1),
    (0, 1),
    (-1, 1),
    (-1, 0),
    (-1, -1),
    (0, -1),
    (1, -1),
];

// The leaper tables and the magics' masks and offsets are computed by the compiler (`const fn`),
// so a lookup is one load from a fixed address, with no check that a table is ready: that
// check cost a load and a branch in front of every lookup. The `.wasm` kept its size: their
// data weighs about what the code that filled them at run time did.
static KNIGHT: [Bitboard; 64] = leaper_table(&KNIGHT_STEPS);
static KING: [Bitboard; 64] = leaper_table(&KING_STEPS);
static PAWN: [[Bitboard; 64]; 2] = [
    leaper_table(&[(-1, 1), (1, 1)]),
    leaper_table(&[(-1, -1), (1, -1)]),
];
const ROOK_PLACED: ([Magic; 64], u32) = place_magics(&ROOK_MAGICS, &ROOK_DIRS, 0);
const BISHOP_PLACED: ([Magic; 64], u32) = place_magics(&BISHOP_MAGICS, &BISHOP_DIRS, ROOK_PLACED.1);
static ROOK: [Magic; 64] = ROOK_PLACED.0;
static BISHOP: [Magic; 64] = BISHOP_PLACED.0;

/// The number of slider attack sets: 102,400 for rooks and 5,248 for bishops.
const SLIDER_ENTRIES: usize = BISHOP_PLACED.1 as usize;

/// Every slider attack set, through the magics; 0 until a lookup first lands on it. Atomic only
/// so that threads of a native program may fill an entry at once (with the same value): on
/// wasm32 and x86-64 a relaxed load or store is a plain one.
static SLIDERS: [AtomicU64; SLIDER_ENTRIES] = [const { AtomicU64::new(0) }; SLIDER_ENTRIES];

const fn on_board(f: i32, r: i32) -> bool {
    0 <= f && f < 8 && 0 <= r && r < 8
}

/// Walks each ray from square `sq` until it leaves the board or meets an occupied square
/// (included).
const fn slide(sq: usize, occupied: u64, dirs: &[(i32, i32)]) -> u64 {
    let mut attacks = 0;
    let mut d = 0;
    while d < dirs.len() {
        let (df, dr) = dirs[d];
        let (mut f, mut r) = ((sq % 8) as i32 + df, (sq / 8) as i32 + dr);
        while on_board(f, r) {
            let bit = 1u64 << (r * 8 + f);
            attacks |= bit;
            if occupied & bit != 0 {
                break;
            }
            f += df;
            r += dr;
        }
        d += 1;
    }
    attacks
}

/// The squares whose occupancy matters for a slider: the rays without their last square.
const fn relevant_mask(sq: usize, dirs: &[(i32, i32)]) -> u64 {
    let mut mask = 0;
    let mut d = 0;
    while d < dirs.len() {
        let (df, dr) = dirs[d];
        let (mut f, mut r) = ((sq % 8) as i32 + df, (sq / 8) as i32 + dr);
        while on_board(f + df, r + dr) {
            mask |= 1u64 << (r * 8 + f);
            f += df;
            r += dr;
        }
        d += 1;
    }
    mask
}

const fn leaper_table(deltas: &[(i32, i32)]) -> [Bitboard; 64] {
    let mut table = [Bitboard(0); 64];
    let mut sq = 0;
    while sq < 64 {
        let mut i = 0;
        while i < deltas.len() {
            let (f, r) = ((sq % 8) as i32 + deltas[i].0, (sq / 8) as i32 + deltas[i].1);
            if on_board(f, r) {
                table[sq].0 |= 1 << (r * 8 + f);
            }
            i += 1;
        }
        sq += 1;
    }
    table
}

/// Each square's magic, its slice of `SLIDERS` placed from `offset` on; and the offset after them.
const fn place_magics(
    factors: &[u64; 64],
    dirs: &[(i32, i32); 4],
    mut offset: u32,
) -> ([Magic; 64], u32) {
    let mut magics = [Magic {
        mask: 0,
        factor: 0,
        offset: 0,
        shift: 0,
    }; 64];
    let mut sq = 0;
    while sq < 64 {
        let mask = relevant_mask(sq, dirs);
        let bits = mask.count_ones();
        magics[sq] = Magic {
            mask,
            factor: factors[sq],
            offset,
            shift: 64 - bits,
        };
        offset += 1 << bits;
        sq += 1;
    }
    (magics, offset)
}

#[inline(always)]
fn magic_lookup(m: &Magic, sq: Square, occupied: Bitboard, dirs: &[(i32, i32); 4]) -> Bitboard {
    let relevant = occupied.0 & m.mask;
    let index = m.offset as usize + (relevant.wrapping_mul(m.factor) >> m.shift) as usize;
    // SAFETY: the squares' slices end at `SLIDER_ENTRIES` (`place_magics`), and
    // `tests::magics_are_collision_free` checks that no index leaves its square's slice.
    let entry = unsafe { SLIDERS.get_unchecked(index) };
    match entry.load(Ordering::Relaxed) {
        0 => compute_entry(entry, sq, relevant, dirs),
        attacks => Bitboard(attacks),
    }
}

#[cold]
#[inline(never)]
fn compute_entry(entry: &AtomicU64, sq: Square, relevant: u64, dirs: &[(i32, i32); 4]) -> Bitboard {
    let attacks = slide(sq.index(), relevant, dirs);
    entry.store(attacks, Ordering::Relaxed);
    Bitboard(attacks)
}

/// Squares a rook on `sq` attacks given the `occupied` squares.
#[inline(always)]
pub fn rook_attacks(sq: Square, occupied: Bitboard) -> Bitboard {
    magic_lookup(&ROOK[sq.index()], sq, occupied, &ROOK_DIRS)
}

/// Squares a bishop on `sq` attacks given the `occupied` squares.
#[inline(always)]
pub fn bishop_attacks(sq: Square, occupied: Bitboard) -> Bitboard {
    magic_lookup(&BISHOP[sq.index()], sq, occupied, &BISHOP_DIRS)
}

/// Squares a queen on `sq` attacks given the `occupied` squares (rook and bishop lines together).
#[inline(always)]
pub fn queen_attacks(sq: Square, occupied: Bitboard) -> Bitboard {
    rook_attacks(sq, occupied) | bishop_attacks(sq, occupied)
}

/// Squares a knight on `sq` attacks.
#[inline(always)]
pub fn knight_attacks(sq: Square) -> Bitboard {
    KNIGHT[sq.index()]
}

/// Squares a king on `sq` attacks (its neighbours; castling is not an attack).
#[inline(always)]
pub fn king_attacks(sq: Square) -> Bitboard {
    KING[sq.index()]
}

/// The squares a `color` pawn on `sq` attacks.
#[inline(always)]
pub fn pawn_attacks(color: Color, sq: Square) -> Bitboard {
    PAWN[color.index()][sq.index()]
}

/// The squares a piece on `sq` attacks.
#[inline]
pub fn attacks(sq: Square, piece: Piece, occupied: Bitboard) -> Bitboard {
    match piece.role {
        Role::Pawn => pawn_attacks(piece.color, sq),
        Role::Knight => knight_attacks(sq),
        Role::Bishop => bishop_attacks(sq, occupied),
        Role::Rook => rook_attacks(sq, occupied),
        Role::Queen => queen_attacks(sq, occupied),
        Role::King => king_attacks(sq),
    }
}

/// The squares strictly between `a` and `b` on a rank, file or diagonal (empty otherwise).
#[inline(always)]
pub fn between(a: Square, b: Square) -> Bitboard {
    // The squares numbered between the two, on their line.
    let (a, b) = (a as u32, b as u32);
    let (low, high) = if a < b { (a, b) } else { (b, a) };
    line_of(a, b) & Bitboard((!1u64 << low) ^ (!0u64 << high))
}

/// The whole rank, file or diagonal through `a` and `b` (empty if they share none).
#[inline(always)]
pub fn line(a: Square, b: Square) -> Bitboard {
    line_of(a as u32, b as u32)
}

/// `line` and `between` are computed, not looked up: the 64 KB table they came from was
/// allocated and filled by a page's first `moves()`, and its code and the lock around it took
/// 241 bytes more of the rules entry, gzipped, than this; perft from Node runs as fast.
#[inline(never)]
fn line_of(a: u32, b: u32) -> Bitboard {
    const FILE_A: u64 = 0x0101_0101_0101_0101;
    const RANK_1: u64 = 0xff;
    const A1_H8: u64 = 0x8040_2010_0804_0201;
    const A8_H1: u64 = 0x0102_0408_1020_4080;
    let (fa, ra, fb, rb) = (a & 7, a >> 3, b & 7, b >> 3);
    Bitboard(if a == b {
        0
    } else if fa == fb {
        FILE_A << fa
    } else if ra == rb {
        RANK_1 << (8 * ra)
    } else if fa + rb == fb + ra {
        // file - rank is the same: a diagonal parallel to a1-h8, one rank down per step right.
        if fa >= ra {
            A1_H8 >> (8 * (fa - ra))
        } else {
            A1_H8 << (8 * (ra - fa))
        }
    } else if fa + ra == fb + rb {
        // file + rank is the same: parallel to a8-h1.
        if fa + ra >= 7 {
            A8_H1 << (8 * (fa + ra - 7))
        } else {
            A8_H1 >> (8 * (7 - fa - ra))
        }
    } else {
        0
    })
}

/// `true` if `c` lies on the line through `a` and `b`.
#[inline(always)]
pub fn aligned(a: Square, b: Square, c: Square) -> bool {
    line(a, b).contains(c)
}

const ROOK_MAGICS: [u64; 64] = [
    0x0980008011400020,
    0x8340004410002000,
    0x0880200090008268,
    0x0080080080100004,
    0x8100110004020800,
    0x0300010004000822,
    0x08801a0029000080,
    0x8100050001204882,
    0x0844800081400320,
    0x0804402010004000,
    0x0108802003100480,
    0x0004808008001000,
    0x0003001801001014,
    0x0002000200041008,
    0x0004008108042210,
    0x0105000100009042,
    0x0400808000400021,
    0xc100404010002000,
    0x0060008010002088,
    0x0400808008001000,
    0x4440808008000400,
    0x1002008004000280,
    0x40024400300d1248,
    0x0010020000408104,
    0x0101008200204200,
    0x8020002040005000,
    0x4100100080802000,
    0x4008006a80100280,
    0x1020080080040080,
    0x0004010040020040,
    0x0018a12400080290,
    0x6140004200008104,
    0x4000400020800090,
    0x2020002080804000,
    0x0000408202002010,
    0x0080100501000820,
    0x0000800400800800,
    0x000a200408014010,
    0x0100800200800100,
    0xa00800570200008c,
    0x008000406000c010,
    0x1040100028002000,
    0x0048200100110040,
    0x0068490210030020,
    0x1009080005010010,
    0x2142000804010100,
    0x1001080110840002,
    0x1801004400820001,
    0x010440208d020200,
    0x0000400020008080,
    0x0200200080100280,
    0x0000100020090100,
    0x0204008008020480,
    0x8104010040020040,
    0x78000201b0080400,
    0x0040800051002880,
    0x0050108001002041,
    0x208a801100614003,
    0x0006002042089082,
    0x0011090004201001,
    0x1002001004200802,
    0x0005000208040001,
    0x0002002701ac0822,
    0x000010250184004a,
];
const BISHOP_MAGICS: [u64; 64] = [
    0xc0a0012206040ea0,
    0x8010228200420001,
    0x0110008220400400,
    0x02445c0080106000,
    0x0044042004008100,
    0x0880900420408c05,
    0x0201080110080002,
    0x0000108094202000,
    0x0000042002040108,
    0x0000623024110042,
    0x0086100094811002,
    0x0000044502002080,
    0x0100460211400040,
    0x0008109004200004,
    0x0202320084844000,
    0x8040042421041009,
    0x201010c05102008c,
    0x1020888208024080,
    0x0108000c80290200,
    0x8048000420425203,
    0x0005000090402000,
    0x2080400201104100,
    0x8820420111101000,
    0x4ac0302208821802,
    0x000440001002a840,
    0x2002200010041080,
    0x1012080201004400,
    0x8440040002410120,
    0x1090820084010400,
    0x2084852012021000,
    0x12040062c1011003,
    0x02008205e1090080,
    0x088c102808042080,
    0x0802102200904280,
    0x8020209002080020,
    0x2200080800060a00,
    0x20c0004010010100,
    0x0802004100821003,
    0x0008024400008080,
    0x0000840102008090,
    0x0030a40420244007,
    0x0a19084210011282,
    0x0004082090019806,
    0x6108004208020080,
    0x0081200410110100,
    0x1040810701010208,
    0x0282047832012080,
    0x0010020099000020,
    0x000e010422400840,
    0x10204208b0089090,
    0x081004440c048000,
    0x88c0180084040001,
    0x3100020803040080,
    0x890070a041210c00,
    0x0020200101010a09,
    0x0004100240410400,
    0x0006004402080200,
    0x0801062484042000,
    0x00010002d7441004,
    0x0810080000208800,
    0x0000020808030411,
    0x1450001020014440,
    0x004060081081a288,
    0x0044011404108a00,
];

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn magics_are_collision_free() {
        for (magics, dirs) in [(&ROOK, &ROOK_DIRS), (&BISHOP, &BISHOP_DIRS)] {
            for (i, magic) in magics.iter().enumerate() {
                let sq = Square::new(i as u32);
                assert_eq!(magic.mask, relevant_mask(i, dirs));
                let mut seen = std::collections::HashMap::new();
                let mut subset = 0u64;
                loop {
                    let idx = subset.wrapping_mul(magic.factor) >> magic.shift;
                    assert!(magic.offset as usize + (idx as usize) < SLIDER_ENTRIES);
                    let att = slide(i, subset, dirs);
                    assert_eq!(*seen.entry(idx).or_insert(att), att, "collision on {sq}");
                    subset = subset.wrapping_sub(magic.mask) & magic.mask;
                    if subset == 0 {
                        break;
                    }
                }
            }
        }
        // The squares' slices follow one another, rooks then bishops, and end at SLIDER_ENTRIES.
        let mut next = 0;
        for magic in ROOK.iter().chain(&BISHOP) {
            assert_eq!(magic.offset, next);
            next += 1 << magic.mask.count_ones();
        }
        assert_eq!(next as usize, SLIDER_ENTRIES);
        assert_eq!(SLIDER_ENTRIES, 107_648);
    }

    #[test]
    fn lookups_match_ray_walks() {
        let mut x = 0x1234_5678_9abc_def1u64;
        for _ in 0..2000 {
            x ^= x << 13;
            x ^= x >> 7;
            x ^= x << 17;
            let occ = Bitboard(x & x.rotate_left(17));
            for i in 0..64 {
                let sq = Square::new(i);
                assert_eq!(
                    rook_attacks(sq, occ).0,
                    slide(i as usize, occ.0, &ROOK_DIRS)
                );
                assert_eq!(
                    bishop_attacks(sq, occ).0,
                    slide(i as usize, occ.0, &BISHOP_DIRS)
                );
            }
        }
    }

    #[test]
    fn between_and_line_match_ray_walks() {
        // The eight directions are the king's steps.
        const DIRS: [(i32, i32); 8] = KING_STEPS;
        for a in 0..64 {
            for b in 0..64 {
                let (sa, sb) = (Square::new(a), Square::new(b));
                let (mut want_between, mut want_line) = (0, 0);
                for (d, &dir) in DIRS.iter().enumerate() {
                    let ray = slide(a as usize, 1 << b, &[dir]);
                    if a != b && ray & 1 << b != 0 {
                        want_between = ray & !(1 << b);
                        want_line = slide(a as usize, 0, &[dir, DIRS[(d + 4) % 8]]) | 1 << a;
                    }
                }
                assert_eq!(between(sa, sb).0, want_between, "between({sa}, {sb})");
                assert_eq!(line(sa, sb).0, want_line, "line({sa}, {sb})");
            }
        }
    }

    #[test]
    fn between_and_line() {
        assert_eq!(
            between(Square::A1, Square::D4),
            Bitboard::from(Square::B2).with(Square::C3)
        );
        assert!(between(Square::A1, Square::B3).is_empty());
        assert!(line(Square::A1, Square::B3).is_empty());
        assert!(line(Square::B2, Square::C3).contains(Square::H8));
        assert!(line(Square::B2, Square::C3).contains(Square::A1));
        assert_eq!(knight_attacks(Square::A1).count(), 2);
        assert_eq!(king_attacks(Square::E4).count(), 8);
        assert_eq!(
            pawn_attacks(Color::White, Square::E4),
            Bitboard::from(Square::D5).with(Square::F5)
        );
    }
}
