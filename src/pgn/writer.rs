//! Writes games in the PGN export format: the seven-tag roster first, movetext with move
//! numbers, comments, NAGs as `$n` and variations, lines of at most 80 characters.

use std::borrow::Cow;
use std::fmt::Write;

use super::annotations::{comment_commands, comment_text};
use super::model::PgnGame;
use super::tree::{MoveTree, NodeId};
use crate::fen::Setup;
use crate::position::Position;
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

/// What [`write_with`] leaves out.
///
/// Comments and commands are separate: `comments: false` keeps the commands (`{[%clk
/// 0:03:00]}`), `commands: false` keeps the text of the comments.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub struct WriteOptions {
    /// Write the variations (default true).
    pub variations: bool,
    /// Write the comments' text (default true).
    pub comments: bool,
    /// Write the commands in comments, `[%clk]`, `[%eval]` ... (default true).
    pub commands: bool,
    /// Write the NAGs (default true).
    pub nags: bool,
}

impl Default for WriteOptions {
    fn default() -> WriteOptions {
        WriteOptions {
            variations: true,
            comments: true,
            commands: true,
            nags: true,
        }
    }
}

impl WriteOptions {
    /// The part of a comment these options keep (borrowed when it is the whole of it).
    fn filter<'c>(&self, comment: &'c str) -> Option<Cow<'c, str>> {
        let kept = match (self.comments, self.commands) {
            (true, true) => Cow::Borrowed(comment),
            (true, false) => Cow::Owned(comment_text(comment)),
            (false, true) => Cow::Owned(comment_commands(comment)),
            (false, false) => return None,
        };
        let whole = self.comments && self.commands;
        (whole || !kept.is_empty()).then_some(kept)
    }
}

/// The longest line written (a single longer word, like a URL in a comment, stands alone).
const MAX_LINE: usize = 80;

/// Movetext with line wrapping.
struct Wrapper {
    out: String,
    line_len: usize,
    /// No space before the next token (it follows a '(').
    glue: bool,
    /// The text of the last move number, kept for the next one's.
    number: String,
}

impl Wrapper {
    /// Movetext after `out`, on a new line.
    fn new(out: String) -> Wrapper {
        Wrapper {
            out,
            line_len: 0,
            glue: false,
            number: String::new(),
        }
    }

    /// The number of the move `half` plies after the first (numbered `start_full`): `12.`
    /// before White's move, `12...` before Black's.
    fn move_number(&mut self, start_full: u32, half: u32) {
        let mut number = core::mem::take(&mut self.number);
        number.clear();
        push_number(&mut number, u64::from(start_full) + u64::from(half / 2));
        number.push_str(if half % 2 == 0 { "." } else { "..." });
        self.token(&number);
        self.number = number;
    }

    fn token(&mut self, s: &str) {
        // Characters, counted as the bytes that start one: 78 bytes smaller in the gzipped
        // rules .wasm than `chars().count()`.
        let len = s.bytes().filter(|&b| b & 0xC0 != 0x80).count();
        let glue = core::mem::take(&mut self.glue);
        if glue && self.line_len + len <= MAX_LINE {
            self.out.push_str(s);
            self.line_len += len;
            return;
        }
        if self.line_len > 0 {
            if self.line_len + 1 + len > MAX_LINE {
                self.out.push('\n');
                self.line_len = 0;
                // A comment's word starting with '%' or '[' must not start a line: readers
                // take such a line for an escape, or for a tag pair and the start of the next
                // game. A space before it keeps it in its comment, however long a run of them.
                if matches!(s.as_bytes()[0], b'%' | b'[') {
                    self.out.push(' ');
                    self.line_len = 1;
                }
            } else {
                self.out.push(' ');
                self.line_len += 1;
            }
        }
        self.out.push_str(s);
        self.line_len += len;
    }

