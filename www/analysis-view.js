// What the analysis shows, derived from the page's state and an engine result: pure functions,
// no DOM, so that the tests run them in Node.
//
// The analysis follows "the position shown": the start of the game and the moves to the
// position the person is looking at (`shownPosition`): the line shown up to the ply shown, which
// in a game tree (tree.js) is the path to the node selected in the move list.
import { format, moveInWords, outcomeInWords } from './i18n/index.js';
import { startFen } from './game.js';
import { memo } from './store.js';
import { strings } from './state.js';

/** Endings that leave no move to analyse (acts such as a resignation leave the position playable). */
const FINAL = ['checkmate', 'stalemate', 'insufficient_material', 'dead_position', 'fivefold_repetition', 'seventyfive_moves'];

/** The position shown: the start, the moves to it (they count for repetitions), and its key. */
export function shownPosition(s) {
  const moves = s.line.slice(0, s.ply).map((m) => m.uci);
  const fen = startFen(s);
  return { key: `${fen} ${moves.join(' ')}`, position: { fen, moves, chess960: s.game.isChess960() } };
}

/**
 * The analysis of the page's state: whether it can be shown (not against the computer, where it
 * would be cheating, nor over the board), whether it is on, and the position shown.
 */
export const analysisView = memo((s) => {
  const available = Boolean(s.game) && !s.computer && !s.settings.otb;
  const on = available && s.settings.analysis;
  const outcome = on ? s.game.outcome() : null;
  return {
    available,
    on,
    ...(on ? shownPosition(s) : { key: null, position: null }),
    // The position's own end (mate, stalemate, …): nothing to search, its result is the answer.
    final: outcome && FINAL.includes(outcome.termination) ? outcome : null,
    fen: s.game?.fen() ?? '',
    turn: s.game?.turn() ?? 'w',
    orientation: s.settings.orientation,
    T: strings(s),
    lang: s.settings.lang,
  };
});

/** The score from White's point of view: {cp} or {mate} (mate > 0: White mates). `turn`: who was to move. */
export function whiteScore(score, turn) {
  const sign = turn === 'w' ? 1 : -1;
  return 'mate' in score ? { mate: sign * score.mate } : { cp: sign * score.cp };
}

const MINUS = '\u2212';

/** The score as players read it, from White's point of view: +0.35, −1.20, 0.00, #3, #−2. */
export function scoreText(score, turn) {
  const w = whiteScore(score, turn);
  if ('mate' in w) return w.mate < 0 ? `#${MINUS}${-w.mate}` : `#${w.mate}`;
  const pawns = (Math.abs(w.cp) / 100).toFixed(2);
  if (pawns === '0.00') return pawns;
  return `${w.cp > 0 ? '+' : MINUS}${pawns}`;
}

/**
 * White's share of the evaluation bar, 0 to 100: 50 is level; a mate fills it for the side that
 * mates. Centipawns go through the logistic curve of winning chances that lichess's bar uses,
 * so that +1 is a visible edge and +9 almost the whole bar.
 */
export function whiteShare(score, turn) {
  const w = whiteScore(score, turn);
  if ('mate' in w) return w.mate > 0 || (w.mate === 0 && turn === 'b') ? 100 : 0;
  const cp = Math.max(-1000, Math.min(1000, w.cp));
  return 50 + 50 * (2 / (1 + Math.exp(-0.00368208 * cp)) - 1);
}

/** The move number and colour to move of a FEN: { number, turn }. */
function fenTurn(fen) {
  const fields = fen.split(' ');
  return { turn: fields[1] === 'b' ? 'b' : 'w', number: Math.max(1, Number(fields[5]) || 1) };
}

/** A line of moves (SAN) from the position `fen`, with move numbers: "12… Nf6 13. Bb5 a6". */
export function lineText(fen, sans) {
  let { turn, number } = fenTurn(fen);
  const parts = [];
  sans.forEach((san, i) => {
    if (turn === 'w') parts.push(`${number}. ${san}`);
    else parts.push(i === 0 ? `${number}… ${san}` : san);
    if (turn === 'b') number += 1;
    turn = turn === 'w' ? 'b' : 'w';
  });
  return parts.join(' ');
}

/**
 * What the analysis panel and the board show for `view` (analysisView) and the analysis's own
 * state `a` ({ key, result, searching, error } or null): the score, White's share of the bar,
 * the depth, the best line, the best move (its arrow, and in words as the arrow's text).
 */
export function analysisDisplay(view, a, { san = (x) => x } = {}) {
  const { T, lang } = view;
  if (!view.on) return null;
  if (view.final) {
    const winner = view.final.winner ?? null;
    return {
      score: view.final.result, share: winner === 'w' ? 100 : winner === 'b' ? 0 : 50, depth: '', line: '',
      best: format(T.analysisOver, { result: outcomeInWords(lang, view.final) }), arrow: null,
    };
  }
  const mine = a?.key === view.key ? a : null;
  if (mine?.error) return { score: '', share: 50, depth: '', line: '', best: mine.error(T, lang), arrow: null };
  const result = mine?.result;
  if (!result?.move) {
    return { score: '…', share: 50, depth: T.analysisThinking, line: '', best: '', arrow: null };
  }
  return {
    score: scoreText(result.score, view.turn),
    share: whiteShare(result.score, view.turn),
    depth: format(mine.searching ? T.analysisDepthMore : T.analysisDepth, { depth: result.depth }),
    line: lineText(view.fen, result.pv.map((m) => san(m.san))),
    best: format(T.analysisBest, { san: result.move.san, words: moveInWords(lang, result.move) }),
    arrow: { from: result.move.from, to: result.move.to }, // castling: the king's move
  };
}

