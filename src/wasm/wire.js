// The JavaScript half of the wire between JS values and the Rust types of src/wasm/ (the Rust
// half is wire.rs): what every entry shares and the rules entries' readers and writers. The
// engine's and the clock's are in wire-engine.js and wire-clock.js, which build on this file:
// the glue hands a snippet's whole namespace to the .wasm, so a reader in here would ship with
// every entry.
//
// Readers check a value of the API and hand Rust typed values (strings, numbers, booleans,
// arrays and plain objects whose fields have the types wire.rs reads through its getters). A
// value of the wrong type, or a getter that throws, makes a reader throw the message, a
// string: the other entries' imports are `catch` in wire.rs, which turns it into an
// INVALID_ARGUMENT ChessError, and the rules entries' class (js/rules/game.js) calls the readers
// itself, as its .wasm imports nothing. Writers build the objects of the API: move lists come as
// compact records (see decodeMoves), the playout's hot path, and outcomes and touch verdicts as
// words (see fields), so that the imports that build them share one signature.

// The class of every error the API throws (see error.rs): one class for every entry, each of
// which has its own copy of this file, and for every copy of the package a bundle may hold.
const key = Symbol.for('chess-arbiter.ChessError');
export const ChessError = globalThis[key] ??= class ChessError extends Error {
  constructor(code, message, reason) {
    super(`${code}: ${message}`);
    this.code = code;
    if (reason !== undefined) this.reason = reason;
  }
};
ChessError.prototype.name = 'ChessError';

/** A ChessError from its code, its reason (`-` for none) and its message (error.rs's `words`). */
export function chessError(words) {
  const code = words.indexOf(' ');
  const reason = words.indexOf(' ', code + 1);
  const why = words.slice(code + 1, reason);
  return new ChessError(words.slice(0, code), words.slice(reason + 1), why === '-' ? undefined : why);
}

const SQUARE = /^[a-h][1-8]$/;
const PROMOTION = /^[nbrq]$/;

export function describe(value) {
  if (value == null) return String(value);
  if (Array.isArray(value)) return 'an array';
  const type = typeof value;
  if (type === 'string') return `the string ${JSON.stringify(value.length > 20 ? `${value.slice(0, 20)}…` : value)}`;
  return type === 'object' ? 'an object' : `${type} ${String(value).slice(0, 20)}`;
}

/** The message of an error thrown while reading a value (a getter's, a Proxy's). */
function failure(err) {
  try {
    const message = err && err.message ? err.message : String(err);
    // A ChessError's message starts with its code, which wire.rs gives the error it makes.
    const code = err && typeof err.code === 'string' ? `${err.code}: ` : null;
    return (code && message.startsWith(code) ? message.slice(code.length) : message).slice(0, 200);
  } catch {
    return 'reading the value threw an error';
  }
}

/** Runs a reader; anything it throws becomes a message string for wire.rs. */
export function reading(read) {
  try {
    return read();
  } catch (err) {
    throw typeof err === 'string' ? err : failure(err);
  }
}

/**
 * A MoveInput: its text (SAN or UCI), or {from, to, promotion} checked: the squares as indices
 * (0 = a1, 63 = h8), the promotion as its letter's character code or 0.
 */
export function moveInput(value) {
  return reading(() => {
    if (typeof value === 'string') return value;
    if (value !== null && typeof value === 'object' && !Array.isArray(value)) {
      const { from, to, promotion } = value;
      if (typeof from !== 'string' || !SQUARE.test(from)) throw `a move object needs "from" as a square name such as "e2", got ${describe(from)}`;
      if (typeof to !== 'string' || !SQUARE.test(to)) throw `a move object needs "to" as a square name such as "e4", got ${describe(to)}`;
      const squares = { from: squareIndex(from), to: squareIndex(to), promotion: 0 };
      if (promotion === undefined || promotion === null) return squares;
      if (typeof promotion !== 'string' || !PROMOTION.test(promotion)) throw `"promotion" must be one of "q", "r", "b", "n", got ${describe(promotion)}`;
      return { ...squares, promotion: promotion.charCodeAt(0) };
    }
    throw `expected a move as SAN or UCI text or as {from, to, promotion}, got ${describe(value)}`;
  });
}

/**
 * Game options as {fen, chess960, number}: `fen` a string when given ('' too: it is a FEN, an
 * empty one), `chess960` whether the game is Chess960, `number` its start position, or -1.
 */
