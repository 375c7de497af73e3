// The generator's public surface: the pipeline stages, the emitters and the build that chains them.
export { loadSchemas } from './loadSchemas.js';
export type { LoadSchemasOptions } from './loadSchemas.js';
export { getSchemaProblems, validateSchemas } from './validateSchemas.js';
export { SchemaValidationError, formatSchemaProblem } from './SchemaValidationError.js';
export { RESERVED_ENTITY_NAMES } from './getEntityProblems.js';
export { AUDIT_ENTITY, AUDIT_ENTITY_SOURCE, RECORD_HISTORY_GRID } from './loadBuiltinEntities.js';
export { normalize, normalizeApp, normalizeEntity, DEFAULT_DELETE_CONFIRM } from './normalize.js';
export { emitEntityModule } from './emitEntityModule.js';
export { emitIndex, getPageRoutes } from './emitIndex.js';
export { emitOpenApi } from './emitOpenApi.js';
export { emitStarterSchema } from './emitStarterSchema.js';
export { emitFiles } from './emitFiles.js';
export { getTemplates } from './getTemplates.js';
export type { Templates } from './getTemplates.js';
export { runBuild, getStaleFiles } from './runBuild.js';
export type { RunBuildOptions, RunBuildResult, StaleFile } from './runBuild.js';
export type * from './types.js';
