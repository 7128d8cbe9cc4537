//! A slow, obviously correct legal move generator: the yardstick for `Position::legal_moves`.
//!
//! Nothing here uses the crate's bitboards, attack tables or move generator. The board is an
//! array of 64 squares; pieces move by walking their rays square by square; a move is legal when,
//! played out on a copy of that array, no enemy piece can reach the mover's king (looked for
//! from the king outwards, again square by square). Castling follows Law 3.8.2 as written (and
//! its Chess960 form): the king is not in check, every square between king and rook and their
//! destinations is empty but for those two, and no square the king crosses or lands on is
//! attacked.
//!
//! Shared by the `movegen` fuzz target and `tests/reference_movegen.rs` (which includes this
//! file with `#[path]`), so it uses nothing but `chess_arbiter`'s plain types.

use chess_arbiter::{Color, Move, Piece, Position, Role, Setup, Square};

const KNIGHT_STEPS: [(i32, i32); 8] = [
    (1, 2),
    (2, 1),
    (2, -1),
    (1, -2),
    (-1, -2),
    (-2, -1),
    (-2, 1),
    (-1, 2),
];
const KING_STEPS: [(i32, i32); 8] = [
    (1, 0),
    (1, 1),
    (0, 1),
    (-1, 1),
    (-1, 0),
    (-1, -1),
    (0, -1),
    (1, -1),
];
const ROOK_RAYS: [(i32, i32); 4] = [(1, 0), (0, 1), (-1, 0), (0, -1)];
const BISHOP_RAYS: [(i32, i32); 4] = [(1, 1), (-1, 1), (-1, -1), (1, -1)];
const PROMOTIONS: [Role; 4] = [Role::Queen, Role::Rook, Role::Bishop, Role::Knight];

fn file_of(sq: Square) -> i32 {
    sq.index() as i32 % 8
}

fn rank_of(sq: Square) -> i32 {
    sq.index() as i32 / 8
}

fn square_at(file: i32, rank: i32) -> Option<Square> {
    ((0..8).contains(&file) && (0..8).contains(&rank))
        .then(|| Square::new((rank * 8 + file) as u32))
}

/// The square `(df, dr)` away, if it is on the board.
fn step(sq: Square, (df, dr): (i32, i32)) -> Option<Square> {
    square_at(file_of(sq) + df, rank_of(sq) + dr)
}

/// +1 for White (up the board), -1 for Black.
fn forward(color: Color) -> i32 {
    match color {
        Color::White => 1,
        Color::Black => -1,
    }
}

/// The rank (0 to 7) a side's pieces start on.
fn home_rank(color: Color) -> i32 {
    match color {
        Color::White => 0,
        Color::Black => 7,
    }
}

fn piece(color: Color, role: Role) -> Option<Piece> {
    Some(Piece { color, role })
}

/// A position on a plain array board.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct RefPosition {
    pub squares: [Option<Piece>; 64],
    pub turn: Color,
    /// The rooks that keep a castling right, in square order.
    pub castling: Vec<Square>,
    /// The square a pawn has just passed with a double step (an en passant capture onto it
    /// may or may not be legal).
    pub ep: Option<Square>,
    pub halfmoves: u32,
    pub fullmoves: u32,
}

impl RefPosition {
    /// The position a set-up describes. Its en passant square is kept when it is plausible: on
    /// the sixth rank (for the side to move), behind an enemy pawn, with the square itself and
    /// the one the pawn came from empty.
    pub fn from_setup(setup: &Setup) -> RefPosition {
        let mut squares = [None; 64];
        for (i, slot) in squares.iter_mut().enumerate() {
            *slot = setup.board.piece_at(Square::new(i as u32));
        }
        let mut castling: Vec<Square> = setup.castling_rights.into_iter().collect();
        castling.sort();
        let mut pos = RefPosition {
            squares,
            turn: setup.turn,
            castling,
            ep: None,
            halfmoves: setup.halfmoves,
            fullmoves: setup.fullmoves,
        };
        pos.ep = setup.ep_square.filter(|&ep| pos.ep_is_plausible(ep));
        pos
    }

