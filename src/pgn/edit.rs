//! Editing a [`MoveTree`] as analysis boards do (python-chess's `GameNode`, lichess): order,
//! remove and promote variations; set comments, NAGs and commands.
//!
//! Node ids stay valid through every edit: a removed variation is cut out of the tree (its
//! nodes are no longer reachable from the root, [`MoveTree::is_attached`] says so) but not
//! renumbered.
//!
//! ```
//! use chess_arbiter::pgn::{self, MoveTree};
//! let mut g = pgn::parse_one("1. e4 e5 (1... c5) (1... e6) *").unwrap();
//! let t = &mut g.root;
//! let e4 = t.main_child(MoveTree::ROOT).unwrap();
//! let e6 = t.children(e4).nth(2).unwrap();
//! t.promote_to_main(e6);
//! assert_eq!(g.mainline_san(), ["e4", "e6"]);
//! assert!(pgn::write(&g).ends_with("\n1. e4 e6 (1... e5) (1... c5) *\n\n"));
//! ```

use super::annotations::{commands, comment_commands, comment_text, push_command};
use super::model::PgnGame;
use super::tree::{MoveTree, NodeId, DETACHED};

impl MoveTree {
    /// Whether `id` is reachable from the root (not in a removed variation).
    pub fn is_attached(&self, id: NodeId) -> bool {
        let mut cur = id;
        loop {
            if cur == Self::ROOT {
                return true;
            }
            match self.get(cur) {
                Some(n) if n.parent != DETACHED => cur = NodeId(n.parent),
                _ => return false,
            }
        }
    }

    fn raw(id: NodeId) -> u32 {
        id.0
    }

    /// The children of `parent` as a vector (for reordering).
    fn child_ids(&self, parent: NodeId) -> Vec<NodeId> {
        self.children(parent).collect()
    }

    /// Rewrites the sibling links of `parent` to `order`.
    fn relink(&mut self, parent: NodeId, order: &[NodeId]) {
        let first = order.first().map_or(0, |&id| Self::raw(id));
        let last = order.last().map_or(0, |&id| Self::raw(id));
        for pair in order.windows(2) {
            self.node_mut(pair[0]).next_sibling = Self::raw(pair[1]);
        }
        if let Some(&l) = order.last() {
            self.node_mut(l).next_sibling = 0;
        }
        let p = self.node_mut(parent);
        p.first_child = first;
        p.last_child = last;
    }

    /// Removes the move `id` and everything after it (the root cannot be removed: use
    /// [`remove`](Self::remove) on its children). When the main continuation is removed, the
    /// first variation takes its place. Returns whether anything was removed.
    pub fn remove(&mut self, id: NodeId) -> bool {
        let Some(parent) = self.parent(id) else {
            return false;
        };
        let mut order = self.child_ids(parent);
        order.retain(|&c| c != id);
        self.relink(parent, &order);
        let n = self.node_mut(id);
        n.parent = DETACHED;
        n.next_sibling = 0;
        // Count what was cut, for `len` (an explicit stack: variations may be deep).
        let mut stack = vec![id];
        while let Some(cur) = stack.pop() {
            self.removed += 1;
            stack.extend(self.children(cur));
        }
        true
    }

    /// Moves the variation `id` one place up among its siblings (the second becomes the main
    /// continuation). Returns whether it moved.
    pub fn promote(&mut self, id: NodeId) -> bool {
        self.shift(id, -1)
    }

    /// Moves the variation `id` one place down among its siblings. Returns whether it moved.
    pub fn demote(&mut self, id: NodeId) -> bool {
        self.shift(id, 1)
    }

    fn shift(&mut self, id: NodeId, by: isize) -> bool {
        let Some(parent) = self.parent(id) else {
            return false;
        };
        let mut order = self.child_ids(parent);
        let Some(i) = order.iter().position(|&c| c == id) else {
            return false;
        };
        let Some(j) = i.checked_add_signed(by).filter(|&j| j < order.len()) else {
            return false;
        };
        order.swap(i, j);
        self.relink(parent, &order);
        true
    }

    /// Makes the line through `id` the main line, as lichess's "make main line" does: `id`
    /// and each move before it become the main continuation of their parents, the moves they
    /// replace the first variations. (python-chess's `promote_to_main` does this at one node
    /// only; that is [`promote_to_first`](Self::promote_to_first).)
    pub fn promote_to_main(&mut self, id: NodeId) {
        let mut cur = id;
        while self.parent(cur).is_some() {
            self.promote_to_first(cur);
            cur = self.parent(cur).unwrap_or(Self::ROOT);
        }
    }

    /// Makes `id` the main continuation of its parent; the others keep their order after it.
    pub fn promote_to_first(&mut self, id: NodeId) {
        if let Some(parent) = self.parent(id) {
            let mut order = self.child_ids(parent);
            order.retain(|&c| c != id);
            order.insert(0, id);
            self.relink(parent, &order);
        }
    }

