import { isImageSchema } from '../../shared/index.js';
import type { EntityDefinition } from '../../shared/index.js';

/** The form's uiSchema with the `image` widget for every image field (contentMediaType image/*) it shows and names no widget for. */
export function getImageUiSchema(entity: EntityDefinition, fields: readonly string[], uiSchema: Readonly<Record<string, unknown>>): Readonly<Record<string, unknown>> {
  let result = uiSchema;
  for (const field of entity.fields) {
    if (!fields.includes(field.name) || !isImageSchema(field.schema)) continue;
    const own = uiSchema[field.name];
    const ui = typeof own === 'object' && own !== null && !Array.isArray(own) ? (own as Record<string, unknown>) : {};
    if (ui['ui:widget'] !== undefined || ui['ui:field'] !== undefined) continue;
    result = { ...result, [field.name]: { ...ui, 'ui:widget': 'image' } };
  }
  return result;
}
