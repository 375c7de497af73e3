import type { Kysely } from 'kysely';
import type { ApiRow, EntityDefinition } from '../../../shared/index.js';
import type { EntityRegistry } from '../../model/index.js';
import type { StoreSchema } from '../Database.js';
import { addReferenceLabels } from '../references/addReferenceLabels.js';
import { readApiRow } from './readRow.js';

/**
 * The record with each of its children arrays: the child rows whose `field` holds the record's `_id`, in the
 * child's order (position, then `_id`, which follows creation), each with its own `$labels`.
 */
export async function addChildren(db: Kysely<StoreSchema>, registry: EntityRegistry, entity: EntityDefinition, record: ApiRow): Promise<ApiRow> {
  if (entity.children.length === 0) return record;
  const result: Record<string, unknown> = { ...record };
  for (const children of entity.children) {
    const child = registry.get(children.entity);
    const ordering = child.ordering?.field;
    const rows = await db
      .selectFrom(child.table)
      .selectAll()
      .where(children.field, '=', String(record._id))
      .$if(ordering !== undefined, (query) => query.orderBy(ordering!))
      .orderBy('_id')
      .execute();
    result[children.name] = await addReferenceLabels(db, registry, child, rows.map((row) => readApiRow(child, row)));
  }
  return result as ApiRow;
}
