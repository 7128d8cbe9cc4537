//! The `chess-arbiter/pgn` entry's bindings: a game's whole tree kept in wasm memory
//! (`PgnTree`), read by `__pgnRead` and walked and edited node by node. The entry's JavaScript
//! (js/pgn/) wraps it in the public `PgnGame` / `PgnNode` classes, checks their arguments, and
//! splits streams into games; the declarations users see are js/pgn/index.d.ts.
//!
//! Nodes cross as their index in the tree (`u32`), 0 being the root, the position before the
//! first move. An index that is not a node of the tree is refused with `INVALID_ARGUMENT`,
//! never a trap.

use wasm_bindgen::prelude::*;

use super::error::{ChessError, ErrorCode};
use crate::pgn::{self, is_valid_command, Limits, MoveTree, NodeId, PgnError, PgnErrorKind};
use crate::pgn::{PgnGame, WriteOptions};
use crate::uci;

/// One game: its tags, its tree with comments, NAGs and commands, its result.
#[wasm_bindgen(js_name = PgnTree, skip_typescript)]
pub struct PgnTree {
    game: PgnGame,
    chess960: bool,
}

fn tree_of(mut game: PgnGame) -> Result<PgnTree, PgnError> {
    game.check()?;
    let chess960 = game.is_chess960()?;
    Ok(PgnTree { game, chess960 })
}

/// Every game of `text`, a piece of a larger input starting with game `first_game` on line
/// `first_line`: each a `PgnTree` followed by the text it was read from (reading that text
/// again gives the same tree, node for node: the JavaScript side frees trees it may rebuild),
/// or for a game that cannot be read its number followed by its `ChessError` (`INVALID_PGN`,
/// naming game, line and column). Reading goes on after a bad game.
#[wasm_bindgen(js_name = __pgnRead, skip_typescript)]
pub fn read(text: &str, first_game: u32, first_line: u32) -> Vec<JsValue> {
    let limits = Limits {
        // The entry's JavaScript hands over pieces of a stream; one game may be large.
        max_input_bytes: 256 << 20,
        max_games: usize::MAX,
        ..Limits::default()
    };
    let mut games =
        match pgn::games_lenient_at(text, &limits, first_game as usize, first_line as usize) {
            Ok(games) => games,
            Err(e) => return vec![JsValue::from(first_game), ChessError::from(e).into()],
        };
    let mut out = Vec::new();
    while let Some(game) = games.next() {
        match game.and_then(tree_of) {
            Ok(tree) => {
                out.push(tree.into());
                out.push(JsValue::from_str(games.last_text()));
            }
            Err(e) => {
                out.push(JsValue::from(u32::try_from(e.game).unwrap_or(u32::MAX)));
                out.push(ChessError::from(e).into());
            }
        }
    }
    out
}

/// A move refused by `play`, with the code of its kind.
fn move_error(e: PgnError) -> ChessError {
    let code = match e.kind {
        PgnErrorKind::IllegalMove => ErrorCode::IllegalMove,
        PgnErrorKind::AmbiguousMove => ErrorCode::AmbiguousMove,
        PgnErrorKind::InvalidMove => ErrorCode::InvalidMove,
        _ => ErrorCode::InvalidPgn,
    };
    ChessError::new(code, e.message)
}

#[wasm_bindgen(js_class = PgnTree)]
impl PgnTree {
    fn id(&self, index: u32) -> Result<NodeId, ChessError> {
        self.game
            .root
            .node_id(index as usize)
            .ok_or_else(|| ChessError::invalid_argument(format!("no node {index} in this game")))
    }

    /// A new game with no tags and no moves.
    #[wasm_bindgen(constructor)]
    pub fn new() -> PgnTree {
        PgnTree {
            game: PgnGame::new(),
            chess960: false,
        }
    }

    /// The tags, as [name, value, name, value, ...] in their order.
    #[wasm_bindgen(js_name = tagPairs)]
    pub fn tag_pairs(&self) -> Vec<String> {
        let tags = &self.game.tags;
        tags.iter()
            .flat_map(|(n, v)| [n.clone(), v.clone()])
            .collect()
    }

    /// Sets a tag (`None` removes it). A `FEN`, `SetUp` or `Variant` tag is refused once the
    /// game has moves (they would no longer fit it). `Result` sets the termination marker too.
    #[wasm_bindgen(js_name = setTag)]
    pub fn set_tag(&mut self, name: &str, value: Option<String>) -> Result<(), ChessError> {
        if !pgn::is_valid_command(name, "") {
            return Err(ChessError::invalid_argument(format!(
                "a tag name has only letters, digits and '_', got {name:?}"
            )));
        }
        let start = matches!(name, "FEN" | "SetUp" | "Variant");
        if start && !self.game.root.is_empty() {
            return Err(ChessError::invalid_argument(format!(
                "the {name} tag cannot change once the game has moves"
            )));
        }
        let before = self.game.tags.clone();
        // The Result tag and the termination marker say one thing: the marker follows the tag
        // (and goes with it, leaving `*`, when the tag is removed or is no result).
        if name == "Result" {
            self.game.result = value.clone().filter(|v| pgn::is_result(v));
        }
        match value {
            Some(v) => self.game.set_tag(name, v),
            None => self.game.tags.retain(|(n, _)| n != name),
        }
        // SetUp comes before FEN in a game's tags: it is checked with the FEN.
        if start && name != "SetUp" {
            match self.game.is_chess960() {
                Ok(chess960) => self.chess960 = chess960,
                Err(e) => {
                    self.game.tags = before;
                    return Err(ChessError::new(ErrorCode::InvalidFen, e.message));
                }
            }
        }
        Ok(())
    }

