// The FEN and PGN panel: a position or a game imported (pasted or from a file), the position
// shown and the whole game exported (copied or downloaded).
import { $ } from './dom.js';
import { fullPgn, moveNumberText } from './game.js';
import { errorText, format } from './i18n/index.js';
import { strings } from './state.js';

function loadFen(store, text) {
  const s = store.getState();
  const T = strings(s);
  const fen = text.trim();
  const chess960 = $('fen-960').checked;
  try {
    const g = new s.rules.Game({ fen, chess960 });
    const normal = g.fen();
    g.free();
    store.dispatch('newGame', { setup: { type: 'fen', fen: normal, chess960 }, message: T.fenLoaded });
    store.dispatch('setIo', { message: T.fenLoaded });
  } catch (err) {
    store.dispatch('setIo', { error: errorText(T, err) });
  }
}

function loadPgn(store, text) {
  const s = store.getState();
  const T = strings(s);
  try {
    const g = s.rules.Game.fromPgn(text);
    const ucis = g.history().map((m) => m.uci);
    const tags = Object.entries(s.rules.parsePgn(text)[0]?.tags ?? {})
      .filter(([k, v]) => typeof v === 'string' && !['SetUp', 'FEN'].includes(k));
    while (g.undo());
    const setup = { type: 'pgn', pgn: g.pgn() };
    g.free();
    const n = ucis.length ? Number.parseInt(moveNumberText({ ...s, setup }, ucis.length - 1), 10) : 0;
    store.dispatch('loadGame', { setup, tags, ucis, message: n ? format(T.pgnLoaded, { n }) : T.positionLoadedNoMoves });
  } catch (err) {
    store.dispatch('setIo', { error: errorText(T, err) });
  }
}

function looksLikeFen(text) {
  const t = text.trim();
  return !t.includes('\n') && !t.startsWith('[') && /^[1-8pnbrqkPNBRQK]+(\/[1-8pnbrqkPNBRQK]+){7}(\s|$)/.test(t);
}

async function copy(store, text, button) {
  const T = strings(store.getState());
  try {
    await navigator.clipboard.writeText(text);
    store.dispatch('setIo', { message: T.copied });
  } catch {
    store.dispatch('setIo', { message: T.copyFailed });
  }
  button.focus();
}

function download(store) {
  const blob = new Blob([fullPgn(store.getState())], { type: 'application/x-chess-pgn' });
  const url = URL.createObjectURL(blob);
  const a = document.createElement('a');
  a.href = url;
  a.download = 'game.pgn';
  document.body.append(a);
  a.click();
  a.remove();
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}

export function wireImportExport(store) {
  $('load-fen').addEventListener('click', () => loadFen(store, $('import-text').value));
  $('load-pgn').addEventListener('click', () => loadPgn(store, $('import-text').value));
  $('import-file').addEventListener('change', async () => {
    const file = $('import-file').files?.[0];
    if (!file) return;
    const text = await file.text();
    $('import-text').value = text;
    if (/\.fen$/i.test(file.name) || looksLikeFen(text)) loadFen(store, text);
    else loadPgn(store, text);
    $('import-file').value = '';
  });
  $('copy-fen').addEventListener('click', (e) => copy(store, $('export-fen').value, e.currentTarget));
  $('copy-pgn').addEventListener('click', (e) => copy(store, fullPgn(store.getState()), e.currentTarget));
  $('download-pgn').addEventListener('click', () => download(store));
  // The PGN is drawn only while the panel is open.
  $('io').addEventListener('toggle', () => store.dispatch('setIo', store.getState().io));
}
