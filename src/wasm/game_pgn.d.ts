// What the entries built with `js-game-pgn` add to `Game` (src/wasm/game.d.ts): reading PGN.
/** Something an imported record says that the Laws contradict. */
export type ImportWarning = {
  kind: 'result_mismatch';
  /** The record's result, e.g. '1/2-1/2' or '*'. */
  recorded: string;
  /** How the Laws end the game on the board. */
  laws: Outcome;
  /** The same in an English sentence. */
  message: string;
} | {
  /** The Laws ended the game (fivefold repetition, 75 moves, a dead position) before the record's last move. */
  kind: 'moves_after_end';
  /** How many plies of the record were made when the game ended. */
  ply: number;
  /** The recorded plies after it, which the game keeps. */
  count: number;
  /** That ending. */
  laws: Outcome;
  /** The same in an English sentence. */
  message: string;
};

export interface Game {
  /**
   * The result an imported record gave (its `Result` tag, else its result token); null for a
   * game not read from PGN or a record without one. `outcome()` stays the Laws' verdict.
   */
  recordedResult(): string | null;
  /**
   * What an imported record says that the Laws contradict (a checkmate recorded as a draw, a
   * stalemate recorded as a win, moves recorded after a fivefold repetition):
   * `[{ kind: 'result_mismatch', recorded, laws, message }]`,
   * `[{ kind: 'moves_after_end', ply, count, laws, message }]`.
   */
  warnings(): ImportWarning[];
}
export declare namespace Game {
  /**
   * A game from the first game of a PGN text: its start position and main line, with its
   * tags kept for `pgn()`. Throws `INVALID_PGN` naming the game, line and token.
   */
  function fromPgn(pgn: string): Game;
}
