import type { JsonSchema, OptionDefinition } from '../../runtime/shared/index.js';

/** A field's `oneOf: [{ const, title }]` list as options, or null when the field has no such list. */
export function getOneOfOptions(schema: JsonSchema): OptionDefinition[] | null {
  const list = schema.oneOf;
  if (!Array.isArray(list) || list.length === 0) return null;
  const options: OptionDefinition[] = [];
  for (const item of list as unknown[]) {
    if (item === null || typeof item !== 'object') return null;
    const { const: value, title } = item as { const?: unknown; title?: unknown };
    if (typeof title !== 'string' || !(typeof value === 'string' || typeof value === 'number' || typeof value === 'boolean')) return null;
    options.push({ value, label: title });
  }
  return options;
}

/** The values a field may hold when its schema lists them (`enum`, or `oneOf` consts); null when any value goes. */
export function getAllowedValues(schema: JsonSchema): unknown[] | null {
  if (Array.isArray(schema.enum)) return [...schema.enum];
  return getOneOfOptions(schema)?.map((option) => option.value) ?? null;
}
