import { sql } from 'kysely';
import type { Database } from '../../../Database.js';

/**
 * PostgreSQL: runs now the foreign-key checks this transaction's updates left for commit, and defers the keys again
 * (every key of the store is deferrable, initially deferred). A table with checks pending refuses ALTER TABLE and
 * CREATE INDEX ("pending trigger events"), and PostgreSQL queues a check for every row updated a second time in one
 * transaction, even when its key did not change: a second conversion of a table holding a reference, or the indexes
 * the converge builds after two updates of its rows, would stop there. SQLite checks its keys otherwise (off while a
 * migration runs, then checked in full).
 */
export async function settleDeferredChecks(database: Database): Promise<void> {
  if (database.dialect !== 'postgres') return;
  await sql`set constraints all immediate`.execute(database.db);
  await sql`set constraints all deferred`.execute(database.db);
}
