// The app: loads the rules (the chess-arbiter package), creates the store (store.js, with the
// actions of actions.js), and wires to it the board (board.js), the computer opponent
// (computer.js), the analysis (analysis.js), storage (persist.js), the render (render/) and a
// person's input.
//
// Data flows one way: a person's action (input.js, flows.js) -> an action of the store -> a new
// state -> one render, which only reads it. Against the computer (state.computer: the colour it
// plays and its level) the person moves only on their turn; the computer's move comes from
// computer.js and is recorded like theirs.
import './board.js';
import { ACTIONS } from './actions.js';
import { createAnalysis } from './analysis.js';
import { analysisView } from './analysis-view.js';
import { AUDIT_ACTIONS } from './audit/actions.js';
import { wireAudit } from './audit/view.js';
import { createComputer } from './computer.js';
import { loadEngine } from './engine.js';
import { $ } from './dom.js';
import { claimDraw, resign } from './flows.js';
import { startFen } from './game.js';
import { wireInput } from './input.js';
import { wireImportExport } from './io.js';
import { newGameDialog } from './new-game.js';
import { wireOtb } from './otb.js';
import { GAME_KEY, SETTINGS_KEY, createPersistence, readSettings } from './persist.js';
import { startAuditRendering } from './render/audit.js';
import { startRendering } from './render/index.js';
import { computerView, offerView } from './selectors.js';
import { showSettings, wireSettings } from './settings.js';
import { wireStart } from './start.js';
import { initialState } from './state.js';
import { wireTree } from './tree-input.js';
import { createStore } from './store.js';

const board = $('board');

function createPageComputer(store) {
  const state = () => store.getState();
  return createComputer({
    view: () => computerView(state()),
    position: () => ({ fen: startFen(state()), moves: state().line.map((m) => m.uci), chess960: state().game.isChess960() }),
    play: (uci, said) => store.dispatch('computerMove', { uci, said, now: Date.now() }),
    agree: () => store.dispatch('computerAgrees', Date.now()).ending?.type === 'agree',
    refresh: () => store.dispatch('computerChanged'),
    error: (text) => store.dispatch('showError', text),
  });
}

/** The computer follows the game: a new position (a new game, an undo) drops its search, then it searches when it is to move. */
function followGame(store, computer) {
  let key = null;
  store.subscribe((s) => {
    if (!s.game) return;
    const view = computerView(s);
    if (view.key !== key && key !== null) computer.cancel();
    key = view.key;
    computer.sync(view);
  });
}

/**
 * The analysis follows the position shown (a move, the move list's navigation, a new game) and
 * the switch, remembered as a setting; against the computer it is hidden and nothing runs.
 */
function followShown(store, analysis) {
  store.subscribe((s) => s.game && analysis.sync(analysisView(s)));
  $('analysis-toggle').addEventListener('change', () => store.dispatch('updateSettings', { analysis: $('analysis-toggle').checked }));
}

/** A flag that falls while a question is open makes the question moot: the dialog closes. */
function closeQuestionsOnFlag(store) {
  store.subscribe((s) => {
    const dialog = $('confirm-dialog');
    if (s.ending?.type === 'timeout' && dialog.open) dialog.close();
  });
}

/**
 * Another tab of the page saved a newer game (persist.js): this tab follows it. Its settings too,
 * all but the board's orientation (adoptSettings). A question about
 * the old game closes unanswered first (its flow ends as cancelled); the computer's search of
 * the old position is dropped as the game changes (followGame), a promotion chooser closes once
 * its move is no longer allowed (render/board.js), and the clock is the new game's.
 */
function followOtherTabs(store, persistence) {
  const follow = () => {
    const raw = persistence.newer();
    if (raw === null || !store.getState().game) return;
    const dialog = $('confirm-dialog');
    if (dialog.open) dialog.close();
    persistence.taken(raw, () => store.dispatch('adoptSaved', raw));
  };
  window.addEventListener('storage', (e) => {
    if (e.key === GAME_KEY || e.key === null) follow();
    if (e.key === SETTINGS_KEY && e.newValue !== null) {
      const { settings, ok } = readSettings(e.newValue);
      if (!ok) return;
      persistence.settingsTaken(e.newValue, () => store.dispatch('adoptSettings', settings));
      showSettings(store.getState().settings);
    }
  });
  return follow;
}

