// The board of the compat entry: a 0x88 board whose move generation, make/undo, hash and FEN
// reproduce chess.js 1.4 step by step, quirks included (its en passant square is kept when an
// enemy pawn stands beside the pawn that advanced two squares, legal capture or not; castling
// rights from a FEN are not checked against the pieces; a side without a king has every
// pseudo-legal move), because pages observe them through fen(), hash() and the draw rules.
// Moves are packed into one integer: from | to << 7 | piece << 14 | captured << 17 |
// promotion << 20 | flags << 23, pieces as type codes 1..6 (p n b r q k); a board square holds
// the type code, plus 8 for black.
import { CASTLING, EP, HI, LO, SIDE } from './zobrist.js';

export const TYPES = ' pnbrqk';
export const [PAWN, KNIGHT, BISHOP, ROOK, QUEEN, KING] = [1, 2, 3, 4, 5, 6];
// chess.js's move flags, in the order its `flags` text lists them
export const NORMAL = 1, CAPTURE = 2, BIG_PAWN = 4, EP_CAPTURE = 8, PROMOTION = 16;
export const KSIDE = 32, QSIDE = 64, NULL_MOVE = 128;
export const FLAG_LETTERS = 'ncbepkq-';

/** 0x88 index by square name (no prototype, so that 'toString' is not a square). */
export const SQ = Object.create(null);
for (let sq = 0; sq < 120; sq++) if (!(sq & 0x88)) SQ['abcdefgh'[sq & 15] + '87654321'[sq >> 4]] = sq;
// as chess.js writes squares, off-board ones too (castling rights without their king make some)
export const algebraic = (sq) => 'abcdefgh'.substring(sq & 15, (sq & 15) + 1) + '87654321'.substring(sq >> 4, (sq >> 4) + 1);
export const colorBit = (color) => (color === 'w' ? 0 : color === 'b' ? 8 : -1);

export const mFrom = (m) => m & 127;
export const mTo = (m) => (m >> 7) & 127;
export const mPiece = (m) => (m >> 14) & 7;
export const mCaptured = (m) => (m >> 17) & 7;
export const mPromotion = (m) => (m >> 20) & 7;
export const mFlags = (m) => m >>> 23;
export const pack = (from, to, piece, captured, promotion, flags) =>
  from | (to << 7) | (piece << 14) | (captured << 17) | (promotion << 20) | (flags << 23);
export const NULL = pack(0, 0, KING, 0, 0, NULL_MOVE);

// Which pieces attack along a square difference (attacker - target + 119), and the step of
// the ray from the attacker: the classic 0x88 tables, computed rather than written out.
const ATTACKS = new Uint8Array(240);
const RAYS = new Int8Array(240);
const MASK = [0, 1, 2, 4, 8, 16, 32];
const OFFSETS = [
  [],
  [],
  [-18, -33, -31, -14, 18, 33, 31, 14],
  [-17, -15, 17, 15],
  [-16, 1, 16, -1],
  [-17, -16, -15, 1, 17, 16, 15, -1],
  [-17, -16, -15, 1, 17, 16, 15, -1],
];
for (const step of OFFSETS[5]) {
  const diagonal = step % 2 !== 0 && Math.abs(step) !== 1;
  for (let k = 1; k < 8; k++) {
    const i = 119 - k * step;
    RAYS[i] = step;
    ATTACKS[i] |= (diagonal ? 4 | 16 : 8 | 16) | (k === 1 ? 32 | (diagonal ? 1 : 0) : 0);
  }
}
for (const step of OFFSETS[2]) ATTACKS[119 + step] |= 2;

const ROOK_SQUARES = { w: [112, QSIDE, 119, KSIDE], b: [0, QSIDE, 7, KSIDE] };

export class Position {
  constructor() {
    this.board = new Int8Array(128);
    this.turn = 'w';
    this.kings = { w: -1, b: -1 };
    this.castling = { w: 0, b: 0 };
    this.ep = -1;
    this.half = 0;
    this.num = 1;
    this.hist = [];
    this.hh = 0;
    this.hl = 0;
  }

  /** The position-count key of the hash (its 64 bits squeezed into one double). */
  key() {
    return (this.hh >>> 0) * 4294967296 + (this.hl >>> 0);
  }

  xorKey(i) {
    this.hh ^= HI[i];
    this.hl ^= LO[i];
  }

