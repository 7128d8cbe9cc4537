//! The text form of a time control (`"40/90,30+30"`, grammar at [`TimeControl::parse`]): the
//! reader and the writer, which reads back to the same control.

use core::fmt;

use super::control::{Bonus, Stage, TimeControl, MAX_STAGES};
use super::{ClockError, Millis, MAX_MILLIS};

impl TimeControl {
    /// Reads a control's text form, which [`Display`](core::fmt::Display) writes:
    ///
    /// ```text
    /// control  = stage { "," stage }
    /// stage    = [ moves "/" | "G/" | "SD/" ] time [ [ ";" ] bonus ]
    /// bonus    = "+" duration        Fischer increment, added after each move
    ///          | "inc" duration      the same, as US Chess writes it
    ///          | "d" duration        simple (US) delay: the clock waits that long before it runs
    ///          | "b" duration        Bronstein delay: the time used on a move, up to that much, comes back
    /// time     = number [ unit ]     minutes unless a unit says otherwise
    /// duration = number [ unit ]     seconds unless a unit says otherwise
    /// unit     = "h" | "m" | "min" | "s" | "ms"
    /// ```
    ///
    /// Numbers may have decimals (`"0.5+0"` is 30 seconds) as long as they come to whole
    /// milliseconds; spaces between the parts, a number and its unit included, are allowed
    /// (`"90 min + 30 s"`). `"5+3"` is 5 minutes plus 3 seconds a
    /// move, `"90s+1"` 90 seconds plus 1, `"25d5"` 25 minutes with a 5-second simple delay,
    /// `"40/120,20/60,15+30"` three stages. US Chess's way is read too: `"G/90;d5"` (game in 90
    /// minutes, 5-second delay), `"40/120, SD/30;d5"`, `"G/60;inc30"` (`G/`, `SD/` and `inc` in
    /// any case).
    ///
    /// A bonus written on the last stage only applies from move 1, as FIDE writes it
    /// (`"40/90, 30+30"`: 30 seconds a move in both stages). To give stages different bonuses,
    /// write one on a stage other than the last; then each stage has its own, and a stage without
    /// one has none (`"40/90+0,30+30"`: the increment starts at move 41).
    ///
    /// Every stage but the last must have a move count. A last stage with a move count repeats
    /// (`"40/120"`: 120 minutes for every 40 moves, the old way and PGN's).
    ///
    /// # Errors
    /// [`ClockError::InvalidControl`] naming the stage and what was expected where.
    pub fn parse(text: &str) -> Result<TimeControl, ClockError> {
        Parser::new(text).control()
    }
}

impl core::str::FromStr for TimeControl {
    type Err = ClockError;
    fn from_str(text: &str) -> Result<TimeControl, ClockError> {
        TimeControl::parse(text)
    }
}

/// Writes a stage time: minutes when whole, else seconds, else milliseconds.
fn write_time(f: &mut fmt::Formatter<'_>, ms: Millis) -> fmt::Result {
    if ms % 60_000 == 0 {
        write!(f, "{}", ms / 60_000)
    } else if ms % 1_000 == 0 {
        write!(f, "{}s", ms / 1_000)
    } else {
        write!(f, "{ms}ms")
    }
}

/// Writes a bonus: seconds when whole, else milliseconds.
fn write_bonus(f: &mut fmt::Formatter<'_>, bonus: Bonus) -> fmt::Result {
    let sign = match bonus {
        Bonus::None | Bonus::Increment(_) => '+',
        Bonus::Bronstein(_) => 'b',
        Bonus::SimpleDelay(_) => 'd',
    };
    let ms = bonus.millis();
    if ms % 1_000 == 0 {
        write!(f, "{sign}{}", ms / 1_000)
    } else {
        write!(f, "{sign}{ms}ms")
    }
}

