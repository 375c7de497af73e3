import { mkdirSync } from 'node:fs';
import path from 'node:path';
import BetterSqlite3 from 'better-sqlite3';
import { CompiledQuery, Kysely, PostgresDialect, SqliteDialect, SqliteDriver, type DatabaseConnection, type SqliteDialectConfig } from 'kysely';
import pg from 'pg';
import type { Database, DatabaseOptions, StoreSchema } from './Database.js';

const PG_INT8_OID = 20;
const PG_JSON_OIDS = new Set([114, 3802]); // json, jsonb

/** True when the URL selects PostgreSQL. */
export function isPostgresUrl(url: string | undefined): url is string {
  return url !== undefined && /^postgres(ql)?:\/\//i.test(url);
}

/** Opens the store: PostgreSQL for a `postgres://` URL, otherwise a WAL SQLite file in `dataDir`. */
export function createDatabase(options: DatabaseOptions = {}): Database {
  if (isPostgresUrl(options.databaseUrl)) return createPostgresDatabase(options.databaseUrl);
  return createSqliteDatabase(options.dataDir ?? './data');
}

function createSqliteDatabase(dataDir: string): Database {
  mkdirSync(dataDir, { recursive: true });
  const sqlite = new BetterSqlite3(path.join(dataDir, 'admin.sqlite'));
  sqlite.pragma('journal_mode = WAL');
  sqlite.pragma('foreign_keys = ON');
  sqlite.pragma('busy_timeout = 5000');
  // SQLite's built-in lower() folds ASCII only; Spanish filters need "Á" to match "á" as on PostgreSQL.
  sqlite.function('lower', { deterministic: true }, (value: unknown) =>
    typeof value === 'string' ? value.toLowerCase() : value,
  );
  const db = new Kysely<StoreSchema>({ dialect: new ImmediateSqliteDialect({ database: sqlite }) });
  return { db, dialect: 'sqlite', close: () => db.destroy() };
}

/**
 * Transactions start with BEGIN IMMEDIATE: they take the file's write lock up front, waiting up to busy_timeout for
 * another process's, instead of failing at once with "database is locked" when a read turns into a write.
 */
class ImmediateSqliteDialect extends SqliteDialect {
  readonly #config: SqliteDialectConfig;
  constructor(config: SqliteDialectConfig) {
    super(config);
    this.#config = config;
  }
  override createDriver(): SqliteDriver {
    return new ImmediateSqliteDriver(this.#config);
  }
}

class ImmediateSqliteDriver extends SqliteDriver {
  override async beginTransaction(connection: DatabaseConnection): Promise<void> {
    await connection.executeQuery(CompiledQuery.raw('begin immediate'));
  }
}

function createPostgresDatabase(connectionString: string): Database {
  const pool = new pg.Pool({
    connectionString,
    max: 10,
    // While the server is down a request fails within this (503) instead of waiting; the next one connects afresh.
    connectionTimeoutMillis: 5000,
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
  const db = new Kysely<StoreSchema>({ dialect: new PostgresDialect({ pool }) });
  return {
    db,
    dialect: 'postgres',
    close: () => {
      closing = true;
      return db.destroy();
    },
  };
}
