// The page's actions: every change of the state goes through one of these (store.js), named
// after what a person or the computer did. Each takes the state and returns the fields that
// change. The rules' Game and Clock are changed here and nowhere else; the questions a move or
// an act may raise (dialogs) are asked before, by the controllers (flows.js), which then dispatch
// the action with the answer.
//
// Time comes in as `now` (ms since the epoch), so that the tests can play a clock in Node.
import { atEnd, moveNumberText, movesToTakeBack, rebuild, seek, turnOf } from './game.js';
import { STRINGS, errorWords, format, moveInWords } from './i18n/index.js';
import { touchMoveNow, touchText } from './legal.js';
import { otbActions } from './otb-actions.js';
import { readGame } from './persist.js';
import { offerer } from './selectors.js';
import { freshGame, other } from './state.js';
import { formatClock } from './time.js';
import { treeActions, withTree } from './tree-actions.js';
import { activeTree } from './tree.js';

const next = (s, patch) => ({ ...s, ...patch });

/** Ends the game on time if a flag has fallen by `now`: the fields that change, or null. */
function flagFall(s, now) {
  if (!s.clock || s.endOutcome) return null;
  const color = s.clock.flagged(now);
  if (!color) return null;
  const at = next(s, seek(s, s.line.length));
  const outcome = s.clock.applyFlag(s.game, now); // Law 6.9: a loss, or a draw if the opponent cannot mate
  if (!outcome) return { ply: at.ply };
  s.clock.pause(now);
  return {
    ply: at.ply, ending: { type: 'timeout', color }, ...turnOf(s.game), adjustArmed: false,
    announcement: (T) => T.flagFell[color],
  };
}

/**
 * Records the end of the game by an act the rules have just taken (a resignation, an agreed
 * draw): the clock stops, and the page says `said`.
 */
function ending(s, end, now, said = '') {
  s.clock?.pause(now);
  return { ending: end, ...turnOf(s.game), announcement: said };
}

/** A move just played at the end of the line, by a person or the computer: the clock and the line. */
function recordMove(s, played, now) {
  if (s.clock) {
    s.clock.move(now);
    if (s.game.outcome()) s.clock.pause(now);
  }
  const line = [...s.line, { uci: played.uci, san: played.san, move: played }];
  // A move declines the opponent's offer and clears the touches.
  return { line, ply: line.length, ...turnOf(s.game), adjustArmed: false };
}

/** The person's pre-move played at the end of the line if it is legal now: {patch, played}, or null (dropped). */
function playPremove(s, premove, now) {
  let move;
  try {
    move = s.game.parseMove({ from: premove.from, to: premove.to, ...(premove.promotion ? { promotion: premove.promotion } : {}) });
  } catch {
    return null;
  }
  const played = s.game.play(move.uci);
  return { patch: recordMove(s, played, now), played };
}

/** The game rebuilt from the state `s` and the moves `ucis`, the old Game freed. */
function rebuilt(s, ucis) {
  const patch = rebuild(s, ucis);
  if (s.game && s.game !== patch.game) s.game.free();
  return patch;
}

/**
 * A clock put back to the instant the move after the first `moves` moves was made (or to its
 * start), paused there: its events from that move on are dropped, with the penalty of an
 * incorrect claim stated with that move.
 */
function clockBackTo(s, moves, now) {
  const json = s.clock.toJSON();
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
    s.clock.pause(now);
    return s.clock;
  }
  const at = cut < 0 ? json.events[0].at : json.events[cut].at;
  const events = cut < 0 ? json.events.slice(0, 1) : json.events.slice(0, cut);
  // An incorrect claim made with the move (at its instant) goes with it.
  while (events.length > 1 && events.at(-1).type === 'claim' && events.at(-1).at === at) events.pop();
  events.push({ type: 'pause', at });
  const restored = s.rules.Clock.fromJSON({ ...json, events });
  s.clock.free();
  return restored;
}

