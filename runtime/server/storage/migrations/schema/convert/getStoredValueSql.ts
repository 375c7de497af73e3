import { sql } from 'kysely';
import type { FieldModel, StoredValue } from '../../../../../shared/migrations/index.js';
import type { StoreDialect } from '../../../Database.js';
import { getColumnType } from '../../getColumnType.js';
import { toStoredValue } from '../../../rows/writeRow.js';
import type { Sql } from './sqlParts.js';

/** A decision's value (already checked to fit the field) as SQL of the field's column type: a parameter, cast. */
export function getStoredValueSql(dialect: StoreDialect, to: FieldModel, value: StoredValue): Sql {
  const type = sql.raw(getColumnType(dialect, to.storage));
  if (value === null) return dialect === 'postgres' ? sql`cast(null as ${type})` : sql`null`;
  const stored = toStoredValue(dialect, to.storage, value);
  if (to.storage === 'json') return dialect === 'postgres' ? sql`cast(${stored} as jsonb)` : sql`json(${stored})`;
  return sql`cast(${stored} as ${type})`;
}
