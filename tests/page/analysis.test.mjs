// The analysis: what it shows (the score as players read it, the bar, the best line and move)
// for the position shown, and how it searches: step by step, cancelled at once when the
// position changes, nothing at all when off, waiting for a hint's search. The searches are a
// stand-in engine's here, and the package's real engine (chess-arbiter/engine) for a mate in one.
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { Engine } from 'chess-arbiter/engine';
import { createAnalysis } from '../../www/analysis.js';
import { analysisDisplay, analysisView, lineText, scoreText, whiteShare } from '../../www/analysis-view.js';
import { sharedEngine } from '../../www/engine.js';
import { newStore, play } from './helpers.mjs';

/** Back rank: 1. Ra8# (White to move). */
const MATE_IN_ONE = '6k1/5ppp/8/8/8/8/8/R5K1 w - - 0 1';

test('the score as players read it, from White\'s side whoever is to move', () => {
  assert.equal(scoreText({ cp: 35 }, 'w'), '+0.35');
  assert.equal(scoreText({ cp: 35 }, 'b'), '\u22120.35');
  assert.equal(scoreText({ cp: -120 }, 'w'), '\u22121.20');
  assert.equal(scoreText({ cp: 0 }, 'b'), '0.00');
  assert.equal(scoreText({ cp: -0.4 }, 'w'), '0.00');
  assert.equal(scoreText({ mate: 3 }, 'w'), '#3');
  assert.equal(scoreText({ mate: 2 }, 'b'), '#\u22122'); // Black mates in 2
  assert.equal(scoreText({ mate: -2 }, 'w'), '#\u22122'); // White is mated in 2
  assert.equal(scoreText({ mate: -1 }, 'b'), '#1');
});

test('the bar: White\'s share, level at 50, a mate fills it for the side that mates', () => {
  assert.equal(whiteShare({ cp: 0 }, 'w'), 50);
  assert.ok(whiteShare({ cp: 100 }, 'w') > 55 && whiteShare({ cp: 100 }, 'w') < 70);
  assert.equal(whiteShare({ cp: 100 }, 'b'), 100 - whiteShare({ cp: 100 }, 'w'));
  assert.ok(whiteShare({ cp: 5000 }, 'w') > 95 && whiteShare({ cp: 5000 }, 'w') < 100);
  assert.equal(whiteShare({ mate: 1 }, 'w'), 100);
  assert.equal(whiteShare({ mate: 1 }, 'b'), 0);
  assert.equal(whiteShare({ mate: -3 }, 'b'), 100);
});

test('the best line has move numbers from the position\'s own', () => {
  assert.equal(lineText('rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1', ['e4', 'e5', 'Nf3']), '1. e4 e5 2. Nf3');
  assert.equal(lineText('r1bqkbnr/pppp1ppp/2n5/4p3/4P3/5N2/PPPP1PPP/RNBQKB1R b KQkq - 3 12', ['Nf6', 'Bb5', 'a6']), '12… Nf6 13. Bb5 a6');
  assert.equal(lineText(MATE_IN_ONE, []), '');
});

test('the analysis follows the position shown, is off unless switched on, and is not there against the computer', () => {
  const store = newStore();
  assert.equal(analysisView(store.getState()).available, true);
  assert.equal(analysisView(store.getState()).on, false, 'off by default');
  store.dispatch('updateSettings', { analysis: true });
  play(store, ['e4', 'e5', 'Nf3']);
  const atEnd = analysisView(store.getState());
  assert.equal(atEnd.on, true);
  assert.deepEqual(atEnd.position.moves, ['e2e4', 'e7e5', 'g1f3']);
  store.dispatch('goTo', 1);
  const back = analysisView(store.getState());
  assert.deepEqual(back.position.moves, ['e2e4']);
  assert.equal(back.turn, 'b');
  assert.notEqual(back.key, atEnd.key);
  store.dispatch('newGame', { setup: { type: 'standard' }, computer: { color: 'b', level: 3 }, message: '', now: 0 });
  const computer = analysisView(store.getState());
  assert.equal(computer.available, false);
  assert.equal(computer.on, false, 'never against the computer, even when switched on');
});

test('a mated position is not searched: its result is shown', () => {
  const store = newStore({ settings: { analysis: true } });
  play(store, ['f3', 'e5', 'g4', 'Qh4']);
  const view = analysisView(store.getState());
  assert.equal(view.final.termination, 'checkmate');
  const shown = analysisDisplay(view, null);
  assert.equal(shown.score, '0-1');
  assert.equal(shown.share, 0);
  assert.equal(shown.best, 'The game is over here: Black wins: checkmate.');
  assert.equal(shown.arrow, null);
});

/** A stand-in for the entry's Engine: every search waits until the test answers it. */
function fakeEngine() {
  const searches = [];
  return {
    searches,
    search(position, options) {
      const pending = searches.find((x) => !x.settled);
      if (pending) pending.fail(new DOMException('the search was cancelled', 'AbortError'));
      return new Promise((resolve, reject) => {
        const entry = { position, options, settled: false };
        entry.answer = (result) => { entry.settled = true; resolve(result); };
        entry.fail = (err) => { entry.settled = true; reject(err); };
        options?.signal?.addEventListener('abort', () => !entry.settled && entry.fail(new DOMException('cancelled', 'AbortError')));
        searches.push(entry);
      });
    },
    cancel() {
      searches.find((x) => !x.settled)?.fail(new DOMException('the search was cancelled', 'AbortError'));
    },
  };
}

