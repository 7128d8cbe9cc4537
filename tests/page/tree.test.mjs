// The game tree of a two-player game or an analysis (www/tree.js, tree-actions.js, tree-io.js):
// a move from an earlier position starts a variation, undo takes back the last move of the line,
// promote, remove, comments and NAGs, the import and export of the whole tree, and a reload.
import assert from 'node:assert/strict';
import { test } from 'node:test';
import * as pgnEntry from 'chess-arbiter/pgn';
import { readGame, savedGame } from '../../www/persist.js';
import { exportPgn, gameOfPgn } from '../../www/tree-io.js';
import { STRINGS } from '../../www/i18n/index.js';
import { GLYPHS, NAGS, mainLine, nagText, nagWords, nodeAt } from '../../www/tree.js';
import { newStore, play, rules } from './helpers.mjs';

const ucisOf = (s) => s.line.map((m) => m.uci);
const sansAt = (tree, path) => nodeAt(tree, path).children.map((c) => c.san);

/** What flows.js does for a move made at an earlier position of a game tree: the line branches, then the move is played. */
function playFromHere(store, san) {
  store.dispatch('branch');
  play(store, [san]);
}

test('a two-player game keeps a tree; against the computer, over the board and with a clock the page keeps one line', () => {
  const store = newStore();
  play(store, ['e4']);
  assert.deepEqual(sansAt(store.getState().tree, []), ['e4']);
  store.dispatch('newGame', { setup: { type: 'standard' }, computer: { color: 'b', level: 1 }, message: '' });
  assert.equal(store.getState().tree, null);
  store.dispatch('newGame', { setup: { type: 'standard' }, control: '5+3', message: '', now: 1_000_000 });
  assert.equal(store.getState().tree, null);
  store.dispatch('setOtb', true);
  store.dispatch('newGame', { setup: { type: 'standard' }, message: '' });
  assert.equal(store.getState().tree, null);
});

test('over the board (a setting that may change mid-game) the tree is kept aside, one line is played, and it comes back', () => {
  const store = newStore();
  play(store, ['e4', 'e5']);
  store.dispatch('goTo', 1);
  playFromHere(store, 'c5');
  store.dispatch('setNodeComment', 'Sicilian');
  store.dispatch('setOtb', true);
  let s = store.getState();
  assert.deepEqual(sansAt(s.tree, ['e2e4']), ['e5', 'c5'], 'kept');
  assert.equal(store.dispatch('selectNode', ['e2e4', 'e7e5']), s, 'no tree over the board');
  store.dispatch('goTo', 1);
  assert.equal(store.dispatch('branch'), store.getState(), 'no variation: one line');
  store.dispatch('cutLine');
  play(store, ['d5']);
  store.dispatch('undo');
  assert.deepEqual(ucisOf(store.getState()), ['e2e4'], 'undo takes back one move of the line, as in any game');
  play(store, ['d6']);
  store.dispatch('setOtb', false);
  s = store.getState();
  assert.deepEqual(sansAt(s.tree, ['e2e4']), ['e5', 'c5', 'd6'], 'the line played over the board joins the tree');
  assert.equal(nodeAt(s.tree, ['e2e4', 'c7c5']).comment, 'Sicilian');
});

test('a different move from an earlier position starts a variation; the main line stays; any node can be shown', () => {
  const store = newStore();
  play(store, ['e4', 'e5', 'Nf3', 'Nc6']);
  store.dispatch('goTo', 2);
  playFromHere(store, 'Bc4');
  let s = store.getState();
  assert.deepEqual(ucisOf(s), ['e2e4', 'e7e5', 'f1c4'], 'the line shown goes through the new move');
  assert.equal(s.ply, 3);
  assert.deepEqual(sansAt(s.tree, ['e2e4', 'e7e5']), ['Nf3', 'Bc4'], 'the new move is a variation after the main move');
  assert.deepEqual(mainLine(s.tree), ['e2e4', 'e7e5', 'g1f3', 'b8c6'], 'the main line is kept whole');
  // Showing a node of the main line: the line goes through it and on along the main continuation.
  store.dispatch('selectNode', ['e2e4', 'e7e5', 'g1f3']);
  s = store.getState();
  assert.deepEqual(ucisOf(s), ['e2e4', 'e7e5', 'g1f3', 'b8c6']);
  assert.equal(s.ply, 3);
  assert.equal(s.game.fen(), 'rnbqkbnr/pppp1ppp/8/4p3/4P3/5N2/PPPP1PPP/RNBQKB1R b KQkq - 1 2', 'the Game is at the node shown');
  store.dispatch('selectNode', ['e2e4', 'e7e5', 'f1c4']);
  assert.equal(store.getState().game.fen(), 'rnbqkbnr/pppp1ppp/8/4p3/2B1P3/8/PPPP1PPP/RNBQK1NR b KQkq - 1 2');
  // The same move played again from the same position goes to its node: no new variation.
  store.dispatch('selectNode', ['e2e4', 'e7e5']);
  playFromHere(store, 'Bc4');
  assert.deepEqual(sansAt(store.getState().tree, ['e2e4', 'e7e5']), ['Nf3', 'Bc4']);
});

