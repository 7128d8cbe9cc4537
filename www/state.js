// The state of the page, in one object that every module reads and changes (ES modules cannot
// assign to each other's bindings).
//
// `app.state` is the game as it survives a reload (localStorage, see storage.js): how the game
// started (`setup`), which move of the main line is shown (`ply`), an ending by an act
// (resignation, agreement, claim, flag fall), the standing draw offer and the touches of the move
// being made (both the rules', mirrored here), the tags of an imported game, the name of the time
// control and the computer opponent (`computer`: the colour it plays and its level). The rest is
// derived from it, or lasts only as long as the page.
import { STRINGS, pickLanguage } from './i18n/index.js';

/** The page's element with this id. */
export const $ = (id) => document.getElementById(id);

export const other = (color) => (color === 'w' ? 'b' : 'w');

export function freshState(setup = { type: 'standard' }) {
  return { setup, ply: 0, ending: null, offer: null, touches: [], tags: [], controlName: null, computer: null };
}

export function defaultSettings() {
  return {
    lang: pickLanguage(), orientation: 'w', touchMove: false, hints: true, coordinates: true,
    control: 'none', penalty: 'three_minutes', opponent: 'human', side: 'w', level: 3,
  };
}

export const app = {
  /** The package's browser entry, loaded when the page starts. */
  rules: null,
  game: null, // the rules' Game at the position shown (state.ply)
  clock: null, // the rules' Clock of the game, or null for a game without one
  line: [], // the main line: {uci, san, move} for every move, also those after state.ply
  legal: [], // the moves allowed in the position shown (by the touch-move rule too)
  moveByKey: new Map(), // 'e2e4', 'e7e8q', 'e1h1' (king onto rook) -> Move
  typed: null, // the allowed move typed in the move box, if it names one
  busy: false, // a dialog is open for a move being made
  adjustArmed: false, // j'adoube announced: the next touch only adjusts
  endOutcome: null, // how the game ended at the end of the line (also while an earlier position is shown)
  state: freshState(),
  settings: defaultSettings(),
  T: STRINGS.en,
  computer: null, // the computer opponent and the Hint (computer.js)
};
