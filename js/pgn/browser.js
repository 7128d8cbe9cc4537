// `chess-arbiter/pgn` everywhere but Node (the "default" condition of package.json's "exports"):
// top-level await fetches and instantiates the .wasm beside this file; the API is api.js's.
import * as glue from './chess_arbiter.js';
import { pgnEntry } from './api.js';

await glue.default({ module_or_path: new URL('./chess_arbiter_bg.wasm', import.meta.url) });

export const { ChessError, PgnGame, PgnNode, parseGames, readGames } = pgnEntry(glue);
// The rules entry's API with the PGN reader (Game.fromPgn, parsePgn), for pages that read records.
export { Game, parsePgn, perft } from './entry-api.js';
