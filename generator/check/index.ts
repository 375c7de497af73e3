// Stage 2, check: the meta-schemas, then the checks across fields and files; every problem with its file, line, column and pointer.
export { getSchemaProblems, locateProblems, validateSchemas } from './validateSchemas.js';
export { SchemaValidationError, formatSchemaProblem } from './SchemaValidationError.js';
export { RESERVED_ENTITY_NAMES } from './getEntityProblems.js';
