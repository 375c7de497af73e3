import { sql } from 'kysely';
import type { EntityDefinition, ReferenceDefinition } from '../../../shared/index.js';
import type { Database, StoreDialect } from '../Database.js';
import { fitIdentifier } from '../common/fitIdentifier.js';
import { quoteName } from '../common/quoteName.js';
import { hasTable } from '../common/hasTable.js';

/** Columns of a many-reference's link table: the row holding the array, and one id the array holds. */
export const REFERENCE_TABLE_COLUMNS = { owner: 'owner_id', target: 'target_id' } as const;

/**
 * The link table of a many-reference (`orders__tags`): one row per id in each row's array, kept by the
 * database's own triggers, so "which rows refer to X" is an index lookup whoever wrote the array (SQL imports too).
 */
export function getReferenceTableName(entity: Pick<EntityDefinition, 'table'>, reference: Pick<ReferenceDefinition, 'field'>): string {
  return fitIdentifier(`${entity.table}__${reference.field}`);
}

/** The index of a link table by referenced id: what delete rules and reference filters search by. */
export function getReferenceTargetIndexName(entity: Pick<EntityDefinition, 'table'>, reference: Pick<ReferenceDefinition, 'field'>): string {
  return fitIdentifier(`${entity.table}__${reference.field}_target_idx`);
}

/** Creates the link table, index and triggers of every many-reference that lacks them, filling a new table from the arrays. */
export async function migrateReferenceTables(database: Database, entities: readonly EntityDefinition[]): Promise<void> {
  for (const entity of entities) {
    for (const reference of entity.references) {
      if (!reference.many) continue;
      const table = getReferenceTableName(entity, reference);
      const exists = await hasTable(database, table);
      if (!exists) {
        await database.db.schema
          .createTable(table)
          .addColumn(REFERENCE_TABLE_COLUMNS.owner, 'text', (column) => column.notNull())
          .addColumn(REFERENCE_TABLE_COLUMNS.target, 'text', (column) => column.notNull())
          .addPrimaryKeyConstraint(fitIdentifier(`${table}_pkey`), [REFERENCE_TABLE_COLUMNS.owner, REFERENCE_TABLE_COLUMNS.target])
          .execute();
        await database.db.schema
          .createIndex(getReferenceTargetIndexName(entity, reference))
          .on(table)
          .columns([REFERENCE_TABLE_COLUMNS.target, REFERENCE_TABLE_COLUMNS.owner])
          .execute();
      }
      if (database.dialect === 'sqlite') await createSqliteTriggers(database, entity, reference.field, table);
      else await createPostgresTrigger(database, entity, reference.field, table);
      if (!exists) await fillReferenceTable(database, entity, reference.field, table);
    }
  }
}

/** The triggers on the owner's table that keep a link table (SQLite: one per event; PostgreSQL: one, and its function of the same name). */
export function getReferenceTriggerNames(dialect: StoreDialect, linkTable: string): string[] {
  return dialect === 'postgres' ? [fitIdentifier(`${linkTable}_sync`)] : ['insert', 'update', 'delete'].map((event) => `${linkTable}_${event}`);
}

// SQL text below quotes identifiers itself: they come from validated schema names (letters, digits, _).
const quote = quoteName;

/** The ids of `value` (a JSON array's string items) as `(value)` rows; anything else gives none. */
function sqliteIds(value: string): string {
  return `json_each(case when json_valid(${value}) then case when json_type(${value}) = 'array' then ${value} end end) where type = 'text'`;
}

async function createSqliteTriggers(database: Database, entity: EntityDefinition, field: string, table: string): Promise<void> {
  const owner = quote(entity.table);
  const link = quote(table);
  const { owner: ownerColumn, target } = REFERENCE_TABLE_COLUMNS;
  const insert = `insert or ignore into ${link} (${ownerColumn}, ${target}) select new."_id", value from ${sqliteIds(`new.${quote(field)}`)};`;
  const remove = `delete from ${link} where ${ownerColumn} = old."_id";`;
  const [onInsert, onUpdate, onDelete] = getReferenceTriggerNames('sqlite', table).map(quote);
  const statements = [
    `create trigger if not exists ${onInsert} after insert on ${owner} begin ${insert} end`,
    `create trigger if not exists ${onUpdate} after update of ${quote(field)} on ${owner} begin ${remove} ${insert} end`,
    `create trigger if not exists ${onDelete} after delete on ${owner} begin ${remove} end`,
  ];
  for (const statement of statements) await sql.raw(statement).execute(database.db);
}

async function createPostgresTrigger(database: Database, entity: EntityDefinition, field: string, table: string): Promise<void> {
  const link = quote(table);
  const name = quote(getReferenceTriggerNames('postgres', table)[0]!);
  const column = quote(field);
  const { owner: ownerColumn, target } = REFERENCE_TABLE_COLUMNS;
  await sql
    .raw(
      `create or replace function ${name}() returns trigger language plpgsql as $$
begin
  if tg_op <> 'INSERT' then delete from ${link} where ${ownerColumn} = old."_id"; end if;
  if tg_op <> 'DELETE' and jsonb_typeof(new.${column}) = 'array' then
    insert into ${link} (${ownerColumn}, ${target})
      select distinct new."_id", item #>> '{}' from jsonb_array_elements(new.${column}) as item where jsonb_typeof(item) = 'string'
      on conflict do nothing;
  end if;
  return null;
end $$`,
    )
    .execute(database.db);
  await sql.raw(`drop trigger if exists ${name} on ${quote(entity.table)}`).execute(database.db);
  await sql.raw(`create trigger ${name} after insert or delete or update of ${column} on ${quote(entity.table)} for each row execute function ${name}()`).execute(database.db);
}

/** Links for the rows that were there before the table. */
async function fillReferenceTable(database: Database, entity: EntityDefinition, field: string, table: string): Promise<void> {
  const { owner: ownerColumn, target } = REFERENCE_TABLE_COLUMNS;
  const column = `source.${quote(field)}`;
  const statement =
    database.dialect === 'sqlite'
      ? `insert or ignore into ${quote(table)} (${ownerColumn}, ${target}) select source."_id", value from ${quote(entity.table)} as source, ${sqliteIds(column)}`
      : `insert into ${quote(table)} (${ownerColumn}, ${target}) select distinct source."_id", item #>> '{}' from ${quote(entity.table)} as source, ` +
        `jsonb_array_elements(case when jsonb_typeof(${column}) = 'array' then ${column} else '[]'::jsonb end) as item where jsonb_typeof(item) = 'string' on conflict do nothing`;
  await sql.raw(statement).execute(database.db);
}


