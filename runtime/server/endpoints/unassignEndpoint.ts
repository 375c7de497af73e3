import { getDeleteAuditEntries, writeAuditEntries } from '../audit/index.js';
import { HttpError } from '../http/HttpError.js';
import { messages } from '../messages.js';
import { applyDeleteRules, lockKey, runInTransaction } from '../storage/index.js';
import type { EndpointFactory } from './EndpointContext.js';
import { getRelation, getRelationLockKey, readRelationRequest } from './getRelation.js';

/**
 * Unlinks a target from the path's scope (`PUT /questions-quiz/{quiz}/delete` with `{ "_id": question }`):
 * deletes the link row and closes its position gap; 404 when the pair is not linked.
 */
export const unassignEndpoint: EndpointFactory = (context) => {
  const { entity, database, registry } = context;
  const relation = getRelation(context);
  return async (request) => {
    const { scopeId, targetId } = readRelationRequest(request, relation);
    const deleted = await runInTransaction(database, async (trx) => {
      await lockKey(trx, database.dialect, getRelationLockKey(entity, relation, scopeId));
      const link = await trx
        .selectFrom(entity.table)
        .select('_id')
        .where(relation.scope.name, '=', scopeId)
        .where(relation.target.name, '=', targetId)
        .executeTakeFirst();
      // The relation lock keeps the pair as it is; applyDeleteRules locks the scope, then the row.
      const result = link && (await applyDeleteRules(trx, database.dialect, registry, entity, [String(link._id)]));
      if (!link || !result?.deleted.get(entity.entity)) throw new HttpError(404, messages.notAssigned(targetId, relation.scopeEntity.label.one), '_id');
      await writeAuditEntries(trx, database.dialect, registry, request.adminUser, getDeleteAuditEntries(result, { entity, ids: [String(link._id)], action: 'unassign' }));
      return String(link._id);
    });
    return { deleted: true, _id: deleted };
  };
};
