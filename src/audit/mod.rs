//! The arbiter's audit: a whole game record put before the Laws.
//!
//! A record is what the players wrote, not a live game: it may hold illegal moves, a draw
//! that could have been claimed, an automatic ending (checkmate, stalemate, dead position,
//! fivefold repetition, seventy-five moves) that the players played past, and a result that
//! the Laws overturn. [`audit_game`] walks the main line of a record move by move and reports
//! each of these as an [`Event`], and gives the [`Ruling`]: the result the Laws give the record.
//!
//! ```
//! use chess_arbiter::audit::{audit_pgn, EventKind};
//! let reports = audit_pgn("[Result \"1/2-1/2\"]\n\n1. f3 e5 2. g4 Qh4# 3. Kf2 1/2-1/2");
//! let report = reports[0].as_ref().unwrap();
//! assert_eq!(report.ruling.result, "0-1");
//! assert!(!report.agrees);
//! let kinds: Vec<EventKind> = report.events.iter().map(|e| e.kind).collect();
//! assert_eq!(kinds, [EventKind::Checkmate, EventKind::MovesAfterEnd, EventKind::ResultMismatch]);
//! ```

mod irregular;
mod memo;
mod mobility;
mod ruling;
mod walk;
mod words;

use crate::fen::{Setup, STARTING_FEN};
use crate::game::Termination;
use crate::pgn::{self, Limits, Node, PgnError, PgnGame};
use crate::position::Position;
use crate::square::Square;
use crate::types::Color;

pub use irregular::Irregularity;

/// What an [`Event`] reports.
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash)]
pub enum EventKind {
    /// A move that is not legal in its position (Laws 3 and 7.5). When it can be carried out
    /// on the board the audit goes on from the position it made.
    IllegalMove,
    /// A move that cannot be carried out on the board (no piece can move so, not SAN, or
    /// several moves fit): the audit of the record stops there.
    UnreadableMove,
    /// After the ply the position stands for at least the third time: a draw claim would hold
    /// (Law 9.2).
    ThreefoldRepetition,
    /// After the ply each player has made at least fifty moves without a capture or a pawn
    /// move: a draw claim would hold (Law 9.3).
    FiftyMoves,
    /// The ply mates (Law 5.1.1).
    Checkmate,
    /// The ply stalemates (Law 5.2.1).
    Stalemate,
    /// The ply leaves a position in which neither side can mate by any series of legal moves
    /// (Law 5.2.2), insufficient material included.
    DeadPosition,
    /// The ply makes the same position stand for the fifth time (Law 9.6.1).
    FivefoldRepetition,
    /// The ply completes 75 moves of each player without a capture or a pawn move, and does
    /// not mate (Law 9.6.2).
    SeventyFiveMoves,
    /// Moves were recorded after the game had ended; they count for nothing.
    MovesAfterEnd,
    /// The recorded result is not the one the Laws give, or the movetext's result token
    /// contradicts the `Result` tag.
    ResultMismatch,
}

impl EventKind {
    /// The stable name (`"illegal_move"`, `"threefold_repetition"`, ...).
    pub const fn as_str(self) -> &'static str {
        match self {
            EventKind::IllegalMove => "illegal_move",
            EventKind::UnreadableMove => "unreadable_move",
            EventKind::ThreefoldRepetition => "threefold_repetition",
            EventKind::FiftyMoves => "fifty_moves",
            EventKind::Checkmate => "checkmate",
            EventKind::Stalemate => "stalemate",
            EventKind::DeadPosition => "dead_position",
            EventKind::FivefoldRepetition => "fivefold_repetition",
            EventKind::SeventyFiveMoves => "seventyfive_moves",
            EventKind::MovesAfterEnd => "moves_after_end",
            EventKind::ResultMismatch => "result_mismatch",
        }
    }

    /// The Law (article of the FIDE Laws of Chess) the event applies.
    pub const fn law(self) -> &'static str {
        match self {
            EventKind::IllegalMove => "7.5",
            EventKind::UnreadableMove => "3",
            EventKind::ThreefoldRepetition => "9.2",
            EventKind::FiftyMoves => "9.3",
            EventKind::Checkmate => "5.1.1",
            EventKind::Stalemate => "5.2.1",
            EventKind::DeadPosition => "5.2.2",
            EventKind::FivefoldRepetition => "9.6.1",
            EventKind::SeventyFiveMoves => "9.6.2",
            EventKind::MovesAfterEnd => "5",
            EventKind::ResultMismatch => "8.7",
        }
    }

    /// The event kind of an automatic ending.
    fn of_ending(termination: Termination) -> EventKind {
        match termination {
            Termination::Checkmate => EventKind::Checkmate,
            Termination::Stalemate => EventKind::Stalemate,
            Termination::FivefoldRepetition => EventKind::FivefoldRepetition,
            Termination::SeventyFiveMoves => EventKind::SeventyFiveMoves,
            _ => EventKind::DeadPosition,
        }
    }
}

