import { sql } from 'kysely';
import type { EntityDefinition, OnDeleteRule } from '../../../shared/index.js';
import { messages } from '../../messages.js';
import type { Database } from '../Database.js';
import { fitIdentifier } from '../common/fitIdentifier.js';

/** A single reference as the database enforces it. */
export interface ForeignKey {
  readonly name: string;
  readonly column: string;
  readonly targetTable: string;
  readonly onDelete: 'cascade' | 'set null' | 'no action';
}

// Restrict is judged by applyDeleteRules (a 409 naming what refers); the key, checked at commit, only backs it up.
const ON_DELETE: Record<OnDeleteRule, ForeignKey['onDelete']> = { cascade: 'cascade', setNull: 'set null', restrict: 'no action' };
// pg_constraint.confdeltype of each rule.
const PG_DELETE_TYPES: Record<ForeignKey['onDelete'], string> = { cascade: 'c', 'set null': 'n', 'no action': 'a' };

/**
 * The foreign keys of an entity's single references (a many-reference's ids live in its link table). They are
 * deferred to commit, so rows of one transaction may come in any order (a tree, a seed, an import).
 */
export function getForeignKeys(entity: EntityDefinition, entities: readonly EntityDefinition[]): ForeignKey[] {
  return entity.references
    .filter((reference) => !reference.many)
    .flatMap((reference) => {
      const target = entities.find((candidate) => candidate.entity === reference.entity);
      if (!target) return [];
      return [{ name: fitIdentifier(`${entity.table}_${reference.field}_fkey`), column: reference.field, targetTable: target.table, onDelete: ON_DELETE[reference.onDelete] }];
    });
}

// The names admin-gen gives foreign keys (fitIdentifier's shortened form included): only those are dropped as stale.
const OWN_KEY_NAME = /(?:_fkey|_[0-9a-f]{12})$/;

/**
 * PostgreSQL: adds each missing foreign key (and replaces one whose rule changed) once every table exists; a row
 * pointing at a missing row stops the start with a message naming it. Drops the keys admin-gen made that no reference
 * declares any more (a removed or changed reference would otherwise refuse a save), and every key of a kept table (a
 * removed entity's rows, which a delete elsewhere must not reach). SQLite cannot add a key to a table: its keys come
 * with the table (createTable), and a table made before is rebuilt with them (migrateSqliteForeignKeys).
 */
export async function migrateForeignKeys(database: Database, entities: readonly EntityDefinition[], keptTables: readonly string[] = []): Promise<void> {
  if (database.dialect !== 'postgres') return;
  await dropStaleForeignKeys(database, entities, keptTables);
  const existing = await sql<{ name: string; deleteType: string; deferred: boolean }>`
    select conname as name, confdeltype as "deleteType", condeferred as deferred from pg_constraint
    where contype = 'f' and connamespace = current_schema()::regnamespace`.execute(database.db);
  const known = new Map(existing.rows.map((row) => [row.name, row]));
  for (const entity of entities) {
    for (const key of getForeignKeys(entity, entities)) {
      const found = known.get(key.name);
      if (found && found.deleteType === PG_DELETE_TYPES[key.onDelete] && found.deferred) continue;
      if (found) await database.db.schema.alterTable(entity.table).dropConstraint(key.name).execute();
      await assertNoDanglingReference(database, entity, key);
      await database.db.schema
        .alterTable(entity.table)
        .addForeignKeyConstraint(key.name, [key.column], key.targetTable, ['_id'], (constraint) => constraint.onDelete(key.onDelete).deferrable().initiallyDeferred())
        .execute();
    }
  }
}

async function dropStaleForeignKeys(database: Database, entities: readonly EntityDefinition[], keptTables: readonly string[]): Promise<void> {
  const wanted = new Map(entities.map((entity) => [entity.table, new Set(getForeignKeys(entity, entities).map((key) => key.name))]));
  for (const table of keptTables) if (!wanted.has(table)) wanted.set(table, new Set());
  const existing = await sql<{ name: string; table: string }>`
    select c.conname as name, t.relname as table from pg_constraint c join pg_class t on t.oid = c.conrelid
    where c.contype = 'f' and c.connamespace = current_schema()::regnamespace order by 2, 1`.execute(database.db);
  for (const row of existing.rows) {
    const keys = wanted.get(row.table);
    if (!keys || keys.has(row.name) || !OWN_KEY_NAME.test(row.name)) continue;
    await database.db.schema.alterTable(row.table).dropConstraint(row.name).execute();
  }
}

/** PostgreSQL: the first row of the entity's table whose single reference names no row throws, naming it (checked before commit, where the deferred key would only say which constraint). */
export async function assertNoDanglingReferences(database: Database, entity: EntityDefinition, entities: readonly EntityDefinition[]): Promise<void> {
  for (const key of getForeignKeys(entity, entities)) await assertNoDanglingReference(database, entity, key);
}

async function assertNoDanglingReference(database: Database, entity: EntityDefinition, key: ForeignKey): Promise<void> {
  const row = await database.db
    .selectFrom(`${entity.table} as source`)
    .leftJoin(`${key.targetTable} as target`, `target._id`, `source.${key.column}`)
    .select([`source._id as id`, `source.${key.column} as value`])
    .where(`source.${key.column}`, 'is not', null)
    .where(`target._id`, 'is', null)
    .orderBy('source._id')
    .limit(1)
    .executeTakeFirst();
  if (row) throw new Error(messages.foreignKeyBlocked(entity.entity, entity.source, key.column, String(row.id), String(row.value)));
}

