// chess-arbiter/audit and the `chess-arbiter audit` command line, as users run them.
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';
import { test } from 'node:test';
import { audit, ChessError } from 'chess-arbiter/audit';
import { run, scratch } from './cli-run.mjs';

const root = fileURLToPath(new URL('../../', import.meta.url));
const reference = join(root, 'tests', 'data', 'audit-reference.pgn');
const { dir, file } = scratch('chess-arbiter-audit-');

const CLEAN = '[Event "a"]\n[Result "1-0"]\n\n1. e4 e5 2. Bc4 Nc6 3. Qh5 Nf6 4. Qxf7# 1-0\n\n[Event "b"]\n[Result "*"]\n\n1. d4 d5 *\n';
const MISMATCH = '[Event "c"]\n[Result "1/2-1/2"]\n\n1. f3 e5 2. g4 Qh4# 1/2-1/2\n';
const BROKEN = '[Event "d"]\n\n1. e4 ((( e5 *\n';


test('audit() reports every game of a PGN text', () => {
  const [mate, going] = audit(CLEAN);
  assert.equal(mate.game, 1);
  assert.deepEqual(mate.tags, { Event: 'a', Result: '1-0' });
  assert.equal(mate.plies, 7);
  assert.deepEqual(mate.events.map((e) => [e.kind, e.ply, e.law]), [['checkmate', 7, '5.1.1']]);
  assert.deepEqual(mate.verdict, {
    result: '1-0',
    termination: 'checkmate',
    ply: 7,
    law: '5.1.1',
    text: 'the game ended at ply 7 by checkmate',
  });
  assert.equal(mate.recorded, '1-0');
  assert.equal(mate.agrees, true);
  assert.equal(going.verdict.result, '*');
  const [wrong] = audit(MISMATCH);
  assert.deepEqual(wrong.events.map((e) => e.kind), ['checkmate', 'result_mismatch']);
  assert.equal(wrong.agrees, false);
});

test('audit() gives an unreadable game its error and goes on', () => {
  const reports = audit(BROKEN + '\n' + CLEAN);
  assert.equal(reports.length, 3);
  assert.equal(reports[0].error.code, 'INVALID_PGN');
  assert.match(reports[0].error.message, /^INVALID_PGN: game 1, line 3/);
  assert.equal(reports[2].game, 3);
});

test('audit() reports illegal moves with their reasons', () => {
  const [r] = audit('[FEN "4k3/4r3/8/8/8/8/4N3/4K3 w - - 0 1"]\n\n1. Nc3 Kd8 2. Nb5 *');
  const illegal = r.events.filter((e) => e.kind === 'illegal_move');
  assert.deepEqual(illegal.map((e) => [e.ply, e.irregularity, e.afterIrregularity]), [
    [1, 'pinned', false],
    [3, 'check_not_answered', true],
  ]);
  assert.equal(r.verdict.result, '0-1');
  assert.equal(r.verdict.law, '7.5.5');
});

test('audit() takes a record given as moves (SAN or UCI) with its tags', () => {
  const [r] = audit({ moves: ['f3', 'e5', 'g4', 'Qh4#'], tags: { Result: '1/2-1/2', White: 'A' } });
  assert.equal(r.game, 1);
  assert.deepEqual(r.tags, { Result: '1/2-1/2', White: 'A' });
  assert.deepEqual(r.events.map((e) => e.kind), ['checkmate', 'result_mismatch']);
  assert.equal(r.verdict.result, '0-1');
  const [stream] = audit({ fen: '4k3/4r3/8/8/8/8/4N3/4K3 w - - 0 1', moves: ['e2c3', 'e8d8', 'c3b5'] });
  assert.deepEqual(stream.events.filter((e) => e.kind === 'illegal_move').map((e) => e.irregularity), ['pinned', 'check_not_answered']);
  assert.equal(stream.recorded, null);
  assert.equal(stream.agrees, false);
});

test('audit() refuses what is neither PGN text nor a record with a ChessError', () => {
  const refused = (input, code, detail) =>
    assert.throws(() => audit(input), (e) => e instanceof ChessError && e.code === code && detail.test(e.message));
  for (const bad of [undefined, null, 42, []]) refused(bad, 'INVALID_ARGUMENT', /PGN text or \{ fen\?, moves, tags\? \}/);
  refused({}, 'INVALID_ARGUMENT', /"moves" must be an array of strings \(SAN or UCI\), got undefined$/);
  refused({ moves: ['e4', 2] }, 'INVALID_ARGUMENT', /got number 2 at index 1$/);
  refused({ moves: 'e4 e5' }, 'INVALID_ARGUMENT', /"moves"/);
  refused({ moves: [], fen: 7 }, 'INVALID_ARGUMENT', /"fen" must be a string/);
  refused({ moves: [], tags: { Result: 1 } }, 'INVALID_ARGUMENT', /the tag "Result" must be a string/);
  refused({ moves: [], fen: '' }, 'INVALID_FEN', /the FEN is empty/);
  refused({ moves: [], fen: '8/8/8/8/8/8/8/8 w - - 0 1' }, 'INVALID_FEN', /king/);
  // Rules other than chess and Chess960, refused as the same record in PGN is.
  refused({ moves: ['e4'], tags: { Variant: 'Atomic' } }, 'INVALID_PGN', /Atomic/);
  assert.equal(audit('[Variant "Atomic"]\n\n1. e4 *')[0].error.code, 'INVALID_PGN');
});

