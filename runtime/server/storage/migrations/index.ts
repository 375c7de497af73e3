// The schema the entities need, created and altered at start-up under the schema lock.
export { migrate } from './migrate.js';
export type { MigrateOptions, MigrateResult } from './migrate.js';
export { migrateSchema } from './migrateSchema.js';
export type { ConvergeResult } from './migrateSchema.js';
export * from './schema/index.js';
export { getSystemMigrationNames, getSystemMigrations, migrateSystemTables, MIGRATION_TABLES, SYSTEM_TABLES } from './migrateSystemTables.js';
export { withSchemaLock } from './withSchemaLock.js';
export type { SchemaLockOptions } from './withSchemaLock.js';
export { getReferenceTableName, getReferenceTargetIndexName, REFERENCE_TABLE_COLUMNS } from './migrateReferenceTables.js';
export { migrateListStorage, ROW_COUNTS_TABLE, getSearchTable, getListIndexName } from './migrateListStorage.js';
export { readOtherValueCounts, readValueCount, getValueRecountSql, VALUE_COUNTS_TABLE } from './migrateValueCounts.js';
export type { ValueCount } from './migrateValueCounts.js';
export { getRowVersionTrigger, migrateRowVersions } from './migrateRowVersions.js';
