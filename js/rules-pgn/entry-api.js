// The rules API with the PGN reader (Game.fromPgn, parsePgn): Node's `chess-arbiter`,
// re-exported by its entry module (js/node.js), which instantiates the .wasm first; and the
// rules part of `chess-arbiter/pgn` (js/pgn/).
export { Game, perft } from './game.js';
export { parsePgn } from './game-pgn.js';
