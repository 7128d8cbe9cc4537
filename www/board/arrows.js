// The board's arrows: an SVG layer over the squares (no pointer events, hidden from screen
// readers: whoever draws an arrow says what it means in words elsewhere, e.g. "Best move: Nf3").
// Coordinates are in squares, 0 to 8 from the top left of the board as shown.
import { fileOf, isSquare, rankOf } from './squares.js';

const SVG = 'http://www.w3.org/2000/svg';

/** The empty layer, to be placed over the grid. */
export function arrowLayer() {
  const svg = document.createElementNS(SVG, 'svg');
  svg.setAttribute('class', 'arrows');
  svg.setAttribute('viewBox', '0 0 8 8');
  svg.setAttribute('aria-hidden', 'true');
  svg.setAttribute('part', 'arrows');
  return svg;
}

/** The arrows given to the board ([{from, to}] or 'e2e4' strings), checked: [{from, to}]. */
export function readArrows(value) {
  const list = typeof value === 'string' ? [value] : typeof value?.[Symbol.iterator] === 'function' ? [...value] : [];
  return list.map((a) => (typeof a === 'string' ? { from: a.slice(0, 2), to: a.slice(2, 4) } : { from: a?.from, to: a?.to }))
    .filter((a) => isSquare(a.from) && isSquare(a.to) && a.from !== a.to);
}

/** The centre of `square` on a board seen from White (`white`) or Black. */
function centre(square, white) {
  const f = fileOf(square);
  const r = rankOf(square);
  return white ? [f + 0.5, 7 - r + 0.5] : [7 - f + 0.5, r + 0.5];
}

/** Draws `arrows` ([{from, to}]) into the layer. */
export function drawArrows(svg, arrows, white) {
  svg.replaceChildren(...arrows.map(({ from, to }) => {
    const [x1, y1] = centre(from, white);
    const [x2, y2] = centre(to, white);
    const len = Math.hypot(x2 - x1, y2 - y1);
    const [ux, uy] = [(x2 - x1) / len, (y2 - y1) / len];
    // The shaft stops where the head begins; the head's tip sits short of the square's centre.
    const head = 0.45;
    const tip = [x2 - ux * 0.15, y2 - uy * 0.15];
    const base = [tip[0] - ux * head, tip[1] - uy * head];
    const side = [-uy * 0.27, ux * 0.27];
    const g = document.createElementNS(SVG, 'g');
    g.setAttribute('class', 'arrow');
    g.dataset.arrow = `${from}${to}`;
    const line = document.createElementNS(SVG, 'line');
    for (const [k, v] of [['x1', x1], ['y1', y1], ['x2', base[0]], ['y2', base[1]]]) line.setAttribute(k, v.toFixed(3));
    const polygon = document.createElementNS(SVG, 'polygon');
    const points = [tip, [base[0] + side[0], base[1] + side[1]], [base[0] - side[0], base[1] - side[1]]];
    polygon.setAttribute('points', points.map((p) => p.map((n) => n.toFixed(3)).join(',')).join(' '));
    g.append(line, polygon);
    return g;
  }));
}
