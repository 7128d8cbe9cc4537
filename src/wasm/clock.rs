//! `Clock` for JavaScript: a thin translation over [`crate::clock::Clock`].
//!
//! Instants arrive as JS numbers of milliseconds (`Date.now()`, `performance.now()`, a test's
//! counter), are checked here and rounded down to whole milliseconds. Options, saved clocks and
//! results cross in [`super::wire`].

use wasm_bindgen::prelude::*;

use super::error::ChessError;
use super::wire::{
    self, caught, color_arg, color_str, color_value, decode_json, describe_value, items,
    optional_color_arg, push_json_string, ClockEventValue, ClockStage,
};
use crate::clock::{
    Bonus, ClaimPenalty, Clock, ClockEvent, IncorrectClaim, Millis, MoveTime, Stage, TimeControl,
    MAX_MILLIS,
};
use crate::types::{ByColor, Color};

// The clock is its own entry and .wasm; its declarations take `Game` and `Outcome` from the
// rules entry's, which sit one folder up in pkg/.
#[wasm_bindgen(typescript_custom_section)]
const TS_CLOCK_IMPORTS: &'static str = r#"
import type { Game, Outcome } from '../index.js';
"#;

#[wasm_bindgen(typescript_custom_section)]
const TS_CLOCK_TYPES: &'static str = r#"
/** 'simple': the clock waits the delay before it runs (US delay); 'bronstein': the time used, up to the delay, comes back after the move. */
export type DelayKind = 'simple' | 'bronstein';
/**
 * The penalty of an incorrect draw claim. 'three_minutes' (the default): the opponent gets 3
 * minutes; the claimant with more than 2 minutes loses half, at most 3 minutes; with 1 to 2
 * minutes is set to 1 minute; with less keeps it. 'two_minutes' (the current FIDE text): the
 * opponent gets 2 minutes, the claimant's time is unchanged.
 */
export type ClaimPenaltyRule = 'three_minutes' | 'two_minutes';
/** One period of a control. All times in milliseconds. */
export interface ClockStage {
  /** Moves each player makes in this stage; omitted for the rest of the game (only the last stage may omit it; a last stage with a count repeats). */
  moves?: number;
  /** Time the stage adds when a player enters it (the first stage: the time at the start). */
  time: number;
  /** Fischer increment, added after each move made in this stage. */
  increment?: number;
  /** Delay of each move made in this stage. */
  delay?: number;
  /** The kind of `delay`: 'simple' (the default) or 'bronstein'. */
  delayKind?: DelayKind;
}
/**
 * A time control and the claim penalty. Give exactly one of `control`, `initial` and `stages`.
 * All times in milliseconds.
 */
export interface ClockOptions {
  /** The control as text: '5+3', '90s+1', '25d5' (simple delay), '25b5' (Bronstein), '40/90,30+30', US Chess's 'G/90;d5' (see the README). */
  control?: string;
  /** Time for the whole game: sudden death, or with `increment` or `delay`. */
  initial?: number;
  /** Fischer increment after each move (with `stages`: for every stage that sets no bonus of its own). */
  increment?: number;
  /** Delay on each move (with `stages`: for every stage that sets no bonus of its own). */
  delay?: number;
  /** The kind of `delay`: 'simple' (the default) or 'bronstein'. */
  delayKind?: DelayKind;
  /** Stages such as [{moves: 40, time: 5400000}, {time: 1800000}]. */
  stages?: ClockStage[];
  /** The penalty of an incorrect draw claim; 'three_minutes' unless given. */
  penalty?: ClaimPenaltyRule;
}
/** Time left for each side, in milliseconds. */
export interface ClockTimes { w: number; b: number }
/** What a move did to the mover's clock (times in milliseconds). */
export interface ClockMove {
  /** Who moved. */
  color: Color;
  /** The running time the move took, pauses excluded (PGN %emt). */
  spent: number;
  /** The increment added, or for a Bronstein delay the time given back; 0 otherwise. */
  bonus: number;
  /** The mover's time left after the move, bonus and any new stage included (PGN %clk). */
  remaining: number;
  /** The mover's stage after the move (0-based index into stages()). */
  stage: number;
  /** Whether this move completed a stage, so that the next stage's time was added. */
  newStage: boolean;
}
/** What an incorrect draw claim did to both clocks. */
export interface ClaimPenaltyResult { claimant: Color; before: ClockTimes; after: ClockTimes }
/** Something that happened to a clock, at `at` milliseconds. */
export type ClockEvent =
  | { type: 'start'; at: number; color: Color }
  | { type: 'move'; at: number }
  | { type: 'pause'; at: number }
  | { type: 'resume'; at: number }
  | { type: 'claim'; at: number; color: Color };
