// The `chess-arbiter/pgn` API over the entry's wasm (src/wasm/pgn_tree.rs): `PgnGame` and
// `PgnNode` (python-chess's Game / GameNode, chessops' pgn nodes, in JavaScript style),
// `parseGames` and the streaming `readGames`. A game's tree lives in wasm memory; a `PgnNode` is
// a handle on one of its nodes (its index). Arguments are checked here, so every bad one is a
// `ChessError`.
//
// Memory: the garbage collector frees a tree only when it finalizes its `PgnGame`, which it
// does late, as it does not see wasm memory; a stream of games would pile up trees. So the
// trees of games read and not edited since are kept for the most recent ones only (about
// LIVE_TEXT characters of their PGN): an older one is freed and its game keeps its text, read
// again (to the same tree, node for node) if it is used again. Edited games keep their trees.
import { pieces, textChunks } from './split.js';

/** Characters of PGN whose unedited games keep their trees in wasm memory (see above). */
const LIVE_TEXT = 1024 * 1024;

/** Builds the entry's API from the instantiated glue. */
export function pgnEntry(glue) {
  const ChessError = globalThis[Symbol.for('chess-arbiter.ChessError')]; // src/wasm/error.rs
  const { PgnTree } = glue;

  const invalid = (message) => new ChessError('INVALID_ARGUMENT', message);
  const describe = (v) => (v === null ? 'null' : Array.isArray(v) ? 'an array' : typeof v === 'string' ? JSON.stringify(v) : typeof v);
  const text = (v, what) => {
    if (typeof v !== 'string') throw invalid(`${what} must be a string, got ${describe(v)}`);
    return v;
  };

  // The tree of a game, read again from its text if it was freed; `edit` pins it. And the
  // freeing of an unedited game's tree. (Set by PgnGame's static block: they use its fields.)
  let treeOf;
  let spill;
  // What the entry passes its own constructor calls, so that none takes a tree or a game from outside.
  const OWN = Symbol('own');

  class PgnNode {
    #game;
    #id;
    /** @internal (a node comes from its game: `game.node(id)`, `game.root`, `node.next` ...) */
    constructor(game, id, own = undefined) {
      if (own !== OWN) throw invalid('a PgnNode comes from its game (game.node(id), game.root ...), not from new PgnNode()');
      this.#game = game;
      this.#id = id;
    }
    get #tree() { return treeOf(this.#game, false); }
    get #edit() { return treeOf(this.#game, true); }
    /** The node's index in its game (0: the root). */
    get id() { return this.#id; }
    /** The game this node belongs to. */
    get game() { return this.#game; }
    get san() { return this.#id === 0 ? null : this.#tree.san(this.#id); }
    get uci() { return this.#tree.uci(this.#id) ?? null; }
    get fen() { return this.#tree.fen(this.#id); }
    get ply() { return this.#tree.ply(this.#id); }
    get parent() {
      const p = this.#tree.parent(this.#id);
      return p < 0 ? null : this.#game.node(p);
    }
    get children() { return Array.from(this.#tree.children(this.#id), (id) => this.#game.node(id)); }
    /** The main continuation, or null. */
    get next() {
      const kids = this.#tree.children(this.#id);
      return kids.length ? this.#game.node(kids[0]) : null;
    }
    /** The alternatives to the main continuation. */
    get variations() { return this.children.slice(1); }
    /** Whether this node is its parent's main continuation (false for the root). */
    get isMainChild() {
      const parent = this.parent;
      return parent !== null && parent.next === this;
    }
    /** Whether the node is on the game's main line (the root is). */
    get isMainline() {
      for (let n = this; n.id !== 0; n = n.parent) if (n.parent === null || !n.isMainChild) return false;
      return true;
    }
    /** Whether the node is still in the tree (not in a removed variation). */
    get attached() { return this.#tree.attached(this.#id); }
    get comment() { return this.#tree.comment(this.#id); }
    get startingComment() { return this.#tree.startingComment(this.#id); }
    get nags() { return Array.from(this.#tree.nags(this.#id)); }
    get clock() { return this.#tree.clock(this.#id) ?? null; }
    get emt() { return this.#tree.emt(this.#id) ?? null; }
    get eval() {
      const [pawns, mate] = this.#tree.eval(this.#id);
      if (!Number.isNaN(mate)) return { mate };
      if (!Number.isNaN(pawns)) return { pawns, cp: Math.round(pawns * 100) };
      return null;
    }
    get commands() {
      const flat = this.#tree.commands(this.#id);
      const out = [];
      for (let i = 0; i < flat.length; i += 2) out.push({ name: flat[i], args: flat[i + 1] });
      return out;
    }
    /** The nodes following this one by main continuations (not including it). */
    mainline() {
      const out = [];
      for (let n = this.next; n !== null; n = n.next) out.push(n);
      return out;
    }
    /**
     * Plays a move (SAN or UCI) after this node: the existing child for the same move, else a
     * new variation (the main continuation when there is none).
     */
    play(move) {
      return this.#game.node(this.#edit.play(this.#id, text(move, 'a move')));
    }
    /** Like play: adds the move after this node unless it is there already. */
    addVariation(move) { return this.play(move); }
    /** Moves this variation one place up among its siblings; returns whether it moved. */
    promote() { return this.#edit.promote(this.#id); }
    /** Moves this variation one place down among its siblings; returns whether it moved. */
    demote() { return this.#edit.demote(this.#id); }
    /** Makes the line through this node the game's main line. */
    promoteToMain() { this.#edit.promoteToMain(this.#id); }
    /** Removes this move and everything after it; returns whether it was in the tree. */
    remove() { return this.#edit.remove(this.#id); }
    /** Sets the comment after the move (its commands are kept). */
    setComment(comment) { this.#edit.setComment(this.#id, text(comment, 'a comment')); }
    /** Sets the comment before the move (written where a variation starts). */
    setStartingComment(comment) { this.#edit.setStartingComment(this.#id, text(comment, 'a comment')); }
    /** Replaces the NAGs: numbers from 0 to 255. */
    setNags(nags) {
      if (!Array.isArray(nags) || !nags.every((n) => Number.isInteger(n) && n >= 0 && n <= 255)) {
        throw invalid(`NAGs must be an array of integers from 0 to 255, got ${describe(nags)}`);
      }
      this.#edit.setNags(this.#id, Uint8Array.from(nags));
    }
    /** Sets a command, `setCommand('clk', '0:03:00')`; null removes it. */
    setCommand(name, args) {
      text(name, 'a command name');
      if (args !== null && args !== undefined) text(args, 'a command argument');
      this.#edit.setCommand(this.#id, name, args ?? undefined);
    }
    /** Sets the [%clk] command from seconds (`setClock(65.5)` writes `[%clk 0:01:05.5]`); null removes it. */
    setClock(seconds) { this.setCommand('clk', seconds === null ? null : duration(seconds)); }
  }

  const duration = (seconds) => {
    if (typeof seconds !== 'number' || !(seconds >= 0) || !Number.isFinite(seconds)) {
      throw invalid(`a clock reading must be a number of seconds >= 0, got ${describe(seconds)}`);
    }
    // To the millisecond, as the reader reads them: tenths made 0.04 s a flag fall.
    const ms = Math.round(seconds * 1000);
    const whole = Math.floor(ms / 1000);
    const m = String(Math.floor((whole % 3600) / 60)).padStart(2, '0');
    const s = String(whole % 60).padStart(2, '0');
    const fraction = ms % 1000 ? `.${String(ms % 1000).padStart(3, '0').replace(/0+$/, '')}` : '';
    return `${Math.floor(whole / 3600)}:${m}:${s}${fraction}`;
  };

  class PgnGame {
    #tree;
    #text; // the PGN the tree was read from, while it is not edited
    #nodes = new Map();
    /** A game with no moves: `new PgnGame()`, or from a position, `new PgnGame({ fen })`. */
    constructor(options = {}, tree = undefined, source = undefined) {
      if (options === OWN) {
        // A game the entry read: its tree, and the text it was read from.
        this.#tree = tree;
        this.#text = source;
        return;
      }
      if (options === null || typeof options !== 'object') throw invalid(`options must be an object, got ${describe(options)}`);
      if (options.fen !== undefined) text(options.fen, 'fen');
      this.#tree = new PgnTree();
      if (options.fen !== undefined) {
        this.#tree.setTag('SetUp', '1');
        this.#tree.setTag('FEN', options.fen);
      }
    }
    static {
      treeOf = (game, edit) => {
        if (game.#tree === null) {
          if (game.#text === undefined) throw invalid('this game was freed');
          const raw = glue.__pgnRead(game.#text, 1, 1);
          game.#tree = raw[0];
          if (!edit) live.add(game, game.#text.length);
        }
        if (edit && game.#text !== undefined) {
          live.forget(game);
          game.#text = undefined;
        }
        return game.#tree;
      };
      spill = (game) => {
        game.#tree.free();
        game.#tree = null;
      };
    }
    /** The first game of a PGN text; throws INVALID_PGN naming game, line and column. */
    static parse(pgn) {
      const results = read(text(pgn, 'the PGN'), 1, 1);
      if (results.length === 0) throw new ChessError('INVALID_PGN', 'there is no game in the text');
      if (!(results[0] instanceof PgnGame)) throw results[0].error;
      return results[0];
    }
    /** The node with this index (0: the root). */
    node(id) {
      let n = this.#nodes.get(id);
      if (n === undefined) {
        if (!Number.isInteger(id) || id < 0 || id > 0xffffffff) throw invalid(`a node index is an integer >= 0, got ${describe(id)}`);
        treeOf(this, false).parent(id); // throws INVALID_ARGUMENT for an index that is no node
        n = new PgnNode(this, id, OWN);
        this.#nodes.set(id, n);
      }
      return n;
    }
    /** The position before the first move. */
    get root() { return this.node(0); }
    /** The moves of the main line. */
    mainline() { return this.root.mainline(); }
    /** The tags in their order, as an object. */
    get tags() {
      const flat = treeOf(this, false).tagPairs();
      const out = {};
      // Own properties only, defined rather than assigned: tags named toString or __proto__ are tags too.
      for (let i = 0; i < flat.length; i += 2) {
        if (!Object.hasOwn(out, flat[i])) Object.defineProperty(out, flat[i], { value: flat[i + 1], enumerable: true, writable: true, configurable: true });
      }
      return out;
    }
    /** Sets a tag; null removes it. FEN, SetUp and Variant can be set only before any move. */
    setTag(name, value) {
      text(name, 'a tag name');
      if (value !== null) text(value, 'a tag value');
      treeOf(this, true).setTag(name, value ?? undefined);
    }
    /** '1-0', '0-1', '1/2-1/2' or '*'. */
    get result() { return treeOf(this, false).result(); }
    set result(value) { treeOf(this, true).setResult(text(value, 'a result')); }
    /** The comment before the first move. */
    get comment() { return this.root.comment; }
    setComment(comment) { this.root.setComment(comment); }
    /**
     * The game in PGN export format: the seven-tag roster, the other tags, movetext in lines
     * of at most 80 characters. Options leave out `variations`, `comments` (their text),
     * `commands` ([%clk] ...) or `nags`.
     */
    pgn(options = {}) {
      if (options === null || typeof options !== 'object') throw invalid(`options must be an object, got ${describe(options)}`);
      const flag = (name) => {
        const v = options[name] ?? true;
        if (typeof v !== 'boolean') throw invalid(`"${name}" must be a boolean, got ${describe(v)}`);
        return v;
      };
      return treeOf(this, false).pgn(flag('variations'), flag('comments'), flag('commands'), flag('nags'));
    }
    /** Frees the game's wasm memory now; the game cannot be used afterwards. */
    free() {
      live.forget(this);
      this.#tree?.free();
      this.#tree = null;
      this.#text = undefined;
    }
  }

  /**
   * The unedited games whose trees are in wasm memory, oldest first: entries `{ game, length,
   * current }`, `current` false once the game was edited or freed. Held strongly (a game is
   * kept at most until LIVE_TEXT more characters were read): a WeakRef's target stays alive
   * to the end of the current job, and a stream read from microtasks only never ends one.
   */
  const live = {
    queue: [],
    head: 0,
    total: 0,
    entries: new WeakMap(),
    add(game, length) {
      const entry = { game, length, current: true };
      this.queue.push(entry);
      this.entries.set(game, entry);
      this.total += length;
      while (this.total > LIVE_TEXT && this.head < this.queue.length - 1) {
        const old = this.queue[this.head];
        this.queue[this.head++] = undefined;
        if (!old.current) continue;
        old.current = false;
        this.total -= old.length;
        spill(old.game);
      }
      if (this.head > 1024 && this.head * 2 > this.queue.length) {
        this.queue = this.queue.slice(this.head);
        this.head = 0;
      }
    },
    forget(game) {
      const entry = this.entries.get(game);
      if (entry?.current) {
        entry.current = false;
        entry.game = null;
        this.total -= entry.length;
      }
    },
  };

  const wrap = (tree, source) => {
    const game = new PgnGame(OWN, tree, source);
    live.add(game, source.length);
    return game;
  };

  /** Games and failures of one piece of text, numbered from `game` and `line`. */
  const read = (pgn, game, line) => {
    const raw = glue.__pgnRead(pgn, game, line);
    const out = [];
    for (let i = 0; i < raw.length; i += 2) {
      out.push(typeof raw[i] === 'number' ? { game: raw[i], error: raw[i + 1] } : wrap(raw[i], raw[i + 1]));
    }
    return out;
  };

  /** Every game of a PGN text; a game that cannot be read is `{ game, error }` and reading goes on. */
  function parseGames(pgn) {
    return read(text(pgn, 'the PGN'), 1, 1);
  }

  /**
   * The games of a PGN source, one at a time, in constant memory: a string, a web
   * ReadableStream, a Node Readable, or an (async) iterable of Uint8Array or string chunks.
   * A game that cannot be read goes to `onError(error, game)` when given; without it, the
   * iteration throws its ChessError.
   */
  async function* readGames(source, options = {}) {
    const ok = typeof source === 'string' || typeof source?.getReader === 'function'
      || typeof source?.[Symbol.asyncIterator] === 'function' || typeof source?.[Symbol.iterator] === 'function';
    if (!ok) throw invalid(`a PGN source must be a string, a stream or an iterable of chunks, got ${describe(source)}`);
    if (options === null || typeof options !== 'object') throw invalid(`options must be an object, got ${describe(options)}`);
    const { onError } = options;
    if (onError !== undefined && typeof onError !== 'function') throw invalid(`onError must be a function, got ${describe(onError)}`);
    let game = 1;
    // (A chunk of the wrong type, or a source that gives no chunks, is an INVALID_ARGUMENT too.)
    for await (const piece of pieces(textChunks(source, invalid))) {
      const results = read(piece.text, game, piece.line);
      game += results.length;
      for (const r of results) {
        if (r instanceof PgnGame) yield r;
        else if (onError) onError(r.error, r.game);
        else throw r.error;
      }
    }
  }

  return { ChessError, PgnGame, PgnNode, parseGames, readGames };
}
