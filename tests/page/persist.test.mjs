// What is saved (persist.js) and restored, and what garbage in storage does.
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { GAME_KEY, SETTINGS_KEY, createPersistence, readSettings, savedGame } from '../../www/persist.js';
import { defaultSettings } from '../../www/state.js';
import { memoryStorage, newStore, play } from './helpers.mjs';

const START = 1_000_000;

test('what is saved: the start, the moves of the line, the position shown, the turn, the clock and the opponent', () => {
  const store = newStore({ settings: { touchMove: true } });
  store.dispatch('newGame', { setup: { type: '960', n: 518 }, control: '5+3', computer: { color: 'b', level: 2 }, message: '', now: START });
  store.dispatch('move', { move: { uci: 'e2e4' }, now: START + 1000 });
  store.dispatch('computerMove', { uci: 'e7e5', said: '', now: START + 2000 });
  store.dispatch('offerDraw', START + 2500);
  store.dispatch('touch', 'g1');
  store.dispatch('goTo', 1);
  const saved = savedGame(store.getState());
  assert.deepEqual(Object.keys(saved), ['v', 'setup', 'line', 'ply', 'ending', 'offer', 'touches', 'tags', 'clock', 'controlName', 'computer', 'date', 'names', 'tree', 'held']);
  assert.equal(saved.v, 2);
  assert.deepEqual(saved.setup, { type: '960', n: 518 });
  assert.deepEqual(saved.line, ['e2e4', 'e7e5']);
  assert.equal(saved.ply, 1, 'the position shown');
  assert.equal(saved.offer, 'w');
  assert.deepEqual(saved.touches, [{ square: 'g1', adjust: false }], 'the touches of the move being made, kept while an earlier position is shown');
  assert.equal(saved.controlName, '5+3');
  assert.deepEqual(saved.computer, { color: 'b', level: 2 });
  assert.equal(saved.clock.events.filter((e) => e.type === 'move').length, 2);
});

test('a saved game restored: the same line, position shown, offer, touches and clock', () => {
  const store = newStore({ settings: { touchMove: true } });
  store.dispatch('newGame', { setup: { type: 'standard' }, control: '5+0', message: '', now: START });
  play(store, ['e4', 'e5', 'Nf3'], { at: START });
  store.dispatch('offerDraw', START + 4000);
  assert.equal(store.getState().offer, 'w');
  // Black's touch rejects White's offer (Law 9.1.2.3); the touch stays the move's.
  store.dispatch('touch', 'b8');
  assert.equal(store.getState().offer, null);
  store.dispatch('goTo', 1);
  const raw = JSON.stringify(savedGame(store.getState()));
  const restored = newStore({ settings: { touchMove: true }, raw }).getState();
  assert.deepEqual(restored.line.map((m) => m.san), ['e4', 'e5', 'Nf3']);
  assert.equal(restored.ply, 1);
  assert.equal(restored.game.fen(), 'rnbqkbnr/pppppppp/8/8/4P3/8/PPPP1PPP/RNBQKBNR b KQkq - 0 1');
  assert.equal(restored.offer, null);
  assert.deepEqual(restored.touches, [{ square: 'b8', adjust: false }]);
  assert.equal(restored.clock.remaining('w', START + 10_000), store.getState().clock.remaining('w', START + 10_000));
  assert.equal(restored.notice, '');
  assert.equal(JSON.stringify(savedGame(restored)), raw, 'saved again as it was read');
});

test('an ended game is restored ended, the act included', () => {
  const store = newStore();
  play(store, ['e4', 'e5']);
  store.dispatch('resign', { color: 'b', now: START });
  const restored = newStore({ raw: JSON.stringify(savedGame(store.getState())) }).getState();
  assert.deepEqual(restored.ending, { type: 'resign', color: 'b' });
  assert.equal(restored.endOutcome.winner, 'w');
});

