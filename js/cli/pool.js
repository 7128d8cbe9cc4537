// Batches of games audited by worker threads, the results handed back in the order sent.
import { Worker } from 'node:worker_threads';

export class Pool {
  #workers;
  #idle = [];
  #queue = [];
  #done = new Map(); // seq -> results, waiting for the earlier batches
  #tags = new Map(); // seq -> the caller's tag
  #next = 0; // seq of the next batch to hand back
  #sent = 0;
  #waiters = [];
  #failed = null;

  constructor(jobs) {
    this.#workers = Array.from({ length: jobs }, () => {
      const worker = new Worker(new URL('./worker.js', import.meta.url));
      worker.on('message', (msg) => this.#finished(worker, msg));
      worker.on('error', (e) => this.#fail(e));
      this.#idle.push(worker);
      return worker;
    });
  }

  /** How many batches are sent and not yet handed back. */
  get pending() {
    return this.#sent - this.#next;
  }

  /**
   * Queues a batch of `{ offset, bytes }` games, packed into one buffer that is handed to the
   * worker (not copied); `tag` comes back with its results. `all`: every report comes back
   * whole, not only those with findings or errors.
   */
  send(games, tag, all) {
    this.#tags.set(this.#sent, tag);
    const size = games.reduce((n, g) => n + g.bytes.length, 0);
    const packed = new Uint8Array(size);
    const ends = [];
    let at = 0;
    for (const { bytes } of games) {
      packed.set(bytes, at);
      at += bytes.length;
      ends.push(at);
    }
    const offsets = games.map((g) => g.offset);
    const batch = { seq: this.#sent++, buffer: packed.buffer, ends, offsets, all };
    const worker = this.#idle.pop();
    if (worker) this.#post(worker, batch);
    else this.#queue.push(batch);
  }

  #post(worker, batch) {
    worker.postMessage(batch, [batch.buffer]);
  }

  /** `{ tag, results }` of the next batch in order, once it is done. */
  async next() {
    for (;;) {
      if (this.#failed) throw this.#failed;
      if (this.#done.has(this.#next)) {
        const results = this.#done.get(this.#next);
        const tag = this.#tags.get(this.#next);
        this.#done.delete(this.#next);
        this.#tags.delete(this.#next++);
        return { tag, results };
      }
      await new Promise((resolve) => this.#waiters.push(resolve));
    }
  }

  close() {
    return Promise.all(this.#workers.map((w) => w.terminate()));
  }

  #finished(worker, { seq, results }) {
    this.#done.set(seq, results);
    const batch = this.#queue.shift();
    if (batch) this.#post(worker, batch);
    else this.#idle.push(worker);
    this.#wake();
  }

  #fail(e) {
    this.#failed = e;
    this.#wake();
  }

  #wake() {
    const waiters = this.#waiters.splice(0);
    for (const resolve of waiters) resolve();
  }
}
