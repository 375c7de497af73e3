import { createAuditEntry, writeAuditEntries } from '../audit/index.js';
import { HttpError } from '../http/HttpError.js';
import { createObjectId } from '../ids/createObjectId.js';
import { messages } from '../messages.js';
import { addReferenceLabels, getNextPosition, getScopeValues, lockKey, lockScope, readRow, runInTransaction, writeRow } from '../storage/index.js';
import type { EndpointFactory } from './EndpointContext.js';
import { findRow } from './findRecord.js';
import { assertRowExists, getRelation, getRelationLockKey, readRelationRequest } from './getRelation.js';

/**
 * Links a target to the path's scope (`POST /questions-quiz/{quiz}/create` with `{ "_id": question }`): 404 for
 * an unknown scope or target, 409 when already linked, else 201 with the new link row, appended to the scope.
 */
export const assignEndpoint: EndpointFactory = (context) => {
  const { entity, database, validator, registry } = context;
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
    const row = writeRow(database.dialect, entity, record);
    const scope = getScopeValues(entity, row);

    const created = await runInTransaction(database, async (trx) => {
      // Advisory locks (pair, scope) before row locks, the order every writer takes them in.
      await lockKey(trx, database.dialect, getRelationLockKey(entity, relation, scopeId));
      if (entity.ordering) await lockScope(trx, database.dialect, entity, scope);
      await assertRowExists(trx, database.dialect, relation.scopeEntity, scopeId, relation.scope.name);
      await assertRowExists(trx, database.dialect, relation.targetEntity, targetId, '_id');
      const existing = await trx
        .selectFrom(entity.table)
        .select('_id')
        .where(relation.scope.name, '=', scopeId)
        .where(relation.target.name, '=', targetId)
        .executeTakeFirst();
      if (existing) throw new HttpError(409, messages.alreadyAssigned(targetId, relation.scopeEntity.label.one), '_id');
      if (entity.ordering) row[entity.ordering.field] = await getNextPosition(trx, entity, scope);
      await trx.insertInto(entity.table).values(row).execute();
      const inserted = await findRow(trx, entity, String(record._id));
      await writeAuditEntries(trx, database.dialect, registry, request.adminUser, [createAuditEntry(entity, 'assign', null, readRow(entity, inserted))], now);
      return inserted;
    });
    const [labelled] = await addReferenceLabels(database.db, registry, entity, [readRow(entity, created)]);
    return reply.status(201).send(labelled);
  };
};
