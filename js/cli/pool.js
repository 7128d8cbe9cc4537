// Tasks audited by worker threads (a range of a file's bytes, or a batch of games), the results
// handed back in the order sent.
import { Worker } from 'node:worker_threads';

export class Pool {
  #workers;
  #idle = [];
  #queue = [];
  #done = new Map(); // seq -> what the worker said, waiting for the earlier tasks
  #tags = new Map(); // seq -> the caller's tag
  #next = 0; // seq of the next task to hand back
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

  /** How many tasks are sent and not yet handed back. */
  get pending() {
    return this.#sent - this.#next;
  }

  /**
   * Queues a task for the next idle worker (see worker.js for the two kinds); `transfer`: the
   * buffers handed to the worker, not copied. `tag` comes back with its results.
   */
  send(task, tag, transfer = []) {
    this.#tags.set(this.#sent, tag);
    const message = { seq: this.#sent++, ...task };
    const worker = this.#idle.pop();
    if (worker) this.#post(worker, message, transfer);
    else this.#queue.push([message, transfer]);
  }

  #post(worker, message, transfer) {
    worker.postMessage(message, transfer);
  }

  /** `{ tag, done }` of the next task in order, once it is done (`done`: what the worker said). */
  async next() {
    for (;;) {
      if (this.#failed) throw this.#failed;
      if (this.#done.has(this.#next)) {
        const done = this.#done.get(this.#next);
        const tag = this.#tags.get(this.#next);
        this.#done.delete(this.#next);
        this.#tags.delete(this.#next++);
        return { tag, done };
      }
      await new Promise((resolve) => this.#waiters.push(resolve));
    }
  }

  close() {
    return Promise.all(this.#workers.map((w) => w.terminate()));
  }

  #finished(worker, done) {
    this.#done.set(done.seq, done);
    const queued = this.#queue.shift();
    if (queued) this.#post(worker, ...queued);
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
