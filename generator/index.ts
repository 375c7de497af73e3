// The generator's public surface: the four stages (load → check → normalize → emit) and the build that chains them.
export { loadMigrations, loadSchemas } from './load/index.js';
export type { LoadSchemasOptions } from './load/index.js';
export { getSchemaProblems, validateSchemas, SchemaValidationError, formatSchemaProblem, RESERVED_ENTITY_NAMES } from './check/index.js';
export { normalize, normalizeApp, normalizeEntity, DEFAULT_DELETE_CONFIRM } from './normalize/index.js';
export {
  emitEntityModule,
  emitIndex,
  getPageRoutes,
  emitFormValidators,
  getFormValidatorsConstName,
  VALIDATORS_DIR,
  emitFormValidatorsIndex,
  emitOpenApi,
  emitRoleMatrix,
  ROLE_MATRIX_PATH,
  emitStarterSchema,
  emitFiles,
  emitMigrations,
  diffDataModels,
  getTemplates,
} from './emit/index.js';
export type { EmitCache, Templates } from './emit/index.js';
export { AUDIT_ENTITY, AUDIT_ENTITY_SOURCE, RECORD_HISTORY_GRID } from './shared/index.js';
export { ADMIN_USER_ENTITY, ADMIN_USER_ENTITY_SOURCE } from './shared/index.js';
export { runBuild, getStaleFiles } from './runBuild.js';
export type { RunBuildOptions, RunBuildResult, StaleFile } from './runBuild.js';
export type * from './shared/types.js';
export type { EmitMigrationsResult } from './emit/index.js';