    fn comment(&mut self, text: &str) {
        // '}' cannot appear inside a comment (a comment read from PGN never has one): one set
        // in code is written with ')' in its place, which is what reads back.
        let clean;
        // `any`, not `contains`: see `MoveTree::push_nag`.
        let text = if text.bytes().any(|b| b == b'}') {
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
        let mut buf = String::from("{");
        while let Some(w) = words.next() {
            buf.push_str(w);
            if words.peek().is_none() {
                buf.push('}');
            }
            self.token(&buf);
            buf.clear();
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

/// Writes one game in export format, ending with a blank line: [`write_with`] writing
/// everything.
pub fn write(game: &PgnGame) -> String {
    // Every comment whole: the comment filter is not even compiled in (the rules entry's
    // `.wasm` exports games this way only).
    write_filtered(game, &WriteOptions::default(), |c| Some(Cow::Borrowed(c)))
}

/// Writes one game in export format, ending with a blank line, leaving out what `options` say.
///
/// Reading the text back gives the same game, except that a comment's whitespace is
/// collapsed to single spaces (as the reader does) and a `}` in a comment, which cannot stand
/// inside one, is written as `)`.
///
/// The termination marker is [`PgnGame::result`], else the `Result` tag, else `*` (the first
/// of them that is `1-0`, `0-1`, `1/2-1/2` or `*`); the `Result` tag is written with that
/// marker, as the standard asks (8.2.6: the tag and the marker agree). A game that starts
/// from a `FEN` tag is written with the start position its moves are played from (the tag's
/// FEN as the reader mends it: stale castling rights, an en passant square no pawn passed, a
/// move number 0) and `SetUp "1"`.
pub fn write_with(game: &PgnGame, options: &WriteOptions) -> String {
    write_filtered(game, options, |c| options.filter(c))
}

/// What is kept of a comment (`None`: nothing).
trait Filter: Fn(&str) -> Option<Cow<'_, str>> {}
impl<F: Fn(&str) -> Option<Cow<'_, str>>> Filter for F {}

fn write_filtered(game: &PgnGame, options: &WriteOptions, filter: impl Filter) -> String {
    let mut out = String::with_capacity(256 + game.root.len() * 8);
    // Only a result can end the movetext: anything else would read back as a move.
    let result = game.termination_marker();
    write_tags(&mut out, &start_tags(game), result);
    out.push('\n');
    let mut w = Wrapper::new(out);
    for c in &game.comments {
        if let Some(c) = filter(c) {
            w.comment(&c);
        }
    }
    write_moves(&mut w, game, options, &filter);
    w.token(result);
    let mut out = w.out;
    out.push_str("\n\n");
    out
}

/// The game's tags with `SetUp "1"` beside a `FEN` tag, and that tag as the start position
/// the moves are played from when the reader had to mend it (a FEN valid as written is kept as
/// written, Shredder-FEN castling too); as they are when the FEN gives no start position (the
/// moves are then not readable either, and the text is kept).
fn start_tags(game: &PgnGame) -> Cow<'_, [(String, String)]> {
    let Some(fen) = game.tag("FEN") else {
        return Cow::Borrowed(&game.tags);
    };
    let Ok(start) = game.start_position() else {
        return Cow::Borrowed(&game.tags);
    };
    let mended = Position::from_fen(fen.trim()).is_err();
    if !mended && game.tag("SetUp") == Some("1") {
        return Cow::Borrowed(&game.tags);
    }
    let mut tags = game.tags.clone();
    for (name, value) in tags.iter_mut() {
        match name.as_str() {
            "SetUp" => *value = "1".to_owned(),
            "FEN" if mended => *value = start.fen(),
            _ => {}
        }
    }
    if !tags.iter().any(|(n, _)| n == "SetUp") {
        let at = tags.iter().position(|(n, _)| n == "FEN").unwrap_or(0);
        tags.insert(at, ("SetUp".to_owned(), "1".to_owned()));
    }
    Cow::Owned(tags)
}

/// The Seven Tag Roster in its order (a missing tag as `?`; the result as the termination
/// marker), then the other tags.
fn write_tags(out: &mut String, tags: &[(String, String)], result: &str) {
    for (name, default) in SEVEN_TAG_ROSTER {
        let value = match (name, tag(tags, name)) {
            ("Result", _) => result,
            (_, Some(v)) => v,
            (_, None) => default,
        };
        write_tag(out, name, value);
    }
    for (name, value) in tags {
        if !SEVEN_TAG_ROSTER.iter().any(|(n, _)| n == name) {
            write_tag(out, name, value);
        }
    }
}

/// The first tag named `name`, as [`PgnGame::tag`] reads it.
fn tag<'t>(tags: &'t [(String, String)], name: &str) -> Option<&'t str> {
    tags.iter()
        .find(|(n, _)| n == name)
        .map(|(_, v)| v.as_str())
}

/// Where the movetext's numbers start: whether Black moves first, and the first move's number,
/// from the `FEN` tag if it can be read. A move number 0 (which some programs write) is read as
/// 1, as the reader mends it.
fn first_move_number(tags: &[(String, String)]) -> (u32, u32) {
    tag(tags, "FEN")
        .and_then(|fen| Setup::from_fen(fen.trim()).ok())
        .map_or((0, 1), |s| {
            (u32::from(s.turn == Color::Black), s.fullmoves.max(1))
        })
}

/// Writes a game that is one line of moves, without comments or annotations (a
/// [`crate::Game`]'s), exactly as [`write`] writes it as a tree with `tags` and the
/// termination marker `result`, but without building the tree: the rules entry, which writes
/// games this way only, carries neither the tree nor its walk.
pub(crate) fn write_line<S: AsRef<str>>(
    tags: &[(String, String)],
    sans: &[S],
    result: &str,
) -> String {
    let mut out = String::with_capacity(256 + sans.len() * 8);
    write_tags(&mut out, tags, result);
    out.push('\n');
    let mut w = Wrapper::new(out);
    let (start_black, start_full) = first_move_number(tags);
    for (ply, san) in (0u32..).zip(sans) {
        let half = start_black + ply;
        // White's moves are numbered, and the first move whoever makes it.
        if half % 2 == 0 || ply == 0 {
            w.move_number(start_full, half);
        }
        w.token(san.as_ref());
    }
    w.token(result);
    let mut out = w.out;
    out.push_str("\n\n");
    out
}

/// Writes `n` in decimal. A move number is below 2^33 (a FEN's is at most 2^32 - 1), so its
/// tenth fits a `u32`: `u64`'s formatter would cost the page 280 bytes of `.wasm`.
fn push_number(out: &mut String, n: u64) {
    if n >= 10 {
        let _ = write!(out, "{}", (n / 10) as u32);
    }
    out.push(char::from(b'0' + (n % 10) as u8));
}

/// The moves, depth first: each move's comments and annotations, then its variations in
/// parentheses before the main line goes on. A move number is written before White's moves,
/// and before Black's where something interrupted the line.
fn write_moves(w: &mut Wrapper, game: &PgnGame, options: &WriteOptions, filter: &impl Filter) {
    let (start_black, start_full) = first_move_number(&game.tags);
    let tree = &game.root;
    let mut stack: Vec<Item> = Vec::new();
    if let Some(first) = tree.main_child(MoveTree::ROOT) {
        stack.push(Item::Move {
            id: first,
            ply: 0,
            forced: true,
        });
    }
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
            if let Some(c) = filter(c) {
                w.comment(&c);
                forced = true;
            }
        }
        let half = start_black + ply;
        if half % 2 == 0 || forced {
            w.move_number(start_full, half);
        }
        w.token(if node.san().is_empty() {
            "--"
        } else {
            node.san()
        });
        if options.nags {
            for nag in node.nags() {
                w.token(&format!("${}", u32::from(*nag)));
            }
        }
        let mut next_forced = false;
        for c in node.comments_after() {
            if let Some(c) = filter(c) {
                w.comment(&c);
                next_forced = true;
            }
        }
        // The variations on a main move are its siblings after it.
        let first_alternative = if options.variations && tree.is_main_child(id) {
            tree.next_sibling(id)
        } else {
            None
        };
        if first_alternative.is_some() {
            next_forced = true;
        }
        if let Some(next) = tree.main_child(id) {
            stack.push(Item::Move {
                id: next,
                ply: ply + 1,
                forced: next_forced,
            });
        }
        // Pushed in order, then turned around, so that the first is taken off the stack first.
        let pushed = stack.len();
        let mut alternative = first_alternative;
        while let Some(alt) = alternative {
            stack.push(Item::Open);
            stack.push(Item::Move {
                id: alt,
                ply,
                forced: true,
            });
            stack.push(Item::Close);
            alternative = tree.next_sibling(alt);
        }
        stack[pushed..].reverse();
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

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn pgn_writer_options_leave_out_what_they_say() {
        let g = super::super::parse_one(
            "1. e4 {[%clk 0:03:00] Good} $1 (1. d4 {[%eval 0.2]}) e5 {Fine} *",
        )
        .unwrap();
        let moves = |o: WriteOptions| {
            let text = write_with(&g, &o);
            text.lines()
                .skip(8)
                .collect::<Vec<_>>()
                .join(" ")
                .trim()
                .to_owned()
        };
        let all = WriteOptions::default();
        assert_eq!(
            moves(all),
            "1. e4 $1 {[%clk 0:03:00] Good} (1. d4 {[%eval 0.2]}) 1... e5 {Fine} *"
        );
        let no_var = WriteOptions {
            variations: false,
            ..all
        };
        assert_eq!(
            moves(no_var),
            "1. e4 $1 {[%clk 0:03:00] Good} 1... e5 {Fine} *"
        );
        let no_text = WriteOptions {
            comments: false,
            ..all
        };
        assert_eq!(
            moves(no_text),
            "1. e4 $1 {[%clk 0:03:00]} (1. d4 {[%eval 0.2]}) 1... e5 *"
        );
        let no_cmd = WriteOptions {
            commands: false,
            nags: false,
            ..all
        };
        assert_eq!(moves(no_cmd), "1. e4 {Good} (1. d4) 1... e5 {Fine} *");
        let bare = WriteOptions {
            variations: false,
            comments: false,
            commands: false,
            nags: false,
        };
        assert_eq!(moves(bare), "1. e4 e5 *");
    }
}
