// `npm run bench` (second part): chess-arbiter/compat beside chess.js 1.4, the same workloads
// through the same API (chess.js's), in one Node process, interleaved round by round:
//
//   1. playout: random games (seeded); per ply moves({ verbose: true }), play one of them with
//      move(), isGameOver(); a game stops at 200 plies
//   2. PGN: loadPgn() of each game of tests/data/twic1599_100k.pgn, then pgn()
//   3. FEN: load() then fen() of positions from those games
//
// Each figure is the median over the rounds; each ratio is the median of the ratios paired
// within a round. Also prints what a page loads for each, minified and gzip -9. Nothing here
// is asserted by `npm test`.
// Usage: node scripts/bench-compat.mjs [--quick]
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { build as buildPkg } from './build.mjs';
import { header, main, rng, root } from './lib.mjs';

const QUICK = process.argv.includes('--quick');
const ROUNDS = QUICK ? 3 : 8;
const SEED = 20240601;
const MAX_PLIES = 200;
const GAMES = { ours: QUICK ? 40 : 100, chessjs: QUICK ? 4 : 10 };
const PGN_GAMES = { ours: 200, chessjs: 20 };

const median = (xs) => {
  const s = [...xs].sort((a, b) => a - b);
  const m = s.length >> 1;
  return s.length % 2 ? s[m] : (s[m - 1] + s[m]) / 2;
};

function timed(fn) {
  const t = performance.now();
  const result = fn();
  return [performance.now() - t, result];
}

/** Plies a second of random games: the legal moves as Move objects, one played, is it over? */
function playout(Chess, games) {
  let plies = 0;
  const [ms] = timed(() => {
    for (let g = 0; g < games; g++) {
      const random = rng(SEED + g);
      const chess = new Chess();
      for (let ply = 0; ply < MAX_PLIES && !chess.isGameOver(); ply++) {
        const moves = chess.moves({ verbose: true });
        chess.move(moves[random(moves.length)]);
        plies++;
      }
    }
  });
  return { rate: (plies / ms) * 1e3, plies };
}

/** Games a second: loadPgn() of each game, then pgn() of it. */
function pgnRoundTrip(Chess, games) {
  let chars = 0;
  const [ms] = timed(() => {
    const chess = new Chess();
    for (const text of games) {
      chess.loadPgn(text);
      chars += chess.pgn().length;
    }
  });
  return { rate: (games.length / ms) * 1e3, chars };
}

/** Round trips a second: load() then fen(). */
function fenRoundTrip(Chess, fens) {
  let chars = 0;
  const chess = new Chess();
  const [ms] = timed(() => {
    for (let i = 0; i < 20; i++) {
      for (const fen of fens) {
        chess.load(fen);
        chars += chess.fen().length;
      }
    }
  });
  return { rate: ((20 * fens.length) / ms) * 1e3, chars };
}

async function bundledSize(source) {
  const { build } = await import('rolldown');
  const out = await build({
    input: 'entry',
    write: false,
    logLevel: 'silent',
    output: { format: 'esm', minify: true },
    plugins: [{ name: 'entry', resolveId: (id) => (id === 'entry' ? id : null), load: (id) => (id === 'entry' ? source : null) }],
  });
  return out.output.filter((o) => o.type === 'chunk').reduce((n, c) => n + gzipSync(c.code, { level: 9 }).length, 0);
}

main(async () => {
  header('bench: chess-arbiter/compat beside chess.js');
  buildPkg();
  const libs = {
    ours: (await import('chess-arbiter/compat')).Chess,
    chessjs: (await import('chess.js')).Chess,
  };
  const text = readFileSync(join(root, 'tests', 'data', 'twic1599_100k.pgn'), 'utf8');
  const games = text.split(/\r?\n\r?\n(?=\[Event )/).filter((g) => g.trim()).slice(0, PGN_GAMES.ours);
  const fens = [];
  const collector = new libs.ours();
  for (const game of games.slice(0, 30)) {
    collector.loadPgn(game);
    for (const m of collector.history({ verbose: true })) fens.push(m.after);
  }
  // the same answers from both first: the same plies, PGN text and FEN text
  for (const [name, fn, a, b] of [
    ['playout', playout, 2, 2],
    ['PGN', pgnRoundTrip, games.slice(0, 5), games.slice(0, 5)],
    ['FEN', fenRoundTrip, fens.slice(0, 50), fens.slice(0, 50)],
  ]) {
    const x = fn(libs.ours, a);
    const y = fn(libs.chessjs, b);
    if ((x.plies ?? x.chars) !== (y.plies ?? y.chars)) throw new Error(`${name}: the two APIs disagree`);
  }
  const rows = {
    'playout: moves({ verbose: true }) → move() → isGameOver(), plies/s': (lib, id) => playout(lib, GAMES[id]).rate,
    'PGN: loadPgn() → pgn(), games/s': (lib, id) => pgnRoundTrip(lib, games.slice(0, PGN_GAMES[id])).rate,
    'FEN: load() → fen(), round trips/s': (lib, id) => fenRoundTrip(lib, id === 'ours' ? fens : fens.slice(0, fens.length / 10)).rate,
  };
  const figures = Object.fromEntries(Object.keys(rows).map((k) => [k, { ours: [], chessjs: [], ratio: [] }]));
  for (let round = 0; round < ROUNDS; round++) {
    for (const [row, run] of Object.entries(rows)) {
      const order = round % 2 ? ['chessjs', 'ours'] : ['ours', 'chessjs'];
      const got = {};
      for (const id of order) got[id] = run(libs[id], id);
      figures[row].ours.push(got.ours);
      figures[row].chessjs.push(got.chessjs);
      figures[row].ratio.push(got.ours / got.chessjs);
    }
  }
  const version = JSON.parse(readFileSync(join(root, 'node_modules', 'chess.js', 'package.json'), 'utf8')).version;
  const fmt = (n) => (n >= 100 ? Math.round(n).toLocaleString('en-US') : n.toFixed(1));
  console.log(`\n| workload | chess-arbiter/compat | chess.js ${version} | ours ÷ chess.js | target (issue 18) |`);
  console.log('| --- | --- | --- | --- | --- |');
  for (const [row, f] of Object.entries(figures)) {
    const ratio = median(f.ratio);
    const ok = ratio >= 10 ? '✓' : '✗';
    console.log(`| ${row} | ${fmt(median(f.ours))} | ${fmt(median(f.chessjs))} | ${ratio.toFixed(1)}× | ≥ 10×: ${ok}, rounds ${Math.min(...f.ratio).toFixed(1)}–${Math.max(...f.ratio).toFixed(1)}× |`);
  }
  const ours = gzipSync(readFileSync(join(root, 'pkg', 'compat', 'index.js')), { level: 9 }).length;
  const theirs = await bundledSize("export { Chess } from 'chess.js';\n");
  const kib = (n) => `${(n / 1024).toFixed(1)} KiB`;
  console.log(`| size, gzip -9 (minified) | ${kib(ours)} (no .wasm) | ${kib(theirs)} | | adds ≤ 10 KiB: ${ours <= 10240 ? '✓' : '✗'} |`);
  console.log(`\n${ROUNDS} rounds; playout: ours ${GAMES.ours} games a round, chess.js the first ${GAMES.chessjs} of the same seeds; ` +
    `PGN: ours ${PGN_GAMES.ours} games of twic1599_100k.pgn, chess.js the first ${PGN_GAMES.chessjs}; FEN: ${fens.length} positions (chess.js a tenth), 20 times.`);
});
