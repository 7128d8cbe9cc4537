// The board's styles, inside its shadow root: one constructed style sheet shared by every board,
// or a <style> element where constructed sheets are not supported.

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
  --arrow: rgba(21, 120, 27, 0.75);
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
.arrows { position: absolute; inset: 0; width: 100%; height: 100%; pointer-events: none; z-index: 3; }
.arrow line { stroke: var(--arrow); stroke-width: 0.16; stroke-linecap: round; }
.arrow polygon { fill: var(--arrow); }
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
/* turned="b" (or "w"): that side's pieces face the player across the table (over the board),
   on the board, in the hand while dragged and in the promotion chooser. */
:host([turned="b"]) .piece-svg.black, :host([turned="w"]) .piece-svg.white { transform: rotate(180deg); }
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
export function adoptStyles(root) {
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