export function gameOptions(value) {
  return reading(() => {
    if (value === undefined || value === null) return { chess960: false, number: -1 };
    if (typeof value !== 'object' || Array.isArray(value)) throw `Game options must be an object such as {fen} or {chess960: 518}, got ${describe(value)}`;
    const { fen, chess960 } = value;
    if (fen !== undefined && typeof fen !== 'string') throw `"fen" must be a string, got ${describe(fen)}`;
    if (typeof chess960 === 'number') {
      if (!Number.isInteger(chess960) || chess960 < 0 || chess960 > 959) throw `"chess960" must be true, false or a start position number from 0 to 959, got ${describe(chess960)}`;
      return { fen, chess960: true, number: chess960 };
    }
    if (chess960 !== undefined && typeof chess960 !== 'boolean') throw `"chess960" must be true, false or a number from 0 to 959, got ${describe(chess960)}`;
    // A random start position is drawn here rather than by an import of its own (see words.rs).
    if (chess960 === true && fen === undefined) return { chess960: true, number: Math.floor(Math.random() * 960) };
    return { fen, chess960: chess960 === true, number: -1 };
  });
}

/** The index of the square of moves({square}) (0 = a1), or -1 for all moves. */
export function squareOption(value) {
  return reading(() => {
    if (value === undefined || value === null) return -1;
    if (typeof value !== 'object' || Array.isArray(value)) throw `moves() takes an optional object such as {square: "e2"}, got ${describe(value)}`;
    const { square } = value;
    if (square === undefined) return -1;
    if (typeof square !== 'string' || !SQUARE.test(square)) throw `"square" must be a square name such as "e2", got ${describe(square)}`;
    return squareIndex(square);
  });
}

/** A square name argument's index (0 = a1). */
export function squareArg(value) {
  if (typeof value === 'string' && SQUARE.test(value)) return squareIndex(value);
  throw `a square must be a name such as 'e2', got ${describeValue(value)}`;
}

/** A colour argument, 'w' or 'b': whether it is White. */
export function colorArg(value) {
  if (value === 'w' || value === 'b') return value === 'w';
  throw `a colour must be 'w' or 'b', got ${describeValue(value)}`;
}

/** A text argument, `what` naming it in the message. */
export function textArg(value, what) {
  if (typeof value === 'string') return value;
  throw `${what} must be a string, got ${describeValue(value)}`;
}

/** perft's {bulk} option. */
export function bulkOption(value) {
  return reading(() => {
    if (value === undefined || value === null) return false;
    if (typeof value !== 'object' || Array.isArray(value)) throw `perft options must be an object such as {bulk: true}, got ${describe(value)}`;
    return Boolean(value.bulk);
  });
}

/** A text argument, or null when it is not a string. */
export function text(value) {
  return typeof value === 'string' ? value : null;
}

/** How a value that is not what was asked for looks, for error messages. */
export function describeValue(value) {
  try {
    return describe(value);
  } catch {
    return 'a value that cannot be read';
  }
}

// The names by index (0 = a1), written out and the index of a name computed: tables built in a
// loop as the module loads cost every start-up about 0.1 ms, in the interpreter.
const SQUARES = (
  'a1 b1 c1 d1 e1 f1 g1 h1 a2 b2 c2 d2 e2 f2 g2 h2 ' +
  'a3 b3 c3 d3 e3 f3 g3 h3 a4 b4 c4 d4 e4 f4 g4 h4 ' +
  'a5 b5 c5 d5 e5 f5 g5 h5 a6 b6 c6 d6 e6 f6 g6 h6 ' +
  'a7 b7 c7 d7 e7 f7 g7 h7 a8 b8 c8 d8 e8 f8 g8 h8'
).split(' ');
/** The index of a square's name, checked by SQUARE. */
const squareIndex = (name) => name.charCodeAt(0) - 97 + 8 * (name.charCodeAt(1) - 49);
// A move's UCI is made by concatenation each time: a cache of them in a Map cost the first move
// list of a start-up 0.09 ms, and the playout nothing measurable.
const uciName = (from, to, promotion) => SQUARES[from] + SQUARES[to] + (promotion === '-' ? '' : promotion);

