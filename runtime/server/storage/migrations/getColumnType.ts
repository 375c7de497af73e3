import type { FieldStorage } from '../../../shared/index.js';
import type { StoreDialect } from '../Database.js';

/** Storage kinds that live in a column of the entity's table (`children` rows live in the child's table). */
export type ColumnStorage = Exclude<FieldStorage, 'children'>;

// Types both engines accept; SQLite has no boolean or json, so they live in integer 0/1 and text.
const COLUMN_TYPES = {
  sqlite: { text: 'text', integer: 'integer', real: 'real', boolean: 'integer', json: 'text' },
  postgres: { text: 'text', integer: 'bigint', real: 'double precision', boolean: 'boolean', json: 'jsonb' },
} as const satisfies Record<StoreDialect, Record<ColumnStorage, string>>;

export type ColumnType = (typeof COLUMN_TYPES)[StoreDialect][ColumnStorage];

/** The column type a field's storage kind maps to on the given engine. */
export function getColumnType(dialect: StoreDialect, storage: ColumnStorage): ColumnType {
  return COLUMN_TYPES[dialect][storage];
}

