//! Move ordering: the best moves first make alpha-beta cut early.
//!
//! The order is: the transposition table's move; winning and even captures and queen
//! promotions, most valuable victim first and least valuable attacker next (MVV-LVA); the two
//! killer moves of the ply (quiet moves that refuted a sibling); the other quiet moves by their
//! history score; losing captures (by static exchange evaluation) and under-promotions last.

use crate::bitboard::Bitboard;
use crate::moves::Move;
use crate::position::Position;
use crate::types::{Color, Role};

use super::score::MAX_PLY;
use super::tt::pack;

/// Piece values for ordering and exchanges (not the evaluation's).
pub(crate) const SEE_VALUE: [i32; 6] = [100, 310, 320, 500, 950, 20_000];

const HASH_MOVE: i32 = 4_000_000;
const GOOD_CAPTURE: i32 = 3_000_000;
const KILLER: [i32; 2] = [2_000_100, 2_000_000];
const HISTORY_MAX: i32 = 1_000_000;
const BAD_CAPTURE: i32 = -2_000_000;
const UNDERPROMOTION: i32 = -3_000_000;

#[inline(always)]
pub(crate) fn value(role: Role) -> i32 {
    SEE_VALUE[role as usize]
}

/// A capture or a promotion: what the quiescence search looks at.
#[inline(always)]
pub(crate) fn is_tactical(m: Move) -> bool {
    m.is_capture() || m.promotion().is_some()
}

/// Static exchange evaluation: the material `m` wins (or loses) if both sides then keep
/// capturing on its destination with their least valuable piece while it pays. Pins are
/// ignored; x-rays through the capturing pieces are seen.
pub(crate) fn see(pos: &Position, m: Move) -> i32 {
    let (from, to) = match m {
        Move::Castle { .. } => return 0,
        Move::Normal { from, to, .. } | Move::EnPassant { from, to } => (from, to),
    };
    let board = pos.board();
    let mut occupied = board.occupied().without(from);
    if let Move::EnPassant { .. } = m {
        // The captured pawn stands beside `to`, on `from`'s rank.
        let captured = crate::square::Square::from_coords(to.file(), from.rank());
        occupied.remove(captured);
    }
    let mut gain = [0i32; 34];
    gain[0] = m.capture().map_or(0, value);
    let mut on_square = value(m.role());
    if let Some(promotion) = m.promotion() {
        gain[0] += value(promotion) - value(Role::Pawn);
        on_square = value(promotion);
    }
    let mut side = !pos.turn();
    let mut d = 0;
    loop {
        let attackers = board.attackers_to(to, side, occupied) & occupied;
        let Some((sq, role)) = least_valuable(board, attackers) else {
            break;
        };
        if role == Role::King && (board.attackers_to(to, !side, occupied) & occupied).any() {
            // The king may not capture into a defended square.
            break;
        }
        d += 1;
        gain[d] = on_square - gain[d - 1];
        if gain[d].max(-gain[d - 1]) < 0 || d == gain.len() - 1 {
            break;
        }
        on_square = value(role);
        occupied.remove(sq);
        side = !side;
    }
    while d > 0 {
        gain[d - 1] = -(-gain[d - 1]).max(gain[d]);
        d -= 1;
    }
    gain[0]
}

#[inline]
fn least_valuable(
    board: &crate::board::Board,
    attackers: Bitboard,
) -> Option<(crate::square::Square, Role)> {
    if attackers.is_empty() {
        return None;
    }
    Role::ALL.into_iter().find_map(|role| {
        (attackers & board.by_role(role))
            .first()
            .map(|sq| (sq, role))
    })
}

/// Killer moves and the history table, kept between the nodes of one search.
pub(crate) struct Heuristics {
    killers: Vec<[Option<Move>; 2]>,
    /// `[colour][from][to]`: how often a quiet move caused a cut, weighted by depth.
    history: Vec<[[i32; 64]; 64]>,
}

impl Heuristics {
    pub(crate) fn new() -> Heuristics {
        Heuristics {
            killers: vec![[None; 2]; MAX_PLY + 2],
            history: vec![[[0; 64]; 64]; 2],
        }
    }

    pub(crate) fn clear(&mut self) {
        self.killers.fill([None; 2]);
        for table in &mut self.history {
            for row in table.iter_mut() {
                row.fill(0);
            }
        }
    }

    /// Between searches: killers are forgotten, history fades.
    pub(crate) fn new_search(&mut self) {
        self.killers.fill([None; 2]);
        for table in &mut self.history {
            for row in table.iter_mut() {
                for h in row.iter_mut() {
                    *h /= 8;
                }
            }
        }
    }

    #[inline]
    pub(crate) fn is_killer(&self, ply: usize, m: Move) -> bool {
        self.killers[ply].contains(&Some(m))
    }

