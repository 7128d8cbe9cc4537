//! The tokens that hold free text: comments, `{...}` and `;...`, tag values in quotes (a word
//! processor's too), and the words some records write after the result.

use super::{LexError, Lexer, Tok, Token};
use crate::pgn::error::PgnErrorKind;

/// Whether `rest` is `]` and blank space to the end of its line.
fn ends_tag_line(rest: &[u8]) -> bool {
    let mut closed = false;
    for &b in rest {
        match b {
            b'\n' => break,
            b']' if !closed => closed = true,
            b' ' | b'\t' | b'\r' | 0x0c => {}
            _ => return false,
        }
    }
    closed
}

impl<'a> Lexer<'a> {
    /// A `;` comment, to the end of its line.
    pub(super) fn line_comment(&mut self, start: usize, line: u32) -> Result<Token<'a>, LexError> {
        self.skip_line();
        let body = self.text.get(start + 1..self.pos).unwrap_or("");
        if body.len() > self.max_comment {
            return Err(self.comment_too_long(line, "{"));
        }
        Ok(self.token(Tok::Comment(body), start, line))
    }

    /// Words after a result on its line (`1-0 White wins on time`), as some records keep a
    /// note of how the game ended: a comment, to the end of the line or a comment after them.
    /// `None` when the line holds nothing more, or tokens of its own (a comment, the result
    /// again, the next game's tags or move number).
    #[inline(never)]
    pub fn words_after_result(&mut self) -> Option<Token<'a>> {
        let bytes = self.bytes();
        let mut start = self.pos;
        while let Some(b' ' | b'\t') = bytes.get(start) {
            start += 1;
        }
        let rest = bytes.get(start..)?;
        // A letter, `(` or `-` first: a letter beyond ASCII by its UTF-8 lead byte, from Latin
        // (U+00C0) through Greek, Cyrillic, Hebrew and Arabic (U+07FF), and from CJK (U+4000)
        // through Hangul (U+D7FF); not `½`, blank space, dashes, quotation marks.
        if !matches!(
            rest.first()?,
            b'A'..=b'Z' | b'a'..=b'z' | b'(' | b'-' | 0xC3..=0xDF | 0xE4..=0xED
        ) {
            return None;
        }
        // To the end of the line, or to a comment after them.
        let len = rest
            .iter()
            .position(|b| matches!(b, b'\n' | b'\r' | b'{' | b'}' | b';'))
            .unwrap_or(rest.len());
        if len > self.max_comment {
            return None;
        }
        let line = self.line;
        self.pos = start + len;
        self.last_start = start;
        self.last_line = line;
        let body = self.text.get(start..self.pos)?;
        Some(self.token(Tok::Comment(body), start, line))
    }

    fn comment_too_long(&self, line: u32, token: &str) -> LexError {
        self.err(
            PgnErrorKind::TooLong,
            line,
            token,
            format!(
                "comment is longer than the {} bytes allowed",
                self.max_comment
            ),
        )
    }

    pub(super) fn block_comment(&mut self, start: usize, line: u32) -> Result<Token<'a>, LexError> {
        let bytes = self.bytes();
        let body_start = start + 1;
        let mut i = body_start;
        let mut newlines = 0;
        let mut last_newline = None;
        loop {
            match bytes.get(i) {
                Some(b'}') => break,
                Some(b'\n') => {
                    newlines += 1;
                    last_newline = Some(i);
                }
                Some(_) => {}
                None => {
                    return Err(self.err(
                        PgnErrorKind::Syntax,
                        line,
                        "{",
                        "unbalanced '{': the comment opened here is never closed".to_string(),
                    ))
                }
            }
            i += 1;
            if i - body_start > self.max_comment {
                let mut e = self.comment_too_long(line, "{");
                e.message.push_str(" (is a '}' missing?)");
                return Err(e);
            }
        }
        let col = self.column(start);
        self.line += newlines;
        if let Some(nl) = last_newline {
            self.line_start = nl + 1;
        }
        self.pos = i + 1;
        let body = self.text.get(body_start..i).unwrap_or("");
        Ok(Token {
            tok: Tok::Comment(body),
            text: self.text.get(start..self.pos).unwrap_or(""),
            line,
            col,
        })
    }

    /// A tag value in a word processor's quotation marks (`[Event “Casual”]`, `„Casual“`), as
    /// records that passed through one have them: from `“` or `„` to the next `”` or `“` on its
    /// line, with no escapes. `None` when no such value starts at `start`.
    pub(super) fn curly_string(&mut self, start: usize, line: u32) -> Option<Token<'a>> {
        let rest = self.text.get(start..)?;
        let body = rest.strip_prefix('“').or_else(|| rest.strip_prefix('„'))?;
        let len = body.find(['”', '“', '\n'])?;
        if body.get(len..)?.starts_with('\n') || len > self.max_comment {
            return None;
        }
        // The opening mark, the value, the closing mark (`”` and `“` are both three bytes).
        self.pos = start + (rest.len() - body.len()) + len + '”'.len_utf8();
        let raw = body.get(..len)?;
        Some(self.token(
            Tok::Str {
                raw,
                escaped: false,
            },
            start,
            line,
        ))
    }

    pub(super) fn string(&mut self, start: usize, line: u32) -> Result<Token<'a>, LexError> {
        let bytes = self.bytes();
        let mut i = start + 1;
        let mut escaped = false;
        loop {
            match bytes.get(i) {
                Some(b'"') => break,
                Some(b'\\') if matches!(bytes.get(i + 1), Some(b'"' | b'\\')) => {
                    // `[Site "C:\"]`: a backslash that ends a value, before the quote and the
                    // `]` that end its line, is the value's (as lenient readers take it).
                    i += 1;
                    if bytes.get(i) == Some(&b'"')
                        && ends_tag_line(bytes.get(i + 1..).unwrap_or_default())
                    {
                        break;
                    }
                    escaped = true;
                }
                Some(b'\n') | None => {
                    let raw = self.text.get(start..i).unwrap_or("");
                    return Err(self.err(
                        PgnErrorKind::Tag,
                        line,
                        raw.trim_end(),
                        format!(
                            "string {} is not closed: missing '\"' before the end of the line",
                            crate::pgn::error::shorten(raw.trim_end())
                        ),
                    ));
                }
                Some(_) => {}
            }
            i += 1;
            if i - start > self.max_comment {
                return Err(self.err(
                    PgnErrorKind::TooLong,
                    line,
                    "\"",
                    format!(
                        "string is longer than the {} bytes allowed",
                        self.max_comment
                    ),
                ));
            }
        }
        self.pos = i + 1;
        let raw = self.text.get(start + 1..i).unwrap_or("");
        Ok(self.token(Tok::Str { raw, escaped }, start, line))
    }
}
