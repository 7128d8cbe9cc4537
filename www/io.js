// The FEN and PGN panel: a position or a game imported (pasted or from a file), the position
// shown and the whole game exported (copied or downloaded).
import { fullPgn, moveNumberText, rebuild } from './game.js';
import { errorText, format } from './i18n/index.js';
import { startGame } from './new-game.js';
import { announce, render, renderExport } from './render.js';
import { $, app, freshState } from './state.js';
import { saveGame } from './storage.js';


function ioError(message) {
  $('io-error').textContent = message;
  $('io-message').textContent = '';
}

function loadFen(text) {
  const fen = text.trim();
  const chess960 = $('fen-960').checked;
  try {
    const g = new app.rules.Game({ fen, chess960 });
    const normal = g.fen();
    g.free();
    ioError('');
    startGame({ type: 'fen', fen: normal, chess960 }, [], app.T.fenLoaded);
    $('io-message').textContent = app.T.fenLoaded;
  } catch (err) {
    ioError(errorText(app.T, err));
  }
}

function loadPgn(text) {
  try {
    const g = app.rules.Game.fromPgn(text);
    const ucis = g.history().map((m) => m.uci);
    const tags = Object.entries(app.rules.parsePgn(text)[0]?.tags ?? {})
      .filter(([k, v]) => typeof v === 'string' && !['SetUp', 'FEN'].includes(k));
    while (g.undo());
    const setup = { type: 'pgn', pgn: g.pgn() };
    g.free();
    ioError('');
    app.state = freshState(setup);
    app.state.tags = tags;
    app.state.ply = ucis.length;
    app.typed = null;
    app.adjustArmed = false;
    app.clock?.free();
    app.clock = null;
    rebuild(ucis);
    saveGame();
    render();
    const moves = ucis.length ? Number.parseInt(moveNumberText(ucis.length - 1), 10) : 0;
    const message = moves ? format(app.T.pgnLoaded, { n: moves }) : app.T.positionLoadedNoMoves;
    $('io-message').textContent = message;
    announce(message);
  } catch (err) {
    ioError(errorText(app.T, err));
  }
}

function looksLikeFen(text) {
  const t = text.trim();
  return !t.includes('\n') && !t.startsWith('[') && /^[1-8pnbrqkPNBRQK]+(\/[1-8pnbrqkPNBRQK]+){7}(\s|$)/.test(t);
}

async function copy(text, button) {
  try {
    await navigator.clipboard.writeText(text);
    $('io-message').textContent = app.T.copied;
  } catch {
    $('io-message').textContent = app.T.copyFailed;
  }
  button.focus();
}

function download() {
  const blob = new Blob([fullPgn()], { type: 'application/x-chess-pgn' });
  const url = URL.createObjectURL(blob);
  const a = document.createElement('a');
  a.href = url;
  a.download = 'game.pgn';
  document.body.append(a);
  a.click();
  a.remove();
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}

export function wireImportExport() {
  $('load-fen').addEventListener('click', () => loadFen($('import-text').value));
  $('load-pgn').addEventListener('click', () => loadPgn($('import-text').value));
  $('import-file').addEventListener('change', async () => {
    const file = $('import-file').files?.[0];
    if (!file) return;
    const text = await file.text();
    $('import-text').value = text;
    if (/\.fen$/i.test(file.name) || looksLikeFen(text)) loadFen(text);
    else loadPgn(text);
    $('import-file').value = '';
  });
  $('copy-fen').addEventListener('click', (e) => copy($('export-fen').value, e.currentTarget));
  $('copy-pgn').addEventListener('click', (e) => copy(fullPgn(), e.currentTarget));
  $('download-pgn').addEventListener('click', download);
  $('io').addEventListener('toggle', () => renderExport());
}
