// What the page shows, derived from the state in one place: the status line, the buttons (what
// the claim button offers, the draw offer, undo), the players, the board's marks, and what the
// computer opponent needs to know. Pure reads of the state: the render (render/) writes these
// into the DOM, the tests (tests/page/) check them in Node.
import { format, outcomeInWords } from './i18n/index.js';
import { heldMove } from './held.js';
import { atEnd, moveNumberText, movesToTakeBack, turnAtEnd } from './game.js';
import { autoQueens, boardMoves, boundSquare, claimReasons, playBlocked, premoveChoices, touchMoveNow, typedMove } from './legal.js';
import { memo } from './store.js';
import { other, strings } from './state.js';

/** The colour that resigned or ran out of time (needed to word a draw). */
function endingActor(s) {
  return ['resign', 'timeout'].includes(s.ending?.type) ? s.ending.color : undefined;
}

/** The state of the game in words, after what just happened. */
export function statusText(s) {
  const T = strings(s);
  const outcome = s.game.outcome();
  if (outcome) return `${outcome.result} · ${outcomeInWords(s.settings.lang, outcome, endingActor(s))}.`;
  let text = T.toMove[s.game.turn()];
  if (s.game.isCheck()) text += `, ${T.inCheck}`;
  if (!atEnd(s)) {
    const last = `${moveNumberText(s, s.line.length - 1)} ${s.line.at(-1).san}`;
    const shown = s.ply ? `${moveNumberText(s, s.ply - 1)} ${s.line[s.ply - 1].san}` : '';
    text += ` · ${s.ply ? format(T.viewing, { move: shown, last }) : T.viewingStart}`;
  }
  if (s.clock && !s.endOutcome && s.clock.isPaused()) text += ` · ${T.clockPaused}`;
  return `${text}.`;
}

/** The result under the move list, when the game at the end of the line is over. */
export function resultText(s) {
  const over = s.endOutcome;
  return over ? `${over.result} · ${outcomeInWords(s.settings.lang, over, endingActor(s))}` : '';
}

export function variantText(s) {
  const T = strings(s);
  if (s.setup.type === '960') return format(T.chess960Label, { n: s.setup.n });
  return s.game.isChess960() ? T.chess960Game : '';
}

export function playerName(s, color) {
  const T = strings(s);
  if (s.computer) {
    const { level } = s.computer;
    const who = color === s.computer.color ? format(T.computerName, { n: level, name: T.levelNames[level - 1] }) : T.you;
    return `${T.colorName[color]} · ${who}`;
  }
  const tag = s.tags.find(([k]) => k === (color === 'w' ? 'White' : 'Black'));
  const name = (tag && tag[1] && tag[1] !== '?' ? tag[1] : '') || s.names?.[color]?.trim() || '';
  return name ? `${T.colorName[color]} · ${name}` : T.colorName[color];
}

/** The tags of an imported game worth showing (not the Seven Tag Roster's unknowns). */
export function shownTags(s) {
  // An unknown value says nothing, nor does the result `*` (the game's result is shown beside it).
  return s.tags.filter(([k, v]) => v && v !== '?' && v !== '????.??.??' && !(k === 'Result' && v === '*'));
}

/**
 * The resign button: before both sides have moved it aborts the game instead (as on lichess:
 * no result, the same game again from its start).
 */
export function resignView(s) {
  const T = strings(s);
  const abort = s.line.length < 2 && !s.endOutcome;
  return { abort, text: abort ? T.abort : T.resign, disabled: Boolean(s.game.outcome() || s.endOutcome) };
}

/**
 * The first screen's three choices (play a friend here, play the computer, analyse a game),
 * with the last choices of each: offered until a game is started or played, and again when
 * the game is over.
 */
export function startView(s) {
  const T = strings(s);
  const { control, side, level } = s.settings;
  const clock = control === 'none' ? T.noClock : control;
  return {
    shown: !s.busy && ((s.welcome && !s.line.length) || Boolean(s.endOutcome && atEnd(s))),
    friend: clock,
    computer: format(T.startComputerSub, { side: T.sideWith[side], n: level, name: T.levelNames[level - 1], clock }),
  };
}

/** Whether Undo has something to take back: a move, or the act that ended the game. */
export function canUndo(s) {
  return Boolean(movesToTakeBack(s) || s.ending);
}

/**
 * The standing draw offer and the buttons that answer it. Read from the rules' offer
 * (s.offer mirrors game.drawOffer() after every action, touches included).
 */
