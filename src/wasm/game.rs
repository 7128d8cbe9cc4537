//! `Game` and `perft` for JavaScript: a thin translation over [`crate::Game`].
//!
//! Every argument arrives as a `JsValue` and is read by [`super::wire`], so that a value of the
//! wrong type becomes a `ChessError` (`INVALID_ARGUMENT`) instead of a glue `TypeError`.

use wasm_bindgen::prelude::*;
use wasm_bindgen::JsCast;

use super::error::ChessError;
use super::wire::{
    self, caught, color_arg, decode_board, describe_value, line_value, move_value, moves_value,
    optional_outcome_value, outcome_value, text_arg, MoveSquares,
};
use super::words::start_word;
use crate::game::{Game as CoreGame, GameError};
use crate::moves::Move;
use crate::position::Position;
use crate::square::Square;
use crate::types::Role;
use crate::uci::Uci;

#[wasm_bindgen(typescript_custom_section)]
const TS_GAME_TYPES: &'static str = r#"
export interface Piece { color: Color; role: Role }
export interface Move {
  /** The square the piece (the king, for castling) starts on. */
  from: SquareName;
  /** The square the piece (the king, for castling: g1/c1, in Chess960 too) lands on. */
  to: SquareName;
  piece: Role;
  captured?: Role;
  promotion?: Role;
  castle?: 'k' | 'q';
  enPassant?: boolean;
  /** 'Nf3', 'exd6', 'O-O', 'e8=Q#' */
  san: string;
  /** 'g1f3', 'e7e8q'; castling 'e1g1' in standard games, king takes rook ('e1h1') in Chess960. */
  uci: string;
}
export type Termination =
  | 'checkmate' | 'stalemate' | 'insufficient_material' | 'dead_position'
  | 'fivefold_repetition' | 'seventyfive_moves'
  | 'threefold_repetition' | 'fifty_moves'
  | 'agreement' | 'resignation' | 'timeout';
export interface Outcome { termination: Termination; winner: Color | null; result: '1-0' | '0-1' | '1/2-1/2' }
export type DrawClaim = 'threefold_repetition' | 'fifty_moves';
/** SAN ('Nf3', 'O-O', 'e8=Q') or UCI ('g1f3', 'e7e8q', 'e1h1') text, or the squares. */
export type MoveInput = string | { from: SquareName; to: SquareName; promotion?: Role };
export interface GameOptions {
  /** Start from this position (X-FEN or Shredder-FEN castling rights). */
  fen?: string;
  /** true: a Chess960 game (a random start position unless `fen` is given); n: start position n of 0..959. */
  chess960?: boolean | number;
}
"#;

/// A game of chess under the Laws: moves, history, endings, claims and its PGN (and reading
/// PGN, in the entries built with `js-game-pgn`: see [`super::game_pgn`]).
#[wasm_bindgen(js_name = Game)]
pub struct JsGame {
    pub(super) inner: CoreGame,
}

#[wasm_bindgen(js_class = Game)]
impl JsGame {
    /// A new game: the standard start, a FEN, or Chess960 (`{chess960: true}` for a random
    /// start position, `{chess960: 518}` for a numbered one).
    /// Throws `INVALID_FEN` or `INVALID_ARGUMENT`.
    #[wasm_bindgen(constructor)]
    pub fn new(
        #[wasm_bindgen(unchecked_optional_param_type = "GameOptions")] options: JsValue,
    ) -> Result<JsGame, ChessError> {
        // The common call, `new Game()`, skips the reader: one call into JS fewer at start-up.
        if options.is_undefined() {
            return Ok(JsGame {
                inner: CoreGame::new(),
            });
        }
        let options = caught(wire::game_options(&options))?;
        // `{chess960: true}` without a FEN comes with its random number, drawn by the reader.
        let inner = match (options.fen(), u32::try_from(options.number()).ok()) {
            (Some(fen), _) => CoreGame::from_fen(&fen, options.chess960())?,
            (None, Some(n)) => CoreGame::new_chess960(n)?,
            (None, None) => CoreGame::new(),
        };
        Ok(JsGame { inner })
    }

