import type { EntityDefinition, FieldStorage } from '../../shared/index.js';
import type { StoreDialect } from './Database.js';

/** One value as the engine stores it: SQLite booleans as 0/1, json as text on both engines' wire. */
export function toStoredValue(dialect: StoreDialect, storage: FieldStorage, value: unknown): unknown {
  if (value === undefined || value === null) return null;
  switch (storage) {
    case 'boolean':
      return dialect === 'sqlite' ? (value ? 1 : 0) : Boolean(value);
    case 'json':
      // pg would send a JS array as a PostgreSQL array, so json always travels as text.
      return JSON.stringify(value);
    default:
      return value;
  }
}

/** The columns to write for the record's known fields (unknown keys are dropped). */
export function writeRow(dialect: StoreDialect, entity: EntityDefinition, record: Readonly<Record<string, unknown>>): Record<string, unknown> {
  const row: Record<string, unknown> = {};
  for (const field of entity.fields) {
    if (Object.hasOwn(record, field.name)) row[field.name] = toStoredValue(dialect, field.storage, record[field.name]);
  }
  return row;
}
