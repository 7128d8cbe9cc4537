//! The root of the search: iterative deepening, aspiration windows, and the root moves kept in
//! the order of their last scores.

use crate::moves::Move;
use crate::position::Position;

use super::super::ordering::pick;
use super::super::score::{score_to_tt, INF, MATE, MATE_BOUND, MAX_PLY};
use super::super::tt::{pack, EXACT};
use super::{Iteration, RootMove, Searcher};

/// How deep a position with one legal move is searched (unless the limits stop it first).
const FORCED_MOVE_DEPTH: u32 = 4;

impl Searcher<'_> {
    /// Iterative deepening from `pos`, which has legal moves.
    pub(crate) fn run(
        &mut self,
        pos: &Position,
        on_iteration: &mut dyn FnMut(&Iteration) -> bool,
    ) -> Iteration {
        self.hashes.push(pos.hash());
        self.order_root_moves(pos);
        // The root is a node too.
        self.nodes += 1;

        let first = self.root_moves[0].mv;
        let root_eval = if pos.is_check() { -INF } else { self.eval(pos) };
        let mut done = Iteration {
            best: first,
            score: if root_eval == -INF { 0 } else { root_eval },
            pv: vec![first],
            depth: 0,
            seldepth: 0,
            nodes: self.nodes,
            candidates: Vec::new(),
            lines: Vec::new(),
        };
        let max_depth = self.config.max_depth.clamp(1, MAX_PLY as u32 - 4);
        for depth in 1..=max_depth {
            self.partial = None;
            self.seldepth = 0;
            self.root_depth = depth as usize;
            let score = self.aspiration(pos, depth as i32, done.score);
            if self.aborted {
                let partial = self.partial.take();
                if let Some((best, score, pv)) = partial.and_then(|p| self.settled(pos, p)) {
                    if self.config.margin == 0 {
                        done.best = best;
                        done.score = score;
                        done.pv = pv.clone();
                        done.candidates = vec![(best, score)];
                        done.lines = vec![(best, pv)];
                    }
                }
                break;
            }
            done = self.finished(depth, score);
            self.tt.store(
                pos.hash(),
                pack(done.best),
                score_to_tt(score, 0),
                root_eval,
                depth as i32,
                EXACT,
            );
            if !on_iteration(&done) {
                break;
            }
            // A forced move needs no choosing, but its score a few plies to be worth showing
            // (a mate the reply walks into read as a depth-1 material count).
            if self.root_moves.len() == 1 && depth >= FORCED_MOVE_DEPTH {
                break;
            }
            if score.abs() >= MATE_BOUND && depth as i32 >= MATE - score.abs() + 4 {
                break;
            }
        }
        done.nodes = self.nodes;
        done
    }

    /// The best move of the unfinished iteration with its line, when the line bears out its
    /// score. A move that failed high on the aspiration window brings a mate bound but no line
    /// (the reply's node failed low: no move of its own), so a mate's line is taken on from the
    /// table and kept only if it mates in the plies the score counts; if it does not, the last
    /// finished iteration stands, whose line is whole.
    fn settled(
        &self,
        pos: &Position,
        (best, score, mut pv): (Move, i32, Vec<Move>),
    ) -> Option<(Move, i32, Vec<Move>)> {
        if score.abs() < MATE_BOUND {
            return Some((best, score, pv));
        }
        let plies = (MATE - score.abs()) as usize;
        let mut end = pos.clone();
        for &m in &pv {
            end.play_unchecked(m);
        }
        if pv.len() < plies {
            let more = self.tt.line(&end, plies - pv.len());
            for &m in &more {
                end.play_unchecked(m);
            }
            pv.extend(more);
        }
        (pv.len() == plies && end.is_checkmate()).then_some((best, score, pv))
    }

    /// The root's legal moves, in the order the move ordering gives them with the table's move
    /// first.
    fn order_root_moves(&mut self, pos: &Position) {
        let (start, end) = self.generate(pos);
        let tt_move = self.tt.probe(pos.hash()).map_or(0, |h| h.mv);
        self.heuristics.score_moves(
            pos,
            &self.moves[start..end],
            &mut self.scores[start..end],
            tt_move,
            0,
        );
        for i in start..end {
            let m = pick(
                &mut self.moves[start..end],
                &mut self.scores[start..end],
                i - start,
            );
            if self.config.exclude.contains(&m) {
                continue;
            }
            self.root_moves.push(RootMove {
                mv: m,
                score: -INF,
                exact: false,
                pv: Vec::new(),
            });
        }
        self.release(start);
    }

    /// The iteration of `depth` just finished with `score`: its best move put first among the
    /// root moves (the others keep their order), its line, and the candidate moves within the
    /// level's margin.
    fn finished(&mut self, depth: u32, score: i32) -> Iteration {
        // The best move first, the others in their old order.
        if let Some(i) = self
            .root_moves
            .iter()
            .position(|r| r.score == score && r.exact)
        {
            let best = self.root_moves.remove(i);
            self.root_moves.insert(0, best);
        }
        let best = self.root_moves[0].mv;
        let pv: Vec<Move> = if self.pv_len[0] > 0 && self.pv[0][0] == best {
            self.pv[0][..self.pv_len[0]].to_vec()
        } else {
            vec![best]
        };
        let mut near: Vec<&RootMove> = self
            .root_moves
            .iter()
            .filter(|r| r.exact && r.score >= score - self.config.margin)
            .collect();
        near.sort_by_key(|r| -r.score);
        let candidates = near.iter().map(|r| (r.mv, r.score)).collect();
        let lines = near.iter().map(|r| (r.mv, r.pv.clone())).collect();
        Iteration {
            best,
            score,
            pv,
            depth,
            seldepth: self.seldepth as u32,
            nodes: self.nodes,
            candidates,
            lines,
        }
    }

    /// One iteration, in a narrow window around the last score once deep enough.
    fn aspiration(&mut self, pos: &Position, depth: i32, last: i32) -> i32 {
        if depth < 5 || self.config.margin > 0 || last.abs() >= MATE_BOUND {
            return self.root(pos, depth, -INF, INF);
        }
        let mut delta = 35;
        let mut alpha = (last - delta).max(-INF);
        let mut beta = (last + delta).min(INF);
        loop {
            let score = self.root(pos, depth, alpha, beta);
            if self.aborted {
                return score;
            }
            if score <= alpha {
                beta = (alpha + beta) / 2;
                alpha = (score - delta).max(-INF);
            } else if score >= beta {
                beta = (score + delta).min(INF);
            } else {
                return score;
            }
            delta += delta;
            if delta > 600 {
                alpha = -INF;
                beta = INF;
            }
        }
    }

    /// One pass over the root moves in the window `alpha..beta`: the first with the full
    /// window, the others with a null window (re-searched when they beat alpha), or, for the
    /// levels that choose among near-best moves, with a window that scores them exactly.
    fn root(&mut self, pos: &Position, depth: i32, mut alpha: i32, beta: i32) -> i32 {
        let mut best = -INF;
        self.pv_len[0] = 0;
        for i in 0..self.root_moves.len() {
            let m = self.root_moves[i].mv;
            let mut child = pos.clone();
            child.play_unchecked(m);
            let new_depth = depth - 1 + i32::from(child.is_check());
            self.hashes.push(child.hash());
            let (score, lower) = if i == 0 {
                (
                    -self.negamax(&child, new_depth, -beta, -alpha, 1, true),
                    alpha,
                )
            } else if self.config.margin > 0 {
                let lower = alpha.min(best - self.config.margin - 1).max(-INF);
                (
                    -self.negamax(&child, new_depth, -beta, -lower, 1, true),
                    lower,
                )
            } else {
                let mut s = -self.negamax(&child, new_depth, -alpha - 1, -alpha, 1, true);
                if s > alpha && s < beta && !self.aborted {
                    s = -self.negamax(&child, new_depth, -beta, -alpha, 1, true);
                }
                (s, alpha)
            };
            self.hashes.pop();
            if self.aborted {
                return best;
            }
            let root_move = &mut self.root_moves[i];
            root_move.score = score;
            root_move.exact = score > lower && score < beta;
            root_move.pv.clear();
            if root_move.exact {
                root_move.pv.push(m);
                root_move
                    .pv
                    .extend_from_slice(&self.pv[1][1..self.pv_len[1].max(1)]);
            }
            if score > best {
                best = score;
            }
            if score > alpha {
                alpha = score;
                self.update_pv(0, m);
                let pv = self.pv[0][..self.pv_len[0]].to_vec();
                self.partial = Some((m, score, pv));
                if score >= beta {
                    break;
                }
            }
        }
        best
    }
}
