//! The clock (Law 6) driven by a simulated time source: every kind of control, stage changes,
//! the flag at the exact boundary, delays that never add time, each branch of the incorrect-
//! claim penalty under both rules, pause and resume, replay, and flag fall through
//! `Game::timeout` (Law 6.9).

use chess_arbiter::clock::{
    Bonus, ClaimPenalty, Clock, ClockError, ClockEvent, Millis, Stage, TimeControl,
};
use chess_arbiter::{Color, Game, Termination};

const SEC: Millis = 1_000;
const MIN: Millis = 60_000;
const W: Color = Color::White;
const B: Color = Color::Black;

/// A clock and a simulated time line: `wait` moves time on, the events happen "now".
struct Sim {
    now: Millis,
    clock: Clock,
}

impl Sim {
    fn new(control: &str) -> Sim {
        Sim::with_penalty(control, ClaimPenalty::default())
    }

    fn with_penalty(control: &str, penalty: ClaimPenalty) -> Sim {
        let control = TimeControl::parse(control).unwrap();
        let mut sim = Sim {
            now: 1_000_000, // any origin: the clock only looks at differences
            clock: Clock::with_penalty(control, penalty),
        };
        sim.clock.start(sim.now, W).unwrap();
        sim
    }

    fn wait(&mut self, ms: Millis) -> &mut Sim {
        self.now += ms;
        self
    }

    /// The side on move thinks `ms`, then moves.
    fn play(&mut self, ms: Millis) -> chess_arbiter::clock::MoveTime {
        self.now += ms;
        self.clock.move_made(self.now).unwrap()
    }

    fn left(&self, color: Color) -> Millis {
        self.clock.remaining(color, self.now)
    }

    fn flagged(&self) -> Option<Color> {
        self.clock.flagged(self.now)
    }
}

/// A small deterministic generator (xorshift) for the property tests.
struct Rng(u64);

impl Rng {
    fn below(&mut self, n: u64) -> u64 {
        self.0 ^= self.0 << 13;
        self.0 ^= self.0 >> 7;
        self.0 ^= self.0 << 17;
        self.0 % n
    }
}

// ---------------------------------------------------------------------------------------------
// Kinds of control

#[test]
fn sudden_death_runs_only_the_side_on_move() {
    let mut sim = Sim::new("5");
    assert_eq!(sim.clock.running(), Some(W));
    sim.wait(10 * SEC);
    assert_eq!((sim.left(W), sim.left(B)), (290 * SEC, 300 * SEC));
    let e4 = sim.play(0);
    assert_eq!(
        (e4.color, e4.spent, e4.bonus, e4.remaining),
        (W, 10 * SEC, 0, 290 * SEC)
    );
    assert_eq!(sim.clock.running(), Some(B));
    sim.wait(25 * SEC);
    assert_eq!((sim.left(W), sim.left(B)), (290 * SEC, 275 * SEC));
    sim.play(0);
    assert_eq!(sim.clock.moves_made(W), 1);
    assert_eq!(sim.clock.moves_made(B), 1);
    assert_eq!(sim.clock.stage(W), 0);
    assert_eq!(sim.clock.moves_to_go(W), None);
}

#[test]
fn fischer_increment_is_added_after_every_move_from_the_first() {
    let mut sim = Sim::new("3+2");
    assert_eq!(sim.left(W), 3 * MIN, "no increment before the first move");
    let first = sim.play(SEC);
    assert_eq!((first.bonus, first.remaining), (2 * SEC, 3 * MIN + SEC));
    sim.play(5 * SEC);
    assert_eq!(sim.left(B), 3 * MIN - 3 * SEC);
    // Fast moves build time beyond the start.
    for _ in 0..10 {
        sim.play(500);
    }
    assert_eq!(sim.left(W), 3 * MIN + SEC + 5 * (2 * SEC - 500));
}

#[test]
fn bronstein_delay_gives_back_the_time_used_up_to_the_delay() {
    let mut sim = Sim::new("5b3");
    // The clock runs down at once during the move ...
    sim.wait(2 * SEC);
    assert_eq!(sim.left(W), 5 * MIN - 2 * SEC);
    // ... and a move within the delay costs nothing.
    let quick = sim.play(0);
    assert_eq!(
        (quick.spent, quick.bonus, quick.remaining),
        (2 * SEC, 2 * SEC, 5 * MIN)
    );
    // A longer move costs what it used beyond the delay.
    let slow = sim.play(10 * SEC);
    assert_eq!((slow.bonus, slow.remaining), (3 * SEC, 5 * MIN - 7 * SEC));
    // An instant move gets nothing back.
    let instant = sim.play(0);
    assert_eq!((instant.bonus, instant.remaining), (0, 5 * MIN));
}

