import { badRequest } from '../http/HttpError.js';
import { messages } from '../messages.js';
import { applyDeleteRules, getScopeValues, lockScope, runInTransaction } from '../storage/index.js';
import type { EndpointFactory } from './EndpointContext.js';
import { findRow, getIdParam, getRecordId } from './findRecord.js';

/**
 * Deletes a row with every onDelete rule that points at it (restrict → 409 and nothing changes, cascade,
 * setNull), closing the position gaps it leaves, in one transaction.
 */
export const deleteEndpoint: EndpointFactory = ({ entity, endpoint, database, registry }) => {
  const idParam = getIdParam(endpoint);
  return async (request) => {
    const id = getRecordId(request, idParam);
    // 'row' endpoints receive the whole row (the spec's grids send it); its id must be the path's.
    const body = request.body;
    if (typeof body === 'object' && body !== null && '_id' in body) {
      const bodyId = (body as { _id: unknown })._id;
      if (bodyId !== undefined && bodyId !== null && String(bodyId) !== id) throw badRequest(messages.idMismatch(String(bodyId), id), '_id');
    }

    await runInTransaction(database, async (trx) => {
      const first = await findRow(trx, entity, id);
      // Scope before row, as moves and updates lock; the row lock keeps new references to it out until commit.
      if (entity.ordering) await lockScope(trx, database.dialect, entity, getScopeValues(entity, first));
      const row = await findRow(trx, entity, id, { forUpdate: { dialect: database.dialect } });
      if (entity.ordering && JSON.stringify(getScopeValues(entity, row)) !== JSON.stringify(getScopeValues(entity, first))) {
        await lockScope(trx, database.dialect, entity, getScopeValues(entity, row)); // It moved meanwhile.
      }
      await applyDeleteRules(trx, database.dialect, registry, entity, [row]);
    });
    return { deleted: true, _id: id };
  };
};
