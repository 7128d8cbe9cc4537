// The computer opponent and the Hint button, on top of the package's `chess-arbiter/engine`
// entry (its own .wasm, searching in a Web Worker so the board never freezes; engine.js keeps
// the page's one Engine, shared with the analysis).
//
// The entry is imported only when a computer game needs a move or a hint is asked, so the page
// starts as fast as without it. The page's store owns the game; this module sees it through
// `app.view()` and plays through `app.play()`. Every search belongs to a position, named by a key (the setup
// and the moves of the line): a result that arrives for a key that is no longer the game's (an
// undo, a new game, a flag fall) is dropped, so nothing stale is ever played.
import { errorWords, format, moveInWords } from './i18n/index.js';
import { $ } from './dom.js';
import { loadEngine } from './engine.js';

/** The most a computer move may take, whatever the level (the levels' node limits make the lower ones quicker). */
const MOVETIME = 1000;
/** With a clock the computer spends a share of what it has left, as a player would. */
const CLOCK_SHARE = 40;
/** Hints come from the full-strength level, quickly. */
const HINT = { level: 8, movetime: 500 };
/**
 * The computer accepts a draw offer only when it stands at least this badly by its own search
 * (in centipawns, from its side): it should not give away a game it is winning or level in.
 */
const ACCEPT_BELOW = -150;
/** While a dialog is open (a question about the person's move) the computer's move waits. */
const RETRY_MS = 100;
/**
 * The computer's move comes no sooner than this after its search began, so that the thinking
 * indicator is seen (and the person sees their own move land) even when the search takes a
 * few milliseconds, as at the lower levels.
 */
const SHOWN_MS = 250;

/**
 * Each level's approximate rating, for the level chooser: measured against Stockfish limited
 * with UCI_Elo, and below its lowest setting through the levels' matches against each other
 * (`cargo run --release --example rate_levels`; the conditions and margins are in README.md).
 * null: not measured, and shown without a figure.
 */
export const LEVEL_RATINGS = Object.freeze([450, 1000, 1150, 1350, 1650, 1850, 2050, 2200]);

const other = (color) => (color === 'w' ? 'b' : 'w');

/** Whether a search score means the side that searched stands badly enough to take a draw. */
function standsBadly(score) {
  if ('mate' in score) return score.mate <= 0;
  return score.cp <= ACCEPT_BELOW;
}

/** The search's limits: the level's, and with a clock a share of the time the computer has left. */
function searchOptions(v) {
  const movetime = v.remaining === null ? MOVETIME : Math.max(50, Math.min(MOVETIME, v.remaining / CLOCK_SHARE));
  return { level: v.computer.level, movetime };
}

/** The hint's squares marked over the board (`h`: the hint shown, or null). */
function renderHintMarks(h, orientation) {
  const marks = $('hint-marks');
  marks.hidden = !h?.move;
  if (!h?.move) return;
  const flip = orientation === 'b';
  for (const [cls, square] of [['from', h.move.from], ['to', h.move.to]]) {
    const el = marks.querySelector(`.${cls}`);
    const file = square.charCodeAt(0) - 97;
    const rank = Number(square[1]) - 1;
    el.style.left = `${(flip ? 7 - file : file) * 12.5}%`;
    el.style.top = `${(flip ? rank : 7 - rank) * 12.5}%`;
    el.dataset.hint = square;
  }
}

/** The hint `h` (or null) in words. */
function hintWords(h, v) {
  if (!h) return '';
  if (h.searching) return v.T.hintSearching;
  return format(v.T.hintText, { san: h.move.san, words: moveInWords(v.lang, h.move) });
}

/**
 * The computer of the page. `sync(view)` after every change of the page's state starts or stops
 * its search; `render(view)` draws it. `app` gives:
 *   view()      -> { computer: {color, level} | null, key, toMove, over, atEnd, paused, busy,
 *                    remaining (the computer's clock, ms, or null), offer, orientation, canHint, T, lang }
 *   position()  -> { fen, moves, chess960 }: the start and the moves of the whole line
 *   play(uci, said)  plays the computer's move at the end of the line and announces `said` (words: (T, lang) => text)
 *   agree()     accepts the person's draw offer for the computer; false if it cannot be agreed yet
 *   refresh()   renders the page again (the computer's state changed)
 *   error(words) shows an error under the move box
 */
