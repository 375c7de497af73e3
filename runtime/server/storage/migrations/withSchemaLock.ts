import {
  CompiledQuery,
  Kysely,
  PostgresAdapter,
  PostgresIntrospector,
  PostgresQueryCompiler,
  SqliteAdapter,
  SqliteIntrospector,
  SqliteQueryCompiler,
  type DatabaseConnection,
  type Dialect,
  type Driver,
} from 'kysely';
import type { Database, StoreDialect, StoreSchema } from '../Database.js';

// One fixed key for every admin-gen process on a PostgreSQL database: start-ups queue behind each other.
const SCHEMA_LOCK_KEY = 'admin-gen:schema';

/**
 * Runs `work` in one transaction that holds the store's schema lock: PostgreSQL's transaction-level advisory lock,
 * SQLite's write lock (BEGIN IMMEDIATE). Servers starting together on one database take turns: the first migrates
 * (and seeds), the others then find nothing left to do. `work` gets a store bound to that transaction; its own
 * transactions become savepoints, and Kysely's Migrator can run on it. Rolls everything back on an error.
 */
export async function withSchemaLock<T>(database: Database, work: (locked: Database) => Promise<T>, options: SchemaLockOptions = {}): Promise<T> {
  // better-sqlite3 waits for the file's lock on this thread, where the holder (another handle of this process) could
  // never finish: handles of one process on one file take turns here first; other processes wait on the file.
  if (database.file === undefined) return lockAndRun(database, work, options);
  const previous = fileQueues.get(database.file) ?? Promise.resolve();
  const turn = previous.then(() => lockAndRun(database, work, options));
  const settled = turn.then(
    () => {},
    () => {},
  );
  fileQueues.set(database.file, settled);
  void settled.then(() => {
    if (fileQueues.get(database.file!) === settled) fileQueues.delete(database.file!);
  });
  return turn;
}

/** The last schema lock asked for on each SQLite file by this process. */
const fileQueues = new Map<string, Promise<void>>();

async function lockAndRun<T>(database: Database, work: (locked: Database) => Promise<T>, options: SchemaLockOptions): Promise<T> {
  return database.db.getExecutor().provideConnection(async (connection) => {
    // SQLite changes foreign_keys only outside a transaction; the caller checks the keys itself before commit.
    const keysOff = options.foreignKeys === false && database.dialect === 'sqlite';
    if (keysOff) await connection.executeQuery(CompiledQuery.raw('pragma foreign_keys = off'));
    try {
      return await runLocked(database, connection, work, options.sqliteWaitMs ?? SQLITE_SCHEMA_WAIT_MS);
    } finally {
      if (keysOff) await connection.executeQuery(CompiledQuery.raw('pragma foreign_keys = on'));
    }
  });
}

export interface SchemaLockOptions {
  /** SQLite only: false runs `work` with foreign keys off (a table rebuild, whose drop must not cascade). */
  readonly foreignKeys?: boolean;
  /** SQLite only: how long to keep waiting for another process's write lock (default SQLITE_SCHEMA_WAIT_MS). */
  readonly sqliteWaitMs?: number;
}

// How long a SQLite start-up waits for another process's migration and seeding (PostgreSQL's advisory lock waits as long as it takes).
export const SQLITE_SCHEMA_WAIT_MS = 10 * 60_000;

/**
 * SQLite's BEGIN IMMEDIATE, taken again while another process holds the file's write lock past busy_timeout (its
 * migration or demo seeding on a loaded machine): a second server started beside it must wait its turn, not exit.
 */
async function beginImmediate(connection: DatabaseConnection, waitMs: number): Promise<void> {
  const deadline = Date.now() + waitMs;
  for (;;) {
    try {
      await connection.executeQuery(CompiledQuery.raw('begin immediate'));
      return;
    } catch (error) {
      if ((error as { code?: unknown }).code !== 'SQLITE_BUSY' || Date.now() >= deadline) throw error;
      // busy_timeout already waited on this thread; timers and I/O run before the next try.
      await new Promise((resolve) => setTimeout(resolve, 10));
    }
  }
}

/** BEGIN, the lock, `work`, COMMIT; ROLLBACK on an error. */
async function runLocked<T>(database: Database, connection: DatabaseConnection, work: (locked: Database) => Promise<T>, waitMs: number): Promise<T> {
  if (database.dialect === 'postgres') await connection.executeQuery(CompiledQuery.raw('begin'));
  else await beginImmediate(connection, waitMs);
  try {
    if (database.dialect === 'postgres') {
      // Waiting for another server's migration, and building indexes over big tables, may take longer than any query should.
      await connection.executeQuery(CompiledQuery.raw('set local statement_timeout = 0'));
      await connection.executeQuery(CompiledQuery.raw('select pg_advisory_xact_lock(hashtext($1))', [SCHEMA_LOCK_KEY]));
    }
    const db = new Kysely<StoreSchema>({ dialect: createHeldDialect(connection, database.dialect) });
    // No `file`: a schema lock taken again inside would queue behind this one.
    const result = await work({ db, dialect: database.dialect, engine: database.engine, close: async () => {} });
    await connection.executeQuery(CompiledQuery.raw('commit'));
    return result;
  } catch (error) {
    await connection.executeQuery(CompiledQuery.raw('rollback')).catch(() => {});
    throw error;
  }
}

/** A dialect whose every query goes to the one connection that holds the lock. */
function createHeldDialect(connection: DatabaseConnection, dialect: StoreDialect): Dialect {
  const postgres = dialect === 'postgres';
  return {
    createAdapter: () => (postgres ? new PostgresAdapter() : new SqliteAdapter()),
    createDriver: () => new HeldConnectionDriver(connection),
    createIntrospector: (db) => (postgres ? new PostgresIntrospector(db) : new SqliteIntrospector(db)),
    createQueryCompiler: () => (postgres ? new PostgresQueryCompiler() : new SqliteQueryCompiler()),
  };
}

/** Lends the held connection to every query; a transaction inside is a savepoint of the outer one. */
class HeldConnectionDriver implements Driver {
  #depth = 0;
  constructor(private readonly connection: DatabaseConnection) {}
  async init(): Promise<void> {}
  async acquireConnection(): Promise<DatabaseConnection> {
    return this.connection;
  }
  async beginTransaction(connection: DatabaseConnection): Promise<void> {
    await connection.executeQuery(CompiledQuery.raw(`savepoint held_${++this.#depth}`));
  }
  async commitTransaction(connection: DatabaseConnection): Promise<void> {
    await connection.executeQuery(CompiledQuery.raw(`release savepoint held_${this.#depth--}`));
  }
  async rollbackTransaction(connection: DatabaseConnection): Promise<void> {
    const depth = this.#depth--;
    await connection.executeQuery(CompiledQuery.raw(`rollback to savepoint held_${depth}`));
    await connection.executeQuery(CompiledQuery.raw(`release savepoint held_${depth}`));
  }
  async releaseConnection(): Promise<void> {}
  async destroy(): Promise<void> {}
}
