import type { EntityDefinition } from '../../shared/index.js';

/**
 * The form's uiSchema with a picker for every reference field it shows and names no widget for: `reference` for
 * one id, `referencePicker` for an array of ids.
 */
export function getReferenceUiSchema(entity: EntityDefinition, fields: readonly string[], uiSchema: Readonly<Record<string, unknown>>): Readonly<Record<string, unknown>> {
  let result = uiSchema;
  for (const reference of entity.references) {
    if (!fields.includes(reference.field)) continue;
    const own = uiSchema[reference.field];
    const ui = typeof own === 'object' && own !== null && !Array.isArray(own) ? (own as Record<string, unknown>) : {};
    if (ui['ui:widget'] !== undefined || ui['ui:field'] !== undefined) continue;
    result = { ...result, [reference.field]: { ...ui, 'ui:widget': reference.many ? 'referencePicker' : 'reference' } };
  }
  return result;
}
