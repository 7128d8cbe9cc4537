// The app: wires the board (board.js), the rules (the chess-arbiter package), the computer
// opponent (computer.js) and the page.
// Data flows one way: a person's action -> a call to the rules -> new state -> render().
//
// State that survives a reload (localStorage): how the game started (`setup`), the moves of the
// main line (UCI), which of them is shown (`ply`), an ending by an act (resignation, agreement,
// claim, flag fall), the standing draw offer and the touches of the move being made (both the
// rules', mirrored here), and the clock (its control and events, Clock.toJSON()); and,
// separately, the settings.
//
// The clock runs on Date.now(). Its saved events carry their instants, so a clock restored after
// a reload or a closed tab charges the time in between to the side on move (the page says so);
// a paused clock stays paused. Undo puts the clock back to the instant the move taken back was
// made, paused. With a clock, moves are made only at the end of the line, while it runs.
//
// Against the computer (`state.computer`: the colour it plays and its level) the person moves
// only on their turn; the computer's move comes from computer.js and is recorded like theirs.
import './board.js';
import { chosenOpponent, createComputer, fillOpponent } from './computer.js';
import { LANGUAGES, STRINGS, format, moveInWords, outcomeInWords, pickLanguage } from './i18n.js';

const GAME_KEY = 'chess-arbiter/game/v1';
const SETTINGS_KEY = 'chess-arbiter/settings/v1';
const UCI = /^[a-h][1-8][a-h][1-8][qrbn]?$/;
const SQUARE = /^[a-h][1-8]$/;
const PENALTIES = ['three_minutes', 'two_minutes'];
const other = (color) => (color === 'w' ? 'b' : 'w');

const $ = (id) => document.getElementById(id);
const board = $('board');

/** The package's browser entry, loaded in main(). */
let rules = null;
let game = null; // the rules' Game at the position shown (state.ply)
let clock = null; // the rules' Clock of the game, or null for a game without one
let line = []; // the main line: {uci, san, move} for every move, also those after state.ply
let legal = []; // the moves allowed in the position shown (by the touch-move rule too)
let moveByKey = new Map(); // 'e2e4', 'e7e8q', 'e1h1' (king onto rook) -> Move
let typed = null; // the allowed move typed in the move box, if it names one
let busy = false; // a dialog is open for a move being made
let adjustArmed = false; // j'adoube announced: the next touch only adjusts
let endOutcome = null; // how the game ended at the end of the line (also while an earlier position is shown)
let state = freshState();
let settings = defaultSettings();
let T = STRINGS.en;

function freshState(setup = { type: 'standard' }) {
  return { setup, ply: 0, ending: null, offer: null, touches: [], tags: [], controlName: null, computer: null };
}

function defaultSettings() {
  return {
    lang: pickLanguage(), orientation: 'w', touchMove: false, hints: true, coordinates: true,
    control: 'none', penalty: 'three_minutes', opponent: 'human', side: 'w', level: 3,
  };
}

// ---- storage --------------------------------------------------------------------------------

function storageGet(key) {
  try {
    return localStorage.getItem(key);
  } catch {
    return null;
  }
}

let storageFailed = false;

function storageSet(key, value) {
  try {
    if (value === null) localStorage.removeItem(key);
    else localStorage.setItem(key, value);
    storageFailed = false;
  } catch {
    // Private mode or a full quota: the game goes on unsaved, and the player is told once.
    if (!storageFailed) showNotice(T.storageFull);
    storageFailed = true;
  }
}

function save() {
  storageSet(GAME_KEY, JSON.stringify({
    v: 2,
    setup: state.setup,
    line: line.map((m) => m.uci),
    ply: state.ply,
    ending: state.ending,
    offer: state.offer,
    touches: state.touches,
    tags: state.tags,
    clock: clock ? clock.toJSON() : null,
    controlName: clock ? state.controlName : null,
    computer: state.computer,
  }));
}

function saveSettings() {
  storageSet(SETTINGS_KEY, JSON.stringify({ v: 1, ...settings }));
}

const isObject = (v) => v !== null && typeof v === 'object' && !Array.isArray(v);
const isColor = (c) => c === 'w' || c === 'b';
const isLevel = (n) => Number.isInteger(n) && n >= 1 && n <= 8;

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
  if (e.type === 'resign' || e.type === 'timeout') return isColor(e.color);
  if (e.type === 'agree') return true;
  if (e.type === 'claim') return typeof e.withMove === 'boolean';
  return false;
}

