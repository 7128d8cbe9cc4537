// Splitting PGN bytes into games without reading their moves, so that a file of any size streams
// through in constant memory and many machines can share one file by byte ranges. The page's Audit
// view and the command line (js/cli/main.js; the package ships this file for it) both cut with it,
// so no Node or browser API in it.
//
// A game starts where the Rust reader (src/pgn/reader) starts one, so that each piece read alone is
// the game the reader reads in the whole text, and the games are numbered alike:
// - at the input's first token: a tag pair, or movetext (a game without tags is a game);
// - at a `[` in movetext: the next game's tags (the game before ended without a result);
// - at the first token after a result, but for what stays on the result's line (a comment, the
//   result written twice, words: `1-0 White wins`) and a last comment with only blank space after it;
// - after a game the reader cannot read, where it goes on (Reader::recover): at the first line from
//   the offending token's on that starts with `[` after a blank line, or that is a tag pair alone
//   after the token.
// Tokens are read as the reader's lexer reads them: a `{...}` comment spans lines (a `[` in it, as a
// `[%clk 0:01:00]` carried to a line of its own, starts nothing), a `;` comment and a `%` escape
// line run to the end of their line, a string holds brackets; what the lexer refuses (an unknown
// character or annotation, an unclosed comment or string, a token over its limit) is an error here
// too. Moves are not read: an illegal one is for the audit to report.
// A shard owns the games that start inside its byte range (see shards.js) and reads the last of
// them to its end, past the range. It starts reading a little before the range (LOOK_BEHIND), at a
// line's start, so that by the range it reads as a reader of the whole file does.

import {
  ANNOTATIONS, CLASS, GLYPHS, INVISIBLE, charAt, curlyStringEnd, concat, dashed, endsTagLine, enPassantMarker, glyphAt, gluedEvaluation, gluedResult, isAlnum, isBlank, isBlankLine, isDigit, isEvent,
  isFigure, isLetter, isNullMove, isSign, isTagLine, markEnds, wordsAfterResult,
} from './pgn-chars.js';
import { RangeEnd } from './shards.js';

export { LOOK_BEHIND, readFrom, shardRange } from './shards.js';

// The reader's limits (Limits in src/pgn/reader): over them a token or a variation is an error.
const [MAX_COMMENT, MAX_SYMBOL, MAX_DEPTH] = [64 * 1024, 255, 64];

// What the lexer finds. MORE: the bytes end inside a token (wait for more); BLANK: blank space
// beyond ASCII (U+00A0 ...); SKIP: no token (a `%` escape line, `e.p.`, an invisible
// character); MOVE: a symbol that is no move number (NUMBER) and no result (RESULT, `½-½` and
// `1–0` too);
// OTHER: periods, a NAG, an annotation glyph.
const [MORE, ERROR, BLANK, SKIP, OPEN, CLOSE, LPAREN, RPAREN, STAR, RBRACE] = [0, 1, 2, 3, 4, 5, 6, 7, 8, 9];
const [COMMENT, STRING, MOVE, NUMBER, RESULT, OTHER] = [10, 11, 12, 13, 14, 15];
// The reader's states: before the first game, in the tags, inside a tag pair, in the movetext,
// after the result, and after an error (looking for the line the reader goes on at).
const [BEFORE, TAGS, TAG, MOVES, AFTER, RECOVER] = [0, 1, 2, 3, 4, 5];

/** The tokens of one byte. */
const SINGLE = new Uint8Array(256);
for (const [c, kind] of [[0x5b, OPEN], [0x5d, CLOSE], [0x28, LPAREN], [0x29, RPAREN], [0x2a, STAR], [0x7d, RBRACE]]) SINGLE[c] = kind;

/**
 * Cuts a stream of bytes into games: `push(chunk)` and `finish()` (once every byte is pushed)
 * return the games they end, `{ offset, bytes, line, column }`: `bytes` a slice of the input
 * from the game's text (see #place) to the next game's, `line` and `column` (from 1) where it
 * starts, when the input is read from its start.
 */
