import type { FieldDefinition } from '../../shared/index.js';
import { getFieldInputType } from '../editors/FieldInput.js';

/** The values to send from grid inputs: an empty number input is left out rather than sent as ''. */
export function getTypedValues(fields: readonly FieldDefinition[], values: Readonly<Record<string, unknown>>): Record<string, unknown> {
  const typed: Record<string, unknown> = {};
  for (const field of fields) {
    const value = values[field.name];
    if (getFieldInputType(field) === 'number' && value === '') continue;
    typed[field.name] = value;
  }
  return typed;
}
