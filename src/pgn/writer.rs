//! Writes games in the PGN export format: the seven-tag roster first, movetext with move
//! numbers, comments, NAGs as `$n` and variations, lines of at most 80 characters.

use super::model::PgnGame;
use super::tree::{MoveTree, NodeId};
use crate::fen::Setup;
use crate::types::Color;

/// The seven-tag roster, in export order, with the value written when a tag is missing.
pub const SEVEN_TAG_ROSTER: [(&str, &str); 7] = [
    ("Event", "?"),
    ("Site", "?"),
    ("Date", "????.??.??"),
    ("Round", "?"),
    ("White", "?"),
    ("Black", "?"),
    ("Result", "*"),
];

/// The longest line written (a single longer word, like a URL in a comment, stands alone).
const MAX_LINE: usize = 80;

/// Movetext with line wrapping.
struct Wrapper {
    out: String,
    line_len: usize,
    /// No space before the next token (it follows a '(').
    glue: bool,
}

impl Wrapper {
    fn token(&mut self, s: &str) {
        let len = s.chars().count();
        let glue = core::mem::take(&mut self.glue);
        if glue && self.line_len + len <= MAX_LINE {
            self.out.push_str(s);
            self.line_len += len;
            return;
        }
        if self.line_len > 0 {
            // A line must not start with '%' (an escape line to other readers).
            if self.line_len + 1 + len > MAX_LINE && !s.starts_with('%') {
                self.out.push('\n');
                self.line_len = 0;
            } else {
                self.out.push(' ');
                self.line_len += 1;
            }
        }
        self.out.push_str(s);
        self.line_len += len;
    }

    fn comment(&mut self, text: &str) {
        // '}' cannot appear inside a comment; a comment read from PGN never has one.
        let clean;
        let text = if text.contains('}') {
            clean = text.replace('}', ")");
            clean.as_str()
        } else {
            text
        };
        let mut words = text.split_whitespace().peekable();
        if words.peek().is_none() {
            self.token("{}");
            return;
        }
        let mut first = true;
        let mut buf = String::new();
        while let Some(w) = words.next() {
            buf.clear();
            if first {
                buf.push('{');
            }
            buf.push_str(w);
            if words.peek().is_none() {
                buf.push('}');
            }
            self.token(&buf);
            first = false;
        }
    }
}

fn write_tag(out: &mut String, name: &str, value: &str) {
    out.push('[');
    let mut any = false;
    for c in name.chars() {
        if c.is_ascii_alphanumeric() || c == '_' {
            out.push(c);
            any = true;
        }
    }
    if !any {
        out.push_str("Tag");
    }
    out.push_str(" \"");
    for c in value.chars() {
        match c {
            '"' => out.push_str("\\\""),
            '\\' => out.push_str("\\\\"),
            '\n' | '\r' | '\t' => out.push(' '),
            c => out.push(c),
        }
    }
    out.push_str("\"]\n");
}

enum Item {
    Move { id: NodeId, ply: u32, forced: bool },
    Open,
    Close,
}

/// Writes one game in export format, ending with a blank line.
///
/// The termination marker is [`PgnGame::result`], else the `Result` tag, else `*` (the first
/// of them that is `1-0`, `0-1`, `1/2-1/2` or `*`); the `Result` tag is written as it is, or
/// with that marker when missing.
pub fn write(game: &PgnGame) -> String {
    let mut out = String::with_capacity(256 + game.root.len() * 8);
    // Only a result can end the movetext: anything else would read back as a move.
    let is_result = |r: &&str| matches!(*r, "1-0" | "0-1" | "1/2-1/2" | "*");
    let result = game
        .result
        .as_deref()
        .filter(is_result)
        .or_else(|| game.tag("Result").filter(is_result))
        .unwrap_or("*");
    write_tags(&mut out, game, result);
    out.push('\n');
    let mut w = Wrapper {
        out,
        line_len: 0,
        glue: false,
    };
    for c in &game.comments {
        w.comment(c);
    }
    write_moves(&mut w, game);
    w.token(result);
    let mut out = w.out;
    out.push_str("\n\n");
    out
}

/// The Seven Tag Roster in its order (a missing tag as `?`, or the result), then the other tags.
fn write_tags(out: &mut String, game: &PgnGame, result: &str) {
    for (name, default) in SEVEN_TAG_ROSTER {
        let value = match (name, game.tag(name)) {
            (_, Some(v)) => v,
            ("Result", None) => result,
            (_, None) => default,
        };
        write_tag(out, name, value);
    }
    for (name, value) in &game.tags {
        if !SEVEN_TAG_ROSTER.iter().any(|(n, _)| n == name) {
            write_tag(out, name, value);
        }
    }
}

/// The moves, depth first: each move's comments and annotations, then its variations in
/// parentheses before the main line goes on. A move number is written before White's moves,
/// and before Black's where something interrupted the line.
fn write_moves(w: &mut Wrapper, game: &PgnGame) {
    // Move numbers from the FEN tag, if it can be read.
    let (start_black, start_full) = game
        .tag("FEN")
        .and_then(|fen| Setup::from_fen(fen.trim()).ok())
        .map_or((0, 1), |s| (u32::from(s.turn == Color::Black), s.fullmoves));
    let tree = &game.root;
    let mut stack: Vec<Item> = Vec::new();
    if let Some(first) = tree.main_child(MoveTree::ROOT) {
        stack.push(Item::Move {
            id: first,
            ply: 0,
            forced: true,
        });
    }
    let mut number = String::new();
    while let Some(item) = stack.pop() {
        let (id, ply, mut forced) = match item {
            Item::Open => {
                w.token("(");
                w.glue = true;
                continue;
            }
            Item::Close => {
                if w.line_len < MAX_LINE {
                    w.out.push(')');
                    w.line_len += 1;
                } else {
                    w.token(")");
                }
                continue;
            }
            Item::Move { id, ply, forced } => (id, ply, forced),
        };
        let node = tree.node(id);
        for c in node.comments_before() {
            w.comment(c);
            forced = true;
        }
        let half = start_black + ply;
        let full = u64::from(start_full) + u64::from(half / 2);
        number.clear();
        if half % 2 == 0 {
            number.push_str(&format!("{full}."));
        } else if forced {
            number.push_str(&format!("{full}..."));
        }
        if !number.is_empty() {
            w.token(&number);
        }
        w.token(if node.san().is_empty() {
            "--"
        } else {
            node.san()
        });
        for nag in node.nags() {
            w.token(&format!("${nag}"));
        }
        for c in node.comments_after() {
            w.comment(c);
        }
        let mut next_forced = !node.comments_after().is_empty();
        let alternatives: Vec<NodeId> = match tree.parent(id) {
            Some(p) if tree.is_main_child(id) => tree.variations(p).collect(),
            _ => Vec::new(),
        };
        if !alternatives.is_empty() {
            next_forced = true;
        }
        if let Some(next) = tree.main_child(id) {
            stack.push(Item::Move {
                id: next,
                ply: ply + 1,
                forced: next_forced,
            });
        }
        for alt in alternatives.into_iter().rev() {
            stack.push(Item::Close);
            stack.push(Item::Move {
                id: alt,
                ply,
                forced: true,
            });
            stack.push(Item::Open);
        }
    }
}

/// Writes several games, one after the other.
pub fn write_all<'g>(games: impl IntoIterator<Item = &'g PgnGame>) -> String {
    let mut out = String::new();
    for g in games {
        out.push_str(&write(g));
    }
    out
}
