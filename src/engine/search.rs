//! The search: iterative deepening over a principal-variation alpha-beta search with a
//! quiescence search at the horizon.
//!
//! Inside the tree: transposition table cut-offs (away from the principal variation), mate
//! distance pruning, reverse futility pruning and null-move pruning near the leaves and when
//! far ahead, extension of checks that do not lose material, late move reductions for quiet
//! moves, and futility pruning of quiet moves at the frontier. A position repeated once (in the game before the root or in
//! the search), the fifty-move rule and insufficient material all score as draws; mate
//! scores count the plies to the mate, so the shortest mate is preferred and the longest
//! defence chosen.
//!
//! There is no clock: the search stops at a node limit, or when the caller's `stop` function
//! (polled every 1,024 nodes) says so, and then plays the best move of the deepest finished
//! iteration (or a better one already proved in the unfinished one).

use crate::dead::is_insufficient_material;
use crate::moves::Move;
use crate::position::Position;
use crate::types::Role;
use crate::zobrist;

use super::eval::evaluate;
use super::levels::noise;
use super::ordering::{is_tactical, pick, see, value, Heuristics};
use super::tt::{pack, TranspositionTable, EXACT, LOWER, UPPER};

/// The deepest ply the search reaches (extensions included).
pub(crate) const MAX_PLY: usize = 100;
/// The score of delivering mate now; a mate `n` plies away scores `MATE - n`.
pub(crate) const MATE: i32 = 30_000;
/// Scores beyond this are mates.
pub(crate) const MATE_BOUND: i32 = MATE - 2 * MAX_PLY as i32;
pub(crate) const INF: i32 = 31_000;

/// How often, in nodes, the caller's stop function is asked.
const POLL_INTERVAL: u64 = 1024;

/// A placeholder for empty slots of the principal variation table.
const NO_MOVE: Move = Move::Normal {
    role: Role::Pawn,
    from: crate::square::Square::A1,
    capture: None,
    to: crate::square::Square::A1,
    promotion: None,
};

/// What one search may do.
#[derive(Clone, Debug)]
pub(crate) struct Config {
    pub max_nodes: u64,
    pub max_depth: u32,
    pub quiescence: bool,
    pub noise: i32,
    pub seed: u64,
    /// Root moves within this margin of the best get exact scores (for the levels that choose
    /// among them).
    pub margin: i32,
}

/// The result of one finished iteration (or the best guess before any).
#[derive(Clone, Debug)]
pub(crate) struct Iteration {
    pub best: Move,
    pub score: i32,
    pub pv: Vec<Move>,
    pub depth: u32,
    pub seldepth: u32,
    pub nodes: u64,
    /// Root moves with exact scores within the margin of the best, best first.
    pub candidates: Vec<(Move, i32)>,
}

struct RootMove {
    mv: Move,
    score: i32,
    exact: bool,
}

pub(crate) struct Searcher<'a> {
    tt: &'a mut TranspositionTable,
    heuristics: &'a mut Heuristics,
    stop: &'a dyn Fn() -> bool,
    config: Config,
    nodes: u64,
    aborted: bool,
    seldepth: usize,
    /// Hashes of the game's positions since the last capture or pawn move, then of the
    /// positions on the current search path; the last one is the node being searched.
    hashes: Vec<u64>,
    /// The moves of every node on the path, one slice after another, with their sort keys.
    moves: Vec<Move>,
    scores: Vec<i32>,
    /// The triangular principal variation table.
    pv: Vec<[Move; MAX_PLY + 1]>,
    pv_len: [usize; MAX_PLY + 2],
    root_moves: Vec<RootMove>,
    /// The depth of the current iteration.
    root_depth: usize,
    /// The best move proved in the unfinished iteration: (move, score, pv).
    partial: Option<(Move, i32, Vec<Move>)>,
}

#[inline]
pub(crate) fn score_to_tt(score: i32, ply: usize) -> i32 {
    if score >= MATE_BOUND {
        score + ply as i32
    } else if score <= -MATE_BOUND {
        score - ply as i32
    } else {
        score
    }
}

