import { createAuditEntry, writeAuditEntries } from '../audit/index.js';
import { HttpError } from '../http/HttpError.js';
import { createObjectId } from '../ids/createObjectId.js';
import { messages } from '../messages.js';
import { getScopeValues, readApiRow, readRow } from '../storage/index.js';
import type { EndpointFactory } from './EndpointContext.js';
import { getRelation, getRelationLockKey, readRelationRequest } from './getRelation.js';

/**
 * Links a target to the path's scope (`POST /questions-quiz/{quiz}/create` with `{ "_id": question }`): 404 for
 * an unknown scope or target, 409 when already linked, else 201 with the new link row, appended to the scope.
 */
export const assignEndpoint: EndpointFactory = (context) => {
  const { entity, store, validator, registry } = context;
  const relation = getRelation(context);
  const defaults = entity.fields.filter((field) => field.schema.default !== undefined && !field.readOnly);
  const creationDates = entity.fields.filter(
    (field) => field.readOnly && field.storage === 'text' && (field.schema.format === 'date-time' || field.schema.format === 'date'),
  );
  return async (request, reply) => {
    const { scopeId, targetId } = readRelationRequest(request, relation);
    const now = new Date();
    const record: Record<string, unknown> = { _id: createObjectId(now) };
    for (const field of defaults) record[field.name] = field.schema.default;
    for (const field of creationDates) record[field.name] = field.schema.format === 'date' ? now.toISOString().slice(0, 10) : now.toISOString();
    record[relation.scope.name] = scopeId;
    record[relation.target.name] = targetId;
    validator.validateRecord(record);
    const scope = getScopeValues(entity, store.writeRow(entity, record));

    const created = await store.transaction(async (tx) => {
      // Advisory locks (pair, scope) before row locks, the order every writer takes them in.
      await tx.lockKey(getRelationLockKey(entity, relation, scopeId));
      if (entity.ordering) await tx.lockScope(entity, scope);
      await tx.assertExists(relation.scopeEntity, scopeId, relation.scope.name);
      await tx.assertExists(relation.targetEntity, targetId, '_id');
      const existing = await tx.findLink(entity, relation.scope, scopeId, relation.target, targetId);
      if (existing !== undefined) throw new HttpError(409, messages.alreadyAssigned(targetId, relation.scopeEntity.label.one), '_id');
      // Appended to the scope.
      await tx.insert(entity, [record]);
      const inserted = await tx.find(entity, String(record._id));
      await writeAuditEntries(tx.db, registry, request.adminUser, [createAuditEntry(entity, 'assign', null, readRow(entity, inserted))], now);
      return inserted;
    });
    const [labelled] = await store.addLabels(entity, [readApiRow(entity, created)]);
    return reply.status(201).send(labelled);
  };
};
