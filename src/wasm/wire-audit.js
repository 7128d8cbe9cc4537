// The wire's JavaScript half for the audit entry (chess-arbiter/audit): see wire.js.
import { describe } from './wire.js';

/**
 * A record given as moves rather than PGN, `{ fen?, moves, tags? }`, as `{ fen, moves, tags }`
 * with the tags as [name, value, name, value, ...]. Throws the message of a wrong value.
 */
export function auditRecord(value) {
  if (value === null || typeof value !== 'object' || Array.isArray(value)) {
    throw `a record must be PGN text or { fen?, moves, tags? }, got ${describe(value)}`;
  }
  const { fen, moves, tags = {} } = value;
  if (fen !== undefined && typeof fen !== 'string') throw `"fen" must be a string, got ${describe(fen)}`;
  if (!Array.isArray(moves)) throw `"moves" must be an array of strings (SAN or UCI), got ${describe(moves)}`;
  const i = moves.findIndex((m) => typeof m !== 'string');
  if (i >= 0) throw `"moves" must be an array of strings (SAN or UCI), got ${describe(moves[i])} at index ${i}`;
  if (tags === null || typeof tags !== 'object' || Array.isArray(tags)) throw `"tags" must be an object, got ${describe(tags)}`;
  const pairs = [];
  for (const [name, v] of Object.entries(tags)) {
    if (typeof v !== 'string') throw `the tag ${JSON.stringify(name)} must be a string, got ${describe(v)}`;
    pairs.push(name, v);
  }
  return { fen, moves, tags: pairs };
}

/** The audit's options, `{ positions? }`, as `{ positions }` (a boolean). Throws the message of a wrong value. */
export function auditOptions(value) {
  if (value === undefined || value === null) return { positions: false };
  if (typeof value !== 'object' || Array.isArray(value)) throw `the options must be an object, got ${describe(value)}`;
  const unknown = Object.keys(value).find((key) => key !== 'positions');
  if (unknown !== undefined) throw `unknown option "${unknown}": the options are { positions }`;
  const { positions = false } = value;
  if (typeof positions !== 'boolean') throw `"positions" must be true or false, got ${describe(positions)}`;
  return { positions };
}
