// `chess-arbiter audit` on files the splitter used to cut wrongly: games without tags, comments
// with a line starting with `[`, a broken game among good ones. The command line's games are the
// reader's: numbered, placed and reported as audit() reports the whole text.
import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import { test } from 'node:test';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';
import { audit } from 'chess-arbiter/audit';
import { run, scratch } from './cli-run.mjs';

const { file } = scratch('chess-arbiter-cli-');
const cli = fileURLToPath(new URL('../../js/cli/main.js', import.meta.url));

const rows = (out) => out.trim().split('\n').map((line) => JSON.parse(line));

test('a game without tags is audited: the disagreeing result sets the exit status', () => {
  const path = file('t.pgn', '1. f3 e5 2. g4 Qh4# 1-0\n');
  const r = run(['audit', path]);
  assert.equal(r.code, 1, r.err);
  assert.match(r.out, /^1 games, 1 with findings, 1 with a result the Laws overturn$/m);
  assert.match(r.out, /t\.pgn game 1 \(byte 0\): 0-1 \(the game ended at ply 4 by checkmate\); recorded 1-0, DISAGREES/);
  assert.equal(run(['audit', '-'], '1. f3 e5 2. g4 Qh4# 1-0\n').code, 1);
});

test('games without tags after tagged ones: each its own number and byte offset', () => {
  const text = '[Event "a"]\n[Result "1-0"]\n\n1. e4 e5 2. Bc4 Nc6 3. Qh5 Nf6 4. Qxf7# 1-0\n\n1. d4 d5 *\n1. f3 e5 2. g4 Qh4# 0-1 1. e4 *\n';
  const path = file('mixed.pgn', text);
  const got = rows(run(['audit', '--ndjson', '--all', path]).out);
  assert.deepEqual(got.map((r) => [r.game, r.offset]), [[1, 0], [2, text.indexOf('1. d4')], [3, text.indexOf('1. f3')], [4, text.lastIndexOf('1. e4 *')]]);
  const whole = audit(text);
  assert.deepEqual(got.map(({ file: _f, offset: _o, ...r }) => r), whole);
  for (const jobs of ['1', '3']) assert.deepEqual(rows(run(['audit', '--ndjson', '--all', '--jobs', jobs, '-'], text).out).map((r) => r.game), [1, 2, 3, 4]);
});

test('a comment line starting with `[` is part of its game, not the start of another', () => {
  const text = '[Event "clocks"]\n[Result "*"]\n\n1. f3 {a comment\n[%clk 0:01:00]} e5 {\n[Event "in a comment"]\n} 2. g4 *\n';
  const r = run(['audit', '--ndjson', '--all', file('clk.pgn', text)]);
  assert.equal(r.code, 0, r.err);
  const [only, ...more] = rows(r.out);
  assert.deepEqual(more, []);
  assert.equal(only.game, 1);
  assert.equal(only.plies, 3);
});

test('a broken game among good ones: its error names its game and line in the whole file', () => {
  const good = '[Event "good"]\n[Result "*"]\n\n1. e4 e5 *\n\n';
  const text = `${good.repeat(3)}[Event "broken"]\n\n1. e4 ((( e5 *\n\n${good}1. d4 {never closed\n`;
  const r = run(['audit', '--ndjson', '--all', '--jobs', '2', file('broken.pgn', text)]);
  assert.equal(r.code, 2);
  const got = rows(r.out);
  const whole = audit(text);
  assert.equal(got.length, whole.length);
  assert.deepEqual(got.map((row) => [row.game, row.error?.message ?? null]), whole.map((w) => [w.game, w.error?.message ?? null]));
  assert.match(got[3].error.message, /^INVALID_PGN: game 4, line 18, column 8: a variation '\(' must follow/);
  assert.match(got[5].error.message, /^INVALID_PGN: game 6, line 25, column 7: unbalanced '\{'/);
});

test('the summary names the game and file of an unreadable game, and --json why a file is', () => {
  // The summary gave the error as counted in the game's own text ("game 1, line 4") and no file;
  // --json said "unreadable": 1 for a missing file, and nowhere why.
  const good = '[Event "good"]\n[Result "*"]\n\n1. e4 e5 *\n\n';
  const path = file('third.pgn', `${good}${good}[Event "broken"]\n\n1. e4 ((( e5 *\n`);
  const r = run(['audit', path]);
  assert.equal(r.code, 2);
  assert.match(r.out, /^unreadable: .*third\.pgn \(byte \d+\): INVALID_PGN: game 3, line 13, column \d+: /m);
  const missing = JSON.parse(run(['audit', '--json', file('x', '') + '-missing.pgn']).out);
  assert.equal(missing.summary.unreadable, 1);
  assert.match(missing.summary.problems[0], /-missing\.pgn: ENOENT/);
});

test('a file given twice is numbered from 1 twice; a pipe is read as a stream; `| head` ends quietly', () => {
  const text = '1. e4 e5 *\n\n1. d4 d5 *\n';
  const path = file('twice.pgn', text);
  const got = rows(run(['audit', '--ndjson', '--all', path, path]).out);
  assert.deepEqual(got.map((r) => [r.game, r.offset]), [[1, 0], [2, 12], [1, 0], [2, 12]]);
  // /dev/stdin as a file: a pipe, whose size is 0 (it was read as an empty file).
  const piped = spawnSync('bash', ['-c', `cat "${path}" | "${process.execPath}" "${cli}" audit --ndjson --all /dev/stdin`], { encoding: 'utf8' });
  assert.deepEqual(rows(piped.stdout).map((r) => r.game), [1, 2], piped.stderr);
  // A reader that closes the pipe early: no stack trace, the status of a program SIGPIPE ended.
  const many = file('many.pgn', text.repeat(20000));
  const r = spawnSync('bash', ['-c', `set -o pipefail; "${process.execPath}" "${cli}" audit --ndjson --all "${many}" | head -1 > /dev/null`], { encoding: 'utf8' });
  assert.equal(r.status, 141, r.stderr);
  assert.doesNotMatch(r.stderr, /EPIPE|at /);
});