    /// The FEN of the current position; the en passant square is written only when an en
    /// passant capture is legal.
    pub fn fen(&self) -> String {
        self.inner.fen()
    }

    /// The FEN of the position the game started from: with the UCI of `history()`, all a
    /// program needs to rebuild the game (the engine's worker does).
    #[wasm_bindgen(js_name = startFen)]
    pub fn start_fen(&self) -> String {
        self.inner.start_position().fen()
    }

    /// The side to move.
    #[wasm_bindgen(unchecked_return_type = "Color")]
    pub fn turn(&self) -> String {
        wire::color_str(self.inner.turn()).to_string()
    }

    /// 64 entries, index 0 = a1, 7 = h1, 63 = h8.
    #[wasm_bindgen(unchecked_return_type = "(Piece | null)[]")]
    pub fn board(&self) -> JsValue {
        let board = self.inner.position().board();
        let mut letters = String::with_capacity(64);
        for i in 0..64 {
            letters.push(board.piece_at(Square::new(i)).map_or('.', |p| p.char()));
        }
        decode_board(&letters)
    }

    /// All legal moves, or those from one square (`{square: 'e2'}`); none once the game is over.
    #[wasm_bindgen(unchecked_return_type = "Move[]")]
    pub fn moves(
        &self,
        #[wasm_bindgen(unchecked_optional_param_type = "{ square?: SquareName }")] options: JsValue,
    ) -> Result<JsValue, ChessError> {
        let square = if options.is_undefined() {
            None // `moves()`, the common call, skips the reader too
        } else {
            u32::try_from(caught(wire::square_option(&options))?).ok()
        };
        let pos = self.inner.position();
        let moves = match square.map(Square::new) {
            _ if self.inner.is_over() => Default::default(),
            Some(sq) => pos.legal_moves_from(sq),
            None => pos.legal_moves(),
        };
        Ok(moves_value(pos, &moves, self.inner.is_chess960()))
    }

    /// Plays a move given as SAN, UCI or `{from, to, promotion}` and returns it.
    /// Throws `ILLEGAL_MOVE`, `INVALID_MOVE`, `AMBIGUOUS_MOVE` or `GAME_OVER`.
    #[wasm_bindgen(unchecked_return_type = "Move")]
    pub fn play(
        &mut self,
        #[wasm_bindgen(unchecked_param_type = "MoveInput")] input: JsValue,
    ) -> Result<JsValue, ChessError> {
        let m = self.read_move(&input)?;
        let before = self.inner.position().clone();
        self.inner.play_legal(m)?;
        Ok(move_value(&before, m, self.inner.is_chess960()))
    }

    /// The move `input` names, as `play` would play it, without playing it: for a move box
    /// (SAN read leniently: `0-0`, `e8Q`, `e8=q`, `Nd5` for `Nxd5`, suffixes, `e.p.`; or UCI).
    /// Throws as `play`: `INVALID_MOVE`, `ILLEGAL_MOVE` (the touch-move rule included),
    /// `AMBIGUOUS_MOVE` or `GAME_OVER`.
    #[wasm_bindgen(js_name = parseMove, unchecked_return_type = "Move")]
    pub fn parse_move(
        &self,
        #[wasm_bindgen(unchecked_param_type = "MoveInput")] input: JsValue,
    ) -> Result<JsValue, ChessError> {
        let m = self.read_move(&input)?;
        Ok(move_value(
            self.inner.position(),
            m,
            self.inner.is_chess960(),
        ))
    }

    /// Where each piece may go now, for a board: from-square to destination squares of the
    /// moves `allowedMoves()` lists (none once the game is over). Castling is listed at the
    /// rook's square (the king onto its own rook castles) and, in standard games, also at the
    /// king's destination (g1/c1).
    #[wasm_bindgen(unchecked_return_type = "Map<SquareName, SquareName[]>")]
    pub fn dests(&self) -> JsValue {
        let mut pairs = Vec::with_capacity(128);
        for (from, to) in self.inner.dests() {
            pairs.push(from as u8);
            pairs.push(to as u8);
        }
        wire::decode_dests(&pairs)
    }

