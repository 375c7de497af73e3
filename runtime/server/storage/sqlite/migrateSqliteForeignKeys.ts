import { escapeRegExp } from '../../../shared/escapeRegExp.js';
import { sql } from 'kysely';
import type { EntityDefinition } from '../../../shared/index.js';
import { messages } from '../../messages.js';
import type { Database } from '../Database.js';
import { getForeignKeys, type ForeignKey } from '../migrations/migrateForeignKeys.js';
import { quoteName } from '../common/quoteName.js';
import { getColumnType } from '../migrations/getColumnType.js';
import { getGeneratedColumnSql } from '../generated/migrateGeneratedColumns.js';
import { isColumnField } from '../../../shared/index.js';
import { readColumnDefinitions } from './readColumnDefinitions.js';
import { findClosingParenthesis } from './findClosingParenthesis.js';

/** One foreign key as SQLite reports it (pragma foreign_key_list). */
interface SqliteForeignKey {
  readonly id: number;
  readonly from: string;
  readonly table: string;
  readonly on_delete: string;
}

// The constraint clause as createTable writes it (kysely), to take out one whose rule changed.
const FOREIGN_KEY_CLAUSE =
  /,\s*constraint\s+"(?:[^"]|"")+"\s+foreign\s+key\s*\([^)]*\)\s*references\s+"(?:[^"]|"")+"\s*\([^)]*\)(?:\s+on\s+(?:delete|update)\s+(?:set\s+null|set\s+default|cascade|restrict|no\s+action))*(?:\s+(?:not\s+)?deferrable(?:\s+initially\s+(?:deferred|immediate))?)?/gi;
const CREATE_TABLE_NAME = /^\s*create\s+table\s+(?:if\s+not\s+exists\s+)?(?:"(?:[^"]|"")+"|`[^`]+`|\[[^\]]+\]|[^\s(]+)/i;

const quote = quoteName;

/**
 * SQLite cannot add a foreign key to a table, so a table made before its keys (or with another delete rule) is
 * rebuilt by SQLite's own 12-step procedure (sqlite.org/lang_altertable.html#otheralter): a new table with the keys,
 * rows copied with their rowids (the search index keys on them), old table dropped, new one renamed, its indexes and
 * triggers made again. It runs inside the caller's schema lock, started with foreign keys off (withSchemaLock's
 * `foreignKeys: false`), in the same transaction as the rest of the migration: the caller checks the rebuilt tables
 * with assertNoForeignKeyViolation before commit, so a row pointing at a missing row stops it naming table, row and
 * value, and nothing changes. The same rebuild gives an existing lifecycle column its initial state as default (rows
 * keep their values), and stores a generated column that `alter table` could add only as virtual (the folded keys:
 * computed once per write). Kept tables (of removed entities) lose their keys: a delete elsewhere must not reach them.
 * Returns the rebuilt tables.
 */
export async function migrateSqliteForeignKeys(database: Database, entities: readonly EntityDefinition[], keptTables: readonly string[] = []): Promise<string[]> {
  if (database.dialect !== 'sqlite') return [];
  const stale = await getStaleEntities(database, entities);
  for (const entity of stale) await rebuildTable(database, entity.table, getForeignKeys(entity, entities), (created) => withGeneratedColumns(database, entity, withLifecycleDefaults(entity, created)));
  const kept: string[] = [];
  for (const table of keptTables) {
    if (!(await readCreateSql(database, table)) || (await readForeignKeys(database, table)).length === 0) continue;
    await rebuildTable(database, table, [], (created) => created);
    kept.push(table);
  }
  return [...stale.map((entity) => entity.table), ...kept];
}

/**
 * Entities whose existing table lacks one of its foreign keys or keeps one that is not declared (or has another rule),
 * or whose lifecycle column lacks its initial state as default (SQLite changes a column's default only by a rebuild too).
 */
async function getStaleEntities(database: Database, entities: readonly EntityDefinition[]): Promise<EntityDefinition[]> {
  const stale: EntityDefinition[] = [];
  for (const entity of entities) {
    if (!(await readCreateSql(database, entity.table))) continue;
    const want = getForeignKeys(entity, entities).map(describeKey).sort();
    const have = (await readForeignKeys(database, entity.table)).map((key) => `${key.from}→${key.table} ${key.on_delete.toLowerCase()}`).sort();
    if (want.join('\n') !== have.join('\n') || (await hasStaleDefault(database, entity)) || (await readVirtualColumns(database, entity.table)).length > 0 || hasStaleGenerated(database, entity, (await readCreateSql(database, entity.table))!)) {
      stale.push(entity);
    }
  }
  return stale;
}

