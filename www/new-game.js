// The New game dialog: opponent, start position and time control, checked by the rules before
// the game starts.
import { chosenOpponent, fillOpponent } from './computer.js';
import { $ } from './dom.js';
import { baseGame } from './game.js';
import { errorWords } from './i18n/index.js';
import { strings } from './state.js';

/** The control chosen in the dialog: null for no clock; throws the rules' error. */
function chosenControl(rules) {
  const choice = $('time-control').value;
  if (choice === 'none') return null;
  const text = choice === 'custom' ? $('custom-control').value.trim() : choice;
  new rules.Clock({ control: text, penalty: $('claim-penalty').value }).free(); // the rules read it
  return text;
}

/** The start position chosen in the dialog; throws the rules' error. */
function chosenSetup(s, variant) {
  if (variant === 'random960') return { type: '960', n: Math.floor(Math.random() * 960) };
  if (variant === 'number960') {
    const text = $('number-960').value.trim();
    const n = Number(text);
    if (!/^\d{1,3}$/.test(text) || n > 959) throw new Error(strings(s).number960Range);
    new s.rules.Game({ chess960: n }).free(); // the rules check the number
    return { type: '960', n };
  }
  if (variant === 'position') {
    const setup = { type: 'fen', fen: s.game.fen(), chess960: s.game.isChess960() };
    const g = baseGame(s.rules, setup);
    const over = g.outcome();
    g.free();
    if (over) throw new Error(strings(s).positionOver);
    return setup;
  }
  return { type: 'standard' };
}

/** Opens the New game dialog on the last choices; `choice.opponent` chooses the opponent first. */
export function newGameDialog(store, choice = {}) {
  const s = store.getState();
  const dialog = $('new-game-dialog');
  const form = $('new-game-form');
  $('new-game-error').textContent = '';
  const select = $('time-control');
  const preset = [...select.options].some((o) => o.value === s.settings.control && o.value !== 'custom');
  select.value = preset ? s.settings.control : 'custom';
  $('custom-control').value = preset ? '' : s.settings.control;
  // The arbiter's choices are about the clock's penalty: shown only with a clock.
  const showClockParts = () => {
    $('custom-control-box').hidden = select.value !== 'custom';
    $('arbiter-box').hidden = select.value === 'none';
  };
  showClockParts();
  $('claim-penalty').value = s.settings.penalty;
  $('wrong-claims').checked = s.settings.wrongClaims;
  $('name-white').value = s.settings.names.w;
  $('name-black').value = s.settings.names.b;
  fillOpponent(choice.opponent ? { ...s.settings, opponent: choice.opponent } : s.settings, strings(s));
  form.querySelector('button.cancel').onclick = () => dialog.close();
  select.onchange = () => {
    showClockParts();
    $('new-game-error').textContent = '';
    if (select.value === 'custom') $('custom-control').focus();
  };
  form.onsubmit = (e) => {
    e.preventDefault();
    const current = store.getState();
    let setup;
    let control;
    try {
      setup = chosenSetup(current, form.elements.variant.value);
      control = chosenControl(current.rules);
    } catch (err) {
      $('new-game-error').textContent = errorWords(err)(strings(current), current.settings.lang);
      return;
    }
    const opponent = chosenOpponent();
    const names = { w: $('name-white').value.trim(), b: $('name-black').value.trim() };
    store.dispatch('updateSettings', {
      names,
      control: select.value === 'none' ? 'none' : control, penalty: $('claim-penalty').value, ...opponent.settings,
      wrongClaims: $('wrong-claims').checked,
    });
    dialog.close();
    store.dispatch('newGame', { setup, control, computer: opponent.computer, names, message: (T) => T.newGameStarted, now: Date.now() });
  };
  $('number-960').onfocus = () => {
    form.elements.variant.value = 'number960';
  };
  dialog.showModal();
}
