// The exported PGN carries what the page knows of the game played on it: the day and the players.
import assert from 'node:assert/strict';
import { test } from 'node:test';
import * as pgnEntry from 'chess-arbiter/pgn';
import { fullPgn } from '../../www/game.js';
import { gameOfPgn } from '../../www/tree-io.js';
import { readGame, savedGame } from '../../www/persist.js';
import { newStore, play } from './helpers.mjs';

const DAY = new Date(2026, 11, 2, 14, 30).getTime(); // 2 December 2026, local time

test('a game played here: its date and the players’ names, kept over a reload', () => {
  const store = newStore();
  store.dispatch('newGame', { setup: { type: 'standard' }, names: { w: 'Ann "the rook"', b: '' }, message: '', now: DAY });
  play(store, ['e4', 'e5'], { at: DAY });
  store.dispatch('goTo', 1);
  const pgn = fullPgn(store.getState());
  assert.match(pgn, /^\[Date "2026\.12\.02"\]$/m);
  assert.match(pgn, /^\[White "Ann \\"the rook\\""\]$/m);
  assert.match(pgn, /^\[Black "\?"\]$/m, 'no name: PGN’s unknown');
  assert.match(pgn, /1\. e4 e5/, 'the whole line, though an earlier position is shown');
  const raw = JSON.stringify(savedGame(store.getState()));
  const back = newStore({ raw });
  assert.deepEqual([back.getState().date, back.getState().names], ['2026.12.02', { w: 'Ann "the rook"', b: '' }]);
  assert.doesNotThrow(() => readGame(back.getState(), JSON.stringify({ ...JSON.parse(raw), date: 'yesterday', names: 7 })));
});

test('against the computer its side is named by its level', () => {
  const store = newStore();
  store.dispatch('newGame', { setup: { type: 'standard' }, computer: { color: 'b', level: 4 }, names: { w: 'Bob', b: 'ignored' }, message: '', now: DAY });
  const pgn = fullPgn(store.getState());
  assert.match(pgn, /^\[White "Bob"\]$/m);
  assert.match(pgn, /^\[Black "Computer, level 4"\]$/m);
});

test('an imported game keeps its own tags', () => {
  const store = newStore();
  const pgn = '[Event "Club"]\n[Date "1999.01.02"]\n[White "Kasparov"]\n[Black "?"]\n\n1. e4 *\n';
  const g = store.getState().rules.Game.fromPgn(pgn);
  while (g.undo());
  store.dispatch('loadGame', { setup: { type: 'pgn', pgn: g.pgn() }, tags: [['Event', 'Club'], ['Date', '1999.01.02'], ['White', 'Kasparov']], ucis: ['e2e4'], message: '' });
  g.free();
  const out = fullPgn(store.getState());
  assert.match(out, /^\[Date "1999\.01\.02"\]$/m);
  assert.match(out, /^\[White "Kasparov"\]$/m);
  assert.match(out, /^\[Black "\?"\]$/m);
});

/** What the page's PGN import does (io.js): the game read, then loaded. */
function importPgn(store, text) {
  const game = gameOfPgn(store.getState().rules, pgnEntry.PgnGame.parse(text));
  store.dispatch('loadGame', { ...game, message: '' });
  return game;
}

test('a record the Laws leave unfinished ends as its result says: resignation, a flag, an agreement or a claim', () => {
  const cases = [
    ['[Result "0-1"]\n\n1. e4 e5 2. Nf3 Nc6 3. Bb5 a6 0-1', { type: 'resign', color: 'w' }, 'resignation'],
    ['[Result "1-0"]\n[Termination "Time forfeit"]\n\n1. e4 e5 1-0', { type: 'timeout', color: 'b' }, 'timeout'],
    ['1. e4 e5 1/2-1/2', { type: 'agree' }, 'agreement'],
    ['1. Nf3 Nf6 2. Ng1 Ng8 3. Nf3 Nf6 4. Ng1 Ng8 1/2-1/2', { type: 'claim', withMove: false }, 'threefold_repetition'],
    // By the result token alone, or by a tag the token leaves out.
    ['[Result "1-0"]\n\n1. e4 e5', { type: 'resign', color: 'b' }, 'resignation'],
  ];
  for (const [text, ending, termination] of cases) {
    const store = newStore();
    assert.deepEqual(importPgn(store, text).ending, ending, text);
    const s = store.getState();
    assert.equal(s.game.outcome()?.termination, termination, text);
    assert.equal(s.endOutcome?.termination, termination, text);
    assert.match(fullPgn(s), new RegExp(` ${s.game.outcome().result.replace(/\//g, '\\/')}\\n`), text);
  }
  // Nothing gives the recorded result, or there is none: the game goes on.
  for (const text of ['[FEN "8/8/4k3/8/8/8/8/4K2R w - - 0 1"]\n\n1. Kf2 0-1', '1. e4 e5 *', '1. e4 e5']) {
    const store = newStore();
    assert.equal(importPgn(store, text).ending, null, text);
    assert.equal(store.getState().game.outcome(), null, text);
  }
});

test('a game resigned here, exported and imported again, is still resigned', () => {
  const store = newStore();
  play(store, ['e4', 'e5', 'Qh5']);
  store.dispatch('resign', { color: 'b', now: 2_000_000 });
  const out = fullPgn(store.getState());
  const again = newStore();
  importPgn(again, out);
  assert.deepEqual(again.getState().game.outcome(), store.getState().game.outcome());
  assert.equal(fullPgn(again.getState()).split('\n\n')[1], out.split('\n\n')[1], 'the same movetext and result');
});
