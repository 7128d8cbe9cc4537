//! Splits PGN text into tokens that borrow from the input.
//!
//! Only ASCII bytes delimit tokens, so every slice falls on a UTF-8 boundary. Line numbers
//! count `\n` (a `\r` before it is whitespace).

mod dashes;
mod text;

use super::error::PgnErrorKind;
use super::glyphs::{annotation_nag, glued_evaluation, glued_result, glyph, Glyph, MARKED_RESULTS};

/// A token.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub(crate) enum Tok<'a> {
    LBracket,
    RBracket,
    /// A string literal's body, escapes still in place (`escaped` when it has any).
    Str {
        raw: &'a str,
        escaped: bool,
    },
    /// Letters, digits and `_+#=:-/`: a move, a move number, a result, a tag name.
    Symbol(&'a str),
    /// One or more periods.
    Dots,
    Star,
    LParen,
    RParen,
    /// A NAG: `$n`, a suffix (`!?`) or a text symbol (`+-`).
    Nag(u8),
    /// A comment's body: `{...}` or `;...` to the end of the line.
    Comment(&'a str),
    /// A `}` outside a comment.
    RBrace,
}

#[derive(Copy, Clone, Debug)]
pub(crate) struct Token<'a> {
    pub tok: Tok<'a>,
    /// The token as written (for messages).
    pub text: &'a str,
    /// The line it starts on.
    pub line: u32,
    /// The column it starts at, in characters from 1.
    pub col: u32,
}

/// A lexical error, before the reader adds the game number.
#[derive(Clone, Debug)]
pub(crate) struct LexError {
    pub kind: PgnErrorKind,
    pub line: u32,
    pub col: u32,
    pub token: String,
    pub message: String,
}

pub(crate) struct Lexer<'a> {
    text: &'a str,
    pos: usize,
    line: u32,
    max_comment: usize,
    max_symbol: usize,
    /// Where the last token (or the one that failed) starts, and its line.
    last_start: usize,
    last_line: u32,
    /// Where the current line starts.
    line_start: usize,
    /// Whether the whole text is ASCII (then a column is a byte offset in its line).
    ascii: bool,
    /// The last column counted in a text that is not all ASCII: (its line's start, a byte
    /// offset, the characters from the line's start to it). Tokens come in order, so each is
    /// counted from the one before, not from the line's start: a lichess game is one line of
    /// several KB, and counting each token's column from its start made reading quadratic.
    counted: core::cell::Cell<(usize, usize, usize)>,
}

/// Bytes that may continue a symbol.
const fn symbol_table() -> [bool; 256] {
    let mut t = [false; 256];
    let mut i = 0;
    while i < 256 {
        let c = i as u8;
        t[i] = c.is_ascii_alphanumeric()
            || matches!(c, b'_' | b'+' | b'#' | b'=' | b':' | b'-' | b'/');
        i += 1;
    }
    t
}
static SYMBOL: [bool; 256] = symbol_table();

/// A `Result` tag's value written as the movetext's result token may be (`1–0`, `½-½`), as the
/// result PGN writes: the tag and the token say the same thing, so they are read the same way.
pub(crate) fn result_with_dashes(value: &str) -> Option<&'static str> {
    match dashes::dashed(value.as_bytes(), 0, &SYMBOL) {
        Some((result, len)) if len == value.len() && super::is_result(result) => Some(result),
        _ => None,
    }
}

/// The length of the en passant marker standing alone at `at` (`e.p.` and as typed by hand,
/// `ep.`, `e.p`, `ep`: no move is written so), or 0: one that a symbol goes on from is none, but
/// for a check mark after it (`e.p.+`, the capture's), which is read next. A period after `e.p`
/// or `ep` is the marker's whatever follows it, so that the marker reads the same at the end of
/// a game's text as before the next game.
fn en_passant_marker(bytes: &[u8], at: usize) -> usize {
    let rest = bytes.get(at..).unwrap_or(&[]);
    for marker in [&b"e.p"[..], b"ep"] {
        if rest.starts_with(marker) {
            match rest.get(marker.len()) {
                Some(b'.') => return marker.len() + 1,
                Some(&c) if SYMBOL[c as usize] && !matches!(c, b'+' | b'#') => {}
                _ => return marker.len(),
            }
        }
    }
    0
}

