// What Undo does: with the clock (both times go back to when the move was made, paused), against
// the computer (a pair of moves), after an act that ended the game, after a flag fall.
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { canUndo } from '../../www/selectors.js';
import { newStore, play } from './helpers.mjs';

const START = 1_000_000;

function clockGame(control = '5+0') {
  const store = newStore();
  store.dispatch('newGame', { setup: { type: 'standard' }, control, message: 'New game.', now: START });
  return store;
}

test('nothing to take back at the start', () => {
  const store = newStore();
  assert.equal(canUndo(store.getState()), false);
  const before = store.getState();
  assert.equal(store.dispatch('undo', START), before, 'nothing changes');
});

test('undo takes back one move and says where the game stands', () => {
  const store = newStore();
  play(store, ['e4', 'e5', 'Nf3']);
  store.dispatch('undo', START);
  const s = store.getState();
  assert.deepEqual(s.line.map((m) => m.san), ['e4', 'e5']);
  assert.equal(s.ply, 2);
  assert.equal(s.game.turn(), 'w');
  assert.equal(s.announcement, 'After 1… e5.');
  store.dispatch('undo', START);
  store.dispatch('undo', START);
  assert.equal(store.getState().announcement, 'Start position.');
});

test('with a clock both times go back to the instant the move taken back was made, and the clock is paused there', () => {
  const store = clockGame();
  // White thinks 3 s, Black 5 s, White 7 s.
  store.dispatch('move', { move: { uci: 'e2e4' }, now: START + 3000 });
  store.dispatch('move', { move: { uci: 'e7e5' }, now: START + 8000 });
  store.dispatch('move', { move: { uci: 'g1f3' }, now: START + 15_000 });
  const later = START + 60_000;
  store.dispatch('undo', later);
  const { clock, line } = store.getState();
  assert.equal(line.length, 2);
  assert.equal(clock.isPaused(), true);
  // As the clocks showed when Nf3 was made: White has thought 3 + 7 s, Black 5 s.
  assert.equal(clock.remaining('w', later), 300_000 - 10_000);
  assert.equal(clock.remaining('b', later), 300_000 - 5000);
  assert.equal(clock.running(), null, 'paused: nobody\'s clock runs');
  store.dispatch('togglePause', later);
  assert.equal(store.getState().clock.running(), 'w');
  assert.equal(store.getState().announcement, 'Clock running.');
});

test('against the computer undo takes back the computer\'s reply with the person\'s move', () => {
  const store = newStore();
  store.dispatch('newGame', { setup: { type: 'standard' }, computer: { color: 'b', level: 1 }, message: 'New game.', now: START });
  assert.equal(store.getState().settings.orientation, 'w', 'the person\'s side at the bottom');
  store.dispatch('move', { move: { uci: 'e2e4' }, now: START });
  store.dispatch('computerMove', { uci: 'e7e5', said: 'Computer: Pawn to e5.', now: START });
  store.dispatch('move', { move: { uci: 'g1f3' }, now: START });
  store.dispatch('computerMove', { uci: 'b8c6', said: 'Computer: Knight to c6.', now: START });
  store.dispatch('undo', START);
  let s = store.getState();
  assert.deepEqual(s.line.map((m) => m.uci), ['e2e4', 'e7e5']);
  assert.equal(s.game.turn(), 'w', 'the person\'s turn again');
  // With only the person's move made (the computer has not answered yet), that move goes.
  store.dispatch('move', { move: { uci: 'g1f3' }, now: START });
  store.dispatch('undo', START);
  s = store.getState();
  assert.deepEqual(s.line.map((m) => m.uci), ['e2e4', 'e7e5']);
});

test('after a resignation undo takes back the act only; after a flag fall the act and the move before it', () => {
  let store = newStore();
  play(store, ['e4', 'e5']);
  store.dispatch('resign', { color: 'w', now: START });
  assert.equal(store.getState().endOutcome.winner, 'b');
  assert.equal(canUndo(store.getState()), true);
  store.dispatch('undo', START);
  let s = store.getState();
  assert.equal(s.ending, null);
  assert.equal(s.game.outcome(), null);
  assert.equal(s.line.length, 2, 'the moves stay');

  store = clockGame('1+0');
  store.dispatch('move', { move: { uci: 'e2e4' }, now: START + 1000 });
  store.dispatch('move', { move: { uci: 'e7e5' }, now: START + 2000 });
  const flag = START + 2000 + 60_000;
  store.dispatch('flagFall', flag);
  s = store.getState();
  assert.deepEqual(s.ending, { type: 'timeout', color: 'w' });
  assert.equal(s.endOutcome.winner, 'b');
  assert.equal(s.announcement, 'White’s flag fell.');
  store.dispatch('undo', flag + 5000);
  s = store.getState();
  assert.equal(s.ending, null);
  assert.deepEqual(s.line.map((m) => m.uci), ['e2e4']);
  assert.equal(s.clock.isPaused(), true);
  assert.equal(s.clock.remaining('b', flag + 5000), 59_000, 'Black\'s clock as when e5 was made (1 s thought)');
  assert.equal(s.clock.remaining('w', flag + 5000), 59_000);
});

test('a move made once a flag has fallen is not played: the flag ends the game first', () => {
  const store = clockGame('1+0');
  store.dispatch('move', { move: { uci: 'e2e4' }, now: START + 1000 });
  store.dispatch('move', { move: { uci: 'e7e5' }, now: START + 1000 + 61_000 });
  const s = store.getState();
  assert.deepEqual(s.line.map((m) => m.uci), ['e2e4']);
  assert.deepEqual(s.ending, { type: 'timeout', color: 'b' });
});
