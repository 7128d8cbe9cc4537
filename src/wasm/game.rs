//! `Game` and `perft` for JavaScript (DESIGN.md §3): a thin translation over [`crate::Game`].
//!
//! Every argument arrives as a `JsValue` and is checked here, so that a value of the wrong type
//! becomes a `ChessError` (`INVALID_ARGUMENT`) instead of a glue `TypeError`. Moves, boards and
//! outcomes cross the boundary as one compact string each and become objects in `convert.js`.

use wasm_bindgen::prelude::*;

use super::error::ChessError;
use super::shared::{color_arg, decode_move, decode_moves, describe_value, encode_move, text_arg};
use crate::game::{Game as CoreGame, GameError};
use crate::moves::Move;
use crate::outcome::Outcome;
use crate::position::Position;
use crate::square::Square;
use crate::{chess960, uci};

#[wasm_bindgen(module = "/src/wasm/convert.js")]
extern "C" {
    #[wasm_bindgen(js_name = moveInput)]
    fn move_input(value: &JsValue) -> String;
    #[wasm_bindgen(js_name = gameOptions)]
    fn game_options(value: &JsValue) -> String;
    #[wasm_bindgen(js_name = squareOption)]
    fn square_option(value: &JsValue) -> String;
    #[wasm_bindgen(js_name = bulkOption)]
    fn bulk_option(value: &JsValue) -> i32;
    #[wasm_bindgen(js_name = randomBelow)]
    fn random_below(n: u32) -> u32;
    #[wasm_bindgen(js_name = decodeBoard)]
    fn decode_board(encoded: &str) -> JsValue;
    #[wasm_bindgen(js_name = decodeOutcome)]
    fn decode_outcome(encoded: &str) -> JsValue;
    #[wasm_bindgen(js_name = decodeList)]
    fn decode_list(encoded: &str) -> JsValue;
    #[wasm_bindgen(js_name = decodeDests)]
    fn decode_dests(pairs: &[u8]) -> JsValue;
}

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

/// `"e..."` strings from convert.js carry an error message.
fn checked(reply: String) -> Result<String, ChessError> {
    match reply.strip_prefix('e') {
        Some(message) => Err(ChessError::invalid_argument(message)),
        None => Ok(reply),
    }
}

fn outcome_value(outcome: Outcome) -> JsValue {
    let winner = outcome
        .winner
        .map_or(String::new(), |c| c.char().to_string());
    decode_outcome(&format!("{},{winner}", outcome.termination.as_str()))
}

