//! `squareAttacks`: the squares a piece attacks, from the core's attack tables.

use wasm_bindgen::prelude::*;

use super::ChessError;
use crate::{attacks, Bitboard, Piece, Square};

type Names = Vec<String>;

/// The squares (a1 first, h8 last) that `piece` (a FEN letter: `'N'` a white knight, `'p'` a black
/// pawn) standing on `square` attacks, with the `occupied` squares blocking the sliders.
/// Throws a `ChessError` with code `INVALID_ARGUMENT` for a bad letter or square name.
#[wasm_bindgen(js_name = squareAttacks, unchecked_return_type = "SquareName[]")]
pub fn square_attacks(
    piece: &str,
    #[wasm_bindgen(unchecked_param_type = "SquareName")] square: &str,
    #[wasm_bindgen(unchecked_optional_param_type = "SquareName[]")] occupied: Option<Names>,
) -> Result<Vec<String>, ChessError> {
    let piece = parse_piece(piece)?;
    let square = parse_square(square)?;
    let mut blockers = Bitboard::EMPTY;
    for name in occupied.iter().flatten() {
        blockers.add(parse_square(name)?);
    }
    Ok(attacks::attacks(square, piece, blockers)
        .into_iter()
        .map(|sq| sq.to_string())
        .collect())
}

fn parse_piece(s: &str) -> Result<Piece, ChessError> {
    let mut chars = s.chars();
    match (chars.next().and_then(Piece::from_char), chars.next()) {
        (Some(piece), None) => Ok(piece),
        _ => Err(ChessError::invalid_argument(format!(
            "{s:?} is not a piece: expected one of PNBRQK (white) or pnbrqk (black)"
        ))),
    }
}

fn parse_square(s: &str) -> Result<Square, ChessError> {
    s.parse()
        .map_err(|_| ChessError::invalid_argument(format!("{s:?} is not a square name (a1 to h8)")))
}
