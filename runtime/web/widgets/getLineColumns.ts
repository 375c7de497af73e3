import type { JsonSchema } from '../../shared/index.js';

/** How a column of the lines table is drawn. */
export type LineColumnKind = 'choice' | 'price' | 'key' | 'number' | 'text';

export interface LineColumn {
  readonly name: string;
  readonly title: string;
  readonly kind: LineColumnKind;
  readonly schema: JsonSchema;
}

/** The table's columns: the line schema's properties in order, the chosen row, price and key told apart. */
export function getLineColumns(
  schema: JsonSchema,
  roles: { readonly choiceField: string | null; readonly priceField: string; readonly keyField: string | null },
): LineColumn[] {
  const properties = schema.items?.properties ?? {};
  return Object.entries(properties).map(([name, property]) => {
    const type = Array.isArray(property.type) ? property.type.find((candidate) => candidate !== 'null') : property.type;
    const kind: LineColumnKind =
      name === roles.choiceField
        ? 'choice'
        : name === roles.priceField
          ? 'price'
          : name === roles.keyField
            ? 'key'
            : type === 'number' || type === 'integer'
              ? 'number'
              : 'text';
    return { name, title: property.title ?? name, kind, schema: property };
  });
}
