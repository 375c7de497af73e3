import type { EndpointCaseFactory } from './CaseContext.js';
import { getMissingRowReason } from './getMissingRowReason.js';
import { getUnknownIdCases } from './getUnknownIdCases.js';

/** A get: a listed row (else one check-api made, made now on a site without rows), and an unknown _id. */
export const getGetCases: EndpointCaseFactory = async (operation, { rows, makeRow, operations }) => {
  const { method, role } = operation;
  const listed = await rows.getListedRows(role.entity);
  const row = listed[0] ?? rows.getOwnRows(role.entity)[0] ?? (await makeRow(role.entity));
  return [
    row ? { name: 'an existing row', request: { method, url: rows.fill(operation, { _id: String(row._id) }) }, status: [200] } : { name: 'an existing row', status: [200], skip: getMissingRowReason(role.entity, listed, operations) },
    ...getUnknownIdCases(operation, rows),
  ];
};
