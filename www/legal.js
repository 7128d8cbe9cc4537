// What the person may do in the position shown: the allowed moves (with the board's keys for
// them), the move typed in the move box, and what the touch-move rule binds them to. Selectors
// of the state: they read the rules' Game, never change it.
import { format } from './i18n/index.js';
import { atEnd } from './game.js';
import { memo } from './store.js';
import { strings } from './state.js';

/**
 * Why the person may make no move in the position shown though the game goes on, or null: it
 * is the computer's move; with a clock, play goes on only at the end of the line, and not while
 * the clock is paused.
 */
export function playBlocked(s) {
  const T = strings(s);
  if (s.game.outcome()) return null;
  if (s.computer && s.game.turn() === s.computer.color) return T.computerToMove;
  if (!s.clock) return null;
  if (!atEnd(s)) return T.clockAtEnd;
  if (s.clock.isPaused()) return T.clockPausedHint;
  return null;
}

/** The rules' allowed moves in the position shown: all legal moves, or those the touch-move rule leaves. */
export const legalMoves = memo((s) => (s.game.outcome() || playBlocked(s) ? [] : s.game.allowedMoves()));

/**
 * The board's view of the allowed moves: the destinations of each piece, the from+to of those
 * that need a promotion piece, and the Move of each key ('e2e4', 'e7e8q', 'e1h1': the king onto
 * its rook).
 */
export const boardMoves = memo((s) => {
  const moveByKey = new Map();
  const chess960 = s.game.isChess960();
  const dests = new Map();
  const promotions = [];
  const add = (from, to, m, promo) => {
    moveByKey.set(from + to + (promo ?? ''), m);
    if (!dests.has(from)) dests.set(from, new Set());
    dests.get(from).add(to);
  };
  for (const m of legalMoves(s)) {
    if (m.castle) {
      // The king onto its own rook always castles; in standard chess its destination does too.
      const rookSquare = chess960 ? m.uci.slice(2, 4) : `${m.castle === 'k' ? 'h' : 'a'}${m.from[1]}`;
      add(m.from, rookSquare, m);
      if (!chess960) add(m.from, m.to, m);
    } else if (m.promotion) {
      add(m.from, m.to, m, m.promotion);
      promotions.push(m.from + m.to);
    } else {
      add(m.from, m.to, m);
    }
  }
  return { dests, promotions, moveByKey };
});

/** The allowed move a board gesture names (from, to, promotion), or null. */
export function moveAt(s, from, to, promotion) {
  return boardMoves(s).moveByKey.get(from + to + (promotion ?? '')) ?? null;
}

/** The legal move a text names (SAN, lenient: 0-0, e8Q, without +/#; or UCI), or null. */
export function findTyped(s, text) {
  const t = text.trim();
  if (!t) return null;
  const legal = legalMoves(s);
  const { moveByKey } = boardMoves(s);
  // Lenient like the rules' reader: 0-0, e8Q, e8=q, Nd5 for Nxd5, suffixes +#!? and e.p.
  const plain = (x) => x.replace(/\s+/g, '').replace(/e\.?p\.?$/i, '').replace(/[+#!?]+$/g, '').replace(/0/g, 'O')
    .replace(/[=x:]/g, '').replace(/([1-8])([qrbn])$/, (_, rank, role) => rank + role.toUpperCase());
  const p = plain(t);
  const lower = t.toLowerCase();
  const bySan = legal.filter((m) => plain(m.san) === p);
  if (bySan.length === 1) return bySan[0];
  const byUci = legal.filter((m) => m.uci === lower || moveByKey.get(lower) === m);
  if (byUci.length >= 1) return byUci[0];
  return null;
}

/** The allowed move typed in the move box, if it names one. */
export const typedMove = memo((s) => (s.game && s.moveText.trim() ? findTyped(s, s.moveText) : null));

/** Whether the touch-move rule applies to the position shown (its end, the game going on). */
export function touchMoveNow(s) {
  return s.settings.touchMove && atEnd(s) && !s.game.outcome() && !playBlocked(s);
}

/** The square of the one piece the touch-move rule binds the player to move, or null. */
export function boundSquare(s) {
  const legal = legalMoves(s);
  if (!s.settings.touchMove || !atEnd(s) || !legal.length || !s.game.claimForfeited()) return null;
  const froms = new Set(legal.map((m) => m.from));
  return froms.size === 1 ? legal[0].from : null;
}

/** What the touches of this move oblige the player to do, in words ('' when nothing binds). */
export function touchText(s) {
  if (!touchMoveNow(s) || !s.game.claimForfeited()) return '';
  const T = strings(s);
  const v = s.game.touchVerdict();
  if (v.obligation === 'none') return '';
  let text = v.text; // the rules' words, in English
  if (s.settings.lang !== 'en') {
    const role = v.square ? roleAt(s, v.square) : null;
    text = format(T.touchRule[v.obligation], {
      square: v.square ?? '', target: v.target ?? '', law: v.law, piece: role ? T.boardLabels.roles[role] : '',
    });
  }
  return `${T.touchPrefix}: ${text}.`;
}

function roleAt(s, square) {
  const i = 'abcdefgh'.indexOf(square[0]) + (Number(square[1]) - 1) * 8;
  return s.game.board()[i]?.role ?? null;
}

export function claimReasons(T, claims) {
  return claims.map((c) => T.claims[c] ?? c).join(', ');
}
