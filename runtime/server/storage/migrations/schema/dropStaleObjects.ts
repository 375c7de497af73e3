// What admin-gen built and the model no longer wants goes after the converge: it would otherwise keep refusing saves
// (a key of a removed reference), slow every write (triggers, indexes) or show a renamed table's old counts.
import { sql } from 'kysely';
import type { EntityDefinition } from '../../../../shared/index.js';
import type { Database } from '../../Database.js';
import { dropSearchTable, getSearchTable, ROW_COUNTS_TABLE } from '../migrateListStorage.js';
import { SYSTEM_TABLES } from '../migrateSystemTables.js';
import { VALUE_COUNTS_TABLE } from '../migrateValueCounts.js';
import { dropOwnedTriggers } from './dropOwnedTriggers.js';
import { getDerivedNames } from './getDerivedNames.js';
import { quoteName, readIndexes, readLinkTables, readTables } from './readCatalog.js';

// Index names admin-gen gives (plain, unique, list, trigram — on the table itself in earlier stores — and their shortened forms).
const OWN_INDEX = /(?:_idx|_key|__list|__trgm|_[0-9a-f]{12})$/;
const SEARCH_SUFFIX = '__search';

/**
 * On each entity's table: the triggers, indexes and link tables admin-gen names after the table that the model no
 * longer makes, and value counts of fields no longer counted. On each kept table (a removed entity's rows): every
 * trigger, link table, search table and count of it. Everywhere: counts and search tables (with PostgreSQL's trigger
 * functions) of tables that are gone (renamed). Foreign keys are the converge's (migrateForeignKeys, migrateSqliteForeignKeys). Never a row of data.
 */
export async function dropStaleObjects(database: Database, entities: readonly EntityDefinition[], keptTables: readonly string[] = []): Promise<void> {
  const tables = await readTables(database);
  const entityTables = new Set(entities.map((entity) => entity.table));
  const system = new Set<string>(Object.values(SYSTEM_TABLES));
  for (const entity of entities) {
    const { table } = entity;
    if (system.has(table) || !tables.has(table)) continue;
    const wanted = getDerivedNames(database.dialect, entity, entities);
    await dropOwnedTriggers(database, table, { keep: wanted.triggers });
    for (const index of await readIndexes(database, table)) {
      if (index.name.startsWith(`${table}_`) && OWN_INDEX.test(index.name) && !wanted.indexes.has(index.name)) await sql.raw(`drop index ${quoteName(index.name)}`).execute(database.db);
    }
    for (const link of await readLinkTables(database, `${table}__`)) {
      if (!wanted.linkTables.has(link) && !entityTables.has(link)) await dropTable(database, tables, link);
    }
    if (tables.has(VALUE_COUNTS_TABLE)) {
      let stale = sql`delete from ${sql.table(VALUE_COUNTS_TABLE)} where table_name = ${table}`;
      if (wanted.countedFields.size > 0) stale = sql`${stale} and field not in (${sql.join([...wanted.countedFields])})`;
      await stale.execute(database.db);
    }
  }
  for (const table of keptTables) {
    if (!tables.has(table) || entityTables.has(table)) continue;
    await dropOwnedTriggers(database, table);
    for (const link of await readLinkTables(database, `${table}__`)) if (!entityTables.has(link)) await dropTable(database, tables, link);
    if (tables.has(getSearchTable(table))) {
      await dropSearchTable(database, table);
      tables.delete(getSearchTable(table));
    }
    for (const counts of [ROW_COUNTS_TABLE, VALUE_COUNTS_TABLE]) if (tables.has(counts)) await sql`delete from ${sql.table(counts)} where table_name = ${table}`.execute(database.db);
  }
  for (const search of [...tables].filter((name) => name.endsWith(SEARCH_SUFFIX))) {
    const owner = search.slice(0, -SEARCH_SUFFIX.length);
    if (tables.has(owner)) continue;
    await dropSearchTable(database, owner);
    tables.delete(search);
  }
  for (const counts of [ROW_COUNTS_TABLE, VALUE_COUNTS_TABLE]) {
    if (!tables.has(counts)) continue;
    const named = await sql<{ name: string }>`select distinct table_name as name from ${sql.table(counts)}`.execute(database.db);
    const gone = named.rows.map((row) => row.name).filter((name) => !tables.has(name));
    if (gone.length > 0) await sql`delete from ${sql.table(counts)} where table_name in (${sql.join(gone)})`.execute(database.db);
  }
}

async function dropTable(database: Database, tables: Set<string>, table: string): Promise<void> {
  await sql.raw(`drop table if exists ${quoteName(table)}`).execute(database.db);
  tables.delete(table);
}
