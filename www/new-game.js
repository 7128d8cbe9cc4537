// Starting a game: the New game dialog (opponent, start position, time control) and the start
// itself, also of a position loaded from a FEN.
import { chosenOpponent, fillOpponent } from './computer.js';
import { baseGame, rebuild } from './game.js';
import { errorText } from './i18n/index.js';
import { announce, render, showError } from './render.js';
import { $, app, freshState, other } from './state.js';
import { saveGame, saveSettings } from './storage.js';


export function startGame(setup, tags = [], message = app.T.newGameStarted, control = null, opponent = null) {
  app.computer.cancel();
  app.state = freshState(setup);
  app.state.tags = tags;
  app.state.computer = opponent;
  if (opponent) {
    app.settings.orientation = other(opponent.color); // the person's side at the bottom
    saveSettings();
  }
  app.typed = null;
  app.adjustArmed = false;
  $('move-input').value = '';
  showError('');
  app.clock?.free();
  app.clock = null;
  rebuild([]);
  if (control) {
    app.clock = new app.rules.Clock({ control, penalty: app.settings.penalty });
    app.clock.start(Date.now(), app.game.turn());
    app.state.controlName = control;
  }
  saveGame();
  render();
  announce(message);
}

/** The control chosen in the new-game dialog: null for no clock; throws the rules' error. */
function chosenControl() {
  const choice = $('time-control').value;
  if (choice === 'none') return null;
  const text = choice === 'custom' ? $('custom-control').value.trim() : choice;
  new app.rules.Clock({ control: text, penalty: $('claim-penalty').value }).free(); // the rules read it
  return text;
}

export function newGameDialog() {
  const dialog = $('new-game-dialog');
  const form = $('new-game-form');
  $('new-game-error').textContent = '';
  const select = $('time-control');
  const preset = [...select.options].some((o) => o.value === app.settings.control && o.value !== 'custom');
  select.value = preset ? app.settings.control : 'custom';
  $('custom-control').value = preset ? '' : app.settings.control;
  $('custom-control-box').hidden = select.value !== 'custom';
  $('claim-penalty').value = app.settings.penalty;
  fillOpponent(app.settings, app.T);
  const cancel = form.querySelector('button.cancel');
  const close = () => dialog.close();
  cancel.onclick = close;
  select.onchange = () => {
    $('custom-control-box').hidden = select.value !== 'custom';
    $('new-game-error').textContent = '';
    if (select.value === 'custom') $('custom-control').focus();
  };
  form.onsubmit = (e) => {
    e.preventDefault();
    const variant = form.elements.variant.value;
    let setup = { type: 'standard' };
    let control;
    try {
      if (variant === 'random960') setup = { type: '960', n: Math.floor(Math.random() * 960) };
      if (variant === 'number960') {
        const text = $('number-960').value.trim();
        const n = Number(text);
        new app.rules.Game({ chess960: text === '' ? NaN : n }).free(); // the rules check the number
        setup = { type: '960', n };
      }
      if (variant === 'position') {
        setup = { type: 'fen', fen: app.game.fen(), chess960: app.game.isChess960() };
        const g = baseGame(setup);
        const over = g.outcome();
        g.free();
        if (over) throw new Error(app.T.positionOver);
      }
      control = chosenControl();
    } catch (err) {
      $('new-game-error').textContent = errorText(app.T, err);
      return;
    }
    const opponent = chosenOpponent();
    app.settings.control = select.value === 'none' ? 'none' : control;
    app.settings.penalty = $('claim-penalty').value;
    Object.assign(app.settings, opponent.settings);
    saveSettings();
    dialog.close();
    startGame(setup, [], app.T.newGameStarted, control, opponent.computer);
  };
  $('number-960').onfocus = () => {
    form.elements.variant.value = 'number960';
  };
  dialog.showModal();
}
