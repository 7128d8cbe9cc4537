//! What a board and a move box ask of the rules: where each piece may go now, and which move a
//! person's typed text names. Both answer for the moves the player may make now
//! ([`Game::allowed_moves`]: the touch-move rule respected, none once the game is over), so that
//! a page keeps no rules of its own.
//!
//! ```
//! use chess_arbiter::{Game, Square};
//! let game = Game::from_fen("r3k2r/8/8/8/8/8/8/R3K2R w KQkq - 0 1", false).unwrap();
//! let dests = game.dests();
//! // Castling short is offered at the rook's square and at the king's destination.
//! assert!(dests.contains(&(Square::E1, Square::H1)) && dests.contains(&(Square::E1, Square::G1)));
//! let m = game.read_typed("0-0+").unwrap();
//! assert_eq!(game.san(m), "O-O");
//! ```

use crate::moves::Move;
use crate::san;
use crate::square::Square;
use crate::uci;

use super::{Game, GameError};

impl Game {
    /// The destinations of the moves the player may make now, as (from, to) pairs in the
    /// order the moves are generated, each pair once. A board drops a piece on one of them:
    /// castling is listed at the castling rook's square (the king onto its own rook always
    /// castles, in standard and Chess960 games) and, in standard games, also at the king's
    /// destination (g1 or c1, g8 or c8). A promotion's square is listed once.
    pub fn dests(&self) -> Vec<(Square, Square)> {
        let mut dests: Vec<(Square, Square)> = Vec::new();
        let mut add = |from: Square, to: Square| {
            if !dests.contains(&(from, to)) {
                dests.push((from, to));
            }
        };
        for &m in self.allowed_moves().iter() {
            match m {
                Move::Castle { king, rook } => {
                    add(king, rook);
                    if !self.is_chess960() {
                        add(king, m.to());
                    }
                }
                _ => add(m.from(), m.to()),
            }
        }
        dests
    }

    /// The move a person typed, as [`Game::play`] would play it, without playing it: SAN read
    /// leniently (`0-0`, `e8Q`, `e8=q`, `Nd5` for `Nxd5`, `N f3`, suffixes such as `+`, `!?`
    /// and `e.p.`) or UCI (`g1f3`, `E2E4`, `e7e8q`; castling as `e1g1` or the king onto its
    /// rook, `e1h1`, in any game).
    ///
    /// # Errors
    /// [`GameError::GameOver`]; the errors of [`Game::parse_move`] (the lenient forms are
    /// tried only when the text as given names no move, so the errors are those of the text as
    /// given); [`GameError::IllegalMove`] for a move the touch-move rule forbids.
    pub fn read_typed(&self, text: &str) -> Result<Move, GameError> {
        self.ensure_going_on()?;
        let m = match self.parse_move(text) {
            Ok(m) => m,
            Err(e @ GameError::AmbiguousMove(_)) => return Err(e),
            Err(e) => self.parse_lenient(text).ok_or(e)?,
        };
        self.check_playable(m)
    }

    /// `m` if the player may make it now: the game goes on and the touch-move rule (when on)
    /// allows it. `m` must be legal in the current position.
    ///
    /// # Errors
    /// [`GameError::GameOver`], or [`GameError::IllegalMove`] naming the touch-move obligation.
    pub fn check_playable(&self, m: Move) -> Result<Move, GameError> {
        self.ensure_going_on()?;
        self.check_touch_move(m)?;
        Ok(m)
    }

