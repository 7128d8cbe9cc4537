//! Can a side still checkmate? The question behind dead positions (Law 5.2.2), flag fall (6.9)
//! and resignation (5.1.2).
//!
//! "Can mate" means that *some* series of legal moves, however bad the other side's play, ends in
//! checkmate by that side: a helpmate question. The answer is sound: [`Verdict::No`] only comes
//! with a proof, [`Verdict::Yes`] only with a mate actually found on the board, and everything
//! else is [`Verdict::Unknown`], which never ends a game.
//!
//! The analysis, cheapest first (after the approach of M. Ambrona's Chess Unwinnability
//! Analyzer):
//! 1. checkmate or stalemate on the board;
//! 2. material that can never mate (a bare king; a lone knight against a king with at most
//!    queens; bishops on one square colour against no pawn, no knight and no bishop of the
//!    other colour);
//! 3. forced lines: while the side to move has a single legal move, play it; a forced cycle
//!    without mate proves "cannot";
//! 4. a static proof for locked pawn walls: every pawn is blocked head-on and can never capture,
//!    no piece can be offered to or capture a wall pawn, and no piece of the side can ever
//!    attack the region the enemy king lives in (with a finer look at single-coloured bishops);
//! 5. a helpmate search (iterative deepening, both sides cooperating, depth shaped by progress
//!    towards a mating corner, move ordering, a transposition table, a node budget): a mate
//!    found is a proof of "can";
//! 6. an exhaustive walk of every reachable position (it only ends within its budget in closed
//!    positions), whose leaves are proved by 2 or 4: when it ends without a mate, "cannot".
//!    Behind a locked wall a short walk comes before the search.
//!
//! Nothing here recurses: the search keeps its own stack on the heap, so the analysis runs in
//! WebAssembly with a small stack, and all work is bounded by the node budget.
//!
//! Positions are told apart as Law 9.2.3 does (placement, side to move, castling rights, a
//! legal en passant capture). Any series of legal moves counts: the seventy-five-move rule and
//! fivefold repetition, which could end a game on the way, are not looked at (as in Ambrona's
//! analyzer).
//!
//! ```
//! use chess_arbiter::{can_mate, is_dead, Color, Position, Verdict};
//! // K+B v K+B, bishops on squares of one colour: dead.
//! let pos = Position::from_fen("8/8/3k4/2b5/8/4B3/3K4/8 w - - 0 1").unwrap();
//! assert_eq!(is_dead(&pos), Verdict::Yes);
//! // K+N+N v K is not dead: with Black's help, White mates.
//! let pos = Position::from_fen("8/8/3k4/8/8/2NN4/3K4/8 w - - 0 1").unwrap();
//! assert_eq!(can_mate(&pos, Color::White), Verdict::Yes);
//! assert_eq!(can_mate(&pos, Color::Black), Verdict::No);
//! ```

mod forced;
mod identity;
mod scratch;
mod search;
mod walk;
mod wall;

use forced::{follow_forced_line, Line};
use search::Search;
use walk::exhaust;
use wall::{locked_cannot_mate, pawns_locked};

use crate::attacks;
use crate::bitboard::Bitboard;
use crate::board::Board;
use crate::moves::Move;
use crate::position::Position;
use crate::square::{File, Rank, Square};
use crate::types::{Color, Role};

/// The answer of the analysis. Unknown never ends a game.
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash)]
pub enum Verdict {
    /// Yes, with a proof: for [`is_dead`], no series of legal moves ends in checkmate (Law
    /// 5.2.2); for [`can_mate`], a mate by that side was found on the board.
    Yes,
    /// No, with a proof: the converse of `Yes`.
    No,
    /// No proof either way within the node budget.
    Unknown,
}

/// The node budget of [`can_mate`] for one side (so [`is_dead`] spends at most twice this).
/// A node is one position visited by the helpmate search or the exhaustive walk; natively a
/// node costs a fraction of a microsecond, so an undecided side costs a few milliseconds.
pub const DEFAULT_NODE_BUDGET: u64 = 50_000;

