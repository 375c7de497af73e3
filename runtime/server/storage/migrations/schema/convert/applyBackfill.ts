import { sql } from 'kysely';
import { createObjectId } from '../../../../ids/createObjectId.js';
import { chunk } from '../../../common/chunk.js';
import type { Database } from '../../../Database.js';
import { SYSTEM_TABLES } from '../../migrateSystemTables.js';
import { BACKFILL_NUMBER, type Backfill } from './getBackfillSql.js';

/** Rows whose filled value is read back and audited per statement. */
const AUDIT_CHUNK = 500;

/**
 * Gives every row of `table` without a value in `field` the backfill's (a sequence numbers them 1, 2, … in `_id` order),
 * and writes each filled row's audit entry (an update by no user: the migration), in the migration's transaction, so
 * the rows are filled all or none and the history says when and with what.
 */
export async function applyBackfill(database: Database, target: { readonly entity: string; readonly table: string; readonly field: string }, backfill: Backfill): Promise<void> {
  const { db } = database;
  const { entity, table, field } = target;
  const column = sql.ref(`${table}.${field}`);
  const ids = (await sql<{ id: unknown }>`select "_id" as id from ${sql.table(table)} where ${column} is null order by "_id"`.execute(db)).rows.map((row) => String(row.id));
  if (ids.length === 0) return;
  if (backfill.sequence) {
    await sql`update ${sql.table(table)} set ${sql.ref(field)} = ${backfill.sql}
      from (select "_id" as "__backfill_id", row_number() over (order by "_id") as ${sql.ref(BACKFILL_NUMBER)} from ${sql.table(table)} where ${column} is null) as "__backfill"
      where ${sql.ref(`${table}._id`)} = "__backfill"."__backfill_id"`.execute(db);
  } else {
    await sql`update ${sql.table(table)} set ${sql.ref(field)} = ${backfill.sql} where ${column} is null`.execute(db);
  }
  const at = new Date();
  for (const part of chunk(ids, AUDIT_CHUNK)) {
    const rows = await sql<{ id: unknown; value: unknown }>`select "_id" as id, ${sql.ref(field)} as value from ${sql.table(table)} where "_id" in (${sql.join(part)})`.execute(db);
    await db
      .insertInto(SYSTEM_TABLES.auditLog)
      .values(
        rows.rows.map((row) => ({
          _id: createObjectId(at),
          at: at.toISOString(),
          userId: null,
          userEmail: null,
          entity,
          recordId: String(row.id),
          action: 'update',
          // json travels as text on both engines.
          changes: JSON.stringify({ [field]: { to: row.value } }),
        })),
      )
      .execute();
  }
}
