import { sql } from 'kysely';
import type { Database } from '../../../Database.js';
import { getFoldColumn } from '../../../lists/getListStorage.js';
import { dropSearchTable, getSearchTable } from '../../migrateListStorage.js';
import { VALUE_COUNTS_TABLE } from '../../migrateValueCounts.js';
import { readColumns } from './readColumns.js';
import { quoteName } from '../../../common/quoteName.js';

const quote = quoteName;

/**
 * Before a column's values change kind (or the column is replaced), removes what the store derived from it, which the
 * migration's converge pass then builds again for the field as it now is (it only creates what is missing): its folded
 * key column with the indexes, search table and triggers over it, the indexes and admin-gen triggers that read the
 * column, its maintained value counts, and (PostgreSQL) its foreign keys. Objects admin-gen did not make stay; a
 * column they hold cannot be replaced, and the step says so.
 */
export async function dropDerivedObjects(database: Database, table: string, field: string): Promise<void> {
  const fold = getFoldColumn(field);
  const columns = (await readColumns(database, table)) ?? new Map<string, string>();
  const watched = [field, ...(columns.has(fold) ? [fold] : [])];
  if (database.dialect === 'sqlite') await dropSqliteDependents(database, table, watched);
  else await dropPostgresDependents(database, table, field, columns.has(fold) ? fold : null);
  // The counts table exists once the store was migrated; asked, not tried (a failed statement ends PostgreSQL's transaction).
  if (await readColumns(database, VALUE_COUNTS_TABLE)) await sql`delete from ${sql.table(VALUE_COUNTS_TABLE)} where table_name = ${table} and field = ${field}`.execute(database.db);
}

async function dropSqliteDependents(database: Database, table: string, watched: readonly string[]): Promise<void> {
  const { db } = database;
  // A column is named quoted in the triggers' text; the table's own name (`on "t"`) is left out first.
  const mentions = (text: string) => watched.some((name) => text.split(` on ${quote(table)}`).join(' ').includes(quote(name)));
  // admin-gen names its triggers and indexes after the table (`table__…`, `table_…_idx`, `…_key`).
  const triggers = (await sql<{ name: string; sql: string }>`select name, sql from sqlite_master where type = 'trigger' and tbl_name = ${table}`.execute(db)).rows;
  for (const trigger of triggers) {
    if (trigger.name.startsWith(`${table}_`) && mentions(trigger.sql)) await sql`drop trigger ${sql.ref(trigger.name)}`.execute(db);
  }
  const search = getSearchTable(table);
  const searchSql = (await sql<{ sql: string }>`select sql from sqlite_master where type = 'table' and name = ${search}`.execute(db)).rows[0]?.sql;
  if (searchSql !== undefined && mentions(searchSql)) await dropSearchTable(database, table);
  const indexes = (await sql<{ name: string; sql: string }>`select name, sql from sqlite_master where type = 'index' and tbl_name = ${table} and sql is not null`.execute(db)).rows;
  for (const index of indexes) {
    if (!index.name.startsWith(`${table}_`)) continue;
    const indexed = (await sql<{ name: string | null }>`select name from pragma_index_info(${index.name})`.execute(db)).rows;
    // An expression (an enum's title rank) has no column name here: its text names the column.
    const expression = indexed.some((column) => column.name === null) && mentions(index.sql);
    if (expression || indexed.some((column) => column.name !== null && watched.includes(column.name))) await sql`drop index ${sql.ref(index.name)}`.execute(db);
  }
  if (watched.length > 1) await sql`alter table ${sql.table(table)} drop column ${sql.ref(watched[1]!)}`.execute(db);
}

async function dropPostgresDependents(database: Database, table: string, field: string, fold: string | null): Promise<void> {
  const { db } = database;
  // The search table's triggers copy the folded key: they go with their table first. The key takes its list indexes with it.
  if (fold !== null && (await readColumns(database, getSearchTable(table)))?.has(fold)) await dropSearchTable(database, table);
  if (fold !== null) await sql`alter table ${sql.table(table)} drop column ${sql.ref(fold)}`.execute(db);
  const relation = sql`cast(${quote(table)} as regclass)`;
  const attribute = sql`(select attnum from pg_attribute where attrelid = ${relation} and attname = ${field})`;
  // An index over an expression of the column (an enum's title rank) depends on it without naming it in indkey.
  const indexes = await sql<{ name: string }>`select c.relname as name from pg_index i join pg_class c on c.oid = i.indexrelid
    where i.indrelid = ${relation} and not i.indisprimary and c.relname like ${`${escapeLike(table)}\\_%`}
      and (${attribute} = any(i.indkey) or exists (select 1 from pg_depend d where d.classid = 'pg_class'::regclass and d.objid = i.indexrelid
        and d.refclassid = 'pg_class'::regclass and d.refobjid = ${relation} and d.refobjsubid = ${attribute}))`.execute(db);
  for (const index of indexes.rows) await sql`drop index ${sql.ref(index.name)}`.execute(db);
  // A many-reference's link trigger is `update of` the column: PostgreSQL ties it to the column.
  const triggers = await sql<{ name: string }>`select tgname as name from pg_trigger where tgrelid = ${relation} and not tgisinternal and ${attribute} = any(tgattr)`.execute(db);
  for (const trigger of triggers.rows) await sql`drop trigger ${sql.ref(trigger.name)} on ${sql.table(table)}`.execute(db);
  const keys = await sql<{ name: string }>`select conname as name from pg_constraint where conrelid = ${relation} and contype = 'f' and ${attribute} = any(conkey)`.execute(db);
  for (const key of keys.rows) await sql`alter table ${sql.table(table)} drop constraint ${sql.ref(key.name)}`.execute(db);
}

function escapeLike(text: string): string {
  return text.replace(/[\\%_]/g, (char) => `\\${char}`);
}
