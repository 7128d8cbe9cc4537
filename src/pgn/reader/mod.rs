//! Reads PGN text into [`PgnGame`]s: tag pairs, movetext with comments, NAGs and nested
//! variations (kept on an explicit stack, never by recursion), results.

use super::error::{PgnError, PgnErrorKind};
use super::lexer::{LexError, Lexer, Tok, Token};
use super::model::{is_result, PgnGame};
use super::play::is_null;
use super::tree::{MoveTree, NodeId};

mod tags;

/// Bounds that keep a reader of untrusted text (a browser tab) responsive.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub struct Limits {
    /// The largest input accepted, in bytes (default 16 MiB).
    pub max_input_bytes: usize,
    /// The deepest nesting of variations (default 64).
    pub max_depth: usize,
    /// The longest comment or tag value, in bytes (default 64 KiB).
    pub max_comment_bytes: usize,
    /// The longest move, tag name or other symbol, in bytes (default 255).
    pub max_token_bytes: usize,
    /// The most games read from one input (default 200 000: real games take more than
    /// 80 bytes each, and a flood of empty ones would cost memory out of proportion).
    pub max_games: usize,
}

impl Default for Limits {
    fn default() -> Limits {
        Limits {
            max_input_bytes: 16 << 20,
            max_depth: 64,
            max_comment_bytes: 64 << 10,
            max_token_bytes: 255,
            max_games: 200_000,
        }
    }
}

/// A variation being read: where its line branched off.
struct Frame {
    /// The move the variation replaces (the reading continues after it on `)`).
    replaced: NodeId,
    /// Where the `(` is: line and column.
    at: Loc,
}

/// What a token after a game's result is (see `Reader::after_result`).
enum AfterResult {
    Comment,
    Again,
    NextGame,
}

/// A place in the text: line and column (in characters), both from 1.
#[derive(Copy, Clone, Debug)]
pub(crate) struct Loc(u32, u32);

impl Token<'_> {
    fn at(&self) -> Loc {
        Loc(self.line, self.col)
    }
}

pub(crate) struct Reader<'a> {
    lex: Lexer<'a>,
    limits: Limits,
    peeked: Option<Token<'a>>,
    /// The number of the game being read (1-based; 0 before the first).
    game: usize,
    /// Where it starts in the text.
    game_start: usize,
    /// The last error came from its tag pairs (see [`Reader::recover`]).
    tags_failed: bool,
}

/// Collapses the whitespace of a comment (line breaks of a wrapped comment are spaces).
pub(crate) fn normalize_comment(body: &str) -> String {
    let t = body.trim();
    // Already collapsed (most comments, `[%clk 0:03:00]` among them): ASCII with single spaces
    // only. Whitespace as `trim` and `split_whitespace` see it, a vertical tab included (which
    // `u8::is_ascii_whitespace` leaves out). One pass, as every move of a clocked game has one.
    let mut after_space = false;
    let simple = t.bytes().all(|b| {
        let space = b == b' ';
        let ok = b < 0x80 && !matches!(b, b'\t'..=b'\r') && !(space && after_space);
        after_space = space;
        ok
    });
    if simple {
        return t.to_owned();
    }
    let mut out = String::with_capacity(t.len());
    for word in t.split_whitespace() {
        if !out.is_empty() {
            out.push(' ');
        }
        out.push_str(word);
    }
    out
}

/// Whether a line is a tag pair alone: `[`, a letter, then a quoted value and `]` at its end.
/// (A comment's `[%clk 0:01:00]` or `[sic]` carried to a line of its own is not.)
fn is_tag_line(line: &[u8]) -> bool {
    matches!(line.trim_ascii_end(), [b'[', c, .., b'"', b']'] if c.is_ascii_alphabetic())
}

pub(crate) fn input_too_large(len: usize, limit: usize) -> PgnError {
    PgnError::new(
        PgnErrorKind::InputTooLarge,
        0,
        0,
        "",
        format!("the input is {len} bytes, more than the {limit} bytes allowed"),
    )
}