/// Whether a chess piece's figure starts at `at` (figurine notation: `♘f3`).
fn figure(bytes: &[u8], at: usize) -> bool {
    bytes
        .get(at..)
        .and_then(crate::figurine::figure_letter)
        .is_some()
}

impl<'a> Lexer<'a> {
    pub fn new(text: &'a str, max_comment: usize, max_symbol: usize) -> Lexer<'a> {
        Lexer {
            text,
            pos: 0,
            line: 1,
            max_comment,
            max_symbol,
            last_start: 0,
            last_line: 1,
            line_start: 0,
            ascii: text.is_ascii(),
            counted: core::cell::Cell::new((0, 0, 0)),
        }
    }

    /// Jumps to `pos` (on a line start found by the caller), with the line number there.
    pub fn seek(&mut self, pos: usize, line: u32) {
        self.pos = pos.min(self.text.len());
        self.line = line;
        self.line_start = self.pos;
    }

    /// Where the last token read (or the one that failed) starts, and its line.
    pub fn last_token(&self) -> (usize, u32) {
        (self.last_start, self.last_line)
    }

    pub fn text(&self) -> &'a str {
        self.text
    }

    /// Where the next token will be looked for.
    pub fn pos(&self) -> usize {
        self.pos
    }

    /// The column (in characters, from 1) of `start`, on the current line.
    #[inline]
    fn column(&self, start: usize) -> u32 {
        let from = self.line_start.min(start);
        let n = if self.ascii {
            start - from
        } else {
            let (line_start, at, chars) = self.counted.get();
            let (at, chars) = if line_start == from && at <= start {
                (at, chars)
            } else {
                (from, 0)
            };
            let prefix = self.bytes().get(at..start).unwrap_or(&[]);
            let n = chars + prefix.iter().filter(|&&b| b & 0xC0 != 0x80).count();
            self.counted.set((from, start, n));
            n
        };
        u32::try_from(n + 1).unwrap_or(u32::MAX)
    }

    fn err(&self, kind: PgnErrorKind, line: u32, token: &str, message: String) -> LexError {
        LexError {
            kind,
            line,
            col: self.column(self.last_start),
            token: token.to_string(),
            message,
        }
    }

