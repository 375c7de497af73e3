import type { Kysely } from 'kysely';
import { chunk } from '../common/chunk.js';
import type { StoreSchema } from '../Database.js';

// Below SQLite's 32,766 and PostgreSQL's 65,535 bound parameters per statement.
const MAX_PARAMETERS = 30_000;

/** Inserts stored rows with multi-row statements as large as both engines allow; every row gets every column. */
export async function insertRows(db: Kysely<StoreSchema>, table: string, rows: readonly Record<string, unknown>[]): Promise<void> {
  if (rows.length === 0) return;
  const columns = [...new Set(rows.flatMap((row) => Object.keys(row)))];
  // SQLite has no DEFAULT in VALUES, so a column one row lacks is written as NULL in it.
  const complete = rows.map((row) => Object.fromEntries(columns.map((name) => [name, row[name] ?? null])));
  for (const part of chunk(complete, Math.max(1, Math.floor(MAX_PARAMETERS / columns.length)))) {
    await db.insertInto(table).values(part).execute();
  }
}
