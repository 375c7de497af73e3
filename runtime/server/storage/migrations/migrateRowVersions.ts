import { sql, type ColumnDefinitionBuilder } from 'kysely';
import { ROW_VERSION_FIELD, type EntityDefinition } from '../../../shared/index.js';
import type { Database } from '../Database.js';
import { fitIdentifier } from '../common/fitIdentifier.js';
import { quoteName } from '../common/quoteName.js';

/** PostgreSQL's trigger function: the row's version one more than before the UPDATE. */
const POSTGRES_FUNCTION = 'admin_row_version';

/** The `_version` column: `integer not null default 1`, so a row made by any insert starts at 1. */
export function defineRowVersion(column: ColumnDefinitionBuilder): ColumnDefinitionBuilder {
  return column.notNull().defaultTo(1);
}

/** The trigger that keeps a table's versions, within PostgreSQL's 63-byte identifier limit. */
export function getRowVersionTrigger(table: string): string {
  return fitIdentifier(`${table}__version`);
}

const q = quoteName;

/**
 * Every UPDATE of an entity's row adds one to its `_version`, whoever runs it (an endpoint, a move, a delete rule,
 * SQL by hand), kept by the database: on PostgreSQL a BEFORE UPDATE row trigger sets `new._version = old._version + 1`;
 * on SQLite, which cannot change NEW, an AFTER UPDATE row trigger does, unless the statement set `_version` itself.
 * Triggers a table lacks are made; idempotent.
 */
export async function migrateRowVersions(database: Database, entities: readonly EntityDefinition[]): Promise<void> {
  const { db, dialect } = database;
  const version = q(ROW_VERSION_FIELD);
  if (dialect === 'postgres') {
    await sql.raw(`create or replace function ${POSTGRES_FUNCTION}() returns trigger language plpgsql as $$
begin
  new.${version} := old.${version} + 1;
  return new;
end $$`).execute(db);
  }
  const existing =
    dialect === 'postgres'
      ? await sql<{ name: string }>`select t.tgname as name from pg_trigger t join pg_class c on c.oid = t.tgrelid join pg_namespace n on n.oid = c.relnamespace
          where n.nspname = current_schema() and not t.tgisinternal`.execute(db)
      : await sql<{ name: string }>`select name from sqlite_master where type = 'trigger'`.execute(db);
  const known = new Set(existing.rows.map((row) => row.name));
  for (const { table } of entities) {
    const trigger = getRowVersionTrigger(table);
    if (known.has(trigger)) continue;
    await sql
      .raw(
        dialect === 'postgres'
          ? `create trigger ${q(trigger)} before update on ${q(table)} for each row execute function ${POSTGRES_FUNCTION}()`
          : `create trigger ${q(trigger)} after update on ${q(table)} for each row when new.${version} is old.${version} begin update ${q(table)} set ${version} = old.${version} + 1 where rowid = new.rowid; end`,
      )
      .execute(db);
  }
}
