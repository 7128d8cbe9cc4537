// What a person's move or act asks before it is made: cutting the line shown, claiming a draw
// with a move, a claim that does not hold, who resigns. Each flow reads the state, asks (a modal
// dialog: the store is `busy` meanwhile, and the computer's move waits), then dispatches the
// action with the answer.
import { ask } from './confirm-dialog.js';
import { atEnd } from './game.js';
import { activeTree, nodeAt } from './tree.js';
import { shownUcis } from './tree-actions.js';
import { englishSan, errorWords, format } from './i18n/index.js';
import { autoQueens, claimReasons, claimsWithMove, moveAt, playBlocked, promotionTyped } from './legal.js';
import { claimView, resignView } from './selectors.js';
import { other, strings } from './state.js';

/** Why the person may not move now (legal.js playBlocked), as words that follow the language. */
const blockedWords = (s) => (T, lang) => playBlocked({ ...s, settings: { ...s.settings, lang } }) ?? '';

/**
 * Says why the clock lets no move be made now (paused, or an earlier position shown), as the
 * error of a refused move; true if it does. Not on the computer's move: that ends by itself,
 * and its reason would be left standing as an error (the person's own act ends the others:
 * resuming, going to the last move).
 */
export function sayBlocked(store) {
  const s = store.getState();
  if (!s.game || s.busy || !playBlocked(s) || (s.computer && s.game.turn() === s.computer.color)) return false;
  store.dispatch('showError', blockedWords(s));
  return true;
}

/** Runs `flow` with the store busy (a dialog may be open); the store is not busy after it, whatever happens. */
export async function whileBusy(store, flow) {
  store.dispatch('setBusy', true);
  try {
    return await flow();
  } finally {
    store.dispatch('setBusy', false);
  }
}

/** Playing from an earlier position cuts the later moves of the line: asked first (a game tree keeps them, asking nothing). */
async function cutAsked(store, san, options = {}) {
  const s = store.getState();
  if (activeTree(s)) {
    // A game tree keeps the later moves: the move starts a variation, as on analysis boards.
    store.dispatch('branch');
    return true;
  }
  const T = strings(s);
  const answer = await ask(T.cutTitle, format(T.cutText, { san, n: s.line.length - s.ply }), [
    { value: 'cancel', label: T.cancel },
    { value: 'cut', label: T.cutOk, primary: true },
  ], options);
  if (answer !== 'cut') return false;
  store.dispatch('cutLine');
  return true;
}

/**
 * A person made `move` (a Move of legalMoves) on the board or in the move box; true if it was
 * played. `options.returnFocus` places the focus after a question the move raises (confirm-dialog.js).
 */
export async function makeMove(store, move, options = {}) {
  let s = store.getState();
  if (s.busy || s.game.outcome()) return false;
  const blocked = playBlocked(s);
  if (blocked) {
    store.dispatch('showError', blockedWords(s));
    return false;
  }
  return whileBusy(store, async () => {
    if (!atEnd(s)) {
      if (s.line[s.ply].uci === move.uci) {
        store.dispatch('goTo', s.ply + 1); // replaying the move that follows just steps forward
        return true;
      }
      const there = [...shownUcis(s), move.uci];
      if (activeTree(s) && nodeAt(s.tree, there)) {
        store.dispatch('selectNode', there); // a variation already played: shown
        return true;
      }
      if (!await cutAsked(store, move.san, options)) return false;
    }
    s = store.getState();
    const T = strings(s);
    const claims = claimsWithMove(s, move.uci);
    let claim = false;
    if (claims.length) {
      const answer = await ask(T.claimTitle, format(T.claimText, { san: move.san, reason: claimReasons(T, claims) }), [
        { value: 'cancel', label: T.cancel },
        { value: 'play', label: format(T.justPlay, { san: move.san }) },
        { value: 'claim', label: format(T.claimOk, { san: move.san }), primary: true },
      ], options);
      if (answer === 'cancel') return false;
      claim = answer === 'claim';
    }
    const before = store.getState().line.length;
    return store.dispatch('move', { move, claim, now: Date.now() }).line.length > before;
  });
}

