//! "Can this side still checkmate?": dead positions (Law 5.2.2), flag fall (6.9) and
//! resignation (5.1.2), on a labelled set of positions, plus soundness checks on positions
//! reached by random play.
//!
//! Every case gives the FEN, the expected answers and why. `NotNo` marks an answer the
//! analysis may leave unknown but must never deny (a mate exists).

use chess_arbiter::dead::{can_mate_with_budget, DEFAULT_NODE_BUDGET};
use chess_arbiter::{can_mate, is_dead, is_insufficient_material, Color, Position, Setup, Verdict};

#[derive(Copy, Clone, Debug)]
enum Exp {
    Yes,
    No,
    /// A mate exists: Yes or Unknown, never No.
    NotNo,
    /// Not checked.
    Any,
}

struct Case {
    fen: &'static str,
    /// can_mate(White), can_mate(Black), is_dead.
    white: Exp,
    black: Exp,
    dead: Exp,
    why: &'static str,
}

const fn case(fen: &'static str, white: Exp, black: Exp, dead: Exp, why: &'static str) -> Case {
    Case {
        fen,
        white,
        black,
        dead,
        why,
    }
}

fn pos(fen: &str) -> Position {
    Position::from_fen(fen).unwrap_or_else(|e| panic!("{fen}: {e}"))
}

fn check(expected: Exp, got: Verdict, what: &str, c: &Case) {
    let ok = match expected {
        Exp::Yes => got == Verdict::Yes,
        Exp::No => got == Verdict::No,
        Exp::NotNo => got != Verdict::No,
        Exp::Any => true,
    };
    assert!(
        ok,
        "{what}: expected {expected:?}, got {got:?}\n  {}\n  why: {}",
        c.fen, c.why
    );
}

fn run(cases: &[Case]) {
    for c in cases {
        let p = pos(c.fen);
        check(c.white, can_mate(&p, Color::White), "can_mate(White)", c);
        check(c.black, can_mate(&p, Color::Black), "can_mate(Black)", c);
        // For is_dead, "NotNo" means: a mate exists, so never dead.
        let dead = is_dead(&p);
        match c.dead {
            Exp::NotNo => assert!(
                dead != Verdict::Yes,
                "is_dead: a mate exists, got {dead:?}\n  {}\n  why: {}",
                c.fen,
                c.why
            ),
            expected => check(expected, dead, "is_dead", c),
        }
    }
}

use Exp::{Any, No, NotNo, Yes};

// ---------------------------------------------------------------------------------------------
// Insufficient material
// ---------------------------------------------------------------------------------------------

const INSUFFICIENT: &[Case] = &[
    case(
        "8/8/4k3/8/8/4K3/8/8 w - - 0 1",
        No,
        No,
        Yes,
        "K v K: a bare king never gives check",
    ),
    case(
        "8/8/4k3/8/8/4K3/5N2/8 w - - 0 1",
        No,
        No,
        Yes,
        "K+N v K: a knight mate needs a blocker the bare king does not have",
    ),
    case(
        "8/8/4k3/2n5/8/4K3/8/8 b - - 0 1",
        No,
        No,
        Yes,
        "K v K+N, the knight on Black's side",
    ),
    case(
        "8/8/4k3/8/8/4K3/5B2/8 w - - 0 1",
        No,
        No,
        Yes,
        "K+B v K: the king always has a flight square of the other colour",
    ),
    case(
        "8/8/3k4/2b5/8/4B3/3K4/8 w - - 0 1",
        No,
        No,
        Yes,
        "K+B v K+B, both bishops on dark squares: neither bishop can ever block for the other",
    ),
    case(
        "8/8/4k3/8/8/2B1K3/5B2/8 w - - 0 1",
        No,
        No,
        Yes,
        "K+B+B v K, both bishops on dark squares (a promoted bishop): one colour only",
    ),
    case(
        "1b6/b7/4k3/8/8/8/3K1B2/4B3 b - - 0 1",
        No,
        No,
        Yes,
        "four bishops, two each, all on dark squares: still only bishops of one colour",
    ),
];

#[test]
fn law_5_2_2_dead_position_insufficient_material() {
    for c in INSUFFICIENT {
        assert!(is_insufficient_material(pos(c.fen).board()), "{}", c.fen);
    }
    run(INSUFFICIENT);
}

