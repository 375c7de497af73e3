import type { FieldDefinition } from '../../shared/index.js';
import { getFieldInputType } from '../editors/FieldInput.js';

/** The route params that name writable fields, typed for them (a number field gets a number): a new row's defaults. */
export function getParamValues(fields: readonly FieldDefinition[], params: Readonly<Record<string, string>>): Record<string, unknown> {
  const values: Record<string, unknown> = {};
  for (const field of fields) {
    const value = params[field.name];
    if (value === undefined || field.readOnly) continue;
    const type = getFieldInputType(field);
    values[field.name] =
      type === 'number' && value.trim() !== '' && !Number.isNaN(Number(value))
        ? Number(value)
        : type === 'checkbox'
          ? value === 'true'
          : value;
  }
  return values;
}
