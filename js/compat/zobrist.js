// The Zobrist keys of chess.js 1.4, so that `hash()` returns its very strings: xoroshiro128**
// from its seed, in its order (pieces by colour, type and 0x88 square; en passant files;
// castling sets; side to move). Each 64-bit key is kept as two uint32 halves: BigInt
// arithmetic would cost milliseconds at load and on every move.

/** [hi, lo] of x * c (mod 2^64), c small. */
function mulSmall(hi, lo, c) {
  const p = lo * c;
  return [(Math.imul(hi, c) + Math.floor(p / 4294967296)) >>> 0, p >>> 0];
}

/** [hi, lo] rotated left by k (0 < k < 64, k !== 32). */
function rotl(hi, lo, k) {
  if (k > 32) [hi, lo, k] = [lo, hi, k - 32];
  return [((hi << k) | (lo >>> (32 - k))) >>> 0, ((lo << k) | (hi >>> (32 - k))) >>> 0];
}

function generator() {
  let [s0h, s0l, s1h, s1l] = [0x31c4b365, 0xb102e01e, 0xa187eb39, 0xcdcaed8f];
  return () => {
    const [rh, rl] = mulSmall(...rotl(...mulSmall(s0h, s0l, 5), 7), 9);
    s1h ^= s0h;
    s1l ^= s0l;
    const [ah, al] = rotl(s0h, s0l, 24);
    s0h = (ah ^ s1h ^ ((s1h << 16) | (s1l >>> 16))) >>> 0;
    s0l = (al ^ s1l ^ (s1l << 16)) >>> 0;
    [s1h, s1l] = rotl(s1h, s1l, 37);
    return [rh, rl];
  };
}

const PIECE_KEYS = 2 * 6 * 128;
/** Key i at HI[i], LO[i]: pieces at (colour * 6 + type) * 128 + square, then EP, CASTLING, SIDE. */
export const HI = new Int32Array(PIECE_KEYS + 8 + 16 + 1);
export const LO = new Int32Array(HI.length);
export const EP = PIECE_KEYS;
export const CASTLING = PIECE_KEYS + 8;
export const SIDE = PIECE_KEYS + 24;

const next = generator();
for (let i = 0; i < HI.length; i++) [HI[i], LO[i]] = next();

/** chess.js's `hash()` text: the 64-bit value in hex, no leading zeros. */
export function hex(hi, lo) {
  hi >>>= 0;
  lo >>>= 0;
  return hi ? hi.toString(16) + lo.toString(16).padStart(8, '0') : lo.toString(16);
}

const MASK64 = (1n << 64n) - 1n;
const rotl64 = (x, k) => ((x << k) | (x >> (64n - k))) & MASK64;

/**
 * chess.js's exported generator, xoroshiro128**: `state` is the 128-bit state as a BigInt (s1 in
 * the high half, s0 in the low), and each call of the function returned gives the next 64-bit
 * value as a BigInt. With its seed it gives the keys above (which are made without BigInt).
 */
export function xoroshiro128(state) {
  return () => {
    let s0 = state & MASK64;
    let s1 = (state >> 64n) & MASK64;
    const result = (rotl64((s0 * 5n) & MASK64, 7n) * 9n) & MASK64;
    s1 ^= s0;
    s0 = (rotl64(s0, 24n) ^ s1 ^ (s1 << 16n)) & MASK64;
    s1 = rotl64(s1, 37n);
    state = (s1 << 64n) | s0;
    return result;
  };
}
