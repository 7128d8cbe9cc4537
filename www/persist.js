// What survives a reload: the game (its saved fields, the moves of the main line and the clock's
// events, Clock.toJSON()) and, separately, the settings, each under its own key of a
// localStorage-like `storage` (getItem, setItem, removeItem). Everything read back is checked:
// garbage (another version, a hand edit) starts afresh with a notice, never breaks the page.
import { LANGUAGES } from './i18n/index.js';
import { rebuild } from './game.js';
import { heldMove } from './held.js';
import { moveAt } from './legal.js';
import { holding } from './otb-actions.js';
import { packTree, unpackTree } from './tree-io.js';
import { AUTO_QUEEN, defaultSettings } from './state.js';

export const GAME_KEY = 'chess-arbiter/game/v1';
export const SETTINGS_KEY = 'chess-arbiter/settings/v1';
const UCI = /^[a-h][1-8][a-h][1-8][qrbn]?$/;
const SQUARE = /^[a-h][1-8]$/;
const PENALTIES = ['three_minutes', 'two_minutes'];

/** What is saved of the game in the state `s` (null before a game is loaded). */
export function savedGame(s) {
  if (!s.game) return null;
  return {
    v: 2,
    setup: s.setup,
    line: s.line.map((m) => m.uci),
    ply: s.ply,
    ending: s.ending,
    offer: s.offer,
    touches: s.touches,
    tags: s.tags,
    clock: s.clock ? s.clock.toJSON() : null,
    controlName: s.clock ? s.controlName : null,
    computer: s.computer,
    date: s.date,
    names: s.names,
    tree: s.tree ? packTree(s.tree) : null, // added with the game tree
    held: heldMove(s) ? { uci: s.held.move.uci, before: s.held.before } : null, // added with the over-the-board mode
  };
}

export function savedSettings(s) {
  return { v: 1, ...s.settings };
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

function validNames(n) {
  return isObject(n) && ['w', 'b'].every((c) => typeof n[c] === 'string' && n[c].length <= 100);
}

function validTouches(list) {
  return Array.isArray(list) && list.length <= 64
    && list.every((t) => isObject(t) && typeof t.square === 'string' && SQUARE.test(t.square) && typeof t.adjust === 'boolean');
}

/** The settings saved as `raw` (a string, or null when there are none): {settings, ok}; garbage gives the defaults. */
export function readSettings(raw) {
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
    // Added with the figurines, auto-queen and the arbiter's choice of incorrect claims.
    const figurines = s.figurines ?? base.figurines;
    // Auto-queen was a checkbox before it had lichess's three choices: true is 'always', false 'never'.
    const autoQueen = typeof s.autoQueen === 'boolean' ? (s.autoQueen ? 'always' : 'never') : s.autoQueen ?? base.autoQueen;
    const wrongClaims = s.wrongClaims ?? base.wrongClaims;
    const premoves = s.premoves ?? base.premoves;
    const otb = s.otb ?? base.otb; // added with the over-the-board mode
    const analysis = s.analysis ?? base.analysis; // added with the analysis
    if (![figurines, wrongClaims, premoves, otb, analysis].every((b) => typeof b === 'boolean')) throw new Error('figurines');
    if (!AUTO_QUEEN.includes(autoQueen)) throw new Error('autoQueen');
    const names = s.names ?? base.names;
    if (!validNames(names)) throw new Error('names');
    return {
      settings: {
        lang: s.lang, orientation: s.orientation, touchMove: s.touchMove, hints: s.hints, coordinates: s.coordinates,
        control, penalty, opponent, side, level, figurines, autoQueen, wrongClaims, names: { w: names.w, b: names.b }, premoves, otb,
        analysis,
      },
      ok: true,
    };
  } catch {
    return { settings: base, ok: false };
  }
}