function validTouches(list) {
  return Array.isArray(list) && list.length <= 64
    && list.every((t) => isObject(t) && typeof t.square === 'string' && SQUARE.test(t.square) && typeof t.adjust === 'boolean');
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
    // Added with the clock: settings saved before have none.
    const control = s.control ?? base.control;
    const penalty = s.penalty ?? base.penalty;
    if (typeof control !== 'string' || control.length > 100 || !PENALTIES.includes(penalty)) throw new Error('clock');
    // Added with the computer opponent: the new-game dialog's last choices.
    const opponent = s.opponent ?? base.opponent;
    const side = s.side ?? base.side;
    const level = s.level ?? base.level;
    if (!['human', 'computer'].includes(opponent) || !['w', 'b', 'random'].includes(side) || !isLevel(level)) throw new Error('computer');
    return {
      settings: {
        lang: s.lang, orientation: s.orientation, touchMove: s.touchMove, hints: s.hints, coordinates: s.coordinates,
        control, penalty, opponent, side, level,
      },
      ok: true,
    };
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
    if (!isObject(s) || (s.v !== 1 && s.v !== 2)) throw new Error('not our game');
    if (!validSetup(s.setup)) throw new Error('setup');
    if (!Array.isArray(s.line) || !s.line.every((u) => typeof u === 'string' && UCI.test(u))) throw new Error('line');
    if (!Number.isInteger(s.ply) || s.ply < 0 || s.ply > s.line.length) throw new Error('ply');
    if (!validEnding(s.ending)) throw new Error('ending');
    if (!Array.isArray(s.tags) || !s.tags.every((t) => Array.isArray(t) && t.length === 2 && t.every((x) => typeof x === 'string'))) throw new Error('tags');
    let offer;
    let touches;
    let restored = null;
    if (s.v === 1) {
      // Version 1 (no clock): the offer as {by}, one touched square.
      if (s.offer !== null && !(isObject(s.offer) && isColor(s.offer.by))) throw new Error('offer');
      if (s.touched !== null && !(typeof s.touched === 'string' && SQUARE.test(s.touched))) throw new Error('touched');
      offer = s.offer?.by ?? null;
      touches = s.touched ? [{ square: s.touched, adjust: false }] : [];
    } else {
      if (s.offer !== null && !isColor(s.offer)) throw new Error('offer');
      if (!validTouches(s.touches)) throw new Error('touches');
      offer = s.offer;
      touches = s.touches.map((t) => ({ square: t.square, adjust: t.adjust }));
      if (s.clock !== null) {
        restored = rules.Clock.fromJSON(s.clock); // the rules check it (and throw on garbage)
        const moves = restored.movesMade('w') + restored.movesMade('b');
        if (!restored.isStarted() || s.setup.type === 'pgn' || moves !== s.line.length) {
          restored.free();
          throw new Error('the clock does not fit the game');
        }
      }
    }
    const controlName = typeof s.controlName === 'string' && s.controlName.length <= 100 ? s.controlName : null;
    // Games saved before the computer opponent have no `computer`: a game between people.
    const computer = s.computer ?? null;
    if (computer !== null && !(isObject(computer) && isColor(computer.color) && isLevel(computer.level))) throw new Error('computer');
    state = {
      setup: s.setup, ply: s.ply, ending: s.ending, offer, touches, tags: s.tags, controlName,
      computer: computer && { color: computer.color, level: computer.level },
    };
    clock?.free();
    clock = restored;
    rebuild(s.line);
    return true;
  } catch {
    storageSet(GAME_KEY, null);
    state = freshState();
    clock?.free();
    clock = null;
    rebuild([]);
    return false;
  }
}

// ---- the rules' game ---------------------------------------------------------------------------

function baseGame(setup) {
  let g;
  switch (setup.type) {
    case 'standard':
      g = new rules.Game();
      break;
    case '960':
      g = new rules.Game({ chess960: setup.n });
      break;
    case 'fen':
      g = new rules.Game({ fen: setup.fen, chess960: setup.chess960 });
      break;
    case 'pgn':
      g = rules.Game.fromPgn(setup.pgn);
      while (g.undo());
      break;
    default:
      throw new Error(`unknown setup ${setup.type}`);
  }
  g.setTouchMove(settings.touchMove);
  return g;
}

