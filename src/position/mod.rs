//! A validated position: one that could arise in a game, with its incremental hash.
//!
//! ```
//! use chess_arbiter::{Position, Square};
//! let pos = Position::from_fen("rnbqkbnr/pppp1ppp/8/4p3/6P1/5P2/PPPPP2P/RNBQKBNR b KQkq - 0 2").unwrap();
//! let mate = pos.legal_moves().into_iter().find(|m| m.to() == Square::H4).unwrap();
//! assert!(pos.play(mate).unwrap().is_checkmate());
//! ```

use crate::attacks;
use crate::bitboard::Bitboard;
use crate::board::Board;
use crate::fen::{CastlingNotation, Setup};
use crate::moves::{king_destination, rook_destination, Move};
use crate::square::{Rank, Square};
use crate::types::{CastlingSide, Color, Piece, Role};
use crate::zobrist;

mod leaf;
mod validate;

/// A move that is not legal where it was tried (see [`crate::illegal`]).
pub use crate::illegal::IllegalMove;
use validate::{castling_right_is_workable, validate};
pub use validate::{FenError, InvalidPosition, PositionError};

/// A position that could arise in a game of chess.
#[derive(Debug, PartialEq, Eq, Hash)]
pub struct Position {
    pub(crate) board: Board,
    pub(crate) turn: Color,
    pub(crate) castling_rights: Bitboard,
    /// Set only when an en passant capture is legal, so that equal positions compare equal.
    pub(crate) ep_square: Option<Square>,
    pub(crate) halfmoves: u32,
    pub(crate) fullmoves: u32,
    pub(crate) hash: u64,
}

// Written out so that it is always inlined: every move played copies a position.
impl Clone for Position {
    #[inline(always)]
    fn clone(&self) -> Position {
        self.with_board(self.board.clone())
    }
}

impl Position {
    /// A copy for perft (see [`Board::copy_words`]).
    #[inline(always)]
    pub(crate) fn copy_for_counting(&self) -> Position {
        self.with_board(self.board.copy_words())
    }

    /// This position's other fields around `board`.
    #[inline(always)]
    fn with_board(&self, board: Board) -> Position {
        Position {
            board,
            turn: self.turn,
            castling_rights: self.castling_rights,
            ep_square: self.ep_square,
            halfmoves: self.halfmoves,
            fullmoves: self.fullmoves,
            hash: self.hash,
        }
    }
}

impl Default for Position {
    fn default() -> Position {
        Position::new()
    }
}

impl Position {
    /// The standard starting position.
    pub fn new() -> Position {
        // Built directly, not through `from_setup`: its validation is known to pass, and a new
        // game in a page would otherwise wait for the wasm engine to compile the validator.
        Position::build(&Setup::standard())
    }

    /// Reads and validates a FEN (X-FEN or Shredder-FEN castling).
    ///
    /// # Errors
    /// [`FenError::Syntax`] for text that is not FEN (an empty or blank one included: only an
    /// absent FEN means the start position); [`FenError::Position`] listing every
    /// reason the position could not arise in a game.
    pub fn from_fen(fen: &str) -> Result<Position, FenError> {
        let setup = Setup::from_fen(fen).map_err(FenError::Syntax)?;
        Position::from_setup(&setup).map_err(FenError::Position)
    }

    /// Validates a set-up. An en passant square is kept only when a capture there is legal.
    ///
    /// # Errors
    /// A [`PositionError`] listing every reason the set-up is impossible.
    pub fn from_setup(setup: &Setup) -> Result<Position, PositionError> {
        let reasons = validate(setup);
        if reasons.is_empty() {
            Ok(Position::build(setup))
        } else {
            Err(PositionError { reasons })
        }
    }