/// One finding of the audit.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Event {
    /// The ply it concerns, from 1 (the first move of the record); 0 for an ending the start
    /// position already had, or a fifty-move claim that held in it; for a result mismatch, the last ply of the record (0 when it has
    /// no moves).
    pub ply: usize,
    /// The move of that ply as recorded (empty for ply 0).
    pub san: String,
    /// What happened.
    pub kind: EventKind,
    /// A readable English sentence.
    pub text: String,
    /// For an illegal or unreadable move: why, in words.
    pub detail: Option<String>,
    /// For an illegal or unreadable move: the cause, as a value.
    pub irregularity: Option<Irregularity>,
    /// For a claim that holds: the last ply of the unbroken stretch after which it holds.
    pub until_ply: Option<usize>,
    /// For moves after the end: how many.
    pub count: Option<usize>,
    /// The position followed an illegal move that was kept as it stood.
    pub after_irregularity: bool,
}

/// The result the Laws give a record.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Ruling {
    /// `"1-0"`, `"0-1"`, `"1/2-1/2"` or `"*"` (the game did not end).
    pub result: &'static str,
    /// How the game ended, when it did.
    pub termination: Option<Termination>,
    /// The ply at which it ended, when the board ended it (0: in the start position).
    pub ply: Option<usize>,
    /// The Law that decides.
    pub law: &'static str,
    /// A readable English sentence.
    pub text: String,
}

/// The audit of one record.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Report {
    /// The record's number in its input, from 1.
    pub game: usize,
    /// The record's tags, in order.
    pub tags: Vec<(String, String)>,
    /// How many plies the record holds (its main line).
    pub plies: usize,
    /// The findings, in the order of the plies (a result mismatch last).
    pub events: Vec<Event>,
    /// The Laws' result.
    pub ruling: Ruling,
    /// The recorded result: the `Result` tag, else the movetext's result token.
    pub recorded: Option<String>,
    /// Whether the recorded result is the Laws' (a record without one agrees only when the
    /// game did not end), and the movetext's result token, if any, the same as the tag's.
    pub agrees: bool,
    /// With [`Options::positions`]: the FEN of the start position, then of the position after
    /// each ply the audit walked (after an illegal move kept as it stood, the position it
    /// made), so that `positions[ply]` is the position an event at `ply` speaks of. Empty
    /// otherwise.
    pub positions: Vec<String>,
    /// With [`Options::positions`]: the moves of the main line as recorded, every one (those
    /// the audit did not walk too). Empty otherwise.
    pub moves: Vec<String>,
}

/// What an audit reports beyond its findings.
#[derive(Copy, Clone, Debug, Default, PartialEq, Eq)]
pub struct Options {
    /// The FEN of every position walked ([`Report::positions`]) and the moves as recorded
    /// ([`Report::moves`]), to show them (the page's Audit view does). Off by default: it
    /// costs a FEN per ply.
    pub positions: bool,
}

