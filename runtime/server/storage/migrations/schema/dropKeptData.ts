// `admin-gen migrate apply --drop`: the kept columns and tables of removed fields and entities go, with what was built on them.
import { sql } from 'kysely';
import type { Database } from '../../Database.js';
import { getFoldColumn } from '../../lists/getListStorage.js';
import { dropSearchTable, ROW_COUNTS_TABLE } from '../migrateListStorage.js';
import { VALUE_COUNTS_TABLE } from '../migrateValueCounts.js';
import { dropOwnedTriggers } from './dropOwnedTriggers.js';
import type { KeptTarget } from './getKeptTargets.js';
import { hasTable, quoteName, readColumns, readLinkTables } from './readCatalog.js';

/** Drops each kept target the store holds (after every migration ran: names as the last migration leaves them); returns `table` or `table.column` of each. */
export async function dropKeptData(database: Database, kept: readonly KeptTarget[]): Promise<string[]> {
  const dropped: string[] = [];
  for (const target of kept) {
    if (target.column === undefined) {
      if (!(await hasTable(database, target.table))) continue;
      await dropOwnedTriggers(database, target.table);
      for (const link of await readLinkTables(database, `${target.table}__`)) await sql.raw(`drop table ${quoteName(link)}`).execute(database.db);
      await dropSearchTable(database, target.table);
      for (const counts of [ROW_COUNTS_TABLE, VALUE_COUNTS_TABLE]) await deleteCounts(database, counts, target.table);
      await sql.raw(`drop table ${quoteName(target.table)}`).execute(database.db);
      dropped.push(target.table);
      continue;
    }
    const columns = await readColumns(database, target.table);
    if (!columns.has(target.column)) continue;
    // Its folded key is computed from it (neither engine drops a column another one is computed from).
    if (columns.has(getFoldColumn(target.column))) await dropColumn(database, target.table, getFoldColumn(target.column));
    await dropColumn(database, target.table, target.column);
    await deleteCounts(database, VALUE_COUNTS_TABLE, target.table, target.column);
    dropped.push(`${target.table}.${target.column}`);
  }
  return dropped;
}

async function dropColumn(database: Database, table: string, column: string): Promise<void> {
  await sql.raw(`alter table ${quoteName(table)} drop column ${quoteName(column)}`).execute(database.db);
}

async function deleteCounts(database: Database, counts: string, table: string, field?: string): Promise<void> {
  if (!(await hasTable(database, counts))) return;
  await (field === undefined
    ? sql`delete from ${sql.table(counts)} where table_name = ${table}`
    : sql`delete from ${sql.table(counts)} where table_name = ${table} and field = ${field}`
  ).execute(database.db);
}
