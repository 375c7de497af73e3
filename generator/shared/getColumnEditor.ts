import type { EditorKind, JsonSchema, OptionDefinition } from '../../runtime/shared/index.js';
import { getFieldType } from './getFieldType.js';
import { getOneOfOptions } from './getOneOfOptions.js';

/** Strings longer than this are edited in a textarea. */
export const LONG_TEXT_LENGTH = 255;

/** The values a select offers: the field's `oneOf` [{ const, title }], else its `enum` labelled by value; null when it lists none. */
export function getEditorOptions(schema: JsonSchema): OptionDefinition[] | null {
  const oneOf = getOneOfOptions(schema);
  if (oneOf) return oneOf;
  if (!Array.isArray(schema.enum) || schema.enum.length === 0) return null;
  const values = schema.enum.filter((value): value is string | number | boolean => ['string', 'number', 'boolean'].includes(typeof value));
  return values.map((value) => ({ value, label: String(value) }));
}

/**
 * The editor a field gets by default: a reference's searchable select for a field declared in `references` holding
 * one id (`isSingleReference`), a checkbox for booleans, a number input for numbers, a select for listed values,
 * a date input for `format: date`, a textarea for long or multi-line text (maxLength over 255, or none and
 * `contentMediaType: text/plain`), a text input otherwise.
 */
export function getDefaultEditor(schema: JsonSchema, isSingleReference = false): EditorKind {
  if (isSingleReference) return 'reference';
  const type = getFieldType(schema);
  if (type === 'boolean') return 'checkbox';
  if (getEditorOptions(schema)) return 'select';
  if (type === 'number' || type === 'integer') return 'number';
  if (schema.format === 'date') return 'date';
  const long = typeof schema.maxLength === 'number' ? schema.maxLength > LONG_TEXT_LENGTH : schema.contentMediaType === 'text/plain';
  return long ? 'textarea' : 'text';
}
