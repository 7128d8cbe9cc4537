// <chess-board>: a chess board as a custom element, with no dependencies and no rules.
//
// It draws a position (the `fen` attribute; only the piece placement field is read) and lets a
// person move pieces by click-click, drag (mouse, pen, touch) or keyboard. It knows nothing of
// the rules: it is told which moves are legal (`dests`, `promotions`) and reports the move a
// person made as a `move` event. Exported by the package as `chess-arbiter/board`.
//
//   <chess-board fen="rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1"
//                orientation="white" last-move="e2e4" check="e8"></chess-board>
//
//   board.dests = { e2: ['e3', 'e4'], g1: ['f3', 'h3'] };  // or a Map; squares that may move
//   board.promotions = ['e7e8', 'e7d8'];                     // from+to that need a piece chosen
//   board.addEventListener('move', (e) => e.detail);         // {from, to, promotion?}
//   board.addEventListener('select', (e) => e.detail);       // {square}: a piece was picked up
//   board.addEventListener('press', (e) => e.detail);        // {square}: a piece that may not be
//                                                            // picked up was pressed (touch-move)
//
// Attributes: fen, orientation ("white" | "black"), last-move ("e2e4"), check ("e1"),
// coordinates ("off" hides them), hints ("off" hides legal-move dots). Properties of the same
// names, plus dests, promotions, labels (the words used for screen readers), selected,
// and flip(), focusSquare(square), choosePromotion(square, color).
// Test hooks: squares carry data-square="e4", pieces data-piece="wN" (P for pawns), the
// promotion chooser's buttons data-promotion="q".

const FILES = 'abcdefgh';
const ROLES = ['k', 'q', 'r', 'b', 'n', 'p'];
const PROMOTION_ROLES = ['q', 'n', 'r', 'b'];

// Our own piece shapes on a 100×100 grid: b = body (filled, outlined), d = detail line,
// e = filled detail (eyes).
const SHAPES = {
  p: [
    ['b', 'M30 80 C31 66 39 59 43 54 H57 C61 59 69 66 70 80 Z'],
    ['b', 'M38 55 a12 4 0 0 1 24 0 a12 4 0 0 1 -24 0 Z'],
    ['b', 'M50 20 a13 13 0 1 1 0 26 a13 13 0 1 1 0 -26 Z'],
    ['b', 'M25 88 a4 4 0 0 1 -4 -4 v-2 a4 4 0 0 1 4 -4 h50 a4 4 0 0 1 4 4 v2 a4 4 0 0 1 -4 4 Z'],
  ],
  r: [
    ['b', 'M31 72 L34 40 H66 L69 72 Z'],
    ['b', 'M27 41 V18 H37 V25 H45 V18 H55 V25 H63 V18 H73 V41 Z'],
    ['b', 'M26 78 a3 3 0 0 1 0 -6 h48 a3 3 0 0 1 0 6 Z'],
    ['b', 'M22 89 a3 3 0 0 1 -3 -3 v-5 a3 3 0 0 1 3 -3 h56 a3 3 0 0 1 3 3 v5 a3 3 0 0 1 -3 3 Z'],
    ['d', 'M35 47 H65 M33 66 H67'],
  ],
  n: [
    ['b', 'M30 80 C31 69 38 62 46 56 C41 57 36 59 31 61 C25 63 19 60 17 54 C15 49 18 45 22 41 L37 25 L39 11 L47 20 C62 21 74 34 76 52 C77 62 76 71 75 80 Z'],
    ['b', 'M25 88 a4 4 0 0 1 -4 -4 v-2 a4 4 0 0 1 4 -4 h50 a4 4 0 0 1 4 4 v2 a4 4 0 0 1 -4 4 Z'],
    ['d', 'M50 24 C62 28 70 40 70 56'],
    ['e', 'M36 33 a2.6 2.6 0 1 1 0 0.1 Z M22.5 50 a1.6 1.6 0 1 1 0 0.1 Z'],
  ],
  b: [
    ['b', 'M31 80 C29 68 35 60 41 56 H59 C65 60 71 68 69 80 Z'],
    ['b', 'M50 17 C39 26 33 36 37 46 C39 51 44 54 50 54 C56 54 61 51 63 46 C67 36 61 26 50 17 Z'],
    ['b', 'M50 7 a5 5 0 1 1 0 10 a5 5 0 1 1 0 -10 Z'],
    ['b', 'M38 57 a12 3.5 0 0 1 24 0 a12 3.5 0 0 1 -24 0 Z'],
    ['b', 'M25 88 a4 4 0 0 1 -4 -4 v-2 a4 4 0 0 1 4 -4 h50 a4 4 0 0 1 4 4 v2 a4 4 0 0 1 -4 4 Z'],
    ['d', 'M56 27 L46 39'],
  ],
  q: [
    ['b', 'M25 76 L15 34 L32 55 L33 25 L45 51 L50 21 L55 51 L67 25 L68 55 L85 34 L75 76 Z'],
    ['b', 'M15 26 a5 5 0 1 1 0 10 a5 5 0 1 1 0 -10 Z M33 18 a5 5 0 1 1 0 10 a5 5 0 1 1 0 -10 Z M50 14 a5 5 0 1 1 0 10 a5 5 0 1 1 0 -10 Z M67 18 a5 5 0 1 1 0 10 a5 5 0 1 1 0 -10 Z M85 26 a5 5 0 1 1 0 10 a5 5 0 1 1 0 -10 Z'],
    ['b', 'M25 88 a4 4 0 0 1 -4 -4 v-6 a4 4 0 0 1 4 -4 h50 a4 4 0 0 1 4 4 v6 a4 4 0 0 1 -4 4 Z'],
    ['d', 'M27 68 C42 64 58 64 73 68'],
  ],
  k: [
    ['b', 'M46 7 H54 V14 H61 V22 H54 V31 H46 V22 H39 V14 H46 Z'],
    ['b', 'M25 77 C18 62 20 47 33 44 C41 42 46 45 50 52 C54 45 59 42 67 44 C80 47 82 62 75 77 Z'],
    ['b', 'M50 31 C43 33 41 41 44 47 L50 56 L56 47 C59 41 57 33 50 31 Z'],
    ['b', 'M25 88 a4 4 0 0 1 -4 -4 v-6 a4 4 0 0 1 4 -4 h50 a4 4 0 0 1 4 4 v6 a4 4 0 0 1 -4 4 Z'],
    ['d', 'M27 68 C42 63 58 63 73 68'],
  ],
};

