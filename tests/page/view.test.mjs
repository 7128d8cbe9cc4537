// What the page says and offers between two people: the status line, the draw offer and its
// buttons, the move list's position, and the language.
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { canUndo, offerView, resultText, statusText } from '../../www/selectors.js';
import { newStore, play } from './helpers.mjs';

test('the status line: the side to move, check, the position shown, the result', () => {
  const store = newStore();
  assert.equal(statusText(store.getState()), 'White to move.');
  play(store, ['f3', 'e5', 'g4']);
  store.dispatch('goTo', 1);
  assert.equal(statusText(store.getState()), 'Black to move · Viewing 1. f3; the last move is 2. g4.');
  assert.equal(store.getState().announcement, 'After 1. f3. Pawn to f3.');
  store.dispatch('goTo', 3);
  play(store, ['Qh4']);
  const s = store.getState();
  assert.equal(statusText(s), '0-1 · Black wins: checkmate.');
  assert.equal(resultText(s), '0-1 · Black wins: checkmate');
  assert.equal(s.announcement, 'Queen to h4, checkmate.');
  // Looking back at the start, the result stays under the move list.
  store.dispatch('goTo', 0);
  assert.equal(resultText(store.getState()), '0-1 · Black wins: checkmate');
  assert.equal(statusText(store.getState()), 'White to move · Viewing the start position.');
});

test('a draw offer: made by the player who has just moved, answered by the other, gone with a move', () => {
  const store = newStore();
  assert.equal(offerView(store.getState()).buttonDisabled, true, 'no offer before a move');
  play(store, ['e4', 'e5']);
  store.dispatch('offerDraw', 0);
  let view = offerView(store.getState());
  assert.deepEqual(
    { shown: view.shown, text: view.text, answerHidden: view.answerHidden, button: view.button },
    { shown: true, text: 'Black offers a draw.', answerHidden: false, button: 'Accept draw' },
  );
  assert.equal(store.getState().announcement, 'Black offers a draw.');
  store.dispatch('declineDraw');
  assert.equal(offerView(store.getState()).shown, false);
  assert.equal(store.getState().announcement, 'Draw offer declined.');
  store.dispatch('offerDraw', 0);
  play(store, ['Nf3']);
  assert.equal(offerView(store.getState()).shown, false, 'a move declines it');
  store.dispatch('offerDraw', 0);
  store.dispatch('acceptDraw', 0);
  const s = store.getState();
  assert.equal(statusText(s), '1/2-1/2 · Draw: agreement.');
  assert.equal(canUndo(s), true);
});

test('the language: the same state in Russian and Ukrainian', () => {
  const store = newStore({ settings: { lang: 'ru' } });
  play(store, ['e4']);
  assert.equal(statusText(store.getState()), 'Ход чёрных.');
  store.dispatch('updateSettings', { lang: 'uk' });
  assert.equal(statusText(store.getState()), 'Хід чорних.');
});
