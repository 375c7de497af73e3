import type { JsonSchema } from '../../runtime/shared/index.js';
import { getFieldType } from '../shared/getFieldType.js';
import type { EntitySchemaInput } from '../shared/types.js';

/**
 * The field that names a row of an entity (an image's alt text, …): the `display` other entities' references to it
 * show (the label their pickers list), else its first required plain text field; null when it has neither.
 */
export function getLabelField(schema: EntitySchemaInput, entities: Iterable<EntitySchemaInput>): string | null {
  for (const other of entities) {
    for (const reference of Object.values(other.references ?? {})) {
      if (reference.entity === schema.entity && schema.fields[reference.display] !== undefined) return reference.display;
    }
  }
  const required = schema.required ?? [];
  const isReference = (name: string) => schema.references?.[name] !== undefined;
  return required.find((name) => !isReference(name) && isPlainText(schema.fields[name])) ?? null;
}

/** A string a person types as words: no format (dates, addresses), no media type (images, HTML), not set by the server. */
function isPlainText(field: JsonSchema | undefined): boolean {
  if (!field || getFieldType(field) !== 'string' || field.readOnly === true) return false;
  return field.format === undefined && field.contentMediaType === undefined && field.enum === undefined && field.oneOf === undefined;
}
