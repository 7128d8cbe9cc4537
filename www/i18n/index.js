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
 * An error for a person, as words `(T, lang) => text` (kept by the store, so that they follow
 * a change of language): a ChessError's code in the interface's language, then what exactly.
 * In English that is the rules engine's own detail; in other languages the detail the page can
 * say itself from `params` (the move typed: `{ move }`), or nothing: never the English tail.
 * Any other error as its message says.
 */
export function errorWords(err, params = {}) {
  return (T, lang) => {
    const lead = typeof err?.code === 'string' ? T.errors[err.code] : undefined;
    const message = String(err?.message ?? err);
    if (!lead) return message;
    if (lang === 'en') {
      const prefix = `${err.code}: `;
      return `${lead}: ${message.startsWith(prefix) ? message.slice(prefix.length) : message}`;
    }
    const detail = T.errorDetails?.[err.code];
    return detail && Object.keys(params).length ? `${lead}: ${format(detail, params)}` : `${lead}.`;
  };
}

/**
 * A typed move with the language's piece letters (ru: Кр Ф Л С К) in English SAN, for the rules
 * to read; Cyrillic letters that look like a file or the capture sign (а, с, е, х) are read as
 * those. "Кр" goes before "К".
 */
export function englishSan(lang, text) {
  const letters = (STRINGS[lang] ?? en).pieceLetters;
  if (!letters) return text;
  let out = text;
  for (const [local, san] of Object.entries(letters).sort((a, b) => b[0].length - a[0].length)) {
    out = out.split(local).join(san);
  }
  return out.replace(/[асех]/g, (c) => ({ а: 'a', с: 'c', е: 'e', х: 'x' })[c]);
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