    /// The forms a person types that the SAN and UCI readers do not take: UCI in capitals,
    /// spaces inside SAN, capture marks and `=` anywhere, a lower-case promotion letter, `E.P.`.
    /// (On bytes in a fixed buffer: string methods cost kilobytes in the size-optimised .wasm.)
    fn parse_lenient(&self, text: &str) -> Option<Move> {
        let mut buf = [0u8; 32];
        let mut len = 0;
        for &b in text.as_bytes() {
            if b.is_ascii_whitespace() || matches!(b, b'=' | b'x' | b':') {
                continue;
            }
            if len == buf.len() || !b.is_ascii() {
                return None;
            }
            buf[len] = b;
            len += 1;
        }
        // A capital B before lower-case letters is a bishop's SAN (`B2b4`), never the b-file.
        let bishop = buf[0] == b'B' && buf[1..len].iter().any(u8::is_ascii_lowercase);
        if (4..=5).contains(&len) && !bishop {
            let mut lower = buf;
            lower.make_ascii_lowercase();
            let uci = san::ascii(&lower[..len]);
            if let Ok(m) = uci::parse_move(self.position(), uci) {
                return Some(m);
            }
        }
        // Suffixes, in any order: check marks, annotations and "e.p." in either case.
        loop {
            len -= match &buf[..len] {
                [.., b'+' | b'#' | b'!' | b'?'] => 1,
                [_, .., b'e' | b'E', b'.', b'p' | b'P', b'.'] => 4,
                [_, .., b'e' | b'E', b'.' | b'p' | b'P', b'p' | b'P' | b'.'] => 3,
                [_, .., b'e' | b'E', b'p' | b'P'] => 2,
                _ => break,
            };
        }
        // A promotion letter in lower case after the rank: "e8q" (the SAN reader takes "e8Q").
        if let [.., b'1'..=b'8', last @ (b'q' | b'r' | b'b' | b'n')] = &mut buf[..len] {
            last.make_ascii_uppercase();
        }
        let san = san::ascii(&buf[..len]);
        san::parse_move(self.position(), san).ok()
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn typed(game: &Game, text: &str) -> String {
        game.san(game.read_typed(text).unwrap())
    }

    #[test]
    fn the_lenient_forms_of_the_move_box() {
        let game = Game::from_fen("r3k2r/1P6/7n/3Pp3/8/8/8/R3K2R w KQkq e6 0 1", false).unwrap();
        for (text, san) in [
            ("0-0", "O-O"),
            ("e1h1", "O-O"),
            ("E1G1", "O-O"),
            ("bxa8=q", "bxa8=Q+"),
            ("ba8q", "bxa8=Q+"),
            ("b7a8Q", "bxa8=Q+"),
            ("dxe6 E.P.", "dxe6"),
            ("dxe6ep.", "dxe6"),
            (" d x e6 ", "dxe6"),
            ("R x h6", "Rxh6"),
        ] {
            assert_eq!(typed(&game, text), san, "{text}");
        }
        // A bishop's move from the 2nd rank, which there is not: not the pawn's b2-b4, nor the
        // knight's b1-c3 for "B1c3".
        let game = Game::from_fen("4k3/8/8/8/8/8/1P6/1NB1K3 w - - 0 1", false).unwrap();
        for text in ["B2b4", "B1c3", "B2b3"] {
            assert!(
                matches!(game.read_typed(text), Err(GameError::IllegalMove(_))),
                "{text}"
            );
        }
        assert_eq!(typed(&game, "b2b4"), "b4");
        assert_eq!(typed(&game, "B2B4"), "b4");
        assert_eq!(typed(&game, "Bc1d2"), "Bd2");
        assert!(matches!(
            game.read_typed("Zz9"),
            Err(GameError::InvalidMove(_))
        ));
        assert!(matches!(
            game.read_typed("Ke3"),
            Err(GameError::IllegalMove(_))
        ));
    }

    #[test]
    fn castling_is_listed_at_the_rook_and_in_standard_games_at_the_kings_destination() {
        let fen = "r3k2r/8/8/8/8/8/8/R3K2R w KQkq - 0 1";
        let at = |game: &Game, sq: Square| -> Vec<Square> {
            game.dests()
                .into_iter()
                .filter(|(from, _)| *from == sq)
                .map(|(_, to)| to)
                .collect()
        };
        let standard = Game::from_fen(fen, false).unwrap();
        let king = at(&standard, Square::E1);
        for sq in [Square::H1, Square::G1, Square::A1, Square::C1, Square::D1] {
            assert!(king.contains(&sq), "{sq}");
        }
        let chess960 = Game::from_fen(fen, true).unwrap();
        let king = at(&chess960, Square::E1);
        assert!(king.contains(&Square::H1) && king.contains(&Square::A1));
        assert!(!king.contains(&Square::G1) && !king.contains(&Square::C1));
    }

    #[test]
    fn the_touch_move_rule_and_the_end_of_the_game_bind_both() {
        let mut game = Game::new();
        game.set_touch_move(true);
        game.touch(Square::G1).unwrap();
        assert_eq!(
            game.dests(),
            vec![(Square::G1, Square::F3), (Square::G1, Square::H3)]
        );
        assert!(matches!(
            game.read_typed("e4"),
            Err(GameError::IllegalMove(_))
        ));
        assert_eq!(typed(&game, "Nf3"), "Nf3");
        let mut mated = Game::new();
        for san in ["f3", "e5", "g4", "Qh4#"] {
            mated.play_san(san).unwrap();
        }
        assert!(mated.dests().is_empty());
        assert!(matches!(
            mated.read_typed("Kf2"),
            Err(GameError::GameOver(_))
        ));
    }
}
