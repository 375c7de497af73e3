import type { EntityDefinition, JsonSchema } from '../../shared/index.js';
import type { EntityRegistry } from '../model/index.js';

/** Marks a property whose empty form value means "let the server generate it" (null rather than absent). */
export const GENERATED_MARK = 'x-admin-gen-generated';

/**
 * The schema a form-encoded body of the entity is typed by: the record's properties, each children array as a
 * list of the child's lines (its properties minus the parent field), generated fields marked.
 */
export function getFormSchema(entity: EntityDefinition, registry: EntityRegistry, omit?: string): JsonSchema {
  const properties: Record<string, JsonSchema> = {};
  for (const [name, schema] of Object.entries(entity.schema.properties ?? {})) {
    if (name === omit) continue;
    properties[name] = Object.hasOwn(entity.generated, name) ? { ...schema, [GENERATED_MARK]: true } : schema;
  }
  for (const children of entity.children) {
    if (!registry.has(children.entity)) continue;
    properties[children.name] = { type: 'array', items: getFormSchema(registry.get(children.entity), registry, children.field) };
  }
  return { ...entity.schema, properties };
}
