// Where the rules entry's bytes go: `node scripts/size-report.mjs` (after `npm run build`).
// Builds the rules .wasm once more as scripts/build.mjs does but keeping its function names
// (wasm-opt -g), then adds up the code of each function by the module it comes from (Rust
// symbols demangled), and prints a table with the data segments and the JS glue beside the code.
// The raw bytes are exact; gzip works on the whole file, so each row's gzipped share is its part
// of the raw bytes applied to the file's gzipped size: a guide, not a measure.
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { BUILD_STD, ENTRIES, buildEnv, builtWasm, cargoFeatures, entrySize, wasmOpt } from './build.mjs';
import { CommandError, header, main, output, root, run } from './lib.mjs';

/** Reads a LEB128 unsigned integer of `bytes` at `at`: [value, next offset]. */
function leb(bytes, at) {
  let value = 0;
  let shift = 0;
  for (;;) {
    const b = bytes[at++];
    value += (b & 0x7f) * 2 ** shift;
    if (b < 0x80) return [value, at];
    shift += 7;
  }
}

/** The module's sections as {id, name, start, end} (the payload's byte range). */
function sections(bytes) {
  const out = [];
  for (let at = 8; at < bytes.length;) {
    const id = bytes[at];
    const [size, start] = leb(bytes, at + 1);
    let name = '';
    if (id === 0) {
      const [len, from] = leb(bytes, start);
      name = new TextDecoder().decode(bytes.subarray(from, from + len));
    }
    out.push({ id, name, start, end: start + size });
    at = start + size;
  }
  return out;
}

/** Function index -> name, from the "name" custom section. */
function functionNames(bytes, section) {
  const names = new Map();
  for (let at = section.start + 5; at < section.end;) {
    const kind = bytes[at];
    const [size, start] = leb(bytes, at + 1);
    if (kind === 1) {
      let [count, p] = leb(bytes, start);
      while (count--) {
        let index;
        let len;
        [index, p] = leb(bytes, p);
        [len, p] = leb(bytes, p);
        names.set(index, new TextDecoder().decode(bytes.subarray(p, p + len)));
        p += len;
      }
    }
    at = start + size;
  }
  return names;
}

/** `chess_arbiter::pgn` for `_ZN13chess_arbiter3pgn6reader...E` (Rust's legacy mangling), the group of a function. */
function group(name) {
  const parts = [];
  const mangled = name.match(/_ZN(.*)E$/);
  if (mangled) {
    for (let s = mangled[1]; /^\d/.test(s);) {
      const len = Number(s.match(/^\d+/)[0]);
      const from = String(len).length;
      parts.push(s.slice(from, from + len));
      s = s.slice(from + len);
    }
  } else {
    parts.push(...name.replace(/^<+/, '').split('::'));
  }
  const [crate, module] = parts.map((p) => p.replace(/\[[0-9a-f]+\]$/, ''));
  if (crate === 'chess_arbiter') return `chess_arbiter::${module}`;
  if (['core', 'alloc', 'std'].includes(crate)) return 'Rust standard library';
  if (['wasm_bindgen', 'js_sys'].includes(crate) || /shim|__wbindgen|__externref/.test(name)) return 'wasm-bindgen, js-sys';
  return 'other';
}

main(() => {
  header('size report: the rules entry');
  const rules = ENTRIES.find((e) => e.name === 'chess-arbiter');
  const size = entrySize(rules);
  if (!size.files.length) throw new CommandError('pkg/ has no rules entry: run `npm run build` first');
  const targetDir = JSON.parse(output('cargo', ['metadata', '--format-version', '1', '--no-deps'])).target_directory;
  run('cargo', ['build', ...BUILD_STD, '--profile', rules.profile, '--target', 'wasm32-unknown-unknown', '--lib', ...cargoFeatures(rules)], { env: buildEnv(targetDir) });
  const dir = mkdtempSync(join(tmpdir(), 'size-report-'));
  try {
    run('wasm-bindgen', ['--target', 'web', '--out-dir', dir, builtWasm(targetDir, rules)]);
    const named = join(dir, 'named.wasm');
    run(join(root, 'node_modules', '.bin', 'wasm-opt'), [...wasmOpt(rules), '-g', join(dir, 'chess_arbiter_bg.wasm'), '-o', named]);
    report(readFileSync(named), size);
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
});

function report(bytes, size) {
  const all = sections(bytes);
  const names = functionNames(bytes, all.find((s) => s.id === 0 && s.name === 'name'));
  const imports = WebAssembly.Module.imports(new WebAssembly.Module(bytes)).filter((i) => i.kind === 'function').length;
  const code = all.find((s) => s.id === 10);
  const rows = new Map();
  let [count, at] = leb(bytes, code.start);
  for (let i = 0; i < count; i++) {
    const [len, body] = leb(bytes, at);
    const key = group(names.get(imports + i) ?? '');
    rows.set(key, (rows.get(key) ?? 0) + (body + len - at));
    at = body + len;
  }
  const data = all.find((s) => s.id === 11);
  const wasm = size.files.find((f) => f.file.endsWith('.wasm'));
  const glue = size.files.find((f) => f.file.endsWith('.js'));
  // The shipped .wasm has no names; its other sections (types, imports, exports, tables) are what is left.
  const counted = [...rows.values()].reduce((a, b) => a + b, 0) + (data.end - data.start);
  const kib = (n) => (n / 1024).toFixed(1);
  const gzShare = (raw) => kib((raw / wasm.raw) * wasm.gz);
  console.log('\n| part | raw, KiB | gzipped, KiB (share) |\n| --- | ---: | ---: |');
  for (const [key, raw] of [...rows].sort((a, b) => b[1] - a[1])) {
    if (raw >= 1024) console.log(`| code: ${key} | ${kib(raw)} | ${gzShare(raw)} |`);
  }
  const small = [...rows.values()].filter((raw) => raw < 1024).reduce((a, b) => a + b, 0);
  console.log(`| code: the other modules (under 1 KiB each) | ${kib(small)} | ${gzShare(small)} |`);
  console.log(`| data (texts, tables) | ${kib(data.end - data.start)} | ${gzShare(data.end - data.start)} |`);
  console.log(`| the rest of the .wasm (types, imports, exports) | ${kib(wasm.raw - counted)} | ${gzShare(wasm.raw - counted)} |`);
  console.log(`| **the .wasm** | ${kib(wasm.raw)} | ${kib(wasm.gz)} |`);
  console.log(`| **the JS (browser.js: entry, glue, wire.js)** | ${kib(glue.raw)} | ${kib(glue.gz)} |`);
  console.log(`| **total** | ${kib(size.raw)} | ${kib(size.gz)} |`);
  console.log(`\n(gzipped the named .wasm would be ${kib(gzipSync(bytes, { level: 9 }).length)} KiB: the names are not shipped.)`);
}
