//! A game: a start position, the moves played, and how (or whether) it has ended.
//!
//! The automatic endings are decided the moment a position arises, in this order of
//! precedence: checkmate, stalemate, dead position (insufficient material first), seventy-five
//! moves, fivefold repetition. Each is computed once per position reached and kept.
//! Repetitions are counted from the stored hashes of the positions since the last capture or
//! pawn move. The dead-position analysis ([`crate::dead`]) is skipped when a position is
//! proved alive cheaply (a reversible move from a position proved alive, which can be taken
//! back), and [`Game::batch`] puts it off to the end of a run of moves (a game record). The
//! acts (claims, agreement, resignation, flag fall) live in `claims`, draw offers in
//! `draw_offer`, the touch-move mode in [`touch_move`], PGN import and export in `pgn`.
//!
//! ```
//! use chess_arbiter::{Color, Game, Termination};
//! let mut game = Game::new();
//! for san in ["f3", "e5", "g4", "Qh4#"] {
//!     game.play_san(san).unwrap();
//! }
//! let outcome = game.outcome().unwrap();
//! assert_eq!(outcome.termination, Termination::Checkmate);
//! assert_eq!(outcome.winner, Some(Color::Black));
//! assert!(game.play_san("Kf2").is_err()); // the game is over
//! ```

mod claims;
mod draw_offer;
mod endings;
mod error;
mod input;
pub mod outcome;
mod pgn;
pub mod touch_move;

use crate::chess960;
use crate::fen::CastlingNotation;
use crate::illegal::IllegalMove;
use crate::moves::{Move, MoveList};
use crate::position::Position;
use crate::san::{self, SanError};
use crate::types::Color;
use crate::uci::{self, Uci};

pub(crate) use endings::{evaluate, evaluate_counted, returns_to, same_position};
pub use error::GameError;
pub use outcome::{DrawClaim, Outcome, Termination};
pub use pgn::ImportWarning;
pub use touch_move::{Obligation, Touch, TouchMove};

/// Plies without capture or pawn move after which the game is drawn by itself (Law 9.6.2).
pub const SEVENTY_FIVE_MOVES: u32 = 150;
/// Plies without capture or pawn move after which a draw may be claimed (Law 9.3).
pub const FIFTY_MOVES: u32 = 100;

/// What is known of one position of the game, computed when it was reached.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub(crate) struct Record {
    /// How many times this position has occurred so far, this occurrence included.
    pub(crate) repetitions: u32,
    /// The automatic ending in this position, if any.
    pub(crate) ending: Option<Outcome>,
    /// Proved not dead: some side can still checkmate from here (or has just done so).
    pub(crate) alive: bool,
    /// The dead-position analysis was put off (inside [`Game::batch`]).
    pub(crate) pending: bool,
}

/// A game of chess from a start position (standard, Chess960 or any FEN).
#[derive(Clone, Debug)]
pub struct Game {
    chess960: bool,
    /// `positions[0]` is the start; `positions[i + 1]` arose from `moves[i]`.
    positions: Vec<Position>,
    moves: Vec<Move>,
    records: Vec<Record>,
    /// An ending by an act (claim, agreement, resignation, flag fall) in the last position.
    pub(crate) act: Option<Outcome>,
    touch_move: bool,
    touches: Vec<Touch>,
    /// Inside [`Game::batch`]: the dead-position analysis waits until the end.
    deferring: bool,
    /// PGN tags kept for export (from an imported PGN, or set by the user).
    pub(crate) tags: Vec<(String, String)>,
    /// The side whose draw offer stands (Law 9.1), if any.
    pub(crate) draw_offer: Option<Color>,
    /// The result an imported record gives, as written.
    pub(crate) recorded_result: Option<String>,
    /// What an imported record says against the Laws.
    pub(crate) warnings: Vec<ImportWarning>,
}

impl Default for Game {
    fn default() -> Game {
        Game::new()
    }
}

impl Game {
    /// A standard game from the initial position.
    pub fn new() -> Game {
        Game::from_position(Position::new(), false)
    }

    /// A Chess960 game from start position `number` (0 to 959; 518 is the standard set-up).
    ///
    /// # Errors
    /// [`GameError::InvalidArgument`] past 959.
    pub fn new_chess960(number: u32) -> Result<Game, GameError> {
        let pos = chess960::position(number).ok_or_else(|| {
            GameError::InvalidArgument(format!(
                "Chess960 start position {number} does not exist: they are numbered 0 to 959"
            ))
        })?;
        Ok(Game::from_position(pos, true))
    }

    /// A game from a FEN (X-FEN or Shredder-FEN castling); its counters come from the FEN.
    /// Castling rights that only Chess960 allows (an inner rook, a king off the e-file) make
    /// it a Chess960 game whatever `chess960` says.
    ///
    /// # Errors
    /// [`GameError::InvalidFen`] with every reason the FEN is wrong; an empty or blank FEN is
    /// refused ("the FEN is empty"): [`Game::new`] is the start position.
    pub fn from_fen(fen: &str, chess960: bool) -> Result<Game, GameError> {
        Ok(Game::from_position(Position::from_fen(fen)?, chess960))
    }

