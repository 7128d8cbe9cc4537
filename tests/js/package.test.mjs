// The built package (pkg/) as users get it: imported by its name, which Node resolves through
// package.json's "exports" (a package may import itself by name), under the "node" condition.
import assert from 'node:assert/strict';
import { execFileSync, spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { test } from 'node:test';
import { ChessError, Game } from 'chess-arbiter';
import { ChessError as ClockChessError, Clock } from 'chess-arbiter/clock';
import { ChessError as EngineChessError, bestMove } from 'chess-arbiter/engine';
import { ENTRY_API } from './entries.mjs';

const root = new URL('../../', import.meta.url);

test('the package names resolve to the Node entries in pkg/', () => {
  assert.equal(import.meta.resolve('chess-arbiter'), new URL('pkg/node/node.js', root).href);
  assert.equal(import.meta.resolve('chess-arbiter/clock'), new URL('pkg/clock/node.js', root).href);
  assert.equal(import.meta.resolve('chess-arbiter/engine'), new URL('pkg/engine/node.js', root).href);
});

test('Game works with no init call', () => {
  const game = new Game();
  assert.equal(game.play('e4').san, 'e4');
  assert.equal(game.moves().length, 20);
});

test('each entry exports its API alone: no init function to call, no internal helper', async () => {
  for (const [name, api] of Object.entries(ENTRY_API)) {
    assert.deepEqual(Object.keys(await import(name)).sort(), api, name);
    const types = readFileSync(new URL(`pkg/${name.slice('chess-arbiter/'.length)}/chess_arbiter.d.ts`.replace('//', '/'), root), 'utf8');
    assert.doesNotMatch(types, /initSync|InitInput|__wbg_init|export function __/, `${name}: its declarations`);
  }
});

test('errors are ChessError instances with a code and a message naming the problem', () => {
  const game = new Game();
  for (const [fn, code, detail] of [
    [() => game.play('Nf6'), 'ILLEGAL_MOVE', /Nf6/],
    [() => new Game({ fen: '8/8/8' }), 'INVALID_FEN', /expected 6/],
    [() => game.moves({ square: 'z9' }), 'INVALID_ARGUMENT', /z9/],
  ]) {
    assert.throws(fn, (err) => {
      assert.ok(err instanceof ChessError, `${err} is a ChessError`);
      assert.ok(err instanceof Error);
      assert.equal(err.name, 'ChessError');
      assert.equal(err.code, code);
      assert.match(err.message, new RegExp(`^${code}: `));
      assert.match(err.message, detail);
      assert.equal(typeof err.stack, 'string');
      return true;
    });
  }
  // The module keeps working after an error.
  assert.equal(game.play('e4').uci, 'e2e4');
});

test('every entry throws the one ChessError class', () => {
  assert.equal(ClockChessError, ChessError);
  assert.equal(EngineChessError, ChessError);
  assert.throws(() => new Clock('5+'), (err) => err instanceof ChessError && err.code === 'INVALID_ARGUMENT');
  assert.throws(() => bestMove('8/8'), (err) => err instanceof ChessError && err.code === 'INVALID_FEN');
});

test('ChessError can be constructed and caught like any Error', () => {
  const err = new ChessError('INVALID_FEN', 'rank 3 has 9 squares');
  assert.equal(err.message, 'INVALID_FEN: rank 3 has 9 squares');
  assert.equal(err.code, 'INVALID_FEN');
  assert.equal(String(err), 'ChessError: INVALID_FEN: rank 3 has 9 squares');
});

// The board entry (www/board.js) and the modules of its folder.
const BOARD_MODULES = ['arrows.js', 'element.js', 'labels.js', 'pieces.js', 'promotion.js', 'squares.js', 'styles.js'];

test('npm pack ships exactly the package files', () => {
  const [{ files }] = JSON.parse(
    execFileSync('npm', ['pack', '--dry-run', '--json', '--ignore-scripts'], { cwd: root, encoding: 'utf8' }),
  );
  const paths = files.map((f) => f.path).sort();
  const entry = ['browser.js', 'chess_arbiter.d.ts', 'chess_arbiter_bg.wasm', 'index.d.ts', 'node.js'];
  // chess-arbiter's two builds: a page's (pkg/) and Node's (pkg/node/), with the PGN reader.
  const rules = [...entry.filter((f) => f !== 'node.js').map((f) => `pkg/${f}`), ...entry.filter((f) => f !== 'browser.js').map((f) => `pkg/node/${f}`)];
  // The engine's glue is a module of its own, shared by its entries and workers (browsers, Node),
  // and it adds its Engine class; the other entries carry their glue in node.js and browser.js.
  const engine = ['chess_arbiter.js', 'protocol.js', 'worker-node.js', 'worker.js'].map((f) => `pkg/engine/${f}`);
  // The command line (the package's bin) runs from its sources, with the page's splitter.
  const cli = [...['main.js', 'output.js', 'pool.js', 'worker.js'].map((f) => `js/cli/${f}`), 'www/audit/split.js', 'www/audit/shards.js', 'www/audit/pgn-chars.js'];
  // chess-arbiter/compat: JavaScript alone, ESM and CommonJS with their declarations
  const compat = ['index.cjs', 'index.d.cts', 'index.d.ts', 'index.js'].map((f) => `pkg/compat/${f}`);
  const expected = ['package.json', ...['pkg/audit/', 'pkg/clock/', 'pkg/engine/', 'pkg/pgn/'].flatMap((dir) => entry.map((f) => dir + f)), ...rules, ...engine,
    ...compat, ...cli, 'www/board.d.ts', 'www/board.js', ...BOARD_MODULES.map((f) => `www/board/${f}`)].sort();
  // The wasm-bindgen snippets are bundled into the glue by the build.
  const optional = /^(README\.md|LICENSE.*)$/;
  assert.deepEqual(paths.filter((p) => !optional.test(p)), expected);
  const manifest = JSON.parse(readFileSync(new URL('package.json', root), 'utf8'));
  for (const name of ['.', './clock', './engine', './audit', './pgn']) {
    // Conditions may nest ("node": { "types", "default" }).
    const targets = (v) => (typeof v === 'string' ? [v] : Object.values(v).flatMap(targets));
    for (const entry of targets(manifest.exports[name])) assert.ok(paths.includes(entry.slice(2)), entry);
  }
});

test('the tarball of npm pack installs in an empty folder, and every entry works there', () => {
  const dir = mkdtempSync(join(tmpdir(), 'chess-arbiter-pack-'));
  try {
    const [{ filename }] = JSON.parse(execFileSync('npm', ['pack', '--json', '--ignore-scripts', '--pack-destination', dir], {
      cwd: fileURLToPath(root), encoding: 'utf8',
    }));
    writeFileSync(join(dir, 'package.json'), '{ "name": "consumer", "private": true, "type": "module" }\n');
    // The package has no dependencies: nothing to fetch.
    execFileSync('npm', ['install', '--offline', '--no-audit', '--no-fund', join(dir, filename)], { cwd: dir, stdio: 'ignore' });
    const script = [
      "import { Game } from 'chess-arbiter';",
      "import { Clock } from 'chess-arbiter/clock';",
      "import { bestMove } from 'chess-arbiter/engine';",
      "import { PgnGame } from 'chess-arbiter/pgn';",
      "const game = new Game(); game.play('e4');",
      "const reply = bestMove(game, { level: 1, nodes: 300, seed: 1 });",
      "const tree = PgnGame.parse('1. e4 (1. d4) e5 *');",
      "console.log(game.fen(), new Clock('5+3').control(), game.moves().some((m) => m.uci === reply.move.uci), tree.root.children.length);",
    ].join('\n');
    const out = execFileSync(process.execPath, ['--input-type=module', '-e', script], { cwd: dir, encoding: 'utf8' });
    assert.equal(out.trim(), 'rnbqkbnr/pppppppp/8/8/4P3/8/PPPP1PPP/RNBQKBNR b KQkq - 0 1 5+3 true 2');
    // The command line is installed as the package's bin.
    writeFileSync(join(dir, 'round.pgn'), '[Result "1-0"]\n\n1. f3 e5 2. g4 Qh4# 1-0\n');
    const audit = spawnSync(join(dir, 'node_modules', '.bin', 'chess-arbiter'), ['audit', 'round.pgn'], { cwd: dir, encoding: 'utf8' });
    assert.equal(audit.status, 1, audit.stderr);
    assert.match(audit.stdout, /round\.pgn game 1 \(byte 0\): 0-1 .*DISAGREES/);
    // TypeScript projects still on `moduleResolution: node` (node10) ignore "exports": the
    // subpaths' declarations reach them through "typesVersions".
    writeFileSync(join(dir, 'consumer.ts'), [
      "import { Game, type Outcome } from 'chess-arbiter';",
      "import { Clock } from 'chess-arbiter/clock';",
      "import { bestMove } from 'chess-arbiter/engine';",
      "import { audit } from 'chess-arbiter/audit';",
      "import { PgnGame } from 'chess-arbiter/pgn';",
      "import type { BoardLabels } from 'chess-arbiter/board';",
      "import { Chess } from 'chess-arbiter/compat';",
      "const outcome: Outcome | null = new Game().outcome();",
      "const labels: BoardLabels = { board: 'board' };",
      "export const all = [outcome, labels, Clock, bestMove, audit, PgnGame, new Chess().fen().length];",
    ].join('\n'));
    writeFileSync(join(dir, 'tsconfig.json'), JSON.stringify({
      compilerOptions: { target: 'es2022', lib: ['es2022', 'esnext.disposable', 'dom'], module: 'commonjs', moduleResolution: 'node10', strict: true, noEmit: true, types: [] },
      files: ['consumer.ts'],
    }));
    const tsc = fileURLToPath(new URL('node_modules/typescript/bin/tsc', root));
    execFileSync(process.execPath, [tsc, '-p', join(dir, 'tsconfig.json')], { stdio: 'inherit' });
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
});
