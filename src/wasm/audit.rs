//! `audit`: the arbiter's audit of game records (the `chess-arbiter/audit` entry), as plain
//! objects.

use std::fmt::Write;

use wasm_bindgen::prelude::*;

use super::error::{ChessError, ErrorCode};
use super::wire::{self, caught, decode_json, js_text, push_json_string};
use crate::audit::{self, Event, Record, Report};

#[wasm_bindgen(typescript_custom_section)]
const TS_AUDIT_TYPES: &'static str = r#"
export type AuditEventKind =
  | 'illegal_move' | 'unreadable_move' | 'threefold_repetition' | 'fifty_moves'
  | 'checkmate' | 'stalemate' | 'dead_position' | 'fivefold_repetition' | 'seventyfive_moves'
  | 'moves_after_end' | 'result_mismatch';
export interface AuditEvent {
  /** The ply, from 1 (the record's first move); 0 for a start position that had already ended (a FEN of a mate) or in which a fifty-move claim already held; a result mismatch gives the last ply. */
  ply: number;
  /** The move of that ply as recorded. */
  san: string;
  kind: AuditEventKind;
  /** The article of the FIDE Laws of Chess, e.g. '9.2'. */
  law: string;
  /** A sentence in English. */
  text: string;
  /** Illegal and unreadable moves: why, in words, and as a code ('pinned', 'no_castling_right', ...). */
  detail?: string;
  irregularity?: string;
  /** Claims: the last ply of the unbroken stretch after which the claim holds. */
  untilPly?: number;
  /** Moves after the end: how many. */
  count?: number;
  /** The position followed an illegal move that was kept as it stood. */
  afterIrregularity: boolean;
}
export interface AuditVerdict {
  result: '1-0' | '0-1' | '1/2-1/2' | '*';
  termination:
    | 'checkmate' | 'stalemate' | 'insufficient_material' | 'dead_position'
    | 'fivefold_repetition' | 'seventyfive_moves' | 'threefold_repetition' | 'fifty_moves'
    | 'agreement' | 'resignation' | 'timeout' | null;
  /** The ply that ended the game on the board, or null. */
  ply: number | null;
  law: string;
  text: string;
}
export interface AuditReport {
  /** The game's number in the input, from 1. */
  game: number;
  tags: Record<string, string>;
  plies: number;
  events: AuditEvent[];
  verdict: AuditVerdict;
  /** The Result tag, else the movetext's result token. */
  recorded: string | null;
  agrees: boolean;
  /**
   * With `{ positions: true }`: the FEN of the start position, then of the position after each
   * ply the audit walked (after an illegal move kept as it stood, the position it made), up to
   * where the game ended or the record could not be followed: `positions[ply]`.
   */
  positions?: string[];
  /** With `{ positions: true }`: the moves of the main line as recorded, every one. */
  moves?: string[];
}
export interface AuditOptions {
  /** Add each report's `positions` (a FEN per ply walked) and `moves`. Default false. */
  positions?: boolean;
}
/** A record given as moves rather than PGN (a DGT board's stream, a database row). */
export interface AuditRecord {
  /** The start position (the standard one when absent; '' is an INVALID_FEN). */
  fen?: string;
  /** The moves as recorded, in SAN or UCI. */
  moves: string[];
  /** Tags as a PGN header holds them: Result, Termination, Variant, White, ... */
  tags?: Record<string, string>;
}
/** A game of the input that could not be read at all. */
export interface AuditFailure {
  game: number;
  error: { code: 'INVALID_PGN'; message: string };
}
"#;

/// Audits every game of a PGN text, or one record given as moves. A game that cannot be read
/// gives an `AuditFailure` and the others are audited; a record whose FEN gives no position
/// throws `INVALID_FEN`; options that are not `{ positions?: boolean }` throw `INVALID_ARGUMENT`.
#[wasm_bindgen(js_name = audit, unchecked_return_type = "(AuditReport | AuditFailure)[]")]
pub fn audit_input(
    #[wasm_bindgen(unchecked_param_type = "string | AuditRecord")] input: JsValue,
    #[wasm_bindgen(unchecked_optional_param_type = "AuditOptions")] options: Option<JsValue>,
) -> Result<JsValue, ChessError> {
    let options = options.unwrap_or(JsValue::UNDEFINED);
    let options = audit::Options {
        positions: caught(wire::audit_options(&options))?.positions(),
    };
    match js_text(&input) {
        Some(text) => Ok(audit_pgn(&text, options)),
        None => audit_moves(&caught(wire::audit_record(&input))?, options),
    }
}