impl fmt::Display for TimeControl {
    /// The text form, which [`TimeControl::parse`] reads back to the same control: the FIDE
    /// way (`"40/90,30+30"`) when every stage has the same bonus, else each stage's own bonus,
    /// with `+0` on the first stage when only the last has one (`"40/90+0,30+30"`).
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let stages = self.stages();
        let uniform = stages.iter().all(|s| s.bonus == stages[0].bonus);
        let last = stages.len() - 1;
        let marker = stages[..last].iter().all(|s| s.bonus == Bonus::None);
        for (i, stage) in stages.iter().enumerate() {
            if i > 0 {
                f.write_str(",")?;
            }
            if let Some(n) = stage.moves {
                write!(f, "{n}/")?;
            }
            write_time(f, stage.time)?;
            let write = if uniform {
                i == last && stage.bonus != Bonus::None
            } else {
                // Each stage its own bonus: needs one written before the last ("+0" if none).
                stage.bonus != Bonus::None || (i == 0 && marker)
            };
            if write {
                write_bonus(f, stage.bonus)?;
            }
        }
        Ok(())
    }
}

/// Milliseconds in the units of the text form.
fn unit_millis(unit: &str) -> Option<u64> {
    match unit {
        "h" => Some(3_600_000),
        "m" | "min" => Some(60_000),
        "s" => Some(1_000),
        "ms" => Some(1),
        _ => None,
    }
}

/// A recursive-descent reader of the text form.
pub(super) struct Parser<'a> {
    text: &'a str,
    pos: usize,
    /// 1-based, for messages.
    stage: usize,
}

impl<'a> Parser<'a> {
    pub(super) fn new(text: &'a str) -> Parser<'a> {
        Parser {
            text,
            pos: 0,
            stage: 1,
        }
    }

    fn error(&self, expected: &str) -> ClockError {
        let shown: String = self.text.chars().take(40).collect();
        let ellipsis = if self.text.chars().count() > 40 {
            "…"
        } else {
            ""
        };
        let found = match self.rest().chars().next() {
            None => "the end".to_string(),
            Some(c) => format!("{c:?}"),
        };
        ClockError::InvalidControl(format!(
            "\"{shown}{ellipsis}\" is not a time control: in stage {}, expected {expected}, found {found} (write e.g. \"5+3\", \"90+30\", \"25d5\" or \"40/90,30+30\")",
            self.stage
        ))
    }

    fn rest(&self) -> &'a str {
        &self.text[self.pos..]
    }

    fn skip_spaces(&mut self) {
        let rest = self.rest();
        self.pos += rest.len() - rest.trim_start().len();
    }

    fn eat(&mut self, c: char) -> bool {
        self.skip_spaces();
        if self.rest().starts_with(c) {
            self.pos += c.len_utf8();
            true
        } else {
            false
        }
    }

    /// Digits with an optional fraction of up to 6 decimals: (integer part, fraction digits as
    /// an integer, number of decimals).
    fn number(&mut self, what: &str) -> Result<(u64, u64, u32), ClockError> {
        self.skip_spaces();
        let rest = self.rest();
        let int_len = rest.bytes().take_while(u8::is_ascii_digit).count();
        let mut len = int_len;
        let mut frac_len = 0;
        if rest[int_len..].starts_with('.') {
            frac_len = rest[int_len + 1..]
                .bytes()
                .take_while(u8::is_ascii_digit)
                .count();
            len += 1 + frac_len;
        }
        if int_len == 0 && frac_len == 0 {
            return Err(self.error(what));
        }
        if int_len > 18 {
            return Err(self.error(&format!("{what} of at most 18 digits")));
        }
        if frac_len > 6 {
            return Err(self.error(&format!("{what} with at most 6 decimals")));
        }
        let int = rest[..int_len].parse().unwrap_or(0);
        let frac = rest[len - frac_len..len].parse().unwrap_or(0);
        self.pos += len;
        Ok((int, frac, frac_len as u32))
    }

