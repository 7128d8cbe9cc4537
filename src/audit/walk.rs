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
use super::words::{sentence, start_sentence, Label};
use super::{Event, EventKind};
use crate::dead::Verdict;
use crate::game::{
    evaluate_counted, returns_to, same_position, Outcome, Termination, FIFTY_MOVES,
    SEVENTY_FIVE_MOVES,
};
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
    /// When `last` is not: the position before the illegal move that made it, if the rules
    /// reach that one (Law 7.5.1 reinstates it).
    pub(super) reinstated: Option<Position>,
    /// Plies made by both players before `last`, those before a FEN's start included.
    pub(super) plies_made: u64,
    /// When asked for: the FEN of the start position and after each ply walked, up to the end.
    pub(super) positions: Vec<String>,
}

impl Walked {
    pub(super) fn last_position(&self) -> &Position {
        &self.last
    }

    /// Whether `winner` could not checkmate by any series of legal moves from where the record
    /// stopped (Laws 5.1.2, 6.9).
    pub(super) fn cannot_mate(&self, winner: Color) -> bool {
        let regular = match self.last_is_regular {
            true => Some(&self.last),
            false => self.reinstated.as_ref(),
        };
        cannot_mate(regular, &self.last, winner)
    }
}

/// Whether `winner` cannot mate, judged in `regular`, the position the rules reach that stands
/// for `board` (itself, or the one Law 7.5.1 reinstates after an illegal move that left a king
/// in check). Without one, only what `board` shows: a lone king surely cannot.
fn cannot_mate(regular: Option<&Position>, board: &Position, winner: Color) -> bool {
    match regular {
        Some(pos) => memo::can_mate(pos, winner) == Verdict::No,
        None => {
            let board = board.board();
            board.by_color(winner) == board.kings() & board.by_color(winner)
        }
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
    /// The position before the last illegal move, if the rules reach it.
    reinstated: Option<Position>,
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

/// Walks `sans` from `start`, whose en passant square, if a FEN gave one, is `start_ep`.
pub(super) fn walk(
    start: &Position,
    start_ep: Option<Square>,
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
        reinstated: None,
        ep_target: start_ep,
        events: Vec::new(),
        stretches: Stretches::default(),
        end: None,
        unreadable: false,
        start_plies,
        ply: 0,
        positions: positions.then(|| vec![start.fen()]),
    };
    if walker.start() {
        for (i, text) in sans.iter().enumerate() {
            if !walker.step(i + 1, text) {
                break;
            }
        }
    }
    walker.settle();
    walker.finish()
}

impl Walker<'_> {
    /// Judges the start position as `Game` does: a FEN may give one in which the game has
    /// already ended (a mate, a stalemate, a dead position, a half-move clock of 150). False
    /// when it has.
    fn start(&mut self) -> bool {
        let moves = legal_moves_up_to_two(&self.pos);
        let record = evaluate_counted(&self.pos, moves, 1, false, true);
        self.alive = record.alive;
        if record.pending {
            self.pending.push((0, self.pos.clone()));
        }
        let Some(outcome) = record.ending else {
            // A FEN may start the record with fifty moves already made: a claim holds before
            // the first move (Law 9.3.2), as it would after a ply.
            let fifty = self.pos.halfmoves() >= FIFTY_MOVES;
            let label = Label::after(&self.pos, "");
            self.stretch(0, "", label, EventKind::FiftyMoves, fifty);
            return true;
        };
        self.end = Some(End {
            ply: 0,
            outcome,
            by_illegal_move: false,
        });
        let label = Label::after(&self.pos, "");
        self.push_event(
            0,
            "",
            EventKind::of_ending(outcome.termination),
            label,
            None,
        );
        false
    }

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
                    let mover = self.pos.turn();
                    *self.illegal.get_mut(mover) += 1;
                    self.push_event(ply, text, EventKind::IllegalMove, label, Some((why, words)));
                    // Law 7.5.1 reinstates the position before the irregularity: that is the
                    // one whose mating chances decide a loss by a second illegal move.
                    self.reinstated = (!self.broken).then(|| self.pos.clone());
                    self.play(ply, m, true);
                    if *self.illegal.get(mover) >= 2 {
                        self.end_by_illegal_moves(ply, mover);
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
        // A position the rules cannot reach is not proved alive by fiat.
        self.alive = record.alive && !self.broken;
        if record.pending {
            self.pending.push((ply, self.pos.clone()));
        }
        let ending = match illegal {
            true => ending_after_illegal_move(&self.pos, record.ending, repetitions),
            false => record.ending,
        };
        if let Some(outcome) = ending {
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

    fn end_by_illegal_moves(&mut self, ply: usize, offender: Color) {
        let winner = !offender;
        let outcome = if cannot_mate(self.reinstated.as_ref(), &self.pos, winner) {
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
                // The dead position takes precedence over a 9.6 ending there, as in `Game`.
                self.events.retain(|e| {
                    e.ply < ply
                        || (e.ply == ply
                            && !matches!(
                                e.kind,
                                EventKind::FivefoldRepetition | EventKind::SeventyFiveMoves
                            ))
                });
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
                let text = match ply {
                    0 => "",
                    _ => self.sans[ply - 1],
                };
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
        let mut sentence = match ply {
            0 => start_sentence(kind, mover),
            _ => sentence(kind, label, mover, why.as_ref().map(|w| w.1.as_str())),
        };
        if kind == EventKind::IllegalMove {
            // What follows from it depends on the mover's illegal moves so far, this one counted.
            sentence.push_str(match self.illegal.get(mover) {
                2.. => ", the second: the game ends by Law 7.5.5",
                _ => ": the opponent gets two extra minutes, and a second one loses the game",
            });
        }
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
                        "{after} {} recorded after the game ended {}; {} for nothing",
                        if after == 1 { "move was" } else { "moves were" },
                        match end.ply {
                            0 => "in its start position".to_string(),
                            ply => format!("at ply {ply}"),
                        },
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
            reinstated: self.reinstated.filter(|_| self.broken),
            last: self.pos,
            plies_made: self.start_plies + ply as u64,
            positions: self.positions.unwrap_or_default(),
        }
    }
}

/// The ending a position made by an illegal move has. A checkmate, a stalemate or a dead
/// position ends the game only when the move that made it was legal (Laws 5.1.1, 5.2.1, 5.2.2),
/// so after an illegal move only Law 9.6, which has no such proviso, can end it.
fn ending_after_illegal_move(
    pos: &Position,
    ending: Option<Outcome>,
    repetitions: u32,
) -> Option<Outcome> {
    match ending.map(|o| o.termination) {
        Some(Termination::FivefoldRepetition | Termination::SeventyFiveMoves) | None => ending,
        // `evaluate_counted` stops at the first ending: Law 9.6 was not asked yet.
        Some(_) if pos.halfmoves() >= SEVENTY_FIVE_MOVES => {
            Some(Outcome::draw(Termination::SeventyFiveMoves))
        }
        Some(_) if repetitions >= 5 => Some(Outcome::draw(Termination::FivefoldRepetition)),
        Some(_) => None,
    }
}
