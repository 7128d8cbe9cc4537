//! A game: a start position, the moves played, and how (or whether) it has ended.
//!
//! The automatic endings are decided the moment a position arises, in this order of
//! precedence: checkmate, stalemate, dead position (insufficient material first), seventy-five
//! moves, fivefold repetition. Each is computed once per position reached and kept.
//! Repetitions are counted from the stored hashes of the positions since the last capture or
//! pawn move. The dead-position analysis ([`crate::dead`]) is skipped when a position is
//! proved alive cheaply (a reversible move from a position proved alive, which can be taken
//! back), and [`Game::batch`] puts it off to the end of a run of moves (a game record). The
//! acts (claims, agreement, resignation, flag fall) live in [`crate::claims`]; the touch-move
//! mode in [`crate::touch_move`].
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

use core::fmt;

use crate::bitboard::Bitboard;
use crate::chess960;
use crate::dead::{self, Verdict};
use crate::fen::CastlingNotation;
use crate::moves::{Move, MoveList};
use crate::outcome::{Outcome, Termination};
use crate::position::{FenError, Position};
use crate::san::{self, SanError};
use crate::square::{File, Rank, Square};
use crate::touch_move::{self, Touch, TouchMove};
use crate::types::{Color, Role};
use crate::uci::{self, Uci, UciError};

/// Plies without capture or pawn move after which the game is drawn by itself (Law 9.6.2).
pub const SEVENTY_FIVE_MOVES: u32 = 150;
/// Plies without capture or pawn move after which a draw may be claimed (Law 9.3).
pub const FIFTY_MOVES: u32 = 100;

/// Why an act on a [`Game`] was refused.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum GameError {
    /// The game has already ended this way.
    GameOver(Outcome),
    /// No draw claim holds (the message says why; a stated move stays played).
    NoClaim(String),
    /// A draw agreed before both players made a move (Law 5.2.3).
    AgreementTooEarly,
    /// A well-formed move that is not legal here (or not allowed by the touch-move rule).
    IllegalMove(String),
    /// Text that is not a move in SAN or UCI.
    InvalidMove(String),
    /// SAN that could mean more than one move.
    AmbiguousMove(String),
    /// A FEN that is unreadable or describes an impossible position.
    InvalidFen(String),
    /// A PGN that cannot be read or replayed.
    InvalidPgn(String),
    /// Any other argument out of range (a Chess960 number past 959).
    InvalidArgument(String),
}

impl GameError {
    /// The `ChessError` code of the JS API.
    pub const fn code(&self) -> &'static str {
        match self {
            GameError::GameOver(_) => "GAME_OVER",
            GameError::NoClaim(_) | GameError::AgreementTooEarly => "NO_CLAIM",
            GameError::IllegalMove(_) => "ILLEGAL_MOVE",
            GameError::InvalidMove(_) => "INVALID_MOVE",
            GameError::AmbiguousMove(_) => "AMBIGUOUS_MOVE",
            GameError::InvalidFen(_) => "INVALID_FEN",
            GameError::InvalidPgn(_) => "INVALID_PGN",
            GameError::InvalidArgument(_) => "INVALID_ARGUMENT",
        }
    }
}

impl fmt::Display for GameError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            GameError::GameOver(outcome) => write!(f, "the game is over: {outcome}"),
            GameError::NoClaim(why) => write!(f, "no draw can be claimed: {why}"),
            GameError::AgreementTooEarly => f.write_str(
                "a draw can be agreed only after both players have made at least one move (Law 5.2.3)",
            ),
            GameError::IllegalMove(m)
            | GameError::InvalidMove(m)
            | GameError::AmbiguousMove(m)
            | GameError::InvalidFen(m)
            | GameError::InvalidPgn(m)
            | GameError::InvalidArgument(m) => f.write_str(m),
        }
    }
}

impl std::error::Error for GameError {}

impl From<SanError> for GameError {
    fn from(e: SanError) -> GameError {
        match e {
            SanError::Syntax(m) => GameError::InvalidMove(m),
            SanError::Illegal(m) => GameError::IllegalMove(m),
            SanError::Ambiguous(m) => GameError::AmbiguousMove(m),
        }
    }
}

impl From<UciError> for GameError {
    fn from(e: UciError) -> GameError {
        match e {
            UciError::Syntax(m) => GameError::InvalidMove(m),
            UciError::Illegal(m) => GameError::IllegalMove(m),
        }
    }
}