#[test]
fn simple_delay_waits_before_the_clock_runs_down() {
    let mut sim = Sim::new("5d3");
    assert_eq!(sim.clock.delay_left(sim.now), 3 * SEC);
    sim.wait(2 * SEC);
    assert_eq!(sim.left(W), 5 * MIN, "frozen during the delay");
    assert_eq!(sim.clock.delay_left(sim.now), SEC);
    sim.wait(2 * SEC);
    assert_eq!(sim.left(W), 5 * MIN - SEC);
    assert_eq!(sim.clock.delay_left(sim.now), 0);
    let m = sim.play(0);
    assert_eq!((m.spent, m.bonus, m.remaining), (4 * SEC, 0, 5 * MIN - SEC));
    // Black's move: the delay starts afresh, unused delay is lost.
    assert_eq!(sim.clock.delay_left(sim.now), 3 * SEC);
    let quick = sim.play(SEC);
    assert_eq!(quick.remaining, 5 * MIN);
    assert_eq!(sim.left(W), 5 * MIN - SEC, "unused delay is not banked");
}

#[test]
fn delays_never_add_time_whatever_the_moves_take() {
    for control in ["1b5", "1d5", "2/1b5,1d2", "3/30s d1,1b4"] {
        let mut rng = Rng(0x9e37_79b9_7f4a_7c15);
        let mut sim = Sim::new(control);
        for _ in 0..400 {
            let mover = sim.clock.turn().unwrap();
            let before = sim.left(mover);
            let stage_before = sim.clock.stage(mover);
            let think = rng.below(9 * SEC);
            if think >= before + sim.clock.delay_left(sim.now) {
                break; // would flag
            }
            let m = sim.play(think);
            let new_time = if m.new_stage {
                sim.clock.control().stages()[m.stage].time
            } else {
                0
            };
            assert!(
                m.remaining <= before + new_time,
                "{control}: {before} ms before a move of {think} ms, {} after (stage {stage_before})",
                m.remaining
            );
            assert!(m.bonus <= think);
        }
    }
}

#[test]
fn multi_stage_40_90_then_30_plus_30_from_move_one() {
    let mut sim = Sim::new("40/90,30+30");
    let stages = sim.clock.control().stages().to_vec();
    assert_eq!(
        stages,
        [
            Stage::moves(40, 90 * MIN, Bonus::Increment(30 * SEC)),
            Stage::game(30 * MIN, Bonus::Increment(30 * SEC)),
        ]
    );
    // 39 moves each of one minute: 30 s net per move.
    for _ in 0..39 {
        let m = sim.play(MIN);
        assert!(!m.new_stage);
        sim.play(MIN);
    }
    assert_eq!(sim.clock.moves_to_go(W), Some(1));
    assert_eq!(sim.left(W), 90 * MIN - 39 * 30 * SEC);
    let fortieth = sim.play(MIN);
    assert!(fortieth.new_stage);
    assert_eq!(fortieth.stage, 1);
    // The 40th move's increment, then the second stage's 30 minutes.
    assert_eq!(
        fortieth.remaining,
        90 * MIN - 40 * 30 * SEC + 30 * MIN,
        "stage 2 adds 30 minutes after move 40"
    );
    assert_eq!((sim.clock.stage(W), sim.clock.stage(B)), (1, 0));
    assert_eq!(sim.clock.moves_to_go(W), None);
    let black = sim.play(MIN);
    assert!(black.new_stage);
    assert_eq!(sim.clock.stage(B), 1);
    // Increments go on in the last stage.
    let after = sim.play(10 * SEC);
    assert_eq!(after.remaining, fortieth.remaining + 20 * SEC);
}

