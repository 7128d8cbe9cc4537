// The rules' game at the position shown: built from how the game started and the moves of the
// main line, moved back and forth along the line, with what belongs to the move being made at its
// end (the standing draw offer, the touches) and to how it ended.
//
// Every function takes the page's state (state.js). Those that move the rules' Game (a mutable
// wasm object) are called only from actions (actions.js), and return the fields they changed.
import { other } from './state.js';

export function baseGame(rules, setup, touchMove = false) {
  let g;
  switch (setup.type) {
    case 'standard':
      g = new rules.Game();
      break;
    case '960':
      g = new rules.Game({ chess960: setup.n });
      break;
    case 'fen':
      g = new rules.Game({ fen: setup.fen, chess960: setup.chess960 });
      break;
    case 'pgn':
      g = rules.Game.fromPgn(setup.pgn);
      while (g.undo());
      break;
    default:
      throw new Error(`unknown setup ${setup.type}`);
  }
  g.setTouchMove(touchMove);
  return g;
}

/** A new game from `setup` with the moves `ucis` played, for questions asked of a copy (the caller frees it). Throws on garbage. */
export function gameAfter(rules, setup, ucis) {
  const g = baseGame(rules, setup);
  try {
    for (const uci of ucis) g.play(uci);
  } catch (err) {
    g.free();
    throw err;
  }
  return g;
}

/** Ends `g` as `ending` says (a state's `ending`: resign, timeout, agree, claim); gives the outcome. */
export function applyEnding(g, ending) {
  switch (ending.type) {
    case 'resign':
      return g.resign(ending.color);
    case 'timeout':
      return g.timeout(ending.color);
    case 'agree':
      return g.agreeDraw();
    case 'claim': {
      if (!ending.withMove) return g.claimDraw();
      const m = g.undo();
      return g.claimDraw(m.uci);
    }
    default:
      throw new Error(`unknown ending ${ending.type}`);
  }
}

/**
 * Gives the game at the end of the line what belongs to the move being made there: the
 * standing draw offer and the touches (the rules forget both when a move is taken back, as
 * when an earlier position is shown).
 */
function restoreTurn(g, s) {
  if (g.outcome()) return;
  // The touches first: a touch rejects the opponent's offer (Law 9.1.2.3), and what was saved
  // is what stood after both.
  for (const t of s.touches) {
    if (t.adjust) g.adjust(t.square);
    else g.touch(t.square);
  }
  if (s.offer) g.offerDraw(s.offer);
}

/** The rules' offer and touches at the end of the line, as the state keeps them. */
export function turnOf(game) {
  const over = Boolean(game.outcome());
  return { offer: over ? null : game.drawOffer(), touches: over ? [] : game.touches() };
}

/**
 * Builds the game from s.setup, s.ending, s.offer, s.touches and the moves `ucis`, showing s.ply
 * (at most the end). Throws on garbage. Returns the fields of the state it sets.
 */
export function rebuild(s, ucis) {
  const g = baseGame(s.rules, s.setup, s.settings.touchMove);
  const moves = [];
  try {
    for (const uci of ucis) moves.push(g.play(uci));
    if (s.ending) applyEnding(g, s.ending);
    else restoreTurn(g, s);
  } catch (err) {
    g.free();
    throw err;
  }
  const line = moves.map((m) => ({ uci: m.uci, san: m.san, move: m }));
  const built = { ...s, game: g, line, ply: line.length, ...turnOf(g), endOutcome: g.outcome() };
  const { ply } = seek(built, Math.min(s.ply, line.length));
  return { game: g, line, ply, offer: built.offer, touches: built.touches, endOutcome: built.endOutcome };
}

export function atEnd(s) {
  return s.ply === s.line.length;
}

/** Moves the game to the position after `ply` moves of the line (undoing or replaying); returns {ply}. */
export function seek(s, ply) {
  const target = Math.max(0, Math.min(s.line.length, ply));
  let at = s.ply;
  if (target === at) return { ply: at };
  while (at > target) {
    s.game.undo();
    at -= 1;
  }
  while (at < target) {
    s.game.play(s.line[at].uci);
    at += 1;
  }
  if (at === s.line.length) {
    if (s.ending && !s.game.outcome()) applyEnding(s.game, s.ending);
    else if (!s.ending) restoreTurn(s.game, s);
  }
  return { ply: at };
}

/** The colour to move and the move number at the start of the line. */
export function startColorAndNumber(s) {
  const parts = startFen(s).split(' ');
  return { color: parts[1] === 'b' ? 'b' : 'w', number: Math.max(1, Number(parts[5]) || 1) };
}

let startFenCache = { key: null, fen: '' };
export function startFen(s) {
  const key = JSON.stringify(s.setup);
  if (startFenCache.key !== key) {
    const g = baseGame(s.rules, s.setup);
    startFenCache = { key, fen: g.fen() };
    g.free();
  }
  return startFenCache.fen;
}

/** "12." or "12…" for the move at index i of the line. */
export function moveNumberText(s, i) {
  const { color, number } = startColorAndNumber(s);
  const offset = color === 'b' ? i + 1 : i;
  const n = number + Math.floor(offset / 2);
  return offset % 2 === 0 ? `${n}.` : `${n}…`;
}

/**
 * How many moves Undo takes back: one; against the computer, back to the person's last move
 * (the computer's reply with it), so that it is the person's turn again. 0 when there is none.
 */
export function movesToTakeBack(s) {
  if (!s.computer) return s.line.length ? 1 : 0;
  const start = startColorAndNumber(s).color;
  for (let k = 1; k <= s.line.length; k++) {
    const toMove = (s.line.length - k) % 2 === 0 ? start : other(start);
    if (toMove !== s.computer.color) return k;
  }
  return 0;
}

/** The colour to move at the end of the line (also while an earlier position is shown). */
export function turnAtEnd(s) {
  const start = startColorAndNumber(s).color;
  return s.line.length % 2 === 0 ? start : other(start);
}

/** The PGN of the whole line (also when an earlier position is shown: read from a copy of the game). */
export function fullPgn(s) {
  if (atEnd(s)) return withPlayed(s, s.game.pgn());
  const copy = rebuild({ ...s, ply: s.line.length }, s.line.map((m) => m.uci)).game;
  try {
    return withPlayed(s, copy.pgn());
  } finally {
    copy.free();
  }
}

/** A player's name for the PGN: the computer's level, the name given, or PGN's unknown. */
function pgnName(s, color) {
  if (s.computer?.color === color) return `Computer, level ${s.computer.level}`;
  return s.names?.[color]?.trim() || '?';
}

/**
 * The PGN with what the page knows of the game played here: the day (Date) and the players
 * (White, Black). Only PGN's unknowns are filled: an imported game keeps its own tags.
 */
function withPlayed(s, pgn) {
  const quote = (v) => v.replace(/[\x00-\x1f]/g, ' ').replace(/[\\"]/g, (c) => `\\${c}`);
  const known = { Date: s.date, White: pgnName(s, 'w'), Black: pgnName(s, 'b') };
  return pgn.replace(/^\[(Date|White|Black) "(\?|\?{4}\.\?\?\.\?\?)"\]$/gm, (tag, name) => (
    known[name] && known[name] !== '?' ? `[${name} "${quote(known[name])}"]` : tag));
}
