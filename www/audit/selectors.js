// What the Audit view shows, derived from the state (render/audit.js only writes it): the
// status line, the rows of the list (all games, or only those with findings), and the chosen
// game — its moves with their findings marked, every finding and the verdict in the page's
// language, made from their kind and details, and the position shown.
import { AUDIT_STRINGS } from '../i18n/audit.js';
import { format } from '../i18n/index.js';
import { memo } from '../store.js';
import { CLOSED } from './actions.js';

export const auditWords = (s) => AUDIT_STRINGS[s.settings.lang] ?? AUDIT_STRINGS.en;
const auditOf = (s) => s.audit ?? CLOSED;

/** Every game's row, in order (memoised per state). */
const allRows = memo((s) => auditOf(s).batches.flat());

/** The rows shown: all, or those with findings (a game that cannot be read is one). */
export const visibleRows = memo((s) => {
  const rows = allRows(s);
  return auditOf(s).onlyFindings ? rows.filter((r) => r.error || r.events.length > 0) : rows;
});

/** The status line of the run. */
export function auditStatus(s) {
  const a = auditOf(s);
  const T = auditWords(s);
  if (a.status === 'failed') return format(T.failed, { why: a.error });
  if (a.status === 'reading') {
    const percent = a.source?.size ? Math.min(99, Math.floor((100 * a.read) / a.source.size)) : 0;
    return format(T.reading, { name: a.source?.name ?? '', games: a.count, percent });
  }
  if (a.status === 'done') {
    if (a.count === 0) return T.empty;
    const rows = allRows(s);
    return format(T.done, {
      games: a.count,
      findings: rows.filter((r) => r.error || r.events.length > 0).length,
      disagree: rows.filter((r) => !r.error && !r.agrees).length,
    });
  }
  return '';
}

/** One row of the list in words: the players (or the game's number), the result and the findings. */
export function rowText(s, r) {
  const T = auditWords(s);
  const name = r.tags?.White || r.tags?.Black ? `${r.tags.White ?? '?'} – ${r.tags.Black ?? '?'}` : '';
  const label = format(T.gameLabel, { n: r.index + 1 }) + (name ? `: ${name}` : '');
  if (r.error) return { label, result: T.unreadableGame, findings: 1, agrees: false };
  const result = r.agrees
    ? format(T.agreesWith, { result: r.verdict.result })
    : format(T.recordedVs, { recorded: r.recorded ?? T.noResult, result: r.verdict.result });
  const findings = r.events.length;
  return { label, result, findings, summary: findings ? format(T.findingsCount, { n: findings }) : T.clean, agrees: r.agrees };
}

/** Move numbers from a FEN: the number of the first ply's move and whether White makes it. */
function firstMove(fen) {
  const f = String(fen ?? '').split(' ');
  return { number: Number(f[5]) || 1, white: f[1] !== 'b' };
}

/** "23.Nf6" or "23...Nf6" for `ply` (from 1) of a game starting at `fen`. */
export function plyLabel(fen, ply, san) {
  const { number, white } = firstMove(fen);
  const index = ply - 1 + (white ? 0 : 1); // half-moves since White's move of `number`
  const n = number + Math.floor(index / 2);
  return `${n}${index % 2 === 0 ? '.' : '...'}${san}`;
}

/** The position an event speaks of: before an illegal or unreadable move, after any other. */
export function eventPly(event, positions) {
  const last = Math.max(0, (positions?.length ?? 1) - 1);
  const at = event.kind === 'illegal_move' || event.kind === 'unreadable_move' ? event.ply - 1 : event.ply;
  return Math.min(Math.max(0, at), last);
}

/** An event of `report` in words, from its kind and details. */
export function eventText(T, event, report) {
  const start = report.positions?.[0];
  const moves = report.moves ?? [];
  // Ply 0: what a start position from a FEN already held (a mate, say, or fifty moves made).
  const label = (ply) => (ply >= 1 ? plyLabel(start, ply, moves[ply - 1] ?? event.san) : T.startPosition);
  const atStart = event.ply === 0 && event.kind !== 'result_mismatch';
  const template = atStart
    ? T.kindAtStart[event.kind === 'fifty_moves' && !event.untilPly ? 'fifty_moves_before_any_move' : event.kind]
    : T.kind[event.kind];
  return format(template ?? event.text, {
    move: label(event.ply),
    until: label(event.untilPly ?? event.ply),
    count: event.count ?? 0,
    why: T.why[event.irregularity] ?? event.detail ?? '',
    recorded: report.recorded ?? T.noResult,
    result: report.verdict.result,
  });
}

/** The verdict in words: the result and why. */
export function verdictText(T, report) {
  const v = report.verdict;
  const moves = report.moves ?? [];
  let why;
  if (v.law === '7.5.5') why = v.result === '1/2-1/2' ? T.verdict.secondIllegalDraw : T.verdict.secondIllegal;
  else if (v.ply != null && v.termination) {
    const move = v.ply >= 1 ? plyLabel(report.positions?.[0], v.ply, moves[v.ply - 1] ?? '') : T.startPosition;
    why = format(T.verdict.board[v.termination] ?? T.verdict.stands, { move });
  } else if (v.termination === 'timeout' || v.termination === 'resignation') {
    why = T.verdict[v.result === '1/2-1/2' ? `${v.termination}Draw` : v.termination];
  } else if (v.termination) why = T.verdict[v.termination] ?? T.verdict.stands;
  else if (v.law === '5.2.3') why = T.verdict.earlyDraw;
  else if (v.law === '8.7') why = T.verdict.stands;
  else why = T.verdict.open;
  return `${v.result}: ${why}`;
}

/** The chosen game: its moves with their marks, its findings and verdict in words, the position shown. */
export function chosenGame(s) {
  const sel = auditOf(s).selected;
  if (!sel) return null;
  const T = auditWords(s);
  const { report } = sel;
  const positions = report.positions ?? [];
  const start = positions[0];
  const marks = new Map(); // ply -> kinds of the events there
  for (const e of report.events) {
    const at = e.kind === 'result_mismatch' ? 0 : e.ply;
    if (at) marks.set(at, [...(marks.get(at) ?? []), e.kind]);
  }
  const walked = positions.length - 1;
  const moves = (report.moves ?? []).map((san, i) => ({
    ply: i + 1, label: plyLabel(start, i + 1, san), kinds: marks.get(i + 1) ?? [],
    // Moves past the end of the walk (after the game ended, or after an unreadable move) have no position.
    reachable: i + 1 <= walked, current: sel.ply === i + 1,
  }));
  const events = report.events.map((e) => ({
    kind: e.kind, law: e.law, ply: eventPly(e, positions), text: eventText(T, e, report),
    irregular: e.afterIrregularity,
  }));
  return {
    index: sel.index, ply: sel.ply, fen: positions[sel.ply] ?? start ?? 'start', moves, events,
    verdict: verdictText(T, report), agrees: report.agrees,
    title: rowText(s, { ...report, index: sel.index }).label,
  };
}

/** The whole view, for render/audit.js. */
export function auditView(s) {
  const a = auditOf(s);
  return { open: a.open, status: a.status, onlyFindings: a.onlyFindings, selected: a.selected?.index ?? null };
}

/** The row of game `index` (from 0) of the run. */
export function gameRow(s, index) {
  return allRows(s)[index] ?? null;
}
