//! The engine's principal variation bears out its score: a reported mate in `n` comes with the
//! `2n - 1` moves that mate (`2n` when it is mated), every one legal in turn, whatever the node
//! budget, depth limit or stop that cut the search short. It used to report a mate found by a
//! move that failed high in an unfinished iteration with that move alone as its line, and a
//! lower level's chosen move with a line from the table that did not mate.

use std::cell::Cell;

use chess_arbiter::engine::{Engine, Score, SearchLimits, SearchResult};
use chess_arbiter::{Move, Position};

/// Can the side to move force checkmate within `n` of its moves, whatever the defence? By
/// plain enumeration, independent of the engine.
fn mates_within(pos: &Position, n: u32) -> bool {
    let after = |p: &Position, m: Move| {
        let mut next = p.clone();
        next.play_unchecked(m);
        next
    };
    let children: Vec<Position> = pos
        .legal_moves()
        .into_iter()
        .map(|m| after(pos, m))
        .collect();
    if children.iter().any(Position::is_checkmate) {
        return true;
    }
    n > 1
        && children.iter().any(|next| {
            let replies = next.legal_moves();
            !replies.is_empty()
                && replies
                    .into_iter()
                    .all(|r| mates_within(&after(next, r), n - 1))
        })
}

/// Well-known mates, each checked by the prover to be a mate in exactly `n`.
const MATES: [(&str, u32, &str); 7] = [
    (
        "4kb1r/p2n1ppp/4q3/4p1B1/4P3/1Q6/PPP2PPP/2KR4 w k - 1 16",
        2,
        "Morphy's Opera Game: Qb8+ Nxb8 Rd8#",
    ),
    (
        "r2qkbnr/ppp2ppp/2np4/4N3/2B1P3/2N5/PPPP1PPP/R1BbK2R w KQkq - 0 6",
        2,
        "Legal's mate: Bxf7+ Ke7 Nd5#",
    ),
    ("7k/8/8/8/8/8/8/RR4K1 w - - 0 1", 2, "two rooks"),
    ("2k5/8/8/8/8/8/8/R3K2R w KQ - 0 1", 3, "castling on the way"),
    ("6k1/5p1p/6p1/8/8/8/5PPP/3QR1K1 w - - 0 1", 3, "back rank"),
    (
        "6rk/6pp/8/8/8/8/1B4PP/3Q2K1 w - - 0 1",
        3,
        "a quiet queen move, then another",
    ),
    (
        "5r1k/6pp/8/4N3/2Q5/8/6PP/6K1 w - - 0 1",
        4,
        "Philidor's legacy: Nf7+ Kg8 Nh6+ Kh8 Qg8+ Rxg8 Nf7#",
    ),
];

/// Positions of engine games where a small budget cut the search as a root move failed high
/// with a mate bound (levels 3 and 5: where a level's chosen move scored a mate): `(fen, level,
/// nodes)`, each searched with the budget as its seed.
const CUT_SHORT: [(&str, u8, u64); 5] = [
    ("8/6R1/3k4/1p3p1Q/p3p2P/4P1PB/1b6/6K1 w - - 1 51", 8, 20_000),
    ("8/6R1/2k5/1p3p2/p3p2P/4P1PB/1b6/3Q2K1 w - - 3 52", 8, 5_000),
    (
        "1r3b1k/p4Q2/8/2p1p3/4N3/P7/3B1KPP/1r3B1R w - - 1 31",
        8,
        5_000,
    ),
    ("4k3/P6Q/8/6P1/8/6P1/5PK1/8 w - - 1 60", 3, 20_000),
    ("3k4/7Q/P7/6P1/8/6P1/5PK1/8 w - - 1 59", 5, 20_000),
];

/// The line starts with the move, plays legally, and a mate score's line mates in its moves.
fn check_line(pos: &Position, result: &SearchResult, what: &str) {
    assert_eq!(result.pv.first(), result.best_move.as_ref(), "{what}");
    let mut line = pos.clone();
    for (i, &m) in result.pv.iter().enumerate() {
        line = line
            .play(m)
            .unwrap_or_else(|e| panic!("{what}: pv move {i} {m} illegal: {e:?} ({result:?})"));
    }
    if let Score::Mate(n) = result.score {
        let plies = if n > 0 { 2 * n - 1 } else { -2 * n };
        assert_eq!(result.pv.len(), plies as usize, "{what}: {result:?}");
        assert!(
            line.is_checkmate(),
            "{what}: the line does not mate: {result:?}"
        );
    }
}

/// Searched twice with fresh engines: the same result (move, score and line).
fn search_twice(pos: &Position, limits: &SearchLimits) -> SearchResult {
    let first = Engine::new().search(pos, limits);
    assert_eq!(first, Engine::new().search(pos, limits), "{limits:?}");
    first
}

#[test]
fn mate_lines_are_whole_at_every_budget_and_depth() {
    for (fen, n, name) in MATES {
        let pos = Position::from_fen(fen).unwrap();
        assert!(
            mates_within(&pos, n) && !mates_within(&pos, n - 1),
            "{name}"
        );
        for nodes in [1_000, 2_000, 3_500, 5_000, 10_000, 20_000, 100_000] {
            for depth in [None, Some(2), Some(3), Some(5), Some(8)] {
                let mut limits = SearchLimits::level(8).nodes(nodes);
                limits.max_depth = depth;
                let result = search_twice(&pos, &limits);
                check_line(
                    &pos,
                    &result,
                    &format!("{name}, {nodes} nodes, depth {depth:?}"),
                );
            }
        }
        let result = search_twice(&pos, &SearchLimits::level(8).nodes(100_000));
        assert_eq!(result.score, Score::Mate(n as i32), "{name}");
    }
}

#[test]
fn a_search_cut_short_does_not_claim_a_mate_its_line_does_not_show() {
    for (fen, level, nodes) in CUT_SHORT {
        let pos = Position::from_fen(fen).unwrap();
        let result = search_twice(&pos, &SearchLimits::level(level).nodes(nodes).seed(nodes));
        check_line(
            &pos,
            &result,
            &format!("{fen}, level {level}, {nodes} nodes"),
        );
        for budget in [2_000, 5_000, 8_000, 12_000, 20_000, 50_000] {
            for seed in 0..3 {
                let limits = SearchLimits::level(level).nodes(budget).seed(seed);
                let result = search_twice(&pos, &limits);
                check_line(&pos, &result, &format!("{fen}, {limits:?}"));
            }
        }
    }
}

#[test]
fn a_search_stopped_by_its_caller_keeps_a_whole_mate_line() {
    // The stop function is asked every 1,024 nodes: stopped after 1 to 24 polls.
    let positions = MATES
        .iter()
        .map(|m| m.0)
        .chain(CUT_SHORT.iter().map(|c| c.0));
    for fen in positions {
        let pos = Position::from_fen(fen).unwrap();
        for polls in 1..=24 {
            let asked = Cell::new(0);
            let stop = || {
                asked.set(asked.get() + 1);
                asked.get() >= polls
            };
            let limits = SearchLimits::level(8).nodes(10_000_000);
            let result = Engine::new().search_with(&pos, &limits, &stop, &mut |it| {
                check_line(&pos, it, &format!("{fen}, iteration {}", it.depth));
                true
            });
            check_line(
                &pos,
                &result,
                &format!("{fen}, stopped after {polls} polls"),
            );
        }
    }
}
