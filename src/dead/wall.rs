//! The static proof for locked pawn walls.

use super::single_colour;
use crate::attacks;
use crate::bitboard::Bitboard;
use crate::board::Board;
use crate::position::Position;
use crate::square::Square;
use crate::types::{Color, Role};

/// The squares attacked by a piece of `role` (not a pawn) on `sq`, with `blockers` in the way.
pub(super) fn role_attacks(role: Role, sq: Square, blockers: Bitboard) -> Bitboard {
    match role {
        Role::Knight => attacks::knight_attacks(sq),
        Role::Bishop => attacks::bishop_attacks(sq, blockers),
        Role::Rook => attacks::rook_attacks(sq, blockers),
        Role::Queen => attacks::queen_attacks(sq, blockers),
        Role::King => attacks::king_attacks(sq),
        Role::Pawn => Bitboard::EMPTY,
    }
}

/// Every square attacked from some square of `from` by a piece of `role`.
pub(super) fn attacks_from_set(role: Role, from: Bitboard, blockers: Bitboard) -> Bitboard {
    let mut all = Bitboard::EMPTY;
    for sq in from {
        all |= role_attacks(role, sq, blockers);
    }
    all
}

/// The squares a piece of `role` on `from` can ever reach moving through `passable` squares,
/// with only `blockers` ever in its way.
pub(super) fn flood(role: Role, from: Square, passable: Bitboard, blockers: Bitboard) -> Bitboard {
    let mut reach = Bitboard::from(from);
    let mut frontier = reach;
    while frontier.any() {
        let next = attacks_from_set(role, frontier, blockers) & passable & !reach;
        reach |= next;
        frontier = next;
    }
    reach
}

pub(super) fn pawn_attack_set(color: Color, pawns: Bitboard) -> Bitboard {
    let mut all = Bitboard::EMPTY;
    for sq in pawns {
        all |= attacks::pawn_attacks(color, sq);
    }
    all
}

/// Whether there are pawns and every one stands head-on against an enemy pawn.
pub(super) fn pawns_locked(board: &Board) -> bool {
    let white_pawns = board.pawns() & board.by_color(Color::White);
    let black_pawns = board.pawns() & board.by_color(Color::Black);
    white_pawns.any()
        && white_pawns.shift_up() == black_pawns
        && black_pawns.shift_down() == white_pawns
}

/// The static proof for locked positions (step 4 of the analysis described in [`crate::dead`]).
/// `true` only when `color` can never check the enemy king, whatever both sides play.
///
/// The argument: every pawn stands head-on against an enemy pawn, so it can only ever move by
/// capturing. No pawn attacks an enemy piece now; every piece of either side, moving through
/// squares free of pawns (other pieces may always step aside, so they are ignored), can reach
/// neither a square attacked by an enemy pawn (it would open the wall by being taken) nor
/// attack an enemy pawn (it would open it by taking); a king may only take a pawn no pawn
/// guards. So no pawn ever moves, every piece stays within its flood-filled squares, and the
/// enemy king within its region. If none of `color`'s pieces can attack a square of that
/// region, `color` never gives check. Castling rights and en passant give up at once.
pub(super) fn locked_cannot_mate(pos: &Position, color: Color) -> bool {
    let board = pos.board();
    let pawns = board.pawns();
    if pawns.is_empty() || pos.ep_square().is_some() || pos.castling_rights().any() {
        return false;
    }
    if !pawns_locked(board) {
        return false;
    }
    let white_pawns = pawns & board.by_color(Color::White);
    let black_pawns = pawns & board.by_color(Color::Black);
    let pawn_attacks = [
        pawn_attack_set(Color::White, white_pawns),
        pawn_attack_set(Color::Black, black_pawns),
    ];
    let attacked_by = |c: Color| pawn_attacks[c as usize];
    // No pawn can capture now (this also rules out a king in check by a pawn).
    if (attacked_by(Color::White) & board.by_color(Color::Black)).any()
        || (attacked_by(Color::Black) & board.by_color(Color::White)).any()
    {
        return false;
    }

    // Reach of every piece; any way to open the wall gives up.
    let mut king_reach = [Bitboard::EMPTY; 2];
    // Per colour: the pieces (not kings) with their role and reach.
    let mut pieces: [Vec<(Role, Bitboard)>; 2] = [Vec::new(), Vec::new()];
    for c in Color::ALL {
        let enemy_pawns = pawns & board.by_color(!c);
        let enemy_pawn_attacks = attacked_by(!c);
        let Some(king) = board.king_of(c) else {
            return false;
        };
        let reach = flood(Role::King, king, !pawns & !enemy_pawn_attacks, pawns);
        // A king takes a pawn no other pawn guards.
        let takeable = enemy_pawns & !enemy_pawn_attacks;
        if (attacks_from_set(Role::King, reach, pawns) & takeable).any() {
            return false;
        }
        king_reach[c as usize] = reach;
        for sq in board.by_color(c) & !pawns & !board.kings() {
            let Some(role) = board.role_at(sq) else {
                return false;
            };
            let reach = flood(role, sq, !pawns, pawns);
            if (reach & enemy_pawn_attacks).any()
                || (attacks_from_set(role, reach, pawns) & enemy_pawns).any()
            {
                return false;
            }
            pieces[c as usize].push((role, reach));
        }
    }

    let region = king_reach[(!color) as usize];
    let mut checkers: Vec<(Role, Bitboard)> = Vec::new();
    for &(role, reach) in &pieces[color as usize] {
        let targets = attacks_from_set(role, reach, pawns) & region;
        if targets.any() {
            checkers.push((role, targets));
        }
    }
    if checkers.is_empty() {
        return true;
    }
    // Only bishops of one colour can check: look at each square where they could.
    if checkers.iter().any(|&(role, _)| role != Role::Bishop) {
        return false;
    }
    let checked = checkers
        .iter()
        .fold(Bitboard::EMPTY, |all, &(_, targets)| all | targets);
    if !single_colour(checked) {
        return false;
    }
    let blockers = pieces[(!color) as usize]
        .iter()
        .fold(Bitboard::EMPTY, |all, &(_, reach)| all | reach);
    let our_king = king_reach[color as usize];
    for s in checked {
        // Flight squares of the other colour, inside the region (the others are pawns or
        // squares our pawns guard for ever): no bishop of ours covers them. Each must be
        // filled by a piece of the mated side or guarded by our king.
        let other_colour = if s.is_dark() {
            Bitboard::LIGHT_SQUARES
        } else {
            Bitboard::DARK_SQUARES
        };
        let open = attacks::king_attacks(s) & region & other_colour & !blockers;
        if open.is_empty() {
            return false;
        }
        let guarded = our_king
            .into_iter()
            .any(|k| k.distance(s) >= 2 && (attacks::king_attacks(k) & open) == open);
        if guarded {
            return false;
        }
    }
    true
}

// ---------------------------------------------------------------------------------------------
