// PGN as chess.js 1.4 reads and writes it. Reading follows its grammar (one game: tag pairs,
// a move text with comments, NAGs, suffixes and variations, an optional result): the same
// texts are accepted and refused, the same main line and comments come out. Writing is its
// export: every non-empty header, the moves with their comments, wrapped at maxWidth its way.

const isSpace = (c) => c === ' ' || c === '\t' || c === '\r' || c === '\n';
const TAG_NAME = /[a-zA-Z]+/y;
const SAN = /(?:O-O-O|O-O|0-0-0|0-0|[a-zA-Z][a-zA-Z1-8\-=]+)[+#]?/y;
const MARKER = /1-0|0-1|1\/2-1\/2|\*/y;

/** { headers, comment (before the first move, or undefined), moves: [{ san, comment }], result }. */
export function parsePgn(text) {
  // chess.js's parser reads with charAt: what has none throws as there, the game untouched
  if (typeof text.charAt !== 'function') throw new TypeError('input.charAt is not a function');
  return new Reader(text).game();
}

/** A reader of chess.js's grammar: each method reads one of its rules at `i`, or returns null. */
class Reader {
  constructor(text) {
    this.text = text;
    this.i = 0;
  }

  skip() {
    while (this.i < this.text.length && isSpace(this.text[this.i])) this.i++;
  }

  sticky(re) {
    re.lastIndex = this.i;
    const m = re.exec(this.text);
    if (m) this.i = re.lastIndex;
    return m && m[0];
  }

  comment() {
    const { text, i } = this;
    if (text[i] === '{') {
      const end = text.indexOf('}', i + 1);
      if (end === -1) return null;
      this.i = end + 1;
      return text.slice(i + 1, end).replace(/[\r\n]+/g, ' ');
    }
    if (text[i] !== ';') return null;
    let end = i + 1;
    while (end < text.length && text[end] !== '\r' && text[end] !== '\n') end++;
    this.i = end;
    return text.slice(i + 1, end).trim();
  }

  tagPair() {
    const text = this.text;
    this.skip();
    if (text[this.i] !== '[') return null;
    this.i++;
    this.skip();
    const name = this.sticky(TAG_NAME);
    if (!name) return null;
    this.skip();
    if (text[this.i] !== '"') return null;
    const end = text.indexOf('"', this.i + 1);
    if (end === -1) return null;
    const value = text.slice(this.i + 1, end);
    this.i = end + 1;
    this.skip();
    if (text[this.i] !== ']') return null;
    this.i++;
    return [name, value];
  }

  moveNumber() {
    const text = this.text;
    const start = this.i;
    while (text[this.i] >= '0' && text[this.i] <= '9') this.i++;
    if (text[this.i] !== '.') {
      this.i = start;
      return;
    }
    this.i++;
    this.skip();
    while (text[this.i] === '.') this.i++;
  }

  /** `rule` read, or the position put back and null. */
  attempt(rule) {
    const start = this.i;
    const result = rule();
    if (result === null) this.i = start;
    return result;
  }

  nags() {
    const text = this.text;
    while (
      this.attempt(() => {
        this.skip();
        if (text[this.i] !== '$' || !(text[this.i + 1] >= '0' && text[this.i + 1] <= '9')) return null;
        this.i++;
        while (text[this.i] >= '0' && text[this.i] <= '9') this.i++;
        return true;
      })
    );
  }

  variations() {
    while (
      this.attempt(() => {
        this.skip();
        if (this.text[this.i] !== '(') return null;
        this.i++;
        this.line();
        this.skip();
        if (this.text[this.i] !== ')') return null;
        this.i++;
        return true;
      })
    );
  }

  move() {
    this.skip();
    this.moveNumber();
    this.skip();
    const san = this.sticky(SAN);
    if (!san) return null;
    for (let n = 0; n < 2 && (this.text[this.i] === '!' || this.text[this.i] === '?'); n++) this.i++;
    this.nags();
    this.skip();
    const note = this.comment();
    this.variations();
    return { san, comment: note === null ? undefined : note };
  }

  line() {
    const first = this.comment();
    const moves = [];
    for (let m; (m = this.attempt(() => this.move())); ) moves.push(m);
    return { comment: first === null ? undefined : first, moves };
  }

  game() {
    const headers = {};
    for (let pair; (pair = this.attempt(() => this.tagPair())); ) headers[pair[0]] = pair[1];
    this.skip();
    const main = this.line();
    this.skip();
    const result = this.sticky(MARKER);
    let last;
    if (result) {
      this.skip();
      last = this.comment();
    }
    this.skip();
    if (this.i < this.text.length) throw syntaxError(this.text, this.i);
    if (last) {
      if (main.moves.length) main.moves[main.moves.length - 1].comment = last;
      else main.comment = last;
    }
    return { headers, comment: main.comment, moves: main.moves, result: result || undefined };
  }
}

// As chess.js's parser (peggy) throws it: an Error named SyntaxError, with the character found
// and its location, lines counted by their \n as peggy counts them.
function syntaxError(text, at) {
  const place = (offset) => {
    const lines = text.slice(0, offset).split('\n');
    return { offset, line: lines.length, column: lines.at(-1).length + 1 };
  };
  const [found, start] = [text[at], place(at)];
  const e = new Error(`Invalid PGN: unexpected ${JSON.stringify(found)} at line ${start.line}, column ${start.column}`);
  return Object.assign(e, { name: 'SyntaxError', found, location: { source: undefined, start, end: place(at + 1) } });
}

/**
 * The PGN text of chess.js's pgn(): `headers` (null and '' skipped), `moves` (its move-number
 * groups, comments in braces), `result`; wrapped at `maxWidth` (0: one line) with `newline`.
 */
export function writePgn(headers, moves, hasMoves, result, { newline = '\n', maxWidth = 0 } = {}) {
  const out = [];
  let headerExists = false;
  for (const key in headers) {
    if (headers[key]) out.push(`[${key} "${headers[key]}"]` + newline);
    headerExists = true;
  }
  if (headerExists && hasMoves) out.push(newline);
  moves.push(result || '*');
  if (maxWidth === 0) return out.join('') + moves.join(' ');

  const strip = () => {
    if (out.length > 0 && out[out.length - 1] === ' ') {
      out.pop();
      return true;
    }
    return false;
  };
  // A comment too long for the line is broken between its words (its spacing is not kept).
  const wrapComment = (width, text) => {
    for (const token of text.split(' ')) {
      if (!token) continue;
      if (width + token.length > maxWidth) {
        while (strip()) width--;
        out.push(newline);
        width = 0;
      }
      out.push(token, ' ');
      width += token.length + 1;
    }
    if (strip()) width--;
    return width;
  };
  let width = 0;
  for (let i = 0; i < moves.length; i++) {
    if (width + moves[i].length > maxWidth && moves[i].includes('{')) {
      width = wrapComment(width, moves[i]);
      continue;
    }
    if (width + moves[i].length > maxWidth && i !== 0) {
      if (out[out.length - 1] === ' ') out.pop();
      out.push(newline);
      width = 0;
    } else if (i !== 0) {
      out.push(' ');
      width++;
    }
    out.push(moves[i]);
    width += moves[i].length;
  }
  return out.join('');
}
