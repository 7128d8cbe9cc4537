//! [`PgnGame`]: the tags, moves, comments and result of one game as written, and its replay
//! on the board.

use super::error::{PgnError, PgnErrorKind};
use super::tree::{Mainline, MoveTree, Node};
use crate::attacks;
use crate::bitboard::Bitboard;
use crate::fen::{Setup, STARTING_FEN};
use crate::moves::{Move, MoveList};
use crate::position::{FenError, InvalidPosition, Position};
use crate::san::{self, San, SanError};
use crate::types::{Color, Piece, Role};
use crate::uci::{self, UciError};

/// One game of a PGN file.
///
/// Equality compares tags, comments, moves (with their annotations and variations) and result;
/// not where the game was read from ([`number`](Self::number), [`line`](Self::line)).
#[derive(Clone, Debug)]
pub struct PgnGame {
    /// Tag pairs in the order read.
    pub tags: Vec<(String, String)>,
    /// Comments before the first move.
    pub comments: Vec<String>,
    /// The moves, with variations.
    pub root: MoveTree,
    /// The game termination marker: `"1-0"`, `"0-1"`, `"1/2-1/2"` or `"*"`; `None` when the
    /// movetext ended without one.
    pub result: Option<String>,
    /// The game's number in its input, from 1 (1 for a game built in code).
    pub number: usize,
    /// The line the game starts on in its input (0 for a game built in code).
    pub line: usize,
}

impl Default for PgnGame {
    fn default() -> PgnGame {
        PgnGame::new()
    }
}

impl PartialEq for PgnGame {
    fn eq(&self, other: &PgnGame) -> bool {
        self.tags == other.tags
            && self.comments == other.comments
            && self.result == other.result
            && self.root == other.root
    }
}

/// The rules a game is played under, from its `Variant` tag.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub enum Variant {
    /// Standard chess (no `Variant` tag, `Standard`, `From Position` …).
    Standard,
    /// Chess960 (`Variant "Chess960"`, `"Fischerandom"`, `"960"` …): castling by Chess960's
    /// rules, from the start position its `FEN` tag must give.
    Chess960,
}

impl Variant {
    /// Reads a `Variant` tag value (`None` for rules this crate does not implement).
    pub fn from_tag(value: &str) -> Option<Variant> {
        let key: String = value
            .chars()
            .filter(|c| c.is_ascii_alphanumeric())
            .map(|c| c.to_ascii_lowercase())
            .collect();
        match key.as_str() {
            "" | "standard" | "normal" | "chess" | "fromposition" => Some(Variant::Standard),
            "chess960" | "960" | "fischerandom" | "fischerrandom" | "fischerrandomchess"
            | "frc" => Some(Variant::Chess960),
            _ => None,
        }
    }
}

/// `"14.Nf6"` or `"14...Nf6"`: a move token with the number of the move in `pos`.
pub(crate) fn move_label(pos: &Position, san: &str) -> String {
    let dots = if pos.turn() == Color::White {
        "."
    } else {
        "..."
    };
    format!("{}{dots}{}", pos.fullmoves(), super::error::shorten(san))
}

impl PgnGame {
    /// A game with no tags and no moves.
    pub fn new() -> PgnGame {
        PgnGame {
            tags: Vec::new(),
            comments: Vec::new(),
            root: MoveTree::new(),
            result: None,
            number: 1,
            line: 0,
        }
    }

    /// The value of the first tag with this name.
    pub fn tag(&self, name: &str) -> Option<&str> {
        self.tags
            .iter()
            .find(|(n, _)| n == name)
            .map(|(_, v)| v.as_str())
    }

    /// The termination marker the game is written with: the movetext's, else the `Result`
    /// tag's when that is a result (a record may give its result by the tag alone), else `*`.
    pub fn termination_marker(&self) -> &str {
        self.result
            .as_deref()
            .filter(|r| is_result(r))
            .or_else(|| self.tag("Result").filter(|r| is_result(r)))
            .unwrap_or("*")
    }