fn audit_moves(given: &wire::AuditRecord, options: audit::Options) -> Result<JsValue, ChessError> {
    let text = |v: JsValue| v.as_string().unwrap_or_default();
    let pairs: Vec<String> = given.tags().iter().map(text).collect();
    let record = Record {
        fen: given.fen(),
        moves: given.moves().iter().map(text).collect(),
        tags: pairs
            .chunks_exact(2)
            .map(|pair| (pair[0].clone(), pair[1].clone()))
            .collect(),
    };
    let report = audit::audit_record_with(&record, options).map_err(|why| match why {
        // Refused as the same record in PGN is.
        audit::RecordError::Variant(why) => ChessError::new(ErrorCode::InvalidPgn, why),
        audit::RecordError::Fen(why) => ChessError::new(ErrorCode::InvalidFen, why),
    })?;
    let mut json = String::from("[");
    push_report(&mut json, &report);
    json.push(']');
    Ok(decode_json(&json))
}

fn audit_pgn(text: &str, options: audit::Options) -> JsValue {
    let mut json = String::with_capacity(text.len() / 2);
    json.push('[');
    for (i, result) in audit::audit_pgn_with(text, options).iter().enumerate() {
        if i > 0 {
            json.push(',');
        }
        match result {
            Ok(report) => push_report(&mut json, report),
            Err(e) => {
                let _ = write!(
                    json,
                    "{{\"game\":{},\"error\":{{\"code\":\"INVALID_PGN\",\"message\":",
                    e.game.max(1)
                );
                push_json_string(&mut json, &format!("INVALID_PGN: {e}"));
                json.push_str("}}");
            }
        }
    }
    json.push(']');
    decode_json(&json)
}

fn push_report(json: &mut String, r: &Report) {
    let _ = write!(json, "{{\"game\":{},\"tags\":{{", r.game);
    for (j, (name, value)) in r.tags.iter().enumerate() {
        if j > 0 {
            json.push(',');
        }
        push_json_string(json, name);
        json.push(':');
        push_json_string(json, value);
    }
    let _ = write!(json, "}},\"plies\":{},\"events\":[", r.plies);
    for (j, e) in r.events.iter().enumerate() {
        if j > 0 {
            json.push(',');
        }
        push_event(json, e);
    }
    json.push_str("],\"verdict\":{\"result\":");
    push_json_string(json, r.ruling.result);
    json.push_str(",\"termination\":");
    match r.ruling.termination {
        Some(t) => push_json_string(json, t.as_str()),
        None => json.push_str("null"),
    }
    json.push_str(",\"ply\":");
    match r.ruling.ply {
        Some(p) => {
            let _ = write!(json, "{p}");
        }
        None => json.push_str("null"),
    }
    json.push_str(",\"law\":");
    push_json_string(json, r.ruling.law);
    json.push_str(",\"text\":");
    push_json_string(json, &r.ruling.text);
    json.push_str("},\"recorded\":");
    match &r.recorded {
        Some(result) => push_json_string(json, result),
        None => json.push_str("null"),
    }
    let _ = write!(json, ",\"agrees\":{}", r.agrees);
    if !r.positions.is_empty() {
        push_strings(json, "positions", &r.positions);
        push_strings(json, "moves", &r.moves);
    }
    json.push('}');
}

/// `,"name":["a","b",...]`.
fn push_strings(json: &mut String, name: &str, items: &[String]) {
    let _ = write!(json, ",\"{name}\":[");
    for (j, item) in items.iter().enumerate() {
        if j > 0 {
            json.push(',');
        }
        push_json_string(json, item);
    }
    json.push(']');
}

fn push_event(json: &mut String, e: &Event) {
    let _ = write!(json, "{{\"ply\":{},\"san\":", e.ply);
    push_json_string(json, &e.san);
    json.push_str(",\"kind\":");
    push_json_string(json, e.kind.as_str());
    json.push_str(",\"law\":");
    push_json_string(json, e.kind.law());
    json.push_str(",\"text\":");
    push_json_string(json, &e.text);
    if let Some(detail) = &e.detail {
        json.push_str(",\"detail\":");
        push_json_string(json, detail);
    }
    if let Some(i) = &e.irregularity {
        json.push_str(",\"irregularity\":");
        push_json_string(json, i.code());
    }
    if let Some(until) = e.until_ply {
        let _ = write!(json, ",\"untilPly\":{until}");
    }
    if let Some(count) = e.count {
        let _ = write!(json, ",\"count\":{count}");
    }
    let _ = write!(json, ",\"afterIrregularity\":{}}}", e.after_irregularity);
}
