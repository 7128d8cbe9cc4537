// `npm run bench:engine`: the speed of the engine in wasm (`chess-arbiter/engine`), from Node:
// nodes per second at level 8 over a fixed set of middlegame positions, each searched to a fixed
// node budget in the calling thread (bestMove, as the worker runs it). Each figure is the median
// over the runs; the total is all nodes over the sum of the medians. Nothing here is asserted
// by `npm test`; the native figure comes from `cargo run --release --example engine_bench -- speed`.
//
// Usage: node scripts/bench-engine.mjs [--quick]   (about 10 s; --quick: fewer nodes and runs)
import os from 'node:os';
import { build } from './build.mjs';
import { header, main } from './lib.mjs';

const QUICK = process.argv.includes('--quick');
const RUNS = QUICK ? 3 : 7;
const NODES = QUICK ? 100_000 : 400_000;

// The middlegames of examples/engine_bench.rs, so that the native and wasm figures compare.
const POSITIONS = [
  ['italian', 'r1bqk2r/pppp1ppp/2n2n2/2b1p3/2B1P3/2NP1N2/PPP2PPP/R1BQK2R b KQkq - 0 5'],
  ['kiwipete', 'r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R w KQkq - 0 1'],
  ['middlegame', 'r1bq1rk1/pp2bppp/2n1pn2/3p4/3P1B2/2PBPN2/PP1N1PPP/R2QK2R w KQ - 0 9'],
  ['sicilian', 'r1b1kb1r/1pqp1ppp/p1n1pn2/8/3NP3/2N1B3/PPP1BPPP/R2QK2R w KQkq - 2 8'],
  ['chess960', 'bqnb1rkr/pp3ppp/3ppn2/2p5/5P2/P2P4/NPP1P1PP/BQ1BNRKR w HFhf - 2 9', true],
];

const median = (xs) => {
  const s = [...xs].sort((a, b) => a - b);
  const m = s.length >> 1;
  return s.length % 2 ? s[m] : (s[m - 1] + s[m]) / 2;
};

main(async () => {
  header('build');
  build();
  const { bestMove } = await import('chess-arbiter/engine');
  header('engine speed in wasm');
  console.log(`level 8, ${NODES.toLocaleString('en')} nodes per search, median of ${RUNS} runs; Node ${process.version}, ${os.cpus()[0]?.model ?? 'unknown CPU'}`);
  // One search first: instantiation and the table's first allocation are not the engine's speed.
  bestMove(POSITIONS[0][1], { level: 8, nodes: 10_000 });
  const times = POSITIONS.map(() => []);
  const results = [];
  // Positions in turn within each run: the engine clears its table whenever the game changes,
  // so every search starts afresh, and drift of the machine spreads over all positions alike.
  for (let run = 0; run < RUNS; run++) {
    POSITIONS.forEach(([, fen, chess960], i) => {
      const started = performance.now();
      const result = bestMove({ fen, chess960: chess960 ?? false }, { level: 8, nodes: NODES, seed: 1 });
      times[i].push(performance.now() - started);
      results[i] = result;
    });
  }
  const row = (name, nodes, depth, ms, best) =>
    `  ${name.padEnd(12)} ${String(nodes).padStart(9)} ${String(depth).padStart(6)} ${ms.padStart(9)} ${best.padStart(10)}`;
  console.log(row('position', 'nodes', 'depth', 'ms', 'knodes/s'));
  let allNodes = 0;
  let allMs = 0;
  POSITIONS.forEach(([name], i) => {
    const ms = median(times[i]);
    const { nodes, depth } = results[i];
    allNodes += nodes;
    allMs += ms;
    console.log(row(name, nodes, depth, ms.toFixed(1), (nodes / ms).toFixed(0)));
  });
  console.log(row('total', allNodes, '', allMs.toFixed(1), (allNodes / allMs).toFixed(0)));
  console.log(`\n${(allNodes / allMs / 1000).toFixed(2)} M nodes/s`);
});
