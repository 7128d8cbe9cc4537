// Over the board (www/held.js, otb-actions.js, otb-view.js): with a clock, a move made on the
// board is held until its player presses their clock (Law 6.2.1); a draw is offered with the
// move held (Law 9.1.2.1) and claimed with it as the intended move (Law 9.2.1.1); each player's
// panel offers what that player may do.
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { heldMove } from '../../www/held.js';
import { savedGame } from '../../www/persist.js';
import { findTyped } from '../../www/legal.js';
import { boardView, claimView } from '../../www/selectors.js';
import { heldBoard, otbView } from '../../www/otb-view.js';
import { KNIGHTS, newStore } from './helpers.mjs';

const T0 = 1_000_000;

/** A friend's game over the board with 5+0, started at T0. */
function otbGame(settings = {}) {
  const store = newStore({ settings: { otb: true, ...settings } });
  store.dispatch('newGame', { setup: { type: 'standard' }, control: '5+0', message: '', now: T0 });
  return store;
}

/** Makes `san` on the board (held) and presses the clock at `now`. */
function moveAndPress(store, san, now) {
  const s = store.getState();
  store.dispatch('holdMove', findTyped(s, san));
  store.dispatch('pressClock', { color: s.game.turn(), now });
}

test('a move made on the board waits for its clock: the mover’s time runs until they press it', () => {
  const store = otbGame();
  store.dispatch('holdMove', findTyped(store.getState(), 'e4'));
  let s = store.getState();
  assert.equal(heldMove(s).san, 'e4');
  assert.equal(s.line.length, 0, 'not played yet');
  assert.equal(s.game.turn(), 'w');
  assert.match(heldBoard(s).fen, /^rnbqkbnr\/pppppppp\/8\/8\/4P3\/8\/PPPP1PPP\/RNBQKBNR b/);
  assert.deepEqual(heldBoard(s).lastMove, ['e2', 'e4']);
  assert.equal(s.announcement, 'Pawn to e4. Press the clock to complete the move.');
  const view = otbView(s);
  assert.equal(view.panels.w.clockReady, true);
  assert.equal(view.panels.b.clockReady, false);
  assert.equal(view.panels.w.prompt, 'e4: press your clock');
  // Black's clock, or a second move, changes nothing.
  assert.equal(store.dispatch('pressClock', { color: 'b', now: T0 + 3000 }), s);
  assert.equal(store.dispatch('holdMove', findTyped(s, 'd4')), s);
  s = store.dispatch('pressClock', { color: 'w', now: T0 + 4000 });
  assert.deepEqual(s.line.map((m) => m.san), ['e4']);
  assert.equal(heldMove(s), null);
  assert.equal(s.clock.remaining('w', T0 + 4000), 300_000 - 4000, 'White’s clock ran until the press');
  assert.equal(s.clock.running(), 'b');
  assert.equal(s.announcement, 'Pawn to e4.');
});

test('without a clock, or against the computer, or with the mode off, moves are not held', () => {
  for (const store of [
    newStore({ settings: { otb: true } }),
    (() => { const st = newStore({ settings: { otb: false } }); st.dispatch('newGame', { setup: { type: 'standard' }, control: '5+0', message: '', now: T0 }); return st; })(),
    (() => { const st = newStore({ settings: { otb: true } }); st.dispatch('newGame', { setup: { type: 'standard' }, control: '5+0', computer: { color: 'b', level: 1 }, message: '', now: T0 }); return st; })(),
  ]) {
    const s = store.getState();
    assert.equal(store.dispatch('holdMove', findTyped(s, 'e4')), s);
  }
  assert.equal(otbView(newStore({ settings: { otb: true } }).getState()).on, true, 'the layout, without a clock');
  assert.equal(otbView(newStore().getState()).on, false);
});

test('a flag that falls while the move is held ends the game; the held move goes with it', () => {
  const store = otbGame();
  store.dispatch('holdMove', findTyped(store.getState(), 'e4'));
  let s = store.dispatch('flagFall', T0 + 300_000);
  assert.equal(s.endOutcome.termination, 'timeout');
  assert.equal(heldMove(s), null);
  assert.equal(heldBoard(s), null);
  s = store.dispatch('pressClock', { color: 'w', now: T0 + 300_001 });
  assert.equal(s.line.length, 0);
  assert.equal(otbView(s).panels.w.newGame, true);
});

test('a draw offered with the move held stands for the opponent once the clock is pressed (Law 9.1.2.1)', () => {
  const store = otbGame();
  moveAndPress(store, 'e4', T0 + 1000);
  store.dispatch('holdMove', findTyped(store.getState(), 'e5'));
  let view = otbView(store.getState());
  assert.equal(view.panels.b.offer, true, 'Black may offer with the move held');
  let s = store.dispatch('offerDraw', T0 + 2000, 'b');
  assert.equal(s.offer, 'b');
  assert.equal(otbView(s).panels.b.offerText, 'You offered a draw.');
  s = store.dispatch('pressClock', { color: 'b', now: T0 + 2500 });
  assert.equal(s.offer, 'b', 'the offer stands after the move');
  view = otbView(s);
  assert.equal(view.panels.w.answer, true);
  assert.equal(view.panels.w.offerText, 'Black offers a draw.');
  assert.equal(view.panels.b.answer, false);
  s = store.dispatch('acceptDraw', T0 + 3000);
  assert.equal(s.endOutcome.termination, 'agreement');
});

