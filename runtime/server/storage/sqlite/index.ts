// What only SQLite needs: read workers, its SQL functions, its foreign-key rebuild.
export { QueryTimeoutError, SqliteReadPool } from './SqliteReadPool.js';
export { migrateSqliteForeignKeys } from './migrateSqliteForeignKeys.js';
