// The FEN and PGN panel: a position or a game imported (pasted or from a file), the position
// shown and the whole game exported (copied or downloaded).
import { $ } from './dom.js';
import { moveNumberText } from './game.js';
import { exportPgn, gameOfPgn, loadPgnEntry } from './tree-io.js';
import { hasAnnotations } from './tree.js';
import { replaceAsked } from './flows.js';
import { errorWords, format } from './i18n/index.js';

async function loadFen(store, text) {
  const s = store.getState();
  const fen = text.trim();
  const chess960 = $('fen-960').checked;
  if (!fen) {
    // The rules would read nothing as the start position: on the page an empty box is a mistake.
    store.dispatch('setIo', { error: (T) => `${T.errors.INVALID_FEN}: ${T.fenEmpty}` });
    return;
  }
  let normal;
  try {
    const g = new s.rules.Game({ fen, chess960 });
    normal = g.fen();
    g.free();
  } catch (err) {
    store.dispatch('setIo', { error: errorWords(err) });
    return;
  }
  if (!await replaceAsked(store)) return;
  const said = (T) => T.fenLoaded;
  store.dispatch('newGame', { setup: { type: 'fen', fen: normal, chess960 }, message: said });
  store.dispatch('setIo', { message: said });
}

/** The first game that can be read from `source` (a string or a file's stream), read as a stream: {game, more, error}. */
async function firstGame(entry, source) {
  let error = null;
  let game = null;
  let more = false;
  for await (const g of entry.readGames(source, { onError: (err) => { error ??= err; } })) {
    if (game) {
      g.free();
      more = true; // one more game read to say so; the rest of the file is not read
      break;
    }
    game = g;
  }
  return { game, more, error };
}

/** A game of the PGN `source` (pasted text, or a file's stream of any size) loaded with its tree. */
async function loadPgn(store, source) {
  let game;
  try {
    const entry = await loadPgnEntry(store);
    const first = await firstGame(entry, source);
    if (!first.game) throw first.error ?? new Error('no game');
    const s = store.getState();
    const { setup, tags, ucis, tree } = gameOfPgn(s.rules, first.game);
    const n = ucis.length ? Number.parseInt(moveNumberText({ ...s, setup }, ucis.length - 1), 10) : 0;
    const said = (T) => (n ? format(T.pgnLoaded, { n }) : T.positionLoadedNoMoves);
    game = { setup, tags, ucis, tree, message: first.more ? (T) => `${said(T)} ${T.pgnFirstOfMany}` : said };
  } catch (err) {
    store.dispatch('setIo', { error: err?.code ? errorWords(err) : (T) => T.errors.INVALID_PGN });
    return;
  }
  if (await replaceAsked(store)) store.dispatch('loadGame', game);
}

/** The PGN exported: with the whole tree once the pgn entry is loaded (it is, for a tree with more than one line). */
async function treePgn(store) {
  if (hasAnnotations(store.getState().tree)) await loadPgnEntry(store).catch(() => null);
  return exportPgn(store.getState());
}

function looksLikeFen(text) {
  const t = text.trim();
  return !t.includes('\n') && !t.startsWith('[') && /^[1-8pnbrqkPNBRQK]+(\/[1-8pnbrqkPNBRQK]+){7}(\s|$)/.test(t);
}

async function copy(store, text, button) {
  try {
    text = await text;
    await navigator.clipboard.writeText(text);
    store.dispatch('setIo', { message: (T) => T.copied });
  } catch {
    store.dispatch('setIo', { message: (T) => T.copyFailed });
  }
  button.focus();
}

async function download(store) {
  const blob = new Blob([await treePgn(store)], { type: 'application/x-chess-pgn' });
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
    // A PGN file is read as a stream (a database of any size); only its start is looked at here.
    const head = await file.slice(0, 4096).text();
    if (/\.fen$/i.test(file.name) || looksLikeFen(head)) {
      const text = await file.text();
      $('import-text').value = text;
      loadFen(store, text);
    } else {
      loadPgn(store, file.stream());
    }
    $('import-file').value = '';
  });
  $('copy-fen').addEventListener('click', (e) => copy(store, $('export-fen').value, e.currentTarget));
  $('copy-pgn').addEventListener('click', (e) => copy(store, treePgn(store), e.currentTarget));
  $('download-pgn').addEventListener('click', () => download(store));
  // The PGN is drawn only while the panel is open.
  $('io').addEventListener('toggle', () => store.dispatch('setIo', store.getState().io));
}
