// The FEN and PGN panel: a position or a game imported (pasted or from a file), the position
// shown and the whole game exported (copied or downloaded).
import { $ } from './dom.js';
import { moveNumberText } from './game.js';
import { exportPgn, gameOfPgn, loadPgnEntry } from './tree-io.js';
import { hasAnnotations } from './tree.js';
import { replaceAsked, whileBusy } from './flows.js';
import { chooseGame } from './games-dialog.js';
import { strings } from './state.js';
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

/** The most games of one file the chooser lists: the rest of the file is not read. */
const LISTED = 200;

/** The games that can be read from `source` (a string or a file's stream), read as a stream, up to LISTED: {games, more, error}. */
async function someGames(entry, source) {
  let error = null;
  const games = [];
  let more = false;
  for await (const g of entry.readGames(source, { onError: (err) => { error ??= err; } })) {
    if (games.length === LISTED) {
      g.free();
      more = true; // one more game read to say so
      break;
    }
    games.push(g);
  }
  return { games, more, error };
}

/**
 * A game of the PGN `source` (pasted text, or a file's stream of any size) loaded with its tree;
 * when it holds several, the one chosen from a list of them.
 */
async function loadPgn(store, source) {
  if (typeof source === 'string' && !source.trim()) {
    // As with a FEN: an empty box is a mistake, said as such (not a bare "Not a valid PGN").
    store.dispatch('setIo', { error: (T) => `${T.errors.INVALID_PGN}: ${T.fenEmpty}` });
    return;
  }
  let game;
  let games = [];
  try {
    const entry = await loadPgnEntry(store);
    const read = await someGames(entry, source);
    games = read.games;
    if (!games.length) throw read.error ?? new Error('no game');
    let index = 0;
    if (games.length > 1) {
      const tags = games.map((g) => g.tags);
      index = await whileBusy(store, () => chooseGame(strings(store.getState()), tags, read.more));
      if (index === null) return;
    }
    const [chosen] = games.splice(index, 1);
    const s = store.getState();
    const { setup, tags, ucis, ending, tree } = gameOfPgn(s.rules, chosen);
    const n = ucis.length ? Number.parseInt(moveNumberText({ ...s, setup }, ucis.length - 1), 10) : 0;
    game = { setup, tags, ucis, ending, tree, message: (T) => (n ? format(T.pgnLoaded, { n }) : T.positionLoadedNoMoves) };
  } catch (err) {
    store.dispatch('setIo', { error: err?.code ? errorWords(err) : (T) => T.errors.INVALID_PGN });
    return;
  } finally {
    for (const g of games) g.free();
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
