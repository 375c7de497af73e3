import type { JsonSchema, OptionDefinition } from '../../shared/index.js';

/** The choices a field's schema lists as `oneOf: [{ const, title }]` (enum labels outside grids, e.g. views). */
export function getFieldOptions(schema: JsonSchema): OptionDefinition[] {
  const oneOf = schema.oneOf;
  if (!Array.isArray(oneOf)) return [];
  const options: OptionDefinition[] = [];
  // Array.isArray types the items as any; reading them as unknown keeps the checks below honest.
  const items: readonly unknown[] = oneOf;
  for (const item of items) {
    if (typeof item !== 'object' || item === null || !('const' in item)) continue;
    const value = item.const;
    const title = 'title' in item ? item.title : undefined;
    if (typeof value !== 'string' && typeof value !== 'number' && typeof value !== 'boolean') continue;
    options.push({ value, label: typeof title === 'string' ? title : String(value) });
  }
  return options;
}