    /// Sets a tag (replacing the first with this name, else adding it at the end).
    pub fn set_tag(&mut self, name: &str, value: impl Into<String>) {
        self.set_tag_string(name, value.into());
    }

    // One copy of the body for every type `set_tag` is called with (bytes in the rules entry).
    fn set_tag_string(&mut self, name: &str, value: String) {
        set_tag_in(&mut self.tags, name, value);
    }

    /// The moves of the main line.
    pub fn mainline(&self) -> Mainline<'_> {
        self.root.mainline()
    }

    /// The SAN of the main line, as written.
    pub fn mainline_san(&self) -> Vec<&str> {
        self.mainline().map(|n| n.san()).collect()
    }

    /// The number of plies of the main line.
    pub fn plies(&self) -> usize {
        self.mainline().count()
    }

    pub(super) fn start_error(&self, kind: PgnErrorKind, token: &str, message: String) -> PgnError {
        PgnError::new(kind, self.number.max(1), self.line, token, message)
    }

    /// The rules of the game, from its `Variant` tag (standard when there is none).
    ///
    /// # Errors
    /// [`PgnErrorKind::UnsupportedVariant`] for rules other than chess and Chess960.
    pub fn variant(&self) -> Result<Variant, PgnError> {
        match self.tag("Variant") {
            None => Ok(Variant::Standard),
            Some(v) => Variant::from_tag(v).ok_or_else(|| {
                self.start_error(
                    PgnErrorKind::UnsupportedVariant,
                    v,
                    format!(
                        "variant '{}' is not supported (only standard chess and Chess960)",
                        super::error::shorten(v)
                    ),
                )
            }),
        }
    }

    /// Whether the game castles by Chess960's rules: its `Variant` tag says so, or the castling
    /// rights of its start can be nothing else (see [`crate::chess960::castles_as_chess960`]).
    ///
    /// # Errors
    /// As [`start_position`](Self::start_position).
    pub fn is_chess960(&self) -> Result<bool, PgnError> {
        let start = self.start_position()?;
        Ok(self.variant()? == Variant::Chess960 || crate::chess960::castles_as_chess960(&start))
    }

    /// The position before the first move: from the `FEN` tag when there is one (X-FEN or
    /// Shredder-FEN castling, so Chess960 set-ups read as they are), else the standard
    /// starting position.
    ///
    /// # Errors
    /// [`PgnErrorKind::InvalidStart`] for an unreadable or impossible FEN (stale castling
    /// rights, an en passant square no pawn passed and a move number 0 are mended, as a
    /// lenient reader does);
    /// [`PgnErrorKind::UnsupportedVariant`].
    pub fn start_position(&self) -> Result<Position, PgnError> {
        self.variant()?;
        match self.tag("FEN") {
            Some(fen) => lenient_start(fen.trim()).map_err(|e| {
                self.start_error(
                    PgnErrorKind::InvalidStart,
                    fen,
                    format!(
                        "FEN tag \"{}\" gives no start position: {e}",
                        super::error::shorten(fen)
                    ),
                )
            }),
            // Without a FEN the game starts as standard chess does, whatever a `SetUp` tag says;
            // a Chess960 game too (start position 518).
            None => Ok(Position::new()),
        }
    }

    /// Plays the main line from the start position; gives its final position and its moves.
    /// The variations are not played: a slip in a side line (a move that is not legal there,
    /// a line hung on the wrong move) leaves the game itself readable, as readers of the main
    /// line expect. [`check`](Self::check) plays every line.
    ///
    /// # Errors
    /// The first move of the main line that is not SAN, not legal or ambiguous:
    /// `game 1, line 12: 14...Nf6 is not legal: ...`; or an error of
    /// [`start_position`](Self::start_position).
    pub fn replay(&self) -> Result<(Position, Vec<Move>), PgnError> {
        let mut moves = Vec::with_capacity(128);
        let last = self.walk(false, |_, _, m, main| {
            if let (true, Some(m)) = (main, m) {
                moves.push(m);
            }
        })?;
        Ok((last, moves))
    }

    pub(super) fn move_error(&self, pos: &Position, node: &Node, e: SanError) -> PgnError {
        let text = node.san();
        let label = move_label(pos, text);
        let (kind, message) = match e {
            SanError::Syntax(_) if matches!(text, "--" | "Z0" | "0000" | "@@@@") => (
                PgnErrorKind::InvalidMove,
                format!("{label} is a null move, which the Laws of Chess do not allow"),
            ),
            SanError::Syntax(msg) if msg.ends_with("is not a move in SAN") => (
                PgnErrorKind::InvalidMove,
                format!("{label} is not a move in SAN"),
            ),
            SanError::Syntax(msg) => (PgnErrorKind::InvalidMove, format!("{label}: {msg}")),
            SanError::Illegal(e) => (
                PgnErrorKind::IllegalMove,
                format!("{label} is not legal: {}", e.reason),
            ),
            SanError::Ambiguous(msg) => (
                PgnErrorKind::AmbiguousMove,
                format!("{label} is ambiguous: {msg}"),
            ),
        };
        PgnError::new_at(
            kind,
            self.number.max(1),
            node.line(),
            node.column(),
            text,
            message,
        )
    }

    /// Builds the record of a game played from `start`: SAN for every move (with `+` / `#`),
    /// the given tags, `SetUp` / `FEN` when the start is not the standard one or the game is
    /// Chess960 (a `Variant "Chess960"` tag is added when the castling rights show it), and the
    /// `Result` tag set to `result` (`"*"` when `None`).
    ///
    /// # Errors
    /// [`PgnErrorKind::IllegalMove`] for a move that is not legal where it is played, and
    /// [`PgnErrorKind::Syntax`] for a result that is not `1-0`, `0-1`, `1/2-1/2` or `*`.
    pub fn from_moves(
        start: &Position,
        moves: &[Move],
        tags: Vec<(String, String)>,
        result: Option<&str>,
    ) -> Result<PgnGame, PgnError> {
        let mut game = PgnGame::new();
        game.tags = tags;
        let result = result.unwrap_or("*");
        if !is_result(result) {
            return Err(PgnError::new(
                PgnErrorKind::Syntax,
                1,
                0,
                result,
                format!(
                    "result '{}' is not 1-0, 0-1, 1/2-1/2 or *",
                    super::error::shorten(result)
                ),
            ));
        }
        game.result = Some(result.to_owned());
        let is_960 = set_record_tags(&mut game.tags, start, result);
        let mut pos = start.clone();
        let mut parent = MoveTree::ROOT;
        for (i, &m) in moves.iter().enumerate() {
            if !pos.is_legal(m) {
                return Err(PgnError::new(
                    PgnErrorKind::IllegalMove,
                    1,
                    0,
                    &crate::uci::to_uci(m, is_960),
                    format!(
                        "move {} ({}) is not legal in {}",
                        i + 1,
                        move_label(&pos, &crate::uci::to_uci(m, is_960)),
                        pos.fen()
                    ),
                ));
            }
            let text = san::to_san(&pos, m);
            parent = game.root.add_move(parent, &text, 0);
            pos.play_unchecked(m);
        }
        Ok(game)
    }
}