export function createComputer(app) {
  let search = null; // { key } of the computer's search in flight (also while the entry loads)
  let failedKey = null; // the position whose search failed: not retried until the game moves on
  let hint = null; // { key, move } or { key, searching: true }

  function wanted(v) {
    return Boolean(v.computer) && !v.over && v.toMove === v.computer.color && !v.paused && v.key !== failedKey;
  }

  async function think(v) {
    const token = { key: v.key };
    search = token;
    hint = null;
    try {
      const shown = new Promise((resolve) => setTimeout(resolve, SHOWN_MS));
      const engine = await loadEngine();
      if (search !== token) return;
      const result = await engine.search(app.position(), searchOptions(v));
      await shown;
      deliver(token, result);
    } catch (err) {
      if (search !== token) return; // cancelled: this search no longer matters
      search = null;
      if (err?.name === 'AbortError') return;
      failedKey = token.key;
      app.error((T, lang) => format(T.computerFailed, { error: errorWords(err)(T, lang) }));
      app.refresh();
    }
  }

  /**
   * Plays the search's move (or takes the person's draw offer). While a dialog is open the
   * search stays the current one, so that no second search starts, and the move waits.
   */
  function deliver(token, result) {
    if (search !== token) return;
    const v = app.view();
    if (v.key !== token.key || !wanted(v)) {
      search = null;
      return;
    }
    if (v.busy) {
      setTimeout(() => deliver(token, result), RETRY_MS);
      return;
    }
    search = null;
    const offered = v.offer === other(v.computer.color);
    if (offered && standsBadly(result.score) && app.agree()) return;
    if (!result.move) {
      app.refresh(); // the game is over by the rules, as the page already says
      return;
    }
    const said = (T, lang) => {
      const words = format(T.computerPlayed, { move: moveInWords(lang, result.move) });
      return offered ? `${words} ${T.computerDeclines}` : words;
    };
    app.play(result.move.uci, said);
  }

  function cancel() {
    if (!search) return;
    search = null;
    loadEngine().then((engine) => engine.cancel(), () => {});
  }

  /** Starts or stops the computer's search so that it runs exactly when the computer is to move. */
  function sync(v) {
    if (wanted(v)) {
      if (search?.key !== v.key) think(v);
    } else {
      cancel();
    }
  }

  async function askHint() {
    const v = app.view();
    if (!v.canHint || (hint?.searching && hint.key === v.key)) return;
    const key = v.key;
    hint = { key, searching: true };
    app.refresh();
    try {
      const engine = await loadEngine();
      if (hint?.key !== key) return;
      const result = await engine.search(app.position(), HINT);
      if (hint?.key !== key) return;
      hint = result.move ? { key, move: result.move } : null;
    } catch (err) {
      if (hint?.key !== key) return;
      hint = null;
      if (err?.name !== 'AbortError') app.error((T, lang) => format(T.computerFailed, { error: errorWords(err)(T, lang) }));
    }
    app.refresh();
  }

  /** The hint for the position at the end of the line, if one was asked for it and it is shown. */
  function currentHint(v) {
    return hint && hint.key === v.key && v.atEnd && !v.over ? hint : null;
  }

  return {
    cancel,
    askHint,
    sync,

    /** The thinking indicator, the hint's marks and button. */
    render(v) {
      const thinking = Boolean(search);
      for (const [id, color] of [['player-bottom', v.orientation], ['player-top', other(v.orientation)]]) {
        $(id).querySelector('.thinking').hidden = !(thinking && v.computer?.color === color);
      }
      const button = $('hint');
      button.disabled = !v.canHint || Boolean(hint?.searching && hint.key === v.key);
      renderHintMarks(currentHint(v), v.orientation);
    },

    /** The hint in words for the line under the move box, or ''. */
    hintText(v) {
      return hintWords(currentHint(v), v);
    },
  };
}

// ---- the new-game dialog's opponent ---------------------------------------------------------

/** Fills the opponent part of the new-game dialog from the settings, in the language `T`. */
export function fillOpponent(settings, T) {
  const form = $('new-game-form');
  form.elements.opponent.value = settings.opponent;
  $('play-as').value = settings.side;
  const level = $('computer-level');
  level.replaceChildren(...T.levelNames.map((name, i) => {
    const o = document.createElement('option');
    o.value = String(i + 1);
    const elo = LEVEL_RATINGS[i];
    o.textContent = format(elo === null ? T.levelOptionUnrated : T.levelOption, { n: i + 1, name, elo });
    return o;
  }));
  level.value = String(settings.level);
  const show = () => {
    $('computer-options').hidden = form.elements.opponent.value !== 'computer';
  };
  for (const radio of form.elements.opponent) radio.onchange = show;
  show();
}

/**
 * The opponent chosen in the dialog: the settings to keep ({opponent, side, level}) and the
 * computer of the new game ({color, level}, the colour the computer plays) or null.
 */
export function chosenOpponent() {
  const opponent = $('new-game-form').elements.opponent.value === 'computer' ? 'computer' : 'human';
  const side = $('play-as').value;
  const level = Number($('computer-level').value);
  const you = side === 'random' ? (Math.random() < 0.5 ? 'w' : 'b') : side;
  return {
    settings: { opponent, side, level },
    computer: opponent === 'computer' ? { color: other(you), level } : null,
  };
}
