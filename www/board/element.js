// The <chess-board> element itself: building the grid, drawing the position and the marks, and
// a person's input (pointer, keyboard, the promotion chooser: its box in promotion.js). See
// board.js for its interface.
import { arrowLayer, drawArrows, readArrows } from './arrows.js';
import { DEFAULT_LABELS } from './labels.js';
import { pieceSvg } from './pieces.js';
import { promotionBox } from './promotion.js';
import { FILES, PROMOTION_ROLES, fileOf, isSquare, parsePlacement, rankOf, squareName } from './squares.js';
import { adoptStyles } from './styles.js';

export class ChessBoard extends HTMLElement {
  static observedAttributes = ['fen', 'orientation', 'last-move', 'check', 'coordinates', 'hints'];

  #root;
  #grid;
  #ghost;
  #promoBackdrop;
  #cells = new Map(); // square -> cell element
  #pieces = new Map(); // square -> {color, role}
  #dests = new Map(); // square -> Set of squares
  #promotions = new Set(); // 'e7e8'
  #labels = DEFAULT_LABELS;
  #selected = null;
  #focus = null;
  #drag = null;
  #promo = null; // {square, color, roles, resolve, previousFocus, pressed: a pointer went down on the chooser, move: 'e7e8' when opened for a move}
  #lastMove = [];
  #check = null;
  #arrows = []; // [{from, to}]
  #arrowLayer = arrowLayer();
  #built = false;