    /// A number with an optional unit, in milliseconds.
    fn duration(&mut self, what: &str, default_unit: &str) -> Result<Millis, ClockError> {
        let (int, frac, decimals) = self.number(what)?;
        let rest = self.rest();
        let spaced = rest.trim_start();
        let gap = rest.len() - spaced.len();
        let letters = &spaced[..spaced.bytes().take_while(u8::is_ascii_alphabetic).count()];
        // The longest unit the letters start with, leaving nothing, the "d" / "b" of a delay
        // ("30sd5": 30 seconds, 5-second delay) or US Chess's "inc" of an increment. A unit may stand apart from its number, as
        // people write it ("90 min + 30 s"). That reads no valid text differently: the only
        // letters that may otherwise follow a time are the "d" and "b" of a delay, which no
        // unit starts with; letters after a space that are no unit are left for the caller.
        let unit = ["min", "ms", "h", "m", "s", ""].into_iter().find(|unit| {
            (gap == 0 || !unit.is_empty())
                && letters.strip_prefix(unit).is_some_and(|after| {
                    after.is_empty() || after.starts_with(['d', 'b', 'i', 'I'])
                })
        });
        let unit = match unit {
            Some(unit) => unit,
            None if gap > 0 => "",
            None => {
                return Err(
                    self.error("a unit (h, m, min, s or ms), \"+\", \"d\", \"b\", \"/\" or \",\"")
                )
            }
        };
        let unit_len = if unit.is_empty() { 0 } else { gap + unit.len() };
        let unit = if unit.is_empty() { default_unit } else { unit };
        let scale = unit_millis(unit).unwrap_or(1);
        let divisor = 10u64.pow(decimals);
        // frac < 10^6 and scale <= 3.6e6: no overflow.
        if frac * scale % divisor != 0 {
            return Err(self.error(&format!("{what} that comes to whole milliseconds")));
        }
        self.pos += unit_len;
        int.checked_mul(scale)
            .and_then(|ms| ms.checked_add(frac * scale / divisor))
            .filter(|&ms| ms <= MAX_MILLIS)
            .ok_or_else(|| self.error(&format!("{what} below 2^53 milliseconds")))
    }

    /// Whether the text goes on with one of `words` (ASCII, in any case), which it then passes.
    fn eat_word(&mut self, words: &[&str]) -> bool {
        self.skip_spaces();
        let rest = self.rest().as_bytes();
        let found = words
            .iter()
            .find(|w| rest.len() >= w.len() && rest[..w.len()].eq_ignore_ascii_case(w.as_bytes()));
        if let Some(w) = found {
            self.pos += w.len();
        }
        found.is_some()
    }

    /// One stage, with its bonus if it states one.
    fn stage(&mut self) -> Result<(Stage, Option<Bonus>), ClockError> {
        self.skip_spaces();
        let start = self.pos;
        // US Chess writes the stage that ends the game "G/90" (game in 90) or "SD/30" (sudden
        // death), without a move count.
        let moves = if self.eat_word(&["G/", "SD/"]) {
            None
        } else {
            self.moves(start)?
        };
        let time = self.duration("a time (minutes unless a unit is given)", "m")?;
        // And its bonus after a semicolon, an increment as "inc" ("G/90;d5", "G/60;inc30").
        let semicolon = self.eat(';');
        let bonus = if self.eat_word(&["inc"]) {
            Some(Bonus::Increment as fn(Millis) -> Bonus)
        } else {
            self.skip_spaces();
            match self.rest().chars().next() {
                Some('+') => Some(Bonus::Increment as fn(Millis) -> Bonus),
                Some('d') => Some(Bonus::SimpleDelay as fn(Millis) -> Bonus),
                Some('b') => Some(Bonus::Bronstein as fn(Millis) -> Bonus),
                _ if semicolon => {
                    return Err(self.error(
                        "an increment or delay after \";\" (\"+\", \"inc\", \"d\" or \"b\"), or \",\" before the next stage",
                    ))
                }
                _ => None,
            }
            .inspect(|_| self.pos += 1)
        };
        let bonus = match bonus {
            Some(make) => Some(make(self.duration(
                "an increment or delay (seconds unless a unit is given)",
                "s",
            )?)),
            None => None,
        };
        Ok((
            Stage {
                moves,
                time,
                bonus: bonus.unwrap_or_default(),
            },
            bonus,
        ))
    }

