// The settings panel and the language: each change goes to the store (which saves it) and shows at once.
import { $ } from './dom.js';
import { LANGUAGES } from './i18n/index.js';
import { AUTO_QUEEN } from './state.js';

/** Sets the settings panel's checkboxes to the settings loaded. */
export function showSettings(settings) {
  $('opt-touch').checked = settings.touchMove;
  $('opt-hints').checked = settings.hints;
  $('opt-coords').checked = settings.coordinates;
  $('opt-figurines').checked = settings.figurines;
  $('opt-autoqueen').value = settings.autoQueen;
  $('opt-otb').checked = settings.otb;
  $('opt-premoves').checked = settings.premoves;
}

export function wireSettings(store) {
  $('lang').addEventListener('change', () => {
    store.dispatch('updateSettings', { lang: $('lang').value in LANGUAGES ? $('lang').value : 'en' });
  });
  $('opt-touch').addEventListener('change', () => store.dispatch('setTouchMove', $('opt-touch').checked));
  $('opt-hints').addEventListener('change', () => store.dispatch('updateSettings', { hints: $('opt-hints').checked }));
  $('opt-coords').addEventListener('change', () => store.dispatch('updateSettings', { coordinates: $('opt-coords').checked }));
  $('opt-figurines').addEventListener('change', () => store.dispatch('updateSettings', { figurines: $('opt-figurines').checked }));
  $('opt-autoqueen').addEventListener('change', () => {
    const value = $('opt-autoqueen').value;
    store.dispatch('updateSettings', { autoQueen: AUTO_QUEEN.includes(value) ? value : 'premove' });
  });
  $('opt-otb').addEventListener('change', () => store.dispatch('setOtb', $('opt-otb').checked));
  $('opt-premoves').addEventListener('change', () => {
    store.dispatch('updateSettings', { premoves: $('opt-premoves').checked });
    store.dispatch('setPremove', null);
  });
}
