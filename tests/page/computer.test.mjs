// Playing the computer, as the store sees it: its move while an earlier position is shown, its
// answer to the person's draw offer, and what the page tells computer.js.
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { computerView, offerView, playerName, statusText } from '../../www/selectors.js';
import { legalMoves, playBlocked } from '../../www/legal.js';
import { newStore } from './helpers.mjs';

function computerGame(color = 'b') {
  const store = newStore();
  store.dispatch('newGame', { setup: { type: 'standard' }, computer: { color, level: 3 }, message: 'New game.', now: 0 });
  return store;
}

test('the computer plays Black: the person moves only on their turn, and the players are named', () => {
  const store = computerGame('b');
  let s = store.getState();
  assert.equal(playerName(s, 'w'), 'White · You');
  assert.equal(playerName(s, 'b'), 'Black · Computer, level 3 (casual player)');
  store.dispatch('move', { move: { uci: 'e2e4' }, now: 0 });
  s = store.getState();
  assert.equal(playBlocked(s), 'It is the computer’s move.');
  assert.deepEqual(legalMoves(s), []);
  const view = computerView(s);
  assert.equal(view.toMove, 'b');
  assert.equal(view.key, '{"type":"standard"} e2e4');
});

test('the computer\'s move while an earlier position is shown: the person keeps looking at it', () => {
  const store = computerGame('b');
  store.dispatch('move', { move: { uci: 'e2e4' }, now: 0 });
  store.dispatch('goTo', 0);
  store.dispatch('computerMove', { uci: 'e7e5', said: 'Computer: Pawn to e5.', now: 0 });
  const s = store.getState();
  assert.equal(s.ply, 0);
  assert.deepEqual(s.line.map((m) => m.san), ['e4', 'e5']);
  assert.equal(s.announcement, 'Computer: Pawn to e5.');
  assert.equal(statusText(s), 'White to move · Viewing the start position.');
});

test('the person\'s draw offer: theirs to see, the computer\'s to answer', () => {
  const store = computerGame('b');
  store.dispatch('move', { move: { uci: 'e2e4' }, now: 0 });
  store.dispatch('computerMove', { uci: 'e7e5', said: '', now: 0 });
  store.dispatch('move', { move: { uci: 'g1f3' }, now: 0 });
  store.dispatch('offerDraw', 0);
  let view = offerView(store.getState());
  assert.equal(view.shown, true);
  assert.equal(view.text, 'You offered a draw: the computer answers on its move.');
  assert.equal(view.answerHidden, true);
  assert.equal(view.buttonDisabled, true);
  store.dispatch('computerAgrees', 0);
  const s = store.getState();
  assert.deepEqual(s.ending, { type: 'agree' });
  assert.equal(s.endOutcome.termination, 'agreement');
  assert.equal(s.announcement, 'The computer accepts the draw offer.');
  view = offerView(s);
  assert.equal(view.shown, false);
});
