//! The one error type of the PGN reader, replay and builder.

use core::fmt;

/// What kind of problem a [`PgnError`] reports.
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash)]
#[non_exhaustive]
pub enum PgnErrorKind {
    /// The whole input is larger than [`Limits::max_input_bytes`](super::Limits).
    InputTooLarge,
    /// More games than [`Limits::max_games`](super::Limits).
    TooManyGames,
    /// Variations nested deeper than [`Limits::max_depth`](super::Limits).
    TooDeep,
    /// A comment, tag or move longer than its limit.
    TooLong,
    /// A malformed tag pair (`[Event "x"` without `]`, `[123 "x"]`, ...).
    Tag,
    /// Text that is not PGN: an unexpected character or token, unbalanced braces or
    /// parentheses, an unterminated comment or string.
    Syntax,
    /// A move token that is not SAN at all.
    InvalidMove,
    /// A move that is not legal in its position.
    IllegalMove,
    /// A move that could mean more than one legal move.
    AmbiguousMove,
    /// The `FEN` tag (or the `SetUp` / `Variant` combination) gives no valid start position.
    InvalidStart,
    /// A `Variant` tag naming rules other than the Laws of Chess or Chess960.
    UnsupportedVariant,
    /// [`parse_one`](super::parse_one) found no game at all.
    NoGame,
}

/// An error in PGN text or in the moves of a game, with where it is.
///
/// [`Display`](fmt::Display) gives `game 3, line 17, column 5: unbalanced ')'`: the game number
/// counts from 1 in the input; the line and the column (in characters) count from 1 too. An
/// error about the input as a whole (its size) has game and line 0 and shows only the message;
/// one about a game's tags as a whole (its `FEN` tag) has line 0 or column 0.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct PgnError {
    /// What kind of problem it is.
    pub kind: PgnErrorKind,
    /// 1-based game number in the input (0: the input as a whole).
    pub game: usize,
    /// 1-based line number (0: no particular line).
    pub line: usize,
    /// 1-based column of the offending token in its line, in characters (0: no particular
    /// place, as for a game built in code).
    pub column: usize,
    /// The offending token, shortened to a readable length ("" when there is none, e.g. at
    /// the end of the input).
    pub token: String,
    /// What is wrong, without the position prefix.
    pub message: String,
}

impl PgnError {
    pub(crate) fn new(
        kind: PgnErrorKind,
        game: usize,
        line: usize,
        token: &str,
        message: impl Into<String>,
    ) -> PgnError {
        PgnError::new_at(kind, game, line, 0, token, message)
    }

    pub(crate) fn new_at(
        kind: PgnErrorKind,
        game: usize,
        line: usize,
        column: usize,
        token: &str,
        message: impl Into<String>,
    ) -> PgnError {
        PgnError {
            kind,
            game,
            line,
            column,
            token: shorten(token),
            message: message.into(),
        }
    }
}

impl fmt::Display for PgnError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        if self.game == 0 {
            f.write_str(&self.message)
        } else if self.line == 0 {
            write!(f, "game {}: {}", self.game, self.message)
        } else if self.column == 0 {
            write!(
                f,
                "game {}, line {}: {}",
                self.game, self.line, self.message
            )
        } else {
            write!(
                f,
                "game {}, line {}, column {}: {}",
                self.game, self.line, self.column, self.message
            )
        }
    }
}

impl std::error::Error for PgnError {}

/// The longest token quoted in a message, in characters.
const MAX_QUOTE: usize = 32;

/// A token as quoted in messages: at most [`MAX_QUOTE`] characters, control characters
/// replaced, `…` marking a cut.
pub(crate) fn shorten(token: &str) -> String {
    let mut out = String::with_capacity(token.len().min(MAX_QUOTE * 2));
    for (i, c) in token.chars().enumerate() {
        if i == MAX_QUOTE {
            out.push('…');
            break;
        }
        out.push(if c.is_control() { '\u{FFFD}' } else { c });
    }
    out
}
