// What survives a reload, in localStorage: the game (app.state, the moves of the main line and
// the clock's events, Clock.toJSON()) and, separately, the settings. Everything read back is
// checked: garbage (another version, a hand edit) starts afresh with a notice, never breaks the
// page.
import { LANGUAGES } from './i18n/index.js';
import { rebuild } from './game.js';
import { $, app, defaultSettings, freshState } from './state.js';

const GAME_KEY = 'chess-arbiter/game/v1';
const SETTINGS_KEY = 'chess-arbiter/settings/v1';
const UCI = /^[a-h][1-8][a-h][1-8][qrbn]?$/;
const SQUARE = /^[a-h][1-8]$/;
const PENALTIES = ['three_minutes', 'two_minutes'];


export function showNotice(text) {
  const n = $('notice');
  n.textContent = text;
  n.hidden = !text;
}

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
    if (!storageFailed) showNotice(app.T.storageFull);
    storageFailed = true;
  }
}

export function saveGame() {
  storageSet(GAME_KEY, JSON.stringify({
    v: 2,
    setup: app.state.setup,
    line: app.line.map((m) => m.uci),
    ply: app.state.ply,
    ending: app.state.ending,
    offer: app.state.offer,
    touches: app.state.touches,
    tags: app.state.tags,
    clock: app.clock ? app.clock.toJSON() : null,
    controlName: app.clock ? app.state.controlName : null,
    computer: app.state.computer,
  }));
}

export function saveSettings() {
  storageSet(SETTINGS_KEY, JSON.stringify({ v: 1, ...app.settings }));
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
export function loadSettings() {
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
export function loadGame() {
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
        restored = app.rules.Clock.fromJSON(s.clock); // the rules check it (and throw on garbage)
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
    app.state = {
      setup: s.setup, ply: s.ply, ending: s.ending, offer, touches, tags: s.tags, controlName,
      computer: computer && { color: computer.color, level: computer.level },
    };
    app.clock?.free();
    app.clock = restored;
    rebuild(s.line);
    return true;
  } catch {
    storageSet(GAME_KEY, null);
    app.state = freshState();
    app.clock?.free();
    app.clock = null;
    rebuild([]);
    return false;
  }
}
