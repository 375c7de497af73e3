import type { Kysely } from 'kysely';
import type { EntityDefinition, ReferenceDefinition } from '../../../shared/index.js';
import type { StoreSchema } from '../Database.js';
import { getReferenceTableName, REFERENCE_TABLE_COLUMNS } from '../migrations/migrateReferenceTables.js';

/** The `_id`s of `owner` rows whose many-reference array holds one of `ids`: a lookup in the link table's target index. */
export function getReferencingIdsQuery(db: Kysely<StoreSchema>, owner: EntityDefinition, reference: Pick<ReferenceDefinition, 'field'>, ids: readonly string[]) {
  return db
    .selectFrom(getReferenceTableName(owner, reference))
    .select(REFERENCE_TABLE_COLUMNS.owner)
    .where(REFERENCE_TABLE_COLUMNS.target, 'in', [...ids]);
}
