//! How the lower levels go wrong: the mistakes people make, not random moves.
//!
//! Before the search a level may decide, by its seeded dice, that this move is one of its
//! mistakes:
//!
//! - a **hasty move**: it plays what looks best at a glance (one ply, no replies considered),
//!   which may leave a piece hanging or take a defended pawn;
//! - a **missed capture**: it does not notice its captures this move (recaptures on the square
//!   the opponent just moved to excepted, which nobody misses), so a free piece can stay free.
//!
//! Otherwise it searches as well as its depth allows and then, being in a hurry, chooses among
//! the few best moves within its margin, the better ones more often. In the first moves it
//! prefers the moves a teacher would show (central pawns, knights and bishops out, castling,
//! captures) to those within the margin that no one plays (1…Na6, rook-pawn pushes); and it
//! makes no hasty moves and misses no captures there, so pawns are not given away for nothing.

use crate::moves::Move;
use crate::position::Position;
use crate::square::{File, Rank};
use crate::types::Role;

use super::levels::{LevelSpec, Rng};

/// Up to this full move the opening preference holds.
pub(crate) const OPENING_MOVES: u32 = 8;

/// Up to this full move a level makes no hasty moves and misses no captures.
pub(crate) const CAREFUL_MOVES: u32 = 5;

/// What kind of move a level is about to make.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub(crate) enum Mode {
    /// The search as deep as the level allows, then a choice among the best few.
    Considered,
    /// The best move at a glance: one ply, no quiescence.
    Hasty,
    /// The search without these captures, which the player did not notice.
    MissedCaptures,
}

/// The mode of the next move of a level at `pos` with legal `moves`, by the dice of `rng`;
/// `last_to` is where the opponent's last move landed, if known.
pub(crate) fn mode(
    spec: &LevelSpec,
    pos: &Position,
    moves: &[Move],
    last_to: Option<crate::square::Square>,
    rng: &mut Rng,
) -> Mode {
    if pos.fullmoves() <= CAREFUL_MOVES || moves.len() < 2 {
        return Mode::Considered;
    }
    let roll = rng.below(1000) as u32;
    if roll < spec.hasty_per_mille {
        return Mode::Hasty;
    }
    if roll < spec.hasty_per_mille + spec.missed_capture_per_mille {
        let unseen = unseen_captures(moves, last_to);
        if !unseen.is_empty() && unseen.len() < moves.len() {
            return Mode::MissedCaptures;
        }
    }
    Mode::Considered
}

/// The captures a player missing captures does not see: all but recaptures on `last_to`.
pub(crate) fn unseen_captures(moves: &[Move], last_to: Option<crate::square::Square>) -> Vec<Move> {
    moves
        .iter()
        .copied()
        .filter(|m| m.is_capture() && Some(m.to()) != last_to)
        .collect()
}

/// A move a teacher would show in the opening: a c-, d- or e-pawn, a knight or bishop off the
/// back rank (a knight not to the edge), castling, or a capture.
pub fn is_natural_opening_move(pos: &Position, m: Move) -> bool {
    if m.is_capture() || matches!(m, Move::Castle { .. }) {
        return true;
    }
    let from_home = m.from().rank().relative_to(pos.turn()) == Rank::First;
    let rim = matches!(m.to().file(), File::A | File::H);
    match m.role() {
        Role::Pawn => matches!(m.from().file(), File::C | File::D | File::E),
        Role::Knight => from_home && !rim,
        Role::Bishop => from_home,
        _ => false,
    }
}

/// The move a level plays among `candidates` (moves with exact scores within its margin of the
/// best, best first): in the opening the natural ones if there are any, then one of the best
/// `spec.choices`, weighted by how close each comes to the best.
pub(crate) fn pick(
    spec: &LevelSpec,
    pos: &Position,
    candidates: &[(Move, i32)],
    rng: &mut Rng,
) -> Option<Move> {
    let mut pool: Vec<(Move, i32)> = candidates.to_vec();
    if pos.fullmoves() <= OPENING_MOVES && spec.margin > 0 {
        let natural: Vec<(Move, i32)> = pool
            .iter()
            .copied()
            .filter(|&(m, _)| is_natural_opening_move(pos, m))
            .collect();
        if !natural.is_empty() {
            pool = natural;
        }
    }
    pool.truncate(spec.choices.max(1));
    let &(_, best) = pool.first()?;
    if pool.len() == 1 || spec.margin == 0 {
        return Some(pool[0].0);
    }
    let weights: Vec<u64> = pool
        .iter()
        .map(|&(_, s)| (spec.margin + 1 - (best - s)).max(1) as u64)
        .collect();
    let mut ticket = rng.below(weights.iter().sum());
    for (&(m, _), &w) in pool.iter().zip(&weights) {
        if ticket < w {
            return Some(m);
        }
        ticket -= w;
    }
    Some(pool[0].0)
}
