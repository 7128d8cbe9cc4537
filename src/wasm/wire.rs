//! The wire between JS values and the Rust types of the bindings: every conversion lives here
//! and in its JavaScript half, `wire.js`. The binding files (engine, clock, audit) are adapters
//! that read their arguments here, call the core and write the results here. The rules
//! entries' bindings (game, touch, game_pgn, pgn) take only numbers and strings (see
//! [`super::game`]): they use the encoders here, and their class the readers and decoders of
//! wire.js.
//!
//! Inputs: a reader of wire.js checks a value of the API (with the message a user sees when it
//! is wrong) and hands over typed values, read here through typed getters and js-sys arrays:
//! never an encoded string. The readers are `catch` imports: what they throw (the message) is
//! one `INVALID_ARGUMENT` ([`caught`]), so a getter that throws is never a trap.
//!
//! Outputs: objects are built by the writers of wire.js from typed arguments (squares as
//! indices), lists are js-sys arrays. Hand-written encodings stay where the benchmarks need
//! them: move lists as compact records ([`encode_move`]: `moves()`, `play()` and the engine's
//! lines, the playout's hot path, 138,728 plies/s with them) and parsePgn's games (and the
//! audit's reports, an imported record's warnings) as one JSON text ([`push_json_string`], one
//! `JSON.parse` for a whole file: the PGN import's 23.7 MB/s). And where start-up needs them:
//! an import with a signature of its own costs every start-up a wasm-to-JS wrapper, so outcomes,
//! touch verdicts and errors come as one string of words ([`fields`]), decoded in JS.
//!
//! serde-wasm-bindgen is not used: measured in the rules entry (wasm-opt -Oz, gzip -9),
//! serializing one struct (an `Outcome`) cost 5.1 KB raw, 2.5 KiB gzipped, and deserializing one
//! `{fen, chess960}` options struct 41 KB raw, 19.4 KiB gzipped (serde's error messages bring in
//! float formatting), against the 64 KiB budget of an entry that had 1.2 KiB left.

#[cfg(any(feature = "js-engine", feature = "js-audit", feature = "js-clock"))]
use js_sys::Array;
use wasm_bindgen::prelude::*;
#[cfg(any(feature = "js-engine", feature = "js-audit", feature = "js-clock"))]
use wasm_bindgen::JsCast;

use super::error::ChessError;
use super::words::fields;
use crate::moves::Move;
use crate::outcome::Outcome;
use crate::position::Position;
use crate::san;
use crate::square::Square;
use crate::types::Color;

#[wasm_bindgen(module = "/src/wasm/wire.js")]
extern "C" {
    // --- Readers (see the module comment) ---
    /// The string `value` is, or `None`.
    #[wasm_bindgen(js_name = text)]
    pub(super) fn js_text(value: &JsValue) -> Option<String>;
    #[wasm_bindgen(js_name = describeValue)]
    pub(super) fn describe_value(value: &JsValue) -> String;
    #[wasm_bindgen(js_name = decodeJson)]
    pub(super) fn decode_json(json: &str) -> JsValue;
}

/// The engine entry's part of the wire (see wire-engine.js).
#[cfg(feature = "js-engine")]
#[wasm_bindgen(module = "/src/wasm/wire-engine.js")]
extern "C" {
    #[wasm_bindgen(catch, js_name = searchPosition)]
    pub(super) fn search_position(value: &JsValue) -> Result<SearchPosition, JsValue>;
    #[wasm_bindgen(catch, js_name = searchOptions)]
    pub(super) fn search_options(value: &JsValue) -> Result<SearchOptions, JsValue>;
    #[wasm_bindgen(catch, js_name = searchMessage)]
    pub(super) fn search_message(position: &JsValue, options: &JsValue)
        -> Result<JsValue, JsValue>;

    pub(super) fn now() -> f64;

    pub(super) type SearchPosition;
    #[wasm_bindgen(method, getter)]
    pub(super) fn fen(this: &SearchPosition) -> String;
    #[wasm_bindgen(method, getter)]
    pub(super) fn moves(this: &SearchPosition) -> Array;
    #[wasm_bindgen(method, getter)]
    pub(super) fn chess960(this: &SearchPosition) -> bool;
    #[wasm_bindgen(method, getter)]
    pub(super) fn over(this: &SearchPosition) -> bool;

    pub(super) type SearchOptions;
    #[wasm_bindgen(method, getter)]
    pub(super) fn level(this: &SearchOptions) -> Option<u8>;
    #[wasm_bindgen(method, getter)]
    pub(super) fn movetime(this: &SearchOptions) -> Option<f64>;
    #[wasm_bindgen(method, getter)]
    pub(super) fn nodes(this: &SearchOptions) -> Option<f64>;
    #[wasm_bindgen(method, getter)]
    pub(super) fn seed(this: &SearchOptions) -> f64;

    #[wasm_bindgen(js_name = searchResult)]
    fn search_result(
        best: &str,
        pv: &str,
        mate: bool,
        score: i32,
        depth: u32,
        nodes: f64,
    ) -> JsValue;
    #[wasm_bindgen(js_name = engineLevel)]
    pub(super) fn engine_level(level: u8, name: &str) -> JsValue;
}

