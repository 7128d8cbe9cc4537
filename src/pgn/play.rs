//! A game's tree on the board: every line played from its own position, the position at any
//! node, the moves checked and written in standard SAN, and play on from any node.
//!
//! ```
//! use chess_arbiter::pgn::{self, MoveTree};
//! let mut g = pgn::parse_one("1. e4 e5 2. Bc4 Nc6 3. Qh5 Nf6 4. Qxf7 1-0").unwrap();
//! g.check().unwrap(); // "Qxf7" becomes "Qxf7#"
//! assert_eq!(g.mainline_san().last(), Some(&"Qxf7#"));
//! let e5 = g.root.mainline_ids().nth(1).unwrap();
//! let d4 = g.play(e5, "d2d4").unwrap(); // UCI or SAN; a new variation after 1...e5
//! assert_eq!(g.root[d4].san(), "d4");
//! assert_eq!(g.play(e5, "Bc4").unwrap(), g.root.main_child(e5).unwrap()); // already there
//! assert!(g.play(e5, "Ke3").is_err());
//! assert_eq!(g.position_at(d4).unwrap().fen(), "rnbqkbnr/pppp1ppp/8/4p3/3PP3/8/PPP2PPP/RNBQKBNR b KQkq - 0 2");
//! ```

use super::error::{PgnError, PgnErrorKind};
use super::model::{move_label, resolve, PgnGame};
use super::tree::{MoveTree, NodeId};
use crate::moves::Move;
use crate::position::Position;
use crate::san::{self, SanError};
use crate::uci;

/// Whether a move token is a null move (`--` as most programs write it, `Z0` as ChessBase).
pub(crate) fn is_null(text: &str) -> bool {
    matches!(text, "--" | "Z0" | "0000" | "@@@@")
}

/// What a node's move is on the board: a move, or a null move (`None`).
type Step = Option<Move>;

impl PgnGame {
    /// Plays one node's move in `pos`: its SAN read there, or a null move where one may stand
    /// (in a variation, not in check).
    fn step(&self, pos: &Position, id: NodeId, main: bool) -> Result<Step, PgnError> {
        let node = self.root.node(id);
        let text = node.san();
        match resolve(pos, text) {
            Ok(m) => Ok(Some(m)),
            Err(_) if is_null(text) && !main && !pos.is_check() => Ok(None),
            Err(SanError::Syntax(_)) if is_null(text) && !main => {
                let label = move_label(pos, text);
                Err(PgnError::new_at(
                    PgnErrorKind::IllegalMove,
                    self.number.max(1),
                    node.line(),
                    node.column(),
                    text,
                    format!("{label} is a null move in check: the king would stay attacked"),
                ))
            }
            Err(e) => Err(self.move_error(pos, node, e)),
        }
    }

    /// Plays the main line and, with `variations`, every other line of the tree from its own
    /// position, calling `visit(node, position before it, its move, on the main line)` for
    /// each move, and gives the position at the end of the main line. Never recurses:
    /// variations wait on an explicit stack, and positions are copied only where one
    /// branches off.
    ///
    /// # Errors
    /// The first move (in the order of the text) that cannot be played; an error of
    /// [`start_position`](Self::start_position).
    pub(super) fn walk(
        &self,
        variations: bool,
        mut visit: impl FnMut(NodeId, &Position, Step, bool),
    ) -> Result<Position, PgnError> {
        let start = self.start_position()?;
        let tree = &self.root;
        let Some(first) = tree.main_child(MoveTree::ROOT) else {
            return Ok(start);
        };
        let mut last = None;
        let mut first_error: Option<(NodeId, PgnError)> = None;
        let mut stack: Vec<(NodeId, Position, bool)> = vec![(first, start, true)];
        while let Some((first, mut pos, main)) = stack.pop() {
            let mut cur = first;
            loop {
                // The variations replacing `cur` start from the same position.
                if variations && tree.is_main_child(cur) {
                    if let Some(parent) = tree.parent(cur) {
                        for v in tree.variations(parent) {
                            stack.push((v, pos.clone(), false));
                        }
                    }
                }
                match self.step(&pos, cur, main) {
                    Ok(step) => {
                        visit(cur, &pos, step, main);
                        match step {
                            Some(m) => pos.play_unchecked(m),
                            None => pos.play_null(),
                        }
                    }
                    Err(e) => {
                        // Nodes are numbered in the order of the text: keep the first.
                        if first_error.as_ref().is_none_or(|(at, _)| cur < *at) {
                            first_error = Some((cur, e));
                        }
                        break;
                    }
                }
                match tree.main_child(cur) {
                    Some(next) => cur = next,
                    None => {
                        if main {
                            last = Some(pos);
                        }
                        break;
                    }
                }
            }
        }
        match (first_error, last) {
            (Some((_, e)), _) => Err(e),
            (None, Some(last)) => Ok(last),
            (None, None) => Err(self.start_error(
                PgnErrorKind::IllegalMove,
                "",
                "the main line could not be played".into(),
            )),
        }
    }

