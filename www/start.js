// The first screen's three choices, one tap each with the last choices: a game with a friend on
// this device (side by side, or over the board: the device lying between the players), a game
// against the computer (its side, level and clock as last chosen; "Change…" opens the New game
// dialog on them), or the FEN and PGN panel to analyse a game, the engine's analysis switched on.
import { $ } from './dom.js';
import { newGameDialog } from './new-game.js';
import { other } from './state.js';

/** The clock of the last choice, or null; a choice the rules no longer read opens the dialog instead. */
function lastControl(s) {
  const { control, penalty } = s.settings;
  if (control === 'none') return null;
  new s.rules.Clock({ control, penalty }).free(); // throws on text the rules do not read
  return control;
}

function start(store, computer) {
  const s = store.getState();
  let control;
  try {
    control = lastControl(s);
  } catch {
    newGameDialog(store, { opponent: computer ? 'computer' : 'human' });
    return;
  }
  let game = null;
  if (computer) {
    const { side, level } = s.settings;
    const you = side === 'random' ? (Math.random() < 0.5 ? 'w' : 'b') : side;
    game = { color: other(you), level };
  }
  store.dispatch('updateSettings', { opponent: computer ? 'computer' : 'human' });
  store.dispatch('newGame', {
    setup: { type: 'standard' }, control, computer: game, names: s.settings.names,
    message: (T) => T.newGameStarted, now: Date.now(),
  });
}

export function wireStart(store) {
  $('start-friend').addEventListener('click', () => {
    store.dispatch('setOtb', false);
    start(store, false);
  });
  // Over the board: the same friend's game, the device between the players (remembered: a setting).
  $('start-otb').addEventListener('click', () => {
    store.dispatch('setOtb', true);
    start(store, false);
  });
  $('start-computer').addEventListener('click', () => start(store, true));
  $('start-computer-options').addEventListener('click', () => newGameDialog(store, { opponent: 'computer' }));
  $('start-analyse').addEventListener('click', () => {
    store.dispatch('updateSettings', { analysis: true });
    const panel = $('io');
    panel.open = true;
    panel.scrollIntoView({ block: 'start' });
    $('import-text').focus({ preventScroll: true });
  });
}