const SVG_NS = 'http://www.w3.org/2000/svg';

/** A fresh <svg> of one piece (color 'w' | 'b', role as in FEN, lower case). */
export function pieceSvg(color, role) {
  const svg = document.createElementNS(SVG_NS, 'svg');
  svg.setAttribute('viewBox', '0 0 100 100');
  svg.setAttribute('aria-hidden', 'true');
  svg.setAttribute('focusable', 'false');
  for (const [kind, d] of SHAPES[role]) {
    const path = document.createElementNS(SVG_NS, 'path');
    path.setAttribute('d', d);
    path.setAttribute('class', kind === 'b' ? 'body' : kind === 'e' ? 'eye' : 'detail');
    svg.append(path);
  }
  svg.setAttribute('class', `piece-svg ${color === 'w' ? 'white' : 'black'}`);
  return svg;
}

const DEFAULT_LABELS = {
  board: 'Chess board',
  empty: 'empty',
  selected: 'selected',
  legal: 'legal move',
  capture: 'capture',
  lastMove: 'last move',
  check: 'in check',
  promotion: 'Promote to',
  cancel: 'Cancel',
  colors: { w: 'white', b: 'black' },
  roles: { k: 'king', q: 'queen', r: 'rook', b: 'bishop', n: 'knight', p: 'pawn' },
};

