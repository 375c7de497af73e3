import type { ColumnDefinition, EntityDefinition, FieldDefinition } from '../../shared/index.js';

/** The entity field a column shows; a column without one (a computed value) edits as text. */
export function getColumnField(entity: EntityDefinition, column: ColumnDefinition): FieldDefinition {
  return (
    entity.fields.find((field) => field.name === column.field) ?? {
      name: column.field,
      title: column.title,
      schema: { type: 'string', title: column.title },
      storage: 'text',
      readOnly: false,
      required: false,
      html: false,
      secret: false,
    }
  );
}