impl Report {
    /// Whether the audit found anything beyond a clean record (events of any kind).
    pub fn has_findings(&self) -> bool {
        !self.events.is_empty()
    }
}

/// A record given as moves rather than PGN.
#[derive(Clone, Debug, Default)]
pub struct Record {
    /// The start position (the standard one when `None`).
    pub fen: Option<String>,
    /// The moves in SAN (or UCI), as recorded.
    pub moves: Vec<String>,
    /// Tags, as a PGN header would hold them (`Result`, `Termination`, ...).
    pub tags: Vec<(String, String)>,
}

/// Audits every game of a PGN text; a game that cannot be read at all (a broken header, an
/// unbalanced variation, an impossible start position) gives its error and the audit goes on
/// with the next game.
pub fn audit_pgn(text: &str) -> Vec<Result<Report, PgnError>> {
    audit_pgn_with(text, Options::default())
}

/// [`audit_pgn`] with [`Options`].
pub fn audit_pgn_with(text: &str, options: Options) -> Vec<Result<Report, PgnError>> {
    let limits = Limits {
        max_input_bytes: usize::MAX,
        ..Limits::default()
    };
    match pgn::games_lenient(text, &limits) {
        Ok(games) => games
            .map(|game| game.and_then(|g| audit_game_with(&g, options)))
            .collect(),
        Err(e) => vec![Err(e)],
    }
}

/// Audits one PGN record: its main line, from its start position (`FEN`, `Variant`).
///
/// # Errors
/// A [`PgnError`] when the record has no start position to play from (an impossible FEN, an
/// unsupported variant).
pub fn audit_game(record: &PgnGame) -> Result<Report, PgnError> {
    audit_game_with(record, Options::default())
}

/// [`audit_game`] with [`Options`].
///
/// # Errors
/// As [`audit_game`].
pub fn audit_game_with(record: &PgnGame, options: Options) -> Result<Report, PgnError> {
    let moves: Vec<&Node> = record.mainline().collect();
    let sans: Vec<&str> = moves.iter().map(|n| n.san()).collect();
    let input = Input {
        start: record.start_position()?,
        start_ep: fen_ep_target(record.tag("FEN")),
        sans: &sans,
        moves: &moves,
        tags: &record.tags,
        recorded: recorded_result(&record.tags, record.result.as_deref()),
        token: record.result.clone(),
    };
    Ok(run(record.number.max(1), &input, options))
}

/// Why a record given as moves is not audited.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum RecordError {
    /// The FEN gives no start position: the FEN reader's error, in words.
    Fen(String),
    /// A `Variant` tag names rules other than chess and Chess960: the PGN reader's words for
    /// the same record in PGN.
    Variant(String),
}

impl std::fmt::Display for RecordError {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        match self {
            RecordError::Fen(why) | RecordError::Variant(why) => f.write_str(why),
        }
    }
}

/// Audits a record given as moves.
///
/// # Errors
/// [`RecordError`]: a FEN that gives no start position, or a `Variant` tag naming rules other
/// than chess and Chess960.
pub fn audit_record(record: &Record) -> Result<Report, RecordError> {
    audit_record_with(record, Options::default())
}

/// [`audit_record`] with [`Options`].
///
/// # Errors
/// As [`audit_record`].
pub fn audit_record_with(record: &Record, options: Options) -> Result<Report, RecordError> {
    // Refused as the same record in PGN is: another game's moves are not put before the Laws.
    if let Some((_, variant)) = record.tags.iter().find(|(n, _)| n == "Variant") {
        let mut game = PgnGame::new();
        game.set_tag("Variant", variant.as_str());
        game.variant()
            .map_err(|e| RecordError::Variant(e.message))?;
    }
    let fen = record.fen.as_deref().unwrap_or(STARTING_FEN);
    let sans: Vec<&str> = record.moves.iter().map(String::as_str).collect();
    let input = Input {
        // An empty FEN is refused by the reader, as everywhere ("the FEN is empty").
        start: Position::from_fen(fen.trim()).map_err(|e| RecordError::Fen(e.to_string()))?,
        start_ep: fen_ep_target(record.fen.as_deref()),
        sans: &sans,
        moves: &[],
        tags: &record.tags,
        recorded: recorded_result(&record.tags, None),
        token: None,
    };
    Ok(run(1, &input, options))
}

