import { createHash } from 'node:crypto';
import { sql, type ColumnDefinitionBuilder, type CreateTableBuilder } from 'kysely';
import { isColumnField, ROW_VERSION_FIELD, type EntityDefinition, type FieldDefinition } from '../../../shared/index.js';
import type { Database, StoreDialect } from '../Database.js';
import { getColumnType, type ColumnStorage } from './getColumnType.js';
import { getFoldColumnType } from '../lists/foldText.js';
import { getFoldColumn, getListIndexes, getListStorage } from '../lists/getListStorage.js';
import { migrateListStorage } from './migrateListStorage.js';
import { migrateSystemTables } from './migrateSystemTables.js';
import { getForeignKeys, migrateForeignKeys } from './migrateForeignKeys.js';
import { migrateReferenceTables } from './migrateReferenceTables.js';
import { migrateUniqueIndexes } from './migrateUniqueIndexes.js';
import { migrateNoOverlap } from './migrateNoOverlap.js';
import { defineRowVersion, migrateRowVersions } from './migrateRowVersions.js';
import { toStoredValue } from '../rows/writeRow.js';
import { defineGeneratedColumn, getGeneratedColumnSql, markGeneratedColumn, migratePostgresGeneratedColumns, prepareGeneratedColumns, readPostgresGeneratedColumns } from '../generated/migrateGeneratedColumns.js';

export interface ConvergeResult {
  readonly createdTables: readonly string[];
  /** `table.column` for every column added to an existing table. */
  readonly addedColumns: readonly string[];
}

/**
 * The converge pass, for a caller that holds the schema lock (applyMigrations runs it after the pending migrations'
 * steps): runs the system migrations, creates missing tables, adds missing columns (backfilling schema defaults and
 * ordering positions) and indexes, link tables, list storage and PostgreSQL's foreign keys. Idempotent; never drops
 * or alters data (keys and derived objects admin-gen made and no longer wants go in dropStaleObjects).
 */
export async function migrateSchema(database: Database, entities: readonly EntityDefinition[], keptTables: readonly string[] = []): Promise<ConvergeResult> {
  await migrateSystemTables(database);
  await prepareGeneratedColumns(database, entities);
  const existing = await getExistingColumns(database);
  const generatedColumns = await readPostgresGeneratedColumns(database);
  const createdTables: string[] = [];
  const addedColumns: string[] = [];

  for (const entity of entities) {
    const columns = existing.get(entity.table);
    if (!columns) {
      await createTable(database, entity, entities);
      createdTables.push(entity.table);
    } else {
      if (!columns.has(ROW_VERSION_FIELD)) await database.db.schema.alterTable(entity.table).addColumn(ROW_VERSION_FIELD, 'integer', defineRowVersion).execute();
      // Columns the database computes come after the stored ones they read.
      const missing = getColumnFields(entity)
        .filter((field) => !columns.has(field.name))
        .sort((a, b) => Number(getGeneratedColumnSql(database, entity, a.name) !== null) - Number(getGeneratedColumnSql(database, entity, b.name) !== null));
      for (const field of missing) {
        const generated = defineGeneratedColumn(database, entity, field, database.dialect === 'postgres');
        await database.db.schema.alterTable(entity.table).addColumn(field.name, getColumnType(database.dialect, field.storage), generated ?? ((column) => withColumnDefault(column, field))).execute();
        if (generated) await markGeneratedColumn(database, entity.table, field.name, getGeneratedColumnSql(database, entity, field.name)!);
        else await backfillColumn(database, entity, field);
        addedColumns.push(`${entity.table}.${field.name}`);
      }
      await migrateColumnDefaults(database, entity, missing);
      await migratePostgresGeneratedColumns(database, entity, columns, generatedColumns.get(entity.table));
    }
    for (const columnsOfIndex of getIndexes(database.dialect, entity, entities)) {
      await database.db.schema
        .createIndex(getIndexName(entity.table, columnsOfIndex))
        .ifNotExists()
        .on(entity.table)
        .columns([...columnsOfIndex])
        .execute();
    }
  }
  await migrateUniqueIndexes(database, entities);
  await migrateNoOverlap(database, entities);
  await migrateReferenceTables(database, entities);
  await migrateListStorage(database, entities);
  await migrateForeignKeys(database, entities, keptTables);
  await migrateRowVersions(database, entities);
  return { createdTables, addedColumns };
}

async function createTable(database: Database, entity: EntityDefinition, entities: readonly EntityDefinition[]): Promise<void> {
  let builder: CreateTableBuilder<string, string> = database.db.schema.createTable(entity.table).ifNotExists().addColumn('_id', 'text', (column) => column.primaryKey()).addColumn(ROW_VERSION_FIELD, 'integer', defineRowVersion);
  for (const field of getColumnFields(entity)) {
    if (field.name === '_id') continue;
    // Columns stay nullable: required-ness is the schema's job, and later columns must fit old rows.
    builder = builder.addColumn(field.name, getColumnType(database.dialect, field.storage), defineGeneratedColumn(database, entity, field, true) ?? ((column) => withColumnDefault(column, field)));
  }
  // The folded keys of its lists, stored from the start (SQLite cannot add a stored column to a table later).
  for (const field of getListStorage(entity, entities.flatMap((candidate) => candidate.grids)).folded) {
    builder = builder.addColumn(getFoldColumn(field.name), sql.raw(getFoldColumnType(database.dialect, field.name)));
  }
  // SQLite takes foreign keys only with the table (PostgreSQL's come in migrateForeignKeys, once every table exists).
  if (database.dialect === 'sqlite') {
    for (const key of getForeignKeys(entity, entities)) {
      builder = builder.addForeignKeyConstraint(key.name, [key.column], key.targetTable, ['_id'], (constraint) => constraint.onDelete(key.onDelete).deferrable().initiallyDeferred());
    }
  }
  await builder.execute();
  for (const field of getColumnFields(entity)) {
    const expression = getGeneratedColumnSql(database, entity, field.name);
    if (expression !== null) await markGeneratedColumn(database, entity.table, field.name, expression);
  }
}

