//! The walk through a record's moves: each move read against its position, illegal moves
//! kept where they can be carried out, the claims that hold after each ply, and the first
//! ending the Laws give.
//!
//! The dead-position analysis is the one costly step. As in a game read from a record, it is
//! skipped where a cheap argument proves the position alive, and put off for the others: when
//! a later position is proved alive (or is a checkmate), every position before it was alive
//! too, since the mate reachable from the later one was reachable from them.

use super::irregular::{self, Found, Irregularity};
use super::memo;
use super::mobility::legal_moves_up_to_two;
use super::{side, Event, EventKind};
use crate::dead::Verdict;
use crate::game::{evaluate_counted, returns_to, same_position, Outcome, Termination, FIFTY_MOVES};
use crate::moves::Move;
use crate::pgn::resolve;
use crate::position::Position;
use crate::square::Square;
use crate::types::{ByColor, Color, Role};

/// How the board ended the game.
pub(super) struct End {
    /// The ply that ended it.
    pub(super) ply: usize,
    pub(super) outcome: Outcome,
    /// Ended by a second illegal move (Law 7.5.5) rather than by the position.
    pub(super) by_illegal_move: bool,
}

/// What the walk found.
pub(super) struct Walked {
    pub(super) events: Vec<Event>,
    pub(super) end: Option<End>,
    /// Some illegal move was kept as it stood.
    pub(super) irregular: bool,
    /// The record could not be read past a move.
    pub(super) unreadable: bool,
    /// The position the record reached (at its end, or where the game ended or the record
    /// became unreadable).
    pub(super) last: Position,
    /// Whether `last` is one the rules can reach (no king left in check by the side that
    /// moved), so that it can be analysed.
    pub(super) last_is_regular: bool,
    /// Plies made by both players before `last`, those before a FEN's start included.
    pub(super) plies_made: u64,
    /// When asked for: the FEN of the start position and after each ply walked, up to the end.
    pub(super) positions: Vec<String>,
}

impl Walked {
    pub(super) fn last_position(&self) -> &Position {
        &self.last
    }
}

/// An open stretch of plies after which a claim holds: the index of its event.
#[derive(Default)]
struct Stretches {
    threefold: Option<usize>,
    fifty: Option<usize>,
}

struct Walker<'a> {
    sans: &'a [&'a str],
    /// The winner the record gives, if any.
    winner: Option<Color>,
    pos: Position,
    /// Positions since the last capture or pawn move (the current one last), and how many
    /// times each had occurred when it arose.
    window: Vec<(Position, u32)>,
    /// The current position is proved alive.
    alive: bool,
    /// Positions whose dead-position analysis was put off: (ply, position).
    pending: Vec<(usize, Position)>,
    illegal: ByColor<u32>,
    irregular: bool,
    /// The current position has the king of the side that just moved in check.
    broken: bool,
    ep_target: Option<Square>,
    events: Vec<Event>,
    stretches: Stretches,
    end: Option<End>,
    unreadable: bool,
    start_plies: u64,
    /// Plies walked.
    ply: usize,
    /// The FEN before the first ply and after each ply, when asked for.
    positions: Option<Vec<String>>,
}

/// Walks `sans` from `start`.
pub(super) fn walk(
    start: &Position,
    sans: &[&str],
    winner: Option<Color>,
    positions: bool,
) -> Walked {
    let start_plies = u64::from(start.fullmoves().saturating_sub(1)) * 2
        + u64::from(start.turn() == Color::Black);
    let mut walker = Walker {
        sans,
        winner,
        pos: start.clone(),
        window: vec![(start.clone(), 1)],
        alive: false,
        pending: Vec::new(),
        illegal: ByColor::new(0, 0),
        irregular: false,
        broken: false,
        ep_target: None,
        events: Vec::new(),
        stretches: Stretches::default(),
        end: None,
        unreadable: false,
        start_plies,
        ply: 0,
        positions: positions.then(|| vec![start.fen()]),
    };
    for (i, text) in sans.iter().enumerate() {
        if !walker.step(i + 1, text) {
            break;
        }
    }
    walker.settle();
    walker.finish()
}

