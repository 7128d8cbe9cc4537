// The app: wires the board (board.js), the rules engine (the chess-arbiter package) and the page.
// Data flows one way: a person's action -> an engine call -> new state -> render().
//
// State that survives a reload (localStorage): how the game started (`setup`), the moves of the
// main line (UCI), which of them is shown (`ply`), an ending by an act (resignation, agreement,
// claim), a pending draw offer and a touched piece; and, separately, the settings.
import './board.js';
import { LANGUAGES, STRINGS, format, moveInWords, outcomeInWords, pickLanguage } from './i18n.js';

const GAME_KEY = 'chess-arbiter/game/v1';
const SETTINGS_KEY = 'chess-arbiter/settings/v1';
const UCI = /^[a-h][1-8][a-h][1-8][qrbn]?$/;
const SQUARE = /^[a-h][1-8]$/;
const other = (color) => (color === 'w' ? 'b' : 'w');

const $ = (id) => document.getElementById(id);
const board = $('board');

/** The package's browser entry, loaded in main(). */
let engine = null;
let game = null; // the engine's Game at the position shown (state.ply)
let line = []; // the main line: {uci, san, move} for every move, also those after state.ply
let legal = []; // legal moves in the position shown
let moveByKey = new Map(); // 'e2e4', 'e7e8q', 'e1h1' (king onto rook) -> Move
let typed = null; // the legal move typed in the move box, if it names one
let busy = false; // a dialog is open for a move being made
let endOutcome = null; // how the game ended at the end of the line (also while an earlier position is shown)
let state = freshState();
let settings = defaultSettings();
let T = STRINGS.en;

function freshState(setup = { type: 'standard' }) {
  return { setup, ply: 0, ending: null, offer: null, touched: null, tags: [] };
}

function defaultSettings() {
  return { lang: pickLanguage(), orientation: 'w', touchMove: false, hints: true, coordinates: true };
}

// ---- storage --------------------------------------------------------------------------------

function storageGet(key) {
  try {
    return localStorage.getItem(key);
  } catch {
    return null;
  }
}

function storageSet(key, value) {
  try {
    if (value === null) localStorage.removeItem(key);
    else localStorage.setItem(key, value);
  } catch {
    // private mode or full: the game goes on, unsaved
  }
}

function save() {
  storageSet(GAME_KEY, JSON.stringify({
    v: 1,
    setup: state.setup,
    line: line.map((m) => m.uci),
    ply: state.ply,
    ending: state.ending,
    offer: state.offer,
    touched: state.touched,
    tags: state.tags,
  }));
}

function saveSettings() {
  storageSet(SETTINGS_KEY, JSON.stringify({ v: 1, ...settings }));
}

const isObject = (v) => v !== null && typeof v === 'object' && !Array.isArray(v);

function validSetup(s) {
  if (!isObject(s)) return false;
  switch (s.type) {
    case 'standard': return true;
    case '960': return Number.isInteger(s.n) && s.n >= 0 && s.n <= 959;
    case 'fen': return typeof s.fen === 'string' && s.fen.length < 200 && typeof s.chess960 === 'boolean';
    case 'pgn': return typeof s.pgn === 'string';
    default: return false;
  }
}

function validEnding(e) {
  if (e === null) return true;
  if (!isObject(e)) return false;
  if (e.type === 'resign') return e.color === 'w' || e.color === 'b';
  if (e.type === 'agree') return true;
  if (e.type === 'claim') return typeof e.withMove === 'boolean';
  return false;
}

/** Reads the saved settings; garbage resets them (with a notice). */
function loadSettings() {
  const raw = storageGet(SETTINGS_KEY);
  const base = defaultSettings();
  if (raw === null) return { settings: base, ok: true };
  try {
    const s = JSON.parse(raw);
    if (!isObject(s) || s.v !== 1) throw new Error('not our settings');
    if (!(s.lang in LANGUAGES) || !['w', 'b'].includes(s.orientation)) throw new Error('bad values');
    for (const k of ['touchMove', 'hints', 'coordinates']) if (typeof s[k] !== 'boolean') throw new Error(k);
    return { settings: { lang: s.lang, orientation: s.orientation, touchMove: s.touchMove, hints: s.hints, coordinates: s.coordinates }, ok: true };
  } catch {
    storageSet(SETTINGS_KEY, null);
    return { settings: base, ok: false };
  }
}

