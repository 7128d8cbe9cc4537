// Short names for what an entry's .wasm imports and exports (scripts/build.mjs).
//
// wasm-bindgen names each import after its function and a 16-digit hash
// (`__wbg_decodeMoves_ece6c9fb3f6dab46`), from a module named after a file
// (`./chess_arbiter_bg.js`), and the exports after the Rust items (`game_claimableDraws`). The
// names sit twice in what a page loads, in the .wasm and in the glue's import object, and the
// hashes do not compress: 1.9 KiB of the rules entry, gzipped. wasm-opt's
// --minify-imports-and-exports-and-modules renames them in the .wasm (every import into one
// module) and prints what it renamed; `shortenGlue` makes the glue say the same names.

/** The wasm-opt flag that renames, whose output (JSON on stdout) `shortenGlue` reads. */
export const MINIFY_NAMES = '--minify-imports-and-exports-and-modules';

const BG_MODULE = './chess_arbiter_bg.js';

/**
 * The glue `glue` (wasm-bindgen's chess_arbiter.js) speaking the names of `renamed` (wasm-opt's
 * map: `imports` as [module, name, new name], `exports` as [name, new name]) to a .wasm whose
 * imports all come from `module`. Throws when the glue is not shaped as expected, so that a
 * wasm-bindgen upgrade that changes it fails the build instead of the page.
 */
export function shortenGlue(glue, renamed, module) {
  const exports = new Map(renamed.exports);
  const fromBg = new Map();
  const fromOthers = [];
  for (const [mod, name, short] of renamed.imports) {
    if (mod === BG_MODULE) fromBg.set(name, short);
    else fromOthers.push([mod, name, short]);
  }

  // Exports: the glue reaches them all through `wasm.NAME`.
  let out = glue.replace(/\bwasm\.([A-Za-z_$][\w$]*)/g, (all, name) => {
    if (!exports.has(name)) throw new Error(`the glue uses wasm.${name}, which the .wasm does not export`);
    return `wasm.${exports.get(name)}`;
  });

  // Imports defined in the glue: the keys of its import object. An import wasm-opt dropped as
  // unused keeps its name, and costs only its own bytes in the glue.
  let keys = 0;
  out = out.replace(/^(\s+)([A-Za-z_$][\w$]*)(: function\b)/gm, (all, indent, name, rest) => {
    if (!fromBg.has(name)) return all;
    keys++;
    return `${indent}${fromBg.get(name)}${rest}`;
  });
  if (keys !== fromBg.size) throw new Error(`renamed ${keys} of the glue's ${fromBg.size} imports`);

  // The modules: the import object becomes one module, the snippets' imports (such as
  // `chessError`) added to the glue's own under their new names.
  const returned = /return \{\n\s*__proto__: null,\n((?:\s*"[^"]+": [\w$]+,\n)+)\s*\};/;
  const found = out.match(returned);
  if (!found) throw new Error('the glue\'s import object is not where wasm-bindgen puts it');
  const objects = new Map([...found[1].matchAll(/"([^"]+)": ([\w$]+)/g)].map((m) => [m[1], m[2]]));
  const object = (mod) => {
    if (!objects.has(mod)) throw new Error(`the glue has no import object for ${mod}`);
    return objects.get(mod);
  };
  const added = fromOthers.map(([mod, name, short]) => `${short}: ${object(mod)}.${name}`);
  const merged = `Object.assign(${object(BG_MODULE)}, { ${added.join(', ')} })`;
  return out.replace(returned, `return { __proto__: null, ${JSON.stringify(module)}: ${merged} };`);
}

/**
 * The one module every import of the .wasm in `bytes` comes from (after the renaming); for a
 * .wasm that imports nothing (the rules entries'), the name the import object's one module gets.
 */
export function importModule(bytes) {
  const modules = new Set(WebAssembly.Module.imports(new WebAssembly.Module(bytes)).map((i) => i.module));
  if (modules.size === 0) return 'a';
  if (modules.size !== 1) throw new Error(`expected the imports in one module, got ${[...modules].join(', ')}`);
  return [...modules][0];
}