function getColumnFields(entity: EntityDefinition): (FieldDefinition & { readonly storage: ColumnStorage })[] {
  return entity.fields.filter(isColumnField);
}

/** A lifecycle field's column defaults to its initial state, so rows inserted by plain SQL start in it too. */
function withColumnDefault(column: ColumnDefinitionBuilder, field: FieldDefinition): ColumnDefinitionBuilder {
  return field.lifecycle ? column.defaultTo(field.lifecycle.initial) : column;
}

/**
 * PostgreSQL: sets the default of each existing lifecycle column that lacks it (or holds another), a catalog change.
 * SQLite changes an existing column's default only by rebuilding the table, which migrateSqliteForeignKeys does.
 */
async function migrateColumnDefaults(database: Database, entity: EntityDefinition, added: readonly FieldDefinition[]): Promise<void> {
  const fields = entity.fields.filter((field) => field.lifecycle && !added.includes(field));
  if (database.dialect !== 'postgres' || fields.length === 0) return;
  const result = await sql<{ name: string; value: string | null }>`select column_name as name, column_default as value from information_schema.columns
    where table_schema = current_schema() and table_name = ${entity.table}`.execute(database.db);
  const defaults = new Map(result.rows.map((row) => [row.name, row.value]));
  for (const field of fields) {
    const initial = field.lifecycle!.initial;
    if (defaults.get(field.name) === `'${initial.replace(/'/g, "''")}'::text`) continue;
    await database.db.schema
      .alterTable(entity.table)
      .alterColumn(field.name, (column) => column.setDefault(initial))
      .execute();
  }
}

/** Gives rows that predate a column its schema default, or a position at the end of their scope. */
async function backfillColumn(database: Database, entity: EntityDefinition, field: FieldDefinition): Promise<void> {
  if (entity.ordering?.field === field.name) {
    const scope = entity.ordering.scope;
    const rows = await database.db
      .selectFrom(entity.table)
      .select(['_id', ...scope])
      .orderBy('_id')
      .execute();
    const counters = new Map<string, number>();
    for (const row of rows) {
      const key = JSON.stringify(scope.map((name) => row[name] ?? null));
      const position = (counters.get(key) ?? 0) + 1;
      counters.set(key, position);
      await database.db.updateTable(entity.table).set({ [field.name]: position }).where('_id', '=', row._id).execute();
    }
    return;
  }
  if (field.schema.default === undefined) return;
  await database.db
    .updateTable(entity.table)
    .set({ [field.name]: toStoredValue(database.dialect, field.storage, field.schema.default) })
    .where(field.name, 'is', null)
    .execute();
}

/**
 * The ordering index (scope then position), the schema's declared indexes, then one per reference field not
 * already leading an index (label lookups, delete rules and reference filters search by it); without repeats, and
 * without those another index of the table covers (a list or unique index whose columns start with theirs: any
 * search of theirs is a range of it), which every write would otherwise pay for twice.
 */
export function getIndexes(dialect: StoreDialect, entity: EntityDefinition, entities: readonly EntityDefinition[]): (readonly string[])[] {
  const covering = [...getListIndexes(dialect, entity, entities).map((index) => index.map((column) => column.column)), ...entity.unique];
  const indexes: (readonly string[])[] = [];
  if (entity.ordering) indexes.push([...entity.ordering.scope, entity.ordering.field]);
  for (const index of entity.indexes) {
    if (!indexes.some((known) => known.join('\0') === index.join('\0'))) indexes.push(index);
  }
  for (const reference of entity.references) {
    if (![...indexes, ...covering].some((known) => known[0] === reference.field)) indexes.push([reference.field]);
  }
  return indexes.filter((index) => !covering.some((other) => isPrefix(index, other)));
}

/** True when `columns` are the first columns of `of`. */
function isPrefix(columns: readonly string[], of: readonly string[]): boolean {
  return columns.length <= of.length && columns.every((column, i) => of[i] === column);
}

/** A stable index name within PostgreSQL's 63-byte identifier limit. */
export function getIndexName(table: string, columns: readonly string[]): string {
  const name = `${table}_${columns.join('_')}_idx`;
  if (name.length <= 63) return name;
  const hash = createHash('sha1').update(name).digest('hex').slice(0, 8);
  return `${name.slice(0, 50)}_${hash}_idx`;
}

/** Column names per table, for the tables of the current schema only. */
async function getExistingColumns(database: Database): Promise<Map<string, Set<string>>> {
  let currentSchema: string | undefined;
  if (database.dialect === 'postgres') {
    const result = await sql<{ schema: string }>`select current_schema() as schema`.execute(database.db);
    currentSchema = result.rows[0]?.schema;
  }
  const tables = await database.db.introspection.getTables();
  const columns = new Map<string, Set<string>>();
  for (const table of tables) {
    if (currentSchema !== undefined && table.schema !== currentSchema) continue;
    columns.set(table.name, new Set(table.columns.map((column) => column.name)));
  }
  // Kysely reads SQLite's pragma_table_info, which leaves generated columns out (pragma_table_xinfo has them).
  if (database.dialect === 'sqlite') {
    const generated = await sql<{ table: string; name: string }>`select m.name as "table", x.name as name from sqlite_master m join pragma_table_xinfo(m.name) x where m.type = 'table' and x.hidden in (2, 3)`.execute(database.db);
    for (const row of generated.rows) columns.get(row.table)?.add(row.name);
  }
  return columns;
}