/** The day of `now` as PGN writes it: 2026.12.02 (the local calendar: the day the players see). */
function pgnDate(now) {
  const d = new Date(now);
  return `${d.getFullYear()}.${String(d.getMonth() + 1).padStart(2, '0')}.${String(d.getDate()).padStart(2, '0')}`;
}

/** Starts a game: `ucis` played from `setup`, showing `ply`, with a clock for `control` (started at `now`). */
function startGame(s, { setup, tags = [], ucis = [], ply = 0, ending = null, control = null, computer = null, names = null, now = Date.now() }) {
  const settings = computer ? { ...s.settings, orientation: other(computer.color) } : s.settings; // the person's side at the bottom
  const played = { ...freshGame(setup), ending, tags, computer, names, date: tags.length ? null : pgnDate(now) };
  const base = { ...s, ...played, ply, settings, clock: null };
  const patch = { ...played, settings, adjustArmed: false, clock: null, premove: null, ...rebuilt(base, ucis) };
  s.clock?.free();
  if (control) {
    patch.clock = new s.rules.Clock({ control, penalty: s.settings.penalty });
    patch.clock.start(now, patch.game.turn());
    patch.controlName = control;
  }
  return patch;
}

const actions = {
  /** The saved game (persist.js) restored, or a new game when there is none or it is garbage. */
  restore(s, { rules, raw }) {
    const base = { ...s, rules };
    if (raw !== null) {
      try {
        return { rules, ...readGame(base, raw) };
      } catch {
        // garbage: a new game, with a notice
      }
    }
    const patch = { rules, ...startGame(base, { setup: { type: 'standard' } }) };
    if (raw === null) return patch;
    const before = s.words?.notice;
    return { ...patch, notice: (T, lang) => [before ? before(T, lang) : s.notice, T.storageReset].filter(Boolean).join(' ') };
  },

  /**
   * The game saved by another tab of the page (`raw`, newer than this one's): this tab follows
   * it. What belonged to the old game goes with it: a pre-move, a touch being adjusted, an error
   * about a move of it, a question being asked (app.js closes its dialog). Garbage changes nothing.
   */
  adoptSaved(s, raw) {
    let fields;
    try {
      fields = readGame(s, raw);
    } catch {
      return null;
    }
    // A new game against the computer puts the person's side at the bottom, as startGame does.
    const turned = fields.computer && fields.computer.color !== s.computer?.color;
    const settings = turned ? { ...s.settings, orientation: other(fields.computer.color) } : s.settings;
    return {
      ...fields, settings, busy: false, premove: null, adjustArmed: false, error: '', welcome: s.welcome && !fields.line.length,
      announcement: (T) => T.adoptedSay,
    };
  },

  /** The rules could not be loaded: the page says why, and nothing can be played. */
  engineFailed(s, message) {
    return { engineError: (T) => format(T.engineFailed, { error: message }) };
  },

  /** A person's move (a Move of legalMoves) at the end of the line; `claim`: claim a draw with it. */
  move(s, { move, claim = false, now = Date.now() }) {
    if (s.game.outcome()) return null;
    const fell = flagFall(s, now);
    if (fell) return fell;
    try {
      let played;
      let end = s.ending;
      if (claim) {
        s.game.claimDraw(move.uci);
        played = s.game.history().at(-1);
        end = { type: 'claim', withMove: true };
      } else {
        played = s.game.play(move.uci);
      }
      return {
        ...recordMove(s, played, now), ending: end, moveText: '', error: '',
        announcement: (T, lang) => `${moveInWords(lang, played)}.`,
      };
    } catch (err) {
      return { error: errorWords(err, { move: move.san }) };
    }
  },

  /**
   * The computer's move, made at the end of the line. Someone looking at an earlier position
   * keeps looking at it; the status says what the last move is.
   */
  computerMove(s, { uci, said, now = Date.now() }) {
    const back = atEnd(s) ? null : s.ply;
    const { premove } = s;
    let cur = next(s, seek(s, s.line.length));
    const fell = flagFall(cur, now);
    if (fell) return { ...fell };
    if (cur.game.outcome()) return { ply: cur.ply };
    try {
      cur = next(cur, recordMove(cur, cur.game.play(uci), now));
    } catch (err) {
      cur = next(cur, { error: errorWords(err, { move: uci }) });
    }
    let say = said;
    const pre = premove && !cur.game.outcome() ? playPremove(cur, premove, now) : null;
    if (pre) {
      cur = next(cur, pre.patch);
      say = (T, lang) => `${typeof said === 'function' ? said(T, lang) : said} ${format(T.premovePlayed, { move: moveInWords(lang, pre.played) })}`;
    }
    cur.endOutcome = cur.game.outcome();
    if (back !== null) cur = next(cur, seek(cur, back));
    const { line, ply, offer, touches, adjustArmed, error, endOutcome } = cur;
    return { line, ply, offer, touches, adjustArmed, error, endOutcome, premove: null, announcement: say };
  },

  /** A move made on the computer's time (a Move of legal.js premoveChoices), or null: none. */
  setPremove(s, move) {
    if (!move && !s.premove) return null;
    return { premove: move, announcement: move ? (T, lang) => format(T.premoveSet, { move: moveInWords(lang, move) }) : (T) => T.premoveCancelled };
  },

  /** Playing from an earlier position: the later moves of the line go (the person said so). */
  cutLine(s) {
    return { line: s.line.slice(0, s.ply), ending: null, offer: null, touches: [] };
  },

  /** A person touched (picked up, pressed) the piece on `square`: the touch-move rule records it. */
  touch(s, square) {
    if (!touchMoveNow(s) || s.busy) return null;
    const adjusting = s.adjustArmed;
    try {
      if (adjusting) s.game.adjust(square);
      else s.game.touch(square);
    } catch (err) {
      return { error: errorWords(err) };
    }
    // The offer is read back from the rules too: touching a piece may answer it.
    const patch = { adjustArmed: false, ...turnOf(s.game) };
    const after = next(s, patch);
    const said = (T, lang) => (adjusting ? format(T.adjusted, { square }) : touchText(next(after, { settings: { ...after.settings, lang } })));
    return { ...patch, announcement: said };
  },

  /** J'adoube: the next touch only adjusts (pressed again: it does not). */
  toggleAdjust(s) {
    const armed = !s.adjustArmed && touchMoveNow(s);
    return { adjustArmed: armed, ...(armed ? { announcement: (T) => T.adjustArmed } : {}) };
  },

  /**
   * Takes back the last move (against the computer, back to the person's last move), or the act
   * that ended the game (a flag fall together with the move before it: the flag fell on the side
   * to move). With a clock, both clocks go back to the times they showed when the move taken
   * back was made, paused there; an act taken back leaves the clock paused where the game ended.
   */
  undo(s, now = Date.now()) {
    if (s.busy) return null;
    let line = s.line;
    let kept = null; // moves the clock keeps
    if (s.ending?.type === 'timeout') {
      line = line.slice(0, line.length - Math.max(1, movesToTakeBack(s)));
      kept = line.length;
    } else if (s.ending) {
      // only the act goes
    } else if (movesToTakeBack(s)) {
      line = line.slice(0, line.length - movesToTakeBack(s));
      kept = line.length;
    } else {
      return null;
    }
    const clock = s.clock && kept !== null ? clockBackTo(s, kept, now) : s.clock;
    const base = { ...s, ending: null, offer: null, touches: [], ply: line.length, clock };
    const patch = { ending: null, clock, adjustArmed: false, premove: null, ...rebuilt(base, line.map((m) => m.uci)) };
    const cur = next(base, patch);
    const n = cur.line.length ? moveNumberText(cur, cur.line.length - 1) : '';
    const san = cur.line.at(-1)?.san;
    patch.announcement = (T) => (n ? format(T.afterMove, { n, san }) : T.startPosition);
    return patch;
  },

  /**
   * The player who has just moved offers a draw (Law 9.1.2.1); it stands until answered or a move.
   * Against the computer it is always the person's offer, which the computer answers on its turn.
   * Over the board `by` names the player (with the move they hold, before pressing the clock).
   */
  offerDraw(s, now = Date.now(), by = offerer(s)) {
    if (s.game.outcome() || !atEnd(s) || s.ply === 0) return null;
    let end = s.ending;
    let error = s.error;
    try {
      if (s.game.offerDraw(by)) {
        // The opponent's offer stood: offering back accepts it.
        s.clock?.pause(now);
        end = { type: 'agree' };
      }
    } catch (err) {
      error = errorWords(err);
    }
    return { ending: end, error, ...turnOf(s.game), announcement: end ? '' : (T) => T.offerBy[by] };
  },

  acceptDraw(s, now = Date.now()) {
    if (!s.offer || s.game.outcome() || !atEnd(s)) return null;
    const fell = flagFall(s, now);
    if (fell) return fell;
    try {
      s.game.acceptDraw(other(s.offer));
      return ending(s, { type: 'agree' }, now);
    } catch (err) {
      return { error: errorWords(err), ...turnOf(s.game) };
    }
  },

  declineDraw(s) {
    if (!s.offer || s.game.outcome() || !atEnd(s)) return null;
    let error = s.error;
    try {
      s.game.declineDraw(other(s.offer));
    } catch (err) {
      error = errorWords(err);
    }
    return { error, ...turnOf(s.game), announcement: (T) => T.offerDeclined };
  },

  /** The computer takes the person's standing draw offer (or cannot yet: the game is only at its end then). */
  computerAgrees(s, now = Date.now()) {
    const at = seek(s, s.line.length);
    try {
      s.game.acceptDraw(s.computer.color);
    } catch {
      return at; // too early for an agreement (both sides must have moved)
    }
    return { ...at, ...ending(s, { type: 'agree' }, now, (T) => T.computerAccepts) };
  },

  /**
   * Claims a draw at the end of the line: now, or with `intended` (a Move). A claim that holds
   * ends the game; one that does not counts as a draw offer, leaves the stated move played, and
   * costs the claimant time on the clock.
   */
  claimDraw(s, { intended = null, now = Date.now() } = {}) {
    const fell = flagFall(s, now);
    if (fell || s.game.outcome()) return fell;
    const claimant = s.game.turn();
    const before = s.game.history().length;
    let said = '';
    let error = '';
    let end = s.ending;
    try {
      s.game.claimDraw(intended?.uci);
      if (['threefold_repetition', 'fifty_moves'].includes(s.game.outcome().termination)) {
        end = { type: 'claim', withMove: intended !== null };
      }
    } catch (err) {
      error = errorWords(err, intended ? { move: intended.san } : {});
      if (err.code !== 'NO_CLAIM') return { error };
      // Law 9.1.2.4 and the clock's penalty: the claim stands as a draw offer, and costs time.
      const p = s.clock ? s.clock.claimPenalty(claimant, now) : null;
      said = (T) => (p ? `${T.claimWrongDone} ${format(T.penaltyDone, { w: formatClock(p.after.w), b: formatClock(p.after.b) })}` : T.claimWrongDone);
    }
    const patch = { ending: end, error };
    if (s.game.history().length > before) {
      const played = s.game.history().at(-1);
      patch.line = [...s.line, { uci: played.uci, san: played.san, move: played }];
      patch.ply = patch.line.length;
      s.clock?.move(now);
      patch.moveText = '';
      if (!said) said = (T, lang) => `${moveInWords(lang, played)}.`;
    }
    if (s.game.outcome()) s.clock?.pause(now);
    return { ...patch, ...turnOf(s.game), announcement: said };
  },

  resign(s, { color, now = Date.now() }) {
    if (s.game.outcome()) return null;
    const at = seek(s, s.line.length);
    const fell = flagFall(next(s, at), now);
    if (fell) return fell;
    try {
      s.game.resign(color);
      return { ...at, ...ending(s, { type: 'resign', color }, now) };
    } catch (err) {
      return { ...at, error: errorWords(err) };
    }
  },

  /** The clock's flag fell (or not yet: nothing changes). */
  flagFall(s, now = Date.now()) {
    return flagFall(s, now);
  },

  togglePause(s, now = Date.now()) {
    if (!s.clock || s.endOutcome) return null;
    const fell = flagFall(s, now);
    if (fell) return fell;
    const paused = s.clock.isPaused();
    if (paused) s.clock.resume(now);
    else s.clock.pause(now);
    // The status line says "Clock paused" while it is (selectors.js statusText): said once, not
    // announced as well. A reason given for a refused move (the clock paused) no longer holds.
    return { announcement: (T) => (paused ? T.clockResumedSay : ''), error: '' };
  },

  /** Shows the position after `ply` moves (move list, arrows) and says which it is. */
  goTo(s, ply) {
    const target = Math.max(0, Math.min(s.line.length, ply));
    if (target === s.ply) return null;
    // An error about the move being made (the clock's: go to the last move) is left behind.
    const patch = { ...seek(s, target), error: '' };
    const n = target ? moveNumberText(s, target - 1) : '';
    const m = s.line[target - 1];
    patch.announcement = (T, lang) => (target ? `${format(T.afterMove, { n, san: m.san })} ${moveInWords(lang, m.move)}.` : T.startPosition);
    return patch;
  },

  /** Before both sides have moved: the game is dropped, and the same game starts again (its start, clock and opponent). */
  abort(s, now = Date.now()) {
    if (s.line.length >= 2 || s.endOutcome) return null;
    const { setup, tags, controlName: control, computer, names } = s;
    return { ...startGame(s, { setup, tags, control, computer, names, now }), moveText: '', error: '', welcome: false, announcement: (T) => T.aborted };
  },

  /** A new game (the New game dialog, a FEN loaded): `message` is said. */
  newGame(s, { setup, tags = [], control = null, computer = null, names = null, message, now = Date.now() }) {
    return { ...startGame(s, { setup, tags, control, computer, names, now }), moveText: '', error: '', welcome: false, announcement: message };
  },

  /** A game loaded from a PGN: its moves played, the last one shown, and the ending its result gives (tree-io.js's recordedEnding). */
  loadGame(s, { setup, tags, ucis, ending = null, tree = null, message }) {
    return {
      ...startGame(s, { setup, tags, ucis, ply: ucis.length, ending }), tree, announcement: message, welcome: false,
      io: { error: '', message },
    };
  },

  // ---- settings --------------------------------------------------------------------------

  /** Settings that need nothing else done: language, legal-move hints, coordinates, the new-game dialog's choices. */
  updateSettings(s, changes) {
    return { settings: { ...s.settings, ...changes } };
  },

  /** The analysis found something (analysis.js keeps it): render again. */
  analysisChanged(s) {
    return { analysisTick: s.analysisTick + 1 };
  },

  flip(s) {
    return { settings: { ...s.settings, orientation: other(s.settings.orientation) } };
  },

  /** The touch-move rule on or off: the rules forget the touches made so far. */
  setTouchMove(s, on) {
    s.game.setTouchMove(on);
    const touches = atEnd(s) ? turnOf(s.game) : { touches: [] };
    return { settings: { ...s.settings, touchMove: on }, adjustArmed: false, ...touches };
  },

  /**
   * Another tab changed the settings (app.js): this tab takes them, but for the board's
   * orientation, each tab's own view. A rule switched there is switched here as its control does
   * it: touch-move (the touches go), over the board (a held move goes), pre-moves (one set goes).
   */
  adoptSettings(s, incoming) {
    const settings = { ...incoming, orientation: s.settings.orientation };
    const changes = s.game && settings.touchMove !== s.settings.touchMove ? { ...actions.setTouchMove(s, settings.touchMove), settings } : { settings };
    if (!settings.otb) changes.held = null;
    if (!settings.premoves) changes.premove = null;
    return changes;
  },

  // ---- what the page shows besides the game ----------------------------------------------

  /** The text in the move box changed: an error shown for the last one goes. */
  setMoveText(s, text) {
    return { moveText: text, error: '' };
  },

  /** A move the board reported is not allowed (or its promotion was cancelled): the board is drawn again from the state. */
  refuseMove(s) {
    return { boardRedraws: s.boardRedraws + 1 };
  },

  showError(s, text) {
    return { error: text };
  },

  /** A dialog opens (true) or closes (false) for a move or an act being made. */
  setBusy(s, busy) {
    return { busy };
  },

  setNotice(s, text) {
    return { notice: text };
  },

  /** The FEN and PGN panel's error and message. */
  setIo(s, io) {
    return { io: { error: '', message: '', ...io } };
  },

  /** The computer opponent's own state changed (a search started or ended, a hint arrived). */
  computerChanged(s) {
    return { computerTick: s.computerTick + 1 };
  },
};

