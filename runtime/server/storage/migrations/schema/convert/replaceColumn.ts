import { sql } from 'kysely';
import type { Database } from '../../../Database.js';
import type { ColumnType } from '../../getColumnType.js';
import type { Sql } from './sqlParts.js';

/** The name a column's converted values are written under before they take its place. */
export function getConvertingColumn(field: string): string {
  return `${field}__converting`;
}

/**
 * Gives a column another type: a new column gets each row's `value` (computed from the old one), the old column is
 * dropped (or renamed to `keepAs`, every old value kept), and the new one takes its name. Both engines, as plain
 * DDL inside the migration's transaction: a rollback puts everything back. The caller has removed what was derived
 * from the column (dropDerivedObjects).
 */
export async function replaceColumn(database: Database, table: string, field: string, type: ColumnType, value: Sql, keepAs: string | null): Promise<void> {
  const { db } = database;
  const converting = getConvertingColumn(field);
  await db.schema.alterTable(table).addColumn(converting, type).execute();
  await sql`update ${sql.table(table)} set ${sql.ref(converting)} = ${value} where ${sql.ref(field)} is not null`.execute(db);
  if (keepAs !== null) await db.schema.alterTable(table).renameColumn(field, keepAs).execute();
  else await db.schema.alterTable(table).dropColumn(field).execute();
  await db.schema.alterTable(table).renameColumn(converting, field).execute();
}
