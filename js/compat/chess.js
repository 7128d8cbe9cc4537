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

export const SQUARES = Object.keys(SQ);

const piece = (code) => ({ type: TYPES[code & 7], color: code & 8 ? 'b' : 'w' });

export class Chess {
  #position = new Position();
  /** The fields of a validated FEN that load() has not set up yet: it is set up on first use. */
  #pending = null;
  /** The tags; null while they are the template's (made when first needed), with #setupFen. */
  #header = null;
  /** While #header is null: the FEN its SetUp and FEN tags hold, or null. */
  #setupFen = null;
  #comments = {};
  #counts = new Map();
  #fen = null;
  #legal = null;

  constructor(fen = DEFAULT_POSITION, { skipValidation = false } = {}) {
    this.load(fen, { skipValidation });
  }

  get #pos() {
    if (this.#pending !== null) this.#setUpPending();
    return this.#position;
  }

  #setUpPending() {
    const pos = this.#position;
    const tokens = this.#pending;
    this.#pending = null;
    pos.hh = pos.hl = 0;
    setUp(pos, tokens);
    pos.finishHash();
    this.#count(1);
  }

  /** Forgets what was computed for the position (it changed). */
  #changed() {
    this.#fen = null;
    this.#legal = null;
  }

  /** An en passant square with no pawn behind it: chess.js's queries may change such a board. */
  #volatile() {
    return this.#pos.bogusEp();
  }

  /** The legal moves in chess.js's order, and the SAN of each once asked for (`sanAt`). */
  #legalMoves() {
    if (this.#legal === null || this.#volatile()) {
      const moves = this.#pos.moves();
      const sans = new Array(moves.length).fill(null);
      const sanAt = (i) => (sans[i] ??= this.#pos.san(moves[i], moves));
      this.#legal = { moves, sans, sanAt };
      this.#fen = null;
    }
    return this.#legal;
  }

  #sanOf(m) {
    if (m === NULL) return '--';
    const legal = this.#legalMoves();
    const i = legal.moves.indexOf(m);
    return i === -1 ? this.#pos.san(m, legal.moves) : legal.sanAt(i);
  }

  #count(delta, key = this.#pos.key()) {
    const n = this.#counts.get(key) ?? 0;
    if (delta < 0 && n === 1) this.#counts.delete(key);
    else this.#counts.set(key, n + delta);
  }

  /**
   * chess.js builds the Move of a null move by playing it and taking it back, and taking a null
   * move back changes its hash (the en passant key and the side's key, which playing it had left
   * alone): that is done here wherever chess.js builds one, for the same hash() and repetitions.
   */
  #nullMoveBuilt() {
    this.#pos.xorEp();
    this.#pos.xorKey(SIDE);
  }

  /** After an edit of the board mid-game, the recorded SAN may no longer be what a replay gives. */
  #edited() {
    for (const entry of this.#pos.hist) entry.san = null;
    this.#changed();
  }

  clear({ preserveHeaders = false } = {}) {
    this.#empty(preserveHeaders);
    this.#pos.computeHash();
  }

  /** clear() but the hash (load() computes it with the pieces). */
  #empty(preserveHeaders) {
    this.#pending = null;
    this.#position.reset();
    this.#comments = {};
    if (!preserveHeaders) this.#header = null;
    this.#counts.clear();
    this.#setSetup(null);
    this.#changed();
  }

  load(fen, { skipValidation = false, preserveHeaders = false } = {}) {
    const [full, tokens, joined] = completeFen(fen);
    if (!skipValidation) {
      const { ok, error } = validateTokens(tokens);
      if (!ok) throw new Error(error);
    }
    this.#empty(preserveHeaders);
    this.#pending = tokens;
    this.#setSetup(full !== DEFAULT_POSITION ? full : null);
    // a FEN that will not throw is set up when first needed: load() then fen() need not do it
    if (skipValidation) this.#setUpPending();
    else if (isCanonical(tokens)) this.#fen = joined ?? tokens.join(' ');
  }

  fen({ forceEnpassantSquare = false } = {}) {
    if (forceEnpassantSquare) return this.#pos.fen(true);
    if (this.#fen !== null && (this.#pending !== null || !this.#volatile())) return this.#fen;
    this.#fen = this.#pos.fen();
    return this.#fen;
  }

  /** The SetUp and FEN tags: '1' and `fen`, or none. */
  #setSetup(fen) {
    if (this.#header === null) this.#setupFen = fen;
    else {
      this.#header.SetUp = fen === null ? null : '1';
      this.#header.FEN = fen;
    }
  }

  #headers() {
    if (this.#header === null) {
      this.#header = headerTemplate();
      this.#setSetup(this.#setupFen);
    }
    return this.#header;
  }

  #updateSetup(fen) {
    if (this.#pos.hist.length > 0) return;
    this.#setSetup(fen !== DEFAULT_POSITION ? fen : null);
  }

  reset() {
    this.load(DEFAULT_POSITION);
  }

  get(square) {
    const code = this.#pos.board[SQ[square]];
    return code ? piece(code) : undefined;
  }

  findPiece({ type, color }) {
    return SQUARES.filter((name) => {
      const code = this.#pos.board[SQ[name]];
      return code && TYPES[code & 7] === type && (code & 8 ? 'b' : 'w') === color;
    });
  }

  put({ type, color }, square) {
    const code = TYPES.indexOf(type.toLowerCase());
    const sq = SQ[square];
    if (code < 1 || type.length !== 1 || colorBit(color) < 0 || sq === undefined) return false;
    if (!this.#pos.put(code | colorBit(color), sq)) return false;
    this.#afterEdit();
    return true;
  }

  remove(square) {
    const removed = this.get(square);
    const sq = SQ[square];
    if (sq !== undefined) this.#pos.clearSquare(sq);
    if (removed && removed.type === 'k') this.#pos.kings[removed.color] = -1;
    this.#afterEdit();
    return removed;
  }

  /** What chess.js does after put() and remove(): rights and en passant square checked, setup noted. */
  #afterEdit() {
    this.#updateCastlingRights();
    const pos = this.#pos;
    // chess.js's check of the en passant square compares empty squares with null, which they
    // never are: any edit drops the square
    if (pos.ep !== -1) {
      pos.xorEp();
      pos.ep = -1;
    }
    this.#edited();
    this.#updateSetup(this.fen());
  }

  /** Drops the rights whose king or rook is not on its square. */
  #updateCastlingRights() {
    const pos = this.#pos;
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
    return this.#pos.attacked(attackedBy || this.#pos.turn, SQ[square], true);
  }

  hash() {
    return hex(this.#pos.hh, this.#pos.hl);
  }

  isAttacked(square, attackedBy) {
    return this.#pos.attacked(attackedBy, SQ[square], false);
  }

  isCheck() {
    return this.#pos.isCheck();
  }

  inCheck() {
    return this.isCheck();
  }

  isCheckmate() {
    return this.isCheck() && this.#legalMoves().moves.length === 0;
  }

  isStalemate() {
    return !this.isCheck() && this.#legalMoves().moves.length === 0;
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
      const code = this.#pos.board[i];
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
    return (this.#counts.get(this.#pos.key()) ?? 0) >= 3;
  }

  isDrawByFiftyMoves() {
    return this.#pos.half >= 100;
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
      const { moves, sanAt } = this.#legalMoves();
      return verbose ? moves.map((m, i) => new Move(this.#pos.turn, m, sanAt(i), this.fen())) : moves.map((m, i) => sanAt(i));
    }
    if (forSquare && SQ[forSquare] === undefined) return [];
    const [code, castle] = pieceFilter(piece);
    const moves = this.#pos.moves(true, code, castle, forSquare ? SQ[forSquare] : -1);
    // verbose moves name themselves among all moves; plain SAN among the moves asked for, as
    // chess.js does (moves({ square }) of two knights that reach one square: no disambiguation)
    if (verbose) return moves.map((m) => new Move(this.#pos.turn, m, this.#sanOf(m), this.fen()));
    return moves.map((m) => this.#pos.san(m, moves));
  }

  move(move, { strict = false } = {}) {
    let m = null;
    if (typeof move === 'string') m = moveFromSan(this.#legalMoves(), move, strict);
    else if (move === null) m = NULL;
    else if (typeof move === 'object') {
      for (const x of this.#legalMoves().moves) {
        const promotion = mPromotion(x);
        if (move.from === algebraic(mFrom(x)) && move.to === algebraic(mTo(x)) && (!promotion || move.promotion === TYPES[promotion])) {
          m = x;
          break;
        }
      }
    }
    if (m === null) throw new Error(`Invalid move: ${typeof move === 'string' ? move : JSON.stringify(move)}`);
    if (this.isCheck() && mFlags(m) & NULL_MOVE) throw new Error('Null move not allowed when in check');
    const san = this.#sanOf(m);
    const played = new Move(this.#pos.turn, m, san, this.fen());
    if (m === NULL) this.#nullMoveBuilt();
    this.#play(m, san);
    return played;
  }

  #play(m, san) {
    this.#pos.make(m);
    this.#pos.hist[this.#pos.hist.length - 1].san = san;
    this.#count(1);
    this.#changed();
  }

  undo() {
    const pos = this.#pos;
    const key = pos.key();
    const entry = pos.hist[pos.hist.length - 1];
    const m = pos.undo();
    if (m === -1) return null;
    this.#changed();
    const taken = new Move(pos.turn, m, entry.san ?? this.#sanOf(m), this.fen());
    if (m === NULL) this.#nullMoveBuilt();
    this.#count(-1, key);
    return taken;
  }

  /**
   * Takes every move back and replays them, calling `visit(entry, san)` before each and
   * `visit(null)` at the end, as chess.js's history(), pgn() and comment pruning do; like
   * theirs, the replay moves the hash of a game with null moves (see README).
   */
  #replay(visit) {
    const pos = this.#pos;
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
    this.#changed();
  }

  history({ verbose = false } = {}) {
    const out = [];
    this.#replay((entry, san) => {
      if (!entry) return;
      out.push(verbose ? new Move(entry.turn, entry.m, san, this.#pos.fen()) : san);
      if (verbose && entry.m === NULL) this.#nullMoveBuilt();
    });
    return out;
  }

  pgn({ newline = '\n', maxWidth = 0 } = {}) {
    const pos = this.#pos;
    const hasComments = Object.keys(this.#comments).length > 0;
    const withComment = (text) => {
      const comment = hasComments ? this.#comments[pos.fen()] : undefined;
      return comment === undefined ? text : `${text}${text.length ? ' ' : ''}{${comment}}`;
    };
    const moves = [];
    let text = '';
    const played = pos.hist.length > 0;
    if (!played) moves.push(withComment(''));
    this.#replay((entry, san) => {
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
    return writePgn(this.#headers(), moves, played, this.#headers().Result, { newline, maxWidth });
  }

  header(...args) {
    for (let i = 0; i < args.length; i += 2) {
      if (typeof args[i] === 'string' && typeof args[i + 1] === 'string') this.#headers()[args[i]] = args[i + 1];
    }
    return this.#headers();
  }

  setHeader(key, value) {
    this.#headers()[key] = value ?? SEVEN_TAG_ROSTER[key] ?? null;
    return this.getHeaders();
  }

  removeHeader(key) {
    if (!(key in this.#headers())) return false;
    this.#headers()[key] = SEVEN_TAG_ROSTER[key] || null;
    return true;
  }

  getHeaders() {
    return Object.fromEntries(Object.entries(this.#headers()).filter(([, value]) => value !== null));
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
    if (parsed.comment !== undefined) this.#comments[this.fen()] = parsed.comment;
    for (const node of parsed.moves) {
      const m = moveFromSan(this.#legalMoves(), node.san, strict);
      if (m === null) throw new Error(`Invalid move in PGN: ${node.san}`);
      this.#play(m, this.#sanOf(m));
      if (node.comment !== undefined) this.#comments[this.fen()] = node.comment;
    }
    const result = parsed.result;
    if (result && Object.keys(this.#headers()).length && this.#headers().Result !== result) this.setHeader('Result', result);
  }

  ascii() {
    let s = '   +------------------------+\n';
    for (let rank = 0; rank < 8; rank++) {
      s += ' ' + '87654321'[rank] + ' |';
      for (let file = 0; file < 8; file++) {
        const code = this.#pos.board[rank * 16 + file];
        s += code ? ` ${code & 8 ? TYPES[code & 7] : TYPES[code & 7].toUpperCase()} ` : ' . ';
      }
      s += '|\n';
    }
    return s + '   +------------------------+\n     a  b  c  d  e  f  g  h';
  }

  perft(depth) {
    // chess.js takes back a castling whose king was captured in its search by moving a rook
    // that is not there; in such a position perft leaves the board changed, here as there
    this.#changed();
    const pos = this.#pos;
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
    if (this.#pos.turn == color) return false;
    this.move('--');
    return true;
  }

  turn() {
    return this.#pos.turn;
  }

  board() {
    const rows = [];
    for (let rank = 0; rank < 8; rank++) {
      const row = [];
      for (let file = 0; file < 8; file++) {
        const sq = rank * 16 + file;
        const code = this.#pos.board[sq];
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
    return this.#pos.num;
  }

  getComment() {
    return this.#comments[this.fen()];
  }

  setComment(comment) {
    this.#comments[this.fen()] = comment.replace('{', '[').replace('}', ']');
  }

  removeComment() {
    const fen = this.fen();
    const comment = this.#comments[fen];
    delete this.#comments[fen];
    return comment;
  }

  /** @deprecated chess.js's old name of removeComment */
  deleteComment() {
    return this.removeComment();
  }

  /** Keeps the comments of positions of the game, in game order. */
  #pruneComments() {
    const kept = {};
    this.#replay(() => {
      const fen = this.#pos.fen();
      if (fen in this.#comments) kept[fen] = this.#comments[fen];
    });
    this.#comments = kept;
  }

  getComments() {
    this.#pruneComments();
    return Object.keys(this.#comments).map((fen) => ({ fen, comment: this.#comments[fen] }));
  }

  removeComments() {
    this.#pruneComments();
    return Object.keys(this.#comments).map((fen) => {
      const comment = this.#comments[fen];
      delete this.#comments[fen];
      return { fen, comment };
    });
  }

  /** @deprecated chess.js's old name of removeComments */
  deleteComments() {
    return this.removeComments();
  }

  setCastlingRights(color, rights) {
    const castling = this.#pos.castling;
    for (const [side, bit] of [['k', KSIDE], ['q', QSIDE]]) {
      if (rights[side] !== undefined) {
        if (rights[side]) castling[color] |= bit;
        else castling[color] &= ~bit;
      }
    }
    this.#updateCastlingRights();
    this.#edited();
    const result = this.getCastlingRights(color);
    return (rights.k === undefined || rights.k === result.k) && (rights.q === undefined || rights.q === result.q);
  }

  getCastlingRights(color) {
    return { k: (this.#pos.castling[color] & KSIDE) !== 0, q: (this.#pos.castling[color] & QSIDE) !== 0 };
  }
}
