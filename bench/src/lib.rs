//! shakmaty behind a small wasm-bindgen API, written the way a web page would wrap it: a `Chess`
//! position class whose legal moves come back as `string[]` of SAN (one call, one array), moves
//! played by SAN or UCI text, and free functions for perft and PGN import. Only `npm run bench`
//! (scripts/bench.mjs) uses it.

use shakmaty::{
    CastlingMode, Chess as Pos, EnPassantMode, Move, Position,
    fen::Fen,
    san::{San, SanPlus},
    uci::UciMove,
};
use wasm_bindgen::prelude::*;

fn position(fen: &str) -> Result<Pos, JsError> {
    let fen = Fen::from_ascii(fen.as_bytes()).map_err(|e| JsError::new(&e.to_string()))?;
    fen.into_position(CastlingMode::Standard)
        .map_err(|e| JsError::new(&e.to_string()))
}

/// A position and the moves that lead on from it.
#[wasm_bindgen(js_name = Chess)]
pub struct Board {
    pos: Pos,
}

#[wasm_bindgen(js_class = Chess)]
impl Board {
    /// The start position, or `fen`.
    #[wasm_bindgen(constructor)]
    pub fn new(fen: Option<String>) -> Result<Board, JsError> {
        let pos = match fen {
            Some(fen) => position(&fen)?,
            None => Pos::default(),
        };
        Ok(Board { pos })
    }

    pub fn fen(&self) -> String {
        Fen::from_position(&self.pos, EnPassantMode::Legal).to_string()
    }

    /// Every legal move in SAN with its check or mate suffix ('Nf3', 'exd8=Q#').
    #[wasm_bindgen(js_name = legalSans)]
    pub fn legal_sans(&self) -> Vec<String> {
        self.pos
            .legal_moves()
            .iter()
            .map(|&m| SanPlus::from_move(self.pos.clone(), m).to_string())
            .collect()
    }

    /// Every legal move in UCI ('g1f3', 'e7e8q', castling 'e1g1').
    #[wasm_bindgen(js_name = legalUcis)]
    pub fn legal_ucis(&self) -> Vec<String> {
        self.pos
            .legal_moves()
            .iter()
            .map(|&m| UciMove::from_move(m, CastlingMode::Standard).to_string())
            .collect()
    }

    /// Plays a move given in SAN.
    pub fn play(&mut self, san: &str) -> Result<(), JsError> {
        let san = SanPlus::from_ascii(san.as_bytes()).map_err(|e| JsError::new(&e.to_string()))?;
        let m = san
            .san
            .to_move(&self.pos)
            .map_err(|e| JsError::new(&e.to_string()))?;
        self.pos.play_unchecked(m);
        Ok(())
    }

    /// Plays a move given in UCI.
    #[wasm_bindgen(js_name = playUci)]
    pub fn play_uci(&mut self, uci: &str) -> Result<(), JsError> {
        let uci = UciMove::from_ascii(uci.as_bytes()).map_err(|e| JsError::new(&e.to_string()))?;
        let m = uci
            .to_move(&self.pos)
            .map_err(|e| JsError::new(&e.to_string()))?;
        self.pos.play_unchecked(m);
        Ok(())
    }

    /// Checkmate, stalemate or insufficient material (shakmaty's `is_game_over`).
    #[wasm_bindgen(js_name = isGameOver)]
    pub fn is_game_over(&self) -> bool {
        self.pos.is_game_over()
    }
}

fn perft_played(pos: &Pos, depth: u32) -> u64 {
    if depth == 0 {
        return 1;
    }
    let moves = pos.legal_moves();
    if depth == 1 {
        // The leaves as chess-arbiter's perft plays them (src/perft.rs): each move played,
        // `black_box` keeping the optimiser from dropping the positions nobody reads.
        for &m in &moves {
            let mut leaf = pos.clone();
            leaf.play_unchecked(m);
            core::hint::black_box(&leaf);
        }
        return moves.len() as u64;
    }
    let mut nodes = 0;
    for &m in &moves {
        let mut child = pos.clone();
        child.play_unchecked(m);
        nodes += perft_played(&child, depth - 1);
    }
    nodes
}

/// Leaves `depth` plies below `fen`, every leaf move played.
#[wasm_bindgen]
pub fn perft(fen: &str, depth: u32) -> Result<f64, JsError> {
    Ok(perft_played(&position(fen)?, depth) as f64)
}

