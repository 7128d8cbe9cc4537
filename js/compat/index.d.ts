// chess-arbiter/compat: the API of chess.js 1.4 (`import { Chess } from 'chess-arbiter/compat'`).

export declare const WHITE = 'w';
export declare const BLACK = 'b';
export declare const PAWN = 'p';
export declare const KNIGHT = 'n';
export declare const BISHOP = 'b';
export declare const ROOK = 'r';
export declare const QUEEN = 'q';
export declare const KING = 'k';

export type Color = 'w' | 'b';
export type PieceSymbol = 'p' | 'n' | 'b' | 'r' | 'q' | 'k';
export type Square = `${'a' | 'b' | 'c' | 'd' | 'e' | 'f' | 'g' | 'h'}${1 | 2 | 3 | 4 | 5 | 6 | 7 | 8}`;
export type Piece = { color: Color; type: PieceSymbol };

export declare const DEFAULT_POSITION: string;
export declare const SEVEN_TAG_ROSTER: Record<string, string>;
/** a8, b8, ... h1: the order of `board()`. */
export declare const SQUARES: Square[];

export declare function validateFen(fen: string): { ok: boolean; error?: string };
/** The xoroshiro128** generator behind `hash()`: a 128-bit state in, a function giving 64-bit values out. */
export declare function xoroshiro128(state: bigint): () => bigint;

export declare class Move {
  color: Color;
  from: Square;
  to: Square;
  piece: PieceSymbol;
  captured?: PieceSymbol;
  promotion?: PieceSymbol;
  /** @deprecated as in chess.js: use isCapture(), isPromotion(), ... */
  flags: string;
  san: string;
  lan: string;
  before: string;
  /** Computed on first read. */
  after: string;
  isCapture(): boolean;
  isPromotion(): boolean;
  isEnPassant(): boolean;
  isKingsideCastle(): boolean;
  isQueensideCastle(): boolean;
  isBigPawn(): boolean;
}

export declare class Chess {
  constructor(fen?: string, options?: { skipValidation?: boolean });
  clear(options?: { preserveHeaders?: boolean }): void;
  load(fen: string, options?: { skipValidation?: boolean; preserveHeaders?: boolean }): void;
  fen(options?: { forceEnpassantSquare?: boolean }): string;
  reset(): void;
  get(square: Square): Piece | undefined;
  findPiece(piece: Piece): Square[];
  put(piece: { type: PieceSymbol; color: Color }, square: Square): boolean;
  remove(square: Square): Piece | undefined;
  attackers(square: Square, attackedBy?: Color): Square[];
  hash(): string;
  isAttacked(square: Square, attackedBy: Color): boolean;
  isCheck(): boolean;
  inCheck(): boolean;
  isCheckmate(): boolean;
  isStalemate(): boolean;
  isInsufficientMaterial(): boolean;
  isThreefoldRepetition(): boolean;
  isDrawByFiftyMoves(): boolean;
  isDraw(): boolean;
  isGameOver(): boolean;
  moves(): string[];
  moves(options: { verbose: true; square?: Square; piece?: PieceSymbol }): Move[];
  moves(options: { verbose?: false; square?: Square; piece?: PieceSymbol }): string[];
  moves(options: { verbose?: boolean; square?: Square; piece?: PieceSymbol }): string[] | Move[];
  move(move: string | { from: string; to: string; promotion?: string } | null, options?: { strict?: boolean }): Move;
  undo(): Move | null;
  pgn(options?: { newline?: string; maxWidth?: number }): string;
  /** @deprecated as in chess.js: use setHeader and getHeaders */
  header(...args: string[]): Record<string, string | null>;
  setHeader(key: string, value: string): Record<string, string>;
  removeHeader(key: string): boolean;
  getHeaders(): Record<string, string>;
  loadPgn(pgn: string, options?: { strict?: boolean; newlineChar?: string }): void;
  ascii(): string;
  perft(depth: number): number;
  setTurn(color: Color): boolean;
  turn(): Color;
  board(): ({ square: Square; type: PieceSymbol; color: Color } | null)[][];
  squareColor(square: Square): 'light' | 'dark' | null;
  history(): string[];
  history(options: { verbose: true }): Move[];
  history(options: { verbose?: false }): string[];
  history(options: { verbose?: boolean }): string[] | Move[];
  moveNumber(): number;
  getComment(): string;
  setComment(comment: string): void;
  removeComment(): string;
  /** @deprecated as in chess.js: use removeComment */
  deleteComment(): string;
  getComments(): { fen: string; comment: string }[];
  removeComments(): { fen: string; comment: string }[];
  /** @deprecated as in chess.js: use removeComments */
  deleteComments(): { fen: string; comment: string }[];
  setCastlingRights(color: Color, rights: Partial<Record<'k' | 'q', boolean>>): boolean;
  getCastlingRights(color: Color): { k: boolean; q: boolean };
}
