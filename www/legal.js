// What the person may do in the position shown: the allowed moves (and where the board lets
// each piece go), the move typed in the move box, and what the touch-move rule binds them to.
// Selectors of the state: they ask the rules' Game, never change it, and know no rules of their
// own (the page's only rules are its own: the computer's turn, the clock paused).
import { englishSan, format } from './i18n/index.js';
import { atEnd, gameAfter } from './game.js';
import { memo } from './store.js';
import { premoveDests } from './premove.js';
import { other, strings } from './state.js';

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
 * The board's view of the allowed moves, from the rules: the destinations of each piece
 * (game.dests(): castling at the rook's square, and at g1/c1 in standard games) and the
 * from+to of the moves that need a promotion piece.
 */
export const boardMoves = memo((s) => {
  if (!legalMoves(s).length) return { dests: new Map(), promotions: [] };
  const promotions = [...new Set(legalMoves(s).filter((m) => m.promotion).map((m) => m.from + m.to))];
  return { dests: s.game.dests(), promotions };
});

/** The allowed move the rules read in `input` (a board's {from, to, promotion}, or text: SAN read leniently, UCI), or null. */
function readMove(s, input) {
  if (!legalMoves(s).length) return null;
  try {
    return s.game.parseMove(input);
  } catch {
    return null;
  }
}

/**
 * Against the computer, while it is to move: where the person may pre-move (lichess's premoves),
 * as {dests, promotions}, or null when no pre-move can be made now. The destinations ignore the
 * pieces (premove.js: a recapture on a square your own piece stands on can be pre-moved), with
 * castling as the rules allow it in the position with the turn passed to the person; whether
 * the move is played is decided by the rules when it is their turn (actions.js computerMove).
 */
export const premoveChoices = memo((s) => {
  const on = s.settings.premoves && s.computer && atEnd(s) && !s.game.outcome() && !s.busy;
  if (!on || s.game.turn() !== s.computer.color || s.clock?.isPaused()) return null;
  const parts = s.game.fen().split(' ');
  parts[1] = parts[1] === 'w' ? 'b' : 'w';
  parts[3] = '-'; // no en passant for the side that did not just move
  let castling = new Map();
  try {
    const g = new s.rules.Game({ fen: parts.join(' '), chess960: s.game.isChess960() });
    castling = g.dests();
    g.free();
  } catch {
    // the computer's king in check: no position with the person to move, so no castling to add
  }
  return premoveDests(s.game.board(), other(s.computer.color), castling);
});

/** The pre-move a board gesture names ({from, to, promotion?, piece, uci}, said as "Knight to e5"), or null. */
export function premoveAt(s, from, to, promotion) {
  const choices = premoveChoices(s);
  if (!choices?.dests.get(from)?.includes(to)) return null;
  const promotes = choices.promotions.includes(from + to);
  if (promotes !== Boolean(promotion)) return null;
  const piece = s.game.board()['abcdefgh'.indexOf(from[0]) + (Number(from[1]) - 1) * 8].role;
  return { from, to, ...(promotes ? { promotion } : {}), piece, uci: from + to + (promotes ? promotion : ''), san: '' };
}

/** Whether a promotion made now is a queen without asking (the setting: always, on pre-moves, never). */
export function autoQueens(s) {
  const when = s.settings.autoQueen;
  return when === 'always' || (when === 'premove' && Boolean(premoveChoices(s)));
}

/** The allowed move a board gesture names (from, to, promotion), or null. */
export function moveAt(s, from, to, promotion) {
  return readMove(s, promotion ? { from, to, promotion } : { from, to });
}

/** The allowed move a text names (SAN, read leniently by the rules: 0-0, e8Q, Nd5 for Nxd5; or UCI), or null. */
export function findTyped(s, text) {
  return text.trim() ? readMove(s, englishSan(s.settings.lang, text.trim())) : null;
}

/**
 * The pawn's move to the last rank that `text` names without its piece (a8, a7a8, bxa8: the
 * rules ask which piece), as {from, to}; null when the text names no such move.
 */
export function promotionTyped(s, text) {
  const t = englishSan(s.settings.lang, text.trim());
  const move = t ? readMove(s, `${t}q`) : null;
  return move?.promotion ? { from: move.from, to: move.to } : null;
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

/**
 * The draws that may be claimed with the move `uci` from the position shown: none when the move
 * ends the game by itself (checkmate, stalemate, a dead position, the fifth repetition, the 75th
 * move: Laws 5 and 9.6), where a claim has nothing left to do. Tried on a copy of the game.
 */
export function claimsWithMove(s, uci) {
  if (s.game.claimForfeited()) return [];
  const claims = s.game.claimableDraws(uci);
  if (!claims.length) return claims;
  const g = gameAfter(s.rules, s.setup, [...s.line.slice(0, s.ply).map((m) => m.uci), uci]);
  try {
    return g.outcome() ? [] : claims;
  } finally {
    g.free();
  }
}
