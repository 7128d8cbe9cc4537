// What the rules API has in the entries that read PGN (Node's `chess-arbiter`,
// `chess-arbiter/pgn`): `Game.fromPgn`, a game's `recordedResult()` and `warnings()`, and
// `parsePgn`, over the bindings of src/wasm/game_pgn.rs and pgn.rs. A page's `chess-arbiter`
// leaves them out with the PGN reader in its .wasm.
import { __gameFromPgn, __gameRecordedResult, __gameWarnings, __parsePgn } from './chess_arbiter.js';
import { Game, adopt, checked, handleOf, read } from './game.js';
import { textArg } from './wire.js';

// As the class's own methods are: not enumerable.
const define = (target, name, value) =>
  Object.defineProperty(target, name, { value, writable: true, configurable: true, enumerable: false });

define(Game, 'fromPgn', function fromPgn(pgn) {
  return adopt(__gameFromPgn(read(textArg, pgn, 'the PGN')));
});
define(Game.prototype, 'recordedResult', function recordedResult() {
  return __gameRecordedResult(handleOf(this)) ?? null;
});
define(Game.prototype, 'warnings', function warnings() {
  return JSON.parse(__gameWarnings(handleOf(this)));
});

export function parsePgn(text) {
  return JSON.parse(checked(__parsePgn(read(textArg, text, 'the PGN'))));
}
