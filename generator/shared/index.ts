// What every stage reads: the input and model types and the pure helpers more than one stage needs. Imports no stage.
export type * from './types.js';
export { AUDIT_ENTITY, AUDIT_ENTITY_SOURCE, RECORD_HISTORY_GRID } from './auditEntity.js';
export { getPluralWords, getTableName, pluralize, splitWords, toPascalCase } from './caseNames.js';
export { compareStrings } from './compareStrings.js';
export { getChildrenSchema } from './getChildrenSchema.js';
export { COLUMN_WIDTH_BOUNDS, getDefaultColumnWidth } from './getColumnWidth.js';
export { getEndpointTarget } from './getEndpointTarget.js';
export { getFieldStorage, getFieldType } from './getFieldType.js';
export { getGridParent, getGridParentCandidate, getGridParentCandidates } from './getGridParent.js';
export type { GridParentCandidate } from './getGridParent.js';
export { getLifecycleFieldSchema, isLifecycleField } from './getLifecycleFieldSchema.js';
export { getReferenceListEndpoint } from './getReferenceListEndpoint.js';
export { getRuleComparison } from './getRuleComparison.js';
export { isArrayField } from './isArrayField.js';
export { jsonPointer } from './jsonPointer.js';
export { withoutUniqueKeyword } from './withoutUniqueKeyword.js';
export { ADMIN_USER_ENTITY, ADMIN_USER_ENTITY_SOURCE } from './adminUserEntity.js';
export { getNamesSchema, getSchemaNameSets, NAMES_SCHEMA_PATH } from './getNamesSchema.js';
