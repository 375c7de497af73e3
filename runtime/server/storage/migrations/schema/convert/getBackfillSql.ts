import { sql } from 'kysely';
import type { ColumnStorage, FieldModel, StoredValue } from '../../../../../shared/migrations/index.js';
import type { StoreDialect } from '../../../Database.js';
import { getStoredValueSql } from './getStoredValueSql.js';
import { getValueProblem } from './getValueProblem.js';
import { getTextSql, type Sql } from './sqlParts.js';

/** `{field}` placeholders, and `{seq}` / `{seq:N}`: the running number of the rows a backfill fills. */
const PLACEHOLDER = /\{([A-Za-z_][A-Za-z0-9_]*)(?::([0-9]+))?\}/g;
const SEQUENCE = 'seq';

/** The column holding a filled row's running number (1, 2, … in `_id` order) where a sequence backfill is read (getSequenceSource). */
export const BACKFILL_NUMBER = '__backfill_n';

/** A backfill as SQL over the row: a constant, or a text template whose `{field}` placeholders read the row's values. */
export interface Backfill {
  readonly sql: Sql;
  /** The fields a template reads (empty for a constant). */
  readonly reads: readonly string[];
  /** Whether it numbers the rows it fills (`{seq}`): its SQL reads BACKFILL_NUMBER, so rows differ and get a value each. */
  readonly sequence: boolean;
}

/**
 * The SQL of a backfill value for `to`, or the problem with it (English): a template fills only a text field and
 * names only columns the table has (`columns`: their storage) or `{seq}` / `{seq:N}`, the running number of the rows it
 * fills in `_id` (creation) order, at least N digits; a constant must fit the field. A placeholder's value is the row's
 * stored value as text, empty when null.
 */
export function getBackfillSql(dialect: StoreDialect, table: string, to: FieldModel, value: StoredValue, columns: ReadonlyMap<string, ColumnStorage>): Backfill | string {
  if (value === null) return 'a backfill cannot be null';
  const matches = typeof value === 'string' ? [...value.matchAll(PLACEHOLDER)] : [];
  if (matches.length === 0) {
    const problem = getValueProblem(to, value);
    return problem ?? { sql: getStoredValueSql(dialect, to, value), reads: [], sequence: false };
  }
  if (to.storage !== 'text') return `a template with {field} placeholders fills only a text field, not a ${to.type} one`;
  const names = matches.filter((match) => match[1] !== SEQUENCE).map((match) => match[1]!);
  const unknown = names.filter((name) => !columns.has(name));
  if (unknown.length > 0) return `${unknown.map((name) => `{${name}}`).join(', ')} name${unknown.length === 1 ? 's' : ''} no column of the table`;
  const digitsOnField = matches.find((match) => match[1] !== SEQUENCE && match[2] !== undefined);
  if (digitsOnField) return `{${digitsOnField[1]}:${digitsOnField[2]}}: only {seq} takes a number of digits`;
  const pieces: Sql[] = [];
  let at = 0;
  for (const match of matches) {
    if (match.index > at) pieces.push(sql`cast(${(value as string).slice(at, match.index)} as text)`);
    const name = match[1]!;
    pieces.push(name === SEQUENCE ? getNumberText(dialect, Number(match[2] ?? 1)) : sql`coalesce(${getTextSql(dialect, columns.get(name)!, sql.ref(`${table}.${name}`))}, '')`);
    at = match.index + match[0].length;
  }
  if (at < (value as string).length) pieces.push(sql`cast(${(value as string).slice(at)} as text)`);
  return { sql: sql`(${sql.join(pieces, sql` || `)})`, reads: [...new Set(names)], sequence: matches.some((match) => match[1] === SEQUENCE) };
}

/** The running number as text, zero-padded to at least `digits` (never cut: 123456 stays whole under {seq:5}). */
function getNumberText(dialect: StoreDialect, digits: number): Sql {
  const number = sql.ref(BACKFILL_NUMBER);
  return dialect === 'sqlite' ? sql`printf(${`%0${digits}d`}, ${number})` : sql`lpad(cast(${number} as text), greatest(${sql.lit(digits)}, length(cast(${number} as text))), '0')`;
}

/**
 * The table as a sequence backfill reads it: every column, and BACKFILL_NUMBER on the rows without a value (1, 2, … in
 * `_id` order), under the table's own name so the backfill's `{field}` references still resolve. `exists`: whether the
 * column is there yet (if not, every row is filled).
 */
export function getSequenceSource(table: string, field: string, exists: boolean): Sql {
  const missing = exists ? sql`${sql.ref(field)} is null` : sql`true`;
  return sql`(select *, case when ${missing} then row_number() over (partition by ${missing} order by "_id") end as ${sql.ref(BACKFILL_NUMBER)} from ${sql.table(table)}) as ${sql.table(table)}`;
}
