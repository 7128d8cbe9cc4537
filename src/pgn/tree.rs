//! The move tree of a game: moves as written, with comments, NAGs and variations.
//!
//! Nodes live in one vector and point at each other by index, so a game of any length or
//! nesting is built, walked, cloned, compared and dropped without recursion.

use core::fmt;

use super::annotations::{clock, emt, eval, Eval};
use crate::moves::Move;

/// A node of a [`MoveTree`]. Only valid for the tree that made it.
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct NodeId(pub(super) u32);

impl NodeId {
    /// The index of the node in its tree.
    pub fn index(self) -> usize {
        self.0 as usize
    }
}

/// A move's text: inline when short (every real SAN), so moves cost no allocation.
#[derive(Clone)]
enum SanText {
    Inline { len: u8, bytes: [u8; INLINE] },
    Heap(Box<str>),
}

const INLINE: usize = 22;

impl SanText {
    const EMPTY: SanText = SanText::Inline {
        len: 0,
        bytes: [0; INLINE],
    };

    fn new(s: &str) -> SanText {
        match u8::try_from(s.len()) {
            Ok(len) if s.len() <= INLINE => {
                let mut bytes = [0; INLINE];
                bytes[..s.len()].copy_from_slice(s.as_bytes());
                SanText::Inline { len, bytes }
            }
            _ => SanText::Heap(s.into()),
        }
    }

    fn as_str(&self) -> &str {
        match self {
            SanText::Inline { len, bytes } => {
                let bytes = bytes.get(..usize::from(*len)).unwrap_or(&[]);
                // SAFETY: `new` is the only maker of `Inline` (with `EMPTY`, of length 0), and it
                // copies a whole `&str`, so these are UTF-8. (Checking would link the UTF-8
                // validator into the rules entry for this alone: 0.4 KiB, gzipped.)
                unsafe { core::str::from_utf8_unchecked(bytes) }
            }
            SanText::Heap(s) => s,
        }
    }
}

impl fmt::Debug for SanText {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        fmt::Debug::fmt(self.as_str(), f)
    }
}

/// The root of a tree with no moves.
static EMPTY_ROOT: Node = Node {
    san: SanText::EMPTY,
    line: 0,
    col: 0,
    mv: None,
    parent: 0,
    first_child: 0,
    last_child: 0,
    next_sibling: 0,
    ann: None,
};

fn link(index: u32) -> Option<NodeId> {
    (index != 0).then_some(NodeId(index))
}

/// What is attached to a move besides its SAN (kept out of line: most moves have none).
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub(super) struct Annotations {
    pub(super) nags: Vec<u8>,
    pub(super) before: Vec<String>,
    pub(super) after: Vec<String>,
}

/// One move as written in the PGN, with its annotations.
#[derive(Clone, Debug)]
pub struct Node {
    san: SanText,
    line: u32,
    col: u32,
    /// The move, once checked against the position (see `PgnGame::check`).
    pub(super) mv: Option<Move>,
    /// The parent; [`DETACHED`] for the first node of a removed variation.
    pub(super) parent: u32,
    // Links by index; 0 (the root, never a child) means none.
    pub(super) first_child: u32,
    pub(super) last_child: u32,
    pub(super) next_sibling: u32,
    pub(super) ann: Option<Box<Annotations>>,
}

/// The parent of a node cut out of its tree.
pub(super) const DETACHED: u32 = u32::MAX;

const EMPTY_NAGS: &[u8] = &[];
const EMPTY_COMMENTS: &[String] = &[];

impl Node {
    fn new(san: &str, line: u32, col: u32, parent: u32) -> Node {
        Node {
            san: SanText::new(san),
            line,
            col,
            mv: None,
            parent,
            first_child: 0,
            last_child: 0,
            next_sibling: 0,
            ann: None,
        }
    }

    /// The move as written (SAN, possibly with a check mark); empty for the root.
    pub fn san(&self) -> &str {
        self.san.as_str()
    }

    /// The line of the input the move was read from (0 when built in code).
    pub fn line(&self) -> usize {
        self.line as usize
    }

    /// The column (in characters, from 1) the move starts at in its line (0 when built in
    /// code).
    pub fn column(&self) -> usize {
        self.col as usize
    }

