// The languages of the interface (one file each: en.js, ru.js, uk.js), and the move and result
// phrases that are announced to screen readers ("Knight takes e5, check").
import en from './en.js';
import ru from './ru.js';
import uk from './uk.js';

export const LANGUAGES = { en: 'English', ru: 'Русский', uk: 'Українська' };

export const STRINGS = { en, ru, uk };

/** The first supported language of the browser's list (e.g. 'uk-UA' -> 'uk'), else English. */
export function pickLanguage(preferred = globalThis.navigator?.languages ?? [globalThis.navigator?.language]) {
  for (const tag of preferred ?? []) {
    const base = String(tag ?? '').toLowerCase().split('-')[0];
    if (base in STRINGS) return base;
  }
  return 'en';
}

/** Replaces {name} by params.name. */
export function format(template, params = {}) {
  return String(template).replace(/\{(\w+)\}/g, (whole, name) => (name in params ? String(params[name]) : whole));
}

/**
 * An error for a person: a ChessError's code in the interface's language, then the rules
 * engine's own words on what exactly (in English: "Неверный FEN: rank 7 has 9 squares"); any
 * other error as its message says.
 */
export function errorText(T, err) {
  const lead = typeof err?.code === 'string' ? T.errors[err.code] : undefined;
  const message = String(err?.message ?? err);
  if (!lead) return message;
  const prefix = `${err.code}: `;
  return `${lead}: ${message.startsWith(prefix) ? message.slice(prefix.length) : message}`;
}

/** A move in words: "Knight takes e5, check", "Castles kingside", "Pawn to e8, promotes to queen". */
export function moveInWords(lang, move) {
  const s = STRINGS[lang] ?? en;
  let text;
  if (move.castle) {
    text = move.castle === 'k' ? s.castleK : s.castleQ;
  } else {
    text = format(move.captured ? s.moveTakes : s.moveTo, { piece: s.pieceName[move.piece], to: move.to });
    if (move.enPassant) text += ` ${s.enPassant}`;
    if (move.promotion) text += `, ${format(s.promotes, { role: s.promoName[move.promotion] })}`;
  }
  if (move.san.endsWith('#')) text += `, ${s.checkmate}`;
  else if (move.san.endsWith('+')) text += `, ${s.check}`;
  return text;
}

/**
 * The result in words: "Black wins: checkmate", "Draw: stalemate". `actor` is the colour that
 * resigned or ran out of time (needed when the result is a draw).
 */
export function outcomeInWords(lang, outcome, actor) {
  const s = STRINGS[lang] ?? en;
  const verdict = outcome.winner ? s.verdict[outcome.winner] : s.verdict.draw;
  let reason = s.reason[outcome.termination] ?? outcome.termination;
  if (outcome.termination === 'resignation' || outcome.termination === 'timeout') {
    const who = actor ?? (outcome.winner === 'w' ? 'b' : 'w');
    const table = outcome.winner ? s.reason[outcome.termination] : s.reason[`${outcome.termination}Draw`];
    reason = table[who];
  }
  return `${verdict}: ${reason}`;
}
