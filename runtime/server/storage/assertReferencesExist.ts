import type { Transaction } from 'kysely';
import type { EntityDefinition } from '../../shared/index.js';
import { HttpError } from '../http/HttpError.js';
import { messages } from '../messages.js';
import type { EntityRegistry } from '../model/index.js';
import type { StoreDialect, StoreSchema } from './Database.js';

// A parent chain longer than this is treated as a cycle rather than walked forever.
const MAX_TREE_DEPTH = 10_000;

export interface AssertReferencesOptions {
  /** The row being updated: a self-reference may not point at it or at one of its descendants. */
  readonly id?: string;
  /** 404 for values that came from the request path (a URL naming a missing row), 400 (default) for body values. */
  readonly status?: 400 | 404;
}

/**
 * 400 naming the first reference field of `values` (a record) whose non-null value names no row. On PostgreSQL
 * the referenced rows are locked FOR SHARE, so a concurrent delete waits and then sees the new reference.
 */
export async function assertReferencesExist(
  trx: Transaction<StoreSchema>,
  dialect: StoreDialect,
  registry: EntityRegistry,
  entity: EntityDefinition,
  values: Readonly<Record<string, unknown>>,
  options: AssertReferencesOptions = {},
): Promise<void> {
  for (const reference of entity.references) {
    const value = values[reference.field];
    if (value === undefined || value === null) continue;
    const id = String(value);
    const target = registry.get(reference.entity);
    const row = await trx
      .selectFrom(target.table)
      .select('_id')
      .where('_id', '=', id)
      .$if(dialect === 'postgres', (query) => query.forShare())
      .executeTakeFirst();
    const title = entity.fields.find((field) => field.name === reference.field)?.title ?? reference.field;
    if (!row) throw new HttpError(options.status ?? 400, messages.referenceNotFound(title, target.label.one, id), reference.field);
    if (options.id !== undefined && target.entity === entity.entity && (await reachesRow(trx, entity, reference.field, id, options.id))) {
      throw new HttpError(400, messages.referenceCycle(title), reference.field);
    }
  }
}

/** True when following `field` upwards from `start` reaches `id` (or loops). */
async function reachesRow(trx: Transaction<StoreSchema>, entity: EntityDefinition, field: string, start: string, id: string): Promise<boolean> {
  let current: string | null = start;
  for (let depth = 0; current !== null && depth < MAX_TREE_DEPTH; depth++) {
    if (current === id) return true;
    const row: Record<string, unknown> | undefined = await trx.selectFrom(entity.table).select(field).where('_id', '=', current).executeTakeFirst();
    const next: unknown = row?.[field];
    current = next === undefined || next === null ? null : String(next);
  }
  return current !== null;
}
