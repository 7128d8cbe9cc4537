// The Audit view's logic in Node: the splitter, a run of the audit through the store (the
// package's audit entry standing in for the page's worker), the filter, the chosen game's moves
// with their findings marked, and every text in each language from kinds and details.
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { audit } from 'chess-arbiter/audit';
import { AUDIT_ACTIONS } from '../../www/audit/actions.js';
import { runAudit, textChunks } from '../../www/audit/run.js';
import { auditStatus, chosenGame, eventText, gameRow, rowText, verdictText, visibleRows } from '../../www/audit/selectors.js';
import { games as splitGames } from '../../www/audit/split.js';
import { AUDIT_STRINGS } from '../../www/i18n/audit.js';
import { defaultSettings, initialState } from '../../www/state.js';
import { createStore } from '../../www/store.js';

const CLEAN = '[White "Ann"]\n[Black "Bob"]\n[Result "1-0"]\n\n1. e4 e5 2. Nf3 Nc6 3. Bb5 a6 1-0\n';
// 2...Nf6 leaves the king in check (kept as it stood); then both sides shuffle knights.
const ILLEGAL = '[White "Cy"]\n[Black "Di"]\n[Result "1-0"]\n\n1. e4 f5 2. Qh5+ Nf6 3. Qd1 Ng8 1-0\n';
// The knights' dance five times over: the fifth time ends the game (Law 9.6.1), then more moves.
const FIVEFOLD = `[White "Ed"]\n[Black "Flo"]\n[Result "1-0"]\n\n${'Nf3 Nf6 Ng1 Ng8 '.repeat(4)} Nc3 1-0\n`;
const INPUT = [CLEAN, ILLEGAL, FIVEFOLD].join('\n');

const decoder = new TextDecoder();
const auditBatch = async (games, positions = false) => games.map((bytes) => audit(decoder.decode(bytes), { positions })[0]);

function newStore(lang = 'en') {
  return createStore(initialState(null, { ...defaultSettings(), lang }), AUDIT_ACTIONS);
}

async function audited(lang = 'en') {
  const store = newStore(lang);
  store.dispatch('openAudit');
  const bytes = new TextEncoder().encode(INPUT);
  await runAudit({ store, run: 1, chunks: textChunks(bytes, 7), source: { name: 'round.pgn', size: bytes.length }, auditBatch });
  return { store, bytes };
}

async function choose(store, bytes, index) {
  const row = gameRow(store.getState(), index);
  const [report] = await auditBatch([bytes.subarray(row.offset, row.offset + row.length)], true);
  store.dispatch('auditChoose', { index, report, ply: 0 });
}

test('the splitter finds each game whatever the chunks, with its offset and length', async () => {
  const bytes = new TextEncoder().encode(INPUT);
  for (const size of [1, 5, 64, 1 << 20]) {
    const games = [];
    for await (const g of splitGames(textChunks(bytes, size))) games.push(g);
    assert.equal(games.length, 3, `chunks of ${size}`);
    for (const g of games) assert.deepEqual(g.bytes, bytes.subarray(g.offset, g.offset + g.bytes.length));
    assert.match(decoder.decode(games[1].bytes), /^\[White "Cy"\]/);
  }
});

test('blank lines and a byte-order mark make no game of their own; a game without tags is a game', async () => {
  const text = `\uFEFF\n\n  \n${CLEAN}\n\n1. d4 d5 *\n\n${ILLEGAL}\n\n\n`;
  const games = [];
  for await (const g of splitGames(textChunks(new TextEncoder().encode(text), 3))) games.push(decoder.decode(g.bytes).trim());
  assert.equal(games.length, 3, games.join('|'));
  assert.match(games[0], /^\[White "Ann"\][^]*1-0$/);
  assert.equal(games[1], '1. d4 d5 *', 'movetext after a game\'s result is the next game, as the reader and the CLI read it');
  assert.match(games[2], /^\[White "Cy"\]/);
  const [only] = await (async () => {
    const out = [];
    for await (const g of splitGames(textChunks(new TextEncoder().encode('\n1. e4 e5 *\n')))) out.push(decoder.decode(g.bytes).trim());
    return out;
  })();
  assert.equal(only, '1. e4 e5 *', 'movetext without tags is a game');
});

test('a run lists every game with its verdict; the filter keeps the games with findings', async () => {
  const { store } = await audited();
  const s = store.getState();
  assert.equal(s.audit.status, 'done');
  assert.equal(s.audit.count, 3);
  assert.equal(auditStatus(s), '3 games audited: 2 with findings, 1 whose recorded result the Laws overturn.');
  const rows = visibleRows(s).map((r) => rowText(s, r));
  assert.deepEqual(rows.map((r) => r.findings > 0), [false, true, true]);
  assert.equal(rows[2].result, 'recorded 1-0, the Laws give 1/2-1/2');
  store.dispatch('auditFilter', true);
  assert.deepEqual(visibleRows(store.getState()).map((r) => r.index), [1, 2]);
});

