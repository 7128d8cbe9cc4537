// PGN with the whole tree (`npm run bench`, after bench.mjs): chess-arbiter/pgn beside chessops'
// pgn module in this Node process, and python-chess in a process of its own (when python3 has
// the `chess` module), interleaved round by round, on tests/data/{lichess_db,twic1599}_1000k.pgn;
// and beside our own `parsePgn` (the rules entry: main line only, tags, SAN and final FEN).
//
//   import  read every game keeping its whole tree (variations, comments, NAGs, commands) with
//           every move checked on the board: ours parseGames (the trees are built in wasm and
//           the games returned); chessops parsePgn and then every node's SAN played from its
//           parent's position (its parser checks no move); python-chess read_game to the end
//   export  write every game back as PGN: ours game.pgn(); chessops makePgn; python-chess
//           str(game)
//
// Figures are MB/s of the input file (export: of the text written), medians over the rounds;
// each ratio is the median of the ratios paired within a round (python-chess reads and writes
// once a round, in the first PY_ROUNDS rounds), so that the load of a shared machine cancels.
// The targets are absolute (MB/s on one idle core): "parsePgn" shows where this run stands
// against the main-line import they were set beside. Nothing here is asserted.
//
// Usage: node scripts/bench-pgn.mjs [--quick]
import { spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import os from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { build } from './build.mjs';
import { header, main, root } from './lib.mjs';

const QUICK = process.argv.includes('--quick');
const ROUNDS = QUICK ? 2 : 6;
const PY_ROUNDS = QUICK ? 1 : 3;
const FILES = [['lichess', 'lichess_db_1000k.pgn'], ['TWIC', 'twic1599_1000k.pgn']];
const TARGETS = { 'lichess import': 20, 'TWIC import': 10, 'lichess export': 20, 'TWIC export': 20 };

const median = (xs) => {
  const s = [...xs].sort((a, b) => a - b);
  const m = s.length >> 1;
  return s.length % 2 ? s[m] : (s[m - 1] + s[m]) / 2;
};
const mbps = (bytes, ms) => bytes / 1e6 / (ms / 1000);

/** Runs `fn` until at least `minMs` have passed (at least once); MB/s of `bytes` per run. */
function rate(bytes, fn, minMs = 400) {
  let runs = 0;
  let ms = 0;
  let out = 0;
  while (ms < minMs || runs === 0) {
    const t = performance.now();
    out += fn();
    ms += performance.now() - t;
    runs++;
  }
  return { mbps: mbps(bytes * runs, ms), out: out / runs };
}

async function libraries() {
  const ours = await import(pathToFileURL(join(root, 'pkg', 'pgn', 'node.js')).href);
  const rules = await import(pathToFileURL(join(root, 'pkg', 'node', 'node.js')).href);
  const { parsePgn, makePgn, walk, startingPosition } = await import('chessops/pgn');
  const { parseSan } = await import('chessops/san');
  return {
    ours: {
      read(text) {
        const games = ours.parseGames(text);
        if (!games.every((g) => g instanceof ours.PgnGame)) throw new Error('ours: a game failed');
        return games;
      },
      write: (games) => games.reduce((n, g) => n + g.pgn().length, 0),
      free: (games) => games.forEach((g) => g.free()),
    },
    parsePgn: {
      read: (text) => rules.parsePgn(text),
      write: () => 0,
      free: () => {},
    },
    chessops: {
      read(text) {
        const games = parsePgn(text);
        for (const game of games) {
          const pos = startingPosition(game.headers).unwrap();
          walk(game.moves, pos, (p, node) => {
            const move = parseSan(p, node.san);
            if (!move) throw new Error(`chessops: illegal ${node.san}`);
            p.play(move);
            return true;
          });
        }
        return games;
      },
      write: (games) => games.reduce((n, g) => n + makePgn(g).length, 0),
      free: () => {},
    },
  };
}

const PYTHON = `
import io, sys, time, chess.pgn
text = open(sys.argv[1], encoding="utf-8").read()
def read():
    s = io.StringIO(text); games = []
    while True:
        g = chess.pgn.read_game(s)
        if g is None: return games
        games.append(g)
def rate(fn, n):
    t = time.perf_counter(); out = fn()
    return n / 1e6 / (time.perf_counter() - t), out
r, games = rate(read, len(text.encode()))
size = sum(len(str(g)) for g in games)
w, _ = rate(lambda: [str(g) for g in games], size)
print(r, w)
`;

function python(file) {
  const p = spawnSync('python3', ['-c', PYTHON, file], { encoding: 'utf8' });
  if (p.status !== 0) return null;
  const [read, write] = p.stdout.trim().split(/\s+/).map(Number);
  return { read, write };
}

main(async () => {
  header(`bench: PGN trees (${ROUNDS} rounds)`);
  build();
  const libs = await libraries();
  const hasPython = spawnSync('python3', ['-c', 'import chess.pgn'], { encoding: 'utf8' }).status === 0;
  const rows = {}; // `${file} ${what}` -> { lib: [MB/s], ratio: { lib: [ours ÷ lib] } }
  const add = (key, figures) => {
    const row = (rows[key] ??= { ours: [], parsePgn: [], chessops: [], python: [], ratio: { parsePgn: [], chessops: [], python: [] } });
    for (const [lib, v] of Object.entries(figures)) {
      if (v === undefined) continue;
      row[lib].push(v);
      if (lib !== 'ours') row.ratio[lib].push(figures.ours / v);
    }
  };
  for (let round = 0; round < ROUNDS; round++) {
    for (const [name, file] of FILES) {
      const path = join(root, 'tests', 'data', file);
      const text = readFileSync(path, 'utf8');
      const bytes = Buffer.byteLength(text);
      const order = [['ours', 'parsePgn', 'chessops'], ['chessops', 'ours', 'parsePgn'], ['parsePgn', 'chessops', 'ours']][round % 3];
      const read = {};
      const write = {};
      for (const lib of order) {
        read[lib] = rate(bytes, () => {
          libs[lib].free(libs[lib].read(text));
          return 0;
        }).mbps;
        if (lib === 'parsePgn') continue;
        const games = libs[lib].read(text);
        const size = libs[lib].write(games);
        write[lib] = rate(size, () => libs[lib].write(games)).mbps;
        libs[lib].free(games);
      }
      const py = hasPython && round < PY_ROUNDS ? python(path) : null;
      add(`${name} import`, { ...read, python: py?.read });
      add(`${name} export`, { ...write, python: py?.write });
    }
  }
  const f = (xs) => (xs.length ? median(xs).toFixed(1) : '-').padStart(8);
  const r = (xs) => (xs.length ? `${median(xs).toFixed(2)}×` : '-').padStart(10);
  console.log(`\n  ${'MB/s (median)'.padEnd(15)} ${'ours'.padStart(8)} ${'parsePgn'.padStart(8)} ${'chessops'.padStart(8)} ${'python'.padStart(8)}  ${'÷parsePgn'.padStart(10)} ${'÷chessops'.padStart(10)} ${'÷python'.padStart(10)}  target (MB/s, idle core)`);
  for (const [key, row] of Object.entries(rows)) {
    const ours = median(row.ours);
    const target = TARGETS[key];
    console.log(`  ${key.padEnd(15)} ${f(row.ours)} ${f(row.parsePgn)} ${f(row.chessops)} ${f(row.python)}  ${r(row.ratio.parsePgn)} ${r(row.ratio.chessops)} ${r(row.ratio.python)}  >= ${target}: ${ours >= target ? 'met' : 'not met in this run'}`);
  }
  if (!hasPython) console.log('\n  python-chess: not installed (pip install chess), left out');
  const pyVersion = hasPython ? spawnSync('python3', ['-c', 'import chess; print(chess.__version__)'], { encoding: 'utf8' }).stdout.trim() : '-';
  console.log(`\n  one core, Node ${process.version}; python-chess ${pyVersion}; load average ${os.loadavg().map((x) => x.toFixed(1)).join(' ')}`);
});
