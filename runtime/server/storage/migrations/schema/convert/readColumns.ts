import { sql } from 'kysely';
import type { Database } from '../../../Database.js';
import { ROW_COUNTS_TABLE } from '../../migrateListStorage.js';

/** The columns of a table in the store (generated ones too), by name with their declared type; null when the table does not exist. */
export async function readColumns(database: Database, table: string): Promise<Map<string, string> | null> {
  const result =
    database.dialect === 'sqlite'
      ? await sql<{ name: string; type: string }>`select name, type from pragma_table_xinfo(${table})`.execute(database.db)
      : await sql<{ name: string; type: string }>`select column_name as name, data_type as type from information_schema.columns
          where table_schema = current_schema() and table_name = ${table}`.execute(database.db);
  if (result.rows.length === 0) return null;
  return new Map(result.rows.map((row) => [row.name, row.type.toLowerCase()]));
}

/** How many rows a table holds (0 when it does not exist): the count the store keeps by triggers, else counted. */
export async function countRows(database: Database, table: string, exists: boolean): Promise<number> {
  if (!exists) return 0;
  // Asked, not tried: a failed statement would end PostgreSQL's transaction.
  if (await readColumns(database, ROW_COUNTS_TABLE)) {
    const kept = await sql<{ n: number | string }>`select row_count as n from ${sql.table(ROW_COUNTS_TABLE)} where table_name = ${table}`.execute(database.db);
    if (kept.rows[0]) return Number(kept.rows[0].n);
  }
  const row = await sql<{ n: number | string }>`select count(*) as n from ${sql.table(table)}`.execute(database.db);
  return Number(row.rows[0]?.n ?? 0);
}
