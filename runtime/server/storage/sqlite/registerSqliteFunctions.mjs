// Plain JavaScript, so the read workers load it without a TypeScript loader (their start-up stays fast).

/**
 * The SQL functions every SQLite connection of the server has, the read workers' included, so a query means the
 * same on each.
 * @param {import('better-sqlite3').Database} sqlite
 */
export function registerSqliteFunctions(sqlite) {
  // SQLite's built-in lower() folds ASCII only; Spanish filters need "Á" to match "á" as on PostgreSQL.
  sqlite.function('lower', { deterministic: true }, (value) => (typeof value === 'string' ? value.toLowerCase() : value));
}
