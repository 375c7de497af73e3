import type { FieldDefinition } from './types.js';
import type { ColumnStorage } from './migrations/DataModel.js';

/**
 * Whether a field is a column of its entity's table: not a children array (the child's rows), not a write-only value
 * such as a password (never stored as given nor answered: the entity's server hooks store what it becomes).
 */
export function isColumnField(field: FieldDefinition): field is FieldDefinition & { readonly storage: ColumnStorage } {
  return field.storage !== 'children' && field.schema.writeOnly !== true;
}
