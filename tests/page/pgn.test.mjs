// The exported PGN carries what the page knows of the game played on it: the day and the players.
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { fullPgn } from '../../www/game.js';
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
