// What the person may do in the position shown: the allowed moves (with the board's keys for
// them), the move typed in the move box, and what the touch-move rule binds them to.
import { format } from './i18n/index.js';
import { atEnd } from './game.js';
import { app } from './state.js';

/**
 * Why the person may make no move in the position shown though the game goes on, or null: it
 * is the computer's move; with a clock, play goes on only at the end of the line, and not while
 * the clock is paused.
 */
export function playBlocked() {
  if (app.game.outcome()) return null;
  if (app.state.computer && app.game.turn() === app.state.computer.color) return app.T.computerToMove;
  if (!app.clock) return null;
  if (!atEnd()) return app.T.clockAtEnd;
  if (app.clock.isPaused()) return app.T.clockPausedHint;
  return null;
}

export function computeLegal() {
  // The rules' allowed moves: all legal moves, or those the touch-move rule leaves.
  app.legal = app.game.outcome() || playBlocked() ? [] : app.game.allowedMoves();
  app.moveByKey = new Map();
  const chess960 = app.game.isChess960();
  const dests = new Map();
  const promotions = [];
  const add = (from, to, m, promo) => {
    app.moveByKey.set(from + to + (promo ?? ''), m);
    if (!dests.has(from)) dests.set(from, new Set());
    dests.get(from).add(to);
  };
  for (const m of app.legal) {
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
  return { dests, promotions };
}

/** The legal move a text names (SAN, lenient: 0-0, e8Q, without +/#; or UCI), or null. */
export function findTyped(text) {
  const t = text.trim();
  if (!t) return null;
  // Lenient like the rules' reader: 0-0, e8Q, e8=q, Nd5 for Nxd5, suffixes +#!? and e.p.
  const plain = (s) => s.replace(/\s+/g, '').replace(/e\.?p\.?$/i, '').replace(/[+#!?]+$/g, '').replace(/0/g, 'O')
    .replace(/[=x:]/g, '').replace(/([1-8])([qrbn])$/, (_, rank, role) => rank + role.toUpperCase());
  const p = plain(t);
  const lower = t.toLowerCase();
  const bySan = app.legal.filter((m) => plain(m.san) === p);
  if (bySan.length === 1) return bySan[0];
  const byUci = app.legal.filter((m) => m.uci === lower || app.moveByKey.get(lower) === m);
  if (byUci.length >= 1) return byUci[0];
  return null;
}

/** Whether the touch-move rule applies to the position shown (its end, the game going on). */
export function touchMoveNow() {
  return app.settings.touchMove && atEnd() && !app.game.outcome() && !playBlocked();
}

/** The square of the one piece the touch-move rule binds the player to move, or null. */
export function boundSquare() {
  if (!app.settings.touchMove || !atEnd() || !app.legal.length || !app.game.claimForfeited()) return null;
  const froms = new Set(app.legal.map((m) => m.from));
  return froms.size === 1 ? app.legal[0].from : null;
}

/** What the touches of this move oblige the player to do, in words ('' when nothing binds). */
export function touchText() {
  if (!touchMoveNow() || !app.game.claimForfeited()) return '';
  const v = app.game.touchVerdict();
  if (v.obligation === 'none') return '';
  let text = v.text; // the rules' words, in English
  if (app.settings.lang !== 'en') {
    const role = v.square ? roleAt(v.square) : null;
    text = format(app.T.touchRule[v.obligation], {
      square: v.square ?? '', target: v.target ?? '', law: v.law, piece: role ? app.T.boardLabels.roles[role] : '',
    });
  }
  return `${app.T.touchPrefix}: ${text}.`;
}

function roleAt(square) {
  const i = 'abcdefgh'.indexOf(square[0]) + (Number(square[1]) - 1) * 8;
  return app.game.board()[i]?.role ?? null;
}

export function claimReasons(claims) {
  return claims.map((c) => app.T.claims[c] ?? c).join(', ');
}