    /// The move, once the tree has been checked against the board
    /// ([`PgnGame::check`](super::PgnGame::check), [`PgnGame::play`](super::PgnGame::play));
    /// `None` before that and for a null move.
    pub fn mv(&self) -> Option<Move> {
        self.mv
    }

    /// A node outside any tree, for messages about a move given in code.
    pub(super) fn code(san: &str) -> Node {
        Node::new(san, 0, 0, 0)
    }

    pub(super) fn set_san(&mut self, san: &str) {
        if self.san() != san {
            self.san = SanText::new(san);
        }
    }

    /// Numeric annotation glyphs, in order (`!` is 1, `?` 2, `!!` 3, `??` 4, `!?` 5, `?!` 6).
    pub fn nags(&self) -> &[u8] {
        self.ann.as_ref().map_or(EMPTY_NAGS, |a| &a.nags)
    }

    /// Comments written before the move (only at the start of a variation).
    pub fn comments_before(&self) -> &[String] {
        self.ann.as_ref().map_or(EMPTY_COMMENTS, |a| &a.before)
    }

    /// Comments written after the move.
    pub fn comments_after(&self) -> &[String] {
        self.ann.as_ref().map_or(EMPTY_COMMENTS, |a| &a.after)
    }

    /// The clock after this move, from a `[%clk h:mm:ss]` command in a comment after it.
    pub fn clock(&self) -> Option<f64> {
        self.comments_after().iter().find_map(|c| clock(c))
    }

    /// The time spent on this move in seconds, from an `[%emt h:mm:ss]` command after it.
    pub fn emt(&self) -> Option<f64> {
        self.comments_after().iter().find_map(|c| emt(c))
    }

    /// The evaluation after this move, from a `[%eval ...]` command in a comment after it.
    pub fn eval(&self) -> Option<Eval> {
        self.comments_after().iter().find_map(|c| eval(c))
    }

    pub(super) fn ann_mut(&mut self) -> &mut Annotations {
        self.ann.get_or_insert_with(Default::default)
    }

    fn same_content(&self, other: &Node) -> bool {
        self.san() == other.san()
            && self.nags() == other.nags()
            && self.comments_before() == other.comments_before()
            && self.comments_after() == other.comments_after()
    }
}

/// The moves of a game as a tree: the first child of a node continues its line (the main
/// line from the root), the others are variations replacing that continuation.
///
/// Equality compares the structure and contents (SAN, NAGs, comments), not line numbers nor
/// the order nodes were created in.
#[derive(Clone)]
pub struct MoveTree {
    pub(super) nodes: Vec<Node>,
    /// How many stored nodes were cut out with removed variations.
    pub(super) removed: usize,
}

impl Default for MoveTree {
    fn default() -> MoveTree {
        MoveTree::new()
    }
}

impl MoveTree {
    /// The root: the position before the first move (it has no move of its own).
    pub const ROOT: NodeId = NodeId(0);

    /// A tree with no moves.
    pub fn new() -> MoveTree {
        // The root is stored once there is a move (a tree without moves allocates nothing).
        MoveTree {
            nodes: Vec::new(),
            removed: 0,
        }
    }

    /// The number of moves in the tree, all variations included.
    pub fn len(&self) -> usize {
        self.nodes.len().saturating_sub(1 + self.removed)
    }

    /// Whether the tree has no moves.
    pub fn is_empty(&self) -> bool {
        self.main_child(Self::ROOT).is_none()
    }

    /// The id of the node at `index` (see [`NodeId::index`]), if there is one.
    pub fn node_id(&self, index: usize) -> Option<NodeId> {
        let id = NodeId(u32::try_from(index).ok()?);
        self.get(id).map(|_| id)
    }

    /// The node, if `id` belongs to this tree.
    pub fn get(&self, id: NodeId) -> Option<&Node> {
        match self.nodes.get(id.index()) {
            None if id == Self::ROOT => Some(&EMPTY_ROOT),
            node => node,
        }
    }

    /// The node.
    ///
    /// # Panics
    /// For an id of another tree.
    pub fn node(&self, id: NodeId) -> &Node {
        match self.get(id) {
            Some(node) => node,
            None => panic!("node {} is not in this tree", id.index()),
        }
    }