test('undo takes back the last move of the line shown, which leaves the tree', () => {
  const store = newStore();
  play(store, ['e4', 'e5', 'Nf3']);
  store.dispatch('goTo', 2);
  playFromHere(store, 'Bc4');
  play(store, ['Nf6']);
  store.dispatch('undo');
  let s = store.getState();
  assert.deepEqual(ucisOf(s), ['e2e4', 'e7e5', 'f1c4']);
  assert.equal(nodeAt(s.tree, ['e2e4', 'e7e5', 'f1c4']).children.length, 0, 'Nf6 left the tree');
  store.dispatch('undo');
  s = store.getState();
  assert.deepEqual(sansAt(s.tree, ['e2e4', 'e7e5']), ['Nf3'], 'the variation went; the main line is kept');
  assert.equal(s.ply, 2, 'the position before the move taken back is shown');
  assert.deepEqual(ucisOf(s), ['e2e4', 'e7e5', 'g1f3'], 'the line goes on along the main line there');
  store.dispatch('goTo', 3);
  store.dispatch('undo');
  assert.deepEqual(mainLine(store.getState().tree), ['e2e4', 'e7e5']);
});

test('promote a variation, remove one; a game ended by an act keeps its lines', () => {
  const store = newStore();
  play(store, ['e4', 'e5', 'Nf3']);
  store.dispatch('goTo', 2);
  playFromHere(store, 'Bc4');
  store.dispatch('promoteVariation');
  let s = store.getState();
  assert.deepEqual(mainLine(s.tree), ['e2e4', 'e7e5', 'f1c4'], 'Bc4 is the main move now');
  assert.deepEqual(sansAt(s.tree, ['e2e4', 'e7e5']), ['Bc4', 'Nf3']);
  assert.equal(s.announcement, 'Variation promoted.');
  store.dispatch('selectNode', ['e2e4', 'e7e5', 'g1f3']);
  store.dispatch('removeVariation');
  s = store.getState();
  assert.deepEqual(sansAt(s.tree, ['e2e4', 'e7e5']), ['Bc4']);
  assert.equal(s.ply, 2, 'the move before the one removed is shown');
  // Resigned: which line is the main one (the one that ended) stays.
  store.dispatch('goTo', 3);
  store.dispatch('resign', { color: 'b' });
  store.dispatch('goTo', 1);
  playFromHere(store, 'c5');
  assert.equal(store.getState().ending, null, 'the new line has not ended');
  assert.equal(store.dispatch('promoteVariation').tree.children[0].children[0].san, 'e5', 'refused');
  store.dispatch('selectNode', ['e2e4', 'e7e5', 'f1c4']);
  s = store.getState();
  assert.deepEqual(s.ending, { type: 'resign', color: 'b' }, 'back on the main line: its ending is back');
  assert.equal(s.endOutcome.termination, 'resignation');
});

test('comments and NAGs on the move shown (and before the first move); one assessment at a time', () => {
  const store = newStore();
  play(store, ['e4', 'e5']);
  store.dispatch('goTo', 1);
  store.dispatch('setNodeComment', 'The best by test');
  store.dispatch('toggleNag', 1);
  store.dispatch('toggleNag', 5);
  store.dispatch('toggleNag', 18);
  let s = store.getState();
  const e4 = nodeAt(s.tree, ['e2e4']);
  assert.equal(e4.comment, 'The best by test');
  assert.deepEqual(e4.nags, [5, 18], '!? replaced !; $18 stands beside it');
  store.dispatch('toggleNag', 18);
  assert.deepEqual(nodeAt(store.getState().tree, ['e2e4']).nags, [5]);
  // The position's assessment likewise: ± replaces ⩲, beside the move's !?; a NAG of neither group stays.
  store.dispatch('toggleNag', 14);
  store.dispatch('toggleNag', 146);
  store.dispatch('toggleNag', 16);
  assert.deepEqual(nodeAt(store.getState().tree, ['e2e4']).nags, [5, 16, 146]);
  store.dispatch('toggleNag', 16);
  store.dispatch('toggleNag', 146);
  assert.deepEqual(nodeAt(store.getState().tree, ['e2e4']).nags, [5]);
  store.dispatch('goTo', 0);
  store.dispatch('setNodeComment', 'Before the first move');
  s = store.getState();
  assert.equal(s.tree.comment, 'Before the first move');
  assert.equal(store.dispatch('toggleNag', 1), s, 'no NAG at the start');
});

