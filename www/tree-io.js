// The game tree (tree.js) in and out: read from a game of the package's `chess-arbiter/pgn` entry
// (its PgnGame, on import), written back through it (export), and saved as plain values
// (persist.js), checked by replaying every move when read back. The app gives the store the pgn
// entry at start (`pgnLoaded`: its rules are that entry's); loadPgnEntry imports it for a store
// that has none yet (the page's logic in tests, a page that takes its rules from chess-arbiter).
import { applyEnding, baseGame, fullPgn, gameAfter } from './game.js';
import { activeTree, hasAnnotations, mainLine, newNode, onMainLine } from './tree.js';

let loading = null;

/** The pgn entry, imported on first use and given to the store (`pgnLoaded`); `load` imports it (tests). */
export function loadPgnEntry(store, load = () => import('./pkg/pgn/browser.js')) {
  if (store.getState().pgn) return Promise.resolve(store.getState().pgn);
  loading ??= load().catch((err) => {
    loading = null; // tried again on the next need (say, once back online)
    throw err;
  });
  return loading.then((entry) => {
    if (!store.getState().pgn) store.dispatch('pgnLoaded', entry);
    return entry;
  });
}

/** A PgnNode's subtree as the page's nodes; a null move (`--`, which a Game cannot play) and what follows it are left out. */
function fromNode(node) {
  const out = newNode(node.uci, node.san);
  out.comment = node.comment;
  out.startingComment = node.startingComment;
  out.nags = [...node.nags];
  out.commands = node.commands.map((c) => ({ name: c.name, args: c.args }));
  out.children = node.children.filter((c) => c.uci).map(fromNode);
  return out;
}

/** The tree of a PgnGame (the entry's), without the rules' Moves: read it again with unpackTree(packTree(tree)). */
export function treeFromPgn(game) {
  const root = game.root;
  return { comment: root.comment, children: root.children.filter((c) => c.uci).map(fromNode), mainEnding: null };
}

/**
 * What the page loads of a PgnGame (`loadGame`): its start, its tags, the moves of its main line
 * and its tree, every move of every line replayed by the rules. Frees the PgnGame.
 */
export function gameOfPgn(rules, pgnGame) {
  let text;
  let read;
  try {
    text = pgnGame.pgn({ variations: false, comments: false, commands: false, nags: false });
    read = treeFromPgn(pgnGame);
  } finally {
    pgnGame.free();
  }
  const g = rules.Game.fromPgn(text);
  const allTags = rules.parsePgn(text)[0]?.tags ?? {};
  let setup;
  let ucis;
  let recorded;
  try {
    recorded = g.recordedResult();
    ucis = g.history().map((m) => m.uci);
    while (g.undo());
    setup = { type: 'pgn', pgn: g.pgn() };
  } finally {
    g.free();
  }
  const tags = Object.entries(allTags).filter(([k, v]) => typeof v === 'string' && !['SetUp', 'FEN'].includes(k));
  const ending = recordedEnding(rules, setup, ucis, recorded, allTags.Termination);
  return { setup, tags, ucis, ending, tree: unpackTree(rules, setup, packTree(read), () => true) };
}

/**
 * How a record that the Laws leave unfinished (the moves `ucis` from `setup`) ended, as its
 * result `recorded` says: the loser resigned (a flag fell, when its Termination tag says "time"),
 * or a draw was claimed (when the position allows it) or agreed; null when the record gives no
 * result, the Laws ended the game, or none of these gives the result (a win on time against a
 * side that cannot mate is a draw). Each is tried on a copy of the game.
 */
