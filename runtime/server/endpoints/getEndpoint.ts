import { addReferenceLabels, readRow } from '../storage/index.js';
import { addChildren } from './addChildren.js';
import type { EndpointFactory } from './EndpointContext.js';
import { findRow, getIdParam, getRecordId } from './findRecord.js';

/** GET one row by id, with its reference labels and its children arrays, or 404. */
export const getEndpoint: EndpointFactory = ({ entity, endpoint, database, registry }) => {
  const idParam = getIdParam(endpoint);
  return async (request) => {
    const record = readRow(entity, await findRow(database.db, entity, getRecordId(request, idParam)));
    const [labelled] = await addReferenceLabels(database.db, registry, entity, [record]);
    return addChildren(database.db, registry, entity, labelled!);
  };
};
