// The acts of a game besides moves: claiming a draw, resigning, offering, accepting and
// declining a draw, and taking a move back.
import { checkFlag, clockBackTo, formatClock } from './clock.js';
import { ask } from './confirm-dialog.js';
import { atEnd, movesToTakeBack, moveNumberText, rebuild, seek, syncTurn } from './game.js';
import { errorText, format, moveInWords } from './i18n/index.js';
import { playBlocked } from './legal.js';
import { announce, render, showError } from './render.js';
import { $, app, other } from './state.js';
import { saveGame } from './storage.js';


/**
 * Records the end of the game by an act the rules have just taken (a resignation, an agreed
 * draw): the clock stops, and the page shows it and says `said`.
 */
export function recordEnding(ending, now, said = '') {
  app.clock?.pause(now);
  app.state.ending = ending;
  syncTurn();
  saveGame();
  render();
  announce(said);
}

/**
 * Claims a draw: now, or with the move typed in the move box. A claim that holds ends the game;
 * one that does not (asked about first) counts as a draw offer, leaves the stated move played,
 * and costs the claimant time on the clock.
 */
export async function claimDraw() {
  if (app.busy || app.game.outcome() || app.game.claimForfeited()) return;
  const blocked = playBlocked();
  if (blocked) {
    showError(blocked);
    return;
  }
  const now = app.game.claimableDraws();
  const intended = !now.length && app.typed ? app.typed : null;
  const holds = now.length > 0 || (intended !== null && app.game.claimableDraws(intended.uci).length > 0);
  app.busy = true;
  try {
    if (!atEnd()) {
      if (!holds) return;
      const answer = await ask(app.T.cutTitle, format(app.T.cutText, { san: intended ? intended.san : app.T.claimDraw, n: app.line.length - app.state.ply }), [
        { value: 'cancel', label: app.T.cancel },
        { value: 'cut', label: app.T.cutOk, primary: true },
      ]);
      if (answer !== 'cut') return;
      app.line = app.line.slice(0, app.state.ply);
      app.state.ending = null;
      app.state.offer = null;
      app.state.touches = [];
    }
    if (!holds) {
      const why = [intended ? format(app.T.claimWrongWith, { san: intended.san }) : app.T.claimWrongNow, app.T.claimWrongOffer];
      if (app.clock) why.push(app.T.claimWrongPenalty[app.clock.penalty()]);
      const answer = await ask(app.T.claimTitle, why.join(' '), [
        { value: 'claim', label: app.T.claimAnyway },
        { value: 'cancel', label: app.T.cancel, primary: true },
      ]);
      if (answer !== 'claim') return;
    }
    const at = Date.now();
    if (checkFlag(at) || app.game.outcome()) return;
    const claimant = app.game.turn();
    const before = app.game.history().length;
    let said = '';
    let error = '';
    try {
      app.game.claimDraw(intended?.uci);
      const outcome = app.game.outcome();
      if (['threefold_repetition', 'fifty_moves'].includes(outcome.termination)) {
        app.state.ending = { type: 'claim', withMove: intended !== null };
      }
    } catch (err) {
      if (err.code !== 'NO_CLAIM') throw err;
      // Law 9.1.2.4 and the clock's penalty: the claim stands as a draw offer, and costs time.
      error = errorText(app.T, err);
      said = app.T.claimWrongDone;
      if (app.clock) {
        const p = app.clock.claimPenalty(claimant, at);
        said += ` ${format(app.T.penaltyDone, { w: formatClock(p.after.w), b: formatClock(p.after.b) })}`;
      }
    }
    if (app.game.history().length > before) {
      const played = app.game.history().at(-1);
      app.line.push({ uci: played.uci, san: played.san, move: played });
      app.state.ply = app.line.length;
      app.clock?.move(at);
      app.typed = null;
      $('move-input').value = '';
      if (!said) said = `${moveInWords(app.settings.lang, played)}.`;
    }
    if (app.game.outcome()) app.clock?.pause(at);
    syncTurn();
    saveGame();
    render();
    showError(error);
    announce(said);
  } catch (err) {
    showError(errorText(app.T, err));
    render();
  } finally {
    app.busy = false;
  }
}

