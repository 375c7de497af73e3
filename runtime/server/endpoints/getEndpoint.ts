import { readApiRow } from '../storage/index.js';
import type { EndpointFactory } from './EndpointContext.js';
import { getIdParam, getRecordId } from './findRecord.js';

/** GET one row by id, with its reference labels and its children arrays, or 404. */
export const getEndpoint: EndpointFactory = ({ entity, endpoint, store }) => {
  const idParam = getIdParam(endpoint);
  return async (request) => {
    const record = readApiRow(entity, await store.find(entity, getRecordId(request, idParam)));
    const [labelled] = await store.addLabels(entity, [record]);
    return store.addChildren(entity, labelled!);
  };
};
