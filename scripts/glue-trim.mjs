// Code of the wasm-bindgen glue that can never run in this package, taken out before it is
// bundled (scripts/build.mjs): bytes every page loads, in each entry.
//
// - The `TextEncoder.prototype.encodeInto` fallback: every engine that runs the entries has it
//   (they need top-level await, which came after encodeInto in every browser, and Node >= 20).
// - The stand-in for a missing `FinalizationRegistry` beside each class's registry: the same
//   engines all have it.
// - `initSync`'s support of its deprecated argument (the module itself instead of `{ module }`),
//   with its console warning: the entries call it once, with `{ module }`, as they load, and
//   from then on it returns at its first line, whoever calls it and with whatever argument.
// Each is matched exactly: a wasm-bindgen upgrade that changes the glue fails the build here
// rather than leaving the code in without a word.

const CUTS = [
  {
    what: 'the encodeInto fallback',
    from: /\nif \(!\('encodeInto' in cachedTextEncoder\)\) \{\n {4}cachedTextEncoder\.encodeInto = function \(arg, view\) \{\n[^}]*\{\n[^}]*\};\n {4}\};\n\}\n/,
    to: '\n',
  },
  {
    what: 'the stand-in for FinalizationRegistry',
    from: /\(typeof FinalizationRegistry === 'undefined'\)\n {4}\? \{ register: \(\) => \{\}, unregister: \(\) => \{\} \}\n {4}: new FinalizationRegistry\(/g,
    to: 'new FinalizationRegistry(',
    // a glue without classes (the engine's) has no registry
    present: (glue) => glue.includes('FinalizationRegistry'),
  },
  {
    what: "initSync's deprecated argument",
    from: /\n {4}if \(module !== undefined\) \{\n {8}if \(Object\.getPrototypeOf\(module\) === Object\.prototype\) \{\n {12}\(\{module\} = module\)\n {8}\} else \{\n {12}console\.warn\('using deprecated parameters for `initSync\(\)`; pass a single object instead'\)\n {8}\}\n {4}\}\n/,
    to: '\n    ({module} = module);\n',
  },
];

/** `glue` (wasm-bindgen's chess_arbiter.js, --target web) without the code above; throws if any is not found. */
export function trimGlue(glue) {
  let out = glue;
  for (const { what, from, to, present = () => true } of CUTS) {
    from.lastIndex = 0;
    if (!present(out)) continue;
    if (!from.test(out)) throw new Error(`the wasm-bindgen glue has changed: ${what} was not found`);
    out = out.replace(from, to);
  }
  return out;
}