    /// The game termination marker: the movetext's, else the `Result` tag's, else `*`.
    pub fn result(&self) -> String {
        self.game.termination_marker().into()
    }

    /// Sets the termination marker (and the `Result` tag).
    #[wasm_bindgen(js_name = setResult)]
    pub fn set_result(&mut self, result: &str) -> Result<(), ChessError> {
        if !pgn::is_result(result) {
            return Err(ChessError::invalid_argument(format!(
                "a result is '1-0', '0-1', '1/2-1/2' or '*', got {result:?}"
            )));
        }
        self.game.result = Some(result.into());
        self.game.set_tag("Result", result);
        Ok(())
    }

    /// The move of a node in SAN (`--` for a null move; empty for the root).
    pub fn san(&self, node: u32) -> Result<String, ChessError> {
        Ok(self.game.root[self.id(node)?].san().to_owned())
    }

    /// The move of a node in UCI (`None` for the root and null moves).
    pub fn uci(&self, node: u32) -> Result<Option<String>, ChessError> {
        let n = &self.game.root[self.id(node)?];
        Ok(n.mv().map(|m| uci::to_uci(m, self.chess960)))
    }

    /// The FEN of the position after a node's move.
    pub fn fen(&self, node: u32) -> Result<String, ChessError> {
        let pos = self.game.position_at(self.id(node)?);
        pos.map(|p| p.fen()).map_err(move_error)
    }

    /// The plies from the start position to the node (0 for the root).
    pub fn ply(&self, node: u32) -> Result<u32, ChessError> {
        let id = self.id(node)?;
        let ply = if id == MoveTree::ROOT {
            0
        } else {
            self.game.root.ply(id) + 1
        };
        Ok(u32::try_from(ply).unwrap_or(u32::MAX))
    }

    /// The parent of a node, -1 for the root and a removed variation's first move.
    pub fn parent(&self, node: u32) -> Result<i32, ChessError> {
        let parent = self.game.root.parent(self.id(node)?);
        // A tree holds far fewer than 2^31 nodes (each takes 64 bytes of a 4 GiB memory).
        Ok(parent.map_or(-1, |p| i32::try_from(p.index()).unwrap_or(-1)))
    }

    /// The moves after a node: the main continuation first, then the variations.
    pub fn children(&self, node: u32) -> Result<Vec<u32>, ChessError> {
        let id = self.id(node)?;
        let kids = self.game.root.children(id).map(|c| c.index() as u32);
        Ok(kids.collect())
    }

    /// Whether a node is still in the tree (not in a removed variation).
    pub fn attached(&self, node: u32) -> Result<bool, ChessError> {
        Ok(self.game.root.is_attached(self.id(node)?))
    }

    /// A node's NAGs.
    pub fn nags(&self, node: u32) -> Result<Vec<u8>, ChessError> {
        Ok(self.game.root[self.id(node)?].nags().to_vec())
    }

    /// Replaces a node's NAGs.
    #[wasm_bindgen(js_name = setNags)]
    pub fn set_nags(&mut self, node: u32, nags: Vec<u8>) -> Result<(), ChessError> {
        let id = self.root_refused(node, "NAGs")?;
        self.game.root.set_nags(id, &nags);
        Ok(())
    }

    fn root_refused(&self, node: u32, what: &str) -> Result<NodeId, ChessError> {
        match self.id(node)? {
            MoveTree::ROOT => Err(ChessError::invalid_argument(format!(
                "the root has no move to carry {what}"
            ))),
            id => Ok(id),
        }
    }

    /// The text of the comment after a node's move, commands left out (for the root: the
    /// comment before the first move).
    pub fn comment(&self, node: u32) -> Result<String, ChessError> {
        let id = self.id(node)?;
        if id == MoveTree::ROOT {
            return Ok(self.game.opening_comment());
        }
        Ok(self.game.root.comment(id))
    }

    /// Sets the text of the comment after a node's move, keeping its commands (for the root:
    /// the comment before the first move).
    #[wasm_bindgen(js_name = setComment)]
    pub fn set_comment(&mut self, node: u32, text: &str) -> Result<(), ChessError> {
        let id = self.id(node)?;
        if id == MoveTree::ROOT {
            self.game.set_opening_comment(text);
        } else {
            self.game.root.set_comment(id, text);
        }
        Ok(())
    }

