import type { JsonSchema } from '../../runtime/shared/index.js';

/** The field schema without admin-gen's `unique` flag, which is no JSON Schema keyword (ajv and RJSF see the rest). */
export function withoutUniqueKeyword(field: JsonSchema): JsonSchema {
  if (!Object.hasOwn(field, 'unique')) return field;
  const { unique: _unique, ...rest } = field;
  return rest;
}
