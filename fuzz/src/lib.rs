//! What the fuzz targets share: reading positions and choices out of fuzz input, the
//! reference move generator ([`reference`]), a random helpmate search, and the checks of a
//! [`Game`]'s invariants.

pub mod reference;

use chess_arbiter::{Color, Game, Move, Piece, Position, Role, Setup, Square};

/// Fuzz input read as a stream of choices; past its end every byte reads as zero.
pub struct Bytes<'a> {
    data: &'a [u8],
    at: usize,
}

impl<'a> Bytes<'a> {
    pub fn new(data: &'a [u8]) -> Bytes<'a> {
        Bytes { data, at: 0 }
    }

    pub fn is_empty(&self) -> bool {
        self.at >= self.data.len()
    }

    pub fn byte(&mut self) -> u8 {
        let b = self.data.get(self.at).copied().unwrap_or(0);
        self.at += 1;
        b
    }

    pub fn u16(&mut self) -> u16 {
        u16::from(self.byte()) | u16::from(self.byte()) << 8
    }

    /// A number below `n` (`n` > 0).
    pub fn below(&mut self, n: usize) -> usize {
        if n <= 256 {
            usize::from(self.byte()) % n
        } else {
            usize::from(self.u16()) % n
        }
    }

    /// What has not been read yet.
    pub fn rest(&self) -> &'a [u8] {
        self.data.get(self.at..).unwrap_or(&[])
    }
}

/// The first line of `data` (without its `\n`) and what follows it.
pub fn split_line(data: &[u8]) -> (&[u8], &[u8]) {
    match data.iter().position(|&b| b == b'\n') {
        Some(i) => (&data[..i], &data[i + 1..]),
        None => (data, &[]),
    }
}

/// A FEN on the first line of `data`, read as a set-up, and the rest of the input.
pub fn fen_line(data: &[u8]) -> Option<(Setup, &[u8])> {
    let (line, rest) = split_line(data);
    let text = core::str::from_utf8(line).ok()?;
    Setup::from_fen(text).ok().map(|s| (s, rest))
}

const PIECES: [Piece; 12] = {
    let mut pieces = [Piece {
        color: Color::White,
        role: Role::Pawn,
    }; 12];
    let roles = [
        Role::Pawn,
        Role::Knight,
        Role::Bishop,
        Role::Rook,
        Role::Queen,
        Role::King,
    ];
    let mut i = 0;
    while i < 12 {
        pieces[i] = Piece {
            color: if i < 6 { Color::White } else { Color::Black },
            role: roles[i % 6],
        };
        i += 1;
    }
    pieces
};

/// A set-up decoded from bytes, for inputs that are not a FEN: the two kings, then up to 30
/// other pieces (square, piece), castling rights as file masks of the two back ranks, an en
/// passant file and the counters. Pawns bound for a back rank are left out, so that most
/// inputs give a position the validator accepts.
pub fn decode_setup(bytes: &mut Bytes) -> Setup {
    let flags = bytes.byte();
    let mut setup = Setup::standard();
    setup.board = chess_arbiter::Board::empty();
    setup.turn = if flags & 1 == 0 {
        Color::White
    } else {
        Color::Black
    };
    let white_king = Square::new(u32::from(bytes.byte()));
    let black_king = Square::new(u32::from(bytes.byte()));
    setup.board.set_piece_at(
        white_king,
        Piece {
            color: Color::White,
            role: Role::King,
        },
    );
    setup.board.set_piece_at(
        black_king,
        Piece {
            color: Color::Black,
            role: Role::King,
        },
    );
    let count = bytes.below(31);
    for _ in 0..count {
        let sq = Square::new(u32::from(bytes.byte()));
        let piece = PIECES[bytes.below(PIECES.len())];
        let back_rank = sq.index() < 8 || sq.index() >= 56;
        if (piece.role == Role::Pawn && back_rank) || setup.board.kings().contains(sq) {
            continue;
        }
        // Extra kings only when asked for (they make the set-up invalid).
        if piece.role == Role::King && flags & 2 == 0 {
            continue;
        }
        setup.board.set_piece_at(sq, piece);
    }
    let mut rights = chess_arbiter::Bitboard::EMPTY;
    if flags & 4 != 0 {
        let (white, black) = (bytes.byte(), bytes.byte());
        for file in 0..8 {
            if white & (1 << file) != 0 {
                rights.add(Square::new(file));
            }
            if black & (1 << file) != 0 {
                rights.add(Square::new(56 + file));
            }
        }
    }
    setup.castling_rights = rights;
    setup.ep_square = if flags & 8 != 0 {
        let file = u32::from(bytes.byte() % 8);
        Some(Square::new(
            file + if setup.turn == Color::White { 40 } else { 16 },
        ))
    } else {
        None
    };
    setup.halfmoves = if flags & 16 != 0 {
        u32::from(bytes.byte())
    } else {
        0
    };
    setup.fullmoves = if flags & 32 != 0 {
        u32::from(bytes.u16())
    } else {
        1
    };
    setup
}