    /// The position of a validated [`Position`].
    pub fn from_position(pos: &Position) -> RefPosition {
        RefPosition::from_setup(&pos.to_setup())
    }

    fn ep_is_plausible(&self, ep: Square) -> bool {
        let them = !self.turn;
        let dir = forward(them);
        rank_of(ep) == home_rank(them) + 2 * dir
            && self.squares[ep.index()].is_none()
            && step(ep, (0, dir)).is_some_and(|pushed| self.at(pushed) == piece(them, Role::Pawn))
            && step(ep, (0, -dir)).is_some_and(|origin| self.at(origin).is_none())
    }

    pub fn at(&self, sq: Square) -> Option<Piece> {
        self.squares[sq.index()]
    }

    /// The king of `color` (the first one, should a broken position have more).
    pub fn king(&self, color: Color) -> Option<Square> {
        (0..64)
            .map(|i| Square::new(i as u32))
            .find(|&sq| self.at(sq) == piece(color, Role::King))
    }

    /// Whether a piece of `by` could capture on `target` (whatever stands there).
    pub fn is_attacked(&self, target: Square, by: Color) -> bool {
        let leaper = |steps: &[(i32, i32)], role: Role| {
            steps
                .iter()
                .filter_map(|&d| step(target, d))
                .any(|sq| self.at(sq) == piece(by, role))
        };
        if leaper(&KNIGHT_STEPS, Role::Knight) || leaper(&KING_STEPS, Role::King) {
            return true;
        }
        // A pawn of `by` captures forward-diagonally, so it stands one rank behind the target.
        let pawn_steps = [(-1, -forward(by)), (1, -forward(by))];
        if leaper(&pawn_steps, Role::Pawn) {
            return true;
        }
        let slider = |rays: &[(i32, i32)], role: Role| {
            rays.iter().any(|&d| {
                let mut sq = target;
                while let Some(next) = step(sq, d) {
                    sq = next;
                    if let Some(p) = self.at(sq) {
                        return p.color == by && (p.role == role || p.role == Role::Queen);
                    }
                }
                false
            })
        };
        slider(&ROOK_RAYS, Role::Rook) || slider(&BISHOP_RAYS, Role::Bishop)
    }

    /// Whether the king of `color` is attacked.
    pub fn in_check(&self, color: Color) -> bool {
        self.king(color)
            .is_some_and(|k| self.is_attacked(k, !color))
    }

    /// Every move by the rules of movement alone, legal or not (castling by its rights only).
    pub fn pseudo_legal_moves(&self) -> Vec<Move> {
        let us = self.turn;
        let mut moves = Vec::new();
        for i in 0..64 {
            let from = Square::new(i as u32);
            let Some(p) = self.at(from) else { continue };
            if p.color != us {
                continue;
            }
            match p.role {
                Role::Pawn => self.pawn_moves(from, &mut moves),
                Role::Knight => self.leaper_moves(from, Role::Knight, &KNIGHT_STEPS, &mut moves),
                Role::King => self.leaper_moves(from, Role::King, &KING_STEPS, &mut moves),
                Role::Bishop => self.slider_moves(from, Role::Bishop, &BISHOP_RAYS, &mut moves),
                Role::Rook => self.slider_moves(from, Role::Rook, &ROOK_RAYS, &mut moves),
                Role::Queen => {
                    self.slider_moves(from, Role::Queen, &ROOK_RAYS, &mut moves);
                    self.slider_moves(from, Role::Queen, &BISHOP_RAYS, &mut moves);
                }
            }
        }
        if let Some(king) = self.king(us) {
            for &rook in &self.castling {
                if rank_of(rook) == home_rank(us)
                    && rank_of(king) == home_rank(us)
                    && self.at(rook) == piece(us, Role::Rook)
                {
                    moves.push(Move::Castle { king, rook });
                }
            }
        }
        moves
    }

