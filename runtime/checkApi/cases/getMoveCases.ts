import { findOperations } from '../OpenApiDocument.js';
import type { EndpointCaseFactory } from './CaseContext.js';
import { getMissingRowReason } from './getMissingRowReason.js';
import { getUnknownIdCases } from './getUnknownIdCases.js';

/** A move: up, on the second of two rows check-api made (or, when allowed, a listed row); an unknown direction; an unknown _id. */
export const getMoveCases: EndpointCaseFactory = async (operation, context) => {
  const { rows } = context;
  const { method, role } = operation;
  const listed = await rows.getListedRows(role.entity);
  // Two rows of its own, side by side at the end: moving the second up swaps only them.
  const first = findOperations(context.operations, role.entity, 'create').length > 0 ? await context.makeRow(role.entity) : undefined;
  const second = first ? await context.makeRow(role.entity) : undefined;
  const target = second ?? (context.changeExistingRows ? listed[0] : undefined);
  const refused = second ?? listed[0];
  return [
    target ? { name: second ? 'up, a row check-api made' : 'up', request: { method, url: rows.fill(operation, { _id: String(target._id), direction: 'up' }) }, status: [200] } : { name: 'up', status: [200], skip: getMissingRowReason(role.entity, listed, context.operations) },
    ...(refused ? [{ name: 'an unknown direction', request: { method, url: rows.fill(operation, { _id: String(refused._id), direction: 'sideways' }) }, status: [400], field: 'direction' }] : []),
    ...getUnknownIdCases(operation, rows),
  ];
};