/// A set-up from fuzz input: the FEN on its first line when there is one, else decoded from
/// the bytes ([`decode_setup`]). Also gives the input left for choices.
pub fn setup_from(data: &[u8]) -> (Setup, &[u8]) {
    match fen_line(data) {
        Some(found) => found,
        None => {
            let mut bytes = Bytes::new(data);
            let setup = decode_setup(&mut bytes);
            (setup, bytes.rest())
        }
    }
}

/// A position (standard start when the first line is no valid FEN) and the text after it.
pub fn position_and_text(data: &[u8]) -> (Position, &[u8]) {
    match fen_line(data) {
        Some((setup, rest)) => match Position::from_setup(&setup) {
            Ok(pos) => (pos, rest),
            Err(_) => (Position::new(), rest),
        },
        None => (Position::new(), data),
    }
}

/// A small, fast, reproducible random number generator (xorshift64*).
pub struct Rng(u64);

impl Rng {
    pub fn new(seed: u64) -> Rng {
        Rng(seed ^ 0x9E37_79B9_7F4A_7C15 | 1)
    }

    pub fn from_bytes(data: &[u8]) -> Rng {
        // FNV-1a.
        let mut h: u64 = 0xcbf2_9ce4_8422_2325;
        for &b in data {
            h = (h ^ u64::from(b)).wrapping_mul(0x0100_0000_01b3);
        }
        Rng::new(h)
    }

    pub fn next_u64(&mut self) -> u64 {
        self.0 ^= self.0 >> 12;
        self.0 ^= self.0 << 25;
        self.0 ^= self.0 >> 27;
        self.0.wrapping_mul(0x2545_F491_4F6C_DD1D)
    }

    pub fn below(&mut self, n: usize) -> usize {
        (self.next_u64() % n as u64) as usize
    }
}

/// Whether `pos` is checkmate with `winner` the side that gave it.
fn mated_by(pos: &Position, winner: Color) -> bool {
    pos.turn() != winner && pos.is_checkmate()
}

/// A move of `winner` that mates at once, if there is one.
fn mate_in_one(pos: &Position, winner: Color) -> Option<Move> {
    if pos.turn() != winner {
        return None;
    }
    pos.legal_moves().into_iter().find(|&m| {
        let mut next = pos.clone();
        next.play_unchecked(m);
        mated_by(&next, winner)
    })
}

/// Looks for a series of legal moves after which `winner` has checkmated, both sides
/// cooperating: every line to `full_depth` plies (at most `full_nodes` positions), then
/// `walks` random games of up to `walk_plies` plies in which the winner mates whenever it can
/// in one move and otherwise prefers checks, and the loser prefers moves that do not capture
/// (keeping its blockers). Returns the line found, which the caller should verify.
pub fn find_helpmate(
    pos: &Position,
    winner: Color,
    rng: &mut Rng,
    full_depth: usize,
    full_nodes: usize,
    walks: usize,
    walk_plies: usize,
) -> Option<Vec<Move>> {
    if mated_by(pos, winner) {
        return Some(Vec::new());
    }
    // Full width, depth first, with an explicit stack.
    let mut nodes = 0;
    let mut stack: Vec<(Position, Vec<Move>)> = vec![(pos.clone(), Vec::new())];
    while let Some((p, line)) = stack.pop() {
        nodes += 1;
        if nodes > full_nodes {
            break;
        }
        if mated_by(&p, winner) {
            return Some(line);
        }
        if line.len() >= full_depth {
            continue;
        }
        for m in p.legal_moves() {
            let mut next = p.clone();
            next.play_unchecked(m);
            let mut l = line.clone();
            l.push(m);
            stack.push((next, l));
        }
    }
    for _ in 0..walks {
        let mut p = pos.clone();
        let mut line = Vec::new();
        for _ in 0..walk_plies {
            if let Some(m) = mate_in_one(&p, winner) {
                line.push(m);
                return Some(line);
            }
            let moves = p.legal_moves();
            if moves.is_empty() {
                break;
            }
            let preferred: Vec<Move> = if p.turn() == winner {
                moves
                    .iter()
                    .copied()
                    .filter(|&m| {
                        let mut next = p.clone();
                        next.play_unchecked(m);
                        next.is_check()
                    })
                    .collect()
            } else {
                moves.iter().copied().filter(|m| !m.is_capture()).collect()
            };
            let m = if !preferred.is_empty() && rng.below(3) != 0 {
                preferred[rng.below(preferred.len())]
            } else {
                moves[rng.below(moves.len())]
            };
            p.play_unchecked(m);
            line.push(m);
        }
    }
    None
}