    /// Replaces the NAGs of a move; one given twice is kept once, in its first place, as the
    /// reader keeps it.
    pub fn set_nags(&mut self, id: NodeId, nags: &[u8]) {
        self.node_mut(id).ann_mut().nags.clear();
        for &nag in nags {
            self.push_nag(id, nag);
        }
    }

    /// Replaces the comments before a move (written only at the start of a variation, or
    /// before the game's first move, where [`PgnGame::comments`](super::PgnGame) are).
    pub fn set_comments_before(&mut self, id: NodeId, comments: Vec<String>) {
        self.node_mut(id).ann_mut().before = comments;
    }

    /// Replaces the comments after a move.
    pub fn set_comments_after(&mut self, id: NodeId, comments: Vec<String>) {
        self.node_mut(id).ann_mut().after = comments;
    }

    /// The text of the comments after a move, without their commands, joined by spaces.
    pub fn comment(&self, id: NodeId) -> String {
        join_text(self.node(id).comments_after())
    }

    /// Sets the text of the comment after a move, keeping its commands (`[%clk]` ...): the
    /// comments after it become one, commands first. An empty text with no commands leaves no
    /// comment.
    pub fn set_comment(&mut self, id: NodeId, text: &str) {
        let comments = with_text(self.node(id).comments_after(), text);
        self.set_comments_after(id, comments);
    }

    /// Sets (`Some`) or removes (`None`) the command `[%name args]` after a move, keeping the
    /// text of its comments; a command already there is replaced in its place. The caller
    /// checks the command with [`is_valid_command`](super::is_valid_command).
    pub fn set_command(&mut self, id: NodeId, name: &str, args: Option<&str>) {
        let comments = with_command(self.node(id).comments_after(), name, args);
        self.set_comments_after(id, comments);
    }

    /// The text of the comments before a move (where a variation starts), without commands.
    pub fn starting_comment(&self, id: NodeId) -> String {
        join_text(self.node(id).comments_before())
    }

    /// Sets the text of the comment before a move, keeping its commands.
    pub fn set_starting_comment(&mut self, id: NodeId, text: &str) {
        let comments = with_text(self.node(id).comments_before(), text);
        self.set_comments_before(id, comments);
    }
}

/// The comment before the first move (the game's own, where lichess's studies keep a chapter's
/// arrows and highlights), edited as the comments after a move are.
impl PgnGame {
    /// The text of the comments before the first move, without their commands.
    pub fn opening_comment(&self) -> String {
        join_text(&self.comments)
    }

    /// Sets the text of the comment before the first move, keeping its commands.
    pub fn set_opening_comment(&mut self, text: &str) {
        self.comments = with_text(&self.comments, text);
    }

    /// Sets (`Some`) or removes (`None`) a command `[%name args]` before the first move (see
    /// [`MoveTree::set_command`]).
    pub fn set_opening_command(&mut self, name: &str, args: Option<&str>) {
        self.comments = with_command(&self.comments, name, args);
    }
}

/// The text of comments without their commands, joined by spaces.
fn join_text(comments: &[String]) -> String {
    let parts: Vec<String> = comments
        .iter()
        .map(|c| comment_text(c))
        .filter(|t| !t.is_empty())
        .collect();
    parts.join(" ")
}

/// The commands of comments, in order.
fn join_commands(comments: &[String]) -> String {
    let parts: Vec<String> = comments
        .iter()
        .map(|c| comment_commands(c))
        .filter(|t| !t.is_empty())
        .collect();
    parts.join(" ")
}

/// One comment of commands then text (none when both are empty).
fn merge(commands: String, text: &str) -> Vec<String> {
    let text = text.split_whitespace().collect::<Vec<_>>().join(" ");
    match (commands.is_empty(), text.is_empty()) {
        (true, true) => Vec::new(),
        (true, false) => vec![text],
        (false, true) => vec![commands],
        (false, false) => vec![format!("{commands} {text}")],
    }
}

/// `comments` with their text replaced by `text`, their commands kept: one comment, commands
/// first (none when both are empty). The comments after a move and the game's opening comment
/// are edited alike.
fn with_text(comments: &[String], text: &str) -> Vec<String> {
    merge(join_commands(comments), text)
}

/// `comments` with the command `[%name args]` set (`Some`: in its place when there, else at the
/// end) or removed (`None`), their text kept.
fn with_command(comments: &[String], name: &str, args: Option<&str>) -> Vec<String> {
    let mut kept = String::new();
    let mut placed = false;
    for c in comments {
        for (n, a) in commands(c) {
            match (n == name, args) {
                (false, _) => push_command(&mut kept, n, a),
                (true, Some(new)) if !placed => {
                    push_command(&mut kept, name, new);
                    placed = true;
                }
                (true, _) => {}
            }
        }
    }
    if let (Some(new), false) = (args, placed) {
        push_command(&mut kept, name, new);
    }
    merge(kept, &join_text(comments))
}