/**
 * The move typed in the move box, read by the rules (which say what is wrong with it, the
 * touch-move rule included). A pawn's move to the last rank typed without its piece (a8, a7a8,
 * bxa8) asks for it as the board does: `choosePromotion({from, to})` resolves with the piece, or
 * null when cancelled (unasked, a queen, when the board would not ask either: auto-queen).
 * `returnFocus` places the focus after a question the move raises.
 */
export async function submitMove(store, { choosePromotion, returnFocus } = {}) {
  const s = store.getState();
  const text = s.moveText.trim();
  if (!text || s.game.outcome()) return false;
  const blocked = playBlocked(s);
  if (blocked) {
    store.dispatch('showError', blockedWords(s));
    return false;
  }
  let move;
  try {
    move = s.game.parseMove(englishSan(s.settings.lang, text));
  } catch (err) {
    const pawn = choosePromotion ? promotionTyped(s, text) : null;
    if (!pawn) {
      store.dispatch('showError', errorWords(err, { move: text }));
      return false;
    }
    const piece = autoQueens(s) ? 'q' : await choosePromotion(pawn);
    // The game may have moved on while the chooser was open (a flag, another tab): the move is
    // read again in the game as it is now.
    move = piece ? moveAt(store.getState(), pawn.from, pawn.to, piece) : null;
    if (!move) return false;
  }
  return makeMove(store, move, { returnFocus });
}

/**
 * Claims a draw: now, or with the move typed in the move box. A claim that does not hold is
 * asked about first (it counts as a draw offer, and costs time on the clock).
 */
export async function claimDraw(store) {
  const s = store.getState();
  if (s.busy || s.game.outcome() || s.game.claimForfeited()) return;
  const blocked = playBlocked(s);
  if (blocked) {
    store.dispatch('showError', blockedWords(s));
    return;
  }
  const { intended, holds } = claimView(s);
  const T = strings(s);
  await whileBusy(store, async () => {
    if (!atEnd(s)) {
      if (!holds || !await cutAsked(store, intended ? intended.san : T.claimDraw)) return;
    }
    if (!holds) {
      const why = [intended ? format(T.claimWrongWith, { san: intended.san }) : T.claimWrongNow, T.claimWrongOffer];
      if (s.clock) why.push(T.claimWrongPenalty[s.clock.penalty()]);
      const answer = await ask(T.claimTitle, why.join(' '), [
        { value: 'claim', label: T.claimAnyway },
        { value: 'cancel', label: T.cancel, primary: true },
      ]);
      if (answer !== 'claim') return;
    }
    store.dispatch('claimDraw', { intended, now: Date.now() });
  });
}

/**
 * Asks who resigns (against the computer only the person resigns: the computer plays on to the
 * end). `player`: the colour whose own button it is (over the board), asked only to confirm.
 */
export async function resign(store, player = null) {
  const s = store.getState();
  if (s.busy || s.game.outcome()) return;
  const T = strings(s);
  if (resignView(s).abort) {
    const answer = await whileBusy(store, () => ask(T.abortConfirm, '', [
      { value: 'cancel', label: T.cancel },
      { value: 'abort', label: T.abort, primary: true },
    ]));
    if (answer === 'abort') store.dispatch('abort', Date.now());
    return;
  }
  const turn = s.game.turn();
  const own = player ?? (s.computer ? other(s.computer.color) : null);
  const answer = await whileBusy(store, () => (own ? ask(T.resignConfirm, '', [
    { value: 'cancel', label: T.cancel },
    { value: own, label: T.resign, primary: true },
  ]) : ask(T.resignTitle, '', [
    { value: 'cancel', label: T.cancel },
    { value: other(turn), label: T.resignColor[other(turn)] },
    { value: turn, label: T.resignColor[turn], primary: true },
  ])));
  if (answer === 'w' || answer === 'b') store.dispatch('resign', { color: answer, now: Date.now() });
}

/**
 * Whether a game loaded now (a FEN, a PGN) may replace the one shown: a game in progress (moves
 * made, not over) is asked about first, as starting a new one is.
 */
export async function replaceAsked(store) {
  const s = store.getState();
  if (!s.line.length || s.endOutcome || s.busy) return !s.busy;
  const T = strings(s);
  const answer = await whileBusy(store, () => ask(T.replaceTitle, T.replaceText, [
    { value: 'cancel', label: T.cancel },
    { value: 'load', label: T.replaceOk, primary: true },
  ]));
  return answer === 'load';
}
