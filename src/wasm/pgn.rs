//! `parsePgn`: every game of a PGN text as plain objects, for lists, databases and imports. The
//! games cross as one JSON text (see [`super::wire`]): the PGN import benchmark's hot path.

use wasm_bindgen::prelude::*;

use super::error::ChessError;
use super::game::reply;
use super::wire::push_json_string;
use crate::{pgn, san};

#[wasm_bindgen(typescript_custom_section)]
const TS_PGN_TYPES: &'static str = r#"
/**
 * Reads every game of a PGN text and replays its main line. Throws `INVALID_PGN` naming the
 * game, line and token of the first problem.
 */
export function parsePgn(text: string): PgnGame[];
export interface PgnGame {
  /** The tag pairs, in the order of the file. */
  tags: Record<string, string>;
  /** The main line in SAN, as checked by replaying it (written afresh: `O-O` for a recorded `0-0`, check marks as the moves give them). */
  moves: string[];
  /** '1-0', '0-1', '1/2-1/2' or '*'. */
  result: string;
  /** The FEN of the position after the last move. */
  fen: string;
}
"#;

/// Reads every game of a PGN text and replays its main line: the games as JSON, for `parsePgn`
/// of js/rules/game.js.
#[wasm_bindgen(js_name = __parsePgn, skip_typescript)]
pub fn parse_pgn(text: &str) -> String {
    reply(games_json(text))
}

fn games_json(text: &str) -> Result<String, ChessError> {
    let games = pgn::parse(text)?;
    let mut json = String::with_capacity(text.len());
    json.push('[');
    let mut move_san = String::new();
    for (i, game) in games.iter().enumerate() {
        let (end, moves) = game.replay()?;
        if i > 0 {
            json.push(',');
        }
        json.push_str("{\"tags\":{");
        for (j, (name, value)) in game.tags.iter().enumerate() {
            if j > 0 {
                json.push(',');
            }
            push_json_string(&mut json, name);
            json.push(':');
            push_json_string(&mut json, value);
        }
        // Written afresh rather than as the record has them: the record's may be long algebraic
        // (`e2-e4`), `0-0`, or lack or misplace a check mark.
        json.push_str("},\"moves\":[");
        let mut pos = game.start_position()?;
        for (j, &m) in moves.iter().enumerate() {
            if j > 0 {
                json.push(',');
            }
            move_san.clear();
            san::write_plain(&pos, m, &mut move_san);
            pos.play_unchecked(m);
            san::push_suffix_of(&pos, &mut move_san);
            push_json_string(&mut json, &move_san);
        }
        json.push_str("],\"result\":");
        push_json_string(&mut json, game.termination_marker());
        json.push_str(",\"fen\":");
        push_json_string(&mut json, &end.fen());
        json.push('}');
    }
    json.push(']');
    Ok(json)
}
