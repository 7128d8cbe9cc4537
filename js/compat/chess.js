// `Chess`, the class of chess.js 1.4, method for method: the same results, texts and errors.
// Its position and the rules it applies are chess.js's own (position.js); what makes it fast
// is doing each thing once per position: the legal moves and their SAN are computed once and
// kept until the position changes, the FEN likewise, `after` of a Move on demand, and history
// and PGN from the SAN recorded when each move was played.
import { Move } from './move.js';
import { parsePgn, writePgn } from './pgn.js';
import { KING, KSIDE, NULL, NULL_MOVE, Position, QSIDE, SQ, TYPES, algebraic, colorBit, mFlags, mFrom, mPromotion, mTo } from './position.js';
import { moveFromSan, pieceFilter } from './san.js';
import { completeFen, isCanonical, setUp, validateTokens } from './setup.js';
import { SIDE, hex } from './zobrist.js';
import { DEFAULT_POSITION, SEVEN_TAG_ROSTER, headerTemplate } from './tags.js';

export { DEFAULT_POSITION, SEVEN_TAG_ROSTER };

const NAMES = Object.keys(SQ);
export const SQUARES = [...NAMES];

const piece = (code) => ({ type: TYPES[code & 7], color: code & 8 ? 'b' : 'w' });

export class Chess {
  _position = new Position();
  /** The fields of a validated FEN that load() has not set up yet: it is set up on first use. */
  _pending = null;
  /** The tags; null while they are the template's (made when first needed), with _setupFen. */
  _header = null;
  /** While _header is null: the FEN its SetUp and FEN tags hold, or null. */
  _setupFen = null;
  _comments = {};
  _counts = new Map();
  _fen = null;
  _legal = null;

  constructor(fen = DEFAULT_POSITION, { skipValidation = false } = {}) {
    this.load(fen, { skipValidation });
  }

  get _pos() {
    if (this._pending !== null) this._setUpPending();
    return this._position;
  }

  _setUpPending() {
    const pos = this._position;
    const tokens = this._pending;
    this._pending = null;
    pos.hh = pos.hl = 0;
    setUp(pos, tokens);
    pos.finishHash();
    this._count(1);
  }

  /** Forgets what was computed for the position (it changed). */
  _changed() {
    this._fen = null;
    this._legal = null;
  }

  /** An en passant square with no pawn behind it: chess.js's queries may change such a board. */
  _volatile() {
    return this._pos.bogusEp();
  }

  /** The legal moves in chess.js's order, and the SAN of each once asked for (`sanAt`). */
  _legalMoves() {
    if (this._legal === null || this._volatile()) {
      const moves = this._pos.moves();
      const sans = new Array(moves.length).fill(null);
      const sanAt = (i) => (sans[i] ??= this._pos.san(moves[i], moves));
      this._legal = { moves, sans, sanAt };
      this._fen = null;
    }
    return this._legal;
  }

  _sanOf(m) {
    if (m === NULL) return '--';
    const legal = this._legalMoves();
    const i = legal.moves.indexOf(m);
    return i === -1 ? this._pos.san(m, legal.moves) : legal.sanAt(i);
  }

  _count(delta, key = this._pos.key()) {
    const n = this._counts.get(key) ?? 0;
    if (delta < 0 && n === 1) this._counts.delete(key);
    else this._counts.set(key, n + delta);
  }

  /**
   * chess.js builds the Move of a null move by playing it and taking it back, and taking a null
   * move back changes its hash (the en passant key and the side's key, which playing it had left
   * alone): that is done here wherever chess.js builds one, for the same hash() and repetitions.
   */
  _nullMoveBuilt() {
    this._pos.xorEp();
    this._pos.xorKey(SIDE);
  }

  /** After an edit of the board mid-game, the recorded SAN may no longer be what a replay gives. */
  _edited() {
    for (const entry of this._pos.hist) entry.san = null;
    this._changed();
  }

  /** Called by load() as chess.js calls it (a subclass may override it). */
  clear({ preserveHeaders = false } = {}) {
    this._pending = null;
    // empty, white to move, no rights: the hash is the key of no castling rights
    this._position.reset();
    this._position.xorCastling();
    this._comments = {};
    if (!preserveHeaders) this._header = null;
    this._counts.clear();
    this._setSetup(null);
    this._changed();
  }

