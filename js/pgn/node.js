// `chess-arbiter/pgn` in Node (the "node" condition of package.json's "exports"): instantiates
// the entry's .wasm beside it synchronously; the API is api.js's, shared with browser.js.
import * as glue from './chess_arbiter.js';
import { pgnEntry } from './api.js';

const { readFileSync } = process.getBuiltinModule?.('node:fs') ?? (await import('node:fs'));

glue.initSync({ module: readFileSync(new URL('./chess_arbiter_bg.wasm', import.meta.url)) });

export const { ChessError, PgnGame, PgnNode, parseGames, readGames } = pgnEntry(glue);
// The rules entry's API with the PGN reader (Game.fromPgn, parsePgn), for pages that read records.
export { Game, parsePgn, perft } from './entry-api.js';