impl Walker<'_> {
    /// Reads and plays the move of `ply`; false when the walk stops there.
    fn step(&mut self, ply: usize, text: &str) -> bool {
        let label = Label::before(&self.pos, text);
        let m = match self.read(text) {
            Ok(m) => m,
            Err(found) => match found {
                Found::Unreadable(why, words) => {
                    self.push_event(
                        ply,
                        text,
                        EventKind::UnreadableMove,
                        label,
                        Some((why, words)),
                    );
                    self.unreadable = true;
                    return false;
                }
                Found::Carried(m, why, words) => {
                    // Positions before an irregularity must be settled from positions that the
                    // rules reach.
                    self.settle();
                    if self.end.is_some() {
                        return false;
                    }
                    self.push_event(ply, text, EventKind::IllegalMove, label, Some((why, words)));
                    let mover = self.pos.turn();
                    *self.illegal.get_mut(mover) += 1;
                    // Law 7.5.1 reinstates the position before the irregularity: that is the
                    // one whose mating chances decide a loss by a second illegal move.
                    let reinstated = (!self.broken).then(|| self.pos.clone());
                    self.play(ply, m, true);
                    if *self.illegal.get(mover) >= 2 {
                        self.end_by_illegal_moves(ply, mover, reinstated.as_ref());
                        return false;
                    }
                    return self.judge(ply, text, label);
                }
            },
        };
        self.play(ply, m, false);
        self.judge(ply, text, label)
    }

    /// The legal move `text` names, or what became of it.
    fn read(&self, text: &str) -> Result<Move, Found> {
        match resolve(&self.pos, text) {
            Ok(m) if m.capture() == Some(Role::King) => Err(Found::Unreadable(
                Irregularity::CapturesKing,
                format!("{text} would capture the king"),
            )),
            Ok(m) => Ok(m),
            Err(e) => Err(irregular::find(&self.pos, text, e, self.ep_target)),
        }
    }

    fn play(&mut self, ply: usize, m: Move, illegal: bool) {
        let us = self.pos.turn();
        // Only a position proved alive passes the proof on (see `returns_to`).
        let before = (!illegal && self.alive).then(|| self.pos.clone());
        self.pos.play_unchecked(m);
        self.ply = ply;
        if let Some(positions) = &mut self.positions {
            positions.push(self.pos.fen());
        }
        let double_step =
            m.role() == Role::Pawn && m.from().distance(m.to()) == 2 && m.capture().is_none();
        self.ep_target = match double_step {
            true => Some(Square::new((m.from().index() + m.to().index()) as u32 / 2)),
            false => None,
        };
        if illegal {
            self.irregular = true;
            self.alive = false;
        }
        self.broken = self
            .pos
            .board()
            .king_of(us)
            .is_some_and(|k| self.pos.attackers_to(k, !us).any());
        let repetitions = self.repetitions();
        let alive = before.is_some_and(|before| returns_to(&self.pos, m, &before));
        let moves = legal_moves_up_to_two(&self.pos);
        let record = if self.broken {
            // No analysis of a position the rules cannot reach: only what the board shows.
            evaluate_counted(&self.pos, moves, repetitions, true, true)
        } else {
            evaluate_counted(&self.pos, moves, repetitions, alive, !self.irregular)
        };
        if self.pos.halfmoves() == 0 {
            self.window.clear();
        }
        self.window.push((self.pos.clone(), repetitions));
        self.alive = record.alive;
        if record.pending {
            self.pending.push((ply, self.pos.clone()));
        }
        if let Some(outcome) = record.ending {
            self.end = Some(End {
                ply,
                outcome,
                by_illegal_move: false,
            });
        }
    }

    /// How many times the current position has occurred, this time included.
    fn repetitions(&self) -> u32 {
        let len = self.window.len();
        let lowest = len.saturating_sub(self.pos.halfmoves() as usize);
        let mut i = len;
        while i >= lowest + 2 {
            i -= 2;
            if same_position(&self.window[i].0, &self.pos) {
                return self.window[i].1 + 1;
            }
        }
        1
    }

    /// Reports the ending at `ply` if the move ended the game, else the claims that hold after
    /// it; false when the walk stops.
    fn judge(&mut self, ply: usize, text: &str, label: Label<'_>) -> bool {
        if let Some(end) = &self.end {
            let kind = EventKind::of_ending(end.outcome.termination);
            self.push_event(ply, text, kind, label, None);
            return false;
        }
        let repetitions = self.window.last().map_or(1, |w| w.1);
        let threefold = repetitions >= 3 && !self.broken;
        let fifty = self.pos.halfmoves() >= FIFTY_MOVES && !self.broken;
        self.stretch(ply, text, label, EventKind::ThreefoldRepetition, threefold);
        self.stretch(ply, text, label, EventKind::FiftyMoves, fifty);
        true
    }

    fn stretch(&mut self, ply: usize, text: &str, label: Label<'_>, kind: EventKind, holds: bool) {
        let open = match kind {
            EventKind::ThreefoldRepetition => &mut self.stretches.threefold,
            _ => &mut self.stretches.fifty,
        };
        match (holds, *open) {
            (true, Some(i)) => self.events[i].until_ply = Some(ply),
            (true, None) => {
                *open = Some(self.events.len());
                self.push_event(ply, text, kind, label, None);
                let last = self.events.len() - 1;
                self.events[last].until_ply = Some(ply);
            }
            (false, _) => *open = None,
        }
    }

    fn end_by_illegal_moves(&mut self, ply: usize, offender: Color, reinstated: Option<&Position>) {
        let winner = !offender;
        let cannot_mate = match reinstated {
            Some(pos) => memo::can_mate(pos, winner) == Verdict::No,
            // No position the rules reach to judge from: only a lone king surely cannot mate.
            None => {
                let board = self.pos.board();
                board.by_color(winner) == board.kings() & board.by_color(winner)
            }
        };
        let outcome = if cannot_mate {
            Outcome::draw(Termination::Resignation)
        } else {
            Outcome::win(Termination::Resignation, winner)
        };
        self.end = Some(End {
            ply,
            outcome,
            by_illegal_move: true,
        });
    }

    /// Runs the dead-position analyses put off so far. Should one of those positions be dead,
    /// the game ended there: what was found after it is dropped.
    fn settle(&mut self) {
        if self.pending.is_empty() {
            return;
        }
        let pending = std::mem::take(&mut self.pending);
        let mated = self
            .end
            .as_ref()
            .is_some_and(|e| e.outcome.termination == Termination::Checkmate && !e.by_illegal_move);
        if mated || (!self.broken && memo::is_dead(&self.pos, self.winner) == Verdict::No) {
            return;
        }
        for (ply, pos) in pending {
            if memo::is_dead(&pos, self.winner) == Verdict::Yes {
                self.events.retain(|e| e.ply <= ply);
                self.stretches = Stretches::default();
                self.end = Some(End {
                    ply,
                    outcome: Outcome::draw(Termination::DeadPosition),
                    by_illegal_move: false,
                });
                self.pos = pos;
                self.ply = ply;
                self.broken = false;
                if let Some(positions) = &mut self.positions {
                    positions.truncate(ply + 1);
                }
                let text = self.sans[ply - 1];
                let label = Label::after(&self.pos, text);
                self.push_event(ply, text, EventKind::DeadPosition, label, None);
                return;
            }
        }
    }

    fn push_event(
        &mut self,
        ply: usize,
        text: &str,
        kind: EventKind,
        label: Label<'_>,
        why: Option<(Irregularity, String)>,
    ) {
        // An illegal or unreadable move is reported before it is played.
        let mover = match kind {
            EventKind::IllegalMove | EventKind::UnreadableMove => self.pos.turn(),
            _ => !self.pos.turn(),
        };
        let sentence = sentence(kind, label, mover, why.as_ref().map(|w| w.1.as_str()));
        let (irregularity, detail) = match why {
            Some((i, d)) => (Some(i), Some(d)),
            None => (None, None),
        };
        self.events.push(Event {
            ply,
            san: text.to_string(),
            kind,
            text: sentence,
            detail,
            irregularity,
            until_ply: None,
            count: None,
            after_irregularity: self.irregular,
        });
    }

    fn finish(mut self) -> Walked {
        let ply = self.end.as_ref().map_or(self.ply, |e| e.ply);
        if let Some(end) = &self.end {
            let after = self.sans.len() - end.ply;
            if after > 0 {
                let first = end.ply + 1;
                let text = self.sans[end.ply];
                self.events.push(Event {
                    ply: first,
                    san: text.to_string(),
                    kind: EventKind::MovesAfterEnd,
                    text: format!(
                        "{after} {} recorded after the game ended at ply {}; {} for nothing",
                        if after == 1 { "move was" } else { "moves were" },
                        end.ply,
                        if after == 1 {
                            "it counts"
                        } else {
                            "they count"
                        },
                    ),
                    detail: None,
                    irregularity: None,
                    until_ply: None,
                    count: Some(after),
                    after_irregularity: self.irregular,
                });
            }
        }
        Walked {
            events: self.events,
            end: self.end,
            irregular: self.irregular,
            unreadable: self.unreadable,
            last_is_regular: !self.broken,
            last: self.pos,
            plies_made: self.start_plies + ply as u64,
            positions: self.positions.unwrap_or_default(),
        }
    }
}

