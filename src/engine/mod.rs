//! A computer opponent: a small alpha-beta search engine on top of the rules core.
//!
//! Iterative deepening with a principal-variation search and a quiescence search, a
//! transposition table, move ordering (hash move, MVV-LVA captures, killers, history), check
//! extension, null-move pruning and late move reductions, an evaluation with material and
//! piece-square tables tapered between middlegame and endgame, and draw awareness
//! (repetitions against the game's history, the fifty-move rule, insufficient material).
//! Eight levels go from a beginner that looks one move ahead and makes a beginner's mistakes
//! (hasty moves, missed captures; see `choice.rs`) to the full search.
//!
//! There is no clock inside: a search ends at its node limit, at its depth limit, or when the
//! caller's `stop` function says so (polled every 1,024 nodes), so that a browser worker can
//! give it a deadline and tests can count nodes.
//!
//! ```
//! use chess_arbiter::engine::{self, Score, SearchLimits};
//! use chess_arbiter::{Game, Position};
//!
//! // A back-rank mate in one.
//! let pos = Position::from_fen("6k1/5ppp/8/8/8/8/8/R5K1 w - - 0 1").unwrap();
//! let result = engine::search(&pos, &SearchLimits::level(8).nodes(20_000));
//! assert_eq!(result.score, Score::Mate(1));
//! assert!(pos.play(result.best_move.unwrap()).unwrap().is_checkmate());
//!
//! // A game: the history counts for repetitions.
//! let mut game = Game::new();
//! let reply = engine::search(&game, &SearchLimits::level(3).nodes(5_000).seed(42));
//! game.play(reply.best_move.unwrap()).unwrap();
//! ```

mod choice;
mod eval;
mod levels;
mod ordering;
mod score;
mod search;
mod session;
mod tt;

use core::fmt;

use crate::game::Game;
use crate::moves::Move;
use crate::outcome::Termination;
use crate::position::Position;

pub use choice::is_natural_opening_move;
pub use eval::{evaluate, TEMPO};
pub use levels::{level, LevelSpec, Rng, LEVELS};
pub use score::Score;
pub use session::{Session, DEFAULT_LEVEL, SESSION_HASH_BYTES};
pub use tt::{TranspositionTable, DEFAULT_TT_BYTES};

use choice::Mode;
use ordering::Heuristics;
use search::{Config, Iteration, Searcher};

/// The table of a hasty move's one-ply search.
const HASTY_TT_BYTES: usize = 4 << 10;

/// How hard to think.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct SearchLimits {
    /// 1 (beginner) to 8 (strong club player); other values are clamped.
    pub level: u8,
    /// The hard node limit (the root counts as one node); `None` takes the level's default.
    /// A search never visits more nodes than this.
    pub max_nodes: Option<u64>,
    /// A depth limit in plies, on top of the level's own; `None` keeps the level's.
    pub max_depth: Option<u32>,
    /// The seed of the lower levels' randomness. The same seed, position and limits give the
    /// same move.
    pub seed: u64,
}

impl Default for SearchLimits {
    fn default() -> SearchLimits {
        SearchLimits::level(8)
    }
}

impl SearchLimits {
    /// The level's own limits, seed 0.
    pub fn level(level: u8) -> SearchLimits {
        SearchLimits {
            level: level.clamp(1, 8),
            max_nodes: None,
            max_depth: None,
            seed: 0,
        }
    }

    /// The same limits with a hard node limit of `max_nodes` (the root counts as one).
    pub fn nodes(mut self, max_nodes: u64) -> SearchLimits {
        self.max_nodes = Some(max_nodes);
        self
    }

    /// The same limits with at most `max_depth` plies (the level's own limit still holds).
    pub fn depth(mut self, max_depth: u32) -> SearchLimits {
        self.max_depth = Some(max_depth);
        self
    }

    /// The same limits with the seed of the level's randomness.
    pub fn seed(mut self, seed: u64) -> SearchLimits {
        self.seed = seed;
        self
    }
}