#[test]
fn law_5_2_2_sufficient_material_is_not_insufficient() {
    for fen in [
        "8/8/3k4/8/8/2NN4/3K4/8 w - - 0 1",  // K+N+N v K
        "8/8/3k4/3n4/8/2B5/3K4/8 w - - 0 1", // K+B v K+N
        "8/8/3k4/3n4/8/2N5/3K4/8 w - - 0 1", // K+N v K+N
        "8/8/3k4/3b4/8/4B3/3K4/8 w - - 0 1", // opposite-coloured bishops
        "8/8/3k4/8/8/2P5/3K4/8 w - - 0 1",   // a pawn
        "8/8/3k4/8/8/2R5/3K4/8 w - - 0 1",   // a rook
        "8/8/3k4/3r4/8/2N5/3K4/8 w - - 0 1", // K+N v K+R
        "8/8/3k4/8/8/2BB4/3K4/8 w - - 0 1",  // bishops on both colours
    ] {
        assert!(!is_insufficient_material(pos(fen).board()), "{fen}");
    }
}

// ---------------------------------------------------------------------------------------------
// Material where only one side, or either side with help, can mate
// ---------------------------------------------------------------------------------------------

const ONE_SIDE: &[Case] = &[
    case(
        "8/8/3k4/3q4/8/2N5/3K4/8 w - - 0 1",
        No,
        Yes,
        No,
        "K+N v K+Q: a queen can never be the blocker a knight mate needs (Lemma 5); the queen mates",
    ),
    case(
        "8/8/3k4/3r4/8/2B5/3K4/8 w - - 0 1",
        No,
        Yes,
        No,
        "K+B v K+R: a rook next to the mated king would take or block the checking bishop",
    ),
    case(
        "8/8/3k4/8/8/2R5/3K4/8 w - - 0 1",
        Yes,
        No,
        No,
        "K+R v K: White mates; a bare king never does (flag fall of White: loss)",
    ),
    case(
        "8/8/3k4/8/8/2Q5/3K4/8 b - - 0 1",
        Yes,
        No,
        No,
        "K+Q v K, Black to move",
    ),
    case(
        "8/8/3k4/8/8/2P5/3K4/8 w - - 0 1",
        Yes,
        No,
        No,
        "K+P v K: the pawn promotes",
    ),
    case(
        "8/8/3k4/3n4/8/2Q5/3K4/8 w - - 0 1",
        Yes,
        No,
        No,
        "K+Q v K+N: the knight side has no blocker it could use (only a queen)",
    ),
    case(
        "8/8/3k4/3n4/8/2QQ4/3K4/8 w - - 0 1",
        Yes,
        No,
        No,
        "K+Q+Q v K+N: any number of queens, still no blocker for the knight",
    ),
    case(
        "8/8/3k4/3b4/8/2R5/3K4/8 w - - 0 1",
        Yes,
        No,
        No,
        "K+R v K+B: the rook mates; the bishop never can against a rook",
    ),
];

#[test]
fn law_6_9_flag_fall_only_one_side_can_mate() {
    run(ONE_SIDE);
}

const HELPMATES: &[Case] = &[
    case(
        "8/8/3k4/8/8/2NN4/3K4/8 w - - 0 1",
        Yes,
        No,
        No,
        "K+N+N v K: no forced mate, but a helpmate exists (Kh8, Kg6, Ne7, Nf7#)",
    ),
    case(
        "8/8/3k4/8/8/2NN4/3K4/8 b - - 0 1",
        Yes,
        No,
        No,
        "K+N+N v K with Black to move",
    ),
    case(
        "8/8/3k4/3n4/8/2B5/3K4/8 w - - 0 1",
        Yes,
        Yes,
        No,
        "K+B v K+N: each minor piece can block for the other side's mate",
    ),
    case(
        "8/8/3k4/3r4/8/2N5/3K4/8 w - - 0 1",
        Yes,
        Yes,
        No,
        "K+N v K+R: the rook blocks the king's flight (Ka8, Rb8, Ka6, Nc7#)",
    ),
    case(
        "8/8/3k4/3b4/8/4B3/3K4/8 w - - 0 1",
        Yes,
        Yes,
        No,
        "opposite-coloured bishops: each bishop can block for the other",
    ),
    case(
        "8/8/8/4k3/8/P7/8/K1B5 w - - 0 1",
        Yes,
        No,
        No,
        "wrong bishop and rook pawn with the defending king away from a8: the pawn queens",
    ),
    case(
        "8/8/3k4/5p2/8/2B1B3/3K4/8 w - - 0 1",
        Yes,
        Yes,
        No,
        "K+B+B on one colour v K+P: the pawn can block or promote to a blocker; it can also queen",
    ),
    case(
        "8/8/3k4/8/8/2BN4/3K4/8 w - - 0 1",
        Yes,
        No,
        No,
        "K+B+N v K: a mate in the bishop's corner",
    ),
    case(
        "8/8/3k4/8/5p2/2N5/3K4/8 w - - 0 1",
        Yes,
        Yes,
        No,
        "K+N v K+P: the pawn blocks a flight square or promotes to a blocker",
    ),
    case(
        "8/8/3k4/8/5p2/2B5/3K4/8 w - - 0 1",
        Yes,
        Yes,
        No,
        "K+B v K+P: the pawn can block a flight square of the other colour",
    ),
    case(
        "8/8/3k4/3nn3/8/2N5/3K4/8 w - - 0 1",
        Yes,
        Yes,
        No,
        "K+N v K+N+N: either side's knights can block for the other",
    ),
    case(
        "8/8/3k4/3r4/8/2Q5/3K4/8 w - - 0 1",
        Yes,
        Yes,
        No,
        "K+Q v K+R: both sides have mating material",
    ),
    case(
        "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1",
        Yes,
        Yes,
        No,
        "the starting position: fool's mate and its mirror",
    ),
    case(
        "r1bq1rk1/pp2bppp/2n1pn2/3p4/2PP4/2N1PN2/PP3PPP/R2QKB1R w KQ - 0 9",
        Yes,
        Yes,
        No,
        "an ordinary middlegame (Queen's Gambit): decided in well under a millisecond",
    ),
];

