import type { EntityDefinition, JsonSchema, JsonSchemaType } from '../../shared/index.js';

/**
 * Turns a form-encoded body (all strings, nested by qs) into the types the entity schema declares:
 * numbers, booleans (`on`/`true`/`1`), arrays from qs objects; an empty string for a non-text field is dropped.
 */
export function coerceFormBody(entity: EntityDefinition, body: unknown): unknown {
  if (!isPlainObject(body)) return body;
  return coerceObject(entity.schema.properties ?? {}, body);
}

function coerceObject(properties: Readonly<Record<string, JsonSchema>>, value: Record<string, unknown>): Record<string, unknown> {
  const result: Record<string, unknown> = {};
  for (const [key, item] of Object.entries(value)) {
    const schema = properties[key];
    const coerced = schema ? coerceValue(schema, item) : item;
    if (coerced !== undefined) result[key] = coerced;
  }
  return result;
}

function coerceValue(schema: JsonSchema, value: unknown): unknown {
  const types = getTypes(schema);
  if (types.includes('array')) {
    // qs yields `a[0]=x` as an array but `a[10]=x` (sparse) as an object keyed by index.
    const items = Array.isArray(value) ? value : isPlainObject(value) ? Object.values(value) : value === '' ? [] : [value];
    return schema.items ? items.map((item) => coerceValue(schema.items as JsonSchema, item)) : items;
  }
  if (types.includes('object') && isPlainObject(value)) return coerceObject(schema.properties ?? {}, value);
  if (typeof value !== 'string' || types.includes('string') || types.length === 0) return value;
  if (value === '') return types.includes('null') ? null : types.includes('boolean') ? false : undefined;
  if (types.includes('integer') || types.includes('number')) {
    const number = Number(value);
    return Number.isFinite(number) ? number : value;
  }
  if (types.includes('boolean')) {
    if (['true', 'on', '1', 'yes'].includes(value.toLowerCase())) return true;
    if (['false', 'off', '0', 'no'].includes(value.toLowerCase())) return false;
  }
  return value;
}

function getTypes(schema: JsonSchema): JsonSchemaType[] {
  if (schema.type === undefined) return [];
  return Array.isArray(schema.type) ? schema.type : [schema.type];
}

function isPlainObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}
