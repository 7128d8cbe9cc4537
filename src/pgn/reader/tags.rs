//! The tag pairs of a game, `[Name "value"]`, read leniently: a result written `½-½` or with
//! typographic dashes, quotes left unescaped inside a value.

use super::{normalize_comment, Loc, Reader};
use crate::pgn::error::{shorten, PgnError, PgnErrorKind};
use crate::pgn::lexer::{result_with_dashes, Tok, Token};
use crate::pgn::model::PgnGame;

fn unescape(raw: &str, escaped: bool) -> String {
    if !escaped {
        return raw.to_owned();
    }
    let mut out = String::with_capacity(raw.len());
    let mut chars = raw.chars();
    while let Some(c) = chars.next() {
        if c == '\\' {
            match chars.clone().next() {
                Some(n @ ('"' | '\\')) => {
                    out.push(n);
                    chars.next();
                }
                _ => out.push(c),
            }
        } else {
            out.push(c);
        }
    }
    out
}

impl<'a> Reader<'a> {
    pub(super) fn read_tags(&mut self, game: &mut PgnGame) -> Result<(), PgnError> {
        while let Some(t) = self.peek()? {
            match t.tok {
                Tok::LBracket => {
                    // An Event tag in a game that has one: the next game's tags (this one has
                    // no movetext: a forfeit, a bye).
                    let at = self.lex.last_token().0 + 1;
                    let next = self.lex.text().get(at..).unwrap_or("");
                    if next.starts_with("Event ") && game.tag("Event").is_some() {
                        break;
                    }
                    self.bump();
                    let (name, mut value) = self.read_tag(t.at())?;
                    // The draw as scoresheets print it, and results with typographic dashes,
                    // read in the tag as in the movetext.
                    if name == "Result" {
                        if let Some(result) = result_with_dashes(&value) {
                            value = result.into();
                        }
                    }
                    // A tag given twice: the last value, in the first place (one tag a name).
                    game.set_tag(&name, value);
                }
                Tok::Comment(body) => {
                    self.bump();
                    game.comments.push(normalize_comment(body));
                }
                _ => break,
            }
        }
        Ok(())
    }

    fn read_tag(&mut self, line: Loc) -> Result<(String, String), PgnError> {
        let tag = PgnErrorKind::Tag;
        let name = match self.next()? {
            Some(Token {
                tok: Tok::Symbol(name),
                ..
            }) => {
                if !name.starts_with(|c: char| c.is_ascii_alphabetic()) {
                    return Err(self.error(
                        tag,
                        line,
                        name,
                        format!("tag name '{}' must start with a letter", shorten(name)),
                    ));
                }
                if !name.bytes().all(|b| b.is_ascii_alphanumeric() || b == b'_') {
                    return Err(self.error(
                        tag,
                        line,
                        name,
                        format!(
                            "tag name '{}' may contain only letters, digits and '_'",
                            shorten(name)
                        ),
                    ));
                }
                name
            }
            Some(t) => {
                return Err(self.error(
                    tag,
                    t.at(),
                    t.text,
                    format!(
                        "'[' must be followed by a tag name, not '{}'",
                        shorten(t.text)
                    ),
                ))
            }
            None => {
                return Err(self.error(
                    tag,
                    line,
                    "[",
                    "the input ends inside a tag pair: expected a tag name after '['".into(),
                ))
            }
        };
        let (raw, escaped, value_line) = match self.next()? {
            Some(Token {
                tok: Tok::Str { raw, escaped },
                line,
                ..
            }) => (raw, escaped, line),
            Some(t) => {
                return Err(self.error(
                    tag,
                    line,
                    t.text,
                    format!(
                        "tag [{name}] has no value: expected a quoted string, found '{}'",
                        shorten(t.text)
                    ),
                ))
            }
            None => {
                return Err(self.error(
                    tag,
                    line,
                    name,
                    format!("the input ends inside tag [{name}]: expected a quoted value"),
                ))
            }
        };
        let value = match self.next()? {
            Some(Token {
                tok: Tok::RBracket, ..
            }) => Some((raw, escaped)),
            Some(t) => self
                .quotes_in_value(raw, value_line)
                .ok_or_else(|| {
                    self.error(
                        tag,
                        line,
                        t.text,
                        format!(
                            "tag [{name} ...] is not closed: expected ']', found '{}'",
                            shorten(t.text)
                        ),
                    )
                })
                .map(Some)?,
            None => None,
        };
        let Some((raw, escaped)) = value else {
            return Err(self.error(
                tag,
                line,
                name,
                format!("tag [{name} ...] is not closed: the input ends before ']'"),
            ));
        };
        Ok((name.to_owned(), unescape(raw, escaped)))
    }

    /// A tag value with quotes left unescaped (`[Event "Memorial "Tal" Open"]`), as lenient
    /// readers take it: everything from the opening quote to the last one before the `]` that
    /// ends the line. `raw` is the value read up to the first inner quote, on line `line`;
    /// `None` when its line does not end the tag pair.
    fn quotes_in_value(&mut self, raw: &'a str, line: u32) -> Option<(&'a str, bool)> {
        let text = self.lex.text();
        let open = (raw.as_ptr() as usize).checked_sub(text.as_ptr() as usize)?;
        let rest = text.as_bytes().get(open..)?;
        let rest = rest
            .split(|&b| b == b'\n')
            .next()
            .unwrap_or(rest)
            .trim_ascii_end();
        let [.., b'"', b']'] = rest else {
            return None;
        };
        let value = text.get(open..open + rest.len() - 2)?;
        self.peeked = None;
        self.lex.seek(open + rest.len(), line);
        // `any`, not `contains`: see `MoveTree::push_nag`.
        Some((value, value.bytes().any(|b| b == b'\\')))
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn pgn_reader_unescapes_tags() {
        assert_eq!(unescape(r#"a \"b\" \\ c\d"#, true), r#"a "b" \ c\d"#);
        assert_eq!(unescape(r"plain\", false), r"plain\");
    }
}
