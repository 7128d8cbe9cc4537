//! The search: iterative deepening over a principal-variation alpha-beta search with a
//! quiescence search at the horizon.
//!
//! Inside the tree: transposition table cut-offs (away from the principal variation), mate
//! distance pruning, reverse futility pruning and null-move pruning near the leaves and when
//! far ahead, extension of checks that do not lose material, late move reductions for quiet
//! moves, and futility pruning of quiet moves at the frontier. A position repeated once (in
//! the game before the root or in the search), the fifty-move rule and insufficient material
//! all score as draws; mate scores count the plies to the mate, so the shortest mate is
//! preferred and the longest defence chosen.
//!
//! There is no clock: the search stops at a node limit, or when the caller's `stop` function
//! (polled every 1,024 nodes) says so, and then plays the best move of the deepest finished
//! iteration (or a better one already proved in the unfinished one, unless it claims a mate
//! that its line does not show).
//!
//! This file holds the searcher's state and what every node uses; `root.rs` the iterations,
//! `tree.rs` the tree below the root, `quiesce.rs` the quiescence search.

mod quiesce;
mod root;
mod tree;

use crate::dead::is_insufficient_material;
use crate::moves::Move;
use crate::position::Position;
use crate::types::Role;

use super::eval::evaluate;
use super::levels::noise;
use super::ordering::Heuristics;
use super::score::MAX_PLY;
use super::tt::TranspositionTable;

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
    /// Root moves not searched at all (captures a level failed to notice).
    pub exclude: Vec<Move>,
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
    /// The line of each candidate, starting with it: a level that plays one other than `best`
    /// shows the line its score was searched with.
    pub lines: Vec<(Move, Vec<Move>)>,
}

impl Iteration {
    /// The searched line of the candidate `m`, if it is one.
    pub(crate) fn line_of(&self, m: Move) -> Option<&[Move]> {
        self.lines
            .iter()
            .find(|(c, _)| *c == m)
            .map(|(_, line)| line.as_slice())
    }
}

/// A root move with the score of its last search.
struct RootMove {
    mv: Move,
    score: i32,
    /// Whether `score` is exact rather than a bound (only exact scores are candidates).
    exact: bool,
    /// The line `score` was searched with, when exact (a bound's line stops short).
    pv: Vec<Move>,
}

/// One search: its limits, its counters and the stacks of the path being searched.
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

    /// The static evaluation with the level's noise.
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

    /// Drops the moves of the node whose range starts at `start` (it is done with them).
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

    /// Nodes searched so far, the root included.
    pub(crate) fn nodes(&self) -> u64 {
        self.nodes
    }
}