  xorPiece(sq) {
    const c = this.board[sq];
    if (c) this.xorKey(((c >> 3) * 6 + (c & 7) - 1) * 128 + sq);
  }

  xorEp() {
    if (this.ep !== -1) this.xorKey(EP + (this.ep & 7));
  }

  xorCastling() {
    this.xorKey(CASTLING + ((this.castling.w >> 5) | (this.castling.b >> 3)));
  }

  set(sq, code) {
    this.xorPiece(sq);
    this.board[sq] = code;
    this.xorPiece(sq);
  }

  clearSquare(sq) {
    this.xorPiece(sq);
    this.board[sq] = 0;
  }

  movePiece(from, to) {
    this.xorPiece(from);
    this.board[to] = this.board[from];
    this.board[from] = 0;
    this.xorPiece(to);
  }

  /** chess.js's _put: one king a side; replacing a king forgets it. `code` is valid. */
  put(code, sq) {
    const color = code & 8 ? 'b' : 'w';
    if ((code & 7) === KING && !(this.kings[color] === -1 || this.kings[color] === sq)) return false;
    const current = this.board[sq];
    if ((current & 7) === KING) this.kings[current & 8 ? 'b' : 'w'] = -1;
    this.set(sq, code);
    if ((code & 7) === KING) this.kings[color] = sq;
    return true;
  }

  /** How a FEN is set up on the empty board: put() with the pieces' keys in the hash only. */
  place(code, sq) {
    const color = code & 8 ? 'b' : 'w';
    if ((code & 7) === KING && !(this.kings[color] === -1 || this.kings[color] === sq)) return;
    const current = this.board[sq];
    if ((current & 7) === KING) this.kings[current & 8 ? 'b' : 'w'] = -1;
    this.xorPiece(sq);
    this.board[sq] = code;
    this.xorPiece(sq);
    if ((code & 7) === KING) this.kings[color] = sq;
  }

  /** The hash of setUp's position: its pieces' keys are in already (place). */
  finishHash() {
    this.xorEp();
    this.xorCastling();
    if (this.turn === 'b') this.xorKey(SIDE);
  }

  /** Back to an empty board, white to move, move 1, hash 0 (finishHash or xorCastling follows). */
  reset() {
    this.board.fill(0);
    this.turn = 'w';
    this.kings.w = this.kings.b = -1;
    this.castling.w = this.castling.b = 0;
    this.hh = this.hl = 0;
    this.ep = -1;
    this.half = 0;
    this.num = 1;
    this.hist = [];
  }

  /** Whether a piece of `color` attacks `square`; with `verbose`, the names of all that do. */
  attacked(color, square, verbose) {
    const bit = colorBit(color);
    const found = verbose ? [] : null;
    const board = this.board;
    for (let i = 0; i < 120; i++) {
      if (i & 0x88) {
        i += 7;
        continue;
      }
      const c = board[i];
      if (!c || (c & 8) !== bit) continue;
      const difference = i - square;
      if (difference === 0) continue;
      const index = difference + 119;
      const type = c & 7;
      if (!(ATTACKS[index] & MASK[type])) continue;
      if (type === PAWN) {
        if (!((difference > 0 && bit === 0) || (difference <= 0 && bit === 8))) continue;
      } else if (type !== KNIGHT && type !== KING) {
        const offset = RAYS[index];
        let j = i + offset;
        while (j !== square && !board[j]) j += offset;
        if (j !== square) continue;
      }
      if (!verbose) return true;
      found.push(algebraic(i));
    }
    return verbose ? found : false;
  }

  kingAttacked(color) {
    const sq = this.kings[color];
    return sq === -1 ? false : this.attacked(color === 'w' ? 'b' : 'w', sq);
  }