  load(fen, { skipValidation = false, preserveHeaders = false } = {}) {
    const [full, tokens, joined] = completeFen(fen);
    if (!skipValidation) {
      const { ok, error } = validateTokens(tokens);
      if (!ok) throw new Error(error);
    }
    this.clear({ preserveHeaders });
    this._pending = tokens;
    this._setSetup(full !== DEFAULT_POSITION ? full : null);
    // a FEN that will not throw is set up when first needed: load() then fen() need not do it
    if (skipValidation) this._setUpPending();
    else if (isCanonical(tokens)) this._fen = joined ?? tokens.join(' ');
  }

  fen({ forceEnpassantSquare = false } = {}) {
    if (forceEnpassantSquare) return this._pos.fen(true);
    if (this._fen !== null && (this._pending !== null || !this._volatile())) return this._fen;
    this._fen = this._pos.fen();
    return this._fen;
  }

  /** The SetUp and FEN tags: '1' and `fen`, or none. */
  _setSetup(fen) {
    if (this._header === null) this._setupFen = fen;
    else {
      this._header.SetUp = fen === null ? null : '1';
      this._header.FEN = fen;
    }
  }

  _headers() {
    if (this._header === null) {
      this._header = headerTemplate();
      this._setSetup(this._setupFen);
    }
    return this._header;
  }

  _updateSetup(fen) {
    if (this._pos.hist.length > 0) return;
    this._setSetup(fen !== DEFAULT_POSITION ? fen : null);
  }

  reset() {
    this.load(DEFAULT_POSITION);
  }

  get(square) {
    const code = this._pos.board[SQ[square]];
    return code ? piece(code) : undefined;
  }

  findPiece(piece) {
    // Not the exported SQUARES, which a page may change. `piece` is read at occupied squares
    // only, colour first, as chess.js reads it: no argument gives [] on an empty board, and
    // chess.js's TypeError on another.
    return NAMES.filter((name) => {
      const code = this._pos.board[SQ[name]];
      return code && (code & 8 ? 'b' : 'w') === piece.color && TYPES[code & 7] === piece.type;
    });
  }

  put({ type, color }, square) {
    const code = TYPES.indexOf(type.toLowerCase());
    const sq = SQ[square];
    if (code < 1 || type.length !== 1 || colorBit(color) < 0 || sq === undefined) return false;
    if (!this._pos.put(code | colorBit(color), sq)) return false;
    this._afterEdit();
    return true;
  }

  remove(square) {
    const removed = this.get(square);
    const sq = SQ[square];
    if (sq !== undefined) this._pos.clearSquare(sq);
    if (removed && removed.type === 'k') this._pos.kings[removed.color] = -1;
    this._afterEdit();
    return removed;
  }

  /** What chess.js does after put() and remove(): rights and en passant square checked, setup noted. */
  _afterEdit() {
    this._updateCastlingRights();
    const pos = this._pos;
    // chess.js's check of the en passant square compares empty squares with null, which they
    // never are: any edit drops the square
    if (pos.ep !== -1) {
      pos.xorEp();
      pos.ep = -1;
    }
    this._edited();
    this._updateSetup(this.fen());
  }

  /** Drops the rights whose king or rook is not on its square. */
  _updateCastlingRights() {
    const pos = this._pos;
    const b = pos.board;
    pos.xorCastling();
    const whiteKing = b[116] === KING;
    const blackKing = b[4] === (KING | 8);
    if (!whiteKing || b[112] !== 4) pos.castling.w &= ~QSIDE;
    if (!whiteKing || b[119] !== 4) pos.castling.w &= ~KSIDE;
    if (!blackKing || b[0] !== 12) pos.castling.b &= ~QSIDE;
    if (!blackKing || b[7] !== 12) pos.castling.b &= ~KSIDE;
    pos.xorCastling();
  }

  attackers(square, attackedBy) {
    return this._pos.attacked(attackedBy || this._pos.turn, SQ[square], true);
  }

