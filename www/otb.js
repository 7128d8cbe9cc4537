// Over the board: the players' panels (render/otb.js) wired to the store. Each button acts for
// the colour of its panel: the clock completes that player's held move, a draw is offered or
// answered, a claim made (with the move held as the intended one: flows.js asks what a claim
// that does not hold costs), resignation or abort asked. A question is turned towards the
// player who asked it (body[data-facing], styles.css); one raised by a move on the board
// towards the player to move.
import { $ } from './dom.js';
import { claimDraw, resign } from './flows.js';
import { otbView } from './otb-view.js';

/** Turns the page's dialogs towards the player of `color` (the top one's upside down). */
function face(store, color) {
  const view = otbView(store.getState());
  document.body.dataset.facing = view.on && color === view.top ? 'top' : 'bottom';
}

function act(store, color, name) {
  const now = Date.now();
  const s = store.getState();
  face(store, color);
  switch (name) {
    case 'clock': return store.dispatch('pressClock', { color, now });
    case 'offer': return store.dispatch('offerDraw', now, color);
    case 'accept': return store.dispatch('acceptDraw', now);
    case 'decline': return store.dispatch('declineDraw');
    case 'claim': return claimDraw(store);
    // Resign names its player: the flow asks only "resign?" (or "abort?") of them.
    case 'resign': return resign(store, color);
    case 'adjust': return store.dispatch('toggleAdjust');
    case 'new-game': return store.dispatch('newGame', {
      setup: { type: 'standard' }, control: s.controlName, names: s.names, message: (T) => T.newGameStarted, now,
    });
    case 'leave': return store.dispatch('setOtb', false);
    default: return null;
  }
}

export function wireOtb(store, board) {
  for (const id of ['otb-top', 'otb-bottom']) {
    $(id).addEventListener('click', (e) => {
      const button = e.target.closest('button[data-act]');
      if (!button || button.disabled || store.getState().busy) return;
      act(store, $(id).dataset.color, button.dataset.act);
    });
  }
  // A question a move raises (a claim with it) is the mover's.
  board.addEventListener('move', () => face(store, store.getState().game.turn()), { capture: true });
}