test('`--` before a file named like an option, `.GZ` in capitals, and the usage of no command on standard error', () => {
  const text = '1. e4 e5 *\n';
  const dash = file('-x.pgn', text);
  const r = run(['audit', '--ndjson', '--all', '--', dash.replace(/[^/]*$/, '') + '-x.pgn']);
  assert.equal(r.code, 0, r.err);
  assert.equal(rows(r.out).length, 1);
  const old = process.cwd();
  process.chdir(dash.replace(/\/[^/]*$/, ''));
  try {
    assert.equal(rows(run(['audit', '--ndjson', '--all', '--', '-x.pgn']).out).length, 1);
  } finally {
    process.chdir(old);
  }
  const gz = file('UPPER.PGN.GZ', gzipSync(text));
  assert.deepEqual(rows(run(['audit', '--ndjson', '--all', gz]).out).map((g) => g.plies), [2]);
  const none = run([]);
  assert.equal(none.code, 2);
  assert.equal(none.out, '');
  assert.match(none.err, /^Usage: chess-arbiter audit/);
});

test('gzip on standard input or a pipe is gunzipped, known by its first bytes; a .gz file that is not gzip is an error', () => {
  // Gzipped standard input was read as text: one unreadable game, "unexpected control character U+001F".
  const text = '1. f3 e5 2. g4 Qh4# 0-1\n\n1. e4 e5 *\n';
  const plies = (r) => rows(r.out).map((g) => [g.file, g.game, g.plies]);
  const stdin = run(['audit', '--ndjson', '--all', '-'], gzipSync(text));
  assert.equal(stdin.code, 0, stdin.err);
  assert.deepEqual(plies(stdin), [['<stdin>', 1, 4], ['<stdin>', 2, 2]]);
  // Offsets count the gunzipped bytes, as in a .gz file; two members (`cat a.gz b.gz`) are read on.
  const twice = run(['audit', '--ndjson', '--all', '-'], Buffer.concat([gzipSync(text), gzipSync(text)]));
  assert.deepEqual(rows(twice.out).map((g) => [g.game, g.offset]), [[1, 0], [2, 25], [3, 36], [4, 61]], twice.err);
  // The magic split across the pipe's first two chunks; /dev/stdin and a named pipe given as files.
  const gz = file('games.pgn.gz', gzipSync(text));
  const shell = (script) => spawnSync('bash', ['-c', script], { encoding: 'utf8' });
  const node = `"${process.execPath}" "${cli}" audit --ndjson --all`;
  const split = shell(`{ head -c 1 "${gz}"; sleep 0.3; tail -c +2 "${gz}"; } | ${node} -`);
  assert.deepEqual(plies({ out: split.stdout }), [['<stdin>', 1, 4], ['<stdin>', 2, 2]], split.stderr);
  const devStdin = shell(`cat "${gz}" | ${node} /dev/stdin`);
  assert.deepEqual(plies({ out: devStdin.stdout }).map(([, ...r]) => r), [[1, 4], [2, 2]], devStdin.stderr);
  const fifo = file('x', '').replace(/x$/, 'fifo');
  const named = shell(`mkfifo "${fifo}" && { cat "${gz}" > "${fifo}" & } && ${node} "${fifo}"`);
  assert.deepEqual(plies({ out: named.stdout }).map(([, ...r]) => r), [[1, 4], [2, 2]], named.stderr);
  // Plain standard input is read as before; gzip cut short, and a .gz file holding text, are errors.
  assert.deepEqual(plies(run(['audit', '--ndjson', '--all', '-'], text)), [['<stdin>', 1, 4], ['<stdin>', 2, 2]]);
  const cut = run(['audit', '--json', '-'], gzipSync(text).subarray(0, 20));
  assert.equal(cut.code, 2);
  assert.deepEqual(JSON.parse(cut.out).summary.problems, ['<stdin>: unexpected end of file']);
  const fake = run(['audit', '--json', file('fake.pgn.gz', text)]);
  assert.equal(fake.code, 2);
  assert.match(JSON.parse(fake.out).summary.problems[0], /fake\.pgn\.gz: incorrect header check$/);
  // Gzip saved under another name is known by its first bytes too, and read whole by one shard.
  const renamed = file('download.pgn', gzipSync(text));
  assert.deepEqual(plies(run(['audit', '--ndjson', '--all', renamed])).map(([, ...r]) => r), [[1, 4], [2, 2]]);
  const shards = [0, 1].map((i) => run(['audit', '--ndjson', '--all', '--shard', `${i + 1}/2`, renamed]).out.split('\n').filter(Boolean).length);
  assert.deepEqual(shards, [2, 0]);
  // A one-byte file, and an empty one, are plain text.
  assert.equal(run(['audit', '--json', file('one.pgn', '*')]).code, 0);
  assert.equal(run(['audit', '--json', file('empty.pgn', '')]).code, 0);
});