test('a claim with the move held as the intended move ends the game (Law 9.2.1.1); only the player to move may claim', () => {
  const store = otbGame();
  let now = T0;
  for (const san of KNIGHTS) moveAndPress(store, san, (now += 1000));
  let s = store.getState();
  assert.equal(otbView(s).panels.b.claim, false, 'nothing to claim yet');
  store.dispatch('holdMove', findTyped(s, 'Ng8'));
  s = store.getState();
  const claim = claimView(s);
  assert.equal(claim.intended.san, 'Ng8');
  assert.equal(claim.text, 'Claim draw with Ng8');
  assert.equal(otbView(s).panels.b.claim, true);
  assert.equal(otbView(s).panels.w.claim, false);
  s = store.dispatch('claimDraw', { intended: claim.intended, now: now + 1000 });
  assert.equal(s.endOutcome.termination, 'threefold_repetition');
  assert.equal(s.line.at(-1).san, 'Ng8');
});

test('a wrong claim with the move held plays the move, presses the clock and costs the claimant time', () => {
  const store = otbGame({ wrongClaims: true });
  moveAndPress(store, 'e4', T0 + 1000);
  moveAndPress(store, 'e5', T0 + 2000);
  store.dispatch('holdMove', findTyped(store.getState(), 'Nf3'));
  let s = store.getState();
  assert.equal(otbView(s).panels.w.claim, true, 'the arbiter lets a player claim as over the board');
  s = store.dispatch('claimDraw', { intended: claimView(s).intended, now: T0 + 5000 });
  assert.equal(s.line.at(-1).san, 'Nf3');
  assert.equal(s.clock.running(), 'b');
  assert.equal(s.offer, 'w', 'the claim stands as an offer');
  assert.equal(s.clock.remaining('b', T0 + 5000), 300_000 - 1000 + 180_000, 'Black gets 3 minutes');
});

test('each side resigns from its own panel; Abort before both have moved; j’adoube only for the player to move with nothing held', () => {
  const store = otbGame({ touchMove: true });
  let view = otbView(store.getState());
  assert.equal(view.panels.w.resignText, 'Abort');
  assert.equal(view.panels.w.adjust, true);
  assert.equal(view.panels.b.adjust, false);
  store.dispatch('holdMove', findTyped(store.getState(), 'e4'));
  assert.equal(otbView(store.getState()).panels.w.adjust, false);
  store.dispatch('pressClock', { color: 'w', now: T0 + 1000 });
  moveAndPress(store, 'e5', T0 + 2000);
  view = otbView(store.getState());
  assert.equal(view.panels.b.resignText, 'Resign');
  const s = store.dispatch('resign', { color: 'b', now: T0 + 3000 });
  assert.equal(s.endOutcome.winner, 'w');
});

test('the mode is a setting, saved; switching it off drops a held move', () => {
  const store = otbGame();
  store.dispatch('holdMove', findTyped(store.getState(), 'e4'));
  const s = store.dispatch('setOtb', false);
  assert.equal(s.settings.otb, false);
  assert.equal(s.held, null);
  assert.equal(boardView(s).fen.split(' ')[0], 'rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR');
});

test('a held move survives a reload: the piece released on its square stays there (Law 4.7)', () => {
  const store = otbGame();
  moveAndPress(store, 'e4', T0 + 1000);
  store.dispatch('holdMove', findTyped(store.getState(), 'c5'));
  const saved = savedGame(store.getState());
  assert.deepEqual(saved.held, { uci: 'c7c5', before: 'rnbqkbnr/pppppppp/8/8/4P3/8/PPPP1PPP/RNBQKBNR b KQkq - 0 1' });
  const raw = JSON.stringify(saved);
  const restored = newStore({ settings: { otb: true }, raw });
  let s = restored.getState();
  assert.equal(heldMove(s).san, 'c5');
  assert.match(heldBoard(s).fen, /^rnbqkbnr\/pp1ppppp\/8\/2p5\/4P3\//);
  assert.equal(JSON.stringify(savedGame(s)), raw, 'saved again as it was read');
  // Another move cannot replace it; the clock press completes it.
  assert.equal(restored.dispatch('holdMove', findTyped(s, 'e5')), s);
  s = restored.dispatch('pressClock', { color: 'b', now: T0 + 3000 });
  assert.deepEqual(s.line.map((m) => m.san), ['e4', 'c5']);
  assert.equal(heldMove(s), null);
});

test('a saved held move that does not fit the game is dropped, and the game is restored', () => {
  const store = otbGame();
  store.dispatch('holdMove', findTyped(store.getState(), 'e4'));
  const good = JSON.stringify(savedGame(store.getState()));
  for (const raw of [
    good.replace('"uci":"e2e4"', '"uci":"e2e5"'), // not a legal move
    good.replace('"uci":"e2e4"', '"uci":"e4"'), // not UCI
    good.replace('"before":"rnbqkbnr', '"before":"rnbqkbnq'), // made in another position
    good.replace(/"held":\{[^}]*\}/, '"held":[]'),
  ]) {
    assert.notEqual(raw, good);
    const s = newStore({ settings: { otb: true }, raw }).getState();
    assert.equal(s.held, null, raw);
    assert.ok(s.clock, 'the game and its clock restored');
    assert.equal(s.notice, '', raw);
  }
  // Without the mode, nothing is held.
  assert.equal(newStore({ raw: good }).getState().held, null);
});
