import { sql, type Kysely } from 'kysely';
import type { EntityDefinition } from '../../../shared/index.js';
import type { Database, StoreDialect, StoreSchema } from '../Database.js';
import { getFoldColumnType } from '../lists/foldText.js';
import { getFoldColumn, getListIndexes, getListKeySql, getListStorage, type ListIndexColumn } from '../lists/getListStorage.js';
import { createValueCountsTable, migrateValueCounts } from './migrateValueCounts.js';
import { fitIdentifier } from '../common/fitIdentifier.js';
import { quoteName } from '../common/quoteName.js';
import { hasTable } from '../common/hasTable.js';

/** Row counts of the entity tables, kept by triggers: an unfiltered list reads its itemsCount here instead of counting. */
export const ROW_COUNTS_TABLE = 'admin_row_counts';

/**
 * The table beside an entity's table that answers its searched (folded) columns' "contains": SQLite's FTS5 trigram
 * table; PostgreSQL's narrow copy (`_id` and the keys) with a pg_trgm index per key, counted without the wide table.
 */
export function getSearchTable(table: string): string {
  return `${table}__search`;
}

/**
 * What the lists of every entity need from the store, all kept by the database itself: folded key columns
 * (generated, stored), the indexes of their sorts and filters, a trigram search table (FTS5 on SQLite, a narrow
 * table with pg_trgm indexes on PostgreSQL)
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
    for (const index of getListIndexes(dialect, entity, entities)) {
      const list = index.map((column) => sql`${getListKeySql(column, null)}${sql.raw(dialect === 'postgres' && column.nullsFirst ? ' nulls first' : '')}`);
      await sql`create index if not exists ${sql.ref(getListIndexName(entity.table, index))} on ${sql.table(entity.table)} (${sql.join(list)})`.execute(db);
    }
    const searched = storage.searched.map((field) => field.name);
    if (dialect === 'sqlite') await migrateSqliteSearch(db, entity.table, searched);
    else {
      if (searched.length > 0 && !trigramReady) await sql`create extension if not exists pg_trgm`.execute(db);
      trigramReady ||= searched.length > 0;
      await migratePostgresSearch(database, entity.table, searched);
    }
    await migrateRowCount(database, entity.table);
    await migrateValueCounts(database, entity.table, storage.counted.map((field) => field.name));
  }
}

/** `table__col1_col2_list`, within PostgreSQL's 63-byte identifier limit. */
export function getListIndexName(table: string, columns: readonly ListIndexColumn[]): string {
  return fitIdentifier(`${table}__${columns.map((column) => column.column).join('_')}__list`);
}

/** PostgreSQL's trigram index over a searched field's folded key, on the entity's search table. */
export function getTrigramIndexName(table: string, field: string): string {
  return fitIdentifier(`${getSearchTable(table)}__${getFoldColumn(field)}__trgm`);
}

/** The triggers that keep a table's search table in step with it (PostgreSQL empties it on a TRUNCATE too); on PostgreSQL each runs the function of its name. */
export function getSearchTriggerNames(dialect: StoreDialect, table: string): string[] {
  return (dialect === 'postgres' ? ['insert', 'delete', 'update', 'truncate'] : ['insert', 'delete', 'update']).map((event) => fitIdentifier(`${getSearchTable(table)}_${event}`));
}

