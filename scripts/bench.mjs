// `npm run bench`: our package beside chess.js, chessops and shakmaty compiled to wasm (bench/),
// all measured in this one Node process, interleaved round by round, printed as one table.
//
//   1. perft from JS, every leaf played, on five standard positions; plus bulk counting
//   2. the playout: random games with a fixed seed; per ply the legal moves with SAN, play one
//      chosen by the seeded generator, ask whether the game is over; through each public API
//   3. PGN import: parse and replay every game of tests/data/{twic1599,lichess_db}_1000k.pgn
//   4. .wasm + JS glue (chess.js, chessops: a minified bundle) gzip -9, and load + first legal-move
//      list in fresh Node processes
//
// Each figure is the median over the rounds; each ratio ("ours ÷ theirs") is the median of the
// ratios paired within a round, so that drift of the machine cancels. The libraries run in a
// rotating order inside each round. Nothing here is asserted by `npm test`.
//
// Usage: node scripts/bench.mjs [--quick] [--only PART,...]   (about 75 s on 2 cores; --quick: 2
// rounds and fewer games, about 30 s; --only: some of perft, playout, pgn, size, startup, and
// only their rows)
import { mkdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import { join, relative } from 'node:path';
import { pathToFileURL } from 'node:url';
import { gzipSync } from 'node:zlib';
import { buildShakmaty, variantFiles } from './bench-build.mjs';
import { importOurs, installOurs, installStartupPackages, installed, startupOnce } from './bench-startup.mjs';
import { ENTRIES, build, shippedFiles } from './build.mjs';
import { ensureTools } from './ensure-tools.mjs';
import { CommandError, header, main, rng, root, seconds } from './lib.mjs';

const QUICK = process.argv.includes('--quick');
const PARTS = ['perft', 'playout', 'pgn', 'size', 'startup'];
const ONLY = process.argv.includes('--only') ? process.argv[process.argv.indexOf('--only') + 1]?.split(',') ?? [] : PARTS;
/** Whether this run measures `part` (one of PARTS). */
const runs = (part) => ONLY.includes(part);
const ROUNDS = QUICK ? 2 : 8;
const SEED = 20240601; // game g of the playout uses seed SEED + g
const MAX_PLIES = 200; // a playout game also stops there, for every library alike (see README)
// Games each library plays per round: 2,000 in all for ours and shakmaty; the slow ones play the
// first games of the same seeds.
const PLAYOUT_GAMES = QUICK
  ? { ours: 100, chessjs: 8, chessops: 40, shakmaty: 100 }
  : { ours: 250, chessjs: 20, chessops: 100, shakmaty: 250 };
const STARTUP_RUNS = QUICK ? 5 : 21;
const PGN_FILES = ['twic1599_1000k.pgn', 'lichess_db_1000k.pgn'];
const CHESSJS_PGN_CHUNKS = 8; // chess.js replays an eighth of each file a round (all of it in 8)

// name, FEN, [depth, nodes] for the fast libraries, [depth, nodes] for chess.js and chessops
const POSITIONS = [
  ['start', 'rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1', [5, 4_865_609], [4, 197_281]],
  ['Kiwipete', 'r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R w KQkq - 0 1', [4, 4_085_603], [3, 97_862]],
  ['position 3', '8/2p5/3p4/KP5r/1R3p1k/8/4P1P1/8 w - - 0 1', [5, 674_624], [4, 43_238]],
  ['position 4', 'r3k2r/Pppp1ppp/1b3nbN/nP6/BBP1P3/q4N2/Pp1P2PP/R2Q1RK1 w kq - 0 1', [4, 422_333], [3, 9_467]],
  ['position 5', 'rnbq1k1r/pp1Pbppp/2p5/8/2B5/8/PPP1NnPP/RNBQK2R w KQ - 1 8', [4, 2_103_487], [3, 62_379]],
];

// ---------------------------------------------------------------------------------------------
// helpers

const median = (xs) => {
  const s = [...xs].sort((a, b) => a - b);
  const m = s.length >> 1;
  return s.length % 2 ? s[m] : (s[m - 1] + s[m]) / 2;
};
const geomean = (xs) => Math.exp(xs.reduce((a, x) => a + Math.log(x), 0) / xs.length);

function time(fn) {
  const t = performance.now();
  const result = fn();
  return [performance.now() - t, result];
}

function check(ok, what) {
  if (!ok) throw new Error(`wrong result: ${what}`);
}

// ---------------------------------------------------------------------------------------------
// the libraries, each through its public API as a web page would use it

// Ours as a project installs it (installOurs, scripts/bench-startup.mjs); the others from node_modules/
// and bench/pkg/.

async function loadLibraries() {
  const ours = await importOurs();
  const { Chess: ChessJs } = await import('chess.js');
  const { Chess: OpsChess } = await import('chessops/chess');
  const { parseFen } = await import('chessops/fen');
  const { makeSan, parseSan } = await import('chessops/san');
  const { parsePgn: opsParsePgn, startingPosition } = await import('chessops/pgn');
  const shakmaty = await import(pathToFileURL(variantFiles('shakmaty').node).href);
  const noMagics = await import(pathToFileURL(variantFiles('shakmaty-nomagics').node).href);
  const version = (name) => JSON.parse(readFileSync(join(root, 'node_modules', name, 'package.json'), 'utf8')).version;
  const lock = readFileSync(join(root, 'bench', 'Cargo.lock'), 'utf8');
  const shakmatyVersion = /name = "shakmaty"\nversion = "([^"]+)"/.exec(lock)?.[1] ?? '?';

  // chessops: every legal move as a Move ({from, to, promotion}); castling is king-takes-rook.
  const PROMOTIONS = ['queen', 'rook', 'bishop', 'knight'];
  function opsMoves(pos) {
    const moves = [];
    const lastRank = pos.turn === 'white' ? 7 : 0;
    for (const [from, dests] of pos.allDests()) {
      const pawn = pos.board.pawn.has(from);
      for (const to of dests) {
        if (pawn && to >> 3 === lastRank) for (const promotion of PROMOTIONS) moves.push({ from, to, promotion });
        else moves.push({ from, to });
      }
    }
    return moves;
  }
  function opsPerft(pos, depth) {
    if (depth === 0) return 1;
    let nodes = 0;
    for (const m of opsMoves(pos)) {
      const child = pos.clone();
      child.play(m);
      nodes += opsPerft(child, depth - 1);
    }
    return nodes;
  }
  const opsPosition = (fen) => OpsChess.fromSetup(parseFen(fen).unwrap()).unwrap();

  return {
    ours: {
      label: 'chess-arbiter (ours)',
      perft: (fen, depth) => ours.perft(fen, depth),
      perftBulk: (fen, depth) => ours.perft(fen, depth, { bulk: true }),
      playGame(below) {
        const game = new ours.Game();
        let plies = 0;
        while (plies < MAX_PLIES) {
          const moves = game.moves();
          game.play(moves[below(moves.length)].san);
          plies++;
          if (game.outcome() !== null) break;
        }
        game.free();
        return plies;
      },
      pgn(text) {
        const [ms, games] = time(() => ours.parsePgn(text));
        return { ms, games: games.length, plies: games.reduce((n, g) => n + g.moves.length, 0) };
      },
    },
    chessjs: {
      label: `chess.js ${version('chess.js')}`,
      // chess.js's own perft(): make/unmake of every pseudo-legal move, leaves included.
      perft: (fen, depth) => new ChessJs(fen).perft(depth),
      playGame(below) {
        const chess = new ChessJs();
        let plies = 0;
        while (plies < MAX_PLIES) {
          const sans = chess.moves();
          chess.move(sans[below(sans.length)]);
          plies++;
          if (chess.isGameOver()) break;
        }
        return plies;
      },
      // loadPgn reads one game: the file is split into games beforehand (not timed).
      pgnGames(games) {
        const chess = new ChessJs();
        let ms = 0;
        let plies = 0;
        for (const text of games) {
          const t = performance.now();
          chess.loadPgn(text);
          ms += performance.now() - t;
          plies += chess.history().length;
        }
        return { ms, games: games.length, plies };
      },
    },
    chessops: {
      label: `chessops ${version('chessops')}`,
      perft: (fen, depth) => opsPerft(opsPosition(fen), depth),
      playGame(below) {
        const pos = OpsChess.default();
        let plies = 0;
        while (plies < MAX_PLIES) {
          const moves = opsMoves(pos);
          const sans = moves.map((m) => makeSan(pos, m));
          const i = below(moves.length);
          check(sans[i] !== undefined, 'chessops SAN');
          pos.play(moves[i]);
          plies++;
          if (pos.isEnd()) break;
        }
        return plies;
      },
      pgn(text) {
        const [ms, [games, plies]] = time(() => {
          const parsed = opsParsePgn(text);
          let n = 0;
          for (const game of parsed) {
            const pos = startingPosition(game.headers).unwrap();
            for (const node of game.moves.mainline()) {
              const move = parseSan(pos, node.san);
              if (!move) throw new Error(`chessops: illegal ${node.san}`);
              pos.play(move);
              n++;
            }
          }
          return [parsed.length, n];
        });
        return { ms, games, plies };
      },
    },
    shakmaty: {
      label: `shakmaty ${shakmatyVersion} wasm`,  // magic tables (its default)
      perft: (fen, depth) => shakmaty.perft(fen, depth),
      perftBulk: (fen, depth) => shakmaty.perftBulk(fen, depth),
      playGame(below) {
        const chess = new shakmaty.Chess();
        let plies = 0;
        while (plies < MAX_PLIES) {
          const sans = chess.legalSans();
          chess.play(sans[below(sans.length)]);
          plies++;
          if (chess.isGameOver()) break;
        }
        chess.free();
        return plies;
      },
      pgn(text) {
        const [ms, [games, plies]] = time(() => shakmaty.importPgn(text));
        return { ms, games, plies };
      },
      playoutInWasm: (first, games) => shakmaty.playout(SEED + first, games, MAX_PLIES),
    },
    noMagics: {
      label: `shakmaty ${shakmatyVersion}, no magics`,
      perft: (fen, depth) => noMagics.perft(fen, depth),
      perftBulk: (fen, depth) => noMagics.perftBulk(fen, depth),
    },
  };
}