export class GameCutter {
  /**
   * `at`: the input offset of the first byte pushed; a shard's (not 0) starts reading at the
   * line after it. Only the games starting in [from, to) are given (`to` as shards.js may move it).
   */
  constructor({ at = 0, from = 0, to = Infinity } = {}) {
    [this.buf, this.base, this.pos, this.from, this.end, this.out] = [new Uint8Array(0), at, at, from, new RangeEnd(to), []];
    this.done = false; // a game started at or past `to`
    this.skipping = at > 0; // in the partial line a shard starts in
    this.markUnseen = this.countLines = at === 0; // a byte-order mark may open the input
    [this.lineStart, this.line] = [at, 1]; // where the line being read starts, and its number
    this.state = BEFORE;
    this.eventSeen = false; // the game being read has an Event tag
    [this.game, this.gamePlace] = [-1, null]; // where the game being read starts, and its text (#place)
    this.depth = 0; // open variations
    this.hasMove = false; // a move since the game's or the variation's start
    [this.tagStep, this.valueAt] = [0, 0]; // in a tag pair: 0 at its name, 1 its value, 2 its `]`
    this.resultLine = true; // after a result: still on its line
    [this.pending, this.pendingPlace] = [-1, null]; // a comment after a result, maybe the next game's
    [this.recoverFrom, this.recoverBlank, this.skipLine, this.offending] = [0, false, false, 0]; // #fail
    [this.last, this.skipFrom] = [0, -1]; // where the last token read (or text the lexer skipped) starts; the first skipped since the last token
    [this.tokEnd, this.tokNewline, this.tokLines, this.nameOk] = [0, -1, 0, false]; // #lex
  }

  /** The games ended by these bytes. */
  push(chunk) {
    if (this.done || chunk.length === 0) return [];
    this.end.scan(chunk, this.base + this.buf.length);
    this.buf = this.buf.length ? concat(this.buf, chunk) : chunk;
    this.#read(false);
    // Keep only what is still needed: the game being read and the line being read.
    const keep = this.done ? this.buf.length : Math.min(this.game >= 0 ? this.gamePlace.from : this.pos, this.lineStart, this.pos) - this.base;
    if (keep > 0) [this.buf, this.base] = [this.buf.subarray(keep), this.base + keep];
    return this.out.splice(0);
  }

  /** The last games. */
  finish() {
    if (this.done) return [];
    this.end.finish();
    this.#read(true);
    // The input ends inside a tag pair or a variation: an error at the last token read.
    while (!this.done && (this.state === TAG || (this.state === MOVES && this.depth > 0))) {
      // Back to the token's line (its start, when it is the game's first line, does not matter).
      const [buf, last, game] = [this.buf, this.last - this.base, this.game - this.base];
      let start = last;
      while (start > game && buf[start - 1] !== 0x0a) start--;
      for (let i = last; i < this.lineStart - this.base; i++) if (buf[i] === 0x0a) this.line -= 1;
      this.lineStart = this.base + start;
      this.#fail(this.last);
      this.#read(true);
    }
    if (!this.done && this.game >= 0) this.#emit(this.base + this.buf.length);
    this.done = true;
    return this.out.splice(0);
  }