const CSS = `
:host {
  display: block;
  position: relative;
  width: 100%;
  aspect-ratio: 1;
  container-type: inline-size;
  user-select: none;
  -webkit-user-select: none;
  -webkit-tap-highlight-color: transparent;
  --light: #ecdab9;
  --dark: #ae8a68;
  --last: rgba(232, 197, 40, 0.45);
  --selected: rgba(60, 140, 80, 0.55);
  --dest: rgba(30, 70, 40, 0.38);
  --check: rgba(220, 30, 30, 0.9);
  --focus: #1c5fd6;
}
:host([hidden]) { display: none; }
.board {
  position: absolute;
  inset: 0;
  display: grid;
  grid-template-columns: repeat(8, 1fr);
  grid-template-rows: repeat(8, 1fr);
  touch-action: none;
  outline: none;
  border-radius: 3px;
  overflow: hidden;
}
.row { display: contents; }
.sq {
  position: relative;
  outline: none;
  cursor: default;
}
.sq.light { background: var(--light); }
.sq.dark { background: var(--dark); }
.sq.last::before, .sq.selected::before, .sq.hover::before, .sq.check::before, .sq.dest::after {
  content: '';
  position: absolute;
  inset: 0;
  pointer-events: none;
}
.sq.last::before { background: var(--last); }
.sq.selected::before { background: var(--selected); }
.sq.hover::before { background: var(--selected); opacity: 0.6; }
.sq.check::before {
  background: radial-gradient(circle, var(--check) 0%, rgba(220, 30, 30, 0.55) 35%, rgba(220, 30, 30, 0) 72%);
}
.sq.dest::after {
  background: radial-gradient(circle, var(--dest) 0 17%, transparent 18%);
  z-index: 2;
}
.sq.dest.occupied::after {
  background: radial-gradient(circle, transparent 0 68%, var(--dest) 69% 80%, transparent 81%);
}
:host([hints="off"]) .sq.dest::after { display: none; }
.sq.movable, .sq.dest { cursor: pointer; }
.sq:focus-visible { box-shadow: inset 0 0 0 max(2px, 0.5cqi) var(--focus); z-index: 3; }
.piece {
  position: absolute;
  inset: 0;
  z-index: 1;
  pointer-events: none;
}
.piece.dragging { opacity: 0.3; }
.piece svg, .ghost svg, .promo svg { display: block; width: 100%; height: 100%; shape-rendering: geometricPrecision; }
.piece-svg .body { stroke-width: 3; stroke-linejoin: round; }
.piece-svg.white .body { fill: #fbfaf7; stroke: #1f1d1b; }
.piece-svg.black .body { fill: #2a2826; stroke: #0d0c0b; }
.piece-svg .detail { fill: none; stroke-width: 2.5; stroke-linecap: round; }
.piece-svg.white .detail { stroke: #1f1d1b; }
.piece-svg.black .detail { stroke: #e9e6e1; }
.piece-svg.white .eye { fill: #1f1d1b; }
.piece-svg.black .eye { fill: #e9e6e1; }
.coord {
  position: absolute;
  z-index: 2;
  font: 600 max(8px, 2.4cqi)/1 system-ui, sans-serif;
  pointer-events: none;
}
.coord.file { right: 0.5cqi; bottom: 0.3cqi; }
.coord.rank { left: 0.5cqi; top: 0.4cqi; }
.sq.light .coord { color: var(--dark); }
.sq.dark .coord { color: var(--light); }
:host([coordinates="off"]) .coord { display: none; }
.ghost {
  position: absolute;
  left: 0;
  top: 0;
  width: 12.5%;
  height: 12.5%;
  z-index: 10;
  pointer-events: none;
  will-change: transform;
}
.ghost[hidden] { display: none; }
.promo-backdrop {
  position: absolute;
  inset: 0;
  z-index: 20;
  background: rgba(20, 20, 20, 0.45);
}
.promo-backdrop[hidden] { display: none; }
.promo {
  position: absolute;
  width: 12.5%;
  display: flex;
  flex-direction: column;
  box-shadow: 0 2px 12px rgba(0, 0, 0, 0.5);
  border-radius: 4px;
  overflow: hidden;
}
.promo.up { flex-direction: column-reverse; }
.promo button {
  all: unset;
  aspect-ratio: 1;
  background: #f4f1ea;
  cursor: pointer;
  box-sizing: border-box;
}
.promo button:hover { background: #d9e7d2; }
.promo button:focus-visible { box-shadow: inset 0 0 0 max(2px, 0.5cqi) var(--focus); background: #d9e7d2; }
.promo button.cancel {
  aspect-ratio: auto;
  padding: 0.8cqi 0;
  text-align: center;
  font: 600 max(10px, 2.2cqi)/1.2 system-ui, sans-serif;
  color: #333;
  background: #ddd;
}
`;

let sheet = null;
function styles(root) {
  if (root.adoptedStyleSheets !== undefined && typeof CSSStyleSheet === 'function' && 'replaceSync' in CSSStyleSheet.prototype) {
    sheet ??= new CSSStyleSheet();
    if (!sheet.cssRules.length) sheet.replaceSync(CSS);
    root.adoptedStyleSheets = [sheet];
  } else {
    const style = document.createElement('style');
    style.textContent = CSS;
    root.append(style);
  }
}

/** Square name from file and rank indices 0..7. */
const squareName = (file, rank) => `${FILES[file]}${rank + 1}`;
const fileOf = (sq) => FILES.indexOf(sq[0]);
const rankOf = (sq) => Number(sq[1]) - 1;
const isSquare = (s) => typeof s === 'string' && /^[a-h][1-8]$/.test(s);

