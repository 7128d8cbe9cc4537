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
// And two changes, so that using an object after its end is a ChessError like any bad input:
// - `free()` called a second time (by hand and then by `using`'s dispose) does nothing: the
//   glue would pass the null pointer to Rust, which throws;
// - what wasm-bindgen's Rust side throws as text (a method of a freed object: "null pointer
//   passed to rust") is a ChessError with the code INVALID_ARGUMENT, not a plain Error.
// And one for start-up: the imports that catch what they call declare the parameters they are
// passed (see the entry below).
// Each is matched exactly: a wasm-bindgen upgrade that changes the glue fails the build here
// rather than leaving the code in without a word.
//
// And what the glue exports that is not the package's API, left out of each entry's exports
// (`publicExports`, scripts/minify.mjs) and declarations (`trimDeclarations`, scripts/build.mjs):
// the loader (`initSync`, the default `init`) and the `__` functions the entries use themselves.

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
  {
    what: "free()'s start",
    from: /(\n {4}free\(\) \{\n {8}const ptr = this\.__destroy_into_raw\(\);\n)/g,
    to: '$1        if (ptr === 0) return;\n',
    present: (glue) => glue.includes('__destroy_into_raw'),
  },
  {
    // V8 compiles a wasm-to-JS wrapper for each distinct signature among the imports as it
    // compiles the module, for JS functions that take as many parameters as the import passes.
    // wasm-bindgen's imports that catch what they call (`handleError`) are written
    // `function() { ... arguments }`, whose `length` is 0: for each of those, instantiating the
    // module compiled one more wrapper (with V8's optimizing compiler, on the main thread) that
    // adapts the count. Declared with the parameters of the function they call, they use the
    // wrappers compiled with the module (0.3 ms of the rules entry's start-up in Node 20).
    what: 'the parameters of the imports that catch what they call',
    from: /: function\(\) \{ return handleError\(function \(([\w$, ]*)\) \{/g,
    to: ': function($1) { return handleError(function ($1) {',
    present: (glue) => glue.includes('handleError(function'),
  },
  {
    what: "the Rust side's thrown text",
    from: /throw new Error\(getStringFromWasm0\(arg0, arg1\)\);/,
    to: "const text = getStringFromWasm0(arg0, arg1);\n"
      + "            throw new globalThis[Symbol.for('chess-arbiter.ChessError')]('INVALID_ARGUMENT', text === 'null pointer passed to rust'\n"
      + "                ? 'the object was freed (its free() was called) and cannot be used any more' : text);",
    // the rules entries' glue imports nothing (src/wasm/game.rs)
    present: (glue) => glue.includes('__wbindgen_throw'),
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

/**
 * `dts` (wasm-bindgen's chess_arbiter.d.ts) without its loader's declarations, which close the
 * file: `initSync`, the default `init` and their types. The entries instantiate the module as
 * they load (no init call anywhere), so they are not the package's API. Throws if the loader's
 * section is not where wasm-bindgen writes it.
 */
export function trimDeclarations(dts) {
  const at = dts.indexOf('\nexport type InitInput = ');
  if (at < 0 || !/\nexport default function __wbg_init \([^\n]*\n*$/.test(dts)) {
    throw new Error("the wasm-bindgen declarations have changed: the loader's section was not found at their end");
  }
  return `${dts.slice(0, at).trimEnd()}\n`;
}

/**
 * `code`, a bundled entry module ending with its export list, without the glue's internals
 * among the names it exports: `initSync` (the entry has called it) and the `__` functions that
 * the entry's own modules use (`__engineLevels` ...).
 */
export function publicExports(code) {
  const list = code.match(/export\s*\{([^}]*)\};?\s*$/);
  if (!list) throw new Error('a bundled entry does not end with its export list');
  const kept = list[1].split(',').filter((spec) => {
    const name = spec.trim().split(/\s+as\s+/).pop();
    return name !== 'initSync' && !name.startsWith('__');
  });
  return `${code.slice(0, list.index)}export{${kept.join(',')}};\n`;
}