  /**
   * chess.js's _moves: pseudo-legal moves in its order (squares a8..h1, its offsets, promotions
   * n b r q, castling last), filtered to legal ones unless `legal` is false or the side has no
   * king. `piece`: 0 all, -1 none, else a type code; `castle`: whether castling is listed;
   * `square`: -1 all, else the only from-square.
   */
  moves(legal = true, piece = 0, castle = true, square = -1) {
    const moves = [];
    const board = this.board;
    const us = this.turn;
    const them = us === 'w' ? 'b' : 'w';
    const usBit = us === 'b' ? 8 : 0;
    const themBit = 8 - usBit;
    const first = square === -1 ? 0 : square;
    const last = square === -1 ? 119 : square;
    for (let from = first; from <= last; from++) {
      if (from & 0x88) {
        from += 7;
        continue;
      }
      const c = board[from];
      if (!c || (c & 8) !== usBit) continue;
      const type = c & 7;
      if (piece && piece !== type) continue;
      if (type === PAWN) this.pawnMoves(moves, from, usBit, themBit);
      else {
        for (const offset of OFFSETS[type]) {
          for (let to = from + offset; !(to & 0x88); to += offset) {
            const t = board[to];
            if (!t) moves.push(pack(from, to, type, 0, 0, NORMAL));
            else {
              if ((t & 8) === usBit) break;
              moves.push(pack(from, to, type, t & 7, 0, CAPTURE));
              break;
            }
            if (type === KNIGHT || type === KING) break;
          }
        }
      }
    }
    if (castle && (piece === 0 || piece === KING) && (square === -1 || square === this.kings[us])) {
      this.castlingMoves(moves, us, them);
    }
    if (!legal || this.kings[us] === -1) return moves;
    return moves.filter((m) => this.isLegal(m, us));
  }

  pawnMoves(moves, from, usBit, themBit) {
    const board = this.board;
    const dir = usBit ? 16 : -16;
    let to = from + dir;
    if (!board[to]) {
      addPawnMove(moves, from, to, 0, NORMAL);
      to = from + 2 * dir;
      if ((from >> 4) === (usBit ? 1 : 6) && !board[to]) moves.push(pack(from, to, PAWN, 0, 0, BIG_PAWN));
    }
    // chess.js's capture order: towards the a-file first for White, the h-file first for Black
    for (const side of usBit ? [1, -1] : [-1, 1]) {
      to = from + dir + side;
      if (to & 0x88) continue;
      const t = board[to];
      if (t && (t & 8) === themBit) addPawnMove(moves, from, to, t & 7, CAPTURE);
      else if (to === this.ep) moves.push(pack(from, to, PAWN, PAWN, 0, EP_CAPTURE));
    }
  }

  castlingMoves(moves, us, them) {
    const king = this.kings[us];
    const board = this.board;
    const free = (...squares) => squares.every((sq) => !board[sq]);
    const safe = (...squares) => squares.every((sq) => !this.attacked(them, sq));
    if (this.castling[us] & KSIDE && free(king + 1, king + 2) && safe(king, king + 1, king + 2)) {
      moves.push(pack(king, king + 2, KING, 0, 0, KSIDE));
    }
    if (this.castling[us] & QSIDE && free(king - 1, king - 2, king - 3) && safe(king, king - 1, king - 2)) {
      moves.push(pack(king, king - 2, KING, 0, 0, QSIDE));
    }
  }

  isLegal(m, us) {
    if (this.bogusEp()) {
      this.make(m);
      const legal = !this.kingAttacked(us);
      this.undo();
      return legal;
    }
    return !this.tryMove(m, us, us === 'w' ? 'b' : 'w', this.kings[us]);
  }

  /**
   * Whether an en passant square has no pawn to take behind it (a FEN may say so): chess.js's
   * take-back of such a capture puts a pawn there, so moves are made and taken back in full.
   */
  bogusEp() {
    if (this.ep === -1) return false;
    const behind = this.ep + (this.turn === 'w' ? 16 : -16);
    return this.board[this.ep] !== 0 || this.board[behind] !== (PAWN | (this.turn === 'w' ? 8 : 0));
  }

  /**
   * Whether, with `m` played by `us` on the board alone, `attacker` attacks the king of
   * `color` (its square `king`, or wherever the move takes it): the quick make and take-back
   * for legality and check, giving what the full ones give while the board is consistent.
   */
  tryMove(m, us, attacker, king) {
    const b = this.board;
    const from = m & 127;
    const to = (m >> 7) & 127;
    const flags = m >>> 23;
    const moving = b[from];
    const captured = b[to];
    const usBit = us === 'b' ? 8 : 0;
    const promotion = mPromotion(m);
    b[to] = promotion ? promotion | usBit : moving;
    b[from] = 0;
    let epSquare = -1;
    let epPiece = 0;
    if (flags & EP_CAPTURE) {
      epSquare = us === 'b' ? to - 16 : to + 16;
      epPiece = b[epSquare];
      b[epSquare] = 0;
    }
    let rookFrom = -1;
    let rookTo = -1;
    if (flags & KSIDE) [rookFrom, rookTo] = [to + 1, to - 1];
    else if (flags & QSIDE) [rookFrom, rookTo] = [to - 2, to + 1];
    const rook = rookFrom === -1 ? 0 : b[rookFrom];
    const rookToBefore = rookFrom === -1 ? 0 : b[rookTo];
    if (rookFrom !== -1) {
      b[rookTo] = rook;
      b[rookFrom] = 0;
    }
    if (king === from && (moving & 7) === KING) king = to;
    const hit = king === -1 ? false : this.attacked(attacker, king);
    if (rookFrom !== -1) {
      b[rookFrom] = rook;
      b[rookTo] = rookToBefore;
    }
    if (epSquare !== -1) b[epSquare] = epPiece;
    b[from] = moving;
    b[to] = captured;
    return hit;
  }

