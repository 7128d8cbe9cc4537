// The move list of a game tree (tree.js), as lichess's analysis shows it: the main line in
// columns, White's and Black's moves side by side; a comment or the variations after a move
// interrupt the columns, each variation inline and indented, with its own variations in
// parentheses. Every move is a button naming its node (data-path: the moves to it); the moves of
// the line shown also carry their ply (data-ply), as in a single line. Only reads the state.
import { $ } from '../dom.js';
import { moveNumberText, startColorAndNumber } from '../game.js';
import { moveInWords } from '../i18n/index.js';
import { strings } from '../state.js';
import { activeTree, nagText, nagWords, nodeAt } from '../tree.js';
import { figurineSan } from './moves.js';

function el(tag, className, text = '') {
  const e = document.createElement(tag);
  if (className) e.className = className;
  if (text) e.textContent = text; // text, never HTML
  return e;
}

/** The context of one render: the state, the line shown, the start colour. */
function context(s) {
  return { s, shown: s.line.map((m) => m.uci), color: startColorAndNumber(s).color };
}

const isWhite = (ctx, p) => (ctx.color === 'w') === (p % 2 === 0);

function moveButton(ctx, node, path, p) {
  const { s } = ctx;
  const b = el('button', 'move');
  b.type = 'button';
  const san = s.settings.figurines ? figurineSan(node.san) : node.san;
  b.textContent = san + node.nags.map(nagText).join('');
  b.dataset.path = path.join(' ');
  const onLine = path.length <= ctx.shown.length && path.every((u, i) => u === ctx.shown[i]);
  if (onLine) {
    b.dataset.ply = String(p + 1);
    if (p + 1 === s.ply) b.setAttribute('aria-current', 'step');
    if (p + 1 > s.ply) b.classList.add('future');
  }
  const nags = node.nags.map((n) => `, ${nagWords(strings(s), n)}`).join('');
  b.setAttribute('aria-label', `${moveNumberText(s, p)} ${node.san}: ${moveInWords(s.settings.lang, node.move)}${nags}`);
  return b;
}

/** A move with its number when it needs one (White's moves; the first of a variation, or after a comment) and its comment. */
function inlineMove(ctx, into, node, trail, at, numbered) {
  if (isWhite(ctx, at) || numbered) into.append(el('span', 'num', moveNumberText(ctx.s, at)));
  into.append(moveButton(ctx, node, trail, at));
  if (node.comment) into.append(el('span', 'comment', node.comment));
}

/** A variation, inline: in PGN's order, each move, its comment, the alternatives to it (nested), the next move. */
function variation(ctx, first, at, path) {
  const v = el('span', 'variation');
  if (first.startingComment) v.append(el('span', 'comment', first.startingComment));
  let node = first;
  let trail = [...path, first.uci];
  inlineMove(ctx, v, node, trail, at, true);
  let numbered = Boolean(node.comment);
  while (node.children.length) {
    const [main, ...alts] = node.children;
    const next = [...trail, main.uci];
    inlineMove(ctx, v, main, next, at + 1, numbered);
    numbered = Boolean(main.comment) || alts.length > 0;
    for (const alt of alts) v.append(variation(ctx, alt, at + 1, trail));
    node = main;
    trail = next;
    at += 1;
  }
  return v;
}

/** The main line in rows of White's and Black's moves, interrupted by comments and variations. */
export function renderTreeMoves(s) {
  if (!activeTree(s)) return;
  const list = $('moves');
  list.replaceChildren();
  const ctx = context(s);
  if (s.tree.comment) {
    const before = el('li', 'branch');
    before.append(el('span', 'comment', s.tree.comment));
    list.append(before);
  }
  let node = s.tree;
  let trail = [];
  let row = null;
  for (let at = 0; node.children.length; at++) {
    const [main, ...alts] = node.children;
    const white = isWhite(ctx, at);
    if (!row || white) {
      row = el('li');
      row.append(el('span', 'num', moveNumberText(s, at).replace('…', '.')));
      if (!white) row.append(el('span', 'gap', '…'));
      list.append(row);
    }
    const next = [...trail, main.uci];
    row.append(moveButton(ctx, main, next, at));
    if (main.comment || alts.length) {
      const branch = el('li', 'branch');
      if (main.comment) branch.append(el('span', 'comment', main.comment));
      for (const alt of alts) branch.append(variation(ctx, alt, at, trail));
      list.append(branch);
      row = null;
    }
    node = main;
    trail = next;
  }
  if (!s.tree.children.length) list.append(el('li', 'empty', strings(s).noMoves));
}

/** The tools of the node shown: its comment, its NAGs, promote and remove (tree-input.js wires them). */
export function renderTreeTools(s) {
  const tools = $('tree-tools');
  tools.hidden = !activeTree(s);
  if (tools.hidden) return;
  const ucis = s.line.slice(0, s.ply).map((m) => m.uci);
  const node = nodeAt(s.tree, ucis) ?? s.tree;
  const box = $('node-comment');
  if (document.activeElement !== box && box.value !== node.comment) box.value = node.comment;
  for (const b of tools.querySelectorAll('button[data-nag]')) {
    b.setAttribute('aria-pressed', String(Boolean(s.ply) && node.nags.includes(Number(b.dataset.nag))));
    b.disabled = !s.ply;
  }
  const parent = nodeAt(s.tree, ucis.slice(0, -1));
  const fixed = Boolean(s.ending || s.tree.mainEnding); // a game ended by an act keeps its lines (tree-actions.js)
  $('node-promote').disabled = !s.ply || fixed || parent.children[0] === node;
  $('node-remove').disabled = !s.ply || fixed;
}