/** Drops a table's search table and the triggers that keep it (their functions on PostgreSQL); the converge builds it again from the table. */
export async function dropSearchTable(database: Database, table: string): Promise<void> {
  const q = quoteName;
  for (const trigger of getSearchTriggerNames(database.dialect, table)) {
    if (database.dialect === 'sqlite') await sql.raw(`drop trigger if exists ${q(trigger)}`).execute(database.db);
    else {
      // `if exists` does not cover a missing table (a renamed or dropped one): its triggers went with it.
      if (await hasTable(database, table)) await sql.raw(`drop trigger if exists ${q(trigger)} on ${q(table)}`).execute(database.db);
      await sql.raw(`drop function if exists ${q(trigger)}()`).execute(database.db);
    }
  }
  await sql.raw(`drop table if exists ${q(getSearchTable(table))}`).execute(database.db);
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
  const triggers = getSearchTriggerNames('sqlite', table).map(q);
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

/**
 * PostgreSQL's search table: `_id` and the folded keys of the searched fields, copied from the table, with a pg_trgm
 * GIN index per key; its `like` reads a narrow table (a third of the wide one's pages at 1M users), so a count of many
 * matches does not visit the entity's heap. Triggers keep it row for row in the writer's transaction (inserts and
 * deletes per statement from their transition tables, updates of the searched fields per row). Built again from the
 * table when its definition (kept as the table's comment) or a trigger is missing or different; dropped when no field
 * is searched.
 */
async function migratePostgresSearch(database: Database, table: string, fields: readonly string[]): Promise<void> {
  const search = getSearchTable(table);
  const q = quoteName;
  const columns = fields.map((name) => q(getFoldColumn(name)));
  const create = `create table ${q(search)} (_id text primary key${columns.map((column) => `, ${column} text collate "C"`).join('')})`;
  const triggers = getSearchTriggerNames('postgres', table);
  const existing = await sql<{ definition: string | null }>`select obj_description(c.oid, 'pg_class') as definition from pg_class c
    where c.relname = ${search} and c.relkind = 'r' and c.relnamespace = current_schema()::regnamespace`.execute(database.db);
  const found = existing.rows[0];
  const present = new Set(
    found
      ? (await sql<{ name: string }>`select t.tgname as name from pg_trigger t join pg_class c on c.oid = t.tgrelid
          where not t.tgisinternal and c.relname = ${table} and c.relnamespace = current_schema()::regnamespace`.execute(database.db)).rows.map((row) => row.name)
      : [],
  );
  if (fields.length === 0 ? !found : found?.definition === create && triggers.every((trigger) => present.has(trigger))) return;
  await database.db.transaction().execute(async (trx) => {
    // No search table yet: trigger functions it left behind, if any, are replaced below (create or replace).
    if (found) await dropSearchTable({ ...database, db: trx }, table);
    if (fields.length === 0) return;
    const [insert, remove, update, truncate] = triggers.map(q) as [string, string, string, string];
    const keys = columns.join(', ');
    const body = (statement: string) => `language plpgsql as $$ begin ${statement}; return null; end $$`;
    const set = columns.map((column) => `${column} = new.${column}`).join(', ');
    // Only updates that set a searched field (or the id) and change a key reach the search table.
    const changed = ['_id', ...columns].map((column) => `old.${column} is distinct from new.${column}`).join(' or ');
    // One round trip (no parameters: the simple protocol runs them in order); then the copy, then the indexes over it.
    const statements = [
      // No write slips between the copy and the triggers.
      `lock table ${q(table)} in share row exclusive mode`,
      create,
      `comment on table ${q(search)} is ${literal(create)}`,
      `create or replace function ${insert}() returns trigger ${body(`insert into ${q(search)} (_id, ${keys}) select _id, ${keys} from new_rows`)}`,
      `create or replace function ${remove}() returns trigger ${body(`delete from ${q(search)} s using old_rows o where s._id = o._id`)}`,
      `create or replace function ${update}() returns trigger ${body(`update ${q(search)} set _id = new._id, ${set} where _id = old._id`)}`,
      `create or replace function ${truncate}() returns trigger ${body(`truncate ${q(search)}`)}`,
      `create or replace trigger ${insert} after insert on ${q(table)} referencing new table as new_rows for each statement execute function ${insert}()`,
      `create or replace trigger ${remove} after delete on ${q(table)} referencing old table as old_rows for each statement execute function ${remove}()`,
      `create or replace trigger ${update} after update of _id, ${fields.map(q).join(', ')} on ${q(table)} for each row when (${changed}) execute function ${update}()`,
      `create or replace trigger ${truncate} after truncate on ${q(table)} for each statement execute function ${truncate}()`,
      // Earlier versions kept the trigram indexes on the wide table itself: dead weight on every write now.
      ...fields.map((name) => `drop index if exists ${q(fitIdentifier(`${table}__${getFoldColumn(name)}__trgm`))}`),
      `insert into ${q(search)} (_id, ${keys}) select _id, ${keys} from ${q(table)}`,
      ...fields.map((name) => `create index ${q(getTrigramIndexName(table, name))} on ${q(search)} using gin (${q(getFoldColumn(name))} gin_trgm_ops)`),
      `analyze ${q(search)}`,
    ];
    await sql.raw(statements.join(';\n')).execute(trx);
  });
}

/** A text as an SQL string literal. */
function literal(text: string): string {
  return `'${text.replace(/'/g, "''")}'`;
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
