//! Standard Algebraic Notation: written exactly, read leniently where the meaning is clear.
//!
//! Writing disambiguates by file, then rank, then both, only when another piece of the same
//! kind could legally reach the square, and ends with `+` or `#`. Reading accepts `0-0`,
//! `e8Q`, a promotion letter in lower case (`a8=q`, `exd8n`), over-disambiguation (`Nbd7`),
//! a missing or extra `x`, and suffixes such as `!?`, `+`, `#` and `e.p.`; it refuses what
//! has two meanings, such as a piece letter in lower case (`bxc3` is a pawn's capture).
//!
//! ```
//! use chess_arbiter::{san, Position};
//! let pos = Position::new();
//! let m = san::parse_move(&pos, "Nf3").unwrap();
//! assert_eq!(san::to_san(&pos, m), "Nf3");
//! assert!(san::parse_move(&pos, "Nf4").is_err());
//! ```

use core::fmt;

use crate::attacks;
use crate::figurine;
use crate::illegal::{IllegalMove, IllegalReason};
use crate::moves::Move;
use crate::position::Position;
use crate::square::{File, Rank, Square};
use crate::types::{CastlingSide, Role};
use crate::uci::Uci;

/// A SAN move as read, before it is matched against a position.
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash)]
pub enum San {
    /// A piece or pawn move, with what its text says about it.
    Normal {
        /// The moving piece's role (`Pawn` when no piece letter is given).
        role: Role,
        /// The file of the starting square, when given (a pawn capture's, or to tell pieces apart).
        file: Option<File>,
        /// The rank of the starting square, when given (to tell pieces apart).
        rank: Option<Rank>,
        /// Whether an `x` marks a capture.
        capture: bool,
        /// The square the piece lands on.
        to: Square,
        /// The role of a promotion (`=Q`).
        promotion: Option<Role>,
    },
    /// `O-O` or `O-O-O` (zeros are read too).
    Castle(CastlingSide),
}

/// Why a SAN string names no legal move.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum SanError {
    /// Not SAN at all.
    Syntax(String),
    /// Well-formed, but no legal move matches: the move as written and the reason.
    Illegal(IllegalMove),
    /// More than one legal move matches.
    Ambiguous(String),
}

impl fmt::Display for SanError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            SanError::Syntax(m) | SanError::Ambiguous(m) => f.write_str(m),
            SanError::Illegal(e) => fmt::Display::fmt(e, f),
        }
    }
}

impl std::error::Error for SanError {}

/// The longest SAN worth reading, with generous room for suffixes.
const MAX_SAN_LEN: usize = 24;

