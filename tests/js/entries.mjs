// The package's entries, for the tests of the Node and the browser builds.

/** What each entry exports: its API, and neither the wasm-bindgen loader nor the helpers the entries use. */
export const ENTRY_API = {
  'chess-arbiter': ['ChessError', 'Game', 'parsePgn', 'perft'],
  'chess-arbiter/clock': ['ChessError', 'Clock'],
  'chess-arbiter/engine': ['ChessError', 'Engine', 'bestMove', 'levels'],
  'chess-arbiter/audit': ['ChessError', 'audit'],
  'chess-arbiter/pgn': ['ChessError', 'PgnGame', 'PgnNode', 'parseGames', 'readGames'],
};