  constructor() {
    super();
    this.#root = this.attachShadow({ mode: 'open', delegatesFocus: false });
    adoptStyles(this.#root);
    this.#grid = document.createElement('div');
    this.#grid.className = 'board';
    this.#grid.setAttribute('role', 'grid');
    this.#grid.setAttribute('part', 'board');
    this.#ghost = document.createElement('div');
    this.#ghost.className = 'ghost';
    this.#ghost.hidden = true;
    this.#promoBackdrop = document.createElement('div');
    this.#promoBackdrop.className = 'promo-backdrop';
    this.#promoBackdrop.hidden = true;
    this.#root.append(this.#grid, this.#arrowLayer, this.#ghost, this.#promoBackdrop);

    this.#grid.addEventListener('pointerdown', (e) => this.#onPointerDown(e));
    this.#grid.addEventListener('pointermove', (e) => this.#onPointerMove(e));
    this.#grid.addEventListener('pointerup', (e) => this.#onPointerUp(e));
    this.#grid.addEventListener('pointercancel', () => this.#endDrag(null));
    this.#grid.addEventListener('lostpointercapture', () => this.#drag && this.#endDrag(null));
    this.#grid.addEventListener('keydown', (e) => this.#onKeyDown(e));
    // A square focused other than by the arrows (a screen reader's cursor, a script) is the one the keys act on.
    this.#grid.addEventListener('focusin', (e) => {
      const sq = e.target?.dataset?.square;
      if (sq && sq !== this.#focus && this.#cells.get(sq) === e.target) this.#setFocus(sq, false);
    });
    this.#grid.addEventListener('contextmenu', (e) => this.#drag && e.preventDefault());
    this.#promoBackdrop.addEventListener('pointerdown', (e) => {
      if (e.target === this.#promoBackdrop) {
        // A press beside the chooser cancels it, the focus to the board: the browser would send
        // it to the page's body (a press on what cannot be focused).
        e.preventDefault();
        this.#closePromotion(null, true);
      } else if (this.#promo) {
        this.#promo.pressed = true;
      }
    });
    this.#promoBackdrop.addEventListener('keydown', (e) => this.#onPromoKey(e));
  }

  connectedCallback() {
    if (!this.#built) this.#build();
  }

  attributeChangedCallback(name, old, value) {
    if (old === value) return;
    if (name === 'fen') {
      this.#pieces = parsePlacement(value);
      if (this.#built) this.#renderPieces();
    } else if (name === 'orientation') {
      if (this.#built) this.#build();
    } else if (name === 'last-move') {
      const m = /^([a-h][1-8])([a-h][1-8])/.exec(value ?? '');
      this.#lastMove = m ? [m[1], m[2]] : [];
      if (this.#built) this.#renderMarks();
    } else if (name === 'check') {
      this.#check = isSquare(value) ? value : null;
      if (this.#built) this.#renderMarks();
    }
  }

  // ---- properties -------------------------------------------------------------------------

  get fen() {
    return this.getAttribute('fen') ?? '';
  }
  set fen(value) {
    const fen = String(value);
    if (this.getAttribute('fen') !== fen) {
      this.setAttribute('fen', fen);
      return;
    }
    // The same position again (e.g. a move was refused): drop what the board showed meanwhile.
    this.#pieces = parsePlacement(fen);
    if (this.#built) this.#renderPieces();
  }

  get orientation() {
    return this.getAttribute('orientation') === 'black' ? 'black' : 'white';
  }
  set orientation(value) {
    this.setAttribute('orientation', value === 'black' || value === 'b' ? 'black' : 'white');
  }

  get lastMove() {
    return [...this.#lastMove];
  }
  set lastMove(value) {
    const text = Array.isArray(value) ? value.join('') : value;
    if (text) this.setAttribute('last-move', text);
    else this.removeAttribute('last-move');
  }

  get check() {
    return this.#check;
  }
  set check(value) {
    if (isSquare(value)) this.setAttribute('check', value);
    else this.removeAttribute('check');
  }

  /** The squares each piece may move to: a Map or an object of square -> array of squares. */
  get dests() {
    return new Map([...this.#dests].map(([k, v]) => [k, [...v]]));
  }
  set dests(value) {
    const entries = value instanceof Map ? [...value] : Object.entries(value ?? {});
    this.#dests = new Map(entries.filter(([k]) => isSquare(k)).map(([k, v]) => [k, new Set([...(v ?? [])].filter(isSquare))]));
    if (this.#selected && !this.#dests.has(this.#selected)) this.#selected = null;
    if (this.#built) this.#renderMarks();
    // The chooser of a move no longer allowed (the game ended meanwhile, a flag fell, a move was taken back) closes, cancelled.
    const move = this.#promo?.move;
    if (move && !this.#canMove(move.slice(0, 2), move.slice(2, 4))) this.#closePromotion(null);
  }

  /** Moves (from + to, as 'e7e8') that need a promotion piece chosen. */
  get promotions() {
    return [...this.#promotions];
  }
  set promotions(value) {
    this.#promotions = new Set([...(value ?? [])].map(String));
  }

  /** Words for screen readers (see DEFAULT_LABELS); merged over English. */
  get labels() {
    return this.#labels;
  }
  set labels(value) {
    this.#labels = {
      ...DEFAULT_LABELS,
      ...value,
      colors: { ...DEFAULT_LABELS.colors, ...value?.colors },
      roles: { ...DEFAULT_LABELS.roles, ...value?.roles },
      promoteTo: { ...DEFAULT_LABELS.promoteTo, ...value?.promoteTo },
      pieces: value?.pieces ? { ...value.pieces } : undefined,
    };
    if (this.#built) {
      this.#grid.setAttribute('aria-label', this.#labels.board);
      this.#renderLabels();
      this.#drawPromotion(); // an open chooser speaks the new words
    }
  }

  /** Arrows over the board: [{from, to}] (or 'e2e4' strings); [] for none. */
  get arrows() {
    return this.#arrows.map((a) => ({ ...a }));
  }
  set arrows(value) {
    this.#arrows = readArrows(value);
    drawArrows(this.#arrowLayer, this.#arrows, this.orientation === 'white');
  }

  get selected() {
    return this.#selected;
  }
  set selected(square) {
    this.#select(isSquare(square) && this.#dests.has(square) ? square : null, false);
  }

  flip() {
    this.orientation = this.orientation === 'white' ? 'black' : 'white';
  }

  /** Moves keyboard focus to a square (default: the last focused one). */
  focusSquare(square = this.#focus) {
    if (!this.#built) this.#build();
    this.#setFocus(isSquare(square) ? square : this.#focus, true);
  }

  // ---- building and rendering --------------------------------------------------------------

  #build() {
    this.#built = true;
    const white = this.orientation === 'white';
    this.#grid.setAttribute('aria-label', this.#labels.board);
    this.#grid.replaceChildren();
    this.#cells.clear();
    for (let row = 0; row < 8; row++) {
      const rank = white ? 7 - row : row;
      const rowEl = document.createElement('div');
      rowEl.className = 'row';
      rowEl.setAttribute('role', 'row');
      for (let col = 0; col < 8; col++) {
        const file = white ? col : 7 - col;
        const sq = squareName(file, rank);
        const cell = document.createElement('div');
        cell.className = `sq ${(file + rank) % 2 ? 'light' : 'dark'}`;
        cell.dataset.square = sq;
        cell.setAttribute('role', 'gridcell');
        cell.tabIndex = -1;
        if (row === 7) {
          const c = document.createElement('span');
          c.className = 'coord file';
          c.textContent = FILES[file];
          c.setAttribute('aria-hidden', 'true');
          cell.append(c);
        }
        if (col === 0) {
          const c = document.createElement('span');
          c.className = 'coord rank';
          c.textContent = String(rank + 1);
          c.setAttribute('aria-hidden', 'true');
          cell.append(c);
        }
        this.#cells.set(sq, cell);
        rowEl.append(cell);
      }
      this.#grid.append(rowEl);
    }
    drawArrows(this.#arrowLayer, this.#arrows, white);
    this.#focus ??= white ? 'e2' : 'e7';
    this.#cells.get(this.#focus).tabIndex = 0;
    this.#renderPieces();
    this.#drawPromotion(); // an open chooser moves with its square
  }

  #renderPieces() {
    for (const [sq, cell] of this.#cells) {
      const piece = this.#pieces.get(sq);
      const code = piece ? `${piece.color}${piece.role.toUpperCase()}` : null;
      const current = cell.querySelector('.piece');
      if (current?.dataset.piece === code) continue;
      current?.remove();
      if (code) {
        const el = document.createElement('div');
        el.className = 'piece';
        el.dataset.piece = code;
        el.append(pieceSvg(piece.color, piece.role));
        cell.append(el);
      }
    }
    if (this.#selected && !this.#pieces.has(this.#selected)) this.#selected = null;
    this.#renderMarks();
  }

  #renderMarks() {
    const targets = this.#selected ? this.#dests.get(this.#selected) ?? new Set() : new Set();
    for (const [sq, cell] of this.#cells) {
      const cl = cell.classList;
      cl.toggle('selected', sq === this.#selected);
      cl.toggle('dest', targets.has(sq));
      cl.toggle('occupied', this.#pieces.has(sq));
      cl.toggle('movable', this.#dests.get(sq)?.size > 0);
      cl.toggle('last', this.#lastMove.includes(sq));
      cl.toggle('check', sq === this.#check);
      if (sq === this.#selected) cell.setAttribute('aria-selected', 'true');
      else cell.removeAttribute('aria-selected');
    }
    this.#renderLabels();
  }

  #renderLabels() {
    const L = this.#labels;
    const targets = this.#selected ? this.#dests.get(this.#selected) ?? new Set() : new Set();
    for (const [sq, cell] of this.#cells) {
      const piece = this.#pieces.get(sq);
      const code = piece && `${piece.color}${piece.role.toUpperCase()}`;
      const name = piece && (L.pieces?.[code] ?? `${L.colors[piece.color]} ${L.roles[piece.role]}`);
      const parts = [sq, piece ? name : L.empty];
      if (sq === this.#selected) parts.push(L.selected);
      if (targets.has(sq)) parts.push(piece ? L.capture : L.legal);
      if (sq === this.#check) parts.push(L.check);
      if (this.#lastMove.includes(sq)) parts.push(L.lastMove);
      cell.setAttribute('aria-label', parts.join(', '));
    }
  }

  // ---- selection and moves -----------------------------------------------------------------

  #select(square, notify = true) {
    const changed = square !== this.#selected;
    this.#selected = square;
    if (this.#built) this.#renderMarks();
    if (changed && notify) {
      this.dispatchEvent(new CustomEvent(square ? 'select' : 'deselect', {
        detail: { square }, bubbles: true, composed: true,
      }));
    }
  }

  /** A person pressed a piece that cannot be picked up (an opponent's, or one without moves). */
  #press(square) {
    if (!this.#pieces.has(square)) return;
    this.dispatchEvent(new CustomEvent('press', { detail: { square }, bubbles: true, composed: true }));
  }

  #canMove(from, to) {
    return this.#dests.get(from)?.has(to) ?? false;
  }

  /** A person chose to move from -> to: asks for the promotion piece if needed, then reports. */
  async #attempt(from, to) {
    this.#select(null, false);
    let promotion;
    if (this.#promotions.has(from + to)) {
      const piece = this.#pieces.get(from);
      promotion = await this.choosePromotion(to, piece?.color ?? (to[1] === '8' ? 'w' : 'b'), PROMOTION_ROLES, from);
      if (!promotion) {
        this.#renderMarks();
        this.dispatchEvent(new CustomEvent('movecancel', { detail: { from, to }, bubbles: true, composed: true }));
        return;
      }
    }
    // Show the move at once (the owner sets the real position right after, e.g. for castling).
    const piece = this.#pieces.get(from);
    if (piece) {
      this.#pieces.delete(from);
      this.#pieces.set(to, promotion ? { color: piece.color, role: promotion } : piece);
      this.#renderPieces();
    }
    const detail = promotion ? { from, to, promotion } : { from, to };
    this.dispatchEvent(new CustomEvent('move', { detail, bubbles: true, composed: true }));
  }

  /**
   * Opens the promotion chooser over `square` for `color`; resolves with 'q' | 'r' | 'b' | 'n',
   * or null when cancelled (Escape, a click outside, or the cancel button). With `from`, the
   * chooser is the move from -> square's, and closes, cancelled, once the board no longer allows
   * that move (its dests).
   */
  choosePromotion(square, color = 'w', roles = PROMOTION_ROLES, from = null) {
    if (!this.#built) this.#build();
    this.#closePromotion(null);
    return new Promise((resolve) => {
      const move = isSquare(from) ? from + square : undefined;
      this.#promo = { square, color, roles, resolve, previousFocus: this.#focus, pressed: false, move };
      this.#drawPromotion(true);
    });
  }

  /**
   * Draws the open chooser, if any, for the board's orientation and words: again when either
   * changes, the focus kept on the same button (`first`: the focus to its first).
   */
  #drawPromotion(first = false) {
    if (!this.#promo) return;
    const at = first ? 0 : [...this.#promoBackdrop.querySelectorAll('button')].indexOf(this.#root.activeElement);
    const box = promotionBox({ ...this.#promo, white: this.orientation === 'white', labels: this.#labels }, (role, e) => {
      // On touch, the tap that opened the chooser ends with a click where the finger still
      // is: on a piece of the chooser. A pointer's click counts only after a press on the
      // chooser itself (a keyboard's click, detail 0, always counts).
      if (e.detail === 0 || this.#promo?.pressed) this.#closePromotion(role);
    });
    this.#promoBackdrop.replaceChildren(box);
    this.#promoBackdrop.hidden = false;
    if (at >= 0) box.querySelectorAll('button')[at].focus();
  }

  /** Closes the chooser with `role` (null: cancelled); the focus it had, or `toBoard`, goes back to the board. */
  #closePromotion(role, toBoard = false) {
    if (!this.#promo) return;
    const { resolve, previousFocus } = this.#promo;
    this.#promo = null;
    const hadFocus = this.#root.activeElement && this.#promoBackdrop.contains(this.#root.activeElement);
    this.#promoBackdrop.hidden = true;
    this.#promoBackdrop.replaceChildren();
    if (hadFocus || toBoard) this.#setFocus(previousFocus, true);
    resolve(role);
  }

  #onPromoKey(e) {
    const buttons = [...this.#promoBackdrop.querySelectorAll('button')];
    const i = buttons.indexOf(this.#root.activeElement);
    const up = this.#promoBackdrop.querySelector('.promo.up');
    let step = 0;
    if (e.key === 'Escape') {
      e.preventDefault();
      e.stopPropagation();
      this.#closePromotion(null);
      return;
    }
    if (e.key === 'ArrowDown' || e.key === 'ArrowRight') step = up ? -1 : 1;
    else if (e.key === 'ArrowUp' || e.key === 'ArrowLeft') step = up ? 1 : -1;
    else if (e.key === 'Tab') step = e.shiftKey ? -1 : 1;
    else if (/^[qrbn]$/i.test(e.key)) {
      e.preventDefault();
      this.#closePromotion(e.key.toLowerCase());
      return;
    }
    if (step) {
      e.preventDefault();
      e.stopPropagation();
      buttons[(i + step + buttons.length) % buttons.length].focus();
    } else if (e.key === 'Enter' || e.key === ' ') {
      e.stopPropagation(); // the button's click does the rest
    }
  }

  // ---- pointer -----------------------------------------------------------------------------

  #squareAt(x, y) {
    const r = this.#grid.getBoundingClientRect();
    const col = Math.floor(((x - r.left) / r.width) * 8);
    const row = Math.floor(((y - r.top) / r.height) * 8);
    if (col < 0 || col > 7 || row < 0 || row > 7) return null;
    return this.orientation === 'white' ? squareName(col, 7 - row) : squareName(7 - col, row);
  }

  #onPointerDown(e) {
    if (this.#promo || (e.pointerType === 'mouse' && e.button !== 0) || !e.isPrimary) return;
    const sq = this.#squareAt(e.clientX, e.clientY);
    if (!sq) return;
    e.preventDefault(); // no text selection, no scrolling on touch
    this.#setFocus(sq, false);
    if (this.#selected && this.#canMove(this.#selected, sq)) {
      this.#attempt(this.#selected, sq);
      return;
    }
    if (this.#dests.has(sq) && this.#pieces.has(sq)) {
      const wasSelected = this.#selected === sq;
      this.#select(sq);
      this.#drag = { from: sq, x: e.clientX, y: e.clientY, id: e.pointerId, moving: false, wasSelected, over: null };
      try {
        this.#grid.setPointerCapture(e.pointerId);
      } catch {
        // a synthetic event with no active pointer: dragging still works without capture
      }
      return;
    }
    this.#select(null);
    this.#press(sq);
  }

  #onPointerMove(e) {
    const d = this.#drag;
    if (!d || e.pointerId !== d.id) return;
    e.preventDefault();
    const rect = this.#grid.getBoundingClientRect();
    if (!d.moving) {
      if (Math.hypot(e.clientX - d.x, e.clientY - d.y) < Math.max(3, rect.width / 160)) return;
      d.moving = true;
      const piece = this.#cells.get(d.from).querySelector('.piece');
      piece?.classList.add('dragging');
      const p = this.#pieces.get(d.from);
      this.#ghost.replaceChildren(pieceSvg(p.color, p.role));
      this.#ghost.hidden = false;
    }
    const size = rect.width / 8;
    const hostRect = this.getBoundingClientRect();
    this.#ghost.style.transform =
      `translate(${e.clientX - hostRect.left - size / 2}px, ${e.clientY - hostRect.top - size / 2}px)`;
    const over = this.#squareAt(e.clientX, e.clientY);
    if (over !== d.over) {
      if (d.over) this.#cells.get(d.over)?.classList.remove('hover');
      d.over = over;
      if (over && this.#canMove(d.from, over)) this.#cells.get(over).classList.add('hover');
    }
  }

  #onPointerUp(e) {
    const d = this.#drag;
    if (!d || e.pointerId !== d.id) return;
    const sq = this.#squareAt(e.clientX, e.clientY);
    this.#endDrag(sq);
  }

  #endDrag(sq) {
    const d = this.#drag;
    if (!d) return;
    this.#drag = null;
    try {
      if (this.#grid.hasPointerCapture(d.id)) this.#grid.releasePointerCapture(d.id);
    } catch {
      // already released
    }
    this.#ghost.hidden = true;
    this.#ghost.replaceChildren();
    this.#cells.get(d.from)?.querySelector('.piece')?.classList.remove('dragging');
    if (d.over) this.#cells.get(d.over)?.classList.remove('hover');
    if (sq === null && d.moving) return; // cancelled: the piece stays selected
    if (d.moving) {
      if (sq && sq !== d.from && this.#canMove(d.from, sq)) this.#attempt(d.from, sq);
      else if (sq !== d.from) this.#select(null);
    } else if (d.wasSelected) {
      this.#select(null); // a second click on the selected piece puts it down
    }
  }

  // ---- keyboard ----------------------------------------------------------------------------

  #setFocus(sq, move, preventScroll = false) {
    if (!sq || !this.#cells.has(sq)) return;
    if (this.#focus && this.#cells.has(this.#focus)) this.#cells.get(this.#focus).tabIndex = -1;
    this.#focus = sq;
    const cell = this.#cells.get(sq);
    cell.tabIndex = 0;
    if (move) cell.focus({ preventScroll });
  }

  #onKeyDown(e) {
    if (this.#promo) return;
    const sq = this.#focus;
    if (!sq) return;
    const white = this.orientation === 'white';
    let col = white ? fileOf(sq) : 7 - fileOf(sq);
    let row = white ? 7 - rankOf(sq) : rankOf(sq);
    switch (e.key) {
      case 'ArrowLeft': col = Math.max(0, col - 1); break;
      case 'ArrowRight': col = Math.min(7, col + 1); break;
      case 'ArrowUp': row = Math.max(0, row - 1); break;
      case 'ArrowDown': row = Math.min(7, row + 1); break;
      case 'Home': col = 0; if (e.ctrlKey) row = 0; break;
      case 'End': col = 7; if (e.ctrlKey) row = 7; break;
      case 'PageUp': row = 0; break;
      case 'PageDown': row = 7; break;
      case 'Enter':
      case ' ':
        e.preventDefault();
        this.#activate(sq);
        return;
      case 'Escape':
        if (this.#selected) {
          e.preventDefault();
          this.#select(null);
        }
        return;
      default:
        return;
    }
    e.preventDefault();
    this.#setFocus(white ? squareName(col, 7 - row) : squareName(7 - col, row), true);
  }

  /** Enter / Space on a square: pick up, put down, or move. */
  #activate(sq) {
    if (this.#selected === sq) this.#select(null);
    else if (this.#selected && this.#canMove(this.#selected, sq)) this.#attempt(this.#selected, sq);
    else if (this.#dests.has(sq) && this.#pieces.has(sq)) this.#select(sq);
    else {
      this.#select(null);
      this.#press(sq);
    }
  }
}
