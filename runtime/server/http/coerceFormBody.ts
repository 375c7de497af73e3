import type { JsonSchema, JsonSchemaType } from '../../shared/index.js';
import { GENERATED_MARK } from './getFormSchema.js';

const TRUE_TEXTS = new Set(['true', 'on', '1', 'yes']);
const FALSE_TEXTS = new Set(['false', 'off', '0', 'no']);

/**
 * Turns a form-encoded body (all strings, nested by qs) into the types its schema (see getFormSchema) declares:
 * numbers, integers, booleans (`true`/`on`/`1`, `false`/`off`/`0`), arrays from qs objects; an empty value is
 * null for a generated field or a nullable non-text one, absent for other non-text fields and for texts with a
 * format (an empty e-mail is no e-mail), and stays '' for plain texts. What cannot be converted is left for ajv.
 */
export function coerceFormBody(schema: JsonSchema, body: unknown): unknown {
  if (!isPlainObject(body)) return body;
  return coerceObject(schema, body);
}

function coerceObject(schema: JsonSchema, value: Record<string, unknown>): Record<string, unknown> {
  const properties = schema.properties ?? {};
  const result: Record<string, unknown> = {};
  for (const [key, item] of Object.entries(value)) {
    const property = properties[key];
    const coerced = property ? coerceValue(property, item) : item;
    if (coerced !== undefined) result[key] = coerced;
  }
  return result;
}

function coerceValue(schema: JsonSchema, value: unknown): unknown {
  const types = getTypes(schema);
  if (types.includes('array')) {
    // qs yields `a[0]=x` as an array but `a[10]=x` (sparse) as an object keyed by index.
    const items = Array.isArray(value) ? value : isPlainObject(value) ? Object.values(value) : value === '' ? [] : [value];
    const itemSchema = schema.items;
    if (!itemSchema) return items;
    // `tags[]=` (nothing chosen) is no id, not an empty one.
    const scalarItems = !getTypes(itemSchema).includes('object');
    return items.filter((item) => !(scalarItems && item === '')).map((item) => coerceValue(itemSchema, item));
  }
  if (types.includes('object') && isPlainObject(value)) return coerceObject(schema, value);
  // A hidden input before its checkbox sends the name twice; the last value is the one the form shows.
  const text = Array.isArray(value) && value.length > 0 && value.every((item) => typeof item === 'string') ? value[value.length - 1] : value;
  if (typeof text !== 'string' || types.length === 0) return text;
  if (text.trim() === '') {
    if (schema[GENERATED_MARK] === true) return null;
    if (types.includes('string')) return typeof schema.format === 'string' ? (types.includes('null') ? null : undefined) : text;
    return types.includes('null') ? null : undefined;
  }
  if (types.includes('string')) return text;
  if (types.includes('integer') || types.includes('number')) {
    const number = Number(text.trim());
    return Number.isFinite(number) ? number : text;
  }
  if (types.includes('boolean')) {
    const lower = text.trim().toLowerCase();
    if (TRUE_TEXTS.has(lower)) return true;
    if (FALSE_TEXTS.has(lower)) return false;
  }
  return text;
}

function getTypes(schema: JsonSchema): JsonSchemaType[] {
  if (schema.type === undefined) return [];
  return Array.isArray(schema.type) ? schema.type : [schema.type];
}

function isPlainObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}