    fn push_normal(&self, role: Role, from: Square, to: Square, moves: &mut Vec<Move>) {
        moves.push(Move::Normal {
            role,
            from,
            capture: self.at(to).map(|p| p.role),
            to,
            promotion: None,
        });
    }

    fn leaper_moves(&self, from: Square, role: Role, steps: &[(i32, i32)], moves: &mut Vec<Move>) {
        for &d in steps {
            if let Some(to) = step(from, d) {
                if self.at(to).is_none_or(|p| p.color != self.turn) {
                    self.push_normal(role, from, to, moves);
                }
            }
        }
    }

    fn slider_moves(&self, from: Square, role: Role, rays: &[(i32, i32)], moves: &mut Vec<Move>) {
        for &d in rays {
            let mut to = from;
            while let Some(next) = step(to, d) {
                to = next;
                match self.at(to) {
                    None => self.push_normal(role, from, to, moves),
                    Some(p) => {
                        if p.color != self.turn {
                            self.push_normal(role, from, to, moves);
                        }
                        break;
                    }
                }
            }
        }
    }

    fn pawn_moves(&self, from: Square, moves: &mut Vec<Move>) {
        let us = self.turn;
        let dir = forward(us);
        let last_rank = home_rank(!us);
        let push = |to: Square, capture: Option<Role>, moves: &mut Vec<Move>| {
            if rank_of(to) == last_rank {
                for promotion in PROMOTIONS {
                    moves.push(Move::Normal {
                        role: Role::Pawn,
                        from,
                        capture,
                        to,
                        promotion: Some(promotion),
                    });
                }
            } else {
                moves.push(Move::Normal {
                    role: Role::Pawn,
                    from,
                    capture,
                    to,
                    promotion: None,
                });
            }
        };
        if let Some(one) = step(from, (0, dir)) {
            if self.at(one).is_none() {
                push(one, None, moves);
                if rank_of(from) == home_rank(us) + dir {
                    if let Some(two) = step(one, (0, dir)) {
                        if self.at(two).is_none() {
                            push(two, None, moves);
                        }
                    }
                }
            }
        }
        for df in [-1, 1] {
            let Some(to) = step(from, (df, dir)) else {
                continue;
            };
            // En passant: the pawn that made the double step stands beside us, behind `to`.
            let behind = step(to, (0, -dir));
            match self.at(to) {
                Some(p) if p.color != us => push(to, Some(p.role), moves),
                None if self.ep == Some(to)
                    && behind.is_some_and(|sq| self.at(sq) == piece(!us, Role::Pawn)) =>
                {
                    moves.push(Move::EnPassant { from, to });
                }
                _ => {}
            }
        }
    }

    /// Where the king and the rook land when castling with the rook on `rook`.
    fn castling_destinations(king: Square, rook: Square) -> (Square, Square) {
        let rank = rank_of(king);
        let (king_file, rook_file) = if rook < king { (2, 3) } else { (6, 5) };
        (
            square_at(king_file, rank).unwrap_or(king),
            square_at(rook_file, rank).unwrap_or(rook),
        )
    }

    /// The parts of Law 3.8.2 not checked by playing the move out: the king is not in check,
    /// nothing stands between king, rook and their destinations, and no square the king
    /// crosses or lands on is attacked (on the board as it is before castling).
    fn castling_is_allowed(&self, king: Square, rook: Square) -> bool {
        let us = self.turn;
        if self.is_attacked(king, !us) {
            return false;
        }
        let (king_to, rook_to) = RefPosition::castling_destinations(king, rook);
        let span = |a: Square, b: Square| {
            let (lo, hi) = (file_of(a).min(file_of(b)), file_of(a).max(file_of(b)));
            (lo..=hi).filter_map(move |f| square_at(f, rank_of(a)))
        };
        let blocked = span(king, king_to)
            .chain(span(rook, rook_to))
            .any(|sq| sq != king && sq != rook && self.at(sq).is_some());
        if blocked {
            return false;
        }
        !span(king, king_to)
            .filter(|&sq| sq != king)
            .any(|sq| self.is_attacked(sq, !us))
    }