impl<'a> Reader<'a> {
    pub fn new(text: &'a str, limits: Limits) -> Result<Reader<'a>, PgnError> {
        if text.len() > limits.max_input_bytes {
            return Err(input_too_large(text.len(), limits.max_input_bytes));
        }
        let text = text.strip_prefix('\u{FEFF}').unwrap_or(text);
        Ok(Reader {
            lex: Lexer::new(text, limits.max_comment_bytes, limits.max_token_bytes),
            limits,
            peeked: None,
            game: 0,
            game_start: 0,
            tags_failed: false,
        })
    }

    /// Numbers the games from `game` and the lines from `line`: for a piece of a larger input
    /// (a stream read game by game), so that errors name places in the whole.
    pub fn starting_at(mut self, game: usize, line: usize) -> Reader<'a> {
        self.game = game.saturating_sub(1);
        self.lex
            .seek(0, u32::try_from(line.max(1)).unwrap_or(u32::MAX));
        self
    }

    fn lex_error(&self, e: LexError) -> PgnError {
        PgnError::new_at(
            e.kind,
            self.game.max(1),
            e.line as usize,
            e.col as usize,
            &e.token,
            e.message,
        )
    }

    fn error(&self, kind: PgnErrorKind, at: Loc, token: &str, message: String) -> PgnError {
        let Loc(line, col) = at;
        PgnError::new_at(
            kind,
            self.game.max(1),
            line as usize,
            col as usize,
            token,
            message,
        )
    }