export async function resign() {
  if (app.busy || app.game.outcome()) return;
  const turn = app.game.turn();
  app.busy = true;
  let answer;
  try {
    // Against the computer only the person resigns (the computer plays on to the end).
    answer = app.state.computer ? await ask(app.T.resignConfirm, '', [
      { value: 'cancel', label: app.T.cancel },
      { value: other(app.state.computer.color), label: app.T.resign, primary: true },
    ]) : await ask(app.T.resignTitle, '', [
      { value: 'cancel', label: app.T.cancel },
      { value: other(turn), label: app.T.resignColor[other(turn)] },
      { value: turn, label: app.T.resignColor[turn], primary: true },
    ]);
  } finally {
    app.busy = false;
  }
  if (answer !== 'w' && answer !== 'b') return;
  seek(app.line.length);
  const now = Date.now();
  if (checkFlag(now)) return;
  try {
    app.game.resign(answer);
    recordEnding({ type: 'resign', color: answer }, now);
  } catch (err) {
    showError(errorText(app.T, err));
    render();
  }
}

/**
 * The player who has just moved offers a draw (Law 9.1.2.1); it stands until answered or a move.
 * Against the computer it is always the person's offer, which the computer answers on its turn.
 */
export function offerDraw() {
  if (app.game.outcome() || !atEnd() || app.state.ply === 0) return;
  const by = app.state.computer ? other(app.state.computer.color) : other(app.game.turn());
  try {
    if (app.game.offerDraw(by)) {
      // The opponent's offer stood: offering back accepts it.
      app.clock?.pause(Date.now());
      app.state.ending = { type: 'agree' };
    }
  } catch (err) {
    showError(errorText(app.T, err));
  }
  syncTurn();
  saveGame();
  render();
  announce(app.state.ending ? '' : app.T.offerBy[by]);
}

export function acceptDraw() {
  if (!app.state.offer || app.game.outcome() || !atEnd()) return;
  const now = Date.now();
  if (checkFlag(now)) return;
  try {
    app.game.acceptDraw(other(app.state.offer));
    recordEnding({ type: 'agree' }, now);
  } catch (err) {
    showError(errorText(app.T, err));
    syncTurn();
    saveGame();
    render();
  }
}

export function declineDraw() {
  if (!app.state.offer || app.game.outcome() || !atEnd()) return;
  try {
    app.game.declineDraw(other(app.state.offer));
  } catch (err) {
    showError(errorText(app.T, err));
  }
  syncTurn();
  saveGame();
  render();
  announce(app.T.offerDeclined);
}

/**
 * Takes back the last move, or the act that ended the game (a flag fall together with the move
 * before it: the flag fell on the side to move). With a clock, both clocks go back to the times
 * they showed when the move taken back was made, paused there; an act taken back leaves the
 * clock paused where the game ended.
 */
export function undo() {
  if (app.busy) return;
  app.computer.cancel();
  let kept = null; // moves the clock keeps
  if (app.state.ending?.type === 'timeout') {
    app.state.ending = null;
    app.line.splice(app.line.length - Math.max(1, movesToTakeBack()));
    kept = app.line.length;
  } else if (app.state.ending) {
    app.state.ending = null;
  } else if (movesToTakeBack()) {
    app.line.splice(app.line.length - movesToTakeBack());
    kept = app.line.length;
  } else {
    return;
  }
  if (app.clock && kept !== null) clockBackTo(kept);
  app.state.offer = null;
  app.state.touches = [];
  app.adjustArmed = false;
  app.state.ply = app.line.length;
  rebuild(app.line.map((m) => m.uci));
  saveGame();
  render();
  announce(app.line.length ? format(app.T.afterMove, { n: moveNumberText(app.line.length - 1), san: app.line.at(-1).san }) : app.T.startPosition);
}
