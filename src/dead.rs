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

use std::collections::{HashSet, VecDeque};
use std::hash::{BuildHasherDefault, Hash, Hasher};
use std::sync::OnceLock;

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
    Yes,
    No,
    Unknown,
}

/// The node budget of [`can_mate`] for one side (so [`is_dead`] spends at most twice this).
/// A node is one position visited by the helpmate search or the exhaustive walk; natively a
/// node costs a fraction of a microsecond, so an undecided side costs a few milliseconds.
pub const DEFAULT_NODE_BUDGET: u64 = 50_000;

/// Part of the budget (1/EXHAUST_SHARE) the exhaustive walk may spend.
const EXHAUST_SHARE: u64 = 4;
/// Plies followed along a line of single legal moves.
const FORCED_LINE_LIMIT: usize = 128;
/// The longest line the helpmate search plays out (its stack lives on the heap).
const MAX_PLY: usize = 120;
/// The deepest iteration of the iterative deepening.
const MAX_ITERATION: i32 = 200;
/// Within this many plies of the horizon the winner tries its checks first; further off a
/// check only earns [`CHECK_BONUS`] in the move order.
const CHECKS_FIRST: i32 = 4;
const CHECK_BONUS: i32 = 500;
/// The nodes one iteration may visit.
const ITERATION_NODES: u64 = 2_500;

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
    if search.run(&pos, nodes.saturating_sub(walk + short_walk)) {
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
    // The side not to move first: after a flag fall or a resignation it is usually the one
    // with the material, and a mate found for it settles the question.
    let first = can_mate(pos, !pos.turn());
    if first == Verdict::Yes {
        return Verdict::No;
    }
    let second = can_mate(pos, pos.turn());
    match (first, second) {
        (_, Verdict::Yes) => Verdict::No,
        (Verdict::No, Verdict::No) => Verdict::Yes,
        _ => Verdict::Unknown,
    }
}

/// The cheap, purely material part (insufficient material per RULES.md: K v K; K+N v K;
/// only bishops besides the kings, all on one square colour). True means dead.
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
fn single_colour(squares: Bitboard) -> bool {
    (squares & Bitboard::DARK_SQUARES).is_empty() || (squares & Bitboard::LIGHT_SQUARES).is_empty()
}

