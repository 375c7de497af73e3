import type { JsonSchema } from '../../shared/index.js';

/** How a column of the lines table is drawn: the picked row's label, the editable input, the lock, or a value. */
export type LineColumnKind = 'choice' | 'edit' | 'lock' | 'number' | 'text';

export interface LineColumn {
  readonly name: string;
  readonly title: string;
  readonly kind: LineColumnKind;
  readonly schema: JsonSchema;
}

/** The table's columns: the line schema's properties in order, the picked row, editable and locking ones told apart. */
export function getLineColumns(
  schema: JsonSchema,
  roles: { readonly choiceField: string | null; readonly editField: string | null; readonly lockField: string | null },
): LineColumn[] {
  const properties = schema.items?.properties ?? {};
  return Object.entries(properties).map(([name, property]) => {
    const type = Array.isArray(property.type) ? property.type.find((candidate) => candidate !== 'null') : property.type;
    const kind: LineColumnKind =
      name === roles.choiceField
        ? 'choice'
        : name === roles.editField
          ? 'edit'
          : name === roles.lockField
            ? 'lock'
            : type === 'number' || type === 'integer'
              ? 'number'
              : 'text';
    return { name, title: property.title ?? name, kind, schema: property };
  });
}
