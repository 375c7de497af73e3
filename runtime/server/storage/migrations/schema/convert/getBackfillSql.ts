import { sql } from 'kysely';
import type { ColumnStorage, FieldModel, StoredValue } from '../../../../../shared/migrations/index.js';
import type { StoreDialect } from '../../../Database.js';
import { getStoredValueSql } from './getStoredValueSql.js';
import { getValueProblem } from './getValueProblem.js';
import { getTextSql, type Sql } from './sqlParts.js';

const PLACEHOLDER = /\{([A-Za-z_][A-Za-z0-9_]*)\}/g;

/** A backfill as SQL over the row: a constant, or a text template whose `{field}` placeholders read the row's values. */
export interface Backfill {
  readonly sql: Sql;
  /** The fields a template reads (empty for a constant). */
  readonly reads: readonly string[];
}

/**
 * The SQL of a backfill value for `to`, or the problem with it (English): a template fills only a text field and
 * names only columns the table has (`columns`: their storage); a constant must fit the field. A placeholder's value is
 * the row's stored value as text, empty when null.
 */
export function getBackfillSql(dialect: StoreDialect, table: string, to: FieldModel, value: StoredValue, columns: ReadonlyMap<string, ColumnStorage>): Backfill | string {
  if (value === null) return 'a backfill cannot be null';
  const names = typeof value === 'string' ? [...value.matchAll(PLACEHOLDER)].map((match) => match[1]!) : [];
  if (names.length === 0) {
    const problem = getValueProblem(to, value);
    return problem ?? { sql: getStoredValueSql(dialect, to, value), reads: [] };
  }
  if (to.storage !== 'text') return `a template with {field} placeholders fills only a text field, not a ${to.type} one`;
  const unknown = names.filter((name) => !columns.has(name));
  if (unknown.length > 0) return `${unknown.map((name) => `{${name}}`).join(', ')} name${unknown.length === 1 ? 's' : ''} no column of the table`;
  const pieces: Sql[] = [];
  let at = 0;
  for (const match of (value as string).matchAll(PLACEHOLDER)) {
    if (match.index > at) pieces.push(sql`cast(${(value as string).slice(at, match.index)} as text)`);
    const name = match[1]!;
    pieces.push(sql`coalesce(${getTextSql(dialect, columns.get(name)!, sql.ref(`${table}.${name}`))}, '')`);
    at = match.index + match[0].length;
  }
  if (at < (value as string).length) pieces.push(sql`cast(${(value as string).slice(at)} as text)`);
  return { sql: sql`(${sql.join(pieces, sql` || `)})`, reads: [...new Set(names)] };
}