    fn bytes(&self) -> &'a [u8] {
        self.text.as_bytes()
    }

    fn token(&self, tok: Tok<'a>, start: usize, line: u32) -> Token<'a> {
        Token {
            tok,
            text: self.text.get(start..self.pos).unwrap_or(""),
            line,
            col: self.column(start),
        }
    }

    /// The next token, `None` at the end of the input.
    pub fn next_token(&mut self) -> Result<Option<Token<'a>>, LexError> {
        let bytes = self.bytes();
        loop {
            self.skip_whitespace();
            let Some(&b) = bytes.get(self.pos) else {
                return Ok(None);
            };
            let start = self.pos;
            let line = self.line;
            self.last_start = start;
            self.last_line = line;
            if matches!(b, b'0' | b'1' | b'O' | 0xC2) {
                if let Some((text, len)) = dashes::dashed(bytes, start, &SYMBOL) {
                    self.pos += len;
                    return Ok(Some(self.token(Tok::Symbol(text), start, line)));
                }
            }
            let single = |lexer: &mut Self, tok| {
                lexer.pos += 1;
                Ok(Some(lexer.token(tok, start, line)))
            };
            match b {
                b'%' if start == 0 || matches!(bytes.get(start - 1), Some(b'\n' | b'\r')) => {
                    // Escape line: ignored to its end.
                    self.skip_line();
                    continue;
                }
                b'[' => return single(self, Tok::LBracket),
                b']' => return single(self, Tok::RBracket),
                b'(' => return single(self, Tok::LParen),
                b')' => return single(self, Tok::RParen),
                b'*' => return single(self, Tok::Star),
                b'}' => return single(self, Tok::RBrace),
                b'{' => return self.block_comment(start, line).map(Some),
                b';' => return self.line_comment(start, line).map(Some),
                b'"' => return self.string(start, line).map(Some),
                b'.' => {
                    while bytes.get(self.pos) == Some(&b'.') {
                        self.pos += 1;
                    }
                    return Ok(Some(self.token(Tok::Dots, start, line)));
                }
                b'$' => return self.nag(start, line).map(Some),
                b'!' | b'?' => {
                    // Two at most: a longer run (`!!?`, `!!!`), as annotators emphasise, is read
                    // two characters at a time (`!!` then `?`), as python-chess reads it.
                    self.pos += 1;
                    if let Some(b'!' | b'?') = bytes.get(self.pos) {
                        self.pos += 1;
                    }
                    return self.annotation(start, line).map(Some);
                }
                b'+' | b'=' => {
                    if let Some(t) = self.glyph(start, line) {
                        return Ok(Some(t));
                    }
                    while let Some(b'+' | b'-' | b'=' | b'/') = bytes.get(self.pos) {
                        self.pos += 1;
                    }
                    if self.detached_check_mark(start) {
                        continue;
                    }
                    return self.annotation(start, line).map(Some);
                }
                b'#' => {
                    self.pos += 1;
                    if self.detached_check_mark(start) {
                        continue;
                    }
                    self.pos = start;
                    self.unexpected(start, line)?;
                }
                b'@' if bytes.get(start..start + 4) == Some(b"@@@@")
                    && !bytes.get(start + 4).is_some_and(|&c| SYMBOL[c as usize]) =>
                {
                    // A null move as some programs write it: `--`, as it is written back.
                    self.pos += 4;
                    return Ok(Some(self.token(Tok::Symbol("--"), start, line)));
                }
                b'-' if matches!(bytes.get(start + 1), Some(b'+' | b'/')) => {
                    while let Some(b'+' | b'-' | b'=' | b'/') = bytes.get(self.pos) {
                        self.pos += 1;
                    }
                    return self.annotation(start, line).map(Some);
                }
                _ if b.is_ascii_alphanumeric()
                    || b == b'-'
                    || b == b'_'
                    || figure(bytes, start) =>
                {
                    // "exd6 e.p.": the marker says nothing the move does not.
                    let marker = if b == b'e' {
                        en_passant_marker(bytes, start)
                    } else {
                        0
                    };
                    if marker > 0 {
                        self.pos += marker;
                        continue;
                    }
                    match self.symbol(start, line)? {
                        Some(token) => return Ok(Some(token)),
                        None => continue,
                    }
                }
                _ => {
                    let glyph = self.glyph(start, line);
                    if let Some(t) = glyph.or_else(|| self.curly_string(start, line)) {
                        return Ok(Some(t));
                    }
                    // Any other character: non-ASCII whitespace is skipped, the rest refused.
                    self.unexpected(start, line)?;
                }
            }
        }
    }

    /// Whether the token from `start` to the lexer's position is a check or mate mark standing
    /// alone (`Qxf7 +`, `Qxf7 #`, `++`), as records typed with a space before it have it: like
    /// `e.p.`, it says nothing the move does not (a move's own marks are not checked either), so
    /// it is passed over. Not when a symbol goes on from it (`+e5`), but for a result (`#1-0`).
    fn detached_check_mark(&self, start: usize) -> bool {
        let bytes = self.bytes();
        let mark = bytes.get(start..self.pos).unwrap_or(&[]);
        let rest = bytes.get(self.pos..).unwrap_or(&[]);
        let ends = |len: usize| !rest.get(len).is_some_and(|&c| SYMBOL[c as usize]);
        matches!(mark, b"+" | b"++" | b"#")
            && (ends(0)
                || MARKED_RESULTS
                    .iter()
                    .any(|r| rest.starts_with(r.as_bytes()) && ends(r.len())))
    }

    /// A symbol from `start`: a move, a move number, a result, a tag name. What is glued to it
    /// and is no part of it (an evaluation, a result, the en passant marker) is left for the
    /// next token or dropped. `None` for the marker `ep` with an evaluation glued to it (`ep-+`),
    /// passed over as the marker alone is.
    #[inline]
    fn symbol(&mut self, start: usize, line: u32) -> Result<Option<Token<'a>>, LexError> {
        let bytes = self.bytes();
        loop {
            if bytes.get(self.pos).is_some_and(|&c| SYMBOL[c as usize]) {
                self.pos += 1;
            } else if figure(bytes, self.pos) {
                self.pos += 3;
            } else {
                break;
            }
        }
        if self.pos - start > self.max_symbol {
            return Err(self.symbol_too_long(start, line));
        }
        let mut sym = self.text.get(start..self.pos).unwrap_or("");
        // "exd6e.p.", the en passant marker glued to the capture: the marker goes (as "exd6 e.p."
        // is in `next_token`), the rank's digit tells it from a move to the e-file. Before what
        // follows is cut from the rest: with the marker gone, `…0-1e.p.` ends with a result.
        if let (Some([b'0'..=b'9', b'e']), Some(b".p")) = (
            bytes.get(self.pos.wrapping_sub(2)..self.pos),
            bytes.get(self.pos..self.pos + 2),
        ) {
            sym = sym.get(..sym.len() - 1).unwrap_or(sym);
            self.pos += 2;
            if bytes.get(self.pos) == Some(&b'.') {
                self.pos += 1;
            }
        }
        // `e4+-`: the evaluation is read next, as the annotation it is; `Qxf7#1-0`: the result
        // is read next, as the token it is. Cut until neither is left (`k+1-+1-0`), so that the
        // move read is the one written back.
        loop {
            // `1/2-+`, `1:0+-`, `1/2½-½`: what is left is a result as typed or German records
            // write it (see dashes.rs), which is read so when it stands alone, not a move.
            if let Some(result) = result_with_dashes(sym) {
                sym = result;
                break;
            }
            if let Some(cut) = glued_evaluation(sym) {
                sym = sym.get(..cut).unwrap_or(sym);
                self.pos = start + cut;
            } else if let Some(cut) = glued_result(sym) {
                sym = sym.get(..cut).unwrap_or(sym);
                self.pos = start + cut;
            } else {
                break;
            }
        }
        if sym == "ep" {
            return Ok(None);
        }
        Ok(Some(self.token(Tok::Symbol(sym), start, line)))
    }

    /// Skips whitespace, counting lines.
    #[inline]
    fn skip_whitespace(&mut self) {
        let bytes = self.bytes();
        while let Some(&b) = bytes.get(self.pos) {
            match b {
                b'\n' => {
                    self.line += 1;
                    self.pos += 1;
                    self.line_start = self.pos;
                }
                b' ' | b'\t' | b'\r' | 0x0b | 0x0c => self.pos += 1,
                _ => break,
            }
        }
    }

    /// The error of a symbol longer than the limit.
    #[cold]
    fn symbol_too_long(&self, start: usize, line: u32) -> LexError {
        let text = self.text.get(start..self.pos).unwrap_or("");
        self.err(
            PgnErrorKind::TooLong,
            line,
            text,
            format!(
                "'{}' is {} characters long, more than the {} allowed for a token",
                super::error::shorten(text),
                text.len(),
                self.max_symbol
            ),
        )
    }

    /// A character no token starts with: skipped when it is non-ASCII whitespace or invisible,
    /// refused otherwise.
    #[cold]
    fn unexpected(&mut self, start: usize, line: u32) -> Result<(), LexError> {
        let c = self
            .text
            .get(start..)
            .and_then(|s| s.chars().next())
            .unwrap_or('\u{FFFD}');
        // Invisible characters that web pages and word processors leave between tokens: the
        // byte order mark, zero-width space, word joiner and soft hyphen; and Ctrl-Z, which ends
        // a file written under DOS and stays between such files joined byte for byte, and the
        // NUL bytes that pad a file written in blocks.
        if c.is_whitespace()
            || matches!(
                c,
                '\u{FEFF}' | '\u{200B}' | '\u{2060}' | '\u{AD}' | '\u{1A}' | '\0'
            )
        {
            self.pos += c.len_utf8();
            return Ok(());
        }
        let mut buf = [0u8; 4];
        let shown = c.encode_utf8(&mut buf);
        let message = match c {
            '\0'..='\x1f' | '\x7f' => {
                // By hand: `{:04X}` would bring the hexadecimal formatter along.
                let hex = |d| char::from_digit(d, 16).unwrap_or('0').to_ascii_uppercase();
                let c = c as u32;
                format!(
                    "unexpected control character U+00{}{}",
                    hex(c >> 4),
                    hex(c & 15)
                )
            }
            _ => format!("unexpected character '{c}'"),
        };
        Err(self.err(PgnErrorKind::Syntax, line, shown, message))
    }

    /// Moves to the end of the line: before its `\n`, or its `\r` (of `\r\n`, or alone, as old Mac
    /// files end lines: a `;` comment must not run on to the end of the game).
    fn skip_line(&mut self) {
        let bytes = self.bytes();
        while let Some(&b) = bytes.get(self.pos) {
            if b == b'\n' || b == b'\r' {
                break;
            }
            self.pos += 1;
        }
    }

    fn nag(&mut self, start: usize, line: u32) -> Result<Token<'a>, LexError> {
        let bytes = self.bytes();
        self.pos += 1;
        let mut value: u32 = 0;
        while let Some(&d) = bytes.get(self.pos).filter(|d| d.is_ascii_digit()) {
            value = value.saturating_mul(10).saturating_add(u32::from(d - b'0'));
            self.pos += 1;
        }
        // Swallow letters glued to the number so the message shows the whole token.
        let digits_end = self.pos;
        while bytes.get(self.pos).is_some_and(|&c| SYMBOL[c as usize]) {
            self.pos += 1;
        }
        let text = self.text.get(start..self.pos).unwrap_or("$");
        if digits_end == start + 1 || digits_end != self.pos {
            return Err(self.err(
                PgnErrorKind::Syntax,
                line,
                text,
                format!(
                    "'{}' is not a NAG: '$' must be followed by a number",
                    super::error::shorten(text)
                ),
            ));
        }
        match u8::try_from(value) {
            Ok(n) => Ok(self.token(Tok::Nag(n), start, line)),
            Err(_) => Err(self.err(
                PgnErrorKind::Syntax,
                line,
                text,
                format!(
                    "NAG {} is out of range ($0 to $255)",
                    super::error::shorten(text)
                ),
            )),
        }
    }

    /// The annotation glyph or typographic ellipsis at `start` (see `glyphs`), if any.
    fn glyph(&mut self, start: usize, line: u32) -> Option<Token<'a>> {
        let (len, glyph) = glyph(self.text.get(start..)?)?;
        self.pos = start + len;
        let tok = match glyph {
            Glyph::Nag(n) => Tok::Nag(n),
            Glyph::Dots => Tok::Dots,
        };
        Some(self.token(tok, start, line))
    }

    fn annotation(&mut self, start: usize, line: u32) -> Result<Token<'a>, LexError> {
        let text = self.text.get(start..self.pos).unwrap_or("");
        match annotation_nag(text) {
            Some(n) => Ok(self.token(Tok::Nag(n), start, line)),
            None => Err(self.err(
                PgnErrorKind::Syntax,
                line,
                text,
                format!("unknown annotation '{}'", super::error::shorten(text)),
            )),
        }
    }
}

#[cfg(test)]
mod tests;
