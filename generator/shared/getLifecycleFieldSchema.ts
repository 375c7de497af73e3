import type { JsonSchema } from '../../runtime/shared/index.js';
import type { EntitySchemaInput } from './types.js';

/**
 * A field's schema as the entity's `lifecycle` makes it: a declared lifecycle field is read-only (no body may set it)
 * and defaults to its initial state (what openapi.json documents and the column's default); other fields unchanged.
 */
export function getLifecycleFieldSchema(entity: EntitySchemaInput, name: string, schema: JsonSchema): JsonSchema {
  const lifecycle = entity.lifecycle?.[name];
  return lifecycle ? { ...schema, readOnly: true, default: lifecycle.initial } : schema;
}

/** Whether the entity declares `name` in its `lifecycle`. */
export function isLifecycleField(entity: EntitySchemaInput, name: string): boolean {
  return Object.hasOwn(entity.lifecycle ?? {}, name);
}
