// Draws the Audit view from the state (audit/selectors.js), only reading it: the view replaces
// the game's layout while it is open; its list of games, the chosen game's board, verdict,
// findings and moves with the findings marked. Its own subscriber, rendering once per batch of
// changes as render/index.js does.
import { $ } from '../dom.js';
import { format } from '../i18n/index.js';
import { auditStatus, auditView, auditWords, chosenGame, rowText, visibleRows } from '../audit/selectors.js';
import { strings } from '../state.js';

/** Rows drawn at most: a list of a million games would be no use to read, nor cheap to draw. */
export const MAX_ROWS = 2000;

const TEMPLATE = `
<div class="audit-head"><h2 data-a="title"></h2><button type="button" id="audit-back" data-a="back"></button></div>
<p class="hint" data-a="intro"></p>
<div class="audit-input" id="audit-drop">
  <label for="audit-text" data-a="paste"></label>
  <textarea id="audit-text" rows="5" spellcheck="false"></textarea>
  <div class="row wrap">
    <button type="button" id="audit-run" class="primary" data-a="run"></button>
    <label class="file-button"><span data-a="openFile"></span><input type="file" id="audit-file" accept=".pgn,.txt,application/x-chess-pgn,text/plain"></label>
    <span class="hint" data-a="drop"></span>
  </div>
</div>
<p id="audit-status" class="status" role="status" aria-live="polite"></p>
<label class="check"><input type="checkbox" id="audit-only"> <span data-a="onlyFindings"></span></label>
<div class="audit-body">
  <section class="audit-games"><h3 data-a="games"></h3><ol id="audit-list" class="audit-list"></ol><p id="audit-more" class="hint" hidden></p></section>
  <section id="audit-game" class="audit-game" hidden>
    <h3 id="audit-game-title"></h3>
    <chess-board id="audit-board" fen="start"></chess-board>
    <h4 data-a="verdictTitle"></h4><p id="audit-verdict"></p>
    <h4 data-a="findings"></h4><ol id="audit-findings" class="audit-findings"></ol>
    <h4 data-a="moves"></h4><ol id="audit-moves" class="audit-moves"></ol>
  </section>
</div>`;

function el(tag, props = {}, text = '') {
  const e = document.createElement(tag);
  Object.assign(e, props);
  if (text) e.textContent = text;
  return e;
}

function renderList(s, T) {
  const rows = visibleRows(s);
  const list = $('audit-list');
  const selected = auditView(s).selected;
  list.replaceChildren(...rows.slice(0, MAX_ROWS).map((r) => {
    const words = rowText(s, r);
    const button = el('button', { type: 'button', className: 'audit-row' });
    button.dataset.index = String(r.index);
    button.setAttribute('aria-pressed', String(r.index === selected));
    button.append(el('span', { className: 'label' }, words.label), el('span', { className: words.agrees ? 'result' : 'result mismatch' }, words.result),
      el('span', { className: words.findings ? 'findings' : 'findings none' }, words.summary ?? ''));
    const li = el('li');
    li.append(button);
    return li;
  }));
  if (!rows.length && auditView(s).onlyFindings && s.audit?.count) list.replaceChildren(el('li', { className: 'hint' }, T.noneShown));
  const more = $('audit-more');
  more.hidden = rows.length <= MAX_ROWS;
  more.textContent = format(T.moreRows, { shown: MAX_ROWS, total: rows.length });
}

function renderGame(s, T) {
  const game = chosenGame(s);
  $('audit-game').hidden = !game;
  if (!game) return;
  $('audit-game-title').textContent = game.title;
  $('audit-board').fen = game.fen;
  const verdict = $('audit-verdict');
  verdict.textContent = game.verdict;
  verdict.classList.toggle('mismatch', !game.agrees);
  const findings = game.events.map((e) => {
    const li = el('li', { className: `finding ${e.kind}` });
    const button = el('button', { type: 'button', className: 'link' }, e.text);
    button.dataset.ply = String(e.ply);
    button.title = T.showPosition;
    li.append(button);
    if (e.irregular) li.append(' ', el('span', { className: 'hint' }, T.afterIrregular));
    return li;
  });
  $('audit-findings').replaceChildren(...(findings.length ? findings : [el('li', {}, T.noFindings)]));
  const start = el('li');
  const startButton = el('button', { type: 'button', className: 'move' }, T.startPosition);
  startButton.dataset.ply = '0';
  if (game.ply === 0) startButton.setAttribute('aria-current', 'true');
  start.append(startButton);
  $('audit-moves').replaceChildren(start, ...game.moves.map((m) => {
    const li = el('li');
    const b = el('button', { type: 'button', className: ['move', ...m.kinds.map((k) => `mark-${k}`)].join(' '), disabled: !m.reachable }, m.label);
    b.dataset.ply = String(m.ply);
    if (m.kinds.length) b.dataset.kinds = m.kinds.join(' ');
    if (m.current) b.setAttribute('aria-current', 'true');
    li.append(b);
    return li;
  }));
}

/** Renders the view on every change of the state (a microtask after the changes of one task). */
export function startAuditRendering(store) {
  const view = $('audit-view');
  let built = false;
  let openersLang = null; // the language the buttons that open the view are in
  let viewLang = null; // the language the view's own texts are in
  let drawn = { rows: null, selected: undefined, lang: null };
  let scheduled = false;
  let wasOpen = false;
  let opener = null; // the button that opened the view, which has the focus back when it closes
  /** The view replaces the page, and the focus would drop to its body: into the view, and back to its opener. */
  function moveFocus(open) {
    wasOpen = open;
    if (open) {
      opener = ['start-audit', 'open-audit'].includes(document.activeElement?.id) ? document.activeElement : null;
      queueMicrotask(() => $('audit-text')?.focus()); // once the view is built
    } else if (opener?.isConnected && opener.getClientRects().length) {
      opener.focus();
    } else if (view.contains(document.activeElement) || document.activeElement === document.body) {
      $('board').focusSquare();
    }
  }
  function render() {
    scheduled = false;
    const s = store.getState();
    const v = auditView(s);
    const T = auditWords(s);
    if (openersLang !== s.settings.lang) {
      openersLang = s.settings.lang;
      // The first screen's button and the FEN and PGN panel's.
      for (const e of document.querySelectorAll('.audit-open')) e.textContent = T.open;
      for (const e of document.querySelectorAll('.audit-open-sub')) e.textContent = T.openSub;
    }
    view.hidden = !v.open;
    document.querySelector('main.layout').hidden = v.open;
    if (v.open !== wasOpen) moveFocus(v.open);
    if (!v.open) return;
    if (!built) {
      view.innerHTML = TEMPLATE;
      built = true;
    }
    if (viewLang !== s.settings.lang) {
      viewLang = s.settings.lang;
      for (const e of view.querySelectorAll('[data-a]')) e.textContent = T[e.dataset.a];
      $('audit-board').setAttribute('aria-label', T.board);
      $('audit-board').labels = strings(s).boardLabels; // its squares named in the language too, not in the board's English
    }
    $('audit-status').textContent = auditStatus(s);
    $('audit-only').checked = v.onlyFindings;
    const rows = visibleRows(s);
    if (drawn.rows !== rows || drawn.selected !== v.selected || drawn.lang !== viewLang) {
      renderList(s, T);
      drawn = { rows, selected: v.selected, lang: viewLang };
    }
    renderGame(s, T);
  }
  store.subscribe(() => {
    if (scheduled) return;
    scheduled = true;
    queueMicrotask(render);
  });
  render();
}
