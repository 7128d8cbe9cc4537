//! PGN records found by reading them side by side with python-chess: each test is a record
//! this reader or writer once got wrong.

use chess_arbiter::pgn::{self, PgnGame};

fn one(text: &str) -> PgnGame {
    let mut games = pgn::parse(text).unwrap_or_else(|e| panic!("{text:?}: {e}"));
    assert_eq!(games.len(), 1, "{text:?}: {games:?}");
    games.remove(0)
}

#[test]
fn lines_ended_by_a_carriage_return_alone_end_a_semicolon_comment() {
    // Old Mac files end lines with '\r' alone: the `;` comment ends with its line, the moves
    // after it are moves (they were read as the rest of the comment).
    let g = one("[Event \"a\"]\r[Site \"b\"]\r\r1. e4 ; best\re5 2. Nf3 *\r");
    assert_eq!(g.tag("Site"), Some("b"));
    assert_eq!(g.mainline_san(), ["e4", "e5", "Nf3"]);
    assert_eq!(g.mainline().next().unwrap().comments_after(), ["best"]);
    // An escape line too.
    let g = one("1. e4\r% a note\re5 *\r");
    assert_eq!(g.mainline_san(), ["e4", "e5"]);
    // CRLF as before: the '\r' is not part of the comment.
    let g = one("1. e4 ; best\r\ne5 *\r\n");
    assert_eq!(g.mainline().next().unwrap().comments_after(), ["best"]);
    assert_eq!(g.mainline_san(), ["e4", "e5"]);
}

#[test]
fn a_game_of_tags_alone_is_not_merged_into_the_next() {
    // A game with tags and no movetext (a forfeit, a bye), then the next game: two games,
    // not one with two Event tags and the second game's moves.
    let text = "[Event \"a\"]\n[Result \"1-0\"]\n\n[Event \"b\"]\n[Result \"0-1\"]\n\n1. e4 0-1\n";
    let games = pgn::parse(text).unwrap();
    assert_eq!(games.len(), 2, "{games:?}");
    assert_eq!(games[0].tags.len(), 2);
    assert_eq!(games[0].tag("Result"), Some("1-0"));
    assert!(games[0].root.is_empty() && games[0].result.is_none());
    assert_eq!(games[1].tag("Event"), Some("b"));
    assert_eq!(games[1].mainline_san(), ["e4"]);
    assert_eq!(pgn::parse(&pgn::write_all(&games)).unwrap().len(), 2);
    // Tags of one game spread over lines with blank lines between them stay one game.
    let g = one("[Event \"a\"]\n\n[Site \"b\"]\n\n1. e4 *");
    assert_eq!(g.tags.len(), 2);
    // Without a blank line too; an EventDate is not the next game's Event.
    let games = pgn::parse("[Event \"a\"]\n[Event \"b\"]\n[EventDate \"?\"]\n1. e4 *").unwrap();
    assert_eq!(games.len(), 2);
    assert_eq!(games[1].tags.len(), 2);
}