// ---------------------------------------------------------------------------------------------
// the workloads: one round of each, every library in `order`

const COLUMNS = ['ours', 'chessjs', 'chessops', 'shakmaty', 'noMagics'];
const SLOW = new Set(['chessjs', 'chessops']);

/** results[key][lib] = [one figure per round] */
const results = {};
function record(key, lib, value) {
  results[key] ??= {};
  (results[key][lib] ??= []).push(value);
}

function roundPerft(libs, order) {
  for (const [name, fen, fast, slow] of POSITIONS) {
    for (const id of order) {
      const lib = libs[id];
      if (!lib.perft) continue;
      const [depth, expected] = SLOW.has(id) ? slow : fast;
      const [ms, nodes] = time(() => lib.perft(fen, depth));
      check(nodes === expected, `${lib.label} perft ${name} depth ${depth}: ${nodes}, expected ${expected}`);
      record(`perft ${name}`, id, nodes / ms / 1e3);
      if (lib.perftBulk) {
        const [bulkMs, bulkNodes] = time(() => lib.perftBulk(fen, depth));
        check(bulkNodes === expected, `${lib.label} bulk perft ${name}`);
        record(`bulk ${name}`, id, bulkNodes / bulkMs / 1e3);
      }
    }
  }
}

function roundPlayout(libs, order, round) {
  for (const id of order) {
    const lib = libs[id];
    if (!lib.playGame) continue;
    const count = PLAYOUT_GAMES[id];
    const [ms, plies] = time(() => {
      let n = 0;
      for (let g = round * count; g < (round + 1) * count; g++) n += lib.playGame(rng(SEED + g));
      return n;
    });
    record('playout', id, (plies / ms) * 1e3);
    record('playout plies', id, plies);
    if (id === 'shakmaty') {
      const count = PLAYOUT_GAMES.shakmaty;
      const [inMs, inPlies] = time(() => lib.playoutInWasm(round * count, count));
      record('playout in wasm', id, (inPlies / inMs) * 1e3);
    }
  }
}

