import { sql, type Kysely } from 'kysely';
import type { EntityDefinition } from '../../../shared/index.js';
import type { Database, StoreDialect, StoreSchema } from '../Database.js';
import { getFoldColumnType } from '../lists/foldText.js';
import { getFoldColumn, getListStorage, type ListIndexColumn } from '../lists/getListStorage.js';
import { createValueCountsTable, migrateValueCounts } from './migrateValueCounts.js';
import { fitIdentifier } from '../common/fitIdentifier.js';
import { quoteName } from '../common/quoteName.js';

/** Row counts of the entity tables, kept by triggers: an unfiltered list reads its itemsCount here instead of counting. */
export const ROW_COUNTS_TABLE = 'admin_row_counts';

/** The FTS5 table that indexes an SQLite table's searched (folded) columns by trigram. */
export function getSearchTable(table: string): string {
  return `${table}__search`;
}

/**
 * What the lists of every entity need from the store, all kept by the database itself: folded key columns
 * (generated, stored), the indexes of their sorts and filters, trigram search (FTS5 on SQLite, pg_trgm on PostgreSQL)
 * and maintained row counts (of the table, and per value of its equality-filtered fields). Existing rows get their keys, index entries and counts here. Idempotent.
 */
export async function migrateListStorage(database: Database, entities: readonly EntityDefinition[]): Promise<void> {
  const allGrids = entities.flatMap((entity) => entity.grids);
  const { db, dialect } = database;
  await sql`create table if not exists ${sql.table(ROW_COUNTS_TABLE)} (table_name text primary key, row_count ${sql.raw(dialect === 'postgres' ? 'bigint' : 'integer')} not null)`.execute(db);
  if (dialect === 'postgres') await createPostgresCountFunction(db);
  await createValueCountsTable(db, dialect);
  let trigramReady = false;
  for (const entity of entities) {
    const storage = getListStorage(entity, allGrids);
    const columns = await getAllColumns(database, entity.table);
    for (const field of storage.folded) {
      const column = getFoldColumn(field.name);
      if (columns.has(column)) continue;
      // A new table has its keys already (createTable); SQLite adds one only virtual here, migrate then stores it.
      const definition = getFoldColumnType(dialect, field.name, dialect === 'sqlite' ? 'virtual' : 'stored');
      await sql`alter table ${sql.table(entity.table)} add column ${sql.ref(column)} ${sql.raw(definition)}`.execute(db);
    }
    for (const index of storage.indexes) {
      const list = index.map((column) => sql`${sql.ref(column.column)}${sql.raw(dialect === 'postgres' && column.nullsFirst ? ' nulls first' : '')}`);
      await sql`create index if not exists ${sql.ref(getListIndexName(entity.table, index))} on ${sql.table(entity.table)} (${sql.join(list)})`.execute(db);
    }
    const searched = storage.searched.map((field) => field.name);
    if (dialect === 'sqlite') await migrateSqliteSearch(db, entity.table, searched);
    else if (searched.length > 0) {
      if (!trigramReady) await sql`create extension if not exists pg_trgm`.execute(db);
      trigramReady = true;
      for (const name of searched) {
        const column = getFoldColumn(name);
        await sql`create index if not exists ${sql.ref(getTrigramIndexName(entity.table, name))} on ${sql.table(entity.table)} using gin (${sql.ref(column)} gin_trgm_ops)`.execute(db);
      }
    }
    await migrateRowCount(database, entity.table);
    await migrateValueCounts(database, entity.table, storage.counted.map((field) => field.name));
  }
}

/** `table__col1_col2_list`, within PostgreSQL's 63-byte identifier limit. */
export function getListIndexName(table: string, columns: readonly ListIndexColumn[]): string {
  return fitIdentifier(`${table}__${columns.map((column) => column.column).join('_')}__list`);
}

/** PostgreSQL's trigram index over a searched field's folded key. */
export function getTrigramIndexName(table: string, field: string): string {
  return fitIdentifier(`${table}__${getFoldColumn(field)}__trgm`);
}

/** The triggers that keep an SQLite table's search table in step with it. */
export function getSearchTriggerNames(table: string): string[] {
  return ['insert', 'delete', 'update'].map((event) => `${getSearchTable(table)}_${event}`);
}

/** The triggers that keep a table's row in admin_row_counts (PostgreSQL counts a TRUNCATE too). */
export function getRowCountTriggerNames(dialect: StoreDialect, table: string): string[] {
  return (dialect === 'postgres' ? ['insert', 'delete', 'truncate'] : ['insert', 'delete']).map((event) => `${table}__count_${event}`);
}


/** Every column of the table, generated ones included (kysely's introspection leaves SQLite's out). */
async function getAllColumns(database: Database, table: string): Promise<Set<string>> {
  const result =
    database.dialect === 'sqlite'
      ? await sql<{ name: string }>`select name from pragma_table_xinfo(${table})`.execute(database.db)
      : await sql<{ name: string }>`select column_name as name from information_schema.columns where table_schema = current_schema() and table_name = ${table}`.execute(database.db);
  return new Set(result.rows.map((row) => row.name));
}