/** The offer, the touches and the clock of a saved game, by its version. */
function readTurn(s, saved) {
  if (saved.v === 1) {
    // Version 1 (no clock): the offer as {by}, one touched square.
    if (saved.offer !== null && !(isObject(saved.offer) && isColor(saved.offer.by))) throw new Error('offer');
    if (saved.touched !== null && !(typeof saved.touched === 'string' && SQUARE.test(saved.touched))) throw new Error('touched');
    return { offer: saved.offer?.by ?? null, touches: saved.touched ? [{ square: saved.touched, adjust: false }] : [], clock: null };
  }
  if (saved.offer !== null && !isColor(saved.offer)) throw new Error('offer');
  if (!validTouches(saved.touches)) throw new Error('touches');
  let clock = null;
  if (saved.clock !== null) {
    clock = s.rules.Clock.fromJSON(saved.clock); // the rules check it (and throw on garbage)
    const moves = clock.movesMade('w') + clock.movesMade('b');
    if (!clock.isStarted() || saved.setup.type === 'pgn' || moves !== saved.line.length) {
      clock.free();
      throw new Error('the clock does not fit the game');
    }
  }
  return { offer: saved.offer, touches: saved.touches.map((t) => ({ square: t.square, adjust: t.adjust })), clock };
}

/**
 * The state's fields of the game saved as `raw` (a string), replayed by the rules. Throws on
 * anything that cannot be read or replayed.
 */
export function readGame(s, raw) {
  const saved = JSON.parse(raw);
  if (!isObject(saved) || (saved.v !== 1 && saved.v !== 2)) throw new Error('not our game');
  if (!validSetup(saved.setup)) throw new Error('setup');
  if (!Array.isArray(saved.line) || !saved.line.every((u) => typeof u === 'string' && UCI.test(u))) throw new Error('line');
  if (!Number.isInteger(saved.ply) || saved.ply < 0 || saved.ply > saved.line.length) throw new Error('ply');
  if (!validEnding(saved.ending)) throw new Error('ending');
  const tagsOk = Array.isArray(saved.tags) && saved.tags.every((t) => Array.isArray(t) && t.length === 2 && t.every((x) => typeof x === 'string'));
  if (!tagsOk) throw new Error('tags');
  // Games saved before the computer opponent have no `computer`: a game between people.
  const computer = saved.computer ?? null;
  if (computer !== null && !(isObject(computer) && isColor(computer.color) && isLevel(computer.level))) throw new Error('computer');
  const controlName = typeof saved.controlName === 'string' && saved.controlName.length <= 100 ? saved.controlName : null;
  // Added with the PGN's date and names: games saved before have neither.
  const date = typeof saved.date === 'string' && /^\d{4}\.\d\d\.\d\d$/.test(saved.date) ? saved.date : null;
  const names = validNames(saved.names) ? { w: saved.names.w, b: saved.names.b } : null;
  const { offer, touches, clock } = readTurn(s, saved);
  // Added with the game tree: games saved before have none (their line becomes one).
  const tree = saved.tree ? unpackTree(s.rules, saved.setup, saved.tree, validEnding) : null;
  const fields = {
    setup: saved.setup, ply: saved.ply, ending: saved.ending, offer, touches, tags: saved.tags, controlName,
    computer: computer && { color: computer.color, level: computer.level }, date, names, tree,
  };
  let game;
  try {
    game = rebuild({ ...s, ...fields }, saved.line);
  } catch (err) {
    clock?.free();
    throw err;
  }
  const held = readHeld({ ...s, ...fields, clock, ...game }, saved);
  s.clock?.free();
  s.game?.free();
  return { ...fields, clock, ...game, held };
}

/**
 * The move that was held for its clock press (held.js), made again on the restored board: a move
 * released on its square stays there (Law 4.7) through a reload. Null when none was saved (games
 * saved before it have none) or it no longer fits the game.
 */
function readHeld(s, saved) {
  const h = saved.held;
  if (!isObject(h) || typeof h.uci !== 'string' || !UCI.test(h.uci) || typeof h.before !== 'string') return null;
  const move = moveAt(s, h.uci.slice(0, 2), h.uci.slice(2, 4), h.uci.slice(4) || undefined);
  if (!move) return null;
  const held = holding(s, move);
  // It fits where held.js would show it: made in the position the game ends in, still going on.
  return heldMove({ ...s, held: { ...held, before: h.before } }) ? held : null;
}

function storageGet(storage, key) {
  try {
    return storage.getItem(key);
  } catch {
    return null;
  }
}

