//! The static evaluation: material, piece-square tables tapered between middlegame and
//! endgame, pawn structure, mobility, king safety, and the knowledge a lone king needs to be
//! mated.
//!
//! The piece-square tables are not typed in: they are built at compile time from a few rules
//! written below (knights and bishops like the centre, rooks the seventh rank, the king its
//! castled corner in the middlegame and the centre in the endgame, pawns gain as they advance).
//!
//! ```
//! use chess_arbiter::{engine, Position};
//! assert_eq!(engine::evaluate(&Position::new()), engine::TEMPO);
//! let up_a_queen = Position::from_fen("4k3/8/8/8/8/8/8/3QK3 w - - 0 1").unwrap();
//! assert!(engine::evaluate(&up_a_queen) > 800);
//! ```

use crate::attacks;
use crate::bitboard::Bitboard;
use crate::board::Board;
use crate::position::Position;
use crate::square::Square;
use crate::types::{Color, Role};

/// Material, middlegame and endgame, by role (the king's is never counted).
const MATERIAL_MG: [i32; 6] = [85, 325, 335, 470, 980, 0];
const MATERIAL_EG: [i32; 6] = [105, 300, 320, 520, 960, 0];
/// What each piece counts towards the game phase (24 at the start).
const PHASE: [i32; 6] = [0, 1, 1, 2, 4, 0];
const MAX_PHASE: i32 = 24;

/// The bonus for the side to move.
pub const TEMPO: i32 = 10;

const FILE_A: u64 = 0x0101_0101_0101_0101;
const FILE_H: u64 = FILE_A << 7;

/// 0 for the two central files (or ranks), 3 for the edge ones.
const fn edge_distance(i: i32) -> i32 {
    if i < 4 {
        3 - i
    } else {
        i - 4
    }
}

/// The bonus of a White `role` on square `sq` (a1 = 0) in the middlegame (`eg` false) or the
/// endgame (`eg` true). Black uses the mirrored square.
const fn square_bonus(role: usize, sq: i32, eg: bool) -> i32 {
    let file = sq & 7;
    let rank = sq >> 3;
    let df = edge_distance(file);
    let dr = edge_distance(rank);
    let spread = df + dr; // 0 in the centre, 6 in a corner
    match role {
        // Pawns: forward is good, more so in the endgame; the d and e pawns should advance
        // early and the rim pawns matter less.
        0 => {
            if rank == 0 || rank == 7 {
                0
            } else if eg {
                let advance = [0, 0, 4, 10, 22, 40, 68, 0];
                advance[rank as usize]
            } else {
                let advance = [0, 0, 2, 6, 14, 28, 48, 0];
                let centre = [-3, 0, 5, 13, 13, 5, 0, -3];
                let mut v = advance[rank as usize];
                if rank == 3 || rank == 4 {
                    v += centre[file as usize];
                } else if rank == 1 && (file == 3 || file == 4) {
                    v -= 10;
                }
                v
            }
        }
        // Knights: strongly central, awful on the rim; a little extra on the 5th and 6th.
        1 => {
            if eg {
                14 - 6 * spread
            } else {
                let mut v = 24 - 8 * spread;
                if rank == 0 {
                    v -= 6;
                }
                if rank == 4 || rank == 5 {
                    v += 6;
                }
                v
            }
        }
        // Bishops: mildly central, the long diagonals are worth a little.
        2 => {
            if eg {
                10 - 3 * spread
            } else {
                let mut v = 12 - 4 * spread;
                if file == rank || file + rank == 7 {
                    v += 8;
                }
                if rank == 0 {
                    v -= 6;
                }
                v
            }
        }
        // Rooks: the seventh rank, and the central files in the middlegame.
        3 => {
            let seventh = if rank == 6 { 1 } else { 0 };
            if eg {
                10 * seventh
            } else {
                let files = [-4, 0, 4, 8, 8, 4, 0, -4];
                18 * seventh + files[file as usize]
            }
        }
        // Queens: a slight pull to the centre, stronger in the endgame.
        4 => {
            if eg {
                14 - 5 * spread
            } else {
                6 - 2 * spread
            }
        }
        // King: tucked in a corner behind its pawns in the middlegame, central in the endgame.
        _ => {
            if eg {
                let near = if df < dr { df } else { dr };
                let far = if df < dr { dr } else { df };
                24 - 8 * far - 3 * near
            } else if rank == 0 {
                let back = [18, 28, 8, -8, -8, 6, 30, 18];
                back[file as usize]
            } else if rank == 1 {
                let second = [8, 6, -10, -22, -22, -10, 6, 8];
                second[file as usize]
            } else {
                -30 - 12 * (rank - 2)
            }
        }
    }
}

/// `[phase][role][square]`, with the material included.
static PST: [[[i16; 64]; 6]; 2] = build_pst();