/** A clock as plain data, for JSON.stringify and Clock.fromJSON. */
export interface ClockJSON { control: string; penalty: ClaimPenaltyRule; events: ClockEvent[] }
"#;

/// An instant or duration in milliseconds: a finite number from 0 to 2^53 - 1, rounded down.
fn millis_arg(value: &JsValue, what: &str) -> Result<Millis, ChessError> {
    match value.as_f64() {
        Some(n) if n.is_finite() && n >= 0.0 && n <= MAX_MILLIS as f64 => Ok(n.floor() as Millis),
        _ => Err(ChessError::invalid_argument(format!(
            "{what} must be a time in milliseconds, a number from 0 (such as Date.now() or performance.now()), got {}",
            describe_value(value)
        ))),
    }
}

fn now_arg(value: &JsValue) -> Result<Millis, ChessError> {
    millis_arg(value, "now")
}

/// A penalty rule's name, as the readers checked it.
fn penalty_from_name(name: &str) -> ClaimPenalty {
    if name == "two_minutes" {
        ClaimPenalty::TwoMinutes
    } else {
        ClaimPenalty::ThreeMinutes
    }
}

/// A stage as the reader checked it.
fn stage_from(stage: &ClockStage) -> Stage {
    let ms = stage.ms() as Millis;
    let bonus = match stage.bonus().as_str() {
        "f" => Bonus::Increment(ms),
        "s" => Bonus::SimpleDelay(ms),
        "b" => Bonus::Bronstein(ms),
        _ => Bonus::None,
    };
    Stage {
        moves: stage.moves(),
        time: stage.time() as Millis,
        bonus,
    }
}

/// An event as the reader checked it.
fn event_from(event: &ClockEventValue) -> ClockEvent {
    let at = event.at() as Millis;
    let color = match event.color().as_deref() {
        Some("b") => Color::Black,
        _ => Color::White,
    };
    match event.kind().as_str() {
        "start" => ClockEvent::Start { at, color },
        "claim" => ClockEvent::IncorrectClaim {
            at,
            claimant: color,
        },
        "pause" => ClockEvent::Pause { at },
        "resume" => ClockEvent::Resume { at },
        _ => ClockEvent::Move { at },
    }
}

// What the clock returns comes as JSON through `decode_json`, one import for every kind of
// object, rather than an import with a signature of its own for each (see src/wasm/words.rs):
// numbers here are whole milliseconds and counts, written as they are.

fn push_number(json: &mut String, n: impl Into<u64>) {
    json.push_str(&n.into().to_string());
}

/// Appends `,"name":` (`name` without the comma when it opens the object).
fn push_key(json: &mut String, name: &str) {
    if !json.ends_with('{') {
        json.push(',');
    }
    json.push('"');
    json.push_str(name);
    json.push_str("\":");
}

fn push_times(json: &mut String, times: ByColor<Millis>) {
    json.push('{');
    push_key(json, "w");
    push_number(json, times.white);
    push_key(json, "b");
    push_number(json, times.black);
    json.push('}');
}

fn times_value(times: ByColor<Millis>) -> JsValue {
    let mut json = String::new();
    push_times(&mut json, times);
    decode_json(&json)
}

fn move_value(m: &MoveTime) -> JsValue {
    let mut json = String::from("{");
    push_key(&mut json, "color");
    push_json_string(&mut json, color_str(m.color));
    for (name, ms) in [
        ("spent", m.spent),
        ("bonus", m.bonus),
        ("remaining", m.remaining),
    ] {
        push_key(&mut json, name);
        push_number(&mut json, ms);
    }
    push_key(&mut json, "stage");
    push_number(&mut json, m.stage as u64);
    push_key(&mut json, "newStage");
    json.push_str(if m.new_stage { "true}" } else { "false}" });
    decode_json(&json)
}

fn claim_value(c: &IncorrectClaim) -> JsValue {
    let mut json = String::from("{");
    push_key(&mut json, "claimant");
    push_json_string(&mut json, color_str(c.claimant));
    push_key(&mut json, "before");
    push_times(&mut json, c.before);
    push_key(&mut json, "after");
    push_times(&mut json, c.after);
    json.push('}');
    decode_json(&json)
}

/// A number, or null.
fn number_or_null(n: Option<u64>) -> JsValue {
    decode_json(&n.map_or_else(|| "null".to_string(), |n| n.to_string()))
}