/**
 * The revision of a saved game (its text): every write of it counts one more, so that tabs of the
 * page sharing the storage know which game is the newest. 0 for none (games saved before had none).
 */
function revisionOf(raw) {
  try {
    const rev = JSON.parse(raw)?.rev;
    return Number.isSafeInteger(rev) && rev > 0 ? rev : 0;
  } catch {
    return 0;
  }
}

/** A saved game's text without its revision: what it says of the game. */
function withoutRevision(raw) {
  try {
    const { rev, ...game } = JSON.parse(raw);
    return JSON.stringify(game);
  } catch {
    return raw;
  }
}

/**
 * Keeps the store's game and settings saved in `storage`: written whenever what is saved of
 * them changes. Reads them first: returns {game, settings} (the raw strings, or null; a key
 * found to hold garbage is removed by `forget`). `onFull` is called once when writing fails
 * (private mode, a full quota), until a write succeeds again.
 *
 * Other tabs of the page share the storage. The game is written with a revision one above the
 * one this tab holds (read, written or taken), and never over a newer one: another tab's game
 * saved meanwhile stays, and `onNewer` is called for this tab to take it (`newer`, `taken`).
 */
export function createPersistence(storage, { onFull = () => {}, onNewer = () => {} } = {}) {
  const written = new Map();
  let failed = false;
  let settingsSeen; // the settings object last saved (or read): written only once a person changes them
  let revision = 0; // of the game this tab holds
  let gameSeen = null; // what it says of it (withoutRevision), as last read, written or taken
  let taking = false; // a game saved by another tab is being taken
  let takingSettings = false; // settings saved by another tab are being taken
  function write(key, value) {
    if (written.get(key) === value) return true;
    try {
      if (value === null) storage.removeItem(key);
      else storage.setItem(key, value);
      written.set(key, value);
      failed = false;
      return true;
    } catch {
      // The game goes on unsaved, and the player is told once.
      if (!failed) onFull();
      failed = true;
      return false;
    }
  }
  function saveGame(game) {
    const text = JSON.stringify(game);
    if (text === gameSeen) return;
    if (revisionOf(storageGet(storage, GAME_KEY)) > revision) {
      onNewer();
      return;
    }
    if (write(GAME_KEY, JSON.stringify({ ...game, rev: revision + 1 }))) {
      revision += 1;
      gameSeen = text;
    }
  }
  return {
    read() {
      const game = storageGet(storage, GAME_KEY);
      const settings = storageGet(storage, SETTINGS_KEY);
      written.set(GAME_KEY, game);
      written.set(SETTINGS_KEY, settings);
      revision = revisionOf(game);
      gameSeen = game === null ? null : withoutRevision(game);
      return { game, settings };
    },
    forget(key) {
      write(key, null);
    },
    /** The game another tab saved, newer than the one this tab holds (its text), or null. */
    newer() {
      const raw = storageGet(storage, GAME_KEY);
      return raw !== null && revisionOf(raw) > revision ? raw : null;
    },
    /**
     * This tab takes the game saved as `raw` (from `newer`) by running `take()`: its revision is
     * the one this tab holds, and taking it writes nothing, even where this tab keeps less of it
     * (a move held for its clock press, over the board, is kept only by a tab in that mode).
     */
    taken(raw, take) {
      revision = revisionOf(raw);
      gameSeen = withoutRevision(raw);
      taking = true;
      try {
        take();
      } finally {
        taking = false;
      }
    },
    /**
     * This tab takes the settings another tab saved as `raw` by running `take()`: they are not
     * written back (this tab's own orientation, which it keeps, is saved with its next change).
     */
    settingsTaken(raw, take) {
      written.set(SETTINGS_KEY, raw);
      takingSettings = true;
      try {
        take();
      } finally {
        takingSettings = false;
      }
    },
    /** A store subscriber: saves what changed. */
    save(s) {
      const game = savedGame(s);
      if (game && taking) gameSeen = JSON.stringify(game);
      else if (game) saveGame(game);
      if (settingsSeen === undefined) settingsSeen = s.settings;
      if (s.settings !== settingsSeen) {
        settingsSeen = s.settings;
        if (!takingSettings) write(SETTINGS_KEY, JSON.stringify(savedSettings(s)));
      }
    },
  };
}
