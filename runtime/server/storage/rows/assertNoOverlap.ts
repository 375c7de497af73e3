import { sql, type Kysely } from 'kysely';
import type { EntityDefinition, NoOverlapDefinition } from '../../../shared/index.js';
import { HttpError } from '../../http/HttpError.js';
import { messages } from '../../messages.js';
import type { StoreDialect, StoreSchema } from '../Database.js';
import { getNoOverlapConstraintName } from '../migrations/migrateNoOverlap.js';

type Row = Readonly<Record<string, unknown>>;

// PostgreSQL's exclusion_violation: two transactions both passed the check below; the constraint refused the later.
const PG_EXCLUSION = '23P01';

/** Whether a write setting these columns can make a range overlap (a bound or a scope field changes). */
export function touchesNoOverlap(entity: EntityDefinition, columns: readonly string[]): boolean {
  return (entity.noOverlap ?? []).some((rule) => [rule.start, rule.end, ...rule.scope].some((field) => columns.includes(field)));
}

/**
 * A 409 naming the start field when one of these stored rows overlaps another row of the same scope: ranges are
 * half-open [start, end), compared as the ISO text both engines store (byte order on PostgreSQL), rows with an empty
 * bound or scope value exempt. Run inside the write's transaction after the write: SQLite's single writer makes it
 * race-safe, and on PostgreSQL the exclusion constraint refuses what two concurrent writers both got past.
 */
export async function assertNoOverlap(db: Kysely<StoreSchema>, dialect: StoreDialect, entity: EntityDefinition, rows: readonly Row[]): Promise<void> {
  for (const rule of entity.noOverlap ?? []) {
    for (const row of rows) {
      const [start, end] = [row[rule.start], row[rule.end]];
      if (start === null || start === undefined || end === null || end === undefined || rule.scope.some((field) => row[field] === null || row[field] === undefined)) continue;
      const text = (value: unknown) => (dialect === 'postgres' ? sql`${value}::text collate "C"` : sql`${value}`);
      const column = (name: string) => (dialect === 'postgres' ? sql`${sql.ref(name)} collate "C"` : sql.ref(name));
      const clash = await db
        .selectFrom(entity.table)
        .select('_id')
        .where('_id', '<>', String(row._id))
        .where((eb) => eb.and(rule.scope.map((field) => eb(field, '=', row[field] as never))))
        .where(sql<boolean>`${column(rule.start)} < ${text(end)} and ${text(start)} < ${column(rule.end)}`)
        .limit(1)
        .executeTakeFirst();
      if (clash) throw overlapError(entity, rule);
    }
  }
}

/** The 409 for a PostgreSQL exclusion violation of one of the entity's rules, or the error as it was. */
export function toOverlapError(error: unknown, entity: EntityDefinition): unknown {
  const { code, constraint } = (typeof error === 'object' && error !== null ? error : {}) as { code?: unknown; constraint?: unknown };
  if (code !== PG_EXCLUSION) return error;
  const rule = (entity.noOverlap ?? []).find((candidate) => getNoOverlapConstraintName(entity.table, candidate) === constraint);
  return rule ? overlapError(entity, rule) : error;
}

function overlapError(entity: EntityDefinition, rule: NoOverlapDefinition): HttpError {
  const title = (name: string) => entity.fields.find((field) => field.name === name)?.title ?? name;
  const message = rule.message ?? messages.overlappingRange(title(rule.start), title(rule.end), rule.scope.map(title), entity.label.many.toLowerCase());
  return new HttpError(409, message, rule.start);
}