#[inline]
pub(crate) fn score_from_tt(score: i32, ply: usize) -> i32 {
    if score >= MATE_BOUND {
        score - ply as i32
    } else if score <= -MATE_BOUND {
        score + ply as i32
    } else {
        score
    }
}

/// The position with the side to move passing (for null-move pruning). Its halfmove clock is
/// zeroed so that no repetition is looked for across the pass.
fn null_move(pos: &Position) -> Position {
    let mut next = pos.clone();
    let us = pos.turn;
    let mut hash = pos.hash ^ zobrist::turn_key(us) ^ zobrist::turn_key(!us);
    if let Some(ep) = next.ep_square.take() {
        hash ^= zobrist::en_passant_key(ep);
    }
    next.turn = !us;
    next.hash = hash;
    next.halfmoves = 0;
    next
}

/// The side to move has a piece besides pawns and king (zugzwang is then unlikely).
fn has_pieces(pos: &Position) -> bool {
    let board = pos.board();
    let ours = board.by_color(pos.turn());
    (ours & !board.pawns() & !board.kings()).any()
}

impl<'a> Searcher<'a> {
    pub(crate) fn new(
        tt: &'a mut TranspositionTable,
        heuristics: &'a mut Heuristics,
        stop: &'a dyn Fn() -> bool,
        config: Config,
        history: &[u64],
    ) -> Searcher<'a> {
        let mut hashes = Vec::with_capacity(history.len() + MAX_PLY + 2);
        hashes.extend_from_slice(history);
        Searcher {
            tt,
            heuristics,
            stop,
            config,
            nodes: 0,
            aborted: false,
            seldepth: 0,
            hashes,
            moves: Vec::with_capacity(4096),
            scores: Vec::with_capacity(4096),
            pv: vec![[NO_MOVE; MAX_PLY + 1]; MAX_PLY + 1],
            pv_len: [0; MAX_PLY + 2],
            root_moves: Vec::new(),
            root_depth: 0,
            partial: None,
        }
    }

    /// Counts a node; `false` once the node limit is reached or the caller asked to stop.
    #[inline(always)]
    fn enter(&mut self) -> bool {
        if self.aborted {
            return false;
        }
        if self.nodes >= self.config.max_nodes {
            self.aborted = true;
            return false;
        }
        self.nodes += 1;
        if self.nodes % POLL_INTERVAL == 0 && (self.stop)() {
            self.aborted = true;
            return false;
        }
        true
    }

    #[inline(always)]
    fn eval(&self, pos: &Position) -> i32 {
        evaluate(pos) + noise(pos.hash(), self.config.seed, self.config.noise)
    }

    /// Appends the legal moves to the move stack; returns their range. Kept out of line so
    /// that the generator's large list lives only for the call, not in every search frame.
    #[inline(never)]
    fn generate(&mut self, pos: &Position) -> (usize, usize) {
        let list = pos.legal_moves();
        let start = self.moves.len();
        self.moves.extend_from_slice(&list);
        self.scores.resize(self.moves.len(), 0);
        (start, self.moves.len())
    }

    fn release(&mut self, start: usize) {
        self.moves.truncate(start);
        self.scores.truncate(start);
    }

    /// Makes `m` followed by the child's principal variation the one of `ply`.
    #[inline]
    fn update_pv(&mut self, ply: usize, m: Move) {
        let child_len = self.pv_len[ply + 1].max(ply + 1);
        let (upper, lower) = self.pv.split_at_mut(ply + 1);
        let row = &mut upper[ply];
        row[ply] = m;
        if ply < MAX_PLY {
            let child = &lower[0];
            row[ply + 1..child_len].copy_from_slice(&child[ply + 1..child_len]);
        }
        self.pv_len[ply] = child_len;
    }

    /// A repetition of an earlier position since the last irreversible move, the fifty-move
    /// rule (checked by the caller for mate first) or a board on which nobody can mate.
    fn is_draw(&self, pos: &Position) -> bool {
        if is_insufficient_material(pos.board()) {
            return true;
        }
        let key = pos.hash();
        let here = self.hashes.len() - 1;
        let lowest = here.saturating_sub(pos.halfmoves() as usize);
        let mut i = here;
        while i >= lowest + 2 {
            i -= 2;
            if self.hashes[i] == key {
                return true;
            }
        }
        false
    }

    /// Iterative deepening from `pos`, which has legal moves.
    pub(crate) fn run(
        &mut self,
        pos: &Position,
        on_iteration: &mut dyn FnMut(&Iteration) -> bool,
    ) -> Iteration {
        self.hashes.push(pos.hash());
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
            self.root_moves.push(RootMove {
                mv: m,
                score: -INF,
                exact: false,
            });
        }
        self.release(start);
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
        };
        let max_depth = self.config.max_depth.clamp(1, MAX_PLY as u32 - 4);
        for depth in 1..=max_depth {
            self.partial = None;
            self.seldepth = 0;
            self.root_depth = depth as usize;
            let score = self.aspiration(pos, depth as i32, done.score);
            if self.aborted {
                if let Some((best, score, pv)) = self.partial.take() {
                    if self.config.margin == 0 {
                        done.best = best;
                        done.score = score;
                        done.pv = pv;
                        done.candidates = vec![(best, score)];
                    }
                }
                break;
            }
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
            let mut candidates: Vec<(Move, i32)> = self
                .root_moves
                .iter()
                .filter(|r| r.exact && r.score >= score - self.config.margin)
                .map(|r| (r.mv, r.score))
                .collect();
            candidates.sort_by_key(|c| -c.1);
            done = Iteration {
                best,
                score,
                pv,
                depth,
                seldepth: self.seldepth as u32,
                nodes: self.nodes,
                candidates,
            };
            self.tt.store(
                pos.hash(),
                pack(best),
                score_to_tt(score, 0),
                root_eval,
                depth as i32,
                EXACT,
            );
            if !on_iteration(&done) {
                break;
            }
            if self.root_moves.len() == 1 {
                break;
            }
            if score.abs() >= MATE_BOUND && depth as i32 >= MATE - score.abs() + 4 {
                break;
            }
        }
        done.nodes = self.nodes;
        done
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

    fn negamax(
        &mut self,
        pos: &Position,
        depth: i32,
        mut alpha: i32,
        mut beta: i32,
        ply: usize,
        can_null: bool,
    ) -> i32 {
        if depth <= 0 {
            return self.quiesce(pos, alpha, beta, ply);
        }
        self.pv_len[ply] = ply;
        if !self.enter() {
            return 0;
        }
        self.seldepth = self.seldepth.max(ply);
        if pos.halfmoves() >= 100 {
            return if pos.is_checkmate() {
                -MATE + ply as i32
            } else {
                0
            };
        }
        if self.is_draw(pos) {
            return 0;
        }
        alpha = alpha.max(-MATE + ply as i32);
        beta = beta.min(MATE - ply as i32 - 1);
        if alpha >= beta {
            return alpha;
        }
        if ply >= MAX_PLY {
            return self.eval(pos);
        }
        let pv_node = beta - alpha > 1;
        let key = pos.hash();
        let in_check = pos.is_check();
        let hit = self.tt.probe(key);
        let tt_move = hit.map_or(0, |h| h.mv);
        if let Some(h) = hit {
            if !pv_node && h.depth >= depth {
                let s = score_from_tt(h.score, ply);
                if h.bound == EXACT
                    || (h.bound == LOWER && s >= beta)
                    || (h.bound == UPPER && s <= alpha)
                {
                    return s;
                }
            }
        }
        let static_eval = if in_check {
            -INF
        } else {
            match hit {
                Some(h) if h.eval > -INF => h.eval,
                _ => self.eval(pos),
            }
        };

        if !pv_node && !in_check && beta > -MATE_BOUND {
            // Far above beta near the leaves: the opponent will not allow this.
            if depth <= 3 && beta < MATE_BOUND && static_eval - 90 * depth >= beta {
                return static_eval;
            }
            // Even passing would be good enough.
            if can_null && depth >= 3 && static_eval >= beta && has_pieces(pos) {
                let r = 2 + depth / 4;
                let null = null_move(pos);
                self.hashes.push(null.hash());
                let s = -self.negamax(&null, depth - 1 - r, -beta, -beta + 1, ply + 1, false);
                self.hashes.pop();
                if self.aborted {
                    return 0;
                }
                if s >= beta {
                    return if s >= MATE_BOUND { beta } else { s };
                }
            }
        }

        let (start, end) = self.generate(pos);
        if start == end {
            return if in_check { -MATE + ply as i32 } else { 0 };
        }
        self.heuristics.score_moves(
            pos,
            &self.moves[start..end],
            &mut self.scores[start..end],
            tt_move,
            ply,
        );
        let futile = !pv_node
            && !in_check
            && depth <= 2
            && alpha.abs() < MATE_BOUND
            && static_eval + 60 + 120 * depth <= alpha;
        let original_alpha = alpha;
        let mut best = -INF;
        let mut best_move = None;
        let mut searched = 0;
        let mut quiets = arrayvec::ArrayVec::<Move, 64>::new();
        for i in 0..end - start {
            let m = pick(&mut self.moves[start..end], &mut self.scores[start..end], i);
            let quiet = !is_tactical(m);
            let mut child = pos.clone();
            child.play_unchecked(m);
            let gives_check = child.is_check();
            // At the frontier a quiet move that gives no check cannot mate: when only a
            // mate would raise alpha, it is not worth a node.
            let mate_futile = depth == 1 && alpha >= MATE_BOUND;
            if (futile || mate_futile) && searched > 0 && quiet && !gives_check {
                continue;
            }
            // Checks that do not lose material are extended, up to twice the nominal depth.
            let extension = i32::from(gives_check && ply < 2 * self.root_depth && see(pos, m) >= 0);
            let new_depth = depth - 1 + extension;
            self.hashes.push(child.hash());
            let score = if searched == 0 {
                -self.negamax(&child, new_depth, -beta, -alpha, ply + 1, true)
            } else {
                let mut reduction = 0;
                if depth >= 3
                    && searched >= 3
                    && quiet
                    && !in_check
                    && !gives_check
                    && !self.heuristics.is_killer(ply, m)
                {
                    reduction = 1 + i32::from(searched >= 8) + i32::from(depth >= 7);
                    if pv_node {
                        reduction -= 1;
                    }
                    reduction = reduction.min(new_depth - 1).max(0);
                }
                let mut s = -self.negamax(
                    &child,
                    new_depth - reduction,
                    -alpha - 1,
                    -alpha,
                    ply + 1,
                    true,
                );
                if s > alpha && reduction > 0 {
                    s = -self.negamax(&child, new_depth, -alpha - 1, -alpha, ply + 1, true);
                }
                if s > alpha && s < beta {
                    s = -self.negamax(&child, new_depth, -beta, -alpha, ply + 1, true);
                }
                s
            };
            self.hashes.pop();
            if self.aborted {
                self.release(start);
                return 0;
            }
            searched += 1;
            if score > best {
                best = score;
                if score > alpha {
                    best_move = Some(m);
                    alpha = score;
                    self.update_pv(ply, m);
                    if score >= beta {
                        if quiet {
                            self.heuristics.reward(pos.turn(), ply, m, depth, &quiets);
                        }
                        break;
                    }
                }
            }
            if quiet && !quiets.is_full() {
                quiets.push(m);
            }
        }
        self.release(start);
        let bound = if best >= beta {
            LOWER
        } else if best > original_alpha {
            EXACT
        } else {
            UPPER
        };
        self.tt.store(
            key,
            best_move.map_or(0, pack),
            score_to_tt(best, ply),
            static_eval,
            depth,
            bound,
        );
        best
    }

    /// Captures and promotions until the position is quiet (all moves when in check).
    fn quiesce(&mut self, pos: &Position, mut alpha: i32, beta: i32, ply: usize) -> i32 {
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

    pub(crate) fn nodes(&self) -> u64 {
        self.nodes
    }
}