/// Sets a tag of `tags`, as [`PgnGame::set_tag`] does.
pub(crate) fn set_tag_in(tags: &mut Vec<(String, String)>, name: &str, value: String) {
    match tags.iter_mut().find(|(n, _)| n == name) {
        Some(tag) => tag.1 = value,
        None => tags.push((name.to_owned(), value)),
    }
}

/// The tags of a record of moves played from `start` that end in `result` (one of the four
/// markers): `Result`; `Variant "Chess960"` when the castling rights show it and no variant is
/// named; `SetUp` and `FEN` when the start is not the standard one or the game is Chess960.
/// Whether the game is Chess960. (`PgnGame::from_moves`, and `Game::pgn`, which writes such a
/// record without building it.)
pub(crate) fn set_record_tags(
    tags: &mut Vec<(String, String)>,
    start: &Position,
    result: &str,
) -> bool {
    set_tag_in(tags, "Result", result.to_owned());
    let chess960 = crate::chess960::castles_as_chess960(start);
    // The variant the tags name, if any: Chess960 or not.
    let named = tags
        .iter()
        .find(|(n, _)| n == "Variant")
        .map(|(_, v)| Variant::from_tag(v) == Some(Variant::Chess960));
    if chess960 && named.is_none() {
        tags.push(("Variant".to_owned(), "Chess960".to_owned()));
    }
    let is_960 = chess960 || named == Some(true);
    let fen = start.fen();
    if fen != STARTING_FEN || is_960 {
        set_tag_in(tags, "SetUp", "1".to_owned());
        set_tag_in(tags, "FEN", fen);
    }
    is_960
}

