import { getDeleteAuditEntries, writeAuditEntries } from '../audit/index.js';
import { HttpError } from '../http/HttpError.js';
import { messages } from '../messages.js';
import type { EndpointFactory } from './EndpointContext.js';
import { getRelation, getRelationLockKey, readRelationRequest } from './getRelation.js';

/**
 * Unlinks a target from the path's scope (`PUT /questions-quiz/{quiz}/delete` with `{ "_id": question }`):
 * deletes the link row and closes its position gap; 404 when the pair is not linked.
 */
export const unassignEndpoint: EndpointFactory = (context) => {
  const { entity, store, registry } = context;
  const relation = getRelation(context);
  return async (request) => {
    const { scopeId, targetId } = readRelationRequest(request, relation);
    const deleted = await store.transaction(async (tx) => {
      await tx.lockKey(getRelationLockKey(entity, relation, scopeId));
      const link = await tx.findLink(entity, relation.scope, scopeId, relation.target, targetId);
      // The relation lock keeps the pair as it is; the delete locks the scope, then the row.
      const result = link !== undefined && (await tx.delete(entity, [link]));
      if (link === undefined || !result || !result.deleted.get(entity.entity)) throw new HttpError(404, messages.notAssigned(targetId, relation.scopeEntity.label.one), '_id');
      await writeAuditEntries(tx.db, registry, request.adminUser, getDeleteAuditEntries(result, { entity, ids: [link], action: 'unassign' }));
      return link;
    });
    return { deleted: true, _id: deleted };
  };
};