test('saved and restored: variations, comments, NAGs, the node shown', () => {
  const store = newStore();
  play(store, ['d4', 'd5', 'c4']);
  store.dispatch('goTo', 2);
  playFromHere(store, 'Nf3');
  store.dispatch('setNodeComment', 'Solid');
  store.dispatch('toggleNag', 1);
  const raw = JSON.stringify(savedGame(store.getState()));
  const back = newStore({ raw }).getState();
  assert.deepEqual(ucisOf(back), ['d2d4', 'd7d5', 'g1f3']);
  assert.equal(back.ply, 3);
  assert.deepEqual(mainLine(back.tree), ['d2d4', 'd7d5', 'c2c4']);
  const nf3 = nodeAt(back.tree, ['d2d4', 'd7d5', 'g1f3']);
  assert.equal(nf3.san, 'Nf3', 'the SAN read again by the rules');
  assert.equal(nf3.comment, 'Solid');
  assert.deepEqual(nf3.nags, [1]);
  // An illegal move in a saved tree is garbage: a new game, with a notice.
  const bad = JSON.parse(raw);
  bad.tree.k[0].k[0].k.push({ u: 'e1e8', c: '', s: '', n: [], m: [], k: [] });
  assert.throws(() => readGame({ ...store.getState() }, JSON.stringify(bad)));
  const fresh = newStore({ raw: JSON.stringify(bad) }).getState();
  assert.equal(fresh.line.length, 0);
  assert.match(fresh.notice, /./);
});

const ANNOTATED = `[Event "Tree"]
[Site "?"]
[Date "2026.12.02"]
[Round "1"]
[White "A"]
[Black "B"]
[Result "*"]

{Start} 1. e4 $1 {King's pawn} (1. d4 d5 (1... Nf6 {Indian}) 2. c4) 1... e5 2. Nf3 {[%clk 0:05:00]} Nc6 *
`;

test('an annotated PGN imported keeps its tree; exported, the same tree comes back', () => {
  const store = newStore();
  store.dispatch('pgnLoaded', pgnEntry);
  const game = gameOfPgn(rules, pgnEntry.PgnGame.parse(ANNOTATED));
  assert.deepEqual(game.ucis, ['e2e4', 'e7e5', 'g1f3', 'b8c6']);
  store.dispatch('loadGame', { ...game, message: '' });
  let s = store.getState();
  assert.equal(s.tree.comment, 'Start');
  assert.deepEqual(sansAt(s.tree, []), ['e4', 'd4']);
  assert.deepEqual(sansAt(s.tree, ['d2d4']), ['d5', 'Nf6']);
  assert.equal(nodeAt(s.tree, ['d2d4', 'g8f6']).comment, 'Indian');
  assert.deepEqual(nodeAt(s.tree, ['e2e4']).nags, [1]);
  assert.deepEqual(nodeAt(s.tree, ['e2e4', 'e7e5', 'g1f3']).commands, [{ name: 'clk', args: '0:05:00' }]);
  // A new variation, shown while exporting: the export is the whole tree, main line first.
  store.dispatch('selectNode', ['e2e4', 'e7e5']);
  playFromHere(store, 'Bc4');
  s = store.getState();
  const out = exportPgn(s);
  assert.match(out, /\[Event "Tree"\]/);
  assert.match(out, /\{King's pawn\}/);
  assert.match(out, /\( ?1\. d4 d5/);
  assert.match(out, /\( ?2\. Bc4 ?\)/);
  assert.match(out, /\[%clk 0:05:00\]/);
  const again = gameOfPgn(rules, pgnEntry.PgnGame.parse(out));
  const strip = (n) => ({ uci: n.uci, c: n.comment, g: n.nags, m: n.commands, k: n.children.map(strip) });
  assert.deepEqual(strip(again.tree), strip(s.tree), 'read back: the same tree');
});

test('the analysis follows the node shown', async () => {
  const { shownPosition } = await import('../../www/analysis-view.js');
  const store = newStore();
  play(store, ['e4', 'e5']);
  store.dispatch('goTo', 1);
  playFromHere(store, 'c5');
  store.dispatch('selectNode', ['e2e4']);
  assert.deepEqual(shownPosition(store.getState()).position.moves, ['e2e4']);
  store.dispatch('selectNode', ['e2e4', 'c7c5']);
  assert.deepEqual(shownPosition(store.getState()).position.moves, ['e2e4', 'c7c5']);
});

test('the move list shows a NAG as its glyph, and says it in words in every language', () => {
  const g = gameOfPgn(rules, pgnEntry.PgnGame.parse('1. e4 ⩲ e5 $16 2. Nf3 $146 Nc6 +- 3. Bb5!? $200 *'));
  const line = mainLine(g.tree);
  const shown = line.map((_, i) => nodeAt(g.tree, line.slice(0, i + 1))).map((n) => n.san + n.nags.map(nagText).join(''));
  assert.deepEqual(shown, ['e4 ⩲', 'e5 ±', 'Nf3 N', 'Nc6 +−', 'Bb5!? $200']);
  assert.equal(nagWords(STRINGS.en, 14), 'White is slightly better');
  assert.equal(nagWords(STRINGS.ru, 19), 'У чёрных решающий перевес');
  assert.equal(nagWords(STRINGS.en, 200), '$200', 'a NAG without words: its number');
  for (const [lang, T] of Object.entries(STRINGS)) {
    for (const [n, , key] of [...NAGS, ...GLYPHS]) assert.ok(T[key], `${lang}: words for $${n} (${key})`);
  }
});