    /// A game from a validated position (see [`Game::from_fen`] for the `chess960` flag).
    pub fn from_position(start: Position, chess960: bool) -> Game {
        let chess960 = chess960 || crate::chess960::castles_as_chess960(&start);
        let record = evaluate(&start, 1, false, false);
        Game {
            chess960,
            positions: vec![start],
            moves: Vec::new(),
            records: vec![record],
            act: None,
            touch_move: false,
            touches: Vec::new(),
            deferring: false,
            tags: Vec::new(),
            draw_offer: None,
            recorded_result: None,
            warnings: Vec::new(),
        }
    }

    /// Whether castling is written king-takes-rook in UCI (`e1h1`).
    pub fn is_chess960(&self) -> bool {
        self.chess960
    }

    /// The position the game started from (the standard one, a Chess960 one or a FEN's).
    pub fn start_position(&self) -> &Position {
        &self.positions[0]
    }

    /// The current position.
    pub fn position(&self) -> &Position {
        self.positions.last().unwrap_or(&self.positions[0])
    }

    /// Every position of the game, the start first and the current one last.
    pub fn positions(&self) -> &[Position] {
        &self.positions
    }

    /// The moves played; `history()[i]` was played in `positions()[i]`.
    pub fn history(&self) -> &[Move] {
        &self.moves
    }

    /// The move that led to the current position; `None` at the start.
    pub fn last_move(&self) -> Option<Move> {
        self.moves.last().copied()
    }

    /// The side to move in the current position.
    pub fn turn(&self) -> Color {
        self.position().turn()
    }

    /// Whether the side to move is in check.
    pub fn is_check(&self) -> bool {
        self.position().is_check()
    }

    /// The FEN of the current position (X-FEN castling).
    pub fn fen(&self) -> String {
        self.position().fen_with(CastlingNotation::XFen)
    }

    /// The legal moves in the current position (none once the game is over).
    pub fn legal_moves(&self) -> MoveList {
        if self.is_over() {
            MoveList::new()
        } else {
            self.position().legal_moves()
        }
    }

    /// How many times the current position has occurred (Law 9.2.3), this time included.
    pub fn repetitions(&self) -> u32 {
        self.record().repetitions
    }

    /// Plies played since the last capture or pawn move (from the FEN's clock onwards).
    pub fn halfmoves(&self) -> u32 {
        self.position().halfmoves()
    }

    /// The SAN of a legal move in the current position (with `+` / `#`).
    pub fn san(&self, m: Move) -> String {
        san::to_san(self.position(), m)
    }

    /// The UCI of a move: castling king-takes-rook in Chess960 games.
    pub fn uci(&self, m: Move) -> String {
        uci::to_uci(m, self.chess960)
    }

    /// The SAN of every move played.
    pub fn san_history(&self) -> Vec<String> {
        self.moves
            .iter()
            .zip(&self.positions)
            .map(|(m, pos)| san::to_san(pos, *m))
            .collect()
    }

    /// How the game ended, or `None` while it goes on.
    pub fn outcome(&self) -> Option<Outcome> {
        self.act.or(self.record().ending)
    }

    /// Whether the game has ended, by the Laws (checkmate, stalemate, dead position, fivefold
    /// repetition, seventy-five moves) or by an act (a claim, an agreement, a resignation, a flag).
    pub fn is_over(&self) -> bool {
        self.outcome().is_some()
    }

    /// The automatic ending in the current position, if any (ignoring acts).
    pub fn automatic_outcome(&self) -> Option<Outcome> {
        self.record().ending
    }

    pub(crate) fn record(&self) -> &Record {
        self.records.last().unwrap_or(&self.records[0])
    }

    /// Refuses with [`GameError::GameOver`] once the game has ended.
    pub(crate) fn ensure_going_on(&self) -> Result<(), GameError> {
        match self.outcome() {
            Some(outcome) => Err(GameError::GameOver(outcome)),
            None => Ok(()),
        }
    }

    /// Reads a move in SAN or UCI (either castling convention) in the current position.
    ///
    /// # Errors
    /// [`GameError::InvalidMove`] for text that is neither; [`GameError::IllegalMove`] or
    /// [`GameError::AmbiguousMove`] when it names no single legal move.
    pub fn parse_move(&self, text: &str) -> Result<Move, GameError> {
        let text = text.trim();
        match Uci::parse(text) {
            Ok(u) => Ok(u.to_move(self.position())?),
            Err(_) => match san::parse_move(self.position(), text) {
                Err(SanError::Syntax(_)) => {
                    let shown: String = text.chars().take(24).collect();
                    Err(GameError::InvalidMove(format!(
                        "'{shown}' is not a move in SAN (Nf3, exd5, O-O, e8=Q) or UCI (g1f3, e7e8q)"
                    )))
                }
                other => Ok(other?),
            },
        }
    }

    /// Plays a legal move.
    ///
    /// # Errors
    /// [`GameError::GameOver`]; [`GameError::IllegalMove`] for a move that is not legal (or
    /// that the touch-move rule forbids, in that mode).
    pub fn play(&mut self, m: Move) -> Result<Move, GameError> {
        self.ensure_going_on()?;
        self.ensure_legal(m)?;
        self.play_legal(m)
    }

