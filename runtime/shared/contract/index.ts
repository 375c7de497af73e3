// The HTTP contract, stated once: per operation, the JSON Schemas the server validates and openapi.json documents.
export type { ApiContract, EndpointContract, EndpointRole, EndpointSecurity, ResponseContract } from './ApiContract.js';
export { getApiContract, HEALTH_TAG, SESSION_TAG, UPLOADS_TAG } from './getApiContract.js';
export { BUILTIN_OPERATION_IDS } from './builtinOperationIds.js';
export type { BuiltinOperationId } from './builtinOperationIds.js';
export type { ApiModel } from './getApiContract.js';
export { endpointContractRegistry } from './endpointContractRegistry.js';
export type { EndpointKindContract } from './endpointContractRegistry.js';
export { getExclusionParam, getListSpec, getOthersParam, MAX_PAGE_INDEX, MAX_PAGE_SIZE, OTHER_TAB_VALUE, SEARCH_PARAM } from './getListSpec.js';
export type { ListFilterSpec, ListOthersSpec, ListSpec } from './getListSpec.js';
export { getListQuerySchema, MAX_SEARCH_LENGTH } from './getListQuerySchema.js';
export { EXPORT_FORMAT_NAMES, EXPORT_FORMAT_PARAM, EXPORT_FORMATS, EXPORT_ID_COLUMN, XLSX_MAX_ROWS, hasListExport } from './exportFormats.js';
export type { ExportFormat } from './exportFormats.js';
export { getInputSchema, getPatchSchema, getRowSchemaName, getSchemaName } from './getEntitySchemas.js';
export { getLookupEndpoints, getLookupOperationId, getLookupPath, getTreeParentField, LOOKUP_PAGE_SIZE, MAX_LOOKUP_LIMIT, MAX_LOOKUP_OFFSET, TREE_PATH_SEPARATOR } from './getLookupContract.js';
export { DELETE_IMPACT_SCHEMA, getImpactEndpoints, getImpactOperationId, getImpactPath, hasDeleteEndpoint } from './getImpactContract.js';
export { getImportEndpoints, getImportingGrids, getImportOperationId, getImportPath, getImportReportSchema, IMPORT_MAX_BYTES, IMPORT_MEDIA_TYPES, IMPORT_REPORT_LIMIT, IMPORT_REPORT_SCHEMA } from './getImportContract.js';
export type { ImportError, ImportingGrid, ImportReport, ImportRow } from './getImportContract.js';
