// `Game` and `perft` of the rules entries, over their bindings (src/wasm/game.rs, touch.rs).
// Their .wasm imports nothing, which spares every start-up V8's compiling of import wrappers,
// so the class is here rather than wasm-bindgen's: it checks each argument with wire.js's
// readers (a wrong one is a ChessError before any call into wasm), passes numbers and strings,
// and builds the API's objects from what comes back with wire.js's decoders. A binding that
// can fail returns its result, or NUL and the error's words, thrown here as the ChessError; one
// that makes a game or counts returns 0 or -1 for a failure, whose words __lastError() gives.
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
const NOT_A_GAME = 'a method of Game was called on something that is not a Game';
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
/** A live game's handle (the class's methods and js/rules-pgn/game-pgn.js). */
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
    adopt = (handle) => new Game(handle, OWN);
    // A method called on anything but a live Game (a freed one, an object of another class) is
    // an INVALID_ARGUMENT like any bad input, not the TypeError of a missing private field.
    handleOf = (game) => {
      if (game === null || typeof game !== 'object' || !(#handle in game)) throw new ChessError('INVALID_ARGUMENT', NOT_A_GAME);
      if (game.#handle === 0) throw new ChessError('INVALID_ARGUMENT', FREED);
      return game.#handle;
    };
  }

  /** Frees the game's memory now (else when it is garbage-collected); a second call does nothing. */
  free() {
    // a second free() (by hand, then by `using`'s dispose) does nothing
    if (this !== null && typeof this === 'object' && #handle in this && this.#handle === 0) return;
    const handle = handleOf(this);
    registry.unregister(this);
    this.#handle = 0;
    __gameFree(handle);
  }

  fen() { return __gameFen(handleOf(this)); }
  startFen() { return __gameStartFen(handleOf(this)); }
  turn() { return __gameWhiteToMove(handleOf(this)) ? 'w' : 'b'; }
  board() { return decodeBoard(__gameBoard(handleOf(this))); }

  moves(options = undefined) {
    const handle = handleOf(this);
    // `moves()`, the common call, skips the reader
    return decodeMoves(__gameMoves(handle, options === undefined ? -1 : read(squareOption, options)));
  }

  play(input) { return decodeMove(checked(withMove(__gamePlay, handleOf(this), input))); }
  parseMove(input) { return decodeMove(checked(withMove(__gameParseMove, handleOf(this), input))); }
  dests() { return decodeDests(__gameDests(handleOf(this))); }

  undo() {
    const record = __gameUndo(handleOf(this));
    return record === '' ? null : decodeMove(record);
  }

  history() { return decodeMoves(__gameHistory(handleOf(this))); }
  isCheck() { return __gameIsCheck(handleOf(this)); }
  outcome() {
    const handle = handleOf(this);
    return __gameIsOver(handle) ? outcome(__gameOutcome(handle)) : null;
  }

  claimableDraws(intendedMove = undefined) {
    return decodeWords(checked(withIntended(__gameClaimableDraws, handleOf(this), intendedMove)));
  }

  claimDraw(intendedMove = undefined) {
    return outcome(checked(withIntended(__gameClaimDraw, handleOf(this), intendedMove)));
  }

  /** `act` of `__gameAct` by `color` (none for an agreement): the outcome's words, or ''. */
  #act(act, color) {
    const handle = handleOf(this);
    const white = act === AGREE_DRAW || read(colorArg, color);
    return checked(__gameAct(handle, act, white));
  }

  resign(color) { return outcome(this.#act(RESIGN, color)); }
  timeout(color) { return outcome(this.#act(TIMEOUT, color)); }
  agreeDraw() { return outcome(this.#act(AGREE_DRAW)); }
  offerDraw(color) { return outcomeOrNull(this.#act(OFFER_DRAW, color)); }
  acceptDraw(color) { return outcome(this.#act(ACCEPT_DRAW, color)); }
  declineDraw(color) { this.#act(DECLINE_DRAW, color); }
  drawOffer() { return DRAW_OFFER[__gameDrawOffer(handleOf(this))]; }
  pgn() { return __gamePgn(handleOf(this)); }
  isChess960() { return __gameIsChess960(handleOf(this)); }

  setTouchMove(on) {
    const handle = handleOf(this);
    if (typeof on !== 'boolean') throw new ChessError('INVALID_ARGUMENT', `setTouchMove() takes true or false, got ${describeValue(on)}`);
    __gameSetTouchMove(handle, on);
  }

  isTouchMove() { return __gameIsTouchMove(handleOf(this)); }

  touch(square) {
    const handle = handleOf(this);
    checked(__gameTouch(handle, read(squareArg, square), false));
  }

  adjust(square) {
    const handle = handleOf(this);
    checked(__gameTouch(handle, read(squareArg, square), true));
  }

  touches() { return decodeTouches(__gameTouches(handleOf(this))); }
  allowedMoves() { return decodeMoves(__gameAllowedMoves(handleOf(this))); }
  touchObligation() { return __gameTouchObligation(handleOf(this)); }
  touchVerdict() { return touchVerdict(__gameTouchVerdict(handleOf(this))); }
  claimForfeited() { return __gameClaimForfeited(handleOf(this)); }
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