/// A game of chess under the Laws: moves, history, endings, claims and PGN.
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
        let options = checked(game_options(&options))?;
        // `get`, not indexing: a slice that could panic brings the panic's formatting code into
        // the wasm (the first character is ASCII, so this never fails).
        let (variant, fen) = options
            .get(1..)
            .and_then(|o| o.split_once('|'))
            .unwrap_or(("", ""));
        let inner = match (variant, fen) {
            ("", "") => CoreGame::new(),
            ("", fen) => CoreGame::from_fen(fen, false)?,
            ("y", "") => CoreGame::new_chess960(random_below(chess960::COUNT))?,
            (_, "") => CoreGame::new_chess960(variant.parse().unwrap_or(chess960::COUNT))?,
            (_, fen) => CoreGame::from_fen(fen, true)?,
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
        self.inner.turn().char().to_string()
    }

    /// 64 entries, index 0 = a1, 7 = h1, 63 = h8.
    #[wasm_bindgen(unchecked_return_type = "(Piece | null)[]")]
    pub fn board(&self) -> JsValue {
        let board = self.inner.position().board();
        let letters: String = (0..64)
            .map(|i| board.piece_at(Square::new(i)).map_or('.', |p| p.char()))
            .collect();
        decode_board(&letters)
    }

    /// All legal moves, or those from one square (`{square: 'e2'}`); none once the game is over.
    #[wasm_bindgen(unchecked_return_type = "Move[]")]
    pub fn moves(
        &self,
        #[wasm_bindgen(unchecked_optional_param_type = "{ square?: SquareName }")] options: JsValue,
    ) -> Result<JsValue, ChessError> {
        let square = checked(square_option(&options))?;
        let pos = self.inner.position();
        let moves = match square
            .strip_prefix('s')
            .and_then(|s| s.parse::<Square>().ok())
        {
            _ if self.inner.is_over() => Default::default(),
            Some(sq) => pos.legal_moves_from(sq),
            None => pos.legal_moves(),
        };
        let mut encoded = String::with_capacity(moves.len() * 24);
        for (i, &m) in moves.iter().enumerate() {
            if i > 0 {
                encoded.push(' ');
            }
            encode_move(&mut encoded, pos, m, self.inner.is_chess960());
        }
        Ok(decode_moves(&encoded))
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
        Ok(self.move_value(&before, m))
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
        Ok(self.move_value(self.inner.position(), m))
    }

    /// Where each piece may go now, for a board: from-square to destination squares of the
    /// moves `allowedMoves()` lists (none once the game is over). Castling is listed at the
    /// rook's square (the king onto its own rook castles) and, in standard games, also at the
    /// king's destination (g1/c1).
    #[wasm_bindgen(unchecked_return_type = "Map<SquareName, SquareName[]>")]
    pub fn dests(&self) -> JsValue {
        let pairs: Vec<u8> = self
            .inner
            .dests()
            .iter()
            .flat_map(|&(from, to)| [from as u8, to as u8])
            .collect();
        decode_dests(&pairs)
    }

    /// Takes back the last move; `null` at the start.
    #[wasm_bindgen(unchecked_return_type = "Move | null")]
    pub fn undo(&mut self) -> JsValue {
        match self.inner.undo() {
            Some(m) => {
                let pos = self.inner.position().clone();
                self.move_value(&pos, m)
            }
            None => JsValue::NULL,
        }
    }

    /// The moves played, first to last.
    #[wasm_bindgen(unchecked_return_type = "Move[]")]
    pub fn history(&self) -> JsValue {
        let mut encoded = String::new();
        for (i, (&m, pos)) in self
            .inner
            .history()
            .iter()
            .zip(self.inner.positions())
            .enumerate()
        {
            if i > 0 {
                encoded.push(' ');
            }
            encode_move(&mut encoded, pos, m, self.inner.is_chess960());
        }
        decode_moves(&encoded)
    }

    #[wasm_bindgen(js_name = isCheck)]
    pub fn is_check(&self) -> bool {
        self.inner.is_check()
    }

    /// How the game ended, or `null` while it goes on.
    #[wasm_bindgen(unchecked_return_type = "Outcome | null")]
    pub fn outcome(&self) -> JsValue {
        // Asked after every move: a game going on answers without a call into JS.
        match self.inner.outcome() {
            Some(outcome) => outcome_value(outcome),
            None => JsValue::NULL,
        }
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
        let claims: Vec<&str> = self
            .inner
            .claimable_draws(intended)
            .iter()
            .map(|c| c.as_str())
            .collect();
        Ok(decode_list(&claims.join(",")))
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
        Ok(match self.inner.offer_draw(color)? {
            Some(outcome) => outcome_value(outcome),
            None => JsValue::NULL,
        })
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
        self.inner
            .draw_offer()
            .map_or(JsValue::NULL, |c| JsValue::from_str(&c.char().to_string()))
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

    /// A game from the first game of a PGN text: its start position and main line, with its
    /// tags kept for `pgn()`. Throws `INVALID_PGN` naming the game, line and token.
    #[wasm_bindgen(js_name = fromPgn)]
    pub fn from_pgn(
        #[wasm_bindgen(unchecked_param_type = "string")] pgn: JsValue,
    ) -> Result<JsGame, ChessError> {
        let text = text_arg(&pgn, "the PGN")?;
        Ok(JsGame {
            inner: CoreGame::from_pgn(&text)?,
        })
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
    /// One of the current position's legal moves (both readers pick from them), or the error.
    fn read_move(&self, input: &JsValue) -> Result<Move, ChessError> {
        let text = checked(move_input(input))?;
        let pos = self.inner.position();
        if let Some(outcome) = self.inner.outcome() {
            return Err(GameError::GameOver(outcome).into());
        }
        // "o" + UCI from a move object, "s" + the text of a string (see `moveInput`).
        let m = match text.strip_prefix('o') {
            Some(u) => self
                .inner
                .check_playable(uci::parse_move(pos, u).map_err(GameError::from)?)?,
            None => self.inner.read_typed(text.get(1..).unwrap_or(""))?,
        };
        Ok(m)
    }

    fn read_optional_move(&self, input: &JsValue) -> Result<Option<Move>, ChessError> {
        if input.is_undefined() || input.is_null() {
            Ok(None)
        } else {
            self.read_move(input).map(Some)
        }
    }

    fn move_value(&self, pos: &Position, m: Move) -> JsValue {
        let mut encoded = String::with_capacity(32);
        encode_move(&mut encoded, pos, m, self.inner.is_chess960());
        decode_move(&encoded)
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
    let bulk = match bulk_option(&options) {
        -1 => {
            return Err(ChessError::invalid_argument(format!(
                "perft options must be an object such as {{bulk: true}}, got {}",
                describe_value(&options)
            )))
        }
        b => b == 1,
    };
    let pos = Position::from_fen(&fen)?;
    let nodes = if bulk {
        crate::perft_bulk(&pos, depth)
    } else {
        crate::perft(&pos, depth)
    };
    Ok(nodes as f64)
}