/// The audit entry's part of the wire (see wire-audit.js).
#[cfg(feature = "js-audit")]
#[wasm_bindgen(module = "/src/wasm/wire-audit.js")]
extern "C" {
    #[wasm_bindgen(catch, js_name = auditRecord)]
    pub(super) fn audit_record(value: &JsValue) -> Result<AuditRecord, JsValue>;

    /// A record given as moves: `{ fen?, moves, tags? }` as checked by `auditRecord`.
    pub(super) type AuditRecord;
    #[wasm_bindgen(method, getter)]
    pub(super) fn fen(this: &AuditRecord) -> Option<String>;
    #[wasm_bindgen(method, getter)]
    pub(super) fn moves(this: &AuditRecord) -> Array;
    /// The tags as `[name, value, name, value, ...]`.
    #[wasm_bindgen(method, getter)]
    pub(super) fn tags(this: &AuditRecord) -> Array;

    #[wasm_bindgen(catch, js_name = auditOptions)]
    pub(super) fn audit_options(value: &JsValue) -> Result<AuditOptions, JsValue>;
    /// The audit's options, `{ positions? }`, as checked by `auditOptions`.
    pub(super) type AuditOptions;
    #[wasm_bindgen(method, getter)]
    pub(super) fn positions(this: &AuditOptions) -> bool;
}

/// The clock entry's part of the wire (see wire-clock.js).
#[cfg(feature = "js-clock")]
#[wasm_bindgen(module = "/src/wasm/wire-clock.js")]
extern "C" {
    #[wasm_bindgen(catch, js_name = clockOptions)]
    pub(super) fn clock_options(value: &JsValue) -> Result<ClockOptions, JsValue>;
    #[wasm_bindgen(catch, js_name = clockSnapshot)]
    pub(super) fn clock_snapshot(value: &JsValue) -> Result<ClockSnapshot, JsValue>;
    /// Ends a Game on time (`color` 1 for White, 2 for Black, 0 for none) unless it is over:
    /// its outcome, or null.
    #[wasm_bindgen(catch, js_name = timeoutGame)]
    pub(super) fn timeout_game(game: &JsValue, color: u32) -> Result<JsValue, JsValue>;

    pub(super) type ClockOptions;
    #[wasm_bindgen(method, getter)]
    pub(super) fn penalty(this: &ClockOptions) -> String;
    #[wasm_bindgen(method, getter)]
    pub(super) fn control(this: &ClockOptions) -> Option<String>;
    /// [`ClockStage`]s.
    #[wasm_bindgen(method, getter)]
    pub(super) fn stages(this: &ClockOptions) -> Option<Array>;

    pub(super) type ClockStage;
    #[wasm_bindgen(method, getter)]
    pub(super) fn moves(this: &ClockStage) -> Option<u32>;
    #[wasm_bindgen(method, getter)]
    pub(super) fn time(this: &ClockStage) -> f64;
    /// 'n' none, 'f' Fischer increment, 's' simple delay, 'b' Bronstein delay.
    #[wasm_bindgen(method, getter)]
    pub(super) fn bonus(this: &ClockStage) -> String;
    #[wasm_bindgen(method, getter)]
    pub(super) fn ms(this: &ClockStage) -> f64;

    pub(super) type ClockSnapshot;
    #[wasm_bindgen(method, getter)]
    pub(super) fn control(this: &ClockSnapshot) -> String;
    #[wasm_bindgen(method, getter)]
    pub(super) fn penalty(this: &ClockSnapshot) -> String;
    /// [`ClockEventValue`]s.
    #[wasm_bindgen(method, getter)]
    pub(super) fn events(this: &ClockSnapshot) -> Array;

    pub(super) type ClockEventValue;
    #[wasm_bindgen(method, getter, js_name = type)]
    pub(super) fn kind(this: &ClockEventValue) -> String;
    #[wasm_bindgen(method, getter)]
    pub(super) fn at(this: &ClockEventValue) -> f64;
    #[wasm_bindgen(method, getter)]
    pub(super) fn color(this: &ClockEventValue) -> Option<String>;

}

