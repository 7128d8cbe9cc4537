// The shape of the page's state, held by the store (store.js) and changed only by its actions
// (actions.js). Nothing here touches the DOM, so the page's logic runs in Node too.
//
// The saved game (persist.js): how it started (`setup`), which move of the main line is shown
// (`ply`), an ending by an act (resignation, agreement, claim, flag fall), the standing draw
// offer and the touches of the move being made (both the rules', mirrored here), the tags of an
// imported game, the name of the time control and the computer opponent (`computer`: the colour
// it plays and its level), the day it was played (`date`, as PGN writes it) and the players'
// names (`names`: {w, b}, '' for none). The rest is derived from it, or lasts only as long as
// the page.
import { STRINGS, pickLanguage } from './i18n/index.js';

export const other = (color) => (color === 'w' ? 'b' : 'w');

/** The saved part of a game that starts at `setup`. */
export function freshGame(setup = { type: 'standard' }) {
  return { setup, ply: 0, ending: null, offer: null, touches: [], tags: [], controlName: null, computer: null, date: null, names: null, tree: null };
}

/** When a promotion is made a queen without asking (lichess's choices): 'always', 'premove' (pre-moves only), 'never'. */
export const AUTO_QUEEN = ['always', 'premove', 'never'];

export function defaultSettings() {
  return {
    lang: pickLanguage(), orientation: 'w', touchMove: false, hints: true, coordinates: true,
    control: 'none', penalty: 'three_minutes', opponent: 'human', side: 'w', level: 3,
    figurines: false, autoQueen: 'premove', wrongClaims: false, names: { w: '', b: '' }, premoves: true,
    otb: false, // over-the-board mode (held.js): the board between two players
    analysis: false, // the engine's analysis of the position shown (analysis.js)
  };
}

/** The state before a game is loaded: `rules` is the package's entry (with the clock's Clock). */
export function initialState(rules, settings = defaultSettings()) {
  return {
    rules,
    settings,
    ...freshGame(),
    game: null, // the rules' Game at the position shown (ply)
    clock: null, // the rules' Clock of the game, or null for a game without one
    pgn: null, // the chess-arbiter/pgn entry, once a game tree needed it (tree-io.js)
    line: [], // the line shown (the main line, or in a game tree the line through the node shown): {uci, san, move} for every move, also those after ply
    endOutcome: null, // how the game ended at the end of the line (also while an earlier position is shown)
    moveText: '', // the text in the move box
    busy: false, // a dialog is open for a move or an act being made
    adjustArmed: false, // j'adoube announced: the next touch only adjusts
    error: '', // under the move box, for the move being made; stays until the next input or move
    announcement: '', // what just happened, said in the live region before the state of the game
    words: {}, // how the texts the page says were made, to say them again in another language (actions.js)
    notice: '', // about storage, above the page
    engineError: '', // why the rules could not be loaded
    io: { error: '', message: '' }, // the FEN and PGN panel's messages
    computerTick: 0, // counts changes of the computer opponent's own state (computer.js)
    analysisTick: 0, // counts what the analysis found (analysis.js)
    boardRedraws: 0, // counts moves the board reported that were refused (it shows them until redrawn)
    premove: null, // the person's move made on the computer's time (a Move), played the instant it is legal
    held: null, // over the board: {move, before, after}, the move made on the board that waits for its clock press (held.js)
    welcome: true, // the first screen's choices are offered until a game is started or played (render/start.js)
  };
}

/** The words of the interface in the language chosen. */
export function strings(s) {
  return STRINGS[s.settings.lang] ?? STRINGS.en;
}
