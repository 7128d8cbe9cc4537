// The TypeScript declarations: a consumer file that imports the package by name type-checks.
import { execFileSync } from 'node:child_process';
import { test } from 'node:test';
import { fileURLToPath } from 'node:url';

const tsc = fileURLToPath(new URL('../../node_modules/typescript/bin/tsc', import.meta.url));
const typeCheck = (config) =>
  execFileSync(process.execPath, [tsc, '-p', fileURLToPath(new URL(`fixtures/${config}`, import.meta.url))], { stdio: 'inherit' });

test('the declarations type-check in a consumer (tsc, moduleResolution nodenext)', () => typeCheck('tsconfig.json'));

test("a bundler's page sees the page's build of chess-arbiter, without PGN (tsc, moduleResolution bundler)", () =>
  typeCheck('page-tsconfig.json'));
