// Splitting PGN bytes into games without parsing them, as the command line does (js/cli/split.js):
// a game starts at a line that opens with `[` when the last non-blank line before it was not a
// tag line. The bytes come in chunks (a File's stream, or a pasted text encoded once), so that a
// file of any size is read without holding it whole; each game is given with its byte offset
// and length, to read it again from the file when it is chosen.

const NL = 0x0a;
const BRACKET = 0x5b; // [

function isBlank(bytes) {
  for (const c of bytes) if (c !== 0x20 && c !== 0x09 && c !== 0x0d && c !== NL) return false;
  return true;
}

function concat(parts) {
  if (parts.length === 1) return parts[0];
  let length = 0;
  for (const p of parts) length += p.length;
  const out = new Uint8Array(length);
  let at = 0;
  for (const p of parts) {
    out.set(p, at);
    at += p.length;
  }
  return out;
}

/** The games of a stream of Uint8Array chunks, as `{ offset, bytes }`. */
export async function* splitGames(chunks) {
  let carry = null; // the start of a line not yet ended
  let offset = 0; // where `carry` (or the next chunk) starts
  let tagBefore = false;
  let current = -1; // offset of the game being collected, -1 before the first
  let parts = [];
  let filled = false; // the game being collected has a line that is not blank
  const line = (bytes, start) => {
    let done = null;
    const blank = isBlank(bytes);
    if (!blank) {
      const tag = bytes[0] === BRACKET;
      if (tag && !tagBefore) {
        if (filled) done = { offset: current, bytes: concat(parts) };
        parts = [];
        filled = false;
        current = start;
      }
      tagBefore = tag;
      filled = true;
    }
    if (current < 0) current = start; // movetext without tags is a game too
    parts.push(bytes);
    return done;
  };
  for await (let chunk of chunks) {
    if (offset === 0 && carry === null && chunk[0] === 0xef && chunk[1] === 0xbb && chunk[2] === 0xbf) {
      chunk = chunk.subarray(3); // a byte-order mark
      offset = 3;
    }
    const buf = carry ? concat([carry, chunk]) : chunk;
    let start = 0;
    for (let nl = buf.indexOf(NL); nl !== -1; nl = buf.indexOf(NL, start)) {
      const game = line(buf.subarray(start, nl + 1), offset + start);
      if (game) yield game;
      start = nl + 1;
    }
    carry = start < buf.length ? buf.slice(start) : null;
    offset += start;
  }
  if (carry) {
    const game = line(carry, offset);
    if (game) yield game;
  }
  if (filled) yield { offset: current, bytes: concat(parts) };
}

/** The chunks of a File (or Blob), read as a stream. */
export async function* fileChunks(file) {
  const reader = file.stream().getReader();
  for (;;) {
    const { done, value } = await reader.read();
    if (done) return;
    yield value;
  }
}

/** A pasted text as chunks (encoded once, in slices, so that splitting yields between them). */
export async function* textChunks(bytes, size = 256 * 1024) {
  for (let at = 0; at < bytes.length; at += size) yield bytes.subarray(at, at + size);
}