  hash() {
    return hex(this._pos.hh, this._pos.hl);
  }

  isAttacked(square, attackedBy) {
    return this._pos.attacked(attackedBy, SQ[square], false);
  }

  isCheck() {
    return this._pos.isCheck();
  }

  inCheck() {
    return this.isCheck();
  }

  isCheckmate() {
    return this.isCheck() && this._legalMoves().moves.length === 0;
  }

  isStalemate() {
    return !this.isCheck() && this._legalMoves().moves.length === 0;
  }

  /** chess.js's rule: bare kings, one minor piece, or bishops all on squares of one colour. */
  isInsufficientMaterial() {
    const counts = [0, 0, 0, 0, 0, 0, 0];
    const bishops = [];
    let pieces = 0;
    let color = 0;
    for (let i = 0; i < 120; i++) {
      color = (color + 1) % 2;
      if (i & 0x88) {
        i += 7;
        continue;
      }
      const code = this._pos.board[i];
      if (!code) continue;
      counts[code & 7]++;
      if ((code & 7) === 3) bishops.push(color);
      pieces++;
    }
    if (pieces === 2) return true;
    if (pieces === 3 && (counts[3] === 1 || counts[2] === 1)) return true;
    if (pieces === counts[3] + 2) {
      const sum = bishops.reduce((a, c) => a + c, 0);
      if (sum === 0 || sum === bishops.length) return true;
    }
    return false;
  }

  isThreefoldRepetition() {
    return (this._counts.get(this._pos.key()) ?? 0) >= 3;
  }

  isDrawByFiftyMoves() {
    return this._pos.half >= 100;
  }

  isDraw() {
    return this.isDrawByFiftyMoves() || this.isStalemate() || this.isInsufficientMaterial() || this.isThreefoldRepetition();
  }

  isGameOver() {
    return this.isCheckmate() || this.isDraw();
  }

  moves({ verbose = false, square = undefined, piece = undefined } = {}) {
    const forSquare = square ? square.toLowerCase() : undefined;
    if (!forSquare && (piece === undefined || piece === null)) {
      const { moves, sanAt } = this._legalMoves();
      return verbose ? moves.map((m, i) => new Move(this._pos.turn, m, sanAt(i), this.fen())) : moves.map((m, i) => sanAt(i));
    }
    if (forSquare && SQ[forSquare] === undefined) return [];
    const [code, castle] = pieceFilter(piece);
    const moves = this._pos.moves(true, code, castle, forSquare ? SQ[forSquare] : -1);
    // verbose moves name themselves among all moves; plain SAN among the moves asked for, as
    // chess.js does (moves({ square }) of two knights that reach one square: no disambiguation)
    if (verbose) return moves.map((m) => new Move(this._pos.turn, m, this._sanOf(m), this.fen()));
    return moves.map((m) => this._pos.san(m, moves));
  }

  move(move, { strict = false } = {}) {
    let m = null;
    if (typeof move === 'string') m = moveFromSan(this._legalMoves(), move, strict);
    else if (move === null) m = NULL;
    else if (typeof move === 'object') {
      for (const x of this._legalMoves().moves) {
        const promotion = mPromotion(x);
        if (move.from === algebraic(mFrom(x)) && move.to === algebraic(mTo(x)) && (!promotion || move.promotion === TYPES[promotion])) {
          m = x;
          break;
        }
      }
    }
    if (m === null) throw new Error(`Invalid move: ${typeof move === 'string' ? move : JSON.stringify(move)}`);
    if (this.isCheck() && mFlags(m) & NULL_MOVE) throw new Error('Null move not allowed when in check');
    const san = this._sanOf(m);
    const played = new Move(this._pos.turn, m, san, this.fen());
    if (m === NULL) this._nullMoveBuilt();
    this._play(m, san);
    return played;
  }

  _play(m, san) {
    this._pos.make(m);
    this._pos.hist[this._pos.hist.length - 1].san = san;
    this._count(1);
    this._changed();
  }

