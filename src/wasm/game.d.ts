// The rules entries' `Game` as JavaScript sees it: the class is js/rules/game.js, over the
// bindings of src/wasm/game.rs and touch.rs (collected into each entry's chess_arbiter.d.ts).
export interface Piece { color: Color; role: Role }
export interface Move {
  /** The square the piece (the king, for castling) starts on. */
  from: SquareName;
  /** The square the piece (the king, for castling: g1/c1, in Chess960 too) lands on. */
  to: SquareName;
  piece: Role;
  captured?: Role;
  promotion?: Role;
  castle?: 'k' | 'q';
  enPassant?: boolean;
  /** 'Nf3', 'exd6', 'O-O', 'e8=Q#' */
  san: string;
  /** 'g1f3', 'e7e8q'; castling 'e1g1' in standard games, king takes rook ('e1h1') in Chess960. */
  uci: string;
}
export type Termination =
  | 'checkmate' | 'stalemate' | 'insufficient_material' | 'dead_position'
  | 'fivefold_repetition' | 'seventyfive_moves'
  | 'threefold_repetition' | 'fifty_moves'
  | 'agreement' | 'resignation' | 'timeout';
export interface Outcome { termination: Termination; winner: Color | null; result: '1-0' | '0-1' | '1/2-1/2' }
export type DrawClaim = 'threefold_repetition' | 'fifty_moves';
/** SAN ('Nf3', 'O-O', 'e8=Q') or UCI ('g1f3', 'e7e8q', 'e1h1') text, or the squares. */
export type MoveInput = string | { from: SquareName; to: SquareName; promotion?: Role };
export interface GameOptions {
  /** Start from this position (X-FEN or Shredder-FEN castling rights). */
  fen?: string;
  /** true: a Chess960 game (a random start position unless `fen` is given); n: start position n of 0..959. */
  chess960?: boolean | number;
}

