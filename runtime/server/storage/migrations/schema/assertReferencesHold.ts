// Before commit, the tables a migration changed (with SQLite's keys off) must still point only at existing rows.
import type { EntityDefinition } from '../../../../shared/index.js';
import type { Database } from '../../Database.js';
import { assertNoForeignKeyViolation } from '../../sqlite/migrateSqliteForeignKeys.js';
import { assertNoDanglingReferences } from '../migrateForeignKeys.js';
import { readTables } from './readCatalog.js';

/** Throws naming the first row of the given tables whose single reference names no row (SQLite's foreign_key_check; a join on PostgreSQL). */
export async function assertReferencesHold(database: Database, entities: readonly EntityDefinition[], tables: Iterable<string>): Promise<void> {
  const wanted = new Set(tables);
  if (wanted.size === 0) return;
  const present = await readTables(database);
  const checked = entities.filter((entity) => wanted.has(entity.table) && present.has(entity.table));
  if (database.dialect === 'sqlite') {
    await assertNoForeignKeyViolation(database, checked);
    return;
  }
  for (const entity of checked) await assertNoDanglingReferences(database, entity, entities);
}