#[test]
fn three_stages_each_added_once_and_the_first_can_flag_before_the_control() {
    let mut sim = Sim::new("2/10,1/5,3");
    let mut log = Vec::new();
    for _ in 0..4 {
        let m = sim.play(SEC);
        log.push((m.color, m.stage, m.new_stage, m.remaining));
    }
    let m = sim.play(SEC); // White's third move: into the last stage
    log.push((m.color, m.stage, m.new_stage, m.remaining));
    assert_eq!(
        log,
        [
            (W, 0, false, 10 * MIN - SEC),
            (B, 0, false, 10 * MIN - SEC),
            (W, 1, true, 15 * MIN - 2 * SEC),
            (B, 1, true, 15 * MIN - 2 * SEC),
            (W, 2, true, 18 * MIN - 3 * SEC),
        ]
    );
    // Black uses all its time before its third move: the flag falls in stage 2.
    sim.wait(15 * MIN - 2 * SEC);
    assert_eq!(sim.flagged(), Some(B));
    assert_eq!(
        sim.clock.move_made(sim.now),
        Err(ClockError::Flagged(B)),
        "the stage's time cannot be reached after the flag fell"
    );
}

#[test]
fn bonus_on_an_earlier_stage_gives_each_stage_its_own() {
    let mut sim = Sim::new("1/10+0,5+30");
    let first = sim.play(SEC);
    assert_eq!((first.bonus, first.remaining), (0, 15 * MIN - SEC));
    sim.play(SEC);
    let second = sim.play(SEC);
    assert_eq!(
        (second.bonus, second.remaining),
        (30 * SEC, 15 * MIN + 28 * SEC)
    );
}

#[test]
fn a_last_stage_with_a_move_count_repeats() {
    let mut sim = Sim::new("2/1");
    for round in 1..=3 {
        sim.play(10 * SEC);
        sim.play(10 * SEC);
        let w = sim.play(10 * SEC);
        sim.play(10 * SEC);
        assert!(w.new_stage);
        assert_eq!(w.stage, 0);
        assert_eq!(w.remaining, (1 + round) * MIN - round * 20 * SEC);
    }
}

// ---------------------------------------------------------------------------------------------
// The flag, at the exact boundary

#[test]
fn the_flag_falls_when_the_time_left_reaches_zero_exactly() {
    let sim = Sim::new("5");
    let start = sim.now;
    assert_eq!(sim.clock.flag_at(), Some(start + 5 * MIN));
    assert_eq!(sim.clock.remaining(W, start + 5 * MIN - 1), 1);
    assert_eq!(sim.clock.flagged(start + 5 * MIN - 1), None);
    assert_eq!(sim.clock.remaining(W, start + 5 * MIN), 0);
    assert_eq!(sim.clock.flagged(start + 5 * MIN), Some(W));
    assert_eq!(sim.clock.flagged(start + 9 * MIN), Some(W));
    assert_eq!(sim.clock.remaining(W, start + 9 * MIN), 0, "never below 0");

    // A move 1 ms before the boundary is in time; at it, the flag has fallen.
    let mut in_time = Sim::new("5");
    assert!(in_time.clock.move_made(in_time.now + 5 * MIN - 1).is_ok());
    let mut late = Sim::new("5");
    let before = late.clock.clone();
    assert_eq!(
        late.clock.move_made(late.now + 5 * MIN),
        Err(ClockError::Flagged(W))
    );
    assert_eq!(late.clock, before, "a refused move changes nothing");
}

#[test]
fn the_flag_boundary_under_each_bonus() {
    // Increment: the clock on move has exactly its time; delay: simple adds the wait, Bronstein
    // gives nothing back before the move is made.
    for (control, budget) in [
        ("1+5", MIN),
        ("1b5", MIN),
        ("1d5", MIN + 5 * SEC),
        ("1/1,1", MIN),
    ] {
        let sim = Sim::new(control);
        let start = sim.now;
        assert_eq!(sim.clock.flag_at(), Some(start + budget), "{control}");
        assert_eq!(sim.clock.flagged(start + budget - 1), None, "{control}");
        assert_eq!(sim.clock.flagged(start + budget), Some(W), "{control}");
    }
    // After some moves the deadline follows the time left.
    let mut sim = Sim::new("1d5");
    sim.play(20 * SEC); // White: 45 s left
    sim.play(SEC);
    assert_eq!(sim.clock.flag_at(), Some(sim.now + 45 * SEC + 5 * SEC));
    sim.wait(50 * SEC - 1);
    assert_eq!((sim.left(W), sim.flagged()), (1, None));
    sim.wait(1);
    assert_eq!((sim.left(W), sim.flagged()), (0, Some(W)));
}