  undo() {
    const pos = this._pos;
    const key = pos.key();
    const entry = pos.hist[pos.hist.length - 1];
    const m = pos.undo();
    if (m === -1) return null;
    this._changed();
    const taken = new Move(pos.turn, m, entry.san ?? this._sanOf(m), this.fen());
    if (m === NULL) this._nullMoveBuilt();
    this._count(-1, key);
    return taken;
  }

  /**
   * Takes every move back and replays them, calling `visit(entry, san)` before each and
   * `visit(null)` at the end, as chess.js's history(), pgn() and comment pruning do; like
   * theirs, the replay moves the hash of a game with null moves (see README).
   */
  _replay(visit) {
    const pos = this._pos;
    const entries = [];
    while (pos.hist.length) {
      entries.push(pos.hist[pos.hist.length - 1]);
      pos.undo();
    }
    for (let i = entries.length - 1; i >= 0; i--) {
      const entry = entries[i];
      const san = entry.san ?? (entry.m === NULL ? '--' : pos.san(entry.m, pos.moves()));
      visit(entry, san);
      pos.make(entry.m);
      pos.hist[pos.hist.length - 1].san = san;
    }
    visit(null);
    this._changed();
  }

  history({ verbose = false } = {}) {
    const out = [];
    this._replay((entry, san) => {
      if (!entry) return;
      out.push(verbose ? new Move(entry.turn, entry.m, san, this._pos.fen()) : san);
      if (verbose && entry.m === NULL) this._nullMoveBuilt();
    });
    return out;
  }

  pgn({ newline = '\n', maxWidth = 0 } = {}) {
    const pos = this._pos;
    const hasComments = Object.keys(this._comments).length > 0;
    const withComment = (text) => {
      const comment = hasComments ? this._comments[pos.fen()] : undefined;
      return comment === undefined ? text : `${text}${text.length ? ' ' : ''}{${comment}}`;
    };
    const moves = [];
    let text = '';
    const played = pos.hist.length > 0;
    if (!played) moves.push(withComment(''));
    this._replay((entry, san) => {
      if (!entry) {
        if (played && text.length) moves.push(withComment(text));
        return;
      }
      text = withComment(text);
      if (!pos.hist.length && entry.turn === 'b') {
        const prefix = `${pos.num}. ...`;
        text = text ? `${text} ${prefix}` : prefix;
      } else if (entry.turn === 'w') {
        if (text.length) moves.push(text);
        text = pos.num + '.';
      }
      text += ' ' + san;
    });
    return writePgn(this._headers(), moves, played, this._headers().Result, { newline, maxWidth });
  }

  header(...args) {
    for (let i = 0; i < args.length; i += 2) {
      if (typeof args[i] === 'string' && typeof args[i + 1] === 'string') this._headers()[args[i]] = args[i + 1];
    }
    return this._headers();
  }

  setHeader(key, value) {
    this._headers()[key] = value ?? SEVEN_TAG_ROSTER[key] ?? null;
    return this.getHeaders();
  }

  removeHeader(key) {
    if (!(key in this._headers())) return false;
    this._headers()[key] = SEVEN_TAG_ROSTER[key] || null;
    return true;
  }

  getHeaders() {
    return Object.fromEntries(Object.entries(this._headers()).filter(([, value]) => value !== null));
  }

  loadPgn(pgn, { strict = false, newlineChar = '\r?\n' } = {}) {
    if (newlineChar !== '\r?\n') pgn = pgn.replace(new RegExp(newlineChar, 'g'), '\n');
    const parsed = parsePgn(pgn);
    this.reset();
    const headers = parsed.headers;
    let fen = '';
    for (const key in headers) {
      if (key.toLowerCase() === 'fen') fen = headers[key];
      this.header(key, headers[key]);
    }
    if (!strict) {
      if (fen) this.load(fen, { preserveHeaders: true });
    } else if (headers.SetUp === '1') {
      if (!('FEN' in headers)) throw new Error('Invalid PGN: FEN tag must be supplied with SetUp tag');
      this.load(headers.FEN, { preserveHeaders: true });
    }
    if (parsed.comment !== undefined) this._comments[this.fen()] = parsed.comment;
    for (const node of parsed.moves) {
      const m = moveFromSan(this._legalMoves(), node.san, strict);
      if (m === null) throw new Error(`Invalid move in PGN: ${node.san}`);
      this._play(m, this._sanOf(m));
      if (node.comment !== undefined) this._comments[this.fen()] = node.comment;
    }
    const result = parsed.result;
    if (result && Object.keys(this._headers()).length && this._headers().Result !== result) this.setHeader('Result', result);
  }

