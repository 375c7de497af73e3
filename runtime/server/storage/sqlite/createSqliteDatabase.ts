import path from 'node:path';
import BetterSqlite3 from 'better-sqlite3';
import { CompiledQuery, Kysely, SqliteDialect, SqliteDriver, type DatabaseConnection, type QueryResult, type SqliteDialectConfig } from 'kysely';
import type { Database, StoreSchema } from '../Database.js';
import { isScanRead } from '../common/readAsScan.js';
import { sqliteEngine } from './sqliteEngine.js';
import { registerSqliteFunctions } from './registerSqliteFunctions.mjs';
import { SqliteReadPool } from './SqliteReadPool.js';
import { protectSqliteFiles } from './protectSqliteFiles.js';

const BUSY_TIMEOUT_MS = 5000;

/** A WAL SQLite file in `dataDir`: one writing connection, read workers, and a read-only connection for key lookups. */
export function createSqliteDatabase(dataDir: string, queryTimeoutMs: number, readWorkers: number): Database {
  const file = path.join(dataDir, 'admin.sqlite');
  protectSqliteFiles(dataDir, file);
  const sqlite = new BetterSqlite3(file);
  // First: switching a new file to WAL takes its lock, which a second server starting beside this one may hold.
  sqlite.pragma(`busy_timeout = ${BUSY_TIMEOUT_MS}`);
  sqlite.pragma('journal_mode = WAL');
  sqlite.pragma('foreign_keys = ON');
  registerSqliteFunctions(sqlite);
  const reads = readWorkers > 0 ? new SqliteReadPool({ file, size: readWorkers, timeoutMs: queryTimeoutMs, busyTimeoutMs: BUSY_TIMEOUT_MS }) : undefined;
  const db = new Kysely<StoreSchema>({ dialect: new ServerSqliteDialect({ database: sqlite }, reads) });
  const lookups = createLookupConnection(file);
  return {
    db,
    dialect: 'sqlite',
    engine: sqliteEngine,
    file,
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
    if (!this.taken && LONE_SELECT.test(query.sql)) return { rows: (await this.reads.run(query.sql, query.parameters, { scan: isScanRead() })) as R[] };
    return (await this.writing()).executeQuery<R>(query);
  }

  async *streamQuery<R>(query: CompiledQuery, chunkSize?: number): AsyncIterableIterator<QueryResult<R>> {
    yield* (await this.writing()).streamQuery<R>(query, chunkSize);
  }
}

async function writing(connection: DatabaseConnection): Promise<DatabaseConnection> {
  return connection instanceof RoutedConnection ? connection.writing() : connection;
}
