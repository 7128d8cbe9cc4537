// The JavaScript half of the Clock's conversions (src/wasm/clock.rs), shipped only with the
// `chess-arbiter/clock` entry. Like convert.js, readers never throw: a bad value becomes an
// error string ("e" + message) that Rust turns into a ChessError.
import { describe, failure } from './convert.js';


const MAX_MS = Number.MAX_SAFE_INTEGER;
const PENALTIES = { three_minutes: '3', two_minutes: '2' };

function isMillis(value) {
  return typeof value === 'number' && Number.isInteger(value) && value >= 0 && value <= MAX_MS;
}

/** A stage's bonus as "kind,ms" (kind: n none, f Fischer, s simple delay, b Bronstein), or throws a message. */
function clockBonus(where, increment, delay, delayKind, fallback) {
  if (increment !== undefined && !isMillis(increment)) throw `${where}"increment" must be a whole number of milliseconds from 0, got ${describe(increment)}`;
  if (delay !== undefined && !isMillis(delay)) throw `${where}"delay" must be a whole number of milliseconds from 0, got ${describe(delay)}`;
  if (delayKind !== undefined && delayKind !== 'simple' && delayKind !== 'bronstein') throw `${where}"delayKind" must be 'simple' or 'bronstein', got ${describe(delayKind)}`;
  if (increment !== undefined && delay !== undefined) throw `${where}a stage has an increment or a delay, not both`;
  if (delayKind !== undefined && delay === undefined) throw `${where}"delayKind" needs a "delay"`;
  if (increment !== undefined) return `f,${increment}`;
  if (delay !== undefined) return `${delayKind === 'bronstein' ? 'b' : 's'},${delay}`;
  return fallback;
}

/**
 * The Clock constructor's argument as "c" + penalty + control text, or "s" + penalty + stages
 * ("moves,time,kind,ms" separated by ";", moves empty for the rest of the game), or "e" + why not.
 */
export function clockOptions(value) {
  try {
    if (typeof value === 'string') return `c3${value}`;
    if (value === null || typeof value !== 'object' || Array.isArray(value)) {
      return `ea Clock needs a time control such as '5+3' or {initial: 300000, increment: 3000}, got ${describe(value)}`;
    }
    const { control, initial, increment, delay, delayKind, stages, penalty } = value;
    let rule = '3';
    if (penalty !== undefined) {
      rule = Object.hasOwn(PENALTIES, penalty) ? PENALTIES[penalty] : null;
      if (!rule) return `e"penalty" must be 'three_minutes' or 'two_minutes', got ${describe(penalty)}`;
    }
    const given = [control, initial, stages].filter((v) => v !== undefined).length;
    if (given !== 1) return 'ea Clock needs exactly one of "control" (text such as \'5+3\'), "initial" (ms) and "stages"';
    if (control !== undefined) {
      if (typeof control !== 'string') return `e"control" must be text such as '5+3' or '40/90,30+30', got ${describe(control)}`;
      if (increment !== undefined || delay !== undefined || delayKind !== undefined) return 'e"increment", "delay" and "delayKind" go with "initial" or "stages"; write them in the control text instead (\'5+3\', \'25d5\', \'25b5\')';
      return `c${rule}${control}`;
    }
    const common = clockBonus('', increment, delay, delayKind, 'n,0');
    if (initial !== undefined) {
      if (!isMillis(initial)) return `e"initial" must be a whole number of milliseconds from 0, got ${describe(initial)}`;
      return `s${rule},${initial},${common}`;
    }
    if (!Array.isArray(stages) || stages.length === 0 || stages.length > 32) {
      return `e"stages" must be an array of 1 to 32 stages such as {moves: 40, time: 5400000}, got ${describe(stages)}`;
    }
    const encoded = [];
    for (let i = 0; i < stages.length; i++) {
      const stage = stages[i];
      const where = `stage ${i + 1}: `;
      if (stage === null || typeof stage !== 'object' || Array.isArray(stage)) return `e${where}expected an object such as {moves: 40, time: 5400000}, got ${describe(stage)}`;
      const { moves, time } = stage;
      if (moves !== undefined && !(Number.isInteger(moves) && moves >= 1 && moves <= 0xffffffff)) return `e${where}"moves" must be a whole number from 1, got ${describe(moves)}`;
      if (!isMillis(time)) return `e${where}"time" must be a whole number of milliseconds from 0, got ${describe(time)}`;
      encoded.push(`${moves ?? ''},${time},${clockBonus(where, stage.increment, stage.delay, stage.delayKind, common)}`);
    }
    return `s${rule}${encoded.join(';')}`;
  } catch (err) {
    return typeof err === 'string' ? `e${err}` : failure(err);
  }
}

const EVENT_CODES = { start: 's', move: 'm', pause: 'p', resume: 'r', claim: 'c' };

/**
 * Clock.fromJSON's argument as penalty + events ("s123w;m456;p789;r800;c900b") + "\n" + control
 * text, or "e" + why not.
 */
export function clockSnapshot(value) {
  try {
    if (value === null || typeof value !== 'object' || Array.isArray(value)) return `eClock.fromJSON needs what toJSON() returned, got ${describe(value)}`;
    const { control, penalty, events } = value;
    if (typeof control !== 'string') return `e"control" must be text such as '5+3', got ${describe(control)}`;
    const rule = penalty === undefined ? '3' : Object.hasOwn(PENALTIES, penalty) ? PENALTIES[penalty] : null;
    if (!rule) return `e"penalty" must be 'three_minutes' or 'two_minutes', got ${describe(penalty)}`;
    if (!Array.isArray(events) || events.length > 1_000_000) return `e"events" must be an array of clock events, got ${describe(events)}`;
    const encoded = [];
    for (let i = 0; i < events.length; i++) {
      const event = events[i];
      const where = `event ${i + 1}: `;
      if (event === null || typeof event !== 'object') return `e${where}expected an object such as {type: 'move', at: 1234}, got ${describe(event)}`;
      const { type, at, color } = event;
      const code = typeof type === 'string' && Object.hasOwn(EVENT_CODES, type) ? EVENT_CODES[type] : null;
      if (!code) return `e${where}"type" must be 'start', 'move', 'pause', 'resume' or 'claim', got ${describe(type)}`;
      if (!isMillis(at)) return `e${where}"at" must be a whole number of milliseconds from 0, got ${describe(at)}`;
      let side = '';
      if (code === 's' || code === 'c') {
        if (color !== 'w' && color !== 'b') return `e${where}"color" must be 'w' or 'b', got ${describe(color)}`;
        side = color;
      }
      encoded.push(`${code}${at}${side}`);
    }
    return `${rule}${encoded.join(';')}\n${control}`;
  } catch (err) {
    return failure(err);
  }
}

/** The class of an object (to recognise the instances of a class the glue defines). */
/**
 * Clock.applyFlag: for a colour (not ""), ends `game` by game.timeout(color) unless it is
 * already over. The clock is its own .wasm, so a Game of the rules entry is recognised by its
 * methods, not its class. The outcome, null when nothing was done, or "e" + why not; never throws.
 */
export function timeoutGame(game, color) {
  try {
    if (game === null || typeof game !== 'object' || typeof game.timeout !== 'function' || typeof game.outcome !== 'function') {
      return `eapplyFlag() needs a Game, got ${describe(game)}`;
    }
    if (color === '' || game.outcome() !== null) return null;
    return game.timeout(color);
  } catch (err) {
    return failure(err);
  }
}