  /** Whether the side to move has a legal move (as `moves().length > 0`, sooner). */
  hasMove() {
    const us = this.turn;
    const pseudo = this.moves(false);
    if (this.kings[us] === -1) return pseudo.length > 0;
    return pseudo.some((m) => this.isLegal(m, us));
  }

  isCheck() {
    return this.kingAttacked(this.turn);
  }

  /** chess.js's _makeMove, hash updates included (a null move leaves the hash as it was). */
  make(m) {
    const us = this.turn;
    const them = us === 'w' ? 'b' : 'w';
    const { kings, castling } = this;
    this.hist.push({ m, kw: kings.w, kb: kings.b, turn: us, cw: castling.w, cb: castling.b, ep: this.ep, half: this.half, num: this.num, san: null });
    const flags = m >>> 23;
    if (flags & NULL_MOVE) {
      if (us === 'b') this.num++;
      this.half++;
      this.turn = them;
      this.ep = -1;
      return;
    }
    const from = m & 127;
    const to = (m >> 7) & 127;
    const usBit = us === 'b' ? 8 : 0;
    this.xorEp();
    this.xorCastling();
    if (mCaptured(m)) this.xorPiece(to);
    this.movePiece(from, to);
    if (flags & EP_CAPTURE) this.clearSquare(us === 'b' ? to - 16 : to + 16);
    const promotion = mPromotion(m);
    if (promotion) {
      this.clearSquare(to);
      this.set(to, promotion | usBit);
    }
    if ((this.board[to] & 7) === KING) {
      kings[us] = to;
      if (flags & KSIDE) this.movePiece(to + 1, to - 1);
      else if (flags & QSIDE) this.movePiece(to - 2, to + 1);
      castling[us] = 0;
    }
    this.dropRookRight(us, from);
    this.dropRookRight(them, to);
    this.xorCastling();
    this.ep = -1;
    if (flags & BIG_PAWN) {
      const enemyPawn = PAWN | (8 - usBit);
      if ((!((to - 1) & 0x88) && this.board[to - 1] === enemyPawn) || (!((to + 1) & 0x88) && this.board[to + 1] === enemyPawn)) {
        this.ep = us === 'b' ? to - 16 : to + 16;
        this.xorEp();
      }
    }
    if (mPiece(m) === PAWN || flags & (CAPTURE | EP_CAPTURE)) this.half = 0;
    else this.half++;
    if (us === 'b') this.num++;
    this.turn = them;
    this.xorKey(SIDE);
  }

  /** A move from or to a corner takes that side's castling right, at most one per side. */
  dropRookRight(color, sq) {
    if (!this.castling[color]) return;
    const rooks = ROOK_SQUARES[color];
    for (let i = 0; i < 4; i += 2) {
      if (sq === rooks[i] && this.castling[color] & rooks[i + 1]) {
        this.castling[color] ^= rooks[i + 1];
        break;
      }
    }
  }

  /** chess.js's _undoMove: the move taken back, or -1 when there is none. */
  undo() {
    const old = this.hist.pop();
    if (old === undefined) return -1;
    this.xorEp();
    this.xorCastling();
    const m = old.m;
    this.kings = { w: old.kw, b: old.kb };
    this.turn = old.turn;
    this.castling = { w: old.cw, b: old.cb };
    this.ep = old.ep;
    this.half = old.half;
    this.num = old.num;
    this.xorEp();
    this.xorCastling();
    this.xorKey(SIDE);
    const flags = m >>> 23;
    if (flags & NULL_MOVE) return m;
    const from = m & 127;
    const to = (m >> 7) & 127;
    const usBit = this.turn === 'b' ? 8 : 0;
    this.movePiece(to, from);
    this.clearSquare(from);
    this.set(from, mPiece(m) | usBit);
    const captured = mCaptured(m);
    if (captured) {
      if (flags & EP_CAPTURE) this.set(usBit ? to - 16 : to + 16, PAWN | (8 - usBit));
      else this.set(to, captured | (8 - usBit));
    }
    if (flags & KSIDE) this.movePiece(to - 1, to + 1);
    else if (flags & QSIDE) this.movePiece(to + 1, to - 2);
    return m;
  }