impl From<FenError> for GameError {
    fn from(e: FenError) -> GameError {
        GameError::InvalidFen(e.to_string())
    }
}

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
    /// [`GameError::InvalidFen`] with every reason the FEN is wrong.
    pub fn from_fen(fen: &str, chess960: bool) -> Result<Game, GameError> {
        Ok(Game::from_position(Position::from_fen(fen)?, chess960))
    }

    /// A game from a validated position (see [`Game::from_fen`] for the `chess960` flag).
    pub fn from_position(start: Position, chess960: bool) -> Game {
        let chess960 = chess960 || needs_chess960(&start);
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
        }
    }

    /// Whether castling is written king-takes-rook in UCI (`e1h1`).
    pub fn is_chess960(&self) -> bool {
        self.chess960
    }

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

    pub fn last_move(&self) -> Option<Move> {
        self.moves.last().copied()
    }

    pub fn turn(&self) -> Color {
        self.position().turn()
    }

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
        if !self.position().is_legal(m) {
            return Err(GameError::IllegalMove(format!(
                "{} is not legal in this position",
                self.uci(m)
            )));
        }
        self.play_legal(m)
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

    /// Runs the analyses put off by [`Game::batch`]. Returns the ending of a position before
    /// the last one if it turns out to be dead (the moves after it are then taken back).
    fn settle(&mut self) -> Option<Outcome> {
        let first = self.records.iter().position(|r| r.pending)?;
        let last = self.records.len() - 1;
        // One analysis of the last position usually proves all the others alive.
        let proved = self.records[last].alive
            || (self.records[last].pending && dead::is_dead(&self.positions[last]) == Verdict::No);
        if proved {
            for record in &mut self.records[first..] {
                if record.pending {
                    record.pending = false;
                    record.alive = true;
                }
            }
            return None;
        }
        for i in first..=last {
            if !self.records[i].pending {
                continue;
            }
            let alive = i > 0
                && self.records[i - 1].alive
                && returns_to(
                    &self.positions[i],
                    self.moves[i - 1],
                    &self.positions[i - 1],
                );
            let record = evaluate(
                &self.positions[i],
                self.records[i].repetitions,
                alive,
                false,
            );
            self.records[i] = record;
            if let (Some(outcome), true) = (record.ending, i < last) {
                while self.moves.len() > i {
                    self.undo();
                }
                return Some(outcome);
            }
        }
        None
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

    // --- Touch-move mode (Law 4) ---

    /// Turns the touch-move rule on or off. Off by default; touches are then ignored.
    pub fn set_touch_move(&mut self, on: bool) {
        self.touch_move = on;
        self.touches.clear();
    }

    pub fn is_touch_move(&self) -> bool {
        self.touch_move
    }

    /// Records that the player to move deliberately touched the piece on `square` (picked it
    /// up, started a drag, selected it). Ignored outside touch-move mode.
    ///
    /// # Errors
    /// [`GameError::GameOver`].
    pub fn touch(&mut self, square: Square) -> Result<(), GameError> {
        self.add_touch(Touch::piece(square))
    }

    /// Records an announced adjustment (*j'adoube*) of the piece on `square`: no obligation.
    ///
    /// # Errors
    /// [`GameError::GameOver`].
    pub fn adjust(&mut self, square: Square) -> Result<(), GameError> {
        self.add_touch(Touch::adjust(square))
    }

    fn add_touch(&mut self, touch: Touch) -> Result<(), GameError> {
        self.ensure_going_on()?;
        if self.touch_move {
            self.touches.push(touch);
        }
        Ok(())
    }

    /// The touches of the current turn, in order.
    pub fn touches(&self) -> &[Touch] {
        &self.touches
    }

    /// The moves the touch-move rule still allows, and whether a draw claim is lost (all
    /// legal moves and no loss outside touch-move mode).
    pub fn touch_verdict(&self) -> TouchMove {
        touch_move::allowed_moves(self.position(), &self.touches)
    }

    /// The legal moves the player may make now: all of them, or those the touch-move rule
    /// leaves (none once the game is over).
    pub fn allowed_moves(&self) -> MoveList {
        if self.is_over() {
            MoveList::new()
        } else if self.touch_move && !self.touches.is_empty() {
            self.touch_verdict().moves
        } else {
            self.position().legal_moves()
        }
    }

    /// Whether the player to move has lost the right to claim a draw on this move by touching
    /// a piece (Law 9.4; touch-move mode only).
    pub fn claim_forfeited(&self) -> bool {
        self.touch_move && self.touch_verdict().claim_forfeited
    }

    fn check_touch_move(&self, m: Move) -> Result<(), GameError> {
        if !self.touch_move || self.touches.is_empty() {
            return Ok(());
        }
        let verdict = self.touch_verdict();
        if verdict.moves.contains(&m) {
            Ok(())
        } else {
            Err(GameError::IllegalMove(format!(
                "{} is not allowed by the touch-move rule: {}",
                self.san(m),
                verdict.obligation.describe(self.position())
            )))
        }
    }
}

/// Same position under Law 9.2.3: same side to move, same pieces on the same squares, same
/// castling rights, same legal en passant capture (the hash already says so; the fields make
/// it exact).
pub(crate) fn same_position(a: &Position, b: &Position) -> bool {
    a.hash() == b.hash()
        && a.turn() == b.turn()
        && a.castling_rights() == b.castling_rights()
        && a.ep_square() == b.ep_square()
        && a.board() == b.board()
}