/** Restores the saved game; returns false (and starts afresh) if it cannot be read or replayed. */
function loadGame() {
  const raw = storageGet(GAME_KEY);
  if (raw === null) {
    rebuild([]);
    return true;
  }
  try {
    const s = JSON.parse(raw);
    if (!isObject(s) || s.v !== 1) throw new Error('not our game');
    if (!validSetup(s.setup)) throw new Error('setup');
    if (!Array.isArray(s.line) || !s.line.every((u) => typeof u === 'string' && UCI.test(u))) throw new Error('line');
    if (!Number.isInteger(s.ply) || s.ply < 0 || s.ply > s.line.length) throw new Error('ply');
    if (!validEnding(s.ending)) throw new Error('ending');
    if (s.offer !== null && !(isObject(s.offer) && ['w', 'b'].includes(s.offer.by))) throw new Error('offer');
    if (s.touched !== null && !(typeof s.touched === 'string' && SQUARE.test(s.touched))) throw new Error('touched');
    if (!Array.isArray(s.tags) || !s.tags.every((t) => Array.isArray(t) && t.length === 2 && t.every((x) => typeof x === 'string'))) throw new Error('tags');
    state = { setup: s.setup, ply: s.ply, ending: s.ending, offer: s.offer, touched: s.touched, tags: s.tags };
    rebuild(s.line);
    return true;
  } catch {
    storageSet(GAME_KEY, null);
    state = freshState();
    rebuild([]);
    return false;
  }
}

// ---- the engine's game ------------------------------------------------------------------------

function baseGame(setup) {
  switch (setup.type) {
    case 'standard':
      return new engine.Game();
    case '960':
      return new engine.Game({ chess960: setup.n });
    case 'fen':
      return new engine.Game({ fen: setup.fen, chess960: setup.chess960 });
    case 'pgn': {
      const g = engine.Game.fromPgn(setup.pgn);
      while (g.undo());
      return g;
    }
    default:
      throw new Error(`unknown setup ${setup.type}`);
  }
}

function applyEnding(g, ending) {
  switch (ending.type) {
    case 'resign':
      return g.resign(ending.color);
    case 'agree':
      return g.agreeDraw();
    case 'claim': {
      if (!ending.withMove) return g.claimDraw();
      const m = g.undo();
      return g.claimDraw(m.uci);
    }
    default:
      throw new Error(`unknown ending ${ending.type}`);
  }
}

/** Builds the game from state.setup and the moves `ucis`, then shows state.ply. Throws on garbage. */
function rebuild(ucis) {
  const g = baseGame(state.setup);
  const moves = [];
  for (const uci of ucis) moves.push(g.play(uci));
  if (state.ending) applyEnding(g, state.ending);
  game?.free();
  game = g;
  line = moves.map((m) => ({ uci: m.uci, san: m.san, move: m }));
  endOutcome = g.outcome();
  const target = Math.min(state.ply, line.length);
  state.ply = line.length;
  seek(target);
}

function atEnd() {
  return state.ply === line.length;
}

/** Moves the game to the position after `ply` moves of the line (undoing or replaying). */
function seek(ply) {
  ply = Math.max(0, Math.min(line.length, ply));
  while (state.ply > ply) {
    game.undo();
    state.ply -= 1;
  }
  while (state.ply < ply) {
    game.play(line[state.ply].uci);
    state.ply += 1;
  }
  if (atEnd() && state.ending && !game.outcome()) applyEnding(game, state.ending);
}

/** Shows the position after `ply` moves (move list, arrows) and says which it is. */
function goTo(ply) {
  ply = Math.max(0, Math.min(line.length, ply));
  if (ply === state.ply) return;
  seek(ply);
  state.touched = null;
  save();
  render();
  const where = ply === 0 ? T.startPosition : format(T.afterMove, { n: moveNumberText(ply - 1), san: line[ply - 1].san });
  announce(`${where}${ply ? ` ${moveInWords(settings.lang, line[ply - 1].move)}.` : ''}`);
}

/** The colour to move and the move number at the start of the line. */
function startColorAndNumber() {
  const fen = startFen();
  const parts = fen.split(' ');
  return { color: parts[1] === 'b' ? 'b' : 'w', number: Math.max(1, Number(parts[5]) || 1) };
}

let startFenCache = { key: null, fen: '' };
function startFen() {
  const key = JSON.stringify(state.setup);
  if (startFenCache.key !== key) {
    const g = baseGame(state.setup);
    startFenCache = { key, fen: g.fen() };
    g.free();
  }
  return startFenCache.fen;
}

