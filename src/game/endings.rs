//! The automatic endings (Laws 5.1.1, 5.2.1, 5.2.2, 9.6): each position is judged once, when it
//! is reached, and the dead-position analysis is skipped where a cheap argument proves the
//! position alive.

use crate::bitboard::Bitboard;
use crate::dead::{self, Verdict};
use crate::moves::Move;
use crate::position::Position;
use crate::square::Rank;
use crate::types::{Color, Role};

use super::outcome::{Outcome, Termination};
use super::{Game, Record, SEVENTY_FIVE_MOVES};

impl Game {
    /// Runs the analyses put off by [`Game::batch`]. Returns the ending of a position before
    /// the last one if it turns out to be dead (the moves after it are then taken back).
    pub(super) fn settle(&mut self) -> Option<Outcome> {
        let first = self.records.iter().position(|r| r.pending)?;
        let last = self.records.len() - 1;
        // One analysis of the last position usually proves all the others alive.
        let proved = self.records[last].alive
            || (self.records[last].pending && dead::is_dead(&self.positions[last]) == Verdict::No);
        if proved {
            for record in &mut self.records[first..] {
                if record.pending {
                    record.pending = false;
                    record.alive = true;
                }
            }
            return None;
        }
        for i in first..=last {
            if !self.records[i].pending {
                continue;
            }
            let alive = i > 0
                && self.records[i - 1].alive
                && returns_to(
                    &self.positions[i],
                    self.moves[i - 1],
                    &self.positions[i - 1],
                );
            let record = evaluate(
                &self.positions[i],
                self.records[i].repetitions,
                alive,
                false,
            );
            self.records[i] = record;
            if let (Some(outcome), true) = (record.ending, i < last) {
                while self.moves.len() > i {
                    self.undo();
                }
                return Some(outcome);
            }
        }
        None
    }
}

/// Same position under Law 9.2.3: same side to move, same pieces on the same squares, same
/// castling rights, same legal en passant capture (the hash already says so; the fields make
/// it exact).
pub(crate) fn same_position(a: &Position, b: &Position) -> bool {
    a.hash() == b.hash()
        && a.turn() == b.turn()
        && a.castling_rights() == b.castling_rights()
        && a.ep_square() == b.ep_square()
        && a.board() == b.board()
}

/// What `pos`, occurring for the `repetitions`-th time, means: its automatic ending by
/// precedence, and whether it is proved not dead. `alive` says it is known already, and
/// `defer` puts the dead-position analysis off: either way it is not run.
pub(crate) fn evaluate(pos: &Position, repetitions: u32, alive: bool, defer: bool) -> Record {
    evaluate_counted(pos, pos.count_legal_moves(), repetitions, alive, defer)
}

/// [`evaluate`] given the number of legal moves: exact below two, any number from two up (only
/// "none", "one" and "more" matter).
pub(crate) fn evaluate_counted(
    pos: &Position,
    moves: usize,
    repetitions: u32,
    alive: bool,
    defer: bool,
) -> Record {
    let mut record = Record {
        repetitions,
        ending: None,
        alive,
        pending: false,
    };
    if moves == 0 {
        record.alive = pos.is_check();
        record.ending = Some(if record.alive {
            Outcome::win(Termination::Checkmate, !pos.turn())
        } else {
            Outcome::draw(Termination::Stalemate)
        });
        return record;
    }
    if dead::is_insufficient_material(pos.board()) {
        record.alive = false;
        record.ending = Some(Outcome::draw(Termination::InsufficientMaterial));
        return record;
    }
    if !alive && could_be_dead(pos, moves) {
        if defer {
            record.pending = true;
        } else {
            match dead::is_dead(pos) {
                Verdict::Yes => {
                    record.ending = Some(Outcome::draw(Termination::DeadPosition));
                    return record;
                }
                Verdict::No => record.alive = true,
                Verdict::Unknown => {}
            }
        }
    }
    record.ending = if pos.halfmoves() >= SEVENTY_FIVE_MOVES {
        Some(Outcome::draw(Termination::SeventyFiveMoves))
    } else if repetitions >= 5 {
        Some(Outcome::draw(Termination::FivefoldRepetition))
    } else {
        None
    };
    record
}