/// What `pos`, occurring for the `repetitions`-th time, means: its automatic ending by
/// precedence, and whether it is proved not dead. `alive` says it is known already, and
/// `defer` puts the dead-position analysis off: either way it is not run.
pub(crate) fn evaluate(pos: &Position, repetitions: u32, alive: bool, defer: bool) -> Record {
    let mut record = Record {
        repetitions,
        ending: None,
        alive,
        pending: false,
    };
    let moves = pos.count_legal_moves();
    if moves == 0 {
        record.alive = pos.is_check();
        record.ending = Some(if record.alive {
            Outcome::win(Termination::Checkmate, !pos.turn())
        } else {
            Outcome::draw(Termination::Stalemate)
        });
        return record;
    }
    if dead::is_insufficient_material(pos.board()) {
        record.alive = false;
        record.ending = Some(Outcome::draw(Termination::InsufficientMaterial));
        return record;
    }
    if !alive && could_be_dead(pos, moves) {
        if defer {
            record.pending = true;
        } else {
            match dead::is_dead(pos) {
                Verdict::Yes => {
                    record.ending = Some(Outcome::draw(Termination::DeadPosition));
                    return record;
                }
                Verdict::No => record.alive = true,
                Verdict::Unknown => {}
            }
        }
    }
    record.ending = if pos.halfmoves() >= SEVENTY_FIVE_MOVES {
        Some(Outcome::draw(Termination::SeventyFiveMoves))
    } else if repetitions >= 5 {
        Some(Outcome::draw(Termination::FivefoldRepetition))
    } else {
        None
    };
    record
}

/// Whether the dead-position analysis can prove anything here, cheaply decided. Past the
/// material rules (checked before), it proves a position dead only along a forced line (one
/// legal move) or behind pawns that cannot advance (each white pawn faces a black pawn head
/// on, and the other way round; no pawns at all counts too, for the pawnless endings). A
/// position with a pawn free to advance and a choice of moves is left alone: skipping the
/// analysis only ever lets a game go on (an unknown never ends a game), and it keeps a move
/// cheap in the openings and middlegames where no position is dead.
pub(crate) fn could_be_dead(pos: &Position, legal_moves: usize) -> bool {
    let board = pos.board();
    let white = board.pawns() & board.by_color(Color::White);
    let black = board.pawns() & board.by_color(Color::Black);
    let all_blocked =
        (white.shift_up() - black).is_empty() && (black.shift_down() - white).is_empty();
    legal_moves <= 1 || all_blocked
}

/// How many of the opponent's moves [`returns_to`] tries.
const RETURN_TRIES: usize = 6;

/// Whether `next`, reached from `before` by `m`, can get back to `before` exactly: the
/// opponent makes a reversible move, `m` is taken back, the opponent's move too. Then `next`
/// is not dead when `before` is not (a checkmate reachable from `before` is reachable from
/// `next`), which spares the dead-position analysis for most moves of a game.
fn returns_to(next: &Position, m: Move, before: &Position) -> bool {
    let Some(back) = reverse(m) else {
        return false;
    };
    if before.ep_square().is_some() || before.castling_rights() != next.castling_rights() {
        return false;
    }
    next.legal_moves()
        .into_iter()
        // Moves that keep the castling rights.
        .filter(|x| match x.role() {
            Role::King => (next.castling_rights()
                & Bitboard::relative_rank(next.turn(), Rank::First))
            .is_empty(),
            _ => !next.castling_rights().contains(x.from()),
        })
        .filter_map(|x| reverse(x).map(|x_back| (x, x_back)))
        .take(RETURN_TRIES)
        .any(|(x, x_back)| {
            let mut pos = next.clone();
            pos.play_unchecked(x);
            if !pos.is_legal(back) {
                return false;
            }
            pos.play_unchecked(back);
            if !pos.is_legal(x_back) {
                return false;
            }
            pos.play_unchecked(x_back);
            same_position(&pos, before)
        })
}

/// The move that undoes `m`, for a piece move that neither captures nor is made by a pawn.
fn reverse(m: Move) -> Option<Move> {
    match m {
        Move::Normal {
            role,
            from,
            capture: None,
            to,
            promotion: None,
        } if role != Role::Pawn => Some(Move::Normal {
            role,
            from: to,
            capture: None,
            to: from,
            promotion: None,
        }),
        _ => None,
    }
}

/// Castling rights that a standard game cannot have: a king off the e-file or an inner rook.
fn needs_chess960(pos: &Position) -> bool {
    pos.castling_rights().into_iter().any(|rook| {
        let king = pos.board().king_of(if rook.rank().index() == 0 {
            Color::White
        } else {
            Color::Black
        });
        !matches!(rook.file(), File::A | File::H) || king.map(|k| k.file()) != Some(File::E)
    })
}
