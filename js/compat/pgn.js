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
  let i = 0;
  const skip = () => {
    while (i < text.length && isSpace(text[i])) i++;
  };
  const sticky = (re) => {
    re.lastIndex = i;
    const m = re.exec(text);
    if (m) i = re.lastIndex;
    return m && m[0];
  };
  const comment = () => {
    if (text[i] === '{') {
      const end = text.indexOf('}', i + 1);
      if (end === -1) return null;
      const body = text.slice(i + 1, end);
      i = end + 1;
      return body.replace(/[\r\n]+/g, ' ');
    }
    if (text[i] !== ';') return null;
    let end = i + 1;
    while (end < text.length && text[end] !== '\r' && text[end] !== '\n') end++;
    const body = text.slice(i + 1, end);
    i = end;
    return body.trim();
  };
  const tagPair = () => {
    skip();
    if (text[i] !== '[') return null;
    i++;
    skip();
    const name = sticky(TAG_NAME);
    if (!name) return null;
    skip();
    if (text[i] !== '"') return null;
    const end = text.indexOf('"', i + 1);
    if (end === -1) return null;
    const value = text.slice(i + 1, end);
    i = end + 1;
    skip();
    if (text[i] !== ']') return null;
    i++;
    return [name, value];
  };
  const moveNumber = () => {
    const start = i;
    while (text[i] >= '0' && text[i] <= '9') i++;
    if (text[i] !== '.') {
      i = start;
      return;
    }
    i++;
    skip();
    while (text[i] === '.') i++;
  };
  const move = () => {
    skip();
    moveNumber();
    skip();
    const san = sticky(SAN);
    if (!san) return null;
    for (let n = 0; n < 2 && (text[i] === '!' || text[i] === '?'); n++) i++;
    for (;;) {
      const start = i;
      skip();
      if (text[i] === '$' && text[i + 1] >= '0' && text[i + 1] <= '9') {
        i++;
        while (text[i] >= '0' && text[i] <= '9') i++;
      } else {
        i = start;
        break;
      }
    }
    skip();
    const note = comment();
    for (;;) {
      const start = i;
      skip();
      if (text[i] !== '(') {
        i = start;
        break;
      }
      i++;
      line();
      skip();
      if (text[i] !== ')') {
        i = start;
        break;
      }
      i++;
    }
    return { san, comment: note === null ? undefined : note };
  };
  const line = () => {
    const first = comment();
    const moves = [];
    for (;;) {
      const start = i;
      const m = move();
      if (!m) {
        i = start;
        break;
      }
      moves.push(m);
    }
    return { comment: first === null ? undefined : first, moves };
  };

  const headers = {};
  for (;;) {
    const start = i;
    const pair = tagPair();
    if (!pair) {
      i = start;
      break;
    }
    headers[pair[0]] = pair[1];
  }
  skip();
  const main = line();
  skip();
  const result = sticky(MARKER);
  let last;
  if (result) {
    skip();
    last = comment();
  }
  skip();
  if (i < text.length) throw syntaxError(text, i);
  if (last) {
    if (main.moves.length) main.moves[main.moves.length - 1].comment = last;
    else main.comment = last;
  }
  return { headers, comment: main.comment, moves: main.moves, result: result || undefined };
}

function syntaxError(text, at) {
  const before = text.slice(0, at).split(/\r\n|\r|\n/);
  const found = JSON.stringify(text[at]);
  return new Error(`Invalid PGN: unexpected ${found} at line ${before.length}, column ${before.at(-1).length + 1}`);
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