    /// The position after `m`, which must be one of [`RefPosition::pseudo_legal_moves`].
    pub fn play(&self, m: Move) -> RefPosition {
        let us = self.turn;
        let mut next = self.clone();
        next.ep = None;
        let mut zeroing = false;
        match m {
            Move::Normal {
                role,
                from,
                to,
                promotion,
                ..
            } => {
                zeroing = role == Role::Pawn || self.at(to).is_some();
                next.squares[from.index()] = None;
                next.squares[to.index()] = piece(us, promotion.unwrap_or(role));
                if role == Role::Pawn && (rank_of(to) - rank_of(from)).abs() == 2 {
                    next.ep = square_at(file_of(from), (rank_of(from) + rank_of(to)) / 2);
                }
                next.castling.retain(|&r| {
                    r != from && r != to && !(role == Role::King && rank_of(r) == home_rank(us))
                });
            }
            Move::EnPassant { from, to } => {
                zeroing = true;
                next.squares[from.index()] = None;
                next.squares[to.index()] = piece(us, Role::Pawn);
                if let Some(captured) = square_at(file_of(to), rank_of(from)) {
                    next.squares[captured.index()] = None;
                }
            }
            Move::Castle { king, rook } => {
                let (king_to, rook_to) = RefPosition::castling_destinations(king, rook);
                next.squares[king.index()] = None;
                next.squares[rook.index()] = None;
                next.squares[king_to.index()] = piece(us, Role::King);
                next.squares[rook_to.index()] = piece(us, Role::Rook);
                next.castling.retain(|&r| rank_of(r) != home_rank(us));
            }
        }
        // Saturating, as the library does: a FEN may give any u32 counter.
        next.halfmoves = if zeroing {
            0
        } else {
            self.halfmoves.saturating_add(1)
        };
        if us == Color::Black {
            next.fullmoves = next.fullmoves.saturating_add(1);
        }
        next.turn = !us;
        next
    }

    /// Whether a pseudo-legal move is legal.
    pub fn is_legal(&self, m: Move) -> bool {
        if let Move::Castle { king, rook } = m {
            if !self.castling_is_allowed(king, rook) {
                return false;
            }
        }
        !self.play(m).in_check(self.turn)
    }

    /// Every legal move.
    pub fn legal_moves(&self) -> Vec<Move> {
        self.pseudo_legal_moves()
            .into_iter()
            .filter(|&m| self.is_legal(m))
            .collect()
    }

    /// The en passant square as a position keeps it: only when a capture there is legal.
    pub fn legal_ep(&self) -> Option<Square> {
        self.ep.filter(|_| {
            self.legal_moves()
                .iter()
                .any(|m| matches!(m, Move::EnPassant { .. }))
        })
    }
}

/// Differences between a position and the reference's idea of it (empty when they agree):
/// placement, side to move, castling rights, en passant square (only with a legal capture),
/// counters, and the incremental hash against the hash computed from scratch.
pub fn compare_state(pos: &Position, reference: &RefPosition) -> Result<(), String> {
    let fen = pos.fen();
    for i in 0..64 {
        let sq = Square::new(i as u32);
        if pos.board().piece_at(sq) != reference.at(sq) {
            return Err(format!(
                "{fen}: {sq} holds {:?}, the reference says {:?}",
                pos.board().piece_at(sq),
                reference.at(sq)
            ));
        }
    }
    if pos.turn() != reference.turn {
        return Err(format!("{fen}: side to move differs"));
    }
    let mut rights: Vec<Square> = pos.castling_rights().into_iter().collect();
    rights.sort();
    if rights != reference.castling {
        return Err(format!(
            "{fen}: castling rights {rights:?}, the reference says {:?}",
            reference.castling
        ));
    }
    if pos.ep_square() != reference.legal_ep() {
        return Err(format!(
            "{fen}: en passant square {:?}, the reference says {:?}",
            pos.ep_square(),
            reference.legal_ep()
        ));
    }
    if (pos.halfmoves(), pos.fullmoves()) != (reference.halfmoves, reference.fullmoves) {
        return Err(format!(
            "{fen}: counters ({}, {}), the reference says ({}, {})",
            pos.halfmoves(),
            pos.fullmoves(),
            reference.halfmoves,
            reference.fullmoves
        ));
    }
    if pos.hash() != pos.compute_hash() {
        return Err(format!(
            "{fen}: incremental hash differs from the computed one"
        ));
    }
    Ok(())
}

