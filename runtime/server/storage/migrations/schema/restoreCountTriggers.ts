// A renamed table or field keeps its counts: the rows are renamed, and only the triggers that keep them are made again.
import { sql } from 'kysely';
import type { Database } from '../../Database.js';
import { createRowCountTriggers, ROW_COUNTS_TABLE } from '../migrateListStorage.js';
import { createValueCountTriggers, VALUE_COUNTED_MARKER, VALUE_COUNTS_TABLE } from '../migrateValueCounts.js';
import { hasTable, readColumns } from './readCatalog.js';

/** Moves the table's (or one field's) count rows to the new name, replacing any left under it. */
export async function renameCountRows(database: Database, from: { table: string; field?: string }, to: { table: string; field?: string }): Promise<void> {
  if (from.field === undefined || to.field === undefined) {
    if (await hasTable(database, ROW_COUNTS_TABLE)) {
      await sql`delete from ${sql.table(ROW_COUNTS_TABLE)} where table_name = ${to.table}`.execute(database.db);
      await sql`update ${sql.table(ROW_COUNTS_TABLE)} set table_name = ${to.table} where table_name = ${from.table}`.execute(database.db);
    }
    if (await hasTable(database, VALUE_COUNTS_TABLE)) {
      await sql`delete from ${sql.table(VALUE_COUNTS_TABLE)} where table_name = ${to.table}`.execute(database.db);
      await sql`update ${sql.table(VALUE_COUNTS_TABLE)} set table_name = ${to.table} where table_name = ${from.table}`.execute(database.db);
    }
    return;
  }
  if (!(await hasTable(database, VALUE_COUNTS_TABLE))) return;
  await sql`delete from ${sql.table(VALUE_COUNTS_TABLE)} where table_name = ${to.table} and field = ${to.field}`.execute(database.db);
  await sql`update ${sql.table(VALUE_COUNTS_TABLE)} set table_name = ${to.table}, field = ${to.field} where table_name = ${from.table} and field = ${from.field}`.execute(database.db);
}

/** The count triggers of every count the table has a row for (the converge makes them only with a first count). */
export async function restoreCountTriggers(database: Database, table: string): Promise<void> {
  if (await hasTable(database, ROW_COUNTS_TABLE)) {
    const counted = await sql`select 1 from ${sql.table(ROW_COUNTS_TABLE)} where table_name = ${table}`.execute(database.db);
    if (counted.rows.length > 0) await createRowCountTriggers(database, table);
  }
  if (!(await hasTable(database, VALUE_COUNTS_TABLE))) return;
  const columns = await readColumns(database, table);
  const fields = await sql<{ field: string }>`select field from ${sql.table(VALUE_COUNTS_TABLE)} where table_name = ${table} and value = ${VALUE_COUNTED_MARKER} order by field`.execute(database.db);
  for (const { field } of fields.rows) if (columns.has(field)) await createValueCountTriggers(database, table, field);
}
