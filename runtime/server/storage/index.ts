// The store: everything that reads or writes the database. Outside storage/, import from here only; endpoints call
// the Store (createStore), whose engines (sqlite/, postgres/) hold what differs.
export type { Database, DatabaseOptions, StoreDialect, StoreSchema } from './Database.js';
export { createDatabase, isPostgresUrl, isSharedStore } from './createDatabase.js';
export type { InsertedLines, RowsToInsert, Store, StoreTransaction, StoredRow } from './Store.js';
export { createStore } from './createStore.js';
export * from './common/index.js';
export * from './rows/index.js';
export * from './references/index.js';
export * from './lists/index.js';
export * from './migrations/index.js';
export { migrateSqliteForeignKeys, QueryTimeoutError } from './sqlite/index.js';
export type { DeleteBlocker, DeleteEffect, DeleteImpact } from '../../shared/index.js';
export * from './views/index.js';
