// What the over-the-board layout shows (held.js): the board between two players, each with a
// panel turned towards them — their clock as a large button that completes their move (Law
// 6.2.1), the state of the game, and the arbiter's functions from their side (draw offers and
// their answers, claims with the move held as the intended one, resignation or abort, j'adoube).
// Pure reads of the state, like selectors.js; render/otb.js draws them, otb.js wires them.
import { format } from './i18n/index.js';
import { atEnd } from './game.js';
import { heldMove, holdsMoves, otbOn } from './held.js';
import { playBlocked } from './legal.js';
import { claimView, offerView, playerName, resignView, statusText } from './selectors.js';
import { memo } from './store.js';
import { other, strings } from './state.js';

/** One player's panel: what `color` sees and may press. */
function panel(s, color) {
  const T = strings(s);
  const over = Boolean(s.game.outcome());
  const toMove = !over && s.game.turn() === color;
  const held = toMove ? heldMove(s) : null;
  const offer = offerView(s);
  const claim = claimView(s);
  const resign = resignView(s);
  const playing = !over && atEnd(s);
  const paused = Boolean(s.clock?.isPaused());
  // An offer is made with a move (Law 9.1.2.1): the one held, or the one just made; not twice.
  const offered = s.offer === color;
  const canOffer = playing && s.ply > 0 && !offered && !(offer.shown && s.offer !== color) && (Boolean(held) || !toMove || !holdsMoves(s));
  const answering = offer.shown && s.offer === other(color);
  return {
    color,
    name: playerName(s, color),
    toMove,
    clock: Boolean(s.clock),
    // The clock completes the move held (Law 6.2.1); pressing it without one does nothing.
    clockReady: Boolean(held) && !paused,
    clockLabel: `${T.clockOf[color]}${held ? `. ${T.otbPress}` : ''}`,
    prompt: held ? format(T.otbHeldShort, { san: held.san }) : toMove && holdsMoves(s) && playing && !paused ? T.otbMoveThenPress : '',
    status: statusText(s),
    offerText: answering ? offer.text : offered && playing ? T.otbOffered : '',
    answer: answering,
    offer: canOffer,
    // Claims are the player to move's: now, or with the move held as the intended one.
    claim: toMove && !claim.disabled,
    claimText: toMove ? claim.text : T.claimDraw,
    resign: !resign.disabled,
    resignText: resign.text,
    adjust: toMove && s.settings.touchMove && !held && playing && !playBlocked(s),
    adjustPressed: toMove && s.adjustArmed,
    newGame: over,
  };
}

/** The layout: off, or on with the colour at the bottom and at the top (turned), and each player's panel. */
export const otbView = memo((s) => {
  if (!otbOn(s)) return { on: false };
  const bottom = s.settings.orientation;
  return { on: true, bottom, top: other(bottom), panels: { w: panel(s, 'w'), b: panel(s, 'b') } };
});

/** What the board shows while a move is held: the position after it, and no moves to make. */
export function heldBoard(s) {
  const move = heldMove(s);
  if (!move) return null;
  const to = move.castle && s.game.isChess960() ? move.uci.slice(2, 4) : move.to;
  return { fen: s.held.after, lastMove: [move.from, to] };
}