    /// The node, for changing it (storing the root if need be).
    pub(super) fn node_mut(&mut self, id: NodeId) -> &mut Node {
        if self.nodes.is_empty() {
            self.nodes.push(EMPTY_ROOT.clone());
        }
        match self.nodes.get_mut(id.index()) {
            Some(node) => node,
            None => panic!("node {} is not in this tree", id.index()),
        }
    }

    /// The parent of a move (the root for first moves; `None` for the root itself).
    pub fn parent(&self, id: NodeId) -> Option<NodeId> {
        if id == Self::ROOT {
            None
        } else {
            self.get(id)
                .filter(|n| n.parent != DETACHED)
                .map(|n| NodeId(n.parent))
        }
    }

    /// The continuation of `id`'s line, if any.
    pub fn main_child(&self, id: NodeId) -> Option<NodeId> {
        self.get(id).and_then(|n| link(n.first_child))
    }

    /// The next alternative to `id` (its next sibling), if any.
    pub fn next_sibling(&self, id: NodeId) -> Option<NodeId> {
        self.get(id).and_then(|n| link(n.next_sibling))
    }

    /// All moves after `id`: the main continuation first, then the variations.
    pub fn children(&self, id: NodeId) -> Children<'_> {
        Children {
            tree: self,
            next: self.main_child(id),
        }
    }

    /// The variations that replace the main continuation of `id`.
    pub fn variations(&self, id: NodeId) -> Children<'_> {
        let mut c = self.children(id);
        c.next();
        c
    }

    /// Whether `id` is the first child (the main continuation) of its parent.
    pub fn is_main_child(&self, id: NodeId) -> bool {
        self.parent(id)
            .is_some_and(|p| self.main_child(p) == Some(id))
    }

    /// The main line from the root.
    pub fn mainline(&self) -> Mainline<'_> {
        self.line_from(Self::ROOT)
    }

    /// The moves following `id` by main continuations (not including `id`).
    pub fn line_from(&self, id: NodeId) -> Mainline<'_> {
        Mainline {
            tree: self,
            next: self.main_child(id),
        }
    }

    /// The ids of the main line from the root.
    pub fn mainline_ids(&self) -> impl Iterator<Item = NodeId> + '_ {
        core::iter::successors(self.main_child(Self::ROOT), move |&id| self.main_child(id))
    }

    /// The number of plies before `id` in its line (0 for a first move; the root is -1 and
    /// reported as 0).
    pub fn ply(&self, id: NodeId) -> usize {
        let mut ply = 0;
        let mut cur = id;
        while let Some(p) = self.parent(cur) {
            if p == Self::ROOT {
                return ply;
            }
            ply += 1;
            cur = p;
        }
        ply
    }

    /// Adds a move after `parent`: its main continuation if it has none yet, else a new
    /// variation (the last one). `line` is the input line it comes from (0 if none).
    ///
    /// # Panics
    /// If `parent` is not a node of this tree, or the tree already holds `u32::MAX` nodes.
    pub fn add_move(&mut self, parent: NodeId, san: &str, line: usize) -> NodeId {
        self.add_move_at(parent, san, u32::try_from(line).unwrap_or(u32::MAX), 0)
    }

    /// [`add_move`](Self::add_move) with the column too.
    pub(crate) fn add_move_at(&mut self, parent: NodeId, san: &str, line: u32, col: u32) -> NodeId {
        self.node_mut(parent);
        let id = NodeId(u32::try_from(self.nodes.len()).expect("too many nodes"));
        self.nodes.push(Node::new(san, line, col, parent.0));
        let p = self.node_mut(parent);
        let last = p.last_child;
        p.last_child = id.0;
        if last == 0 {
            p.first_child = id.0;
        } else {
            self.node_mut(NodeId(last)).next_sibling = id.0;
        }
        id
    }

    /// Adds a NAG to a move.
    // `any`, not `contains`: no `memchr` in the rules entry (0.2 KiB, gzipped), here and in the
    // reader and the writer.
    #[allow(clippy::manual_contains)]
    pub fn push_nag(&mut self, id: NodeId, nag: u8) {
        // A NAG given twice (`Nf6?? $4`) is one: a record says a move is a blunder once.
        let nags = &mut self.node_mut(id).ann_mut().nags;
        if !nags.iter().any(|&n| n == nag) {
            nags.push(nag);
        }
    }

    /// Adds a comment before a move.
    pub fn push_comment_before(&mut self, id: NodeId, comment: impl Into<String>) {
        self.node_mut(id).ann_mut().before.push(comment.into());
    }

    /// Adds a comment after a move.
    pub fn push_comment_after(&mut self, id: NodeId, comment: impl Into<String>) {
        self.node_mut(id).ann_mut().after.push(comment.into());
    }

    /// Moves `comments` (when there are any) after a move's own.
    pub(crate) fn append_comments_after(&mut self, id: NodeId, comments: &mut Vec<String>) {
        if !comments.is_empty() {
            self.node_mut(id).ann_mut().after.append(comments);
        }
    }
}

