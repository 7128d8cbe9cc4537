//! Attack tables for every piece.
//!
//! Sliders use magic bitboards. The magic factors (found by our own search,
//! `examples/find_magics.rs`) are compiled in, but the 107,648 attack sets they index are filled
//! in at first use: shipping them would add 840 KB to the `.wasm`. Leapers, `between` and `line`
//! tables are filled at the same time.
//!
//! Chosen by measurement against hyperbola quintessence (files and diagonals by the `o - 2r`
//! trick, ranks from a 512-byte table), both built into the npm package and measured from
//! Node on the same machine (`node scripts/perft-js.mjs`, `npm run build`): magics 45 M
//! nodes/s against 38 M (geometric mean of five perft positions, every leaf played), the
//! `.wasm` the same size within 0.1 KiB gzipped, and import plus the first legal-move list
//! about 11 ms for both (the table fill is lost in the noise of compiling the module). The fill
//! computes each entry by hyperbola quintessence rather than by walking rays: 4.3 M instructions
//! natively instead of 9.2 M (`valgrind --tool=callgrind` on `attacks::init`).
//!
//! ```
//! use chess_arbiter::{attacks, Bitboard, Square};
//! let blockers = Bitboard::from(Square::E6);
//! let rays = attacks::rook_attacks(Square::E4, blockers);
//! assert!(rays.contains(Square::E6) && !rays.contains(Square::E7));
//! ```

use std::sync::OnceLock;

use crate::bitboard::Bitboard;
use crate::square::Square;
use crate::types::{Color, Piece, Role};

#[derive(Copy, Clone, Default)]
struct Magic {
    mask: u64,
    factor: u64,
    offset: u32,
    shift: u32,
}

struct Tables {
    knight: [Bitboard; 64],
    king: [Bitboard; 64],
    pawn: [[Bitboard; 64]; 2],
    rook: [Magic; 64],
    bishop: [Magic; 64],
    sliders: Box<[Bitboard]>,
    between: Box<[[Bitboard; 64]; 64]>,
    line: Box<[[Bitboard; 64]; 64]>,
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

fn on_board(f: i32, r: i32) -> bool {
    (0..8).contains(&f) && (0..8).contains(&r)
}

fn square_at(f: i32, r: i32) -> Square {
    Square::new((r * 8 + f) as u32)
}

/// Walks each ray until it leaves the board or meets an occupied square (included).
fn slide(sq: Square, occupied: u64, dirs: &[(i32, i32)]) -> u64 {
    let mut attacks = 0;
    for &(df, dr) in dirs {
        let (mut f, mut r) = (sq.file() as i32 + df, sq.rank() as i32 + dr);
        while on_board(f, r) {
            let bit = 1u64 << (r * 8 + f);
            attacks |= bit;
            if occupied & bit != 0 {
                break;
            }
            f += df;
            r += dr;
        }
    }
    attacks
}

/// The squares whose occupancy matters for a slider: the rays without their last square.
fn relevant_mask(sq: Square, dirs: &[(i32, i32)]) -> u64 {
    let mut mask = 0;
    for &(df, dr) in dirs {
        let (mut f, mut r) = (sq.file() as i32 + df, sq.rank() as i32 + dr);
        while on_board(f + df, r + dr) {
            mask |= 1u64 << (r * 8 + f);
            f += df;
            r += dr;
        }
    }
    mask
}

fn steps(sq: Square, deltas: &[(i32, i32)]) -> Bitboard {
    let mut bb = Bitboard::EMPTY;
    for &(df, dr) in deltas {
        let (f, r) = (sq.file() as i32 + df, sq.rank() as i32 + dr);
        if on_board(f, r) {
            bb.add(square_at(f, r));
        }
    }
    bb
}

fn fill_magics(
    factors: &[u64; 64],
    dirs: &[(i32, i32); 4],
    magics: &mut [Magic; 64],
    sliders: &mut Vec<Bitboard>,
) {
    // The attacks of a slider are the union of its rays', and each ray sees only its own
    // squares: so each pair of rays is walked once per subset of its own squares (at most 64),
    // and a table entry is just the union of one answer from each pair. Filling the tables is
    // most of the package's start-up, run before the wasm engine has optimised this code: a
    // few instructions an entry instead of walking four rays makes it several times faster.
    let (near, far) = dirs.split_at(2);
    for (i, magic) in magics.iter_mut().enumerate() {
        let sq = Square::new(i as u32);
        let mask = relevant_mask(sq, dirs);
        let bits = mask.count_ones();
        *magic = Magic {
            mask,
            factor: factors[i],
            offset: sliders.len() as u32,
            shift: 64 - bits,
        };
        sliders.resize(sliders.len() + (1 << bits), Bitboard::EMPTY);
        let far_answers: Vec<(u64, u64)> = subsets(relevant_mask(sq, far))
            .map(|s| (s, slide(sq, s, far)))
            .collect();
        for near_subset in subsets(relevant_mask(sq, near)) {
            let near_attacks = slide(sq, near_subset, near);
            for &(far_subset, far_attacks) in &far_answers {
                let subset = near_subset | far_subset;
                let index = magic.offset as usize
                    + (subset.wrapping_mul(magic.factor) >> magic.shift) as usize;
                sliders[index] = Bitboard(near_attacks | far_attacks);
            }
        }
    }
}

/// Every subset of `mask`, the empty one first (carry-rippler).
fn subsets(mask: u64) -> impl Iterator<Item = u64> {
    let mut next = Some(0u64);
    core::iter::from_fn(move || {
        let subset = next?;
        let after = subset.wrapping_sub(mask) & mask;
        next = (after != 0).then_some(after);
        Some(subset)
    })
}

impl Tables {
    fn new() -> Tables {
        let mut knight = [Bitboard::EMPTY; 64];
        let mut king = [Bitboard::EMPTY; 64];
        let mut pawn = [[Bitboard::EMPTY; 64]; 2];
        for i in 0..64 {
            let sq = Square::new(i);
            knight[i as usize] = steps(sq, &KNIGHT_STEPS);
            king[i as usize] = steps(sq, &KING_STEPS);
            pawn[0][i as usize] = steps(sq, &[(-1, 1), (1, 1)]);
            pawn[1][i as usize] = steps(sq, &[(-1, -1), (1, -1)]);
        }
        let mut rook = [Magic::default(); 64];
        let mut bishop = [Magic::default(); 64];
        let mut sliders = Vec::with_capacity(107_648);
        fill_magics(&ROOK_MAGICS, &ROOK_DIRS, &mut rook, &mut sliders);
        fill_magics(&BISHOP_MAGICS, &BISHOP_DIRS, &mut bishop, &mut sliders);

        let mut between = Box::new([[Bitboard::EMPTY; 64]; 64]);
        let mut line = Box::new([[Bitboard::EMPTY; 64]; 64]);
        for a in 0..64u32 {
            let sa = Square::new(a);
            for dirs in [&ROOK_DIRS, &BISHOP_DIRS] {
                for &dir in dirs.iter() {
                    let ray = slide(sa, 0, &[dir]);
                    let back = slide(sa, 0, &[(-dir.0, -dir.1)]);
                    for b in Bitboard(ray) {
                        let from_b = slide(b, 0, &[(-dir.0, -dir.1)]);
                        between[a as usize][b as usize] = Bitboard(ray & from_b);
                        line[a as usize][b as usize] = Bitboard(ray | back | 1 << a);
                    }
                }
            }
        }
        Tables {
            knight,
            king,
            pawn,
            rook,
            bishop,
            sliders: sliders.into_boxed_slice(),
            between,
            line,
        }
    }
}

static TABLES: OnceLock<Tables> = OnceLock::new();

#[inline(always)]
fn tables() -> &'static Tables {
    // The check inline, the filling out of line: `get_or_init` alone is not inlined when the
    // crate is optimised for size, which would put a call in front of every attack lookup.
    match TABLES.get() {
        Some(tables) => tables,
        None => fill_tables(),
    }
}

