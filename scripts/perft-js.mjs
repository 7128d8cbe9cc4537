// Perft speed of the built package from JavaScript (wasm in Node), every leaf played and in
// bulk, best of three: `node scripts/perft-js.mjs` (after `npm run build`).
import { perft } from 'chess-arbiter';

const POSITIONS = [
  ['start', 'rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1', 5, 4_865_609],
  ['kiwipete', 'r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R w KQkq - 0 1', 4, 4_085_603],
  ['position 3', '8/2p5/3p4/KP5r/1R3p1k/8/4P1P1/8 w - - 0 1', 5, 674_624],
  ['position 4', 'r3k2r/Pppp1ppp/1b3nbN/nP6/BBP1P3/q4N2/Pp1P2PP/R2Q1RK1 w kq - 0 1', 4, 422_333],
  ['position 5', 'rnbq1k1r/pp1Pbppp/2p5/8/2B5/8/PPP1NnPP/RNBQK2R w KQ - 1 8', 4, 2_103_487],
];

function best(fen, depth, bulk, expected) {
  let rate = 0;
  for (let i = 0; i < 3; i++) {
    const t = performance.now();
    const nodes = perft(fen, depth, { bulk });
    if (nodes !== expected) throw new Error(`perft ${fen} ${depth}: ${nodes}, expected ${expected}`);
    rate = Math.max(rate, nodes / (performance.now() - t) / 1e3);
  }
  return rate;
}

console.log(`${'position'.padEnd(12)} depth ${'nodes'.padStart(10)} ${'played M n/s'.padStart(13)} ${'bulk M n/s'.padStart(11)}`);
let product = 1;
for (const [name, fen, depth, nodes] of POSITIONS) {
  const played = best(fen, depth, false, nodes);
  const bulk = best(fen, depth, true, nodes);
  product *= played;
  console.log(`${name.padEnd(12)} ${String(depth).padStart(5)} ${String(nodes).padStart(10)} ${played.toFixed(1).padStart(13)} ${bulk.toFixed(1).padStart(11)}`);
}
console.log(`geometric mean, every leaf played: ${(product ** (1 / POSITIONS.length)).toFixed(1)} M nodes/s`);