test('garbage in storage: a new game, with a notice, never a broken page', () => {
  const good = JSON.stringify(savedGame(newStore().getState()));
  const garbage = [
    '{',
    '42',
    'null',
    JSON.stringify({ v: 3 }),
    good.replace('"standard"', '"chess-boxing"'),
    good.replace('"line":[]', '"line":["e2e5"]'), // an illegal move
    good.replace('"line":[]', '"line":["e2e4 "]'),
    good.replace('"ply":0', '"ply":3'),
    good.replace('"offer":null', '"offer":"x"'),
    good.replace('"touches":[]', '"touches":[{"square":"z9","adjust":false}]'),
    good.replace('"clock":null', '"clock":{"control":"5+0"}'),
    good.replace('"computer":null', '"computer":{"color":"w","level":9}'),
  ];
  for (const raw of garbage) {
    const s = newStore({ raw }).getState();
    assert.deepEqual(s.line, [], raw);
    assert.deepEqual(s.setup, { type: 'standard' });
    assert.equal(s.notice, 'The saved game could not be read, so a new game was started.', raw);
  }
});

test('a game saved by the first version (no clock; the offer as {by}, one touched square) is read', () => {
  const raw = JSON.stringify({
    v: 1, setup: { type: 'standard' }, line: ['e2e4'], ply: 1, ending: null, offer: { by: 'w' }, touched: 'e7', tags: [],
  });
  const s = newStore({ raw, settings: { touchMove: true } }).getState();
  assert.equal(s.offer, 'w');
  assert.deepEqual(s.touches, [{ square: 'e7', adjust: false }]);
  assert.equal(s.clock, null);
});

test('settings: read back, defaults for what older versions lack, garbage reset', () => {
  const saved = { v: 1, lang: 'uk', orientation: 'b', touchMove: true, hints: false, coordinates: true };
  const { settings, ok } = readSettings(JSON.stringify(saved));
  assert.equal(ok, true);
  // Saved before the clock, the computer opponent and the figurines: their choices are the defaults.
  assert.deepEqual(settings, {
    lang: 'uk', orientation: 'b', touchMove: true, hints: false, coordinates: true,
    control: 'none', penalty: 'three_minutes', opponent: 'human', side: 'w', level: 3, figurines: false, autoQueen: 'premove', wrongClaims: false, names: { w: '', b: '' }, premoves: true, otb: false,
    analysis: false,
  });
  // Auto-queen was a checkbox: its choice is kept as one of lichess's three.
  assert.equal(readSettings(JSON.stringify({ ...saved, autoQueen: true })).settings.autoQueen, 'always');
  assert.equal(readSettings(JSON.stringify({ ...saved, autoQueen: false })).settings.autoQueen, 'never');
  assert.equal(readSettings(JSON.stringify({ ...saved, autoQueen: 'premove', otb: true })).settings.otb, true);
  assert.equal(readSettings(JSON.stringify({ ...saved, analysis: true })).settings.analysis, true);
  const garbage = [{ ...saved, level: 0 }, { ...saved, penalty: 'none' }, { ...saved, figurines: 'yes' }, { ...saved, autoQueen: 'sometimes' }, { ...saved, otb: 1 }, { ...saved, analysis: 'on' }].map((v) => JSON.stringify(v));
  for (const raw of ['{"v":1,"lang":"xx"}', '[]', '{', ...garbage]) {
    const read = readSettings(raw);
    assert.equal(read.ok, false, raw);
    assert.deepEqual(read.settings, defaultSettings());
  }
  assert.deepEqual(readSettings(null), { settings: defaultSettings(), ok: true });
});

test('persistence writes the game on every change, the settings only once a person changes them; a full storage is told once', () => {
  const storage = memoryStorage();
  const full = [];
  const persistence = createPersistence(storage, { onFull: () => full.push('full') });
  const { game, settings } = persistence.read();
  assert.deepEqual([game, settings], [null, null]);
  const store = newStore();
  store.subscribe((s) => persistence.save(s));
  persistence.save(store.getState());
  assert.deepEqual(JSON.parse(storage.getItem(GAME_KEY)).line, []);
  assert.equal(storage.getItem(SETTINGS_KEY), null, 'the defaults are not written');
  play(store, ['e4']);
  assert.deepEqual(JSON.parse(storage.getItem(GAME_KEY)).line, ['e2e4']);
  store.dispatch('flip');
  assert.equal(JSON.parse(storage.getItem(SETTINGS_KEY)).orientation, 'b');
  storage.full = true;
  play(store, ['e5', 'Nf3']);
  assert.deepEqual(full, ['full'], 'told once');
  assert.deepEqual(JSON.parse(storage.getItem(GAME_KEY)).line, ['e2e4'], 'the last game saved stays');
  storage.full = false;
  play(store, ['Nc6']);
  assert.deepEqual(JSON.parse(storage.getItem(GAME_KEY)).line, ['e2e4', 'e7e5', 'g1f3', 'b8c6']);
  persistence.forget(SETTINGS_KEY);
  assert.equal(storage.getItem(SETTINGS_KEY), null);
});

