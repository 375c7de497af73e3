import type { EntityDefinition } from '../../shared/index.js';
import { createObjectId } from '../ids/createObjectId.js';
import { getNextPosition, getScopeValues, lockScope, readRow, runInTransaction, writeRow } from '../storage/index.js';
import type { EndpointFactory } from './EndpointContext.js';
import { findRow } from './findRecord.js';
import { readRequestBody } from './readRequestBody.js';

/** POST a new row: validated editable fields plus defaults; the server sets `_id`, the position and creation dates. */
export const createEndpoint: EndpointFactory = ({ entity, database, validator }) => {
  const creationDateFields = getCreationDateFields(entity);
  return async (request, reply) => {
    const body = validator.validateCreate(readRequestBody(request, entity));
    const now = new Date();
    const record: Record<string, unknown> = { ...body, _id: createObjectId(now) };
    for (const field of creationDateFields) record[field.name] = field.schema.format === 'date' ? now.toISOString().slice(0, 10) : now.toISOString();

    const created = await runInTransaction(database, async (trx) => {
      const row = writeRow(database.dialect, entity, record);
      if (entity.ordering) {
        const scope = getScopeValues(entity, row);
        await lockScope(trx, database.dialect, entity, scope);
        row[entity.ordering.field] = await getNextPosition(trx, entity, scope);
      }
      await trx.insertInto(entity.table).values(row).execute();
      return findRow(trx, entity, String(record._id));
    });
    return reply.status(201).send(readRow(entity, created));
  };
};

// A read-only date the client cannot send is the record's creation time (createdAt and the like).
function getCreationDateFields(entity: EntityDefinition) {
  return entity.fields.filter(
    (field) => field.readOnly && field.storage === 'text' && (field.schema.format === 'date-time' || field.schema.format === 'date'),
  );
}