/// What a search found.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct SearchResult {
    /// The move to play; `None` only when there is none (the game is over).
    pub best_move: Option<Move>,
    /// The evaluation of `best_move` (of the position when it is a deliberate mistake of a
    /// low level whose score was not searched exactly).
    pub score: Score,
    /// The expected line, starting with `best_move`.
    pub pv: Vec<Move>,
    /// The deepest iteration finished (0 when the limit came before the first one ended).
    pub depth: u32,
    /// The deepest ply reached, quiescence search included.
    pub seldepth: u32,
    /// Nodes searched.
    pub nodes: u64,
    /// The move is one of the level's deliberate mistakes: a hasty move, a missed capture, or
    /// a choice other than the search's best among the few best.
    pub randomized: bool,
}

/// Where to search from: a position and the positions before it that a repetition could
/// return to.
#[derive(Clone, Debug)]
pub struct Root {
    position: Position,
    /// Hashes of the earlier positions since the last capture or pawn move, oldest first.
    history: Vec<u64>,
    /// Why the game is over already, if it is.
    ended: Option<crate::outcome::Outcome>,
    /// Where the last move landed, when known (a recapture there is never missed).
    last_to: Option<crate::square::Square>,
}

impl Root {
    /// A position reached after `earlier` (oldest first; only the hashes are kept).
    pub fn new(position: Position, earlier: &[Position]) -> Root {
        let reversible = (position.halfmoves() as usize).min(earlier.len());
        let history = earlier[earlier.len() - reversible..]
            .iter()
            .map(Position::hash)
            .collect();
        Root {
            position,
            history,
            ended: None,
            last_to: None,
        }
    }

    /// The position to search from.
    pub fn position(&self) -> &Position {
        &self.position
    }
}

impl From<&Position> for Root {
    fn from(position: &Position) -> Root {
        Root::new(position.clone(), &[])
    }
}

impl From<Position> for Root {
    fn from(position: Position) -> Root {
        Root::new(position, &[])
    }
}

impl From<&Game> for Root {
    fn from(game: &Game) -> Root {
        let positions = game.positions();
        let (current, earlier) = positions
            .split_last()
            .expect("a game has at least its start position");
        let mut root = Root::new(current.clone(), earlier);
        root.ended = game.outcome();
        root.last_to = game.last_move().map(Move::to);
        root
    }
}

/// An engine with its transposition table and move-ordering memory, kept from one move to
/// the next of a game (call [`Engine::clear`] between games).
pub struct Engine {
    tt: TranspositionTable,
    heuristics: Heuristics,
    /// The evaluation settings the table's scores were computed with.
    tuned_for: Option<(i32, u64, bool)>,
}

impl Default for Engine {
    fn default() -> Engine {
        Engine::new()
    }
}

impl fmt::Debug for Engine {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.debug_struct("Engine")
            .field("tt_bytes", &self.tt.bytes())
            .finish()
    }
}

impl Engine {
    /// An engine with a transposition table of [`DEFAULT_TT_BYTES`].
    pub fn new() -> Engine {
        Engine::with_hash_size(DEFAULT_TT_BYTES)
    }

    /// An engine whose transposition table takes at most `bytes` (a power of two at most
    /// that size, at least 1 KB).
    pub fn with_hash_size(bytes: usize) -> Engine {
        Engine {
            tt: TranspositionTable::new(bytes),
            heuristics: Heuristics::new(),
            tuned_for: None,
        }
    }

    /// The transposition table's size in bytes.
    pub fn hash_size(&self) -> usize {
        self.tt.bytes()
    }

    /// Forgets everything learned (for a new game).
    pub fn clear(&mut self) {
        self.tt.clear();
        self.heuristics.clear();
    }

    /// Searches within `limits`.
    pub fn search(&mut self, root: impl Into<Root>, limits: &SearchLimits) -> SearchResult {
        self.search_with(root, limits, &|| false, &mut |_| true)
    }

