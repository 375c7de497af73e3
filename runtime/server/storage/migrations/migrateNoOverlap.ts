import { createHash } from 'node:crypto';
import { sql } from 'kysely';
import type { EntityDefinition, NoOverlapDefinition } from '../../../shared/index.js';
import { messages } from '../../messages.js';
import type { Database } from '../Database.js';

/** A range over text in byte order: the ISO dates and date-times both engines store sort as their instants. */
const TEXT_RANGE = 'admin_gen_text_range';

/** The exclusion constraint of one `noOverlap` rule, within PostgreSQL's 63-byte identifier limit. */
export function getNoOverlapConstraintName(table: string, rule: NoOverlapDefinition): string {
  const name = `${table}_${[rule.start, rule.end, ...rule.scope].join('_')}_excl`;
  if (name.length <= 63) return name;
  return `${name.slice(0, 48)}_${createHash('sha1').update(name).digest('hex').slice(0, 8)}_excl`;
}

/**
 * PostgreSQL: each `noOverlap` rule as an exclusion constraint (btree_gist for the scope's equality, a text range in
 * byte order for [start, end)), rows with an empty bound, an end not after the start or an empty scope value exempt;
 * the constraints of rules no longer declared are dropped. Rows that already overlap stop the start, naming two of them.
 * SQLite has no such constraint: its single writer checks each write in its transaction (assertNoOverlap).
 */
export async function migrateNoOverlap(database: Database, entities: readonly EntityDefinition[]): Promise<void> {
  if (database.dialect !== 'postgres') return;
  const { db } = database;
  const wanted = entities.flatMap((entity) => (entity.noOverlap ?? []).map((rule) => ({ entity, rule, name: getNoOverlapConstraintName(entity.table, rule) })));
  const existing = await sql<{ name: string; table: string }>`select conname as name, conrelid::regclass::text as table from pg_constraint
      where contype = 'x' and connamespace = current_schema()::regnamespace and conname like '%\\_excl'`.execute(db);
  const names = new Set(wanted.map((item) => item.name));
  for (const stale of existing.rows.filter((row) => !names.has(row.name) && row.name.startsWith(`${row.table.replace(/"/g, '')}_`))) {
    await sql`alter table ${sql.table(stale.table.replace(/"/g, ''))} drop constraint ${sql.ref(stale.name)}`.execute(db);
  }
  const present = new Set(existing.rows.map((row) => row.name));
  const missing = wanted.filter((item) => !present.has(item.name));
  if (missing.length === 0) return;
  await sql`create extension if not exists btree_gist`.execute(db);
  const type = await sql`select 1 from pg_type where typname = ${TEXT_RANGE} and typnamespace = current_schema()::regnamespace`.execute(db);
  if (type.rows.length === 0) await sql`create type ${sql.table(TEXT_RANGE)} as range (subtype = text, collation = "C")`.execute(db);
  for (const { entity, rule, name } of missing) {
    const clash = await findOverlap(database, entity, rule);
    if (clash) throw new Error(messages.overlapConstraintBlocked(entity.entity, entity.source, rule.start, rule.end, clash[0], clash[1]));
    const [start, end] = [sql.ref(rule.start), sql.ref(rule.end)];
    const elements = [...rule.scope.map((field) => sql`${sql.ref(field)} with =`), sql`${sql.table(TEXT_RANGE)}(${start}, ${end}, '[)') with &&`];
    const exempt = [start, end, ...rule.scope.map((field) => sql.ref(field))].map((column) => sql`${column} is not null`);
    await sql`alter table ${sql.table(entity.table)} add constraint ${sql.ref(name)} exclude using gist (${sql.join(elements)})
        where (${sql.join(exempt, sql` and `)} and ${start} collate "C" < ${end} collate "C")`.execute(db);
  }
}

/** Two rows whose ranges overlap within a scope, or null. */
async function findOverlap(database: Database, entity: EntityDefinition, rule: NoOverlapDefinition): Promise<[string, string] | null> {
  const [start, end] = [rule.start, rule.end];
  const same = rule.scope.map((field) => sql`a.${sql.ref(field)} = b.${sql.ref(field)}`);
  const row = await sql<{ a: string; b: string }>`select a._id as a, b._id as b from ${sql.table(entity.table)} a join ${sql.table(entity.table)} b on a._id < b._id
      ${same.length > 0 ? sql`and ${sql.join(same, sql` and `)}` : sql``}
      and a.${sql.ref(start)} collate "C" < b.${sql.ref(end)} collate "C" and b.${sql.ref(start)} collate "C" < a.${sql.ref(end)} collate "C"
      and a.${sql.ref(start)} collate "C" < a.${sql.ref(end)} collate "C" and b.${sql.ref(start)} collate "C" < b.${sql.ref(end)} collate "C"
      order by a._id, b._id limit 1`.execute(database.db);
  const found = row.rows[0];
  return found ? [found.a, found.b] : null;
}