/// What a reader threw (its message) as the `ChessError` of a value of the wrong type.
pub(super) fn caught<T>(read: Result<T, JsValue>) -> Result<T, ChessError> {
    read.map_err(|why| ChessError::invalid_argument(js_text(&why).unwrap_or_default()))
}

/// The elements of a js-sys array as the typed value a reader made of each.
#[cfg(any(feature = "js-engine", feature = "js-audit", feature = "js-clock"))]
pub(super) fn items<'a, T: JsCast + 'a>(array: &'a Array) -> impl Iterator<Item = T> + 'a {
    array.iter().map(JsCast::unchecked_into)
}

/// `'w'` or `'b'`.
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

pub(super) fn optional_color_arg(value: &JsValue) -> Result<Option<Color>, ChessError> {
    if value.is_undefined() || value.is_null() {
        Ok(None)
    } else {
        color_arg(value).map(Some)
    }
}

/// `'w'` or `'b'`.
pub(super) const fn color_str(color: Color) -> &'static str {
    match color {
        Color::White => "w",
        Color::Black => "b",
    }
}

pub(super) fn color_value(color: Option<Color>) -> JsValue {
    color.map_or(JsValue::NULL, |c| JsValue::from_str(color_str(c)))
}

/// The `-` that stands for a field a value has not.
const NONE: &str = "-";

/// An outcome's words: its termination, the winner's letter (`-` for a draw), for wire.js's
/// `outcome`.
pub(super) fn outcome_words(outcome: Outcome) -> String {
    let winner = outcome.winner.map_or(NONE, color_str);
    fields(&[outcome.termination.as_str()], winner)
}

/// `[{ kind, recorded, laws, message }]` for the warnings of an imported record, as JSON.
#[cfg(feature = "js-rules")]
pub(super) fn warnings_json(warnings: &[crate::game::ImportWarning]) -> String {
    use crate::game::ImportWarning;
    // As JSON: a recorded result is the tag's text as written, which may hold any character.
    let mut json = String::from("[");
    for w in warnings {
        if json.len() > 1 {
            json.push(',');
        }
        json.push_str("{\"kind\":");
        push_json_string(&mut json, w.kind());
        let laws = match w {
            ImportWarning::ResultMismatch { recorded, laws } => {
                json.push_str(",\"recorded\":");
                push_json_string(&mut json, recorded);
                laws
            }
            ImportWarning::MovesAfterEnd { ply, count, laws } => {
                json.push_str(&format!(",\"ply\":{ply},\"count\":{count}"));
                laws
            }
        };
        json.push_str(",\"laws\":{\"termination\":");
        push_json_string(&mut json, laws.termination.as_str());
        json.push_str(",\"winner\":");
        match laws.winner {
            Some(color) => push_json_string(&mut json, color_str(color)),
            None => json.push_str("null"),
        }
        json.push_str(",\"result\":");
        push_json_string(&mut json, laws.result());
        json.push_str("},\"message\":");
        push_json_string(&mut json, &w.to_string());
        json.push('}');
    }
    json.push(']');
    json
}

/// The records of `moves`, each played from `pos`, separated by spaces (wire.js's `decodeMoves`).
pub(super) fn moves_records(pos: &Position, moves: &[Move], chess960: bool) -> String {
    let mut encoded = String::with_capacity(moves.len() * 24);
    for (i, &m) in moves.iter().enumerate() {
        if i > 0 {
            encoded.push(' ');
        }
        encode_move(&mut encoded, pos, m, chess960);
    }
    encoded
}

/// Move records for moves each played from its own position (a game's history, a line).
pub(super) fn line_records<'a>(
    line: impl IntoIterator<Item = (&'a Position, Move)>,
    chess960: bool,
) -> String {
    let mut encoded = String::new();
    for (pos, m) in line {
        if !encoded.is_empty() {
            encoded.push(' ');
        }
        encode_move(&mut encoded, pos, m, chess960);
    }
    encoded
}

#[cfg(feature = "js-engine")]
/// A `SearchResult` from the best move's record, the line's records and the score.
pub(super) fn search_result_value(
    best: &str,
    pv: &str,
    mate: bool,
    score: i32,
    depth: u32,
    nodes: f64,
) -> JsValue {
    search_result(best, pv, mate, score, depth, nodes)
}

/// Appends one move as seven fixed characters and its SAN (see `decodeMoves` in wire.js):
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
                    // By hand: `{:04x}` would bring the hexadecimal formatter along.
                    let hex = b"0123456789abcdef";
                    out.push_str("\\u00");
                    out.push(char::from(hex[usize::from(b >> 4)]));
                    out.push(char::from(hex[usize::from(b & 15)]));
                }
            }
            run = i + 1;
        }
    }
    out.push_str(s.get(run..).unwrap_or(""));
    out.push('"');
}
