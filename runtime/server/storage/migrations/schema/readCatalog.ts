// What the migration steps read of the store's own catalog (tables, columns, triggers, indexes, counts), on both engines.
import { sql } from 'kysely';
import type { Database } from '../../Database.js';
import { hasTable } from '../../common/hasTable.js';
import { quoteName } from '../../common/quoteName.js';
import { getSearchTriggerNames, ROW_COUNTS_TABLE } from '../migrateListStorage.js';
import { REFERENCE_TABLE_COLUMNS } from '../migrateReferenceTables.js';

// The store's own helpers, as the steps read them beside the catalog.
export { hasTable, quoteName };

/** Every table of the store (the current schema's on PostgreSQL; SQLite's virtual tables included). */
export async function readTables(database: Database): Promise<Set<string>> {
  const result =
    database.dialect === 'sqlite'
      ? await sql<{ name: string }>`select name from sqlite_master where type = 'table' and name not like 'sqlite_%'`.execute(database.db)
      : await sql<{ name: string }>`select table_name as name from information_schema.tables where table_schema = current_schema()`.execute(database.db);
  return new Set(result.rows.map((row) => row.name));
}


/** Every column of the table, generated ones included; empty when the table does not exist. */
export async function readColumns(database: Database, table: string): Promise<Set<string>> {
  const result =
    database.dialect === 'sqlite'
      ? await sql<{ name: string }>`select name from pragma_table_xinfo(${table})`.execute(database.db)
      : await sql<{ name: string }>`select column_name as name from information_schema.columns where table_schema = current_schema() and table_name = ${table}`.execute(database.db);
  return new Set(result.rows.map((row) => row.name));
}

/** The table's rows: its maintained count when it has one (no scan of a big table), else count(*); 0 when it does not exist. */
export async function countRows(database: Database, table: string): Promise<number> {
  if (!(await hasTable(database, table))) return 0;
  if (await hasTable(database, ROW_COUNTS_TABLE)) {
    const kept = await sql<{ n: number | string }>`select row_count as n from ${sql.table(ROW_COUNTS_TABLE)} where table_name = ${table}`.execute(database.db);
    if (kept.rows[0]) return Number(kept.rows[0].n);
  }
  const counted = await sql<{ n: number | string }>`select count(*) as n from ${sql.table(table)}`.execute(database.db);
  return Number(counted.rows[0]?.n ?? 0);
}

/** Non-null values of a column; 0 when the table or column does not exist. */
export async function countValues(database: Database, table: string, column: string): Promise<number> {
  if (!(await readColumns(database, table)).has(column)) return 0;
  const counted = await sql<{ n: number | string }>`select count(${sql.ref(column)}) as n from ${sql.table(table)}`.execute(database.db);
  return Number(counted.rows[0]?.n ?? 0);
}

/** The names of the triggers on a table (PostgreSQL's internal ones, e.g. of foreign keys, left out). */
export async function readTriggers(database: Database, table: string): Promise<string[]> {
  const result =
    database.dialect === 'sqlite'
      ? await sql<{ name: string }>`select name from sqlite_master where type = 'trigger' and tbl_name = ${table} order by name`.execute(database.db)
      : await sql<{ name: string }>`select t.tgname as name from pg_trigger t join pg_class c on c.oid = t.tgrelid
          where not t.tgisinternal and c.relname = ${table} and c.relnamespace = current_schema()::regnamespace order by 1`.execute(database.db);
  return result.rows.map((row) => row.name);
}

/** Drops a trigger (and, on PostgreSQL, the function of the same name a link table's or search table's trigger runs, when there is one). */
export async function dropTrigger(database: Database, table: string, name: string): Promise<void> {
  if (database.dialect === 'sqlite') {
    await sql.raw(`drop trigger if exists ${quoteName(name)}`).execute(database.db);
    return;
  }
  await sql.raw(`drop trigger if exists ${quoteName(name)} on ${quoteName(table)}`).execute(database.db);
  if (name.endsWith('_sync') || /_[0-9a-f]{12}$/.test(name) || getSearchTriggerNames('postgres', table).includes(name)) await sql.raw(`drop function if exists ${quoteName(name)}()`).execute(database.db);
}

/** One index on a table that no constraint owns (a primary key's is left out), with its columns in order. */
export interface StoreIndex {
  readonly name: string;
  readonly columns: readonly string[];
}

export async function readIndexes(database: Database, table: string): Promise<StoreIndex[]> {
  if (database.dialect === 'sqlite') {
    const names = await sql<{ name: string }>`select name from sqlite_master where type = 'index' and tbl_name = ${table} and sql is not null order by name`.execute(database.db);
    const indexes: StoreIndex[] = [];
    for (const { name } of names.rows) {
      const columns = await sql<{ name: string | null }>`select name from pragma_index_info(${name}) order by seqno`.execute(database.db);
      indexes.push({ name, columns: columns.rows.map((row) => row.name ?? '') });
    }
    return indexes;
  }
  const result = await sql<{ name: string; columns: string[] | string }>`
    select i.relname as name, array(select coalesce(a.attname, '') from unnest(x.indkey) with ordinality as k(attnum, n)
      left join pg_attribute a on a.attrelid = x.indrelid and a.attnum = k.attnum order by k.n)::text[] as columns
    from pg_index x join pg_class i on i.oid = x.indexrelid join pg_class t on t.oid = x.indrelid
    where t.relname = ${table} and t.relnamespace = current_schema()::regnamespace
      and not exists (select 1 from pg_constraint c where c.conindid = x.indexrelid)
    order by 1`.execute(database.db);
  return result.rows.map((row) => ({ name: row.name, columns: typeof row.columns === 'string' ? parsePgArray(row.columns) : row.columns }));
}

/** PostgreSQL's text form of a text[] (`{a,b}`), for a driver that hands it over unparsed. */
function parsePgArray(text: string): string[] {
  const inner = text.replace(/^\{|\}$/g, '');
  return inner === '' ? [] : inner.split(',').map((item) => item.replace(/^"|"$/g, ''));
}

/** Tables whose columns are exactly a many-reference's link table's (owner_id, target_id) and whose name starts with `prefix`. */
export async function readLinkTables(database: Database, prefix: string): Promise<string[]> {
  const tables = [...(await readTables(database))].filter((name) => name.startsWith(prefix)).sort();
  const links: string[] = [];
  for (const table of tables) {
    const columns = await readColumns(database, table);
    if (columns.size === 2 && columns.has(REFERENCE_TABLE_COLUMNS.owner) && columns.has(REFERENCE_TABLE_COLUMNS.target)) links.push(table);
  }
  return links;
}
