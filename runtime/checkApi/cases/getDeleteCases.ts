import type { Row } from '../CheckCase.js';
import { findOperations, getJsonBodySchema } from '../OpenApiDocument.js';
import type { EndpointCaseFactory } from './CaseContext.js';
import { getMissingRowReason } from './getMissingRowReason.js';
import { getUnknownIdCases } from './getUnknownIdCases.js';
import { getVersionCases } from './getVersionCases.js';

/** A delete: no version and a stale one, a row check-api made (or, when allowed, the last listed row), and an unknown _id. */
export const getDeleteCases: EndpointCaseFactory = async (operation, context) => {
  const { rows, session } = context;
  const entity = operation.role.entity;
  const listed = await rows.getListedRows(entity);
  const mine = findOperations(context.operations, entity, 'create').length > 0 ? await context.makeRow(entity) : undefined;
  let target = mine;
  if (!target && context.changeExistingRows && listed.length > 0) {
    // The last listed row goes; a row body is the row as its get answers it.
    const last = listed.at(-1)!;
    const get = findOperations(context.operations, entity, 'get')[0];
    const got = get && getJsonBodySchema(operation) ? await session.send({ method: get.method, url: rows.fill(get, { _id: String(last._id) }) }) : undefined;
    target = got?.status === 200 ? (got.data as Row) : last;
    rows.dropLastListed(entity);
  }
  const request = target && rows.getDeleteRequest(operation, target);
  // Refused without a version, or with a stale one, before anything changes: any row will do.
  const kept = target ?? listed[0];
  return [
    ...getVersionCases(operation, kept && rows.getDeleteRequest(operation, kept)),
    request ? { name: mine ? 'a row check-api made' : 'an existing row', request, status: [200] } : { name: 'an existing row', status: [200], skip: getMissingRowReason(entity, listed, context.operations) },
    ...getUnknownIdCases(operation, rows),
  ];
};
