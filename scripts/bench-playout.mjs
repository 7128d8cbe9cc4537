// Where the playout's time goes (a helper of `npm run bench`, not part of it): replays the same
// random games (seeded as in scripts/bench.mjs) with parts of the per-ply work left out, and prints
// the cost of each call in µs a ply, for our package and for the shakmaty wasm of bench/.
// Usage: node scripts/bench-playout.mjs [games]   (default 300; builds what it needs first)
import { pathToFileURL } from 'node:url';
import { buildShakmaty, variantFiles } from './bench-build.mjs';
import { build } from './build.mjs';
import { header, main, rng } from './lib.mjs';

const SEED = 20240601;
const MAX_PLIES = 200;
const ROUNDS = 5;

const median = (xs) => [...xs].sort((a, b) => a - b)[xs.length >> 1];

/** µs a ply of `step(game, ply)` over the recorded games, median of ROUNDS, variants interleaved. */
function measure(variants, games, create) {
  const plies = games.reduce((n, g) => n + g.length, 0);
  const times = Object.fromEntries(Object.keys(variants).map((k) => [k, []]));
  for (let r = 0; r < ROUNDS + 1; r++) {
    for (const [name, step] of Object.entries(variants)) {
      const t = performance.now();
      for (const game of games) {
        const g = create();
        for (const ply of game) step(g, ply);
        g.free();
      }
      if (r > 0) times[name].push(((performance.now() - t) * 1e3) / plies); // round 0 warms up
    }
  }
  return Object.fromEntries(Object.entries(times).map(([k, v]) => [k, median(v)]));
}

main(async () => {
  const count = Number(process.argv[2] ?? 300);
  header('build');
  build();
  buildShakmaty();
  const ours = await import('chess-arbiter');
  const shakmaty = await import(pathToFileURL(variantFiles('shakmaty').node).href);

  header(`playout, ${count} games of at most ${MAX_PLIES} plies: µs a ply`);
  // record our games: per ply the SAN, the UCI and the {from, to, promotion} of the chosen move
  const games = [];
  for (let g = 0; g < count; g++) {
    const below = rng(SEED + g);
    const game = new ours.Game();
    const plies = [];
    while (plies.length < MAX_PLIES) {
      const moves = game.moves();
      const m = moves[below(moves.length)];
      plies.push({ san: m.san, uci: m.uci, squares: m.promotion ? { from: m.from, to: m.to, promotion: m.promotion } : { from: m.from, to: m.to } });
      game.play(m.san);
      if (game.outcome() !== null) break;
    }
    game.free();
    games.push(plies);
  }
  const o = measure({
    'play(san)': (g, p) => g.play(p.san),
    'play(uci)': (g, p) => g.play(p.uci),
    'play({from, to})': (g, p) => g.play(p.squares),
    'play(san) + isCheck()': (g, p) => { g.play(p.san); g.isCheck(); },
    'play(san) + turn()': (g, p) => { g.play(p.san); g.turn(); },
    'play(san) + outcome()': (g, p) => { g.play(p.san); g.outcome(); },
    'play(san) + moves()': (g, p) => { g.play(p.san); g.moves(); },
    'play(san) + moves() + outcome()': (g, p) => { g.play(p.san); g.moves(); g.outcome(); },
  }, games, () => new ours.Game());

  const sgames = [];
  for (let g = 0; g < count; g++) {
    const below = rng(SEED + g);
    const chess = new shakmaty.Chess();
    const plies = [];
    while (plies.length < MAX_PLIES) {
      const sans = chess.legalSans();
      const san = sans[below(sans.length)];
      plies.push(san);
      chess.play(san);
      if (chess.isGameOver()) break;
    }
    chess.free();
    sgames.push(plies);
  }
  const s = measure({
    'play(san)': (c, san) => c.play(san),
    'play(san) + isGameOver()': (c, san) => { c.play(san); c.isGameOver(); },
    'play(san) + legalSans()': (c, san) => { c.play(san); c.legalSans(); },
    'play(san) + legalUcis()': (c, san) => { c.play(san); c.legalUcis(); },
    'play(san) + legalSans() + isGameOver()': (c, san) => { c.play(san); c.legalSans(); c.isGameOver(); },
  }, sgames, () => new shakmaty.Chess());

  const f = (x) => x.toFixed(2).padStart(7);
  console.log('chess-arbiter (ours)');
  for (const [k, v] of Object.entries(o)) console.log(`  ${k.padEnd(40)} ${f(v)}`);
  console.log(`  => moves() ${f(o['play(san) + moves()'] - o['play(san)'])}, outcome() ${f(o['play(san) + outcome()'] - o['play(san)'])}, ` +
    `isCheck() ${f(o['play(san) + isCheck()'] - o['play(san)'])} (a call that returns a bool), turn() ${f(o['play(san) + turn()'] - o['play(san)'])}`);
  console.log('shakmaty wasm (bench/)');
  for (const [k, v] of Object.entries(s)) console.log(`  ${k.padEnd(40)} ${f(v)}`);
  console.log(`  => legalSans() ${f(s['play(san) + legalSans()'] - s['play(san)'])}, legalUcis() ${f(s['play(san) + legalUcis()'] - s['play(san)'])}, ` +
    `isGameOver() ${f(s['play(san) + isGameOver()'] - s['play(san)'])}`);
  const inWasm = (() => {
    const t = performance.now();
    const plies = shakmaty.playout(SEED, count, MAX_PLIES);
    return ((performance.now() - t) * 1e3) / plies;
  })();
  console.log(`  the whole playout inside wasm           ${f(inWasm)}`);
});
