// The app: wires the board (board.js), the rules (the chess-arbiter package), the computer
// opponent (computer.js) and the page's modules.
// Data flows one way: a person's action -> a call to the rules -> new state (state.js) -> render().
//
// Against the computer (`app.state.computer`: the colour it plays and its level) the person moves
// only on their turn; the computer's move comes from computer.js and is recorded like theirs.
import './board.js';
import { acceptDraw, claimDraw, declineDraw, offerDraw, resign, undo } from './acts.js';
import { checkFlag, renderClock, togglePause } from './clock.js';
import { createComputer } from './computer.js';
import { atEnd, startFen } from './game.js';
import { format } from './i18n/index.js';
import { wireInput } from './input.js';
import { wireImportExport } from './io.js';
import { computerAgrees, playComputerMove } from './moves.js';
import { newGameDialog } from './new-game.js';
import { board, computerView, onRender, render, showError } from './render.js';
import { applyLanguage, showSettings, wireSettings } from './settings.js';
import { $, app, other } from './state.js';
import { loadGame, loadSettings, saveSettings, showNotice } from './storage.js';


app.computer = createComputer({
  view: computerView,
  position: () => ({ fen: startFen(), moves: app.line.map((m) => m.uci), chess960: app.game.isChess960() }),
  play: playComputerMove,
  agree: computerAgrees,
  refresh: render,
  error: showError,
});
onRender(renderClock);

function wireActions() {
  $('new-game').addEventListener('click', newGameDialog);
  $('undo').addEventListener('click', undo);
  $('hint').addEventListener('click', () => app.computer.askHint());
  $('flip').addEventListener('click', () => {
    app.settings.orientation = other(app.settings.orientation);
    saveSettings();
    render();
  });
  $('offer-draw').addEventListener('click', () => (app.state.offer && atEnd() ? acceptDraw() : offerDraw()));
  $('accept-draw').addEventListener('click', acceptDraw);
  $('decline-draw').addEventListener('click', declineDraw);
  $('claim-draw').addEventListener('click', claimDraw);
  $('resign').addEventListener('click', resign);
  $('pause-clock').addEventListener('click', togglePause);
}

async function main() {
  const loaded = loadSettings();
  app.settings = loaded.settings;
  showSettings();
  applyLanguage();
  board.orientation = app.settings.orientation === 'b' ? 'black' : 'white';
  const notices = loaded.ok ? [] : [app.T.settingsReset];
  try {
    // The clock is its own entry of the package (and its own .wasm): the rules entry stays small.
    const [entry, clocks] = await Promise.all([import('./pkg/browser.js'), import('./pkg/clock/browser.js')]);
    app.rules = { ...entry, Clock: clocks.Clock };
  } catch (err) {
    $('status').querySelector('.state').textContent = format(app.T.engineFailed, { error: err?.message ?? err });
    return;
  }
  if (!loadGame()) notices.push(app.T.storageReset);
  showNotice(notices.join(' '));
  wireInput();
  wireActions();
  wireSettings();
  wireImportExport();
  render();
  checkFlag(); // a flag that fell while the page was closed ends the game now
  document.body.dataset.ready = 'true';
  if ('serviceWorker' in navigator && window.isSecureContext) {
    navigator.serviceWorker.register('./sw.js').catch(() => {
      // no offline support (e.g. a private window); the page works the same
    });
  }
}

main();
