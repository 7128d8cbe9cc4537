// Playing the computer, as the store sees it: its move while an earlier position is shown, its
// answer to the person's draw offer, and what the page tells computer.js.
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { boardView, computerView, offerView, playerName, statusText } from '../../www/selectors.js';
import { legalMoves, playBlocked, premoveAt } from '../../www/legal.js';
import { newStore, play } from './helpers.mjs';

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

test('a pre-move: made on the computer’s time, played the instant it is legal, dropped when it is not', () => {
  const store = newStore();
  store.dispatch('newGame', { setup: { type: 'standard' }, computer: { color: 'w', level: 1 }, message: '', now: 0 });
  let s = store.getState();
  assert.equal(boardView(s).dests.get('e7').join(' '), 'e6 e5 d6 f6', 'the person’s pieces may be pre-moved, captures of pieces not there yet included');
  store.dispatch('setPremove', premoveAt(s, 'e7', 'e5'));
  s = store.getState();
  assert.equal(s.announcement, 'Pre-move: Pawn to e5, played the instant it is legal.');
  assert.deepEqual(boardView(s).premove, ['e7', 'e5']);
  store.dispatch('computerMove', { uci: 'e2e4', said: 'Computer: Pawn to e4.', now: 1000 });
  s = store.getState();
  assert.deepEqual(s.line.map((m) => m.san), ['e4', 'e5']);
  assert.equal(s.announcement, 'Computer: Pawn to e4. Then your pre-move: Pawn to e5.');
  assert.equal(s.premove, null);
  // A capture pre-moved on a piece that then goes away is dropped.
  store.dispatch('newGame', { setup: { type: 'fen', fen: 'rnbqkbnr/pppp1ppp/8/4p3/3N4/8/PPPPPPPP/RNBQKB1R w KQkq - 0 1', chess960: false }, computer: { color: 'w', level: 1 }, message: '', now: 3000 });
  store.dispatch('setPremove', premoveAt(store.getState(), 'e5', 'd4'));
  store.dispatch('computerMove', { uci: 'd4f3', said: '', now: 4000 });
  s = store.getState();
  assert.deepEqual(s.line.map((m) => m.san), ['Nf3'], 'exd4 is no longer a move');
  assert.equal(s.premove, null);
  // A pre-move waiting when the game ends is no longer marked.
  play(store, ['d6'], { at: 5000 });
  store.dispatch('setPremove', premoveAt(store.getState(), 'd8', 'd7'));
  assert.deepEqual(boardView(store.getState()).premove, ['d8', 'd7']);
  store.dispatch('resign', { color: 'b', now: 6000 });
  assert.equal(boardView(store.getState()).premove, null);
});

test('a recapture pre-moved on a square the person’s own piece stands on (destinations ignore the pieces, as on lichess)', () => {
  const store = newStore();
  const fen = 'rnbqk2r/pppp1ppp/4p3/3n4/2P5/8/PP1PPPPP/RNBQKBNR w KQkq - 0 1';
  store.dispatch('newGame', { setup: { type: 'fen', fen, chess960: false }, computer: { color: 'w', level: 1 }, message: '', now: 0 });
  let s = store.getState();
  assert.ok(boardView(s).dests.get('e6').includes('d5'), 'e6 may pre-move to d5, where the knight stands');
  assert.ok(boardView(s).dests.get('d8').includes('h4') && boardView(s).dests.get('d8').includes('d1'), 'a queen’s lines run through pieces');
  assert.ok(boardView(s).dests.get('e8').includes('g8'), 'castling as the rules would allow it');
  store.dispatch('setPremove', premoveAt(s, 'e6', 'd5'));
  assert.equal(store.getState().announcement, 'Pre-move: Pawn to d5, played the instant it is legal.');
  store.dispatch('computerMove', { uci: 'c4d5', said: '', now: 1000 });
  s = store.getState();
  assert.deepEqual(s.line.map((m) => m.san), ['cxd5', 'exd5']);
  assert.equal(premoveAt(s, 'e6', 'e4'), null, 'not on the person’s own turn');
});

test('auto-queen as lichess has it: always, when pre-moving, never', () => {
  const fen = '4k3/1P6/8/8/8/8/6p1/4K3 b - - 0 1';
  const promotionsAsked = (autoQueen, computer) => {
    const store = newStore({ settings: { autoQueen } });
    store.dispatch('newGame', { setup: { type: 'fen', fen, chess960: false }, computer, message: '', now: 0 });
    return boardView(store.getState()).promotions;
  };
  // Against the computer (Black to move: it thinks, White pre-moves b7-b8).
  const computer = { color: 'b', level: 1 };
  assert.deepEqual(promotionsAsked('never', computer), ['b7b8', 'b7a8', 'b7c8'], 'never: the board asks, pre-moves too');
  assert.deepEqual(promotionsAsked('premove', computer), [], 'when pre-moving: a queen without asking');
  assert.deepEqual(promotionsAsked('always', computer), []);
  // On one's own move (a game between two people, Black to move g2-g1).
  assert.deepEqual(promotionsAsked('premove', null), ['g2g1'], 'when pre-moving: an own move asks');
  assert.deepEqual(promotionsAsked('always', null), []);
});