/// Part of the budget (1/EXHAUST_SHARE) the exhaustive walk may spend.
pub(super) const EXHAUST_SHARE: u64 = 4;
/// Plies followed along a line of single legal moves.
pub(super) const FORCED_LINE_LIMIT: usize = 128;
/// The longest line the helpmate search plays out (its stack lives on the heap).
pub(super) const MAX_PLY: usize = 120;
/// The deepest iteration of the iterative deepening.
pub(super) const MAX_ITERATION: i32 = 200;
/// Within this many plies of the horizon the winner tries its checks first; further off a
/// check only earns [`CHECK_BONUS`] in the move order.
pub(super) const CHECKS_FIRST: i32 = 4;
pub(super) const CHECK_BONUS: i32 = 500;
/// The nodes one iteration may visit.
pub(super) const ITERATION_NODES: u64 = 2_500;
/// The nodes the first iteration may visit; each next one may visit twice as many as the last,
/// up to [`ITERATION_NODES`]. A shallow iteration cut short rarely finds what the next one finds
/// within a few dozen nodes (and its positions stay in the table, steering the next one away),
/// so letting the first ones run long was most of the search's nodes. (96 since every pawn move
/// of the winner's is progress: the first lines go deeper. With 48 the audit of the bench
/// samples takes 5–7 % more instructions: `valgrind --tool=cachegrind` on
/// `examples/audit_speed --once`.)
pub(super) const FIRST_ITERATION_NODES: u64 = 96;

/// Can `color` checkmate by some series of legal moves (the opponent helping)? Bounded work.
pub fn can_mate(pos: &Position, color: Color) -> Verdict {
    can_mate_with_budget(pos, color, DEFAULT_NODE_BUDGET)
}

/// Same with an explicit node budget for the helpmate search. A node is a position the search
/// visits or the exhaustive walk stores; the budget bounds both together. Material, forced
/// lines and the wall proof are not counted (they are cheap and bounded), so even a budget of
/// zero decides what they decide.
pub fn can_mate_with_budget(pos: &Position, color: Color, nodes: u64) -> Verdict {
    let pos = match follow_forced_line(pos, color) {
        Line::Decided(verdict) => return verdict,
        Line::Open(pos) => pos,
    };
    if locked_cannot_mate(&pos, color) {
        return Verdict::No;
    }
    let nodes = nodes.max(1);
    let walk = nodes / EXHAUST_SHARE;
    // Behind a locked wall (the proof failed on a detail: a check, a piece that can get at a
    // pawn), the reachable positions may be few: try a short walk first.
    let short_walk = if pawns_locked(pos.board()) {
        walk / 8
    } else {
        0
    };
    if short_walk > 0 {
        if let Some(verdict) = exhaust(&pos, color, short_walk) {
            return verdict;
        }
    }
    let mut search = Search::new(&pos, color, nodes);
    let mated = search.run(&pos, nodes.saturating_sub(walk + short_walk));
    search.done();
    if mated {
        return Verdict::Yes;
    }
    if let Some(verdict) = exhaust(&pos, color, walk) {
        return verdict;
    }
    Verdict::Unknown
}

/// Is the position dead (Law 5.2.2): neither side can checkmate by any series of legal moves?
/// Yes only when proved for both sides; No when a mate was found for either side; else Unknown.
pub fn is_dead(pos: &Position) -> Verdict {
    // The side not to move first: after a flag fall or a resignation it is usually the one
    // with the material, and a mate found for it settles the question.
    is_dead_by(pos, !pos.turn(), can_mate)
}

/// [`is_dead`] asking first whether `first` can mate, with the question "can this side mate?"
/// answered by `can_mate`: for a caller that remembers answers, and knows which side it will
/// ask about anyway (the audit asks again about a record's winner). The answer is the same
/// whichever side is asked first; only the work differs.
pub fn is_dead_by(
    pos: &Position,
    first: Color,
    mut can_mate: impl FnMut(&Position, Color) -> Verdict,
) -> Verdict {
    let moves = pos.legal_moves();
    if moves.is_empty() {
        // Checkmate is a mate on the board; stalemate leaves no move to follow.
        return if pos.is_check() {
            Verdict::No
        } else {
            Verdict::Yes
        };
    }
    if is_insufficient_material(pos.board()) {
        return Verdict::Yes;
    }
    let answer = can_mate(pos, first);
    if answer == Verdict::Yes {
        return Verdict::No;
    }
    match (answer, can_mate(pos, !first)) {
        (_, Verdict::Yes) => Verdict::No,
        (Verdict::No, Verdict::No) => Verdict::Yes,
        _ => Verdict::Unknown,
    }
}