const fn build_pst() -> [[[i16; 64]; 6]; 2] {
    let mut t = [[[0i16; 64]; 6]; 2];
    let mut role = 0;
    while role < 6 {
        let mut sq = 0;
        while sq < 64 {
            t[0][role][sq] = (MATERIAL_MG[role] + square_bonus(role, sq as i32, false)) as i16;
            t[1][role][sq] = (MATERIAL_EG[role] + square_bonus(role, sq as i32, true)) as i16;
            sq += 1;
        }
        role += 1;
    }
    t
}

/// The files beside each file.
static ADJACENT_FILES: [u64; 8] = build_adjacent();

const fn build_adjacent() -> [u64; 8] {
    let mut t = [0u64; 8];
    let mut f = 0;
    while f < 8 {
        if f > 0 {
            t[f] |= FILE_A << (f - 1);
        }
        if f < 7 {
            t[f] |= FILE_A << (f + 1);
        }
        f += 1;
    }
    t
}

/// `[colour][square]`: the squares in front of a pawn on its file and the two beside it. No
/// enemy pawn there makes it a passed pawn.
static PASSED_SPAN: [[u64; 64]; 2] = build_passed();

const fn build_passed() -> [[u64; 64]; 2] {
    let mut t = [[0u64; 64]; 2];
    let mut sq = 0;
    while sq < 64 {
        let file = sq & 7;
        let rank = sq >> 3;
        let files = ADJACENT_FILES_CONST[file] | (FILE_A << file);
        let mut white_front = 0u64;
        let mut r = rank + 1;
        while r < 8 {
            white_front |= 0xffu64 << (8 * r);
            r += 1;
        }
        let mut black_front = 0u64;
        let mut r = 0;
        while r < rank {
            black_front |= 0xffu64 << (8 * r);
            r += 1;
        }
        t[0][sq] = files & white_front;
        t[1][sq] = files & black_front;
        sq += 1;
    }
    t
}

const ADJACENT_FILES_CONST: [u64; 8] = build_adjacent();

/// Passed pawn bonus by rank from the pawn's own side.
const PASSED_MG: [i32; 8] = [0, 4, 8, 14, 26, 44, 70, 0];
const PASSED_EG: [i32; 8] = [0, 8, 14, 26, 44, 72, 110, 0];

/// Mobility: (middlegame, endgame) per attacked square beyond a typical count.
const MOBILITY: [(i32, i32, i32); 6] = [
    (0, 0, 0),
    (4, 4, 4),
    (5, 5, 6),
    (2, 4, 6),
    (1, 2, 12),
    (0, 0, 0),
];
/// Weight of a piece attacking squares around the enemy king.
const KING_ATTACK: [i32; 6] = [0, 2, 2, 3, 5, 0];

#[inline(always)]
fn pawn_attacks(color: Color, pawns: u64) -> u64 {
    match color {
        Color::White => ((pawns & !FILE_A) << 7) | ((pawns & !FILE_H) << 9),
        Color::Black => ((pawns & !FILE_A) >> 9) | ((pawns & !FILE_H) >> 7),
    }
}

#[inline(always)]
fn relative_rank(color: Color, sq: Square) -> usize {
    let rank = sq.index() >> 3;
    match color {
        Color::White => rank,
        Color::Black => 7 - rank,
    }
}

/// Manhattan distance of a square from the four central squares (0 to 6).
#[inline(always)]
fn centre_distance(sq: Square) -> i32 {
    edge_distance((sq.index() & 7) as i32) + edge_distance((sq.index() >> 3) as i32)
}

#[inline(always)]
fn manhattan(a: Square, b: Square) -> i32 {
    let (a, b) = (a.index() as i32, b.index() as i32);
    ((a & 7) - (b & 7)).abs() + ((a >> 3) - (b >> 3)).abs()
}

