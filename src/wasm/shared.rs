//! What the bindings of more than one package entry share: reading text and colour arguments,
//! describing a value for an error message, and moves in the compact form `convert.js` turns
//! into `Move` objects.

use std::fmt::Write;

use wasm_bindgen::prelude::*;

use super::error::ChessError;
use crate::moves::Move;
use crate::position::Position;
use crate::san;
use crate::square::Square;
use crate::types::Color;

#[wasm_bindgen(module = "/src/wasm/convert.js")]
extern "C" {
    #[wasm_bindgen(js_name = text)]
    pub(super) fn js_text(value: &JsValue) -> Option<String>;
    #[wasm_bindgen(js_name = describeValue)]
    pub(super) fn describe_value(value: &JsValue) -> String;
    #[wasm_bindgen(js_name = decodeMoves)]
    pub(super) fn decode_moves(encoded: &str) -> JsValue;
    #[wasm_bindgen(js_name = decodeMove)]
    pub(super) fn decode_move(encoded: &str) -> JsValue;
    #[wasm_bindgen(js_name = decodeJson)]
    pub(super) fn decode_json(json: &str) -> JsValue;
}

pub(super) fn text_arg(value: &JsValue, what: &str) -> Result<String, ChessError> {
    js_text(value).ok_or_else(|| {
        ChessError::invalid_argument(format!(
            "{what} must be a string, got {}",
            describe_value(value)
        ))
    })
}

pub(super) fn color_arg(value: &JsValue) -> Result<Color, ChessError> {
    match js_text(value).as_deref() {
        Some("w") => Ok(Color::White),
        Some("b") => Ok(Color::Black),
        _ => Err(ChessError::invalid_argument(format!(
            "a colour must be 'w' or 'b', got {}",
            describe_value(value)
        ))),
    }
}

/// Appends one move as seven fixed characters and its SAN (see `decodeMoves` in convert.js):
/// from, to and the UCI target square as `'0' + index`, the piece letter, the captured and the
/// promotion letters (`-` for none), a flag (`k`/`q` castling, `e` en passant, `-`), then SAN.
/// Square indices rather than names let JS build the objects without cutting strings apart.
pub(super) fn encode_move(out: &mut String, pos: &Position, m: Move, chess960: bool) {
    let square = |sq: Square| char::from(b'0' + sq as u8);
    let uci_to = match m {
        Move::Castle { rook, .. } if chess960 => rook,
        _ => m.to(),
    };
    // Gathered, then pushed at once: a call per character is slow in the size-optimised .wasm.
    let mut head = san::Ascii::default();
    head.push(square(m.from()));
    head.push(square(m.to()));
    head.push(square(uci_to));
    head.push(m.role().char());
    head.push(m.capture().map_or('-', |c| c.char()));
    head.push(m.promotion().map_or('-', |p| p.char()));
    head.push(match m.castling_side() {
        Some(crate::CastlingSide::KingSide) => 'k',
        Some(crate::CastlingSide::QueenSide) => 'q',
        None if m.is_en_passant() => 'e',
        None => '-',
    });
    out.push_str(head.as_str());
    san::write_plain(pos, m, out);
    san::push_check_suffix(pos, m, out);
}

/// Appends `s` as a JSON string, for results that `decodeJson` turns into objects.
pub(super) fn push_json_string(out: &mut String, s: &str) {
    out.push('"');
    // Runs of characters that need no escape are copied whole: a push per character is slow in
    // the size-optimised .wasm, and parsePgn writes every tag and move this way.
    let mut run = 0;
    for (i, b) in s.bytes().enumerate() {
        if b == b'"' || b == b'\\' || b < 0x20 {
            // `get`: an index is only ever next to an ASCII byte, but slicing would bring its
            // panic message along.
            out.push_str(s.get(run..i).unwrap_or(""));
            match b {
                b'"' => out.push_str("\\\""),
                b'\\' => out.push_str("\\\\"),
                _ => {
                    let _ = write!(out, "\\u{:04x}", b);
                }
            }
            run = i + 1;
        }
    }
    out.push_str(s.get(run..).unwrap_or(""));
    out.push('"');
}