    /// A stage's move count before its "/", or none (the text from `start` is its time then).
    fn moves(&mut self, start: usize) -> Result<Option<u32>, ClockError> {
        let (int, _, decimals) = self.number("a number of minutes or moves")?;
        Ok(if self.eat('/') {
            match u32::try_from(int) {
                Ok(n) if decimals == 0 && n > 0 => Some(n),
                _ => {
                    self.pos = start;
                    return Err(self.error("a whole number of moves from 1 before \"/\""));
                }
            }
        } else {
            self.pos = start;
            None
        })
    }

    pub(super) fn control(&mut self) -> Result<TimeControl, ClockError> {
        let mut stages = Vec::new();
        let mut stated = Vec::new();
        loop {
            let (stage, bonus) = self.stage()?;
            stages.push(stage);
            stated.push(bonus);
            self.skip_spaces();
            if self.rest().is_empty() {
                break;
            }
            if !self.eat(',') {
                return Err(self.error("\",\" before the next stage, or the end"));
            }
            if stages.len() == MAX_STAGES {
                return Err(ClockError::InvalidControl(format!(
                    "a time control has at most {MAX_STAGES} stages"
                )));
            }
            self.stage += 1;
        }
        // A bonus on the last stage only applies from move 1 (FIDE's "40/90, 30+30").
        let last = stages.len() - 1;
        if let (Some(bonus), true) = (stated[last], stated[..last].iter().all(Option::is_none)) {
            for stage in &mut stages {
                stage.bonus = bonus;
            }
        }
        TimeControl::new(stages)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    const MIN: Millis = 60_000;
    const SEC: Millis = 1_000;

    fn parse(text: &str) -> TimeControl {
        TimeControl::parse(text).unwrap_or_else(|e| panic!("{text}: {e}"))
    }

    fn error(text: &str) -> String {
        TimeControl::parse(text).unwrap_err().to_string()
    }

    #[test]
    fn simple_controls() {
        assert_eq!(parse("5"), TimeControl::sudden_death(5 * MIN).unwrap());
        assert_eq!(
            parse("5+3"),
            TimeControl::fischer(5 * MIN, 3 * SEC).unwrap()
        );
        assert_eq!(
            parse(" 90 + 30 "),
            TimeControl::fischer(90 * MIN, 30 * SEC).unwrap()
        );
        assert_eq!(
            parse("25d5"),
            TimeControl::simple_delay(25 * MIN, 5 * SEC).unwrap()
        );
        assert_eq!(
            parse("25 b5"),
            TimeControl::bronstein(25 * MIN, 5 * SEC).unwrap()
        );
        assert_eq!(parse("0.5+0"), TimeControl::sudden_death(30 * SEC).unwrap());
        assert_eq!(parse("90s+1"), TimeControl::fischer(90 * SEC, SEC).unwrap());
        assert_eq!(parse("1h"), TimeControl::sudden_death(60 * MIN).unwrap());
        assert_eq!(
            parse("3min+500ms"),
            TimeControl::fischer(3 * MIN, 500).unwrap()
        );
        assert_eq!(parse("1500ms"), TimeControl::sudden_death(1_500).unwrap());
        assert_eq!(
            parse("2.5+1.5"),
            TimeControl::fischer(150 * SEC, 1_500).unwrap()
        );
        assert_eq!(parse("5+0").stages()[0].bonus, Bonus::None);
    }

    #[test]
    fn stages_and_where_the_bonus_applies() {
        let fide = parse("40/90, 30+30");
        assert_eq!(
            fide.stages(),
            &[
                Stage::moves(40, 90 * MIN, Bonus::Increment(30 * SEC)),
                Stage::game(30 * MIN, Bonus::Increment(30 * SEC)),
            ]
        );
        assert_eq!(parse("40/90+30,30+30"), fide);
        let late = parse("40/90+0,30+30");
        assert_eq!(late.stages()[0].bonus, Bonus::None);
        assert_eq!(late.stages()[1].bonus, Bonus::Increment(30 * SEC));
        let own = parse("40/120d5,20/60,15");
        assert_eq!(own.stages()[0].bonus, Bonus::SimpleDelay(5 * SEC));
        assert_eq!(own.stages()[1].bonus, Bonus::None);
        assert_eq!(own.stages()[2].bonus, Bonus::None);
        let repeating = parse("40/120");
        assert_eq!(
            repeating.stages(),
            &[Stage::moves(40, 120 * MIN, Bonus::None)]
        );
    }

    #[test]
    fn us_chess_notation() {
        // "G/" (game in) and "SD/" (sudden death) start a stage without a move count; the bonus
        // may follow a semicolon, an increment written "inc".
        assert_eq!(parse("G/90;d5"), parse("90d5"));
        assert_eq!(parse("G/90 d5"), parse("90d5"));
        assert_eq!(parse("g/90; d5"), parse("90d5"));
        assert_eq!(parse("G/60;inc30"), parse("60+30"));
        assert_eq!(parse("G/60 inc30"), parse("60+30"));
        assert_eq!(parse("G/60inc30"), parse("60+30"));
        assert_eq!(parse("G/5+3"), parse("5+3"));
        assert_eq!(parse("G/5;+3"), parse("5+3"));
        assert_eq!(parse("G/90"), parse("90"));
        assert_eq!(parse("40/120, SD/30;d5"), parse("40/120,30d5"));
        assert_eq!(parse("40/120;d5, sd/60"), parse("40/120d5,60"));
        assert_eq!(parse("G/90;d5").to_string(), "90d5");
        assert!(error("G/").contains("expected a time"));
        assert!(error("G/90;").contains("an increment or delay after \";\""));
        assert!(error("G/90;30").contains("or \",\" before the next stage"));
        assert!(error("G/40/90").contains("before the next stage"));
        assert!(error("SD/x").contains("expected a time"));
    }

    #[test]
    fn display_round_trips() {
        for text in [
            "5",
            "5+3",
            "90s+1",
            "1500ms",
            "25d5",
            "25b5",
            "3+500ms",
            "40/90,30+30",
            "40/90+0,30+30",
            "40/90+30,30",
            "40/120,20/60,15",
            "40/120d5,20/60b3,15+2",
            "40/120",
            "40/120+30",
            "30sd5",
            "1234msb1",
            "2/90sd1500ms,3",
        ] {
            let control = parse(text);
            assert_eq!(control.to_string(), text);
            assert_eq!(parse(&control.to_string()), control);
        }
        assert_eq!(parse("40 / 90 , 30 + 30").to_string(), "40/90,30+30");
        assert_eq!(parse("1h+30000ms").to_string(), "60+30");
    }

    #[test]
    fn errors_name_the_problem() {
        assert!(error("").contains("expected a number of minutes or moves, found the end"));
        assert!(error("5+").contains("expected an increment or delay"));
        assert!(error("5x3").contains("expected a unit"));
        assert!(error("40/90,").contains("in stage 2"));
        assert!(error("40/90;30").contains("\",\" before the next stage"));
        assert!(error("0+3").contains("the first stage gives no time"));
        assert!(error("0/90,30").contains("moves from 1"));
        assert!(error("1.5/90,30").contains("moves from 1"));
        assert!(error("90,30").contains("stage 1 has no move count"));
        assert!(error("0.5ms").contains("whole milliseconds"));
        assert!(error("9999999999999999").contains("below 2^53"));
        assert!(error(&"9".repeat(19)).contains("at most 18 digits"));
        assert!(error("1.0000001").contains("at most 6 decimals"));
        assert!(error("999999999999999999h").contains("below 2^53"));
        assert!(error("99999999999/5").contains("moves from 1"));
        assert!(error(&"1/1,".repeat(40)).contains("at most 32 stages"));
        assert!(error("5+3 blitz").contains("before the next stage, or the end, found 'b'"));
        assert!(error("é").starts_with("\"é\" is not a time control"));
    }
}