const WORD_FIELDS = ['announcement', 'error', 'notice', 'engineError'];

/**
 * What the page says, kept as words: an action may give a text field (WORD_FIELDS, and the
 * panel's io.error and io.message) as a function `(T, lang) => text`. The state holds the text
 * in the language chosen and, in `words`, the function, so that a change of language says the
 * same things again in the new one.
 */
function sayInLanguage(s, patch) {
  const after = next(s, patch);
  const lang = after.settings.lang;
  const T = STRINGS[lang] ?? STRINGS.en;
  const words = { ...s.words };
  const out = { ...patch };
  const relanguaged = lang !== s.settings.lang;
  const take = (key, value, old) => {
    if (typeof value === 'function') {
      words[key] = value;
      return value(T, lang);
    }
    if (value !== old) words[key] = null;
    return value;
  };
  for (const key of WORD_FIELDS) {
    if (key in patch) out[key] = take(key, patch[key], s[key]);
    else if (relanguaged && words[key]) out[key] = words[key](T, lang);
  }
  if ('io' in patch || relanguaged) {
    const io = out.io ?? s.io;
    out.io = {
      error: 'io' in patch ? take('ioError', io.error, s.io.error) : words.ioError?.(T, lang) ?? io.error,
      message: 'io' in patch ? take('ioMessage', io.message, s.io.message) : words.ioMessage?.(T, lang) ?? io.message,
    };
  }
  out.words = words;
  return out;
}

/**
 * Every action, followed by two rules kept in one place: what the page says is kept as words
 * (sayInLanguage), and how the game ended at the end of the line is read from the rules
 * whenever the end is shown.
 */
const withTreeUndo = {
  ...treeActions,
  /** In a game tree, the last move of the line leaves the tree too (tree-actions.js); an act is taken back as always. */
  undo: (s, now) => (activeTree(s) && !s.ending ? treeActions.treeUndo(s) : actions.undo(s, now)),
};

export const ACTIONS = Object.fromEntries(Object.entries({ ...actions, ...otbActions(actions), ...withTreeUndo }).map(([name, action]) => [name, (s, ...args) => {
  const raw = action(s, ...args);
  if (!raw) return raw;
  const patch = withTree(s, sayInLanguage(s, raw));
  const after = next(s, patch);
  return after.game && atEnd(after) ? { ...patch, endOutcome: after.game.outcome() } : patch;
}]));
