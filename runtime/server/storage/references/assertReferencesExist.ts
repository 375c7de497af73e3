import type { Expression, SqlBool, Transaction } from 'kysely';
import type { EntityDefinition, ReferenceDefinition } from '../../../shared/index.js';
import { joinFieldPath } from '../../http/describeValidationErrors.js';
import { HttpError } from '../../http/HttpError.js';
import { messages } from '../../messages.js';
import type { EntityRegistry } from '../../model/index.js';
import { chunk } from '../common/chunk.js';
import type { StoreSchema } from '../Database.js';
import type { StoreEngine } from '../StoreEngine.js';
import { getComputedParents } from '../rows/refreshComputedFields.js';
import { getReferenceScope } from './getReferenceScope.js';

// A parent chain longer than this is treated as a cycle rather than walked forever.
const MAX_TREE_DEPTH = 10_000;
const IN_LIST_SIZE = 500;

export interface AssertReferencesOptions {
  /** The row being updated: a self-reference may not point at it or at one of its descendants. */
  readonly id?: string;
  /** 404 for values that came from the request path (a URL naming a missing row), 400 (default) for body values. */
  readonly status?: 400 | 404;
  /** Path of the record within the request body (a child line, `lines[1]`), put before the field names. */
  readonly prefix?: string;
}

/**
 * 400 naming the first reference field of `values` (a record) whose non-null value names no row; for a `many`
 * reference, the first id of the array that names none (`authors[2]`). On PostgreSQL the referenced rows are
 * locked FOR SHARE, so a concurrent delete waits and then sees the new reference.
 */
export async function assertReferencesExist(
  trx: Transaction<StoreSchema>,
  engine: StoreEngine,
  registry: EntityRegistry,
  entity: EntityDefinition,
  values: Readonly<Record<string, unknown>>,
  options: AssertReferencesOptions = {},
): Promise<void> {
  const prefix = options.prefix ?? '';
  await assertRecordsReferencesExist(trx, engine, registry, entity, [{ values, prefix }], options.status);
  if (options.id === undefined) return;
  for (const reference of entity.references) {
    const value = values[reference.field];
    if (reference.many || reference.entity !== entity.entity || value === undefined || value === null) continue;
    if (await reachesRow(trx, entity, reference, String(value), options.id)) {
      throw new HttpError(400, messages.referenceCycle(getTitle(entity, reference)), joinFieldPath(prefix, reference.field));
    }
  }
}

/** One record to check and where it sits in the request body (`lines[3]`, or '' for the body itself). */
export interface ReferencingRecord {
  readonly values: Readonly<Record<string, unknown>>;
  readonly prefix: string;
}

/**
 * The same check over many records of one entity (a create's child lines) with one query per reference and
 * 500 ids, naming the first record and field whose id names no row.
 */
export async function assertRecordsReferencesExist(
  trx: Transaction<StoreSchema>,
  engine: StoreEngine,
  registry: EntityRegistry,
  entity: EntityDefinition,
  records: readonly ReferencingRecord[],
  status: 400 | 404 = 400,
): Promise<void> {
  for (const reference of entity.references) {
    const idsOf = (values: Readonly<Record<string, unknown>>): string[] => {
      const value = values[reference.field];
      if (value === undefined || value === null) return [];
      return reference.many ? (Array.isArray(value) ? value.map(String) : []) : [String(value)];
    };
    const target = registry.get(reference.entity);
    const scope = getReferenceScope(reference, target, engine.dialect);
    // A parent whose computed fields total these rows is written after them: locked for that write now, so two writers queue instead of deadlocking.
    const lock = getComputedParents(registry, entity).some((parent) => parent.field === reference.field) ? engine.forUpdate : engine.forShare;
    const found = await selectExisting(trx, lock, target, records.flatMap((record) => idsOf(record.values)), scope);
    for (const record of records) {
      const ids = idsOf(record.values);
      const missing = ids.findIndex((id) => !found.has(id));
      if (missing < 0) continue;
      const field = joinFieldPath(record.prefix, reference.many ? `${reference.field}[${missing}]` : reference.field);
      // A row the declared `where` leaves out exists but is not a value this field may hold.
      const outside = scope.length > 0 && (await selectExisting(trx, engine.forShare, target, [ids[missing]!], [])).size > 0;
      const title = getTitle(entity, reference);
      throw new HttpError(status, outside ? messages.referenceOutOfScope(title, target.label.one, ids[missing]!) : messages.referenceNotFound(title, target.label.one, ids[missing]!), field);
    }
  }
}

function getTitle(entity: EntityDefinition, reference: ReferenceDefinition): string {
  return entity.fields.find((field) => field.name === reference.field)?.title ?? reference.field;
}

/** The ids among `ids` that are rows of `target`, kept until commit (StoreEngine.forShare, or forUpdate). */
async function selectExisting(
  trx: Transaction<StoreSchema>,
  lock: StoreEngine['forShare'],
  target: EntityDefinition,
  ids: readonly string[],
  scope: readonly Expression<SqlBool>[],
): Promise<Set<string>> {
  const found = new Set<string>();
  for (const part of chunk([...new Set(ids)], IN_LIST_SIZE)) {
    const rows = await trx
      .selectFrom(target.table)
      .select('_id')
      .where('_id', 'in', part)
      .$if(scope.length > 0, (query) => query.where((eb) => eb.and([...scope])))
      .orderBy('_id') // One lock order for every writer.
      .$call((query) => lock(query))
      .execute();
    for (const row of rows) found.add(String(row._id));
  }
  return found;
}

/** True when following `field` upwards from `start` reaches `id` (or loops). */
async function reachesRow(trx: Transaction<StoreSchema>, entity: EntityDefinition, reference: ReferenceDefinition, start: string, id: string): Promise<boolean> {
  let current: string | null = start;
  for (let depth = 0; current !== null && depth < MAX_TREE_DEPTH; depth++) {
    if (current === id) return true;
    const row: Record<string, unknown> | undefined = await trx.selectFrom(entity.table).select(reference.field).where('_id', '=', current).executeTakeFirst();
    const next: unknown = row?.[reference.field];
    current = next === undefined || next === null ? null : String(next);
  }
  return current !== null;
}
