//! PGN, whole files: any bytes are read without a panic (strictly, leniently and under tight
//! limits), every error names its game and line; each game read writes back to text that
//! reads as the same moves, comments and variations (and writes the same again); a game whose
//! main line replays becomes a `Game` whose own PGN imports back to the same game; a game whose
//! every line plays is written in standard SAN and reads back the same.
#![no_main]

use chess_arbiter::pgn::{self, Limits, MoveTree, PgnError};
use chess_arbiter::Game;
use libfuzzer_sys::fuzz_target;

fn check_error(e: &PgnError) {
    let shown = e.to_string();
    assert!(!shown.is_empty());
    if e.game > 0 && e.line > 0 {
        let place = if e.column > 0 {
            format!("game {}, line {}, column {}: ", e.game, e.line, e.column)
        } else {
            format!("game {}, line {}: ", e.game, e.line)
        };
        assert!(shown.starts_with(&place), "{shown}");
    }
    assert!(!e.token.chars().any(char::is_control), "{shown}");
}

/// Whether a comment of the game holds a '}'.
fn has_closing_brace(g: &chess_arbiter::PgnGame) -> bool {
    let tree = &g.root;
    let mut stack = vec![MoveTree::ROOT];
    let mut found = g.comments.iter().any(|c| c.contains('}'));
    while let Some(id) = stack.pop() {
        stack.extend(tree.children(id));
        if let Some(node) = tree.get(id) {
            found |= node
                .comments_before()
                .iter()
                .chain(node.comments_after())
                .any(|c| c.contains('}'));
        }
    }
    found
}

fn check_game(g: &chess_arbiter::PgnGame) {
    let written = pgn::write(g);
    let back = pgn::parse_one(&written).unwrap_or_else(|e| panic!("{e}\n{written}"));
    if has_closing_brace(g) {
        // A `;` comment may hold a '}', which a `{...}` comment cannot: the writer makes it
        // a ')' (documented in writer.rs), so only the moves are compared.
        assert_eq!(back.root.len(), g.root.len(), "{written}");
        assert_eq!(back.mainline_san(), g.mainline_san(), "{written}");
    } else {
        assert_eq!(back.root, g.root, "{written}");
        assert_eq!(back.comments, g.comments, "{written}");
    }
    assert_eq!(pgn::write(&back), written);
    let replay = g.replay();
    assert_eq!(
        back.replay().map_err(|e| e.kind),
        replay.clone().map_err(|e| e.kind),
        "{written}"
    );
    // Checked on the board, the tree is written in standard SAN and reads back the same.
    // `check` plays every line and `replay` only the main one, so a variation that does not
    // play (`1. e4 (1. Ke5)`) fails the first alone.
    let mut checked = g.clone();
    let every_line_plays = checked.check().is_ok();
    assert!(!every_line_plays || replay.is_ok(), "{written}");
    if every_line_plays && !has_closing_brace(g) {
        let text = pgn::write(&checked);
        let mut again = pgn::parse_one(&text).unwrap_or_else(|e| panic!("{e}\n{text}"));
        assert_eq!(again.root, checked.root, "{text}");
        again.check().unwrap_or_else(|e| panic!("{e}\n{text}"));
        assert_eq!(again.root, checked.root, "{text}");
    }
    match replay {
        Ok((pos, moves)) => {
            assert_eq!(moves.len(), g.plies());
            let game = Game::from_pgn_game(g).unwrap_or_else(|e| panic!("{e}\n{written}"));
            assert_eq!(game.history(), moves.as_slice());
            assert_eq!(game.position(), &pos);
            let exported = game.pgn();
            let again = Game::from_pgn(&exported).unwrap_or_else(|e| panic!("{e}\n{exported}"));
            assert_eq!(again.start_position(), game.start_position(), "{exported}");
            assert_eq!(again.history(), game.history(), "{exported}");
            assert_eq!(again.outcome(), game.outcome(), "{exported}");
            assert_eq!(again.is_chess960(), game.is_chess960(), "{exported}");
        }
        Err(e) => check_error(&e),
    }
}

fuzz_target!(|data: &[u8]| {
    match pgn::parse_bytes(data) {
        Ok(games) => {
            for g in games.iter().take(8) {
                check_game(g);
            }
        }
        Err(e) => check_error(&e),
    }
    let text = String::from_utf8_lossy(data);
    for r in pgn::games_lenient(&text, &Limits::default())
        .unwrap()
        .take(16)
    {
        if let Err(e) = r {
            check_error(&e);
        }
    }
    let tight = Limits {
        max_input_bytes: 1 << 16,
        max_depth: 2,
        max_comment_bytes: 16,
        max_token_bytes: 8,
        max_games: 2,
    };
    if let Err(e) = pgn::parse_with(&text, &tight) {
        check_error(&e);
    }
    match Game::from_pgn(&text) {
        Ok(game) => chess_arbiter_fuzz::check_game(&game),
        Err(e) => assert!(!e.to_string().is_empty()),
    }
});
