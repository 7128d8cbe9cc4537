//! The audit's test files' ways to audit a record and read its report (included through
//! `#[path]` by tests/audit.rs, tests/audit_endings.rs and tests/audit_probe.rs).

#![allow(dead_code)] // not every test file uses every helper

use chess_arbiter::audit::{audit_pgn, audit_record, Event, EventKind, Record, Report};

/// The report of the one game of a PGN text.
pub fn audit(pgn: &str) -> Report {
    let mut reports = audit_pgn(pgn);
    assert_eq!(reports.len(), 1, "one game in {pgn}");
    reports.remove(0).expect("a readable record")
}

/// The report of a record given as moves (SAN, separated by spaces) from `fen`, with `tags`.
pub fn moves(fen: Option<&str>, sans: &str, tags: &[(&str, &str)]) -> Report {
    audit_record(&Record {
        fen: fen.map(str::to_string),
        moves: sans.split_whitespace().map(str::to_string).collect(),
        tags: tags
            .iter()
            .map(|(n, v)| (n.to_string(), v.to_string()))
            .collect(),
    })
    .expect("a start position")
}

/// The code of an illegal or unreadable move's cause.
pub fn cause(event: &Event) -> Option<&'static str> {
    event.irregularity.as_ref().map(|i| i.code())
}

/// Each event's kind and ply.
pub fn kinds(report: &Report) -> Vec<(EventKind, usize)> {
    report.events.iter().map(|e| (e.kind, e.ply)).collect()
}