/// How a move is named in a sentence: `23.Nf6` or `23...Nf6`. Kept as numbers until an event
/// needs the words, since most plies have none.
#[derive(Copy, Clone)]
struct Label<'a> {
    number: u32,
    white: bool,
    san: &'a str,
}

impl<'a> Label<'a> {
    /// The move `san` made in `before`.
    fn before(before: &Position, san: &'a str) -> Label<'a> {
        Label {
            number: before.fullmoves(),
            white: before.turn() == Color::White,
            san,
        }
    }

    /// The move `san` that led to `after`.
    fn after(after: &Position, san: &'a str) -> Label<'a> {
        let white = after.turn() == Color::Black;
        Label {
            number: after.fullmoves().saturating_sub(u32::from(!white)),
            white,
            san,
        }
    }
}

impl core::fmt::Display for Label<'_> {
    fn fmt(&self, f: &mut core::fmt::Formatter<'_>) -> core::fmt::Result {
        let dots = if self.white { "." } else { "..." };
        let san: String = self.san.chars().take(24).collect();
        write!(f, "{}{dots}{san}", self.number)
    }
}

/// The readable sentence of an event at a move labelled `label` (`"23...Nf6"`), made by
/// `mover`.
fn sentence(kind: EventKind, label: Label<'_>, mover: Color, why: Option<&str>) -> String {
    let mover = side(mover);
    let why = why.unwrap_or("");
    match kind {
        EventKind::IllegalMove => format!(
            "{label} is illegal: {why}. {mover} completed an illegal move (Law 7.5): the opponent gets two extra minutes, and a second one loses the game"
        ),
        EventKind::UnreadableMove => format!(
            "{label} cannot be carried out on the board: {why}; the record cannot be followed further"
        ),
        EventKind::ThreefoldRepetition => format!(
            "After {label} the same position stood for the third time: a draw could be claimed (Law 9.2)"
        ),
        EventKind::FiftyMoves => format!(
            "After {label} each player had made fifty moves without a capture or a pawn move: a draw could be claimed (Law 9.3)"
        ),
        EventKind::Checkmate => format!("{label} is checkmate: {mover} won (Law 5.1.1)"),
        EventKind::Stalemate => format!("{label} is stalemate: the game was drawn (Law 5.2.1)"),
        EventKind::DeadPosition => format!(
            "After {label} neither player could checkmate by any series of legal moves: the game was drawn (Law 5.2.2)"
        ),
        EventKind::FivefoldRepetition => format!(
            "After {label} the same position stood for the fifth time: the game was drawn (Law 9.6.1)"
        ),
        EventKind::SeventyFiveMoves => format!(
            "After {label} each player had made seventy-five moves without a capture or a pawn move: the game was drawn (Law 9.6.2)"
        ),
        EventKind::MovesAfterEnd | EventKind::ResultMismatch => String::new(),
    }
}