/// The recorded result: the `Result` tag, else the movetext's result token.
fn recorded_result(tags: &[(String, String)], token: Option<&str>) -> Option<String> {
    tags.iter()
        .find(|(n, _)| n == "Result")
        .map(|(_, v)| v.trim())
        .filter(|r| pgn::is_result(r))
        .or(token)
        .map(str::to_string)
}

/// The en passant square a FEN gives behind a pawn that has just made its double step. The
/// start position keeps it only when a capture there is legal; the walk needs it either way, so
/// that a capture there that is not legal (a pinned pawn, a check it does not answer) is an
/// illegal move to judge, as after a double step in the record, rather than one it cannot
/// read. None when the FEN gives no start position as written (the reader mended it).
fn fen_ep_target(fen: Option<&str>) -> Option<Square> {
    let fen = fen?.trim();
    Position::from_fen(fen).ok()?;
    Setup::from_fen(fen).ok()?.ep_square
}

/// A record, ready to walk.
struct Input<'a> {
    start: Position,
    /// See [`fen_ep_target`].
    start_ep: Option<Square>,
    sans: &'a [&'a str],
    /// The record's moves, for the `[%clk]` after each (none for a record given as moves). Only
    /// the last clocks are ever read, so they are read from the comments when asked for.
    moves: &'a [&'a Node],
    tags: &'a [(String, String)],
    recorded: Option<String>,
    /// The movetext's result token, if the record has one.
    token: Option<String>,
}

impl Input<'_> {
    /// The winner the record gives, if it gives one.
    fn recorded_winner(&self) -> Option<Color> {
        match self.recorded.as_deref() {
            Some("1-0") => Some(Color::White),
            Some("0-1") => Some(Color::Black),
            _ => None,
        }
    }
}

fn run(number: usize, input: &Input<'_>, options: Options) -> Report {
    let winner = input.recorded_winner();
    let mut walked = walk::walk(
        &input.start,
        input.start_ep,
        input.sans,
        winner,
        options.positions,
    );
    let positions = std::mem::take(&mut walked.positions);
    let ruling = ruling::rule(input, &walked);
    let mut events = walked.events;
    // A record whose movetext ends with another result than its tag gives (a contradiction
    // the signatures of Law 8.7 should not leave) agrees with neither.
    let token = input
        .token
        .as_deref()
        .filter(|t| Some(*t) != input.recorded.as_deref());
    let agrees = input.recorded.as_deref().unwrap_or("*") == ruling.result && token.is_none();
    if !agrees {
        let recorded = match token {
            Some(token) => format!(
                "{} in its Result tag and {token} in its movetext",
                input.recorded.as_deref().unwrap_or("no result")
            ),
            None => input.recorded.as_deref().unwrap_or("no result").to_string(),
        };
        events.push(Event {
            ply: input.sans.len(),
            san: input
                .sans
                .last()
                .map_or_else(String::new, |s| s.to_string()),
            kind: EventKind::ResultMismatch,
            text: format!(
                "The record gives {recorded}, but the Laws give {}: {}",
                ruling.result, ruling.text
            ),
            detail: None,
            irregularity: None,
            until_ply: None,
            count: None,
            after_irregularity: walked.irregular,
        });
    }
    Report {
        game: number,
        tags: input.tags.to_vec(),
        plies: input.sans.len(),
        events,
        ruling,
        recorded: input.recorded.clone(),
        agrees,
        positions,
        moves: match options.positions {
            true => input.sans.iter().map(|s| s.to_string()).collect(),
            false => Vec::new(),
        },
    }
}

/// "White" or "Black".
fn side(color: Color) -> &'static str {
    match color {
        Color::White => "White",
        Color::Black => "Black",
    }
}
