//! The dead-position analysis gives the same answers as it did before its search kept its
//! memory between calls and tested checks without playing the moves: every verdict of
//! tests/data/can-mate-verdicts.txt (positions of the 100k samples, each game's last one and
//! every 16th ply, for both sides) was written by the analysis as it was then
//! (`cargo run --release --example can_mate_probe -- --verdicts`). The list was rewritten twice
//! since: when the search's first iterations were shortened, and when it stopped visiting the
//! moves that reach its horizon without a check (which can never mate there). Each time one
//! Unknown became a Yes, and nothing else changed; the list now holds no Unknown.

use chess_arbiter::{can_mate, Color, Position, Verdict};

#[test]
fn can_mate_answers_as_recorded() {
    let list = include_str!("data/can-mate-verdicts.txt");
    let mut checked = 0;
    let mut seen = [0; 3];
    for line in list.lines() {
        let fields: Vec<&str> = line.split(';').collect();
        let [fen, side, verdict] = fields[..] else {
            panic!("bad line {line:?}");
        };
        let pos = Position::from_fen(fen).unwrap();
        let color = if side == "White" {
            Color::White
        } else {
            Color::Black
        };
        let expected = match verdict {
            "Yes" => Verdict::Yes,
            "No" => Verdict::No,
            _ => Verdict::Unknown,
        };
        seen[expected as usize] += 1;
        // Twice: the second call is answered from the last answer kept for the side.
        assert_eq!(can_mate(&pos, color), expected, "{line}");
        assert_eq!(can_mate(&pos, color), expected, "{line} (again)");
        checked += 1;
    }
    assert_eq!(checked, 1722);
    assert!(
        seen[Verdict::Yes as usize] > 0 && seen[Verdict::No as usize] > 0,
        "both answers occur: {seen:?}"
    );
}
