import { badRequest } from '../http/HttpError.js';
import { messages } from '../messages.js';
import { closePositionGap, getScopeValues, lockScope, runInTransaction } from '../storage/index.js';
import type { EndpointFactory } from './EndpointContext.js';
import { findRow, getIdParam, getRecordId } from './findRecord.js';

/** Deletes a row and, for ordered entities, closes the gap it leaves, in one transaction. */
export const deleteEndpoint: EndpointFactory = ({ entity, endpoint, database }) => {
  const idParam = getIdParam(endpoint);
  const ordering = entity.ordering;
  return async (request) => {
    const id = getRecordId(request, idParam);
    // 'row' endpoints receive the whole row (the spec's grids send it); its id must be the path's.
    const body = request.body;
    if (typeof body === 'object' && body !== null && '_id' in body) {
      const bodyId = (body as { _id: unknown })._id;
      if (bodyId !== undefined && bodyId !== null && String(bodyId) !== id) throw badRequest(messages.idMismatch(String(bodyId), id), '_id');
    }

    await runInTransaction(database, async (trx) => {
      let row = await findRow(trx, entity, id);
      if (ordering) {
        const scope = getScopeValues(entity, row);
        await lockScope(trx, database.dialect, entity, scope);
        row = await findRow(trx, entity, id, { forUpdate: { dialect: database.dialect } }); // It may have moved meanwhile.
        const current = getScopeValues(entity, row);
        if (JSON.stringify(current) !== JSON.stringify(scope)) await lockScope(trx, database.dialect, entity, current);
      }
      await trx.deleteFrom(entity.table).where('_id', '=', id).execute();
      if (ordering) await closePositionGap(trx, entity, getScopeValues(entity, row), Number(row[ordering.field]));
    });
    return { deleted: true, _id: id };
  };
};
