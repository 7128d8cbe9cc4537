// chess.js 1.4's Move: the same own properties in the same order. `after` is computed on first
// read (an accessor, enumerable like the others): a page listing the moves with
// moves({ verbose: true }) rarely reads it, and it is most of what chess.js spends there.
import { FLAG_LETTERS, Position, TYPES, algebraic, mCaptured, mFlags, mFrom, mPiece, mPromotion, mTo } from './position.js';
import { setUp } from './setup.js';

const AFTER = { enumerable: true, configurable: true, get: null };

export class Move {
  #m;
  #after = null;

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
    this.#m = m;
  }

  static {
    AFTER.get = function () {
      return this.#afterFen();
    };
  }

  #afterFen() {
    if (this.#after === null) {
      const pos = new Position();
      setUp(pos, this.before.split(' '));
      pos.make(this.#m);
      this.#after = pos.fen();
    }
    return this.#after;
  }

  isCapture() {
    return this.flags.indexOf('c') > -1;
  }

  isPromotion() {
    return this.flags.indexOf('p') > -1;
  }

  isEnPassant() {
    return this.flags.indexOf('e') > -1;
  }

  isKingsideCastle() {
    return this.flags.indexOf('k') > -1;
  }

  isQueensideCastle() {
    return this.flags.indexOf('q') > -1;
  }

  isBigPawn() {
    return this.flags.indexOf('b') > -1;
  }
}