test('audit(input, { positions: true }) adds each report\'s positions and moves; bad options are a ChessError', () => {
  const [plain] = audit('1. e4 f5 2. Qh5+ Nf6 3. Nc3 *');
  assert.equal(plain.positions, undefined);
  assert.equal(plain.moves, undefined);
  const [report] = audit('1. e4 f5 2. Qh5+ Nf6 3. Nc3 *', { positions: true });
  assert.deepEqual(report.moves, ['e4', 'f5', 'Qh5+', 'Nf6', 'Nc3']);
  assert.equal(report.positions.length, 6);
  assert.equal(report.positions[0], 'rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1');
  // After the illegal 2...Nf6, kept as it stood.
  assert.equal(report.positions[4], 'rnbqkb1r/ppppp1pp/5n2/5p1Q/4P3/8/PPPP1PPP/RNB1KBNR w KQkq - 2 3');
  const [record] = audit({ moves: ['e2e4'] }, { positions: true });
  assert.equal(record.positions.length, 2);
  for (const bad of [{ positions: 'yes' }, 7, [], { positions: true, position: true }]) {
    assert.throws(() => audit('1. e4 *', bad), (e) => e instanceof ChessError && e.code === 'INVALID_ARGUMENT', JSON.stringify(bad));
  }
});

test('the command line: exit status 0 when every result agrees, 1 when one does not, 2 on unreadable input', () => {
  const clean = run(['audit', file('clean.pgn', CLEAN)]);
  assert.equal(clean.code, 0, clean.err);
  assert.match(clean.out, /^2 games, 1 with findings, 0 with a result the Laws overturn$/m);
  const wrong = run(['audit', file('clean2.pgn', CLEAN), file('wrong.pgn', MISMATCH)]);
  assert.equal(wrong.code, 1);
  assert.match(wrong.out, /wrong\.pgn game 1 \(byte 0\) \(c\): 0-1 .* DISAGREES/);
  assert.match(wrong.out, /ply 4 checkmate \(Law 5\.1\.1\)/);
  assert.equal(run(['audit', file('broken.pgn', BROKEN + '\n' + CLEAN)]).code, 2);
  assert.equal(run(['audit', join(dir, 'missing.pgn')]).code, 2);
  assert.equal(run(['audit']).code, 2);
  assert.equal(run(['audit', '--shard', '9/8', reference]).code, 2);
  assert.equal(run(['audit', '--help']).code, 0);
});

test('the command line: --json, --ndjson, --all, standard input and .gz', () => {
  const json = JSON.parse(run(['audit', '--json', '--all', file('j.pgn', CLEAN + '\n' + MISMATCH)]).out);
  assert.equal(json.summary.games, 3);
  assert.equal(json.summary.disagreeing, 1);
  assert.deepEqual(json.reports.map((r) => [r.game, r.offset, r.agrees]), [
    [1, 0, true],
    [2, CLEAN.indexOf('[Event "b"]'), true],
    [3, CLEAN.length + 1, false],
  ]);
  const lines = run(['audit', '--ndjson', '-'], CLEAN + '\n' + MISMATCH).out.trim().split('\n').map((l) => JSON.parse(l));
  assert.deepEqual(lines.map((r) => [r.file, r.game, r.agrees]), [['<stdin>', 1, true], ['<stdin>', 3, false]]);
  const gz = file('g.pgn.gz', gzipSync(CLEAN + '\n' + MISMATCH));
  const fromGz = run(['audit', '--ndjson', '--all', gz]).out.trim().split('\n');
  assert.equal(fromGz.length, 3);
});

test('the command line: shards cover every game exactly once, whatever their number', () => {
  const whole = run(['audit', '--ndjson', '--all', '--jobs', '2', reference]);
  const rows = whole.out.trim().split('\n').map((l) => JSON.parse(l));
  assert.equal(rows.length, 400);
  const strip = ({ game, ...row }) => JSON.stringify(row);
  for (const count of [2, 7]) {
    const shards = [];
    for (let i = 1; i <= count; i++) {
      const part = run(['audit', '--ndjson', '--all', '--jobs', '1', '--shard', `${i}/${count}`, reference]);
      assert.equal(part.code, whole.code);
      if (part.out.trim()) shards.push(...part.out.trim().split('\n').map((l) => JSON.parse(l)));
      assert.ok(!shards.some((r) => 'game' in r), 'shards do not number games');
    }
    assert.deepEqual(shards.map(strip), rows.map(strip), `${count} shards`);
  }
});

