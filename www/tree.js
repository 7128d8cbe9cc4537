// The game tree of a two-player game or an analysis: every line played or imported, with
// comments and NAGs, as plain values (saved by persist.js, drawn by render/tree.js). The
// rules' Game follows one line of it, the page's `line` (game.js); this file keeps the tree
// beside it and knows which node is shown: the node after the first `ply` moves of the line.
//
// A node is {uci, san, move, comment, startingComment, nags, commands, children} (`move`: the
// rules' Move, for its words); the first child is
// the main continuation, the others its variations (PGN's order). The root is {comment,
// children, mainEnding}: `mainEnding` keeps how the main line ended (a resignation, an
// agreement) while another line is shown, as the page's `ending` belongs to the line shown.
//
// Against the computer, over the board and with a clock the page keeps one line (a game being
// played has no variations): `tree` is null there.

/** Whether the page keeps a tree for the state `s`. */
export function treeMode(s) {
  return !s.computer && !s.settings.otb && !s.clock;
}

/**
 * The tree the page works with: none against the computer or with a clock (their games start
 * without one); over the board (a setting that may change during a game) the tree is kept
 * aside, untouched, and the page keeps one line until the setting is off again.
 */
export function activeTree(s) {
  return treeMode(s) ? s.tree : null;
}

export function emptyTree() {
  return { comment: '', children: [], mainEnding: null };
}

export function newNode(uci, san, move = null) {
  return { uci, san, move, comment: '', startingComment: '', nags: [], commands: [], children: [] };
}

/** The node after the moves `ucis` from the root, or null. */
export function nodeAt(tree, ucis) {
  let node = tree;
  for (const uci of ucis) {
    node = node.children.find((c) => c.uci === uci);
    if (!node) return null;
  }
  return node;
}

/** The tree with the node after `ucis` replaced by `change(node)` (the nodes on the way copied). */
function updateAt(tree, ucis, change) {
  if (!ucis.length) return change(tree);
  const [first, ...rest] = ucis;
  const children = tree.children.map((c) => (c.uci === first ? updateAt(c, rest, change) : c));
  return { ...tree, children };
}

/** The tree with the moves of `line` ({uci, san}) added as a path from the root (new moves as the last variation). */
export function mergeLine(tree, line) {
  if (!line.length) return tree;
  const [m, ...rest] = line;
  const i = tree.children.findIndex((c) => c.uci === m.uci);
  const child = i < 0 ? newNode(m.uci, m.san, m.move) : tree.children[i];
  const merged = mergeLine(child, rest);
  if (merged === child && i >= 0) return tree;
  const children = i < 0 ? [...tree.children, merged] : tree.children.map((c, k) => (k === i ? merged : c));
  return { ...tree, children };
}

/** The moves of the line through the node after `ucis`: `ucis` and the main continuation after it. */
export function lineThrough(tree, ucis) {
  const out = [...ucis];
  let node = nodeAt(tree, ucis);
  while (node?.children.length) {
    node = node.children[0];
    out.push(node.uci);
  }
  return out;
}

/** Whether the moves `ucis` go along the main line (first children only). */
export function onMainLine(tree, ucis) {
  let node = tree;
  for (const uci of ucis) {
    if (node.children[0]?.uci !== uci) return false;
    node = node.children[0];
  }
  return true;
}

/** The moves of the main line. */
export function mainLine(tree) {
  return lineThrough(tree, []);
}

/** The tree without the node after `ucis` (and everything after it). */
export function removeNode(tree, ucis) {
  if (!ucis.length) return tree;
  const last = ucis.at(-1);
  return updateAt(tree, ucis.slice(0, -1), (parent) => ({ ...parent, children: parent.children.filter((c) => c.uci !== last) }));
}

/** The tree with the node after `ucis` moved one place up among its siblings (the first is the main continuation). */
export function promoteNode(tree, ucis) {
  if (!ucis.length) return tree;
  const last = ucis.at(-1);
  return updateAt(tree, ucis.slice(0, -1), (parent) => {
    const i = parent.children.findIndex((c) => c.uci === last);
    if (i <= 0) return parent;
    const children = [...parent.children];
    [children[i - 1], children[i]] = [children[i], children[i - 1]];
    return { ...parent, children };
  });
}

/** The tree with the node after `ucis` changed by `fields` (comment, nags). */
export function annotate(tree, ucis, fields) {
  return updateAt(tree, ucis, (node) => ({ ...node, ...fields }));
}

/** Whether the tree holds more than its main line: variations, comments, NAGs or commands. */
export function hasAnnotations(tree) {
  if (!tree) return false;
  const rich = (n) => n.children.length > 1 || Boolean(n.comment) || Boolean(n.startingComment) || n.nags?.length > 0
    || n.commands?.length > 0 || n.children.some(rich);
  return rich(tree);
}

/** The NAGs a person sets on the page: PGN's suffixes, the glyphs lichess shows for $1..$6, and their words' keys (i18n). */
export const NAGS = [[1, '!', 'nagGood'], [2, '?', 'nagMistake'], [3, '!!', 'nagBrilliant'], [4, '??', 'nagBlunder'], [5, '!?', 'nagInteresting'], [6, '?!', 'nagDubious']];

/** The other NAGs with a glyph, as lichess and the Informant show them (a record may carry them: `$14` or `⩲`). */
export const GLYPHS = [[7, '□', 'nagOnly'], [10, '=', 'nagEqual'], [13, '∞', 'nagUnclear'],
  [14, '⩲', 'nagWhiteSlightly'], [15, '⩱', 'nagBlackSlightly'], [16, '±', 'nagWhiteBetter'], [17, '∓', 'nagBlackBetter'],
  [18, '+−', 'nagWhiteWinning'], [19, '−+', 'nagBlackWinning'], [22, '⨀', 'nagZugzwang'], [32, '↑↑', 'nagDevelopment'],
  [36, '↑', 'nagInitiative'], [40, '→', 'nagAttack'], [44, '=∞', 'nagCompensation'], [132, '⇆', 'nagCounterplay'],
  [138, '⊕', 'nagTimeTrouble'], [140, '∆', 'nagIdea'], [141, '∇', 'nagAgainst'], [142, '⌓', 'nagBetterIs'], [146, 'N', 'nagNovelty']];

const glyphOf = (n) => NAGS.find(([k]) => k === n) ?? GLYPHS.find(([k]) => k === n);

/** A NAG in words for screen readers (`T`: the page's strings): "Good move", "White is better", else `$n`. */
export function nagWords(T, n) {
  const key = glyphOf(n)?.[2];
  return (key && T[key]) || `$${n}`;
}

/** A NAG as the move list shows it: `!` for $1 … `?!` for $6, `±` for $16 and the other glyphs (a space before a position's), else ` $n`. */
export function nagText(n) {
  const glyph = glyphOf(n)?.[1];
  return n <= 6 && glyph ? glyph : ` ${glyph ?? `$${n}`}`;
}
