import { sql, type Expression, type RawBuilder, type SqlBool } from 'kysely';
import { getFieldType, type FieldDefinition } from '../../../shared/index.js';

/** The inclusive bounds of a number filter; either may be absent. */
export interface NumberBounds {
  readonly from?: number;
  readonly to?: number;
}

/**
 * The rows whose number column lies within the bounds (both inclusive), compared with the column as stored so its
 * index serves the range. An integer column (bigint on PostgreSQL, which refuses `2.5` as a bigint parameter) takes
 * the bounds rounded inward and held to the integers a double holds exactly; null when no bound is given.
 */
export function getNumberBetween(field: FieldDefinition, column: RawBuilder<unknown>, bounds: NumberBounds): Expression<SqlBool> | null {
  const integer = getFieldType(field.schema) === 'integer';
  const parts: Expression<SqlBool>[] = [];
  for (const [bound, operator, round] of [['from', '>=', Math.ceil], ['to', '<=', Math.floor]] as const) {
    const value = bounds[bound];
    if (value === undefined) continue;
    const stored = integer ? Math.min(Number.MAX_SAFE_INTEGER, Math.max(-Number.MAX_SAFE_INTEGER, round(value))) : value;
    parts.push(sql<SqlBool>`${column} ${sql.raw(operator)} ${stored}`);
  }
  if (parts.length === 0) return null;
  return sql<SqlBool>`(${sql.join(parts, sql` and `)})`;
}
