import type { EntityDefinition } from '../../shared/index.js';
import { badRequest } from '../http/HttpError.js';
import { createObjectId } from '../ids/createObjectId.js';
import { messages } from '../messages.js';
import {
  addReferenceLabels,
  assertReferencesExist,
  getNextPosition,
  getScopeValues,
  lockScope,
  readRow,
  runInTransaction,
  writeRow,
} from '../storage/index.js';
import type { EndpointFactory } from './EndpointContext.js';
import { findRow } from './findRecord.js';
import { getPathFields, getPathValues } from './getPathValues.js';
import { readRequestBody } from './readRequestBody.js';

/**
 * POST a new row: validated editable fields plus defaults, and the fields named by path placeholders
 * (`/contents/{parent}/create`); the server sets `_id`, the position within the row's scope and creation dates.
 */
export const createEndpoint: EndpointFactory = ({ entity, endpoint, database, validator, registry }) => {
  const creationDateFields = getCreationDateFields(entity);
  const pathFields = getPathFields(entity, endpoint);
  return async (request, reply) => {
    const pathValues = getPathValues(request, pathFields);
    const body = validator.validateCreate(mergePathValues(entity, readRequestBody(request, entity), pathValues));
    const now = new Date();
    const record: Record<string, unknown> = { ...body, ...pathValues, _id: createObjectId(now) };
    for (const field of creationDateFields) record[field.name] = field.schema.format === 'date' ? now.toISOString().slice(0, 10) : now.toISOString();
    validator.validateRecord(record);

    const created = await runInTransaction(database, async (trx) => {
      // The scope first, then the referenced rows: the order every writer takes its locks in.
      const row = writeRow(database.dialect, entity, record);
      const scope = getScopeValues(entity, row);
      if (entity.ordering) await lockScope(trx, database.dialect, entity, scope);
      await assertReferencesExist(trx, database.dialect, registry, entity, pathValues, { status: 404 });
      await assertReferencesExist(trx, database.dialect, registry, entity, record);
      if (entity.ordering) row[entity.ordering.field] = await getNextPosition(trx, entity, scope);
      await trx.insertInto(entity.table).values(row).execute();
      return findRow(trx, entity, String(record._id));
    });
    const [labelled] = await addReferenceLabels(database.db, registry, entity, [readRow(entity, created)]);
    return reply.status(201).send(labelled);
  };
};

/**
 * The body with the path's values for editable fields (so `required` sees them); a body value that
 * contradicts the path is a 400. Read-only path fields join the record after validation.
 */
function mergePathValues(entity: EntityDefinition, body: unknown, pathValues: Readonly<Record<string, unknown>>): unknown {
  if (typeof body !== 'object' || body === null || Array.isArray(body)) return body;
  const fields: Record<string, unknown> = { ...(body as Record<string, unknown>) };
  for (const [name, value] of Object.entries(pathValues)) {
    const given = fields[name];
    if (given !== undefined && given !== null && given !== '' && String(given) !== String(value)) {
      throw badRequest(messages.pathMismatch(name, String(given), String(value)), name);
    }
    // The client may echo the path value into the row (the grid fills new rows from its params).
    delete fields[name];
    if (!entity.fields.find((field) => field.name === name)?.readOnly) fields[name] = value;
  }
  return fields;
}

// A read-only date the client cannot send is the record's creation time (createdAt and the like).
function getCreationDateFields(entity: EntityDefinition) {
  return entity.fields.filter(
    (field) => field.readOnly && field.storage === 'text' && (field.schema.format === 'date-time' || field.schema.format === 'date'),
  );
}
