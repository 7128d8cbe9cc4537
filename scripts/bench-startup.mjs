// Start-up of a library in a fresh Node process, as a program pays it: import the library by its
// package name, then build the start position's legal-move list (with SAN, as the playout needs
// it). Shared by scripts/bench.mjs (the "load + first move list" row) and
// scripts/startup-profile.mjs (where that time goes).
//
// The libraries are installed as a project would have them: a copy of our package.json and pkg/,
// and the shakmaty builds of scripts/bench-build.mjs, in node_modules/ of bench/target/ (git-ignored),
// taken right after the build so that every figure measures the same build even if pkg/ is
// rebuilt meanwhile. The processes run in that folder and import each library by its name.
import { spawnSync } from 'node:child_process';
import { cpSync, mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { variantFiles } from './bench-build.mjs';
import { CommandError, root } from './lib.mjs';

/** The consumer project's folder, and where our package is installed in it. */
export const consumer = join(root, 'bench', 'target');
export const installed = join(consumer, 'node_modules', 'chess-arbiter');

/** Copies package.json and pkg/ into the consumer's node_modules/chess-arbiter/. */
export function installOurs() {
  rmSync(installed, { recursive: true, force: true });
  mkdirSync(installed, { recursive: true });
  cpSync(join(root, 'package.json'), join(installed, 'package.json'));
  cpSync(join(root, 'pkg'), join(installed, 'pkg'), { recursive: true });
  // a package of its own, so that `chess-arbiter` there is not the repo's self-reference
  writeFileSync(join(consumer, 'package.json'), '{ "name": "bench-consumer", "private": true, "type": "module" }\n');
}

/** Our Node entry as installed, by its file URL (for the bench's in-process rows). */
export const importOurs = () => import(pathToFileURL(join(installed, 'pkg', 'node', 'node.js')).href);

// What each library runs, from the import to the start position's moves with SAN; `n` is the
// number of moves (20), checked.
export const STARTUP = {
  ours: `const { Game } = await import('chess-arbiter'); n = new Game().moves().length;`,
  chessjs: `const { Chess } = await import('chess.js'); n = new Chess().moves().length;`,
  chessops: `const [{ Chess }, { makeSan }] = await Promise.all([import('chessops/chess'), import('chessops/san')]);
    const pos = Chess.default(); const sans = [];
    for (const [from, dests] of pos.allDests()) for (const to of dests) sans.push(makeSan(pos, { from, to }));
    n = sans.length;`,
  shakmaty: `const { Chess } = await import('shakmaty-magics'); n = new Chess().legalSans().length;`,
  noMagics: `const { Chess } = await import('shakmaty-nomagics'); n = new Chess().legalSans().length;`,
};

// The clock starts after the process has imported an empty package by its name and opened its
// standard output: a process's first import() sets up Node's ES module loader (about 10 ms here),
// and its first import of a package name the resolution through node_modules/ and package.json
// "exports" (about 1 ms more). Both are the same for every library and no part of any, and each
// is paid once by a program, whatever it imports. (Until this warm-up imported a package, the
// second cost fell on each library imported by name but not on shakmaty, then imported by its
// file path.) Opening `process.stdout`, where the process writes its figure, loads Node's stream
// modules; until then the next import() loaded modules of Node's own in the timed part instead:
// 3.7 of the 5.9 ms an empty package took to import there (median of 15 processes each, load
// average 4), whichever package it was.
export const WARM_UP = 'bench-warm-up';
/** A second empty package: what importing any package by name costs after the warm-up. */
export const EMPTY = 'bench-empty';

/** Installs the shakmaty builds and the empty packages in the consumer's node_modules/. */
export function installStartupPackages() {
  const install = (name, entry, from) => {
    const dir = join(consumer, 'node_modules', name);
    rmSync(dir, { recursive: true, force: true });
    if (from) cpSync(from, dir, { recursive: true });
    else mkdirSync(dir, { recursive: true });
    const exports = { '.': { node: `./${entry}`, default: `./${entry}` } };
    writeFileSync(join(dir, 'package.json'), JSON.stringify({ name, private: true, type: 'module', exports }));
    return dir;
  };
  for (const name of ['shakmaty-magics', 'shakmaty-nomagics']) install(name, 'node.mjs', variantFiles(name).dir);
  for (const name of [WARM_UP, EMPTY]) writeFileSync(join(install(name, 'index.js'), 'index.js'), 'export {};\n');
}

/**
 * Runs `code` (an ES module's body) in a fresh Node process in the consumer's folder after the
 * warm-up import, with `flags` for node (V8's among them), and returns what it wrote to stdout,
 * parsed as JSON.
 */
export function runFresh(code, what, flags = []) {
  const warmUp = `await import('${WARM_UP}'); process.stdout;`;
  const r = spawnSync(process.execPath, [...flags, '--input-type=module', '-e', `${warmUp}\n${code}`], {
    cwd: consumer,
    encoding: 'utf8',
  });
  if (r.status !== 0) throw new CommandError(`${what} failed:\n${r.stderr}`);
  return JSON.parse(r.stdout);
}

/** One start-up of library `id` (a key of STARTUP) in a fresh process: its milliseconds. */
export function startupOnce(id, flags = []) {
  const code = `const t = performance.now(); let n; ${STARTUP[id]}
    process.stdout.write(JSON.stringify([performance.now() - t, n]));`;
  const [ms, n] = runFresh(code, `start-up of ${id}`, flags);
  if (n !== 20) throw new Error(`wrong result: ${id}: ${n} moves at the start`);
  return ms;
}
