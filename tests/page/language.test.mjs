// What the page says follows the language chosen: the last move, errors (from their codes, with
// no English tail), the panel's messages; typed moves with the language's piece letters.
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { englishSan } from '../../www/i18n/index.js';
import { findTyped } from '../../www/legal.js';
import { newStore, play } from './helpers.mjs';

test('the last move and an error are said again in the new language', () => {
  const store = newStore();
  play(store, ['e4', 'Nc6']);
  assert.equal(store.getState().announcement, 'Knight to c6.');
  const move = findTyped(store.getState(), 'Nf3');
  store.dispatch('move', { move, now: 2_000_000 });
  store.dispatch('offerDraw', 2_000_100);
  store.dispatch('showError', (T) => T.gameOver);
  store.dispatch('updateSettings', { lang: 'ru' });
  let s = store.getState();
  assert.equal(s.announcement, 'Белые предлагают ничью.');
  assert.equal(s.error, 'Партия окончена.');
  store.dispatch('updateSettings', { lang: 'uk' });
  s = store.getState();
  assert.equal(s.announcement, 'Білі пропонують нічию.');
  store.dispatch('setIo', { message: (T) => T.fenLoaded });
  store.dispatch('updateSettings', { lang: 'en' });
  assert.equal(store.getState().io.message, 'Position loaded.');
});

test('a refused move: the code in the language, the move said by the page, no English', () => {
  const store = newStore({ settings: { lang: 'ru' } });
  let err;
  try {
    store.getState().game.play('e5');
  } catch (e) {
    err = e;
  }
  assert.ok(err?.code);
  store.dispatch('move', { move: { uci: 'e2e5', san: 'e5' }, now: 1 });
  const { error } = store.getState();
  assert.match(error, /^[^a-z]*e5[^a-z]*$/, error);
  store.dispatch('updateSettings', { lang: 'en' });
  assert.match(store.getState().error, /^(Move refused|Not a move): /);
});

test('typed moves with Russian and Ukrainian piece letters', () => {
  assert.equal(englishSan('ru', 'Крe2'), 'Ke2');
  assert.equal(englishSan('ru', 'Кf3'), 'Nf3');
  assert.equal(englishSan('ru', 'Лa1'), 'Ra1');
  assert.equal(englishSan('uk', 'Тa1'), 'Ra1');
  assert.equal(englishSan('uk', 'e8=Ф'), 'e8=Q');
  assert.equal(englishSan('ru', 'Сх' + 'с4'), 'Bxc4'); // Cyrillic х and с read as x and c
  assert.equal(englishSan('en', 'Nf3'), 'Nf3');
  const store = newStore({ settings: { lang: 'uk' } });
  assert.equal(findTyped(store.getState(), 'Кf3')?.san, 'Nf3');
});
