// FEN in: chess.js 1.4's validateFen (its checks in its order, its messages) and the way its
// load() places what the FEN says on an empty board, trusting it.
import { KSIDE, QSIDE, SQ, TYPES } from './position.js';

const fail = (error) => ({ ok: false, error: `Invalid FEN: ${error}` });
const isDigit = (c) => c >= '0' && c <= '9';

export function validateFen(fen) {
  const tokens = fen.split(/\s+/);
  if (tokens.length !== 6) return fail('must contain six space-delimited fields');
  const moveNumber = parseInt(tokens[5], 10);
  if (isNaN(moveNumber) || moveNumber <= 0) return fail('move number must be a positive integer');
  const halfMoves = parseInt(tokens[4], 10);
  if (isNaN(halfMoves) || halfMoves < 0) return fail('half move counter number must be a non-negative integer');
  if (!/^(-|[abcdefgh][36])$/.test(tokens[3])) return fail('en-passant square is invalid');
  if (/[^kKqQ-]/.test(tokens[2])) return fail('castling availability is invalid');
  if (!/^(w|b)$/.test(tokens[1])) return fail('side-to-move is invalid');
  const rows = tokens[0].split('/');
  if (rows.length !== 8) return fail("piece data does not contain 8 '/'-delimited rows");
  for (const row of rows) {
    let squares = 0;
    let previousWasNumber = false;
    for (const c of row) {
      if (isDigit(c)) {
        if (previousWasNumber) return fail('piece data is invalid (consecutive number)');
        squares += c.charCodeAt(0) - 48;
        previousWasNumber = true;
      } else {
        if (!'prnbqkPRNBQK'.includes(c)) return fail('piece data is invalid (invalid piece)');
        squares++;
        previousWasNumber = false;
      }
    }
    if (squares !== 8) return fail('piece data is invalid (too many squares in rank)');
  }
  if ((tokens[3][1] === '3' && tokens[1] === 'w') || (tokens[3][1] === '6' && tokens[1] === 'b')) {
    return fail('illegal en-passant square');
  }
  for (const [letter, color] of [['K', 'white'], ['k', 'black']]) {
    const count = tokens[0].split(letter).length - 1;
    if (count === 0) return fail(`missing ${color} king`);
    if (count > 1) return fail(`too many ${color} kings`);
  }
  if (/[pP]/.test(rows[0] + rows[7])) return fail('some pawns are on the edge rows');
  return { ok: true };
}

/** Completes a FEN of 2 to 5 fields the way chess.js's load() does. */
export function completeFen(fen) {
  const tokens = fen.split(/\s+/);
  if (tokens.length >= 2 && tokens.length < 6) {
    return tokens.concat(['-', '-', '0', '1'].slice(-(6 - tokens.length))).join(' ');
  }
  return fen;
}

/** Puts the FEN's pieces, side, rights, en passant square and counters on the empty `pos`. */
export function setUp(pos, tokens) {
  const placement = tokens[0];
  let square = 0;
  for (let i = 0; i < placement.length; i++) {
    const c = placement.charAt(i);
    if (c === '/') square += 8;
    else if (isDigit(c)) square += parseInt(c, 10);
    else {
      const type = TYPES.indexOf(c.toLowerCase());
      // chess.js's _put refuses unknown letters and squares off the board; the square counts anyway
      if (type > 0 && square < 128 && !(square & 0x88)) pos.put(type | (c < 'a' ? 0 : 8), square);
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
