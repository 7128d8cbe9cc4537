// Cutting a stream of PGN text into pieces of whole games, for the wasm reader to parse piece
// by piece in constant memory. The cuts need not fall between every two games (the reader
// splits a piece into its games itself): only never inside one. A cut is made at a line that
// opens with `[` after movetext, outside comments and variations, where the Rust reader starts
// the next game's tags (see pieces()).
//
// Works on strings (decoded chunks), so that the same code serves Node and browsers.

/** The quotes a tag value opens with: the straight one, and a word processor's `“` and `„`. */
const QUOTE = /["“„]/g;

/** Text collected before a piece is handed over at the next cut (characters). */
export const PIECE = 256 * 1024;

/**
 * The text chunks of a source: a string, a web ReadableStream, or an (async) iterable of
 * Uint8Array or string chunks (a Node Readable is one). Bytes are UTF-8 until the first bytes
 * that are not, and from there Latin-1 (windows-1252), as older files are written: a sequence
 * cut by the end of a chunk is read when the next chunk completes it (or shows it is Latin-1).
 * `invalid(message)` is the error for a source or chunk of the wrong type.
 */
export async function* textChunks(source, invalid = (message) => new TypeError(message)) {
  if (typeof source === 'string') {
    yield source;
    return;
  }
  // The byte-order mark is left for pieces(), which takes it off a string source too.
  const utf8 = new TextDecoder('utf-8', { fatal: true, ignoreBOM: true });
  let latin1 = null;
  let carry = null; // the start of a UTF-8 sequence at the end of the last chunk
  const decode = (bytes) => {
    if (latin1) return latin1.decode(bytes, { stream: true });
    const all = carry ? concat(carry, bytes) : bytes;
    const end = completeEnd(all);
    try {
      // Whole sequences only, so that the decoder holds no bytes it could lose.
      const text = utf8.decode(all.subarray(0, end), { stream: true });
      carry = end < all.length ? all.slice(end) : null;
      return text;
    } catch {
      const bad = firstInvalid(all);
      const head = new TextDecoder('utf-8', { ignoreBOM: true }).decode(all.subarray(0, bad));
      latin1 = new TextDecoder('latin1');
      carry = null;
      return head + latin1.decode(all.subarray(bad), { stream: true });
    }
  };
  for await (const chunk of iterate(source, invalid)) {
    if (typeof chunk === 'string') yield chunk;
    else if (chunk instanceof Uint8Array) yield decode(chunk);
    else if (chunk instanceof ArrayBuffer) yield decode(new Uint8Array(chunk));
    else throw invalid(`a PGN stream's chunks must be strings or Uint8Arrays, got ${kind(chunk)}`);
  }
  // A sequence the input ends inside is no UTF-8.
  const rest = carry ? new TextDecoder('latin1').decode(carry) : latin1 ? latin1.decode() : '';
  if (rest) yield rest;
}

const kind = (v) => (v === null ? 'null' : Array.isArray(v) ? 'an array' : typeof v);

function concat(a, b) {
  const out = new Uint8Array(a.length + b.length);
  out.set(a, 0);
  out.set(b, a.length);
  return out;
}

/** The bytes a UTF-8 sequence starting with `lead` has (0 for a byte no sequence starts with). */
const sequenceLength = (lead) => (lead < 0x80 ? 1 : lead < 0xc2 ? 0 : lead < 0xe0 ? 2 : lead < 0xf0 ? 3 : lead < 0xf5 ? 4 : 0);

/** Where `bytes` end but for the start of a sequence cut off at their end. */
function completeEnd(bytes) {
  for (let i = bytes.length - 1; i >= 0 && i >= bytes.length - 3; i--) {
    if ((bytes[i] & 0xc0) !== 0x80) return sequenceLength(bytes[i]) > bytes.length - i ? i : bytes.length;
  }
  return bytes.length;
}

/** Where the first byte of `bytes` that starts no valid UTF-8 sequence is. */
function firstInvalid(bytes) {
  for (let i = 0; i < bytes.length;) {
    const b = bytes[i];
    const length = sequenceLength(b);
    if (length === 0 || i + length > bytes.length) return i;
    // The second byte's range (no overlong forms, no surrogates, nothing past U+10FFFF).
    const [low, high] = b === 0xe0 ? [0xa0, 0xbf] : b === 0xed ? [0x80, 0x9f] : b === 0xf0 ? [0x90, 0xbf] : b === 0xf4 ? [0x80, 0x8f] : [0x80, 0xbf];
    if (length > 1 && (bytes[i + 1] < low || bytes[i + 1] > high)) return i;
    for (let j = 2; j < length; j++) if ((bytes[i + j] & 0xc0) !== 0x80) return i;
    i += length;
  }
  return bytes.length;
}

/**
 * The chunks of a ReadableStream (through its reader: not every browser iterates one) or an
 * (async) iterable, checked: a source that gives no chunks is `invalid`.
 */
async function* iterate(source, invalid) {
  if (typeof source?.getReader === 'function') {
    const reader = source.getReader();
    if (typeof reader?.read !== 'function') throw invalid('a PGN stream\'s getReader() must give a reader');
    try {
      for (;;) {
        const step = await reader.read();
        if (step === null || typeof step !== 'object') throw invalid(`a PGN stream's reader must give { done, value }, got ${kind(step)}`);
        if (step.done) return;
        yield step.value;
      }
    } finally {
      reader.releaseLock?.();
    }
  }
  const asyncIterator = typeof source?.[Symbol.asyncIterator] === 'function';
  if (!asyncIterator && typeof source?.[Symbol.iterator] !== 'function') {
    throw invalid(`a PGN source must be a string, a stream or an iterable of chunks, got ${kind(source)}`);
  }
  const iterator = asyncIterator ? source[Symbol.asyncIterator]() : source[Symbol.iterator]();
  if (typeof iterator?.next !== 'function') throw invalid('a PGN source\'s iterator must have a next()');
  let done = false;
  try {
    for (;;) {
      const step = await iterator.next();
      if (step === null || typeof step !== 'object') throw invalid(`a PGN source's iterator must give { done, value }, got ${kind(step)}`);
      if ((done = Boolean(step.done))) return;
      yield await step.value;
    }
  } finally {
    if (!done) await iterator.return?.();
  }
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
  let first = true;
  // Where the reader is, as far as cutting goes: in a brace comment, in a tag pair that goes on
  // to the next line, past a token of movetext since the last tag pair (and no comment after
  // it: a comment on a line after a result may be the next game's first token), in how many
  // variations; and whether the last line was blank.
  let inBrace = false;
  let inTag = false;
  let movetext = false;
  let commentAfter = false;
  let depth = 0;
  let blankBefore = true;

  // Whether a cut may be made before the line `text`, read: at a tag pair that starts the next
  // game (after movetext, outside comments and variations) where the reader, after a broken
  // game, would go on too (after a blank line, or a tag pair alone on its line).
  const cutBefore = (text) => {
    let cut = false;
    if (inTag) {
      scanMoves(text, 0);
    } else if (!inBrace && text.charCodeAt(0) === 0x5b /* [ */) {
      cut = movetext && !commentAfter && depth === 0 && (blankBefore || TAG_LINE.test(text));
      [movetext, commentAfter, depth] = [false, false, 0];
      scanMoves(text, tagEnd(text, 1));
    } else if (inBrace || text.charCodeAt(0) !== 0x25 /* %: an escape line, nothing in it counts */) {
      scanMoves(text, 0);
    }
    blankBefore = /^[ \t\n\r\f]*$/.test(text);
    return cut;
  };
  // Where the tag pair open at text[from] ends (after its `]`), or the line's end (it goes on).
  const tagEnd = (text, from) => {
    QUOTE.lastIndex = from;
    const open = QUOTE.exec(text)?.index ?? -1;
    inTag = open < 0;
    if (open < 0) return text.length;
    let i = open + 1;
    // A word processor's quotes (`“Casual”`) hold no escapes.
    if (text[open] !== '"') while (i < text.length && text[i] !== '”' && text[i] !== '“') i++;
    else while (i < text.length && text[i] !== '"') i += text[i] === '\\' && (text[i + 1] === '"' || text[i + 1] === '\\') ? 2 : 1;
    for (i += 1; text[i] === ' ' || text[i] === '\t'; ) i++;
    // A value with quotes left unescaped runs to `"]` at the line's end.
    return text[i] === ']' ? i + 1 : text.length;
  };
  // Follows a line of movetext from `from`: comments (a `{` one may span lines, a `;` one takes
  // the rest of the line), variations, tag pairs (a `[` in movetext starts the next game's), and
  // whether a token of movetext is in it.
  const scanMoves = (text, from) => {
    let i = from;
    while (i < text.length) {
      if (inBrace) {
        const close = text.indexOf('}', i);
        if (close < 0) return;
        inBrace = false;
        i = close + 1;
        continue;
      }
      if (inTag) {
        i = tagEnd(text, i);
        continue;
      }
      SPECIAL.lastIndex = i;
      const m = SPECIAL.exec(text);
      const stop = m ? m.index : text.length;
      TOKEN.lastIndex = i;
      if (TOKEN.exec(text)?.index < stop) {
        movetext = true;
        commentAfter = false;
      }
      if (!m) return;
      i = stop + 1;
      const c = m[0];
      if (c === '{' || c === ';') {
        commentAfter = true;
        if (c === ';') return;
        inBrace = true;
      } else if (c === '[') {
        movetext = commentAfter = false;
        depth = 0;
        i = tagEnd(text, i);
      } else {
        movetext = true; // a variation, or a stray `}` or a string (an error for the reader)
        commentAfter = false;
        if (c === '(') depth += 1;
        else if (c === ')') depth = Math.max(0, depth - 1);
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

/** A tag pair alone on its line, as the reader's recovery knows one. */
const TAG_LINE = /^\[[A-Za-z].*"\][ \t\n\r\f]*$/s;
/** What the movetext scan stops at. */
const SPECIAL = /[{}();"[]/g;
/** A character of a token (not blank space, nor an invisible character the reader skips). */
const TOKEN = /[^\s\u200b\u2060\u00ad\ufeff]/g;
