// The page's store: one state object, changed only by named actions, with subscribers told of
// every change. No DOM here: the page renders from a subscriber (render/index.js), and the tests
// drive the same store in Node.
//
// An action is `(state, ...args) => patch`: the fields that change (merged into a new state
// object), or nothing when nothing changes. The rules' Game and Clock are mutable wasm objects:
// only actions call the methods that change them, and an action that does returns a new state,
// so that what is derived from a state (memo) is never stale.

export function createStore(initial, actions) {
  let state = initial;
  const listeners = new Set();
  let dispatching = false;
  return {
    getState: () => state,
    /** Runs the action `name` on the state; returns the new state. */
    dispatch(name, ...args) {
      const action = actions[name];
      if (!action) throw new Error(`unknown action ${name}`);
      if (dispatching) throw new Error(`action ${name} dispatched from inside an action`);
      dispatching = true;
      let patch;
      try {
        patch = action(state, ...args);
      } finally {
        dispatching = false;
      }
      if (patch) {
        state = { ...state, ...patch };
        for (const listener of listeners) listener(state);
      }
      return state;
    },
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}

/** A value derived from the state, computed once per state object. */
export function memo(select) {
  const cache = new WeakMap();
  return (state) => {
    if (!cache.has(state)) cache.set(state, select(state));
    return cache.get(state);
  };
}
