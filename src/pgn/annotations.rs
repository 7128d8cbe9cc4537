//! Commands embedded in comments (`[%clk 0:05:00]`, `[%eval 0.17]`) and NAG names.

/// An engine evaluation from a `[%eval ...]` command, from White's point of view.
#[derive(Copy, Clone, Debug, PartialEq)]
pub enum Eval {
    /// An advantage in pawns: `[%eval 0.17]`, `[%eval -1.5]`.
    Pawns(f64),
    /// Mate in so many moves, negative when Black mates: `[%eval #-3]`.
    Mate(i32),
}

impl Eval {
    /// The advantage in centipawns (hundredths of a pawn, rounded); `None` for a mate.
    ///
    /// ```
    /// use chess_arbiter::pgn::Eval;
    /// assert_eq!(Eval::Pawns(-1.05).centipawns(), Some(-105));
    /// ```
    pub fn centipawns(self) -> Option<i32> {
        match self {
            // `as` saturates: an absurd evaluation gives i32::MAX, not undefined behaviour.
            Eval::Pawns(p) => Some((p * 100.0).round() as i32),
            Eval::Mate(_) => None,
        }
    }
}

/// The arguments of the first `[%name args]` command in a comment, trimmed.
///
/// ```
/// use chess_arbiter::pgn::command;
/// assert_eq!(command("[%clk 0:05:00] [%eval 0.3]", "eval"), Some("0.3"));
/// assert_eq!(command("no commands", "clk"), None);
/// ```
pub fn command<'c>(comment: &'c str, name: &str) -> Option<&'c str> {
    let mut rest = comment;
    while let Some(start) = rest.find("[%") {
        let after = rest.get(start + 2..)?;
        let end = after.find(']')?;
        let body = after.get(..end)?;
        let cmd_len = body
            .find(|c: char| c.is_ascii_whitespace())
            .unwrap_or(body.len());
        if body.get(..cmd_len) == Some(name) {
            return body.get(cmd_len..).map(str::trim);
        }
        rest = after.get(end + 1..)?;
    }
    None
}

/// The clock reading in seconds from `[%clk h:mm:ss]` (also `h:mm:ss.f`, `mm:ss`).
///
/// ```
/// use chess_arbiter::pgn::clock;
/// assert_eq!(clock("[%clk 0:05:02]"), Some(302.0));
/// assert_eq!(clock("x [%clk 1:00:00.5] y"), Some(3600.5));
/// assert_eq!(clock("[%clk soon]"), None);
/// ```
pub fn clock(comment: &str) -> Option<f64> {
    parse_duration(command(comment, "clk")?)
}

/// The time spent on a move in seconds, from `[%emt h:mm:ss]` (as ChessBase and TWIC write).
///
/// ```
/// use chess_arbiter::pgn::emt;
/// assert_eq!(emt("[%emt 0:00:12]"), Some(12.0));
/// ```
pub fn emt(comment: &str) -> Option<f64> {
    parse_duration(command(comment, "emt")?)
}

/// Every `[%name args]` command of a comment, in order: name and trimmed arguments.
///
/// ```
/// use chess_arbiter::pgn::commands;
/// let all: Vec<_> = commands("Good. [%csl Ga1,Rb2] [%cal Ge2e4]").collect();
/// assert_eq!(all, [("csl", "Ga1,Rb2"), ("cal", "Ge2e4")]);
/// ```
pub fn commands(comment: &str) -> impl Iterator<Item = (&str, &str)> {
    command_spans(comment).map(|(_, name, args)| (name, args))
}

/// The commands of a comment with their byte ranges (`[%` to `]` included).
fn command_spans(comment: &str) -> impl Iterator<Item = (core::ops::Range<usize>, &str, &str)> {
    let mut at = 0;
    core::iter::from_fn(move || loop {
        let rest = comment.get(at..)?;
        let start = at + rest.find("[%")?;
        let after = comment.get(start + 2..)?;
        let end = start + 2 + after.find(']')?;
        at = end + 1;
        let body = comment.get(start + 2..end)?;
        let name_len = body
            .find(|c: char| c.is_ascii_whitespace())
            .unwrap_or(body.len());
        let name = body.get(..name_len)?;
        let ok = !name.is_empty()
            && name.bytes().all(|b| b.is_ascii_alphanumeric() || b == b'_')
            && !body.contains('[');
        if ok {
            return Some((start..end + 1, name, body.get(name_len..)?.trim()));
        }
        at = start + 2;
    })
}

/// A comment's text without its commands (whitespace collapsed).
///
/// ```
/// use chess_arbiter::pgn::comment_text;
/// assert_eq!(comment_text("[%clk 0:01:00] Good move. [%eval 0.3]"), "Good move.");
/// ```
pub fn comment_text(comment: &str) -> String {
    let mut out = String::with_capacity(comment.len());
    let mut last = 0;
    for (range, _, _) in command_spans(comment) {
        out.push_str(comment.get(last..range.start).unwrap_or(""));
        out.push(' ');
        last = range.end;
    }
    out.push_str(comment.get(last..).unwrap_or(""));
    out.split_whitespace().collect::<Vec<_>>().join(" ")
}

