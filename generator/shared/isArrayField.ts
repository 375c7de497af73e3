import { getFieldType } from './getFieldType.js';
import type { EntitySchemaInput } from './types.js';

/** Whether a field of `schema` is an array (for a reference: many ids). */
export function isArrayField(schema: EntitySchemaInput, name: string): boolean {
  const field = schema.fields[name];
  return field !== undefined && getFieldType(field) === 'array';
}