    fn peek(&mut self) -> Result<Option<Token<'a>>, PgnError> {
        if self.peeked.is_none() {
            self.peeked = self.lex.next_token().map_err(|e| self.lex_error(e))?;
        }
        Ok(self.peeked)
    }

    fn bump(&mut self) {
        self.peeked = None;
    }

    fn next(&mut self) -> Result<Option<Token<'a>>, PgnError> {
        let t = self.peek()?;
        self.bump();
        Ok(t)
    }

    /// After an error: skips to the next line that starts with `[` after a blank line, or that
    /// is a whole tag pair (`[Event "..."]`: the tags of the next game, which some files start
    /// right after the last game's movetext), so that the games after a broken one can still be
    /// read. The
    /// search starts at the line before the offending token (which may itself be the first
    /// tag of the next game) but never goes back to the start of the broken game. After an
    /// error in the tag pairs no line starting before the offending token will do: read again
    /// as a game's first, it would fail the same way (the same error reported twice).
    pub fn recover(&mut self) {
        self.peeked = None;
        let tags_failed = core::mem::take(&mut self.tags_failed);
        let bytes = self.lex.text().as_bytes();
        let (tok_pos, tok_line) = self.lex.last_token();
        let line_start = |end: usize| {
            bytes
                .get(..end)
                .and_then(|b| b.iter().rposition(|&c| c == b'\n'))
                .map_or(0, |i| i + 1)
        };
        let tok_line_start = line_start(tok_pos);
        let (mut pos, mut line, mut prev_blank) = if tok_line_start == 0 {
            (0, tok_line, true)
        } else {
            (
                line_start(tok_line_start - 1),
                tok_line.saturating_sub(1).max(1),
                false,
            )
        };
        while pos < bytes.len() {
            let end = bytes
                .get(pos..)
                .and_then(|rest| rest.iter().position(|&b| b == b'\n'))
                .map_or(bytes.len(), |i| pos + i);
            let content = bytes.get(pos..end).unwrap_or(&[]);
            if (prev_blank && content.first() == Some(&b'[') && (!tags_failed || pos >= tok_pos)
                || pos > tok_pos && is_tag_line(content))
                && pos > self.game_start
            {
                self.lex.seek(pos, line);
                return;
            }
            prev_blank = content.iter().all(u8::is_ascii_whitespace);
            pos = end + 1;
            line += 1;
        }
        self.lex.seek(bytes.len(), line);
    }

    /// The text of the game read last: from its first token to the end of its last one (a
    /// token read ahead, the next game's `[`, left out).
    pub fn last_game_text(&self) -> &'a str {
        let end = if self.peeked.is_some() {
            self.lex.last_token().0
        } else {
            self.lex.pos()
        };
        let text = self.lex.text();
        text.get(self.game_start.min(end)..end).unwrap_or("")
    }

    /// Reads the next game; `None` at the end of the input.
    pub fn next_game(&mut self) -> Result<Option<PgnGame>, PgnError> {
        let first = match self.peek() {
            Ok(None) => return Ok(None),
            Ok(Some(t)) => t,
            Err(e) => {
                // The error belongs to the next game.
                self.game += 1;
                self.game_start = self.lex.last_token().0;
                return Err(PgnError {
                    game: self.game,
                    ..e
                });
            }
        };
        self.game += 1;
        self.game_start = self.lex.last_token().0;
        if self.game > self.limits.max_games {
            return Err(self.error(
                PgnErrorKind::TooManyGames,
                first.at(),
                first.text,
                format!(
                    "the input holds more than the {} games allowed",
                    self.limits.max_games
                ),
            ));
        }
        let mut game = PgnGame::new();
        game.number = self.game;
        game.line = first.line as usize;
        if let Err(e) = self.read_tags(&mut game) {
            self.tags_failed = true;
            return Err(e);
        }
        self.read_movetext(&mut game)?;
        Ok(Some(game))
    }

    fn read_movetext(&mut self, game: &mut PgnGame) -> Result<(), PgnError> {
        let syntax = PgnErrorKind::Syntax;
        let mut tree = MoveTree::new();
        // The last move of the line being read (the root before the first).
        let mut cursor = MoveTree::ROOT;
        let mut has_move = false;
        let mut pending_before: Vec<String> = Vec::new();
        // NAGs before a line's first move (ChessBase's "better is" `( $142 2. Bc4 ...`): they
        // go to that move.
        let mut pending_nags: Vec<u8> = Vec::new();
        let mut stack: Vec<Frame> = Vec::new();
        // The line of the result, once read (what follows it: `after_result`).
        let mut ended: Option<u32> = None;
        loop {
            let Some(t) = self.peek()? else {
                if let Some(frame) = stack.last() {
                    return Err(self.unclosed(frame, "the end of the input"));
                }
                break;
            };
            if let Some(line) = ended {
                match self.after_result(t, line) {
                    AfterResult::Comment => {}
                    AfterResult::Again => {
                        self.past_result();
                        continue;
                    }
                    AfterResult::NextGame => break,
                }
            }
            let result = match t.tok {
                Tok::Star => Some("*"),
                Tok::Symbol(s) => is_result(s).then_some(s),
                _ => None,
            };
            if let Some(s) = result {
                if let Some(frame) = stack.last() {
                    return Err(self.unclosed(frame, &format!("the result '{s}'")));
                }
                self.past_result();
                game.result = Some(s.to_owned());
                ended = Some(t.line);
                continue;
            }
            match in_movetext(t.tok) {
                // A move number (the periods after it are read as their own token), but `0000`:
                // the null move as UCI writes it.
                Tok::Symbol(s) if s.bytes().all(|b| b.is_ascii_digit()) && !is_null(s) => {
                    self.bump();
                }
                Tok::Symbol(s) => {
                    self.bump();
                    let id = tree.add_move_at(cursor, s, t.line, t.col);
                    for c in pending_before.drain(..) {
                        tree.push_comment_before(id, c);
                    }
                    for &n in &pending_nags {
                        tree.push_nag(id, n);
                    }
                    pending_nags.clear();
                    cursor = id;
                    has_move = true;
                }
                Tok::Dots => self.bump(),
                Tok::Nag(n) => {
                    self.bump();
                    if has_move {
                        tree.push_nag(cursor, n);
                    } else {
                        pending_nags.push(n);
                    }
                }
                Tok::Comment(body) => {
                    self.bump();
                    let c = normalize_comment(body);
                    if has_move {
                        tree.push_comment_after(cursor, c);
                    } else if stack.is_empty() {
                        game.comments.push(c);
                    } else {
                        pending_before.push(c);
                    }
                }
                Tok::LParen => {
                    self.variation_may_open(t.at(), has_move, stack.len())?;
                    self.bump();
                    stack.push(Frame {
                        replaced: cursor,
                        at: t.at(),
                    });
                    cursor = tree.parent(cursor).unwrap_or(MoveTree::ROOT);
                    has_move = false;
                }
                Tok::RParen => {
                    let Some(frame) = stack.pop() else {
                        return Err(self.error(syntax, t.at(), ")", "unbalanced ')'".into()));
                    };
                    self.bump();
                    // An empty variation, `()` or `({text})` as the standard's grammar allows:
                    // its comments stay with the move before, its NAGs have no move to go to.
                    pending_nags.clear();
                    tree.append_comments_after(frame.replaced, &mut pending_before);
                    cursor = frame.replaced;
                    has_move = true;
                }
                Tok::LBracket => {
                    if let Some(frame) = stack.last() {
                        return Err(self.unclosed(frame, "the next tag pair"));
                    }
                    // The next game's tags: this one ended without a result.
                    break;
                }
                // A stray `}` or `]`, a string (`*` is a result, taken above).
                _ => return Err(self.misplaced(t)),
            }
        }
        game.root = tree;
        Ok(())
    }

    /// Takes the result token (the one peeked) and looks at what follows it on its line: words
    /// there (`1-0 White wins`) become the token peeked, a comment.
    fn past_result(&mut self) {
        self.peeked = self.lex.words_after_result();
    }

    /// What `t`, after the result read on line `line`, is: a comment of the game (on that line,
    /// `1-0 {Annotator: X}`, kept after the last move; or the last thing in the input), the
    /// result written again on that line, or the start of the next game.
    fn after_result(&self, t: Token<'_>, line: u32) -> AfterResult {
        match t.tok {
            Tok::Comment(_) if t.line == line => AfterResult::Comment,
            Tok::Comment(_)
                if self
                    .lex
                    .text()
                    .get(self.lex.pos()..)
                    // Nothing but blanks, a DOS file's closing Ctrl-Z and NUL padding: the end
                    // of the input.
                    .is_none_or(|r| {
                        r.bytes()
                            .all(|b| b.is_ascii_whitespace() || b == 0x1A || b == 0)
                    }) =>
            {
                AfterResult::Comment
            }
            Tok::Star if t.line == line => AfterResult::Again,
            Tok::Symbol(s) if t.line == line && is_result(s) => AfterResult::Again,
            _ => AfterResult::NextGame,
        }
    }

    /// The error of a variation opened at `frame` and not closed before `what`.
    #[cold]
    fn unclosed(&self, frame: &Frame, what: &str) -> PgnError {
        self.error(
            PgnErrorKind::Syntax,
            frame.at,
            "(",
            format!("unbalanced '(': the variation opened here is not closed before {what}"),
        )
    }

    /// The error of a token where the movetext cannot have it: a stray `}` or `]`, a string outside a tag pair.
    #[cold]
    fn misplaced(&self, t: Token<'_>) -> PgnError {
        let (shown, message) = match t.tok {
            Tok::RBrace => ("}", "unbalanced '}'".into()),
            Tok::RBracket => ("]", "unbalanced ']' outside a tag pair".into()),
            _ => (
                t.text,
                format!(
                    "unexpected string {} outside a tag pair",
                    super::error::shorten(t.text)
                ),
            ),
        };
        self.error(PgnErrorKind::Syntax, t.at(), shown, message)
    }

    /// Whether a variation may open here: after a move, within the depth limit (`depth` are
    /// open already).
    fn variation_may_open(&self, line: Loc, has_move: bool, depth: usize) -> Result<(), PgnError> {
        if !has_move {
            return Err(self.error(
                PgnErrorKind::Syntax,
                line,
                "(",
                "a variation '(' must follow the move it replaces".into(),
            ));
        }
        if depth >= self.limits.max_depth {
            return Err(self.error(
                PgnErrorKind::TooDeep,
                line,
                "(",
                format!(
                    "variations are nested deeper than the {} levels allowed",
                    self.limits.max_depth
                ),
            ));
        }
        Ok(())
    }
}

