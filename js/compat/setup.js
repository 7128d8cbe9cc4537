// FEN in: chess.js 1.4's validateFen (its checks in its order, its messages) and the way its
// load() places what the FEN says on an empty board, trusting it.
import { KSIDE, QSIDE, SQ, TYPES } from './position.js';

const fail = (error) => ({ ok: false, error: `Invalid FEN: ${error}` });

export function validateFen(fen) {
  return validateTokens(fen.split(/\s+/));
}

/** validateFen of the FEN's fields; one pass over the placement for what it checks there. */
export function validateTokens(tokens) {
  if (tokens.length !== 6) return fail('must contain six space-delimited fields');
  const moveNumber = parseInt(tokens[5], 10);
  if (isNaN(moveNumber) || moveNumber <= 0) return fail('move number must be a positive integer');
  const halfMoves = parseInt(tokens[4], 10);
  if (isNaN(halfMoves) || halfMoves < 0) return fail('half move counter number must be a non-negative integer');
  const ep = tokens[3];
  if (ep !== '-' && !(ep.length === 2 && ep[0] >= 'a' && ep[0] <= 'h' && (ep[1] === '3' || ep[1] === '6'))) {
    return fail('en-passant square is invalid');
  }
  const rights = tokens[2];
  for (let i = 0; i < rights.length; i++) if (!'kKqQ-'.includes(rights[i])) return fail('castling availability is invalid');
  if (tokens[1] !== 'w' && tokens[1] !== 'b') return fail('side-to-move is invalid');
  // one pass over the placement: chess.js counts the rows before it reads them, so an error
  // inside a row is told only if there are 8 rows
  const placement = tokens[0];
  let rows = 1;
  let rowError = null;
  let squares = 0;
  let previousWasNumber = false;
  let whiteKings = 0;
  let blackKings = 0;
  let edgePawn = false;
  for (let i = 0; i <= placement.length; i++) {
    const c = i < placement.length ? placement.charCodeAt(i) : 47;
    if (c === 47) {
      if (squares !== 8 && !rowError) rowError = 'piece data is invalid (too many squares in rank)';
      if (i < placement.length) rows++;
      squares = 0;
      previousWasNumber = false;
    } else if (rowError) continue;
    else if (c >= 48 && c <= 57) {
      if (previousWasNumber) rowError = 'piece data is invalid (consecutive number)';
      squares += c - 48;
      previousWasNumber = true;
    } else {
      const code = c < 128 ? PIECE_CODES[c] : 0;
      if (!code) rowError = 'piece data is invalid (invalid piece)';
      else if (code === 6) whiteKings++;
      else if (code === 14) blackKings++;
      else if ((code & 7) === 1 && (rows === 1 || rows === 8)) edgePawn = true;
      squares++;
      previousWasNumber = false;
    }
  }
  if (rows !== 8) return fail("piece data does not contain 8 '/'-delimited rows");
  if (rowError) return fail(rowError);
  if ((tokens[3][1] === '3' && tokens[1] === 'w') || (tokens[3][1] === '6' && tokens[1] === 'b')) {
    return fail('illegal en-passant square');
  }
  if (whiteKings === 0) return fail('missing white king');
  if (whiteKings > 1) return fail('too many white kings');
  if (blackKings === 0) return fail('missing black king');
  if (blackKings > 1) return fail('too many black kings');
  if (edgePawn) return fail('some pawns are on the edge rows');
  return { ok: true };
}

/** Piece code by character code: 'P' 1 ... 'K' 6, 'p' 9 ... 'k' 14. */
const PIECE_CODES = new Int8Array(128);
for (let t = 1; t <= 6; t++) {
  PIECE_CODES[TYPES.charCodeAt(t)] = t | 8;
  PIECE_CODES[TYPES.toUpperCase().charCodeAt(t)] = t;
}

/** Whether `fen` separates its fields by one space and has no other white space (the quick split). */
function singleSpaced(fen) {
  let previous = 32;
  for (let i = 0; i < fen.length; i++) {
    const c = fen.charCodeAt(i);
    if (c <= 32 ? c !== 32 || previous === 32 : c >= 127) return false;
    previous = c;
  }
  return previous !== 32;
}

/** Completes a FEN of 2 to 5 fields the way chess.js's load() does. */
export function completeFen(fen) {
  const plain = singleSpaced(fen);
  const tokens = plain ? fen.split(' ') : fen.split(/\s+/);
  if (tokens.length >= 2 && tokens.length < 6) {
    const text = tokens.concat(['-', '-', '0', '1'].slice(-(6 - tokens.length))).join(' ');
    // Split again, as chess.js does: an empty field (a FEN ending in a space, from a text box)
    // leaves two spaces, so that the completed FEN has too few fields and is refused.
    return [text, text.split(/\s+/), text];
  }
  // the third: the fields joined by single spaces, when that is `fen` itself (else null)
  return [fen, tokens, plain ? fen : null];
}

// '-' and the subsets of 'KQkq' in that order
const CANONICAL_RIGHTS = new Set(['-']);
for (let set = 1; set < 16; set++) CANONICAL_RIGHTS.add([...'KQkq'].filter((_, i) => set & (1 << i)).join(''));

/**
 * Whether chess.js's fen() of the position just loaded from `tokens` gives them back joined by
 * single spaces: no en passant square to check, rights in its order, counters without leading
 * zeros, no '0' in the placement.
 */
export function isCanonical(tokens) {
  const [placement, , castling, ep, half, num] = tokens;
  return ep === '-' && CANONICAL_RIGHTS.has(castling) && String(parseInt(half, 10)) === half &&
    String(parseInt(num, 10)) === num && !placement.includes('0');
}

/** Puts the FEN's pieces, side, rights, en passant square and counters on the empty `pos`. */
export function setUp(pos, tokens) {
  const placement = tokens[0];
  let square = 0;
  for (let i = 0; i < placement.length; i++) {
    const c = placement.charCodeAt(i);
    if (c === 47) square += 8;
    else if (c >= 48 && c <= 57) square += c - 48;
    else {
      const code = c < 128 ? PIECE_CODES[c] : 0;
      // chess.js's _put refuses unknown letters and squares off the board; the square counts anyway
      if (code && square < 128 && !(square & 0x88)) pos.place(code, square);
      square++;
    }
  }
  pos.turn = tokens[1];
  const rights = tokens[2];
  pos.castling.w = (rights.indexOf('K') > -1 ? KSIDE : 0) | (rights.indexOf('Q') > -1 ? QSIDE : 0);
  pos.castling.b = (rights.indexOf('k') > -1 ? KSIDE : 0) | (rights.indexOf('q') > -1 ? QSIDE : 0);
  pos.ep = tokens[3] === '-' ? -1 : (SQ[tokens[3]] ?? -1);
  pos.half = parseInt(tokens[4], 10);
  pos.num = parseInt(tokens[5], 10);
}
