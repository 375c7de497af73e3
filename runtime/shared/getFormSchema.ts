import type { EntityDefinition, FormDefinition, JsonSchema } from './types.js';

/**
 * The entity's record schema restricted to the form's fields, in the form's order, with their `required`. Pure, so
 * the generator (precompiled validators) and the browser (RJSF) compute the very same schema.
 */
export function getFormSchema(entity: EntityDefinition, form: FormDefinition): JsonSchema {
  const properties: Record<string, JsonSchema> = {};
  for (const name of form.fields) {
    const field = entity.fields.find((candidate) => candidate.name === name);
    if (!field) {
      const known = entity.fields.map((candidate) => candidate.name).join(', ');
      throw new Error(`Form "${form.name}" of entity "${entity.entity}" names field "${name}", which does not exist. Known fields: ${known}.`);
    }
    properties[name] = field.schema;
  }
  const required = (entity.schema.required ?? []).filter((name) => form.fields.includes(name));
  return { type: 'object', properties, required };
}

/** The record's values of the form's fields, to fill an edit form. */
export function getFormData(record: Readonly<Record<string, unknown>> | null, form: FormDefinition): Record<string, unknown> {
  const data: Record<string, unknown> = {};
  if (!record) return data;
  for (const name of form.fields) if (record[name] !== undefined && record[name] !== null) data[name] = record[name];
  return data;
}
