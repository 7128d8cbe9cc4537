// chess-arbiter/compat as a package entry: import (ESM) and require (CommonJS) by its name,
// its TypeScript declarations for both, and its size.
import assert from 'node:assert/strict';
import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { test } from 'node:test';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';
import { Chess } from 'chess-arbiter/compat';

const root = new URL('../../', import.meta.url);

test('import resolves to pkg/compat/index.js', () => {
  assert.equal(import.meta.resolve('chess-arbiter/compat'), new URL('pkg/compat/index.js', root).href);
  assert.equal(new Chess().moves().length, 20);
});

test('require() resolves to pkg/compat/index.cjs, a CommonJS module (Node 20 and later)', () => {
  const script = fileURLToPath(new URL('fixtures/compat-require.cjs', import.meta.url));
  const out = JSON.parse(execFileSync(process.execPath, [script], { encoding: 'utf8' }));
  assert.deepEqual(out, {
    resolved: fileURLToPath(new URL('pkg/compat/index.cjs', root)),
    fen: 'rnbqkbnr/pppppppp/8/8/4P3/8/PPPP1PPP/RNBQKBNR b KQkq - 0 1',
    isMove: true,
    after: 'rnbqkbnr/pppppppp/8/8/4P3/8/PPPP1PPP/RNBQKBNR b KQkq - 0 1',
    valid: true,
    name: 'Chess',
  });
});

test('the declarations type-check a chess.js page, ESM and CommonJS (tsc, nodenext)', () => {
  const tsc = fileURLToPath(new URL('node_modules/typescript/bin/tsc', root));
  const project = fileURLToPath(new URL('fixtures/compat-tsconfig.json', import.meta.url));
  execFileSync(process.execPath, [tsc, '-p', project], { stdio: 'inherit' });
});

test('the entry is plain JavaScript of at most 10 KiB gzipped', () => {
  const code = readFileSync(new URL('pkg/compat/index.js', root));
  assert.ok(gzipSync(code, { level: 9 }).length <= 10 * 1024);
  assert.doesNotMatch(code.toString(), /\.wasm/);
});
