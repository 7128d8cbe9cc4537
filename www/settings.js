// The settings panel and the language: each change goes to the store (which saves it) and shows at once.
import { $ } from './dom.js';
import { LANGUAGES } from './i18n/index.js';

/** Sets the settings panel's checkboxes to the settings loaded. */
export function showSettings(settings) {
  $('opt-touch').checked = settings.touchMove;
  $('opt-hints').checked = settings.hints;
  $('opt-coords').checked = settings.coordinates;
}

export function wireSettings(store) {
  $('lang').addEventListener('change', () => {
    store.dispatch('updateSettings', { lang: $('lang').value in LANGUAGES ? $('lang').value : 'en' });
  });
  $('opt-touch').addEventListener('change', () => store.dispatch('setTouchMove', $('opt-touch').checked));
  $('opt-hints').addEventListener('change', () => store.dispatch('updateSettings', { hints: $('opt-hints').checked }));
  $('opt-coords').addEventListener('change', () => store.dispatch('updateSettings', { coordinates: $('opt-coords').checked }));
}
