// Stage 1, load: reads schemas/ (with file, line and column for every JSON syntax problem) and adds the built-in entities.
export { loadSchemas, loadFile } from './loadSchemas.js';
export type { LoadSchemasOptions } from './loadSchemas.js';
export { loadBuiltinEntities } from './loadBuiltinEntities.js';
export { loadMigrations, MIGRATION_NAME } from './loadMigrations.js';