/** One move from its record at `s[start..end)`: seven fixed characters, then SAN (see encode_move in game.rs). */
function moveAt(s, start, end) {
  const from = s.charCodeAt(start) - 48;
  const to = s.charCodeAt(start + 1) - 48;
  const captured = s[start + 4];
  const promotion = s[start + 5];
  const flag = s[start + 6];
  // Most moves are plain moves or captures: each made by one object literal of a fixed shape,
  // which V8 builds faster than an object that properties are added to.
  if (promotion === '-' && flag === '-') {
    const uci = uciName(from, s.charCodeAt(start + 2) - 48, promotion);
    const san = s.slice(start + 7, end);
    return captured === '-'
      ? { from: SQUARES[from], to: SQUARES[to], piece: s[start + 3], san, uci }
      : { from: SQUARES[from], to: SQUARES[to], piece: s[start + 3], captured, san, uci };
  }
  const move = { from: SQUARES[from], to: SQUARES[to], piece: s[start + 3] };
  if (captured !== '-') move.captured = captured;
  if (promotion !== '-') move.promotion = promotion;
  if (flag === 'k' || flag === 'q') move.castle = flag;
  else if (flag === 'e') move.enPassant = true;
  move.san = s.slice(start + 7, end);
  move.uci = uciName(from, s.charCodeAt(start + 2) - 48, promotion);
  return move;
}

/** Moves from records separated by spaces. */
export function decodeMoves(encoded) {
  const moves = [];
  let start = 0;
  while (start < encoded.length) {
    let end = encoded.indexOf(' ', start);
    if (end < 0) end = encoded.length;
    moves.push(moveAt(encoded, start, end));
    start = end + 1;
  }
  return moves;
}

export function decodeMove(record) {
  return moveAt(record, 0, record.length);
}

const piece = (color, role) => Object.freeze({ color, role });
const PIECES = {
  P: piece('w', 'p'), N: piece('w', 'n'), B: piece('w', 'b'), R: piece('w', 'r'), Q: piece('w', 'q'), K: piece('w', 'k'),
  p: piece('b', 'p'), n: piece('b', 'n'), b: piece('b', 'b'), r: piece('b', 'r'), q: piece('b', 'q'), k: piece('b', 'k'),
};

/** 64 FEN letters ("." for empty), a1 first. */
export function decodeBoard(encoded) {
  const board = new Array(64);
  for (let i = 0; i < 64; i++) board[i] = PIECES[encoded[i]] ?? null;
  return board;
}

/**
 * The words of `text` before its `count`-th space, then the rest of it: what words.rs's `fields`
 * writes (each word without a space, `-` for none, and any text last).
 */
function fields(text, count) {
  const out = [];
  let start = 0;
  for (let i = 0; i < count; i++) {
    const end = text.indexOf(' ', start);
    out.push(text.slice(start, end));
    start = end + 1;
  }
  out.push(text.slice(start));
  return out;
}

const RESULTS = { w: '1-0', b: '0-1', '-': '1/2-1/2' };

/** An Outcome from its termination and winner ('w', 'b', '-' for a draw). */
export function outcome(text) {
  const [termination, winner] = fields(text, 1);
  return { termination, winner: winner === '-' ? null : winner, result: RESULTS[winner] };
}

/** The words of `text` (none in ''). */
export function decodeWords(text) {
  return text === '' ? [] : text.split(' ');
}

/** The touches of `touches()`: each a square's name, `a` after it for an adjustment. */
export function decodeTouches(text) {
  return decodeWords(text).map((word) => ({ square: word.slice(0, 2), adjust: word.length > 2 }));
}

/** A TouchVerdict from its fields; `square` and `target` are left out when there are none. */
export function touchVerdict(encoded) {
  const [obligation, square, target, law, forfeited, text] = fields(encoded, 5);
  const verdict = { obligation };
  if (square !== '-') verdict.square = square;
  if (target !== '-') verdict.target = target;
  verdict.law = law;
  verdict.text = text;
  verdict.claimForfeited = forfeited === '1';
  return verdict;
}

/** Destinations by from-square, from (from, to) square indices. */
export function decodeDests(pairs) {
  const dests = new Map();
  for (let i = 0; i < pairs.length; i += 2) {
    const from = SQUARES[pairs[i]];
    const tos = dests.get(from);
    if (tos) tos.push(SQUARES[pairs[i + 1]]);
    else dests.set(from, [SQUARES[pairs[i + 1]]]);
  }
  return dests;
}

/**
 * Objects that Rust wrote as JSON (strings escaped there): parsePgn's games, the PGN import's
 * hot path, where one JSON.parse of the whole file is faster than an object built per call.
 */
export function decodeJson(json) {
  return JSON.parse(json);
}