/** "12." or "12…" for the move at index i of the line. */
function moveNumberText(i) {
  const { color, number } = startColorAndNumber();
  const offset = color === 'b' ? i + 1 : i;
  const n = number + Math.floor(offset / 2);
  return offset % 2 === 0 ? `${n}.` : `${n}…`;
}

// ---- moves --------------------------------------------------------------------------------

function computeLegal() {
  legal = game.outcome() ? [] : game.moves();
  moveByKey = new Map();
  const chess960 = game.isChess960();
  const dests = new Map();
  const promotions = [];
  const add = (from, to, m, promo) => {
    moveByKey.set(from + to + (promo ?? ''), m);
    if (!dests.has(from)) dests.set(from, new Set());
    dests.get(from).add(to);
  };
  for (const m of legal) {
    if (m.castle) {
      // The king onto its own rook always castles; in standard chess its destination does too.
      const rookSquare = chess960 ? m.uci.slice(2, 4) : `${m.castle === 'k' ? 'h' : 'a'}${m.from[1]}`;
      add(m.from, rookSquare, m);
      if (!chess960) add(m.from, m.to, m);
    } else if (m.promotion) {
      add(m.from, m.to, m, m.promotion);
      promotions.push(m.from + m.to);
    } else {
      add(m.from, m.to, m);
    }
  }
  let boardDests = dests;
  if (settings.touchMove && state.touched && dests.has(state.touched)) {
    boardDests = new Map([[state.touched, dests.get(state.touched)]]);
  }
  return { dests: boardDests, promotions };
}