/// The cheap, purely material part of the dead-position test (Law 5.2.2): king against king,
/// king and knight against king, or only bishops besides the kings, all on one square colour.
/// No series of legal moves can end in checkmate then, whoever is to move. True means dead.
pub fn is_insufficient_material(board: &Board) -> bool {
    let others = board.occupied() & !board.kings();
    if others.is_empty() {
        return true;
    }
    if others.single().is_some() && (others & board.knights()) == others {
        return true;
    }
    (others & board.bishops()) == others && single_colour(others)
}

/// `true` when every square of `squares` has one colour.
pub(super) fn single_colour(squares: Bitboard) -> bool {
    (squares & Bitboard::DARK_SQUARES).is_empty() || (squares & Bitboard::LIGHT_SQUARES).is_empty()
}

/// A proof from material alone that `color` can never mate (step 2 of the analysis above). It
/// stays true for every position reached from this one: the material only shrinks (no side
/// involved has a pawn to promote).
pub(super) fn material_cannot_mate(board: &Board, color: Color) -> bool {
    let ours = board.by_color(color);
    let theirs = board.by_color(!color);
    if (ours & (board.pawns() | board.rooks() | board.queens())).any() {
        return false;
    }
    let knights = ours & board.knights();
    let bishops = ours & board.bishops();
    if knights.is_empty() && bishops.is_empty() {
        // A bare king never gives check.
        return true;
    }
    if bishops.is_empty() && knights.count() == 1 {
        // A knight mate needs a blocker on a flight square, and a queen is never one: it
        // takes the knight or leaves a flight square open (Ambrona, Lemma 5; also checked
        // exhaustively against one to three queens).
        return (theirs & (board.pawns() | board.knights() | board.bishops() | board.rooks()))
            .is_empty();
    }
    if knights.is_empty() && single_colour(bishops) {
        // The mated king stands on the bishops' colour; the two flight squares beside it and
        // next to the checking diagonal are of the other colour: our king cannot cover both, a
        // rook or queen there takes the checker or blocks, so only a knight or a bishop of the
        // other colour (or a pawn that could become one) can help (Ambrona, Lemma 6).
        let other = if (bishops & Bitboard::DARK_SQUARES).any() {
            Bitboard::LIGHT_SQUARES
        } else {
            Bitboard::DARK_SQUARES
        };
        return (theirs & (board.pawns() | board.knights())).is_empty()
            && (theirs & board.bishops() & other).is_empty();
    }
    false
}

/// Whether the winner, by material, needs the loser to promote a pawn into a blocker (the
/// search then rewards the loser's pawn moves). Only a heuristic.
pub(super) fn needs_loser_promotion(board: &Board, winner: Color) -> bool {
    let ours = board.by_color(winner);
    let theirs = board.by_color(!winner);
    let others = ours & !board.kings();
    if others.count() == 1 && (others & board.knights()).any() {
        return (theirs & (board.knights() | board.bishops() | board.rooks())).is_empty();
    }
    if others.any() && (others & board.bishops()) == others && single_colour(others) {
        let colour = if (others & Bitboard::DARK_SQUARES).any() {
            Bitboard::DARK_SQUARES
        } else {
            Bitboard::LIGHT_SQUARES
        };
        return (board.bishops() & !colour).is_empty() && (theirs & board.knights()).is_empty();
    }
    false
}

#[cfg(test)]
mod tests {
    use super::search::knight_distance;
    use super::*;

    fn pos(fen: &str) -> Position {
        Position::from_fen(fen).unwrap()
    }

    #[test]
    fn dead_material_rules() {
        // K+N v K+Q: the knight side cannot mate; K+N v K+R it can.
        let b = pos("8/8/3k4/8/4q3/2N5/3K4/8 w - - 0 1");
        assert!(material_cannot_mate(b.board(), Color::White));
        assert!(!material_cannot_mate(b.board(), Color::Black));
        let b = pos("8/8/3k4/8/4r3/2N5/3K4/8 w - - 0 1");
        assert!(!material_cannot_mate(b.board(), Color::White));
    }

