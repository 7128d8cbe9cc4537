//! The tree below the root: a principal-variation alpha-beta search ([`Searcher::negamax`])
//! with its cut-offs, pruning, extensions and reductions, each in a helper named for it.

use core::ops::Range;

use arrayvec::ArrayVec;

use crate::moves::Move;
use crate::position::Position;
use crate::zobrist;

use super::super::ordering::{is_tactical, pick, see};
use super::super::score::{score_from_tt, score_to_tt, INF, MATE, MATE_BOUND, MAX_PLY};
use super::super::tt::{pack, Hit, EXACT, LOWER, UPPER};
use super::Searcher;

/// What the move loop of a node needs to know about it.
#[derive(Copy, Clone)]
struct Node {
    depth: i32,
    ply: usize,
    /// Searched with an open window (a node of the principal variation).
    pv_node: bool,
    in_check: bool,
}

impl Searcher<'_> {
    /// The score of `pos`, `ply` plies from the root, searched `depth` plies deep (then a
    /// quiescence search) in the window `alpha..beta`. `can_null` is false right after a null
    /// move, so that two passes never follow each other.
    pub(super) fn negamax(
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
        if let Some(score) = self.decided(pos, ply, &mut alpha, &mut beta) {
            return score;
        }
        let node = Node {
            depth,
            ply,
            pv_node: beta - alpha > 1,
            in_check: pos.is_check(),
        };
        let key = pos.hash();
        let hit = self.tt.probe(key);
        let tt_move = hit.map_or(0, |h| h.mv);
        if let Some(score) = hit.and_then(|h| table_cutoff(h, node, alpha, beta)) {
            return score;
        }
        let static_eval = if node.in_check {
            -INF
        } else {
            match hit {
                Some(h) if h.eval > -INF => h.eval,
                _ => self.eval(pos),
            }
        };
        if !node.pv_node && !node.in_check && beta > -MATE_BOUND {
            if let Some(score) = self.prune(pos, node, beta, static_eval, can_null) {
                return score;
            }
        }

        let (start, end) = self.generate(pos);
        if start == end {
            return if node.in_check { -MATE + ply as i32 } else { 0 };
        }
        self.heuristics.score_moves(
            pos,
            &self.moves[start..end],
            &mut self.scores[start..end],
            tt_move,
            ply,
        );
        let futile = !node.pv_node
            && !node.in_check
            && depth <= 2
            && alpha.abs() < MATE_BOUND
            && static_eval + 60 + 120 * depth <= alpha;
        let Some((best, best_move)) = self.search_moves(pos, node, start..end, alpha, beta, futile)
        else {
            return 0;
        };
        self.release(start);
        let bound = if best >= beta {
            LOWER
        } else if best > alpha {
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

    /// A score that settles the node before the table or any move is looked at: the
    /// fifty-move rule (unless the last move mated), a draw, a window that mate distance
    /// closes (it narrows `alpha` and `beta` otherwise), or the ply limit.
    #[inline(always)]
    fn decided(
        &mut self,
        pos: &Position,
        ply: usize,
        alpha: &mut i32,
        beta: &mut i32,
    ) -> Option<i32> {
        if pos.halfmoves() >= 100 {
            return Some(if pos.is_checkmate() {
                -MATE + ply as i32
            } else {
                0
            });
        }
        if self.is_draw(pos) {
            return Some(0);
        }
        // No mate found from here can be shorter than one here, nor longer than the worst.
        *alpha = (*alpha).max(-MATE + ply as i32);
        *beta = (*beta).min(MATE - ply as i32 - 1);
        if *alpha >= *beta {
            return Some(*alpha);
        }
        if ply >= MAX_PLY {
            return Some(self.eval(pos));
        }
        None
    }

    /// Pruning of a node outside the principal variation, not in check, before its moves:
    /// reverse futility (far above beta near the leaves) and the null move (passing would be
    /// good enough). `Some` is the node's score (0 when the search was stopped meanwhile).
    #[inline(always)]
    fn prune(
        &mut self,
        pos: &Position,
        node: Node,
        beta: i32,
        static_eval: i32,
        can_null: bool,
    ) -> Option<i32> {
        let depth = node.depth;
        // Far above beta near the leaves: the opponent will not allow this.
        if depth <= 3 && beta < MATE_BOUND && static_eval - 90 * depth >= beta {
            return Some(static_eval);
        }
        // Even passing would be good enough.
        if can_null && depth >= 3 && static_eval >= beta && has_pieces(pos) {
            let r = 2 + depth / 4;
            let null = null_move(pos);
            self.hashes.push(null.hash());
            let s = -self.negamax(&null, depth - 1 - r, -beta, -beta + 1, node.ply + 1, false);
            self.hashes.pop();
            if self.aborted {
                return Some(0);
            }
            if s >= beta {
                return Some(if s >= MATE_BOUND { beta } else { s });
            }
        }
        None
    }

    /// The move loop: searches the node's `moves` on the move stack, best-ordered first,
    /// and returns the best score and the move that raised alpha last (`None` if none did).
    /// `futile` skips the quiet moves that give no check after the first. `None` when the
    /// search was stopped (the moves are released then).
    #[inline(always)]
    fn search_moves(
        &mut self,
        pos: &Position,
        node: Node,
        moves: Range<usize>,
        mut alpha: i32,
        beta: i32,
        futile: bool,
    ) -> Option<(i32, Option<Move>)> {
        let (depth, ply) = (node.depth, node.ply);
        let (start, end) = (moves.start, moves.end);
        let mut best = -INF;
        let mut best_move = None;
        let mut searched = 0;
        let mut quiets = ArrayVec::<Move, 64>::new();
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
                let reduction = if quiet && !gives_check {
                    self.reduction(node, m, searched, new_depth)
                } else {
                    0
                };
                self.null_window(&child, new_depth, reduction, alpha, beta, ply + 1)
            };
            self.hashes.pop();
            if self.aborted {
                self.release(start);
                return None;
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
        Some((best, best_move))
    }

    /// Late move reduction of a quiet move that gives no check, the `searched`-th of its node
    /// (0 for the first three, in check, near the leaves, and for killer moves).
    #[inline(always)]
    fn reduction(&self, node: Node, m: Move, searched: i32, new_depth: i32) -> i32 {
        if node.depth < 3 || searched < 3 || node.in_check || self.heuristics.is_killer(node.ply, m)
        {
            return 0;
        }
        let mut reduction = 1 + i32::from(searched >= 8) + i32::from(node.depth >= 7);
        if node.pv_node {
            reduction -= 1;
        }
        reduction.min(new_depth - 1).max(0)
    }

    /// A move after the first: a null-window search, `reduction` plies shallower, to prove it
    /// no better than alpha; if it is, searched again unreduced, then with the full window.
    #[inline(always)]
    fn null_window(
        &mut self,
        child: &Position,
        new_depth: i32,
        reduction: i32,
        alpha: i32,
        beta: i32,
        child_ply: usize,
    ) -> i32 {
        let mut s = -self.negamax(
            child,
            new_depth - reduction,
            -alpha - 1,
            -alpha,
            child_ply,
            true,
        );
        if s > alpha && reduction > 0 {
            s = -self.negamax(child, new_depth, -alpha - 1, -alpha, child_ply, true);
        }
        if s > alpha && s < beta {
            s = -self.negamax(child, new_depth, -beta, -alpha, child_ply, true);
        }
        s
    }
}

/// The cut-off the table allows away from the principal variation: a result at least as deep
/// whose score is exact or a bound on the right side of the window.
#[inline(always)]
fn table_cutoff(h: Hit, node: Node, alpha: i32, beta: i32) -> Option<i32> {
    if node.pv_node || h.depth < node.depth {
        return None;
    }
    let s = score_from_tt(h.score, node.ply);
    let cuts =
        h.bound == EXACT || (h.bound == LOWER && s >= beta) || (h.bound == UPPER && s <= alpha);
    cuts.then_some(s)
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
