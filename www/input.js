// A person's input: the board (moves, and touches under the touch-move rule), the move box, the
// move list and its navigation buttons, and the arrow keys outside the board.
import { $ } from './dom.js';
import { makeMove, sayBlocked, submitMove } from './flows.js';
import { heldMove, holdsMoves } from './held.js';
import { autoQueens, boardMoves, boundSquare, moveAt, premoveAt, premoveChoices } from './legal.js';

export function wireInput(store, board) {
  const state = () => store.getState();
  board.addEventListener('move', (e) => {
    const { from, to } = e.detail;
    if (premoveChoices(state())) {
      // The computer's time: the move waits, and is played the instant it is legal.
      // Auto-queen: a pawn's pre-move to the last rank is a queen's, unasked; no other move promotes.
      const promotes = premoveChoices(state()).promotions.includes(from + to);
      const promotion = e.detail.promotion ?? (promotes && autoQueens(state()) ? 'q' : undefined);
      const pre = premoveAt(state(), from, to, promotion);
      store.dispatch('setPremove', pre);
      if (!pre) store.dispatch('refuseMove');
      return;
    }
    // Auto-queen: the board did not ask (selectors.js), the move is a queen's promotion.
    const promotion = e.detail.promotion ?? (boardMoves(state()).promotions.includes(from + to) ? 'q' : undefined);
    const move = moveAt(state(), from, to, promotion);
    if (move && holdsMoves(state())) {
      store.dispatch('holdMove', move); // over the board: the clock completes it (held.js)
    } else if (move) {
      // A question the move raises gives the focus back to the move's square when it closes: a
      // click on the board leaves the focus where it was (often nowhere, or the move box).
      makeMove(store, move, { returnFocus: () => board.focusSquare(to) });
    } else {
      store.dispatch('refuseMove');
    }
  });
  board.addEventListener('movecancel', () => store.dispatch('refuseMove'));
  // A click anywhere on the board (an empty square too, which the board reports nothing of), or
  // Escape on it, cancels a pre-move, as on lichess. In the capture phase: before the board
  // handles the same press, which may make the next pre-move.
  const dropPremove = () => state().premove && store.dispatch('setPremove', null);
  board.addEventListener('pointerdown', dropPremove, { capture: true });
  board.addEventListener('keydown', (e) => e.key === 'Escape' && dropPremove(), { capture: true });
  // Touch-move: picking up a piece (click, drag, Enter) touches it; so does pressing one that
  // cannot be picked up (an opponent's piece, or one of ours that may not move).
  board.addEventListener('select', (e) => {
    const { square } = e.detail;
    if (heldMove(state())) return; // the move is made; only the clock is left to press
    if (state().premove) store.dispatch('setPremove', null); // picking up a piece again drops the pre-move
    const adjusting = state().adjustArmed;
    const before = state();
    const after = store.dispatch('touch', square);
    // A piece only adjusted is put back down, unless the rule binds the player to it.
    if (after !== before && adjusting && board.selected === square && !boundSquare(after)) board.selected = null;
  });
  board.addEventListener('press', (e) => {
    if (heldMove(state())) return;
    if (state().premove) store.dispatch('setPremove', null); // a tap elsewhere drops the pre-move
    // A piece that cannot be picked up because no move can be made now: the person is told why.
    if (sayBlocked(store)) return;
    store.dispatch('touch', e.detail.square);
  });
  board.addEventListener('deselect', () => {
    const bound = boundSquare(state());
    if (bound) board.selected = bound;
  });
  $('adjust').addEventListener('click', () => store.dispatch('toggleAdjust'));

  $('move-input').addEventListener('input', () => store.dispatch('setMoveText', $('move-input').value));
  const backToInput = () => $('move-input').focus();
  // A promotion typed without its piece: the board's chooser, over the square the pawn goes to.
  // The chooser had the focus: once it closes (chosen or not), the move box has it again.
  const choosePromotion = async ({ from, to }) => {
    const piece = await board.choosePromotion(to, state().game.turn(), undefined, from);
    if (!piece) backToInput();
    return piece;
  };
  $('move-form').addEventListener('submit', async (e) => {
    e.preventDefault();
    if (await submitMove(store, { choosePromotion, returnFocus: backToInput })) backToInput();
  });

  const goTo = (ply) => store.dispatch('goTo', ply);
  $('moves').addEventListener('click', (e) => {
    const b = e.target.closest('button[data-ply]');
    if (!b || state().busy) return;
    const ply = Number(b.dataset.ply);
    goTo(ply);
    // The list is drawn again: the focus goes to the new button of the move shown.
    queueMicrotask(() => $('moves').querySelector(`[data-ply="${ply}"]`)?.focus());
  });
  $('nav-start').addEventListener('click', () => goTo(0));
  $('nav-prev').addEventListener('click', () => goTo(state().ply - 1));
  $('nav-next').addEventListener('click', () => goTo(state().ply + 1));
  $('nav-end').addEventListener('click', () => goTo(state().line.length));
  document.addEventListener('keydown', (e) => {
    const s = state();
    if (s.busy || e.defaultPrevented || e.altKey || e.ctrlKey || e.metaKey) return;
    if (document.querySelector('dialog[open]')) return;
    if (e.composedPath().includes(board)) return; // arrows move the focus on the board
    const t = e.target;
    if (t instanceof HTMLElement && (t.isContentEditable || ['INPUT', 'TEXTAREA', 'SELECT'].includes(t.tagName))) return;
    const keys = { ArrowLeft: s.ply - 1, ArrowRight: s.ply + 1, Home: 0, End: s.line.length };
    if (!(e.key in keys)) return;
    e.preventDefault();
    goTo(keys[e.key]);
  });
}