/** The legal move a text names (SAN, lenient: 0-0, e8Q, without +/#; or UCI), or null. */
function findTyped(text) {
  const t = text.trim();
  if (!t) return null;
  // Lenient like the engine's reader: 0-0, e8Q, e8=q, Nd5 for Nxd5, suffixes +#!? and e.p.
  const plain = (s) => s.replace(/\s+/g, '').replace(/e\.?p\.?$/i, '').replace(/[+#!?]+$/g, '').replace(/0/g, 'O')
    .replace(/[=x:]/g, '').replace(/([1-8])([qrbn])$/, (_, rank, role) => rank + role.toUpperCase());
  const p = plain(t);
  const lower = t.toLowerCase();
  const bySan = legal.filter((m) => plain(m.san) === p);
  if (bySan.length === 1) return bySan[0];
  const byUci = legal.filter((m) => m.uci === lower || moveByKey.get(lower) === m);
  if (byUci.length >= 1) return byUci[0];
  return null;
}

/** A person made `move` (a Move of `legal`) on the board or in the move box. */
async function makeMove(move, { claim = false } = {}) {
  if (busy || game.outcome()) return false;
  if (settings.touchMove && state.touched && move.from !== state.touched) {
    showError(format(T.touchMust, { square: state.touched }));
    render();
    return false;
  }
  busy = true;
  try {
    if (!atEnd()) {
      if (!claim && line[state.ply].uci === move.uci) {
        goTo(state.ply + 1);
        return true;
      }
      const later = line.length - state.ply;
      const answer = await ask(T.cutTitle, format(T.cutText, { san: move.san, n: later }), [
        { value: 'cancel', label: T.cancel },
        { value: 'cut', label: T.cutOk, primary: true },
      ]);
      if (answer !== 'cut') {
        render();
        return false;
      }
      line = line.slice(0, state.ply);
      state.ending = null;
      state.offer = null;
    }
    const mayClaim = !(settings.touchMove && state.touched);
    const claims = mayClaim ? game.claimableDraws(move.uci) : [];
    if (claims.length && !claim) {
      const answer = await ask(T.claimTitle, format(T.claimText, { san: move.san, reason: claimReasons(claims) }), [
        { value: 'cancel', label: T.cancel },
        { value: 'play', label: format(T.justPlay, { san: move.san }) },
        { value: 'claim', label: format(T.claimOk, { san: move.san }), primary: true },
      ]);
      if (answer === 'cancel') {
        render();
        return false;
      }
      claim = answer === 'claim';
    }
    let played;
    if (claim && claims.length) {
      game.claimDraw(move.uci);
      played = game.history().at(-1);
      state.ending = { type: 'claim', withMove: true };
    } else {
      played = game.play(move.uci);
    }
    line.push({ uci: played.uci, san: played.san, move: played });
    state.ply = line.length;
    state.touched = null;
    state.offer = null; // an offer stands until the opponent moves (declining it)
    typed = null;
    $('move-input').value = '';
    showError('');
    save();
    render();
    announce(`${moveInWords(settings.lang, played)}.`);
    return true;
  } catch (err) {
    showError(err.message);
    render();
    return false;
  } finally {
    busy = false;
  }
}

function claimReasons(claims) {
  return claims.map((c) => T.claims[c] ?? c).join(', ');
}

// ---- acts: resign, draw offers and claims, undo, new game ------------------------------------

async function claimDraw() {
  if (busy || game.outcome()) return;
  const now = game.claimableDraws();
  if (now.length) {
    if (!atEnd()) {
      const answer = await ask(T.cutTitle, format(T.cutText, { san: T.claimDraw, n: line.length - state.ply }), [
        { value: 'cancel', label: T.cancel },
        { value: 'cut', label: T.cutOk, primary: true },
      ]);
      if (answer !== 'cut') return;
      line = line.slice(0, state.ply);
      state.ending = null;
    }
    try {
      game.claimDraw();
      state.ending = { type: 'claim', withMove: false };
      state.offer = null;
      save();
      render();
      announce('');
    } catch (err) {
      showError(err.message);
      render();
    }
    return;
  }
  if (typed && game.claimableDraws(typed.uci).length) {
    await makeMove(typed, { claim: true });
  }
}

async function resign() {
  if (busy || game.outcome()) return;
  const turn = game.turn();
  const answer = await ask(T.resignTitle, '', [
    { value: 'cancel', label: T.cancel },
    { value: other(turn), label: T.resignColor[other(turn)] },
    { value: turn, label: T.resignColor[turn], primary: true },
  ]);
  if (answer !== 'w' && answer !== 'b') return;
  seek(line.length);
  try {
    game.resign(answer);
    state.ending = { type: 'resign', color: answer };
    state.offer = null;
    save();
    render();
    announce('');
  } catch (err) {
    showError(err.message);
    render();
  }
}

function offerDraw() {
  if (game.outcome() || !atEnd() || state.ply === 0) return;
  state.offer = { by: other(game.turn()) };
  save();
  render();
  announce(T.offerBy[state.offer.by]);
}

function acceptDraw() {
  if (!state.offer || game.outcome()) return;
  try {
    game.agreeDraw();
    state.ending = { type: 'agree' };
    state.offer = null;
    save();
    render();
    announce('');
  } catch (err) {
    showError(err.message);
    state.offer = null;
    save();
    render();
  }
}

function declineDraw() {
  state.offer = null;
  save();
  render();
  announce(T.offerDeclined);
}

function undo() {
  if (busy) return;
  if (state.ending) {
    state.ending = null;
  } else if (line.length) {
    line.pop();
  } else {
    return;
  }
  state.offer = null;
  state.touched = null;
  state.ply = line.length;
  rebuild(line.map((m) => m.uci));
  save();
  render();
  announce(line.length ? format(T.afterMove, { n: moveNumberText(line.length - 1), san: line.at(-1).san }) : T.startPosition);
}

function startGame(setup, tags = [], message = T.newGameStarted) {
  state = freshState(setup);
  state.tags = tags;
  typed = null;
  $('move-input').value = '';
  showError('');
  rebuild([]);
  save();
  render();
  announce(message);
}

function newGameDialog() {
  const dialog = $('new-game-dialog');
  const form = $('new-game-form');
  $('new-game-error').textContent = '';
  const cancel = form.querySelector('button.cancel');
  const close = () => dialog.close();
  cancel.onclick = close;
  form.onsubmit = (e) => {
    e.preventDefault();
    const variant = form.elements.variant.value;
    let setup = { type: 'standard' };
    if (variant === 'random960') setup = { type: '960', n: Math.floor(Math.random() * 960) };
    if (variant === 'number960') {
      const text = $('number-960').value.trim();
      const n = Number(text);
      try {
        new engine.Game({ chess960: text === '' ? NaN : n }).free(); // the engine checks the number
      } catch (err) {
        $('new-game-error').textContent = err.message;
        return;
      }
      setup = { type: '960', n };
    }
    dialog.close();
    startGame(setup);
  };
  $('number-960').onfocus = () => {
    form.elements.variant.value = 'number960';
  };
  dialog.showModal();
}

// ---- import and export -------------------------------------------------------------------

function ioError(message) {
  $('io-error').textContent = message;
  $('io-message').textContent = '';
}

function loadFen(text) {
  const fen = text.trim();
  const chess960 = $('fen-960').checked;
  try {
    const g = new engine.Game({ fen, chess960 });
    const normal = g.fen();
    g.free();
    ioError('');
    startGame({ type: 'fen', fen: normal, chess960 }, [], T.fenLoaded);
    $('io-message').textContent = T.fenLoaded;
  } catch (err) {
    ioError(err.message);
  }
}

function loadPgn(text) {
  try {
    const g = engine.Game.fromPgn(text);
    const ucis = g.history().map((m) => m.uci);
    const tags = Object.entries(engine.parsePgn(text)[0]?.tags ?? {})
      .filter(([k, v]) => typeof v === 'string' && !['SetUp', 'FEN'].includes(k));
    while (g.undo());
    const setup = { type: 'pgn', pgn: g.pgn() };
    g.free();
    ioError('');
    state = freshState(setup);
    state.tags = tags;
    state.ply = ucis.length;
    typed = null;
    rebuild(ucis);
    save();
    render();
    const moves = ucis.length ? Number.parseInt(moveNumberText(ucis.length - 1), 10) : 0;
    const message = moves ? format(T.pgnLoaded, { n: moves }) : T.positionLoadedNoMoves;
    $('io-message').textContent = message;
    announce(message);
  } catch (err) {
    ioError(err.message);
  }
}

function looksLikeFen(text) {
  const t = text.trim();
  return !t.includes('\n') && !t.startsWith('[') && /^[1-8pnbrqkPNBRQK]+(\/[1-8pnbrqkPNBRQK]+){7}(\s|$)/.test(t);
}

/** The PGN of the whole line (also when an earlier position is shown). */
function fullPgn() {
  if (atEnd()) return game.pgn();
  const back = state.ply;
  seek(line.length);
  const pgn = game.pgn();
  seek(back);
  return pgn;
}

async function copy(text, button) {
  try {
    await navigator.clipboard.writeText(text);
    $('io-message').textContent = T.copied;
  } catch {
    $('io-message').textContent = T.copyFailed;
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

// ---- dialogs --------------------------------------------------------------------------------

/** A modal question; resolves with the value of the button chosen ('cancel' on Escape). */
function ask(title, text, buttons) {
  const dialog = $('confirm-dialog');
  $('confirm-title').textContent = title;
  $('confirm-text').textContent = text;
  $('confirm-text').hidden = !text;
  const box = $('confirm-buttons');
  box.replaceChildren();
  return new Promise((resolve) => {
    let done = false;
    const finish = (value) => {
      if (done) return;
      done = true;
      if (dialog.open) dialog.close();
      resolve(value);
    };
    for (const b of buttons) {
      const el = document.createElement('button');
      el.type = 'button';
      el.textContent = b.label;
      el.dataset.value = b.value;
      if (b.primary) el.className = 'primary';
      el.addEventListener('click', () => finish(b.value));
      box.append(el);
    }
    dialog.addEventListener('close', () => finish('cancel'), { once: true });
    dialog.showModal();
    (box.querySelector('.primary') ?? box.lastElementChild)?.focus();
  });
}

// ---- rendering ---------------------------------------------------------------------------

let lastAnnouncement = '';
/** Says what happened (a move in words, an act) followed by the state of the game. */
function announce(what) {
  lastAnnouncement = what;
  renderStatus();
}

function stateText() {
  const outcome = game.outcome();
  if (outcome) {
    const actor = state.ending?.type === 'resign' ? state.ending.color : undefined;
    return `${outcome.result} · ${outcomeInWords(settings.lang, outcome, actor)}`;
  }
  let text = T.toMove[game.turn()];
  if (game.isCheck()) text += `, ${T.inCheck}`;
  if (!atEnd()) {
    const last = `${moveNumberText(line.length - 1)} ${line.at(-1).san}`;
    const shown = state.ply ? `${moveNumberText(state.ply - 1)} ${line[state.ply - 1].san}` : '';
    text += ` · ${state.ply ? format(T.viewing, { move: shown, last }) : T.viewingStart}`;
  }
  return `${text}.`;
}

function renderStatus() {
  const status = $('status');
  status.querySelector('.announce').textContent = lastAnnouncement;
  status.querySelector('.state').textContent = stateText();
  status.classList.toggle('over', Boolean(game.outcome()));
}

let errorText = '';
/** An error for the move being made (the engine's message); stays until the next input or move. */
function showError(text) {
  errorText = text;
  renderHint();
}

/** Under the move box: an error, else the typed move in words, else the touch-move duty. */
function renderHint() {
  const hint = $('move-hint');
  let text = errorText;
  if (!text && typed) text = `${typed.san}: ${moveInWords(settings.lang, typed)}`;
  if (!text && settings.touchMove && state.touched && !game.outcome()) text = format(T.touchMust, { square: state.touched });
  hint.textContent = text;
  hint.classList.toggle('error', Boolean(errorText));
}

function kingSquare(color) {
  const b = game.board();
  const i = b.findIndex((p) => p && p.role === 'k' && p.color === color);
  return i < 0 ? null : `${'abcdefgh'[i % 8]}${Math.floor(i / 8) + 1}`;
}

function render() {
  if (!game) return;
  if (atEnd()) endOutcome = game.outcome();
  const { dests, promotions } = computeLegal();
  board.fen = game.fen();
  board.orientation = settings.orientation === 'b' ? 'black' : 'white';
  board.setAttribute('hints', settings.hints ? 'on' : 'off');
  board.setAttribute('coordinates', settings.coordinates ? 'on' : 'off');
  board.promotions = promotions;
  board.dests = dests;
  const last = state.ply ? line[state.ply - 1].move : null;
  board.lastMove = last ? [last.from, last.castle && game.isChess960() ? last.uci.slice(2, 4) : last.to] : null;
  board.check = game.isCheck() ? kingSquare(game.turn()) : null;

  // Players, with the side to move marked.
  const bottom = settings.orientation;
  for (const [id, color] of [['player-bottom', bottom], ['player-top', other(bottom)]]) {
    const el = $(id);
    el.querySelector('.name').textContent = playerName(color);
    el.classList.toggle('to-move', !game.outcome() && game.turn() === color);
    el.classList.toggle('black', color === 'b');
  }

  renderStatus();
  renderMoves();
  renderTyped();
  renderControls();
  renderTags();
  renderExport();
}

function playerName(color) {
  const tag = state.tags.find(([k]) => k === (color === 'w' ? 'White' : 'Black'));
  const name = tag && tag[1] && tag[1] !== '?' ? tag[1] : '';
  return name ? `${T.colorName[color]} · ${name}` : T.colorName[color];
}

function renderMoves() {
  const list = $('moves');
  list.replaceChildren();
  const { color } = startColorAndNumber();
  let li = null;
  line.forEach((m, i) => {
    const whiteMove = (color === 'w') === (i % 2 === 0);
    if (!li || whiteMove) {
      li = document.createElement('li');
      const num = document.createElement('span');
      num.className = 'num';
      num.textContent = moveNumberText(i).replace('…', '.');
      li.append(num);
      if (!whiteMove) {
        const gap = document.createElement('span');
        gap.className = 'gap';
        gap.textContent = '…';
        li.append(gap);
      }
      list.append(li);
    }
    const b = document.createElement('button');
    b.type = 'button';
    b.className = 'move';
    b.textContent = m.san;
    b.dataset.ply = String(i + 1);
    b.setAttribute('aria-label', `${moveNumberText(i)} ${m.san}: ${moveInWords(settings.lang, m.move)}`);
    if (i + 1 === state.ply) b.setAttribute('aria-current', 'step');
    if (i + 1 > state.ply) b.classList.add('future');
    li.append(b);
  });
  if (!line.length) {
    const empty = document.createElement('li');
    empty.className = 'empty';
    empty.textContent = T.noMoves;
    list.append(empty);
  }
  // Keep the current move in view inside the list (scrollIntoView would scroll the page too).
  const current = list.querySelector('[aria-current]');
  if (current) {
    const top = current.offsetTop - list.offsetTop;
    if (top < list.scrollTop) list.scrollTop = top;
    else if (top + current.offsetHeight > list.scrollTop + list.clientHeight) list.scrollTop = top + current.offsetHeight - list.clientHeight;
  } else if (state.ply === 0) {
    list.scrollTop = 0;
  }
  const over = endOutcome;
  $('result').textContent = over ? `${over.result} · ${outcomeInWords(settings.lang, over, state.ending?.type === 'resign' ? state.ending.color : undefined)}` : '';
  $('variant').textContent = state.setup.type === '960' ? format(T.chess960Label, { n: state.setup.n })
    : game.isChess960() ? T.chess960Game : '';
  $('nav-start').disabled = state.ply === 0;
  $('nav-prev').disabled = state.ply === 0;
  $('nav-next').disabled = atEnd();
  $('nav-end').disabled = atEnd();
}

function renderControls() {
  const over = Boolean(game.outcome());
  const touchedNow = settings.touchMove && state.touched;
  $('undo').disabled = !line.length && !state.ending;
  const pendingOffer = state.offer && !over && atEnd();
  $('offer').hidden = !pendingOffer;
  if (pendingOffer) $('offer').querySelector('.offer-text').textContent = T.offerBy[state.offer.by];
  const offer = $('offer-draw');
  offer.textContent = pendingOffer ? T.acceptDraw : T.offerDraw;
  offer.disabled = over || !atEnd() || (state.ply < 2 && !pendingOffer);
  const claimNow = !over && !touchedNow ? game.claimableDraws() : [];
  const claimTyped = !over && !touchedNow && typed ? game.claimableDraws(typed.uci) : [];
  const claim = $('claim-draw');
  claim.disabled = !(claimNow.length || claimTyped.length);
  claim.textContent = !claimNow.length && claimTyped.length ? format(T.claimDrawWith, { san: typed.san }) : T.claimDraw;
  claim.title = claimNow.length ? claimReasons(claimNow) : claimTyped.length ? claimReasons(claimTyped) : '';
  $('resign').disabled = over || Boolean(endOutcome);
  $('move-input').disabled = over;
  $('move-form').querySelector('button').disabled = over;
  const list = $('legal-moves');
  list.replaceChildren(...legal.map((m) => {
    const o = document.createElement('option');
    o.value = m.san;
    o.label = moveInWords(settings.lang, m);
    return o;
  }));
}

function renderTyped() {
  const text = $('move-input').value;
  typed = text.trim() ? findTyped(text) : null;
  if (typed && settings.touchMove && state.touched && typed.from !== state.touched) typed = null;
  renderHint();
}

function renderTags() {
  const box = $('tags-box');
  const dl = $('tags');
  dl.replaceChildren();
  const shown = state.tags.filter(([, v]) => v && v !== '?' && v !== '????.??.??');
  box.hidden = !shown.length;
  for (const [k, v] of shown) {
    const dt = document.createElement('dt');
    dt.textContent = k; // text, never HTML
    const dd = document.createElement('dd');
    dd.textContent = v;
    dl.append(dt, dd);
  }
}

function renderExport() {
  $('export-fen').value = game.fen();
  if ($('io').open) $('export-pgn').value = fullPgn();
}

function applyLanguage() {
  T = STRINGS[settings.lang] ?? STRINGS.en;
  document.documentElement.lang = settings.lang;
  document.title = T.title;
  for (const el of document.querySelectorAll('[data-i18n]')) {
    const v = T[el.dataset.i18n];
    if (typeof v === 'string') el.textContent = v;
  }
  for (const el of document.querySelectorAll('[data-i18n-aria]')) {
    const v = T[el.dataset.i18nAria];
    if (typeof v === 'string') el.setAttribute('aria-label', v);
  }
  for (const el of document.querySelectorAll('[data-i18n-placeholder]')) {
    const v = T[el.dataset.i18nPlaceholder];
    if (typeof v === 'string') el.setAttribute('placeholder', v);
  }
  document.querySelector('.controls').setAttribute('aria-label', T.controls);
  $('lang').value = settings.lang;
  board.labels = T.boardLabels;
  if (game) render();
}

// ---- events -------------------------------------------------------------------------------

function wire() {
  board.addEventListener('move', (e) => {
    const { from, to, promotion } = e.detail;
    const move = moveByKey.get(from + to + (promotion ?? ''));
    if (move) makeMove(move);
    else render();
  });
  board.addEventListener('movecancel', () => render());
  board.addEventListener('select', (e) => {
    const sq = e.detail.square;
    if (!settings.touchMove || state.touched || game.outcome() || !atEnd()) return;
    if (legal.some((m) => m.from === sq)) {
      state.touched = sq;
      save();
      render();
      board.selected = sq;
      announce(format(T.touchMust, { square: sq }));
    }
  });

  $('new-game').addEventListener('click', newGameDialog);
  $('undo').addEventListener('click', undo);
  $('flip').addEventListener('click', () => {
    settings.orientation = other(settings.orientation);
    saveSettings();
    render();
  });
  $('offer-draw').addEventListener('click', () => (state.offer && atEnd() ? acceptDraw() : offerDraw()));
  $('accept-draw').addEventListener('click', acceptDraw);
  $('decline-draw').addEventListener('click', declineDraw);
  $('claim-draw').addEventListener('click', claimDraw);
  $('resign').addEventListener('click', resign);

  $('move-input').addEventListener('input', () => {
    errorText = '';
    renderTyped();
    renderControls();
  });
  $('move-form').addEventListener('submit', async (e) => {
    e.preventDefault();
    const input = $('move-input');
    const text = input.value.trim();
    if (!text || game.outcome()) return;
    let move = findTyped(text);
    if (!move) {
      // Let the engine say what is wrong (or read what our matching did not).
      try {
        const scratch = new engine.Game({ fen: game.fen(), chess960: game.isChess960() });
        const m = scratch.play(text);
        scratch.free();
        move = legal.find((l) => l.uci === m.uci) ?? null;
      } catch (err) {
        showError(err.message);
        return;
      }
    }
    if (!move) {
      showError(format(T.noSuchMove, { input: text }));
      return;
    }
    if (await makeMove(move)) input.focus();
  });

  $('moves').addEventListener('click', (e) => {
    const b = e.target.closest('button[data-ply]');
    if (!b || busy) return;
    const ply = Number(b.dataset.ply);
    goTo(ply);
    $('moves').querySelector(`[data-ply="${ply}"]`)?.focus();
  });
  $('nav-start').addEventListener('click', () => goTo(0));
  $('nav-prev').addEventListener('click', () => goTo(state.ply - 1));
  $('nav-next').addEventListener('click', () => goTo(state.ply + 1));
  $('nav-end').addEventListener('click', () => goTo(line.length));
  document.addEventListener('keydown', (e) => {
    if (busy || e.defaultPrevented || e.altKey || e.ctrlKey || e.metaKey) return;
    if (document.querySelector('dialog[open]')) return;
    const path = e.composedPath();
    if (path.includes(board)) return; // arrows move the focus on the board
    const t = e.target;
    if (t instanceof HTMLElement && (t.isContentEditable || ['INPUT', 'TEXTAREA', 'SELECT'].includes(t.tagName))) return;
    const keys = { ArrowLeft: state.ply - 1, ArrowRight: state.ply + 1, Home: 0, End: line.length };
    if (!(e.key in keys)) return;
    e.preventDefault();
    goTo(keys[e.key]);
  });

  $('lang').addEventListener('change', () => {
    settings.lang = $('lang').value in LANGUAGES ? $('lang').value : 'en';
    saveSettings();
    applyLanguage();
  });
  $('opt-touch').addEventListener('change', () => {
    settings.touchMove = $('opt-touch').checked;
    if (!settings.touchMove) state.touched = null;
    saveSettings();
    save();
    render();
  });
  $('opt-hints').addEventListener('change', () => {
    settings.hints = $('opt-hints').checked;
    saveSettings();
    render();
  });
  $('opt-coords').addEventListener('change', () => {
    settings.coordinates = $('opt-coords').checked;
    saveSettings();
    render();
  });

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

function showNotice(text) {
  const n = $('notice');
  n.textContent = text;
  n.hidden = !text;
}

async function main() {
  const loaded = loadSettings();
  settings = loaded.settings;
  $('opt-touch').checked = settings.touchMove;
  $('opt-hints').checked = settings.hints;
  $('opt-coords').checked = settings.coordinates;
  applyLanguage();
  board.orientation = settings.orientation === 'b' ? 'black' : 'white';
  const notices = loaded.ok ? [] : [T.settingsReset];
  try {
    engine = await import('./pkg/browser.js');
  } catch (err) {
    $('status').querySelector('.state').textContent = format(T.engineFailed, { error: err?.message ?? err });
    return;
  }
  if (!loadGame()) notices.push(T.storageReset);
  showNotice(notices.join(' '));
  wire();
  render();
  document.body.dataset.ready = 'true';
  if ('serviceWorker' in navigator && window.isSecureContext) {
    navigator.serviceWorker.register('./sw.js').catch(() => {
      // no offline support (e.g. a private window); the page works the same
    });
  }
}

main();
