// The page's store in Node: the same actions and selectors as in the browser (www/), on the
// built package (chess-arbiter, its Node entry), with time passed in by the tests.
import * as entry from 'chess-arbiter';
import { Clock } from 'chess-arbiter/clock';
import { ACTIONS } from '../../www/actions.js';
import { findTyped } from '../../www/legal.js';
import { defaultSettings, initialState } from '../../www/state.js';
import { createStore } from '../../www/store.js';

export const rules = { ...entry, Clock };

/** A store with a game restored from `raw` (a saved game's text; null: a new game). */
export function newStore({ settings = {}, raw = null } = {}) {
  const store = createStore(initialState(null, { ...defaultSettings(), lang: 'en', ...settings }), ACTIONS);
  store.dispatch('restore', { rules, raw });
  return store;
}

/** Plays moves given in SAN (or UCI) as a person would, at `now` (default: the moves one second apart from `at`). */
export function play(store, sans, { at = 1_000_000, step = 1000, claim = false } = {}) {
  let now = at;
  for (const san of sans) {
    const move = findTyped(store.getState(), san);
    if (!move) throw new Error(`${san} is not an allowed move in ${store.getState().game.fen()}`);
    now += step;
    store.dispatch('move', { move, claim, now });
  }
  return now;
}

/** Nf3 Nf6 Ng1 Ng8 twice over, less the last move: Black may claim threefold repetition with Ng8. */
export const KNIGHTS = ['Nf3', 'Nf6', 'Ng1', 'Ng8', 'Nf3', 'Nf6', 'Ng1'];

/** A localStorage of our own: a Map, and `full` makes every write throw as a full quota does. */
export function memoryStorage(entries = {}) {
  const map = new Map(Object.entries(entries));
  return {
    map,
    full: false,
    getItem: (k) => (map.has(k) ? map.get(k) : null),
    setItem(k, v) {
      if (this.full) throw new Error('QuotaExceededError');
      map.set(k, String(v));
    },
    removeItem: (k) => map.delete(k),
  };
}
