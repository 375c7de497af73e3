import { sql, type ColumnDefinitionBuilder } from 'kysely';
import { isColumnField, type EntityDefinition, type FieldDefinition } from '../../../shared/index.js';
import type { Database } from '../Database.js';
import { getEngine } from '../getEngine.js';
import { getColumnType } from '../migrations/getColumnType.js';
import { dropDerivedObjects } from '../migrations/schema/convert/dropDerivedObjects.js';
import { getGeneratedFields } from './getGeneratedFields.js';
import { toGeneratedSql } from './toGeneratedSql.js';

// PostgreSQL rewrites a generation expression in its own words: the column's comment keeps the text admin-gen wrote.
const COMMENT_PREFIX = 'admin-gen computed: ';

/** The SQL of the generated column computing `name` on this store, or null when the server computes that field. */
export function getGeneratedColumnSql(database: Pick<Database, 'dialect'>, entity: EntityDefinition, name: string): string | null {
  const field = getGeneratedFields(entity).find((candidate) => candidate.name === name);
  return field ? toGeneratedSql(database.dialect, entity, field) : null;
}

/**
 * A new column's definition when the database computes the field: generated from its expression, stored (SQLite adds
 * a column to an existing table only as virtual, `stored: false`; migrateSqliteForeignKeys's rebuild stores it).
 */
export function defineGeneratedColumn(database: Pick<Database, 'dialect'>, entity: EntityDefinition, field: FieldDefinition, stored: boolean): ((column: ColumnDefinitionBuilder) => ColumnDefinitionBuilder) | null {
  const expression = getGeneratedColumnSql(database, entity, field.name);
  if (expression === null) return null;
  return (column) => {
    const generated = column.generatedAlwaysAs(sql.raw(expression));
    return stored ? generated.stored() : generated;
  };
}

/** Runs the store's setup for generated columns (PostgreSQL's helper functions) when some entity has one and the functions are not there as written. */
export async function prepareGeneratedColumns(database: Database, entities: readonly EntityDefinition[]): Promise<void> {
  const setup = getEngine(database.dialect).generatedSql.setup;
  if (setup.length === 0 || !entities.some((entity) => getGeneratedFields(entity).length > 0)) return;
  const found = await sql<{ source: string }>`select prosrc as source from pg_proc where pronamespace = cast(current_schema() as regnamespace)`.execute(database.db);
  const sources = new Set(found.rows.map((row) => row.source));
  for (const statement of setup) if (!sources.has(/\$\$([\s\S]*)\$\$/.exec(statement)![1]!)) await sql.raw(statement).execute(database.db);
}

/** PostgreSQL: the generated columns of every table of the current schema, by table, with their comments. */
export async function readPostgresGeneratedColumns(database: Database): Promise<Map<string, Map<string, string | null>>> {
  const generated = new Map<string, Map<string, string | null>>();
  if (database.dialect !== 'postgres') return generated;
  const found = await sql<{ table: string; column: string; comment: string | null }>`select c.relname as "table", a.attname as "column", col_description(c.oid, a.attnum) as comment
    from pg_attribute a join pg_class c on c.oid = a.attrelid where c.relnamespace = cast(current_schema() as regnamespace) and a.attgenerated <> '' and not a.attisdropped`.execute(database.db);
  for (const row of found.rows) generated.set(row.table, (generated.get(row.table) ?? new Map()).set(row.column, row.comment));
  return generated;
}

/** PostgreSQL: after a generated column is made, its comment records the expression it was made from. */
export async function markGeneratedColumn(database: Database, table: string, column: string, expression: string): Promise<void> {
  if (database.dialect !== 'postgres') return;
  await sql`comment on column ${sql.ref(`${table}.${column}`)} is ${sql.lit(`${COMMENT_PREFIX}${expression}`)}`.execute(database.db);
}

/**
 * PostgreSQL's converge of an existing table's computed columns (SQLite's is a table rebuild, migrateSqliteForeignKeys):
 * a column the database should compute but that is plain, or generated from another expression, is dropped with what
 * admin-gen derived from it (the converge builds those again) and made again generated, every row computed by the
 * database; a generated column whose field the server now computes, or stores as typed, keeps its values as a plain
 * column (`drop expression`). A column a view reads cannot be dropped: refused, naming it, before anything changes.
 * Answers whether a column changed.
 */
export async function migratePostgresGeneratedColumns(database: Database, entity: EntityDefinition, existing: ReadonlySet<string>, generatedColumns: ReadonlyMap<string, string | null> = new Map()): Promise<boolean> {
  if (database.dialect !== 'postgres') return false;
  const plain: string[] = [];
  const rebuilt: { name: string; storage: ReturnType<typeof getColumnType>; expression: string; generated: boolean }[] = [];
  for (const field of entity.fields.filter(isColumnField)) {
    if (!existing.has(field.name)) continue;
    const expression = getGeneratedColumnSql(database, entity, field.name);
    const generated = generatedColumns.has(field.name);
    if (expression === null) {
      if (generated) plain.push(field.name);
    } else if (!generated || generatedColumns.get(field.name) !== `${COMMENT_PREFIX}${expression}`) {
      rebuilt.push({ name: field.name, storage: getColumnType(database.dialect, field.storage), expression, generated });
    }
  }
  if (plain.length === 0 && rebuilt.length === 0) return false;
  const relation = sql`cast(${`"${entity.table.replace(/"/g, '""')}"`} as regclass)`;
  const views = await sql<{ view: string; column: string }>`select distinct v.relname as view, a.attname as column from pg_depend d
    join pg_rewrite r on r.oid = d.objid join pg_class v on v.oid = r.ev_class
    join pg_attribute a on a.attrelid = d.refobjid and a.attnum = d.refobjsubid
    where d.classid = 'pg_rewrite'::regclass and d.refobjid = ${relation} and v.oid <> d.refobjid and a.attname in (${sql.join(['', ...rebuilt.map((column) => column.name)])})`.execute(database.db);
  if (views.rows[0]) {
    const { view, column } = views.rows[0];
    throw new Error(`${entity.entity}.${column} (${entity.source}#/computed/${column}): the database now computes it, which makes its column again, but view "${view}" reads the column; drop the view (or stop reading the column) and run the migration again. Nothing was changed.`);
  }
  for (const name of plain) {
    await sql`alter table ${sql.table(entity.table)} alter column ${sql.ref(name)} drop expression`.execute(database.db);
    await sql`comment on column ${sql.ref(`${entity.table}.${name}`)} is null`.execute(database.db);
  }
  // Generated columns first: one may read a plain column about to become generated (PostgreSQL inlines no other).
  for (const column of [...rebuilt.filter((candidate) => candidate.generated), ...rebuilt.filter((candidate) => !candidate.generated)]) {
    // PostgreSQL 15 gives a column no new expression in place (17's `set expression`): the values are the database's to compute anyway.
    await dropDerivedObjects(database, entity.table, column.name);
    await sql`alter table ${sql.table(entity.table)} drop column ${sql.ref(column.name)}`.execute(database.db);
  }
  for (const column of rebuilt) {
    await database.db.schema
      .alterTable(entity.table)
      .addColumn(column.name, column.storage, (definition) => definition.generatedAlwaysAs(sql.raw(column.expression)).stored())
      .execute();
    await markGeneratedColumn(database, entity.table, column.name, column.expression);
  }
  return true;
}