#[test]
fn only_the_side_on_move_can_flag() {
    let mut sim = Sim::new("1");
    sim.play(59 * SEC);
    sim.wait(30 * SEC);
    assert_eq!(sim.left(W), SEC);
    assert_eq!(sim.flagged(), None);
    sim.wait(30 * SEC);
    assert_eq!(sim.flagged(), Some(B));
}

// ---------------------------------------------------------------------------------------------
// Pause and resume

#[test]
fn pause_freezes_the_clock_and_resume_goes_on() {
    let mut sim = Sim::new("5+2");
    sim.wait(10 * SEC);
    assert_eq!(sim.clock.pause(sim.now), Ok(true));
    assert!(sim.clock.is_paused());
    assert_eq!(sim.clock.running(), None);
    assert_eq!(sim.clock.turn(), Some(W));
    assert_eq!(sim.clock.flag_at(), None);
    assert_eq!(sim.clock.pause(sim.now + 1), Ok(false), "already paused");
    sim.wait(10 * MIN);
    assert_eq!(sim.left(W), 290 * SEC);
    assert_eq!(sim.flagged(), None);
    assert_eq!(sim.clock.move_made(sim.now), Err(ClockError::Paused));
    assert_eq!(sim.clock.resume(sim.now), Ok(true));
    assert_eq!(sim.clock.resume(sim.now), Ok(false), "already running");
    sim.wait(5 * SEC);
    let m = sim.play(0);
    assert_eq!(
        (m.spent, m.remaining),
        (15 * SEC, 287 * SEC),
        "paused time is not spent"
    );
    // No-op pauses and resumptions are not recorded.
    let kinds: Vec<_> = sim
        .clock
        .events()
        .iter()
        .map(|e| match e {
            ClockEvent::Start { .. } => "start",
            ClockEvent::Move { .. } => "move",
            ClockEvent::Pause { .. } => "pause",
            ClockEvent::Resume { .. } => "resume",
            ClockEvent::IncorrectClaim { .. } => "claim",
        })
        .collect();
    assert_eq!(kinds, ["start", "pause", "resume", "move"]);
}

#[test]
fn pause_keeps_what_is_left_of_a_delay() {
    let mut simple = Sim::new("1d5");
    simple.wait(3 * SEC);
    simple.clock.pause(simple.now).unwrap();
    simple.wait(MIN);
    assert_eq!(simple.clock.delay_left(simple.now), 2 * SEC);
    simple.clock.resume(simple.now).unwrap();
    simple.wait(2 * SEC);
    assert_eq!(simple.left(W), MIN, "the 5 s delay spans the pause");
    simple.wait(SEC);
    assert_eq!(simple.left(W), MIN - SEC);

    let mut bronstein = Sim::new("1b5");
    bronstein.wait(2 * SEC);
    bronstein.clock.pause(bronstein.now).unwrap();
    bronstein.wait(MIN);
    bronstein.clock.resume(bronstein.now).unwrap();
    let m = bronstein.play(2 * SEC);
    assert_eq!((m.spent, m.bonus, m.remaining), (4 * SEC, 4 * SEC, MIN));
}

#[test]
fn a_flag_that_fell_before_a_pause_stays_fallen() {
    let mut sim = Sim::new("1");
    sim.wait(2 * MIN);
    sim.clock.pause(sim.now).unwrap();
    assert_eq!(sim.flagged(), Some(W));
    sim.clock.resume(sim.now + SEC).unwrap();
    assert_eq!(sim.clock.flagged(sim.now + SEC), Some(W));
    assert!(
        sim.clock.flag_at().unwrap() <= sim.now + SEC,
        "already fallen"
    );
}

#[test]
fn a_move_after_the_flag_fell_is_refused_as_flagged_even_while_paused() {
    // Law 6.9: the fallen flag decides, whether or not the clock was paused after it fell.
    let mut sim = Sim::new("1");
    sim.wait(2 * MIN);
    sim.clock.pause(sim.now).unwrap();
    assert_eq!(sim.clock.move_made(sim.now), Err(ClockError::Flagged(W)));
    sim.wait(MIN);
    assert_eq!(sim.clock.move_made(sim.now), Err(ClockError::Flagged(W)));
    // Paused with time left, a move is refused as paused.
    let mut sim = Sim::new("1");
    sim.wait(10 * SEC);
    sim.clock.pause(sim.now).unwrap();
    assert_eq!(sim.clock.move_made(sim.now), Err(ClockError::Paused));
}

