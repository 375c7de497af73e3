import type { CompiledQuery, Kysely } from 'kysely';
import type { StoreEngine, StoreDialect, StoreSchema } from './StoreEngine.js';

export type { StoreDialect, StoreSchema } from './StoreEngine.js';

/** An open store: the Kysely instance, which engine it talks to, and how to release it. */
export interface Database {
  readonly db: Kysely<StoreSchema>;
  readonly dialect: StoreDialect;
  /** What differs between the engines: locks, NULL ordering, search tables. */
  readonly engine: StoreEngine;
  /**
   * The rows of a SELECT that reads a few rows by their key (microseconds, whatever the table's size), run where it
   * costs least: SQLite reads it on a read-only connection of this thread, since a read worker's round trip costs
   * more than the lookup. Absent (a store held by a transaction), the query runs like any other: see readByKey.
   */
  readonly lookup?: (query: CompiledQuery) => Promise<Record<string, unknown>[]>;
  /** SQLite: the file's path (handles of one process on one file queue for the schema lock in memory: see withSchemaLock). */
  readonly file?: string;
  close(): Promise<void>;
}

export interface DatabaseOptions {
  /** Folder of the SQLite file; default `./data`. Ignored when `databaseUrl` is a postgres URL. */
  dataDir?: string;
  /** `postgres://…` selects PostgreSQL; anything else (or nothing) selects SQLite. */
  databaseUrl?: string;
  /** A query running (or waiting for a SQLite read worker) longer is cancelled; default 10 s. */
  queryTimeoutMs?: number;
  /** SQLite worker threads that run reads off the event loop; 0 reads on the main thread. Default 2. */
  readWorkers?: number;
}
