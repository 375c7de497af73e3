import type { FieldStorage } from '../../shared/index.js';
import type { StoreDialect } from './Database.js';

// Types both engines accept; SQLite has no boolean or json, so they live in integer 0/1 and text.
const COLUMN_TYPES = {
  sqlite: { text: 'text', integer: 'integer', real: 'real', boolean: 'integer', json: 'text' },
  postgres: { text: 'text', integer: 'bigint', real: 'double precision', boolean: 'boolean', json: 'jsonb' },
} as const satisfies Record<StoreDialect, Record<FieldStorage, string>>;

export type ColumnType = (typeof COLUMN_TYPES)[StoreDialect][FieldStorage];

/** The column type a field's storage kind maps to on the given engine. */
export function getColumnType(dialect: StoreDialect, storage: FieldStorage): ColumnType {
  return COLUMN_TYPES[dialect][storage];
}
