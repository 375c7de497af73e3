import { sql } from 'kysely';
import type { EntityDefinition } from '../../../shared/index.js';
import { messages } from '../../messages.js';
import type { Database } from '../Database.js';
import { getUniqueIndexName } from './getUniqueIndexName.js';

/**
 * Creates each entity's unique indexes that the store lacks. Rows that already repeat a combination would make
 * the index fail: the start stops with a message naming the entity, the fields and one repeated value.
 */
export async function migrateUniqueIndexes(database: Database, entities: readonly EntityDefinition[]): Promise<void> {
  const existing = await getIndexNames(database);
  for (const entity of entities) {
    for (const columns of entity.unique) {
      const name = getUniqueIndexName(entity.table, columns);
      if (existing.has(name)) continue;
      const duplicate = await findDuplicate(database, entity, columns);
      if (duplicate) {
        const example = columns.map((column, i) => `${column} = ${JSON.stringify(duplicate.values[i])}`).join(', ');
        throw new Error(messages.uniqueIndexBlocked(entity.entity, entity.source, columns, example, duplicate.count));
      }
      await database.db.schema.createIndex(name).unique().on(entity.table).columns([...columns]).execute();
    }
  }
}

/** One combination of values that several rows share (rows with a null among the columns never clash), or null. */
async function findDuplicate(database: Database, entity: EntityDefinition, columns: readonly string[]): Promise<{ values: unknown[]; count: number } | null> {
  let query = database.db
    .selectFrom(entity.table)
    .select([...columns.map((column) => sql.ref(column).as(column)), sql<number>`count(*)`.as('count')])
    .groupBy([...columns])
    .having(sql`count(*)`, '>', 1)
    .limit(1);
  for (const column of columns) query = query.where(column, 'is not', null).orderBy(column);
  const row = await query.executeTakeFirst();
  return row ? { values: columns.map((column) => row[column]), count: Number(row.count) } : null;
}

/** The names of the indexes in the store (the current schema's, on PostgreSQL). */
async function getIndexNames(database: Database): Promise<Set<string>> {
  const result =
    database.dialect === 'sqlite'
      ? await sql<{ name: string }>`select name from sqlite_master where type = 'index'`.execute(database.db)
      : await sql<{ name: string }>`select indexname as name from pg_indexes where schemaname = current_schema()`.execute(database.db);
  return new Set(result.rows.map((row) => row.name));
}