/// A token as movetext reads it: `N` alone is no move but the novelty mark of lichess, ChessBase
/// and the Informant (NAG 146), which the page's move list shows too. In a tag pair it stays a
/// name, as any symbol is.
fn in_movetext(tok: Tok<'_>) -> Tok<'_> {
    if tok == Tok::Symbol("N") {
        Tok::Nag(146)
    } else {
        tok
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn pgn_reader_normalizes_comments() {
        assert_eq!(normalize_comment("  a b  "), "a b");
        assert_eq!(normalize_comment("a\r\n  b\tc"), "a b c");
        assert_eq!(normalize_comment("a\u{a0}\u{a0}b"), "a b");
        assert_eq!(normalize_comment(""), "");
    }

    #[test]
    fn pgn_reader_keeps_structure_on_an_explicit_stack() {
        let mut r = Reader::new("1. e4 (1. d4 (1. c4) 1... d5) e5 *", Limits::default()).unwrap();
        let g = r.next_game().unwrap().unwrap();
        let t = &g.root;
        let sans: Vec<&str> = t.children(MoveTree::ROOT).map(|id| t[id].san()).collect();
        assert_eq!(sans, ["e4", "d4", "c4"]);
        assert_eq!(g.mainline_san(), ["e4", "e5"]);
        assert!(r.next_game().unwrap().is_none());
    }
}
