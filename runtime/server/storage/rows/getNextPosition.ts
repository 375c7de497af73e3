import type { Transaction } from 'kysely';
import type { EntityDefinition } from '../../../shared/index.js';
import type { StoreSchema } from '../Database.js';
import { getScopeCondition } from './lockScope.js';

/** One past the largest position in the scope (1 for an empty scope). Call after `lockScope`. */
export async function getNextPosition(trx: Transaction<StoreSchema>, entity: EntityDefinition, scopeValues: readonly unknown[]): Promise<number> {
  const field = entity.ordering?.field;
  if (!field) throw new Error(`${entity.entity} has no ordering`);
  const row = await trx
    .selectFrom(entity.table)
    .select((eb) => eb.fn.max<number | null>(field).as('max'))
    .where(getScopeCondition(entity, scopeValues))
    .executeTakeFirst();
  return Number(row?.max ?? 0) + 1;
}
