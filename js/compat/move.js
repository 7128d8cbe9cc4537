// chess.js 1.4's Move: the same own properties in the same order, and nothing else (no private
// field: a page may keep moves in a Proxy, as Vue's ref() does). `after` is computed from the
// others when read (an accessor, enumerable like them, that becomes a plain value when a page
// assigns it): a page listing the moves with moves({ verbose: true }) rarely reads it, and it
// is most of what chess.js spends there.
import { FLAG_LETTERS, KSIDE, Position, QSIDE, SQ, TYPES, algebraic, mCaptured, mFlags, mFrom, mPiece, mPromotion, mTo, pack } from './position.js';
import { setUp } from './setup.js';

const AFTER = {
  enumerable: true,
  configurable: true,
  get() {
    let flags = 0;
    for (const letter of this.flags) flags |= 1 << FLAG_LETTERS.indexOf(letter);
    const pos = new Position();
    setUp(pos, this.before.split(' '));
    // TYPES[0] is ' ': no piece captured, no promotion.
    const type = TYPES.indexOf.bind(TYPES);
    const from = SQ[this.from];
    // A castling king goes two squares along, which castling rights without their king can
    // put off the board, where `to` does not name the square.
    const to = flags & KSIDE ? from + 2 : flags & QSIDE ? from - 2 : SQ[this.to];
    pos.make(pack(from, to, type(this.piece), type(this.captured ?? ' '), type(this.promotion ?? ' '), flags));
    return pos.fen();
  },
  set(fen) {
    Object.defineProperty(this, 'after', { value: fen, enumerable: true, writable: true });
  },
};

export class Move {
  /** `m` played by `color` in the position `before` (its FEN), written `san`. */
  constructor(color, m, san, before) {
    const promotion = mPromotion(m);
    const captured = mCaptured(m);
    this.color = color;
    this.from = algebraic(mFrom(m));
    this.to = algebraic(mTo(m));
    this.piece = TYPES[mPiece(m)];
    this.captured = captured ? TYPES[captured] : undefined;
    this.promotion = promotion ? TYPES[promotion] : undefined;
    let flags = '';
    for (let bit = 0; bit < 8; bit++) if (mFlags(m) & (1 << bit)) flags += FLAG_LETTERS[bit];
    this.flags = flags;
    this.san = san;
    this.lan = this.from + this.to + (promotion ? TYPES[promotion] : '');
    this.before = before;
    Object.defineProperty(this, 'after', AFTER);
  }

  isCapture() {
    return this.flags.includes('c');
  }

  isPromotion() {
    return this.flags.includes('p');
  }

  isEnPassant() {
    return this.flags.includes('e');
  }

  isKingsideCastle() {
    return this.flags.includes('k');
  }

  isQueensideCastle() {
    return this.flags.includes('q');
  }

  isBigPawn() {
    return this.flags.includes('b');
  }
}
