import { getCellOptions, type ColumnDefinition, type FieldDefinition, type JsonSchema } from '../../shared/index.js';
import { getCellKind } from '../cells/index.js';

/** A read-only column for a property of an object field (an address's phone), drawn with the cell of its type. */
export function getSchemaColumn(name: string, schema: JsonSchema): ColumnDefinition {
  const field: FieldDefinition = { name, title: schema.title ?? name, schema, storage: 'text', readOnly: true, required: false, html: false, secret: false };
  return {
    field: name,
    title: field.title,
    cell: getCellKind(field),
    sortable: false,
    filter: null,
    options: getCellOptions(schema) ?? [],
    editable: false,
    editor: null,
    width: null,
  };
}