/// The evaluation in centipawns from the point of view of the side to move.
pub fn evaluate(pos: &Position) -> i32 {
    let board = pos.board();
    let pawns = board.pawns().0;
    let mut king_sq = [Square::A1; 2];
    for color in Color::ALL {
        king_sq[color as usize] = board.king_of(color).unwrap_or(Square::A1);
    }
    let pawn_attacks_of = [
        pawn_attacks(Color::White, pawns & board.by_color(Color::White).0),
        pawn_attacks(Color::Black, pawns & board.by_color(Color::Black).0),
    ];
    let mut mg = [0i32; 2];
    let mut eg = [0i32; 2];
    let mut phase = 0;
    let mut non_pawn = [0i32; 2];
    for color in Color::ALL {
        let c = color as usize;
        let pieces = piece_terms(board, color, king_sq, !pawn_attacks_of[1 - c]);
        let (pawn_mg, pawn_eg) = pawn_terms(board, color, king_sq);
        mg[c] = pieces.mg + pawn_mg + shield_terms(board, color, king_sq[c]);
        eg[c] = pieces.eg + pawn_eg;
        phase += pieces.phase;
        non_pawn[c] = pieces.non_pawn;
    }

    let phase = phase.min(MAX_PHASE);
    let mg_score = mg[0] - mg[1];
    let mut eg_score = eg[0] - eg[1];

    // Mating a bare king (or one with only pieces that cannot stop it): drive it to the edge
    // and bring our king close.
    let pawns_of = |c: usize| (pawns & board.by_color(Color::ALL[c]).0) != 0;
    for c in 0..2 {
        let strong = c;
        let weak = 1 - c;
        if !pawns_of(weak) && non_pawn[strong] >= non_pawn[weak] + 400 && phase <= 12 {
            let bonus =
                10 * centre_distance(king_sq[weak]) + 5 * (14 - manhattan(king_sq[0], king_sq[1]));
            eg_score += if strong == 0 { bonus } else { -bonus };
        }
    }

    let mut score = (mg_score * phase + eg_score * (MAX_PHASE - phase)) / MAX_PHASE;

    // Without pawns, a small material edge rarely wins.
    let leader = if score > 0 { 0 } else { 1 };
    if !pawns_of(leader) && non_pawn[leader] - non_pawn[1 - leader] < 400 {
        score /= 4;
    }

    let score = if pos.turn().is_white() { score } else { -score };
    score + TEMPO
}

/// What one side's pieces are worth.
struct PieceTerms {
    /// Middlegame and endgame scores: material and squares, mobility, rooks on open files, the
    /// bishop pair, the attack on the enemy king.
    mg: i32,
    eg: i32,
    /// The game phase its pieces make (pawns and king count nothing).
    phase: i32,
    /// The middlegame material of its pieces other than pawns and king.
    non_pawn: i32,
}

/// The terms of `color`'s pieces: `safe` is what its opponent's pawns do not attack.
#[inline(always)]
fn piece_terms(board: &Board, color: Color, king_sq: [Square; 2], safe: u64) -> PieceTerms {
    let c = color as usize;
    let occupied = board.occupied().0;
    let pawns = board.pawns().0;
    let ours = board.by_color(color).0;
    let our_pawns = pawns & ours;
    let flip = if color.is_white() { 0 } else { 56 };
    let their_king = king_sq[1 - c];
    let king_zone = attacks::king_attacks(their_king).0 | (1u64 << their_king.index());
    let safe = !ours & safe;
    let mut t = PieceTerms {
        mg: 0,
        eg: 0,
        phase: 0,
        non_pawn: 0,
    };
    let mut attackers = 0;
    let mut attack_weight = 0;

    for role in Role::ALL {
        let pieces = board.by_role(role).0 & ours;
        let r = role as usize;
        for sq in Bitboard(pieces) {
            let i = sq.index() ^ flip;
            t.mg += i32::from(PST[0][r][i]);
            t.eg += i32::from(PST[1][r][i]);
            let reach = match role {
                Role::Pawn | Role::King => continue,
                Role::Knight => attacks::knight_attacks(sq).0,
                Role::Bishop => attacks::bishop_attacks(sq, Bitboard(occupied)).0,
                Role::Rook => attacks::rook_attacks(sq, Bitboard(occupied)).0,
                Role::Queen => attacks::queen_attacks(sq, Bitboard(occupied)).0,
            };
            t.phase += PHASE[r];
            t.non_pawn += MATERIAL_MG[r];
            let (wm, we, typical) = MOBILITY[r];
            let mobility = (reach & safe).count_ones() as i32 - typical;
            t.mg += wm * mobility;
            t.eg += we * mobility;
            let near_king = reach & king_zone;
            if near_king != 0 {
                attackers += 1;
                attack_weight += KING_ATTACK[r] * near_king.count_ones() as i32;
            }
            if role == Role::Rook {
                let file = FILE_A << (sq.index() & 7);
                if file & pawns == 0 {
                    t.mg += 22;
                    t.eg += 8;
                } else if file & our_pawns == 0 {
                    t.mg += 10;
                    t.eg += 5;
                }
            }
        }
    }

    // Bishop pair.
    if (board.bishops().0 & ours).count_ones() >= 2 {
        t.mg += 25;
        t.eg += 45;
    }
    // The enemy king under attack.
    if attackers >= 2 {
        t.mg += (attack_weight * attack_weight / 4).min(400);
    }
    t
}