    /// Like [`Position::from_setup`], but repairs what can be repaired and tolerates what the
    /// move generator can live with: castling rights without their king and rook in place and
    /// impossible en passant squares are dropped; impossible checks, too many pieces and out-of-range counters are kept. Test
    /// suites of move generators contain such positions on purpose.
    ///
    /// # Errors
    /// The reasons that cannot be tolerated: a missing or extra king, pawns on a back rank,
    /// the side not to move in check.
    pub fn from_setup_relaxed(setup: &Setup) -> Result<Position, PositionError> {
        let mut repaired = setup.clone();
        let mut fatal = Vec::new();
        for reason in validate(setup) {
            match reason {
                // A right the generator can play (a king in the corner, in some suites) stays.
                InvalidPosition::CastlingRights(sq) => {
                    if !castling_right_is_workable(&setup.board, setup.castling_rights, sq) {
                        repaired.castling_rights.remove(sq);
                    }
                }
                InvalidPosition::EnPassant(_) => repaired.ep_square = None,
                InvalidPosition::ImpossibleCheck
                | InvalidPosition::TooManyPieces(_)
                | InvalidPosition::TooManyPawns(_)
                | InvalidPosition::FullmovesOutOfRange(_) => {}
                InvalidPosition::MissingKing(_)
                | InvalidPosition::TooManyKings(_)
                | InvalidPosition::PawnsOnBackrank
                | InvalidPosition::OppositeCheck => fatal.push(reason),
            }
        }
        if fatal.is_empty() {
            Ok(Position::build(&repaired))
        } else {
            Err(PositionError { reasons: fatal })
        }
    }

    fn build(setup: &Setup) -> Position {
        let mut pos = Position {
            board: setup.board.clone(),
            turn: setup.turn,
            castling_rights: setup.castling_rights,
            ep_square: None,
            halfmoves: setup.halfmoves,
            fullmoves: setup.fullmoves,
            hash: 0,
        };
        if let Some(ep) = setup.ep_square {
            if pos.has_legal_ep_capture(ep) {
                pos.ep_square = Some(ep);
            }
        }
        pos.hash = pos.compute_hash();
        pos
    }

    /// The set-up of this position (for FEN output or editing).
    pub fn to_setup(&self) -> Setup {
        Setup {
            board: self.board.clone(),
            turn: self.turn,
            castling_rights: self.castling_rights,
            ep_square: self.ep_square,
            halfmoves: self.halfmoves,
            fullmoves: self.fullmoves,
        }
    }

    /// The FEN, castling in X-FEN (`KQkq` in standard chess); the en passant square appears
    /// only when an en passant capture is legal.
    pub fn fen(&self) -> String {
        self.to_setup().to_fen(CastlingNotation::XFen)
    }

    /// The FEN with castling rights in the chosen notation.
    pub fn fen_with(&self, notation: CastlingNotation) -> String {
        self.to_setup().to_fen(notation)
    }

    /// The pieces on their squares.
    #[inline(always)]
    pub fn board(&self) -> &Board {
        &self.board
    }

    /// The side to move.
    #[inline(always)]
    pub fn turn(&self) -> Color {
        self.turn
    }

    /// The rooks that keep a castling right.
    #[inline(always)]
    pub fn castling_rights(&self) -> Bitboard {
        self.castling_rights
    }

    /// The en passant target square, only when an en passant capture is legal.
    #[inline(always)]
    pub fn ep_square(&self) -> Option<Square> {
        self.ep_square
    }

    /// Plies since the last capture or pawn move.
    #[inline(always)]
    pub fn halfmoves(&self) -> u32 {
        self.halfmoves
    }

    /// The number of the full move, starting at 1 and counted up after each of Black's moves.
    #[inline(always)]
    pub fn fullmoves(&self) -> u32 {
        self.fullmoves
    }

    /// The Zobrist hash: equal for positions that are the same under Law 9.2.3.
    #[inline(always)]
    pub fn hash(&self) -> u64 {
        self.hash
    }

    /// The king of the side to move.
    #[inline(always)]
    pub fn our_king(&self) -> Square {
        // A validated position has exactly one king per side.
        (self.board.kings() & self.board.by_color(self.turn))
            .first()
            .unwrap_or(Square::A1)
    }