function applyEnding(g, ending) {
  switch (ending.type) {
    case 'resign':
      return g.resign(ending.color);
    case 'timeout':
      return g.timeout(ending.color);
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

/**
 * Gives the game at the end of the line what belongs to the move being made there: the
 * standing draw offer and the touches (the rules forget both when a move is taken back, as
 * when an earlier position is shown).
 */
function restoreTurn(g) {
  if (g.outcome()) return;
  if (state.offer) g.offerDraw(state.offer);
  for (const t of state.touches) {
    if (t.adjust) g.adjust(t.square);
    else g.touch(t.square);
  }
}

/** Copies the rules' offer and touches at the end of the line into the saved state. */
function syncTurn() {
  state.offer = game.outcome() ? null : game.drawOffer();
  state.touches = game.outcome() ? [] : game.touches();
}

/** Builds the game from state.setup and the moves `ucis`, then shows state.ply. Throws on garbage. */
function rebuild(ucis) {
  const g = baseGame(state.setup);
  const moves = [];
  for (const uci of ucis) moves.push(g.play(uci));
  if (state.ending) applyEnding(g, state.ending);
  else restoreTurn(g);
  game?.free();
  game = g;
  syncTurn(); // what the rules kept of the saved offer and touches
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
  if (ply === state.ply) return;
  while (state.ply > ply) {
    game.undo();
    state.ply -= 1;
  }
  while (state.ply < ply) {
    game.play(line[state.ply].uci);
    state.ply += 1;
  }
  if (!atEnd()) return;
  if (state.ending && !game.outcome()) applyEnding(game, state.ending);
  else if (!state.ending) restoreTurn(game);
}

/** Shows the position after `ply` moves (move list, arrows) and says which it is. */
function goTo(ply) {
  ply = Math.max(0, Math.min(line.length, ply));
  if (ply === state.ply) return;
  seek(ply);
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

/**
 * Why the person may make no move in the position shown though the game goes on, or null: it
 * is the computer's move; with a clock, play goes on only at the end of the line, and not while
 * the clock is paused.
 */
function playBlocked() {
  if (game.outcome()) return null;
  if (state.computer && game.turn() === state.computer.color) return T.computerToMove;
  if (!clock) return null;
  if (!atEnd()) return T.clockAtEnd;
  if (clock.isPaused()) return T.clockPausedHint;
  return null;
}

function computeLegal() {
  // The rules' allowed moves: all legal moves, or those the touch-move rule leaves.
  legal = game.outcome() || playBlocked() ? [] : game.allowedMoves();
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
  return { dests, promotions };
}

/** The legal move a text names (SAN, lenient: 0-0, e8Q, without +/#; or UCI), or null. */
function findTyped(text) {
  const t = text.trim();
  if (!t) return null;
  // Lenient like the rules' reader: 0-0, e8Q, e8=q, Nd5 for Nxd5, suffixes +#!? and e.p.
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


/** Whether the touch-move rule applies to the position shown (its end, the game going on). */
function touchMoveNow() {
  return settings.touchMove && atEnd() && !game.outcome() && !playBlocked();
}

/** A person touched (picked up, pressed) the piece on `square`: the touch-move rule records it. */
function touchPiece(square, { selected = false } = {}) {
  if (!touchMoveNow() || busy) return;
  const adjusting = adjustArmed;
  try {
    if (adjusting) game.adjust(square);
    else game.touch(square);
  } catch (err) {
    showError(err.message);
    return;
  }
  adjustArmed = false;
  syncTurn();
  save();
  render();
  if (adjusting && selected && board.selected === square && !boundSquare()) board.selected = null; // put back
  announce(adjusting ? format(T.adjusted, { square }) : touchText());
}

/** The square of the one piece the touch-move rule binds the player to move, or null. */
function boundSquare() {
  if (!settings.touchMove || !atEnd() || !legal.length || !game.claimForfeited()) return null;
  const froms = new Set(legal.map((m) => m.from));
  return froms.size === 1 ? legal[0].from : null;
}

/** What the touches of this move oblige the player to do, in words ('' when nothing binds). */
function touchText() {
  if (!touchMoveNow() || !game.claimForfeited()) return '';
  const v = game.touchVerdict();
  if (v.obligation === 'none') return '';
  let text = v.text; // the rules' words, in English
  if (settings.lang !== 'en') {
    const role = v.square ? roleAt(v.square) : null;
    text = format(T.touchRule[v.obligation], {
      square: v.square ?? '', target: v.target ?? '', law: v.law, piece: role ? T.boardLabels.roles[role] : '',
    });
  }
  return `${T.touchPrefix}: ${text}.`;
}

function roleAt(square) {
  const i = 'abcdefgh'.indexOf(square[0]) + (Number(square[1]) - 1) * 8;
  return game.board()[i]?.role ?? null;
}

/** A person made `move` (a Move of `legal`) on the board or in the move box. */
async function makeMove(move, { claim = false } = {}) {
  if (busy || game.outcome()) return false;
  const blocked = playBlocked();
  if (blocked) {
    showError(blocked);
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
      state.touches = [];
    }
    const claims = game.claimForfeited() ? [] : game.claimableDraws(move.uci);
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
    const now = Date.now();
    if (checkFlag(now) || game.outcome()) return false; // the flag fell first
    let played;
    if (claim && claims.length) {
      game.claimDraw(move.uci);
      played = game.history().at(-1);
      state.ending = { type: 'claim', withMove: true };
    } else {
      played = game.play(move.uci);
    }
    recordMove(played, now);
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

/** A move just played at the end of the line, by a person or the computer: the clock and the line. */
function recordMove(played, now) {
  if (clock) {
    clock.move(now);
    if (game.outcome()) clock.pause(now);
  }
  line.push({ uci: played.uci, san: played.san, move: played });
  state.ply = line.length;
  syncTurn(); // a move declines the opponent's offer and clears the touches
  adjustArmed = false;
}

/**
 * The computer's move (computer.js), made at the end of the line. Someone looking at an earlier
 * position keeps looking at it; the status says what the last move is.
 */
function playComputerMove(uci, said) {
  const back = atEnd() ? null : state.ply;
  seek(line.length);
  const now = Date.now();
  if (checkFlag(now)) return;
  if (game.outcome()) {
    render();
    return;
  }
  try {
    recordMove(game.play(uci), now);
  } catch (err) {
    showError(err.message);
  }
  endOutcome = game.outcome();
  if (back !== null) seek(back);
  save();
  render();
  announce(said);
}

/** The computer takes the person's standing draw offer; false when it cannot be agreed yet. */
function computerAgrees() {
  seek(line.length);
  try {
    game.acceptDraw(state.computer.color);
  } catch {
    return false; // too early for an agreement (both sides must have moved)
  }
  clock?.pause(Date.now());
  state.ending = { type: 'agree' };
  syncTurn();
  save();
  render();
  announce(T.computerAccepts);
  return true;
}

function claimReasons(claims) {
  return claims.map((c) => T.claims[c] ?? c).join(', ');
}

// ---- acts: resign, draw offers and claims, undo, new game ------------------------------------

/**
 * Claims a draw: now, or with the move typed in the move box. A claim that holds ends the game;
 * one that does not (asked about first) counts as a draw offer, leaves the stated move played,
 * and costs the claimant time on the clock.
 */
async function claimDraw() {
  if (busy || game.outcome() || game.claimForfeited()) return;
  const blocked = playBlocked();
  if (blocked) {
    showError(blocked);
    return;
  }
  const now = game.claimableDraws();
  const intended = !now.length && typed ? typed : null;
  const holds = now.length > 0 || (intended !== null && game.claimableDraws(intended.uci).length > 0);
  busy = true;
  try {
    if (!atEnd()) {
      if (!holds) return;
      const answer = await ask(T.cutTitle, format(T.cutText, { san: intended ? intended.san : T.claimDraw, n: line.length - state.ply }), [
        { value: 'cancel', label: T.cancel },
        { value: 'cut', label: T.cutOk, primary: true },
      ]);
      if (answer !== 'cut') return;
      line = line.slice(0, state.ply);
      state.ending = null;
      state.offer = null;
      state.touches = [];
    }
    if (!holds) {
      const why = [intended ? format(T.claimWrongWith, { san: intended.san }) : T.claimWrongNow, T.claimWrongOffer];
      if (clock) why.push(T.claimWrongPenalty[clock.penalty()]);
      const answer = await ask(T.claimTitle, why.join(' '), [
        { value: 'claim', label: T.claimAnyway },
        { value: 'cancel', label: T.cancel, primary: true },
      ]);
      if (answer !== 'claim') return;
    }
    const at = Date.now();
    if (checkFlag(at) || game.outcome()) return;
    const claimant = game.turn();
    const before = game.history().length;
    let said = '';
    let error = '';
    try {
      game.claimDraw(intended?.uci);
      const outcome = game.outcome();
      if (['threefold_repetition', 'fifty_moves'].includes(outcome.termination)) {
        state.ending = { type: 'claim', withMove: intended !== null };
      }
    } catch (err) {
      if (err.code !== 'NO_CLAIM') throw err;
      // Law 9.1.2.4 and the clock's penalty: the claim stands as a draw offer, and costs time.
      error = err.message;
      said = T.claimWrongDone;
      if (clock) {
        const p = clock.claimPenalty(claimant, at);
        said += ` ${format(T.penaltyDone, { w: formatClock(p.after.w), b: formatClock(p.after.b) })}`;
      }
    }
    if (game.history().length > before) {
      const played = game.history().at(-1);
      line.push({ uci: played.uci, san: played.san, move: played });
      state.ply = line.length;
      clock?.move(at);
      typed = null;
      $('move-input').value = '';
      if (!said) said = `${moveInWords(settings.lang, played)}.`;
    }
    if (game.outcome()) clock?.pause(at);
    syncTurn();
    save();
    render();
    showError(error);
    announce(said);
  } catch (err) {
    showError(err.message);
    render();
  } finally {
    busy = false;
  }
}

async function resign() {
  if (busy || game.outcome()) return;
  const turn = game.turn();
  busy = true;
  let answer;
  try {
    // Against the computer only the person resigns (the computer plays on to the end).
    answer = state.computer ? await ask(T.resignConfirm, '', [
      { value: 'cancel', label: T.cancel },
      { value: other(state.computer.color), label: T.resign, primary: true },
    ]) : await ask(T.resignTitle, '', [
      { value: 'cancel', label: T.cancel },
      { value: other(turn), label: T.resignColor[other(turn)] },
      { value: turn, label: T.resignColor[turn], primary: true },
    ]);
  } finally {
    busy = false;
  }
  if (answer !== 'w' && answer !== 'b') return;
  seek(line.length);
  const now = Date.now();
  if (checkFlag(now)) return;
  try {
    game.resign(answer);
    clock?.pause(now);
    state.ending = { type: 'resign', color: answer };
    syncTurn();
    save();
    render();
    announce('');
  } catch (err) {
    showError(err.message);
    render();
  }
}

/**
 * The player who has just moved offers a draw (Law 9.1.2.1); it stands until answered or a move.
 * Against the computer it is always the person's offer, which the computer answers on its turn.
 */
function offerDraw() {
  if (game.outcome() || !atEnd() || state.ply === 0) return;
  const by = state.computer ? other(state.computer.color) : other(game.turn());
  try {
    if (game.offerDraw(by)) {
      // The opponent's offer stood: offering back accepts it.
      clock?.pause(Date.now());
      state.ending = { type: 'agree' };
    }
  } catch (err) {
    showError(err.message);
  }
  syncTurn();
  save();
  render();
  announce(state.ending ? '' : T.offerBy[by]);
}

function acceptDraw() {
  if (!state.offer || game.outcome() || !atEnd()) return;
  const now = Date.now();
  if (checkFlag(now)) return;
  try {
    game.acceptDraw(other(state.offer));
    clock?.pause(now);
    state.ending = { type: 'agree' };
    syncTurn();
    save();
    render();
    announce('');
  } catch (err) {
    showError(err.message);
    syncTurn();
    save();
    render();
  }
}

function declineDraw() {
  if (!state.offer || game.outcome() || !atEnd()) return;
  try {
    game.declineDraw(other(state.offer));
  } catch (err) {
    showError(err.message);
  }
  syncTurn();
  save();
  render();
  announce(T.offerDeclined);
}

/**
 * Takes back the last move, or the act that ended the game (a flag fall together with the move
 * before it: the flag fell on the side to move). With a clock, both clocks go back to the times
 * they showed when the move taken back was made, paused there; an act taken back leaves the
 * clock paused where the game ended.
 */
function undo() {
  if (busy) return;
  computer.cancel();
  let kept = null; // moves the clock keeps
  if (state.ending?.type === 'timeout') {
    state.ending = null;
    line.splice(line.length - Math.max(1, movesToTakeBack()));
    kept = line.length;
  } else if (state.ending) {
    state.ending = null;
  } else if (movesToTakeBack()) {
    line.splice(line.length - movesToTakeBack());
    kept = line.length;
  } else {
    return;
  }
  if (clock && kept !== null) clockBackTo(kept);
  state.offer = null;
  state.touches = [];
  adjustArmed = false;
  state.ply = line.length;
  rebuild(line.map((m) => m.uci));
  save();
  render();
  announce(line.length ? format(T.afterMove, { n: moveNumberText(line.length - 1), san: line.at(-1).san }) : T.startPosition);
}

/**
 * How many moves Undo takes back: one; against the computer, back to the person's last move
 * (the computer's reply with it), so that it is the person's turn again. 0 when there is none.
 */
function movesToTakeBack() {
  if (!state.computer) return line.length ? 1 : 0;
  const start = startColorAndNumber().color;
  for (let k = 1; k <= line.length; k++) {
    const toMove = (line.length - k) % 2 === 0 ? start : other(start);
    if (toMove !== state.computer.color) return k;
  }
  return 0;
}

/** The colour to move at the end of the line (also while an earlier position is shown). */
function turnAtEnd() {
  const start = startColorAndNumber().color;
  return line.length % 2 === 0 ? start : other(start);
}

function startGame(setup, tags = [], message = T.newGameStarted, control = null, opponent = null) {
  computer.cancel();
  state = freshState(setup);
  state.tags = tags;
  state.computer = opponent;
  if (opponent) {
    settings.orientation = other(opponent.color); // the person's side at the bottom
    saveSettings();
  }
  typed = null;
  adjustArmed = false;
  $('move-input').value = '';
  showError('');
  clock?.free();
  clock = null;
  rebuild([]);
  if (control) {
    clock = new rules.Clock({ control, penalty: settings.penalty });
    clock.start(Date.now(), game.turn());
    state.controlName = control;
  }
  save();
  render();
  announce(message);
}

/** The control chosen in the new-game dialog: null for no clock; throws the rules' error. */
function chosenControl() {
  const choice = $('time-control').value;
  if (choice === 'none') return null;
  const text = choice === 'custom' ? $('custom-control').value.trim() : choice;
  new rules.Clock({ control: text, penalty: $('claim-penalty').value }).free(); // the rules read it
  return text;
}

function newGameDialog() {
  const dialog = $('new-game-dialog');
  const form = $('new-game-form');
  $('new-game-error').textContent = '';
  const select = $('time-control');
  const preset = [...select.options].some((o) => o.value === settings.control && o.value !== 'custom');
  select.value = preset ? settings.control : 'custom';
  $('custom-control').value = preset ? '' : settings.control;
  $('custom-control-box').hidden = select.value !== 'custom';
  $('claim-penalty').value = settings.penalty;
  fillOpponent(settings, T);
  const cancel = form.querySelector('button.cancel');
  const close = () => dialog.close();
  cancel.onclick = close;
  select.onchange = () => {
    $('custom-control-box').hidden = select.value !== 'custom';
    $('new-game-error').textContent = '';
    if (select.value === 'custom') $('custom-control').focus();
  };
  form.onsubmit = (e) => {
    e.preventDefault();
    const variant = form.elements.variant.value;
    let setup = { type: 'standard' };
    let control;
    try {
      if (variant === 'random960') setup = { type: '960', n: Math.floor(Math.random() * 960) };
      if (variant === 'number960') {
        const text = $('number-960').value.trim();
        const n = Number(text);
        new rules.Game({ chess960: text === '' ? NaN : n }).free(); // the rules check the number
        setup = { type: '960', n };
      }
      if (variant === 'position') {
        setup = { type: 'fen', fen: game.fen(), chess960: game.isChess960() };
        const g = baseGame(setup);
        const over = g.outcome();
        g.free();
        if (over) throw new Error(T.positionOver);
      }
      control = chosenControl();
    } catch (err) {
      $('new-game-error').textContent = err.message;
      return;
    }
    const opponent = chosenOpponent();
    settings.control = select.value === 'none' ? 'none' : control;
    settings.penalty = $('claim-penalty').value;
    Object.assign(settings, opponent.settings);
    saveSettings();
    dialog.close();
    startGame(setup, [], T.newGameStarted, control, opponent.computer);
  };
  $('number-960').onfocus = () => {
    form.elements.variant.value = 'number960';
  };
  dialog.showModal();
}

// ---- the clock ------------------------------------------------------------------------------

let clockFrame = 0;
let flagTimer = 0;
let lowCache = { clock: null, ms: 0 };

/** The time under which a clock shows a low-time warning: 10% of the first stage, 10 s to 1 min. */
function lowTime() {
  if (lowCache.clock !== clock) {
    const first = clock.stages()[0]?.time ?? 0;
    lowCache = { clock, ms: Math.max(10_000, Math.min(60_000, first / 10)) };
  }
  return lowCache.ms;
}

/** 1:23:45, 4:05, and under 10 seconds 0:09.3. */
function formatClock(ms) {
  const pad = (n) => String(n).padStart(2, '0');
  if (ms < 10_000) {
    const tenths = Math.floor(ms / 100);
    return `0:0${Math.floor(tenths / 10)}.${tenths % 10}`;
  }
  const s = Math.ceil(ms / 1000);
  const h = Math.floor(s / 3600);
  const m = Math.floor((s % 3600) / 60);
  return h ? `${h}:${pad(m)}:${pad(s % 60)}` : `${m}:${pad(s % 60)}`;
}

/** Both clocks as the rules have them now (never a count of our own: nothing can drift). */
function renderClocks() {
  const now = Date.now();
  for (const [id, color] of [['player-bottom', settings.orientation], ['player-top', other(settings.orientation)]]) {
    const el = $(id).querySelector('.clock');
    el.hidden = !clock;
    if (!clock) continue;
    const ms = clock.remaining(color, now);
    const text = formatClock(ms);
    const time = el.querySelector('.time');
    if (time.textContent !== text) time.textContent = text;
    const label = el.querySelector('.clock-label');
    if (label.textContent !== T.clockOf[color]) label.textContent = T.clockOf[color];
    el.classList.toggle('running', clock.running() === color && !endOutcome);
    el.classList.toggle('low', ms < lowTime());
    el.classList.toggle('flagged', ms === 0);
    el.dataset.ms = String(ms); // for tests
  }
}

/** Redraws the clocks every frame while one runs, with a timer for the flag (frames stop in a hidden tab). */
function scheduleClock() {
  cancelAnimationFrame(clockFrame);
  clearTimeout(flagTimer);
  clockFrame = 0;
  flagTimer = 0;
  renderClocks();
  if (!clock || endOutcome || !clock.running()) return;
  const at = clock.flagAt();
  if (at !== null) {
    flagTimer = setTimeout(() => {
      if (!checkFlag()) scheduleClock();
    }, Math.max(0, at - Date.now()) + 1);
  }
  clockFrame = requestAnimationFrame(frame);
}

function frame() {
  clockFrame = 0;
  if (checkFlag()) return;
  renderClocks();
  if (clock && !endOutcome && clock.running()) clockFrame = requestAnimationFrame(frame);
}

/** Ends the game on time if a flag has fallen by `now`; true if it did. */
function checkFlag(now = Date.now()) {
  if (!clock || endOutcome) return false;
  const color = clock.flagged(now);
  if (!color) return false;
  const dialog = $('confirm-dialog');
  if (dialog.open) dialog.close(); // a question about a move or an act is moot now
  seek(line.length);
  const outcome = clock.applyFlag(game, now); // Law 6.9: a loss, or a draw if the opponent cannot mate
  if (!outcome) return false;
  clock.pause(now);
  state.ending = { type: 'timeout', color };
  syncTurn();
  adjustArmed = false;
  save();
  render();
  announce(T.flagFell[color]);
  return true;
}

/**
 * Puts the clock back to the instant the move after the first `moves` moves was made (or to its
 * start), paused there: its events from that move on are dropped, with the penalty of an
 * incorrect claim stated with that move.
 */
function clockBackTo(moves) {
  const json = clock.toJSON();
  let seen = 0;
  let cut = -1;
  for (let i = 0; i < json.events.length; i++) {
    if (json.events[i].type !== 'move') continue;
    if (seen === moves) {
      cut = i;
      break;
    }
    seen += 1;
  }
  if (cut < 0 && moves > 0) {
    clock.pause(Date.now());
    return;
  }
  const at = cut < 0 ? json.events[0].at : json.events[cut].at;
  const events = cut < 0 ? json.events.slice(0, 1) : json.events.slice(0, cut);
  // An incorrect claim made with the move (at its instant) goes with it.
  while (events.length > 1 && events.at(-1).type === 'claim' && events.at(-1).at === at) events.pop();
  events.push({ type: 'pause', at });
  const restored = rules.Clock.fromJSON({ ...json, events });
  clock.free();
  clock = restored;
}

function togglePause() {
  if (!clock || endOutcome) return;
  const now = Date.now();
  if (checkFlag(now)) return;
  const paused = clock.isPaused();
  if (paused) clock.resume(now);
  else clock.pause(now);
  save();
  render();
  announce(paused ? T.clockResumedSay : T.clockPausedSay);
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
    const g = new rules.Game({ fen, chess960 });
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
    const g = rules.Game.fromPgn(text);
    const ucis = g.history().map((m) => m.uci);
    const tags = Object.entries(rules.parsePgn(text)[0]?.tags ?? {})
      .filter(([k, v]) => typeof v === 'string' && !['SetUp', 'FEN'].includes(k));
    while (g.undo());
    const setup = { type: 'pgn', pgn: g.pgn() };
    g.free();
    ioError('');
    state = freshState(setup);
    state.tags = tags;
    state.ply = ucis.length;
    typed = null;
    adjustArmed = false;
    clock?.free();
    clock = null;
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

/** The colour that resigned or ran out of time (needed to word a draw). */
function endingActor() {
  return ['resign', 'timeout'].includes(state.ending?.type) ? state.ending.color : undefined;
}

function stateText() {
  const outcome = game.outcome();
  if (outcome) return `${outcome.result} · ${outcomeInWords(settings.lang, outcome, endingActor())}.`;
  let text = T.toMove[game.turn()];
  if (game.isCheck()) text += `, ${T.inCheck}`;
  if (!atEnd()) {
    const last = `${moveNumberText(line.length - 1)} ${line.at(-1).san}`;
    const shown = state.ply ? `${moveNumberText(state.ply - 1)} ${line[state.ply - 1].san}` : '';
    text += ` · ${state.ply ? format(T.viewing, { move: shown, last }) : T.viewingStart}`;
  }
  if (clock && !endOutcome && clock.isPaused()) text += ` · ${T.clockPaused}`;
  return `${text}.`;
}

function renderStatus() {
  const status = $('status');
  status.querySelector('.announce').textContent = lastAnnouncement;
  status.querySelector('.state').textContent = stateText();
  status.classList.toggle('over', Boolean(game.outcome()));
}

let errorText = '';
/** An error for the move being made (the rules' message); stays until the next input or move. */
function showError(text) {
  errorText = text;
  renderHint();
}

/** Under the move box: an error, else the typed move in words, else why no move can be made, else the touch-move duty. */
function renderHint() {
  const hint = $('move-hint');
  let text = errorText;
  if (!text && game) text = computer.hintText(computerView());
  if (!text && typed) text = `${typed.san}: ${moveInWords(settings.lang, typed)}`;
  if (!text && game) text = playBlocked() ?? '';
  if (!text && adjustArmed && touchMoveNow()) text = T.adjustArmed;
  if (!text && game) text = touchText();
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
  const bound = boundSquare(); // touch-move: the piece touched stays in hand
  if (bound) board.selected = bound;
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
  renderClockBar();
  renderTags();
  renderExport();
  scheduleClock();
  computer.render(computerView());
}

function playerName(color) {
  if (state.computer) {
    const { level } = state.computer;
    const who = color === state.computer.color ? format(T.computerName, { n: level, name: T.levelNames[level - 1] }) : T.you;
    return `${T.colorName[color]} · ${who}`;
  }
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
  $('result').textContent = over ? `${over.result} · ${outcomeInWords(settings.lang, over, endingActor())}` : '';
  $('variant').textContent = state.setup.type === '960' ? format(T.chess960Label, { n: state.setup.n })
    : game.isChess960() ? T.chess960Game : '';
  $('nav-start').disabled = state.ply === 0;
  $('nav-prev').disabled = state.ply === 0;
  $('nav-next').disabled = atEnd();
  $('nav-end').disabled = atEnd();
}

function renderControls() {
  const over = Boolean(game.outcome());
  $('undo').disabled = !movesToTakeBack() && !state.ending;
  const pendingOffer = state.offer && !over && atEnd();
  // The person's own offer to the computer: nothing for them to answer.
  const ownOffer = Boolean(pendingOffer && state.computer && state.offer !== state.computer.color);
  $('offer').hidden = !pendingOffer;
  if (pendingOffer) $('offer').querySelector('.offer-text').textContent = ownOffer ? T.offerToComputer : T.offerBy[state.offer];
  $('accept-draw').hidden = ownOffer;
  $('decline-draw').hidden = ownOffer;
  const offer = $('offer-draw');
  offer.textContent = pendingOffer && !ownOffer ? T.acceptDraw : T.offerDraw;
  offer.disabled = over || !atEnd() || ownOffer || (state.ply < 2 && !pendingOffer);
  // Without a clock the button is enabled only when a claim holds, now or with the move being
  // entered. With a clock any claim may be made (the rules decide; one that does not hold
  // costs time and stands as an offer). Never on a move where a piece was touched (Law 9.4).
  const forfeited = !over && atEnd() && game.claimForfeited();
  const blocked = Boolean(playBlocked());
  const claimNow = !over && !forfeited ? game.claimableDraws() : [];
  const claimTyped = !over && !forfeited && typed ? game.claimableDraws(typed.uci) : [];
  const claim = $('claim-draw');
  const holds = claimNow.length > 0 || claimTyped.length > 0;
  claim.disabled = over || forfeited || blocked || !(holds || (clock && atEnd()));
  claim.textContent = !claimNow.length && typed && atEnd() ? format(T.claimDrawWith, { san: typed.san }) : T.claimDraw;
  claim.classList.toggle('ready', !claim.disabled && holds);
  claim.title = claimNow.length ? format(T.claimReady, { reason: claimReasons(claimNow) })
    : claimTyped.length ? format(T.claimReady, { reason: claimReasons(claimTyped) })
      : forfeited ? T.claimForfeited : '';
  $('resign').disabled = over || Boolean(endOutcome);
  $('move-input').disabled = over;
  $('move-form').querySelector('button').disabled = over;
  $('touch-row').hidden = !settings.touchMove;
  const adjust = $('adjust');
  adjust.disabled = !touchMoveNow();
  adjust.setAttribute('aria-pressed', String(adjustArmed && touchMoveNow()));
  const list = $('legal-moves');
  list.replaceChildren(...legal.map((m) => {
    const o = document.createElement('option');
    o.value = m.san;
    o.label = moveInWords(settings.lang, m);
    return o;
  }));
}

function renderClockBar() {
  $('clock-bar').hidden = !clock;
  if (!clock) return;
  $('clock-control').textContent = state.controlName ?? clock.control();
  $('clock-note').hidden = Boolean(endOutcome);
  const pause = $('pause-clock');
  pause.hidden = Boolean(endOutcome);
  pause.textContent = clock.isPaused() ? T.resumeClock : T.pauseClock;
  pause.classList.toggle('primary', clock.isPaused());
}

function renderTyped() {
  const text = $('move-input').value;
  typed = text.trim() ? findTyped(text) : null;
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
  // Touch-move: picking up a piece (click, drag, Enter) touches it; so does pressing one that
  // cannot be picked up (an opponent's piece, or one of ours that may not move).
  board.addEventListener('select', (e) => touchPiece(e.detail.square, { selected: true }));
  board.addEventListener('press', (e) => touchPiece(e.detail.square));
  board.addEventListener('deselect', () => {
    const bound = boundSquare();
    if (bound) board.selected = bound;
  });

  $('new-game').addEventListener('click', newGameDialog);
  $('undo').addEventListener('click', undo);
  $('hint').addEventListener('click', () => computer.askHint());
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
  $('pause-clock').addEventListener('click', togglePause);
  $('adjust').addEventListener('click', () => {
    adjustArmed = !adjustArmed && touchMoveNow();
    render();
    if (adjustArmed) announce(T.adjustArmed);
  });

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
    const blocked = playBlocked();
    if (blocked) {
      showError(blocked);
      return;
    }
    let move = findTyped(text);
    if (!move) {
      // Let the rules say what is wrong (or read what our matching did not), with the
      // touches of this move, so that it names the touch-move obligation too.
      const scratch = new rules.Game({ fen: game.fen(), chess960: game.isChess960() });
      try {
        if (touchMoveNow()) {
          scratch.setTouchMove(true);
          for (const t of game.touches()) {
            if (t.adjust) scratch.adjust(t.square);
            else scratch.touch(t.square);
          }
        }
        const m = scratch.play(text);
        move = legal.find((l) => l.uci === m.uci) ?? null;
      } catch (err) {
        showError(err.message);
        return;
      } finally {
        scratch.free();
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
    game.setTouchMove(settings.touchMove); // forgets the touches made so far
    adjustArmed = false;
    if (atEnd()) syncTurn();
    else state.touches = [];
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

// ---- the computer --------------------------------------------------------------------------

/** What computer.js needs to know of the game: its end (where the computer plays) and the page. */
function computerView() {
  return {
    computer: state.computer,
    key: `${JSON.stringify(state.setup)} ${line.map((m) => m.uci).join(' ')}`,
    toMove: turnAtEnd(),
    over: Boolean(endOutcome),
    atEnd: atEnd(),
    paused: Boolean(clock?.isPaused()),
    busy,
    remaining: clock && state.computer ? clock.remaining(state.computer.color, Date.now()) : null,
    offer: state.offer,
    orientation: settings.orientation,
    canHint: Boolean(game) && !busy && atEnd() && !game.outcome() && !playBlocked(),
    T,
    lang: settings.lang,
  };
}

const computer = createComputer({
  view: computerView,
  position: () => ({ fen: startFen(), moves: line.map((m) => m.uci), chess960: game.isChess960() }),
  play: playComputerMove,
  agree: computerAgrees,
  refresh: render,
  error: showError,
});

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
    // The clock is its own entry of the package (and its own .wasm): the rules entry stays small.
    const [entry, clocks] = await Promise.all([import('./pkg/browser.js'), import('./pkg/clock/browser.js')]);
    rules = { ...entry, Clock: clocks.Clock };
  } catch (err) {
    $('status').querySelector('.state').textContent = format(T.engineFailed, { error: err?.message ?? err });
    return;
  }
  if (!loadGame()) notices.push(T.storageReset);
  showNotice(notices.join(' '));
  wire();
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