/** The piece placement of a FEN (or "start") as a Map of square -> {color, role}. */
export function parsePlacement(fen) {
  const pieces = new Map();
  let placement = String(fen ?? '').trim().split(/\s+/)[0];
  if (placement === 'start') placement = 'rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR';
  if (!placement) return pieces;
  const ranks = placement.split('/');
  for (let r = 0; r < Math.min(8, ranks.length); r++) {
    let file = 0;
    for (const ch of ranks[r]) {
      if (file > 7) break;
      if (/[1-8]/.test(ch)) {
        file += Number(ch);
      } else {
        const role = ch.toLowerCase();
        if (ROLES.includes(role)) pieces.set(squareName(file, 7 - r), { color: ch === role ? 'b' : 'w', role });
        file += 1;
      }
    }
  }
  return pieces;
}

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
  #promo = null; // {from, to, resolve, previousFocus}
  #lastMove = [];
  #check = null;
  #built = false;

  constructor() {
    super();
    this.#root = this.attachShadow({ mode: 'open', delegatesFocus: false });
    styles(this.#root);
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
    this.#root.append(this.#grid, this.#ghost, this.#promoBackdrop);

    this.#grid.addEventListener('pointerdown', (e) => this.#onPointerDown(e));
    this.#grid.addEventListener('pointermove', (e) => this.#onPointerMove(e));
    this.#grid.addEventListener('pointerup', (e) => this.#onPointerUp(e));
    this.#grid.addEventListener('pointercancel', () => this.#endDrag(null));
    this.#grid.addEventListener('lostpointercapture', () => this.#drag && this.#endDrag(null));
    this.#grid.addEventListener('keydown', (e) => this.#onKeyDown(e));
    this.#grid.addEventListener('contextmenu', (e) => this.#drag && e.preventDefault());
    this.#promoBackdrop.addEventListener('pointerdown', (e) => {
      if (e.target === this.#promoBackdrop) this.#closePromotion(null);
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
      pieces: value?.pieces ? { ...value.pieces } : undefined,
    };
    if (this.#built) {
      this.#grid.setAttribute('aria-label', this.#labels.board);
      this.#renderLabels();
    }
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
    this.#focus ??= white ? 'e2' : 'e7';
    this.#cells.get(this.#focus).tabIndex = 0;
    this.#renderPieces();
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
      promotion = await this.choosePromotion(to, piece?.color ?? (to[1] === '8' ? 'w' : 'b'));
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
   * or null when cancelled (Escape, a click outside, or the cancel button).
   */
  choosePromotion(square, color = 'w', roles = PROMOTION_ROLES) {
    if (!this.#built) this.#build();
    this.#closePromotion(null);
    return new Promise((resolve) => {
      const previousFocus = this.#focus;
      this.#promo = { resolve, previousFocus };
      const white = this.orientation === 'white';
      const col = white ? fileOf(square) : 7 - fileOf(square);
      const row = white ? 7 - rankOf(square) : rankOf(square);
      const downwards = row < 4;
      const box = document.createElement('div');
      box.className = `promo${downwards ? '' : ' up'}`;
      box.setAttribute('role', 'dialog');
      box.setAttribute('aria-label', this.#labels.promotion);
      box.style.left = `${col * 12.5}%`;
      if (downwards) box.style.top = `${row * 12.5}%`;
      else box.style.bottom = `${(7 - row) * 12.5}%`;
      for (const role of roles) {
        const b = document.createElement('button');
        b.type = 'button';
        b.dataset.promotion = role;
        b.setAttribute('aria-label', `${this.#labels.promotion}: ${this.#labels.roles[role]}`);
        b.append(pieceSvg(color, role));
        b.addEventListener('click', () => this.#closePromotion(role));
        box.append(b);
      }
      const cancel = document.createElement('button');
      cancel.type = 'button';
      cancel.className = 'cancel';
      cancel.textContent = '×';
      cancel.setAttribute('aria-label', this.#labels.cancel);
      cancel.addEventListener('click', () => this.#closePromotion(null));
      box.append(cancel);
      this.#promoBackdrop.replaceChildren(box);
      this.#promoBackdrop.hidden = false;
      box.querySelector('button').focus();
    });
  }

  #closePromotion(role) {
    if (!this.#promo) return;
    const { resolve, previousFocus } = this.#promo;
    this.#promo = null;
    const hadFocus = this.#root.activeElement && this.#promoBackdrop.contains(this.#root.activeElement);
    this.#promoBackdrop.hidden = true;
    this.#promoBackdrop.replaceChildren();
    if (hadFocus) this.#setFocus(previousFocus, true);
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

if (!customElements.get('chess-board')) customElements.define('chess-board', ChessBoard);