/// The legal move a SAN token means: a fast path through the pieces that could make it,
/// and [`san::parse_move`] (with its explanations) for anything else; a token in UCI that is
/// not SAN, as UCI.
pub(crate) fn resolve(pos: &Position, text: &str) -> Result<Move, SanError> {
    if let Ok(
        parsed @ San::Normal {
            role,
            file,
            rank,
            to,
            ..
        },
    ) = San::parse(text)
    {
        let board = pos.board();
        let us = pos.turn();
        // The squares a piece of this kind could come from (symmetric attack patterns).
        let reach = match role {
            Role::Pawn => Bitboard::from_file(to.file()) | attacks::pawn_attacks(!us, to),
            _ => attacks::attacks(to, Piece { color: us, role }, board.occupied()),
        };
        let mut found = None;
        // One list, filled in place for each square: a list returned by value was copied whole
        // (its capacity, kilobytes), a fifth of reading a TWIC file.
        let mut moves = MoveList::new();
        for from in reach & board.by_role(role) & board.by_color(us) {
            if file.is_some_and(|f| from.file() != f) || rank.is_some_and(|r| from.rank() != r) {
                continue;
            }
            moves.clear();
            pos.generate(&mut moves, Bitboard::from(from));
            for &m in moves.iter() {
                if parsed.matches(m) {
                    if found.is_some() {
                        return san::parse_move(pos, text);
                    }
                    found = Some(m);
                }
            }
        }
        if let Some(m) = found {
            return Ok(m);
        }
    }
    let read = san::parse_move(pos, text);
    if read.is_ok() || text.len() > 5 {
        return read;
    }
    // A record of moves in UCI (`g1f3`, `e1g1`), as engines and some exports write them: the
    // UCI reading where the SAN one finds nothing, and the rules' reason when they refuse it.
    match uci::parse_move(pos, text) {
        Ok(m) => Ok(m),
        Err(UciError::Illegal(refused)) => Err(SanError::Illegal(refused)),
        Err(UciError::Syntax(_)) => read,
    }
}

/// Whether `text` is a game termination marker: `1-0`, `0-1`, `1/2-1/2` or `*`.
pub fn is_result(text: &str) -> bool {
    matches!(text, "1-0" | "0-1" | "1/2-1/2" | "*")
}

/// The position of a FEN tag. What real records get wrong and a reader can mend is mended:
/// castling rights the position no longer has (an edited position written with `KQkq`), an en
/// passant square no pawn just passed, a move number 0. Anything else (a missing king, the side
/// not to move in check, ...) is refused with every reason.
fn lenient_start(fen: &str) -> Result<Position, FenError> {
    let mut setup = Setup::from_fen(fen).map_err(FenError::Syntax)?;
    if let Err(e) = Position::from_setup(&setup) {
        for reason in &e.reasons {
            match *reason {
                InvalidPosition::CastlingRights(rook) => setup.castling_rights.remove(rook),
                InvalidPosition::EnPassant(_) => setup.ep_square = None,
                InvalidPosition::FullmovesOutOfRange(_) => setup.fullmoves = 1,
                _ => return Err(FenError::Position(e)),
            }
        }
    }
    Position::from_setup(&setup).map_err(FenError::Position)
}
