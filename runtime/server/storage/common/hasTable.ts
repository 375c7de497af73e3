import { sql } from 'kysely';
import type { Database } from '../Database.js';

/** Whether the store has the table (the current schema's, on PostgreSQL). */
export async function hasTable(database: Database, table: string): Promise<boolean> {
  const result =
    database.dialect === 'sqlite'
      ? await sql<{ name: string }>`select name from sqlite_master where type = 'table' and name = ${table}`.execute(database.db)
      : await sql<{ name: string }>`select table_name as name from information_schema.tables where table_schema = current_schema() and table_name = ${table}`.execute(database.db);
  return result.rows.length > 0;
}
