import { readRow } from '../storage/index.js';
import type { EndpointFactory } from './EndpointContext.js';
import { findRow, getIdParam, getRecordId } from './findRecord.js';

/** GET one row by id, or 404. */
export const getEndpoint: EndpointFactory = ({ entity, endpoint, database }) => {
  const idParam = getIdParam(endpoint);
  return async (request) => readRow(entity, await findRow(database.db, entity, getRecordId(request, idParam)));
};
