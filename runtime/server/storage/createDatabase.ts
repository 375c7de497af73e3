import { mkdirSync } from 'node:fs';
import path from 'node:path';
import BetterSqlite3 from 'better-sqlite3';
import { CompiledQuery, Kysely, PostgresDialect, SqliteDialect, SqliteDriver, type DatabaseConnection, type QueryResult, type SqliteDialectConfig } from 'kysely';
import pg from 'pg';
import type { Database, DatabaseOptions, StoreSchema } from './Database.js';
import { registerSqliteFunctions } from './registerSqliteFunctions.mjs';
import { SqliteReadPool } from './SqliteReadPool.js';
import { getTimedPool } from './getTimedPool.js';

const PG_INT8_OID = 20;
const PG_JSON_OIDS = new Set([114, 3802]); // json, jsonb

/** True when the URL selects PostgreSQL. */
export function isPostgresUrl(url: string | undefined): url is string {
  return url !== undefined && /^postgres(ql)?:\/\//i.test(url);
}

/** Opens the store: PostgreSQL for a `postgres://` URL, otherwise a WAL SQLite file in `dataDir`. */
export function createDatabase(options: DatabaseOptions = {}): Database {
  const queryTimeoutMs = options.queryTimeoutMs ?? DEFAULT_QUERY_TIMEOUT_MS;
  if (isPostgresUrl(options.databaseUrl)) return createPostgresDatabase(options.databaseUrl, queryTimeoutMs);
  return createSqliteDatabase(options.dataDir ?? './data', queryTimeoutMs, options.readWorkers ?? DEFAULT_READ_WORKERS);
}

/** How long one query may run (or wait for a read worker) before it is cancelled; the QUERY_TIMEOUT_MS setting. */
export const DEFAULT_QUERY_TIMEOUT_MS = 10_000;
/** SQLite read worker threads; the READ_WORKERS setting. */
export const DEFAULT_READ_WORKERS = 2;
const BUSY_TIMEOUT_MS = 5000;
/** How much longer than QUERY_TIMEOUT_MS the PostgreSQL client waits for an answer before it gives up on the connection. */
const READ_TIMEOUT_GRACE_MS = 2000;

function createSqliteDatabase(dataDir: string, queryTimeoutMs: number, readWorkers: number): Database {
  mkdirSync(dataDir, { recursive: true });
  const file = path.join(dataDir, 'admin.sqlite');
  const sqlite = new BetterSqlite3(file);
  sqlite.pragma('journal_mode = WAL');
  sqlite.pragma('foreign_keys = ON');
  sqlite.pragma(`busy_timeout = ${BUSY_TIMEOUT_MS}`);
  registerSqliteFunctions(sqlite);
  const reads = readWorkers > 0 ? new SqliteReadPool({ file, size: readWorkers, timeoutMs: queryTimeoutMs, busyTimeoutMs: BUSY_TIMEOUT_MS }) : undefined;
  const db = new Kysely<StoreSchema>({ dialect: new ServerSqliteDialect({ database: sqlite }, reads) });
  const lookups = createLookupConnection(file);
  return {
    db,
    dialect: 'sqlite',
    lookup: async (query) => lookups.read(query),
    close: async () => {
      await reads?.close();
      lookups.close();
      await db.destroy();
    },
  };
}

/** A read-only connection for key lookups on the calling thread (WAL: it never waits for the writer), its statements kept. */
function createLookupConnection(file: string): { read(query: CompiledQuery): Record<string, unknown>[]; close(): void } {
  const sqlite = new BetterSqlite3(file, { readonly: true, fileMustExist: true });
  sqlite.pragma(`busy_timeout = ${BUSY_TIMEOUT_MS}`);
  registerSqliteFunctions(sqlite);
  const statements = new Map<string, BetterSqlite3.Statement>();
  return {
    read(query) {
      let statement = statements.get(query.sql);
      if (!statement) {
        statement = sqlite.prepare(query.sql);
        statements.set(query.sql, statement);
      }
      return statement.all(...query.parameters) as Record<string, unknown>[];
    },
    close: () => sqlite.close(),
  };
}

/**
 * Transactions start with BEGIN IMMEDIATE: they take the file's write lock up front, waiting up to busy_timeout for
 * another process's, instead of failing at once with "database is locked" when a read turns into a write. A SELECT
 * outside a transaction runs on a read worker (off the event loop, under the time limit); everything else on the
 * one writing connection.
 */
class ServerSqliteDialect extends SqliteDialect {
  readonly #config: SqliteDialectConfig;
  readonly #reads: SqliteReadPool | undefined;
  constructor(config: SqliteDialectConfig, reads: SqliteReadPool | undefined) {
    super(config);
    this.#config = config;
    this.#reads = reads;
  }
  override createDriver(): SqliteDriver {
    return new ServerSqliteDriver(this.#config, this.#reads);
  }
}

class ServerSqliteDriver extends SqliteDriver {
  readonly #reads: SqliteReadPool | undefined;
  constructor(config: SqliteDialectConfig, reads: SqliteReadPool | undefined) {
    super(config);
    this.#reads = reads;
  }
  // Kysely asks for a connection before it knows the query: the writing one is only taken (its mutex locked) once a
  // transaction or a statement other than a lone SELECT needs it, so reads never queue behind a write.
  override async acquireConnection(): Promise<DatabaseConnection> {
    return this.#reads ? new RoutedConnection(this.#reads, () => super.acquireConnection()) : super.acquireConnection();
  }
  override async beginTransaction(connection: DatabaseConnection): Promise<void> {
    await (await writing(connection)).executeQuery(CompiledQuery.raw('begin immediate'));
  }
  override async commitTransaction(connection: DatabaseConnection): Promise<void> {
    await super.commitTransaction(await writing(connection));
  }
  override async rollbackTransaction(connection: DatabaseConnection): Promise<void> {
    await super.rollbackTransaction(await writing(connection));
  }
  // Kysely passes the connection it acquired (SqliteDriver's own signature omits it: it has only one).
  override async releaseConnection(connection?: DatabaseConnection): Promise<void> {
    if (!(connection instanceof RoutedConnection) || connection.taken) await super.releaseConnection();
  }
}

const LONE_SELECT = /^\s*select\b/i;

class RoutedConnection implements DatabaseConnection {
  #writing: Promise<DatabaseConnection> | undefined;
  constructor(
    private readonly reads: SqliteReadPool,
    private readonly take: () => Promise<DatabaseConnection>,
  ) {}

  get taken(): boolean {
    return this.#writing !== undefined;
  }

  /** The writing connection, taken once for this use (a transaction keeps it until released). */
  writing(): Promise<DatabaseConnection> {
    this.#writing ??= this.take();
    return this.#writing;
  }

  async executeQuery<R>(query: CompiledQuery): Promise<QueryResult<R>> {
    if (!this.taken && LONE_SELECT.test(query.sql)) return { rows: (await this.reads.run(query.sql, query.parameters)) as R[] };
    return (await this.writing()).executeQuery<R>(query);
  }

  async *streamQuery<R>(query: CompiledQuery, chunkSize?: number): AsyncIterableIterator<QueryResult<R>> {
    yield* (await this.writing()).streamQuery<R>(query, chunkSize);
  }
}

async function writing(connection: DatabaseConnection): Promise<DatabaseConnection> {
  return connection instanceof RoutedConnection ? connection.writing() : connection;
}

function createPostgresDatabase(connectionString: string, queryTimeoutMs: number): Database {
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
    close: () => {
      closing = true;
      return db.destroy();
    },
  };
}
