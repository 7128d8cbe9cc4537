// Every function each entry's .wasm imports is a JS function that declares as many parameters as
// the import passes. V8 compiles one wasm-to-JS wrapper per distinct import signature with the
// module, for functions of matching arity; each import whose function's `length` differs costs
// another wrapper compiled when the module is instantiated, on the main thread, at start-up
// (scripts/glue-trim.mjs declares the parameters of wasm-bindgen's `handleError` imports). And
// the rules entry's imports keep to few distinct signatures, each a wrapper.
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
WebAssembly.Instance = function (module, imports) {
  for (const { module: from, name, kind, type } of WebAssembly.Module.imports(module)) {
    if (kind !== 'function') continue;
    const fn = imports[from][name];
    found.push({ name, declared: fn.length, passed: type.parameters.length, signature: JSON.stringify(type) });
  }
  return new Instance(module, imports);
};
await import(${JSON.stringify(entry)});
console.log(JSON.stringify(found));
`;

for (const entry of Object.keys(ENTRY_API)) {
  test(`${entry}: each imported function declares the parameters its import passes`, () => {
    const out = execFileSync(process.execPath, ['--experimental-wasm-type-reflection', '--no-warnings', '--input-type=module', '-e', probe(entry)], {
      cwd: root, encoding: 'utf8',
    });
    const imports = JSON.parse(out);
    assert.ok(imports.length > 0, `${entry} instantiated no module with imported functions`);
    assert.deepEqual(imports.filter((i) => i.declared !== i.passed).map(({ name, declared, passed }) => ({ name, declared, passed })), [], entry);
    if (entry === 'chess-arbiter') {
      // The rules entry's boundary keeps to 7 signatures (README, Performance: "Fewer wrappers"):
      // a binding that adds one should find a way to use those it has.
      const signatures = new Set(imports.map((i) => i.signature));
      assert.ok(signatures.size <= 7, `${signatures.size} distinct import signatures: ${[...signatures].join(' ')}`);
    }
  });
}