function wireActions(store, computer) {
  const now = () => Date.now();
  $('new-game').addEventListener('click', () => newGameDialog(store));
  $('undo').addEventListener('click', () => {
    if (store.getState().busy) return;
    computer.cancel();
    store.dispatch('undo', now());
  });
  $('hint').addEventListener('click', () => computer.askHint());
  $('flip').addEventListener('click', () => store.dispatch('flip'));
  $('offer-draw').addEventListener('click', () => {
    store.dispatch(offerView(store.getState()).buttonAccepts ? 'acceptDraw' : 'offerDraw', now());
  });
  $('accept-draw').addEventListener('click', () => store.dispatch('acceptDraw', now()));
  $('decline-draw').addEventListener('click', () => store.dispatch('declineDraw'));
  $('claim-draw').addEventListener('click', () => claimDraw(store));
  $('resign').addEventListener('click', () => resign(store));
  $('pause-clock').addEventListener('click', () => store.dispatch('togglePause', now()));
}

async function main() {
  let store = null;
  let follow = () => {};
  const persistence = createPersistence(localStorage, {
    onFull: () => queueMicrotask(() => store.dispatch('setNotice', (T) => T.storageFull)),
    // Called from a store subscriber: the newer game is taken once the change at hand is done.
    onNewer: () => queueMicrotask(() => follow()),
  });
  const saved = persistence.read();
  const loaded = readSettings(saved.settings);
  if (!loaded.ok) persistence.forget(SETTINGS_KEY);
  showSettings(loaded.settings);
  const initial = initialState(null, loaded.settings);
  store = createStore(initial, { ...ACTIONS, ...AUDIT_ACTIONS });
  if (!loaded.ok) store.dispatch('setNotice', (T) => T.settingsReset);
  const computer = createPageComputer(store);
  const analysis = createAnalysis({ engine: () => loadEngine(), refresh: () => store.dispatch('analysisChanged') });
  startRendering(store, { board, computer, analysis, flag: (at) => store.dispatch('flagFall', at) });
  let rules;
  try {
    // The rules with Game's PGN methods, which keep the game across reloads and import and export
    // records: chess-arbiter/pgn (the page's PGN trees come from it too). The clock is its own
    // entry of the package (and its own .wasm).
    const [entry, clocks] = await Promise.all([import('./pkg/pgn/browser.js'), import('./pkg/clock/browser.js')]);
    rules = { ...entry, Clock: clocks.Clock };
  } catch (err) {
    store.dispatch('engineFailed', err?.message ?? String(err));
    return;
  }
  store.dispatch('restore', { rules, raw: saved.game });
  // The rules are the pgn entry's: its trees need no loading of their own (tree-io.js).
  store.dispatch('pgnLoaded', rules);
  store.subscribe((s) => persistence.save(s));
  persistence.save(store.getState());
  follow = followOtherTabs(store, persistence);
  followGame(store, computer);
  followShown(store, analysis);
  closeQuestionsOnFlag(store);
  wireInput(store, board);
  wireActions(store, computer);
  wireSettings(store);
  wireImportExport(store);
  wireTree(store);
  wireStart(store);
  wireOtb(store, board);
  wireAudit(store);
  startAuditRendering(store);
  store.dispatch('flagFall', Date.now()); // a flag that fell while the page was closed ends the game now
  computer.sync(computerView(store.getState()));
  analysis.sync(analysisView(store.getState()));
  document.body.dataset.ready = 'true';
  if ('serviceWorker' in navigator && window.isSecureContext) {
    navigator.serviceWorker.register('./sw.js').catch(() => {
      // no offline support (e.g. a private window); the page works the same
    });
  }
}

main();