test('the command line: a file and the same bytes on standard input give the same reports', () => {
  const rows = (out) => out.trim().split('\n').map((l) => JSON.parse(l)).map(({ file, ...row }) => row);
  const fromFile = run(['audit', '--ndjson', '--all', '--jobs', '2', reference]);
  const fromStdin = run(['audit', '--ndjson', '--all', '--jobs', '2', '-'], readFileSync(reference));
  assert.equal(fromFile.code, fromStdin.code);
  assert.equal(rows(fromFile.out).length, 400);
  assert.deepEqual(rows(fromFile.out), rows(fromStdin.out));
});

test('the command line: games longer than the chunks read are each read once, whole', () => {
  // A file is read in chunks of 64 KB, standard input in the pipe's; games of about 40 KB, half
  // of it tags and half a comment, put chunk boundaries inside games, between their tags too.
  const tags = (i) => Array.from({ length: 400 + i * 7 }, (_, k) => `[Note${k} "${'t'.repeat(40)}"]\n`).join('');
  const long = (i) => `[Event "long ${i}"]\n${tags(i)}[Result "1-0"]\n\n1. e4 {${'x'.repeat(20_000 + i * 997)}} e5 2. Bc4 Nc6 3. Qh5 Nf6 4. Qxf7# 1-0\n\n`;
  const text = Array.from({ length: 12 }, (_, i) => (i % 3 ? long(i) : CLEAN + '\n' + MISMATCH + '\n')).join('');
  const path = file('long.pgn', text);
  const rows = (out) => out.trim().split('\n').map((l) => JSON.parse(l)).map(({ file: _f, ...row }) => row);
  const fromStdin = run(['audit', '--ndjson', '--all', '--jobs', '1', '-'], text);
  assert.equal(rows(fromStdin.out).length, 4 * 3 + 8);
  for (const jobs of ['1', '2', '3']) {
    const fromFile = run(['audit', '--ndjson', '--all', '--jobs', jobs, path]);
    assert.equal(fromFile.code, fromStdin.code);
    assert.deepEqual(rows(fromFile.out), rows(fromStdin.out), `--jobs ${jobs}`);
    assert.equal(fromFile.err.replace(/^[\d.]+ MB in .*$/m, ''), fromStdin.err.replace(/^[\d.]+ MB in .*$/m, '').replace('<stdin>', path));
  }
});

test('the command line: one job and two give the same report', () => {
  const one = run(['audit', '--jobs', '1', reference]).out;
  const two = run(['audit', '--jobs', '2', reference]).out;
  const body = (s) => s.replace(/^[\d.]+ MB in .*$/m, '');
  assert.equal(body(one), body(two));
});

test('the command line: without --all, the games with findings, and a summary of every game', () => {
  // Real games: most have no findings (resignations, agreed draws).
  const sample = join(root, 'tests', 'data', 'twic1599_100k.pgn');
  const all = run(['audit', '--ndjson', '--all', '--jobs', '2', sample]);
  const some = run(['audit', '--ndjson', '--jobs', '2', sample]);
  const rows = (out) => out.trim().split('\n').map((l) => JSON.parse(l));
  const everyGame = rows(all.out);
  const shown = everyGame.filter((r) => r.error || r.events.length > 0);
  assert.ok(shown.length > 0 && shown.length < everyGame.length);
  assert.deepEqual(rows(some.out), shown);
  // The summary (standard error with --ndjson) counts the games not printed too.
  const summary = (err) => err.replace(/^[\d.]+ MB in .*$/m, '');
  assert.equal(summary(some.err), summary(all.err));
  assert.match(some.err, new RegExp(`^${everyGame.length} games`));
  assert.equal(some.code, all.code);
});

test('a start position that has already ended: the verdict at ply 0, later moves count for nothing (Laws 5.1.1, 5.2.1)', () => {
  const [mate] = audit({ fen: 'R5k1/5ppp/8/8/8/8/8/6K1 b - - 0 1', moves: [], tags: { Result: '0-1' } });
  assert.equal(mate.verdict.result, '1-0');
  assert.equal(mate.verdict.termination, 'checkmate');
  assert.equal(mate.verdict.ply, 0);
  assert.equal(mate.agrees, false);
  const [stalemate] = audit({ fen: '7k/5Q2/6K1/8/8/8/8/8 b - - 0 1', moves: ['Kh8g8'], tags: { Result: '1/2-1/2' } });
  assert.equal(stalemate.verdict.result, '1/2-1/2');
  assert.equal(stalemate.agrees, true);
  assert.ok(stalemate.events.some((e) => e.kind === 'moves_after_end' && e.count === 1), JSON.stringify(stalemate.events));
});
