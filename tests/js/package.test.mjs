// The built package (pkg/) as users get it: imported by its name, which Node resolves through
// package.json's "exports" (a package may import itself by name), under the "node" condition.
import assert from 'node:assert/strict';
import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { test } from 'node:test';
import { ChessError, squareAttacks } from 'chess-arbiter';

const root = new URL('../../', import.meta.url);

test('the package name resolves to the Node entry in pkg/', () => {
  assert.equal(import.meta.resolve('chess-arbiter'), new URL('pkg/node.js', root).href);
});

test('squareAttacks works with no init call', () => {
  assert.deepEqual(squareAttacks('N', 'g1'), ['e2', 'f3', 'h3']);
  assert.deepEqual(squareAttacks('p', 'e5'), ['d4', 'f4']);
  assert.deepEqual(squareAttacks('P', 'a2'), ['b3']);
  const rook = squareAttacks('R', 'e4', ['e6', 'c4']);
  assert.ok(rook.includes('e6') && !rook.includes('e7'));
  assert.ok(rook.includes('c4') && !rook.includes('b4'));
  assert.equal(squareAttacks('q', 'd4').length, 27);
  assert.equal(squareAttacks('Q', 'd4', null).length, 27);
});

test('errors are ChessError instances with a code and a message naming the problem', () => {
  for (const [args, detail] of [
    [['N', 'z9'], /"z9" is not a square name/],
    [['X', 'e4'], /"X" is not a piece/],
    [['R', 'e4', ['e6', 'i1']], /"i1" is not a square name/],
  ]) {
    assert.throws(
      () => squareAttacks(...args),
      (err) => {
        assert.ok(err instanceof ChessError, `${err} is a ChessError`);
        assert.ok(err instanceof Error);
        assert.equal(err.name, 'ChessError');
        assert.equal(err.code, 'INVALID_ARGUMENT');
        assert.match(err.message, /^INVALID_ARGUMENT: /);
        assert.match(err.message, detail);
        assert.equal(typeof err.stack, 'string');
        return true;
      },
    );
  }
  // The module keeps working after an error.
  assert.deepEqual(squareAttacks('K', 'a1'), ['b1', 'a2', 'b2']);
});

test('ChessError can be constructed and caught like any Error', () => {
  const err = new ChessError('INVALID_FEN', 'rank 3 has 9 squares');
  assert.equal(err.message, 'INVALID_FEN: rank 3 has 9 squares');
  assert.equal(err.code, 'INVALID_FEN');
  assert.equal(String(err), 'ChessError: INVALID_FEN: rank 3 has 9 squares');
});

test('npm pack ships exactly the package files', () => {
  const [{ files }] = JSON.parse(
    execFileSync('npm', ['pack', '--dry-run', '--json', '--ignore-scripts'], { cwd: root, encoding: 'utf8' }),
  );
  const paths = files.map((f) => f.path).sort();
  const expected = ['package.json', 'pkg/browser.js', 'pkg/chess_arbiter.d.ts', 'pkg/chess_arbiter.js',
    'pkg/chess_arbiter_bg.wasm', 'pkg/index.d.ts', 'pkg/node.js', 'www/board.d.ts', 'www/board.js'];
  const optional = /^(README\.md|LICENSE.*|pkg\/snippets\/chess-arbiter-[0-9a-f]+\/(inline\d+|src\/wasm\/[a-z]+)\.js)$/;
  assert.deepEqual(paths.filter((p) => !optional.test(p)), expected);
  assert.ok(paths.some((p) => p.startsWith('pkg/snippets/')), 'the wasm-bindgen snippets ship');
  const manifest = JSON.parse(readFileSync(new URL('package.json', root), 'utf8'));
  for (const entry of Object.values(manifest.exports['.'])) assert.ok(paths.includes(entry.slice(2)), entry);
});