export function offerView(s) {
  const T = strings(s);
  const over = Boolean(s.game.outcome());
  const pending = Boolean(s.offer && !over && atEnd(s));
  // The person's own offer to the computer: nothing for them to answer.
  const own = Boolean(pending && s.computer && s.offer !== s.computer.color);
  return {
    shown: pending,
    text: pending ? (own ? T.offerToComputer : T.offerBy[s.offer]) : '',
    answerHidden: own,
    button: pending && !own ? T.acceptDraw : T.offerDraw,
    buttonAccepts: pending && !own,
    buttonDisabled: over || !atEnd(s) || own || (s.ply < 2 && !pending),
  };
}

/**
 * What the claim button offers. It is enabled when a claim holds, now or with the move being
 * entered. With a clock, and the arbiter's setting that lets a player claim as over the board,
 * any claim may be made (the rules decide; one that does not hold costs time and stands as an
 * offer). Never on a move where a piece was touched (Law 9.4).
 */
export const claimView = memo((s) => {
  const T = strings(s);
  const over = Boolean(s.game.outcome());
  const typed = heldMove(s) ?? typedMove(s); // over the board, the move held for the clock is the intended one
  const forfeited = !over && atEnd(s) && s.game.claimForfeited();
  const blocked = Boolean(playBlocked(s));
  const now = !over && !forfeited ? s.game.claimableDraws() : [];
  const withTyped = !over && !forfeited && typed ? s.game.claimableDraws(typed.uci) : [];
  const holds = now.length > 0 || withTyped.length > 0;
  const anyClaim = Boolean(s.clock && s.settings.wrongClaims && atEnd(s));
  const disabled = over || forfeited || blocked || !(holds || anyClaim);
  return {
    now, // the draws claimable in the position shown
    withTyped, // those claimable with the typed move
    intended: !now.length && typed ? typed : null, // the move a claim is made with
    holds,
    disabled,
    ready: !disabled && holds,
    text: !now.length && typed && atEnd(s) ? format(T.claimDrawWith, { san: typed.san }) : T.claimDraw,
    title: now.length ? format(T.claimReady, { reason: claimReasons(T, now) })
      : withTyped.length ? format(T.claimReady, { reason: claimReasons(T, withTyped) })
        : forfeited ? T.claimForfeited : '',
  };
});

/** The square of the king of `color`, or null. */
function kingSquare(s, color) {
  const i = s.game.board().findIndex((p) => p && p.role === 'k' && p.color === color);
  return i < 0 ? null : `${'abcdefgh'[i % 8]}${Math.floor(i / 8) + 1}`;
}

/** What the board shows: the position, its marks and the moves it lets a person make. */
export function boardView(s) {
  const { dests, promotions } = premoveChoices(s) ?? boardMoves(s);
  const last = s.ply ? s.line[s.ply - 1].move : null;
  return {
    fen: s.game.fen(),
    orientation: s.settings.orientation === 'b' ? 'black' : 'white',
    hints: s.settings.hints ? 'on' : 'off',
    coordinates: s.settings.coordinates ? 'on' : 'off',
    dests,
    promotions: autoQueens(s) ? [] : promotions, // auto-queen: the board asks nothing (input.js adds the queen)
    bound: boundSquare(s), // touch-move: the piece touched stays in hand
    lastMove: last ? [last.from, last.castle && s.game.isChess960() ? last.uci.slice(2, 4) : last.to] : null,
    check: s.game.isCheck() ? kingSquare(s, s.game.turn()) : null,
    // Marked while it waits: not once the game is over (a resignation, a flag) or an earlier position is shown.
    premove: s.premove && premoveChoices(s) ? [s.premove.from, s.premove.to] : null,
  };
}

/** Whether the j'adoube button is on, and pressed. */
export function adjustView(s) {
  const now = touchMoveNow(s);
  return { enabled: now, pressed: s.adjustArmed && now };
}

/** What computer.js needs to know of the game: its end (where the computer plays) and the page. */
export const computerView = memo((s) => ({
  computer: s.computer,
  key: `${JSON.stringify(s.setup)} ${s.line.map((m) => m.uci).join(' ')}`,
  toMove: turnAtEnd(s),
  over: Boolean(s.endOutcome),
  atEnd: atEnd(s),
  paused: Boolean(s.clock?.isPaused()),
  busy: s.busy,
  remaining: s.clock && s.computer ? s.clock.remaining(s.computer.color, Date.now()) : null,
  offer: s.offer,
  orientation: s.settings.orientation,
  canHint: Boolean(s.game) && !s.busy && atEnd(s) && !s.game.outcome() && !playBlocked(s),
  T: strings(s),
  lang: s.settings.lang,
}));

/** The colour a draw offer is made by on the page: the person against the computer, else the player who has just moved. */
export function offerer(s) {
  return s.computer ? other(s.computer.color) : other(s.game.turn());
}