/// A comment's commands only, as written (`[%clk 0:01:00] [%eval 0.3]`).
pub fn comment_commands(comment: &str) -> String {
    let mut out = String::new();
    for (name, args) in commands(comment) {
        push_command(&mut out, name, args);
    }
    out
}

/// Appends `[%name args]` (after a space when `out` is not empty).
pub(crate) fn push_command(out: &mut String, name: &str, args: &str) {
    if !out.is_empty() {
        out.push(' ');
    }
    out.push_str("[%");
    out.push_str(name);
    if !args.is_empty() {
        out.push(' ');
        out.push_str(args);
    }
    out.push(']');
}

/// Whether `name` and `args` can stand in a command that reads back the same: a name of
/// letters, digits and `_`; arguments without brackets, braces or line breaks.
pub fn is_valid_command(name: &str, args: &str) -> bool {
    !name.is_empty()
        && name.bytes().all(|b| b.is_ascii_alphanumeric() || b == b'_')
        && !args.contains(['[', ']', '{', '}', '\n', '\r'])
}

/// Seconds from `h:mm:ss(.f)` or `mm:ss(.f)`.
pub(crate) fn parse_duration(s: &str) -> Option<f64> {
    let mut parts = s.split(':');
    let mut fields = [0.0f64; 3];
    let mut n = 0;
    for part in parts.by_ref() {
        if n == 3 || part.is_empty() {
            return None;
        }
        let is_last = n > 0 && part.contains('.');
        let ok = part
            .bytes()
            .all(|b| b.is_ascii_digit() || (b == b'.' && is_last));
        if !ok || part.len() > 12 {
            return None;
        }
        fields[n] = part.parse().ok()?;
        n += 1;
    }
    match n {
        2 => Some(fields[0] * 60.0 + fields[1]),
        3 => Some(fields[0] * 3600.0 + fields[1] * 60.0 + fields[2]),
        _ => None,
    }
}

/// The evaluation from `[%eval 0.17]` or `[%eval #-3]` (a depth after a comma is ignored).
///
/// ```
/// use chess_arbiter::pgn::{eval, Eval};
/// assert_eq!(eval("[%eval 0.17]"), Some(Eval::Pawns(0.17)));
/// assert_eq!(eval("[%eval #-3]"), Some(Eval::Mate(-3)));
/// assert_eq!(eval("[%eval -1.05,22]"), Some(Eval::Pawns(-1.05)));
/// ```
pub fn eval(comment: &str) -> Option<Eval> {
    let args = command(comment, "eval")?;
    let value = args.split(',').next()?.trim();
    if value.len() > 16 {
        return None;
    }
    if let Some(mate) = value.strip_prefix('#') {
        let digits = mate.strip_prefix(['-', '+']).unwrap_or(mate);
        if digits.is_empty() || !digits.bytes().all(|b| b.is_ascii_digit()) {
            return None;
        }
        return mate.trim_start_matches('+').parse().ok().map(Eval::Mate);
    }
    let digits = value.strip_prefix(['-', '+']).unwrap_or(value);
    let ok = !digits.is_empty()
        && digits.bytes().all(|b| b.is_ascii_digit() || b == b'.')
        && digits.bytes().filter(|&b| b == b'.').count() <= 1
        && digits != ".";
    if !ok {
        return None;
    }
    value.parse::<f64>().ok().map(Eval::Pawns)
}

/// The symbol of the common NAGs 1 to 6 (`!`, `?`, `!!`, `??`, `!?`, `?!`).
pub fn nag_symbol(nag: u8) -> Option<&'static str> {
    Some(match nag {
        1 => "!",
        2 => "?",
        3 => "!!",
        4 => "??",
        5 => "!?",
        6 => "?!",
        _ => return None,
    })
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn pgn_commands_in_comments() {
        assert_eq!(clock("[%clk 0:00:07.5]"), Some(7.5));
        assert_eq!(clock("[%clk 12:34]"), Some(754.0));
        assert_eq!(clock("[%clk 1:2:3:4]"), None);
        assert_eq!(clock("[%clk ]"), None);
        assert_eq!(clock("[%clk 1.5:00]"), None);
        assert_eq!(clock("[%clk"), None);
        assert_eq!(clock("[%eval 0.1] [%clk 0:01:00]"), Some(60.0));
        assert_eq!(eval("[%eval 2]"), Some(Eval::Pawns(2.0)));
        assert_eq!(eval("[%eval #4]"), Some(Eval::Mate(4)));
        assert_eq!(eval("[%eval #]"), None);
        assert_eq!(eval("[%eval x]"), None);
        assert_eq!(eval("[%eval 1.2.3]"), None);
        assert_eq!(eval("[%evalx 1]"), None);
        assert_eq!(command("[%csl Ga1,Rb2][%cal Ge2e4]", "cal"), Some("Ge2e4"));
    }
}
