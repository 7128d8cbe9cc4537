//! The helpmate search: iterative deepening, both sides cooperating towards a mate.

use super::scratch::{Child, Frame, Scratch};
use super::*;
use crate::checks::Checks;

#[derive(Copy, Clone, PartialEq, Eq)]
pub(super) enum Shape {
    Reward,
    Normal,
    Punish,
}

/// The squares the search steers towards: a corner where the loser's king is mated.
pub(super) struct Targets {
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
        // The nearest corner of that colour to the loser's king, the first of equals. (A loop:
        // `filter` and `min_by_key` cost the rules entry 0.2 KiB more, gzipped.)
        let mut corner = Square::H8;
        let mut nearest = u32::MAX;
        for c in [Square::A1, Square::H1, Square::A8, Square::H8] {
            if colour.is_none_or(|bb| bb.contains(c)) && c.distance(loser_king) < nearest {
                corner = c;
                nearest = c.distance(loser_king);
            }
        }
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

/// Knight moves between any two squares, worked out from their distances apart: on a board
/// without edges, the larger of what the longer side and the sum of both need, one more when
/// its parity is wrong; the board's edges lengthen only a step of one diagonal out of a corner
/// (and one square sideways, two diagonally, take three and four moves). No table: one built at
/// first use was 64 × 64 bytes, and its lazy cell a copy of std's `Once` in every entry.
pub(super) fn knight_distance(a: Square, b: Square) -> u32 {
    let files = a.file().index().abs_diff(b.file().index());
    let ranks = a.rank().index().abs_diff(b.rank().index());
    let (long, short) = (files.max(ranks), files.min(ranks));
    let corner = |s: Square| matches!(s.index(), 0 | 7 | 56 | 63);
    match (long, short) {
        (1, 0) => 3,
        (2, 2) => 4,
        (1, 1) if corner(a) || corner(b) => 4,
        _ => {
            let moves = long.div_ceil(2).max((long + short).div_ceil(3));
            moves + ((moves + long + short) & 1)
        }
    }
}

/// Moves a piece of `role` needs from `from` to `to` on an empty board (a pawn: none counted).
pub(super) fn moves_between(role: Role, from: Square, to: Square) -> u32 {
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

/// [`Search::distance`]'s slots for the winner's pieces (the loser's are their roles' numbers).
const WINNER_KING: usize = 6;
const WINNER_KNIGHT: usize = 7;
/// A distance not yet worked out.
const UNKNOWN: u8 = u8::MAX;

pub(super) fn value(role: Role) -> i32 {
    match role {
        Role::Pawn => 1,
        Role::Knight | Role::Bishop => 3,
        Role::Rook => 5,
        Role::Queen => 9,
        Role::King => 0,
    }
}

pub(super) enum Visit {
    Mate,
    Leaf,
    Expanded(usize, usize),
}

/// A depth-first helpmate search with its own stack, iteratively deepened. Progress (the
/// winner capturing, pushing a pawn or bringing its king and knights to the mating
/// corner; the loser's king going there) costs no depth, the loser capturing costs three
/// plies: the search goes deep along promising lines and stays shallow elsewhere.
pub(super) struct Search {
    winner: Color,
    targets: Targets,
    /// [`Search::distance`]'s answers: a slot for each role of the loser's, by its number (the
    /// king heading for the corner, pawns and knights for the blocking square; sliders never
    /// ask), then the winner's king and knight.
    distances: [[u8; 64]; 8],
    nodes: u64,
    /// Where the current iteration stops.
    limit: u64,
    /// The transposition table (Zobrist keys and the depth left when they were searched: it
    /// only ever prunes, the search never concludes "cannot" from it) and the stacks, kept on
    /// the thread between searches.
    memory: Box<Scratch>,
}

impl Search {
    pub(super) fn new(root: &Position, winner: Color, budget: u64) -> Search {
        let size = budget.clamp(1 << 10, 1 << 14).next_power_of_two() as usize;
        Search {
            winner,
            targets: Targets::new(root, winner),
            distances: [[UNKNOWN; 64]; 8],
            nodes: 0,
            limit: 0,
            memory: Scratch::take(size),
        }
    }

    /// Gives the search's memory back to the thread.
    pub(super) fn done(self) {
        Scratch::give_back(self.memory);
    }

    /// Deepens until a mate is found (`true`), the iterations run out or the node count
    /// reaches `budget`. Each iteration may visit at most [`ITERATION_NODES`] nodes: one cut
    /// short goes on to the next depth, keeping the transposition table (which then also
    /// steers the search away from positions already looked at).
    pub(super) fn run(&mut self, root: &Position, budget: u64) -> bool {
        let mut iteration = 1;
        while iteration <= MAX_ITERATION && self.nodes < budget {
            let allowance = ITERATION_NODES.min(FIRST_ITERATION_NODES << (iteration - 1).min(16));
            self.limit = budget.min(self.nodes + allowance);
            if self.iterate(root, iteration) {
                return true;
            }
            iteration += 1;
        }
        false
    }

    /// One iteration: `true` when it finds a mate.
    fn iterate(&mut self, root: &Position, max_depth: i32) -> bool {
        self.memory.frames.clear();
        self.memory.children.clear();
        match self.visit(root, 0, false, max_depth) {
            Visit::Mate => return true,
            Visit::Leaf => return false,
            Visit::Expanded(start, end) => self.memory.frames.push(Frame {
                pos: root.clone(),
                start,
                next: start,
                end,
            }),
        }
        loop {
            let Some(top) = self.memory.frames.last_mut() else {
                return false;
            };
            if top.next >= top.end {
                let start = top.start;
                self.memory.children.truncate(start);
                self.memory.frames.pop();
                continue;
            }
            if self.nodes >= self.limit {
                return false;
            }
            let child = self.memory.children[top.next];
            top.next += 1;
            let mut pos = top.pos.clone();
            pos.play_unchecked(child.mv);
            if self.memory.frames.len() >= MAX_PLY {
                continue;
            }
            match self.visit(&pos, child.depth, child.reward, max_depth) {
                Visit::Mate => return true,
                Visit::Leaf => {}
                Visit::Expanded(start, end) => self.memory.frames.push(Frame {
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
        // Before the moves are generated: only positions with moves and the material to mate
        // are recorded, so a position found here is a leaf whatever its moves.
        if self.memory.seen(pos.hash(), left) {
            return Visit::Leaf;
        }
        let moves = &mut self.memory.moves;
        moves.clear();
        pos.generate(moves, Bitboard::FULL);
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
        self.memory.record(pos.hash(), left);

        let need_promotion = !winners_turn && needs_loser_promotion(board, winner);
        let checks = winners_turn.then(|| Checks::new(pos)).flatten();
        let loser_king = board.king_of(!winner).unwrap_or(self.targets.corner);
        let start = self.memory.children.len();
        for i in 0..self.memory.moves.len() {
            let m = self.memory.moves[i];
            let (shape, priority, check) = if winners_turn {
                self.shape_winner(pos, checks.as_ref(), m, loser_king, left)
            } else {
                let (shape, priority) = self.shape_loser(m, need_promotion);
                (shape, priority, false)
            };
            let depth = match shape {
                Shape::Reward => depth,
                Shape::Normal if past_progress => depth,
                Shape::Normal => depth + 1,
                Shape::Punish => (depth + 3).min(max_depth),
            };
            // At the horizon only a check can mate: the other moves would be leaves.
            if depth >= max_depth && !check {
                continue;
            }
            self.memory.children.push(Child {
                mv: m,
                depth,
                reward: shape == Shape::Reward,
                priority,
            });
        }
        let end = self.memory.children.len();
        // Highest priority first, ties in generation order. An insertion sort: a node has few
        // children, and the library's stable sort would add kilobytes to the wasm.
        let children = &mut self.memory.children[start..end];
        for i in 1..children.len() {
            let child = children[i];
            let mut j = i;
            while j > 0 && children[j - 1].priority < child.priority {
                children[j] = children[j - 1];
                j -= 1;
            }
            children[j] = child;
        }
        Visit::Expanded(start, end)
    }

    fn shape_winner(
        &mut self,
        pos: &Position,
        checks: Option<&Checks>,
        m: Move,
        loser_king: Square,
        left: i32,
    ) -> (Shape, i32, bool) {
        let check = checks.is_some_and(|checks| checks.gives_check(pos, m));
        // A pawn move is progress wherever the pawn stands: it cannot be taken back, so free
        // pawn moves cannot loop, and a pawn on its way to promotion is the likeliest mate
        // (rewarding only pawns past the middle found mates with twice the nodes).
        let pawn_move = m.role() == Role::Pawn;
        // Kings and knights approaching count; sliders get anywhere in two moves.
        let reward = m.is_capture()
            || pawn_move
            || match m.role() {
                Role::King => self.approaches(WINNER_KING, m),
                Role::Knight => self.approaches(WINNER_KNIGHT, m),
                _ => false,
            };
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
        if pawn_move {
            priority += 200;
        }
        if reward {
            priority += 1000;
        }
        // Closer to the enemy king.
        priority += 7 - m.to().distance(loser_king) as i32;
        (
            if reward { Shape::Reward } else { Shape::Normal },
            priority,
            check,
        )
    }

    /// Whether `m` brings its piece nearer to the target of `slot`.
    #[inline(always)]
    fn approaches(&mut self, slot: usize, m: Move) -> bool {
        self.distance(slot, m.role(), m.to()) < self.distance(slot, m.role(), m.from())
    }

    /// Moves a piece of `role` needs from `sq` to the target of `slot`, worked out at the first
    /// asking: the targets stay put for a whole search, and ordering asks this of most moves.
    fn distance(&mut self, slot: usize, role: Role, sq: Square) -> u8 {
        let known = self.distances[slot][sq.index()];
        if known != UNKNOWN {
            return known;
        }
        let target = match slot {
            WINNER_KING => self.targets.winner_king,
            WINNER_KNIGHT => self.targets.corner,
            s if s == Role::King as usize => self.targets.corner,
            _ => self.targets.blocker,
        };
        let d = moves_between(role, sq, target) as u8;
        self.distances[slot][sq.index()] = d;
        d
    }

    fn shape_loser(&mut self, m: Move, need_promotion: bool) -> (Shape, i32) {
        let mut shape = Shape::Normal;
        if need_promotion {
            let heavy = matches!(m.promotion(), Some(Role::Queen));
            shape = if m.role() == Role::Pawn && !heavy {
                Shape::Reward
            } else {
                Shape::Punish
            };
        }
        // The king towards the corner, knights and pawns towards the blocking square. A slider,
        // one or two moves from anywhere, only by landing there: else it would wander at no cost.
        let progress = match m.role() {
            Role::Bishop | Role::Rook | Role::Queen => m.to() == self.targets.blocker,
            _ => self.approaches(m.role() as usize, m),
        };
        if progress {
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
