import { sql } from 'kysely';
import type { StoreEngine } from '../StoreEngine.js';
import { postgresGeneratedSql } from './postgresGeneratedSql.js';

/** PostgreSQL: row locks and advisory locks between concurrent writers, NULLs ordered as SQLite does, search tables with pg_trgm indexes. */
export const postgresEngine: StoreEngine = {
  dialect: 'postgres',
  title: 'PostgreSQL',
  concurrentWriters: true,
  chunkRows: 250,
  toStoredBoolean: (value) => value,
  forUpdate: (query) => query.forUpdate(),
  forShare: (query) => query.forShare(),
  lockKey: async (trx, key) => {
    await sql`select pg_advisory_xact_lock(hashtext(${key}))`.execute(trx);
  },
  orderDirection: (direction) => (direction === 'asc' ? 'asc nulls first' : 'desc nulls last'),
  roundCents: (sum) => sql`coalesce(round(${sum}::numeric, 2), 0)`,
  generatedSql: postgresGeneratedSql,
};