impl San {
    /// Reads SAN text (syntax only).
    ///
    /// # Errors
    /// [`SanError::Syntax`] with what is wrong.
    pub fn parse(text: &str) -> Result<San, SanError> {
        let bad = || SanError::Syntax(format!("'{}' is not a move in SAN", shorten(text)));
        if text.len() > MAX_SAN_LEN {
            return Err(bad());
        }
        if !text.is_ascii() {
            let mut buf = [0; MAX_SAN_LEN];
            let letters = figurine::as_letters(text, &mut buf).ok_or_else(bad)?;
            return San::parse(ascii(letters)).map_err(|_| bad());
        }
        // On bytes (the text is ASCII): `trim` and its kin are not inlined in the size-optimised
        // .wasm, and a PGN import reads a SAN for every move.
        let space = |b: &u8| matches!(b, b' ' | b'\t' | b'\n' | b'\x0b' | b'\x0c' | b'\r');
        let mut s = text.as_bytes();
        while let [first, rest @ ..] = s {
            if !space(first) {
                break;
            }
            s = rest;
        }
        // Suffixes: annotations, check marks, "e.p.", and the spaces between them.
        loop {
            s = match s {
                [rest @ .., b'+' | b'#' | b'!' | b'?'] => rest,
                [rest @ .., last] if space(last) => rest,
                [rest @ .., b'e', b'.', b'p', b'.'] | [rest @ .., b'e', b'.', b'p'] => rest,
                [rest @ .., b'e', b'p'] => rest,
                _ => break,
            };
        }
        match s {
            b"O-O" | b"0-0" | b"o-o" => return Ok(San::Castle(CastlingSide::KingSide)),
            b"O-O-O" | b"0-0-0" | b"o-o-o" => return Ok(San::Castle(CastlingSide::QueenSide)),
            _ => {}
        }
        let mut bytes = s;
        let role = match bytes.first() {
            Some(b'N') => Role::Knight,
            Some(b'B') => Role::Bishop,
            Some(b'R') => Role::Rook,
            Some(b'Q') => Role::Queen,
            Some(b'K') => Role::King,
            Some(b'P') => Role::Pawn,
            Some(b'a'..=b'h') => Role::Pawn,
            _ => return Err(bad()),
        };
        if bytes.first().is_some_and(u8::is_ascii_uppercase) {
            bytes = &bytes[1..];
        }
        // Promotion at the end: "=Q", "Q", "/Q", "(Q)"; in lower case too ("=q", "q") right
        // after the square, where the letter can mean nothing else.
        let mut promotion = None;
        if let Some(&last) = bytes.last() {
            let after_square = matches!(
                bytes.len().checked_sub(2).map(|i| bytes[i]),
                Some(b'1'..=b'8' | b'=' | b'/')
            );
            let letter = last.is_ascii_uppercase() || (last.is_ascii_lowercase() && after_square);
            if let Some(r) = Role::from_char(last as char).filter(|_| letter) {
                promotion = Some(r);
                bytes = &bytes[..bytes.len() - 1];
                if let Some(b'=' | b'/') = bytes.last() {
                    bytes = &bytes[..bytes.len() - 1];
                }
            } else if last == b')' && bytes.len() >= 3 && bytes[bytes.len() - 3] == b'(' {
                let r = Role::from_char(bytes[bytes.len() - 2] as char).ok_or_else(bad)?;
                promotion = Some(r);
                bytes = &bytes[..bytes.len() - 3];
            }
        }
        if bytes.len() < 2 {
            return Err(bad());
        }
        let to = Square::from_ascii(&bytes[bytes.len() - 2..]).ok_or_else(bad)?;
        bytes = &bytes[..bytes.len() - 2];
        let mut capture = false;
        match bytes {
            [rest @ .., b'x' | b':'] => {
                capture = true;
                bytes = rest;
            }
            // Long algebraic notation: the square left, a hyphen, the square reached (`e2-e4`,
            // `Ng1-f3`), as older books and records kept by hand write moves.
            [rest @ .., b'a'..=b'h', b'1'..=b'8', b'-'] => bytes = &bytes[..rest.len() + 2],
            _ => {}
        }
        let (file, rank) = match bytes {
            [] => (None, None),
            [f @ b'a'..=b'h'] => (File::from_char(*f as char), None),
            [r @ b'1'..=b'8'] => (None, Rank::from_char(*r as char)),
            [f @ b'a'..=b'h', r @ b'1'..=b'8'] => {
                (File::from_char(*f as char), Rank::from_char(*r as char))
            }
            _ => return Err(bad()),
        };
        if promotion.is_some() && role != Role::Pawn {
            return Err(bad());
        }
        if matches!(promotion, Some(Role::Pawn | Role::King)) {
            return Err(SanError::Syntax(format!(
                "'{}' promotes to a {}, which no pawn may become",
                shorten(text),
                promotion.map_or("pawn", Role::name)
            )));
        }
        Ok(San::Normal {
            role,
            file,
            rank,
            capture,
            to,
            promotion,
        })
    }

    /// Whether `m` is a move this SAN can mean (ignoring the capture mark).
    pub fn matches(&self, m: Move) -> bool {
        match *self {
            San::Castle(side) => m.castling_side() == Some(side),
            San::Normal {
                role,
                file,
                rank,
                to,
                promotion,
                ..
            } => {
                m.castling_side().is_none()
                    && m.role() == role
                    && m.to() == to
                    && m.promotion() == promotion
                    && file.is_none_or(|f| m.from().file() == f)
                    && rank.is_none_or(|r| m.from().rank() == r)
            }
        }
    }

    /// Castling in long algebraic notation (`e1-g1`, `Ke1-g1`): the king's squares written whole,
    /// read as UCI reads them (the king's move of two files or more, or onto its rook). Looked for
    /// once no move matches, so that reading the other moves costs nothing more.
    fn long_castling(&self, pos: &Position) -> Option<Move> {
        let San::Normal {
            role: Role::King | Role::Pawn,
            file: Some(file),
            rank: Some(rank),
            to,
            promotion: None,
            ..
        } = *self
        else {
            return None;
        };
        let from = Square::from_coords(file, rank);
        let uci = Uci {
            from,
            to,
            promotion: None,
        };
        uci.to_move(pos)
            .ok()
            .filter(|m| m.castling_side().is_some())
    }