/// Compares every move-generation answer of `pos` with the reference's: the legal moves (no
/// move missing, none extra, none twice), the moves by origin square, `is_legal` for every
/// pseudo-legal move, check, checkmate and stalemate.
pub fn compare_moves(pos: &Position, reference: &RefPosition) -> Result<(), String> {
    let fen = pos.fen();
    let ours: Vec<Move> = pos.legal_moves().into_iter().collect();
    let expected = reference.legal_moves();
    for m in &ours {
        if ours.iter().filter(|x| *x == m).count() > 1 {
            return Err(format!("{fen}: {m:?} generated twice"));
        }
        if !expected.contains(m) {
            return Err(format!("{fen}: {m:?} generated but not legal"));
        }
    }
    for m in &expected {
        if !ours.contains(m) {
            return Err(format!("{fen}: legal move {m:?} not generated"));
        }
    }
    for i in 0..64 {
        let from = Square::new(i as u32);
        let mut by_square: Vec<Move> = pos.legal_moves_from(from).into_iter().collect();
        let mut wanted: Vec<Move> = expected
            .iter()
            .copied()
            .filter(|m| m.from() == from)
            .collect();
        let key = |m: &Move| format!("{m:?}");
        by_square.sort_by_key(key);
        wanted.sort_by_key(key);
        if by_square != wanted {
            return Err(format!(
                "{fen}: legal_moves_from({from}) gives {by_square:?}, expected {wanted:?}"
            ));
        }
    }
    for m in reference.pseudo_legal_moves() {
        if pos.is_legal(m) != expected.contains(&m) {
            return Err(format!("{fen}: is_legal({m:?}) says {}", pos.is_legal(m)));
        }
        if pos.play(m).is_ok() != expected.contains(&m) {
            return Err(format!(
                "{fen}: play({m:?}) accepts an illegal move or refuses a legal one"
            ));
        }
    }
    let check = reference.in_check(reference.turn);
    if pos.is_check() != check {
        return Err(format!("{fen}: is_check() says {}", pos.is_check()));
    }
    if pos.is_checkmate() != (check && expected.is_empty())
        || pos.is_stalemate() != (!check && expected.is_empty())
        || pos.count_legal_moves() != expected.len()
        || pos.has_legal_moves() == expected.is_empty()
    {
        return Err(format!(
            "{fen}: checkmate, stalemate or move counts disagree"
        ));
    }
    Ok(())
}

/// [`compare_moves`], then every legal move played by both, the positions reached compared
/// with [`compare_state`], and `gives_check` against the check found in the position reached.
pub fn compare_deep(pos: &Position, reference: &RefPosition) -> Result<(), String> {
    compare_moves(pos, reference)?;
    for m in pos.legal_moves() {
        let next = pos.play(m).map_err(|e| format!("{}: {e}", pos.fen()))?;
        compare_state(&next, &reference.play(m))
            .map_err(|e| format!("after {m:?} from {}: {e}", pos.fen()))?;
        if pos.gives_check(m) != next.is_check() {
            return Err(format!("gives_check({m:?}) is wrong in {}", pos.fen()));
        }
    }
    Ok(())
}
