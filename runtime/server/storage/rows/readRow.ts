import { isColumnField, ROW_VERSION_FIELD, type EntityDefinition, type FieldStorage } from '../../../shared/index.js';
import { readRowVersion } from './rowVersion.js';

/** One stored value as the record type expects it. */
export function fromStoredValue(storage: FieldStorage, value: unknown): unknown {
  if (value === null || value === undefined) return undefined;
  switch (storage) {
    case 'boolean':
      return value === true || value === 1 || value === '1' || value === 't' || value === 'true';
    case 'integer':
    case 'real':
      return typeof value === 'number' ? value : Number(value);
    case 'json':
      return typeof value === 'string' ? JSON.parse(value) : value;
    default:
      return typeof value === 'string' ? value : String(value);
  }
}

/** A stored row as a record: typed by each field's storage, NULL columns left out so the record validates. */
export function readRow(entity: EntityDefinition, row: Readonly<Record<string, unknown>>): Record<string, unknown> {
  const record: Record<string, unknown> = {};
  for (const field of entity.fields) {
    if (!isColumnField(field)) continue; // Children: getEndpoint adds the rows; a write-only value is never answered.
    const value = fromStoredValue(field.storage, row[field.name]);
    if (value !== undefined) record[field.name] = value;
  }
  return record;
}

/** A stored row as the API answers it: the record (readRow) and its version (`_version`). */
export function readApiRow(entity: EntityDefinition, row: Readonly<Record<string, unknown>>): Record<string, unknown> {
  return { ...readRow(entity, row), [ROW_VERSION_FIELD]: readRowVersion(row) };
}