test('a chosen game: its moves with the findings marked, each finding at its position', async () => {
  const { store, bytes } = await audited();
  await choose(store, bytes, 1);
  const game = chosenGame(store.getState());
  assert.equal(game.title, 'Game 2: Cy – Di');
  assert.deepEqual(game.moves.map((m) => m.label), ['1.e4', '1...f5', '2.Qh5+', '2...Nf6', '3.Qd1', '3...Ng8']);
  assert.deepEqual(game.moves[3].kinds, ['illegal_move']);
  const [illegal] = game.events;
  assert.equal(illegal.text, '2...Nf6 is illegal: the move does not answer the check. A completed illegal move gives the opponent two extra minutes; a second one loses the game (Law 7.5).');
  // Shown where it was played: the position before it.
  store.dispatch('auditSeek', illegal.ply);
  assert.equal(chosenGame(store.getState()).fen, 'rnbqkbnr/ppppp1pp/8/5p1Q/4P3/8/PPPP1PPP/RNB1KBNR b KQkq - 1 2');
  store.dispatch('auditSeek', 4);
  assert.match(chosenGame(store.getState()).fen, /^rnbqkb1r\/ppppp1pp\/5n2\/5p1Q\//, 'after it: the knight on f6');

  await choose(store, bytes, 2);
  const five = chosenGame(store.getState());
  const kinds = five.events.map((e) => e.kind);
  assert.deepEqual(kinds, ['threefold_repetition', 'fivefold_repetition', 'moves_after_end', 'result_mismatch']);
  assert.equal(five.verdict, '1/2-1/2: fivefold repetition after 8...Ng8');
  assert.equal(five.moves.at(-1).reachable, false, 'the move after the end has no position');
});

test('every text of the view in Russian and Ukrainian, made from kinds and details', async () => {
  for (const lang of ['ru', 'uk']) {
    const { store, bytes } = await audited(lang);
    const T = AUDIT_STRINGS[lang];
    const s = store.getState();
    assert.doesNotMatch(auditStatus(s), /[a-z]{3}/i, auditStatus(s));
    for (const index of [1, 2]) {
      await choose(store, bytes, index);
      const game = chosenGame(store.getState());
      for (const e of game.events) assert.doesNotMatch(e.text.replace(/\d+\.+[A-Za-z0-9+#=-]+/g, ''), /[a-z]{3}/i, `${lang}: ${e.text}`);
      assert.doesNotMatch(game.verdict.replace(/\d+\.+[A-Za-z0-9+#=-]+/g, ''), /[a-z]{3}/i, `${lang}: ${game.verdict}`);
      const { report } = store.getState().audit.selected;
      assert.equal(eventText(T, report.events[0], report), game.events[0].text);
      assert.equal(verdictText(T, report), game.verdict);
    }
  }
});

test('the languages have the same words, key for key', () => {
  const shape = (o) => Object.fromEntries(Object.entries(o).map(([k, v]) => [k, typeof v === 'object' ? shape(v) : typeof v]));
  for (const lang of ['ru', 'uk']) assert.deepEqual(shape(AUDIT_STRINGS[lang]), shape(AUDIT_STRINGS.en), lang);
});

test('a run replaced by a newer one adds nothing', () => {
  const store = newStore();
  store.dispatch('auditStarted', { run: 2, source: { name: '', size: 1 } });
  assert.equal(store.dispatch('auditReports', { run: 1, places: [{ offset: 0, length: 1 }], reports: [{}], read: 1 }).audit.count, 0);
});

test('a start position that had already ended is named as such, not as a move', () => {
  const T = AUDIT_STRINGS.en;
  const [report] = audit({ fen: 'R5k1/5ppp/8/8/8/8/8/6K1 b - - 0 1', moves: ['Kh8'], tags: { Result: '0-1' } }, { positions: true });
  assert.equal(verdictText(T, report), '1-0: checkmate at Start position');
  const mate = report.events.find((e) => e.kind === 'checkmate');
  assert.equal(eventText(T, mate, report), 'The start position is checkmate: the game had ended before a move was made (Law 5.1.1).');
});

test('fifty moves already made in the start position: the claim held from before the first move', () => {
  const T = AUDIT_STRINGS.en;
  const fen = '4k3/8/8/8/3n4/2N2R2/8/3K4 w - - 100 80';
  const [report] = audit({ fen, moves: ['Kc1', 'Kd7', 'Kb2', 'Nxf3'] }, { positions: true });
  const [fifty] = report.events;
  assert.deepEqual([fifty.kind, fifty.ply, fifty.untilPly], ['fifty_moves', 0, 3]);
  assert.equal(eventText(T, fifty, report),
    'In the start position each player had already made fifty moves without a capture or a pawn move: a draw could have been claimed (Law 9.3), until 81.Kb2.');
  const [alone] = audit({ fen, moves: [] }, { positions: true });
  assert.equal(eventText(T, alone.events[0], alone),
    'In the start position each player had already made fifty moves without a capture or a pawn move: a draw could have been claimed (Law 9.3).');
  for (const lang of ['ru', 'uk']) assert.doesNotMatch(eventText(AUDIT_STRINGS[lang], fifty, report), /[a-z]{3}/i, lang);
});