    /// Takes back the last move; `null` at the start.
    #[wasm_bindgen(unchecked_return_type = "Move | null")]
    pub fn undo(&mut self) -> JsValue {
        match self.inner.undo() {
            Some(m) => move_value(self.inner.position(), m, self.inner.is_chess960()),
            None => JsValue::NULL,
        }
    }

    /// The moves played, first to last.
    #[wasm_bindgen(unchecked_return_type = "Move[]")]
    pub fn history(&self) -> JsValue {
        let line = self
            .inner
            .positions()
            .iter()
            .zip(self.inner.history().iter().copied());
        line_value(line, self.inner.is_chess960())
    }

    #[wasm_bindgen(js_name = isCheck)]
    pub fn is_check(&self) -> bool {
        self.inner.is_check()
    }

    /// How the game ended, or `null` while it goes on.
    #[wasm_bindgen(unchecked_return_type = "Outcome | null")]
    pub fn outcome(&self) -> JsValue {
        // Asked after every move: a game going on answers without a call into JS.
        optional_outcome_value(self.inner.outcome())
    }

    /// The draws the player to move may claim now, or if `intendedMove` is played
    /// (Laws 9.2.1 and 9.3.1).
    #[wasm_bindgen(js_name = claimableDraws, unchecked_return_type = "DrawClaim[]")]
    pub fn claimable_draws(
        &self,
        #[wasm_bindgen(js_name = intendedMove, unchecked_optional_param_type = "MoveInput")]
        intended: JsValue,
    ) -> Result<JsValue, ChessError> {
        let intended = self.read_optional_move(&intended)?;
        let claims = self.inner.claimable_draws(intended);
        let mut words = String::new();
        for claim in &claims {
            start_word(&mut words);
            words.push_str(claim.as_str());
        }
        Ok(wire::decode_words(&words))
    }

    /// Claims a draw, playing `intendedMove` first if given (it stays played even when the
    /// claim fails). Throws `NO_CLAIM` when no claim holds.
    #[wasm_bindgen(js_name = claimDraw, unchecked_return_type = "Outcome")]
    pub fn claim_draw(
        &mut self,
        #[wasm_bindgen(js_name = intendedMove, unchecked_optional_param_type = "MoveInput")]
        intended: JsValue,
    ) -> Result<JsValue, ChessError> {
        let intended = self.read_optional_move(&intended)?;
        Ok(outcome_value(self.inner.claim_draw(intended)?))
    }

    /// `color` resigns: the opponent wins, or a draw if the opponent cannot checkmate.
    #[wasm_bindgen(unchecked_return_type = "Outcome")]
    pub fn resign(
        &mut self,
        #[wasm_bindgen(unchecked_param_type = "Color")] color: JsValue,
    ) -> Result<JsValue, ChessError> {
        let color = color_arg(&color)?;
        Ok(outcome_value(self.inner.resign(color)?))
    }

    /// A draw by agreement; only after both players have made a move (else `NO_CLAIM`).
    #[wasm_bindgen(js_name = agreeDraw, unchecked_return_type = "Outcome")]
    pub fn agree_draw(&mut self) -> Result<JsValue, ChessError> {
        Ok(outcome_value(self.inner.agree_draw()?))
    }

    /// `color` offers a draw (with the move just made, or before the move about to be made);
    /// it stands until the opponent accepts, declines or moves. Accepts the opponent's offer
    /// if one stands (returning the outcome); else returns `null`.
    #[wasm_bindgen(js_name = offerDraw, unchecked_return_type = "Outcome | null")]
    pub fn offer_draw(
        &mut self,
        #[wasm_bindgen(unchecked_param_type = "Color")] color: JsValue,
    ) -> Result<JsValue, ChessError> {
        let color = color_arg(&color)?;
        Ok(optional_outcome_value(self.inner.offer_draw(color)?))
    }

    /// `color` accepts the opponent's standing draw offer (`NO_CLAIM` if none stands, or
    /// before both players have moved).
    #[wasm_bindgen(js_name = acceptDraw, unchecked_return_type = "Outcome")]
    pub fn accept_draw(
        &mut self,
        #[wasm_bindgen(unchecked_param_type = "Color")] color: JsValue,
    ) -> Result<JsValue, ChessError> {
        let color = color_arg(&color)?;
        Ok(outcome_value(self.inner.accept_draw(color)?))
    }