    /// Checks every move of the tree on the board and writes it in standard SAN (`0-0` becomes
    /// `O-O`, check marks are added or dropped as the position calls for, a null move is
    /// `--`); afterwards [`Node::mv`](super::Node::mv) gives each move. This is what a reader
    /// that is lenient in and strict out does before showing or exporting a game.
    ///
    /// # Errors
    /// The first move (in the order of the text) of any line that cannot be played (the tree is left
    /// as it was).
    pub fn check(&mut self) -> Result<(), PgnError> {
        let mut steps: Vec<(NodeId, Step)> = Vec::with_capacity(self.root.len());
        let mut renamed: Vec<(NodeId, String)> = Vec::new();
        let mut buf = String::with_capacity(8);
        let tree = &self.root;
        self.walk(true, |id, pos, step, _| {
            steps.push((id, step));
            buf.clear();
            match step {
                Some(m) => {
                    san::write_plain(pos, m, &mut buf);
                    san::push_check_suffix(pos, m, &mut buf);
                }
                None => buf.push_str("--"),
            }
            if tree.node(id).san() != buf {
                renamed.push((id, buf.clone()));
            }
        })?;
        for (id, step) in steps {
            self.root.node_mut(id).mv = step;
        }
        for (id, text) in renamed {
            self.root.node_mut(id).set_san(&text);
        }
        Ok(())
    }

    /// The position after the move `id` (the start position for the root).
    ///
    /// # Errors
    /// A move on the way that cannot be played; an error of
    /// [`start_position`](Self::start_position); [`PgnErrorKind::IllegalMove`] for a node
    /// of a removed variation.
    pub fn position_at(&self, id: NodeId) -> Result<Position, PgnError> {
        let tree = &self.root;
        if !tree.is_attached(id) {
            return Err(self.start_error(
                PgnErrorKind::IllegalMove,
                "",
                "the move is in a variation that was removed".into(),
            ));
        }
        let mut path = Vec::with_capacity(tree.ply(id) + 1);
        let mut cur = id;
        while let Some(parent) = tree.parent(cur) {
            path.push(cur);
            cur = parent;
        }
        let mut pos = self.start_position()?;
        let mut main = true;
        for &id in path.iter().rev() {
            main = main && tree.is_main_child(id);
            let step = match tree.node(id).mv() {
                Some(m) => Some(m),
                None => self.step(&pos, id, main)?,
            };
            match step {
                Some(m) => pos.play_unchecked(m),
                None => pos.play_null(),
            }
        }
        Ok(pos)
    }

    /// Plays `text` (SAN or UCI) after the move `at` (the root for a first move), checked
    /// for legality in the position there. A move equal to one already played after `at`
    /// gives that node; another starts a new variation (the main continuation when `at`
    /// has none). The new move is written in standard SAN.
    ///
    /// # Errors
    /// [`PgnErrorKind::InvalidMove`] for text that is neither SAN nor UCI,
    /// [`PgnErrorKind::IllegalMove`] / [`PgnErrorKind::AmbiguousMove`] for a move that cannot
    /// be played there; the errors of [`position_at`](Self::position_at).
    pub fn play(&mut self, at: NodeId, text: &str) -> Result<NodeId, PgnError> {
        let pos = self.position_at(at)?;
        let m = match uci::parse_move(&pos, text) {
            Ok(m) => m,
            Err(_) => san::parse_move(&pos, text).map_err(|e| {
                let mut err = self.move_error(&pos, &super::tree::Node::code(text), e);
                err.game = 0;
                err
            })?,
        };
        for child in self.root.children(at) {
            let node = self.root.node(child);
            let same = match node.mv() {
                Some(mv) => mv == m,
                None => resolve(&pos, node.san()).is_ok_and(|mv| mv == m),
            };
            if same {
                return Ok(child);
            }
        }
        let id = self.root.add_move(at, &san::to_san(&pos, m), 0);
        self.root.node_mut(id).mv = Some(m);
        Ok(id)
    }
}
