// Splitting PGN bytes into games without parsing them, so that a file of any size streams
// through in constant memory and many machines can share one file by byte ranges.
//
// A game starts at a line that opens with `[` when the last non-blank line before it was not a
// tag line (it was movetext, or there was none). A shard owns the games that start inside its
// byte range and reads the last of them to its end past the range; it reads a little before
// its range (LOOK_BEHIND) only to know what the line before its first game was. So every game
// belongs to exactly one shard, whatever the number of shards.

const NL = 0x0a;
const CR = 0x0d;
const BRACKET = 0x5b; // [
const SPACE = 0x20;
const TAB = 0x09;

/** Bytes read before a shard's range to learn whether its first line follows a tag line. */
export const LOOK_BEHIND = 64 * 1024;

/** What the line buf[start, end) is: 0 blank, 1 a tag line (it opens with `[`), 2 anything else. */
function lineKind(buf, start, end) {
  for (let i = start; i < end; i++) {
    const c = buf[i];
    if (c !== SPACE && c !== TAB && c !== CR && c !== NL) return i === start && c === BRACKET ? 1 : 2;
  }
  return 0;
}

/** The byte range [start, end) of shard `index` (from 0) of `count` in a file of `size` bytes. */
export function shardRange(size, index, count) {
  return { start: Math.floor((size * index) / count), end: Math.floor((size * (index + 1)) / count) };
}

/**
 * The games of a byte stream as `{ offset, bytes }`, offsets counted in the whole input.
 * `chunks` yields Buffers starting at byte `at` of the input; only games starting in
 * [from, to) are yielded, the last read to its end. When `at` is not 0 the bytes up to the
 * first newline are only context (the stream may start inside a line).
 *
 * Each game is one slice of the bytes read (no copy, no object per line): the command line's
 * main thread does this for every game while the workers audit, so its cost is what keeps
 * two jobs from running twice as fast as one.
 */
export async function* games(chunks, { at = 0, from = 0, to = Infinity } = {}) {
  let buf = null; // the bytes still needed: from the game being collected, or the next line
  let base = at; // the input offset of buf[0]
  let scan = 0; // where the next line starts in buf
  let current = -1; // where the game being collected starts in buf, -1 for none
  let skipping = at > 0; // inside the partial line a mid-file stream starts with
  let tagBefore = false;
  let markUnseen = at === 0; // a byte-order mark may open the input: looked for in its first 3 bytes

  // The line buf[start, end): a game starts there when it is a tag line after something else.
  // Returns what to yield (the game it ends) and whether the range is done.
  function line(start, end) {
    const kind = lineKind(buf, start, end);
    if (kind === 0) return null;
    let ended = null;
    if (kind === 1 && !tagBefore) {
      if (current >= 0) ended = { offset: base + current, bytes: buf.subarray(current, start) };
      const offset = base + start;
      current = offset >= from && offset < to ? start : -1;
      if (offset >= to) return { ended, done: true };
    }
    tagBefore = kind === 1;
    return ended && { ended, done: false };
  }

  for await (const chunk of chunks) {
    buf = buf && buf.length ? Buffer.concat([buf, chunk]) : chunk;
    if (markUnseen) {
      if (buf.length < 3) continue;
      markUnseen = false;
      if (buf[0] === 0xef && buf[1] === 0xbb && buf[2] === 0xbf) {
        buf = buf.subarray(3);
        base += 3;
      }
    }
    for (let nl = buf.indexOf(NL, scan); nl !== -1; nl = buf.indexOf(NL, scan)) {
      const start = scan;
      scan = nl + 1;
      if (skipping) {
        skipping = false;
        continue;
      }
      const r = line(start, scan);
      if (r?.ended) yield r.ended;
      if (r?.done) return;
    }
    // Keep only what is still needed: the game being collected, or the unfinished line.
    const keep = current >= 0 ? current : scan;
    if (keep > 0) {
      buf = buf.subarray(keep);
      base += keep;
      scan -= keep;
      if (current >= 0) current = 0;
    }
  }
  if (!buf) return;
  if (scan < buf.length && !skipping) {
    const r = line(scan, buf.length);
    if (r?.ended) yield r.ended;
    if (r?.done) return;
  }
  if (current >= 0) yield { offset: base + current, bytes: buf.subarray(current) };
}
