// The move list with its navigation, the result, the variant, the game's tags and the export fields.
import { $ } from '../dom.js';
import { atEnd, moveNumberText, startColorAndNumber } from '../game.js';
import { moveInWords } from '../i18n/index.js';
import { resultText, shownTags, variantText } from '../selectors.js';
import { strings } from '../state.js';
import { exportPgn } from '../tree-io.js';
import { activeTree } from '../tree.js';

const FIGURINES = { K: '♔', Q: '♕', R: '♖', B: '♗', N: '♘' };

/** SAN with figurines for the piece letters: ♘f3, exd8=♕. */
export function figurineSan(san) {
  return san.replace(/[KQRBN]/g, (letter) => FIGURINES[letter]);
}

function moveButton(s, m, i) {
  const b = document.createElement('button');
  b.type = 'button';
  b.className = 'move';
  b.textContent = s.settings.figurines ? figurineSan(m.san) : m.san;
  b.dataset.ply = String(i + 1);
  b.setAttribute('aria-label', `${moveNumberText(s, i)} ${m.san}: ${moveInWords(s.settings.lang, m.move)}`);
  if (i + 1 === s.ply) b.setAttribute('aria-current', 'step');
  if (i + 1 > s.ply) b.classList.add('future');
  return b;
}

/** Keeps the current move in view inside the list (scrollIntoView would scroll the page too). */
function scrollToCurrent(s, list) {
  const current = list.querySelector('[aria-current]');
  if (current) {
    const top = current.offsetTop - list.offsetTop;
    if (top < list.scrollTop) list.scrollTop = top;
    else if (top + current.offsetHeight > list.scrollTop + list.clientHeight) list.scrollTop = top + current.offsetHeight - list.clientHeight;
  } else if (s.ply === 0) {
    list.scrollTop = 0;
  }
}

/** The line in rows of White's and Black's moves (a game tree's list is render/tree.js's). */
function renderLine(s, list) {
  list.replaceChildren();
  const { color } = startColorAndNumber(s);
  let li = null;
  s.line.forEach((m, i) => {
    const whiteMove = (color === 'w') === (i % 2 === 0);
    if (!li || whiteMove) {
      li = document.createElement('li');
      const num = document.createElement('span');
      num.className = 'num';
      num.textContent = moveNumberText(s, i).replace('…', '.');
      li.append(num);
      if (!whiteMove) {
        const gap = document.createElement('span');
        gap.className = 'gap';
        gap.textContent = '…';
        li.append(gap);
      }
      list.append(li);
    }
    li.append(moveButton(s, m, i));
  });
  if (!s.line.length) {
    const empty = document.createElement('li');
    empty.className = 'empty';
    empty.textContent = strings(s).noMoves;
    list.append(empty);
  }
}

/** The move list (drawn by render/tree.js first when the game has a tree), its navigation and the result. */
export function renderMoves(s) {
  const list = $('moves');
  if (!activeTree(s)) renderLine(s, list);
  scrollToCurrent(s, list);
  $('result').textContent = resultText(s);
  $('variant').textContent = variantText(s);
  $('nav-start').disabled = s.ply === 0;
  $('nav-prev').disabled = s.ply === 0;
  $('nav-next').disabled = atEnd(s);
  $('nav-end').disabled = atEnd(s);
}

export function renderTags(s) {
  const dl = $('tags');
  dl.replaceChildren();
  const shown = shownTags(s);
  const names = strings(s).tagNames;
  $('tags-box').hidden = !shown.length;
  for (const [k, v] of shown) {
    const dt = document.createElement('dt');
    dt.textContent = Object.hasOwn(names, k) ? names[k] : k; // text, never HTML
    const dd = document.createElement('dd');
    dd.textContent = v;
    dl.append(dt, dd);
  }
}

/** The export fields; the PGN only while the panel is open. */
export function renderExport(s) {
  $('export-fen').value = s.game.fen();
  if ($('io').open) $('export-pgn').value = exportPgn(s);
  $('io-error').textContent = s.io.error;
  $('io-message').textContent = s.io.message;
}
