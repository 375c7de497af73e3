import { HttpError } from '../http/HttpError.js';
import { messages } from '../messages.js';
import { applyDeleteRules, getScopeValues, lockKey, lockScope, runInTransaction } from '../storage/index.js';
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
      const find = () =>
        trx
          .selectFrom(entity.table)
          .selectAll()
          .where(relation.scope.name, '=', scopeId)
          .where(relation.target.name, '=', targetId)
          .$if(database.dialect === 'postgres', (query) => query.forUpdate())
          .executeTakeFirst();
      let link = await find();
      if (!link) throw new HttpError(404, messages.notAssigned(targetId, relation.scopeEntity.label.one), '_id');
      if (entity.ordering) {
        await lockScope(trx, database.dialect, entity, getScopeValues(entity, link));
        link = (await find()) ?? link; // Fresh position after the scope lock.
      }
      await applyDeleteRules(trx, database.dialect, registry, entity, [link]);
      return String(link._id);
    });
    return { deleted: true, _id: deleted };
  };
};
