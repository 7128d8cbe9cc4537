// Characters as the Rust reader's lexer (src/pgn/lexer) takes them, for the splitter
// (split.js): which bytes continue a symbol, which characters are blank space, invisible, an
// annotation glyph, a piece's figure, and the results and castlings written with typographic
// dashes that it reads as written with hyphens; and how two chunks of bytes are joined.

/**
 * Byte classes: 1 ASCII blank space but the newline (and Ctrl-Z, which ends a file written under
 * DOS, and NUL, which pads a file written in blocks: the lexer passes over them, and after a
 * result they are no next game), 2 a byte that continues a symbol.
 */
export const CLASS = new Uint8Array(256);
for (const c of [0x20, 0x09, 0x0d, 0x0b, 0x0c, 0x1a, 0x00]) CLASS[c] = 1;
for (let c = 0; c < 128; c++) if (/[A-Za-z0-9_+#=:\-/]/.test(String.fromCharCode(c))) CLASS[c] = 2;
export const isLetter = (c) => (c | 0x20) >= 0x61 && (c | 0x20) <= 0x7a;
export const isDigit = (c) => c >= 0x30 && c <= 0x39;
export const isAlnum = (c) => isLetter(c) || isDigit(c);
/** A chess piece's figure (U+2654 to U+265F) at buf[k]: figurine notation, part of a symbol. */
export const isFigure = (buf, k) => buf[k] === 0xe2 && buf[k + 1] === 0x99 && buf[k + 2] >= 0x94 && buf[k + 2] <= 0x9f;
/** ASCII blank space as the reader's recovery sees it (`u8::is_ascii_whitespace`: no vertical tab). */
export const isSpace = (c) => c === 0x20 || c === 0x09 || c === 0x0a || c === 0x0c || c === 0x0d;
export const isSign = (b) => b === 0x2b || b === 0x2d || b === 0x3d || b === 0x2f; // + - = /

// The annotations the reader knows (src/pgn/glyphs.rs): another run of `!?` or `+-=/` is an
// error. Glyphs beyond ASCII, as code points (a longer one before one it starts with).
export const ANNOTATIONS = new Set(['!', '?', '!!', '??', '!?', '?!', '=', '+=', '+/=', '=+', '=/+', '+/-', '-/+', '+-', '-+']);
/**
 * The length of an evaluation glued to the symbol buf[k, i) (`e4+-`: 2), which the lexer reads
 * as its own token (src/pgn/glyphs.rs, glued_evaluation): a two- or three-character annotation
 * after a letter, a digit or a check mark; 0 for none.
 */
export function gluedEvaluation(buf, k, i) {
  // Every move is read through here: most end in a digit or a letter, and are done.
  if (buf[i - 1] !== 0x2b && buf[i - 1] !== 0x2d && buf[i - 1] !== 0x3d) return 0;
  for (const n of [3, 2]) {
    const c = buf[i - n - 1];
    if (i - n > k && ANNOTATIONS.has(String.fromCharCode(...buf.subarray(i - n, i))) && (isAlnum(c) || c === 0x2b || c === 0x23)
      && !gluedEvaluation(buf, k, i - n)) return n; // not after another (src/pgn/glyphs.rs)
  }
  return 0;
}
// The results a check or mate mark may have glued to it or stand before (src/pgn/glyphs.rs), the
// long draw before the short one it ends with.
const MARKED_RESULTS = ['1-0', '0-1', '1/2-1/2', '1/2'].map((r) => [...r].map((c) => c.charCodeAt(0)));
/**
 * The length of a result glued to a check or mate mark ending the symbol buf[k, i) (`Qxf7#1-0`:
 * 3), which the lexer reads as its own token (src/pgn/glyphs.rs, glued_result); 0 for none.
 */
export function gluedResult(buf, k, i) {
  // Every move is read through here: most end in a letter or a rank, and are done.
  if (buf[i - 1] !== 0x30 && buf[i - 1] !== 0x31 && buf[i - 1] !== 0x32) return 0;
  if (buf[k] >= 0x31 && buf[k] <= 0x39) return 0; // no move starts with a digit but castling's 0-0
  for (const r of MARKED_RESULTS) {
    const at = i - r.length;
    if (at - 1 > k && (buf[at - 1] === 0x2b || buf[at - 1] === 0x23) && r.every((b, j) => buf[at + j] === b)) return r.length;
  }
  return 0;
}
/**
 * Whether a check or mate mark standing alone ends at buf[i] (src/pgn/lexer, detached_check_mark):
 * no symbol goes on from it, or a result does (`#1-0`). The caller has the 8 bytes after it, or all.
 */
export function markEnds(buf, i) {
  const ends = (j) => CLASS[buf[j]] !== 2;
  return ends(i) || MARKED_RESULTS.some((r) => r.every((b, j) => buf[i + j] === b) && ends(i + r.length));
}
export const GLYPHS = [[0x2026], [0x203c], [0x2047], [0x2048], [0x2049], [0x25a1], [0x221e], [0x2a72], [0x2a71], [0xb1], [0x2213], [0x2212, 0x2b], [0x2a00],
  [0x2191, 0x2191], [0x27f3], [0x2191], [0x2192], [0x21c6], [0x21c4], [0x2295], [0x2206], [0x394], [0x2207], [0x2313]];
/** Blank space beyond ASCII (`char::is_whitespace`), and the invisible characters the lexer skips. */
export const isBlank = (cp) => cp === 0x85 || cp === 0xa0 || cp === 0x1680 || (cp >= 0x2000 && cp <= 0x200a)
  || cp === 0x2028 || cp === 0x2029 || cp === 0x202f || cp === 0x205f || cp === 0x3000;
export const INVISIBLE = new Set([0xfeff, 0x200b, 0x2060, 0xad]);

/**
 * The character at buf[k], `[codePoint, length]`; a byte that starts no UTF-8 sequence is read
 * as windows-1252 reads it (the audit reads a game that is not UTF-8 so).
 */
export function charAt(buf, k) {
  const b = buf[k];
  if (b < 0x80) return [b, 1];
  const need = b >= 0xf5 ? 0 : b >= 0xf0 ? 3 : b >= 0xe0 ? 2 : b >= 0xc2 ? 1 : 0;
  const single = [b === 0x85 ? 0x2026 : b < 0xa0 ? 0xfffd : b, 1]; // windows-1252's … and Latin-1
  let cp = b & (0x3f >> need);
  for (let i = 1; i <= need; i++) {
    if (k + i >= buf.length || (buf[k + i] & 0xc0) !== 0x80) return single;
    cp = (cp << 6) | (buf[k + i] & 63);
  }
  return need ? [cp, need + 1] : single;
}

/** The length in bytes of the glyph (code points) at buf[k], 0 if it is not there. */
export function glyphAt(buf, k, glyph) {
  let at = k;
  for (const cp of glyph) {
    const [c, len] = at < buf.length ? charAt(buf, at) : [-1, 0];
    if (c !== cp) return 0;
    at += len;
  }
  return at - k;
}

/** The results `dashed` reads (`h` for `½`), and the castlings, either without a check mark or with one. */
const RESULTS = ['1-0', '0-1', 'h-h', '1/2-1/2', '1/2'];
const CASTLINGS = ['O-O', '0-0', 'O-O-O', '0-0-0'];

/**
 * A result or a castling written with typographic dashes (U+2010 to U+2015 and the minus sign
 * U+2212: `1–0`, `½–½`, `O–O–O+`) at buf[k], `½-½`, `1/2`, a result with a colon (`1:0`), and a
 * result with blank space around its dash (`1 - 0`) or decimal halves (`0.5-0.5`), as the reader
 * reads them (src/pgn/lexer/dashes.rs: the whole run of symbol bytes, dashes and `½` from k is one
 * of them): `[length, isResult]`, or null.
 */
export function dashed(buf, k) {
  const dash = (i) => buf[i] === 0xe2 && ((buf[i + 1] === 0x80 && buf[i + 2] >= 0x90 && buf[i + 2] <= 0x95) || (buf[i + 1] === 0x88 && buf[i + 2] === 0x92));
  let [text, i, typographic, colon, spaced] = ['', k, false, false, false];
  while (text.length <= 8) {
    const gap = spacedDash(buf, i, text, dash);
    if (gap) [text, i, spaced] = [`${text}-`, i + gap, true];
    else if (buf[i] === 0x2e || buf[i] === 0x2c) {
      // `0.5`, `0,5`: a half written as a decimal, the 0 a half of its own.
      if ((text !== '0' && text !== 'h-0') || buf[i + 1] !== 0x35) break;
      [text, i, spaced] = [`${text.slice(0, -1)}h`, i + 2, true];
    } else if (dash(i)) [text, i, typographic] = [`${text}-`, i + 3, true];
    else if (buf[i] === 0x3a) [text, i, colon] = [`${text}-`, i + 1, true];
    else if (buf[i] === 0xc2 && buf[i + 1] === 0xbd) [text, i] = [`${text}h`, i + 2];
    else if (CLASS[buf[i]] === 2) [text, i] = [text + String.fromCharCode(buf[i]), i + 1];
    else break;
  }
  const result = RESULTS.includes(text);
  const castling = !colon && !spaced && (CASTLINGS.includes(text) || (/[+#]$/.test(text) && CASTLINGS.includes(text.slice(0, -1))));
  // `½-½` with a hyphen too, as printed scoresheets write the draw, and `1/2` as typed records shorten it.
  return (typographic || colon || spaced || text === 'h-h' || text === '1/2') && (result || castling) ? [i - k, result] : null;
}

/**
 * Blank space around a result's dash (`1 - 0`, `1 -0`), after a first half (`text`: `1`, `0`,
 * `h` for `½`, `1/2`) that ends at buf[i]: one to three spaces or tabs on a side, a dash (a
 * hyphen, a typographic dash, a colon), and a second half's first byte after them; the bytes from
 * i to that half, or 0 (src/pgn/lexer/dashes.rs, spaced_dash).
 */
function spacedDash(buf, i, text, dash) {
  if (!['1', '0', 'h', '1/2'].includes(text)) return 0;
  const blanks = (j) => {
    let n = 0;
    while (buf[j + n] === 0x20 || buf[j + n] === 0x09) n++;
    return n;
  };
  const before = blanks(i);
  const at = i + before;
  const length = buf[at] === 0x2d || buf[at] === 0x3a ? 1 : dash(at) ? 3 : 0;
  if (!length || before > 3) return 0;
  const after = blanks(at + length);
  const second = at + length + after;
  const half = buf[second] === 0x30 || buf[second] === 0x31 || (buf[second] === 0xc2 && buf[second + 1] === 0xbd);
  return before + after > 0 && after <= 3 && half ? second - i : 0;
}

/**
 * The length of the en passant marker standing alone at buf[k] (`e.p.`, `ep.`, `e.p`, `ep`), or 0
 * when a symbol byte other than a check mark follows; a period after `e.p` or `ep` is the marker's
 * whatever follows it (src/pgn/lexer: en_passant_marker).
 */
export function enPassantMarker(buf, k) {
  for (const marker of [[0x65, 0x2e, 0x70], [0x65, 0x70]]) {
    if (!marker.every((b, j) => buf[k + j] === b)) continue;
    const next = buf[k + marker.length];
    if (next === 0x2e) return marker.length + 1;
    if (CLASS[next] !== 2 || next === 0x2b || next === 0x23) return marker.length;
  }
  return 0;
}

/** Whether buf[start, end) is a tag pair alone: `[`, a letter, ..., `"]`, blank space after. */
export function isTagLine(buf, start, end) {
  while (end > start && isSpace(buf[end - 1])) end--;
  return end - start >= 4 && buf[start] === 0x5b && isLetter(buf[start + 1]) && buf[end - 2] === 0x22 && buf[end - 1] === 0x5d;
}

export const isBlankLine = (buf, start, end) => buf.subarray(start, end).every(isSpace);
/** Whether the digits buf[start, end) are `0000`, UCI's null move: a move to the reader, not a move number. */
export const isNullMove = (buf, start, end) => end - start === 4 && buf.subarray(start, end).every((b) => b === 0x30);

/** Whether the tag pair at buf[k] is an Event's, `[Event ` (Reader::read_tags starts a game there when its game has one). */
export const isEvent = (buf, k) => [0x5b, 0x45, 0x76, 0x65, 0x6e, 0x74, 0x20].every((b, j) => buf[k + j] === b);

/**
 * Whether buf[k] on is `]` and blank space to the end of its line (a backslash before it ends a
 * tag value: src/pgn/lexer/text.rs, ends_tag_line); null when the bytes end before the line.
 */
export function endsTagLine(buf, k, final) {
  let end = buf.indexOf(0x0a, k);
  if (end === -1 && !final) return null;
  if (end === -1) end = buf.length;
  while (k < end && isSpace(buf[k])) k++;
  while (end > k && isSpace(buf[end - 1])) end--;
  return end - k === 1 && buf[k] === 0x5d;
}

/**
 * Where the words after a result end, from buf[k] on its line (`1-0 White wins`, which the
 * reader keeps as a comment: src/pgn/lexer/text.rs, words_after_result): at the line's end or a
 * comment after them; -1 for none (a letter, `(` or `-` starts them; beyond ASCII, a letter
 * whose UTF-8 lead byte is C3-DF or E4-ED, U+00C0 to U+07FF and U+4000 to U+D7FF), null when
 * the bytes end before it is known.
 */
export function wordsAfterResult(buf, k, final, maxLength) {
  const n = buf.length;
  while (k < n && (buf[k] === 0x20 || buf[k] === 0x09)) k++;
  if (k + 4 > n && !final) return null; // its first character whole
  if (k >= n) return -1;
  const [c] = charAt(buf, k);
  if (!(isLetter(c) || c === 0x28 || c === 0x2d || (c >= 0xc0 && c <= 0x7ff) || (c >= 0x4000 && c <= 0xd7ff))) return -1;
  let end = k;
  while (end < n && buf[end] !== 0x0a && buf[end] !== 0x0d && buf[end] !== 0x7b && buf[end] !== 0x7d && buf[end] !== 0x3b) end++;
  if (end === n && !final) return null;
  return end - k <= maxLength ? end : -1;
}

/**
 * Where a tag value in a word processor's quotation marks at buf[k] ends (`“Casual”`,
 * `„Casual“`: src/pgn/lexer/text.rs, curly_string): after the first `”` or `“` on its line;
 * -1 when none starts there or it is not closed on its line, null when the bytes end first.
 */
export function curlyStringEnd(buf, k, final, maxLength) {
  const quote = (i, a, b) => buf[i] === 0xe2 && buf[i + 1] === 0x80 && (buf[i + 2] === a || buf[i + 2] === b);
  if (!quote(k, 0x9c, 0x9e)) return -1;
  for (let i = k + 3; i + 2 < buf.length; i++) {
    if (buf[i] === 0x0a) return -1;
    if (quote(i, 0x9d, 0x9c)) return i - k - 3 > maxLength ? -1 : i + 3;
  }
  return final ? -1 : null;
}

/** Two byte arrays as one (the splitter's buffer and the chunk after it). */
export function concat(a, b) {
  const out = new Uint8Array(a.length + b.length);
  out.set(a, 0);
  out.set(b, a.length);
  return out;
}
