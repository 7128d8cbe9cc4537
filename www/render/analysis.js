// The analysis on the page: the evaluation bar beside the board (White's share, White's end
// towards White's side of the board), the panel (the switch, the score from White's point of
// view, the depth, the best move in words and the best line) and the best move's arrow on the
// board. The arrow is hidden from screen readers; the panel says the same move in words.
import { $ } from '../dom.js';
import { analysisDisplay, analysisView } from '../analysis-view.js';
import { figurineSan } from './moves.js';

let arrowKey = '';

/** Draws the analysis of the state `s`, with what `analysis` (analysis.js) found. */
export function renderAnalysis(s, analysis, board) {
  const view = analysisView(s);
  $('analysis').hidden = !view.available;
  $('analysis-toggle').checked = view.on;
  const shown = analysisDisplay(view, analysis.state(), { san: s.settings.figurines ? figurineSan : (san) => san });
  $('analysis-body').hidden = !shown;
  const bar = $('eval-bar');
  bar.hidden = !shown;
  const arrow = shown?.arrow ? `${shown.arrow.from}${shown.arrow.to}` : '';
  if (arrow !== arrowKey) {
    arrowKey = arrow;
    board.arrows = arrow ? [arrow] : [];
  }
  if (!shown) return;
  bar.classList.toggle('flipped', view.orientation === 'b');
  bar.querySelector('.eval-white').style.flexBasis = `${shown.share.toFixed(1)}%`;
  bar.dataset.share = shown.share.toFixed(1);
  $('analysis-score').textContent = shown.score;
  $('analysis-depth').textContent = shown.depth;
  $('analysis-best').textContent = shown.best;
  $('analysis-line').textContent = shown.line;
  $('analysis-line').parentElement.hidden = !shown.line;
}
