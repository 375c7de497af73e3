import type { JsonSchema } from './JsonSchema.js';

/** A choice of a select filter or an enum cell. */
export interface OptionDefinition {
  readonly value: string | number | boolean;
  readonly label: string;
}

/**
 * A field's `oneOf: [{ const, title }]` list as options, or null when the field has no such list: every item must
 * have a scalar `const` and a text `title` (the generator's enum cells and select filters, and the web's views, read
 * the same list).
 */
export function getOneOfOptions(schema: JsonSchema): OptionDefinition[] | null {
  const list = schema.oneOf;
  if (!Array.isArray(list) || list.length === 0) return null;
  const options: OptionDefinition[] = [];
  // Array.isArray types the items as any; reading them as unknown keeps the checks below honest.
  const items: readonly unknown[] = list;
  for (const item of items) {
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

/** The values a select offers: the field's `oneOf` [{ const, title }], else its `enum` labelled by value; null when it lists none. */
export function getListedOptions(schema: JsonSchema): OptionDefinition[] | null {
  const oneOf = getOneOfOptions(schema);
  if (oneOf) return oneOf;
  if (!Array.isArray(schema.enum) || schema.enum.length === 0) return null;
  const values = schema.enum.filter((value): value is string | number | boolean => ['string', 'number', 'boolean'].includes(typeof value));
  return values.map((value) => ({ value, label: String(value) }));
}

/** The labels an enum cell draws: the field's own `oneOf` options, or its items' for an array of listed values (several roles). */
export function getCellOptions(schema: JsonSchema): OptionDefinition[] | null {
  const own = getOneOfOptions(schema);
  if (own) return own;
  const items = schema.items;
  return items && typeof items === 'object' && !Array.isArray(items) ? getOneOfOptions(items as JsonSchema) : null;
}
