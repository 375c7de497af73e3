import type { JsonSchema } from '../../runtime/shared/index.js';
import type { EntitySchemaInput } from '../shared/types.js';

/** A field's schema as the entity's `computed` makes it: read-only (the server computes it; no body may set it); other fields unchanged. */
export function getComputedFieldSchema(entity: EntitySchemaInput, name: string, schema: JsonSchema): JsonSchema {
  return Object.hasOwn(entity.computed ?? {}, name) ? { ...schema, readOnly: true } : schema;
}