const tick = () => new Promise((resolve) => setTimeout(resolve, 0));
const STAGES = [{ movetime: 1 }, { movetime: 2 }, { movetime: 3 }];
const result = (depth, cp = 20) => ({ move: { san: 'e4', from: 'e2', to: 'e4', piece: 'p', uci: 'e2e4' }, score: { cp }, pv: [], depth, nodes: 1 });

function setUp() {
  const engine = fakeEngine();
  const shared = sharedEngine(engine);
  let refreshes = 0;
  const analysis = createAnalysis({ engine: async () => shared, refresh: () => { refreshes += 1; }, stages: STAGES });
  return { engine, shared, analysis, refreshes: () => refreshes };
}

const view = (key, on = true) => ({ on, key, position: { fen: MATE_IN_ONE, moves: key ? key.split(',') : [] }, final: null });

test('it deepens step by step, each result shown as it comes', async () => {
  const { engine, analysis, refreshes } = setUp();
  analysis.sync(view('a'));
  await tick();
  assert.equal(engine.searches.length, 1);
  assert.equal(engine.searches[0].options.movetime, 1);
  engine.searches[0].answer(result(3));
  await tick();
  assert.equal(analysis.state().result.depth, 3);
  assert.equal(analysis.state().searching, true);
  assert.equal(engine.searches[1].options.movetime, 2);
  engine.searches[1].answer(result(7));
  await tick();
  engine.searches[2].answer(result(11));
  await tick();
  assert.equal(analysis.state().result.depth, 11);
  assert.equal(analysis.state().searching, false);
  assert.equal(analysis.busy(), false);
  assert.equal(engine.searches.length, 3, 'no search after the last step');
  assert.equal(refreshes(), 3);
  analysis.sync(view('a'));
  await tick();
  assert.equal(engine.searches.length, 3, 'the same position is not searched again');
});

test('a new position cancels the search in flight at once; switched off, nothing runs', async () => {
  const { engine, analysis } = setUp();
  analysis.sync(view('a'));
  await tick();
  const first = engine.searches[0];
  analysis.sync(view('b'));
  assert.equal(first.options.signal.aborted, true, 'cancelled in the same task as the change');
  await tick();
  assert.equal(engine.searches.length, 2);
  assert.deepEqual(engine.searches[1].position.moves, ['b']);
  first.answer?.(result(20)); // a stale answer (too late) changes nothing
  assert.equal(analysis.state().key, 'b');
  analysis.sync(view('b', false));
  assert.equal(engine.searches[1].options.signal.aborted, true);
  assert.equal(analysis.state(), null);
  assert.equal(analysis.busy(), false);
  analysis.sync(view('c', false));
  await tick();
  assert.equal(engine.searches.length, 2, 'off: no search');
});

test('a hint asked meanwhile goes first, then the analysis goes on', async () => {
  const { engine, shared, analysis } = setUp();
  analysis.sync(view('a'));
  await tick();
  const hint = shared.search('position', { level: 8 }); // the page's Hint, through the same engine
  await tick();
  assert.equal(engine.searches[0].settled, true, 'the hint cancelled the analysis search');
  assert.equal(engine.searches.length, 2, 'and the analysis waits');
  engine.searches[1].answer(result(5, 0));
  assert.equal((await hint).depth, 5);
  await tick();
  await tick();
  assert.equal(engine.searches.length, 3, 'the analysis searches again');
  assert.equal(engine.searches[2].options.movetime, 1);
  assert.equal(analysis.busy(), true);
});

test('with the package\'s engine: a mate in one shows #1 and the arrow on the mating move', async () => {
  const store = newStore({ settings: { analysis: true } });
  store.dispatch('newGame', { setup: { type: 'fen', fen: MATE_IN_ONE, chess960: false }, message: '', now: 0 });
  const engine = new Engine();
  try {
    let done;
    const finished = new Promise((resolve) => { done = resolve; });
    const analysis = createAnalysis({
      engine: async () => sharedEngine(engine),
      refresh: () => !analysis.state().searching && done(),
      stages: [{ level: 8, movetime: 200 }, { level: 8, movetime: 400 }],
    });
    analysis.sync(analysisView(store.getState()));
    await finished;
    const shown = analysisDisplay(analysisView(store.getState()), analysis.state());
    assert.equal(shown.score, '#1');
    assert.equal(shown.share, 100);
    assert.deepEqual(shown.arrow, { from: 'a1', to: 'a8' });
    assert.equal(shown.line, '1. Ra8#');
    assert.equal(shown.best, 'Best move: Ra8# (Rook to a8, checkmate)');
    assert.match(shown.depth, /^depth \d+$/);
  } finally {
    engine.terminate();
  }
});
