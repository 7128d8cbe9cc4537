// Cutting a stream of PGN text into pieces of whole games, for the wasm reader to parse piece
// by piece in constant memory. The cuts need not fall between every two games (the reader
// splits a piece into its games itself): only never inside one. A cut is made at a line that
// opens with `[` when the last non-blank line before it was not a tag line and no brace
// comment is open, the rule the Rust reader follows for a game without a result.
//
// Works on strings (decoded chunks), so that the same code serves Node and browsers.

/** Text collected before a piece is handed over at the next cut (characters). */
export const PIECE = 256 * 1024;

/**
 * The bytes at the end of `bytes` that begin a UTF-8 sequence they do not complete: what a
 * streaming decoder holds back for the next chunk.
 */
function unfinished(bytes) {
  for (let i = bytes.length - 1; i >= Math.max(0, bytes.length - 3); i--) {
    const b = bytes[i];
    if ((b & 0xc0) === 0x80) continue; // a continuation byte: the sequence began before it
    const length = b >= 0xf0 ? 4 : b >= 0xe0 ? 3 : b >= 0xc0 ? 2 : 1;
    return bytes.length - i < length ? bytes.subarray(i) : bytes.subarray(0, 0);
  }
  return bytes.subarray(0, 0);
}

/**
 * The text chunks of a source: a string, a web ReadableStream, or an (async) iterable of
 * Uint8Array or string chunks (a Node Readable is one). Bytes are UTF-8; from the first chunk
 * that is not, they are read as Latin-1 (windows-1252), as older files are written. A chunk of
 * another type is refused with the error `invalid` makes of the message.
 */
export async function* textChunks(source, invalid = (message) => new TypeError(message)) {
  if (typeof source === 'string') {
    yield source;
    return;
  }
  let utf8 = new TextDecoder('utf-8', { fatal: true, ignoreBOM: false });
  let latin1 = null;
  let held = new Uint8Array(0); // what the UTF-8 decoder holds back of the last chunk
  const decode = (bytes, stream) => {
    if (!latin1) {
      try {
        const text = utf8.decode(bytes, { stream });
        held = unfinished(bytes);
        return text;
      } catch {
        latin1 = new TextDecoder('latin1');
        // The bytes the UTF-8 decoder held back (a Latin-1 'é' ending the last chunk) are text too.
        const both = new Uint8Array(held.length + bytes.length);
        both.set(held);
        both.set(bytes, held.length);
        bytes = both;
      }
    }
    return latin1.decode(bytes, { stream });
  };
  for await (const chunk of iterate(source)) {
    if (typeof chunk === 'string') yield chunk;
    else if (chunk instanceof Uint8Array) yield decode(chunk, true);
    else if (chunk instanceof ArrayBuffer) yield decode(new Uint8Array(chunk), true);
    else throw invalid(`a PGN stream's chunks must be strings or Uint8Arrays, got ${chunk === null ? 'null' : typeof chunk}`);
  }
  const rest = latin1 ? latin1.decode() : utf8.decode();
  if (rest) yield rest;
}

/** The chunks of a ReadableStream (through its reader: not every browser iterates one) or an iterable. */
async function* iterate(source) {
  if (typeof source?.getReader === 'function') {
    const reader = source.getReader();
    try {
      for (;;) {
        const { done, value } = await reader.read();
        if (done) return;
        yield value;
      }
    } finally {
      reader.releaseLock();
    }
  }
  yield* source;
}

/**
 * The pieces of a text stream: `{ text, line }`, `line` the number (from 1) of the piece's first
 * line in the whole. Every piece but the last ends at a cut; pieces hold whole lines.
 */
export async function* pieces(chunks, size = PIECE) {
  let carry = ''; // the start of a line not yet ended
  let piece = []; // lines of the current piece
  let length = 0;
  let line = 1; // the number of the piece's first line
  let lines = 0; // lines in the piece
  let tagBefore = false; // the last non-blank line was a tag pair
  let inBrace = false; // a brace comment is open
  let first = true;

  // Reads one line's comment state; says whether a cut may be made before it.
  const cutBefore = (text) => {
    if (inBrace) {
      scan(text, 0);
      return false;
    }
    const c = text.charCodeAt(0);
    if (c === 0x5b /* [ */) {
      const cut = !tagBefore;
      tagBefore = true;
      return cut;
    }
    if (c === 0x25 /* % */) return false; // an escape line: nothing in it counts
    if (!/^\s*$/.test(text)) {
      tagBefore = false;
      scan(text, 0);
    }
    return false;
  };
  // Follows braces through a line: `{` opens a comment (unless a `;` comment took the rest of
  // the line), `}` closes it.
  const scan = (text, from) => {
    let i = from;
    for (;;) {
      if (inBrace) {
        const close = text.indexOf('}', i);
        if (close < 0) return;
        inBrace = false;
        i = close + 1;
      } else {
        const open = text.indexOf('{', i);
        const semi = text.indexOf(';', i);
        if (open < 0 || (semi >= 0 && semi < open)) return;
        inBrace = true;
        i = open + 1;
      }
    }
  };

  function* take(text) {
    if (cutBefore(text) && length >= size) {
      yield { text: piece.join(''), line };
      line += lines;
      piece = [];
      length = 0;
      lines = 0;
    }
    piece.push(text);
    length += text.length;
    lines += 1;
  }

  for await (let chunk of chunks) {
    if (first && chunk.length > 0) {
      if (chunk.charCodeAt(0) === 0xfeff) chunk = chunk.slice(1); // a byte-order mark
      first = false;
    }
    let text = carry ? carry + chunk : chunk;
    let start = 0;
    for (let nl = text.indexOf('\n'); nl !== -1; nl = text.indexOf('\n', start)) {
      yield* take(text.slice(start, nl + 1));
      start = nl + 1;
    }
    carry = text.slice(start);
  }
  if (carry) yield* take(carry);
  if (length > 0) yield { text: piece.join(''), line };
}
