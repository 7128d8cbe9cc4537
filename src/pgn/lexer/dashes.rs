//! Results and castlings written with typographic dashes (`1–0`, `½–½`, `O–O–O`), as records
//! copied from books, word processors and web pages have them: a word processor turns the
//! hyphen of `1-0` into an en dash as it is typed. Only these whole tokens are read so; a dash
//! anywhere else stays the error it was. And the draw as printed scoresheets write it, `½-½`,
//! the minus sign of typeset text (`1−0`), and results as German and Russian records write
//! them, with a colon (`1:0`, `½:½`). And the draw shortened to `1/2`. And results as
//! hand-typed records space them (`1 - 0`, `½ - ½`) or write the half as a decimal (`0.5-0.5`,
//! `0,5-0,5`).

/// Whether a dash from U+2010 (hyphen) to U+2015 (horizontal bar), or the minus sign U+2212,
/// starts at `at`: the en and em dashes among them, all three bytes in UTF-8 (E2 80 90 to
/// E2 80 95, E2 88 92).
fn dash(bytes: &[u8], at: usize) -> bool {
    matches!(
        bytes.get(at..at + 3),
        Some([0xE2, 0x80, 0x90..=0x95] | [0xE2, 0x88, 0x92])
    )
}

/// Up to eight bytes as one number, so that a token is told by one comparison each.
const fn key(text: &[u8]) -> u64 {
    let mut k = 0;
    let mut i = 0;
    while i < text.len() {
        k = k << 8 | text[i] as u64;
        i += 1;
    }
    k
}

/// The token at `at` as written with hyphens (`1-0`, `1/2-1/2`, `O-O-O`) when it is a result or
/// a castling with typographic dashes, and its length in bytes: the whole run of symbol bytes
/// (`symbol` tells them), dashes and `½` from `at`, a castling's check mark included.
pub(super) fn dashed(
    bytes: &[u8],
    at: usize,
    symbol: &[bool; 256],
) -> Option<(&'static str, usize)> {
    let (mut k, mut i, mut typographic, mut colon, mut spaced) = (0u64, at, false, false, false);
    while let Some(&b) = bytes.get(i) {
        let (byte, len) = if let Some(len) = spaced_dash(bytes, i, k) {
            spaced = true;
            (b'-', len)
        } else if b == b'.' || b == b',' {
            // `0.5`, `0,5`: a half written as a decimal, the 0 a half of its own.
            let lone = k == key(b"0") || k == key(b"h-0");
            if !lone || bytes.get(i + 1) != Some(&b'5') {
                break;
            }
            k >>= 8;
            spaced = true;
            (b'h', 2)
        } else if b == 0xE2 && dash(bytes, i) {
            typographic = true;
            (b'-', 3)
        } else if b == b':' {
            colon = true;
            (b'-', 1)
        } else if b == 0xC2 && bytes.get(i + 1) == Some(&0xBD) {
            (b'h', 2) // ½
        } else if symbol[b as usize] {
            (b, 1)
        } else {
            break;
        };
        if k >> 56 != 0 {
            return None;
        }
        k = k << 8 | u64::from(byte);
        i += len;
    }
    const WHITE: u64 = key(b"1-0");
    const BLACK: u64 = key(b"0-1");
    const DRAW: u64 = key(b"h-h");
    const HALVES: u64 = key(b"1/2-1/2");
    const HALF: u64 = key(b"1/2");
    const SHORT: (u64, u64) = (key(b"O-O"), key(b"0-0"));
    const LONG: (u64, u64) = (key(b"O-O-O"), key(b"0-0-0"));
    // A castling's check mark goes with it; a result has none.
    let mark = match k as u8 {
        b'+' => 1,
        b'#' => 2,
        _ => 0,
    };
    let bare = if mark > 0 { k >> 8 } else { k };
    let text = match k {
        WHITE => "1-0",
        BLACK => "0-1",
        DRAW | HALVES | HALF => "1/2-1/2",
        // A colon, blank space around the dash or a decimal half in a result only.
        _ if colon || spaced => return None,
        _ if bare == SHORT.0 || bare == SHORT.1 => ["O-O", "O-O+", "O-O#"][mark],
        _ if bare == LONG.0 || bare == LONG.1 => ["O-O-O", "O-O-O+", "O-O-O#"][mark],
        _ => return None,
    };
    // `½-½` with a hyphen too, as printed scoresheets write the draw, and `1/2` as hand-typed
    // records shorten it.
    (typographic || colon || spaced || k == DRAW || k == HALF).then_some((text, i - at))
}

/// Blank space around a result's dash, as records typed by hand have it (`1 - 0`, `1/2 - 1/2`):
/// from `at`, where a first half (`k` so far: `1`, `0`, `½`, `1/2`) ends, one to three spaces or
/// tabs, a dash (a hyphen, a typographic dash, a colon), and one to three more; with the bytes
/// from `at` to the second half's start, which must follow. Blank space on one side only is
/// read too (`1 -0`). Not across a line's end: a line that ends with a move number is no result.
fn spaced_dash(bytes: &[u8], at: usize, k: u64) -> Option<usize> {
    const HALVES: [u64; 4] = [key(b"1"), key(b"0"), key(b"h"), key(b"1/2")];
    if !HALVES.contains(&k) {
        return None;
    }
    let blanks = |from: usize| {
        let n = bytes
            .get(from..)
            .unwrap_or(&[])
            .iter()
            .take_while(|&&b| b == b' ' || b == b'\t')
            .count();
        (n <= 3).then_some(n)
    };
    let before = blanks(at)?;
    let dash_at = at + before;
    let dash_len = match bytes.get(dash_at) {
        Some(b'-' | b':') => 1,
        Some(0xE2) if dash(bytes, dash_at) => 3,
        _ => return None,
    };
    let after = blanks(dash_at + dash_len)?;
    let second = dash_at + dash_len + after;
    let half = matches!(bytes.get(second), Some(b'0' | b'1'))
        || bytes.get(second..second + 2) == Some(&[0xC2, 0xBD]);
    (before + after > 0 && half).then_some(second - at)
}