/// `color`'s pawn structure, middlegame and endgame: doubled and isolated pawns, passed pawns
/// (in the endgame, with the kings' race to the queening square).
#[inline(always)]
fn pawn_terms(board: &Board, color: Color, king_sq: [Square; 2]) -> (i32, i32) {
    let c = color as usize;
    let occupied = board.occupied().0;
    let pawns = board.pawns().0;
    let ours = board.by_color(color).0;
    let our_pawns = pawns & ours;
    let their_pawns = pawns & !ours;
    let (mut mg, mut eg) = (0, 0);
    for sq in Bitboard(our_pawns) {
        let file = sq.index() & 7;
        let file_bb = FILE_A << file;
        if (our_pawns & file_bb).count_ones() > 1 {
            mg -= 6;
            eg -= 12;
        }
        if our_pawns & ADJACENT_FILES[file] == 0 {
            mg -= 10;
            eg -= 14;
        }
        if PASSED_SPAN[c][sq.index()] & their_pawns == 0 {
            let rank = relative_rank(color, sq);
            mg += PASSED_MG[rank];
            eg += PASSED_EG[rank];
            // In the endgame the kings' distances to the queening square count.
            let queening =
                Square::new(((sq.index() & 7) | if color.is_white() { 56 } else { 0 }) as u32);
            let race =
                king_sq[1 - c].distance(queening) as i32 * 2 - king_sq[c].distance(queening) as i32;
            eg += race * rank as i32;
            // Nothing in its way.
            let path = PASSED_SPAN[c][sq.index()] & file_bb;
            if path & occupied == 0 {
                eg += 4 * rank as i32;
            }
        }
    }
    (mg, eg)
}

/// The pawn shield of `color`'s king on its first two ranks (a middlegame term).
#[inline(always)]
fn shield_terms(board: &Board, color: Color, king: Square) -> i32 {
    if relative_rank(color, king) > 1 {
        return 0;
    }
    let our_pawns = board.pawns().0 & board.by_color(color).0;
    let file = king.index() & 7;
    let shield_files = ADJACENT_FILES[file] | (FILE_A << file);
    let (near, far) = if color.is_white() {
        (
            0xffu64 << (8 * ((king.index() >> 3) + 1)),
            0xffu64 << (8 * ((king.index() >> 3) + 2)),
        )
    } else {
        (
            0xffu64 << (8 * ((king.index() >> 3).saturating_sub(1))),
            0xffu64 << (8 * ((king.index() >> 3).saturating_sub(2))),
        )
    };
    let mut mg = 12 * (our_pawns & shield_files & near).count_ones() as i32;
    mg += 6 * (our_pawns & shield_files & far).count_ones() as i32;
    if our_pawns & (FILE_A << file) == 0 {
        mg -= 15;
    }
    mg
}

#[cfg(test)]
mod tests {
    use super::*;

    fn eval(fen: &str) -> i32 {
        evaluate(&Position::from_fen(fen).unwrap())
    }

    /// Mirrors a FEN's board and swaps the colours and the side to move.
    fn mirror(fen: &str) -> String {
        let parts: Vec<&str> = fen.split(' ').collect();
        let board: Vec<String> = parts[0]
            .split('/')
            .rev()
            .map(|rank| {
                rank.chars()
                    .map(|c| {
                        if c.is_ascii_uppercase() {
                            c.to_ascii_lowercase()
                        } else {
                            c.to_ascii_uppercase()
                        }
                    })
                    .collect()
            })
            .collect();
        let turn = if parts[1] == "w" { "b" } else { "w" };
        format!("{} {} - - 0 1", board.join("/"), turn)
    }

    #[test]
    fn symmetric() {
        for fen in [
            "r1bqkbnr/pppp1ppp/2n5/4p3/4P3/5N2/PPPP1PPP/RNBQKB1R w KQkq - 2 3",
            "r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R w KQkq - 0 1",
            "8/2p5/3p4/KP5r/1R3p1k/8/4P1P1/8 w - - 0 1",
            "6k1/5ppp/8/8/8/8/1Q6/K7 b - - 0 1",
        ] {
            assert_eq!(eval(fen), eval(&mirror(fen)), "{fen}");
        }
    }

    #[test]
    fn sensible() {
        // A knight on the rim is worse than a knight in the centre.
        let rim = eval("4k3/8/8/8/8/8/8/N3K3 w - - 0 1");
        let centre = eval("4k3/8/8/8/3N4/8/8/4K3 w - - 0 1");
        assert!(centre > rim);
        // An advanced passed pawn is worth more than one at home.
        let home = eval("4k3/8/8/8/8/8/P7/4K3 w - - 0 1");
        let far = eval("4k3/P7/8/8/8/8/8/4K3 w - - 0 1");
        assert!(far > home + 80);
        // Bare king against a rook: the lone king wants the centre.
        let edge = eval("k7/8/8/8/8/8/8/4K2R w - - 0 1");
        let middle = eval("8/8/8/3k4/8/8/8/4K2R w - - 0 1");
        assert!(edge > middle);
    }
}