/// A chess clock for two players (Law 6), driven by the instants you pass: it never reads the
/// time itself. Times and instants are milliseconds.
#[wasm_bindgen(js_name = Clock)]
pub struct JsClock {
    inner: Clock,
}

#[wasm_bindgen(js_class = Clock)]
impl JsClock {
    /// A clock that has not started, from a control in text (`'5+3'`, `'40/90,30+30'`) or
    /// options (`{initial: 300000, increment: 3000}`, `{stages: [...]}`, `{control, penalty}`).
    /// Throws `INVALID_ARGUMENT` naming what is wrong.
    #[wasm_bindgen(constructor)]
    pub fn new(
        #[wasm_bindgen(unchecked_param_type = "string | ClockOptions")] control: JsValue,
    ) -> Result<JsClock, ChessError> {
        let options = caught(wire::clock_options(&control))?;
        let control = match (options.control(), options.stages()) {
            (Some(text), _) => TimeControl::parse(&text),
            (None, stages) => {
                let stages = stages.unwrap_or_default();
                TimeControl::new(items(&stages).map(|s| stage_from(&s)).collect())
            }
        }?;
        let penalty = penalty_from_name(&options.penalty());
        Ok(JsClock {
            inner: Clock::with_penalty(control, penalty),
        })
    }

    /// A clock from what `toJSON()` returned: its control, penalty and events replayed.
    /// Throws `INVALID_ARGUMENT` for anything else (or events the clock refuses).
    #[wasm_bindgen(js_name = fromJSON)]
    pub fn from_json(
        #[wasm_bindgen(unchecked_param_type = "ClockJSON")] json: JsValue,
    ) -> Result<JsClock, ChessError> {
        let snapshot = caught(wire::clock_snapshot(&json))?;
        let control = TimeControl::parse(&snapshot.control())?;
        let events: Vec<ClockEvent> = items(&snapshot.events()).map(|e| event_from(&e)).collect();
        let penalty = penalty_from_name(&snapshot.penalty());
        let inner = Clock::replay(control, penalty, &events).map_err(|e| {
            ChessError::invalid_argument(format!("the saved events do not replay: {e}"))
        })?;
        Ok(JsClock { inner })
    }

    /// The clock as plain data (`JSON.stringify(clock)` uses it); `Clock.fromJSON` reads it back.
    #[wasm_bindgen(js_name = toJSON, unchecked_return_type = "ClockJSON")]
    pub fn to_json(&self) -> JsValue {
        let mut json = String::from("{");
        push_key(&mut json, "control");
        push_json_string(&mut json, &self.inner.control().to_string());
        push_key(&mut json, "penalty");
        push_json_string(&mut json, self.inner.penalty().as_str());
        push_key(&mut json, "events");
        json.push('[');
        for (i, event) in self.inner.events().iter().enumerate() {
            let (kind, at, color) = match *event {
                ClockEvent::Start { at, color } => ("start", at, Some(color)),
                ClockEvent::Move { at } => ("move", at, None),
                ClockEvent::Pause { at } => ("pause", at, None),
                ClockEvent::Resume { at } => ("resume", at, None),
                ClockEvent::IncorrectClaim { at, claimant } => ("claim", at, Some(claimant)),
            };
            json.push_str(if i == 0 { "{" } else { ",{" });
            push_key(&mut json, "type");
            push_json_string(&mut json, kind);
            push_key(&mut json, "at");
            push_number(&mut json, at);
            if let Some(color) = color {
                push_key(&mut json, "color");
                push_json_string(&mut json, color_str(color));
            }
            json.push('}');
        }
        json.push_str("]}");
        decode_json(&json)
    }

    /// The control in text, as the constructor reads it (`'40/90,30+30'`).
    pub fn control(&self) -> String {
        self.inner.control().to_string()
    }

    /// The stages of the control, times in milliseconds.
    #[wasm_bindgen(unchecked_return_type = "ClockStage[]")]
    pub fn stages(&self) -> JsValue {
        let mut json = String::from("[");
        for (i, stage) in self.inner.control().stages().iter().enumerate() {
            json.push_str(if i == 0 { "{" } else { ",{" });
            if let Some(moves) = stage.moves {
                push_key(&mut json, "moves");
                push_number(&mut json, moves);
            }
            push_key(&mut json, "time");
            push_number(&mut json, stage.time);
            let delay = match stage.bonus {
                Bonus::None => None,
                Bonus::Increment(ms) => {
                    push_key(&mut json, "increment");
                    push_number(&mut json, ms);
                    None
                }
                Bonus::SimpleDelay(ms) => Some((ms, "simple")),
                Bonus::Bronstein(ms) => Some((ms, "bronstein")),
            };
            if let Some((ms, kind)) = delay {
                push_key(&mut json, "delay");
                push_number(&mut json, ms);
                push_key(&mut json, "delayKind");
                push_json_string(&mut json, kind);
            }
            json.push('}');
        }
        json.push(']');
        decode_json(&json)
    }

