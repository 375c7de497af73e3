import type { UiSchema } from '@rjsf/utils';
import { isRecord } from '../../shared/index.js';

/**
 * The form's uiSchema with `hint` as the help text (`ui:help`, drawn under the field) of each field that keeps a stored
 * value the current rules refuse (useEntityForm's keptFields), after the field's own help when it has one.
 */
export function getKeptValueUiSchema(uiSchema: UiSchema, keptFields: readonly string[], hint: string): UiSchema {
  if (keptFields.length === 0) return uiSchema;
  const result: UiSchema = { ...uiSchema };
  for (const field of keptFields) {
    const own = isRecord(uiSchema[field]) ? (uiSchema[field] as Record<string, unknown>) : {};
    const help = typeof own['ui:help'] === 'string' && own['ui:help'] !== '' ? `${own['ui:help']} ${hint}` : hint;
    result[field] = { ...own, 'ui:help': help };
  }
  return result;
}
