// A person's input: the board (moves, and touches under the touch-move rule), the move box, the
// move list and its navigation buttons, and the arrow keys outside the board.
import { errorText, format } from './i18n/index.js';
import { boundSquare, findTyped, playBlocked, touchMoveNow } from './legal.js';
import { goTo, makeMove, touchPiece } from './moves.js';
import { announce, board, render, renderControls, renderTyped, showError } from './render.js';
import { $, app } from './state.js';


/** The move typed in the move box, read by our matching or else by the rules (which say what is wrong). */
async function submitMove(e) {
  e.preventDefault();
  const input = $('move-input');
  const text = input.value.trim();
  if (!text || app.game.outcome()) return;
  const blocked = playBlocked();
  if (blocked) {
    showError(blocked);
    return;
  }
  let move = findTyped(text);
  if (!move) {
    // Let the rules say what is wrong (or read what our matching did not), with the
    // touches of this move, so that it names the touch-move obligation too.
    const scratch = new app.rules.Game({ fen: app.game.fen(), chess960: app.game.isChess960() });
    try {
      if (touchMoveNow()) {
        scratch.setTouchMove(true);
        for (const t of app.game.touches()) {
          if (t.adjust) scratch.adjust(t.square);
          else scratch.touch(t.square);
        }
      }
      const m = scratch.play(text);
      move = app.legal.find((l) => l.uci === m.uci) ?? null;
    } catch (err) {
      showError(errorText(app.T, err));
      return;
    } finally {
      scratch.free();
    }
  }
  if (!move) {
    showError(format(app.T.noSuchMove, { input: text }));
    return;
  }
  if (await makeMove(move)) input.focus();
}

export function wireInput() {
  board.addEventListener('move', (e) => {
    const { from, to, promotion } = e.detail;
    const move = app.moveByKey.get(from + to + (promotion ?? ''));
    if (move) makeMove(move);
    else render();
  });
  board.addEventListener('movecancel', () => render());
  // Touch-move: picking up a piece (click, drag, Enter) touches it; so does pressing one that
  // cannot be picked up (an opponent's piece, or one of ours that may not move).
  board.addEventListener('select', (e) => touchPiece(e.detail.square, { selected: true }));
  board.addEventListener('press', (e) => touchPiece(e.detail.square));
  board.addEventListener('deselect', () => {
    const bound = boundSquare();
    if (bound) board.selected = bound;
  });
  $('adjust').addEventListener('click', () => {
    app.adjustArmed = !app.adjustArmed && touchMoveNow();
    render();
    if (app.adjustArmed) announce(app.T.adjustArmed);
  });

  $('move-input').addEventListener('input', () => {
    showError('');
    renderTyped();
    renderControls();
  });
  $('move-form').addEventListener('submit', submitMove);

  $('moves').addEventListener('click', (e) => {
    const b = e.target.closest('button[data-ply]');
    if (!b || app.busy) return;
    const ply = Number(b.dataset.ply);
    goTo(ply);
    $('moves').querySelector(`[data-ply="${ply}"]`)?.focus();
  });
  $('nav-start').addEventListener('click', () => goTo(0));
  $('nav-prev').addEventListener('click', () => goTo(app.state.ply - 1));
  $('nav-next').addEventListener('click', () => goTo(app.state.ply + 1));
  $('nav-end').addEventListener('click', () => goTo(app.line.length));
  document.addEventListener('keydown', (e) => {
    if (app.busy || e.defaultPrevented || e.altKey || e.ctrlKey || e.metaKey) return;
    if (document.querySelector('dialog[open]')) return;
    const path = e.composedPath();
    if (path.includes(board)) return; // arrows move the focus on the board
    const t = e.target;
    if (t instanceof HTMLElement && (t.isContentEditable || ['INPUT', 'TEXTAREA', 'SELECT'].includes(t.tagName))) return;
    const keys = { ArrowLeft: app.state.ply - 1, ArrowRight: app.state.ply + 1, Home: 0, End: app.line.length };
    if (!(e.key in keys)) return;
    e.preventDefault();
    goTo(keys[e.key]);
  });
}
