import { Worker } from 'node:worker_threads';

/** A SELECT for a read worker. */
export interface ReadRequest {
  readonly id: number;
  readonly sql: string;
  readonly parameters: readonly unknown[];
  /** A chunk of a walk over a whole list (readAsScan): read on the worker's small-cache connection. */
  readonly scan?: boolean;
}

/** A read worker's answer: the rows, or the error SQLite raised. */
export type ReadResponse = { readonly id: number; readonly rows: Record<string, unknown>[] } | { readonly id: number; readonly error: { message: string; code?: string } };

/** A query that outlasted the time limit (its worker was ended, so it no longer runs). */
export class QueryTimeoutError extends Error {
  override name = 'QueryTimeoutError';
  constructor(readonly timeoutMs: number) {
    super(`query cancelled after ${timeoutMs} ms`);
  }
}

export interface SqliteReadPoolOptions {
  readonly file: string;
  /** Worker threads at most; each holds its own read-only connection. */
  readonly size: number;
  /** A query still waiting or running after this long is ended with QueryTimeoutError. */
  readonly timeoutMs: number;
  readonly busyTimeoutMs: number;
}

interface Job extends ReadRequest {
  resolve(rows: Record<string, unknown>[]): void;
  reject(error: Error): void;
  timer?: NodeJS.Timeout;
  worker?: PoolWorker;
}

interface PoolWorker {
  readonly thread: Worker;
  /** Its connection is open (it said so); only then does it take jobs. */
  ready: boolean;
  job?: Job;
}

// Plain JavaScript beside this module, whether the server runs compiled or from its sources.
const WORKER_URL = new URL('./sqliteReadWorker.mjs', import.meta.url);
/** A read worker's young generation (MB). */
const WORKER_YOUNG_GENERATION_MB = 8;
/** The page cache (KiB) of a worker's connection for scans: the B-tree's upper levels, not the table (lists keep 16 MB). */
const SCAN_CACHE_KB = 2048;

/**
 * Runs SELECTs on worker threads, so a slow list never holds the event loop that every other request needs (WAL lets
 * them read while the server writes). Jobs queue when every worker is busy; each has a time limit covering its wait
 * and its run (a thread's start-up excepted: the clock starts once a worker is ready), after which it fails with
 * QueryTimeoutError and its worker, if it was running it, is ended and replaced.
 */
export class SqliteReadPool {
  readonly #options: SqliteReadPoolOptions;
  readonly #workers: PoolWorker[] = [];
  readonly #queue: Job[] = [];
  #nextId = 1;
  #closed = false;

  constructor(options: SqliteReadPoolOptions) {
    this.#options = options;
  }

  /** The rows of one SELECT; `scan`: a chunk of a walk over a whole list, read through a small cache of its own. */
  run(sql: string, parameters: readonly unknown[], options: { readonly scan?: boolean } = {}): Promise<Record<string, unknown>[]> {
    if (this.#closed) return Promise.reject(new Error('the read pool is closed'));
    return new Promise((resolve, reject) => {
      const job: Job = { id: this.#nextId++, sql, parameters, ...(options.scan ? { scan: true } : {}), resolve, reject };
      if (this.#workers.some((worker) => worker.ready)) this.#startClock(job);
      this.#queue.push(job);
      this.#dispatch();
    });
  }

  /** Ends every worker; queued and running queries fail. */
  async close(): Promise<void> {
    this.#closed = true;
    for (const job of this.#queue.splice(0)) this.#settle(job, new Error('the read pool is closed'));
    await Promise.all(
      this.#workers.splice(0).map((worker) => {
        if (worker.job) this.#settle(worker.job, new Error('the read pool is closed'));
        return worker.thread.terminate();
      }),
    );
  }

  #dispatch(): void {
    while (this.#queue.length > 0) {
      const worker = this.#workers.find((candidate) => candidate.ready && !candidate.job);
      if (!worker) {
        // Start one more thread when every one is busy and the pool may grow; jobs wait for the first free one.
        if (this.#workers.every((candidate) => candidate.ready) && this.#workers.length < this.#options.size) this.#spawn();
        return;
      }
      const job = this.#queue.shift()!;
      this.#startClock(job);
      worker.job = job;
      job.worker = worker;
      // A thread with work keeps the process alive (a CLI awaiting its query must not exit); an idle one does not.
      worker.thread.ref();
      worker.thread.postMessage({ id: job.id, sql: job.sql, parameters: job.parameters, scan: job.scan } satisfies ReadRequest);
    }
  }

  #spawn(): void {
    const workerData = { file: this.#options.file, busyTimeoutMs: this.#options.busyTimeoutMs, scanCacheKb: SCAN_CACHE_KB };
    // A worker's rows live only until they are posted: a small young generation keeps each thread's heap from growing
    // to V8's default (64 MB semi-spaces on Node 24) during a long read such as an export.
    const thread = new Worker(WORKER_URL, { workerData, resourceLimits: { maxYoungGenerationSizeMb: WORKER_YOUNG_GENERATION_MB } });
    const worker: PoolWorker = { thread, ready: false };
    worker.thread.on('message', (response: ReadResponse | { readonly ready: true }) => {
      if ('ready' in response) {
        worker.ready = true;
        for (const job of this.#queue) this.#startClock(job);
      } else {
        const job = worker.job;
        if (!job || job.id !== response.id) return;
        worker.job = undefined;
        if ('rows' in response) this.#settle(job, undefined, response.rows);
        else this.#settle(job, Object.assign(new Error(response.error.message), response.error.code ? { code: response.error.code } : {}));
      }
      this.#dispatch();
      if (!worker.job) worker.thread.unref();
    });
    worker.thread.on('error', (error) => this.#drop(worker, error));
    worker.thread.on('exit', () => this.#drop(worker, new Error('a read worker stopped')));
    // Started for a waiting query, so it holds the process until it is ready and idle.
    this.#workers.push(worker);
  }

  /** A thread that died leaves the pool, failing its query; one that never became ready fails every waiting query (no respawn loop). */
  #drop(worker: PoolWorker, error: Error): void {
    const index = this.#workers.indexOf(worker);
    if (index === -1) return;
    this.#workers.splice(index, 1);
    if (worker.job) this.#settle(worker.job, error);
    worker.job = undefined;
    if (!worker.ready && this.#workers.length === 0) for (const job of this.#queue.splice(0)) this.#settle(job, error);
    if (!this.#closed) this.#dispatch();
  }

  #startClock(job: Job): void {
    job.timer ??= setTimeout(() => this.#expire(job), this.#options.timeoutMs);
  }

  #expire(job: Job): void {
    const queued = this.#queue.indexOf(job);
    if (queued !== -1) this.#queue.splice(queued, 1);
    const worker = job.worker;
    this.#settle(job, new QueryTimeoutError(this.#options.timeoutMs));
    // SQLite cannot be interrupted from another thread: ending the thread is how the query stops.
    if (worker && worker.job === job) {
      worker.job = undefined;
      const index = this.#workers.indexOf(worker);
      if (index !== -1) this.#workers.splice(index, 1);
      void worker.thread.terminate();
      this.#dispatch();
    }
  }

  #settle(job: Job, error: Error | undefined, rows?: Record<string, unknown>[]): void {
    clearTimeout(job.timer);
    if (error) job.reject(error);
    else job.resolve(rows ?? []);
  }
}