    /// The penalty rule for incorrect draw claims.
    #[wasm_bindgen(unchecked_return_type = "ClaimPenaltyRule")]
    pub fn penalty(&self) -> String {
        self.inner.penalty().as_str().to_string()
    }

    /// Starts `color`'s clock (White's unless given: pass the side to move of a game from a
    /// FEN) at `now`. Throws `INVALID_ARGUMENT` if already started.
    pub fn start(
        &mut self,
        #[wasm_bindgen(unchecked_param_type = "number")] now: JsValue,
        #[wasm_bindgen(unchecked_optional_param_type = "Color")] color: JsValue,
    ) -> Result<(), ChessError> {
        let now = now_arg(&now)?;
        let color = optional_color_arg(&color)?.unwrap_or(Color::White);
        self.inner.start(now, color).map_err(ChessError::from)
    }

    /// The side on move completed a move at `now`: its time is charged, its increment or
    /// Bronstein delay given, the next stage's time added when a stage is complete, and the
    /// opponent's clock starts. Pass `color` to check who moved. Throws `GAME_OVER` if the
    /// mover's flag had fallen by `now`; `INVALID_ARGUMENT` before the start, while paused, for
    /// the wrong `color` or an instant before the last event's.
    #[wasm_bindgen(js_name = "move", unchecked_return_type = "ClockMove")]
    pub fn move_made(
        &mut self,
        #[wasm_bindgen(unchecked_param_type = "number")] now: JsValue,
        #[wasm_bindgen(unchecked_optional_param_type = "Color")] color: JsValue,
    ) -> Result<JsValue, ChessError> {
        let now = now_arg(&now)?;
        let m = match optional_color_arg(&color)? {
            Some(color) => self.inner.move_made_by(color, now),
            None => self.inner.move_made(now),
        }
        .map_err(ChessError::from)?;
        Ok(move_value(&m))
    }

    /// Stops the clock at `now`; `false` if it was already paused.
    pub fn pause(
        &mut self,
        #[wasm_bindgen(unchecked_param_type = "number")] now: JsValue,
    ) -> Result<bool, ChessError> {
        let now = now_arg(&now)?;
        self.inner.pause(now).map_err(ChessError::from)
    }

    /// Restarts the clock on move at `now` (any delay left on the move is kept); `false` if it
    /// was running.
    pub fn resume(
        &mut self,
        #[wasm_bindgen(unchecked_param_type = "number")] now: JsValue,
    ) -> Result<bool, ChessError> {
        let now = now_arg(&now)?;
        self.inner.resume(now).map_err(ChessError::from)
    }

    /// `claimant` made an incorrect draw claim at `now`: applies the clock's penalty rule to
    /// both sides and returns the times before and after. (`game.claimDraw` decides whether a
    /// claim holds.) Throws `GAME_OVER` if a flag had fallen.
    #[wasm_bindgen(js_name = claimPenalty, unchecked_return_type = "ClaimPenaltyResult")]
    pub fn claim_penalty(
        &mut self,
        #[wasm_bindgen(unchecked_param_type = "Color")] claimant: JsValue,
        #[wasm_bindgen(unchecked_param_type = "number")] now: JsValue,
    ) -> Result<JsValue, ChessError> {
        let claimant = color_arg(&claimant)?;
        let now = now_arg(&now)?;
        let c = self
            .inner
            .incorrect_claim(claimant, now)
            .map_err(ChessError::from)?;
        Ok(claim_value(&c))
    }

    /// `color`'s time left at `now`, in milliseconds; 0 once its flag has fallen. (An instant
    /// before the last event counts as that event's.)
    pub fn remaining(
        &self,
        #[wasm_bindgen(unchecked_param_type = "Color")] color: JsValue,
        #[wasm_bindgen(unchecked_param_type = "number")] now: JsValue,
    ) -> Result<f64, ChessError> {
        let color = color_arg(&color)?;
        let now = now_arg(&now)?;
        Ok(self.inner.remaining(color, now) as f64)
    }