function recordedEnding(rules, setup, ucis, recorded, termination = '') {
  if (!['1-0', '0-1', '1/2-1/2'].includes(recorded)) return null;
  const loser = recorded === '1-0' ? 'b' : 'w';
  const tries = recorded === '1/2-1/2' ? [{ type: 'claim', withMove: false }, { type: 'agree' }]
    : [{ type: /time/i.test(termination ?? '') ? 'timeout' : 'resign', color: loser }];
  for (const ending of tries) {
    let g = null;
    try {
      g = gameAfter(rules, setup, ucis);
      if (g.outcome()) return null;
      if (applyEnding(g, ending).result === recorded) return ending;
    } catch {
      // no claim here, or moves past an ending: the next way
    } finally {
      g?.free();
    }
  }
  return null;
}

/** The PGN of the main line (tags, result, its ending), whichever line is shown. */
function mainLinePgn(s) {
  const main = mainLine(s.tree);
  const shownIsMain = onMainLine(s.tree, s.line.map((m) => m.uci)) && main.length === s.line.length;
  if (shownIsMain) return fullPgn(s);
  const line = main.map((uci) => ({ uci }));
  return fullPgn({ ...s, line, ply: -1, ending: s.tree.mainEnding, offer: null, touches: [] });
}

function annotateInto(target, node) {
  if (node.comment) target.setComment(node.comment);
  if (node.startingComment) target.setStartingComment(node.startingComment);
  if (node.nags.length) target.setNags(node.nags);
  for (const c of node.commands) target.setCommand(c.name, c.args);
  for (const child of node.children) annotateInto(target.play(child.uci), child);
}

/**
 * The PGN the page exports: the whole tree with its comments and NAGs when the state has one
 * and the pgn entry is loaded (loadPgnEntry), else the line shown (game.js fullPgn).
 */
export function exportPgn(s) {
  if (!activeTree(s) || !hasAnnotations(s.tree) || !s.pgn) return fullPgn(s);
  const game = s.pgn.PgnGame.parse(mainLinePgn(s));
  try {
    if (s.tree.comment) game.root.setComment(s.tree.comment);
    for (const child of s.tree.children) annotateInto(game.root.play(child.uci), child);
    return game.pgn();
  } finally {
    game.free();
  }
}

// ---- saved (persist.js) ------------------------------------------------------------------

const pack = (n) => ({ u: n.uci, c: n.comment, s: n.startingComment, n: n.nags, m: n.commands, k: n.children.map(pack) });

/** The tree as it is saved: without the SAN, which is read again from the rules. */
export function packTree(tree) {
  return { c: tree.comment, e: tree.mainEnding, k: tree.children.map(pack) };
}

const UCI = /^[a-h][1-8][a-h][1-8][qrbn]?$/;
const isText = (v) => typeof v === 'string' && v.length <= 1_000_000; // a comment as long as an imported one
const isNags = (v) => Array.isArray(v) && v.length <= 16 && v.every((n) => Number.isInteger(n) && n >= 0 && n <= 255);
const isCommands = (v) => Array.isArray(v) && v.length <= 32 && v.every((c) => c && isText(c.name) && isText(c.args));

function unpack(g, packed) {
  if (!packed || !Array.isArray(packed.k)) throw new Error('tree');
  return packed.k.map((p) => {
    if (!UCI.test(p?.u) || !isText(p.c) || !isText(p.s) || !isNags(p.n) || !isCommands(p.m)) throw new Error('tree node');
    const move = g.play(p.u); // throws on an illegal move
    const node = { ...newNode(move.uci, move.san, move), comment: p.c, startingComment: p.s, nags: [...p.n], commands: p.m.map((c) => ({ name: c.name, args: c.args })) };
    node.children = unpack(g, p);
    g.undo();
    return node;
  });
}

/**
 * The tree saved as `packed` for a game that starts at `setup`, every move replayed by the
 * rules; `validEnding` checks the main line's ending. Throws on garbage.
 */
export function unpackTree(rules, setup, packed, validEnding) {
  if (!packed || !isText(packed.c) || !validEnding(packed.e ?? null)) throw new Error('tree');
  const g = baseGame(rules, setup);
  try {
    return { comment: packed.c, children: unpack(g, packed), mainEnding: packed.e ?? null };
  } finally {
    g.free();
  }
}

