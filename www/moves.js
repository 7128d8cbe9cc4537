// Moves made on the page: by a person (on the board or in the move box, with the questions a
// move may raise: cutting the line shown, claiming a draw with it), by the computer, and moving
// along the line to show another position.
import { recordEnding } from './acts.js';
import { checkFlag } from './clock.js';
import { ask } from './confirm-dialog.js';
import { atEnd, moveNumberText, seek, syncTurn } from './game.js';
import { errorText, format, moveInWords } from './i18n/index.js';
import { boundSquare, claimReasons, playBlocked, touchMoveNow, touchText } from './legal.js';
import { announce, board, render, showError } from './render.js';
import { $, app } from './state.js';
import { saveGame } from './storage.js';


/** Shows the position after `ply` moves (move list, arrows) and says which it is. */
export function goTo(ply) {
  ply = Math.max(0, Math.min(app.line.length, ply));
  if (ply === app.state.ply) return;
  seek(ply);
  saveGame();
  render();
  const where = ply === 0 ? app.T.startPosition : format(app.T.afterMove, { n: moveNumberText(ply - 1), san: app.line[ply - 1].san });
  announce(`${where}${ply ? ` ${moveInWords(app.settings.lang, app.line[ply - 1].move)}.` : ''}`);
}

/** A person touched (picked up, pressed) the piece on `square`: the touch-move rule records it. */
export function touchPiece(square, { selected = false } = {}) {
  if (!touchMoveNow() || app.busy) return;
  const adjusting = app.adjustArmed;
  try {
    if (adjusting) app.game.adjust(square);
    else app.game.touch(square);
  } catch (err) {
    showError(errorText(app.T, err));
    return;
  }
  app.adjustArmed = false;
  syncTurn();
  saveGame();
  render();
  if (adjusting && selected && board.selected === square && !boundSquare()) board.selected = null; // put back
  announce(adjusting ? format(app.T.adjusted, { square }) : touchText());
}

/** A person made `move` (a Move of `legal`) on the board or in the move box. */
export async function makeMove(move, { claim = false } = {}) {
  if (app.busy || app.game.outcome()) return false;
  const blocked = playBlocked();
  if (blocked) {
    showError(blocked);
    render();
    return false;
  }
  app.busy = true;
  try {
    if (!atEnd()) {
      if (!claim && app.line[app.state.ply].uci === move.uci) {
        goTo(app.state.ply + 1);
        return true;
      }
      const later = app.line.length - app.state.ply;
      const answer = await ask(app.T.cutTitle, format(app.T.cutText, { san: move.san, n: later }), [
        { value: 'cancel', label: app.T.cancel },
        { value: 'cut', label: app.T.cutOk, primary: true },
      ]);
      if (answer !== 'cut') {
        render();
        return false;
      }
      app.line = app.line.slice(0, app.state.ply);
      app.state.ending = null;
      app.state.offer = null;
      app.state.touches = [];
    }
    const claims = app.game.claimForfeited() ? [] : app.game.claimableDraws(move.uci);
    if (claims.length && !claim) {
      const answer = await ask(app.T.claimTitle, format(app.T.claimText, { san: move.san, reason: claimReasons(claims) }), [
        { value: 'cancel', label: app.T.cancel },
        { value: 'play', label: format(app.T.justPlay, { san: move.san }) },
        { value: 'claim', label: format(app.T.claimOk, { san: move.san }), primary: true },
      ]);
      if (answer === 'cancel') {
        render();
        return false;
      }
      claim = answer === 'claim';
    }
    const now = Date.now();
    if (checkFlag(now) || app.game.outcome()) return false; // the flag fell first
    let played;
    if (claim && claims.length) {
      app.game.claimDraw(move.uci);
      played = app.game.history().at(-1);
      app.state.ending = { type: 'claim', withMove: true };
    } else {
      played = app.game.play(move.uci);
    }
    recordMove(played, now);
    app.typed = null;
    $('move-input').value = '';
    showError('');
    saveGame();
    render();
    announce(`${moveInWords(app.settings.lang, played)}.`);
    return true;
  } catch (err) {
    showError(errorText(app.T, err));
    render();
    return false;
  } finally {
    app.busy = false;
  }
}

/** A move just played at the end of the line, by a person or the computer: the clock and the line. */
function recordMove(played, now) {
  if (app.clock) {
    app.clock.move(now);
    if (app.game.outcome()) app.clock.pause(now);
  }
  app.line.push({ uci: played.uci, san: played.san, move: played });
  app.state.ply = app.line.length;
  syncTurn(); // a move declines the opponent's offer and clears the touches
  app.adjustArmed = false;
}

/**
 * The computer's move (computer.js), made at the end of the line. Someone looking at an earlier
 * position keeps looking at it; the status says what the last move is.
 */
export function playComputerMove(uci, said) {
  const back = atEnd() ? null : app.state.ply;
  seek(app.line.length);
  const now = Date.now();
  if (checkFlag(now)) return;
  if (app.game.outcome()) {
    render();
    return;
  }
  try {
    recordMove(app.game.play(uci), now);
  } catch (err) {
    showError(errorText(app.T, err));
  }
  app.endOutcome = app.game.outcome();
  if (back !== null) seek(back);
  saveGame();
  render();
  announce(said);
}

/** The computer takes the person's standing draw offer; false when it cannot be agreed yet. */
export function computerAgrees() {
  seek(app.line.length);
  try {
    app.game.acceptDraw(app.state.computer.color);
  } catch {
    return false; // too early for an agreement (both sides must have moved)
  }
  recordEnding({ type: 'agree' }, Date.now(), app.T.computerAccepts);
  return true;
}
