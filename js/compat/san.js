// Reading a move as chess.js 1.4 reads it: first its strict SAN match, then (unless `strict`)
// its permissive reader of 'Pe2-e4', 'Nge7', 'e2e4', 'exd5' written 'ed5', 'e8q'.
import { KING, NULL, SQ, TYPES, algebraic, mFrom, mPiece, mPromotion, mTo } from './position.js';

/** chess.js's strippedSan: without the first '=' and the trailing check mark and ?!. */
export const strippedSan = (san) => san.replace(/=/, '').replace(/[+#]?[?!]*$/, '');

/** The piece a move text is about, as chess.js's inferPieceType guesses it (a letter or ''). */
function inferPiece(san) {
  const first = san.charAt(0);
  if (first >= 'a' && first <= 'h') return /[a-h]\d.*[a-h]\d/.test(san) ? undefined : 'p';
  const lower = first.toLowerCase();
  return lower === 'o' ? 'k' : lower;
}

/**
 * The filter chess.js's _moves({ piece }) applies: [type code (0 all, -1 none), castling listed].
 * An empty piece letter lists every piece but no castling, as its `forPiece &&` test does.
 */
export function pieceFilter(piece) {
  if (piece === undefined || piece === null) return [0, true];
  const lower = piece.toLowerCase();
  if (lower === '') return [0, false];
  // chess.js compares the whole text with each piece's letter: 'pn' or 'nb' (a substring of
  // TYPES, which indexOf would find) is no piece, and lists nothing
  const code = lower.length === 1 ? TYPES.indexOf(lower) : -1;
  return code > 0 ? [code, code === KING] : [-1, false];
}

/** `legal`: { moves, sanAt(i) } of the position, in chess.js's order; the moves `piece` keeps. */
function filtered(legal, piece) {
  const [code, castle] = pieceFilter(piece);
  const out = [];
  for (let i = 0; i < legal.moves.length; i++) {
    const m = legal.moves[i];
    const castling = (m >>> 23) & 96;
    if (code === -1 || (code && mPiece(m) !== code) || (castling && !castle)) continue;
    out.push(i);
  }
  return out;
}

/** The move `text` means in the position of `legal`, the null move for '--', or null. */
export function moveFromSan(legal, text, strict) {
  let clean = strippedSan(text);
  if (!strict) {
    if (clean === '0-0') clean = 'O-O';
    else if (clean === '0-0-0') clean = 'O-O-O';
  }
  if (clean === '--') return NULL;
  // A SAN names its move's destination last: only moves to that square (and castling) can match,
  // so only theirs is written out
  const squares = clean.match(/[a-h][1-8]/g);
  const to = squares ? SQ[squares[squares.length - 1]] : -1;
  for (const i of filtered(legal, inferPiece(clean))) {
    const m = legal.moves[i];
    if (mTo(m) !== to && !((m >>> 23) & 96)) continue;
    if (clean === strippedSan(legal.sanAt(i))) return m;
  }
  if (strict) return null;
  return permissive(legal, clean);
}

function permissive(legal, clean) {
  let overlyDisambiguated = false;
  const matches =
    clean.match(/([pnbrqkPNBRQK])?([a-h][1-8])x?-?([a-h][1-8])([qrbnQRBN])?/) ||
    clean.match(/([pnbrqkPNBRQK])?([a-h]?[1-8]?)x?-?([a-h][1-8])([qrbnQRBN])?/);
  const [, piece, from, to, promotion] = matches || [];
  if (from && from.length === 1) overlyDisambiguated = true;
  if (!to) return null;
  const wantPiece = (m) => !piece || TYPES.indexOf(piece.toLowerCase()) === mPiece(m);
  const wantPromotion = (m) => !promotion || TYPES.indexOf(promotion.toLowerCase()) === mPromotion(m);
  for (const i of filtered(legal, piece || inferPiece(clean))) {
    const m = legal.moves[i];
    if (!from) {
      if (clean === strippedSan(legal.sanAt(i)).replace('x', '')) return m;
    } else if (wantPiece(m) && SQ[from] === mFrom(m) && SQ[to] === mTo(m) && wantPromotion(m)) {
      return m;
    } else if (overlyDisambiguated) {
      const square = algebraic(mFrom(m));
      if (wantPiece(m) && SQ[to] === mTo(m) && (from === square[0] || from === square[1]) && wantPromotion(m)) return m;
    }
  }
  return null;
}