const literal = (value: string) => `'${value.replace(/'/g, "''")}'`;

async function hasStaleDefault(database: Database, entity: EntityDefinition): Promise<boolean> {
  const lifecycle = entity.fields.filter((field) => field.lifecycle);
  if (lifecycle.length === 0) return false;
  const columns = (await sql<{ name: string; dflt_value: string | null }>`select name, dflt_value from pragma_table_info(${entity.table})`.execute(database.db)).rows;
  return lifecycle.some((field) => {
    const column = columns.find((candidate) => candidate.name === field.name);
    return column !== undefined && column.dflt_value !== literal(field.lifecycle!.initial);
  });
}

/** The CREATE TABLE text with each lifecycle column's default set to its initial state (any other default replaced). */
function withLifecycleDefaults(entity: EntityDefinition, created: string): string {
  let text = created;
  for (const field of entity.fields) {
    if (!field.lifecycle) continue;
    const bare = escapeRegExp(field.name);
    // The column's definition starts the table's text or follows a comma; its name may be quoted in any of SQLite's ways.
    const name = `(?:"${bare.replace(/"/g, '""')}"|\`${bare}\`|\\[${bare}\\]|${bare})`;
    const column = new RegExp(`([(,]\\s*${name}\\s+text)(?:\\s+default\\s+(?:'(?:[^']|'')*'|[^,\\s)]+))?`, 'i');
    text = text.replace(column, (_match, head: string) => `${head} default ${literal(field.lifecycle!.initial)}`);
  }
  return text;
}

/** Whether a computed field's column is plain where the database should compute it, generated from another expression, or generated where the server now computes it. */
function hasStaleGenerated(database: Database, entity: EntityDefinition, created: string): boolean {
  const definitions = readColumnDefinitions(created);
  return entity.fields.filter(isColumnField).some((field) => {
    const definition = definitions.find((candidate) => candidate.name === field.name);
    return definition !== undefined && definition.generated !== getGeneratedColumnSql(database, entity, field.name);
  });
}

/**
 * The CREATE TABLE text with each computed field's column as the model wants it: generated (stored) from its
 * expression when the database computes it, plain when a generated column's field is now the server's or typed in
 * (rebuildTable copies its values into it, nothing lost).
 */
function withGeneratedColumns(database: Database, entity: EntityDefinition, created: string): string {
  let text = created;
  // From the last column back, so the earlier definitions' offsets hold.
  for (const definition of readColumnDefinitions(created).reverse()) {
    const field = entity.fields.find((candidate) => candidate.name === definition.name);
    if (!field || !isColumnField(field)) continue;
    const expression = getGeneratedColumnSql(database, entity, field.name);
    if (definition.generated === expression) continue;
    const type = getColumnType(database.dialect, field.storage);
    text = `${text.slice(0, definition.start)}${quote(field.name)} ${type}${expression === null ? '' : ` generated always as (${expression}) stored`}${text.slice(definition.end)}`;
  }
  return text;
}

/** Generated columns SQLite computes on every read (pragma table_xinfo: hidden 2; a stored one is 3). */
async function readVirtualColumns(database: Database, table: string): Promise<string[]> {
  return (await sql<{ name: string }>`select name from pragma_table_xinfo(${table}) where hidden = 2`.execute(database.db)).rows.map((row) => row.name);
}

/** The CREATE TABLE text with each named generated column `stored` (its expression read to its closing parenthesis). */
function withStoredColumns(created: string, columns: readonly string[]): string {
  let text = created;
  for (const column of columns) {
    const bare = escapeRegExp(column);
    const name = `(?:"${bare.replace(/"/g, '""')}"|\`${bare}\`|\\[${bare}\\]|${bare})`;
    const head = new RegExp(`[(,]\\s*${name}\\s+[^,(]*?generated\\s+always\\s+as\\s*\\(`, 'i').exec(text);
    if (!head) throw new Error(`generated column ${column} not found in ${created}`);
    const at = findClosingParenthesis(text, head.index + head[0].length);
    const rest = text.slice(at).replace(/^\s*(?:virtual|stored)?/i, ' stored');
    text = text.slice(0, at) + rest;
  }
  return text;
}

const describeKey = (key: ForeignKey) => `${key.column}→${key.targetTable} ${key.onDelete}`;