    /// The pieces giving check to the side to move.
    #[inline]
    pub fn checkers(&self) -> Bitboard {
        self.board
            .attackers_to(self.our_king(), !self.turn, self.board.occupied())
    }

    /// Whether the side to move is in check (Law 3.9).
    #[inline]
    pub fn is_check(&self) -> bool {
        self.checkers().any()
    }

    /// `color`'s pieces attacking `sq`.
    pub fn attackers_to(&self, sq: Square, color: Color) -> Bitboard {
        self.board.attackers_to(sq, color, self.board.occupied())
    }

    /// Whether the side to move is checkmated (Law 5.1.1): in check with no legal move.
    pub fn is_checkmate(&self) -> bool {
        self.is_check() && !self.has_legal_moves()
    }

    /// Whether the side to move is stalemated (Law 5.2.1): not in check and no legal move.
    pub fn is_stalemate(&self) -> bool {
        !self.is_check() && !self.has_legal_moves()
    }

    /// Plays a move after checking that it is legal.
    ///
    /// # Errors
    /// [`IllegalMove`] if `m` is not among the legal moves, written in UCI (standard castling:
    /// whether the game is Chess960 is not known here), with the reason.
    pub fn play(&self, m: Move) -> Result<Position, IllegalMove> {
        match self.illegal_move_reason(m) {
            None => {
                let mut next = self.clone();
                next.play_unchecked(m);
                Ok(next)
            }
            Some(reason) => Err(IllegalMove::new(m.to_string(), reason)),
        }
    }

    /// Plays a move known to be legal (from [`Position::legal_moves`]); anything else leaves
    /// a position that may break the rules.
    pub fn play_unchecked(&mut self, m: Move) {
        self.play_impl::<true>(m);
    }

    /// Passes the turn (a PGN null move, `--`, as analysts write one in a variation to show a
    /// threat): no piece moves, en passant lapses, the counters go on. Not a move under the
    /// Laws; the caller refuses it when the side to move is in check.
    pub(crate) fn play_null(&mut self) {
        self.ep_square = None;
        self.halfmoves = self.halfmoves.saturating_add(1);
        if self.turn == Color::Black {
            self.fullmoves = self.fullmoves.saturating_add(1);
        }
        self.turn = !self.turn;
        self.hash = self.compute_hash();
    }

    /// Plays a legal move for move counting only: the hash is left as it was and an en passant
    /// square is kept whenever an enemy pawn stands beside the double step (move generation
    /// tests each such capture anyway). Such a position must not leave [`crate::perft`].
    pub(crate) fn play_for_counting(&mut self, m: Move) {
        self.play_impl::<false>(m);
    }

