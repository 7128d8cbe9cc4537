// The JavaScript half of the conversions in src/wasm/: Rust hands over compact strings and JS
// builds the objects, one call across the boundary instead of one per field. Readers of user
// input never throw: a getter that throws or a value of the wrong type becomes an error string
// ("e" + message) that Rust turns into a ChessError.

const SQUARE = /^[a-h][1-8]$/;
const PROMOTION = /^[nbrq]$/;

export function describe(value) {
  if (value === null) return 'null';
  if (Array.isArray(value)) return 'an array';
  const type = typeof value;
  if (type === 'string') return `the string ${JSON.stringify(value.length > 20 ? `${value.slice(0, 20)}…` : value)}`;
  return type === 'object' ? 'an object' : `${type} ${String(value).slice(0, 20)}`;
}

export function failure(err) {
  try {
    return `e${err && err.message ? err.message : String(err)}`.slice(0, 200);
  } catch {
    return 'ereading the value threw an error';
  }
}

/** A MoveInput as text: "s" + SAN or UCI, "o" + UCI from a {from, to, promotion} object, or "e" + why not. */
export function moveInput(value) {
  try {
    if (typeof value === 'string') return `s${value}`;
    if (value !== null && typeof value === 'object' && !Array.isArray(value)) {
      const { from, to, promotion } = value;
      if (typeof from !== 'string' || !SQUARE.test(from)) return `ea move object needs "from" as a square name such as "e2", got ${describe(from)}`;
      if (typeof to !== 'string' || !SQUARE.test(to)) return `ea move object needs "to" as a square name such as "e4", got ${describe(to)}`;
      if (promotion === undefined || promotion === null) return `o${from}${to}`;
      if (typeof promotion !== 'string' || !PROMOTION.test(promotion)) return `e"promotion" must be one of "q", "r", "b", "n", got ${describe(promotion)}`;
      return `o${from}${to}${promotion}`;
    }
    return `eexpected a move as SAN or UCI text or as {from, to, promotion}, got ${describe(value)}`;
  } catch (err) {
    return failure(err);
  }
}

/** Game options as "o" + chess960 ("" | "y" | a number) + "|" + fen, or "e" + why not. */
export function gameOptions(value) {
  try {
    if (value === undefined || value === null) return 'o|';
    if (typeof value !== 'object' || Array.isArray(value)) return `eGame options must be an object such as {fen} or {chess960: 518}, got ${describe(value)}`;
    const { fen, chess960 } = value;
    if (fen !== undefined && typeof fen !== 'string') return `e"fen" must be a string, got ${describe(fen)}`;
    let variant = '';
    if (chess960 === true) variant = 'y';
    else if (typeof chess960 === 'number') {
      if (!Number.isInteger(chess960) || chess960 < 0 || chess960 > 959) return `e"chess960" must be true, false or a start position number from 0 to 959, got ${describe(chess960)}`;
      variant = String(chess960);
    } else if (chess960 !== undefined && chess960 !== false) return `e"chess960" must be true, false or a number from 0 to 959, got ${describe(chess960)}`;
    return `o${variant}|${fen ?? ''}`;
  } catch (err) {
    return failure(err);
  }
}

/** The square of moves({square}): "" for all moves, "s" + square, or "e" + why not. */
export function squareOption(value) {
  try {
    if (value === undefined || value === null) return '';
    if (typeof value !== 'object' || Array.isArray(value)) return `emoves() takes an optional object such as {square: "e2"}, got ${describe(value)}`;
    const { square } = value;
    if (square === undefined) return '';
    if (typeof square !== 'string' || !SQUARE.test(square)) return `e"square" must be a square name such as "e2", got ${describe(square)}`;
    return `s${square}`;
  } catch (err) {
    return failure(err);
  }
}

/** perft's {bulk} option: 0 or 1, or -1 when the options are not an object. */
export function bulkOption(value) {
  try {
    if (value === undefined || value === null) return 0;
    if (typeof value !== 'object' || Array.isArray(value)) return -1;
    return value.bulk ? 1 : 0;
  } catch {
    return -1;
  }
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

export function randomBelow(n) {
  return Math.floor(Math.random() * n);
}

const SQUARES = [];
for (let i = 0; i < 64; i++) SQUARES.push('abcdefgh'[i & 7] + String(1 + (i >> 3)));
// UCI strings by from, to and promotion, made once each: a move list allocates no square names.
const UCI = new Map();
const PROMOTION_INDEX = { '-': 0, n: 1, b: 2, r: 3, q: 4 };
function uciName(from, to, promotion) {
  const key = (from << 9) | (to << 3) | PROMOTION_INDEX[promotion];
  let name = UCI.get(key);
  if (name === undefined) {
    name = SQUARES[from] + SQUARES[to] + (promotion === '-' ? '' : promotion);
    UCI.set(key, name);
  }
  return name;
}

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

const PIECES = {};
for (const color of ['w', 'b']) {
  for (const role of ['p', 'n', 'b', 'r', 'q', 'k']) {
    const letter = color === 'w' ? role.toUpperCase() : role;
    PIECES[letter] = Object.freeze({ color, role });
  }
}

/** 64 FEN letters ("." for empty), a1 first. */
export function decodeBoard(encoded) {
  const board = new Array(64);
  for (let i = 0; i < 64; i++) board[i] = PIECES[encoded[i]] ?? null;
  return board;
}

const RESULTS = { w: '1-0', b: '0-1', '': '1/2-1/2' };

/** "termination,winner" ("" for a draw). */
export function decodeOutcome(encoded) {
  const [termination, winner] = encoded.split(',');
  return { termination, winner: winner || null, result: RESULTS[winner] };
}

/** Names separated by commas. */
export function decodeList(encoded) {
  return encoded === '' ? [] : encoded.split(',');
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

/** Objects that Rust wrote as JSON (strings escaped there). */
export function decodeJson(json) {
  return JSON.parse(json);
}
