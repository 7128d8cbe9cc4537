//! The quiescence search: captures and promotions played out at the horizon, so that no
//! position is evaluated in the middle of an exchange.

use crate::dead::is_insufficient_material;
use crate::position::Position;
use crate::types::Role;

use super::super::ordering::{is_tactical, pick, see, value};
use super::super::score::{INF, MATE, MAX_PLY};
use super::Searcher;

impl Searcher<'_> {
    /// Captures and promotions until the position is quiet (all moves when in check).
    pub(super) fn quiesce(&mut self, pos: &Position, mut alpha: i32, beta: i32, ply: usize) -> i32 {
        self.pv_len[ply] = ply;
        if !self.enter() {
            return 0;
        }
        self.seldepth = self.seldepth.max(ply);
        if is_insufficient_material(pos.board()) {
            return 0;
        }
        let in_check = pos.is_check();
        if ply >= MAX_PLY {
            return if in_check { 0 } else { self.eval(pos) };
        }
        let mut best = -INF;
        if !in_check {
            let stand_pat = self.eval(pos);
            if !self.config.quiescence || stand_pat >= beta {
                return stand_pat;
            }
            alpha = alpha.max(stand_pat);
            best = stand_pat;
        }
        let (start, end) = self.generate(pos);
        if start == end {
            return if in_check { -MATE + ply as i32 } else { 0 };
        }
        // Only captures and promotions, unless in check.
        let mut end = end;
        if !in_check {
            let mut kept = start;
            for i in start..end {
                let m = self.moves[i];
                if is_tactical(m) {
                    self.moves[kept] = m;
                    kept += 1;
                }
            }
            end = kept;
            self.moves.truncate(end);
            self.scores.truncate(end);
        }
        self.heuristics.score_moves(
            pos,
            &self.moves[start..end],
            &mut self.scores[start..end],
            0,
            ply.min(MAX_PLY),
        );
        for i in 0..end - start {
            let m = pick(&mut self.moves[start..end], &mut self.scores[start..end], i);
            if !in_check {
                match m.promotion() {
                    Some(Role::Queen) => {}
                    Some(_) => continue,
                    None => {
                        let victim = m.capture().map_or(0, value);
                        // Even winning the piece for nothing would not reach alpha.
                        if best + victim + 200 <= alpha {
                            continue;
                        }
                        if victim < value(m.role()) && see(pos, m) < 0 {
                            // A losing capture is worth a look only when it gives check.
                            let mut child = pos.clone();
                            child.play_unchecked(m);
                            if !child.is_check() {
                                continue;
                            }
                        }
                    }
                }
            }
            let mut child = pos.clone();
            child.play_unchecked(m);
            let score = -self.quiesce(&child, -beta, -alpha, ply + 1);
            if self.aborted {
                self.release(start);
                return 0;
            }
            if score > best {
                best = score;
                if score > alpha {
                    alpha = score;
                    self.update_pv(ply, m);
                    if score >= beta {
                        break;
                    }
                }
            }
        }
        self.release(start);
        best
    }
}