// ---------------------------------------------------------------------------------------------
// Incorrect claims

/// The times after White, on move with `claimant` left and Black with 10 minutes, claims.
fn claim(penalty: ClaimPenalty, claimant: Millis) -> (Millis, Millis) {
    let mut sim = Sim::with_penalty("10", penalty);
    sim.wait(10 * MIN - claimant);
    assert_eq!(sim.left(W), claimant);
    let c = sim.clock.incorrect_claim(W, sim.now).unwrap();
    assert_eq!(c.claimant, W);
    assert_eq!((c.before.white, c.before.black), (claimant, 10 * MIN));
    assert_eq!((c.after.white, c.after.black), (sim.left(W), sim.left(B)));
    (sim.left(W), sim.left(B))
}

#[test]
fn three_minute_rule_each_branch() {
    let rule = ClaimPenalty::ThreeMinutes;
    assert_eq!(rule, ClaimPenalty::default());
    // More than two minutes: loses half ...
    assert_eq!(claim(rule, 5 * MIN), (150 * SEC, 13 * MIN));
    assert_eq!(claim(rule, 2 * MIN + 2), (MIN + 1, 13 * MIN));
    assert_eq!(
        claim(rule, 2 * MIN + 1),
        (MIN + 1, 13 * MIN),
        "keeps the odd ms"
    );
    // ... but at most three minutes.
    assert_eq!(claim(rule, 6 * MIN), (3 * MIN, 13 * MIN));
    assert_eq!(claim(rule, 9 * MIN), (6 * MIN, 13 * MIN));
    // Between one and two minutes (both ends included): set to one minute.
    assert_eq!(claim(rule, 2 * MIN), (MIN, 13 * MIN));
    assert_eq!(claim(rule, 90 * SEC), (MIN, 13 * MIN));
    assert_eq!(claim(rule, MIN), (MIN, 13 * MIN));
    // Less than one minute: keeps it.
    assert_eq!(claim(rule, MIN - 1), (MIN - 1, 13 * MIN));
    assert_eq!(claim(rule, 1), (1, 13 * MIN));
}

#[test]
fn two_minute_rule_each_branch() {
    let rule = ClaimPenalty::TwoMinutes;
    for claimant in [
        9 * MIN,
        6 * MIN,
        5 * MIN,
        2 * MIN + 1,
        2 * MIN,
        90 * SEC,
        MIN,
        MIN - 1,
        1,
    ] {
        assert_eq!(claim(rule, claimant), (claimant, 12 * MIN), "{claimant}");
    }
}

#[test]
fn a_claim_while_running_under_a_delay_and_while_paused() {
    // The claimant's clock keeps running after the penalty, from the new time.
    let mut sim = Sim::new("10+5");
    sim.wait(4 * MIN);
    sim.clock.incorrect_claim(W, sim.now).unwrap();
    assert_eq!(sim.left(W), 3 * MIN);
    sim.wait(30 * SEC);
    assert_eq!(sim.left(W), 150 * SEC);
    let m = sim.play(0);
    assert_eq!(m.remaining, 155 * SEC);
    assert_eq!(sim.left(B), 13 * MIN);

    // Under a simple delay, in the middle of it: the rest of the delay still applies.
    let mut delayed = Sim::new("5d10");
    delayed.wait(4 * SEC);
    delayed.clock.incorrect_claim(W, delayed.now).unwrap();
    assert_eq!(delayed.left(W), 150 * SEC);
    delayed.wait(6 * SEC);
    assert_eq!(delayed.left(W), 150 * SEC);
    delayed.wait(SEC);
    assert_eq!(delayed.left(W), 149 * SEC);

    // Paused around the claim.
    let mut paused = Sim::new("5");
    paused.wait(MIN);
    paused.clock.pause(paused.now).unwrap();
    paused.wait(5 * MIN);
    paused.clock.incorrect_claim(W, paused.now).unwrap();
    assert_eq!((paused.left(W), paused.left(B)), (2 * MIN, 8 * MIN));
    paused.clock.resume(paused.now).unwrap();
    paused.wait(SEC);
    assert_eq!(paused.left(W), 2 * MIN - SEC);

    // The side not on move can be named too (its clock is not running).
    let mut other = Sim::new("5");
    other.wait(MIN);
    other.clock.incorrect_claim(B, other.now).unwrap();
    assert_eq!((other.left(W), other.left(B)), (7 * MIN, 150 * SEC));
}