/// A proof from material alone that `color` can never mate (DEAD_POSITIONS.md, step 1). It
/// stays true for every position reached from this one: the material only shrinks (no side
/// involved has a pawn to promote).
fn material_cannot_mate(board: &Board, color: Color) -> bool {
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
fn needs_loser_promotion(board: &Board, winner: Color) -> bool {
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

// ---------------------------------------------------------------------------------------------
// Position identity
// ---------------------------------------------------------------------------------------------

/// A position as Law 9.2.3 sees it (the move counters left out), compared exactly and hashed
/// by its Zobrist key.
#[derive(Clone, PartialEq, Eq)]
struct Key {
    hash: u64,
    board: Board,
    turn: Color,
    castling: Bitboard,
    ep: Option<Square>,
}

impl Key {
    fn of(pos: &Position) -> Key {
        Key {
            hash: pos.hash(),
            board: pos.board().clone(),
            turn: pos.turn(),
            castling: pos.castling_rights(),
            ep: pos.ep_square(),
        }
    }
}

impl Hash for Key {
    fn hash<H: Hasher>(&self, state: &mut H) {
        state.write_u64(self.hash);
    }
}

/// Passes a Zobrist key through: it is random already.
#[derive(Default)]
struct ZobristHasher(u64);

impl Hasher for ZobristHasher {
    fn write(&mut self, bytes: &[u8]) {
        for &b in bytes {
            self.0 = self.0.rotate_left(8) ^ u64::from(b);
        }
    }

    fn write_u64(&mut self, n: u64) {
        self.0 ^= n;
    }

    fn finish(&self) -> u64 {
        self.0
    }
}

type KeySet = HashSet<Key, BuildHasherDefault<ZobristHasher>>;

// ---------------------------------------------------------------------------------------------
// Forced lines
// ---------------------------------------------------------------------------------------------

enum Line {
    Decided(Verdict),
    /// The position where the side to move first has a choice (or the line grew too long).
    Open(Position),
}

/// Plays single legal moves while there are no others, deciding on the way what can be
/// decided: a mate, a stalemate, material that cannot mate, a forced cycle.
fn follow_forced_line(pos: &Position, color: Color) -> Line {
    let mut current = pos.clone();
    let mut seen: Vec<Key> = Vec::new();
    loop {
        let moves = current.legal_moves();
        if moves.is_empty() {
            let mated_loser = current.is_check() && current.turn() != color;
            return Line::Decided(if mated_loser {
                Verdict::Yes
            } else {
                Verdict::No
            });
        }
        if material_cannot_mate(current.board(), color) {
            return Line::Decided(Verdict::No);
        }
        if moves.len() > 1 || seen.len() >= FORCED_LINE_LIMIT {
            return Line::Open(current);
        }
        let key = Key::of(&current);
        if seen.contains(&key) {
            // The same single moves again and again, none of them mate.
            return Line::Decided(Verdict::No);
        }
        seen.push(key);
        current.play_unchecked(moves[0]);
    }
}

// ---------------------------------------------------------------------------------------------
// Locked pawn walls
// ---------------------------------------------------------------------------------------------

/// The squares attacked by a piece of `role` (not a pawn) on `sq`, with `blockers` in the way.
fn role_attacks(role: Role, sq: Square, blockers: Bitboard) -> Bitboard {
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
fn attacks_from_set(role: Role, from: Bitboard, blockers: Bitboard) -> Bitboard {
    let mut all = Bitboard::EMPTY;
    for sq in from {
        all |= role_attacks(role, sq, blockers);
    }
    all
}

/// The squares a piece of `role` on `from` can ever reach moving through `passable` squares,
/// with only `blockers` ever in its way.
fn flood(role: Role, from: Square, passable: Bitboard, blockers: Bitboard) -> Bitboard {
    let mut reach = Bitboard::from(from);
    let mut frontier = reach;
    while frontier.any() {
        let next = attacks_from_set(role, frontier, blockers) & passable & !reach;
        reach |= next;
        frontier = next;
    }
    reach
}

fn pawn_attack_set(color: Color, pawns: Bitboard) -> Bitboard {
    let mut all = Bitboard::EMPTY;
    for sq in pawns {
        all |= attacks::pawn_attacks(color, sq);
    }
    all
}

/// Whether there are pawns and every one stands head-on against an enemy pawn.
fn pawns_locked(board: &Board) -> bool {
    let white_pawns = board.pawns() & board.by_color(Color::White);
    let black_pawns = board.pawns() & board.by_color(Color::Black);
    white_pawns.any()
        && white_pawns.shift_up() == black_pawns
        && black_pawns.shift_down() == white_pawns
}

/// The static proof for locked positions (DEAD_POSITIONS.md, step 3). `true` only when `color`
/// can never check the enemy king, whatever both sides play.
///
/// The argument: every pawn stands head-on against an enemy pawn, so it can only ever move by
/// capturing. No pawn attacks an enemy piece now; every piece of either side, moving through
/// squares free of pawns (other pieces may always step aside, so they are ignored), can reach
/// neither a square attacked by an enemy pawn (it would open the wall by being taken) nor
/// attack an enemy pawn (it would open it by taking); a king may only take a pawn no pawn
/// guards. So no pawn ever moves, every piece stays within its flood-filled squares, and the
/// enemy king within its region. If none of `color`'s pieces can attack a square of that
/// region, `color` never gives check. Castling rights and en passant give up at once.
fn locked_cannot_mate(pos: &Position, color: Color) -> bool {
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
// Exhaustive walk
// ---------------------------------------------------------------------------------------------

/// Visits every position reachable from `root`, breadth first, up to `budget` positions.
/// Positions proved hopeless for `color` (by material or the wall proof) are not expanded.
/// `Some(Yes)` on a mate by `color`, `Some(No)` when the walk ends without one, `None` when the
/// budget runs out.
fn exhaust(root: &Position, color: Color, budget: u64) -> Option<Verdict> {
    let mut seen = KeySet::default();
    let mut queue = VecDeque::new();
    seen.insert(Key::of(root));
    queue.push_back(root.clone());
    let mut count: u64 = 1;
    while let Some(pos) = queue.pop_front() {
        let moves = pos.legal_moves();
        if moves.is_empty() {
            if pos.is_check() && pos.turn() != color {
                return Some(Verdict::Yes);
            }
            continue;
        }
        if material_cannot_mate(pos.board(), color) || locked_cannot_mate(&pos, color) {
            continue;
        }
        for &m in &moves {
            let mut next = pos.clone();
            next.play_unchecked(m);
            if seen.insert(Key::of(&next)) {
                count += 1;
                if count > budget {
                    return None;
                }
                queue.push_back(next);
            }
        }
    }
    Some(Verdict::No)
}

// ---------------------------------------------------------------------------------------------
// Helpmate search
// ---------------------------------------------------------------------------------------------

/// How a move changes the depth left: progress is searched deeper, regress shallower.
#[derive(Copy, Clone, PartialEq, Eq)]
enum Shape {
    Reward,
    Normal,
    Punish,
}

/// The squares the search steers towards: a corner where the loser's king is mated.
struct Targets {
    corner: Square,
    /// Two squares from the corner along its file, for the winner's king.
    winner_king: Square,
    /// Next to the corner along its rank, for a loser's piece to block.
    blocker: Square,
}

impl Targets {
    fn new(pos: &Position, winner: Color) -> Targets {
        let board = pos.board();
        let ours = board.bishops() & board.by_color(winner);
        let theirs = board.bishops() & board.by_color(!winner);
        let dark = Bitboard::DARK_SQUARES;
        let light = Bitboard::LIGHT_SQUARES;
        // The corner's colour: our single-coloured bishops check there; without bishops of
        // ours, the loser's bishop blocks next to a corner of the other colour.
        let colour = if ours.any() {
            if (ours & light).is_empty() {
                Some(dark)
            } else if (ours & dark).is_empty() {
                Some(light)
            } else {
                None
            }
        } else if theirs.any() && (theirs & dark).is_empty() {
            Some(dark)
        } else if theirs.any() && (theirs & light).is_empty() {
            Some(light)
        } else {
            None
        };
        let loser_king = board.king_of(!winner).unwrap_or(Square::E8);
        let corner = [Square::A1, Square::H1, Square::A8, Square::H8]
            .into_iter()
            .filter(|&c| match colour {
                Some(bb) => bb.contains(c),
                None => true,
            })
            .min_by_key(|&c| c.distance(loser_king))
            .unwrap_or(Square::H8);
        let (file, rank) = (corner.file() as u32, corner.rank() as u32);
        let inward_rank = if rank == 0 { 2 } else { rank - 2 };
        let inward_file = if file == 0 { 1 } else { file - 1 };
        Targets {
            corner,
            winner_king: Square::from_coords(File::new(file), Rank::new(inward_rank)),
            blocker: Square::from_coords(File::new(inward_file), Rank::new(rank)),
        }
    }
}

/// Knight moves between any two squares.
fn knight_distance(a: Square, b: Square) -> u32 {
    static TABLE: OnceLock<Vec<[u8; 64]>> = OnceLock::new();
    let table = TABLE.get_or_init(|| {
        let mut table = vec![[u8::MAX; 64]; 64];
        for (from, row) in table.iter_mut().enumerate() {
            row[from] = 0;
            let mut frontier = Bitboard::from(Square::new(from as u32));
            let mut d = 0;
            while frontier.any() {
                d += 1;
                let mut next = Bitboard::EMPTY;
                for sq in frontier {
                    for to in attacks::knight_attacks(sq) {
                        if row[to.index()] == u8::MAX {
                            row[to.index()] = d;
                            next.add(to);
                        }
                    }
                }
                frontier = next;
            }
        }
        table
    });
    u32::from(table[a.index()][b.index()])
}

/// Moves a piece of `role` needs from `from` to `to` on an empty board (a pawn: none counted).
fn moves_between(role: Role, from: Square, to: Square) -> u32 {
    if from == to {
        return 0;
    }
    let on_line = |bb: Bitboard| bb.contains(to);
    match role {
        Role::King => from.distance(to),
        Role::Knight => knight_distance(from, to),
        Role::Bishop if on_line(attacks::bishop_attacks(from, Bitboard::EMPTY)) => 1,
        Role::Bishop if from.is_dark() == to.is_dark() => 2,
        Role::Bishop => 8,
        Role::Rook if on_line(attacks::rook_attacks(from, Bitboard::EMPTY)) => 1,
        Role::Rook => 2,
        Role::Queen if on_line(attacks::queen_attacks(from, Bitboard::EMPTY)) => 1,
        Role::Queen => 2,
        Role::Pawn => 8,
    }
}

/// Whether `m` brings the moving piece nearer to `target` (kings and knights always; the
/// sliders with `sliders`).
fn approaches(m: Move, target: Square, sliders: bool) -> bool {
    let role = m.role();
    if !sliders && !matches!(role, Role::King | Role::Knight) {
        return false;
    }
    moves_between(role, m.to(), target) < moves_between(role, m.from(), target)
}

fn value(role: Role) -> i32 {
    match role {
        Role::Pawn => 1,
        Role::Knight | Role::Bishop => 3,
        Role::Rook => 5,
        Role::Queen => 9,
        Role::King => 0,
    }
}

#[derive(Copy, Clone)]
struct Child {
    mv: Move,
    depth: i32,
    reward: bool,
    priority: i32,
}

struct Frame {
    pos: Position,
    start: usize,
    next: usize,
    end: usize,
}

enum Visit {
    Mate,
    Leaf,
    Expanded(usize, usize),
}

/// A depth-first helpmate search with its own stack, iteratively deepened. Progress (the
/// winner capturing, pushing an advanced pawn or bringing its king and knights to the mating
/// corner; the loser's king going there) costs no depth, the loser capturing costs three
/// plies: the search goes deep along promising lines and stays shallow elsewhere.
struct Search {
    winner: Color,
    targets: Targets,
    nodes: u64,
    /// Where the current iteration stops.
    limit: u64,
    /// Transposition table: Zobrist keys and the depth left when they were searched. Only
    /// ever prunes; the search never concludes "cannot" from it.
    tt_keys: Vec<u64>,
    tt_depths: Vec<i32>,
    children: Vec<Child>,
    frames: Vec<Frame>,
}

impl Search {
    fn new(root: &Position, winner: Color, budget: u64) -> Search {
        let size = budget.clamp(1 << 10, 1 << 14).next_power_of_two() as usize;
        Search {
            winner,
            targets: Targets::new(root, winner),
            nodes: 0,
            limit: 0,
            tt_keys: vec![0; size],
            tt_depths: vec![i32::MIN; size],
            children: Vec::new(),
            frames: Vec::new(),
        }
    }

    /// Deepens until a mate is found (`true`), the iterations run out or the node count
    /// reaches `budget`. Each iteration may visit at most [`ITERATION_NODES`] nodes: one cut
    /// short goes on to the next depth, keeping the transposition table (which then also
    /// steers the search away from positions already looked at).
    fn run(&mut self, root: &Position, budget: u64) -> bool {
        let mut iteration = 1;
        while iteration <= MAX_ITERATION && self.nodes < budget {
            self.limit = budget.min(self.nodes + ITERATION_NODES);
            if self.iterate(root, iteration) {
                return true;
            }
            iteration += 1;
        }
        false
    }

    /// One iteration: `true` when it finds a mate.
    fn iterate(&mut self, root: &Position, max_depth: i32) -> bool {
        self.frames.clear();
        self.children.clear();
        match self.visit(root, 0, false, max_depth) {
            Visit::Mate => return true,
            Visit::Leaf => return false,
            Visit::Expanded(start, end) => self.frames.push(Frame {
                pos: root.clone(),
                start,
                next: start,
                end,
            }),
        }
        loop {
            let Some(top) = self.frames.last_mut() else {
                return false;
            };
            if top.next >= top.end {
                let start = top.start;
                self.children.truncate(start);
                self.frames.pop();
                continue;
            }
            if self.nodes >= self.limit {
                return false;
            }
            let child = self.children[top.next];
            top.next += 1;
            let mut pos = top.pos.clone();
            pos.play_unchecked(child.mv);
            if self.frames.len() >= MAX_PLY {
                continue;
            }
            match self.visit(&pos, child.depth, child.reward, max_depth) {
                Visit::Mate => return true,
                Visit::Leaf => {}
                Visit::Expanded(start, end) => self.frames.push(Frame {
                    pos,
                    start,
                    next: start,
                    end,
                }),
            }
        }
    }

    /// Looks at a position `depth` plies (as shaped) into an iteration of `max_depth`: a mate,
    /// a leaf, or its moves pushed on the children stack, best first.
    fn visit(&mut self, pos: &Position, depth: i32, past_progress: bool, max_depth: i32) -> Visit {
        self.nodes += 1;
        let winner = self.winner;
        let winners_turn = pos.turn() == winner;
        let left = max_depth - depth;
        if left <= 0 {
            // Only a mate of the loser matters here.
            if winners_turn || !pos.is_check() {
                return Visit::Leaf;
            }
            return if pos.has_legal_moves() {
                Visit::Leaf
            } else {
                Visit::Mate
            };
        }
        let moves = pos.legal_moves();
        if moves.is_empty() {
            return if pos.is_check() && !winners_turn {
                Visit::Mate
            } else {
                Visit::Leaf
            };
        }
        let board = pos.board();
        if material_cannot_mate(board, winner) {
            return Visit::Leaf;
        }
        let slot = (pos.hash() as usize) & (self.tt_keys.len() - 1);
        if self.tt_keys[slot] == pos.hash() && self.tt_depths[slot] >= left {
            return Visit::Leaf;
        }
        self.tt_keys[slot] = pos.hash();
        self.tt_depths[slot] = left;

        let need_promotion = !winners_turn && needs_loser_promotion(board, winner);
        let loser_king = board.king_of(!winner).unwrap_or(self.targets.corner);
        let start = self.children.len();
        for &m in &moves {
            let (shape, priority) = if winners_turn {
                self.shape_winner(pos, m, loser_king, left)
            } else {
                self.shape_loser(m, need_promotion)
            };
            let depth = match shape {
                Shape::Reward => depth,
                Shape::Normal if past_progress => depth,
                Shape::Normal => depth + 1,
                Shape::Punish => (depth + 3).min(max_depth),
            };
            self.children.push(Child {
                mv: m,
                depth,
                reward: shape == Shape::Reward,
                priority,
            });
        }
        let end = self.children.len();
        self.children[start..end].sort_by_key(|c| -c.priority);
        Visit::Expanded(start, end)
    }

    fn shape_winner(&self, pos: &Position, m: Move, loser_king: Square, left: i32) -> (Shape, i32) {
        let mut after = pos.clone();
        after.play_unchecked(m);
        let check = after.is_check();
        let target = if m.role() == Role::King {
            self.targets.winner_king
        } else {
            self.targets.corner
        };
        let advanced_push = m.role() == Role::Pawn
            && m.from().rank().relative_to(self.winner) as u32 >= Rank::Fifth as u32;
        let reward = m.is_capture() || advanced_push || approaches(m, target, false);
        let mut priority = 0;
        if check {
            priority += if left <= CHECKS_FIRST {
                4000
            } else {
                CHECK_BONUS
            };
        }
        if let Some(victim) = m.capture() {
            priority += 300 + 100 * value(victim);
        }
        if let Some(promotion) = m.promotion() {
            priority += 200 * value(promotion);
        }
        if advanced_push {
            priority += 200;
        }
        if reward {
            priority += 1000;
        }
        // Closer to the enemy king.
        priority += 7 - m.to().distance(loser_king) as i32;
        (if reward { Shape::Reward } else { Shape::Normal }, priority)
    }

    fn shape_loser(&self, m: Move, need_promotion: bool) -> (Shape, i32) {
        let target = if m.role() == Role::King {
            self.targets.corner
        } else {
            self.targets.blocker
        };
        let mut shape = Shape::Normal;
        if need_promotion {
            let heavy = matches!(m.promotion(), Some(Role::Queen));
            shape = if m.role() == Role::Pawn && !heavy {
                Shape::Reward
            } else {
                Shape::Punish
            };
        }
        if approaches(m, target, true) {
            shape = Shape::Reward;
        } else if m.is_capture() {
            shape = Shape::Punish;
        }
        let mut priority = match shape {
            Shape::Reward => 2000,
            Shape::Normal => 1000,
            Shape::Punish => 0,
        };
        // Among equals, towards the mating corner.
        priority += 7 - m.to().distance(self.targets.corner) as i32;
        (shape, priority)
    }
}

#[cfg(test)]
mod tests {
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