#[test]
fn law_5_2_2_helpmate_possible_not_dead() {
    run(HELPMATES);
}

// ---------------------------------------------------------------------------------------------
// Mate and stalemate on the board, forced lines
// ---------------------------------------------------------------------------------------------

const ON_THE_BOARD: &[Case] = &[
    case(
        "rnb1kbnr/pppp1ppp/8/4p3/6Pq/5P2/PPPPP2P/RNBQKBNR w KQkq - 1 3",
        No,
        Yes,
        No,
        "fool's mate: Black has mated; the game is over, White can no longer mate",
    ),
    case(
        "7k/5Q2/6K1/8/8/8/8/8 b - - 0 1",
        No,
        No,
        Yes,
        "stalemate (Law 5.2.1): no move can follow, so no mate either",
    ),
    case(
        "k7/1R6/8/8/8/7K/8/7N b - - 0 1",
        No,
        No,
        Yes,
        "Black's only move is Kxb7, leaving K+N v K: dead after a forced line",
    ),
];

#[test]
fn law_5_1_1_and_5_2_1_mate_and_stalemate_on_the_board() {
    run(ON_THE_BOARD);
}

// ---------------------------------------------------------------------------------------------
// Locked pawn walls
// ---------------------------------------------------------------------------------------------

const LOCKED: &[Case] = &[
    case(
        "8/4k3/8/p1p1p1p1/P1P1P1P1/8/4K3/8 w - - 0 1",
        No,
        No,
        Yes,
        "a wall on ranks 4/5: every gap is guarded by an enemy pawn, kings cannot cross",
    ),
    case(
        "8/8/4k3/1p1p1p1p/1P1P1P1P/8/4K3/8 b - - 0 1",
        No,
        No,
        Yes,
        "the same wall shifted a file, Black to move",
    ),
    case(
        "8/2b1k3/8/p1p1p1p1/P1P1P1P1/8/2B1K3/8 w - - 0 1",
        No,
        No,
        Yes,
        "wall plus a bishop each, each on the colour of its own pawns: no bishop ever touches \
         an enemy pawn or a square an enemy pawn guards",
    ),
    case(
        "4k3/8/4p3/p2pP1p1/P2P2P1/8/8/4K3 w - - 0 1",
        No,
        No,
        Yes,
        "an uneven wall (e5/e6 ahead of the rest), no en passant right: locked",
    ),
    case(
        "8/3Bk3/8/p1p1p1p1/P1P1P1P1/8/4K3/8 b - - 0 1",
        No,
        No,
        Yes,
        "a white light-squared bishop behind Black's lines: it checks, but every square it could \
         check on has a dark flight square no white piece can ever cover",
    ),
    case(
        "8/4k3/8/p1p1p1p1/P1P1P1P1/8/4K3/7R w - - 0 1",
        Yes,
        Yes,
        No,
        "the same wall plus a white rook: sacrificed on a square a black pawn guards, it opens \
         the wall",
    ),
    case(
        "8/4k3/8/p1p1p1p1/P1P1P1P1/8/4K3/2B5 w - - 0 1",
        Yes,
        Yes,
        No,
        "a dark-squared white bishop reaches the black pawns on dark squares and can take one",
    ),
    case(
        "8/4k3/8/p1p1p1p1/P1P1P1P1/8/4K1N1/8 w - - 0 1",
        Yes,
        Yes,
        No,
        "a knight jumps the wall and attacks a black pawn",
    ),
    case(
        "8/8/6pk/p1p1p1Pp/P1P1P2P/8/4K3/8 b - - 0 1",
        No,
        No,
        Yes,
        "Black in check from the wall pawn g5 (guarded by h4): both replies, Kg7 and Kh7, lead \
         to a locked wall (proved by walking every reachable position)",
    ),
    case(
        "8/8/8/p1p1p1pk/P1P1P1P1/8/4K3/8 b - - 0 1",
        Any,
        Yes,
        No,
        "Black in check from g4, which no pawn guards: Kxg4 opens the wall and the g-pawn queens",
    ),
    case(
        "4k3/8/4p3/p2pP1p1/P2P2P1/8/8/4K3 w - d6 0 1",
        Yes,
        Any,
        NotNo,
        "Black just played d7-d5: exd6 en passant breaks the wall (without the right, dead)",
    ),
];