/// The same counted in bulk: the last ply's moves are counted, not played (`shakmaty::perft`).
#[wasm_bindgen(js_name = perftBulk)]
pub fn perft_bulk(fen: &str, depth: u32) -> Result<f64, JsError> {
    Ok(shakmaty::perft(&position(fen)?, depth) as f64)
}

/// The seeded generator of scripts/bench.mjs (xorshift32), so that both pick alike.
struct Rng(u32);

impl Rng {
    fn below(&mut self, n: usize) -> usize {
        let mut x = self.0;
        x ^= x << 13;
        x ^= x >> 17;
        x ^= x << 5;
        self.0 = x;
        ((u64::from(x) * n as u64) >> 32) as usize
    }
}

/// The playout workload with no JS per ply: `games` random games (seeds `seed`, `seed + 1`, ...),
/// each ply computing every legal move's SAN, playing one, asking whether the game is over; at most
/// `max_plies` plies a game. Returns the plies played.
#[wasm_bindgen]
pub fn playout(seed: u32, games: u32, max_plies: u32) -> f64 {
    let mut plies = 0u64;
    for g in 0..games {
        let mut rng = Rng(seed.wrapping_add(g).max(1));
        let mut pos = Pos::default();
        for _ in 0..max_plies {
            let moves: Vec<(Move, String)> = pos
                .legal_moves()
                .iter()
                .map(|&m| (m, SanPlus::from_move(pos.clone(), m).to_string()))
                .collect();
            let (m, san) = &moves[rng.below(moves.len())];
            let m = San::from_ascii(san.as_bytes())
                .ok()
                .and_then(|s| s.to_move(&pos).ok())
                .unwrap_or(*m);
            pos.play_unchecked(m);
            plies += 1;
            if pos.is_game_over() {
                break;
            }
        }
    }
    plies as f64
}

#[cfg(feature = "pgn")]
mod pgn {
    use std::ops::ControlFlow;

    use pgn_reader::{RawTag, Reader, SanPlus, Visitor};
    use shakmaty::{CastlingMode, Chess, Position, fen::Fen};
    use wasm_bindgen::prelude::*;

    /// Replays the main line of each game from its FEN tag (or the start), counting the plies.
    struct Replay {
        plies: u64,
    }

    impl Visitor for Replay {
        type Tags = Option<Chess>;
        type Movetext = Chess;
        type Output = Result<(), String>;

        fn begin_tags(&mut self) -> ControlFlow<Self::Output, Self::Tags> {
            ControlFlow::Continue(None)
        }

        fn tag(
            &mut self,
            tags: &mut Self::Tags,
            name: &[u8],
            value: RawTag<'_>,
        ) -> ControlFlow<Self::Output> {
            if name == b"FEN" {
                let pos = Fen::from_ascii(value.as_bytes())
                    .map_err(|e| e.to_string())
                    .and_then(|fen| {
                        fen.into_position(CastlingMode::Standard)
                            .map_err(|e| e.to_string())
                    });
                match pos {
                    Ok(pos) => *tags = Some(pos),
                    Err(err) => return ControlFlow::Break(Err(err)),
                }
            }
            ControlFlow::Continue(())
        }

        fn begin_movetext(
            &mut self,
            tags: Self::Tags,
        ) -> ControlFlow<Self::Output, Self::Movetext> {
            ControlFlow::Continue(tags.unwrap_or_default())
        }

        fn san(&mut self, pos: &mut Self::Movetext, san: SanPlus) -> ControlFlow<Self::Output> {
            match san.san.to_move(pos) {
                Ok(m) => {
                    pos.play_unchecked(m);
                    self.plies += 1;
                    ControlFlow::Continue(())
                }
                Err(err) => ControlFlow::Break(Err(format!("{san}: {err}"))),
            }
        }

        fn end_game(&mut self, _pos: Self::Movetext) -> Self::Output {
            Ok(())
        }
    }

    /// Reads and replays every game of a PGN text; returns `[games, plies]`.
    #[wasm_bindgen(js_name = importPgn)]
    pub fn import_pgn(text: &str) -> Result<Vec<f64>, JsError> {
        let mut reader = Reader::new(text.as_bytes());
        let mut visitor = Replay { plies: 0 };
        let mut games = 0u64;
        loop {
            match reader.read_game(&mut visitor) {
                Ok(Some(Ok(()))) => games += 1,
                Ok(Some(Err(err))) => {
                    return Err(JsError::new(&format!("game {}: {err}", games + 1)));
                }
                Ok(None) => break,
                Err(err) => return Err(JsError::new(&err.to_string())),
            }
        }
        Ok(vec![games as f64, visitor.plies as f64])
    }
}
