import type { RJSFSchema } from '@rjsf/utils';

/**
 * The value with every object's keys in its schema's property order (then any others), arrays item by item,
 * so a submitted body lists fields the way the form shows them, whatever order the user filled them in.
 */
export function getOrderedValue(value: unknown, schema: RJSFSchema | undefined): unknown {
  if (Array.isArray(value)) {
    const items = schema?.items;
    const itemSchema = typeof items === 'object' && items !== null && !Array.isArray(items) ? (items as RJSFSchema) : undefined;
    return value.map((item: unknown) => getOrderedValue(item, itemSchema));
  }
  if (typeof value !== 'object' || value === null) return value;
  const record = value as Record<string, unknown>;
  const properties = schema?.properties ?? {};
  const keys = [...Object.keys(properties).filter((key) => key in record), ...Object.keys(record).filter((key) => !(key in properties))];
  const ordered: Record<string, unknown> = {};
  for (const key of keys) {
    const property = properties[key];
    ordered[key] = getOrderedValue(record[key], typeof property === 'object' ? (property as RJSFSchema) : undefined);
  }
  return ordered;
}
