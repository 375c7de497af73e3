import { getValueAtPath } from './getValueAtPath.js';
import type { EntityDefinition } from './types.js';

/**
 * Where a line's property comes from in the chosen row: a dotted path (`price`, `$labels.author`), a list of
 * paths of which the first with a value wins, or null for a literal null (a value the server generates).
 */
export type LineSource = string | readonly string[] | null;

/** A line's properties by their source in the chosen row (ui:options.copy of the `childLines` widget). */
export type LineMapping = Readonly<Record<string, LineSource>>;

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

/** The mapping of a widget's `ui:options.copy`, when it is one (sources strings, string lists or null). */
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

/** The entity whose rows the widget picks: its `source` option, else the entity the line property copying `_id` refers to. */
export function getLineSourceEntity(copy: LineMapping, source: string | null, child: EntityDefinition): string | null {
  if (source !== null) return source;
  const choiceField = Object.keys(copy).find((property) => copy[property] === '_id');
  return child.references.find((reference) => reference.field === choiceField)?.entity ?? null;
}