#[test]
fn law_5_2_2_dead_position_locked_wall() {
    run(LOCKED);
}

#[test]
fn law_5_2_2_locked_wall_broken_only_by_en_passant() {
    let with_ep = pos("4k3/8/4p3/p2pP1p1/P2P2P1/8/8/4K3 w - d6 0 1");
    let without = pos("4k3/8/4p3/p2pP1p1/P2P2P1/8/8/4K3 w - - 0 1");
    assert!(
        with_ep.ep_square().is_some(),
        "the en passant capture is legal"
    );
    assert_eq!(can_mate(&with_ep, Color::White), Verdict::Yes);
    assert_ne!(is_dead(&with_ep), Verdict::Yes);
    assert_eq!(is_dead(&without), Verdict::Yes);
}

// ---------------------------------------------------------------------------------------------
// Budgets and odd input
// ---------------------------------------------------------------------------------------------

#[test]
fn law_5_2_2_budget_zero_still_decides_material_and_never_claims_without_proof() {
    let dead = pos("8/8/4k3/8/8/4K3/5N2/8 w - - 0 1");
    assert_eq!(can_mate_with_budget(&dead, Color::White, 0), Verdict::No);
    let live = pos("8/8/3k4/8/8/2NN4/3K4/8 w - - 0 1");
    assert_ne!(can_mate_with_budget(&live, Color::White, 0), Verdict::No);
    assert_ne!(can_mate_with_budget(&live, Color::White, 1), Verdict::No);
    let start = Position::new();
    for budget in [0, 1, 10, 100] {
        for c in [Color::White, Color::Black] {
            assert_ne!(can_mate_with_budget(&start, c, budget), Verdict::No);
        }
    }
}

#[test]
fn law_5_2_2_never_panics_on_suite_positions() {
    // Positions of the move-generator suites, including impossible ones (relaxed set-up).
    let text = include_str!("data/random.perft");
    let mut seen = 0;
    for line in text.lines() {
        let Some(fen) = line.trim().strip_prefix("epd ") else {
            continue;
        };
        seen += 1;
        if seen % 40 != 0 {
            continue;
        }
        let Ok(setup) = Setup::from_fen(fen) else {
            continue;
        };
        let Ok(p) = Position::from_setup_relaxed(&setup) else {
            continue;
        };
        for c in [Color::White, Color::Black] {
            let _ = can_mate_with_budget(&p, c, 2_000);
        }
        let _ = is_insufficient_material(p.board());
    }
    assert!(seen > 100);
}

// ---------------------------------------------------------------------------------------------
// Soundness: whenever the analysis says "cannot mate", no search finds a mate
// ---------------------------------------------------------------------------------------------

#[path = "common/xorshift.rs"]
mod xorshift;
use xorshift::XorShift;

fn mated_by(p: &Position, color: Color) -> bool {
    p.turn() != color && p.is_checkmate()
}

/// Every line of at most `depth` plies (a small exhaustive helpmate search).
fn short_helpmate(p: &Position, color: Color, depth: u32, budget: &mut u32) -> bool {
    if mated_by(p, color) {
        return true;
    }
    if depth == 0 || *budget == 0 {
        return false;
    }
    *budget -= 1;
    p.legal_moves().iter().any(|&m| {
        let mut next = p.clone();
        next.play_unchecked(m);
        short_helpmate(&next, color, depth - 1, budget)
    })
}

