// Types of `chess-arbiter/board`: the <chess-board> custom element (defined on import).

export type BoardColor = 'w' | 'b';
export type BoardRole = 'p' | 'n' | 'b' | 'r' | 'q' | 'k';
export type BoardPromotion = 'q' | 'r' | 'b' | 'n';

/** Words for screen readers; anything left out stays English. */
export interface BoardLabels {
  board?: string;
  empty?: string;
  selected?: string;
  legal?: string;
  capture?: string;
  lastMove?: string;
  check?: string;
  /** The promotion chooser's name ('Pawn promotion'). */
  promotion?: string;
  /** Each choice of the promotion chooser, named whole ('Promote to queen'; ru 'Превратить в ферзя'). */
  promoteTo?: Partial<Record<BoardPromotion, string>>;
  cancel?: string;
  colors?: Partial<Record<BoardColor, string>>;
  roles?: Partial<Record<BoardRole, string>>;
  /** Full names by piece code ('wN': 'white knight'), for languages whose adjectives agree. */
  pieces?: Partial<Record<string, string>>;
}

export interface BoardMoveDetail {
  from: string;
  to: string;
  promotion?: BoardPromotion;
}

/** The piece placement of a FEN (or 'start') as square -> piece. */
export function parsePlacement(fen: string): Map<string, { color: BoardColor; role: BoardRole }>;

/** A fresh <svg> of one piece. */
export function pieceSvg(color: BoardColor, role: BoardRole): SVGSVGElement;

export class ChessBoard extends HTMLElement {
  static observedAttributes: string[];
  /** The position (only the piece placement field of the FEN is read; 'start' works too). */
  fen: string;
  orientation: 'white' | 'black';
  /** The last move's squares, highlighted. */
  lastMove: string[] | string | null;
  /** The square of a king in check, highlighted. */
  check: string | null;
  /** The squares each movable piece may go to. */
  get dests(): Map<string, string[]>;
  set dests(value: Map<string, Iterable<string>> | Record<string, Iterable<string>>);
  /** Moves written from + to ('e7e8') that need a promotion piece chosen. */
  get promotions(): string[];
  set promotions(value: Iterable<string>);
  get labels(): BoardLabels;
  set labels(value: BoardLabels);
  /** The square of the piece picked up, or null. */
  selected: string | null;
  /**
   * Arrows drawn over the board, e.g. the best move ('e2e4' strings are read too). They are
   * hidden from screen readers: say what they mean in words beside the board.
   */
  get arrows(): { from: string; to: string }[];
  set arrows(value: Iterable<{ from: string; to: string } | string> | string | null);
  flip(): void;
  focusSquare(square?: string): void;
  /**
   * Opens the promotion chooser; resolves with the piece chosen, or null when cancelled. With
   * `from`, it is the chooser of the move from -> square: it closes, cancelled, once `dests` no
   * longer allow that move.
   */
  choosePromotion(square: string, color?: BoardColor, roles?: BoardPromotion[], from?: string): Promise<BoardPromotion | null>;
  addEventListener<K extends keyof ChessBoardEventMap>(type: K, listener: (this: ChessBoard, ev: ChessBoardEventMap[K]) => unknown, options?: boolean | AddEventListenerOptions): void;
  addEventListener(type: string, listener: EventListenerOrEventListenerObject, options?: boolean | AddEventListenerOptions): void;
  removeEventListener<K extends keyof ChessBoardEventMap>(type: K, listener: (this: ChessBoard, ev: ChessBoardEventMap[K]) => unknown, options?: boolean | EventListenerOptions): void;
  removeEventListener(type: string, listener: EventListenerOrEventListenerObject, options?: boolean | EventListenerOptions): void;
}

export interface ChessBoardEventMap extends HTMLElementEventMap {
  /** A person moved a piece. */
  move: CustomEvent<BoardMoveDetail>;
  /** A person picked up a piece. */
  select: CustomEvent<{ square: string }>;
  /** A person pressed (clicked, tapped, Enter) a piece that may not be picked up: an opponent's, or one with no moves. */
  press: CustomEvent<{ square: string }>;
  /** A person put a piece down without moving it. */
  deselect: CustomEvent<{ square: null }>;
  /** A promotion was cancelled. */
  movecancel: CustomEvent<{ from: string; to: string }>;
}

declare global {
  interface HTMLElementTagNameMap {
    'chess-board': ChessBoard;
  }
}