/**
 * An external-content FTS5 table over the folded columns (trigram, case-sensitive: the keys are folded already),
 * kept in step by triggers on the entity's table. Rebuilt from the table when missing or when its columns changed.
 */
async function migrateSqliteSearch(db: Kysely<StoreSchema>, table: string, fields: readonly string[]): Promise<void> {
  const search = getSearchTable(table);
  const q = quoteName;
  const columns = fields.map((name) => q(getFoldColumn(name)));
  const create = `CREATE VIRTUAL TABLE ${q(search)} USING fts5(${columns.join(', ')}, content=${q(table)}, content_rowid='rowid', tokenize='trigram case_sensitive 1')`;
  const existing = await sql<{ sql: string }>`select sql from sqlite_master where type = 'table' and name = ${search}`.execute(db);
  if (existing.rows[0]?.sql === create) return;
  const triggers = getSearchTriggerNames(table).map(q);
  await db.transaction().execute(async (trx) => {
    for (const trigger of triggers) await sql.raw(`drop trigger if exists ${trigger}`).execute(trx);
    await sql.raw(`drop table if exists ${q(search)}`).execute(trx);
    if (fields.length === 0) return;
    await sql.raw(create).execute(trx);
    const add = (row: string) => `insert into ${q(search)}(rowid, ${columns.join(', ')}) values (${row}.rowid, ${columns.map((column) => `${row}.${column}`).join(', ')});`;
    const remove = (row: string) =>
      `insert into ${q(search)}(${q(search)}, rowid, ${columns.join(', ')}) values ('delete', ${row}.rowid, ${columns.map((column) => `${row}.${column}`).join(', ')});`;
    await sql.raw(`create trigger ${triggers[0]} after insert on ${q(table)} begin ${add('new')} end`).execute(trx);
    await sql.raw(`create trigger ${triggers[1]} after delete on ${q(table)} begin ${remove('old')} end`).execute(trx);
    await sql.raw(`create trigger ${triggers[2]} after update of ${fields.map(q).join(', ')} on ${q(table)} begin ${remove('old')} ${add('new')} end`).execute(trx);
    await sql.raw(`insert into ${q(search)}(${q(search)}) values ('rebuild')`).execute(trx);
  });
}

/** The statement-level trigger function of PostgreSQL's counts: rows inserted, deleted, or a TRUNCATE. */
async function createPostgresCountFunction(db: Kysely<StoreSchema>): Promise<void> {
  await sql.raw(`create or replace function admin_row_counts_change() returns trigger language plpgsql as $$
begin
  if tg_op = 'INSERT' then
    update ${ROW_COUNTS_TABLE} set row_count = row_count + (select count(*) from new_rows) where table_name = tg_table_name;
  elsif tg_op = 'DELETE' then
    update ${ROW_COUNTS_TABLE} set row_count = row_count - (select count(*) from old_rows) where table_name = tg_table_name;
  else
    update ${ROW_COUNTS_TABLE} set row_count = 0 where table_name = tg_table_name;
  end if;
  return null;
end $$`).execute(db);
}

/** Count triggers on the table and, the first time, its current count; in one transaction, so no write slips between. */
async function migrateRowCount(database: Database, table: string): Promise<void> {
  const q = quoteName;
  await database.db.transaction().execute(async (trx) => {
    const known = await sql`select 1 from ${sql.table(ROW_COUNTS_TABLE)} where table_name = ${table}`.execute(trx);
    if (known.rows.length > 0) return;
    if (database.dialect === 'postgres') await sql.raw(`lock table ${q(table)} in share row exclusive mode`).execute(trx);
    await createRowCountTriggers({ ...database, db: trx }, table);
    await sql`insert into ${sql.table(ROW_COUNTS_TABLE)} (table_name, row_count) select ${table}, count(*) from ${sql.table(table)}`.execute(trx);
  });
}

/** The triggers that keep the table's row count (idempotent); a renamed table gets them again under its new name, its count kept. */
export async function createRowCountTriggers(database: Database, table: string): Promise<void> {
  const q = quoteName;
  const [insert, remove, truncate] = getRowCountTriggerNames(database.dialect, table).map(q);
  if (database.dialect === 'postgres') {
    await sql.raw(`create or replace trigger ${insert} after insert on ${q(table)} referencing new table as new_rows for each statement execute function admin_row_counts_change()`).execute(database.db);
    await sql.raw(`create or replace trigger ${remove} after delete on ${q(table)} referencing old table as old_rows for each statement execute function admin_row_counts_change()`).execute(database.db);
    await sql.raw(`create or replace trigger ${truncate} after truncate on ${q(table)} for each statement execute function admin_row_counts_change()`).execute(database.db);
    return;
  }
  const update = (change: string) => `update ${ROW_COUNTS_TABLE} set row_count = row_count ${change} where table_name = '${table.replace(/'/g, "''")}';`;
  await sql.raw(`create trigger if not exists ${insert} after insert on ${q(table)} begin ${update('+ 1')} end`).execute(database.db);
  await sql.raw(`create trigger if not exists ${remove} after delete on ${q(table)} begin ${update('- 1')} end`).execute(database.db);
}