/// Whether the dead-position analysis can prove anything here, cheaply decided. Past the
/// material rules (checked before), it proves a position dead only along a forced line (one
/// legal move) or behind pawns that can never promote: each white pawn has a black pawn at most
/// three squares ahead on its file, and the other way round (a wall met head on, a doubled pawn
/// behind its blocked twin, a pawn with a step or two left before the wall; no pawns at all
/// counts too, for the pawnless endings). A position with a pawn whose file is open ahead, or
/// whose enemy pawn is further (the start position: every pawn faces one five squares away), and
/// a choice of moves is left alone: skipping the analysis only ever lets a game go on (an
/// unknown never ends a game), and it keeps `new Game()` and a move cheap in the openings and
/// middlegames where no position is dead.
pub(crate) fn could_be_dead(pos: &Position, legal_moves: usize) -> bool {
    let board = pos.board();
    let white = board.pawns() & board.by_color(Color::White);
    let black = board.pawns() & board.by_color(Color::Black);
    // The three squares below a black pawn, and above a white one, on its file.
    let below_black = black.0 >> 8 | black.0 >> 16 | black.0 >> 24;
    let above_white = white.0 << 8 | white.0 << 16 | white.0 << 24;
    legal_moves <= 1 || ((white.0 & !below_black) | (black.0 & !above_white)) == 0
}

/// How many of the opponent's moves [`returns_to`] tries.
const RETURN_TRIES: usize = 6;

/// Whether `next`, reached from `before` by `m`, can get back to `before` exactly: the
/// opponent makes a reversible move, `m` is taken back, the opponent's move too. Then `next`
/// is not dead when `before` is not (a checkmate reachable from `before` is reachable from
/// `next`), which spares the dead-position analysis for most moves of a game.
pub(crate) fn returns_to(next: &Position, m: Move, before: &Position) -> bool {
    let Some(back) = m.reverse() else {
        return false;
    };
    if before.ep_square().is_some() || before.castling_rights() != next.castling_rights() {
        return false;
    }
    next.legal_moves()
        .into_iter()
        // Moves that keep the castling rights.
        .filter(|x| match x.role() {
            Role::King => (next.castling_rights()
                & Bitboard::relative_rank(next.turn(), Rank::First))
            .is_empty(),
            _ => !next.castling_rights().contains(x.from()),
        })
        .filter_map(|x| x.reverse().map(|x_back| (x, x_back)))
        .take(RETURN_TRIES)
        .any(|(x, x_back)| {
            let mut pos = next.clone();
            pos.play_unchecked(x);
            if !pos.is_legal(back) {
                return false;
            }
            pos.play_unchecked(back);
            if !pos.is_legal(x_back) {
                return false;
            }
            pos.play_unchecked(x_back);
            same_position(&pos, before)
        })
}

#[cfg(test)]
mod tests {
    use super::could_be_dead;
    use crate::position::Position;

    fn could(fen: &str) -> bool {
        let pos = Position::from_fen(fen).unwrap();
        could_be_dead(&pos, pos.legal_moves().len())
    }

    #[test]
    fn the_openings_skip_the_dead_position_analysis() {
        // Every pawn faces an enemy pawn on its file, five squares away: no wall yet.
        assert!(!could(crate::fen::STARTING_FEN));
        assert!(!could(
            "rnbqkbnr/pppp1ppp/8/4p3/4P3/8/PPPP1PPP/RNBQKBNR w KQkq - 0 2"
        ));
    }

    #[test]
    fn law_5_2_2_walls_with_steps_left_or_doubled_pawns_are_analysed() {
        // A wall met head on, a doubled pawn behind its blocked twin, an unmoved pawn two steps
        // from the wall, and no pawns at all.
        assert!(could("4k3/8/8/p1p1p1p1/P1P1P1P1/8/8/4K3 w - - 0 1"));
        assert!(could("4k3/8/8/p7/P7/P7/8/4K3 w - - 0 1"));
        assert!(could("4k3/8/8/p7/8/8/P7/4K3 w - - 0 1"));
        assert!(could("4k3/8/8/8/8/8/8/3BK3 w - - 0 1"));
        // A pawn whose file is open ahead.
        assert!(!could("4k3/8/8/8/8/8/P7/4K3 w - - 0 1"));
    }
}
