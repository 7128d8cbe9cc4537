//! The touch-move rule (Law 4) for JavaScript: more methods of `Game`, over
//! [`crate::Game::set_touch_move`], [`crate::Game::touch`] and [`crate::touch_move`].
//!
//! A page reports each deliberate touch (a piece picked up, a drag started, a piece selected)
//! with `touch(square)`, or an announced adjustment with `adjust(square)`, and then offers only
//! `allowedMoves()`; `play` refuses any other move with `ILLEGAL_MOVE` naming the obligation.
//! Touches are forgotten when a move is made or taken back.
//!
//! Bindings of numbers and strings, as those of [`super::game`], whose class calls them.

use wasm_bindgen::prelude::*;

use super::game::{try_game, with_game};
use super::wire::moves_records;
use super::words::{fields, start_word};
use crate::game::Game;
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

#[wasm_bindgen(js_name = __gameSetTouchMove, skip_typescript)]
pub fn game_set_touch_move(handle: u32, on: bool) {
    with_game(handle, |g| g.set_touch_move(on));
}

#[wasm_bindgen(js_name = __gameIsTouchMove, skip_typescript)]
pub fn game_is_touch_move(handle: u32) -> bool {
    with_game(handle, |g| g.is_touch_move())
}

/// `touch(square)`, or `adjust(square)` when `adjust`; `square` an index the class checked.
#[wasm_bindgen(js_name = __gameTouch, skip_typescript)]
pub fn game_touch(handle: u32, square: u32, adjust: bool) -> String {
    let square = Square::new(square);
    try_game(handle, |g| {
        if adjust {
            g.adjust(square)?;
        } else {
            g.touch(square)?;
        }
        Ok(String::new())
    })
}

/// The touches as words: each a square's name, with `a` after it for an adjustment.
#[wasm_bindgen(js_name = __gameTouches, skip_typescript)]
pub fn game_touches(handle: u32) -> String {
    with_game(handle, |g| {
        let mut words = String::new();
        for touch in g.touches() {
            start_word(&mut words);
            words.push(touch.square.file().char());
            words.push(touch.square.rank().char());
            if touch.adjust {
                words.push('a');
            }
        }
        words
    })
}

/// The records of the moves the touch-move rule still allows.
#[wasm_bindgen(js_name = __gameAllowedMoves, skip_typescript)]
pub fn game_allowed_moves(handle: u32) -> String {
    with_game(handle, |g| {
        moves_records(g.position(), &g.allowed_moves(), g.is_chess960())
    })
}

#[wasm_bindgen(js_name = __gameTouchObligation, skip_typescript)]
pub fn game_touch_obligation(handle: u32) -> String {
    with_game(handle, |g| verdict_obligation(g).describe(g.position()))
}

/// The verdict's fields: obligation, square and target (names, `-` for none), law, whether a
/// claim is forfeited (`1` or `0`), then the text.
#[wasm_bindgen(js_name = __gameTouchVerdict, skip_typescript)]
pub fn game_touch_verdict(handle: u32) -> String {
    with_game(handle, |g| {
        let obligation = verdict_obligation(g);
        let (kind, square, target) = obligation_parts(obligation);
        let name = |sq: Option<Square>| sq.map_or_else(|| "-".to_string(), |sq| sq.to_string());
        let forfeited = if g.claim_forfeited() { "1" } else { "0" };
        let parts = [
            kind,
            &name(square),
            &name(target),
            obligation.law(),
            forfeited,
        ];
        fields(&parts, &obligation.describe(g.position()))
    })
}

#[wasm_bindgen(js_name = __gameClaimForfeited, skip_typescript)]
pub fn game_claim_forfeited(handle: u32) -> bool {
    with_game(handle, |g| g.claim_forfeited())
}

/// The obligation of this move's touches (none when the rule is off).
fn verdict_obligation(g: &Game) -> Obligation {
    if g.is_touch_move() {
        g.touch_verdict().obligation
    } else {
        Obligation::None
    }
}
