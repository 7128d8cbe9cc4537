// The JavaScript half of the engine's conversions (src/wasm/engine.rs), shipped only with the
// `chess-arbiter/engine` entry. Like convert.js, readers never throw: a bad value becomes an
// error string that Rust turns into a ChessError ("e" + message: INVALID_ARGUMENT, "m" +
// message: INVALID_MOVE).
import { decodeMove, decodeMoves, describe, failure } from './convert.js';

const MAX_MOVES = 100_000;

/**
 * A Game of the rules entry. It is another .wasm (another instance of the glue), so it is
 * recognised by its methods, not its class.
 */
function isGame(value) {
  return typeof value.startFen === 'function' && typeof value.history === 'function' && typeof value.isChess960 === 'function';
}

/**
 * A SearchPosition as "p" + chess960 ("0"/"1") + over ("0"/"1") + "\n" + FEN, then "\n" + each
 * move; or an error string. `over` is set for a Game that has ended in a way its moves do not
 * show (resignation, agreement, a fallen flag, a claimed draw).
 */
export function searchPosition(value) {
  try {
    if (typeof value === 'string') return `p00\n${value}`;
    if (value === null || typeof value !== 'object' || Array.isArray(value)) {
      return `ethe position must be a FEN, {fen, moves} or a Game, got ${describe(value)}`;
    }
    let over = false;
    if (isGame(value)) {
      over = typeof value.outcome === 'function' && value.outcome() !== null;
      value = { fen: value.startFen(), moves: value.history().map((m) => m.uci), chess960: value.isChess960() };
    }
    const { fen, moves, chess960 } = value;
    if (typeof fen !== 'string') return `e"fen" must be a FEN string, got ${describe(fen)}`;
    if (chess960 !== undefined && typeof chess960 !== 'boolean') return `e"chess960" must be true or false, got ${describe(chess960)}`;
    let list = [];
    if (moves !== undefined) {
      if (!Array.isArray(moves) || moves.length > MAX_MOVES) return `e"moves" must be an array of moves in SAN or UCI, got ${describe(moves)}`;
      list = Array.from(moves);
      for (let i = 0; i < list.length; i++) {
        const m = list[i];
        if (typeof m !== 'string') return `e"moves"[${i}] must be a move in SAN or UCI text, got ${describe(m)}`;
        if (m.includes('\n')) return `m"moves"[${i}]: ${describe(m)} is not a move in SAN or UCI`;
      }
    }
    return `p${chess960 ? 1 : 0}${over ? 1 : 0}\n${fen}${list.map((m) => `\n${m}`).join('')}`;
  } catch (err) {
    return failure(err);
  }
}

function whole(value, min, max) {
  return typeof value === 'number' && Number.isInteger(value) && value >= min && value <= max;
}

/**
 * SearchOptions as "level,movetime,nodes,seed" (movetime and nodes empty when not given, seed
 * random when not given), or "e" + why not. Other properties (an Engine's `signal`) are ignored.
 */
export function searchOptions(value) {
  try {
    if (value === undefined || value === null) value = {};
    else if (typeof value !== 'object' || Array.isArray(value)) {
      return `esearch options must be an object such as {level: 5, movetime: 1000}, got ${describe(value)}`;
    }
    const { level, movetime, nodes, seed } = value;
    if (level !== undefined && !whole(level, 1, 8)) return `e"level" must be a whole number from 1 to 8, got ${describe(level)}`;
    if (movetime !== undefined && !(typeof movetime === 'number' && movetime > 0 && movetime <= 2 ** 31)) {
      return `e"movetime" must be a time in milliseconds, a number above 0, got ${describe(movetime)}`;
    }
    if (nodes !== undefined && !whole(nodes, 1, Number.MAX_SAFE_INTEGER)) return `e"nodes" must be a whole number from 1, got ${describe(nodes)}`;
    if (seed !== undefined && !whole(seed, 0, Number.MAX_SAFE_INTEGER)) return `e"seed" must be a whole number from 0 to 2^53 - 1, got ${describe(seed)}`;
    const chosen = seed ?? Math.floor(Math.random() * 2 ** 53);
    return `${level ?? 8},${movetime ?? ''},${nodes ?? ''},${chosen}`;
  } catch (err) {
    return failure(err);
  }
}

/** A monotonic clock in milliseconds, for the movetime deadline. */
export function now() {
  return performance.now();
}

/** A search result from the best move's record, the PV's records (space-separated) and the score. */
export function decodeSearchResult(best, pv, mate, score, depth, nodes) {
  return {
    move: best === '' ? null : decodeMove(best),
    score: mate ? { mate: score } : { cp: score },
    pv: decodeMoves(pv),
    depth,
    nodes,
  };
}
