// Types of the `chess-arbiter/pgn` entry (node.js, browser.js; the API is js/pgn/api.js).
// The rules entry's API with the PGN reader, Game.fromPgn and parsePgn (the glue's declarations;
// the names declared below, PgnGame among them, take the place of any the same there).
export * from './chess_arbiter.js';
import { ChessError } from './chess_arbiter.js';

/** An engine evaluation from `[%eval]`, from White's point of view. */
export type PgnEval = { pawns: number; cp: number } | { mate: number };

/** A command in a comment: `[%csl Ga1,Rb2]` is `{ name: 'csl', args: 'Ga1,Rb2' }`. */
export interface PgnCommand {
  name: string;
  args: string;
}

export interface PgnWriteOptions {
  /** Write the variations (default true). */
  variations?: boolean;
  /** Write the text of comments (default true; their commands follow `commands`). */
  comments?: boolean;
  /** Write the commands `[%clk]`, `[%eval]` ... (default true). */
  commands?: boolean;
  /** Write the NAGs (default true). */
  nags?: boolean;
}

/** A node of a game's tree: the root (the position before the first move) or a move. */
export class PgnNode {
  private constructor();
  /** The node's index in its game (0: the root). */
  readonly id: number;
  readonly game: PgnGame;
  /** The move in standard SAN (`--` for a null move); null for the root. */
  readonly san: string | null;
  /** The move in UCI; null for the root and null moves. */
  readonly uci: string | null;
  /** The position after the move. */
  readonly fen: string;
  /** Plies from the start position (0 for the root). */
  readonly ply: number;
  readonly parent: PgnNode | null;
  /** The main continuation first, then the variations. */
  readonly children: PgnNode[];
  /** The main continuation, or null. */
  readonly next: PgnNode | null;
  /** The alternatives to the main continuation. */
  readonly variations: PgnNode[];
  readonly isMainChild: boolean;
  readonly isMainline: boolean;
  /** False once the node's variation was removed. */
  readonly attached: boolean;
  /** The comment after the move, without its commands (the root: the comment before the first move). */
  readonly comment: string;
  /** The comment before the move (where a variation starts), without its commands. */
  readonly startingComment: string;
  /** Numeric annotation glyphs (`!` is 1, `?` 2, `!!` 3, `??` 4, `!?` 5, `?!` 6). */
  readonly nags: number[];
  /** The clock after the move in seconds, from `[%clk]`. */
  readonly clock: number | null;
  /** The time spent on the move in seconds, from `[%emt]`. */
  readonly emt: number | null;
  readonly eval: PgnEval | null;
  /**
   * Every command after the move, `[%csl]`, `[%cal]` and unknown ones included (the root: in the
   * comment before the first move, where lichess's studies keep a chapter's arrows).
   */
  readonly commands: PgnCommand[];
  /** The nodes following this one by main continuations. */
  mainline(): PgnNode[];
  /**
   * Plays a move (SAN or UCI) from this node's position: the existing child for the same
   * move, else a new variation. Throws ILLEGAL_MOVE, INVALID_MOVE or AMBIGUOUS_MOVE.
   */
  play(move: string): PgnNode;
  /** The same as play. */
  addVariation(move: string): PgnNode;
  /** One place up among the siblings (the first is the main continuation). */
  promote(): boolean;
  demote(): boolean;
  /** Makes the line through this node the main line. */
  promoteToMain(): void;
  /** Removes the move and everything after it. */
  remove(): boolean;
  setComment(comment: string): void;
  /**
   * PGN writes a comment before a move only where a variation starts: on another node (a move
   * of the main line, or a variation's later move) it is written after the move before, and
   * reading the export gives it to that move, or to the game when the node is the first move.
   */
  setStartingComment(comment: string): void;
  setNags(nags: number[]): void;
  /** Sets `[%name args]` after the move (the root: before the first move); null removes it. */
  setCommand(name: string, args: string | null): void;
  /** Sets `[%clk]` from seconds (written to the millisecond); null removes it. */
  setClock(seconds: number | null): void;
}

/** A game as PGN holds it: tags, the tree of moves with comments, NAGs and commands, result. */
export class PgnGame {
  constructor(options?: { fen?: string });
  /** The first game of a PGN text. Throws INVALID_PGN naming game, line and column. */
  static parse(pgn: string): PgnGame;
  readonly root: PgnNode;
  /** The node with this index (0 is the root). */
  node(id: number): PgnNode;
  mainline(): PgnNode[];
  /** The tags, in their order. */
  readonly tags: Record<string, string>;
  /** Sets a tag; null removes it. */
  setTag(name: string, value: string | null): void;
  /** The termination marker (the movetext's, else the Result tag's, else '*'); setting it sets the tag too. */
  result: '1-0' | '0-1' | '1/2-1/2' | '*';
  /** The comment before the first move, without its commands (see `root.commands`). */
  readonly comment: string;
  setComment(comment: string): void;
  /** The game in PGN export format. */
  pgn(options?: PgnWriteOptions): string;
  /** Frees the game's memory now (else when it is garbage-collected). */
  free(): void;
}

/** A game of the input that could not be read. */
export interface PgnFailure {
  /** Its number in the input, from 1. */
  game: number;
  /** INVALID_PGN, naming game, line and column. */
  error: ChessError;
}

/** Every game of a PGN text; reading goes on after a bad game. */
export function parseGames(pgn: string): (PgnGame | PgnFailure)[];

export type PgnSource =
  | string
  | ReadableStream<Uint8Array | string>
  | AsyncIterable<Uint8Array | string>
  | Iterable<Uint8Array | string>;

/**
 * The games of a source one at a time, in constant memory. A bad game goes to `onError` when
 * given; without it the iteration throws its ChessError.
 */
export function readGames(
  source: PgnSource,
  options?: { onError?: (error: ChessError, game: number) => void },
): AsyncGenerator<PgnGame, void, undefined>;