/** Two tabs on one storage: each tab's persistence (read) and store (saved by it), and how often each was told of a newer game. */
function twoTabs() {
  const storage = memoryStorage();
  const newer = { a: 0, b: 0 };
  const a = createPersistence(storage, { onNewer: () => { newer.a += 1; } });
  const b = createPersistence(storage, { onNewer: () => { newer.b += 1; } });
  a.read();
  b.read();
  const first = newStore();
  const second = newStore();
  first.subscribe((s) => a.save(s));
  second.subscribe((s) => b.save(s));
  return { storage, newer, a, b, first, second };
}

test('two tabs on one storage: each write counts a revision, and a tab never writes over a newer game', () => {
  const { storage, newer, a, b, first, second } = twoTabs();
  a.save(first.getState());
  assert.equal(JSON.parse(storage.getItem(GAME_KEY)).rev, 1);
  b.save(second.getState());
  assert.deepEqual(newer, { a: 0, b: 1 }, 'the same game, newer in storage: the second tab is told, writes nothing');
  play(first, ['e4']);
  assert.equal(JSON.parse(storage.getItem(GAME_KEY)).rev, 2);
  // The second tab, which has not taken it yet, moves in its older game: refused.
  play(second, ['d4']);
  assert.deepEqual(JSON.parse(storage.getItem(GAME_KEY)).line, ['e2e4']);
  assert.equal(newer.b, 2);
  // It takes the newer game: then its own changes are saved again, one revision up.
  const raw = b.newer();
  assert.equal(JSON.parse(raw).rev, 2);
  b.taken(raw, () => second.dispatch('adoptSaved', raw));
  assert.deepEqual(second.getState().line.map((m) => m.san), ['e4']);
  assert.equal(second.getState().announcement, 'The game was changed in another tab.');
  assert.equal(JSON.parse(storage.getItem(GAME_KEY)).rev, 2, 'taking it writes nothing');
  assert.equal(b.newer(), null);
  play(second, ['e5']);
  assert.equal(JSON.parse(storage.getItem(GAME_KEY)).rev, 3);
  assert.deepEqual(JSON.parse(storage.getItem(GAME_KEY)).line, ['e2e4', 'e7e5']);
  assert.equal(a.newer(), storage.getItem(GAME_KEY));
  // A saved game is read back whatever its revision (and games saved before have none).
  assert.deepEqual(newStore({ raw: storage.getItem(GAME_KEY) }).getState().line.map((m) => m.san), ['e4', 'e5']);
});

test('two tabs on one storage: settings one tab saved are taken by the other, not written back, its orientation kept', () => {
  const { storage, b, first, second } = twoTabs();
  play(second, ['e4']);
  second.dispatch('flip');
  first.dispatch('updateSettings', { figurines: true, premoves: false });
  first.dispatch('setTouchMove', true);
  const raw = storage.getItem(SETTINGS_KEY);
  const writes = [];
  const setItem = storage.setItem.bind(storage);
  storage.setItem = (key, value) => {
    writes.push(key);
    setItem(key, value);
  };
  const { settings, ok } = readSettings(raw);
  assert.equal(ok, true);
  b.settingsTaken(raw, () => second.dispatch('adoptSettings', settings));
  const taken = second.getState();
  assert.deepEqual([taken.settings.figurines, taken.settings.premoves, taken.settings.touchMove], [true, false, true]);
  assert.equal(taken.settings.orientation, 'b', 'the second tab keeps its own orientation');
  assert.equal(taken.game.isTouchMove(), true, 'the rule switched in its game too');
  assert.deepEqual(writes, [], 'nothing written back');
  assert.equal(storage.getItem(SETTINGS_KEY), raw);
  // Its own next change is saved, with its orientation.
  second.dispatch('updateSettings', { hints: false });
  assert.deepEqual(writes, [SETTINGS_KEY]);
  assert.deepEqual(JSON.parse(storage.getItem(SETTINGS_KEY)).orientation, 'b');
});
