// The store: everything that reads or writes the database. Outside storage/, import from here only.
export type { Database, DatabaseOptions, StoreDialect, StoreSchema } from './Database.js';
export { createDatabase, isPostgresUrl } from './createDatabase.js';
export * from './common/index.js';
export * from './rows/index.js';
export * from './references/index.js';
export * from './lists/index.js';
export * from './migrations/index.js';
export { migrateSqliteForeignKeys, QueryTimeoutError } from './sqlite/index.js';
export type { DeleteBlocker, DeleteEffect, DeleteImpact } from '../../shared/index.js';
