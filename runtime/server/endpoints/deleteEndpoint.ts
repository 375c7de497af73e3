import { getDeleteAuditEntries, writeAuditEntries } from '../audit/index.js';
import { badRequest, HttpError } from '../http/HttpError.js';
import { messages } from '../messages.js';
import type { EndpointFactory } from './EndpointContext.js';
import { getIdParam, getRecordId } from './findRecord.js';
import { getExpectedVersions } from './withRowVersions.js';

/**
 * Deletes a row with every onDelete rule that points at it (restrict → 409 and nothing changes, cascade,
 * setNull), closing the position gaps it leaves, in one transaction; only at the version the request names
 * (If-Match, or a row body's `_version`), judged on the locked row: else 412 and nothing changes.
 */
export const deleteEndpoint: EndpointFactory = ({ entity, endpoint, store, registry }) => {
  const idParam = getIdParam(endpoint);
  return async (request) => {
    const id = getRecordId(request, idParam);
    // 'row' endpoints receive the whole row (a grid's delete sends the row it shows); its id must be the path's.
    const body = request.body;
    if (typeof body === 'object' && body !== null && '_id' in body) {
      const bodyId = (body as { _id: unknown })._id;
      if (bodyId !== undefined && bodyId !== null && String(bodyId) !== id) throw badRequest(messages.idMismatch(String(bodyId), id), '_id');
    }

    await store.find(entity, id); // 404 before anything is locked.
    const expected = getExpectedVersions(request, endpoint);
    await store.transaction(async (tx) => {
      const result = await tx.delete(entity, [id], expected);
      // Deleted meanwhile by another request: this one did not find it.
      if ((result.deleted.get(entity.entity) ?? 0) === 0) throw new HttpError(404, messages.notFound(entity.label.one, id), '_id');
      await writeAuditEntries(tx.db, registry, request.adminUser, getDeleteAuditEntries(result, { entity, ids: [id], action: 'delete' }));
    });
    return { deleted: true, _id: id };
  };
};
