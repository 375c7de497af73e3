import { isImageSchema } from '../../shared/index.js';
import type { EntityDefinition, JsonSchema } from '../../shared/index.js';

/**
 * How a view draws a field: rows of a children entity as a table, an array of { name, url } as file links,
 * an object as a nested label/value list, an image as a larger preview, rich text (an HTML field) as its formatted
 * text, anything else with the cell of its type.
 */
export type ViewFieldKind = 'children' | 'files' | 'object' | 'image' | 'html' | 'cell';

/** The view kind of one of the entity's fields (see ViewFieldKind). */
export function getViewFieldKind(entity: EntityDefinition, name: string): ViewFieldKind {
  if (entity.children.some((children) => children.name === name)) return 'children';
  const field = entity.fields.find((candidate) => candidate.name === name);
  const schema = field?.schema;
  if (!schema) return 'cell';
  if (field.html) return 'html';
  if (isImageSchema(schema)) return 'image';
  if (hasType(schema, 'array') && schema.items && hasType(schema.items, 'object')) {
    const properties = schema.items.properties ?? {};
    if ('url' in properties) return 'files';
  }
  if (hasType(schema, 'object') && schema.properties) return 'object';
  return 'cell';
}

function hasType(schema: JsonSchema, type: string): boolean {
  return Array.isArray(schema.type) ? schema.type.includes(type as never) : schema.type === type;
}
