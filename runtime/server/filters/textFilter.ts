import { sql, type Expression, type SqlBool } from 'kysely';
import type { FieldDefinition } from '../../shared/index.js';

/** Escapes LIKE's wildcards so user text matches literally (escape character: backslash). */
export function escapeLike(text: string): string {
  return text.replace(/[\\%_]/g, (char) => `\\${char}`);
}

/** Case-insensitive "contains": lower(column) LIKE %lower(value)% — the same SQL on SQLite and PostgreSQL. */
export function textFilter(field: FieldDefinition, value: string): Expression<SqlBool> {
  const column = field.storage === 'text' ? sql`${sql.ref(field.name)}` : sql`cast(${sql.ref(field.name)} as text)`;
  const pattern = `%${escapeLike(value.toLowerCase())}%`;
  return sql<SqlBool>`lower(${column}) like ${pattern} escape '\\'`;
}
