import { sql } from 'kysely';
import type { StoreEngine } from '../StoreEngine.js';
import { sqliteGeneratedSql } from './sqliteGeneratedSql.js';

/** SQLite: one writer holds the file's lock for the whole transaction, NULLs sort first, FTS5 tables serve searches. */
export const sqliteEngine: StoreEngine = {
  dialect: 'sqlite',
  title: 'SQLite',
  concurrentWriters: false,
  chunkRows: 1000,
  toStoredBoolean: (value) => (value ? 1 : 0),
  forUpdate: (query) => query,
  forShare: (query) => query,
  lockKey: async () => {},
  orderDirection: (direction) => direction,
  roundCents: (sum) => sql`coalesce(round(${sum}, 2), 0)`,
  generatedSql: sqliteGeneratedSql,
};
