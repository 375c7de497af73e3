import { sql, type Transaction } from 'kysely';
import type { EntityDefinition } from '../../../shared/index.js';
import type { StoreSchema } from '../Database.js';
import { getScopeCondition } from './lockScope.js';

/** Shifts the rows after a removed position up by one, so the scope stays 1..n. Call after `lockScope`. */
export async function closePositionGap(
  trx: Transaction<StoreSchema>,
  entity: EntityDefinition,
  scopeValues: readonly unknown[],
  removedPosition: number,
): Promise<void> {
  const field = entity.ordering?.field;
  if (!field) return;
  await trx
    .updateTable(entity.table)
    .set({ [field]: sql`${sql.ref(field)} - 1` })
    .where(getScopeCondition(entity, scopeValues))
    .where(field, '>', removedPosition)
    .execute();
}
