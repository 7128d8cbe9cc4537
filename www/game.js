// The rules' game at the position shown: built from how the game started and the moves of the
// main line, moved back and forth along the line, with what belongs to the move being made at its
// end (the standing draw offer, the touches) and to how it ended.
import { app, other } from './state.js';

export function baseGame(setup) {
  let g;
  switch (setup.type) {
    case 'standard':
      g = new app.rules.Game();
      break;
    case '960':
      g = new app.rules.Game({ chess960: setup.n });
      break;
    case 'fen':
      g = new app.rules.Game({ fen: setup.fen, chess960: setup.chess960 });
      break;
    case 'pgn':
      g = app.rules.Game.fromPgn(setup.pgn);
      while (g.undo());
      break;
    default:
      throw new Error(`unknown setup ${setup.type}`);
  }
  g.setTouchMove(app.settings.touchMove);
  return g;
}

function applyEnding(g, ending) {
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
function restoreTurn(g) {
  if (g.outcome()) return;
  if (app.state.offer) g.offerDraw(app.state.offer);
  for (const t of app.state.touches) {
    if (t.adjust) g.adjust(t.square);
    else g.touch(t.square);
  }
}

/** Copies the rules' offer and touches at the end of the line into the saved state. */
export function syncTurn() {
  app.state.offer = app.game.outcome() ? null : app.game.drawOffer();
  app.state.touches = app.game.outcome() ? [] : app.game.touches();
}

/** Builds the game from state.setup and the moves `ucis`, then shows state.ply. Throws on garbage. */
export function rebuild(ucis) {
  const g = baseGame(app.state.setup);
  const moves = [];
  for (const uci of ucis) moves.push(g.play(uci));
  if (app.state.ending) applyEnding(g, app.state.ending);
  else restoreTurn(g);
  app.game?.free();
  app.game = g;
  syncTurn(); // what the rules kept of the saved offer and touches
  app.line = moves.map((m) => ({ uci: m.uci, san: m.san, move: m }));
  app.endOutcome = g.outcome();
  const target = Math.min(app.state.ply, app.line.length);
  app.state.ply = app.line.length;
  seek(target);
}

export function atEnd() {
  return app.state.ply === app.line.length;
}

/** Moves the game to the position after `ply` moves of the line (undoing or replaying). */
export function seek(ply) {
  ply = Math.max(0, Math.min(app.line.length, ply));
  if (ply === app.state.ply) return;
  while (app.state.ply > ply) {
    app.game.undo();
    app.state.ply -= 1;
  }
  while (app.state.ply < ply) {
    app.game.play(app.line[app.state.ply].uci);
    app.state.ply += 1;
  }
  if (!atEnd()) return;
  if (app.state.ending && !app.game.outcome()) applyEnding(app.game, app.state.ending);
  else if (!app.state.ending) restoreTurn(app.game);
}

/** The colour to move and the move number at the start of the line. */
export function startColorAndNumber() {
  const fen = startFen();
  const parts = fen.split(' ');
  return { color: parts[1] === 'b' ? 'b' : 'w', number: Math.max(1, Number(parts[5]) || 1) };
}

let startFenCache = { key: null, fen: '' };
export function startFen() {
  const key = JSON.stringify(app.state.setup);
  if (startFenCache.key !== key) {
    const g = baseGame(app.state.setup);
    startFenCache = { key, fen: g.fen() };
    g.free();
  }
  return startFenCache.fen;
}

/** "12." or "12…" for the move at index i of the line. */
export function moveNumberText(i) {
  const { color, number } = startColorAndNumber();
  const offset = color === 'b' ? i + 1 : i;
  const n = number + Math.floor(offset / 2);
  return offset % 2 === 0 ? `${n}.` : `${n}…`;
}

/**
 * How many moves Undo takes back: one; against the computer, back to the person's last move
 * (the computer's reply with it), so that it is the person's turn again. 0 when there is none.
 */
export function movesToTakeBack() {
  if (!app.state.computer) return app.line.length ? 1 : 0;
  const start = startColorAndNumber().color;
  for (let k = 1; k <= app.line.length; k++) {
    const toMove = (app.line.length - k) % 2 === 0 ? start : other(start);
    if (toMove !== app.state.computer.color) return k;
  }
  return 0;
}

/** The colour to move at the end of the line (also while an earlier position is shown). */
export function turnAtEnd() {
  const start = startColorAndNumber().color;
  return app.line.length % 2 === 0 ? start : other(start);
}

/** The PGN of the whole line (also when an earlier position is shown). */
export function fullPgn() {
  if (atEnd()) return app.game.pgn();
  const back = app.state.ply;
  seek(app.line.length);
  const pgn = app.game.pgn();
  seek(back);
  return pgn;
}
