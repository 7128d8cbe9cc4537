// The Audit view's splitter (www/audit/split.js, which the command line shares) in a run:
// a game without tags after a tagged one is a row of its own, a comment line starting with `[`
// stays in its game, and each row's bytes, audited again when the game is chosen, are its game.
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { audit } from 'chess-arbiter/audit';
import { AUDIT_ACTIONS } from '../../www/audit/actions.js';
import { runAudit, textChunks } from '../../www/audit/run.js';
import { gameRow, rowText, visibleRows } from '../../www/audit/selectors.js';
import { defaultSettings, initialState } from '../../www/state.js';
import { createStore } from '../../www/store.js';

const TEXT = [
  '[White "Ann"]\n[Black "Bob"]\n[Result "1-0"]\n\n1. e4 e5 1-0\n\n',
  '1. f3 e5 2. g4 Qh4# 1-0\n', // no tags, and a result the Laws overturn
  '[White "Cy"]\n[Black "Di"]\n\n1. f3 {a comment\n[%clk 0:01:00]} e5 {\n[White "not a game"]\n} *\n',
].join('');

const decoder = new TextDecoder();
const auditBatch = async (games) => games.map((bytes) => audit(decoder.decode(bytes))[0]);

async function run(size) {
  const store = createStore(initialState(null, defaultSettings()), AUDIT_ACTIONS);
  store.dispatch('openAudit');
  const bytes = new TextEncoder().encode(TEXT);
  await runAudit({ store, run: 1, chunks: textChunks(bytes, size), source: { name: 'round.pgn', size: bytes.length }, auditBatch });
  return { state: store.getState(), bytes };
}

test('a run lists the reader\'s games: one without tags is a row, a `[` in a comment is none', async () => {
  for (const size of [1, 7, 1 << 20]) {
    const { state, bytes } = await run(size);
    assert.equal(state.audit.status, 'done');
    const rows = visibleRows(state).map((r) => rowText(state, r));
    assert.deepEqual(rows.map((r) => r.label), ['Game 1: Ann – Bob', 'Game 2', 'Game 3: Cy – Di'], `chunks of ${size}`);
    assert.deepEqual(rows.map((r) => r.agrees), [true, false, true]);
    // Each row's bytes are its game, as the view audits them again when it is chosen.
    const whole = audit(TEXT);
    for (const [index, report] of whole.entries()) {
      const row = gameRow(state, index);
      const [again] = await auditBatch([bytes.subarray(row.offset, row.offset + row.length)]);
      assert.deepEqual({ ...again, game: report.game }, report);
    }
  }
});
