// `Game` and `perft` of the rules entries, over their bindings (src/wasm/game.rs, touch.rs).
// Their .wasm imports nothing, which spares every start-up V8's compiling of import wrappers,
// so the class is here rather than wasm-bindgen's: it checks each argument with wire.js's
// readers (a wrong one is a ChessError before any call into wasm), passes numbers and strings,
// and builds the API's objects from what comes back with wire.js's decoders. A binding that
// can fail returns its result, or NUL and the error's words, thrown here as the ChessError.
// A game lives in wasm memory under its handle: freed by free(), else when collected.
import {
  ChessError, bulkOption, chessError, colorArg, decodeBoard, decodeDests, decodeMove, decodeMoves,
  decodeTouches, decodeWords, describeValue, gameOptions, moveInput, outcome, squareArg,
  squareOption, textArg, touchVerdict,
} from './wire.js';
import {
  __gameAct, __gameAllowedMoves, __gameBoard, __gameClaimDraw, __gameClaimForfeited,
  __gameClaimableDraws, __gameDests, __gameDrawOffer, __gameFen, __gameFree, __gameHistory,
  __gameIsCheck, __gameIsChess960, __gameIsOver, __gameIsTouchMove, __gameMoves, __gameNew,
  __gameOutcome, __gameParseMove, __gamePgn, __gamePlay, __gameSetTouchMove, __gameStartFen,
  __gameTouch, __gameTouchObligation, __gameTouchVerdict, __gameTouches, __gameUndo,
  __gameWhiteToMove, __lastError, __perft,
} from './chess_arbiter.js';

/** A reader's value; the message it throws, as an INVALID_ARGUMENT ChessError. */
export function read(reader, value, what) {
  try {
    return reader(value, what);
  } catch (message) {
    throw new ChessError('INVALID_ARGUMENT', message);
  }
}

/** What a binding that can fail returned, or its error thrown. */
export function checked(reply) {
  if (reply.charCodeAt(0) === 0) throw chessError(reply.slice(1));
  return reply;
}

/** The error a binding that makes a game (0 for none) or counts (-1 for none) failed with. */
export const lastError = () => chessError(__lastError());

const FREED = 'the object was freed (its free() was called) and cannot be used any more';
const DRAW_OFFER = [null, 'w', 'b'];
// The acts of src/wasm/game.rs's `__gameAct`.
const RESIGN = 0;
const TIMEOUT = 1;
const OFFER_DRAW = 2;
const ACCEPT_DRAW = 3;
const DECLINE_DRAW = 4;
const AGREE_DRAW = 5;

const registry = new FinalizationRegistry((handle) => __gameFree(handle));
// Passed by `adopt` alone, so that no caller of the constructor hands it a handle.
const OWN = Symbol('own');
/** A Game of what `__gameFromPgn` returned, for js/rules-pgn/game-pgn.js. */
export let adopt;
/** A live game's handle, for js/rules-pgn/game-pgn.js. */
export let handleOf;

/** A binding of a MoveInput (SAN or UCI text, or squares) called with `input`. */
function withMove(binding, handle, input) {
  if (typeof input === 'string') return binding(handle, input, -1, 0, 0);
  const move = read(moveInput, input);
  return typeof move === 'string'
    ? binding(handle, move, -1, 0, 0)
    : binding(handle, '', move.from, move.to, move.promotion);
}

/** The same with the move optional: -2 for none. */
const withIntended = (binding, handle, input) =>
  (input === undefined || input === null ? binding(handle, '', -2, 0, 0) : withMove(binding, handle, input));

const outcomeOrNull = (words) => (words === '' ? null : outcome(words));

class Game {
  #handle;

  constructor(options = undefined, own = undefined) {
    let handle;
    if (own === OWN) handle = options;
    else if (options === undefined) handle = __gameNew(undefined, false, -1);
    else {
      const { fen, chess960, number } = read(gameOptions, options);
      handle = __gameNew(fen, chess960, number);
    }
    if (handle === 0) throw lastError();
    this.#handle = handle;
    registry.register(this, handle, this);
  }

  static {
    adopt = (reply) => new Game(reply, OWN);
    handleOf = (game) => game.#live;
  }

  get #live() {
    if (this.#handle === 0) throw new ChessError('INVALID_ARGUMENT', FREED);
    return this.#handle;
  }

