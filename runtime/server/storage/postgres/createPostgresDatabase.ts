import { Kysely, PostgresDialect } from 'kysely';
import pg from 'pg';
import type { Database, StoreSchema } from '../Database.js';
import { postgresEngine } from './postgresEngine.js';
import { getTimedPool } from './getTimedPool.js';

const PG_INT8_OID = 20;
const PG_JSON_OIDS = new Set([114, 3802]); // json, jsonb
/** How much longer than QUERY_TIMEOUT_MS the PostgreSQL client waits for an answer before it gives up on the connection. */
const READ_TIMEOUT_GRACE_MS = 2000;

/** A pool of PostgreSQL connections whose statements end past the query limit. */
export function createPostgresDatabase(connectionString: string, queryTimeoutMs: number): Database {
  const pool = new pg.Pool({
    connectionString,
    max: 10,
    // While the server is down a request fails within this (503) instead of waiting; the next one connects afresh.
    connectionTimeoutMillis: 5000,
    // The server ends a statement past the limit (error 57014), which the API answers as a 503.
    statement_timeout: queryTimeoutMs,
    types: {
      getTypeParser: ((oid: number, format?: 'text' | 'binary') => {
        // Integer columns are bigint and counts are int8; admin values fit in a double, so read them as numbers.
        if (oid === PG_INT8_OID) return (value: string) => Number(value);
        // JSON comes back as text, as on SQLite, so readRow parses it the same way on both engines.
        if (PG_JSON_OIDS.has(oid)) return (value: string) => value;
        return pg.types.getTypeParser(oid, format);
      }) as typeof pg.types.getTypeParser,
    },
  });
  let closing = false;
  // An idle client dropped by the server (restart, terminated backend) is discarded by the pool; without a
  // listener that 'error' event would crash the process.
  pool.on('error', (error) => {
    if (!closing) console.error(`admin-gen: PostgreSQL connection lost: ${error.message}`);
  });
  // A checked-out client has no pool listener: a connection lost mid-query would otherwise be an uncaught 'error'.
  pool.on('connect', (client) => {
    client.on('error', (error) => {
      if (!closing) console.error(`admin-gen: PostgreSQL connection lost: ${error.message}`);
    });
  });
  const db = new Kysely<StoreSchema>({ dialect: new PostgresDialect({ pool: getTimedPool(pool, queryTimeoutMs, READ_TIMEOUT_GRACE_MS) }) });
  return {
    db,
    dialect: 'postgres',
    engine: postgresEngine,
    close: () => {
      closing = true;
      return db.destroy();
    },
  };
}
