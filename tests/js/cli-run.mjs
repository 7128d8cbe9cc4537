// The command line as a user runs it (`node js/cli/main.js ...`), on files written to a
// temporary folder that is removed when the test file ends: shared by the tests of
// `chess-arbiter audit`.
import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { after } from 'node:test';

const cli = fileURLToPath(new URL('../../js/cli/main.js', import.meta.url));

/** A temporary folder for this test file: `dir`, and `file(name, text)` writing one there (its path). */
export function scratch(prefix) {
  const dir = mkdtempSync(join(tmpdir(), prefix));
  after(() => rmSync(dir, { recursive: true, force: true }));
  return {
    dir,
    file(name, text) {
      const path = join(dir, name);
      writeFileSync(path, text);
      return path;
    },
  };
}

/** Runs the command line with `args` (and `input` on its standard input): its exit code and output. */
export function run(args, input) {
  const r = spawnSync(process.execPath, [cli, ...args], { input, encoding: 'utf8' });
  return { code: r.status, out: r.stdout, err: r.stderr };
}
