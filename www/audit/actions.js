// The Audit view's store actions (merged into the page's store with those of actions.js): the
// view opened and closed, a run of the audit started, its games arriving batch by batch, the
// filter, the game chosen and the ply shown. Each takes the state and returns the fields that
// change (store.js). A run's games are kept as a list of batches, so that a batch added does
// not copy the games before it.

/** The view's state before it is first opened. */
export const CLOSED = Object.freeze({
  open: false, run: 0, status: 'idle', source: null, read: 0, batches: [], count: 0,
  onlyFindings: false, selected: null, error: '',
});

const auditOf = (s) => s.audit ?? CLOSED;
const patch = (s, fields) => ({ audit: { ...auditOf(s), ...fields } });

/** A game's row: its report without positions, where its text lies in the input, and its index. */
function row(index, { offset, length }, report) {
  const { positions: _p, moves: _m, ...rest } = report;
  return { index, offset, length, ...rest };
}

export const AUDIT_ACTIONS = {
  openAudit: (s) => patch(s, { open: true }),
  closeAudit: (s) => patch(s, { open: false }),
  /** A new run over `source` ({ name, size }): what an earlier run found is dropped. */
  auditStarted: (s, { run, source }) => patch(s, {
    run, status: 'reading', source, read: 0, batches: [], count: 0, selected: null, error: '',
  }),
  /** Reports of the games `places` ([{offset, length}]) of run `run`, `read` bytes read so far. */
  auditReports(s, { run, places, reports, read }) {
    const a = auditOf(s);
    if (run !== a.run) return null; // a run replaced by a newer one
    const batch = reports.map((r, i) => row(a.count + i, places[i], r));
    return patch(s, { batches: [...a.batches, batch], count: a.count + batch.length, read });
  },
  auditFinished(s, { run }) {
    const a = auditOf(s);
    return run === a.run ? patch(s, { status: 'done', read: a.source?.size ?? a.read }) : null;
  },
  auditFailed(s, { run, why }) {
    return run === auditOf(s).run ? patch(s, { status: 'failed', error: why }) : null;
  },
  auditFilter: (s, onlyFindings) => patch(s, { onlyFindings: !!onlyFindings }),
  /** The game `index` chosen, with its report with positions; shown at the first finding's ply. */
  auditChoose(s, { index, report, ply = 0 }) {
    const max = Math.max(0, (report.positions?.length ?? 1) - 1);
    return patch(s, { selected: { index, report, ply: Math.min(Math.max(0, ply), max) } });
  },
  /** Shows the position after `ply` of the chosen game (0: the start). */
  auditSeek(s, ply) {
    const sel = auditOf(s).selected;
    if (!sel) return null;
    const max = Math.max(0, (sel.report.positions?.length ?? 1) - 1);
    const at = Math.min(Math.max(0, ply), max);
    return at === sel.ply ? null : patch(s, { selected: { ...sel, ply: at } });
  },
};