  /** Frees the game's memory now (else when it is garbage-collected); a second call does nothing. */
  free() {
    if (this.#handle === 0) return;
    registry.unregister(this);
    __gameFree(this.#handle);
    this.#handle = 0;
  }

  fen() { return __gameFen(this.#live); }
  startFen() { return __gameStartFen(this.#live); }
  turn() { return __gameWhiteToMove(this.#live) ? 'w' : 'b'; }
  board() { return decodeBoard(__gameBoard(this.#live)); }

  moves(options = undefined) {
    const handle = this.#live;
    // `moves()`, the common call, skips the reader
    return decodeMoves(__gameMoves(handle, options === undefined ? -1 : read(squareOption, options)));
  }

  play(input) { return decodeMove(checked(withMove(__gamePlay, this.#live, input))); }
  parseMove(input) { return decodeMove(checked(withMove(__gameParseMove, this.#live, input))); }
  dests() { return decodeDests(__gameDests(this.#live)); }

  undo() {
    const record = __gameUndo(this.#live);
    return record === '' ? null : decodeMove(record);
  }

  history() { return decodeMoves(__gameHistory(this.#live)); }
  isCheck() { return __gameIsCheck(this.#live); }
  outcome() {
    const handle = this.#live;
    return __gameIsOver(handle) ? outcome(__gameOutcome(handle)) : null;
  }

  claimableDraws(intendedMove = undefined) {
    return decodeWords(checked(withIntended(__gameClaimableDraws, this.#live, intendedMove)));
  }

  claimDraw(intendedMove = undefined) {
    return outcome(checked(withIntended(__gameClaimDraw, this.#live, intendedMove)));
  }

  /** `act` of `__gameAct` by `color` (none for an agreement): the outcome's words, or ''. */
  #act(act, color) {
    const handle = this.#live;
    const white = act === AGREE_DRAW || read(colorArg, color);
    return checked(__gameAct(handle, act, white));
  }

  resign(color) { return outcome(this.#act(RESIGN, color)); }
  timeout(color) { return outcome(this.#act(TIMEOUT, color)); }
  agreeDraw() { return outcome(this.#act(AGREE_DRAW)); }
  offerDraw(color) { return outcomeOrNull(this.#act(OFFER_DRAW, color)); }
  acceptDraw(color) { return outcome(this.#act(ACCEPT_DRAW, color)); }
  declineDraw(color) { this.#act(DECLINE_DRAW, color); }
  drawOffer() { return DRAW_OFFER[__gameDrawOffer(this.#live)]; }
  pgn() { return __gamePgn(this.#live); }
  isChess960() { return __gameIsChess960(this.#live); }

  setTouchMove(on) {
    const handle = this.#live;
    if (typeof on !== 'boolean') throw new ChessError('INVALID_ARGUMENT', `setTouchMove() takes true or false, got ${describeValue(on)}`);
    __gameSetTouchMove(handle, on);
  }

  isTouchMove() { return __gameIsTouchMove(this.#live); }

  touch(square) {
    const handle = this.#live;
    checked(__gameTouch(handle, read(squareArg, square), false));
  }

  adjust(square) {
    const handle = this.#live;
    checked(__gameTouch(handle, read(squareArg, square), true));
  }

  touches() { return decodeTouches(__gameTouches(this.#live)); }
  allowedMoves() { return decodeMoves(__gameAllowedMoves(this.#live)); }
  touchObligation() { return __gameTouchObligation(this.#live); }
  touchVerdict() { return touchVerdict(__gameTouchVerdict(this.#live)); }
  claimForfeited() { return __gameClaimForfeited(this.#live); }
}
if (Symbol.dispose) Game.prototype[Symbol.dispose] = Game.prototype.free;

function perft(fen, depth, options = undefined) {
  const text = read(textArg, fen, 'the FEN');
  if (typeof depth !== 'number' || !Number.isInteger(depth) || depth < 0 || depth > 10) {
    throw new ChessError('INVALID_ARGUMENT', `depth must be an integer from 0 to 10, got ${describeValue(depth)}`);
  }
  const nodes = __perft(text, depth, read(bulkOption, options));
  if (nodes < 0) throw lastError();
  return nodes;
}

export { Game, perft };