#[test]
fn no_claim_penalty_after_a_flag_fell() {
    let mut sim = Sim::new("1");
    sim.wait(MIN);
    assert_eq!(
        sim.clock.incorrect_claim(W, sim.now),
        Err(ClockError::Flagged(W))
    );
}

// ---------------------------------------------------------------------------------------------
// Errors, instants and replay

#[test]
fn events_out_of_order_are_refused() {
    let control = TimeControl::parse("5+3").unwrap();
    let mut clock = Clock::new(control);
    assert_eq!(clock.move_made(0), Err(ClockError::NotStarted));
    assert_eq!(clock.pause(0), Err(ClockError::NotStarted));
    assert_eq!(clock.resume(0), Err(ClockError::NotStarted));
    assert_eq!(clock.incorrect_claim(W, 0), Err(ClockError::NotStarted));
    assert_eq!(clock.flagged(u64::MAX), None);
    assert_eq!(clock.remaining(W, u64::MAX), 5 * MIN);
    assert_eq!(
        (clock.running(), clock.turn(), clock.flag_at()),
        (None, None, None)
    );
    clock.start(100, B).unwrap();
    assert_eq!(clock.start(200, W), Err(ClockError::AlreadyStarted));
    assert_eq!(clock.running(), Some(B));
    assert_eq!(
        clock.move_made(99),
        Err(ClockError::TimeWentBack { last: 100, now: 99 })
    );
    assert_eq!(clock.move_made_by(W, 150), Err(ClockError::NotOnMove(W)));
    let m = clock.move_made_by(B, 150).unwrap();
    assert_eq!(m.color, B);
    // A query before the last event answers for the last event's instant.
    assert_eq!(clock.remaining(W, 0), 5 * MIN);
    assert_eq!(clock.remaining(B, 0), 5 * MIN + 3 * SEC - 50);
    assert_eq!(clock.last_event_at(), 150);
    let message = ClockError::TimeWentBack { last: 100, now: 99 }.to_string();
    assert_eq!(
        message,
        "time went back: an event at 99 ms comes after one at 100 ms"
    );
}

#[test]
fn replaying_the_events_gives_the_same_clock() {
    let mut rng = Rng(42);
    for control in ["5+3", "3d2", "3b2", "2/1+1,1/30s,1d1", "10"] {
        let mut sim = Sim::new(control);
        for _ in 0..300 {
            match rng.below(10) {
                0 => {
                    let _ = sim.clock.pause(sim.now);
                }
                1 => {
                    let _ = sim.clock.resume(sim.now);
                }
                2 => {
                    let claimant = sim.clock.turn().unwrap();
                    let _ = sim.clock.incorrect_claim(claimant, sim.now);
                }
                _ => {
                    sim.now += rng.below(3 * SEC);
                    let _ = sim.clock.move_made(sim.now);
                }
            }
        }
        let again = Clock::replay(
            sim.clock.control().clone(),
            sim.clock.penalty(),
            sim.clock.events(),
        )
        .unwrap();
        assert_eq!(again, sim.clock, "{control}");
        let later = sim.now + 7 * SEC;
        assert_eq!(again.times(later), sim.clock.times(later));
    }
    // A log that goes back in time is refused.
    let bad = [
        ClockEvent::Start { at: 10, color: W },
        ClockEvent::Move { at: 5 },
    ];
    assert!(Clock::replay(
        TimeControl::parse("1").unwrap(),
        ClaimPenalty::default(),
        &bad
    )
    .is_err());
}

#[test]
fn controls_print_and_read_back_the_same() {
    let mut rng = Rng(7);
    let bonus = |rng: &mut Rng| match rng.below(4) {
        0 => Bonus::None,
        1 => Bonus::Increment(rng.below(4) * 500),
        2 => Bonus::Bronstein(rng.below(4) * SEC),
        _ => Bonus::SimpleDelay(1 + rng.below(5_000)),
    };
    for _ in 0..2_000 {
        let n = 1 + rng.below(4) as usize;
        let stages: Vec<Stage> = (0..n)
            .map(|i| Stage {
                moves: (i + 1 < n || rng.below(2) == 0).then(|| 1 + rng.below(60) as u32),
                time: [MIN, 90 * MIN, 30 * SEC, 1_234, 0][rng.below(5) as usize] + (i == 0) as u64,
                bonus: bonus(&mut rng),
            })
            .collect();
        let control = TimeControl::new(stages).unwrap();
        let text = control.to_string();
        assert_eq!(TimeControl::parse(&text), Ok(control), "{text}");
    }
}

