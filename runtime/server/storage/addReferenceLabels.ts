import type { Kysely } from 'kysely';
import type { ApiRow, EntityDefinition } from '../../shared/index.js';
import type { EntityRegistry } from '../model/index.js';
import { chunk } from './chunk.js';
import type { StoreSchema } from './Database.js';
import { fromStoredValue } from './readRow.js';

const IN_LIST_SIZE = 500;

/**
 * The records with `$labels: { field: display value | null }` for every reference field, looked up with one
 * query per reference (not per row). Records of an entity without references are returned as they are.
 */
export async function addReferenceLabels(
  db: Kysely<StoreSchema>,
  registry: EntityRegistry,
  entity: EntityDefinition,
  records: readonly Record<string, unknown>[],
): Promise<ApiRow[]> {
  if (entity.references.length === 0) return [...records];
  const labels = records.map(() => ({}) as Record<string, string | null>);
  for (const reference of entity.references) {
    const target = registry.get(reference.entity);
    const display = target.fields.find((field) => field.name === reference.display);
    const ids = [...new Set(records.map((record) => record[reference.field]).filter((id) => id !== undefined && id !== null).map(String))];
    const found = new Map<string, string | null>();
    for (const part of chunk(ids, IN_LIST_SIZE)) {
      const rows = await db.selectFrom(target.table).select(['_id', reference.display]).where('_id', 'in', part).execute();
      for (const row of rows) {
        const value = display ? fromStoredValue(display.storage, row[reference.display]) : row[reference.display];
        found.set(String(row._id), value === undefined || value === null ? null : String(value));
      }
    }
    records.forEach((record, index) => {
      const id = record[reference.field];
      labels[index]![reference.field] = id === undefined || id === null ? null : (found.get(String(id)) ?? null);
    });
  }
  return records.map((record, index) => ({ ...record, $labels: labels[index]! }));
}