/// Random playouts where `color` prefers checks and the other side prefers king moves and
/// moving next to its king (helping the mate).
fn random_helpmate(
    p: &Position,
    color: Color,
    rng: &mut XorShift,
    playouts: u32,
    plies: u32,
) -> bool {
    for _ in 0..playouts {
        let mut cur = p.clone();
        for _ in 0..plies {
            if mated_by(&cur, color) {
                return true;
            }
            let moves = cur.legal_moves();
            if moves.is_empty() {
                break;
            }
            let mut m = moves[rng.below(moves.len())];
            if rng.below(2) == 0 {
                let preferred: Vec<_> = moves
                    .iter()
                    .copied()
                    .filter(|&m| {
                        let mut next = cur.clone();
                        next.play_unchecked(m);
                        if cur.turn() == color {
                            next.is_check()
                        } else {
                            m.is_capture() || m.promotion().is_some()
                        }
                    })
                    .collect();
                if !preferred.is_empty() {
                    m = preferred[rng.below(preferred.len())];
                }
            }
            cur.play_unchecked(m);
        }
        if mated_by(&cur, color) {
            return true;
        }
    }
    false
}

fn assert_no_mate_found(p: &Position, color: Color, rng: &mut XorShift) {
    let mut budget = 20_000;
    assert!(
        !short_helpmate(p, color, 4, &mut budget),
        "can_mate said No, but {color:?} mates within 4 plies: {}",
        p.fen()
    );
    assert!(
        !random_helpmate(p, color, rng, 20, 80),
        "can_mate said No, but a random line mates for {color:?}: {}",
        p.fen()
    );
}

#[test]
fn law_5_2_2_soundness_on_random_games() {
    let mut rng = XorShift(0x2545_f491_4f6c_dd1d);
    let mut noes = 0;
    let mut decided = 0;
    let mut asked = 0;
    for _game in 0..150 {
        let mut p = Position::new();
        for ply in 0..300 {
            let moves = p.legal_moves();
            if moves.is_empty() {
                break;
            }
            if ply % 15 == 14 {
                for c in [Color::White, Color::Black] {
                    asked += 1;
                    match can_mate_with_budget(&p, c, DEFAULT_NODE_BUDGET / 4) {
                        Verdict::No => {
                            noes += 1;
                            decided += 1;
                            assert_no_mate_found(&p, c, &mut rng);
                        }
                        Verdict::Yes => decided += 1,
                        Verdict::Unknown => {}
                    }
                }
            }
            p.play_unchecked(moves[rng.below(moves.len())]);
        }
    }
    assert!(
        noes > 20,
        "random games reach bare kings often: {noes} of {asked}"
    );
    assert!(decided * 100 >= asked * 95, "decided {decided} of {asked}");
}

/// Random small endings: kings plus up to three random pieces; whenever the analysis says
/// "cannot", no mate may turn up.
#[test]
fn law_6_9_soundness_on_random_endings() {
    let mut rng = XorShift(0x9e37_79b9_7f4a_7c15);
    let pieces = ['P', 'N', 'B', 'R', 'Q', 'p', 'n', 'b', 'r', 'q'];
    let mut noes = 0;
    let mut tried = 0;
    while tried < 1500 {
        let mut board = [' '; 64];
        let count = 2 + rng.below(3);
        let mut placed = vec!['K', 'k'];
        for _ in 0..count - 1 {
            // Minor pieces more often: the endings where "cannot" is subtle.
            let i = rng.below(pieces.len() + 4);
            placed.push(if i >= pieces.len() {
                ['N', 'B', 'n', 'b'][i - pieces.len()]
            } else {
                pieces[i]
            });
        }
        for piece in placed {
            loop {
                let sq = rng.below(64);
                let back_rank = !(8..56).contains(&sq);
                if board[sq] == ' ' && !(back_rank && (piece == 'P' || piece == 'p')) {
                    board[sq] = piece;
                    break;
                }
            }
        }
        let mut fen = String::new();
        for rank in (0..8).rev() {
            let mut empty = 0;
            for file in 0..8 {
                let c = board[rank * 8 + file];
                if c == ' ' {
                    empty += 1;
                } else {
                    if empty > 0 {
                        fen.push_str(&empty.to_string());
                        empty = 0;
                    }
                    fen.push(c);
                }
            }
            if empty > 0 {
                fen.push_str(&empty.to_string());
            }
            if rank > 0 {
                fen.push('/');
            }
        }
        fen.push_str(if rng.below(2) == 0 {
            " w - - 0 1"
        } else {
            " b - - 0 1"
        });
        let Ok(p) = Position::from_fen(&fen) else {
            continue;
        };
        tried += 1;
        for c in [Color::White, Color::Black] {
            if can_mate_with_budget(&p, c, 5_000) == Verdict::No {
                noes += 1;
                assert_no_mate_found(&p, c, &mut rng);
            }
        }
    }
    assert!(noes > 50, "{noes}");
}
