import { getValueAtPath } from './getValueAtPath.js';

/**
 * Where a line's property comes from in the chosen row: a dotted path (`pricetag`, `$labels.course`), a list of
 * paths of which the first with a value wins, or null for a literal null (a key the server generates).
 */
export type LineSource = string | readonly string[] | null;

/** A line's properties by their source in the chosen row. */
export type LineMapping = Readonly<Record<string, LineSource>>;

/** The spec's product-key line: the product's id, course label (or name), price twice, keys' expiry, no key yet. */
export const PRODUCT_KEY_LINE: LineMapping = {
  productId: '_id',
  courseName: ['$labels.course', 'name'],
  pricetag: 'pricetag',
  salePrice: 'pricetag',
  expirationDate: 'productKeyExpirationDate',
  productKey: null,
};

/** A new line from a chosen row; properties whose sources hold nothing are left out. */
export function getChildLine(row: Readonly<Record<string, unknown>>, mapping: LineMapping): Record<string, unknown> {
  const line: Record<string, unknown> = {};
  for (const [property, source] of Object.entries(mapping)) {
    if (source === null) {
      line[property] = null;
      continue;
    }
    const paths = typeof source === 'string' ? [source] : source;
    for (const path of paths) {
      const value = getValueAtPath(row, path.split('.'));
      if (value !== undefined && value !== null && value !== '') {
        line[property] = value;
        break;
      }
    }
  }
  return line;
}

/** The mapping of a widget's `ui:options.line`, when it is one (sources strings, string lists or null). */
export function getLineMapping(value: unknown): LineMapping | null {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return null;
  const entries = Object.entries(value);
  const valid = entries.every(
    ([, source]) =>
      source === null || typeof source === 'string' || (Array.isArray(source) && source.every((path) => typeof path === 'string')),
  );
  // Every source was just checked to be one of LineSource's shapes.
  return valid ? (value as LineMapping) : null;
}