    /// `color` declines the opponent's standing draw offer (`NO_CLAIM` if none stands).
    #[wasm_bindgen(js_name = declineDraw)]
    pub fn decline_draw(
        &mut self,
        #[wasm_bindgen(unchecked_param_type = "Color")] color: JsValue,
    ) -> Result<(), ChessError> {
        let color = color_arg(&color)?;
        Ok(self.inner.decline_draw(color)?)
    }

    /// The side whose draw offer stands (a failed claim counts as an offer), or `null`.
    #[wasm_bindgen(js_name = drawOffer, unchecked_return_type = "Color | null")]
    pub fn draw_offer(&self) -> JsValue {
        wire::color_value(self.inner.draw_offer())
    }

    /// `color`'s flag fell: the opponent wins, unless it cannot checkmate by any series of
    /// legal moves (then a draw, Law 6.9).
    #[wasm_bindgen(unchecked_return_type = "Outcome")]
    pub fn timeout(
        &mut self,
        #[wasm_bindgen(unchecked_param_type = "Color")] color: JsValue,
    ) -> Result<JsValue, ChessError> {
        let color = color_arg(&color)?;
        Ok(outcome_value(self.inner.timeout(color)?))
    }

    /// The game in PGN export format (seven-tag roster, `Termination`, wrapped lines).
    pub fn pgn(&self) -> String {
        self.inner.pgn()
    }

    /// Whether castling is written king-takes-rook (a Chess960 game).
    #[wasm_bindgen(js_name = isChess960)]
    pub fn is_chess960(&self) -> bool {
        self.inner.is_chess960()
    }
}

impl JsGame {
    /// The move `input` names, if the player may make it now (as `play` reads it).
    fn read_move(&self, input: &JsValue) -> Result<Move, ChessError> {
        let input = caught(wire::move_input(input))?;
        if let Some(text) = wire::js_text(&input) {
            return Ok(self.inner.read_typed(&text)?);
        }
        let squares: MoveSquares = input.unchecked_into();
        // The reader checked the squares and the promotion letter.
        let uci = Uci {
            from: Square::new(squares.from()),
            to: Square::new(squares.to()),
            promotion: char::from_u32(squares.promotion()).and_then(Role::from_char),
        };
        if let Some(outcome) = self.inner.outcome() {
            return Err(GameError::GameOver(outcome).into());
        }
        let m = uci
            .to_move(self.inner.position())
            .map_err(GameError::from)?;
        Ok(self.inner.check_playable(m)?)
    }

    fn read_optional_move(&self, input: &JsValue) -> Result<Option<Move>, ChessError> {
        if input.is_undefined() || input.is_null() {
            Ok(None)
        } else {
            self.read_move(input).map(Some)
        }
    }
}

/// The number of leaf nodes `depth` plies below `fen`: every leaf move played, or with
/// `{bulk: true}` the last ply's moves counted without playing them.
/// Throws `INVALID_FEN`, or `INVALID_ARGUMENT` for a depth that is not an integer from 0 to 10.
#[wasm_bindgen]
pub fn perft(
    #[wasm_bindgen(unchecked_param_type = "string")] fen: JsValue,
    #[wasm_bindgen(unchecked_param_type = "number")] depth: JsValue,
    #[wasm_bindgen(unchecked_optional_param_type = "{ bulk?: boolean }")] options: JsValue,
) -> Result<f64, ChessError> {
    let fen = text_arg(&fen, "the FEN")?;
    let depth = match depth.as_f64() {
        Some(d) if d.fract() == 0.0 && (0.0..=10.0).contains(&d) => d as u32,
        _ => {
            return Err(ChessError::invalid_argument(format!(
                "depth must be an integer from 0 to 10, got {}",
                describe_value(&depth)
            )))
        }
    };
    let bulk = caught(wire::bulk_option(&options))?;
    let pos = Position::from_fen(&fen)?;
    let nodes = if bulk {
        crate::perft_bulk(&pos, depth)
    } else {
        crate::perft(&pos, depth)
    };
    Ok(nodes as f64)
}
