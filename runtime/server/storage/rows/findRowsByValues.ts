import type { Kysely } from 'kysely';
import type { EntityDefinition } from '../../../shared/index.js';
import { chunk } from '../common/chunk.js';
import type { StoreSchema } from '../Database.js';

// Values per IN list: within every engine's limit on bound parameters.
const IN_LIST_SIZE = 500;

/** The stored rows whose `field` holds one of `values` (stored values, as writeRow gives them), in IN lists of bounded size. */
export async function findRowsByValues(db: Kysely<StoreSchema>, entity: EntityDefinition, field: string, values: readonly unknown[]): Promise<Record<string, unknown>[]> {
  const rows: Record<string, unknown>[] = [];
  for (const part of chunk([...new Set(values)], IN_LIST_SIZE)) {
    rows.push(...(await db.selectFrom(entity.table).selectAll().where(field, 'in', part as never[]).execute()));
  }
  return rows;
}
