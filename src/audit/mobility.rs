//! "Has the side to move at least two legal moves?", cheaply: the question the walk asks after
//! every move (none is mate or stalemate, one is a forced line worth a dead-position analysis),
//! where counting every legal move cost the audit a third of its time besides the dead-position
//! analyses.

use crate::attacks;
use crate::bitboard::Bitboard;
use crate::position::Position;
use crate::types::Piece;

/// The number of legal moves of the side to move, or 2 when it has at least two (found without
/// generating them in most positions).
///
/// Moves that are legal whatever else stands on the board are counted until two are found:
/// - out of check, the moves of a piece other than the king that stands on none of its king's
///   lines (ranks, files and diagonals through the king's square): it cannot be pinned, so each
///   square it attacks that is not its side's is a legal move; and the step forward of a pawn
///   off those lines onto an empty square;
/// - the king's steps to squares no enemy piece attacks once the king has left its square, in
///   check too.
///
/// Fewer than two such moves (a check the king cannot step out of, pieces on the king's lines
/// only) counts the moves.
pub(super) fn legal_moves_up_to_two(pos: &Position) -> usize {
    let board = pos.board();
    let us = pos.turn();
    let ours = board.by_color(us);
    let Some(king) = board.king_of(us) else {
        return pos.count_legal_moves();
    };
    let occupied = board.occupied();
    // The enemy king's square is left out: no legal move lands there.
    let open = !(ours | board.kings());
    let check = pos.is_check();
    let mut found = 0;
    if !check {
        let lines = attacks::queen_attacks(king, Bitboard::EMPTY);
        let free = ours & !board.pawns() & !board.kings() & !lines;
        for sq in free {
            let Some(role) = board.piece_at(sq).map(|p| p.role) else {
                continue;
            };
            let piece = Piece { color: us, role };
            found += (attacks::attacks(sq, piece, occupied) & open).count() as usize;
            if found >= 2 {
                return 2;
            }
        }
        found += ((ours & board.pawns() & !lines).shift_forward(us) & !occupied).count() as usize;
        if found >= 2 {
            return 2;
        }
    }
    let without_king = occupied & !Bitboard::from_square(king);
    for to in attacks::king_attacks(king) & open {
        if board.attackers_to(to, !us, without_king).is_empty() {
            found += 1;
            if found >= 2 {
                return 2;
            }
        }
    }
    pos.count_legal_moves()
}

#[cfg(test)]
mod tests {
    use super::*;

    fn check(pos: &Position, what: &str) {
        let counted = pos.count_legal_moves();
        assert_eq!(legal_moves_up_to_two(pos).min(2), counted.min(2), "{what}");
    }

    /// The quick answer agrees with counting, in positions of every kind: checks, pins, lone
    /// kings, pieces on the king's lines only, a piece with one move, stalemate, mate.
    #[test]
    fn agrees_with_counting() {
        for fen in [
            "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1",
            "4k3/8/8/8/8/8/4q3/4K3 w - - 0 1",
            "4k3/8/8/8/8/8/8/4K2R w K - 0 1",
            "4k3/4r3/8/8/8/8/4B3/4K3 w - - 0 1",
            "7k/5Q2/6K1/8/8/8/8/8 b - - 0 1",
            "8/8/8/8/8/5k2/4q3/7K w - - 0 1",
            "k7/8/1Q6/8/8/8/8/7K b - - 0 1",
            "4k3/8/8/8/8/8/3PPP2/3QKB2 w - - 0 1",
            "r1bqkbnr/pppp1ppp/2n5/4p3/2B1P3/5Q2/PPPP1PPP/RNB1K1NR w KQkq - 2 3",
            "4k3/8/8/8/8/8/6N1/4K3 w - - 0 1",
            "k7/2K5/8/8/8/8/8/N7 w - - 0 1",
            "k7/2K5/8/8/8/8/1p6/N7 w - - 0 1",
            "7k/5K2/8/8/8/8/8/6R1 b - - 0 1",
            "4k3/8/8/8/8/8/4r3/4K3 w - - 0 1",
            "4k3/8/8/8/8/8/3r4/r3K3 w - - 0 1",
            "k7/8/8/8/8/8/P7/K7 w - - 0 1",
            "k7/8/8/8/8/p7/P7/K7 w - - 0 1",
            "4k3/4r3/8/8/8/8/4P3/4K3 w - - 0 1",
            "4k3/8/8/8/8/8/2PPP3/3QK3 w - - 0 1",
            "k7/8/8/8/8/1q6/P7/K7 w - - 0 1",
            "7k/8/6PK/8/8/8/8/8 b - - 0 1",
        ] {
            check(&Position::from_fen(fen).unwrap(), fen);
        }
    }

    /// And along random games, which reach the sparse endgames (a king and pawns) that the
    /// sample games rarely do.
    #[test]
    fn agrees_along_random_games() {
        let mut seed = 0x2545_f491_u32;
        let mut positions = 0;
        for _ in 0..200 {
            let mut pos = Position::default();
            for _ in 0..300 {
                check(&pos, &pos.fen());
                positions += 1;
                let moves = pos.legal_moves();
                if moves.is_empty() {
                    break;
                }
                seed ^= seed << 13;
                seed ^= seed >> 17;
                seed ^= seed << 5;
                pos.play_unchecked(moves[seed as usize % moves.len()]);
            }
        }
        assert!(positions > 20_000, "{positions}");
    }

    /// And after every move of the sample games.
    #[test]
    fn agrees_along_real_games() {
        for name in ["lichess_db_100k.pgn", "twic1599_100k.pgn"] {
            let path = format!("{}/tests/data/{name}", env!("CARGO_MANIFEST_DIR"));
            let text = std::fs::read_to_string(path).unwrap();
            let mut positions = 0;
            for game in crate::pgn::parse(&text).unwrap() {
                let (Ok(mut pos), Ok((_, moves))) = (game.start_position(), game.replay()) else {
                    continue;
                };
                for m in moves {
                    pos.play_unchecked(m);
                    check(&pos, &pos.fen());
                    positions += 1;
                }
            }
            assert!(positions > 2_000, "{name}: {positions}");
        }
    }
}
