// Triggers admin-gen put on a table (counts, search, link tables), told from anyone else's by their names.
import type { Database } from '../../Database.js';
import { dropTrigger, readTriggers } from './readCatalog.js';

// Row and value counts, SQLite's search table, link tables (SQLite per event, PostgreSQL's one `_sync`), row versions, shortened names.
const OWN_TRIGGER = /(?:_insert|_update|_delete|_truncate|_sync|__version|_[0-9a-f]{12})$/;

/** The triggers on `table` that admin-gen made under names starting with `prefix` (`${table}_` by default). */
export async function readOwnedTriggers(database: Database, table: string, prefix = `${table}_`): Promise<string[]> {
  return (await readTriggers(database, table)).filter((name) => name.startsWith(prefix) && OWN_TRIGGER.test(name));
}

/** Drops the owned triggers on `table` not in `keep`; returns their names. */
export async function dropOwnedTriggers(database: Database, table: string, options: { readonly prefix?: string; readonly keep?: ReadonlySet<string> } = {}): Promise<string[]> {
  const dropped = (await readOwnedTriggers(database, table, options.prefix)).filter((name) => !options.keep?.has(name));
  for (const name of dropped) await dropTrigger(database, table, name);
  return dropped;
}
