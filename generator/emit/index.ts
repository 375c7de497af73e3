// Stage 4, emit: the model to generated/ (entity modules, index, form validators, openapi.json, roles.md) through templates/.
export { emitEntityModule } from './emitEntityModule.js';
export { emitIndex, getPageRoutes } from './emitIndex.js';
export { emitFormValidators, getFormValidatorsConstName, VALIDATORS_DIR } from './emitFormValidators.js';
export { emitFormValidatorsIndex } from './emitFormValidatorsIndex.js';
export { emitOpenApi } from './emitOpenApi.js';
export { emitRoleMatrix, ROLE_MATRIX_PATH } from './emitRoleMatrix.js';
export { emitStarterSchema } from './emitStarterSchema.js';
export { emitFiles } from './emitFiles.js';
export type { EmitCache, EmitFilesOptions } from './emitFiles.js';
export { getRuntimeDir } from './getRuntimeDir.js';
export { getTemplates } from './getTemplates.js';
export type { Templates } from './getTemplates.js';
export { emitMigrations } from './emitMigrations.js';
export type { EmitMigrationsResult } from './emitMigrations.js';
export { diffDataModels } from './diffDataModels.js';
export { emitReferenceFiles } from './emitReferenceFiles.js';
export { emitSchemaReference, SCHEMA_REFERENCE_PATH } from './emitSchemaReference.js';
export type { ReferencedMetaSchema } from './emitSchemaReference.js';
