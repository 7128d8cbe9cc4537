// The pieces, drawn as SVG from our own shapes on a 100×100 grid: b = body (filled, outlined),
// d = detail line, e = filled detail (eyes).
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