async function readCreateSql(database: Database, table: string): Promise<string | undefined> {
  const result = await sql<{
    sql: string;
  }>`select sql from sqlite_master where type = 'table' and name = ${table}`.execute(database.db);
  return result.rows[0]?.sql;
}

async function readForeignKeys(database: Database, table: string): Promise<SqliteForeignKey[]> {
  return (await sql<SqliteForeignKey>`select * from pragma_foreign_key_list(${table})`.execute(database.db)).rows;
}

async function rebuildTable(database: Database, table: string, keys: readonly ForeignKey[], withDefaults: (created: string) => string): Promise<void> {
  // SQLite checks views when the new table takes the old one's name: one reading it would stop the rebuild half-way.
  const views = (await sql<{ name: string; sql: string }>`select name, sql from sqlite_master where type = 'view'`.execute(database.db)).rows;
  const reading = views.find((view) => new RegExp(`(?:^|[^A-Za-z0-9_$])["\`\\[]?${escapeRegExp(table)}["\`\\]]?(?:[^A-Za-z0-9_$]|$)`, 'i').test(view.sql));
  if (reading) {
    throw new Error(`table "${table}" must be rebuilt (SQLite changes a column's foreign key, default or computed expression only so), but view "${reading.name}" reads it; drop the view and run the migration again. Nothing was changed.`);
  }
  const created = (await readCreateSql(database, table))!;
  // Indexes and triggers go with the table; SQLite's own automatic indexes (sql null) come back with the constraints.
  const dependents = (
    await sql<{
      sql: string;
    }>`select sql from sqlite_master where tbl_name = ${table} and type in ('index', 'trigger') and sql is not null order by type, name`.execute(database.db)
  ).rows.map((row) => row.sql);
  const temporary = `${table}__rebuild`;
  const clauses = keys.map(
    (key) =>
      `, constraint ${quote(key.name)} foreign key (${quote(key.column)}) references ${quote(key.targetTable)} ("_id") on delete ${key.onDelete} deferrable initially deferred`,
  );
  const body = withStoredColumns(withDefaults(created), await readVirtualColumns(database, table)).replace(CREATE_TABLE_NAME, `CREATE TABLE ${quote(temporary)}`).replace(FOREIGN_KEY_CLAUSE, '');
  const close = body.lastIndexOf(')');
  await sql.raw(`${body.slice(0, close)}${clauses.join('')}${body.slice(close)}`).execute(database.db);
  // The new table's stored columns the old one has (generated ones compute themselves, a column no longer generated
  // takes the values the old one computed); the rowid too, which the search table points at.
  const old = new Set((await sql<{ name: string }>`select name from pragma_table_xinfo(${table})`.execute(database.db)).rows.map((row) => row.name));
  const columns = (
    await sql<{
      name: string;
    }>`select name from pragma_table_xinfo(${temporary}) where hidden = 0`.execute(database.db)
  ).rows
    .filter((row) => old.has(row.name))
    .map((row) => quote(row.name));
  const list = ['rowid', ...columns].join(', ');
  await sql.raw(`insert into ${quote(temporary)} (${list}) select ${list} from ${quote(table)}`).execute(database.db);
  await sql.raw(`drop table ${quote(table)}`).execute(database.db);
  await sql.raw(`alter table ${quote(temporary)} rename to ${quote(table)}`).execute(database.db);
  for (const statement of dependents) await sql.raw(statement).execute(database.db);
}

/**
 * `foreign_key_check` of the given entities' tables (those rebuilt or changed with foreign keys off): the first row
 * pointing at a missing row throws, naming entity, field, row and value, so the caller's transaction rolls back.
 */
export async function assertNoForeignKeyViolation(database: Database, entities: readonly EntityDefinition[]): Promise<void> {
  for (const entity of entities) {
    const violation = (
      await sql<{
        rowid: number;
        fkid: number;
      }>`select rowid, fkid from pragma_foreign_key_check(${entity.table})`.execute(database.db)
    ).rows[0];
    if (!violation) continue;
    const key = (await readForeignKeys(database, entity.table)).find((candidate) => candidate.id === violation.fkid)!;
    const row = (
      await sql<{
        id: string;
        value: string;
      }>`select "_id" as id, ${sql.ref(key.from)} as value from ${sql.table(entity.table)} where rowid = ${violation.rowid}`.execute(database.db)
    ).rows[0]!;
    throw new Error(messages.foreignKeyBlocked(entity.entity, entity.source, key.from, String(row.id), String(row.value)));
  }
}