    /// Finds the one legal move this SAN means in `pos`.
    ///
    /// # Errors
    /// [`SanError::Illegal`] (with the reason where one is clear) or [`SanError::Ambiguous`].
    pub fn to_move(&self, pos: &Position, text: &str) -> Result<Move, SanError> {
        let moves = pos.legal_moves();
        let mut found = moves.iter().filter(|m| self.matches(**m));
        match (found.next(), found.next()) {
            (Some(&m), None) => Ok(m),
            (Some(_), Some(_)) => Err(SanError::Ambiguous(format!(
                "{} could mean more than one move; add the file or rank of the piece",
                shorten(text)
            ))),
            (None, _) => {
                if let Some(m) = self.long_castling(pos) {
                    return Ok(m);
                }
                if let San::Normal {
                    role: Role::Pawn,
                    to,
                    promotion: None,
                    ..
                } = *self
                {
                    if moves.iter().any(|m| {
                        m.to() == to && m.promotion().is_some() && self.matches_unpromoted(*m)
                    }) {
                        return Err(SanError::Ambiguous(format!(
                            "{} reaches the last rank: say what the pawn becomes (=Q, =R, =B or =N)",
                            shorten(text)
                        )));
                    }
                }
                Err(SanError::Illegal(IllegalMove::new(
                    shorten(text),
                    self.illegal_reason(pos),
                )))
            }
        }
    }

    fn matches_unpromoted(&self, m: Move) -> bool {
        match *self {
            San::Normal {
                role,
                file,
                rank,
                capture,
                to,
                ..
            } => San::Normal {
                role,
                file,
                rank,
                capture,
                to,
                promotion: m.promotion(),
            }
            .matches(m),
            San::Castle(_) => false,
        }
    }

    /// Why no legal move matches: castling's reason, or among the pieces of the named kind
    /// (within the disambiguation) that could reach the square on an empty board, the
    /// deepest reason of one (a pin says more than a piece in the way).
    fn illegal_reason(&self, pos: &Position) -> IllegalReason {
        let us = pos.turn();
        match *self {
            San::Castle(side) => pos.illegal_castling_reason(side).unwrap_or(
                // Unreachable: a legal castling would have matched.
                IllegalReason::MoveMismatch {
                    from: pos.our_king(),
                },
            ),
            San::Normal {
                role,
                file,
                rank,
                capture,
                to,
                promotion,
            } => {
                // A pawn's capture names its file (`dxe3`); a push without one is on its file.
                let file = match (role, file, capture) {
                    (Role::Pawn, None, false) => Some(to.file()),
                    _ => file,
                };
                let board = pos.board();
                let mut best: Option<(u8, IllegalReason)> = None;
                for from in board.by_role(role) & board.by_color(us) {
                    if file.is_some_and(|f| from.file() != f)
                        || rank.is_some_and(|r| from.rank() != r)
                    {
                        continue;
                    }
                    let Some(reason) = pos.reason_for(from, to, promotion, false) else {
                        continue;
                    };
                    let depth = depth(&reason);
                    if depth > 0 && best.as_ref().is_none_or(|(d, _)| depth > *d) {
                        best = Some((depth, reason));
                    }
                }
                best.map_or(
                    IllegalReason::NoPieceCanMove { role, turn: us, to },
                    |(_, reason)| reason,
                )
            }
        }
    }
}

/// How far a piece got before its move failed: 0 when it cannot move there at all (not a
/// candidate), then the board in the way, the king's safety, the promotion.
fn depth(reason: &IllegalReason) -> u8 {
    use IllegalReason as R;
    match reason {
        R::NoPiece { .. }
        | R::OpponentPiece { .. }
        | R::NoPieceCanMove { .. }
        | R::PieceCannotMoveSo { .. }
        | R::MoveMismatch { .. }
        | R::TouchMove { .. } => 0,
        R::PathBlocked { .. }
        | R::OwnPieceOnTarget { .. }
        | R::NothingToCapture { .. }
        | R::EnPassantLapsed { .. }
        | R::NoCastlingRight { .. }
        | R::CastlingBlocked { .. } => 1,
        R::CastlingOutOfCheck { .. }
        | R::CastlingThroughAttack { .. }
        | R::CastlingIntoCheck { .. }
        | R::Pinned { .. }
        | R::ExposesKing { .. }
        | R::CheckNotAnswered { .. }
        | R::KingIntoCheck { .. } => 2,
        R::PromotionMissing { .. } | R::PromotionNotAllowed { .. } | R::WrongPromotion { .. } => 3,
    }
}

/// Error messages quote input; keep a pasted novel out of them.
fn shorten(text: &str) -> String {
    let t: String = text.chars().take(MAX_SAN_LEN).collect();
    if t.len() < text.len() {
        format!("{t}…")
    } else {
        t
    }
}

