import type { CaseFactory } from './CaseContext.js';
import { getUnknownIdCases } from './getUnknownIdCases.js';

/** A delete impact: reads only, what deleting a listed row (else one check-api made, made now on a site without rows) would do, and a 404 for an unknown one. */
export const getImpactCases: CaseFactory = async (operation, { rows, makeRow }) => {
  const entity = operation.operation['x-admin-gen-impact']!.entity;
  const row = (await rows.getListedRows(entity))[0] ?? rows.getOwnRows(entity)[0] ?? (await makeRow(entity));
  return [
    row
      ? { name: 'an existing row', request: { method: operation.method, url: rows.fill(operation, { _id: String(row._id) }) }, status: [200] }
      : { name: 'an existing row', status: [200], skip: `no ${entity} row listed` },
    ...getUnknownIdCases(operation, rows),
  ];
};