  /** chess.js's SAN of `m`, disambiguated against `moves`. */
  san(m, moves) {
    const flags = m >>> 23;
    let out;
    if (flags & KSIDE) out = 'O-O';
    else if (flags & QSIDE) out = 'O-O-O';
    else if (flags & NULL_MOVE) return '--';
    else {
      const piece = mPiece(m);
      out = piece === PAWN ? '' : TYPES[piece].toUpperCase() + disambiguator(m, moves);
      if (flags & (CAPTURE | EP_CAPTURE)) out += piece === PAWN ? algebraic(m & 127)[0] + 'x' : 'x';
      out += algebraic(mTo(m));
      const promotion = mPromotion(m);
      if (promotion) out += '=' + TYPES[promotion].toUpperCase();
    }
    const us = this.turn;
    const them = us === 'w' ? 'b' : 'w';
    if (this.bogusEp() || this.tryMove(m, us, us, this.kings[them])) {
      this.make(m);
      if (this.isCheck()) out += this.hasMove() ? '+' : '#';
      this.undo();
    }
    return out;
  }

  /** The FEN as chess.js writes it: the en passant square only if a capture there is legal. */
  fen(forceEnpassantSquare = false) {
    let out = '';
    let empty = 0;
    const board = this.board;
    for (let i = 0; i < 120; i++) {
      const c = board[i];
      if (c) {
        if (empty) out += empty;
        empty = 0;
        out += c & 8 ? TYPES[c & 7] : TYPES[c & 7].toUpperCase();
      } else empty++;
      if ((i + 1) & 0x88) {
        if (empty) out += empty;
        if (i !== 119) out += '/';
        empty = 0;
        i += 8;
      }
    }
    const { w, b } = this.castling;
    const castling = (w & KSIDE ? 'K' : '') + (w & QSIDE ? 'Q' : '') + (b & KSIDE ? 'k' : '') + (b & QSIDE ? 'q' : '');
    let ep = '-';
    if (this.ep !== -1) {
      if (forceEnpassantSquare || this.epCapturable()) ep = algebraic(this.ep);
    }
    return `${out} ${this.turn} ${castling || '-'} ${ep} ${this.half} ${this.num}`;
  }

  /** Whether a pawn of the side to move can take en passant without exposing its king. */
  epCapturable() {
    const us = this.turn;
    const ownPawn = PAWN | (us === 'b' ? 8 : 0);
    const pawn = this.ep + (us === 'w' ? 16 : -16);
    for (const sq of [pawn + 1, pawn - 1]) {
      if (sq & 0x88 || this.board[sq] !== ownPawn) continue;
      if (this.isLegal(pack(sq, this.ep, PAWN, PAWN, 0, EP_CAPTURE), us)) return true;
    }
    return false;
  }
}

function addPawnMove(moves, from, to, captured, flags) {
  const rank = to >> 4;
  if (rank === 0 || rank === 7) {
    for (let p = KNIGHT; p <= QUEEN; p++) moves.push(pack(from, to, PAWN, captured, p, flags | PROMOTION));
  } else moves.push(pack(from, to, PAWN, captured, 0, flags));
}

/** The file, rank or square that tells `m` from moves of the same piece type to its square. */
function disambiguator(m, moves) {
  const from = m & 127;
  const to = (m >> 7) & 127;
  const piece = mPiece(m);
  let ambiguities = 0;
  let sameRank = 0;
  let sameFile = 0;
  for (const other of moves) {
    const otherFrom = other & 127;
    if (mPiece(other) !== piece || otherFrom === from || mTo(other) !== to) continue;
    ambiguities++;
    if (otherFrom >> 4 === from >> 4) sameRank++;
    if ((otherFrom & 15) === (from & 15)) sameFile++;
  }
  if (!ambiguities) return '';
  const name = algebraic(from);
  if (sameRank && sameFile) return name;
  return sameFile ? name[1] : name[0];
}