#[cold]
#[inline(never)]
fn fill_tables() -> &'static Tables {
    TABLES.get_or_init(Tables::new)
}

/// Fills the tables now rather than at the first query (for start-up measurements).
pub fn init() {
    tables();
}

#[inline(always)]
fn magic_lookup(t: &Tables, m: &Magic, occupied: Bitboard) -> Bitboard {
    let index = ((occupied.0 & m.mask).wrapping_mul(m.factor) >> m.shift) as usize;
    // SAFETY: every index the magic produces was filled in `fill_magics`, which also checked
    // in `tests::magics_are_collision_free` that none exceeds the square's slice.
    unsafe { *t.sliders.get_unchecked(m.offset as usize + index) }
}

/// Squares a rook on `sq` attacks given the `occupied` squares.
#[inline(always)]
pub fn rook_attacks(sq: Square, occupied: Bitboard) -> Bitboard {
    let t = tables();
    magic_lookup(t, &t.rook[sq.index()], occupied)
}

/// Squares a bishop on `sq` attacks given the `occupied` squares.
#[inline(always)]
pub fn bishop_attacks(sq: Square, occupied: Bitboard) -> Bitboard {
    let t = tables();
    magic_lookup(t, &t.bishop[sq.index()], occupied)
}

#[inline(always)]
pub fn queen_attacks(sq: Square, occupied: Bitboard) -> Bitboard {
    rook_attacks(sq, occupied) | bishop_attacks(sq, occupied)
}

#[inline(always)]
pub fn knight_attacks(sq: Square) -> Bitboard {
    tables().knight[sq.index()]
}

#[inline(always)]
pub fn king_attacks(sq: Square) -> Bitboard {
    tables().king[sq.index()]
}

/// The squares a `color` pawn on `sq` attacks.
#[inline(always)]
pub fn pawn_attacks(color: Color, sq: Square) -> Bitboard {
    tables().pawn[color.index()][sq.index()]
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
    tables().between[a.index()][b.index()]
}

/// The whole rank, file or diagonal through `a` and `b` (empty if they share none).
#[inline(always)]
pub fn line(a: Square, b: Square) -> Bitboard {
    tables().line[a.index()][b.index()]
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
        for (factors, dirs) in [(&ROOK_MAGICS, &ROOK_DIRS), (&BISHOP_MAGICS, &BISHOP_DIRS)] {
            for i in 0..64u32 {
                let sq = Square::new(i);
                let mask = relevant_mask(sq, dirs);
                let shift = 64 - mask.count_ones();
                let mut seen = std::collections::HashMap::new();
                let mut subset = 0u64;
                loop {
                    let idx = subset.wrapping_mul(factors[i as usize]) >> shift;
                    let att = slide(sq, subset, dirs);
                    assert_eq!(*seen.entry(idx).or_insert(att), att, "collision on {sq}");
                    subset = subset.wrapping_sub(mask) & mask;
                    if subset == 0 {
                        break;
                    }
                }
            }
        }
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
                assert_eq!(rook_attacks(sq, occ).0, slide(sq, occ.0, &ROOK_DIRS));
                assert_eq!(bishop_attacks(sq, occ).0, slide(sq, occ.0, &BISHOP_DIRS));
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
