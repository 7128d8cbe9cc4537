// What a page loads for the rules entry (`import … from 'chess-arbiter'` in a browser or a
// bundler): its browser module and the .wasm it fetches, and their budget (issues 15 and 21). The build
// fails over budget too (scripts/build.mjs); this checks the built files themselves, and that
// the files counted are all the page loads.
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { basename } from 'node:path';
import { test } from 'node:test';
import { ENTRIES, entrySize } from '../../scripts/build.mjs';
import { trimGlue } from '../../scripts/glue-trim.mjs';

const rules = ENTRIES.find((e) => e.name === 'chess-arbiter');
const pkg = new URL('../../pkg/', import.meta.url);

test('the rules entry loads its browser module and one .wasm, nothing else', () => {
  const { files } = entrySize(rules);
  assert.deepEqual(files.map((f) => basename(f.file)).sort(), ['browser.js', 'chess_arbiter_bg.wasm']);
  const code = readFileSync(new URL('browser.js', pkg), 'utf8');
  // The glue is bundled in: no static or dynamic import of another module.
  assert.doesNotMatch(code, /\bimport\s*(?:[{*"'`(]|[\w$]+\s*(?:,|from\b))/);
  assert.match(code, /new URL\(`\.\/chess_arbiter_bg\.wasm`,import\.meta\.url\)/);
});

test('the rules entry is at most 48 KiB gzipped (issue 21)', () => {
  const { gz } = entrySize(rules);
  assert.equal(rules.budget, 48 * 1024);
  assert.ok(gz <= rules.budget, `${(gz / 1024).toFixed(1)} KiB gzipped`);
});

test("every entry's browser module is without the glue code that cannot run (scripts/glue-trim.mjs)", () => {
  for (const entry of ENTRIES) {
    for (const file of entrySize(entry).files.filter((f) => f.file.endsWith('.js'))) {
      const code = readFileSync(file.file, 'utf8');
      const name = `${entry.name}: ${basename(file.file)}`;
      assert.doesNotMatch(code, /deprecated parameters for `initSync\(\)`/, name);
      assert.doesNotMatch(code, /[`'"]encodeInto[`'"]\s*in\b/, name);
      assert.doesNotMatch(code, /typeof FinalizationRegistry/, name);
    }
  }
});

test('trimming the glue fails the build when wasm-bindgen writes it otherwise', () => {
  assert.throws(() => trimGlue('const cachedTextEncoder = new TextEncoder();\n'), /the wasm-bindgen glue has changed/);
});