    /// Both sides' time left at `now`.
    #[wasm_bindgen(unchecked_return_type = "ClockTimes")]
    pub fn times(
        &self,
        #[wasm_bindgen(unchecked_param_type = "number")] now: JsValue,
    ) -> Result<JsValue, ChessError> {
        let now = now_arg(&now)?;
        Ok(times_value(self.inner.times(now)))
    }

    /// The side whose clock is running; `null` before the start and while paused.
    #[wasm_bindgen(unchecked_return_type = "Color | null")]
    pub fn running(&self) -> JsValue {
        color_value(self.inner.running())
    }

    /// The side on move, even while paused; `null` before the start.
    #[wasm_bindgen(unchecked_return_type = "Color | null")]
    pub fn turn(&self) -> JsValue {
        color_value(self.inner.turn())
    }

    #[wasm_bindgen(js_name = isStarted)]
    pub fn is_started(&self) -> bool {
        self.inner.is_started()
    }

    #[wasm_bindgen(js_name = isPaused)]
    pub fn is_paused(&self) -> bool {
        self.inner.is_paused()
    }

    /// The side whose flag has fallen by `now` (its time left is 0: the boundary itself counts),
    /// or `null`. End the game with `applyFlag` (or `game.timeout`).
    #[wasm_bindgen(unchecked_return_type = "Color | null")]
    pub fn flagged(
        &self,
        #[wasm_bindgen(unchecked_param_type = "number")] now: JsValue,
    ) -> Result<JsValue, ChessError> {
        let now = now_arg(&now)?;
        Ok(color_value(self.inner.flagged(now)))
    }

    /// The instant at which the running side's flag falls if nothing happens first (an instant
    /// already past once it has fallen); `null` before the start and while paused. Set a timer
    /// for it rather than polling.
    #[wasm_bindgen(js_name = flagAt, unchecked_return_type = "number | null")]
    pub fn flag_at(&self) -> JsValue {
        number_or_null(self.inner.flag_at())
    }

    /// The simple delay still to wait on the current move before the clock runs down (0 with
    /// any other bonus).
    #[wasm_bindgen(js_name = delayLeft)]
    pub fn delay_left(
        &self,
        #[wasm_bindgen(unchecked_param_type = "number")] now: JsValue,
    ) -> Result<f64, ChessError> {
        let now = now_arg(&now)?;
        Ok(self.inner.delay_left(now) as f64)
    }

    /// The stage `color` is in: a 0-based index into `stages()`.
    pub fn stage(
        &self,
        #[wasm_bindgen(unchecked_param_type = "Color")] color: JsValue,
    ) -> Result<u32, ChessError> {
        Ok(self.inner.stage(color_arg(&color)?) as u32)
    }

    /// The moves `color` has made on this clock.
    #[wasm_bindgen(js_name = movesMade)]
    pub fn moves_made(
        &self,
        #[wasm_bindgen(unchecked_param_type = "Color")] color: JsValue,
    ) -> Result<u32, ChessError> {
        Ok(self.inner.moves_made(color_arg(&color)?))
    }

    /// The moves `color` must still make to complete its stage; `null` in a stage for the rest
    /// of the game.
    #[wasm_bindgen(js_name = movesToGo, unchecked_return_type = "number | null")]
    pub fn moves_to_go(
        &self,
        #[wasm_bindgen(unchecked_param_type = "Color")] color: JsValue,
    ) -> Result<JsValue, ChessError> {
        let color = color_arg(&color)?;
        Ok(number_or_null(self.inner.moves_to_go(color).map(u64::from)))
    }

    /// Ends `game` on time if a flag has fallen by `now` and the game goes on, through
    /// `game.timeout` (Law 6.9: a loss, or a draw when the opponent cannot checkmate by any
    /// series of legal moves). Returns that outcome; `null` when no flag has fallen or the game
    /// was already over (a checkmate before the flag fell stands).
    #[wasm_bindgen(js_name = applyFlag, unchecked_return_type = "Outcome | null")]
    pub fn apply_flag(
        &self,
        #[wasm_bindgen(unchecked_param_type = "Game")] game: JsValue,
        #[wasm_bindgen(unchecked_param_type = "number")] now: JsValue,
    ) -> Result<JsValue, ChessError> {
        let now = now_arg(&now)?;
        let flagged = self.inner.flagged(now);
        // 0 for none, 1 White, 2 Black: a number rather than an optional text keeps the import
        // to a signature the entry has anyway.
        let color = flagged.map_or(0, |c| 1 + c as u32);
        let reply = caught(wire::timeout_game(&game, color))?;
        Ok(if flagged.is_none() {
            JsValue::NULL
        } else {
            reply
        })
    }
}
