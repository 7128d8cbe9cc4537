// The wire's JavaScript half for the clock entry (chess-arbiter/clock): see wire.js.
import { describe, reading } from './wire.js';

const MAX_MS = Number.MAX_SAFE_INTEGER;
const PENALTIES = ['three_minutes', 'two_minutes'];

function isMillis(value) {
  return typeof value === 'number' && Number.isInteger(value) && value >= 0 && value <= MAX_MS;
}

/** A stage's bonus as {bonus, ms} (bonus: 'n' none, 'f' Fischer, 's' simple delay, 'b' Bronstein). */
function clockBonus(where, increment, delay, delayKind, fallback) {
  if (increment !== undefined && !isMillis(increment)) throw `${where}"increment" must be a whole number of milliseconds from 0, got ${describe(increment)}`;
  if (delay !== undefined && !isMillis(delay)) throw `${where}"delay" must be a whole number of milliseconds from 0, got ${describe(delay)}`;
  if (delayKind !== undefined && delayKind !== 'simple' && delayKind !== 'bronstein') throw `${where}"delayKind" must be 'simple' or 'bronstein', got ${describe(delayKind)}`;
  if (increment !== undefined && delay !== undefined) throw `${where}a stage has an increment or a delay, not both`;
  if (delayKind !== undefined && delay === undefined) throw `${where}"delayKind" needs a "delay"`;
  if (increment !== undefined) return { bonus: 'f', ms: increment };
  if (delay !== undefined) return { bonus: delayKind === 'bronstein' ? 'b' : 's', ms: delay };
  return fallback;
}

function penaltyRule(penalty) {
  if (penalty === undefined) return 'three_minutes';
  if (!PENALTIES.includes(penalty)) throw `"penalty" must be 'three_minutes' or 'two_minutes', got ${describe(penalty)}`;
  return penalty;
}

/**
 * The Clock constructor's argument as {penalty, control} (a control in text) or {penalty,
 * stages} (stages as {moves, time, bonus, ms}, `moves` undefined for the rest of the game).
 */
export function clockOptions(value) {
  return reading(() => {
    if (typeof value === 'string') return { penalty: 'three_minutes', control: value };
    if (value === null || typeof value !== 'object' || Array.isArray(value)) {
      throw `a Clock needs a time control such as '5+3' or {initial: 300000, increment: 3000}, got ${describe(value)}`;
    }
    const { control, initial, increment, delay, delayKind, stages, penalty } = value;
    const rule = penaltyRule(penalty);
    const given = [control, initial, stages].filter((v) => v !== undefined).length;
    if (given !== 1) throw 'a Clock needs exactly one of "control" (text such as \'5+3\'), "initial" (ms) and "stages"';
    if (control !== undefined) {
      if (typeof control !== 'string') throw `"control" must be text such as '5+3' or '40/90,30+30', got ${describe(control)}`;
      if (increment !== undefined || delay !== undefined || delayKind !== undefined) throw '"increment", "delay" and "delayKind" go with "initial" or "stages"; write them in the control text instead (\'5+3\', \'25d5\', \'25b5\')';
      return { penalty: rule, control };
    }
    const common = clockBonus('', increment, delay, delayKind, { bonus: 'n', ms: 0 });
    if (initial !== undefined) {
      if (!isMillis(initial)) throw `"initial" must be a whole number of milliseconds from 0, got ${describe(initial)}`;
      return { penalty: rule, stages: [{ time: initial, ...common }] };
    }
    if (!Array.isArray(stages) || stages.length === 0 || stages.length > 32) {
      throw `"stages" must be an array of 1 to 32 stages such as {moves: 40, time: 5400000}, got ${describe(stages)}`;
    }
    const read = [];
    for (let i = 0; i < stages.length; i++) {
      const stage = stages[i];
      const where = `stage ${i + 1}: `;
      if (stage === null || typeof stage !== 'object' || Array.isArray(stage)) throw `${where}expected an object such as {moves: 40, time: 5400000}, got ${describe(stage)}`;
      const { moves, time } = stage;
      if (moves !== undefined && !(Number.isInteger(moves) && moves >= 1 && moves <= 0xffffffff)) throw `${where}"moves" must be a whole number from 1, got ${describe(moves)}`;
      if (!isMillis(time)) throw `${where}"time" must be a whole number of milliseconds from 0, got ${describe(time)}`;
      read.push({ moves, time, ...clockBonus(where, stage.increment, stage.delay, stage.delayKind, common) });
    }
    return { penalty: rule, stages: read };
  });
}

const EVENT_TYPES = ['start', 'move', 'pause', 'resume', 'claim'];

/** Clock.fromJSON's argument, checked: {control, penalty, events: [{type, at, color}]}. */
export function clockSnapshot(value) {
  return reading(() => {
    if (value === null || typeof value !== 'object' || Array.isArray(value)) throw `Clock.fromJSON needs what toJSON() returned, got ${describe(value)}`;
    const { control, penalty, events } = value;
    if (typeof control !== 'string') throw `"control" must be text such as '5+3', got ${describe(control)}`;
    const rule = penaltyRule(penalty);
    if (!Array.isArray(events) || events.length > 1_000_000) throw `"events" must be an array of clock events, got ${describe(events)}`;
    const read = [];
    for (let i = 0; i < events.length; i++) {
      const event = events[i];
      const where = `event ${i + 1}: `;
      if (event === null || typeof event !== 'object') throw `${where}expected an object such as {type: 'move', at: 1234}, got ${describe(event)}`;
      const { type, at, color } = event;
      if (!EVENT_TYPES.includes(type)) throw `${where}"type" must be 'start', 'move', 'pause', 'resume' or 'claim', got ${describe(type)}`;
      if (!isMillis(at)) throw `${where}"at" must be a whole number of milliseconds from 0, got ${describe(at)}`;
      const sided = type === 'start' || type === 'claim';
      if (sided && color !== 'w' && color !== 'b') throw `${where}"color" must be 'w' or 'b', got ${describe(color)}`;
      read.push({ type, at, color: sided ? color : undefined });
    }
    return { control, penalty: rule, events: read };
  });
}

/**
 * Clock.applyFlag: for a colour (1 White, 2 Black; 0 none), ends `game` by game.timeout(color)
 * unless it is already over. Returns the outcome, or null when nothing was done. (What the clock
 * returns comes as JSON, through wire.js's decodeJson: see src/wasm/clock.rs.)
 */
export function timeoutGame(game, color) {
  return reading(() => {
    if (game === null || typeof game !== 'object' || typeof game.timeout !== 'function' || typeof game.outcome !== 'function') {
      throw `applyFlag() needs a Game, got ${describe(game)}`;
    }
    if (color === 0 || game.outcome() !== null) return null;
    return game.timeout(color === 1 ? 'w' : 'b');
  });
}