function roundPgn(libs, order, round, files) {
  for (const file of files) {
    for (const id of order) {
      const lib = libs[id];
      let r;
      let bytes;
      let expected;
      if (id === 'chessjs') {
        const chunk = file.chunks[round % CHESSJS_PGN_CHUNKS];
        r = lib.pgnGames(chunk.games);
        bytes = chunk.bytes;
        expected = chunk.plies;
      } else if (lib.pgn) {
        r = lib.pgn(file.text);
        bytes = file.bytes;
        expected = file.plies;
        check(r.games === file.games, `${lib.label} ${file.name}: ${r.games} games, expected ${file.games}`);
      } else continue;
      check(r.plies === expected, `${lib.label} ${file.name}: ${r.plies} plies, expected ${expected}`);
      record(`pgn ${file.name}`, id, bytes / r.ms / 1e3); // MB/s
      record(`pgn games ${file.name}`, id, (r.games / r.ms) * 1e3);
    }
  }
}

/** The PGN files, and for chess.js the same split into games and into CHESSJS_PGN_CHUNKS chunks. */
function readPgnFiles(ours) {
  return PGN_FILES.map((name) => {
    const text = readFileSync(join(root, 'tests', 'data', name), 'utf8');
    const games = text.split(/\r?\n\r?\n(?=\[Event )/).filter((g) => g.trim());
    const parsed = ours.parsePgn(text);
    check(parsed.length === games.length, `${name}: split into ${games.length} games, ours read ${parsed.length}`);
    const per = Math.ceil(games.length / CHESSJS_PGN_CHUNKS);
    const chunks = [];
    for (let i = 0; i < CHESSJS_PGN_CHUNKS; i++) {
      const part = games.slice(i * per, (i + 1) * per);
      chunks.push({
        games: part,
        bytes: part.reduce((n, g) => n + Buffer.byteLength(g), 0),
        plies: parsed.slice(i * per, (i + 1) * per).reduce((n, g) => n + g.moves.length, 0),
      });
    }
    return {
      name: name.replace(/_1000k\.pgn$/, ''),
      text,
      bytes: Buffer.byteLength(text),
      games: parsed.length,
      plies: parsed.reduce((n, g) => n + g.moves.length, 0),
      chunks,
    };
  });
}

// ---------------------------------------------------------------------------------------------
// size and start-up

async function minifiedSize(entry, source) {
  const { build: viteBuild } = await import('vite');
  const dir = join(root, 'bench', 'target', 'js-size');
  mkdirSync(dir, { recursive: true });
  writeFileSync(join(dir, entry), source);
  const out = await viteBuild({
    configFile: false,
    root: dir,
    logLevel: 'silent',
    build: { write: false, minify: true, lib: { entry: join(dir, entry), formats: ['es'], fileName: 'bundle' } },
  });
  const chunks = (Array.isArray(out) ? out : [out]).flatMap((o) => o.output).filter((c) => c.type === 'chunk');
  return chunks.reduce((n, c) => n + gzipSync(c.code, { level: 9 }).length, 0);
}

function gzippedFiles(paths) {
  return paths.reduce((n, f) => n + gzipSync(readFileSync(f), { level: 9 }).length, 0);
}

async function sizes() {
  // ours: what the rules entry's browser module loads, as scripts/build.mjs prints it
  const ours = shippedFiles(ENTRIES[0], join(installed, 'pkg'));
  const wasmOnly = (files) => gzippedFiles(files.filter((f) => f.endsWith('.wasm')));
  const shakmaty = (v) => [variantFiles(v).wasm, variantFiles(v).glue];
  return {
    ours: [gzippedFiles(ours), wasmOnly(ours)],
    chessjs: [await minifiedSize('chessjs.js', "export { Chess } from 'chess.js';\n"), null],
    chessops: [await minifiedSize('chessops.js', [
      "export { Chess } from 'chessops/chess';",
      "export { parseFen, makeFen } from 'chessops/fen';",
      "export { makeSan, parseSan } from 'chessops/san';\n",
    ].join('\n')), null],
    shakmaty: [gzippedFiles(shakmaty('shakmaty-magics')), wasmOnly(shakmaty('shakmaty-magics'))],
    noMagics: [gzippedFiles(shakmaty('shakmaty-nomagics')), wasmOnly(shakmaty('shakmaty-nomagics'))],
  };
}

// The start-up row: fresh Node processes, the libraries in a rotating order (scripts/bench-startup.mjs).
function startupRound(order) {
  for (const id of order) record('startup', id, startupOnce(id));
}

// ---------------------------------------------------------------------------------------------
// the table

/** Per round: ours ÷ theirs (the geomean over `keys`); null when either side has no figure. */
function roundRatios(keys, other) {
  const rounds = Math.min(...keys.flatMap((k) => [results[k]?.ours?.length ?? 0, results[k]?.[other]?.length ?? 0]));
  if (!rounds) return null;
  return Array.from({ length: rounds }, (_, r) => geomean(keys.map((k) => results[k].ours[r] / results[k][other][r])));
}

/** The median of the per-round paired ratios. */
function pairedRatio(keys, other) {
  const ratios = roundRatios(keys, other);
  return ratios && median(ratios);
}

/** A library's figure: the median over the rounds (the geomean of those over several `keys`). */
function figure(keys, id) {
  if (!keys.every((k) => results[k]?.[id]?.length)) return null;
  return geomean(keys.map((k) => median(results[k][id])));
}

function formatRate(x) {
  if (x >= 1e6) return `${(x / 1e6).toFixed(2)} M`;
  return Math.round(x).toLocaleString('en-US');
}

/** A ratio of costs (ours ÷ theirs, lower is better) in words: "2.10× slower", "1.50× faster". */
const times = (r, more, less) => (r >= 1 ? `${r.toFixed(2)}× ${more}` : `${(1 / r).toFixed(2)}× ${less}`);

const OTHERS = ['chessjs', 'chessops', 'shakmaty'];
const NAMES = { chessjs: 'chess.js', chessops: 'chessops', shakmaty: 'shakmaty' };

/** "≥ 20× chess.js (aim 40×): 13.2× ✗ (rounds 12.9–13.6×)" */
function target(keys, other, goal, aim) {
  const ratios = roundRatios(keys, other);
  const aimText = aim ? ` (aim ${aim}×)` : '';
  const goalText = goal === 1 ? '1.0' : String(goal);
  if (!ratios) return `≥ ${goalText}× ${NAMES[other]}${aimText}: ?`;
  const r = median(ratios);
  const mark = r >= goal ? (aim && r < aim ? '✓, aim not reached' : '✓') : '✗';
  const range = ratios.length > 1 ? `, rounds ${Math.min(...ratios).toFixed(2)}–${Math.max(...ratios).toFixed(2)}×` : '';
  return `≥ ${goalText}× ${NAMES[other]}${aimText}: ${r.toFixed(2)}× ${mark}${range}`;
}

function printTable(libs, sizeFigures) {
  const rows = [];
  const row = (label, cells, ratios, goal = '') => rows.push([label, ...cells, ...ratios, goal]);
  const cellsOf = (keys, format) => COLUMNS.map((id) => {
    const f = figure(keys, id);
    return f === null ? '–' : format(f, id);
  });
  const ratiosOf = (keys, format = (r) => `${r.toFixed(2)}×`) => OTHERS.map((o) => {
    const r = pairedRatio(keys, o);
    return r === null ? '–' : format(r);
  });

  if (runs('perft')) perftRows(row, cellsOf, ratiosOf);
  if (runs('playout')) {
    row('**playout: moves with SAN → play → over?**, plies/s', cellsOf(['playout'], formatRate), ratiosOf(['playout']),
      `${target(['playout'], 'chessjs', 20, 40)}; ${target(['playout'], 'chessops', 3, 6)}`);
    row('the same playout inside wasm, plies/s', cellsOf(['playout in wasm'], formatRate), OTHERS.map(() => '–'));
  }
  if (runs('pgn')) pgnRows(row, cellsOf, ratiosOf);
  if (sizeFigures) sizeRow(row, sizeFigures);
  if (runs('startup')) startupRow(row, cellsOf, ratiosOf);

  const head = ['workload', ...COLUMNS.map((id) => libs[id].label), ...OTHERS.map((o) => `ours ÷ ${NAMES[o]}`), 'target (issues 6, 21)'];
  const widths = head.map((h, i) => Math.max(h.length, ...rows.map((r) => r[i].length)));
  const line = (cells) => `| ${cells.map((c, i) => c.padEnd(widths[i])).join(' | ')} |`;
  console.log(line(head));
  console.log(`| ${widths.map((w) => '-'.repeat(w)).join(' | ')} |`);
  for (const r of rows) console.log(line(r));
}

const mNodes = (f, id) => f.toFixed(SLOW.has(id) ? 2 : 1);

function perftRows(row, cellsOf, ratiosOf) {
  POSITIONS.forEach(([name, , fast, slow]) => {
    const keys = [`perft ${name}`];
    row(`perft ${name} d${fast[0]}, M nodes/s`,
      cellsOf(keys, (f, id) => (SLOW.has(id) ? `${mNodes(f, id)} (d${slow[0]})` : mNodes(f, id))), ratiosOf(keys));
  });
  const perftKeys = POSITIONS.map(([name]) => `perft ${name}`);
  row('**perft, every leaf played, geomean**', cellsOf(perftKeys, mNodes), ratiosOf(perftKeys),
    target(perftKeys, 'shakmaty', 1.3));
  const bulkKeys = POSITIONS.map(([name]) => `bulk ${name}`);
  row('**perft, bulk counting, geomean**', cellsOf(bulkKeys, mNodes), ratiosOf(bulkKeys),
    target(bulkKeys, 'shakmaty', 1.5));
}

function pgnRows(row, cellsOf, ratiosOf) {
  const pgnKeys = PGN_FILES.map((f) => `pgn ${f.replace(/_1000k\.pgn$/, '')}`);
  for (const key of pgnKeys) {
    const file = key.slice(4);
    row(`PGN ${file}_1000k, MB/s (games/s)`,
      cellsOf([key], (f, id) => `${f.toFixed(f < 1 ? 3 : 2)} (${formatRate(figure([`pgn games ${file}`], id))})`), ratiosOf([key]));
  }
  row('**PGN import, geomean**, MB/s', cellsOf(pgnKeys, (f) => f.toFixed(f < 1 ? 3 : 2)), ratiosOf(pgnKeys),
    `${target(pgnKeys, 'chessjs', 5)}; ${target(pgnKeys, 'chessops', 1.5)}`);
}

function sizeRow(row, sizeFigures) {
  const kib = (n) => (n / 1024).toFixed(1);
  const oursKib = sizeFigures.ours[0] / 1024;
  row('**size, gzip -9**, KiB (.wasm alone)',
    COLUMNS.map((id) => {
      const [total, wasm] = sizeFigures[id];
      return wasm === null ? kib(total) : `${kib(total)} (${kib(wasm)})`;
    }),
    OTHERS.map((o) => times(sizeFigures.ours[0] / sizeFigures[o][0], 'larger', 'smaller')),
    `≤ 48 KiB (issue 21, the build's budget): ${oursKib.toFixed(1)} KiB ${oursKib <= 48 ? '✓' : '✗'}`);
}

function startupRow(row, cellsOf, ratiosOf) {
  const startup = figure(['startup'], 'ours');
  const startupRatio = pairedRatio(['startup'], 'shakmaty');
  row('**load + first move list**, ms', cellsOf(['startup'], (f) => f.toFixed(1)),
    ratiosOf(['startup'], (r) => times(r, 'slower', 'faster')),
    `≤ 5 ms: ${startup.toFixed(1)} ms ${startup <= 5 ? '✓' : '✗'}; ≤ shakmaty's: ` +
      `${times(startupRatio, 'slower', 'faster')} ${startupRatio <= 1 ? '✓' : '✗'}`);
}

// ---------------------------------------------------------------------------------------------

main(async () => {
  const started = Date.now();
  const unknown = ONLY.filter((p) => !PARTS.includes(p));
  if (!ONLY.length || unknown.length) throw new CommandError(`--only takes some of ${PARTS.join(', ')}: got "${ONLY.join(',')}"`);
  header('bench: build what it needs');
  ensureTools(['rust', 'bindgen', 'npm']);
  build();
  installOurs();
  buildShakmaty();
  const libs = await loadLibraries();

  header(`bench: ${ROUNDS} interleaved rounds${QUICK ? ' (--quick)' : ''}${ONLY === PARTS ? '' : ` of ${ONLY.join(', ')}`}`);
  const loadStart = os.loadavg()[0]; // other work on the machine skews every figure: printed with them
  const files = runs('pgn') ? readPgnFiles(await importOurs()) : [];
  // warm-up: every code path once, on small inputs, not recorded
  for (const id of ['ours', 'chessjs', 'chessops', 'shakmaty', 'noMagics']) {
    const lib = libs[id];
    if (runs('perft')) {
      for (const [, fen] of POSITIONS) lib.perft(fen, 2);
      lib.perftBulk?.(POSITIONS[0][1], 3);
    }
    if (runs('playout')) for (let g = 0; g < 3; g++) lib.playGame?.(rng(1 + g));
    if (!runs('pgn')) continue;
    const small = readFileSync(join(root, 'tests', 'data', 'twic1599_100k.pgn'), 'utf8');
    if (id === 'chessjs') lib.pgnGames(small.split(/\r?\n\r?\n(?=\[Event )/).slice(0, 20));
    else lib.pgn?.(small);
  }
  for (let round = 0; round < ROUNDS && ['perft', 'playout', 'pgn'].some(runs); round++) {
    const t = Date.now();
    const order = COLUMNS.map((_, i) => COLUMNS[(i + round) % COLUMNS.length]); // rotate the order
    if (runs('perft')) roundPerft(libs, order);
    if (runs('playout')) roundPlayout(libs, order, round);
    if (runs('pgn')) roundPgn(libs, order, round, files);
    console.log(`round ${round + 1}/${ROUNDS}: ${seconds(Date.now() - t)}`);
  }
  if (runs('startup')) {
    installStartupPackages();
    for (let i = 0; i < STARTUP_RUNS; i++) {
      startupRound(COLUMNS.map((_, j) => COLUMNS[(j + i) % COLUMNS.length]));
    }
  }
  const sizeFigures = runs('size') ? await sizes() : null;

  header('bench: results');
  const games = Object.fromEntries(Object.entries(PLAYOUT_GAMES).map(([id, n]) => [id, n * ROUNDS]));
  const plies = (id) => results['playout plies'][id].reduce((a, b) => a + b, 0);
  const load = `load average ${loadStart.toFixed(1)} at the start, ${os.loadavg()[0].toFixed(1)} at the end`;
  console.log(`${new Date().toISOString().slice(0, 16)} UTC, Node ${process.version}, ${os.cpus().length} cores (${load}); ` +
    `${ROUNDS} rounds, medians; ratios are medians of per-round paired ratios (ours ÷ theirs), libraries in rotating order.`);
  if (runs('perft')) {
    console.log(`perft: chess.js (its own perft()) and chessops (a JS loop: allDests, clone, play) at the smaller ` +
      `depth in parentheses; ours and shakmaty at the depth in the row.`);
  }
  if (runs('playout')) {
    console.log(`playout: seed ${SEED}, at most ${MAX_PLIES} plies a game, each library's own game-over test; games ` +
      `(plies): ours ${games.ours} (${plies('ours')}), shakmaty ${games.shakmaty} (${plies('shakmaty')}), chessops ` +
      `${games.chessops} (${plies('chessops')}), chess.js ${games.chessjs} (${plies('chessjs')}).`);
  }
  if (runs('pgn')) {
    console.log(`PGN: ${files.map((f) => `${f.name} ${f.games} games, ${f.plies} plies`).join('; ')}; chess.js ` +
      `replays an eighth of each file a round (loadPgn per game).`);
  }
  if (runs('startup')) console.log(`start-up: ${STARTUP_RUNS} fresh processes a library (scripts/bench-startup.mjs).`);
  console.log('');
  printTable(libs, sizeFigures);
  console.log(`\n(${relative(root, process.argv[1])}: ${seconds(Date.now() - started)})`);
});
