// The Audit view's controller: opens and closes the view, starts a run of the audit on pasted
// text, an opened file or a dropped one, and shows a chosen game. The audit itself runs in a
// worker (worker.js) that loads the package's audit entry the first time the view is opened.
import { $ } from '../dom.js';
import { fileChunks, runAudit, textChunks } from './run.js';
import { gameRow } from './selectors.js';

/** The worker, started on first use, and its answers by request id. */
function createAuditor() {
  let worker = null;
  let nextId = 1;
  const waiting = new Map();
  const start = () => {
    if (worker) return worker;
    worker = new Worker(new URL('./worker.js', import.meta.url), { type: 'module' });
    worker.onmessage = ({ data }) => {
      const w = waiting.get(data.id);
      waiting.delete(data.id);
      if (data.failed) w?.reject(new Error(data.failed));
      else w?.resolve(data.reports);
    };
    worker.onerror = (e) => {
      for (const w of waiting.values()) w.reject(new Error(e.message || 'the audit worker failed'));
      waiting.clear();
    };
    return worker;
  };
  return {
    start,
    /** The reports of `games` (their bytes), one each. */
    audit(games, positions = false) {
      const id = nextId++;
      return new Promise((resolve, reject) => {
        waiting.set(id, { resolve, reject });
        start().postMessage({ id, games, positions });
      });
    },
  };
}

export function wireAudit(store) {
  const auditor = createAuditor();
  let run = 0;
  let input = null; // { bytes } of a pasted text, or { file }
  const open = () => {
    auditor.start(); // loads the audit entry while the person chooses the input
    store.dispatch('openAudit');
  };
  const begin = (source, chunks) => {
    run += 1;
    input = source;
    runAudit({ store, run, chunks, source: { name: source.file?.name ?? '', size: source.file?.size ?? source.bytes.length }, auditBatch: (games) => auditor.audit(games) });
  };
  const auditText = () => {
    const bytes = new TextEncoder().encode($('audit-text').value);
    begin({ bytes }, textChunks(bytes));
  };
  const auditFile = (file) => {
    if (file) begin({ file }, fileChunks(file));
  };
  const choose = async (index) => {
    const row = gameRow(store.getState(), index);
    if (!row || !input) return;
    const bytes = input.file
      ? new Uint8Array(await input.file.slice(row.offset, row.offset + row.length).arrayBuffer())
      : input.bytes.subarray(row.offset, row.offset + row.length);
    const [report] = await auditor.audit([bytes], true);
    if (report.error) return;
    const first = report.events.find((e) => e.kind !== 'result_mismatch');
    const ply = first ? (first.kind === 'illegal_move' || first.kind === 'unreadable_move' ? first.ply - 1 : first.ply) : 0;
    store.dispatch('auditChoose', { index, report, ply });
  };

  document.addEventListener('click', (event) => {
    const target = event.target instanceof Element ? event.target : null;
    if (!target) return;
    if (target.closest('#start-audit, #open-audit')) open();
    else if (target.closest('#audit-back')) store.dispatch('closeAudit');
    else if (target.closest('#audit-run')) auditText();
    else if (target.closest('.audit-row')) choose(Number(target.closest('.audit-row').dataset.index));
    else if (target.closest('#audit-findings [data-ply], #audit-moves [data-ply]')) {
      store.dispatch('auditSeek', Number(target.closest('[data-ply]').dataset.ply));
    }
  });
  document.addEventListener('change', (event) => {
    if (event.target.id === 'audit-only') store.dispatch('auditFilter', event.target.checked);
    if (event.target.id === 'audit-file') auditFile(event.target.files?.[0]);
  });
  const view = $('audit-view');
  view.addEventListener('dragover', (event) => event.preventDefault());
  view.addEventListener('drop', (event) => {
    event.preventDefault();
    auditFile(event.dataTransfer?.files?.[0]);
  });
}