    #[inline(always)]
    fn play_impl<const EXACT: bool>(&mut self, m: Move) {
        let us = self.turn;
        let them = !us;
        let old_rights = self.castling_rights;
        let old_ep = self.ep_square.take();
        self.halfmoves = if m.is_zeroing() {
            0
        } else {
            self.halfmoves.saturating_add(1)
        };
        if us == Color::Black {
            self.fullmoves = self.fullmoves.saturating_add(1);
        }
        let mut double_step = None;
        match m {
            Move::Normal {
                role,
                from,
                capture,
                to,
                promotion,
            } => double_step = self.move_pieces(us, role, from, capture, to, promotion),
            Move::EnPassant { from, to } => {
                let pawn = |color| Piece {
                    color,
                    role: Role::Pawn,
                };
                self.board
                    .take(Square::from_coords(to.file(), from.rank()), pawn(them));
                self.board.take(from, pawn(us));
                self.board.put(to, pawn(us));
            }
            Move::Castle { king, rook } => {
                let side = if rook < king {
                    CastlingSide::QueenSide
                } else {
                    CastlingSide::KingSide
                };
                let rank = king.rank();
                let k = Piece {
                    color: us,
                    role: Role::King,
                };
                let r = Piece {
                    color: us,
                    role: Role::Rook,
                };
                self.board.take(king, k);
                self.board.take(rook, r);
                self.board.put(king_destination(side, rank), k);
                self.board.put(rook_destination(side, rank), r);
                self.castling_rights =
                    self.castling_rights - Bitboard::relative_rank(us, Rank::First);
            }
        }
        self.turn = them;
        if let Some(ep) = double_step {
            let capturers =
                attacks::pawn_attacks(us, ep) & self.board.pawns() & self.board.by_color(them);
            if capturers.any() && (!EXACT || self.has_legal_ep_capture(ep)) {
                self.ep_square = Some(ep);
            }
        }
        if EXACT {
            let keys = zobrist::keys();
            let mut hash = self.hash ^ keys.turn(us) ^ keys.turn(them) ^ keys.of_move(us, m);
            if let Some(ep) = old_ep {
                hash ^= keys.en_passant(ep);
            }
            if let Some(ep) = self.ep_square {
                hash ^= keys.en_passant(ep);
            }
            if old_rights != self.castling_rights {
                hash ^= keys.castling(old_rights ^ self.castling_rights);
            }
            self.hash = hash;
        }
    }

    /// What a move other than en passant and castling does to the board and the castling
    /// rights, as [`Position::play`] and perft's leaves (`leaf.rs`) play it: the square a pawn's
    /// double step passed over, if it made one.
    #[inline(always)]
    pub(crate) fn move_pieces(
        &mut self,
        us: Color,
        role: Role,
        from: Square,
        capture: Option<Role>,
        to: Square,
        promotion: Option<Role>,
    ) -> Option<Square> {
        if let Some(captured) = capture {
            self.board.take(
                to,
                Piece {
                    color: !us,
                    role: captured,
                },
            );
            self.castling_rights.remove(to);
        }
        let mover = Piece { color: us, role };
        match promotion {
            None => self.board.shift_piece(from, to, mover),
            Some(role) => {
                self.board.take(from, mover);
                self.board.put(to, Piece { color: us, role });
            }
        }
        match role {
            Role::King => {
                self.castling_rights =
                    self.castling_rights - Bitboard::relative_rank(us, Rank::First);
            }
            Role::Rook => self.castling_rights.remove(from),
            Role::Pawn if from.index().abs_diff(to.index()) == 16 => {
                return Some(Square::new((from as u32 + to as u32) / 2));
            }
            _ => {}
        }
        None
    }

    /// The hash computed from scratch (the incremental one must always equal it).
    pub fn compute_hash(&self) -> u64 {
        let mut hash = zobrist::turn_key(self.turn) ^ zobrist::castling_key(self.castling_rights);
        if let Some(ep) = self.ep_square {
            hash ^= zobrist::en_passant_key(ep);
        }
        for (sq, piece) in self.board.pieces() {
            hash ^= zobrist::piece_key(piece, sq);
        }
        hash
    }

    /// Whether the side to move has a legal en passant capture onto `ep`.
    fn has_legal_ep_capture(&self, ep: Square) -> bool {
        let capturers = attacks::pawn_attacks(!self.turn, ep)
            & self.board.pawns()
            & self.board.by_color(self.turn);
        capturers
            .into_iter()
            .any(|from| self.ep_capture_is_legal(from, ep))
    }

    /// Tests an en passant capture with both pawns off the board: this catches the rank pin
    /// (king and enemy rook on the fifth rank with the two pawns between them).
    pub(crate) fn ep_capture_is_legal(&self, from: Square, to: Square) -> bool {
        let king = self.our_king();
        let captured = Square::from_coords(to.file(), from.rank());
        let occupied =
            (self.board.occupied() - Bitboard::from(from) - Bitboard::from(captured)).with(to);
        (self.board.attackers_to(king, !self.turn, occupied) - Bitboard::from(captured)).is_empty()
    }
}
