import { createHash } from 'node:crypto';
import { sql } from 'kysely';
import type { EntityDefinition, OnDeleteRule } from '../../../shared/index.js';
import { messages } from '../../messages.js';
import type { Database } from '../Database.js';

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

/**
 * PostgreSQL: adds each missing foreign key (and replaces one whose rule changed) once every table exists; a row
 * pointing at a missing row stops the start with a message naming it. SQLite cannot add a key to a table: its keys
 * come with the table (createTable), and a table made before is rebuilt with them (migrateSqliteForeignKeys).
 */
export async function migrateForeignKeys(database: Database, entities: readonly EntityDefinition[]): Promise<void> {
  if (database.dialect !== 'postgres') return;
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

/** A name within PostgreSQL's 63-byte identifier limit, stable for the same input. */
function fitIdentifier(name: string): string {
  if (name.length <= 63) return name;
  return `${name.slice(0, 50)}_${createHash('sha1').update(name).digest('hex').slice(0, 12)}`;
}