    /// The text of the comment before a node's move (written where a variation starts),
    /// commands left out.
    #[wasm_bindgen(js_name = startingComment)]
    pub fn starting_comment(&self, node: u32) -> Result<String, ChessError> {
        Ok(self.game.root.starting_comment(self.id(node)?))
    }

    /// Sets the text of the comment before a node's move, keeping its commands.
    #[wasm_bindgen(js_name = setStartingComment)]
    pub fn set_starting_comment(&mut self, node: u32, text: &str) -> Result<(), ChessError> {
        let id = self.root_refused(node, "a starting comment")?;
        self.game.root.set_starting_comment(id, text);
        Ok(())
    }

    /// The clock after a node's move in seconds, from `[%clk]`.
    pub fn clock(&self, node: u32) -> Result<Option<f64>, ChessError> {
        Ok(self.game.root[self.id(node)?].clock())
    }

    /// The time spent on a node's move in seconds, from `[%emt]`.
    pub fn emt(&self, node: u32) -> Result<Option<f64>, ChessError> {
        Ok(self.game.root[self.id(node)?].emt())
    }

    /// The evaluation after a node's move as [pawns, mate]: one of them is `NaN`; both are
    /// when there is none.
    pub fn eval(&self, node: u32) -> Result<Vec<f64>, ChessError> {
        Ok(match self.game.root[self.id(node)?].eval() {
            Some(pgn::Eval::Pawns(p)) => vec![p, f64::NAN],
            Some(pgn::Eval::Mate(m)) => vec![f64::NAN, f64::from(m)],
            None => vec![f64::NAN, f64::NAN],
        })
    }

    /// The commands after a node's move (for the root: in the comment before the first move,
    /// where lichess's studies keep a chapter's arrows and highlights), as [name, args, ...].
    pub fn commands(&self, node: u32) -> Result<Vec<String>, ChessError> {
        let id = self.id(node)?;
        let comments = match id {
            MoveTree::ROOT => &self.game.comments,
            _ => self.game.root[id].comments_after(),
        };
        let all = comments.iter().flat_map(|c| pgn::commands(c));
        Ok(all
            .flat_map(|(k, v)| [k.to_owned(), v.to_owned()])
            .collect())
    }

    /// Sets (or with `None` removes) the command `[%name args]` after a node's move (for the
    /// root: in the comment before the first move).
    #[wasm_bindgen(js_name = setCommand)]
    pub fn set_command(
        &mut self,
        node: u32,
        name: &str,
        args: Option<String>,
    ) -> Result<(), ChessError> {
        let id = self.id(node)?;
        if !is_valid_command(name, args.as_deref().unwrap_or("")) {
            return Err(ChessError::invalid_argument(format!(
                "[%{name} {}] cannot be written as a command: a name of letters, digits and '_', arguments without brackets, braces or line breaks",
                args.as_deref().unwrap_or("")
            )));
        }
        if id == MoveTree::ROOT {
            self.game.set_opening_command(name, args.as_deref());
        } else {
            self.game.root.set_command(id, name, args.as_deref());
        }
        Ok(())
    }

    /// Plays a move (SAN or UCI) after a node: an existing child for the same move, else a
    /// new variation.
    pub fn play(&mut self, node: u32, mv: &str) -> Result<u32, ChessError> {
        let id = self.id(node)?;
        let child = self.game.play(id, mv).map_err(move_error)?;
        Ok(child.index() as u32)
    }

    /// Removes a node's move and all that follows it.
    pub fn remove(&mut self, node: u32) -> Result<bool, ChessError> {
        let id = self.id(node)?;
        Ok(self.game.root.remove(id))
    }

    /// Moves a variation one place up.
    pub fn promote(&mut self, node: u32) -> Result<bool, ChessError> {
        let id = self.id(node)?;
        Ok(self.game.root.promote(id))
    }

    /// Moves a variation one place down.
    pub fn demote(&mut self, node: u32) -> Result<bool, ChessError> {
        let id = self.id(node)?;
        Ok(self.game.root.demote(id))
    }

    /// Makes the line through a node the main line.
    #[wasm_bindgen(js_name = promoteToMain)]
    pub fn promote_to_main(&mut self, node: u32) -> Result<(), ChessError> {
        let id = self.id(node)?;
        self.game.root.promote_to_main(id);
        Ok(())
    }

    /// The game in PGN export format.
    pub fn pgn(&self, variations: bool, comments: bool, commands: bool, nags: bool) -> String {
        let options = WriteOptions {
            variations,
            comments,
            commands,
            nags,
        };
        pgn::write_with(&self.game, &options)
    }
}

impl Default for PgnTree {
    fn default() -> PgnTree {
        PgnTree::new()
    }
}
