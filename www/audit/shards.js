// Byte ranges of a PGN file that several readers share (the command line's --shard, one Spark task
// each): each reads its range's games with www/audit/split.js, starting a little before the range
// at a line's start. A game belongs to the reader whose range it starts in, but for the games a
// reader cannot reach: when no line starts in the look-behind before a range (a file whose games
// sit on one line, or whose lines end with CR alone), the reader of that range starts reading
// past it, and the games it would miss go to the reader before, which reads on to that point.
// Every game so belongs to exactly one reader, whatever the number of ranges.

/** Bytes read before a range, so that its first game is found as in the whole file. */
export const LOOK_BEHIND = 64 * 1024;

/** The byte range [start, end) of shard `index` (from 0) of `count` in a file of `size` bytes. */
export function shardRange(size, index, count) {
  return { start: Math.floor((size * index) / count), end: Math.floor((size * (index + 1)) / count) };
}

/** Where a range's reader starts reading: LOOK_BEHIND before the range (it reads from the next line's start). */
export const readFrom = (start) => Math.max(0, start - LOOK_BEHIND);

/**
 * The end of a range ending at `to`, as the games are shared out: `to`, or later, where the reader
 * of the next range starts reading when no line starts between its readFrom(to) and `to`.
 * Learned from the bytes as they are read (`scan`); until then, no game read is past it.
 */
export class RangeEnd {
  constructor(to) {
    this.to = to;
    this.from = readFrom(to);
    this.end = to === Infinity || this.from === 0 ? to : null; // null: not yet known
  }

  /** Looks at the bytes `chunk` at input offset `offset` for the next range's first line start. */
  scan(chunk, offset) {
    if (this.end !== null || offset + chunk.length <= this.from) return;
    const nl = chunk.indexOf(0x0a, Math.max(0, this.from - offset));
    if (nl >= 0) this.end = Math.max(this.to, offset + nl + 1);
  }

  /** Whether a game starting at input offset `start` is the next range's. */
  past(start) {
    return this.end !== null && start >= this.end;
  }

  /** The input ends: a range with no line start after it has no games of its own. */
  finish() {
    this.end ??= Infinity;
  }
}
