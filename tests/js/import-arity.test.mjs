// Every function each entry's .wasm imports is a JS function that declares as many parameters as
// the import passes. V8 compiles one wasm-to-JS wrapper per distinct import signature with the
// module, for functions of matching arity; each import whose function's `length` differs costs
// another wrapper compiled when the module is instantiated, on the main thread, at start-up
// (scripts/glue-trim.mjs declares the parameters of wasm-bindgen's `handleError` imports). And
// the rules entry imports nothing: the first import of a module costs V8 about half a
// millisecond at every start-up (src/wasm/game.rs).
//
// Every function each .wasm exports takes and returns numbers only, one result at most. Node 20's
// V8 calls an export through its generic JS-to-wasm wrapper unless it has several results; for
// each such signature it compiles a wrapper of its own, with its optimizing compiler, each time
// it compiles the module: 0.8 ms of the rules entry's start-up, before the build left out the
// wasm features those signatures come from (scripts/build.mjs, buildEnv). Numbers only: the
// build passes `JsValue`s as indices, which keeps the import signatures few as well.
import assert from 'node:assert/strict';
import { execFileSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { test } from 'node:test';
import { ENTRY_API } from './entries.mjs';

const root = fileURLToPath(new URL('../../', import.meta.url));

// Run in a process of its own: `--experimental-wasm-type-reflection` gives each import its
// signature, and WebAssembly.Instance is wrapped before the entry instantiates its module.
const probe = (entry) => `
const Instance = WebAssembly.Instance;
const found = [];
const exported = [];
WebAssembly.Instance = function (module, imports) {
  for (const { module: from, name, kind, type } of WebAssembly.Module.imports(module)) {
    if (kind !== 'function') continue;
    const fn = imports[from][name];
    found.push({ name, declared: fn.length, passed: type.parameters.length, signature: type });
  }
  for (const { name, kind, type } of WebAssembly.Module.exports(module)) {
    if (kind === 'function') exported.push({ name, signature: type });
  }
  return new Instance(module, imports);
};
await import(${JSON.stringify(entry)});
console.log(JSON.stringify({ found, exported }));
`;

const NUMBERS = ['i32', 'i64', 'f32', 'f64'];
/** Whether a signature takes and returns numbers only, one result at most (see above). */
const numbersOnly = ({ parameters, results }) =>
  parameters.every((t) => NUMBERS.includes(t)) && results.length <= 1 && results.every((t) => NUMBERS.includes(t));

for (const entry of Object.keys(ENTRY_API)) {
  test(`${entry}: its imports declare the parameters they are passed; its exports take and return numbers`, () => {
    const out = execFileSync(process.execPath, ['--experimental-wasm-type-reflection', '--no-warnings', '--input-type=module', '-e', probe(entry)], {
      cwd: root, encoding: 'utf8',
    });
    const { found: imports, exported } = JSON.parse(out);
    if (entry === 'chess-arbiter') {
      assert.deepEqual(imports.map((i) => i.name), [], `${entry} imports nothing`);
    } else {
      assert.ok(imports.length > 0, `${entry} instantiated no module with imported functions`);
    }
    assert.deepEqual(imports.filter((i) => i.declared !== i.passed).map(({ name, declared, passed }) => ({ name, declared, passed })), [], entry);
    assert.ok(exported.length > 0, `${entry} compiled no module with exported functions`);
    assert.deepEqual(exported.filter(({ signature }) => !numbersOnly(signature)), [], entry);
  });
}
