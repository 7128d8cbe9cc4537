// Writes the seed inputs of every fuzz target into fuzz/corpus/<target>/, from the shared test
// data: FENs of the perft suites (tests/data/*.perft) and of the test files, the games of the
// PGN files split one per file, SAN and UCI moves. Each seed is named by the hash of its
// content, so running this again adds nothing twice; inputs the fuzzer found stay. Nothing here
// is committed (fuzz/corpus is ignored by git).
// Usage: node fuzz/seed-corpora.mjs   (scripts/fuzz.mjs runs it before fuzzing)
import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

const fuzzDir = dirname(fileURLToPath(import.meta.url));
const root = dirname(fuzzDir);
const data = join(root, 'tests', 'data');

/** A small deterministic generator, so that the seeds are the same on every machine. */
function xorshift(seed) {
  let x = seed >>> 0 || 1;
  return () => {
    x ^= x << 13;
    x >>>= 0;
    x ^= x >>> 17;
    x ^= x << 5;
    x >>>= 0;
    return x;
  };
}

function perftFens(file) {
  return readFileSync(join(data, file), 'utf8')
    .split('\n')
    .map((l) => l.trim())
    .filter((l) => l.startsWith('epd '))
    .map((l) => l.slice(4).trim());
}

/** Every FEN written as a string literal in the Rust test files. */
function testFileFens() {
  const dir = join(root, 'tests');
  const fens = new Set();
  for (const f of readdirSync(dir).filter((f) => f.endsWith('.rs'))) {
    const text = readFileSync(join(dir, f), 'utf8');
    for (const m of text.matchAll(/"((?:[pnbrqkPNBRQK1-8]+\/){7}[pnbrqkPNBRQK1-8]+ [wb] [^"\n]*)"/g)) {
      fens.add(m[1]);
    }
  }
  return [...fens];
}

/** The games of a PGN file, one string each (a game starts at a tag line after a blank line). */
function pgnGames(file) {
  const text = readFileSync(join(data, file), 'utf8');
  return text
    .split(/\r?\n\r?\n(?=\[)/)
    .map((g) => g.trim() + '\n')
    .filter((g) => g.length > 1);
}

function every(list, step) {
  return list.filter((_, i) => i % step === 0);
}

function pieceCount(fen) {
  return (fen.split(' ')[0].match(/[a-zA-Z]/g) ?? []).length;
}

const SAN = ['e4', 'Nf3', 'O-O', 'O-O-O', '0-0', 'exd5', 'Qxe7+', 'e8=Q', 'e8Q', 'bxa1=N#', 'Nbd7',
  'R1e2', 'Qh4xe1', 'Kxf2', 'exd6 e.p.', 'Bb5!?', 'Nc3??', 'gxh8=R+', 'Pe4', 'a3', 'Rad1', '--'];
const UCI = ['e2e4', 'g1f3', 'e1g1', 'e1h1', 'e1c1', 'e1a1', 'e8g8', 'e7e8q', 'a2a1n', 'b7c8r',
  'h7h8b', 'e5d6', '0000', 'a1a1'];

/** The seeds of each target, as strings or byte arrays. */
export function seeds() {
  const tricky = perftFens('tricky.perft');
  const random = perftFens('random.perft');
  const c960 = perftFens('chess960.perft');
  const fromTests = testFileFens();
  const fens = [...tricky, ...every(c960, 16), ...every(random, 40), ...fromTests];
  const rnd = xorshift(0x5eed);
  const bytes = (n) => Array.from({ length: n }, () => rnd() & 0xff);
  const withBytes = (text, n) => Buffer.concat([Buffer.from(`${text}\n`), Buffer.from(bytes(n))]);
  const games = [
    ...pgnGames('twic1599_100k.pgn'),
    ...pgnGames('lichess_db_100k.pgn'),
    ...every(pgnGames('twic1599_1000k.pgn'), 20),
    ...every(pgnGames('lichess_db_1000k.pgn'), 10),
  ];
  // Openings as SAN lines, for the start position.
  const sanTokens = new Set(SAN);
  for (const g of games.slice(0, 40)) {
    const movetext = g.replace(/\[[^\]]*\]/g, ' ').replace(/\{[^}]*\}/g, ' ');
    for (const t of movetext.split(/\s+/)) {
      if (/^[a-hNBRQKO0][a-h1-8xO\-=+#NBRQ]{1,6}$/.test(t)) sanTokens.add(t);
    }
  }
  const few = (list, n) => list.slice(0, n);
  return {
    fen: fens,
    san: [
      ...[...sanTokens],
      ...fens.flatMap((f, i) => [`${f}\n${SAN[i % SAN.length]}`]),
    ],
    uci: [...UCI, ...fens.map((f, i) => `${f}\n${UCI[i % UCI.length]}`)],
    pgn: games,
    movegen: [...fens.map((f) => withBytes(f, 12)), ...Array.from({ length: 64 }, () => Buffer.from(bytes(48)))],
    play_undo: [
      ...Array.from({ length: 48 }, () => Buffer.from(bytes(200))),
      ...few(fens, 80).map((f) => withBytes(f, 120)),
    ],
    dead: [
      ...fens.filter((f) => pieceCount(f) <= 12).map((f) => withBytes(f, 8)),
      ...Array.from({ length: 48 }, () => Buffer.from(bytes(24))),
    ],
  };
}

/**
 * Writes the seeds into <corpora>/<target>/ (by default fuzz/corpus/<target>/) and returns the
 * number written per target.
 */
export function seedCorpora(targets, corpora = join(fuzzDir, 'corpus')) {
  const all = seeds();
  const written = {};
  for (const target of targets ?? Object.keys(all)) {
    const dir = join(corpora, target);
    mkdirSync(dir, { recursive: true });
    let n = 0;
    for (const seed of all[target] ?? []) {
      const buf = Buffer.isBuffer(seed) ? seed : Buffer.from(seed);
      const file = join(dir, `seed-${createHash('sha1').update(buf).digest('hex').slice(0, 16)}`);
      if (!existsSync(file)) {
        writeFileSync(file, buf);
        n += 1;
      }
    }
    written[target] = n;
  }
  return written;
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  const written = seedCorpora(process.argv.length > 2 ? process.argv.slice(2) : undefined);
  for (const [target, n] of Object.entries(written)) console.log(`${target.padEnd(10)} ${n} new seeds`);
}
