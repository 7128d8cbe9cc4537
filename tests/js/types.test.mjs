// The TypeScript declarations: a consumer file that imports the package by name type-checks.
import { execFileSync } from 'node:child_process';
import { test } from 'node:test';
import { fileURLToPath } from 'node:url';

test('the declarations type-check in a consumer (tsc, moduleResolution nodenext)', () => {
  const tsc = fileURLToPath(new URL('../../node_modules/typescript/bin/tsc', import.meta.url));
  const project = fileURLToPath(new URL('fixtures/tsconfig.json', import.meta.url));
  execFileSync(process.execPath, [tsc, '-p', project], { stdio: 'inherit' });
});
