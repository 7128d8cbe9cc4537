// What the board and the move box let a person do, as the rules say (game.dests(),
// game.parseMove()), and what the page itself blocks: the computer's turn, a paused clock.
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { boardMoves, findTyped, moveAt, playBlocked, typedMove } from '../../www/legal.js';
import { boardView } from '../../www/selectors.js';
import { newStore, play } from './helpers.mjs';

const sorted = (squares) => [...squares].sort();

test('castling: the king onto its rook, and in standard chess onto its destination too', () => {
  const store = newStore();
  play(store, ['e4', 'e5', 'Nf3', 'Nc6', 'Bc4', 'Bc5']);
  const s = store.getState();
  assert.deepEqual(sorted(boardMoves(s).dests.get('e1')), ['e2', 'f1', 'g1', 'h1']);
  assert.equal(moveAt(s, 'e1', 'h1').san, 'O-O');
  assert.equal(moveAt(s, 'e1', 'g1').san, 'O-O');
  assert.equal(moveAt(s, 'e1', 'e3'), null);
});

test('promotions: the board asks for the piece, the move names it', () => {
  const store = newStore();
  store.dispatch('newGame', { setup: { type: 'fen', fen: '4k3/1P6/8/8/8/8/8/4K3 w - - 0 1', chess960: false }, message: '' });
  const s = store.getState();
  assert.deepEqual(boardMoves(s).promotions, ['b7b8']);
  assert.equal(moveAt(s, 'b7', 'b8', 'n').san, 'b8=N');
  assert.equal(findTyped(s, 'b8n').uci, 'b7b8n');
});

test('the move box reads SAN leniently and UCI; the move typed is shown in words, or nothing', () => {
  const store = newStore();
  play(store, ['e4', 'd5']);
  for (const text of ['exd5', 'ed5', 'e4d5', ' exd5 ', 'exd5!?', 'E4D5']) {
    store.dispatch('setMoveText', text);
    assert.equal(typedMove(store.getState())?.uci, 'e4d5', text);
  }
  for (const text of ['0-0', 'e4e6', 'hello', 'Nf6']) {
    store.dispatch('setMoveText', text);
    assert.equal(typedMove(store.getState()), null, text);
  }
});

test('on the computer\'s turn, and while the clock is paused, the board offers nothing', () => {
  let store = newStore();
  store.dispatch('newGame', { setup: { type: 'standard' }, computer: { color: 'w', level: 1 }, message: '', now: 0 });
  let s = store.getState();
  assert.equal(playBlocked(s), 'It is the computer’s move.');
  assert.equal(boardView(s).dests.size, 0);
  assert.equal(findTyped(s, 'e4'), null);

  store = newStore();
  store.dispatch('newGame', { setup: { type: 'standard' }, control: '5+0', message: '', now: 0 });
  store.dispatch('togglePause', 1000);
  s = store.getState();
  assert.equal(playBlocked(s), 'The clock is paused: resume it to play on.');
  assert.equal(boardView(s).dests.size, 0);
  store.dispatch('togglePause', 2000);
  assert.equal(boardView(store.getState()).dests.size, 10);
});
