// The actions of over-the-board play (held.js): a move held for its clock press, the clock
// pressed. Made from the page's other actions (actions.js passes them in), so that a clock press
// records the move exactly as any other move is recorded.
import { heldMove, holdsMoves } from './held.js';
import { format, moveInWords } from './i18n/index.js';

/** The position after `move` (a FEN), from a copy of the game: what the board shows while the move is held. */
function fenAfter(s, move) {
  const copy = new s.rules.Game({ fen: s.game.fen(), chess960: s.game.isChess960() });
  try {
    copy.play(move.uci);
    return copy.fen();
  } finally {
    copy.free();
  }
}

/** What is kept of `move` held in the state `s`: the move, the position it was made in and the one it leads to. */
export function holding(s, move) {
  return { move, before: s.game.fen(), after: fenAfter(s, move) };
}

/** The actions, given `base`: the page's own (actions.js), of which `move` records a move. */
export function otbActions(base) {
  return {
    /** A person made `move` on the board over the board with a clock: it waits for the clock. */
    holdMove(s, move) {
      if (!holdsMoves(s) || heldMove(s) || s.game.outcome()) return null;
      return { held: holding(s, move), error: '', announcement: (T, lang) => format(T.otbHeld, { move: moveInWords(lang, move) }) };
    },

    /** `color` pressed their clock: their held move is completed (Law 6.2.1), the opponent's clock starts. */
    pressClock(s, { color, now = Date.now() }) {
      const move = heldMove(s);
      if (!move || s.game.turn() !== color || s.clock.isPaused()) return null;
      return { ...base.move(s, { move, now }), held: null };
    },

    /** Over-the-board mode on or off (the setting, saved); a held move goes when it is switched off. */
    setOtb(s, on) {
      return { settings: { ...s.settings, otb: Boolean(on) }, ...(on ? {} : { held: null }) };
    },
  };
}
