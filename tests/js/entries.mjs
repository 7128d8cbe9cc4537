// The package's entries, for the tests of the Node and the browser builds.

/** What each entry exports: its API, and neither the wasm-bindgen loader nor the helpers the entries use. */
export const ENTRY_API = {
  'chess-arbiter': ['ChessError', 'Game', 'parsePgn', 'perft'],
  'chess-arbiter/clock': ['ChessError', 'Clock'],
  'chess-arbiter/engine': ['ChessError', 'Engine', 'bestMove', 'levels'],
  'chess-arbiter/audit': ['ChessError', 'audit'],
  'chess-arbiter/pgn': ['ChessError', 'Game', 'PgnGame', 'PgnNode', 'parseGames', 'parsePgn', 'perft', 'readGames'],
};

/**
 * The same in a browser: a page's `chess-arbiter` leaves reading PGN to `chess-arbiter/pgn` (its
 * Game has no fromPgn, recordedResult or warnings either), which keeps the rules entry small.
 */
export const BROWSER_API = { ...ENTRY_API, 'chess-arbiter': ['ChessError', 'Game', 'perft'] };

/** Game's methods that only the builds with the PGN reader have (Node's chess-arbiter, chess-arbiter/pgn). */
export const GAME_PGN_METHODS = ['fromPgn', 'recordedResult', 'warnings'];
