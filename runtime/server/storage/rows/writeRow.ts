import { isColumnField, type EntityDefinition, type FieldStorage } from '../../../shared/index.js';
import type { StoreDialect } from '../Database.js';
import { getEngine } from '../getEngine.js';
import { isGeneratedField } from '../generated/getGeneratedFields.js';

/** One value as the engine stores it: SQLite booleans as 0/1, json as text on both engines' wire. */
export function toStoredValue(dialect: StoreDialect, storage: FieldStorage, value: unknown): unknown {
  if (value === undefined || value === null) return null;
  switch (storage) {
    case 'boolean':
      return getEngine(dialect).toStoredBoolean(Boolean(value));
    case 'json':
      // pg would send a JS array as a PostgreSQL array, so json always travels as text.
      return JSON.stringify(value);
    default:
      return value;
  }
}

/**
 * The columns to write for the record's known fields (unknown keys are dropped, and the computed fields the database
 * computes: a generated column takes no value). Date-times are stored as
 * `toISOString()` text whatever offset the client wrote, so they sort and range-filter as text on both engines.
 */
export function writeRow(dialect: StoreDialect, entity: EntityDefinition, record: Readonly<Record<string, unknown>>): Record<string, unknown> {
  const row: Record<string, unknown> = {};
  for (const field of entity.fields) {
    if (!Object.hasOwn(record, field.name) || !isColumnField(field) || isGeneratedField(entity, field.name)) continue;
    const value = record[field.name];
    row[field.name] = field.schema.format === 'date-time' && typeof value === 'string' ? toIsoInstant(value) : toStoredValue(dialect, field.storage, value);
  }
  return row;
}

function toIsoInstant(value: string): string {
  const time = Date.parse(value);
  return Number.isNaN(time) ? value : new Date(time).toISOString();
}