    #[test]
    fn dead_knight_distance() {
        assert_eq!(knight_distance(Square::A1, Square::B3), 1);
        assert_eq!(knight_distance(Square::A1, Square::H8), 6);
        assert_eq!(knight_distance(Square::A1, Square::B2), 4);
        // Every pair of squares, against a breadth-first search of the knight's moves.
        for from in 0..64 {
            let mut distance = [u32::MAX; 64];
            distance[from as usize] = 0;
            let mut frontier = vec![Square::new(from)];
            let mut d = 0;
            while !frontier.is_empty() {
                d += 1;
                let mut next = Vec::new();
                for sq in frontier {
                    for to in crate::attacks::knight_attacks(sq) {
                        if distance[to.index()] == u32::MAX {
                            distance[to.index()] = d;
                            next.push(to);
                        }
                    }
                }
                frontier = next;
            }
            for to in 0..64 {
                let (a, b) = (Square::new(from), Square::new(to));
                assert_eq!(knight_distance(a, b), distance[to as usize], "{a}-{b}");
            }
        }
    }

    #[test]
    fn dead_locked_wall_kings_only() {
        let p = pos("8/4k3/8/p1p1p1p1/P1P1P1P1/8/4K3/8 w - - 0 1");
        assert!(locked_cannot_mate(&p, Color::White));
        assert!(locked_cannot_mate(&p, Color::Black));
    }

    #[test]
    fn dead_bishops_of_one_colour_against_rooks() {
        // Dark bishops (c3, e3) against a rook and a queen: no mate.
        let b = pos("8/8/3k4/3r4/2q5/2B1B3/3K4/8 w - - 0 1");
        assert!(material_cannot_mate(b.board(), Color::White));
        // Bishops on both colours (d3, e3).
        let b = pos("8/8/3k4/3r4/2q5/3BB3/3K4/8 w - - 0 1");
        assert!(!material_cannot_mate(b.board(), Color::White));
        // A knight, a pawn or a light bishop on the other side could block.
        for theirs in ["3n4", "3p4", "3b4"] {
            let b = pos(&format!("8/8/3k4/{theirs}/8/2B1B3/3K4/8 w - - 0 1"));
            assert!(!material_cannot_mate(b.board(), Color::White), "{theirs}");
        }
        // A dark bishop of theirs cannot.
        let b = pos("8/8/3k4/4b3/8/2B1B3/3K4/8 w - - 0 1");
        assert!(material_cannot_mate(b.board(), Color::White));
    }

    #[test]
    fn dead_forced_line() {
        // A choice: the line stops at once.
        assert!(matches!(
            follow_forced_line(&Position::new(), Color::White),
            Line::Open(_)
        ));
        // Black's only move takes the rook: K+N v K is left.
        let p = pos("k7/1R6/8/8/8/7K/8/7N b - - 0 1");
        assert!(matches!(
            follow_forced_line(&p, Color::White),
            Line::Decided(Verdict::No)
        ));
    }

    #[test]
    fn dead_locked_wall_needs_every_pawn_blocked() {
        assert!(pawns_locked(
            pos("8/4k3/8/p1p1p1p1/P1P1P1P1/8/4K3/8 w - - 0 1").board()
        ));
        // h2 is free to run.
        let p = pos("8/4k3/8/p1p1p1p1/P1P1P1P1/8/4K2P/8 w - - 0 1");
        assert!(!pawns_locked(p.board()));
        assert!(!locked_cannot_mate(&p, Color::White));
    }

    #[test]
    fn dead_locked_wall_bishop_behind_enemy_lines() {
        // The light bishop checks on Black's side, but every such square has a dark flight
        // square White's king, stuck behind the wall, never covers.
        let p = pos("8/3Bk3/8/p1p1p1p1/P1P1P1P1/8/4K3/8 b - - 0 1");
        assert!(locked_cannot_mate(&p, Color::White));
        // A black knight could block those flight squares, but it also opens the wall (it
        // can be offered to a white pawn).
        let p = pos("8/3Bk3/8/p1p1p1p1/P1P1P1P1/8/4K3/n7 b - - 0 1");
        assert!(!locked_cannot_mate(&p, Color::White));
    }

    #[test]
    fn dead_walk_proves_a_check_by_a_wall_pawn_harmless() {
        // Black is in check from g5: the wall proof gives up, the walk does not.
        let p = pos("8/8/6pk/p1p1p1Pp/P1P1P2P/8/4K3/8 b - - 0 1");
        assert!(!locked_cannot_mate(&p, Color::White));
        assert_eq!(exhaust(&p, Color::White, 1_000), Some(Verdict::No));
        assert_eq!(exhaust(&p, Color::Black, 1_000), Some(Verdict::No));
    }
}
