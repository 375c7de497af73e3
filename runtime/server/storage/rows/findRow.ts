import type { Kysely } from 'kysely';
import type { EntityDefinition } from '../../../shared/index.js';
import { HttpError } from '../../http/HttpError.js';
import { messages } from '../../messages.js';
import type { StoreSchema } from '../Database.js';
import type { StoreEngine } from '../StoreEngine.js';

/** The stored row with that id, or a 404 naming the entity; with `lock`, held for the transaction's write (see StoreEngine.forUpdate). */
export async function findRow(db: Kysely<StoreSchema>, entity: EntityDefinition, id: string, lock?: StoreEngine): Promise<Record<string, unknown>> {
  const row = await db
    .selectFrom(entity.table)
    .selectAll()
    .where('_id', '=', id)
    .$call((query) => (lock ? lock.forUpdate(query) : query))
    .executeTakeFirst();
  if (!row) throw new HttpError(404, messages.notFound(entity.label.one, id), '_id');
  return row;
}