/// `bytes` as text, when the caller let only ASCII bytes into them.
pub(crate) fn ascii(bytes: &[u8]) -> &str {
    debug_assert!(bytes.is_ascii());
    // SAFETY: ASCII is UTF-8. (The validator would add its code to the size-optimised .wasm
    // for a check that cannot fail.)
    unsafe { core::str::from_utf8_unchecked(bytes) }
}

/// Reads SAN and finds the legal move it means.
///
/// # Errors
/// See [`San::parse`] and [`San::to_move`].
pub fn parse_move(pos: &Position, text: &str) -> Result<Move, SanError> {
    San::parse(text)?.to_move(pos, text)
}

/// The SAN of a legal move, without the check suffix.
pub fn to_san_plain(pos: &Position, m: Move) -> String {
    let mut out = String::with_capacity(8);
    write_plain(pos, m, &mut out);
    out
}

/// The SAN of a legal move, with `+` or `#`.
pub fn to_san(pos: &Position, m: Move) -> String {
    let mut out = String::with_capacity(8);
    write_plain(pos, m, &mut out);
    push_check_suffix(pos, m, &mut out);
    out
}

/// Appends `+` or `#` as the position after the legal move `m` calls for.
pub fn push_check_suffix(pos: &Position, m: Move, out: &mut String) {
    if pos.gives_check(m) {
        let mut after = pos.clone();
        after.play_unchecked(m);
        push_suffix_of(&after, out);
    }
}

/// Appends `+` or `#` as `after`, the position a move led to, calls for: for a caller that plays
/// the move anyway (asking whether the side to move is in check costs less than asking whether
/// a move gives one).
pub fn push_suffix_of(after: &Position, out: &mut String) {
    if after.is_check() {
        out.push(if after.has_legal_moves() { '+' } else { '#' });
    }
}

/// Writes the SAN of `m` without suffix.
pub fn write_plain(pos: &Position, m: Move, out: &mut String) {
    if let Some(side) = m.castling_side() {
        out.push_str(side.san());
        return;
    }
    let mut text = Ascii::default();
    let (role, from, to) = (m.role(), m.from(), m.to());
    if role == Role::Pawn {
        if m.is_capture() {
            text.push(from.file().char());
        }
    } else {
        text.push(role.upper_char());
        if role != Role::King {
            // Others of the same kind that could legally go to the same square.
            let board = pos.board();
            let others = (board.by_role(role) & board.by_color(pos.turn())).without(from);
            let candidates = others
                & attacks::attacks(
                    to,
                    crate::Piece {
                        color: pos.turn(),
                        role,
                    },
                    board.occupied(),
                );
            if candidates.any() {
                let (mut rivals, mut same_file, mut same_rank) = (false, false, false);
                for sq in candidates {
                    if pos.legal_moves_from(sq).iter().any(|o| o.to() == to) {
                        rivals = true;
                        same_file |= sq.file() == from.file();
                        same_rank |= sq.rank() == from.rank();
                    }
                }
                if rivals {
                    if !same_file {
                        text.push(from.file().char());
                    } else if !same_rank {
                        text.push(from.rank().char());
                    } else {
                        text.push(from.file().char());
                        text.push(from.rank().char());
                    }
                }
            }
        }
    }
    if m.is_capture() {
        text.push('x');
    }
    text.push(to.file().char());
    text.push(to.rank().char());
    if let Some(p) = m.promotion() {
        text.push('=');
        text.push(p.upper_char());
    }
    out.push_str(text.as_str());
}

/// The few ASCII characters of a move's SAN, gathered for one `push_str`: pushing to a `String`
/// one character at a time costs a call each in the size-optimised `.wasm`.
#[derive(Default)]
pub(crate) struct Ascii {
    bytes: [u8; 8],
    len: usize,
}

impl Ascii {
    /// Appends an ASCII character; past eight (which a move never needs), or not ASCII (which
    /// no SAN or move record has), it is dropped.
    #[inline(always)]
    pub(crate) fn push(&mut self, c: char) {
        if self.len < self.bytes.len() && c.is_ascii() {
            self.bytes[self.len] = c as u8;
            self.len += 1;
        }
    }

    #[inline(always)]
    pub(crate) fn as_str(&self) -> &str {
        let bytes = &self.bytes[..self.len.min(self.bytes.len())];
        // SAFETY: `push` stores ASCII characters only, and ASCII is UTF-8. (Checking would call
        // the UTF-8 validator twice for every move listed.)
        unsafe { core::str::from_utf8_unchecked(bytes) }
    }
}

#[cfg(test)]
mod tests;
