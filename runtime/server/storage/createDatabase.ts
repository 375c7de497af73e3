import type { Database, DatabaseOptions } from './Database.js';
import { createPostgresDatabase } from './postgres/createPostgresDatabase.js';
import { createSqliteDatabase } from './sqlite/createSqliteDatabase.js';

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

/** True when the URL names a store several servers may share (PostgreSQL): they must then agree on secrets such as the upload one. */
export function isSharedStore(url: string | undefined): boolean {
  return isPostgresUrl(url);
}