  ascii() {
    let s = '   +------------------------+\n';
    for (let rank = 0; rank < 8; rank++) {
      s += ' ' + '87654321'[rank] + ' |';
      for (let file = 0; file < 8; file++) {
        const code = this._pos.board[rank * 16 + file];
        s += code ? ` ${code & 8 ? TYPES[code & 7] : TYPES[code & 7].toUpperCase()} ` : ' . ';
      }
      s += '|\n';
    }
    return s + '   +------------------------+\n     a  b  c  d  e  f  g  h';
  }

  perft(depth) {
    // chess.js takes back a castling whose king was captured in its search by moving a rook
    // that is not there; in such a position perft leaves the board changed, here as there
    this._changed();
    const pos = this._pos;
    const color = pos.turn;
    let nodes = 0;
    for (const m of pos.moves(false)) {
      pos.make(m);
      if (!pos.kingAttacked(color)) nodes += depth - 1 > 0 ? this.perft(depth - 1) : 1;
      pos.undo();
    }
    return nodes;
  }

  setTurn(color) {
    if (this._pos.turn == color) return false;
    this.move('--');
    return true;
  }

  turn() {
    return this._pos.turn;
  }

  board() {
    const rows = [];
    for (let rank = 0; rank < 8; rank++) {
      const row = [];
      for (let file = 0; file < 8; file++) {
        const sq = rank * 16 + file;
        const code = this._pos.board[sq];
        row.push(code ? { square: algebraic(sq), ...piece(code) } : null);
      }
      rows.push(row);
    }
    return rows;
  }

  squareColor(square) {
    const sq = SQ[square];
    if (sq === undefined) return null;
    return ((sq >> 4) + (sq & 15)) % 2 === 0 ? 'light' : 'dark';
  }

  moveNumber() {
    return this._pos.num;
  }

  getComment() {
    return this._comments[this.fen()];
  }

  setComment(comment) {
    this._comments[this.fen()] = comment.replace('{', '[').replace('}', ']');
  }

  removeComment() {
    const fen = this.fen();
    const comment = this._comments[fen];
    delete this._comments[fen];
    return comment;
  }

  /** @deprecated chess.js's old name of removeComment */
  deleteComment() {
    return this.removeComment();
  }

  /** Keeps the comments of positions of the game, in game order. */
  _pruneComments() {
    const kept = {};
    this._replay(() => {
      const fen = this._pos.fen();
      if (fen in this._comments) kept[fen] = this._comments[fen];
    });
    this._comments = kept;
  }

  getComments() {
    this._pruneComments();
    return Object.keys(this._comments).map((fen) => ({ fen, comment: this._comments[fen] }));
  }

  removeComments() {
    this._pruneComments();
    return Object.keys(this._comments).map((fen) => {
      const comment = this._comments[fen];
      delete this._comments[fen];
      return { fen, comment };
    });
  }

  /** @deprecated chess.js's old name of removeComments */
  deleteComments() {
    return this.removeComments();
  }

  setCastlingRights(color, rights) {
    const castling = this._pos.castling;
    for (const [side, bit] of [['k', KSIDE], ['q', QSIDE]]) {
      if (rights[side] !== undefined) {
        if (rights[side]) castling[color] |= bit;
        else castling[color] &= ~bit;
      }
    }
    this._updateCastlingRights();
    this._edited();
    const result = this.getCastlingRights(color);
    return (rights.k === undefined || rights.k === result.k) && (rights.q === undefined || rights.q === result.q);
  }

  getCastlingRights(color) {
    return { k: (this._pos.castling[color] & KSIDE) !== 0, q: (this._pos.castling[color] & QSIDE) !== 0 };
  }
}
