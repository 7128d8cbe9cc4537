//! The touch-move rule (Law 4) for JavaScript: more methods of `Game`, over
//! [`crate::Game::set_touch_move`], [`crate::Game::touch`] and [`crate::touch_move`].
//!
//! A page reports each deliberate touch (a piece picked up, a drag started, a piece selected)
//! with `touch(square)`, or an announced adjustment with `adjust(square)`, and then offers only
//! `allowedMoves()`; `play` refuses any other move with `ILLEGAL_MOVE` naming the obligation.
//! Touches are forgotten when a move is made or taken back.

use wasm_bindgen::prelude::*;

use super::error::ChessError;
use super::game::JsGame;
use super::wire::{self, describe_value, moves_value, square_arg};
use super::words::{fields, start_word};
use crate::square::Square;
use crate::touch_move::Obligation;

#[wasm_bindgen(typescript_custom_section)]
const TS_TOUCH_TYPES: &'static str = r#"
/** One touch of the current turn, in the order made: deliberate, or announced as an adjustment (j'adoube). */
export interface PieceTouch { square: SquareName; adjust: boolean }
/**
 * What the touches oblige the player to do (Law 4): 'none' (nothing deliberately touched),
 * 'any_move' (none of the touched pieces can be moved or captured, Law 4.5), 'move' (move the
 * piece on `square`), 'capture' (capture the piece on `square`), 'capture_with' (capture the
 * piece on `target` with the piece on `square`), 'castle' (king then rook touched: castle with
 * the rook on `square`), 'king_move' (castling with the rook on `square` is illegal: another king
 * move).
 */
export type TouchObligation = 'none' | 'any_move' | 'move' | 'capture' | 'capture_with' | 'castle' | 'king_move';
export interface TouchVerdict {
  obligation: TouchObligation;
  /** The piece to move ('move', 'capture_with'), to capture ('capture'), or the rook ('castle', 'king_move'). */
  square?: SquareName;
  /** 'capture_with': the piece to capture. */
  target?: SquareName;
  /** The Law that applies, such as '4.3.1'. */
  law: string;
  /** The obligation in English, as touchObligation() says it. */
  text: string;
  /** A piece was deliberately touched: no draw claim on this move (Law 9.4). */
  claimForfeited: boolean;
}
"#;

/// The obligation's name in `TouchVerdict` and the squares it names.
fn obligation_parts(o: Obligation) -> (&'static str, Option<Square>, Option<Square>) {
    match o {
        Obligation::None => ("none", None, None),
        Obligation::AnyMove => ("any_move", None, None),
        Obligation::Move(sq) => ("move", Some(sq), None),
        Obligation::Capture(sq) => ("capture", Some(sq), None),
        Obligation::CaptureWith { piece, target } => ("capture_with", Some(piece), Some(target)),
        Obligation::Castle { rook } => ("castle", Some(rook), None),
        Obligation::KingMove { rook } => ("king_move", Some(rook), None),
    }
}

#[wasm_bindgen(js_class = Game)]
impl JsGame {
    /// Turns the touch-move rule (Law 4) on or off; off by default. Either way, the touches
    /// made so far on this move are forgotten. Throws `INVALID_ARGUMENT` for a non-boolean.
    #[wasm_bindgen(js_name = setTouchMove)]
    pub fn set_touch_move(
        &mut self,
        #[wasm_bindgen(unchecked_param_type = "boolean")] on: JsValue,
    ) -> Result<(), ChessError> {
        let on = on.as_bool().ok_or_else(|| {
            ChessError::invalid_argument(format!(
                "setTouchMove() takes true or false, got {}",
                describe_value(&on)
            ))
        })?;
        self.inner.set_touch_move(on);
        Ok(())
    }

    /// Whether the touch-move rule is on.
    #[wasm_bindgen(js_name = isTouchMove)]
    pub fn is_touch_move(&self) -> bool {
        self.inner.is_touch_move()
    }

    /// The player to move deliberately touched the piece on `square` (picked it up, started a
    /// drag, selected it): their own, or the opponent's. Ignored when the touch-move rule is off
    /// and for an empty square. Throws `INVALID_ARGUMENT` for a bad square, `GAME_OVER`.
    pub fn touch(
        &mut self,
        #[wasm_bindgen(unchecked_param_type = "SquareName")] square: JsValue,
    ) -> Result<(), ChessError> {
        let square = square_arg(&square)?;
        Ok(self.inner.touch(square)?)
    }

    /// The player to move touched the piece on `square` after announcing an adjustment
    /// (j'adoube, Law 4.2): no obligation. Throws as `touch`.
    pub fn adjust(
        &mut self,
        #[wasm_bindgen(unchecked_param_type = "SquareName")] square: JsValue,
    ) -> Result<(), ChessError> {
        let square = square_arg(&square)?;
        Ok(self.inner.adjust(square)?)
    }

    /// The touches made on this move, in order (none when the touch-move rule is off).
    #[wasm_bindgen(unchecked_return_type = "PieceTouch[]")]
    pub fn touches(&self) -> JsValue {
        let mut words = String::new();
        for touch in self.inner.touches() {
            start_word(&mut words);
            words.push(touch.square.file().char());
            words.push(touch.square.rank().char());
            if touch.adjust {
                words.push('a');
            }
        }
        wire::decode_touches(&words)
    }

    /// The legal moves the player to move may make: those the touch-move rule still allows
    /// after the touches of this move (all legal moves when the rule is off or nothing was
    /// touched); none once the game is over.
    #[wasm_bindgen(js_name = allowedMoves, unchecked_return_type = "Move[]")]
    pub fn allowed_moves(&self) -> JsValue {
        let moves = self.inner.allowed_moves();
        moves_value(self.inner.position(), &moves, self.inner.is_chess960())
    }

    /// What the touches of this move oblige the player to do, in English, naming the pieces:
    /// `'the knight on g1 was touched and must be moved (Law 4.3.1)'`;
    /// `'no piece was touched: any legal move'` when nothing binds.
    #[wasm_bindgen(js_name = touchObligation)]
    pub fn touch_obligation(&self) -> String {
        self.verdict_obligation().describe(self.inner.position())
    }

    /// The obligation as data: its kind, the squares it names, the Law, the text of
    /// `touchObligation()`, and whether the right to claim a draw on this move is lost.
    #[wasm_bindgen(js_name = touchVerdict, unchecked_return_type = "TouchVerdict")]
    pub fn touch_verdict(&self) -> JsValue {
        let obligation = self.verdict_obligation();
        let (kind, square, target) = obligation_parts(obligation);
        let name = |sq: Option<Square>| sq.map_or_else(|| "-".to_string(), |sq| sq.to_string());
        let forfeited = if self.inner.claim_forfeited() {
            "1"
        } else {
            "0"
        };
        let parts = [
            kind,
            &name(square),
            &name(target),
            obligation.law(),
            forfeited,
        ];
        wire::touch_verdict(&fields(&parts, &obligation.describe(self.inner.position())))
    }

    /// Whether the player to move has lost the right to claim a draw on this move by touching a
    /// piece (Law 9.4; only with the touch-move rule on).
    #[wasm_bindgen(js_name = claimForfeited)]
    pub fn claim_forfeited(&self) -> bool {
        self.inner.claim_forfeited()
    }
}

impl JsGame {
    /// The obligation of this move's touches (none when the rule is off).
    fn verdict_obligation(&self) -> Obligation {
        if self.inner.is_touch_move() {
            self.inner.touch_verdict().obligation
        } else {
            Obligation::None
        }
    }
}
