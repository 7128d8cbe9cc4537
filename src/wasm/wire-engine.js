// The wire's JavaScript half for the engine entry (chess-arbiter/engine): see wire.js.
import { decodeMove, decodeMoves, describe, reading } from './wire.js';

const MAX_MOVES = 100_000;

/**
 * A Game of the rules entry. The engine and the clock are other .wasm files (other instances of
 * the glue), so a Game is recognised by its methods, not its class.
 */
export function isGame(value) {
  return value !== null && typeof value === 'object' && typeof value.startFen === 'function'
    && typeof value.history === 'function' && typeof value.isChess960 === 'function';
}

/**
 * A SearchPosition as {fen, moves, chess960, over}: `over` is set for a Game that has ended in a
 * way its moves do not show (resignation, agreement, a fallen flag, a claimed draw).
 */
export function searchPosition(value) {
  return reading(() => {
    if (typeof value === 'string') return { fen: value, moves: [], chess960: false, over: false };
    if (value === null || typeof value !== 'object' || Array.isArray(value)) {
      throw `the position must be a FEN, {fen, moves} or a Game, got ${describe(value)}`;
    }
    let over = false;
    if (isGame(value)) {
      over = typeof value.outcome === 'function' && value.outcome() !== null;
      value = { fen: value.startFen(), moves: value.history().map((m) => m.uci), chess960: value.isChess960() };
    }
    const { fen, moves, chess960 } = value;
    if (typeof fen !== 'string') throw `"fen" must be a FEN string, got ${describe(fen)}`;
    if (chess960 !== undefined && typeof chess960 !== 'boolean') throw `"chess960" must be true or false, got ${describe(chess960)}`;
    let list = [];
    if (moves !== undefined) {
      if (!Array.isArray(moves) || moves.length > MAX_MOVES) throw `"moves" must be an array of moves in SAN or UCI, got ${describe(moves)}`;
      list = Array.from(moves);
      for (let i = 0; i < list.length; i++) {
        if (typeof list[i] !== 'string') throw `"moves"[${i}] must be a move in SAN or UCI text, got ${describe(list[i])}`;
      }
    }
    return { fen, moves: list, chess960: chess960 === true, over };
  });
}

function whole(value, min, max) {
  return typeof value === 'number' && Number.isInteger(value) && value >= min && value <= max;
}

/**
 * SearchOptions as {level, movetime, nodes, seed} (each undefined when not given; the seed
 * random when not given). Other properties (an Engine's `signal`) are ignored.
 */
export function searchOptions(value) {
  return reading(() => {
    if (value === undefined || value === null) value = {};
    else if (typeof value !== 'object' || Array.isArray(value)) {
      throw `search options must be an object such as {level: 5, movetime: 1000}, got ${describe(value)}`;
    }
    const { level, movetime, nodes, seed } = value;
    if (level !== undefined && !whole(level, 1, 8)) throw `"level" must be a whole number from 1 to 8, got ${describe(level)}`;
    if (movetime !== undefined && !(typeof movetime === 'number' && movetime > 0 && movetime <= 2 ** 31)) {
      throw `"movetime" must be a time in milliseconds, a number above 0, got ${describe(movetime)}`;
    }
    if (nodes !== undefined && !whole(nodes, 1, Number.MAX_SAFE_INTEGER)) throw `"nodes" must be a whole number from 1, got ${describe(nodes)}`;
    if (seed !== undefined && !whole(seed, 0, Number.MAX_SAFE_INTEGER)) throw `"seed" must be a whole number from 0 to 2^53 - 1, got ${describe(seed)}`;
    return { level, movetime, nodes, seed: seed ?? Math.floor(Math.random() * 2 ** 53) };
  });
}

/**
 * The search as plain data for an Engine's worker (postMessage), or null when the calling side
 * answers it (a Game that has ended). Throws on values that cannot be read; bestMove reports those.
 */
export function searchMessage(position, options) {
  if (position !== null && typeof position === 'object' && !Array.isArray(position)) {
    if (isGame(position)) {
      if (typeof position.outcome === 'function' && position.outcome() !== null) return null;
      position = { fen: position.startFen(), moves: position.history().map((m) => m.uci), chess960: position.isChess960() };
    } else {
      const { fen, moves, chess960 } = position;
      // A copy: an array behind a Proxy (a framework's reactive state) cannot be posted.
      position = { fen, moves: Array.isArray(moves) ? Array.from(moves) : moves, chess960 };
    }
  }
  if (options !== null && typeof options === 'object' && !Array.isArray(options)) {
    const { level, movetime, nodes, seed } = options;
    options = { level, movetime, nodes, seed };
  }
  return { position, options };
}

/** A monotonic clock in milliseconds, for the movetime deadline. */
export function now() {
  return performance.now();
}

/** A search result from the best move's record ('' for none), the PV's records and the score. */
export function searchResult(best, pv, mate, score, depth, nodes) {
  return {
    move: best === '' ? null : decodeMove(best),
    score: mate ? { mate: score } : { cp: score },
    pv: decodeMoves(pv),
    depth,
    nodes,
  };
}

/** One playing level of `levels`, frozen. */
export function engineLevel(level, name) {
  return Object.freeze({ level, name });
}
