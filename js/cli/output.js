// What `chess-arbiter audit` prints: a line or two per game, the summary, the progress bar.

const tag = (report, name) => report.tags?.[name];

/** A game with its findings, for people. */
export function describe(row) {
  const where = `${row.file}${row.game ? ` game ${row.game}` : ''} (byte ${row.offset})`;
  if (row.error) return `${where}: cannot be read: ${row.error.message}`;
  const players = [tag(row, 'White'), tag(row, 'Black')].filter(Boolean).join(' - ');
  const event = [tag(row, 'Event'), tag(row, 'Round') && `round ${tag(row, 'Round')}`].filter((t) => t && t !== '?');
  const title = [players, event.length ? `(${event.join(', ')})` : ''].filter(Boolean).join(' ');
  const { verdict } = row;
  const agreement = row.agrees
    ? `recorded ${row.recorded ?? '*'}, agrees`
    : `recorded ${row.recorded ?? 'no result'}, DISAGREES`;
  const lines = [`${where}${title ? ` ${title}` : ''}: ${verdict.result} (${verdict.text}); ${agreement}`];
  for (const e of row.events) {
    const until = e.untilPly && e.untilPly !== e.ply ? `-${e.untilPly}` : '';
    lines.push(`  ply ${e.ply}${until} ${e.kind} (Law ${e.law}): ${e.text}`);
  }
  return lines.join('\n');
}

/**
 * An error's message with the place the reader names (`game 1, line 3, column 5`, counted in a
 * game's own text, which the worker audits alone) counted in the whole file: the game's number
 * there, and the line and column (`place`) its text starts at.
 */
export function placed(message, game, place = {}) {
  return message.replace(/^(\w+: )?game \d+(?:, line (\d+)(?:, column (\d+))?)?: /, (_all, code = '', l, c) => {
    let where = `${code}game ${game}`;
    if (l !== undefined) {
      where += `, line ${place.line === undefined ? l : Number(l) + place.line - 1}`;
      if (c !== undefined) where += `, column ${Number(l) === 1 && place.column !== undefined ? Number(c) + place.column - 1 : c}`;
    }
    return `${where}: `;
  });
}

/** Counts of what the audit found. */
export class Summary {
  games = 0;
  withFindings = 0;
  disagreeing = 0;
  bytes = 0;
  kinds = new Map();
  unreadableCount = 0;
  problems = [];
  started = performance.now();

  /** A report, of the game at `where` (file and byte). */
  add(report, where) {
    this.games++;
    if (report.error) {
      this.unreadable(where, report.error.message);
      return;
    }
    if (report.events.length) this.withFindings++;
    if (!report.agrees) this.disagreeing++;
    for (const e of report.events) this.kinds.set(e.kind, (this.kinds.get(e.kind) ?? 0) + 1);
  }

  unreadable(file, message) {
    this.unreadableCount++;
    if (this.problems.length < 20) this.problems.push(file ? `${file}: ${message}` : message);
  }

  get seconds() {
    return (performance.now() - this.started) / 1000;
  }

  toJSON() {
    return {
      games: this.games,
      withFindings: this.withFindings,
      disagreeing: this.disagreeing,
      unreadable: this.unreadableCount,
      // Why, for the first 20: a file that cannot be opened has no report to say it.
      problems: this.problems,
      findings: Object.fromEntries([...this.kinds].sort()),
      bytes: this.bytes,
      seconds: Number(this.seconds.toFixed(3)),
    };
  }

  text() {
    const mb = this.bytes / 1e6;
    const kinds = [...this.kinds].sort().map(([k, n]) => `${k} ${n}`).join(', ');
    return [
      `${this.games} games, ${this.withFindings} with findings, ${this.disagreeing} with a result the Laws overturn` +
        (this.unreadableCount ? `, ${this.unreadableCount} unreadable` : ''),
      kinds ? `findings: ${kinds}` : 'findings: none',
      ...this.problems.map((p) => `unreadable: ${p}`),
      `${mb.toFixed(1)} MB in ${this.seconds.toFixed(1)} s (${(mb / Math.max(this.seconds, 1e-3)).toFixed(1)} MB/s)`,
    ].join('\n');
  }
}

/** A one-line progress report on the terminal, redrawn at most ten times a second. */
export class Progress {
  #summary;
  #last = 0;
  #shown = false;

  constructor(summary) {
    this.#summary = summary;
  }

  tick() {
    const now = performance.now();
    if (now - this.#last < 100) return;
    this.#last = now;
    const s = this.#summary;
    const findings = [...s.kinds.values()].reduce((a, b) => a + b, 0);
    const mb = s.bytes / 1e6;
    process.stderr.write(
      `\r\x1b[K${s.games} games, ${mb.toFixed(1)} MB, ${(mb / Math.max(s.seconds, 1e-3)).toFixed(1)} MB/s, ${findings} findings`,
    );
    this.#shown = true;
  }

  clear() {
    if (this.#shown) process.stderr.write('\r\x1b[K');
    this.#shown = false;
  }
}
