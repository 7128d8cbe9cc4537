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

function isBlank(line) {
  for (const c of line) if (c !== SPACE && c !== TAB && c !== CR && c !== NL) return false;
  return true;
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
 */
export async function* games(chunks, { at = 0, from = 0, to = Infinity } = {}) {
  let carry = null; // the start of a line not yet ended
  let offset = at; // where `carry` (or the next chunk) starts
  let skipping = at > 0; // inside the partial line a mid-file stream starts with
  let tagBefore = false;
  let current = -1; // offset of the game being collected, -1 for none
  let parts = [];

  function* line(bytes, start) {
    if (!isBlank(bytes)) {
      const tag = bytes[0] === BRACKET;
      if (tag && !tagBefore) {
        if (current >= 0) yield { offset: current, bytes: Buffer.concat(parts) };
        parts = [];
        current = start >= from && start < to ? start : -1;
        if (start >= to) return true;
      }
      tagBefore = tag;
    }
    if (current >= 0) parts.push(bytes);
    return false;
  }

  for await (let chunk of chunks) {
    if (offset === 0 && chunk[0] === 0xef && chunk[1] === 0xbb && chunk[2] === 0xbf) {
      chunk = chunk.subarray(3); // a byte-order mark
      offset = 3;
    }
    let buf = carry ? Buffer.concat([carry, chunk]) : chunk;
    let start = 0;
    for (let nl = buf.indexOf(NL); nl !== -1; nl = buf.indexOf(NL, start)) {
      if (skipping) skipping = false;
      else if (yield* line(buf.subarray(start, nl + 1), offset + start)) return;
      start = nl + 1;
    }
    carry = start < buf.length ? Buffer.from(buf.subarray(start)) : null;
    offset += start;
  }
  if (carry && !skipping && (yield* line(carry, offset))) return;
  if (current >= 0) yield { offset: current, bytes: Buffer.concat(parts) };
}
