import { sql, type Transaction } from 'kysely';
import { fillSequenceTemplate } from '../../../shared/index.js';
import type { EntityDefinition } from '../../../shared/index.js';
import type { StoreSchema } from '../Database.js';
import { SYSTEM_TABLES } from '../migrations/migrateSystemTables.js';

/**
 * Fills every sequence field the records leave empty with its template and the next number of its scope, in the
 * records' order. The counter is one row per scope, raised by an upsert in the caller's transaction: PostgreSQL holds its
 * row lock until commit and SQLite has one writer, so concurrent inserts take turns, and a rollback gives the number back.
 */
export async function fillSequenceValues(trx: Transaction<StoreSchema>, entity: EntityDefinition, records: readonly Record<string, unknown>[], now = new Date()): Promise<void> {
  for (const [field, sequence] of Object.entries(entity.sequences ?? {})) {
    for (const record of records) {
      const value = record[field];
      if (value !== undefined && value !== null && value !== '') continue;
      const key = `${entity.entity}.${field}:${fillSequenceTemplate(sequence.template, record, now)}`;
      const { value: next } = await trx
        .insertInto(SYSTEM_TABLES.sequences)
        .values({ _id: key, value: 1 })
        .onConflict((conflict) => conflict.column('_id').doUpdateSet({ value: sql`${sql.ref(`${SYSTEM_TABLES.sequences}.value`)} + 1` }))
        .returning('value')
        .executeTakeFirstOrThrow();
      record[field] = fillSequenceTemplate(sequence.template, record, now, Number(next));
    }
  }
}