    /// Searches within `limits`, asking `stop` every 1,024 nodes whether to stop now (a
    /// deadline or a cancel button), and reporting each finished iteration to `on_iteration`,
    /// which returns whether to go on deepening (a caller keeping time can stop when the next
    /// iteration would not finish).
    pub fn search_with(
        &mut self,
        root: impl Into<Root>,
        limits: &SearchLimits,
        stop: &dyn Fn() -> bool,
        on_iteration: &mut dyn FnMut(&SearchResult) -> bool,
    ) -> SearchResult {
        let root = root.into();
        let pos = &root.position;
        let spec = level(limits.level);
        let moves = pos.legal_moves();
        if root.ended.is_some() || moves.is_empty() {
            let mated = match root.ended {
                Some(outcome) => outcome.termination == Termination::Checkmate,
                None => pos.is_check(),
            };
            return SearchResult {
                best_move: None,
                score: if mated { Score::Mate(0) } else { Score::Cp(0) },
                pv: Vec::new(),
                depth: 0,
                seldepth: 0,
                nodes: 0,
                randomized: false,
            };
        }
        // The level's deliberate weakness, decided before the search: a hasty move or missed
        // captures now and then (see choice.rs).
        let mut rng = Rng::new(limits.seed ^ levels::mix(pos.hash()));
        let mode = choice::mode(spec, pos, &moves, root.last_to, &mut rng);
        let mut config = Config {
            max_nodes: limits.max_nodes.unwrap_or(spec.default_nodes).max(1),
            max_depth: limits
                .max_depth
                .map_or(spec.max_depth, |d| d.min(spec.max_depth))
                .max(1),
            quiescence: spec.quiescence,
            noise: spec.eval_noise,
            seed: limits.seed,
            margin: spec.margin,
            exclude: Vec::new(),
        };
        match mode {
            Mode::Considered => {}
            Mode::Hasty => {
                config.max_depth = 1;
                config.quiescence = false;
                config.margin = 0;
                return self.hasty(&root, config, stop, on_iteration);
            }
            Mode::MissedCaptures => {
                config.exclude = choice::unseen_captures(&moves, root.last_to);
            }
        }
        let tuning = (
            config.noise,
            if config.noise > 0 { config.seed } else { 0 },
            config.quiescence,
        );
        if self.tuned_for != Some(tuning) {
            self.clear();
            self.tuned_for = Some(tuning);
        }
        self.tt.new_search();
        self.heuristics.new_search();

        let missed = mode == Mode::MissedCaptures;
        let mut report = |it: &Iteration| on_iteration(&result_of(it, it.best, missed));
        let mut searcher = Searcher::new(
            &mut self.tt,
            &mut self.heuristics,
            stop,
            config,
            &root.history,
        );
        let done = searcher.run(pos, &mut report);
        let nodes = searcher.nodes();
        drop(searcher);

        let chosen = if spec.margin > 0 && done.candidates.len() > 1 {
            choice::pick(spec, pos, &done.candidates, &mut rng).unwrap_or(done.best)
        } else {
            done.best
        };
        let mut result = result_of(&done, chosen, missed || chosen != done.best);
        result.nodes = nodes;
        if chosen != done.best && done.line_of(chosen).is_none() {
            let mut after = pos.clone();
            after.play_unchecked(chosen);
            result.pv = vec![chosen];
            result.pv.extend(self.tt.line(&after, 12));
        }
        result
    }

    /// A hasty move: the best at a glance, searched with a table of its own so that the
    /// engine's table keeps what the considered searches learned.
    fn hasty(
        &mut self,
        root: &Root,
        config: Config,
        stop: &dyn Fn() -> bool,
        on_iteration: &mut dyn FnMut(&SearchResult) -> bool,
    ) -> SearchResult {
        let mut tt = TranspositionTable::new(HASTY_TT_BYTES);
        let mut heuristics = Heuristics::new();
        let mut report = |it: &Iteration| on_iteration(&result_of(it, it.best, true));
        let mut searcher = Searcher::new(&mut tt, &mut heuristics, stop, config, &root.history);
        let done = searcher.run(&root.position, &mut report);
        let mut result = result_of(&done, done.best, true);
        result.nodes = searcher.nodes();
        result
    }
}

fn result_of(it: &Iteration, chosen: Move, randomized: bool) -> SearchResult {
    let score = if chosen == it.best {
        it.score
    } else {
        it.candidates
            .iter()
            .find(|c| c.0 == chosen)
            .map_or(it.score, |c| c.1)
    };
    SearchResult {
        best_move: Some(chosen),
        score: Score::from_internal(score),
        pv: if chosen == it.best {
            it.pv.clone()
        } else {
            it.line_of(chosen)
                .map_or_else(|| vec![chosen], <[Move]>::to_vec)
        },
        depth: it.depth,
        seldepth: it.seldepth,
        nodes: it.nodes,
        randomized,
    }
}

/// Searches `root` (a [`Position`] or a [`Game`]) within `limits` with a fresh engine.
pub fn search(root: impl Into<Root>, limits: &SearchLimits) -> SearchResult {
    Engine::new().search(root, limits)
}
