// chess.js 1.4's Move: the same own properties in the same order, and nothing else (no private
// field: a page may keep moves in a Proxy, as Vue's ref() does). `after` is computed from the
// move as made when read (an accessor, enumerable like them, that becomes a plain value when a
// page assigns it): a page listing the moves with moves({ verbose: true }) rarely reads it, and
// it is most of what chess.js spends there.
import { FLAG_LETTERS, Position, TYPES, algebraic, mCaptured, mFlags, mFrom, mPiece, mPromotion, mTo } from './position.js';
import { setUp } from './setup.js';

/**
 * The packed move and the FEN it was made in. A symbol key, which Object.keys, JSON and for-in
 * skip (not one of chess.js's fields); assigned, not defined non-enumerable, which would cost a
 * quarter of moves({ verbose: true }).
 */
const MADE = Symbol('made');

const AFTER = {
  enumerable: true,
  configurable: true,
  get() {
    // from the move as made, not from the fields, which a page may have changed since (chess.js
    // fixed `after` when it made the Move: `m.from = m.from.toUpperCase()` leaves it alone)
    const [m, before] = this[MADE];
    const pos = new Position();
    setUp(pos, before.split(' '));
    pos.make(m);
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
    this[MADE] = [m, before];
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
