import { sql, type Expression, type RawBuilder, type SqlBool } from 'kysely';
import type { FieldDefinition } from '../../shared/index.js';
import type { FilterFactory } from './FilterInput.js';

/** Escapes LIKE's wildcards so user text matches literally (escape character: backslash). */
export function escapeLike(text: string): string {
  return text.replace(/[\\%_]/g, (char) => `\\${char}`);
}

/** Case-insensitive "contains": lower(column) LIKE %lower(value)% — the same SQL on SQLite and PostgreSQL. */
export function getTextContains(field: FieldDefinition, column: RawBuilder<unknown>, value: string): Expression<SqlBool> {
  const text = field.storage === 'text' ? column : sql`cast(${column} as text)`;
  const pattern = `%${escapeLike(value.toLowerCase())}%`;
  return sql<SqlBool>`lower(${text}) like ${pattern} escape '\\'`;
}

/** The list text filter: rows whose field contains the value (getTextContains); pickers' lookups search the same way. */
export const textFilter: FilterFactory = ({ field, column }, value): Expression<SqlBool> | null => {
  if (typeof value !== 'string') return null;
  return getTextContains(field, column, value);
};
