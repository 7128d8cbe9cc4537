//! Portable Game Notation: read, replay, validate and write games.
//!
//! The reader keeps everything a PGN file says about a game: tag pairs in order, moves as
//! written, comments before and after moves, NAGs (suffixes `!`, `?`, `!!`, `??`, `!?`, `?!`
//! become NAGs 1 to 6), nested variations and the result. It borrows from the input while
//! tokenizing, never recurses (variations are kept on an explicit stack), never panics, and
//! bounds the input size, the nesting depth and the length of comments and tokens
//! ([`Limits`]), so that text pasted into a web page cannot hang or crash it.
//!
//! Errors name the game, the line, the column and the token:
//! `game 3, line 17, column 5: unbalanced ')'`.
//!
//! ```
//! use chess_arbiter::pgn;
//! let games = pgn::parse("[White \"A\"]\n\n1. e4 e5 (1... c5 $1 {Sicilian}) 2. Nf3 1-0").unwrap();
//! let g = &games[0];
//! assert_eq!(g.tag("White"), Some("A"));
//! assert_eq!(g.mainline_san(), ["e4", "e5", "Nf3"]);
//! let (pos, moves) = g.replay().unwrap();
//! assert_eq!(moves.len(), 3);
//! assert_eq!(pos.fullmoves(), 2);
//! let text = pgn::write(g);
//! assert!(text.contains("1. e4 e5 (1... c5 $1 {Sicilian}) 2. Nf3 1-0"));
//! assert_eq!(pgn::parse_one(&text).unwrap().root, g.root);
//!
//! let err = pgn::parse("1. e4 e5 2. Nf3 Nc6)").unwrap_err();
//! assert_eq!(err.to_string(), "game 1, line 1, column 20: unbalanced ')'");
//! ```

mod annotations;
mod edit;
mod error;
mod games;
mod glyphs;
mod lexer;
mod model;
mod play;
mod reader;
mod tree;
mod writer;

pub use annotations::{
    clock, command, commands, comment_commands, comment_text, emt, eval, is_valid_command,
    nag_symbol, Eval,
};
pub use error::{PgnError, PgnErrorKind};
pub use games::Games;
pub use model::{is_result, PgnGame, Variant};
pub(crate) use model::{resolve, set_record_tags, set_tag_in};
pub use reader::Limits;
pub use tree::{Children, Mainline, MoveTree, Node, NodeId};
pub(crate) use writer::write_line;
pub use writer::{write, write_all, write_with, WriteOptions, SEVEN_TAG_ROSTER};

use reader::Reader;

/// Reads every game of a PGN text.
///
/// # Errors
/// The first [`PgnError`] met (reading stops there); see [`games_lenient`] to skip broken
/// games instead.
pub fn parse(text: &str) -> Result<Vec<PgnGame>, PgnError> {
    parse_with(text, &Limits::default())
}

/// [`parse`] with other [`Limits`].
///
/// # Errors
/// As [`parse`].
pub fn parse_with(text: &str, limits: &Limits) -> Result<Vec<PgnGame>, PgnError> {
    // A loop: collecting into a `Result` would link a copy of `collect` for this alone.
    let mut games = Vec::new();
    for game in Games::new(Reader::new(text, *limits)?, false) {
        games.push(game?);
    }
    Ok(games)
}

/// Reads the first game of a PGN text (what follows it is not read).
///
/// # Errors
/// As [`parse`]; [`PgnErrorKind::NoGame`] when the text holds no game.
pub fn parse_one(text: &str) -> Result<PgnGame, PgnError> {
    let mut reader = Reader::new(text, Limits::default())?;
    reader.next_game()?.ok_or_else(|| {
        PgnError::new(
            PgnErrorKind::NoGame,
            1,
            0,
            "",
            "there is no game in the text",
        )
    })
}

/// The games of a PGN text, read one at a time; stops after the first error.
///
/// # Errors
/// [`PgnErrorKind::InputTooLarge`] at once for text beyond [`Limits::max_input_bytes`].
pub fn games<'a>(text: &'a str, limits: &Limits) -> Result<Games<'a>, PgnError> {
    Ok(Games::new(Reader::new(text, *limits)?, false))
}

/// Like [`games`], but after an error skips to the next game (the next line starting with
/// `[` after a blank line) and goes on: every broken game yields its error, every other game
/// is read.
///
/// # Errors
/// [`PgnErrorKind::InputTooLarge`] at once for text beyond [`Limits::max_input_bytes`].
pub fn games_lenient<'a>(text: &'a str, limits: &Limits) -> Result<Games<'a>, PgnError> {
    Ok(Games::new(Reader::new(text, *limits)?, true))
}

/// [`games_lenient`] for a piece of a larger input that starts with game number `first_game`
/// on line `first_line` of the whole (both from 1): games and errors are numbered as in the
/// whole. This is how a stream is read piece by piece.
///
/// ```
/// use chess_arbiter::pgn::{self, Limits};
/// let piece = "[Event \"x\"]\n\n1. e4 e5 2. Ke3 *\n";
/// let e = pgn::games_lenient_at(piece, &Limits::default(), 7, 101).unwrap().next().unwrap();
/// assert_eq!(e.unwrap().replay().unwrap_err().to_string().get(..30), Some("game 7, line 103, column 13: 2"));
/// ```
///
/// # Errors
/// As [`games_lenient`].
pub fn games_lenient_at<'a>(
    text: &'a str,
    limits: &Limits,
    first_game: usize,
    first_line: usize,
) -> Result<Games<'a>, PgnError> {
    let reader = Reader::new(text, *limits)?.starting_at(first_game, first_line);
    Ok(Games::new(reader, true))
}

/// Reads PGN bytes: UTF-8 (with or without a byte-order mark), or else Latin-1, as older
/// files are.
///
/// # Errors
/// As [`parse`].
pub fn parse_bytes(bytes: &[u8]) -> Result<Vec<PgnGame>, PgnError> {
    let limits = Limits::default();
    if bytes.len() > limits.max_input_bytes {
        return Err(reader::input_too_large(bytes.len(), limits.max_input_bytes));
    }
    match core::str::from_utf8(bytes) {
        Ok(text) => parse(text),
        Err(_) => {
            let text: String = bytes.iter().map(|&b| char::from(b)).collect();
            // The size was checked in bytes of input; Latin-1 letters take two in UTF-8.
            let limits = Limits {
                max_input_bytes: text.len(),
                ..limits
            };
            parse_with(&text, &limits)
        }
    }
}
