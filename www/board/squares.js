// Squares and positions: square names, and the piece placement read from a FEN.

export const FILES = 'abcdefgh';
export const ROLES = ['k', 'q', 'r', 'b', 'n', 'p'];
export const PROMOTION_ROLES = ['q', 'n', 'r', 'b'];

/** Square name from file and rank indices 0..7. */
export const squareName = (file, rank) => `${FILES[file]}${rank + 1}`;
export const fileOf = (sq) => FILES.indexOf(sq[0]);
export const rankOf = (sq) => Number(sq[1]) - 1;
export const isSquare = (s) => typeof s === 'string' && /^[a-h][1-8]$/.test(s);

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