/// TimeControl::parse: "spaces between the parts are allowed" — a unit written apart from its
/// number, as people write it, means what it says rather than being refused as a stray letter.
#[test]
fn spaces_between_a_number_and_its_unit_are_allowed() {
    let parse = |text: &str| TimeControl::parse(text).unwrap_or_else(|e| panic!("{text}: {e}"));
    for (spaced, tight) in [
        ("90 min + 30 s", "90min+30s"),
        ("5 m", "5m"),
        ("1 h", "1h"),
        ("1500 ms", "1500ms"),
        ("40 / 90 min , 30 min + 30 s", "40/90,30+30"),
        ("30 s d 5 s", "30sd5"),
        ("25 m b5", "25b5"),
        ("3 min + 500 ms ", "3+500ms"),
    ] {
        assert_eq!(parse(spaced), parse(tight), "{spaced}");
    }
    // A delay's letter after a space is still the delay, not a unit.
    assert_eq!(
        parse("25 d5"),
        TimeControl::simple_delay(25 * MIN, 5 * SEC).unwrap()
    );
    // Letters that are no unit are still refused, wherever they stand.
    for bad in ["5 x", "5 mins", "5+3 blitz", "5 + 3 sx", "5 min min"] {
        assert!(TimeControl::parse(bad).is_err(), "{bad}");
    }
}

// ---------------------------------------------------------------------------------------------
// Flag fall ends the game through Game::timeout (Law 6.9)

#[test]
fn flag_fall_loses_against_mating_material_and_draws_against_a_bare_king() {
    // White K+Q, Black K; White to move, 5 s each.
    let fen = "4k3/8/8/8/8/8/8/4KQ2 w - - 0 1";
    let mut game = Game::from_fen(fen, false).unwrap();
    let mut clock = Clock::new(TimeControl::parse("5s").unwrap());
    clock.start(0, game.turn()).unwrap();
    game.play_san("Qf7+").unwrap();
    clock.move_made(1_000).unwrap();
    // Black's flag falls: White can mate, so White wins.
    assert_eq!(clock.apply_flag(&mut game, 5_999), None);
    assert_eq!(game.outcome(), None);
    let outcome = clock.apply_flag(&mut game, 6_000).unwrap();
    assert_eq!(outcome.termination, Termination::Timeout);
    assert_eq!(outcome.winner, Some(W));
    assert_eq!(game.outcome(), Some(outcome));
    // Once the game is over, nothing more is applied.
    assert_eq!(clock.apply_flag(&mut game, 9_000), None);

    // White's flag falls: Black has a bare king and cannot mate, so a draw.
    let mut game = Game::from_fen(fen, false).unwrap();
    let mut clock = Clock::new(TimeControl::parse("5s").unwrap());
    clock.start(0, W).unwrap();
    let outcome = clock.apply_flag(&mut game, 5_000).unwrap();
    assert_eq!(
        (outcome.termination, outcome.winner),
        (Termination::Timeout, None)
    );
    assert_eq!(outcome.result(), "1/2-1/2");
}

#[test]
fn checkmate_before_the_flag_stands() {
    let mut game = Game::new();
    let mut clock = Clock::new(TimeControl::parse("5s").unwrap());
    clock.start(0, W).unwrap();
    for (san, at) in [("f3", 100), ("e5", 200), ("g4", 300), ("Qh4#", 400)] {
        game.play_san(san).unwrap();
        clock.move_made(at).unwrap();
    }
    assert_eq!(game.outcome().unwrap().termination, Termination::Checkmate);
    // Nobody stopped the clock: White's flag falls later, but the mate came first and stands.
    assert_eq!(clock.flagged(60_000), Some(W));
    assert_eq!(clock.apply_flag(&mut game, 60_000), None);
    assert_eq!(game.outcome().unwrap().winner, Some(B));
}
