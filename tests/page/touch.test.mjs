// The touch-move rule on the page: the piece touched binds the player (the board offers only
// it, and keeps it in hand), j'adoube, what the line under the move box says, the draw offer
// read back from the rules after a touch, and the rule switched off.
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { boundSquare, legalMoves, touchText } from '../../www/legal.js';
import { adjustView, boardView, offerView } from '../../www/selectors.js';
import { newStore, play } from './helpers.mjs';

test('a piece touched must be moved: the board offers that piece only, and keeps it in hand', () => {
  const store = newStore({ settings: { touchMove: true } });
  play(store, ['e4', 'e5']);
  assert.equal(boundSquare(store.getState()), null);
  store.dispatch('touch', 'g1');
  const s = store.getState();
  assert.deepEqual(s.touches, [{ square: 'g1', adjust: false }]);
  assert.equal(boundSquare(s), 'g1');
  const view = boardView(s);
  assert.deepEqual([...view.dests.keys()], ['g1']);
  assert.deepEqual([...view.dests.get('g1')].sort(), ['e2', 'f3', 'h3']);
  assert.equal(view.bound, 'g1');
  assert.equal(s.announcement, touchText(s));
  assert.match(touchText(s), /^Touch-move: .*g1/);
  // The move made frees the player.
  store.dispatch('move', { move: legalMoves(s).find((m) => m.uci === 'g1f3') });
  assert.deepEqual(store.getState().touches, []);
  assert.equal(boundSquare(store.getState()), null);
});

test('an opponent\'s piece touched must be captured, if it can be', () => {
  const store = newStore({ settings: { touchMove: true } });
  play(store, ['e4', 'd5']);
  store.dispatch('touch', 'd5');
  const moves = legalMoves(store.getState()).map((m) => m.uci);
  assert.deepEqual(moves, ['e4d5']);
});

test('j\'adoube: the next touch only adjusts, and binds nothing', () => {
  const store = newStore({ settings: { touchMove: true } });
  play(store, ['e4', 'e5']);
  assert.deepEqual(adjustView(store.getState()), { enabled: true, pressed: false });
  store.dispatch('toggleAdjust');
  assert.deepEqual(adjustView(store.getState()), { enabled: true, pressed: true });
  assert.equal(store.getState().announcement, 'J’adoube: the next piece you touch is only adjusted.');
  store.dispatch('touch', 'g1');
  const s = store.getState();
  assert.equal(s.adjustArmed, false);
  assert.deepEqual(s.touches, [{ square: 'g1', adjust: true }]);
  assert.equal(s.announcement, 'The piece on g1 adjusted.');
  assert.equal(boundSquare(s), null);
  assert.equal(legalMoves(s).length, 29);
});

test('no touches while an earlier position is shown, nor with the rule off; switching it off forgets the touches', () => {
  let store = newStore({ settings: { touchMove: true } });
  play(store, ['e4', 'e5']);
  store.dispatch('goTo', 1);
  const before = store.getState();
  assert.equal(store.dispatch('touch', 'e5'), before, 'nothing happens');
  assert.deepEqual(adjustView(before), { enabled: false, pressed: false });
  store.dispatch('goTo', 2);
  store.dispatch('touch', 'g1');
  store.dispatch('setTouchMove', false);
  assert.deepEqual(store.getState().touches, []);
  assert.equal(store.getState().settings.touchMove, false);
  assert.equal(legalMoves(store.getState()).length, 29);

  store = newStore();
  play(store, ['e4', 'e5']);
  const off = store.getState();
  assert.equal(store.dispatch('touch', 'g1'), off);
});

test('after a touch the draw offer shown is the rules\' own (game.drawOffer())', () => {
  const store = newStore({ settings: { touchMove: true } });
  play(store, ['e4', 'e5', 'Nf3']);
  store.dispatch('offerDraw', 1);
  assert.equal(offerView(store.getState()).text, 'White offers a draw.');
  store.dispatch('touch', 'b8');
  const s = store.getState();
  assert.equal(s.offer, s.game.drawOffer());
  assert.equal(offerView(s).shown, Boolean(s.game.drawOffer()));
});
