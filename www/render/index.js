// Draws the page from the store's state. Every change of the state schedules one render, which
// only reads the state (through the selectors) and writes the DOM: the board, the players, the
// status line, the line under the move box, the move list, the buttons, the tags, the export
// fields, the clock, the computer's marks and the analysis.
import { $ } from '../dom.js';
import { computerView } from '../selectors.js';
import { strings } from '../state.js';
import { renderBoard, renderPlayers } from './board.js';
import { createClockView } from './clock.js';
import { focusBefore, keepFocus } from './focus.js';
import { renderControls, renderSuggestions } from './controls.js';
import { renderExport, renderMoves, renderTags } from './moves.js';
import { renderAnalysis } from './analysis.js';
import { renderOtb } from './otb.js';
import { renderTreeMoves, renderTreeTools } from './tree.js';
import { renderStart } from './start.js';
import { renderHint, renderNotice, renderStatus } from './status.js';

/** The words of the page's static elements (data-i18n, data-i18n-aria, data-i18n-placeholder) in the language chosen. */
function renderLanguage(s, board) {
  const T = strings(s);
  document.documentElement.lang = s.settings.lang;
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
  $('lang').value = s.settings.lang;
  board.labels = T.boardLabels;
}

/**
 * Renders the store's state into the page whenever it changes: once for all the actions of one
 * task (an event, a search result, a timer), in a microtask, so before the browser paints.
 * Not in requestAnimationFrame: Chromium dispatches clicks and keys between frames, and a page
 * read right after an input (a screen reader, a test) must already show its result. The
 * clocks alone are redrawn every frame while one runs (render/clock.js).
 */
export function startRendering(store, { board, computer, analysis, flag }) {
  const clock = createClockView(flag);
  let language = null;
  let scheduled = false;

  function render() {
    scheduled = false;
    const s = store.getState();
    if (s.settings.lang !== language) {
      language = s.settings.lang;
      renderLanguage(s, board);
    }
    renderNotice(s);
    if (s.engineError) $('status').querySelector('.state').textContent = s.engineError;
    if (!s.game) return;
    const focused = focusBefore();
    renderBoard(s, board);
    renderOtb(s, board);
    renderPlayers(s);
    renderStart(s);
    renderStatus(s);
    renderTreeMoves(s);
    renderMoves(s);
    renderTreeTools(s);
    renderHint(s, computer);
    renderControls(s);
    renderSuggestions(s);
    renderTags(s);
    renderExport(s);
    clock.render(s);
    computer.render(computerView(s));
    renderAnalysis(s, analysis, board);
    keepFocus(focused, board); // a button disabled or a move list drawn anew does not drop the focus
  }

  function schedule() {
    if (scheduled) return;
    scheduled = true;
    queueMicrotask(render);
  }

  store.subscribe(schedule);
  schedule();
  return { render };
}