    /// Refuses a move that is not legal with [`GameError::IllegalMove`], written in UCI (the
    /// game's castling convention) and with the reason.
    pub(crate) fn ensure_legal(&self, m: Move) -> Result<(), GameError> {
        match self.position().illegal_move_reason(m) {
            None => Ok(()),
            Some(reason) => Err(GameError::IllegalMove(IllegalMove::new(
                self.uci(m),
                reason,
            ))),
        }
    }

    /// [`Game::play`] for a move the SAN or UCI reader took from this position's legal moves:
    /// no second generation to find it legal.
    pub(crate) fn play_legal(&mut self, m: Move) -> Result<Move, GameError> {
        self.ensure_going_on()?;
        self.check_touch_move(m)?;
        self.push(m);
        Ok(m)
    }

    /// Plays a move given in SAN (read leniently: `0-0`, `e8Q`, `Nbd7`, ...).
    ///
    /// # Errors
    /// As [`Game::play`], plus [`GameError::InvalidMove`] and [`GameError::AmbiguousMove`].
    pub fn play_san(&mut self, text: &str) -> Result<Move, GameError> {
        self.ensure_going_on()?;
        let m = san::parse_move(self.position(), text)?;
        self.play_legal(m)
    }

    /// Plays a move given in UCI (`g1f3`, `e7e8q`; castling `e1g1` or `e1h1`).
    ///
    /// # Errors
    /// As [`Game::play`], plus [`GameError::InvalidMove`].
    pub fn play_uci(&mut self, text: &str) -> Result<Move, GameError> {
        self.ensure_going_on()?;
        let m = uci::parse_move(self.position(), text)?;
        self.play_legal(m)
    }

    /// Plays a move given in SAN or UCI.
    ///
    /// # Errors
    /// As [`Game::parse_move`] and [`Game::play`].
    pub fn play_str(&mut self, text: &str) -> Result<Move, GameError> {
        self.ensure_going_on()?;
        let m = self.parse_move(text)?;
        self.play_legal(m)
    }

    /// Takes back the last move (and any ending by an act after it). `None` at the start.
    pub fn undo(&mut self) -> Option<Move> {
        let m = self.moves.pop()?;
        self.positions.pop();
        self.records.pop();
        self.act = None;
        self.touches.clear();
        self.draw_offer = None;
        Some(m)
    }

    /// Plays a legal move, recording what the new position means.
    pub(crate) fn push(&mut self, m: Move) {
        // A move by the other side declines a standing offer (Law 9.1.2.3).
        if self.draw_offer.is_some_and(|by| by != self.turn()) {
            self.draw_offer = None;
        }
        let mut next = self.position().clone();
        next.play_unchecked(m);
        let repetitions = self.repetitions_of(&next);
        let alive = self.record().alive && returns_to(&next, m, self.position());
        let record = evaluate(&next, repetitions, alive, self.deferring);
        self.positions.push(next);
        self.moves.push(m);
        self.records.push(record);
        self.touches.clear();
    }

    /// Runs `f` (typically playing many moves, as when reading a game record) with the
    /// dead-position analysis put off until the end, then settles it with as few analyses as
    /// possible: when a checkmate is still possible in the last position, it was possible in
    /// every position before. The result is the same as playing the moves one by one: should
    /// an earlier position turn out dead, the game ended there, the moves after it are taken
    /// back and [`GameError::GameOver`] is returned. Inside `f`, [`Game::outcome`] does not
    /// yet see dead positions (every other ending it does).
    ///
    /// # Errors
    /// The error of `f`, or [`GameError::GameOver`] as above.
    pub fn batch<T>(
        &mut self,
        f: impl FnOnce(&mut Game) -> Result<T, GameError>,
    ) -> Result<T, GameError> {
        let was_deferring = self.deferring;
        self.deferring = true;
        let result = f(self);
        self.deferring = was_deferring;
        if was_deferring {
            return result;
        }
        match self.settle() {
            Some(outcome) => Err(GameError::GameOver(outcome)),
            None => result,
        }
    }

    /// How many times `next` would have occurred if it came next: its earlier occurrences lie
    /// at even distances back, after the last capture or pawn move, and the latest one
    /// already counts those before it.
    pub(crate) fn repetitions_of(&self, next: &Position) -> u32 {
        let len = self.positions.len();
        let lowest = len.saturating_sub(next.halfmoves() as usize);
        let mut i = len;
        while i >= lowest + 2 {
            i -= 2;
            if same_position(&self.positions[i], next) {
                return self.records[i].repetitions + 1;
            }
        }
        1
    }

    /// Counts the plies both players have made, those before a FEN's start included (from its
    /// fullmove number and side to move).
    pub(crate) fn plies_made(&self) -> u64 {
        let start = self.start_position();
        let before = u64::from(start.fullmoves().saturating_sub(1)) * 2
            + u64::from(start.turn() == Color::Black);
        before + self.moves.len() as u64
    }
}
