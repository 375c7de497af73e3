import { sql, type Kysely } from 'kysely';
import type { FieldDefinition } from '../../../shared/index.js';
import type { Database, StoreDialect, StoreSchema } from '../Database.js';
import { getColumnType, type ColumnStorage } from './getColumnType.js';
import { readByKey } from '../common/readByKey.js';
import { fitIdentifier } from '../common/fitIdentifier.js';
import { quoteName } from '../common/quoteName.js';

/**
 * Rows per value of each field a list filters by equality (boolean and select filters), kept by triggers: a list
 * filtered by one such value alone reads its itemsCount here instead of counting every matching row. The row whose
 * value is `*` marks a field as counted (a value with no row then has none).
 */
export const VALUE_COUNTS_TABLE = 'admin_value_counts';

/** The value of the row that marks a field as counted. */
export const VALUE_COUNTED_MARKER = '*';
const MARKER = VALUE_COUNTED_MARKER;
const q = quoteName;
const literal = (text: string) => `'${text.replace(/'/g, "''")}'`;

/** A value's key in the counts table, computed by the store alike for column values and query parameters. */
function getValueKeySql(expression: string): string {
  return `case when ${expression} is null then 'null' else 'v:' || cast(${expression} as text) end`;
}

/** The statement that recounts one field of a table from its rows (after a bulk load with the triggers set aside). */
export function getValueRecountSql(table: string, field: string): string[] {
  return [
    `delete from ${VALUE_COUNTS_TABLE} where table_name = ${literal(table)} and field = ${literal(field)}`,
    `insert into ${VALUE_COUNTS_TABLE} (table_name, field, value, row_count) select ${literal(table)}, ${literal(field)}, ${getValueKeySql(q(field))}, count(*) from ${q(table)} group by 3`,
    `insert into ${VALUE_COUNTS_TABLE} (table_name, field, value, row_count) values (${literal(table)}, ${literal(field)}, '${MARKER}', 0)`,
  ];
}

/** The counts table and, on PostgreSQL, the statement-level trigger function that keeps it (field in TG_ARGV[0]). */
export async function createValueCountsTable(db: Kysely<StoreSchema>, dialect: StoreDialect): Promise<void> {
  await sql
    .raw(`create table if not exists ${VALUE_COUNTS_TABLE} (table_name text not null, field text not null, value text not null, row_count ${dialect === 'postgres' ? 'bigint' : 'integer'} not null, primary key (table_name, field, value))`)
    .execute(db);
  if (dialect !== 'postgres') return;
  await sql.raw(`create or replace function admin_value_counts_change() returns trigger language plpgsql as $$
declare
  field text := tg_argv[0];
  value_key text := format('case when %1$I is null then ''null'' else ''v:'' || cast(%1$I as text) end', field);
begin
  if tg_op = 'TRUNCATE' then
    update ${VALUE_COUNTS_TABLE} set row_count = 0 where table_name = tg_table_name and ${VALUE_COUNTS_TABLE}.field = tg_argv[0] and value <> '${MARKER}';
    return null;
  end if;
  if tg_op in ('DELETE', 'UPDATE') then
    execute format('update ${VALUE_COUNTS_TABLE} c set row_count = c.row_count - d.n from (select %s as value, count(*) as n from old_rows group by 1) d where c.table_name = %L and c.field = %L and c.value = d.value', value_key, tg_table_name, field);
  end if;
  if tg_op in ('INSERT', 'UPDATE') then
    execute format('insert into ${VALUE_COUNTS_TABLE} (table_name, field, value, row_count) select %L, %L, %s, count(*) from new_rows group by 3 on conflict (table_name, field, value) do update set row_count = ${VALUE_COUNTS_TABLE}.row_count + excluded.row_count', tg_table_name, field, value_key);
  end if;
  return null;
end $$`).execute(db);
}

/**
 * Counts of the table's equality-filtered fields: triggers (SQLite per row, PostgreSQL per statement, TRUNCATE
 * included) and, the first time for a field, its current counts, in one transaction so no write slips between.
 */
export async function migrateValueCounts(database: Database, table: string, fields: readonly string[]): Promise<void> {
  for (const field of fields) {
    await database.db.transaction().execute(async (trx) => {
      const known = await sql`select 1 from ${sql.table(VALUE_COUNTS_TABLE)} where table_name = ${table} and field = ${field} and value = ${MARKER}`.execute(trx);
      if (known.rows.length > 0) return;
      if (database.dialect === 'postgres') await sql.raw(`lock table ${q(table)} in share row exclusive mode`).execute(trx);
      await createValueCountTriggers({ ...database, db: trx }, table, field);
      for (const statement of getValueRecountSql(table, field)) await sql.raw(statement).execute(trx);
    });
  }
}