    /// The sort key of each move, in `scores` (same order as `moves`).
    pub(crate) fn score_moves(
        &self,
        pos: &Position,
        moves: &[Move],
        scores: &mut [i32],
        tt_move: u16,
        ply: usize,
    ) {
        let us = pos.turn();
        let killers = self.killers[ply];
        for (m, s) in moves.iter().zip(scores.iter_mut()) {
            let m = *m;
            *s = if tt_move != 0 && pack(m) == tt_move {
                HASH_MOVE
            } else if let Some(promotion) = m.promotion() {
                if promotion == Role::Queen {
                    GOOD_CAPTURE + value(Role::Queen) + m.capture().map_or(0, value)
                } else {
                    UNDERPROMOTION + value(promotion)
                }
            } else if let Some(victim) = m.capture() {
                let mvv_lva = value(victim) * 8 - value(m.role()) / 8;
                if value(victim) >= value(m.role()) || see(pos, m) >= 0 {
                    GOOD_CAPTURE + mvv_lva
                } else {
                    BAD_CAPTURE + mvv_lva
                }
            } else if killers[0] == Some(m) {
                KILLER[0]
            } else if killers[1] == Some(m) {
                KILLER[1]
            } else {
                self.history_of(us, m)
            };
        }
    }

    #[inline]
    fn history_of(&self, us: Color, m: Move) -> i32 {
        self.history[us as usize][m.from().index()][m.to().index()]
    }

    /// A quiet move caused a beta cut-off at `ply`: it becomes a killer and gains history;
    /// the quiet moves tried before it lose some.
    pub(crate) fn reward(&mut self, us: Color, ply: usize, m: Move, depth: i32, tried: &[Move]) {
        let slot = &mut self.killers[ply];
        if slot[0] != Some(m) {
            slot[1] = slot[0];
            slot[0] = Some(m);
        }
        let bonus = (depth * depth).min(400);
        self.bump(us, m, bonus);
        for &q in tried {
            if q != m {
                self.bump(us, q, -bonus);
            }
        }
    }

    #[inline]
    fn bump(&mut self, us: Color, m: Move, bonus: i32) {
        let h = &mut self.history[us as usize][m.from().index()][m.to().index()];
        // Gravity: the closer to the bound, the smaller the step, so scores stay in range.
        *h += bonus * 32 - *h * bonus.abs() / 512;
        *h = (*h).clamp(-HISTORY_MAX, HISTORY_MAX);
    }
}

/// Moves the best-scored of `moves[i..]` to `i` (a selection sort done lazily: after a cut
/// the rest is never sorted).
#[inline]
pub(crate) fn pick(moves: &mut [Move], scores: &mut [i32], i: usize) -> Move {
    let mut best = i;
    for j in i + 1..moves.len() {
        if scores[j] > scores[best] {
            best = j;
        }
    }
    moves.swap(i, best);
    scores.swap(i, best);
    moves[i]
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::square::Square;

    fn find(pos: &Position, from: Square, to: Square) -> Move {
        pos.legal_moves()
            .into_iter()
            .find(|m| m.from() == from && m.to() == to)
            .unwrap()
    }

    #[test]
    fn static_exchange() {
        // A rook takes a pawn defended by a pawn: loses the exchange.
        let pos = Position::from_fen("4k3/8/2p5/3p4/8/8/8/3RK3 w - - 0 1").unwrap();
        assert_eq!(see(&pos, find(&pos, Square::D1, Square::D5)), 100 - 500);
        // An undefended pawn is won.
        let pos = Position::from_fen("4k3/8/8/3p4/8/8/8/3RK3 w - - 0 1").unwrap();
        assert_eq!(see(&pos, find(&pos, Square::D1, Square::D5)), 100);
        // Doubled rooks against one defender: the x-ray counts.
        let pos = Position::from_fen("3rk3/8/8/3p4/8/8/3R4/3RK3 w - - 0 1").unwrap();
        assert_eq!(see(&pos, find(&pos, Square::D2, Square::D5)), 100);
        // The king cannot take back on a defended square.
        let pos = Position::from_fen("8/8/8/3pk3/8/8/3Q4/3RK3 w - - 0 1").unwrap();
        assert_eq!(see(&pos, find(&pos, Square::D2, Square::D5)), 100);
    }

    #[test]
    fn ordering_puts_hash_move_and_captures_first() {
        let pos = Position::from_fen("4k3/8/8/3p4/8/8/8/3RK3 w - - 0 1").unwrap();
        let mut moves: Vec<Move> = pos.legal_moves().into_iter().collect();
        let mut scores = vec![0; moves.len()];
        let h = Heuristics::new();
        h.score_moves(&pos, &moves, &mut scores, 0, 0);
        assert_eq!(pick(&mut moves, &mut scores, 0).to(), Square::D5);
        let quiet = find(&pos, Square::E1, Square::F2);
        h.score_moves(&pos, &moves, &mut scores, pack(quiet), 0);
        assert_eq!(pick(&mut moves, &mut scores, 0), quiet);
    }
}