impl PartialEq for MoveTree {
    fn eq(&self, other: &MoveTree) -> bool {
        // Walk both trees side by side without recursion.
        let mut stack = vec![(Self::ROOT, Self::ROOT)];
        while let Some((a, b)) = stack.pop() {
            let mut ca = self.children(a);
            let mut cb = other.children(b);
            loop {
                match (ca.next(), cb.next()) {
                    (None, None) => break,
                    (Some(x), Some(y)) => {
                        if !self.node(x).same_content(other.node(y)) {
                            return false;
                        }
                        stack.push((x, y));
                    }
                    _ => return false,
                }
            }
        }
        true
    }
}

impl Eq for MoveTree {}

impl fmt::Debug for MoveTree {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        // The main line's SAN and the total size; the full structure is in `nodes`.
        let main: Vec<&str> = self.mainline().map(Node::san).collect();
        f.debug_struct("MoveTree")
            .field("mainline", &main)
            .field("moves", &self.len())
            .finish()
    }
}

impl core::ops::Index<NodeId> for MoveTree {
    type Output = Node;
    fn index(&self, id: NodeId) -> &Node {
        self.node(id)
    }
}

/// The children of a node (see [`MoveTree::children`]).
#[derive(Clone)]
pub struct Children<'t> {
    tree: &'t MoveTree,
    next: Option<NodeId>,
}

impl Iterator for Children<'_> {
    type Item = NodeId;
    fn next(&mut self) -> Option<NodeId> {
        let id = self.next?;
        self.next = self.tree.next_sibling(id);
        Some(id)
    }
}

/// The nodes of a line (see [`MoveTree::mainline`]).
#[derive(Clone)]
pub struct Mainline<'t> {
    tree: &'t MoveTree,
    next: Option<NodeId>,
}

impl<'t> Iterator for Mainline<'t> {
    type Item = &'t Node;
    fn next(&mut self) -> Option<&'t Node> {
        let id = self.next?;
        let node = self.tree.get(id)?;
        self.next = link(node.first_child);
        Some(node)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn pgn_tree_builds_lines_and_variations() {
        let mut t = MoveTree::new();
        let e4 = t.add_move(MoveTree::ROOT, "e4", 1);
        let d4 = t.add_move(MoveTree::ROOT, "d4", 1);
        let e5 = t.add_move(e4, "e5", 1);
        let c5 = t.add_move(e4, "c5", 2);
        t.push_nag(c5, 1);
        t.push_comment_after(c5, "Sicilian");
        assert_eq!(t.len(), 4);
        assert_eq!(
            t.mainline().map(Node::san).collect::<Vec<_>>(),
            ["e4", "e5"]
        );
        assert_eq!(t.variations(MoveTree::ROOT).collect::<Vec<_>>(), [d4]);
        assert_eq!(t.children(e4).collect::<Vec<_>>(), [e5, c5]);
        assert!(t.is_main_child(e5) && !t.is_main_child(c5));
        assert_eq!(t.ply(c5), 1);
        assert_eq!(t[c5].nags(), [1]);

        // Same structure built in another order compares equal.
        let mut u = MoveTree::new();
        let e4b = u.add_move(MoveTree::ROOT, "e4", 0);
        let e5b = u.add_move(e4b, "e5", 0);
        let c5b = u.add_move(e4b, "c5", 0);
        u.add_move(MoveTree::ROOT, "d4", 0);
        u.push_nag(c5b, 1);
        u.push_comment_after(c5b, "Sicilian");
        assert_eq!(t, u);
        u.push_comment_after(e5b, "x");
        assert_ne!(t, u);
    }
}
