// What the claim button offers (selectors.js claimView) and what a claim does (actions.js).
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { claimsWithMove } from '../../www/legal.js';
import { claimView, offerView } from '../../www/selectors.js';
import { KNIGHTS, newStore, play } from './helpers.mjs';

test('at the start nothing can be claimed: the button is off and says Claim draw', () => {
  const store = newStore();
  const view = claimView(store.getState());
  assert.equal(view.disabled, true);
  assert.equal(view.ready, false);
  assert.equal(view.text, 'Claim draw');
  assert.equal(view.title, '');
});

test('a threefold repetition on the board: the claim holds now', () => {
  const store = newStore();
  play(store, [...KNIGHTS, 'Ng8']);
  const view = claimView(store.getState());
  assert.deepEqual(view.now, ['threefold_repetition']);
  assert.equal(view.disabled, false);
  assert.equal(view.ready, true);
  assert.equal(view.text, 'Claim draw');
  assert.equal(view.title, 'A draw can be claimed: threefold repetition');
  store.dispatch('claimDraw', { now: 2_000_000 });
  const s = store.getState();
  assert.equal(s.game.outcome().termination, 'threefold_repetition');
  assert.deepEqual(s.ending, { type: 'claim', withMove: false });
  assert.equal(claimView(s).disabled, true, 'the game is over');
});

test('a repetition the typed move would make: the button offers a claim with that move', () => {
  const store = newStore();
  play(store, KNIGHTS);
  assert.equal(claimView(store.getState()).disabled, true, 'nothing claimable before a move is typed');
  store.dispatch('setMoveText', 'Ng8');
  const view = claimView(store.getState());
  assert.deepEqual(view.now, []);
  assert.deepEqual(view.withTyped, ['threefold_repetition']);
  assert.equal(view.intended.uci, 'f6g8');
  assert.equal(view.text, 'Claim draw with Ng8');
  assert.equal(view.ready, true);
  // Another typed move offers nothing.
  store.dispatch('setMoveText', 'Nc6');
  assert.equal(claimView(store.getState()).disabled, true);
  assert.equal(claimView(store.getState()).text, 'Claim draw with Nc6');
  // The claim with the move: the move is played and the game ends.
  store.dispatch('setMoveText', 'Ng8');
  store.dispatch('claimDraw', { intended: claimView(store.getState()).intended, now: 2_000_000 });
  const s = store.getState();
  assert.deepEqual(s.line.map((m) => m.san).slice(-1), ['Ng8']);
  assert.deepEqual(s.ending, { type: 'claim', withMove: true });
  assert.equal(s.moveText, '', 'the move box is emptied');
  assert.equal(s.endOutcome.result, '1/2-1/2');
});

test('the claim button waits for a claim that holds, also with a clock', () => {
  const store = newStore();
  store.dispatch('newGame', { setup: { type: 'standard' }, control: '5+0', message: 'New game.', now: 1_000_000 });
  play(store, ['e4', 'e5'], { at: 1_000_000 });
  assert.equal(claimView(store.getState()).disabled, true);
  play(store, ['Nf3', 'Nf6', 'Ng1', 'Ng8', 'Nf3', 'Nf6', 'Ng1'], { at: 1_010_000 });
  assert.equal(claimView(store.getState()).disabled, true, 'not yet: Ng8 is not typed');
  store.dispatch('setMoveText', 'Ng8');
  assert.equal(claimView(store.getState()).disabled, false, 'with the intended move');
});

test('with a clock and the arbiter\'s setting any claim may be made; one that does not hold costs time and stands as an offer', () => {
  const store = newStore({ settings: { wrongClaims: true } });
  store.dispatch('newGame', { setup: { type: 'standard' }, control: '5+0', message: 'New game.', now: 1_000_000 });
  play(store, ['e4', 'e5'], { at: 1_000_000 });
  let view = claimView(store.getState());
  assert.equal(view.disabled, false, 'enabled with a clock');
  assert.equal(view.ready, false, 'but not marked as holding');
  store.dispatch('claimDraw', { now: 1_010_000 });
  const s = store.getState();
  assert.equal(s.game.outcome(), null, 'the game goes on');
  assert.equal(s.offer, 'w', 'the claim stands as White\'s draw offer');
  assert.match(s.error, /^No draw to claim/);
  assert.match(s.announcement, /^Incorrect claim, counted as a draw offer\. Clocks now: White /);
  assert.equal(s.clock.remaining('b', 1_010_000), 5 * 60_000 - 1000 + 3 * 60_000, 'the opponent gets 3 minutes');
  view = offerView(s);
  assert.equal(view.shown, true);
  assert.equal(view.text, 'White offers a draw.');
});

test('without a clock, while an earlier position is shown, a claim that holds there may be made (the line is cut first)', () => {
  const store = newStore();
  play(store, [...KNIGHTS, 'Ng8', 'e4']);
  store.dispatch('goTo', 8);
  const view = claimView(store.getState());
  assert.equal(view.ready, true);
  store.dispatch('cutLine');
  store.dispatch('claimDraw', { now: 2_000_000 });
  assert.equal(store.getState().line.length, 8);
  assert.equal(store.getState().game.outcome().termination, 'threefold_repetition');
});

test('a piece touched on this move forfeits the claim (Law 9.4): the button is off and says why', () => {
  const store = newStore({ settings: { touchMove: true } });
  play(store, [...KNIGHTS, 'Ng8']);
  assert.equal(claimView(store.getState()).ready, true);
  store.dispatch('touch', 'g1');
  const view = claimView(store.getState());
  assert.equal(view.disabled, true);
  assert.equal(view.title, 'A piece was touched on this move: no draw claim (Law 9.4).');
});

test('a move that ends the game by itself asks for no claim: the fifth repetition, the 75th move', () => {
  const store = newStore();
  play(store, [...KNIGHTS, 'Ng8', ...KNIGHTS.slice(0, 3)]);
  let s = store.getState();
  assert.deepEqual(claimsWithMove(s, 'f6g8'), ['threefold_repetition'], 'the fourth time: a claim');
  play(store, ['Ng8', ...KNIGHTS.slice(0, 3)]);
  s = store.getState();
  assert.deepEqual(s.game.claimableDraws('f6g8'), ['threefold_repetition'], 'the rules say a claim holds with it');
  assert.deepEqual(claimsWithMove(s, 'f6g8'), [], 'but the fifth time ends the game by itself');
  const fifty = newStore();
  fifty.dispatch('newGame', { setup: { type: 'fen', fen: '8/8/4k3/8/8/3K4/3R4/8 w - - 149 80' }, message: '' });
  s = fifty.getState();
  assert.deepEqual(s.game.claimableDraws('d2d1'), ['fifty_moves']);
  assert.deepEqual(claimsWithMove(s, 'd2d1'), [], 'the 75-move rule ends it');
  assert.deepEqual(claimsWithMove(s, 'd3e3'), [], 'a king move too');
  fifty.dispatch('newGame', { setup: { type: 'fen', fen: '8/8/4k3/8/8/3K4/3R4/8 w - - 99 80' }, message: '' });
  assert.deepEqual(claimsWithMove(fifty.getState(), 'd2d1'), ['fifty_moves'], 'the 50th move: a claim');
});
