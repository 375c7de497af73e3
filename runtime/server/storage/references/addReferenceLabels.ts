import type { Kysely } from 'kysely';
import type { ApiRow, EntityDefinition } from '../../../shared/index.js';
import type { EntityRegistry } from '../../model/index.js';
import { chunk } from '../common/chunk.js';
import type { StoreSchema } from '../Database.js';
import { fromStoredValue } from '../rows/readRow.js';

const IN_LIST_SIZE = 500;

/** A label per reference field: the display value, null for an empty or unknown id, an array of them for `many`. */
export type ReferenceLabel = string | null | (string | null)[];

/**
 * The records with `$labels: { field: display value | null }` for every reference field (an array of labels for
 * a `many` reference), looked up with one query per reference (not per row). Records of an entity without
 * references are returned as they are.
 */
export async function addReferenceLabels(
  db: Kysely<StoreSchema>,
  registry: EntityRegistry,
  entity: EntityDefinition,
  records: readonly Record<string, unknown>[],
): Promise<ApiRow[]> {
  if (entity.references.length === 0) return [...records];
  const labels = records.map(() => ({}) as Record<string, ReferenceLabel>);
  for (const reference of entity.references) {
    const target = registry.get(reference.entity);
    const display = target.fields.find((field) => field.name === reference.display);
    const idsOf = (record: Record<string, unknown>): string[] => {
      const value = record[reference.field];
      if (value === undefined || value === null) return [];
      return reference.many ? (Array.isArray(value) ? value.map(String) : []) : [String(value)];
    };
    const ids = [...new Set(records.flatMap(idsOf))];
    const found = new Map<string, string | null>();
    for (const part of chunk(ids, IN_LIST_SIZE)) {
      const rows = await db.selectFrom(target.table).select(['_id', reference.display]).where('_id', 'in', part).execute();
      for (const row of rows) {
        const value = display ? fromStoredValue(display.storage, row[reference.display]) : row[reference.display];
        found.set(String(row._id), value === undefined || value === null ? null : String(value));
      }
    }
    records.forEach((record, index) => {
      const own = idsOf(record).map((id) => found.get(id) ?? null);
      labels[index]![reference.field] = reference.many ? own : (own[0] ?? null);
    });
  }
  return records.map((record, index) => ({ ...record, $labels: labels[index]! }) as ApiRow);
}