/** The triggers that keep one field's counts (SQLite per row; PostgreSQL per statement, TRUNCATE included). */
export function getValueCountTriggerNames(dialect: StoreDialect, table: string, field: string): string[] {
  return (dialect === 'postgres' ? ['insert', 'delete', 'update', 'truncate'] : ['insert', 'delete', 'update']).map((suffix) => fitIdentifier(`${table}__values_${field}_${suffix}`));
}

/** The triggers of one counted field (idempotent); a renamed table or field gets them again under its new name, its counts kept. */
export async function createValueCountTriggers(database: Database, table: string, field: string): Promise<void> {
  const [insert, remove, update, truncate] = getValueCountTriggerNames(database.dialect, table, field).map(q);
  if (database.dialect === 'postgres') {
    const trigger = (name: string, event: string, referencing: string) =>
      `create or replace trigger ${name} after ${event} on ${q(table)} ${referencing} for each statement execute function admin_value_counts_change(${literal(field)})`;
    await sql.raw(trigger(insert!, 'insert', 'referencing new table as new_rows')).execute(database.db);
    await sql.raw(trigger(remove!, 'delete', 'referencing old table as old_rows')).execute(database.db);
    await sql.raw(trigger(update!, 'update', 'referencing old table as old_rows new table as new_rows')).execute(database.db);
    await sql.raw(trigger(truncate!, 'truncate', '')).execute(database.db);
    return;
  }
  const where = `table_name = ${literal(table)} and field = ${literal(field)}`;
  const add = (row: string) =>
    `insert into ${VALUE_COUNTS_TABLE} (table_name, field, value, row_count) values (${literal(table)}, ${literal(field)}, ${getValueKeySql(`${row}.${q(field)}`)}, 1) on conflict (table_name, field, value) do update set row_count = row_count + 1;`;
  const subtract = (row: string) => `update ${VALUE_COUNTS_TABLE} set row_count = row_count - 1 where ${where} and value = ${getValueKeySql(`${row}.${q(field)}`)};`;
  await sql.raw(`create trigger if not exists ${insert} after insert on ${q(table)} begin ${add('new')} end`).execute(database.db);
  await sql.raw(`create trigger if not exists ${remove} after delete on ${q(table)} begin ${subtract('old')} end`).execute(database.db);
  await sql.raw(`create trigger if not exists ${update} after update of ${q(field)} on ${q(table)} when old.${q(field)} is not new.${q(field)} begin ${subtract('old')} ${add('new')} end`).execute(database.db);
}


/** How many rows hold this stored (non-null) value in the field, or null when the field is not counted. */
export async function readValueCount(database: Database, table: string, field: FieldDefinition, stored: unknown): Promise<number | null> {
  // Typed like the column first, so its text is the column value's (SQLite binds JavaScript numbers as real: 1.0).
  const key = sql`'v:' || cast(cast(${stored} as ${sql.raw(getColumnType(database.dialect, field.storage as ColumnStorage))}) as text)`;
  const query = sql`select value, row_count from ${sql.table(VALUE_COUNTS_TABLE)} where table_name = ${table} and field = ${field.name} and (value = ${MARKER} or value = ${key})`;
  const rows = await readByKey(database, query.compile(database.db));
  if (!rows.some((row) => row.value === MARKER)) return null;
  const counted = rows.find((row) => row.value !== MARKER);
  return counted ? Number(counted.row_count) : 0;
}

/** A value a field holds (its text as the counts key it; null for no value) and how many rows hold it. */
export interface ValueCount {
  readonly value: string | null;
  readonly count: number;
}

/**
 * The values the field holds besides the stored `excluded` ones (a tab set's values), each with its row count, read
 * from the maintained counts alone: what a grid's Otros tab lists, without reading the table. Null when the field is
 * not counted.
 */
export async function readOtherValueCounts(database: Database, table: string, field: FieldDefinition, excluded: readonly unknown[]): Promise<ValueCount[] | null> {
  const type = sql.raw(getColumnType(database.dialect, field.storage as ColumnStorage));
  const keys = excluded.map((stored) => sql`'v:' || cast(cast(${stored} as ${type}) as text)`);
  const others = keys.length === 0 ? sql`true` : sql`value not in (${sql.join(keys)})`;
  const query = sql`select value, row_count from ${sql.table(VALUE_COUNTS_TABLE)} where table_name = ${table} and field = ${field.name} and (value = ${MARKER} or (row_count > 0 and ${others}))`;
  const rows = await readByKey(database, query.compile(database.db));
  if (!rows.some((row) => row.value === MARKER)) return null;
  return rows
    .filter((row) => row.value !== MARKER)
    .map((row) => ({ value: row.value === 'null' ? null : String(row.value).slice(2), count: Number(row.row_count) }));
}
