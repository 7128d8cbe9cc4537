// The store itself: named actions, one new state per change, subscribers, memoized selectors.
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { createStore, memo } from '../../www/store.js';

const actions = {
  add: (s, n) => ({ count: s.count + n }),
  nothing: () => null,
  nested: (s) => {
    store.dispatch('add', 1);
    return s;
  },
};
let store;

test('an action returns the fields that change; the state is a new object, the old one untouched', () => {
  store = createStore({ count: 1, other: 'x' }, actions);
  const before = store.getState();
  const after = store.dispatch('add', 2);
  assert.deepEqual(after, { count: 3, other: 'x' });
  assert.equal(store.getState(), after);
  assert.deepEqual(before, { count: 1, other: 'x' });
});

test('subscribers hear of changes only; an unknown action or one dispatched inside another throws', () => {
  store = createStore({ count: 0 }, actions);
  const seen = [];
  const stop = store.subscribe((s) => seen.push(s.count));
  store.dispatch('add', 1);
  store.dispatch('nothing');
  store.dispatch('add', 1);
  stop();
  store.dispatch('add', 1);
  assert.deepEqual(seen, [1, 2]);
  assert.throws(() => store.dispatch('missing'), /unknown action missing/);
  assert.throws(() => store.dispatch('nested'), /inside an action/);
  assert.equal(store.dispatch('add', 0).count, 3, 'the store works on after a refused dispatch');
});

test('memo computes a derived value once per state object', () => {
  let calls = 0;
  const double = memo((s) => {
    calls += 1;
    return s.count * 2;
  });
  store = createStore({ count: 2 }, actions);
  assert.equal(double(store.getState()), 4);
  assert.equal(double(store.getState()), 4);
  assert.equal(calls, 1);
  store.dispatch('add', 1);
  assert.equal(double(store.getState()), 6);
  assert.equal(calls, 2);
});
