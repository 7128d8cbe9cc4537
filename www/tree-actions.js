// The actions of the game tree (tree.js): a node of it shown, a line started from an earlier
// position, the last move of the line taken back, comments and NAGs set, a variation promoted
// or removed. Each returns the fields that change, as the page's other actions (actions.js); the
// rules' Game is rebuilt along the new line when the line changes.
import { moveNumberText, rebuild } from './game.js';
import { format, moveInWords } from './i18n/index.js';
import { activeTree, annotate, lineThrough, mergeLine, nodeAt, onMainLine, promoteNode, removeNode, treeMode } from './tree.js';

// One of each group at a time, as lichess sets them: a move's assessment (! ? !! ?? !? ?!) and
// the position's (= ∞ ⩲ ⩱ ± ∓ +− −+).
const EXCLUSIVE = [[1, 2, 3, 4, 5, 6], [10, 13, 14, 15, 16, 17, 18, 19]];
const rivals = (a, b) => EXCLUSIVE.some((group) => group.includes(a) && group.includes(b));

/** The moves to the node shown. */
export function shownUcis(s) {
  return s.line.slice(0, s.ply).map((m) => m.uci);
}

/** The tree as the state should hold it after `patch`: the line shown merged in (tree mode), or none. */
export function withTree(s, patch) {
  const after = { ...s, ...patch };
  if (!after.game || !treeMode(after)) return patch; // kept aside over the board (activeTree)
  if (after.tree && !('line' in patch) && !('tree' in patch) && treeMode(s)) return patch; // back from over the board: merged
  const tree = mergeLine(after.tree ?? { comment: '', children: [], mainEnding: null }, after.line);
  return tree === after.tree ? patch : { ...patch, tree };
}

/** Whether promoting or removing a line may change which line ended the game: refused then. */
function endedByAct(s) {
  return Boolean(s.ending || s.tree?.mainEnding);
}

/** Whether `ucis` is the whole main line (its ending belongs to it alone). */
function isMainLine(tree, ucis) {
  return onMainLine(tree, ucis) && !nodeAt(tree, ucis)?.children.length;
}

/**
 * The game rebuilt along `ucis` showing `ply`: the ending of the main line goes with the main
 * line (kept in the tree while another line is shown); an offer or a touch does not stay.
 */
function along(s, tree, ucis, ply) {
  const wasMain = isMainLine(tree, s.line.map((m) => m.uci));
  const kept = wasMain && s.ending ? { ...tree, mainEnding: s.ending } : tree;
  const ending = isMainLine(kept, ucis) ? kept.mainEnding : null;
  const base = { ...s, tree: kept, ending, offer: null, touches: [], ply };
  const patch = rebuild(base, ucis);
  if (s.game && s.game !== patch.game) s.game.free();
  return { ...patch, ending, tree: kept, adjustArmed: false, premove: null };
}

/** What the page says after a node is shown: the move and its number, or the start. */
function saidAt(s, patch) {
  const cur = { ...s, ...patch };
  if (!cur.ply) return (T) => T.startPosition;
  const n = moveNumberText(cur, cur.ply - 1);
  const m = cur.line[cur.ply - 1];
  return (T, lang) => `${format(T.afterMove, { n, san: m.san })} ${moveInWords(lang, m.move)}.`;
}

export const treeActions = {
  /** The chess-arbiter/pgn entry was loaded (tree-io.js): a tree can be exported. */
  pgnLoaded(s, entry) {
    return { pgn: entry };
  },

  /** The node after the moves `ucis` is shown: the line goes through it, along the main continuation after it. */
  selectNode(s, ucis) {
    if (!activeTree(s) || !nodeAt(s.tree, ucis)) return null;
    const line = lineThrough(s.tree, ucis);
    const same = line.length === s.line.length && line.every((u, i) => u === s.line[i].uci);
    if (same && ucis.length === s.ply) return null;
    const patch = along(s, s.tree, line, ucis.length);
    return { ...patch, announcement: saidAt(s, patch) };
  },

  /**
   * Playing from an earlier position: the moves after it leave the line shown but stay in the
   * tree, and the move played next starts a variation (as analysis boards do; nothing is asked).
   */
  branch(s) {
    if (!activeTree(s) || s.ply === s.line.length) return null;
    const ucis = shownUcis(s);
    const patch = along(s, s.tree, ucis, ucis.length);
    return patch;
  },

  /** Takes back the last move of the line: it leaves the tree; the line goes on along the main continuation there. */
  treeUndo(s) {
    if (!activeTree(s) || s.busy || s.ending || !s.line.length) return null;
    const all = s.line.map((m) => m.uci);
    const tree = removeNode(s.tree, all);
    const ucis = all.slice(0, -1);
    const patch = along({ ...s, tree }, tree, lineThrough(tree, ucis), ucis.length);
    const n = ucis.length ? moveNumberText(s, ucis.length - 1) : '';
    const san = s.line[ucis.length - 1]?.san;
    return { ...patch, announcement: (T) => (n ? format(T.afterMove, { n, san }) : T.startPosition) }; // as undo says it
  },

  /** The comment after the move shown (at the start: the comment before the first move). */
  setNodeComment(s, comment) {
    if (!activeTree(s)) return null;
    const text = String(comment).replace(/\r\n?/g, '\n');
    return { tree: annotate(s.tree, shownUcis(s), { comment: text }) };
  },

  /** NAG `nag` on or off for the move shown; a move's assessment (! ? !! ?? !? ?!) replaces the one it had, and so does the position's (± …). */
  toggleNag(s, nag) {
    if (!activeTree(s) || !s.ply) return null;
    const ucis = shownUcis(s);
    const { nags } = nodeAt(s.tree, ucis);
    const on = nags.includes(nag);
    const kept = nags.filter((n) => n !== nag && !rivals(n, nag));
    return { tree: annotate(s.tree, ucis, { nags: on ? kept : [...kept, nag].sort((a, b) => a - b) }) };
  },

  /** The variation of the move shown one place up among its siblings (the first is the main continuation). */
  promoteVariation(s) {
    if (!activeTree(s) || !s.ply || endedByAct(s)) return null;
    const tree = promoteNode(s.tree, shownUcis(s));
    return tree === s.tree ? null : { tree, announcement: (T) => T.treePromoted };
  },

  /** The move shown and everything after it leave the tree; the move before it is shown. */
  removeVariation(s) {
    if (!activeTree(s) || !s.ply || endedByAct(s)) return null;
    const ucis = shownUcis(s);
    const tree = removeNode(s.tree, ucis);
    const up = ucis.slice(0, -1);
    const patch = along({ ...s, tree }, tree, lineThrough(tree, up), up.length);
    return { ...patch, announcement: (T) => T.treeRemoved };
  },
};
