import type BetterSqlite3 from 'better-sqlite3';

/** The SQL functions every SQLite connection of the server has, the read workers' included, so a query means the same on each. */
export function registerSqliteFunctions(sqlite: BetterSqlite3.Database): void {
  // SQLite's built-in lower() folds ASCII only; Spanish filters need "Á" to match "á" as on PostgreSQL.
  sqlite.function('lower', { deterministic: true }, (value: unknown) => (typeof value === 'string' ? value.toLowerCase() : value));
}