  /**
   * Where the text of a game whose first token is at input offset `abs`, on the line being read,
   * starts: at the line's start when only blank space is before it (so that its columns are the
   * whole file's, and a `%` after blank space is no escape), else at the first text the lexer
   * skipped since the token before (`e.p.`, `Qxf7 +`: a `%` after it is no escape either), else
   * at the token. With the line and column (in characters) there, when lines are counted.
   */
  #place(abs) {
    const { buf, base, lineStart } = this;
    let i = lineStart - base;
    while (i < abs - base) {
      const [cp, len] = charAt(buf, i);
      if (CLASS[cp] === 1 || (cp > 0x7f && (isBlank(cp) || INVISIBLE.has(cp)))) i += len;
      else if (cp === 0x25 && i > lineStart - base && buf[i - 1] === 0x0d) { // an escape line ended by a \r
        while (i < abs - base && buf[i] !== 0x0d) i++;
      } else break;
    }
    const skipped = this.skipFrom >= lineStart && this.skipFrom < abs;
    const from = i >= abs - base ? lineStart : skipped ? this.skipFrom : abs;
    let column = 1;
    for (i = lineStart - base; i < from - base; i++) if ((buf[i] & 0xc0) !== 0x80) column += 1;
    return this.countLines ? { from, line: this.line, column } : { from };
  }

  /** The game being read ends at `end` (an input offset). */
  #emit(end) {
    const { from: start, line, column } = this.gamePlace;
    if (start < this.from || this.end.past(start)) return;
    this.out.push({ offset: start, bytes: this.buf.subarray(start - this.base, end - this.base), line, column });
  }

  /** A game's first token is at input offset `abs` (its text at `place`, see #place). */
  #start(abs, place = this.#place(abs)) {
    if (this.game >= 0) this.#emit(place.from);
    [this.game, this.gamePlace, this.depth, this.hasMove, this.pending, this.eventSeen] = [abs, place, 0, false, -1, false];
    if (this.end.past(place.from)) this.done = true;
  }

  /** Reads what it can from `pos`; `final`: there are no more bytes. */
  #read(final) {
    const buf = this.buf;
    const n = buf.length;
    let k = this.pos - this.base;
    if (this.markUnseen) {
      if (n < 3 && !final) return;
      this.markUnseen = false;
      if (buf[0] === 0xef && buf[1] === 0xbb && buf[2] === 0xbf) this.lineStart = this.base + (k = 3);
    }
    if (this.skipping) {
      const nl = buf.indexOf(0x0a, k);
      this.skipping = nl === -1 && !final;
      this.pos = this.base + (nl === -1 ? n : nl + 1);
      if (nl === -1) return;
      this.lineStart = this.base + (k = nl + 1);
    }
    while (!this.done) {
      if (this.state === RECOVER) {
        this.pos = this.base + k;
        if (!this.#recover(final)) return;
        k = this.pos - this.base;
        continue;
      }
      // Most of the bytes: tag pairs and moves, read without the lexer.
      if (this.pending < 0 && this.state === MOVES) k = this.#moves(buf, k, n);
      else if (this.pending < 0 && this.state === TAGS) k = this.#tags(buf, k, n);
      for (; k < n; k++) { // blank space, lines counted
        const c = buf[k];
        if (c === 0x0a) {
          this.lineStart = this.base + k + 1;
          this.line += 1;
          this.resultLine = false;
        } else if (CLASS[c] !== 1 || (c === 0x0b && this.pending >= 0)) break;
      }
      if (k >= n) break;
      // A comment after a result starts the next game when anything but ASCII blank space (a
      // vertical tab is none there, for the reader) follows it.
      if (this.pending >= 0) {
        this.#start(this.pending, this.pendingPlace);
        continue;
      }
      const kind = this.#lex(buf, k, final);
      if (kind === MORE) break;
      const at = this.base + k;
      const end = this.tokEnd;
      this.last = at;
      if (kind === BLANK || kind === SKIP) {
        if (kind === SKIP && this.skipFrom < this.lineStart) this.skipFrom = at;
        k = end;
        continue;
      }
      if (this.state === BEFORE) {
        this.#start(at);
        this.state = TAGS;
        if (this.done) break;
      }
      this.pos = this.base + end;
      const taken = this.#token(kind, at, final);
      this.skipFrom = -1;
      if (taken === MORE) break;
      if (taken === ERROR) this.#fail(at);
      else if (this.tokNewline >= 0) {
        this.lineStart = this.base + this.tokNewline + 1;
        this.line += this.tokLines;
        this.resultLine = false;
      }
      k = this.pos - this.base;
    }
    this.pos = this.base + Math.min(k, n);
  }

  /** Movetext read fast (blank space, moves, move numbers, periods, comments); returns where the lexer goes on. */
  #moves(buf, k, n) {
    const base = this.base;
    let { line, lineStart, hasMove } = this;
    let last = -1; // the last token read here
    while (k < n) {
      const c = buf[k];
      let i = k + 1; // where the token ends
      if (c === 0x0a) {
        lineStart = base + i;
        line += 1;
      } else if (isAlnum(c)) {
        // A move or a move number; a result, `e.p.` and anything unusual go to the lexer.
        let digits = c <= 0x39;
        if (digits) while (i < n && isDigit(buf[i])) i++;
        if (i < n && CLASS[buf[i]] === 2) {
          digits = false;
          while (i < n && CLASS[buf[i]] === 2) i++;
        }
        if (i >= n || i - k > MAX_SYMBOL || buf[i] >= 0x80 || (buf[i] === 0x2e && buf[i - 1] === 0x65) || gluedEvaluation(buf, k, i) || gluedResult(buf, k, i)) break;
        if ((i - k === 2 && c === 0x65 && buf[k + 1] === 0x70) || (i - k === 1 && c === 0x4e)) break; // `ep`, `N` alone: no moves
        if (!digits && (c === 0x31 || c === 0x30) && (i - k === 3 || i - k === 7)) break;
        if (i - k === 1 && (c === 0x31 || c === 0x30) && (buf[i] === 0x20 || buf[i] === 0x09 || (c === 0x30 && (buf[i] === 0x2e || buf[i] === 0x2c)))) break; // `1 - 0`, `0.5`
        hasMove ||= !digits || isNullMove(buf, k, i);
      } else if (c === 0x2e) {
        while (i < n && buf[i] === 0x2e) i++;
        if (i >= n) break;
      } else if (c === 0x7b) { // a comment on one line (one on more goes to the lexer)
        const limit = Math.min(n, k + 1 + MAX_COMMENT);
        while (i < limit && buf[i] !== 0x7d && buf[i] !== 0x0a) i++;
        if (i >= limit || buf[i++] === 0x0a) break;
      } else if (CLASS[c] !== 1 || c === 0x0b) break;
      if (c > 0x20) last = k;
      k = i;
    }
    [this.line, this.lineStart, this.hasMove] = [line, lineStart, hasMove];
    if (last >= 0) [this.last, this.skipFrom] = [base + last, -1];
    return k;
  }

  /** Tag pairs read fast, `[Name "value"]` each on its line; returns where the lexer goes on. */
  #tags(buf, k, n) {
    for (;;) {
      while (k < n && (buf[k] === 0x20 || buf[k] === 0x0d)) k++;
      if (k < n && buf[k] === 0x0a) {
        this.lineStart = this.base + ++k;
        this.line += 1;
        continue;
      }
      if (k + 1 >= n || buf[k] !== 0x5b || !isLetter(buf[k + 1])) return k;
      const event = isEvent(buf, k);
      if (event && this.eventSeen) return k; // the next game's (#token)
      let i = k + 2;
      while (i < n && (isAlnum(buf[i]) || buf[i] === 0x5f)) i++;
      if (i >= n || buf[i] !== 0x20) return k;
      while (i < n && buf[i] === 0x20) i++;
      if (i >= n || buf[i] !== 0x22) return k;
      for (i++; i < n && buf[i] !== 0x22 && buf[i] !== 0x5c && buf[i] !== 0x0a;) i++;
      if (i + 1 >= n || buf[i] !== 0x22 || buf[i + 1] !== 0x5d || i - k > MAX_COMMENT) return k;
      [this.last, this.skipFrom] = [this.base + i + 1, -1];
      this.eventSeen ||= event;
      k = i + 2;
    }
  }

  /** Takes the token at `at` (of `kind`) in the current state; MORE or ERROR when it cannot. */
  #token(kind, at, final) {
    if (this.state === TAG) return this.#tag(kind, at, final);
    if (this.state === TAGS) {
      if (kind === OPEN && isEvent(this.buf, at - this.base)) {
        // An Event tag in a game that has one: the next game's (this one has no movetext).
        if (this.eventSeen) this.#start(at);
        if (this.done) return kind;
        this.eventSeen = true;
      }
      if (kind === OPEN) [this.state, this.tagStep] = [TAG, 0];
      if (kind === OPEN || kind === COMMENT || kind === ERROR) return kind;
      this.state = MOVES;
    }
    if (this.state === MOVES) return this.#move(kind, at, final);
    // After the result.
    if (this.resultLine && (kind === STAR || kind === RESULT)) return this.#passWordsAfterResult(final) ? kind : MORE;
    if (kind === ERROR || (this.resultLine && kind === COMMENT)) return kind;
    this.state = TAGS;
    if (kind === COMMENT) {
      // On a later line: the next game's, unless only blank space follows it.
      [this.pending, this.pendingPlace] = [at, this.#place(at)];
      return kind;
    }
    this.#start(at);
    return this.done ? kind : this.#token(kind, at, final);
  }

  /** A token of the movetext (Reader::read_movetext). */
  #move(kind, at, final) {
    if (kind === RESULT || kind === STAR) {
      if (this.depth > 0) return ERROR;
      if (!this.#passWordsAfterResult(final)) return MORE;
      [this.state, this.resultLine] = [AFTER, true];
    } else if (kind === MOVE) {
      this.hasMove = true;
    } else if (kind === LPAREN) {
      if (!this.hasMove || this.depth >= MAX_DEPTH) return ERROR;
      [this.depth, this.hasMove] = [this.depth + 1, false];
    } else if (kind === RPAREN) {
      if (this.depth === 0) return ERROR;
      // An empty variation too: after it, as after any, the move it stands beside is the last.
      [this.depth, this.hasMove] = [this.depth - 1, true];
    } else if (kind === OPEN) { // the next game's tags
      if (this.depth > 0) return ERROR;
      this.#start(at);
      [this.state, this.tagStep, this.eventSeen] = [TAG, 0, isEvent(this.buf, at - this.base)];
    } else if (kind !== NUMBER && kind !== COMMENT && kind !== OTHER) {
      return ERROR; // `]`, `}`, a string, what the lexer refuses
    }
    return kind;
  }

  /**
   * Passes over the words after the result just read, on its line (`1-0 White wins`), which the
   * reader keeps as a comment (Lexer::words_after_result), to the line's end or a comment after
   * them; false when the bytes end before it is known where they end.
   */
  #passWordsAfterResult(final) {
    const end = wordsAfterResult(this.buf, this.pos - this.base, final, MAX_COMMENT);
    if (end !== null && end >= 0) this.pos = this.base + end;
    return end !== null;
  }

  /** A token inside a tag pair (Reader::read_tag): a name, a quoted value, `]`. */
  #tag(kind, at, final) {
    const step = this.tagStep++;
    if (kind === ERROR) return ERROR;
    if (step === 0) return (kind === MOVE || kind === NUMBER || kind === RESULT) && this.nameOk ? kind : ERROR;
    if (step === 1) {
      this.valueAt = at;
      return kind === STRING ? kind : ERROR;
    }
    this.state = TAGS;
    if (kind === CLOSE) return kind;
    // A value with quotes left unescaped: from its opening quote to `"]` at its line's end.
    const [buf, from] = [this.buf, this.valueAt - this.base];
    let end = buf.indexOf(0x0a, from);
    if (end === -1 && !final) [this.state, this.tagStep] = [TAG, 2];
    if (end === -1 && !final) return MORE;
    if (end === -1) end = buf.length;
    while (end > from && CLASS[buf[end - 1]] === 1) end--;
    if (end - from < 2 || buf[end - 2] !== 0x22 || buf[end - 1] !== 0x5d) return ERROR;
    this.pos = this.base + end;
    return CLOSE;
  }

  /**
   * The reader refused the token at `at`. It goes on at the first line from the token's on that
   * starts with `[` after a blank line, or that is a tag pair alone after the token, after the
   * game's start (Reader::recover); the line before the token's is looked at for blankness.
   */
  #fail(at) {
    // In the tag pairs, the token's line is no new start: read again, it fails the same way.
    this.tagsFailed = this.state === TAGS || this.state === TAG;
    [this.state, this.offending, this.pending] = [RECOVER, at, -1];
    const { buf, lineStart } = this;
    const game = this.game - this.base;
    // The token on the game's first line: that line starts no game, and the next line follows a
    // line that is not blank.
    [this.recoverFrom, this.recoverBlank, this.skipLine] = [at, false, true];
    if (lineStart > this.game) {
      // The line before the token's is blank unless it holds the game's start.
      let prev = lineStart - 1 - this.base; // its newline
      while (prev > game && buf[prev - 1] !== 0x0a) prev--;
      const blank = prev > game && isBlankLine(buf, prev, lineStart - 1 - this.base);
      [this.recoverFrom, this.recoverBlank, this.skipLine] = [lineStart, blank, false];
    }
    this.pos = this.recoverFrom;
  }

  /** Looks for the line the reader goes on at; false when there is none in the bytes read. */
  #recover(final) {
    const buf = this.buf;
    for (;;) {
      const start = this.recoverFrom - this.base;
      let end = buf.indexOf(0x0a, start);
      if (end === -1 && !final) {
        this.pos = this.recoverFrom;
        return false;
      }
      if (end === -1) end = buf.length;
      const abs = this.base + start;
      if (this.skipLine) {
        this.skipLine = false; // the rest of the offending token's line
      } else if (abs > this.game && start < buf.length
        && ((this.recoverBlank && buf[start] === 0x5b && !(this.tagsFailed && abs < this.offending))
          || (abs > this.offending && isTagLine(buf, start, end)))) {
        this.#start(abs);
        [this.state, this.pos] = [TAGS, abs];
        return true;
      } else {
        this.recoverBlank = isBlankLine(buf, start, end);
      }
      if (end >= buf.length) {
        this.pos = this.base + buf.length; // no such line: the broken game runs to the end
        return false;
      }
      this.recoverFrom = this.lineStart = this.base + end + 1;
      this.line += 1;
    }
  }

  // The token at buf[k] (not blank space): its kind; `tokEnd` where it ends, `tokNewline` the last
  // newline in it (-1 for none), `tokLines` how many, `nameOk` whether it is a tag name.
  #lex(buf, k, final) {
    const n = buf.length;
    [this.tokNewline, this.tokLines, this.nameOk] = [-1, 0, false];
    if (!final && n - k < 10) return MORE; // (a check mark standing alone is told by the 8 bytes after it)
    const c = buf[k];
    this.tokEnd = k + 1;
    if (SINGLE[c]) return SINGLE[c];
    switch (c) {
      case 0x7b: // { a comment, to `}`
        for (let i = k + 1; i < n && i <= k + 1 + MAX_COMMENT; i++) {
          if (buf[i] === 0x7d) return this.#end(i + 1, COMMENT);
          if (buf[i] === 0x0a) [this.tokNewline, this.tokLines] = [i, this.tokLines + 1];
        }
        this.tokNewline = -1;
        return final || n > k + 1 + MAX_COMMENT ? ERROR : MORE;
      case 0x3b: // ; a comment to the end of the line: its \n, or its \r (old Mac files end lines so)
      case 0x25: { // % an escape line, at a line's start only
        if (c === 0x25 && this.base + k !== this.lineStart && buf[k - 1] !== 0x0d) return ERROR;
        let end = k;
        while (end < n && buf[end] !== 0x0a && buf[end] !== 0x0d) end++;
        if (end === n && !final) return MORE;
        this.tokEnd = end;
        if (c === 0x25) return SKIP;
        return end - k - 1 > MAX_COMMENT ? ERROR : COMMENT;
      }
      case 0x22: // " a string, on one line
        for (let i = k + 1; i < n; i++) {
          if (buf[i] === 0x22) return this.#end(i + 1, STRING);
          if (buf[i] === 0x0a || i - k > MAX_COMMENT) return ERROR;
          if (buf[i] === 0x5c && buf[i + 1] === 0x22) { // `[Site "C:\"]`: a backslash that ends a value
            const ends = endsTagLine(buf, i + 2, final);
            if (ends === null) return MORE;
            if (ends) return this.#end(i + 2, STRING);
          }
          if (buf[i] === 0x5c && (buf[i + 1] === 0x22 || buf[i + 1] === 0x5c)) i++;
        }
        return final ? ERROR : MORE;
      case 0x2e: // periods
        return this.#run(buf, k, final, (b) => b === 0x2e) ? OTHER : MORE;
      case 0x24: { // $ a NAG, $0 to $255
        let [i, value] = [k + 1, 0];
        while (i < n && isDigit(buf[i])) value = value * 10 + buf[i++] - 0x30;
        if (!this.#run(buf, i - 1, final, (b) => CLASS[b] === 2)) return MORE;
        return i === k + 1 || i !== this.tokEnd || value > 255 ? ERROR : OTHER;
      }
      case 0x21: // ! ? an annotation, two characters at most (`!!?` is `!!`, then `?`)
      case 0x3f:
        return this.#end(k + (buf[k + 1] === 0x21 || buf[k + 1] === 0x3f ? 2 : 1), OTHER);
      case 0x23: // # a mate mark standing alone (`Qxf7 #`, `#1-0`) says nothing the move does not
        return markEnds(buf, k + 1) ? SKIP : ERROR;
      case 0x40: // @@@@ a null move
        return buf[k + 1] === 0x40 && buf[k + 2] === 0x40 && buf[k + 3] === 0x40 && CLASS[buf[k + 4]] !== 2 ? this.#end(k + 4, MOVE) : ERROR;
      case 0x2b: // + = an annotation, or the glyphs +−, =∞ and =/∞
      case 0x3d: {
        const glyph = c === 0x2b ? glyphAt(buf, k, [0x2b, 0x2212]) : glyphAt(buf, k, [0x3d, 0x221e]) || glyphAt(buf, k, [0x3d, 0x2f, 0x221e]);
        return glyph ? this.#end(k + glyph, OTHER) : this.#annotation(buf, k, final, isSign);
      }
      case 0x2d: // - an annotation (-+, -/+), else a symbol
        return buf[k + 1] === 0x2b || buf[k + 1] === 0x2f ? this.#annotation(buf, k, final, isSign) : this.#symbol(buf, k, final);
      case 0x65: // `e.p.` (`ep.`, `e.p`, `ep`) after a capture says nothing the move does not
        return (this.tokEnd = k + enPassantMarker(buf, k)) > k ? SKIP : this.#symbol(buf, k, final);
      default:
        if (c < 0x80) return isAlnum(c) || c === 0x5f ? this.#symbol(buf, k, final) : ERROR;
        return this.#wide(buf, k, final);
    }
  }

  #end(end, kind) {
    this.tokEnd = end;
    return kind;
  }

  /** Bytes from buf[k + 1] on while `more` holds; sets `tokEnd`, false when they may go on. */
  #run(buf, k, final, more) {
    let i = k + 1;
    while (i < buf.length && more(buf[i])) i++;
    return this.#end(i, i < buf.length || final);
  }

  /** A run of annotation characters: one the reader knows, a check mark standing alone (`Qxf7 +`: none), else an error. */
  #annotation(buf, k, final, more) {
    if (!this.#run(buf, k, final, more)) return MORE;
    const i = this.tokEnd;
    if (buf[k] === 0x2b && i - k <= 2 && buf[i - 1] === 0x2b && markEnds(buf, i)) return SKIP; // `+`, `++`
    return i - k <= 3 && ANNOTATIONS.has(String.fromCharCode(...buf.subarray(k, i))) ? OTHER : ERROR;
  }

  /** A symbol: a move, a move number, a result, a tag name; in movetext `N` alone, the novelty mark (a NAG). */
  #symbol(buf, k, final) {
    const n = buf.length;
    if (buf[k] === 0x30 || buf[k] === 0x31 || buf[k] === 0x4f) {
      // `1–0`, `O–O`, `1 - 0`: dashes, blank space, wholly in the bytes (15 at most, then symbol bytes) or at their end.
      if (!final && n - k < 24) return MORE;
      const typographic = dashed(buf, k);
      if (typographic) {
        this.nameOk = false;
        return this.#end(k + typographic[0], typographic[1] ? RESULT : MOVE);
      }
    }
    let [i, digits, name] = [k, true, isLetter(buf[k])];
    for (;;) {
      if ((i >= n || (buf[i] === 0xe2 && i + 2 >= n)) && !final) return MORE;
      if (i < n && CLASS[buf[i]] === 2) {
        digits &&= isDigit(buf[i]);
        name &&= isAlnum(buf[i]) || buf[i] === 0x5f;
        i += 1;
      } else if (isFigure(buf, i)) {
        [digits, name, i] = [false, false, i + 3];
      } else break;
    }
    this.tokEnd = i;
    if (i - k > MAX_SYMBOL) return ERROR;
    // `exd6e.p.`: the en passant marker glued to a capture goes (the rank's digit before it), first.
    if (buf[i - 1] === 0x65 && i + 3 >= n && !final) return MORE;
    if (buf[i - 1] === 0x65 && i - 2 >= k && isDigit(buf[i - 2]) && buf[i] === 0x2e && buf[i + 1] === 0x70) {
      i -= 1;
      digits = buf.subarray(k, i).every(isDigit);
      this.tokEnd = i + 3 + (buf[i + 3] === 0x2e ? 1 : 0);
    }
    // `e4+-`: the evaluation is the next token; `Qxf7#1-0`: the result is. Cut until neither is left
    // (src/pgn/lexer: `k+1-+1-0`); an evaluation's cut > 0, a result's < 0.
    for (let cut; (cut = gluedEvaluation(buf, k, i) || -gluedResult(buf, k, i));) {
      [this.tokEnd, i] = [i - Math.abs(cut), i - Math.abs(cut)];
      digits = cut > 0 && buf.subarray(k, i).every(isDigit);
      name = cut > 0 && isLetter(buf[k]) && buf.subarray(k, i).every((b) => isAlnum(b) || b === 0x5f);
    }
    if (i - k === 2 && buf[k] === 0x65 && buf[k + 1] === 0x70) return SKIP; // `ep-+`: the marker, then the evaluation
    this.nameOk = name;
    if (digits) return isNullMove(buf, k, i) ? MOVE : NUMBER;
    const a = buf[k];
    if (i - k === 3 && buf[k + 1] === 0x2d && ((a === 0x31 && buf[k + 2] === 0x30) || (a === 0x30 && buf[k + 2] === 0x31))) return RESULT;
    // What is left may be a result as typed or German records write it (`1/2-+`, `1:0+-`, `1/2½-½`).
    const text = i - k <= 7 ? String.fromCharCode(...buf.subarray(k, i)) : '';
    if (/^(1\/2-1\/2|1:0|0:1|1\/2(:1\/2)?)$/.test(text)) return RESULT;
    return i - k === 1 && a === 0x4e && this.state !== TAG ? OTHER : MOVE;
  }

  /** A character beyond ASCII: `½-½`, a figure, a glyph, blank space, or an error. */
  #wide(buf, k, final) {
    if (isFigure(buf, k)) return this.#symbol(buf, k, final);
    if (buf[k] === 0xc2 && !final && buf.length - k < 24) return MORE;
    const draw = buf[k] === 0xc2 && dashed(buf, k); // `½-½`, `½–½`
    if (draw) return this.#end(k + draw[0], RESULT);
    const quoted = curlyStringEnd(buf, k, final, MAX_COMMENT); // `[Event “Casual”]`
    if (quoted === null) return MORE;
    if (quoted > 0) return this.#end(quoted, STRING);
    const [cp, len] = charAt(buf, k);
    for (const glyph of GLYPHS) {
      const length = glyphAt(buf, k, glyph);
      if (length) return this.#end(k + length, OTHER);
    }
    return this.#end(k + len, isBlank(cp) ? BLANK : INVISIBLE.has(cp) ? SKIP : ERROR);
  }
}

/**
 * The games of a stream of Uint8Arrays (Buffers) starting at byte `at` of the input, as
 * GameCutter gives them (slices of the bytes read, not copies; offsets in the whole input):
 * those starting in [from, to), the last read to its end.
 */
export async function* games(chunks, { at = 0, from = 0, to = Infinity } = {}) {
  const cutter = new GameCutter({ at, from, to });
  for await (const chunk of chunks) {
    yield* cutter.push(chunk);
    if (cutter.done) return;
  }
  yield* cutter.finish();
}
