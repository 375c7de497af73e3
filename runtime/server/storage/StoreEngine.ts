import type { RawBuilder, Transaction } from 'kysely';
import type { SortOrder } from '../../shared/index.js';
import type { GeneratedSql } from './generated/GeneratedSql.js';

/** Tables and columns come from the schemas at run time, so the static shape is "any table, any column". */
export type StoreSchema = Record<string, Record<string, unknown>>;

export type StoreDialect = 'sqlite' | 'postgres';

/** A query that can hold the rows it reads until the transaction ends. */
export interface LockableQuery<Q> {
  forUpdate(): Q;
  forShare(): Q;
}

/** What differs between SQLite and PostgreSQL behind the store: one implementation in sqlite/, one in postgres/. */
export interface StoreEngine {
  readonly dialect: StoreDialect;
  /** The engine's name as people read it (the start-up line, the seed's summary). */
  readonly title: string;
  /** Write transactions run side by side (PostgreSQL), so a delete locks the scopes and rows it plans over; SQLite runs them one at a time. */
  readonly concurrentWriters: boolean;
  /**
   * Rows one read of a long walk over a list (an export's chunk) takes: PostgreSQL's rows are parsed on the event loop,
   * so its chunks are smaller, keeping other requests' waits short; SQLite's are read by a worker thread.
   */
  readonly chunkRows: number;
  /** A boolean as the engine stores it. */
  toStoredBoolean(value: boolean): unknown;
  /** Holds the row until the transaction ends for a write; SQLite's transactions hold the file's write lock already (BEGIN IMMEDIATE). */
  forUpdate<Q extends LockableQuery<Q>>(query: Q): Q;
  /** Keeps the row from changing or going until the transaction ends; SQLite's write lock already does. */
  forShare<Q extends LockableQuery<Q>>(query: Q): Q;
  /** A transaction-level lock on any text key (PostgreSQL advisory lock; nothing to do with SQLite's single writer). */
  lockKey(trx: Transaction<StoreSchema>, key: string): Promise<void>;
  /** The ORDER BY direction of a list key: PostgreSQL is told to put NULLs where SQLite does, so both scan the same index order. */
  orderDirection(direction: SortOrder): string;
  /** A sum rounded to cents (PostgreSQL rounds numerics only). */
  roundCents(sum: RawBuilder<unknown>): RawBuilder<unknown>;
  /** How the engine's generated columns compute a computed field (toGeneratedSql). */
  readonly generatedSql: GeneratedSql;
}