/// Plays `line` from `pos` with the checked [`Position::play`] and says whether it ends in a
/// checkmate given by `winner`.
pub fn verify_helpmate(pos: &Position, winner: Color, line: &[Move]) -> bool {
    let mut p = pos.clone();
    for &m in line {
        match p.play(m) {
            Ok(next) => p = next,
            Err(_) => return false,
        }
    }
    mated_by(&p, winner)
}

/// Same position under Law 9.2.3, decided field by field (not by hash).
pub fn same_position(a: &Position, b: &Position) -> bool {
    a.board() == b.board()
        && a.turn() == b.turn()
        && a.castling_rights() == b.castling_rights()
        && a.ep_square() == b.ep_square()
}

/// How often the current position of `game` has occurred, counted again from every
/// position of the game.
pub fn recount_repetitions(game: &Game) -> u32 {
    let positions = game.positions();
    let Some(last) = positions.last() else {
        return 0;
    };
    positions.iter().filter(|p| same_position(p, last)).count() as u32
}

/// The FEN of `pos` reads back as `pos`, whatever its move counters (tests/fen.rs).
pub fn assert_fen_round_trip(pos: &Position) {
    let fen = pos.fen();
    assert_eq!(
        Position::from_fen(&fen).as_ref(),
        Ok(pos),
        "FEN round trip of {fen}"
    );
}

/// The current position of `game`: its hash equals one computed from scratch, its FEN reads
/// back, and its repetition count equals a recount.
fn check_current_position(game: &Game) {
    let pos = game.position();
    assert_eq!(pos.hash(), pos.compute_hash(), "hash of {}", pos.fen());
    assert_fen_round_trip(pos);
    assert_eq!(
        game.repetitions(),
        recount_repetitions(game),
        "repetitions of {}",
        pos.fen()
    );
}

/// Checks what must hold of a game after every act: the hash of its position equals one
/// computed from scratch, the FEN reads back to the same position, the repetition count
/// equals a recount, and the history and positions line up.
pub fn check_game(game: &Game) {
    check_current_position(game);
    assert_eq!(game.positions().len(), game.history().len() + 1);
    let mut replay = game.start_position().clone();
    for (&m, p) in game.history().iter().zip(game.positions().iter().skip(1)) {
        replay = replay.play(m).expect("every move of the history is legal");
        assert_eq!(&replay, p);
    }
}

/// [`check_game`] for a game whose positions before the last were checked already: only the
/// last move is played again.
pub fn check_game_step(game: &Game) {
    check_current_position(game);
    let (positions, history) = (game.positions(), game.history());
    assert_eq!(positions.len(), history.len() + 1);
    if let (Some(&m), [.., before, last]) = (history.last(), positions) {
        assert_eq!(before.play(m).as_ref(), Ok(last));
    }
}

/// What [`Game`] shows of itself, to compare before and after an act and its undo.
#[derive(Debug, PartialEq)]
pub struct Snapshot {
    pub debug: String,
    pub fen: String,
    pub hash: u64,
    pub outcome: Option<chess_arbiter::Outcome>,
    pub history: Vec<Move>,
    pub repetitions: u32,
    pub legal_moves: Vec<Move>,
    pub claims: Vec<chess_arbiter::DrawClaim>,
}

impl Snapshot {
    /// A snapshot; `full` includes the whole `Debug` form of the game (positions and records).
    pub fn of(game: &Game, full: bool) -> Snapshot {
        Snapshot {
            debug: if full {
                format!("{game:?}")
            } else {
                String::new()
            },
            fen: game.fen(),
            hash: game.position().hash(),
            outcome: game.outcome(),
            history: game.history().to_vec(),
            repetitions: game.repetitions(),
            legal_moves: game.legal_moves().into_iter().collect(),
            claims: game.claimable_draws(None),
        }
    }
}
