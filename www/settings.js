// The settings panel and the language: each change is saved and shown at once.
import { atEnd, syncTurn } from './game.js';
import { LANGUAGES, STRINGS } from './i18n/index.js';
import { board, render } from './render.js';
import { $, app } from './state.js';
import { saveGame, saveSettings } from './storage.js';


export function applyLanguage() {
  app.T = STRINGS[app.settings.lang] ?? STRINGS.en;
  document.documentElement.lang = app.settings.lang;
  document.title = app.T.title;
  for (const el of document.querySelectorAll('[data-i18n]')) {
    const v = app.T[el.dataset.i18n];
    if (typeof v === 'string') el.textContent = v;
  }
  for (const el of document.querySelectorAll('[data-i18n-aria]')) {
    const v = app.T[el.dataset.i18nAria];
    if (typeof v === 'string') el.setAttribute('aria-label', v);
  }
  for (const el of document.querySelectorAll('[data-i18n-placeholder]')) {
    const v = app.T[el.dataset.i18nPlaceholder];
    if (typeof v === 'string') el.setAttribute('placeholder', v);
  }
  document.querySelector('.controls').setAttribute('aria-label', app.T.controls);
  $('lang').value = app.settings.lang;
  board.labels = app.T.boardLabels;
  if (app.game) render();
}

/** Sets the settings panel's checkboxes to the settings loaded. */
export function showSettings() {
  $('opt-touch').checked = app.settings.touchMove;
  $('opt-hints').checked = app.settings.hints;
  $('opt-coords').checked = app.settings.coordinates;
}

export function wireSettings() {
  $('lang').addEventListener('change', () => {
    app.settings.lang = $('lang').value in LANGUAGES ? $('lang').value : 'en';
    saveSettings();
    applyLanguage();
  });
  $('opt-touch').addEventListener('change', () => {
    app.settings.touchMove = $('opt-touch').checked;
    app.game.setTouchMove(app.settings.touchMove); // forgets the touches made so far
    app.adjustArmed = false;
    if (atEnd()) syncTurn();
    else app.state.touches = [];
    saveSettings();
    saveGame();
    render();
  });
  $('opt-hints').addEventListener('change', () => {
    app.settings.hints = $('opt-hints').checked;
    saveSettings();
    render();
  });
  $('opt-coords').addEventListener('change', () => {
    app.settings.coordinates = $('opt-coords').checked;
    saveSettings();
    render();
  });
}