/** A game of chess under the Laws: moves, history, endings, claims and its PGN. */
export class Game {
  free(): void;
  [Symbol.dispose](): void;
  /**
   * `color` accepts the opponent's standing draw offer (`NO_CLAIM` if none stands, or
   * before both players have moved).
   */
  acceptDraw(color: Color): Outcome;
  /**
   * The player to move touched the piece on `square` after announcing an adjustment
   * (j'adoube, Law 4.2): no obligation. Throws as `touch`.
   */
  adjust(square: SquareName): void;
  /**
   * A draw by agreement; only after both players have made a move (else `NO_CLAIM`).
   */
  agreeDraw(): Outcome;
  /**
   * The legal moves the player to move may make: those the touch-move rule still allows
   * after the touches of this move (all legal moves when the rule is off or nothing was
   * touched); none once the game is over.
   */
  allowedMoves(): Move[];
  /**
   * 64 entries, index 0 = a1, 7 = h1, 63 = h8.
   */
  board(): (Piece | null)[];
  /**
   * Claims a draw, playing `intendedMove` first if given (it stays played even when the
   * claim fails). Throws `NO_CLAIM` when no claim holds.
   */
  claimDraw(intendedMove?: MoveInput): Outcome;
  /**
   * Whether the player to move has lost the right to claim a draw on this move by touching a
   * piece (Law 9.4; only with the touch-move rule on).
   */
  claimForfeited(): boolean;
  /**
   * The draws the player to move may claim now, or if `intendedMove` is played
   * (Laws 9.2.1 and 9.3.1).
   */
  claimableDraws(intendedMove?: MoveInput): DrawClaim[];
  /**
   * `color` declines the opponent's standing draw offer (`NO_CLAIM` if none stands).
   */
  declineDraw(color: Color): void;
  /**
   * Where each piece may go now, for a board: from-square to destination squares of the
   * moves `allowedMoves()` lists (none once the game is over). Castling is listed at the
   * rook's square (the king onto its own rook castles) and, in standard games, also at the
   * king's destination (g1/c1).
   */
  dests(): Map<SquareName, SquareName[]>;
  /**
   * The side whose draw offer stands (a failed claim counts as an offer), or `null`.
   */
  drawOffer(): Color | null;
  /**
   * The FEN of the current position; the en passant square is written only when an en
   * passant capture is legal.
   */
  fen(): string;
  /**
   * The moves played, first to last.
   */
  history(): Move[];
  isCheck(): boolean;
  /**
   * Whether castling is written king-takes-rook (a Chess960 game).
   */
  isChess960(): boolean;
  /**
   * Whether the touch-move rule is on.
   */
  isTouchMove(): boolean;
  /**
   * All legal moves, or those from one square (`{square: 'e2'}`); none once the game is over.
   */
  moves(options?: { square?: SquareName }): Move[];
  /**
   * A new game: the standard start, a FEN, or Chess960 (`{chess960: true}` for a random
   * start position, `{chess960: 518}` for a numbered one).
   * Throws `INVALID_FEN` or `INVALID_ARGUMENT`.
   */
  constructor(options?: GameOptions);
  /**
   * `color` offers a draw (with the move just made, or before the move about to be made);
   * it stands until the opponent accepts, declines or moves. Accepts the opponent's offer
   * if one stands (returning the outcome); else returns `null`.
   */
  offerDraw(color: Color): Outcome | null;
  /**
   * How the game ended, or `null` while it goes on.
   */
  outcome(): Outcome | null;
  /**
   * The move `input` names, as `play` would play it, without playing it: for a move box
   * (SAN read leniently: `0-0`, `e8Q`, `e8=q`, `Nd5` for `Nxd5`, suffixes, `e.p.`; or UCI).
   * Throws as `play`: `INVALID_MOVE`, `ILLEGAL_MOVE` (the touch-move rule included),
   * `AMBIGUOUS_MOVE` or `GAME_OVER`.
   */
  parseMove(input: MoveInput): Move;
  /**
   * The game in PGN export format (seven-tag roster, `Termination`, wrapped lines).
   */
  pgn(): string;
  /**
   * Plays a move given as SAN, UCI or `{from, to, promotion}` and returns it.
   * Throws `ILLEGAL_MOVE`, `INVALID_MOVE`, `AMBIGUOUS_MOVE` or `GAME_OVER`.
   */
  play(input: MoveInput): Move;
  /**
   * `color` resigns: the opponent wins, or a draw if the opponent cannot checkmate.
   */
  resign(color: Color): Outcome;
  /**
   * Turns the touch-move rule (Law 4) on or off; off by default. Either way, the touches
   * made so far on this move are forgotten. Throws `INVALID_ARGUMENT` for a non-boolean.
   */
  setTouchMove(on: boolean): void;
  /**
   * The FEN of the position the game started from: with the UCI of `history()`, all a
   * program needs to rebuild the game (the engine's worker does).
   */
  startFen(): string;
  /**
   * `color`'s flag fell: the opponent wins, unless it cannot checkmate by any series of
   * legal moves (then a draw, Law 6.9).
   */
  timeout(color: Color): Outcome;
  /**
   * What the touches of this move oblige the player to do, in English, naming the pieces:
   * `'the knight on g1 was touched and must be moved (Law 4.3.1)'`;
   * `'no piece was touched: any legal move'` when nothing binds.
   */
  touchObligation(): string;
  /**
   * The obligation as data: its kind, the squares it names, the Law, the text of
   * `touchObligation()`, and whether the right to claim a draw on this move is lost.
   */
  touchVerdict(): TouchVerdict;
  /**
   * The player to move deliberately touched the piece on `square` (picked it up, started a
   * drag, selected it): their own, or the opponent's. Ignored when the touch-move rule is off
   * and for an empty square. Throws `INVALID_ARGUMENT` for a bad square, `GAME_OVER`.
   */
  touch(square: SquareName): void;
  /**
   * The touches made on this move, in order (none when the touch-move rule is off).
   */
  touches(): PieceTouch[];
  /**
   * The side to move.
   */
  turn(): Color;
  /**
   * Takes back the last move; `null` at the start.
   */
  undo(): Move | null;
}

/**
 * The number of leaf nodes `depth` plies below `fen`: every leaf move played, or with
 * `{bulk: true}` the last ply's moves counted without playing them.
 * Throws `INVALID_FEN`, or `INVALID_ARGUMENT` for a depth that is not an integer from 0 to 10.
 */
export function perft(fen: string, depth: number, options?: { bulk?: boolean }): number;
